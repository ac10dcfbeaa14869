//! The sidecar on the Redis store: release verification reading Redis, the stored-raw cap, records that
//! survive a sidecar restart, retries answered from the record, and failing closed while Redis is down.

use std::process::Stdio;
use std::time::{Duration, Instant};

use toolharness::{Config, pb};

use crate::support::{self, FOUND_QUERIES, content, lookup, lookup_after, off_topic, status};

fn redis_config(url: &str, test: &str) -> Config {
    Config {
        redis_url: Some(url.into()),
        redis_key_prefix: format!("the2e-{test}-{}-{}", std::process::id(), contract::now_unix_ms()),
        operator_token: Some("operator".into()),
        ..Config::default()
    }
}

async fn raw_of(harness: &mut support::Harness, run: &str, id: &str) -> pb::Invocation {
    let mut request = tonic::Request::new(pb::GetInvocationRequest {
        run_id: run.into(),
        tool_call_id: id.into(),
        include_raw: false,
    });
    request.metadata_mut().insert("x-toolharness-operator-token", "operator".parse().unwrap());
    harness.client.get_invocation(request).await.unwrap().into_inner().invocation.unwrap()
}

#[tokio::test]
async fn a_run_on_redis_releases_against_the_stored_records_with_raw_capped() {
    let mut config = redis_config("redis://127.0.0.1:6379", "release");
    config.limits.max_stored_raw_bytes = 200;
    let mut harness = support::start_with(config).await;
    let found = harness.call("r1", "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[0])).await;
    assert_eq!(found.evidence_status(), pb::EvidenceStatus::Found, "{}", found.model_content);
    let excerpt = content(&found)["result"]["items"][0]["excerpt"].as_str().unwrap().to_owned();
    let quote: String = excerpt.split_whitespace().take(6).collect::<Vec<_>>().join(" ");

    let invocation = raw_of(&mut harness, "r1", "c1").await;
    assert_eq!(invocation.state(), pb::InvocationState::Ready);
    assert!(invocation.raw_truncated, "the raw result is larger than the 200-byte cap");
    assert!(invocation.raw_json.len() <= 200);
    assert!(invocation.raw_bytes > 200, "the whole size is kept");
    assert_ne!(invocation.raw_sha256, contract::sha256_hex(invocation.raw_json.as_bytes()), "hash of the whole");
    assert_eq!(invocation.agent_result_sha256, contract::sha256_hex(invocation.agent_result_json.as_bytes()));

    let release = harness.release("r1", &[("c1", &quote)]).await.unwrap();
    assert!(release.published, "{release:?}");
    let fabricated = harness.release("r1", &[("c1", "")]).await.unwrap_err();
    assert_eq!(fabricated.code(), tonic::Code::FailedPrecondition, "released once");
}

#[tokio::test]
async fn records_survive_a_sidecar_restart_and_a_retried_id_is_answered_from_them() {
    let config = redis_config("redis://127.0.0.1:6379", "restart");
    let first_answer = {
        let mut before = support::start_with(config.clone()).await;
        let observation = before.call("r2", "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[1])).await;
        assert_eq!(status(&observation), pb::ObservationStatus::Ready);
        content(&observation)["result"].clone()
    };
    // A new sidecar process on the same Redis (the first one is gone).
    let mut after = support::start_with(config).await;
    let records = after.records("r2").await;
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].state(), pb::InvocationState::Ready);

    let retried = after.call("r2", "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[1])).await;
    assert_eq!(status(&retried), pb::ObservationStatus::Ready);
    assert_eq!(content(&retried)["result"], first_answer, "answered from the record");
    assert_eq!(after.records("r2").await.len(), 1, "nothing ran again");

    let other = after.call("r2", "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[2])).await;
    assert_eq!(other.violation.unwrap().r#type(), pb::ViolationType::ReusedToolCallId);
    let release = after.release("r2", &[("c1", "")]).await.unwrap();
    assert!(release.published);
}

/// A private redis-server this test may stop and start.
struct PrivateRedis {
    port: u16,
    child: Option<tokio::process::Child>,
}

impl PrivateRedis {
    async fn start(port: u16) -> PrivateRedis {
        support::require_program("redis-server", "install Redis (scripts/test-all does)");
        let child = tokio::process::Command::new("redis-server")
            .args(["--port", &port.to_string(), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("redis-server starts");
        for _ in 0..100 {
            if tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
                return PrivateRedis { port, child: Some(child) };
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("redis-server did not listen on {port}");
    }

    async fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            child.kill().await.unwrap();
        }
    }
}

#[tokio::test]
async fn redis_down_mid_run_fails_closed_quickly_and_the_sidecar_recovers_when_it_returns() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut redis = PrivateRedis::start(port).await;
    let mut config = redis_config(&format!("redis://127.0.0.1:{}", redis.port), "down");
    config.limits.redis_timeout = Duration::from_millis(300);
    let mut harness = support::start_with(config).await;

    let before = harness.call("r3", "c1", "lookup_knowledge", &off_topic(1)).await;
    assert_eq!(status(&before), pb::ObservationStatus::Ready);
    let calls_left = before.budget.unwrap().calls_left;

    redis.stop().await;
    let started = Instant::now();
    let down = harness.call("r3", "c2", "lookup_knowledge", &off_topic(2)).await;
    let took = started.elapsed();
    assert_eq!(status(&down), pb::ObservationStatus::Refused, "{}", down.model_content);
    assert_eq!(down.error_code(), pb::ErrorCode::StoreUnavailable);
    assert!(took < Duration::from_secs(3), "fail closed within the store timeout, took {took:?}");
    assert_eq!(down.budget.unwrap().calls_left, calls_left, "nothing was executed or spent");
    assert!(!down.model_content.contains("127.0.0.1"), "no hosts in what the model sees");

    let _restarted = PrivateRedis::start(port).await;
    let mut recovered = None;
    for _ in 0..50 {
        let observation = harness.call("r3", "c2", "lookup_knowledge", &off_topic(2)).await;
        if status(&observation) == pb::ObservationStatus::Ready {
            recovered = Some(observation);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let recovered = recovered.expect("the sidecar recovers by itself when Redis returns");
    // The restarted Redis kept nothing (no persistence): the run's state went with it, so the run starts
    // again from its limits, and only the new record is there.
    assert_eq!(recovered.budget.unwrap().calls_left, calls_left);
    assert_eq!(harness.records("r3").await.len(), 1);
}

#[tokio::test]
async fn the_sidecar_runs_on_a_redis_cluster() {
    let nodes: Vec<String> = std::env::var("TOOLHARNESS_TEST_REDIS_CLUSTER")
        .unwrap_or_else(|_| "redis://127.0.0.1:7101,redis://127.0.0.1:7102,redis://127.0.0.1:7103".into())
        .split(',')
        .map(str::to_owned)
        .collect();
    let config = Config {
        redis_cluster_nodes: nodes,
        redis_key_prefix: format!("the2e-cluster-{}-{}", std::process::id(), contract::now_unix_ms()),
        ..Config::default()
    };
    let mut harness = support::start_with(config).await;
    for run in 0..6 {
        let run_id = format!("cluster-run-{run}");
        let first = harness.call(&run_id, "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[run])).await;
        assert_eq!(first.evidence_status(), pb::EvidenceStatus::Found, "{}", first.model_content);
        let second = harness
            .call(&run_id, "c2", "lookup_knowledge", &lookup_after(FOUND_QUERIES[run + 1], "c1", "GAINED"))
            .await;
        assert_eq!(status(&second), pb::ObservationStatus::Ready);
        assert_eq!(harness.records(&run_id).await.len(), 2);
        let release = harness.release(&run_id, &[("c1", ""), ("c2", "")]).await.unwrap();
        assert!(release.published, "{release:?}");
    }
}

#[tokio::test]
async fn a_restart_keeps_the_runs_budget_evaluation_limits_and_release() {
    let mut config = redis_config("redis://127.0.0.1:6379", "state");
    config.limits.run_max_calls = 5;
    {
        let mut first = support::start_with(config.clone()).await;
        let found = first.call("kept", "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[0])).await;
        assert_eq!(found.evidence_status(), pb::EvidenceStatus::Found);
        assert_eq!(found.budget.unwrap().calls_left, 4);
    }
    // Another process, with other default limits: the run keeps its own.
    let mut later = config.clone();
    later.limits.run_max_calls = 24;
    {
        let mut second = support::start_with(later.clone()).await;
        let unjudged = second.call("kept", "c2", "lookup_knowledge", &off_topic(2)).await;
        assert_eq!(unjudged.error_code(), pb::ErrorCode::ProtocolViolation, "the pending evaluation survived");
        let judged =
            second.call("kept", "c3", "lookup_knowledge", &lookup_after(&off_topic_query(2), "c1", "GAINED")).await;
        assert_eq!(status(&judged), pb::ObservationStatus::Ready, "{}", judged.model_content);
        assert_eq!(judged.budget.unwrap().calls_left, 3, "the budget and the limits survived");
        let release = second.release("kept", &[("c1", "")]).await.unwrap();
        assert!(release.published, "{release:?}");
    }
    let mut third = support::start_with(later).await;
    let error = third
        .client
        .call(pb::CallRequest {
            run_id: "kept".into(),
            call: Some(support::tool_call("c4", "lookup_knowledge", &off_topic(3))),
        })
        .await
        .unwrap_err();
    assert_eq!(error.code(), tonic::Code::FailedPrecondition);
    assert!(error.message().contains("released"), "{}", error.message());
}

fn off_topic_query(i: usize) -> String {
    let arguments: serde_json::Value = serde_json::from_str(&off_topic(i)).unwrap();
    arguments["input"]["query"].as_str().unwrap().to_owned()
}

/// 50 parallel calls of run `shared`, spread over `clients` in turn: how many ran and how many found the
/// budget spent (the call that found it, and the calls after the stop it caused).
async fn fifty_calls_split(
    clients: &[pb::tool_harness_client::ToolHarnessClient<tonic::transport::Channel>],
) -> (usize, usize) {
    let mut calls = Vec::new();
    for i in 0..50 {
        let mut client = clients[i % clients.len()].clone();
        calls.push(tokio::spawn(async move {
            let request = pb::CallRequest {
                run_id: "shared".into(),
                call: Some(support::tool_call(&format!("c{i}"), "lookup_knowledge", &off_topic(i))),
            };
            client.call(request).await.unwrap().into_inner().observation.unwrap()
        }));
    }
    let (mut ran, mut exhausted) = (0, 0);
    for call in calls {
        let observation = call.await.unwrap();
        match observation.error_code() {
            pb::ErrorCode::Unspecified => ran += 1,
            pb::ErrorCode::BudgetExhausted | pb::ErrorCode::StopRequired => exhausted += 1,
            other => panic!("{other:?}: {}", observation.model_content),
        }
    }
    (ran, exhausted)
}

#[tokio::test]
async fn two_sidecars_on_one_redis_share_one_budget_exactly() {
    let mut config = redis_config("redis://127.0.0.1:6379", "shared");
    config.limits.run_max_calls = 20;
    config.limits.tool_max_calls_per_run = 1000;
    config.limits.max_consecutive_no_gain = 1000;
    let a = support::start_with(config.clone()).await;
    let b = support::start_with(config).await;
    let (ran, exhausted) = fifty_calls_split(&[a.client.clone(), b.client.clone()]).await;
    assert_eq!((ran, exhausted), (20, 30), "exactly the run's 20 calls ran, across both sidecars");
    let mut a = a;
    assert_eq!(a.records("shared").await.len(), 20);
}

#[tokio::test]
async fn a_released_run_stays_closed_after_ten_thousand_other_runs_and_a_restart() {
    let config = redis_config("redis://127.0.0.1:6379", "closed");
    {
        let mut harness = support::start_with(config.clone()).await;
        harness.call("done", "c1", "lookup_knowledge", &lookup(FOUND_QUERIES[0])).await;
        assert!(harness.release("done", &[("c1", "")]).await.unwrap().published);
        let mut batches = Vec::new();
        for batch in 0..50 {
            let mut client = harness.client.clone();
            batches.push(tokio::spawn(async move {
                for i in 0..200 {
                    let request = pb::CallRequest {
                        run_id: format!("other-{batch}-{i}"),
                        call: Some(support::tool_call("c1", "lookup_knowledge", &off_topic(i))),
                    };
                    client.call(request).await.unwrap();
                }
            }));
        }
        for batch in batches {
            batch.await.unwrap();
        }
        let error = harness
            .client
            .call(pb::CallRequest {
                run_id: "done".into(),
                call: Some(support::tool_call("c2", "lookup_knowledge", &off_topic(1))),
            })
            .await
            .unwrap_err();
        assert!(error.message().contains("released"), "{}", error.message());
    }
    let mut restarted = support::start_with(config).await;
    let error = restarted
        .client
        .call(pb::CallRequest {
            run_id: "done".into(),
            call: Some(support::tool_call("c2", "lookup_knowledge", &off_topic(1))),
        })
        .await
        .unwrap_err();
    assert!(error.message().contains("released"), "{}", error.message());
}

/// The same with two sidecar processes (the real binary, started twice on one Redis): 50 parallel calls of
/// one run split between them run exactly the run's 20.
#[tokio::test]
async fn two_sidecar_processes_on_one_redis_share_one_budget_exactly() {
    let prefix = format!("the2e-procs-{}-{}", std::process::id(), contract::now_unix_ms());
    let mut children = Vec::new();
    let mut clients = Vec::new();
    for _ in 0..2 {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
            .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
            .env("TOOLHARNESS_REDIS_URL", "redis://127.0.0.1:6379")
            .env("TOOLHARNESS_REDIS_KEY_PREFIX", &prefix)
            .env("TOOLHARNESS_RUN_MAX_CALLS", "20")
            .env("TOOLHARNESS_TOOL_MAX_CALLS_PER_RUN", "1000")
            .env("TOOLHARNESS_MAX_CONSECUTIVE_NO_GAIN", "1000")
            .env_remove("TOOLHARNESS_REDIS_CLUSTER_NODES")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("the binary starts");
        children.push(child);
        clients.push(support::connect_when_serving(port, 10).await);
    }
    let (ran, exhausted) = fifty_calls_split(&clients).await;
    assert_eq!((ran, exhausted), (20, 30), "exactly the run's 20 calls ran, across both processes");
    let listed = clients[0]
        .list_invocations(pb::ListInvocationsRequest { run_id: "shared".into(), include_raw: false })
        .await
        .unwrap()
        .into_inner()
        .invocations;
    assert_eq!(listed.len(), 20, "one record per call that ran, whichever process ran it");
    drop(children);
}
