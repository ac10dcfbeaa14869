//! `query_mysql` against the real MariaDB of this machine: every attack of the corpus refused with nothing
//! changed, every legitimate diagnostic read answered, timeouts, truncation, redaction, a server that is
//! down, and the guards of the executor on their own. Each test has its own database and its own
//! SELECT-only account; MariaDB unreachable fails the tests loudly.

use std::time::{Duration, Instant};

use mysql_async::prelude::Queryable;
use serde_json::{Value, json};
use toolharness::{Config, pb};

use crate::support::{self, content, status};

const ROOT_URL: &str = "mysql://root@127.0.0.1:3306/test";

/// A database and a read-only account of its own, removed on drop (best effort).
struct TestDatabase {
    name: String,
    user: String,
    password: String,
}

async fn root() -> mysql_async::Conn {
    mysql_async::Conn::from_url(ROOT_URL)
        .await
        .expect("MariaDB on 127.0.0.1:3306 (root, empty password) is required; scripts/test-all starts it")
}

impl TestDatabase {
    async fn create(test: &str) -> TestDatabase {
        let id = format!("{test}_{}_{}", std::process::id(), contract::now_unix_ms() % 1_000_000_000);
        let db = TestDatabase {
            name: format!("th_{id}"),
            user: format!("thro_{}", &id[id.len().saturating_sub(20)..]),
            password: "ro-Pw-4821".into(),
        };
        let mut conn = root().await;
        let statements = [
            format!("CREATE DATABASE `{}`", db.name),
            format!("USE `{}`", db.name),
            "CREATE TABLE customers (id INT PRIMARY KEY, name VARCHAR(100), email VARCHAR(200), password_hash VARCHAR(100), api_token VARCHAR(100), country CHAR(2), note TEXT, created_at DATETIME)".into(),
            "CREATE TABLE orders (id INT PRIMARY KEY, customer_id INT, total DECIMAL(10,2), status VARCHAR(20), created_at DATETIME, payload JSON, KEY (customer_id))".into(),
            "CREATE TABLE nums (n INT PRIMARY KEY)".into(),
            "INSERT INTO customers VALUES (1, 'Ana', 'ana@example.com', '$2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW', 'tok_1', 'DE', 'rotated key AKIAIOSFODNN7EXAMPLE yesterday', '2026-11-01 10:00:00'), (2, 'Bob', 'bob@example.org', '$2b$12$abc', 'tok_2', 'FR', 'calls from 10.1.2.3', '2026-11-02 11:00:00'), (3, 'Bea', 'bea@example.net', NULL, NULL, 'DE', REPEAT('long ', 200), '2026-11-03 12:00:00')".into(),
            "INSERT INTO orders VALUES (1, 1, 120.50, 'PAID', '2026-11-05 09:00:00', '{\"channel\": \"web\"}'), (2, 1, 30.00, 'PAID', '2026-11-06 09:30:00', '{\"channel\": \"app\"}'), (3, 2, 75.25, 'PENDING', '2026-11-07 10:00:00', '{\"channel\": \"web\"}'), (4, 3, 210.00, 'REFUNDED', '2026-11-08 11:00:00', '{\"channel\": \"store\"}')".into(),
            "INSERT INTO nums SELECT seq FROM seq_1_to_1000".into(),
            "CREATE SEQUENCE s".into(),
            format!("CREATE USER '{}'@'%' IDENTIFIED BY '{}'", db.user, db.password),
            format!("GRANT SELECT, SHOW VIEW ON `{}`.* TO '{}'@'%'", db.name, db.user),
        ];
        for statement in statements {
            conn.query_drop(&statement).await.unwrap_or_else(|e| panic!("{statement}: {e}"));
        }
        db
    }

    fn url(&self) -> String {
        format!("mysql://{}:{}@127.0.0.1:3306/{}", self.user, self.password, self.name)
    }

