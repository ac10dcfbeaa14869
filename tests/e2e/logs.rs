//! `query_logs` over gRPC: the bundled incident, and text, JSON-lines and CRI logs given at start-up.

use serde_json::{Value, json};
use toolharness::{Config, pb};

use crate::support::{self, content, status};

fn logs_args(input: Value, pending: Option<&str>) -> String {
    let evaluation = pending.map(|id| json!({ "tool_call_id": id, "verdict": "GAINED" }));
    json!({ "previous_observation": evaluation, "input": input }).to_string()
}

#[tokio::test]
async fn the_bundled_incident_is_summarised_as_redacted_patterns() {
    let mut harness = support::start().await;
    let observation = harness
        .call("logs-bundled", "c1", "query_logs", &logs_args(json!({ "query": "", "level": "error" }), None))
        .await;
    assert_eq!(status(&observation), pb::ObservationStatus::Ready, "{}", observation.model_content);
    assert_eq!(observation.evidence_status(), pb::EvidenceStatus::Found);
    assert!(observation.model_content.len() <= 8192);
    let body = content(&observation);
    let items = body["result"]["items"].as_array().unwrap();
    assert!(items.len() >= 3, "{body}");
    for item in items {
        assert!(item["pattern"].is_string() && item["count"].as_u64().unwrap() >= 1);
        assert!(item["levels"]["ERROR"].as_u64().unwrap_or(0) + item["levels"]["FATAL"].as_u64().unwrap_or(0) >= 1);
        assert!(item["first_seen"].is_string() && item["last_seen"].is_string());
    }
    let text = body.to_string();
    assert!(
        text.contains("HikariPool-1 - Connection is not available") || text.contains("Connection is not available")
    );
    // Everything secret in the sample logs stays out.
    for secret in [
        "Wint3r-Orders-2026",
        "P4yments!Prod",
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9",
        "4111 1111 1111 1111",
        "maria.lopez@example.com",
        "k.tanaka@example.org",
        "orders-db.prod.internal",
        "10.42.3.21",
        "checkout-api-7d9f8b6c5d-x2k4p",
    ] {
        assert!(!text.contains(secret), "{secret} leaked: {text}");
    }
    let summary = &body["result"]["summary"];
    assert!(summary["entries"].as_u64().unwrap() > 100);
    assert!(summary["redacted_values"].is_object());

    // A narrower question, evaluating the first result: the pool timeouts in the worker, last 10 minutes.
    let narrower = json!({ "query": "connection is not available", "source": "payments", "since": "10m" });
    let second = harness.call("logs-bundled", "c2", "query_logs", &logs_args(narrower, Some("c1"))).await;
    let body = content(&second);
    assert_eq!(second.evidence_status(), pb::EvidenceStatus::Found, "{body}");
    let items = body["result"]["items"].as_array().unwrap();
    assert!(items.iter().all(|i| i["sources"] == json!(["payments-worker.log"])), "{body}");
    let window = &body["result"]["summary"]["window"];
    // The newest bundled entry is at 08:39:57: ten minutes back from it.
    assert_eq!(window["since"], "2026-11-30T08:29:57.000Z", "10 minutes back from the newest entry: {window}");
}

