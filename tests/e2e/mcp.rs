//! The MCP front: the official MCP Python SDK drives the README's transcript through it, the same calls go
//! through gRPC, and the records must be identical; plus the front's own gates (tokens, session capacity).

use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use toolharness::Config;

use crate::support;

#[tokio::test]
async fn the_official_python_sdk_runs_the_transcript_and_records_match_the_grpc_path() {
    let python = support::mcp_python();
    let server = support::serve_mcp(Config::default()).await;
    let root = env!("CARGO_MANIFEST_DIR");
    let (script, grpc, proto) =
        (format!("{root}/tests/python/mcp_client_test.py"), server.grpc.to_string(), format!("{root}/proto"));
    let args = [script.as_str(), &server.url(), &grpc, &proto];
    let (_, stderr) = support::run_python(&python, &args, "mcp client: all checks passed").await;
    assert!(!stderr.contains("termination failed"), "DELETE must complete as the SDK expects: {stderr}");
}

const INITIALIZE: &str = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"probe","version":"1"}}}"#;

/// One HTTP/1.1 POST of `body` to the MCP path; the response's status line and headers, and what of the
/// body arrives within half a second (an SSE response may not end).
async fn post(server: &support::McpServer, body: &str, extra_headers: &str) -> String {
    let mut stream = tokio::net::TcpStream::connect(server.mcp).await.expect("connect to the MCP front");
    let request = format!(
        "POST {} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, \
         text/event-stream\r\nContent-Length: {}\r\n{extra_headers}\r\n{body}",
        toolharness::mcp::PATH,
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    let read = async {
        while !head.ends_with(b"\r\n\r\n") {
            if stream.read(&mut byte).await.unwrap() == 0 {
                break;
            }
            head.push(byte[0]);
        }
    };
    tokio::time::timeout(Duration::from_secs(10), read).await.expect("the front answers");
    let mut body = vec![0u8; 1024];
    if let Ok(Ok(n)) = tokio::time::timeout(Duration::from_millis(500), stream.read(&mut body)).await {
        head.extend_from_slice(&body[..n]);
    }
    String::from_utf8_lossy(&head).into_owned()
}

#[tokio::test]
async fn with_token_files_the_front_wants_a_bearer_token() {
    let dir = tempfile::tempdir().unwrap();
    let tokens = dir.path().join("agents");
    std::fs::write(&tokens, "agent-token-0123456789abcdef\n").unwrap();
    let config = Config { agent_tokens_file: Some(tokens), ..Config::default() };
    let server = support::serve_mcp(config).await;

    let missing = post(&server, INITIALIZE, "").await;
    assert!(missing.starts_with("HTTP/1.1 401"), "{missing}");
    assert!(missing.to_ascii_lowercase().contains("www-authenticate: bearer"), "{missing}");
    let wrong = post(&server, INITIALIZE, "Authorization: Bearer not-the-token-at-all\r\n").await;
    assert!(wrong.starts_with("HTTP/1.1 401"), "{wrong}");
    let good = post(&server, INITIALIZE, "Authorization: Bearer agent-token-0123456789abcdef\r\n").await;
    assert!(good.starts_with("HTTP/1.1 200"), "{good}");
    assert!(good.to_ascii_lowercase().contains("mcp-session-id:"), "{good}");
}

#[tokio::test]
async fn sessions_are_bounded_by_the_live_run_limit() {
    let server = support::serve_mcp(support::config_with(|limits| limits.max_live_runs = 1)).await;
    let first = post(&server, INITIALIZE, "").await;
    assert!(first.starts_with("HTTP/1.1 200"), "{first}");
    let second = post(&server, INITIALIZE, "").await;
    assert!(second.starts_with("HTTP/1.1 503"), "{second}");
    assert!(second.contains("too many MCP sessions"), "{second}");
}

#[tokio::test]
async fn the_official_python_sdk_drives_one_session_over_stdio() {
    let python = support::mcp_python();
    let script = r#"
import asyncio, json, sys
from mcp import StdioServerParameters
from mcp.client import Client

def body(result):
    return json.loads(result.content[0].text)

async def main():
    server = StdioServerParameters(command=sys.argv[1], args=["mcp-stdio", "--run-id", "stdio-e2e"])
    async with Client(server) as client:
        names = [tool.name for tool in (await client.list_tools()).tools]
        assert names == ["lookup_knowledge", "query_logs", "release"], names
        found = await client.call_tool("lookup_knowledge", {"previous_observation": None, "input": {"query": "kafka consumer lag"}})
        assert body(found)["evidence_status"] == "FOUND" and found.meta["toolharness/run_id"] == "stdio-e2e", found
        refused = await client.call_tool("lookup_knowledge", {"previous_observation": None, "input": {"query": "roll back"}})
        assert refused.is_error and body(refused)["violation"]["type"] == "MISSING_EVALUATION", refused
        released = await client.call_tool("release", {"draft": "The consumer lags.", "citations": [{"tool_call_id": "mcp-1"}]})
        assert body(released)["published"] is True, released
    print("stdio: all checks passed")

asyncio.run(main())
"#;
    let args = ["-c", script, env!("CARGO_BIN_EXE_toolharness")];
    support::run_python(&python, &args, "stdio: all checks passed").await;
}
