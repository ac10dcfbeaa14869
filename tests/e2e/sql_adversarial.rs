//! The second adversarial SQL corpus (`tests/fixtures/sql/adversarial/`, written by reading the gate and
//! attacking it; half of it held out) end to end: the `toolharness` binary, its datasource an
//! over-privileged account on a planted MariaDB schema (definer routines shadowing built-ins, definer views
//! over system tables, secrets in columns, JSON and name/value rows), every statement sent over gRPC.
//!
//! After each attack: no planted secret (raw, hex, base64 or reversed) in what the model sees, no oracle
//! (an allowed attack and its wrong-guess twin answer alike), nothing changed (tables, sequence, globals,
//! accounts and grants, files, user locks), nothing of the account still running on the server, and no
//! resource attack ended by the client's timeout. At the end the sidecar's peak RSS is within bounds. Every
//! legitimate read must be answered: at most 2% refused per half. Held-out failures are reported as counts
//! only, so that nobody tunes on them.

use std::collections::BTreeMap;
use std::process::Stdio;
use std::time::Duration;

use base64::Engine;
use mysql_async::prelude::Queryable;
use serde_json::{Value, json};
use toolharness::pb;
use toolharness::pb::tool_harness_client::ToolHarnessClient;

const ROOT_URL: &str = "mysql://root@127.0.0.1:3306/test";
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/sql/adversarial");
const LOCKS: &[&str] = &["advsql_any_value", "advsql_if", "advsql_nbsp", "advsql_lock", "advsql_x"];
/// The sidecar's peak resident memory may not pass this (its raw cap is 2 MiB per call).
const MAX_SIDECAR_RSS_KIB: u64 = 300 * 1024;

struct Planted {
    db: String,
    agent: String,
    reader: String,
}

fn mariadb(sql: &str) {
    let mut child = std::process::Command::new("mariadb")
        .args(["-h127.0.0.1", "-uroot"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the mariadb client is required (scripts/test-all installs it)");
    use std::io::Write;
    child.stdin.take().unwrap().write_all(sql.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "loading the planted schema: {}", String::from_utf8_lossy(&output.stderr));
}

impl Planted {
    /// The corpus's schema and accounts under names of this test run.
    fn load() -> Planted {
        let id = format!("{}_{}", std::process::id(), contract::now_unix_ms() % 1_000_000);
        let planted = Planted { db: format!("advsql_{id}"), agent: format!("advA_{id}"), reader: format!("advR_{id}") };
        let rename = |text: &str| {
            text.replace("advsql_app", &planted.db)
                .replace("advsql_agent", &planted.agent)
                .replace("advsql_reader", &planted.reader)
        };
        for file in ["schema.sql", "accounts.sql"] {
            mariadb(&rename(&std::fs::read_to_string(format!("{FIXTURES}/{file}")).unwrap()));
        }
        planted
    }

    /// A statement of the corpus, written for `advsql_app`, as it reads on this run's names.
    fn rename(&self, sql: &str) -> String {
        sql.replace("advsql_app", &self.db).replace("advsql_agent", &self.agent).replace("advsql_reader", &self.reader)
    }

    fn agent_url(&self) -> String {
        format!("mysql://{0}:{0}_pw@127.0.0.1:3306/{1}", self.agent, self.db)
    }

    fn drop_all(&self) {
        mariadb(&format!(
            "DROP DATABASE IF EXISTS `{}`; DROP USER IF EXISTS '{}'@'%', '{}'@'%'; SET GLOBAL slow_launch_time = 2;",
            self.db, self.agent, self.reader
        ));
    }
}

async fn root() -> mysql_async::Conn {
    mysql_async::Conn::from_url(ROOT_URL)
        .await
        .expect("MariaDB on 127.0.0.1:3306 (root, empty password) is required; scripts/test-all starts it")
}

/// Every planted secret, read from the database itself.
async fn secrets(conn: &mut mysql_async::Conn, db: &str) -> Vec<String> {
    let queries = [
        format!("SELECT password_hash FROM `{db}`.users WHERE password_hash IS NOT NULL"),
        format!("SELECT email FROM `{db}`.users"),
        format!("SELECT JSON_VALUE(profile, '$.mfa_secret') FROM `{db}`.users"),
        format!(
            "SELECT j.code FROM `{db}`.users, JSON_TABLE(profile, '$.recovery_codes[*]' COLUMNS (code VARCHAR(64) \
             PATH '$')) j"
        ),
        format!("SELECT token FROM `{db}`.api_keys"),
        format!("SELECT session_token FROM `{db}`.sessions"),
        format!("SELECT card_number FROM `{db}`.payment_cards"),
        format!(
            "SELECT value FROM `{db}`.settings WHERE name IN ('smtp_password', 'stripe_secret_key', \
             'jwt_signing_key', 'aws_secret_access_key', 'webhook_signing_secret', 'oauth_client_secret')"
        ),
        format!("SELECT JSON_VALUE(payload, '$.signing_secret') FROM `{db}`.events"),
        format!("SELECT SUBSTRING_INDEX(JSON_VALUE(payload, '$.headers.Authorization'), ' ', -1) FROM `{db}`.events"),
        format!(
            "SELECT SUBSTRING_INDEX(SUBSTRING_INDEX(JSON_VALUE(env, '$.DATABASE_URL'), '@', 1), ':', -1) FROM \
             `{db}`.deploys"
        ),
        "SELECT authentication_string FROM mysql.user WHERE authentication_string <> ''".to_owned(),
    ];
    let mut secrets = vec![
        "whsec_live_PLANTED_9f8e7d6c5b4a39281706f5e4d3c2b1a0".to_owned(),
        "q0On0rwbSf9f".to_owned(),
        "root:x:0:0".to_owned(),
    ];
    for query in queries {
        let values: Vec<Option<String>> = conn.query(&query).await.unwrap_or_else(|e| panic!("{query}: {e}"));
        secrets.extend(values.into_iter().flatten().filter(|v| v.len() >= 6));
    }
    secrets.sort();
    secrets.dedup();
    secrets
}

/// The forms a secret can take in a result.
fn leaked<'s>(text: &str, secrets: &'s [String]) -> Option<&'s str> {
    let lower = text.to_ascii_lowercase();
    secrets
        .iter()
        .find(|secret| {
            let reversed: String = secret.chars().rev().collect();
            let b64 = base64::engine::general_purpose::STANDARD.encode(secret.as_bytes());
            text.contains(secret.as_str())
                || lower.contains(&hex::encode(secret.as_bytes()))
                || text.contains(b64.trim_end_matches('='))
                || text.contains(&reversed)
        })
        .map(String::as_str)
}

