//! The Redis store against the real Redis of this machine (127.0.0.1:6379) and the local 3-master cluster
//! the test command starts (127.0.0.1:7101-7103). Unreachable servers fail these tests loudly. Each test
//! uses its own key prefix, so they run in parallel without seeing each other's keys.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use contract::{
    BeginRecord, CanonicalStore, CitationCheck, ErrorCode, EvidenceStatus, InvocationState, ReadyRecord, RecordKey,
    ReleaseRecord, RunId, StoreError,
};
use deadpool_redis::redis::{self, AsyncCommands};
use toolharness_store::{RedisSettings, RedisStore, RedisTarget};

const SINGLE: &str = "redis://127.0.0.1:6379";

fn cluster_nodes() -> Vec<String> {
    std::env::var("TOOLHARNESS_TEST_REDIS_CLUSTER")
        .unwrap_or_else(|_| "redis://127.0.0.1:7101,redis://127.0.0.1:7102,redis://127.0.0.1:7103".into())
        .split(',')
        .map(str::to_owned)
        .collect()
}

fn unique_prefix(test: &str) -> String {
    format!("thtest-{test}-{}-{}", std::process::id(), contract::now_unix_ms())
}

async fn store(target: RedisTarget, prefix: &str, ttl: Duration) -> RedisStore {
    let settings =
        RedisSettings { target, key_prefix: prefix.to_owned(), ttl, op_timeout: Duration::from_secs(2), pool_size: 8 };
    let store = RedisStore::new(&settings).unwrap();
    store.ping().await.unwrap_or_else(|e| {
        panic!("Redis is required by this test and does not answer ({e}); run scripts/test-all to start it")
    });
    store
}

async fn raw_connection() -> redis::aio::MultiplexedConnection {
    redis::Client::open(SINGLE).unwrap().get_multiplexed_async_connection().await.expect("Redis on 127.0.0.1:6379")
}

fn key(run: &str, call: &str) -> RecordKey {
    RecordKey { run_id: RunId::parse(run).unwrap(), tool_call_id: call.to_owned() }
}

fn begin(run: &str, call: &str) -> BeginRecord {
    BeginRecord {
        key: key(run, call),
        tool_name: "lookup_knowledge".into(),
        request_json: r#"{"query":"disk"}"#.into(),
        started_at_unix_ms: 1000,
    }
}

