//! Test support: an in-process sidecar on 127.0.0.1:0 and helpers to call it.

use std::net::SocketAddr;
use std::path::Path;

use serde_json::Value;
use tokio::sync::oneshot;
use tonic::transport::Channel;
use toolharness::pb;
use toolharness::pb::tool_harness_client::ToolHarnessClient;
use toolharness::{App, Config};

pub struct Harness {
    pub addr: SocketAddr,
    pub client: ToolHarnessClient<Channel>,
    shutdown: Option<oneshot::Sender<()>>,
}

impl Drop for Harness {
    fn drop(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
    }
}

/// The embedded defaults (bundled runbooks, in-memory store).
/// Tests that change MariaDB's global settings (the general log) and tests that check no global setting
/// changed take turns: the guard is held for the whole test.
pub async fn server_globals() -> tokio::sync::MutexGuard<'static, ()> {
    static LOCK: std::sync::OnceLock<tokio::sync::Mutex<()>> = std::sync::OnceLock::new();
    LOCK.get_or_init(|| tokio::sync::Mutex::new(())).lock().await
}

pub async fn start() -> Harness {
    start_with(Config::default()).await
}

pub async fn start_with(config: Config) -> Harness {
    let Server { addr, _shutdown: shutdown } = serve(config).await;
    let client = ToolHarnessClient::connect(format!("http://{addr}")).await.expect("connect");
    Harness { addr, client, shutdown: Some(shutdown) }
}

