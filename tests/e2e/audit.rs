//! Audit reads: records for everyone who can reach the sidecar, raw payloads only for an operator.

use tonic::metadata::MetadataValue;
use toolharness::pb;

use crate::support::{self, FOUND_QUERIES, lookup};

fn get(run: &str, id: &str, token: Option<&str>) -> tonic::Request<pb::GetInvocationRequest> {
    let mut request = tonic::Request::new(pb::GetInvocationRequest {
        run_id: run.into(),
        tool_call_id: id.into(),
        include_raw: false,
    });
    if let Some(token) = token {
        request.metadata_mut().insert("x-toolharness-operator-token", MetadataValue::try_from(token).unwrap());
    }
    request
}

#[tokio::test]
async fn raw_payloads_need_the_operator_token() {
    let config = toolharness::Config { operator_token: Some("op-token-123".into()), ..Default::default() };
    let mut harness = support::start_with(config).await;
    harness.call("audit", "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[0])).await;

    for token in [None, Some("wrong-token"), Some("op-token-12")] {
        let invocation = harness.client.get_invocation(get("audit", "c1", token)).await.unwrap().into_inner();
        let invocation = invocation.invocation.unwrap();
        assert!(invocation.raw_json.is_empty(), "{token:?}");
        assert!(!invocation.agent_result_json.is_empty());
    }
    let invocation =
        harness.client.get_invocation(get("audit", "c1", Some("op-token-123"))).await.unwrap().into_inner();
    let invocation = invocation.invocation.unwrap();
    assert_eq!(contract::sha256_hex(invocation.raw_json.as_bytes()), invocation.raw_sha256);
    assert_eq!(invocation.raw_bytes as usize, invocation.raw_json.len());

    let missing = harness.client.get_invocation(get("audit", "c9", None)).await.unwrap_err();
    assert_eq!(missing.code(), tonic::Code::NotFound);
}

#[tokio::test]
async fn without_a_configured_token_nobody_reads_raw() {
    let mut harness = support::start().await;
    harness.call("audit2", "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[0])).await;
    let invocation = harness.client.get_invocation(get("audit2", "c1", Some(""))).await.unwrap().into_inner();
    assert!(invocation.invocation.unwrap().raw_json.is_empty());
}