fn ready() -> ReadyRecord {
    ReadyRecord {
        raw: r#"{"hits":[]}"#.into(),
        raw_bytes: 11,
        raw_sha256: contract::sha256_hex(br#"{"hits":[]}"#),
        raw_truncated: false,
        agent_result: r#"{"items":["x"]}"#.into(),
        agent_result_sha256: contract::sha256_hex(br#"{"items":["x"]}"#),
        evidence: EvidenceStatus::Found,
        finished_at_unix_ms: 2000,
    }
}

/// The life cycle of records, on any target.
async fn records_round_trip(store: &RedisStore) {
    store.begin(&begin("run-1", "c1")).await.unwrap();
    store.begin(&begin("run-1", "c2")).await.unwrap();
    store.begin(&begin("run-1", "c3")).await.unwrap();
    let projecting = store.get(&key("run-1", "c1")).await.unwrap().unwrap();
    assert_eq!(projecting.state, InvocationState::Projecting);
    assert_eq!(projecting.request_json, r#"{"query":"disk"}"#);

    store.mark_ready(&key("run-1", "c1"), &ready()).await.unwrap();
    store.mark_error(&key("run-1", "c2"), ErrorCode::BackendTimeout, "slow", 3000).await.unwrap();
    let records = store.list(&RunId::parse("run-1").unwrap()).await.unwrap();
    let summary: Vec<(&str, InvocationState)> =
        records.iter().map(|r| (r.key.tool_call_id.as_str(), r.state)).collect();
    assert_eq!(
        summary,
        [("c1", InvocationState::Ready), ("c2", InvocationState::Error), ("c3", InvocationState::Projecting)],
        "in begin order"
    );
    let ready_record = &records[0];
    assert_eq!(ready_record.tool_name, "lookup_knowledge");
    assert_eq!(ready_record.evidence, Some(EvidenceStatus::Found));
    assert_eq!(ready_record.raw.as_deref(), Some(r#"{"hits":[]}"#));
    assert_eq!(ready_record.raw_bytes, 11);
    assert_eq!(ready_record.raw_sha256.as_deref(), Some(ready().raw_sha256.as_str()));
    assert_eq!(ready_record.agent_result.as_deref(), Some(r#"{"items":["x"]}"#));
    assert_eq!(ready_record.agent_result_bytes, 15);
    assert_eq!((ready_record.started_at_unix_ms, ready_record.finished_at_unix_ms), (1000, Some(2000)));
    assert_eq!(records[1].error_code, Some(ErrorCode::BackendTimeout));
    assert_eq!(records[1].error_message.as_deref(), Some("slow"));

    // Transitions happen once: no second begin, no finishing twice, nothing from READY or ERROR.
    assert!(matches!(store.begin(&begin("run-1", "c1")).await, Err(StoreError::Conflict(_))));
    assert!(matches!(store.mark_ready(&key("run-1", "c1"), &ready()).await, Err(StoreError::Conflict(_))));
    assert!(matches!(
        store.mark_error(&key("run-1", "c1"), ErrorCode::BackendTimeout, "x", 1).await,
        Err(StoreError::Conflict(_))
    ));
    assert!(matches!(store.mark_ready(&key("run-1", "c2"), &ready()).await, Err(StoreError::Conflict(_))));
    assert!(matches!(store.mark_ready(&key("run-1", "none"), &ready()).await, Err(StoreError::Conflict(_))));
    assert_eq!(store.get(&key("run-1", "c1")).await.unwrap().unwrap().state, InvocationState::Ready);
    assert_eq!(store.get(&key("run-2", "c1")).await.unwrap(), None, "runs are separate");

    // A release is recorded once.
    let release = ReleaseRecord {
        run_id: RunId::parse("run-1").unwrap(),
        draft: "answer".into(),
        draft_sha256: contract::sha256_hex(b"answer"),
        citations: vec![CitationCheck {
            tool_call_id: "c1".into(),
            quote: "x".into(),
            verified: true,
            reason: String::new(),
        }],
        released_at_unix_ms: 5000,
    };
    store.record_release(&release).await.unwrap();
    assert!(matches!(store.record_release(&release).await, Err(StoreError::Conflict(_))));
    assert_eq!(store.get_release(&release.run_id).await.unwrap(), Some(release));
}

#[tokio::test]
async fn single_node_records_their_fields_hash_tagged_keys_and_ttls() {
    let prefix = unique_prefix("single");
    let store = store(RedisTarget::Single(SINGLE.into()), &prefix, Duration::from_secs(600)).await;
    records_round_trip(&store).await;

    let mut redis = raw_connection().await;
    let keys: HashSet<String> = redis.keys(format!("{prefix}:*")).await.unwrap();
    let expected: HashSet<String> = [
        format!("{prefix}:{{run-1}}:call:c1"),
        format!("{prefix}:{{run-1}}:call:c2"),
        format!("{prefix}:{{run-1}}:call:c3"),
        format!("{prefix}:{{run-1}}:calls"),
        format!("{prefix}:{{run-1}}:release"),
    ]
    .into();
    assert_eq!(keys, expected);
    for key in &keys {
        let ttl: i64 = redis.pttl(key).await.unwrap();
        assert!(ttl > 590_000 && ttl <= 600_000, "{key} has TTL {ttl} ms");
    }
    let state: String = redis.hget(format!("{prefix}:{{run-1}}:call:c1"), "state").await.unwrap();
    assert_eq!(state, "READY");
}

#[tokio::test]
async fn records_expire_after_their_ttl() {
    let prefix = unique_prefix("ttl");
    let store = store(RedisTarget::Single(SINGLE.into()), &prefix, Duration::from_millis(300)).await;
    store.begin(&begin("run-ttl", "c1")).await.unwrap();
    assert!(store.get(&key("run-ttl", "c1")).await.unwrap().is_some());
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(store.get(&key("run-ttl", "c1")).await.unwrap(), None);
    assert!(store.list(&RunId::parse("run-ttl").unwrap()).await.unwrap().is_empty());
}

#[tokio::test]
async fn concurrent_writers_cannot_both_begin_or_both_finish() {
    let prefix = unique_prefix("race");
    let store = Arc::new(store(RedisTarget::Single(SINGLE.into()), &prefix, Duration::from_secs(60)).await);
    let mut begins = Vec::new();
    for _ in 0..20 {
        let store = store.clone();
        begins.push(tokio::spawn(async move { store.begin(&begin("run-race", "c1")).await.is_ok() }));
    }
    let mut won = 0;
    for task in begins {
        won += task.await.unwrap() as usize;
    }
    assert_eq!(won, 1, "exactly one begin wins");
    let mut finishes = Vec::new();
    for i in 0..20 {
        let store = store.clone();
        finishes.push(tokio::spawn(async move {
            if i % 2 == 0 {
                store.mark_ready(&key("run-race", "c1"), &ready()).await.is_ok()
            } else {
                store.mark_error(&key("run-race", "c1"), ErrorCode::BackendTimeout, "t", 1).await.is_ok()
            }
        }));
    }
    let mut finished = 0;
    for task in finishes {
        finished += task.await.unwrap() as usize;
    }
    assert_eq!(finished, 1, "exactly one transition out of PROJECTING");
    assert_eq!(store.list(&RunId::parse("run-race").unwrap()).await.unwrap().len(), 1);
}

#[tokio::test]
async fn an_unreachable_redis_is_unavailable_quickly_not_hanging() {
    // Nothing listens on port 1.
    let settings = RedisSettings {
        target: RedisTarget::Single("redis://127.0.0.1:1".into()),
        key_prefix: "th".into(),
        ttl: Duration::from_secs(60),
        op_timeout: Duration::from_millis(300),
        pool_size: 2,
    };
    let store = RedisStore::new(&settings).unwrap();
    let started = std::time::Instant::now();
    let result = store.begin(&begin("run-x", "c1")).await;
    assert!(matches!(result, Err(StoreError::Unavailable(_))), "{result:?}");
    assert!(started.elapsed() < Duration::from_secs(5), "fails within its bound, took {:?}", started.elapsed());
    assert!(store.describe().contains("redis://127.0.0.1:1"));
}

#[tokio::test]
async fn a_three_master_cluster_keeps_each_run_on_one_shard() {
    let prefix = unique_prefix("cluster");
    let nodes = cluster_nodes();
    let store = store(RedisTarget::Cluster(nodes.clone()), &prefix, Duration::from_secs(600)).await;
    records_round_trip(&store).await;
    // Many runs spread over the masters, and each run's keys share one slot.
    for run in 0..12 {
        let run_id = format!("spread-{run}");
        store.begin(&begin(&run_id, "c1")).await.unwrap();
        store.mark_ready(&key(&run_id, "c1"), &ready()).await.unwrap();
        assert_eq!(store.list(&RunId::parse(&run_id).unwrap()).await.unwrap().len(), 1);
    }
    let client = redis::Client::open(nodes[0].as_str()).unwrap();
    let mut node = client.get_multiplexed_async_connection().await.expect("cluster node 1 answers");
    let slot = |key: String| redis::cmd("CLUSTER").arg("KEYSLOT").arg(key).to_owned();
    let call_slot: i64 = slot(format!("{prefix}:{{run-1}}:call:c1")).query_async(&mut node).await.unwrap();
    let order_slot: i64 = slot(format!("{prefix}:{{run-1}}:calls")).query_async(&mut node).await.unwrap();
    let release_slot: i64 = slot(format!("{prefix}:{{run-1}}:release")).query_async(&mut node).await.unwrap();
    assert_eq!((call_slot, order_slot), (release_slot, release_slot));
    let mut masters_used = HashSet::new();
    for run in 0..12 {
        let slot: i64 = slot(format!("{prefix}:{{spread-{run}}}:calls")).query_async(&mut node).await.unwrap();
        masters_used.insert(slot * 3 / 16384);
    }
    assert!(masters_used.len() > 1, "runs spread over the masters");
}
