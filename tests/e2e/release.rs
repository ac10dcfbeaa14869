//! Release: every kind of citation that must not verify, each with its reason.

use toolharness::pb;

use crate::support::{self, FOUND_QUERIES, content, lookup, lookup_after, off_topic};

#[tokio::test]
async fn unverifiable_citations_are_rejected_each_with_its_reason() {
    let mut harness = support::start_with(support::config_with(|l| l.tool_max_calls_per_run = 3)).await;
    let run = "cite";
    let found = harness.call(run, "found", "lookup_knowledge", &lookup(FOUND_QUERIES[0])).await;
    assert_eq!(found.evidence_status(), pb::EvidenceStatus::Found);
    let nothing =
        harness.call(run, "nothing", "lookup_knowledge", &lookup_after("quokka marmalade", "found", "GAINED")).await;
    assert_eq!(nothing.evidence_status(), pb::EvidenceStatus::NoEvidence);
    let refused = harness.call(run, "refused", "lookup_knowledge", r#"{"input": {"q": 1}}"#).await;
    assert_eq!(refused.error_code(), pb::ErrorCode::InvalidEnvelope);
    harness.call(run, "third", "lookup_knowledge", &off_topic(3)).await;
    let over = harness.call(run, "over-limit", "lookup_knowledge", &off_topic(4)).await;
    assert_eq!(over.error_code(), pb::ErrorCode::BudgetExhausted, "the per-tool limit");
    harness.call("other-run", "elsewhere", "lookup_knowledge", &lookup(FOUND_QUERIES[1])).await;

    let excerpt = content(&found)["result"]["items"][0]["excerpt"].as_str().unwrap().to_owned();
    let good_quote: String = excerpt.split_whitespace().take(5).collect::<Vec<_>>().join(" ");
    let cases: &[(&str, &str, &str)] = &[
        ("made-up", "", "no executed call"),
        ("elsewhere", "", "no executed call"),
        ("nothing", "", "no evidence"),
        // Refused at the envelope gate, before the run was touched: nothing of it is kept.
        ("refused", "", "never made, refused"),
        ("over-limit", "", "refused (BUDGET_EXHAUSTED)"),
        ("found", "the database is on fire", "quote does not occur"),
    ];
    for (id, quote, reason) in cases {
        let response = harness.release(run, &[("found", &good_quote), (id, quote)]).await.unwrap();
        assert!(!response.published, "{id}");
        assert!(response.results[0].verified, "{:?}", response.results[0]);
        let result = &response.results[1];
        assert!(!result.verified, "{id}");
        assert!(result.reason.contains(reason), "{id}: {}", result.reason);
    }
    let none = harness.release(run, &[]).await.unwrap();
    assert!(!none.published, "a release needs at least one citation");

    // A rejected release changes nothing: the run can still publish correctly.
    let list = harness
        .client
        .list_invocations(pb::ListInvocationsRequest { run_id: run.into(), include_raw: false })
        .await
        .unwrap();
    assert!(list.into_inner().release.is_none());
    let good = harness.release(run, &[("found", &good_quote)]).await.unwrap();
    assert!(good.published);
}

#[tokio::test]
async fn a_failed_call_is_no_evidence_to_cite() {
    let mut harness = support::start_with(support::config_with(|l| l.run_max_bytes = 1500)).await;
    let failed = harness.call("failed", "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[2])).await;
    assert_eq!(failed.status(), pb::ObservationStatus::Failed);
    let response = harness.release("failed", &[("c1", "")]).await.unwrap();
    assert!(!response.published);
    assert!(response.results[0].reason.contains("did not complete (state ERROR)"), "{}", response.results[0].reason);
}

#[tokio::test]
async fn malformed_releases_are_status_errors() {
    let mut harness = support::start().await;
    let empty = pb::ReleaseRequest { run_id: "r".into(), draft: "  ".into(), citations: vec![] };
    assert_eq!(harness.client.release(empty).await.unwrap_err().code(), tonic::Code::InvalidArgument);
    let bad_run = pb::ReleaseRequest { run_id: "".into(), draft: "x".into(), citations: vec![] };
    assert_eq!(harness.client.release(bad_run).await.unwrap_err().code(), tonic::Code::InvalidArgument);
}