/// A client of the `toolharness` binary started on `port`, once it accepts connections (it panics after
/// `seconds`).
pub async fn connect_when_serving(port: u16, seconds: u64) -> ToolHarnessClient<Channel> {
    for _ in 0..seconds * 10 {
        if let Ok(client) = ToolHarnessClient::connect(format!("http://127.0.0.1:{port}")).await {
            return client;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the binary did not accept connections on port {port} within {seconds} s");
}

/// A sidecar serving `config` on 127.0.0.1:0, without a client (for tests that connect in their own way,
/// over TLS say); it stops when dropped.
pub struct Server {
    pub addr: SocketAddr,
    _shutdown: oneshot::Sender<()>,
}

pub async fn serve(config: Config) -> Server {
    let app = App::build(&config).await.expect("the app builds");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind an ephemeral port");
    let addr = listener.local_addr().unwrap();
    let (shutdown, stopped) = oneshot::channel::<()>();
    tokio::spawn(async move {
        toolharness::serve(listener, app, async {
            let _ = stopped.await;
        })
        .await
        .expect("the server runs");
    });
    Server { addr, _shutdown: shutdown }
}

/// A sidecar with its MCP front, both on 127.0.0.1:0; it stops when dropped.
pub struct McpServer {
    pub grpc: SocketAddr,
    pub mcp: SocketAddr,
    _shutdown: oneshot::Sender<()>,
}

impl McpServer {
    pub fn url(&self) -> String {
        format!("http://{}{}", self.mcp, toolharness::mcp::PATH)
    }
}

pub async fn serve_mcp(config: Config) -> McpServer {
    let app = App::build(&config).await.expect("the app builds");
    let api = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind an ephemeral port");
    let mcp = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind an ephemeral port");
    let (grpc, mcp_addr) = (api.local_addr().unwrap(), mcp.local_addr().unwrap());
    let (shutdown, stopped) = oneshot::channel::<()>();
    tokio::spawn(async move {
        let listeners = toolharness::Listeners { api, ops: None, mcp: Some(mcp) };
        toolharness::serve_listeners(listeners, app, async {
            let _ = stopped.await;
        })
        .await
        .expect("the server runs");
    });
    McpServer { grpc, mcp: mcp_addr, _shutdown: shutdown }
}

/// The Python with the official MCP SDK (and grpcio) that the MCP tests drive: `target/mcp-client`, which
/// `scripts/test-all` makes. Missing, the test fails and says how to make it.
pub fn mcp_python() -> std::path::PathBuf {
    let python = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/mcp-client/bin/python");
    assert!(
        python.exists(),
        "{} is missing: run scripts/test-all, or python3 -m venv target/mcp-client && \
         target/mcp-client/bin/pip install mcp grpcio grpcio-tools",
        python.display()
    );
    python
}

/// Runs a Python program to its end and fails the test unless it succeeds and prints `passed`; its
/// (stdout, stderr).
pub async fn run_python(python: &Path, args: &[&str], passed: &str) -> (String, String) {
    let output = tokio::process::Command::new(python).args(args).output().await.expect("python runs");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "the Python client failed\nstdout:\n{stdout}\nstderr:\n{stderr}");
    assert!(stdout.contains(passed), "{stdout}");
    (stdout, stderr)
}

/// A config whose knowledge base is the Markdown files written into `dir`.
pub fn config_with_knowledge(dir: &Path, files: &[(&str, &str)]) -> Config {
    for (name, text) in files {
        let path = dir.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    Config { knowledge_dir: Some(dir.to_path_buf()), ..Config::default() }
}

pub fn tool_call(id: &str, tool: &str, arguments: &str) -> pb::ToolCall {
    pb::ToolCall { tool_call_id: id.into(), tool_name: tool.into(), arguments_json: arguments.into() }
}

pub fn lookup(query: &str) -> String {
    serde_json::json!({ "previous_observation": null, "input": { "query": query } }).to_string()
}

pub fn lookup_after(query: &str, pending: &str, verdict: &str) -> String {
    serde_json::json!({
        "previous_observation": { "tool_call_id": pending, "verdict": verdict },
        "input": { "query": query }
    })
    .to_string()
}

impl Harness {
    /// A harness over a client of a server started elsewhere (the binary, say).
    pub fn from_client(client: ToolHarnessClient<Channel>) -> Harness {
        Harness { addr: "0.0.0.0:0".parse().unwrap(), client, shutdown: None }
    }

    pub async fn call(&mut self, run: &str, id: &str, tool: &str, arguments: &str) -> pb::Observation {
        let request = pb::CallRequest { run_id: run.into(), call: Some(tool_call(id, tool, arguments)) };
        self.client.call(request).await.expect("Call answers").into_inner().observation.expect("an observation")
    }

    pub async fn records(&mut self, run: &str) -> Vec<pb::Invocation> {
        let request = pb::ListInvocationsRequest { run_id: run.into(), include_raw: false };
        self.client.list_invocations(request).await.expect("ListInvocations").into_inner().invocations
    }
}

/// `model_content`, parsed: it must always be valid JSON.
pub fn content(observation: &pb::Observation) -> Value {
    serde_json::from_str(&observation.model_content)
        .unwrap_or_else(|e| panic!("model_content is not JSON ({e}): {}", observation.model_content))
}

pub fn status(observation: &pb::Observation) -> pb::ObservationStatus {
    observation.status()
}

/// Fails loudly when an external program the tests need is missing.
pub fn require_program(program: &str, hint: &str) {
    let found = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {program}"))
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    assert!(found, "{program} is required by this test but is not installed: {hint}");
}

/// A question no runbook answers (distinct per `i`): a NO_EVIDENCE result.
pub fn off_topic(i: usize) -> String {
    lookup(&format!("quokka{i} marmalade{i} origami"))
}

/// Distinct questions the bundled runbooks answer: FOUND results.
pub const FOUND_QUERIES: &[&str] = &[
    "postgres replication lag",
    "kafka consumer lag",
    "disk space full no space left on device",
    "tls certificate expired",
    "redis memory eviction maxmemory",
    "dns resolution failures coredns",
    "node not ready kubelet",
    "roll back a deployment",
    "java heap out of memory",
    "latency slo burn rate",
];

/// A config with the given limits changed.
pub fn config_with(change: impl FnOnce(&mut toolharness::config::Limits)) -> Config {
    let mut config = Config::default();
    change(&mut config.limits);
    config
}

/// A Session stream: a sender of requests and the stream of responses.
pub struct Session {
    pub requests: tokio::sync::mpsc::Sender<pb::SessionRequest>,
    pub responses: tonic::Streaming<pb::SessionResponse>,
}

impl Harness {
    pub async fn open_session(&mut self, open: pb::OpenRun) -> Result<(Session, pb::RunOpened), tonic::Status> {
        use pb::session_request::Kind;
        let (requests, outbound) = tokio::sync::mpsc::channel(16);
        requests.send(pb::SessionRequest { kind: Some(Kind::Open(open)) }).await.unwrap();
        let mut responses =
            self.client.session(tokio_stream::wrappers::ReceiverStream::new(outbound)).await?.into_inner();
        match responses.message().await?.and_then(|r| r.kind) {
            Some(pb::session_response::Kind::Opened(opened)) => Ok((Session { requests, responses }, opened)),
            other => panic!("expected RunOpened, got {other:?}"),
        }
    }

    pub async fn release(
        &mut self,
        run: &str,
        citations: &[(&str, &str)],
    ) -> Result<pb::ReleaseResponse, tonic::Status> {
        let request = pb::ReleaseRequest {
            run_id: run.into(),
            draft: "The consumer group is behind because of a slow dependency.".into(),
            citations: citations
                .iter()
                .map(|(id, quote)| pb::Citation { tool_call_id: (*id).into(), quote: (*quote).into() })
                .collect(),
        };
        self.client.release(request).await.map(|r| r.into_inner())
    }
}

impl Session {
    pub async fn call(&mut self, id: &str, tool: &str, arguments: &str) -> Result<pb::Observation, tonic::Status> {
        use pb::session_request::Kind;
        self.requests
            .send(pb::SessionRequest { kind: Some(Kind::Call(tool_call(id, tool, arguments))) })
            .await
            .expect("the stream is open");
        match self.responses.message().await?.and_then(|r| r.kind) {
            Some(pb::session_response::Kind::Observation(observation)) => Ok(observation),
            other => panic!("expected an observation, got {other:?}"),
        }
    }
}
