//! Run life cycle: idle expiry, the live-run bound, Session ownership and malformed streams.

use std::time::Duration;

use toolharness::pb;

use crate::support::{self, FOUND_QUERIES, lookup, off_topic};

fn call_request(run: &str, id: &str, arguments: &str) -> pb::CallRequest {
    pb::CallRequest { run_id: run.into(), call: Some(support::tool_call(id, "lookup_knowledge", arguments)) }
}

#[tokio::test]
async fn an_idle_run_expires_and_is_not_silently_reopened() {
    let mut harness = support::start_with(support::config_with(|l| l.run_idle_ttl = Duration::from_secs(1))).await;
    harness.call("idle", "c1", "lookup_knowledge", &off_topic(1)).await;
    tokio::time::sleep(Duration::from_millis(1300)).await;
    let error = harness.client.call(call_request("idle", "c2", &off_topic(2))).await.unwrap_err();
    assert_eq!(error.code(), tonic::Code::NotFound);
    assert!(error.message().contains("expired"), "{}", error.message());
    // Its records are still there for audit.
    assert_eq!(harness.records("idle").await.len(), 1);
}

#[tokio::test]
async fn calls_refused_before_they_run_open_no_run_and_lock_nobody_out() {
    // A tiny local cache: runs live in the store, the cache only holds locks.
    let mut harness = support::start_with(support::config_with(|l| l.max_live_runs = 2)).await;
    for i in 0..10_000 {
        let request =
            pb::CallRequest { run_id: format!("junk-{i}"), call: Some(support::tool_call("c1", "no_such_tool", "{}")) };
        let observation = harness.client.call(request).await.unwrap().into_inner().observation.unwrap();
        assert_eq!(observation.error_code(), pb::ErrorCode::UnknownTool);
    }
    assert!(harness.records("junk-1").await.is_empty());
    // Legitimate runs go on, more of them than the cache holds, and keep their state.
    for run in ["a", "b", "c"] {
        let observation = harness.call(run, "c1", "lookup_knowledge", &off_topic(1)).await;
        assert_eq!(observation.status(), pb::ObservationStatus::Ready);
    }
    let again = harness.call("a", "c2", "lookup_knowledge", &off_topic(2)).await;
    assert_eq!(support::content(&again)["budget"]["calls_left"], serde_json::json!(22), "{}", again.model_content);
}

#[tokio::test]
async fn a_session_owns_its_run_and_closes_it_when_the_stream_ends() {
    let mut harness = support::start().await;
    let open = pb::OpenRun { run_id: "owned".into(), ..Default::default() };
    let (mut session, _) = harness.open_session(open).await.unwrap();
    let observation = session.call("c1", "lookup_knowledge", &lookup(FOUND_QUERIES[0])).await.unwrap();
    assert_eq!(observation.evidence_status(), pb::EvidenceStatus::Found);

    let error = harness.client.call(call_request("owned", "c2", &off_topic(2))).await.unwrap_err();
    assert_eq!(error.code(), tonic::Code::FailedPrecondition);
    assert!(error.message().contains("Session stream"), "{}", error.message());
    let second = harness.open_session(pb::OpenRun { run_id: "owned".into(), ..Default::default() }).await;
    assert_eq!(second.err().unwrap().code(), tonic::Code::AlreadyExists);

    drop(session);
    let mut closed = None;
    for _ in 0..50 {
        match harness.client.call(call_request("owned", "c3", &off_topic(3))).await {
            Err(error) if error.message().contains("has ended") => {
                closed = Some(error);
                break;
            }
            _ => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    }
    assert_eq!(closed.expect("the run closes with its stream").code(), tonic::Code::FailedPrecondition);
    // Its records outlive it: it can still be released.
    let release = harness.release("owned", &[("c1", "")]).await.unwrap();
    assert!(release.published, "{release:?}");
}

#[tokio::test]
async fn a_session_must_start_with_open_and_open_only_once() {
    use pb::session_request::Kind;
    let mut harness = support::start().await;
    let (requests, outbound) = tokio::sync::mpsc::channel(4);
    requests
        .send(pb::SessionRequest { kind: Some(Kind::Call(support::tool_call("c1", "lookup_knowledge", "{}"))) })
        .await
        .unwrap();
    let mut responses =
        harness.client.session(tokio_stream::wrappers::ReceiverStream::new(outbound)).await.unwrap().into_inner();
    let error = responses.message().await.unwrap_err();
    assert_eq!(error.code(), tonic::Code::InvalidArgument);
    assert!(error.message().contains("first message"), "{}", error.message());

    // A second open, an empty message and a call without an id are refused as observations; the stream and
    // its run go on.
    let (mut session, _) =
        harness.open_session(pb::OpenRun { run_id: "twice".into(), ..Default::default() }).await.unwrap();
    for request in [
        pb::SessionRequest { kind: Some(Kind::Open(pb::OpenRun::default())) },
        pb::SessionRequest { kind: None },
        pb::SessionRequest { kind: Some(Kind::Call(support::tool_call("", "lookup_knowledge", "{}"))) },
    ] {
        session.requests.send(request).await.unwrap();
        let reply = session.responses.message().await.unwrap().and_then(|r| r.kind);
        let Some(pb::session_response::Kind::Observation(observation)) = reply else { panic!("{reply:?}") };
        assert_eq!(observation.status(), pb::ObservationStatus::Refused);
        assert_eq!(observation.error_code(), pb::ErrorCode::InvalidEnvelope);
    }
    let observation = session.call("c1", "lookup_knowledge", &lookup(FOUND_QUERIES[0])).await.unwrap();
    assert_eq!(observation.evidence_status(), pb::EvidenceStatus::Found);

    let bad_id = harness.open_session(pb::OpenRun { run_id: "no spaces".into(), ..Default::default() }).await;
    assert_eq!(bad_id.err().unwrap().code(), tonic::Code::InvalidArgument);
}