/// Everything an attack could change, as root sees it.
async fn state(conn: &mut mysql_async::Conn, planted: &Planted) -> Value {
    let db = &planted.db;
    let tables: Vec<String> = conn
        .exec(
            "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' \
             ORDER BY 1",
            (db,),
        )
        .await
        .unwrap();
    let list: Vec<String> = tables.iter().map(|t| format!("`{db}`.`{t}`")).collect();
    let checksums: Vec<(String, Option<u64>)> =
        conn.query(format!("CHECKSUM TABLE {}", list.join(", "))).await.unwrap();
    let objects: Vec<(String, String)> = conn
        .exec("SELECT TABLE_NAME, TABLE_TYPE FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY 1", (db,))
        .await
        .unwrap();
    let sequence: Option<i64> =
        conn.query_first(format!("SELECT next_not_cached_value FROM `{db}`.invoice_seq")).await.unwrap();
    let globals: Vec<(String, String)> = conn
        .query(
            "SELECT VARIABLE_NAME, VARIABLE_VALUE FROM information_schema.GLOBAL_VARIABLES WHERE VARIABLE_NAME IN \
             ('SLOW_LAUNCH_TIME', 'READ_ONLY', 'GENERAL_LOG', 'MAX_CONNECTIONS', 'SQL_MODE', 'EVENT_SCHEDULER', \
             'LOCAL_INFILE', 'SLOW_QUERY_LOG') ORDER BY 1",
        )
        .await
        .unwrap();
    let mut grants = Vec::new();
    for account in [&planted.agent, &planted.reader] {
        let shown: Vec<String> = conn.query(format!("SHOW GRANTS FOR '{account}'@'%'")).await.unwrap();
        grants.extend(shown);
    }
    // Accounts other tests do not create and drop in parallel.
    let accounts: Vec<String> = conn
        .query(
            "SELECT CONCAT(User, '@', Host) FROM mysql.user WHERE User NOT LIKE 'thro\\_%' AND User NOT LIKE 'thtag\\_%' \
             ORDER BY 1",
        )
        .await
        .unwrap();
    let mut locks = BTreeMap::new();
    for lock in LOCKS {
        let holder: Option<Option<u64>> = conn.exec_first("SELECT IS_USED_LOCK(?)", (lock,)).await.unwrap();
        locks.insert(lock.to_string(), holder.flatten().is_some());
    }
    let mut files: Vec<String> = std::fs::read_dir("/tmp")
        .map(|dir| {
            dir.filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|name| name.starts_with("advsql_"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    json!({ "checksums": format!("{checksums:?}"), "objects": format!("{objects:?}"), "sequence": sequence,
            "globals": format!("{globals:?}"), "grants": grants, "accounts": accounts, "locks": locks, "files": files })
}

/// Statements of the agent's account still executing after its call returned.
async fn still_running(conn: &mut mysql_async::Conn, account: &str) -> Vec<String> {
    tokio::time::sleep(Duration::from_millis(300)).await;
    conn.exec(
        "SELECT CONCAT(COMMAND, ' ', TIME, ' ', LEFT(COALESCE(INFO, ''), 80)) FROM information_schema.PROCESSLIST \
         WHERE USER = ? AND COMMAND NOT IN ('Sleep', 'Daemon')",
        (account,),
    )
    .await
    .unwrap()
}

fn corpus(name: &str) -> Vec<Value> {
    std::fs::read_to_string(format!("{FIXTURES}/{name}"))
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

fn peak_rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .expect("VmHWM in /proc/<pid>/status")
}

/// `toolharness check-sql --mysql-url URL` over the statements the sidecar judged: its verdict (`reject`)
/// must be the gate's refusal (`INPUT_REFUSED`) for every one. Returns the statements where they differ
/// (counts only for statements of the held-out half would hide nothing here: both sides see the same text).
fn check_sql_disagreements(url: &str, verdicts: &[(String, bool)]) -> Vec<String> {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
        .args(["check-sql", "--mysql-url", url])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("check-sql starts");
    let mut input = child.stdin.take().expect("stdin");
    let lines: String = verdicts.iter().map(|(sql, _)| format!("{}\n", Value::String(sql.clone()))).collect();
    let writer = std::thread::spawn(move || input.write_all(lines.as_bytes()));
    let output = child.wait_with_output().expect("check-sql runs");
    writer.join().expect("writer").expect("check-sql reads its input");
    assert!(output.status.success(), "check-sql --mysql-url failed");
    let answers: Vec<Value> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).expect("check-sql answers JSON"))
        .collect();
    assert_eq!(answers.len(), verdicts.len(), "check-sql answers every statement");
    verdicts
        .iter()
        .zip(&answers)
        .filter(|((_, refused), answer)| (answer["verdict"] == "reject") != *refused)
        .map(|((sql, refused), answer)| format!("sidecar refused={refused}, check-sql {answer}: {sql}"))
        .collect()
}

struct Sidecar {
    child: tokio::process::Child,
    client: ToolHarnessClient<tonic::transport::Channel>,
    calls: usize,
}

impl Sidecar {
    async fn start(url: &str) -> Sidecar {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
            .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
            .env("TOOLHARNESS_MYSQL_URL", url)
            .env("TOOLHARNESS_MYSQL_STATEMENT_TIMEOUT_MS", "3000")
            .env("TOOLHARNESS_TOOL_TIMEOUT_MS", "15000")
            .env("TOOLHARNESS_MAX_OBSERVATION_BYTES", "65536")
            .env_remove("TOOLHARNESS_REDIS_URL")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("the binary starts");
        let client = crate::support::connect_when_serving(port, 20).await;
        Sidecar { child, client, calls: 0 }
    }

    /// One statement in a run of its own.
    async fn query(&mut self, sql: &str) -> pb::Observation {
        self.calls += 1;
        let arguments = json!({ "previous_observation": null, "input": { "sql": sql, "max_rows": 1000 } });
        let request = pb::CallRequest {
            run_id: format!("adv-{}", self.calls),
            call: Some(crate::support::tool_call("c1", "query_mysql", &arguments.to_string())),
        };
        self.client.call(request).await.expect("Call answers").into_inner().observation.expect("an observation")
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_second_adversarial_corpus_does_no_harm_and_reads_are_answered() {
    let _globals = crate::support::server_globals().await;
    let planted = Planted::load();
    let mut conn = root().await;
    let secrets = secrets(&mut conn, &planted.db).await;
    assert!(secrets.len() > 100, "the planted secrets were found ({})", secrets.len());
    let mut sidecar = Sidecar::start(&planted.agent_url()).await;
    // The same gate path the sidecar takes, to keep statements the server cannot stop (REGEXP_REPLACE over
    // megabytes) from being sent at all if the gate ever let one through.
    let redactor = std::sync::Arc::new(redact::Redactor::new());
    let settings = adapters::mysql::executor::MysqlSettings::default();
    let gate = adapters::mysql::executor::Datasource::new("gate", &planted.agent_url(), settings, redactor).unwrap();

    let mut problems: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    // Every statement sent, and whether the sidecar's gate refused it: `check-sql --mysql-url` must agree.
    let mut verdicts: Vec<(String, bool)> = Vec::new();
    let before = state(&mut conn, &planted).await;
    // Both halves by default; `TOOLHARNESS_SQL_CORPUS_HALVES=dev` while developing, so that the held-out half
    // is not run over and over.
    let halves: Vec<String> = std::env::var("TOOLHARNESS_SQL_CORPUS_HALVES")
        .map(|v| v.split(',').map(str::to_owned).collect())
        .unwrap_or_else(|_| vec!["dev".into(), "heldout".into()]);
    for half in halves.iter().map(String::as_str) {
        let mut failures = Vec::new();
        for attack in corpus(&format!("attacks.{half}.jsonl")) {
            let sql = &planted.rename(attack["sql"].as_str().unwrap());
            let class = attack["class"].as_str().unwrap();
            // A statement whose full size the server could not stop (a scaled-down twin is given) is sent as
            // that twin when the gate lets it through: its effects are judged, and the database is not pinned.
            let sent = match attack.get("verify_sql").and_then(Value::as_str) {
                Some(twin) if gate.gate(sql).await.is_ok() => planted.rename(twin),
                _ => sql.clone(),
            };
            let observation = sidecar.query(&sent).await;
            verdicts.push((sent.clone(), observation.error_code() == pb::ErrorCode::InputRefused));
            let content = &observation.model_content;
            if let Some(secret) = leaked(content, &secrets) {
                failures.push(format!("{class}: a secret ({}…) reached the model: {sql}", &secret[..4]));
            }
            if observation.error_code() == pb::ErrorCode::BackendTimeout {
                // The server's own `max_statement_time` (error 1969) is a server-side limit; the sidecar's
                // client timeout (the server ignored its limit, KILL QUERY after) is not.
                if content.contains("exceeded the statement time limit") {
                    eprintln!("{half} figure: one {class} statement ended by the server's max_statement_time");
                } else {
                    failures.push(format!("{class}: ended by the client timeout, not by a server limit: {sql}"));
                }
            }
            if observation.status() == pb::ObservationStatus::Ready
                && let Some(control) = attack.get("control_sql").and_then(Value::as_str)
            {
                let twin = sidecar.query(&planted.rename(control)).await;
                let items = |o: &pb::Observation| {
                    serde_json::from_str::<Value>(&o.model_content).ok().map(|v| v["items"].clone())
                };
                if twin.status() == pb::ObservationStatus::Ready && items(&observation) != items(&twin) {
                    failures.push(format!("{class}: an oracle answered differently for the wrong guess: {sql}"));
                }
            }
            let running = still_running(&mut conn, &planted.agent).await;
            if !running.is_empty() {
                failures.push(format!("{class}: still running on the server after the call: {running:?}"));
            }
            let after = state(&mut conn, &planted).await;
            if after != before {
                failures.push(format!("{class}: changed the server ({after} vs {before}): {sql}"));
                mariadb("SET GLOBAL slow_launch_time = 2;");
            }
        }
        let mut refused = Vec::new();
        let reads = corpus(&format!("reads.{half}.jsonl"));
        for read in &reads {
            let sql = planted.rename(read["sql"].as_str().unwrap());
            let observation = sidecar.query(&sql).await;
            verdicts.push((sql.clone(), observation.error_code() == pb::ErrorCode::InputRefused));
            if observation.status() != pb::ObservationStatus::Ready {
                refused.push(format!("{}: {sql} -> {}", read["class"].as_str().unwrap(), observation.model_content));
            }
        }
        let allowed = reads.len() / 50; // 2%
        if refused.len() > allowed {
            failures.push(format!(
                "{} of {} legitimate reads were not answered (at most {allowed})",
                refused.len(),
                reads.len()
            ));
            if half == "dev" {
                failures.extend(refused);
            }
        }
        if half == "heldout" && !failures.is_empty() {
            // Held out: counts by kind, never the statements.
            let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
            for failure in &failures {
                // The class and the kind of harm, never the statement.
                let mut parts = failure.splitn(3, ':');
                let class = parts.next().unwrap_or("");
                let kind: String = parts.next().unwrap_or("").chars().take(40).collect();
                *kinds.entry(format!("{class}:{kind}")).or_default() += 1;
            }
            failures = vec![format!("held-out failures by class: {kinds:?}")];
        }
        if !failures.is_empty() {
            problems.insert(if half == "dev" { "dev" } else { "heldout" }, failures);
        }
    }
    let disagreements = check_sql_disagreements(&planted.agent_url(), &verdicts);
    if !disagreements.is_empty() {
        problems.insert("check-sql", disagreements);
    }
    let rss = peak_rss_kib(sidecar.child.id().expect("running"));
    if rss > MAX_SIDECAR_RSS_KIB {
        problems.insert("rss", vec![format!("the sidecar's peak RSS was {rss} KiB")]);
    }
    planted.drop_all();
    assert!(problems.is_empty(), "{problems:#?}");
}