fn write(dir: &std::path::Path, relative: &str, text: &str) {
    let path = dir.join(relative);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

#[tokio::test]
async fn text_json_and_cri_logs_given_at_start_up_are_searched() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(
        root,
        "app/orders.log",
        "2026-11-30T09:00:00Z INFO order placed id=1\n2026-11-30T09:01:00Z ERROR order failed: java.sql.SQLException: deadlock detected\n\tat com.acme.OrderRepo.save(OrderRepo.java:42)\n2026-11-30T09:02:00Z WARN retrying order 2\n",
    );
    write(
        root,
        "app/orders.log.1",
        "2026-11-30T08:00:00Z ERROR order failed: java.sql.SQLException: deadlock detected\n",
    );
    // Not gzip despite its name: skipped and counted with the compressed files that cannot be read.
    write(root, "app/orders.log.2.gz", "not really gzip");
    write(
        root,
        "app/billing.jsonl",
        "{\"time\":\"2026-11-30T09:00:30Z\",\"level\":\"error\",\"msg\":\"invoice push failed\",\"error\":\"502 from erp.example.com\"}\n{\"time\":\"2026-11-30T09:00:40Z\",\"level\":\"info\",\"msg\":\"invoice pushed\"}\n",
    );
    write(
        root,
        "var/log/pods/shop_cart-6d8f7c9b5d-q7x2m_4b1e/cart/0.log",
        "2026-11-30T09:00:50.000000001Z stderr P cart: redis timeout after 2000 ms talking to \n2026-11-30T09:00:50.000000002Z stderr F 10.9.8.7:6379 ERROR giving up\n2026-11-30T09:00:51.000000000Z stdout F INFO cart served\n",
    );
    // A link out of the log directories (the file it names is not a log root) is never read.
    write(root, "etc/shadow", "2026-11-30T09:00:59Z ERROR root:$6$planted$shadowhash:19000:0:99999:7:::\n");
    std::os::unix::fs::symlink(root.join("etc/shadow"), root.join("app/shadow.log")).unwrap();
    let config = Config {
        log_paths: Some(format!("{0}/app/*,{0}/var/log/pods/*/*/*.log", root.display())),
        ..Config::default()
    };
    let mut harness = support::start_with(config).await;

    let all_errors =
        harness.call("files", "c1", "query_logs", &logs_args(json!({ "query": "", "level": "error" }), None)).await;
    let body = content(&all_errors);
    assert_eq!(all_errors.evidence_status(), pb::EvidenceStatus::Found, "{body}");
    let text = body.to_string();
    assert!(text.contains("deadlock detected"), "{text}");
    assert!(text.contains("invoice push failed"), "JSON lines: {text}");
    assert!(text.contains("redis timeout after 2000 ms talking to"), "CRI partial joined: {text}");
    assert!(text.contains("shop/<POD#"), "CRI source named by namespace and (redacted) pod: {text}");
    assert!(!text.contains("10.9.8.7") && !text.contains("erp.example.com"), "{text}");
    assert_eq!(body["result"]["summary"]["scan"]["files_skipped_compressed"], 1);
    assert_eq!(body["result"]["summary"]["scan"]["files_skipped_outside_roots"], 1, "{body}");
    assert!(!text.contains("shadowhash") && !text.contains("planted"), "{text}");
    let deadlocks = body["result"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["pattern"].as_str().unwrap().contains("deadlock"))
        .unwrap();
    assert_eq!(deadlocks["count"], 2, "the rotated file too");
    assert!(deadlocks["examples"].to_string().contains("OrderRepo.java:42"), "stack frame kept with its entry");

    // An absolute window and a regular expression.
    let windowed =
        json!({ "query": "/order (failed|placed)/", "since": "2026-11-30T08:30:00Z", "until": "2026-11-30T09:01:30Z" });
    let observation = harness.call("files", "c2", "query_logs", &logs_args(windowed, Some("c1"))).await;
    let body = content(&observation);
    assert_eq!(body["result"]["summary"]["entries"], 2, "09:00 placed and 09:01 failed, not the 08:00 one: {body}");
}

