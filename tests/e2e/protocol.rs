//! The progress protocol over gRPC: evaluations, violations, NO_GAIN counting, stops.

use toolharness::pb;

use crate::support::{self, FOUND_QUERIES, content, lookup, lookup_after, off_topic, status};

fn violation(observation: &pb::Observation) -> (pb::ViolationType, String) {
    assert_eq!(status(observation), pb::ObservationStatus::Refused);
    assert_eq!(observation.error_code(), pb::ErrorCode::ProtocolViolation);
    assert!(observation.repair_required);
    let violation = observation.violation.as_ref().expect("a violation");
    assert!(!violation.instruction.is_empty());
    let body = content(observation);
    assert_eq!(body["repair_required"], true);
    assert_eq!(body["violation"]["instruction"], violation.instruction.as_str());
    (violation.r#type(), violation.expected_tool_call_id.clone())
}

#[tokio::test]
async fn a_run_that_evaluates_each_result_and_releases_with_a_quote() {
    let mut harness = support::start().await;
    let first = harness.call("good", "c1", "lookup_knowledge", &lookup("kafka consumer lag")).await;
    assert_eq!(first.evidence_status(), pb::EvidenceStatus::Found);
    let second = harness
        .call("good", "c2", "lookup_knowledge", &lookup_after("consumer group rebalancing", "c1", "GAINED"))
        .await;
    assert_eq!(status(&second), pb::ObservationStatus::Ready);
    let third = harness.call("good", "c3", "lookup_knowledge", &lookup_after("slow dependency", "c2", "NO_GAIN")).await;
    assert_eq!(status(&third), pb::ObservationStatus::Ready);

    // Quote a piece of c1's excerpt with its whitespace changed.
    let excerpt = content(&first)["result"]["items"][0]["excerpt"].as_str().unwrap().to_owned();
    let words: Vec<&str> = excerpt.split_whitespace().take(8).collect();
    let quote = words.join("  \n ");
    let release = harness.release("good", &[("c1", &quote), ("c2", "")]).await.unwrap();
    assert!(release.published, "{release:?}");
    assert!(release.results.iter().all(|r| r.verified && r.reason.is_empty()));

    // Recorded, and the run takes no more calls.
    let list = harness
        .client
        .list_invocations(pb::ListInvocationsRequest { run_id: "good".into(), include_raw: false })
        .await
        .unwrap()
        .into_inner();
    let recorded = list.release.expect("the release is recorded");
    assert_eq!(recorded.citations.len(), 2);
    assert_eq!(recorded.draft_sha256, contract::sha256_hex(recorded.draft.as_bytes()));
    let request = pb::CallRequest {
        run_id: "good".into(),
        call: Some(support::tool_call("c4", "lookup_knowledge", &lookup_after("dns", "c3", "GAINED"))),
    };
    let error = harness.client.call(request).await.unwrap_err();
    assert_eq!(error.code(), tonic::Code::FailedPrecondition);
    assert!(error.message().contains("released"), "{}", error.message());
    let again = harness.release("good", &[("c1", "")]).await.unwrap_err();
    assert_eq!(again.code(), tonic::Code::FailedPrecondition);
}

#[tokio::test]
async fn every_violation_type_names_what_is_expected_and_runs_nothing() {
    let mut harness = support::start().await;
    let run = "violations";
    let found = harness.call(run, "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[0])).await;
    assert_eq!(found.evidence_status(), pb::EvidenceStatus::Found);

    let missing = harness.call(run, "c2", "lookup_knowledge", &lookup(FOUND_QUERIES[1])).await;
    assert_eq!(violation(&missing), (pb::ViolationType::MissingEvaluation, "c1".to_owned()));

    let wrong = harness.call(run, "c3", "lookup_knowledge", &lookup_after(FOUND_QUERIES[1], "c0", "GAINED")).await;
    assert_eq!(violation(&wrong), (pb::ViolationType::WrongEvaluationTarget, "c1".to_owned()));

    let reused = harness.call(run, "c1", "lookup_knowledge", &lookup_after(FOUND_QUERIES[1], "c1", "GAINED")).await;
    assert_eq!(violation(&reused).0, pb::ViolationType::ReusedToolCallId);

    // Repaired, it runs; its NO_EVIDENCE leaves nothing pending.
    let repaired = harness.call(run, "c4", "lookup_knowledge", &lookup_after("quokka marmalade", "c1", "GAINED")).await;
    assert_eq!(status(&repaired), pb::ObservationStatus::Ready, "{}", repaired.model_content);
    assert_eq!(repaired.evidence_status(), pb::EvidenceStatus::NoEvidence);

    let unexpected =
        harness.call(run, "c5", "lookup_knowledge", &lookup_after(FOUND_QUERIES[2], "c4", "NO_GAIN")).await;
    assert_eq!(violation(&unexpected), (pb::ViolationType::UnexpectedEvaluation, String::new()));

    let records = harness.records(run).await;
    let executed: Vec<&str> = records.iter().map(|r| r.tool_call_id.as_str()).collect();
    assert_eq!(executed, ["c1", "c4"], "violations run nothing");
}

#[tokio::test]
async fn three_consecutive_no_gain_results_stop_the_run() {
    let mut harness = support::start().await;
    let run = "no-progress";
    // NO_GAIN from a verdict, then from two NO_EVIDENCE results.
    let found = harness.call(run, "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[3])).await;
    assert_eq!(found.evidence_status(), pb::EvidenceStatus::Found);
    let second = harness.call(run, "c2", "lookup_knowledge", &lookup_after("quokka marmalade", "c1", "NO_GAIN")).await;
    assert_eq!(second.evidence_status(), pb::EvidenceStatus::NoEvidence);
    assert!(!second.stop_required);
    let third = harness.call(run, "c3", "lookup_knowledge", &off_topic(3)).await;
    assert!(third.stop_required, "{}", third.model_content);
    assert_eq!(third.stop_reason(), pb::StopReason::NoProgress);
    let body = content(&third);
    assert_eq!(body["stop_required"], true);
    assert_eq!(body["stop_reason"], "NO_PROGRESS");
    assert!(body["next_step"].as_str().unwrap().contains("final answer"));

    let after = harness.call(run, "c4", "lookup_knowledge", &lookup(FOUND_QUERIES[4])).await;
    assert_eq!(status(&after), pb::ObservationStatus::Refused);
    assert_eq!(after.error_code(), pb::ErrorCode::StopRequired);
    assert!(after.stop_required);
    assert_eq!(harness.records(run).await.len(), 3);
}

#[tokio::test]
async fn a_gained_verdict_resets_the_count_and_duplicates_count_as_no_gain() {
    let mut harness = support::start().await;
    let run = "reset";
    harness.call(run, "c1", "lookup_knowledge", &off_topic(1)).await;
    let duplicate = harness.call(run, "c2", "lookup_knowledge", &off_topic(1)).await;
    assert_eq!(duplicate.error_code(), pb::ErrorCode::DuplicateScope);
    let found = harness.call(run, "c3", "lookup_knowledge", &lookup(FOUND_QUERIES[5])).await;
    assert!(!found.stop_required, "two NO_GAIN so far");
    let gained = harness.call(run, "c4", "lookup_knowledge", &lookup_after("quokka", "c3", "GAINED")).await;
    assert!(!gained.stop_required, "GAINED reset the count, then one NO_EVIDENCE");
    harness.call(run, "c5", "lookup_knowledge", &off_topic(5)).await;
    let third = harness.call(run, "c6", "lookup_knowledge", &off_topic(6)).await;
    assert_eq!(third.stop_reason(), pb::StopReason::NoProgress);
}

#[tokio::test]
async fn a_duplicate_after_stop_is_still_a_stop() {
    let mut harness = support::start_with(support::config_with(|l| l.max_consecutive_no_gain = 1)).await;
    let first = harness.call("dup-stop", "c1", "lookup_knowledge", &off_topic(1)).await;
    assert_eq!(first.stop_reason(), pb::StopReason::NoProgress);
    let again = harness.call("dup-stop", "c2", "lookup_knowledge", &off_topic(1)).await;
    assert_eq!(again.error_code(), pb::ErrorCode::StopRequired);
}