    fn config(&self) -> Config {
        let mut config = Config::default();
        config.mysql_datasources.insert("default".into(), self.url());
        config.limits.run_max_calls = 10_000;
        config.limits.tool_max_calls_per_run = 10_000;
        config.limits.max_consecutive_no_gain = 10_000;
        config
    }

    /// Everything an attack could have changed, as seen by root.
    async fn state(&self) -> Value {
        let mut conn = root().await;
        let checksums: Vec<(String, Option<u64>)> =
            conn.query(format!("CHECKSUM TABLE `{0}`.customers, `{0}`.orders, `{0}`.nums", self.name)).await.unwrap();
        let tables: Vec<String> = conn
            .exec(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = ? ORDER BY 1",
                (self.name.clone(),),
            )
            .await
            .unwrap();
        let grants: Vec<String> = conn.query(format!("SHOW GRANTS FOR '{}'@'%'", self.user)).await.unwrap();
        // Only the accounts an attack tries to create: other tests create and drop their own in parallel.
        let users: Option<u64> = conn.query_first("SELECT COUNT(*) FROM mysql.user WHERE user = 'evil'").await.unwrap();
        let lock_free: Option<i64> = conn.query_first("SELECT IS_FREE_LOCK('th_attack')").await.unwrap();
        let globals: Vec<(String, String)> = conn
            .query("SHOW GLOBAL VARIABLES WHERE Variable_name IN ('read_only', 'max_connections', 'sql_mode')")
            .await
            .unwrap();
        let sequence: Option<i64> =
            conn.query_first(format!("SELECT next_not_cached_value FROM `{}`.s", self.name)).await.unwrap();
        json!({ "checksums": format!("{checksums:?}"), "tables": tables, "grants": grants, "users": users,
                "lock_free": lock_free, "globals": format!("{globals:?}"), "sequence": sequence })
    }

    /// Statements of the test account still executing on the server.
    async fn running_statements(&self) -> Vec<String> {
        let mut conn = root().await;
        conn.exec(
            "SELECT info FROM information_schema.processlist WHERE user = ? AND command = 'Query'",
            (self.user.clone(),),
        )
        .await
        .unwrap()
    }

    async fn drop_all(&self) {
        let mut conn = root().await;
        let _ = conn.query_drop(format!("DROP DATABASE IF EXISTS `{}`", self.name)).await;
        let _ = conn.query_drop(format!("DROP USER IF EXISTS '{}'@'%'", self.user)).await;
    }
}

fn sql_args(sql: &str, max_rows: Option<u32>) -> String {
    let mut input = json!({ "sql": sql });
    if let Some(n) = max_rows {
        input["max_rows"] = json!(n);
    }
    json!({ "input": input }).to_string()
}