#[tokio::test]
async fn no_log_file_is_an_empty_valid_result_and_bad_input_is_refused() {
    let config = Config { log_paths: Some("/nonexistent/toolharness/*.log".into()), ..Config::default() };
    let mut harness = support::start_with(config).await;
    let observation = harness.call("none", "c1", "query_logs", &logs_args(json!({ "query": "error" }), None)).await;
    assert_eq!(status(&observation), pb::ObservationStatus::Ready);
    assert_eq!(observation.evidence_status(), pb::EvidenceStatus::NoEvidence);
    let body = content(&observation);
    assert_eq!(body["result"]["items"], json!([]));
    assert!(body["result"]["summary"]["note"].as_str().unwrap().contains("No log file"), "{body}");

    let cases = [
        (json!({ "query": "x", "level": "loud" }), "$.input.level"),
        (json!({ "query": "/(unclosed/" }), "$.input.query"),
        (json!({ "query": "x", "since": "yesterday" }), "$.input.since"),
        (json!({ "query": "x", "max_lines": 0 }), "$.input.max_lines"),
        (json!({ "query": "x", "lines": 5 }), "$.input.lines"),
    ];
    for (i, (input, path)) in cases.into_iter().enumerate() {
        let refused = harness.call("none", &format!("bad{i}"), "query_logs", &logs_args(input, None)).await;
        assert_eq!(refused.error_code(), pb::ErrorCode::InvalidEnvelope);
        assert_eq!(content(&refused)["error"]["path"], path);
    }
}

/// What a log line prints below it (a private key, a TLS session ticket dumped in hex, an SMTP client's
/// `AUTH LOGIN` replies) is one entry with that line, redacted as a whole: the key stays key material, the
/// dump a secret's bytes and the replies credentials, also when a query selects the entry by a line of
/// the key.
#[tokio::test]
async fn what_a_log_line_prints_below_it_is_redacted_with_it() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "tls.log",
        "2026-11-30T09:00:00Z INFO handshake with the upstream done\nTLS session ticket:\n    0000 - 4a 6f 9c 21 d8 77 03 be-5a 11 c4 e9 30 7f 82 aa   Jo.!.w..Z...0...\n    0010 - 91 3c 5e 0d ab 44 f6 12-88 c1 7e 2d 49 b0 65 f3   .<^..D....~-I.e.\n2026-11-30T09:00:01Z WARN loaded the client key\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7b3kZ9cGq1xLmN0pQrStUvWxYz\nZm9vYmFyYmF6cXV4\n-----END RSA PRIVATE KEY-----\n2026-11-30T09:00:02Z INFO smtp session\n> AUTH LOGIN\n> am9obkBleGFtcGxlLmNvbQ==\n> c2VjcmV0LXBhc3M=\n",
    );
    let config = Config { log_paths: Some(format!("{}/*.log", dir.path().display())), ..Config::default() };
    let mut harness = support::start_with(config).await;
    let secrets = [
        "4a 6f 9c 21",
        "91 3c 5e 0d",
        "MIIEowIBAAKCAQEA7b3k",
        "Zm9vYmFyYmF6cXV4",
        "am9obkBleGFtcGxlLmNvbQ",
        "c2VjcmV0LXBhc3M",
    ];

    let everything = harness.call("below", "c1", "query_logs", &logs_args(json!({ "query": "" }), None)).await;
    let body = content(&everything);
    assert_eq!(everything.evidence_status(), pb::EvidenceStatus::Found, "{body}");
    assert_eq!(body["result"]["summary"]["entries"], 3, "three entries with their lines: {body}");
    let text = body.to_string();
    assert!(text.contains("TLS session ticket") && text.contains("BEGIN RSA PRIVATE KEY"), "{text}");
    for secret in secrets {
        assert!(!text.contains(secret), "{secret} leaked: {text}");
    }

    let by_key_line = json!({ "query": "Zm9vYmFy" });
    let selected = harness.call("below", "c2", "query_logs", &logs_args(by_key_line, Some("c1"))).await;
    let body = content(&selected);
    assert_eq!(body["result"]["summary"]["entries"], 1, "{body}");
    let text = body.to_string();
    assert!(text.contains("loaded the client key"), "the key's entry is its log line's: {text}");
    for secret in secrets {
        assert!(!text.contains(secret), "{secret} leaked: {text}");
    }
}
