//! Budgets: per-run calls and bytes, per-tool calls, overrides, and exactness under concurrency.

use std::collections::HashSet;

use toolharness::pb;

use crate::support::{self, FOUND_QUERIES, content, lookup, off_topic, status};

#[tokio::test]
async fn the_call_budget_stops_the_run_when_spent() {
    let mut harness = support::start_with(support::config_with(|l| {
        l.run_max_calls = 2;
        l.max_consecutive_no_gain = 100;
    }))
    .await;
    let first = harness.call("calls", "c1", "lookup_knowledge", &off_topic(1)).await;
    assert_eq!(first.budget.as_ref().unwrap().calls_left, 1);
    assert!(!first.stop_required);
    let second = harness.call("calls", "c2", "lookup_knowledge", &off_topic(2)).await;
    assert_eq!(status(&second), pb::ObservationStatus::Ready);
    assert_eq!(second.budget.as_ref().unwrap().calls_left, 0);
    assert!(second.stop_required);
    assert_eq!(second.stop_reason(), pb::StopReason::BudgetExhausted);
    assert_eq!(content(&second)["budget"]["calls_left"], 0);
    let third = harness.call("calls", "c3", "lookup_knowledge", &off_topic(3)).await;
    assert_eq!(status(&third), pb::ObservationStatus::Refused);
    assert_eq!(third.error_code(), pb::ErrorCode::StopRequired);
    assert_eq!(third.stop_reason(), pb::StopReason::BudgetExhausted);
    assert_eq!(harness.records("calls").await.len(), 2);
}

