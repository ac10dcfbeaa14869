//! Bad and heavy input on the wire: frames that cannot be decoded, frames too large, and a flood of large
//! refused calls, against the `toolharness` binary (so its memory is its own to measure).

use std::process::Stdio;
use std::time::Duration;

use bytes::{Buf, BufMut};
use tonic::codec::{Codec, DecodeBuf, Decoder, EncodeBuf, Encoder};
use toolharness::pb;
use toolharness::pb::tool_harness_client::ToolHarnessClient;

/// Sends raw bytes as the request message; decodes the response as a `CallResponse`.
#[derive(Default)]
struct RawCodec;

struct RawEncoder;
struct ResponseDecoder;

impl Encoder for RawEncoder {
    type Item = Vec<u8>;
    type Error = tonic::Status;

    fn encode(&mut self, item: Vec<u8>, dst: &mut EncodeBuf<'_>) -> Result<(), tonic::Status> {
        dst.put_slice(&item);
        Ok(())
    }
}

impl Decoder for ResponseDecoder {
    type Item = pb::CallResponse;
    type Error = tonic::Status;

    fn decode(&mut self, src: &mut DecodeBuf<'_>) -> Result<Option<pb::CallResponse>, tonic::Status> {
        let bytes = src.copy_to_bytes(src.remaining());
        prost::Message::decode(bytes).map(Some).map_err(|e| tonic::Status::internal(e.to_string()))
    }
}

impl Codec for RawCodec {
    type Encode = Vec<u8>;
    type Decode = pb::CallResponse;
    type Encoder = RawEncoder;
    type Decoder = ResponseDecoder;

    fn encoder(&mut self) -> RawEncoder {
        RawEncoder
    }

    fn decoder(&mut self) -> ResponseDecoder {
        ResponseDecoder
    }
}

struct Sidecar {
    child: tokio::process::Child,
    port: u16,
}

impl Sidecar {
    async fn start() -> Sidecar {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
            .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
            .env_remove("TOOLHARNESS_REDIS_URL")
            .env_remove("TOOLHARNESS_MYSQL_URL")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("the binary starts");
        for _ in 0..200 {
            if ToolHarnessClient::connect(format!("http://127.0.0.1:{port}")).await.is_ok() {
                return Sidecar { child, port };
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the sidecar did not start");
    }

    async fn client(&self) -> ToolHarnessClient<tonic::transport::Channel> {
        ToolHarnessClient::connect(format!("http://127.0.0.1:{}", self.port)).await.unwrap()
    }

    fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id().unwrap())).unwrap();
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|v| v.split_whitespace().next())
            .and_then(|v| v.parse().ok())
            .unwrap()
    }

    async fn raw_call(&self, message: Vec<u8>) -> Result<pb::CallResponse, tonic::Status> {
        let channel = tonic::transport::Endpoint::new(format!("http://127.0.0.1:{}", self.port))
            .unwrap()
            .connect()
            .await
            .unwrap();
        let mut grpc = tonic::client::Grpc::new(channel);
        grpc.ready().await.unwrap();
        let path = http::uri::PathAndQuery::from_static("/toolharness.v1.ToolHarness/Call");
        grpc.unary(tonic::Request::new(message), path, RawCodec).await.map(tonic::Response::into_inner)
    }
}

#[tokio::test]
async fn undecodable_and_oversized_frames_get_a_status_with_a_reason() {
    let sidecar = Sidecar::start().await;
    // `CallRequest.run_id` (field 1, a string) holding bytes that are not UTF-8.
    let mut invalid = vec![0x0a, 3, 0xff, 0xfe, 0xfd];
    invalid.extend_from_slice(&[0x12, 0]);
    let status = sidecar.raw_call(invalid).await.unwrap_err();
    assert_eq!(status.code(), tonic::Code::InvalidArgument, "{status:?}");
    assert!(status.message().contains("not a valid protobuf message"), "{}", status.message());

    let huge = pb::CallRequest {
        run_id: "big".into(),
        call: Some(pb::ToolCall {
            tool_call_id: "c1".into(),
            tool_name: "lookup_knowledge".into(),
            arguments_json: "x".repeat(5 * 1024 * 1024),
        }),
    };
    let status = sidecar.raw_call(prost::Message::encode_to_vec(&huge)).await.unwrap_err();
    assert_ne!(status.code(), tonic::Code::Ok);
    assert!(status.message().contains("too large"), "{}", status.message());
    // The sidecar goes on.
    let mut client = sidecar.client().await;
    let request = pb::ListToolsRequest::default();
    assert!(!client.list_tools(request).await.unwrap().into_inner().tools.is_empty());
}

#[tokio::test]
async fn a_thousand_large_refused_calls_leave_the_memory_where_it_was() {
    let sidecar = Sidecar::start().await;
    let mut client = sidecar.client().await;
    let warm = pb::CallRequest {
        run_id: "flood".into(),
        call: Some(pb::ToolCall {
            tool_call_id: "warm".into(),
            tool_name: "lookup_knowledge".into(),
            arguments_json: r#"{"input": {"query": "disk full"}}"#.into(),
        }),
    };
    client.call(warm).await.unwrap();
    let before = sidecar.rss_kib();
    let arguments = format!(r#"{{"input": {{"query": "{}"}}}}"#, "y".repeat(1024 * 1024));
    for i in 0..1000 {
        let request = pb::CallRequest {
            run_id: "flood".into(),
            call: Some(pb::ToolCall {
                tool_call_id: format!("big-{i}"),
                tool_name: "lookup_knowledge".into(),
                arguments_json: arguments.clone(),
            }),
        };
        let observation = client.call(request).await.unwrap().into_inner().observation.unwrap();
        assert_eq!(observation.error_code(), pb::ErrorCode::InvalidEnvelope);
    }
    let after = sidecar.rss_kib();
    assert!(after < before + 50 * 1024, "RSS grew from {before} KiB to {after} KiB over 1,000 refused 1 MiB calls");
}