fn fixture(name: &str) -> Vec<String> {
    let path = format!("{}/tests/fixtures/sql/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

#[tokio::test]
async fn every_attack_is_refused_and_nothing_changes() {
    let db = TestDatabase::create("attacks").await;
    let mut harness = support::start_with(db.config()).await;
    let before = db.state().await;
    let attacks = fixture("attacks.jsonl");
    assert!(attacks.len() >= 100);
    for (i, sql) in attacks.iter().enumerate() {
        let observation = harness.call(&format!("attack-{i}"), "c1", "query_mysql", &sql_args(sql, None)).await;
        // Refused before anything ran: REFUSED, not FAILED (which is what a server error is).
        assert_eq!(
            status(&observation),
            pb::ObservationStatus::Refused,
            "attack {i}: {sql}\n{}",
            observation.model_content
        );
        let code = observation.error_code();
        assert!(
            code == pb::ErrorCode::InputRefused || code == pb::ErrorCode::InvalidEnvelope,
            "attack {i} {sql}: {code:?} {}",
            observation.model_content
        );
        let text = observation.model_content.to_lowercase();
        assert!(!text.contains("127.0.0.1") && !text.contains(&db.user) && !text.contains("ro-pw"), "{text}");
    }
    // A gate refusal spends nothing and leaves no audit record: nothing ran.
    let first = harness.call("refused-run", "c1", "query_mysql", &sql_args("DELETE FROM orders", None)).await;
    assert_eq!(first.error_code(), pb::ErrorCode::InputRefused);
    assert!(first.model_content.contains("DELETE statements are not accepted"), "{}", first.model_content);
    assert_eq!(content(&first)["budget"]["calls_left"], json!(10_000), "{}", first.model_content);
    assert!(harness.records("refused-run").await.is_empty());
    // Give anything that might have started on the server time to show itself.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(db.state().await, before, "an attack changed the database");
    for file in [
        "/tmp/th_attack_outfile.txt",
        "/tmp/th_attack_dumpfile.bin",
        "/tmp/th_attack_outfile2.txt",
        "/tmp/th_attack_outfile3.txt",
    ] {
        assert!(!std::path::Path::new(file).exists(), "{file} was written");
    }
    let running = db.running_statements().await;
    assert!(running.is_empty(), "statements still running: {running:?}");
    db.drop_all().await;
}

#[tokio::test]
async fn legitimate_diagnostic_reads_are_answered() {
    let db = TestDatabase::create("reads").await;
    let mut harness = support::start_with(db.config()).await;
    let reads = fixture("reads.jsonl");
    assert!(reads.len() >= 50);
    for (i, sql) in reads.iter().enumerate() {
        let observation = harness.call(&format!("read-{i}"), "c1", "query_mysql", &sql_args(sql, None)).await;
        assert_eq!(
            status(&observation),
            pb::ObservationStatus::Ready,
            "read {i}: {sql}\n{}",
            observation.model_content
        );
        let body = content(&observation);
        assert!(body["result"]["columns"].as_array().is_some_and(|c| !c.is_empty()), "{sql}: {body}");
    }
    let body = content(
        &harness.call("read-x", "c1", "query_mysql", &sql_args("SELECT id, total FROM orders ORDER BY id", None)).await,
    );
    assert_eq!(body["result"]["items"][0], json!([1, "120.50"]));
    assert_eq!(body["result"]["columns"][1]["name"], "total");
    db.drop_all().await;
}

#[tokio::test]
async fn protected_columns_and_secret_values_are_withheld() {
    let db = TestDatabase::create("redact").await;
    let mut harness = support::start_with(db.config()).await;
    let observation =
        harness.call("r", "c1", "query_mysql", &sql_args("SELECT * FROM customers ORDER BY id", None)).await;
    let text = observation.model_content.clone();
    let body = content(&observation);
    for secret in ["$2b$12$R9h", "tok_1", "AKIAIOSFODNN7EXAMPLE", "ana@example.com", "10.1.2.3"] {
        assert!(!text.contains(secret), "{secret} leaked: {text}");
    }
    let columns: Vec<&str> =
        body["result"]["columns"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    let hash = columns.iter().position(|c| *c == "password_hash").unwrap();
    assert_eq!(body["result"]["items"][0][hash], "[REDACTED]");
    assert_eq!(body["result"]["columns"][hash]["protected"], true);
    assert_eq!(body["result"]["items"][2][hash], Value::Null, "NULL stays NULL");
    // The raw record keeps the truth for the audit, unseen by the model.
    let records = harness.records("r").await;
    assert!(!records[0].agent_result_json.contains("tok_1"));
    db.drop_all().await;
}

#[tokio::test]
async fn rows_cells_and_bytes_are_truncated_with_markers() {
    let db = TestDatabase::create("trunc").await;
    let mut config = db.config();
    config.limits.mysql_max_cell_chars = 50;
    config.limits.max_observation_bytes = 4096;
    let mut harness = support::start_with(config).await;
    let rows =
        content(&harness.call("t1", "c1", "query_mysql", &sql_args("SELECT n FROM nums ORDER BY n", Some(5))).await);
    assert_eq!(rows["result"]["items"], json!([[1], [2], [3], [4], [5]]));
    assert_eq!(rows["result"]["truncated"]["more_rows_on_server"], true);
    let cells = content(
        &harness.call("t2", "c1", "query_mysql", &sql_args("SELECT note FROM customers WHERE id = 3", None)).await,
    );
    let cell = cells["result"]["items"][0][0].as_str().unwrap();
    assert!(cell.ends_with("[+950 chars]") && cells["result"]["truncated"]["cells_cut"] == 1, "{cells}");
    let wide = harness
        .call("t3", "c1", "query_mysql", &sql_args("SELECT n, REPEAT('x', 40) AS pad FROM nums", Some(1000)))
        .await;
    assert!(wide.model_content.len() <= 4096);
    let body = content(&wide);
    assert!(body["result"]["truncated"]["rows_cut_for_size"].as_u64().unwrap() > 0, "{body}");
    assert!(body["result"]["items"].as_array().unwrap().len() > 10);
    db.drop_all().await;
}

#[tokio::test]
async fn a_long_statement_times_out_and_is_killed_on_the_server() {
    let db = TestDatabase::create("timeout").await;
    let mut config = db.config();
    config.limits.mysql_statement_timeout = Duration::from_millis(800);
    let sql = "SELECT COUNT(*) FROM nums a CROSS JOIN nums b CROSS JOIN nums c WHERE a.n + b.n + c.n > 0";
    // With the default row limit the server's estimate (10^9 rows) refuses it before it runs: one query
    // block, so the server's own join limit (`max_join_size`) is what refuses it.
    let mut harness = support::start_with(config.clone()).await;
    let observation = harness.call("estimated", "c1", "query_mysql", &sql_args(sql, None)).await;
    assert_eq!(observation.error_code(), pb::ErrorCode::InvalidRequest, "{}", observation.model_content);
    assert!(observation.model_content.contains("refused by the server before it ran"), "{}", observation.model_content);
    // A subquery that runs once per outer row is estimated by the sidecar before the server sees it.
    let per_row = "SELECT a.n, (SELECT COUNT(*) FROM nums b WHERE b.n <> a.n AND b.n + a.n > (SELECT COUNT(*) FROM nums c WHERE c.n <> b.n)) FROM nums a";
    let observation = harness.call("estimated", "c2", "query_mysql", &sql_args(per_row, None)).await;
    assert_eq!(observation.error_code(), pb::ErrorCode::InvalidRequest, "{}", observation.model_content);
    assert!(observation.model_content.contains("would examine about"), "{}", observation.model_content);
    // Allowed to examine that many, it runs into the statement time limit and is stopped on the server.
    config.limits.mysql_max_join_rows = Some(10_000_000_000);
    let mut harness = support::start_with(config).await;
    let started = Instant::now();
    let observation = harness.call("slow", "c1", "query_mysql", &sql_args(sql, None)).await;
    assert_eq!(observation.error_code(), pb::ErrorCode::BackendTimeout, "{}", observation.model_content);
    assert!(started.elapsed() < Duration::from_secs(10));
    tokio::time::sleep(Duration::from_millis(500)).await;
    let running = db.running_statements().await;
    assert!(running.is_empty(), "still running on the server: {running:?}");
    db.drop_all().await;
}

#[tokio::test]
async fn a_server_that_is_down_is_backend_unavailable_quickly() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut config = Config::default();
    config.mysql_datasources.insert("default".into(), format!("mysql://ro:secret-pw@127.0.0.1:{port}/app"));
    let mut harness = support::start_with(config).await;
    let started = Instant::now();
    let observation = harness.call("down", "c1", "query_mysql", &sql_args("SELECT 1", None)).await;
    assert_eq!(observation.error_code(), pb::ErrorCode::BackendUnavailable, "{}", observation.model_content);
    assert!(started.elapsed() < Duration::from_secs(5));
    assert!(!observation.model_content.contains("secret-pw") && !observation.model_content.contains(&port.to_string()));
}

#[tokio::test]
async fn the_session_itself_refuses_writes_even_past_the_gate() {
    use adapters::mysql::executor::{Datasource, MysqlSettings};
    use sqlgate::{Flavor, ReadKind};
    // Root can write: only the executor's read-only session and transaction stand in the way here.
    let db = TestDatabase::create("guards").await;
    let url = format!("mysql://root@127.0.0.1:3306/{}", db.name);
    let redactor = std::sync::Arc::new(redact::Redactor::new());
    let datasource = Datasource::new("root", &url, MysqlSettings::default(), redactor).unwrap();
    let report = datasource.privilege_report().await.expect("reachable");
    assert!(report.findings.iter().any(|f| f.contains("can write")), "{:?}", report.findings);
    let before = db.state().await;
    for write in [
        "INSERT INTO nums VALUES (5000)",
        "DELETE FROM orders",
        "CREATE TABLE sneaky (a INT)",
        "UPDATE customers SET name = 'x'",
    ] {
        let failure = datasource.run(write, ReadKind::Show, None, Flavor::MariaDb, 10).await.unwrap_err();
        assert_eq!(failure.code, contract::ErrorCode::InvalidRequest, "{write}: {}", failure.message);
    }
    let read = datasource.run("SELECT COUNT(*) FROM nums", ReadKind::Query, None, Flavor::MariaDb, 10).await.unwrap();
    assert_eq!(read.rows, vec![vec![json!(1000)]]);
    assert_eq!(db.state().await, before);
    // A writable account can be refused at start-up.
    let mut config = Config::default();
    config.mysql_datasources.insert("default".into(), url);
    config.mysql_require_read_only = true;
    let error = toolharness::App::build(&config).await.err().expect("refused");
    assert!(error.to_string().contains("can write"), "{error}");
    assert!(error.to_string().contains("GRANT SELECT, SHOW VIEW"), "{error}");
    db.drop_all().await;
}

/// The pool keeps connections warm, and nothing one call leaves in its session reaches the next call on
/// the same connection: user variables, session settings, named locks. (Temporary tables cannot be made:
/// the read-only transaction refuses them.)
#[tokio::test]
async fn session_state_never_crosses_calls_on_a_warm_connection() {
    use adapters::mysql::executor::{Datasource, MysqlSettings};
    use sqlgate::{Flavor, ReadKind};
    // Root, and the executor called directly: the gate would refuse every one of these statements.
    let db = TestDatabase::create("pool").await;
    let url = format!("mysql://root@127.0.0.1:3306/{}", db.name);
    let redactor = std::sync::Arc::new(redact::Redactor::new());
    let datasource = Datasource::new("root", &url, MysqlSettings::default(), redactor).unwrap();
    let lock = format!("{}_lock", db.name);
    // A returned connection is reset on its way back to the pool; the pause lets that finish so the next
    // call takes the same connection instead of opening another.
    let settle = || tokio::time::sleep(Duration::from_millis(100));
    let run = |sql: String, kind| {
        let datasource = &datasource;
        async move {
            settle().await;
            datasource.run(&sql, kind, None, Flavor::MariaDb, 10).await.unwrap()
        }
    };
    let first = run("SELECT CONNECTION_ID()".into(), ReadKind::Query).await.rows[0][0].clone();

    run(
        format!(
            "SELECT GET_LOCK('{lock}', 0), @leak := 'left behind', @@session.sql_select_limit, CONNECTION_ID() \
             FROM DUAL"
        ),
        ReadKind::Query,
    )
    .await;
    run("SET @other := 1, SESSION sql_select_limit = 1, SESSION max_statement_time = 0".into(), ReadKind::Show).await;
    let after = run(
        format!(
            "SELECT CONNECTION_ID(), IS_USED_LOCK('{lock}') IS NULL, @leak IS NULL, @other IS NULL, \
             @@session.sql_select_limit = @@global.sql_select_limit FROM DUAL"
        ),
        ReadKind::Query,
    )
    .await;
    assert_eq!(after.rows[0][0], first, "the same warm connection served every call");
    assert_eq!(after.rows[0][1..], [json!(1), json!(1), json!(1), json!(1)], "{:?}", after.rows);
    drop(datasource);
    db.drop_all().await;
}