#[tokio::test]
async fn the_byte_budget_fails_the_call_that_overspends_and_stops_the_run() {
    let mut harness = support::start_with(support::config_with(|l| l.run_max_bytes = 1500)).await;
    let observation = harness.call("bytes", "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[0])).await;
    assert_eq!(status(&observation), pb::ObservationStatus::Failed, "{}", observation.model_content);
    assert_eq!(observation.error_code(), pb::ErrorCode::BudgetExhausted);
    assert!(observation.stop_required);
    assert_eq!(observation.stop_reason(), pb::StopReason::BudgetExhausted);
    let error = &content(&observation)["error"];
    assert!(error["message"].as_str().unwrap().contains("raw result"), "{error}");
    let records = harness.records("bytes").await;
    assert_eq!(records[0].state(), pb::InvocationState::Error);
    assert_eq!(records[0].error_code(), pb::ErrorCode::BudgetExhausted);
    assert!(records[0].agent_result_json.is_empty(), "nothing projected");
    let next = harness.call("bytes", "c2", "lookup_knowledge", &off_topic(2)).await;
    assert_eq!(next.error_code(), pb::ErrorCode::StopRequired);
}

#[tokio::test]
async fn a_tool_may_run_only_its_per_run_number_of_times() {
    let mut harness = support::start_with(support::config_with(|l| l.tool_max_calls_per_run = 1)).await;
    harness.call("per-tool", "c1", "lookup_knowledge", &off_topic(1)).await;
    let second = harness.call("per-tool", "c2", "lookup_knowledge", &off_topic(2)).await;
    assert_eq!(status(&second), pb::ObservationStatus::Refused);
    assert_eq!(second.error_code(), pb::ErrorCode::BudgetExhausted);
    assert!(!second.stop_required, "other tools could still run");
    assert!(content(&second)["error"]["message"].as_str().unwrap().contains("at most 1 times"));
}

#[tokio::test]
async fn open_run_overrides_only_tighten_the_server_limits() {
    let mut harness = support::start().await;
    let tight = pb::OpenRun { run_id: "tight".into(), max_calls: 1, max_bytes: 0, max_consecutive_no_gain: 0 };
    let (mut session, opened) = harness.open_session(tight).await.unwrap();
    let budget = opened.budget.unwrap();
    assert_eq!((budget.max_calls, budget.max_bytes), (1, 8 * 1024 * 1024));
    let first = session.call("c1", "lookup_knowledge", &off_topic(1)).await.unwrap();
    assert_eq!(first.stop_reason(), pb::StopReason::BudgetExhausted);

    let loose =
        pb::OpenRun { run_id: "loose".into(), max_calls: 1_000_000, max_bytes: u64::MAX, max_consecutive_no_gain: 999 };
    let (_session, opened) = harness.open_session(loose).await.unwrap();
    let budget = opened.budget.unwrap();
    assert_eq!((budget.max_calls, budget.max_bytes), (24, 8 * 1024 * 1024), "never above the server's");
}

#[tokio::test]
async fn fifty_parallel_calls_on_one_run_never_overspend() {
    let mut harness = support::start_with(support::config_with(|l| {
        l.run_max_calls = 5;
        l.max_consecutive_no_gain = 1000;
    }))
    .await;
    let mut calls = Vec::new();
    for i in 0..50 {
        let mut client = harness.client.clone();
        calls.push(tokio::spawn(async move {
            let request = pb::CallRequest {
                run_id: "parallel".into(),
                call: Some(support::tool_call(&format!("c{i}"), "lookup_knowledge", &off_topic(i))),
            };
            client.call(request).await.unwrap().into_inner().observation.unwrap()
        }));
    }
    let mut ready = 0;
    for call in calls {
        let observation = call.await.unwrap();
        match status(&observation) {
            pb::ObservationStatus::Ready => ready += 1,
            pb::ObservationStatus::Refused => assert_eq!(observation.error_code(), pb::ErrorCode::StopRequired),
            other => panic!("unexpected {other:?}: {}", observation.model_content),
        }
        assert!(observation.budget.unwrap().calls_left <= 5);
    }
    assert_eq!(ready, 5);
    assert_eq!(harness.records("parallel").await.len(), 5);
}

#[tokio::test]
async fn parallel_found_results_never_leave_two_calls_pending() {
    let mut harness = support::start().await;
    let mut calls = Vec::new();
    for (i, query) in FOUND_QUERIES.iter().enumerate() {
        let mut client = harness.client.clone();
        let arguments = lookup(query);
        calls.push(tokio::spawn(async move {
            let request = pb::CallRequest {
                run_id: "pending".into(),
                call: Some(support::tool_call(&format!("c{i}"), "lookup_knowledge", &arguments)),
            };
            client.call(request).await.unwrap().into_inner().observation.unwrap()
        }));
    }
    let mut found = Vec::new();
    for call in calls {
        let observation = call.await.unwrap();
        if status(&observation) == pb::ObservationStatus::Ready {
            found.push(observation.tool_call_id.clone());
        } else {
            assert_eq!(observation.violation.unwrap().r#type(), pb::ViolationType::MissingEvaluation);
        }
    }
    assert_eq!(found.len(), 1, "exactly one FOUND result, the one pending");
    assert_eq!(harness.records("pending").await.len(), 1);
}

#[tokio::test]
async fn a_retried_tool_call_id_is_answered_from_the_first_time_and_never_runs_twice() {
    let mut harness = support::start().await;
    let arguments = lookup(FOUND_QUERIES[6]);
    let mut calls = Vec::new();
    for _ in 0..8 {
        let mut client = harness.client.clone();
        let arguments = arguments.clone();
        calls.push(tokio::spawn(async move {
            let request = pb::CallRequest {
                run_id: "retry".into(),
                call: Some(support::tool_call("c1", "lookup_knowledge", &arguments)),
            };
            client.call(request).await.unwrap().into_inner().observation.unwrap()
        }));
    }
    let mut contents = HashSet::new();
    for call in calls {
        let observation = call.await.unwrap();
        assert_eq!(status(&observation), pb::ObservationStatus::Ready);
        contents.insert(observation.model_content);
    }
    assert_eq!(contents.len(), 1, "every retry got the same observation");
    assert_eq!(harness.records("retry").await.len(), 1, "it ran once");
}
