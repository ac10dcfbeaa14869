//! SIGTERM on the real binary, as Kubernetes stops a pod: readiness goes NOT_SERVING at once, new runs are
//! refused, a call in flight on an open Session completes, a Session left open is closed with UNAVAILABLE
//! at the drain deadline, and the process exits 0 within that deadline.
//!
//! The call is held in flight deterministically: the test locks the table the call reads (MariaDB
//! `LOCK TABLES … WRITE`), so the statement waits until the test unlocks it.

use std::process::Stdio;
use std::time::{Duration, Instant};

use mysql_async::prelude::Queryable;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use toolharness::pb;

use crate::support;

const DRAIN_SECS: u64 = 4;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// The status code of `GET /readyz` on the ops port.
async fn readyz(port: u16) -> u16 {
    let mut stream = tokio::net::TcpStream::connect(("127.0.0.1", port)).await.expect("the ops listener");
    stream.write_all(b"GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    response.split(' ').nth(1).and_then(|code| code.parse().ok()).expect("an HTTP status line")
}

fn query(sql: &str, previous: Option<&str>) -> String {
    let previous = previous.map(|p| serde_json::json!({"tool_call_id": p, "verdict": "GAINED"}));
    serde_json::json!({"previous_observation": previous, "input": {"sql": sql}}).to_string()
}

#[tokio::test]
async fn sigterm_drains_calls_and_sessions_then_exits_zero() {
    let _turn = support::server_globals().await;
    let database = format!("th_drain_{}", std::process::id());
    let root_url = "mysql://root@127.0.0.1:3306/test";
    let mut root = mysql_async::Conn::from_url(root_url)
        .await
        .expect("MariaDB on 127.0.0.1:3306 (root, empty password) is required; scripts/test-all starts it");
    for statement in [
        format!("DROP DATABASE IF EXISTS `{database}`"),
        format!("CREATE DATABASE `{database}`"),
        format!("CREATE TABLE `{database}`.incidents (id INT PRIMARY KEY, note VARCHAR(100))"),
        format!("INSERT INTO `{database}`.incidents VALUES (1, 'disk full on db-1'), (2, 'failover done')"),
    ] {
        root.query_drop(&statement).await.unwrap();
    }

    let (port, ops) = (free_port(), free_port());
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .env("TOOLHARNESS_OPS_LISTEN", format!("127.0.0.1:{ops}"))
        .env("TOOLHARNESS_MYSQL_URL", format!("mysql://root@127.0.0.1:3306/{database}"))
        .env("TOOLHARNESS_MYSQL_STATEMENT_TIMEOUT_MS", "60000")
        .env("TOOLHARNESS_TOOL_TIMEOUT_MS", "60000")
        .env("TOOLHARNESS_MYSQL_CATALOG_TTL_MS", "3600000")
        .env("TOOLHARNESS_DRAIN_TIMEOUT_SECS", DRAIN_SECS.to_string())
        .env_remove("TOOLHARNESS_REDIS_URL")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the binary starts");
    let client = support::connect_when_serving(port, 15).await;
    let mut harness = support::Harness::from_client(client);
    assert_eq!(readyz(ops).await, 200);

    // A Session whose second call will be in flight, and one that stays open, doing nothing.
    let (mut busy, _) =
        harness.open_session(pb::OpenRun { run_id: "draining".into(), ..Default::default() }).await.unwrap();
    let first =
        busy.call("c1", "query_mysql", &query("SELECT id, note FROM incidents ORDER BY id", None)).await.unwrap();
    assert_eq!(first.status(), pb::ObservationStatus::Ready, "{}", first.model_content);
    let (mut stuck, _) =
        harness.open_session(pb::OpenRun { run_id: "stuck".into(), ..Default::default() }).await.unwrap();

    root.query_drop(format!("LOCK TABLES `{database}`.incidents WRITE")).await.unwrap();
    use pb::session_request::Kind;
    let call = support::tool_call("c2", "query_mysql", &query("SELECT note FROM incidents WHERE id = 2", Some("c1")));
    busy.requests.send(pb::SessionRequest { kind: Some(Kind::Call(call)) }).await.unwrap();
    tokio::time::sleep(Duration::from_millis(500)).await;

    let pid = child.id().unwrap().to_string();
    assert!(tokio::process::Command::new("kill").args(["-TERM", &pid]).status().await.unwrap().success());
    let terminated = Instant::now();
    // Readiness goes NOT_SERVING while the call is still waiting on the lock.
    let mut not_ready = false;
    for _ in 0..50 {
        if readyz(ops).await == 503 {
            not_ready = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(not_ready, "/readyz turns 503 right after SIGTERM");
    let new_run = harness
        .client
        .call(pb::CallRequest {
            run_id: "new-after-sigterm".into(),
            call: Some(support::tool_call("c1", "lookup_knowledge", &support::lookup("disk full"))),
        })
        .await
        .unwrap_err();
    assert_eq!(new_run.code(), tonic::Code::Unavailable, "{new_run:?}");
    let waiting = tokio::time::timeout(Duration::from_millis(200), busy.responses.message()).await;
    assert!(waiting.is_err(), "the call is still in flight after readiness turned: {waiting:?}");

    // The call completes once its table is free.
    root.query_drop("UNLOCK TABLES").await.unwrap();
    let reply = tokio::time::timeout(Duration::from_secs(DRAIN_SECS), busy.responses.message()).await;
    let reply = reply.expect("the in-flight call is answered during the drain").unwrap().and_then(|r| r.kind);
    let Some(pb::session_response::Kind::Observation(observation)) = reply else { panic!("{reply:?}") };
    assert_eq!(observation.status(), pb::ObservationStatus::Ready, "{}", observation.model_content);
    assert!(observation.model_content.contains("failover done"), "{}", observation.model_content);
    drop(busy);

    // The idle Session is closed at the deadline, not before.
    let closed = tokio::time::timeout(Duration::from_secs(DRAIN_SECS + 3), stuck.responses.message()).await;
    let closed_after = terminated.elapsed();
    let status = closed.expect("the stuck stream is closed at the deadline").unwrap_err();
    assert_eq!(status.code(), tonic::Code::Unavailable, "{status:?}");
    assert!(closed_after >= Duration::from_millis(DRAIN_SECS * 1000 - 300), "closed after {closed_after:?}");

    let exit = tokio::time::timeout(Duration::from_secs(DRAIN_SECS + 3), child.wait())
        .await
        .expect("the process exits after the drain")
        .unwrap();
    let exited_after = terminated.elapsed();
    assert!(exit.success(), "exit code 0 after SIGTERM, got {exit}");
    assert!(exited_after <= Duration::from_secs(DRAIN_SECS + 2), "exited after {exited_after:?}");
    let mut stderr = String::new();
    child.stderr.as_mut().unwrap().read_to_string(&mut stderr).await.unwrap();
    assert!(stderr.contains("drain deadline passed"), "{stderr}");
    let _ = root.query_drop(format!("DROP DATABASE IF EXISTS `{database}`")).await;
}

/// Polls `/readyz` until it answers `want`, for at most `within`.
async fn readyz_becomes(ops: u16, want: u16, within: Duration) -> bool {
    let deadline = Instant::now() + within;
    while Instant::now() < deadline {
        if readyz(ops).await == want {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

#[tokio::test]
async fn readiness_follows_whether_the_store_answers() {
    support::require_program("redis-server", "scripts/test-all installs it");
    let (port, ops, redis_port) = (free_port(), free_port(), free_port());
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .env("TOOLHARNESS_OPS_LISTEN", format!("127.0.0.1:{ops}"))
        .env("TOOLHARNESS_REDIS_URL", format!("redis://127.0.0.1:{redis_port}"))
        .env("TOOLHARNESS_REDIS_KEY_PREFIX", "the2e-readiness")
        .env("TOOLHARNESS_REDIS_TIMEOUT_MS", "200")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("the binary starts");
    for _ in 0..150 {
        if tokio::net::TcpStream::connect(("127.0.0.1", ops)).await.is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // No Redis yet: the sidecar runs (calls fail closed) but is not ready.
    assert_eq!(readyz(ops).await, 503);
    let redis = || {
        tokio::process::Command::new("redis-server")
            .args(["--bind", "127.0.0.1", "--port", &redis_port.to_string(), "--save", "", "--appendonly", "no"])
            .stdout(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("redis-server starts")
    };
    let mut server = redis();
    assert!(readyz_becomes(ops, 200, Duration::from_secs(10)).await, "ready once Redis answers");
    server.kill().await.unwrap();
    assert!(readyz_becomes(ops, 503, Duration::from_secs(10)).await, "not ready once Redis is gone");
    let mut server = redis();
    assert!(readyz_becomes(ops, 200, Duration::from_secs(10)).await, "ready again when it is back");
    server.kill().await.unwrap();
    child.kill().await.unwrap();
}
