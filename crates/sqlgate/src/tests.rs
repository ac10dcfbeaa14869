//! The gate on a planted catalog (the shape of the adversarial corpus's schema) and offline.

use super::*;

/// Names decide, as the redaction vocabulary would for these columns.
struct Names;

impl Policy for Names {
    fn column(&self, name: &str) -> ColumnClass {
        let lower = name.to_ascii_lowercase();
        if [
            "password_hash",
            "token",
            "session_token",
            "card_number",
            "cvv",
            "api_token",
            "authentication_string",
            "secret",
        ]
        .contains(&lower.as_str())
        {
            ColumnClass::Secret
        } else if ["email", "phone"].contains(&lower.as_str()) {
            ColumnClass::Personal
        } else if lower == "name" || lower == "k" {
            ColumnClass::NameField
        } else if lower == "value" {
            ColumnClass::ValueField
        } else {
            ColumnClass::Other
        }
    }

    fn names_secret(&self, key: &str) -> bool {
        key.contains("secret") || key.contains("password")
    }

    fn holds_credential(&self, literal: &str) -> bool {
        literal.contains("password=") || literal.starts_with("sk_live_")
    }
}

fn column(name: &str, data_type: &str) -> Column {
    Column { name: name.into(), data_type: data_type.into(), max_chars: (data_type == "varchar").then_some(255) }
}

fn table(name: &str, columns: &[(&str, &str)]) -> Table {
    Table { name: name.into(), kind: TableKind::Base, columns: columns.iter().map(|(n, t)| column(n, t)).collect() }
}

fn view(name: &str, columns: &[&str], definition: &str) -> Table {
    Table {
        name: name.into(),
        kind: TableKind::View { definition: Some(definition.into()) },
        columns: columns.iter().map(|n| column(n, "varchar")).collect(),
    }
}

fn planted() -> Catalog {
    let mut catalog = Catalog::live(Flavor::MariaDb, "10.11.19-MariaDB", "app");
    catalog.add_table(table(
        "users",
        &[
            ("id", "int"),
            ("name", "varchar"),
            ("email", "varchar"),
            ("password_hash", "varchar"),
            ("profile", "longtext"),
        ],
    ));
    catalog
        .add_table(table("api_keys", &[("id", "int"), ("user_id", "int"), ("label", "varchar"), ("token", "varchar")]));
    catalog.add_table(table("settings", &[("name", "varchar"), ("value", "text"), ("updated_at", "datetime")]));
    catalog.add_table(table(
        "orders",
        &[
            ("id", "int"),
            ("user_id", "int"),
            ("total", "decimal"),
            ("status", "varchar"),
            ("payload", "json"),
            ("created_at", "datetime"),
        ],
    ));
    catalog.add_table(table("big", &[("n", "int"), ("pad", "varchar"), ("doc", "longtext")]));
    catalog.add_table(view(
        "user_directory",
        &["id", "name", "note"],
        "select `app`.`users`.`id` AS `id`,`app`.`users`.`name` AS `name`,`app`.`users`.`password_hash` AS `note` from `app`.`users`",
    ));
    catalog.add_table(view(
        "app_config",
        &["k", "v"],
        "select `app`.`settings`.`name` AS `k`,`app`.`settings`.`value` AS `v` from `app`.`settings`",
    ));
    catalog.add_table(view(
        "staff",
        &["u", "h"],
        "select `mysql`.`user`.`User` AS `u`,`mysql`.`user`.`authentication_string` AS `h` from `mysql`.`user`",
    ));
    catalog.add_table(view(
        "order_totals",
        &["status", "total"],
        "select `app`.`orders`.`status` AS `status`,sum(`app`.`orders`.`total`) AS `total` from `app`.`orders` group by `app`.`orders`.`status`",
    ));
    catalog.add_table(view("with_routine", &["x"], "select `app`.`f`(1) AS `x`"));
    catalog.add_routine("REGEXP_LIKE");
    catalog.add_information_schema_table(table(
        "TABLES",
        &[("TABLE_SCHEMA", "varchar"), ("TABLE_NAME", "varchar"), ("TABLE_ROWS", "bigint")],
    ));
    catalog.add_information_schema_table(table(
        "COLUMNS",
        &[("TABLE_SCHEMA", "varchar"), ("TABLE_NAME", "varchar"), ("COLUMN_NAME", "varchar")],
    ));
    let natives: Vec<String> = functions::MARIADB_10_11_NATIVE.iter().map(|s| s.to_string()).collect();
    catalog.set_natives(natives);
    catalog
}

fn gate(sql: &str) -> Result<Verdict, Refusal> {
    check(sql, &planted(), &Names)
}

fn offline(sql: &str) -> Result<Verdict, Refusal> {
    check(sql, &Catalog::offline(), &Names)
}

fn treatments(sql: &str) -> Vec<(String, Treatment)> {
    let verdict = gate(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    verdict.columns.expect("known columns").into_iter().map(|c| (c.name, c.treatment)).collect()
}

fn withheld(source: &str) -> Treatment {
    Treatment::Withhold { source: source.into() }
}

#[test]
fn reads_pass_and_say_what_each_column_is() {
    for sql in [
        "SELECT id, name FROM users WHERE id = 3",
        "SELECT COUNT(*) FROM users WHERE password_hash IS NULL",
        "SELECT SUM(password_hash IS NULL) AS unset FROM users",
        "SELECT o.id, u.name FROM orders o JOIN users u ON u.id = o.user_id WHERE o.total > 10 ORDER BY o.created_at DESC LIMIT 5",
        "WITH recent AS (SELECT * FROM orders WHERE created_at > NOW() - INTERVAL 1 DAY) SELECT COUNT(*) FROM recent",
        "SELECT id, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY created_at) AS rn FROM orders",
        "SELECT JSON_VALUE(payload, '$.channel') AS channel, COUNT(*) FROM orders GROUP BY channel",
        "SELECT payload->>'$.status' AS s FROM orders",
        "SELECT user_id, GROUP_CONCAT(id ORDER BY created_at DESC SEPARATOR ',' LIMIT 5) AS last_orders FROM orders GROUP BY user_id",
        "SELECT id, created_at FROM orders WHERE created_at > '2024-06-01' - INTERVAL '1:30' HOUR_MINUTE LIMIT 10",
        "SELECT id MOD 7 AS shard, COUNT(*) FROM orders GROUP BY shard",
        "SELECT MOD(id, 10) AS bucket FROM orders",
        "SELECT name, updated_at FROM settings WHERE name LIKE '%secret%'",
        "SELECT status, SUM(total) FROM order_totals GROUP BY status",
        "SELECT TABLE_NAME, TABLE_ROWS FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY 2 DESC",
        "SELECT email, COUNT(*) FROM users GROUP BY email",
        "SELECT id FROM users WHERE email = 'ana@example.com'",
        "SELECT CAST(total AS CHAR (10)) FROM orders",
        "SELECT VERSION(), @@version_comment, @@max_connections",
        "SELECT id FROM users UNION SELECT user_id FROM orders",
        "SELECT LEFT(pad, 100) FROM big LIMIT 3",
        "SELECT REPLACE(name, ' ', '_') FROM users",
        "SELECT sku FROM (SELECT status AS sku FROM orders) t WHERE sku = 'x'",
        "SELECT j.k FROM orders, JSON_TABLE(payload, '$[*]' COLUMNS (k VARCHAR(10) PATH '$.channel')) AS j",
        "SHOW TABLES",
        "SHOW FULL TABLES WHERE Table_type = 'VIEW'",
        "SHOW COLUMNS FROM users",
        "SHOW INDEX FROM orders FROM app",
        "SHOW CREATE VIEW app_config",
        "SHOW TABLE STATUS LIKE 'ord%'",
        "SHOW OPEN TABLES FROM app",
        "SHOW GLOBAL STATUS LIKE 'Threads%'",
        "DESCRIBE orders",
        "DESC users email",
        "EXPLAIN SELECT * FROM orders WHERE id = 1",
        "EXPLAIN EXTENDED SELECT * FROM orders",
        "EXPLAIN FORMAT=JSON SELECT * FROM orders",
        "ANALYZE FORMAT=JSON SELECT COUNT(*) FROM orders WHERE status = 'paid'",
        "SELECT ISNULL(password_hash) FROM users",
        "SHOW GLOBAL STATUS WHERE Variable_name IN ('Threads_connected', 'Uptime')",
        "SHOW VARIABLES WHERE Variable_name = 'max_connections'",
        "SHOW ENGINES",
        "SHOW COLLATION LIKE 'utf8%'",
        "SHOW CHARACTER SET",
        "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA IN (DATABASE())",
        "SELECT t.TABLE_NAME FROM information_schema.TABLES t JOIN information_schema.TABLES u ON u.TABLE_SCHEMA = t.TABLE_SCHEMA WHERE t.TABLE_SCHEMA = 'app'",
        "SELECT JSON_EXTRACT(payload, '$.items[*].sku') FROM orders",
        "SELECT JSON_SEARCH(payload, 'one', 'web', NULL, '$.channel') FROM orders",
        "SELECT name FROM settings WHERE name LIKE '%password%'",
        "SELECT id FROM orders WHERE payload LIKE '%password reset%'",
        "SELECT id, SUM(total) OVER (ORDER BY id ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM orders",
        "SELECT id FROM orders WHERE total > ALL (SELECT total FROM orders WHERE status = 'x')",
        "SELECT id FROM orders ORDER BY id OFFSET 2 ROWS FETCH FIRST 3 ROWS ONLY",
        "DESCRIBE SELECT id FROM orders",
    ] {
        assert!(gate(sql).is_ok(), "{sql}: {:?}", gate(sql));
    }
    assert_eq!(
        treatments("SELECT * FROM users"),
        vec![
            ("id".into(), Treatment::Show),
            ("name".into(), Treatment::Show),
            ("email".into(), Treatment::Show),
            ("password_hash".into(), withheld("users.password_hash")),
            ("profile".into(), Treatment::Show),
        ]
    );
    // A view's renamed column keeps its source.
    assert_eq!(
        treatments("SELECT id, note FROM user_directory"),
        vec![("id".into(), Treatment::Show), ("note".into(), withheld("users.password_hash"))]
    );
    assert_eq!(
        treatments("SELECT k, v FROM app_config"),
        vec![("k".into(), Treatment::Show), ("v".into(), Treatment::ValueOfNamed { source: "settings.value".into() })]
    );
    let verdict = gate("SELECT k, v FROM app_config").unwrap();
    assert_eq!(verdict.columns.unwrap()[1].role, "value");
}

#[test]
fn protected_values_are_refused_under_any_name() {
    for (sql, reason) in [
        ("SELECT password_hash AS h FROM users", "renamed"),
        ("SELECT CONCAT(password_hash) FROM users", "expressions over it"),
        ("SELECT id FROM users WHERE password_hash LIKE '$2b%'", "may not be used in WHERE"),
        ("SELECT (SELECT password_hash FROM users LIMIT 1) AS h", "protected column"),
        ("SELECT name FROM users UNION SELECT password_hash FROM users", "under the name"),
        ("SELECT * FROM (SELECT password_hash AS x FROM users) t", "renamed"),
        ("SELECT id FROM users ORDER BY password_hash", "ORDER BY"),
        ("SELECT id, password_hash FROM users ORDER BY 2", "ORDER BY"),
        ("SELECT token, COUNT(*) FROM api_keys GROUP BY 1", "GROUP BY"),
        ("WITH u(i, n, e, h, p) AS (SELECT * FROM users) SELECT i, h FROM u", "renames the protected column"),
        ("WITH u AS (SELECT * FROM users) SELECT COUNT(*) FROM u WHERE password_hash LIKE 'a%'", "WHERE"),
        (
            "SELECT 0 AS i, '' AS n, '' AS e, '' AS h, '' AS p FROM DUAL WHERE 0 UNION ALL SELECT * FROM users",
            "under the name",
        ),
        ("VALUES (0, 0, 'label', 'ref') UNION ALL SELECT * FROM api_keys", "under the name"),
        ("SELECT u.id FROM users u NATURAL JOIN (SELECT 'x' AS password_hash) g", "join"),
        ("SELECT u.id FROM users u JOIN (SELECT 'x' AS password_hash) g USING (password_hash)", "join"),
        (
            "WITH u AS (SELECT * FROM users) SELECT id, FIRST_VALUE(password_hash) OVER (ORDER BY id) FROM u",
            "expressions",
        ),
        ("SELECT id, RANK() OVER (ORDER BY password_hash) FROM users", "window"),
        ("SELECT COUNT(*) FROM user_directory WHERE id = 1 AND note LIKE 'a%'", "users.password_hash (here note)"),
        ("SELECT name, REVERSE(value) AS v FROM settings", "expressions over it"),
        ("SELECT k FROM app_config WHERE v LIKE 'sk%'", "settings.value"),
        ("SELECT id FROM users WHERE JSON_VALUE(profile, '$.mfa_secret') LIKE 'U%'", "names a secret"),
        ("SELECT profile->'$.password' FROM users", "names a secret"),
        ("SELECT JSON_EXTRACT(profile, '$.*') FROM users", "wildcard"),
        ("SELECT id, HEX(profile) FROM users", "hide its values"),
        ("SELECT TO_BASE64(name) FROM users", "hide its values"),
        ("SELECT id FROM users WHERE email LIKE 'a%'", "personal-data"),
        ("SELECT UPPER(email) FROM users", "personal-data"),
        ("SELECT * FROM staff", "system schema mysql"),
        ("SELECT * FROM with_routine", "schema-qualified"),
        ("SELECT id FROM orders WHERE payload LIKE '%password=hunter%'", "credential"),
        ("SELECT CASE WHEN password_hash LIKE 'a%' THEN 1 END FROM users", "may not be used"),
        (
            "SELECT j.s FROM users, JSON_TABLE(profile, '$' COLUMNS (s VARCHAR(40) PATH '$.mfa_secret')) AS j WHERE j.s LIKE 'a%'",
            "JSON path",
        ),
    ] {
        let error = gate(sql).expect_err(sql).reason;
        assert!(error.contains(reason), "{sql}: {error}");
    }
}

#[test]
fn only_this_servers_built_ins_called_as_built_ins() {
    for (sql, reason) in [
        ("SELECT `NOW`() AS t", "in quotes"),
        ("SELECT NOW () AS t", "nothing between"),
        ("SELECT NOW/**/() AS t", "nothing between"),
        ("SELECT CURDATE\n() AS t", "nothing between"),
        ("SELECT COUNT(*) FROM orders WHERE REGEXP_LIKE(status, 'paid')", "not a built-in"),
        ("SELECT status, ANY_VALUE(id) FROM orders GROUP BY status", "not a built-in"),
        ("SELECT app.f(1)", "schema-qualified"),
        ("SELECT sign_payload('x')", "allow-list"),
        ("SELECT SLEEP(1)", "allow-list"),
        ("SELECT CURRENT_USER()", "names the account"),
        ("SELECT CURRENT_USER AS who", "names the account"),
        ("SELECT @@datadir", "@@datadir"),
        ("SELECT @@GLOBAL.hostname", "@@hostname"),
    ] {
        let error = gate(sql).expect_err(sql).reason;
        assert!(error.contains(reason), "{sql}: {error}");
    }
}

#[test]
fn resources_are_bounded_by_the_statement_itself() {
    for (sql, reason) in [
        ("SELECT LENGTH(REGEXP_REPLACE(REPEAT('ab', 8000000), 'b', 'c')) AS n", "integer literal of at most"),
        ("SELECT LENGTH(REGEXP_REPLACE(SPACE(4000000), ' ', '_'))", "integer literal"),
        ("SELECT n, REPEAT('x', 16000000) FROM big", "integer literal"),
        ("SELECT REPEAT(pad, n) FROM big", "integer literal"),
        ("SELECT REPEAT(pad, 10) FROM big", "per row"),
        ("SELECT SUBSTRING(doc, 1, 10) FROM big", "would cut the document"),
        ("SELECT REPLACE(doc, 'a', 'bb') FROM big", "would cut the document"),
        ("SELECT REGEXP_REPLACE(JSON_ARRAYAGG(n), '1', '2') FROM big", "square"),
        ("SELECT name FROM users WHERE name REGEXP '(a+)+$'", "exponentially"),
        ("SELECT name FROM users WHERE name REGEXP CONCAT('a', 'b')", "string literal"),
    ] {
        let error = gate(sql).expect_err(sql).reason;
        assert!(error.contains(reason), "{sql}: {error}");
    }
    assert!(gate("SELECT REPEAT('-', 80)").is_ok());
    // GROUP_CONCAT is bounded by the session's group_concat_max_len.
    assert!(gate("SELECT REGEXP_REPLACE(GROUP_CONCAT(pad SEPARATOR ''), '[.]', '') FROM big").is_ok());
    assert!(gate("SELECT REGEXP_REPLACE(LEFT(pad, 100), 'a', 'b') FROM big").is_ok());
    assert!(gate("SELECT REPEAT(pad, 3) FROM big").is_ok());
}

#[test]
fn system_schemas_and_disclosing_forms_are_refused() {
    for (sql, reason) in [
        ("SELECT * FROM mysql.user", "system schema"),
        ("SELECT * FROM information_schema.PROCESSLIST", "not accepted"),
        ("SELECT ROUTINE_DEFINITION FROM information_schema.ROUTINES", "not accepted"),
        ("SELECT TABLE_NAME FROM information_schema.TABLES", "table TABLES must be filtered to this database"),
        ("SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA NOT IN (DATABASE())", "filtered"),
        ("SELECT * FROM other.t", "another schema"),
        ("SHOW TABLES FROM mysql", "system schema"),
        ("SHOW FULL TABLES IN sys", "system schema"),
        ("SHOW CREATE TABLE mysql.global_priv", "system schema"),
        ("SHOW TABLE STATUS FROM mysql LIKE 'global_priv'", "system schema"),
        ("SHOW VARIABLES LIKE '%'", "three characters"),
        ("SHOW SESSION VARIABLES WHERE 1", "must name the variables"),
        ("SHOW STATUS WHERE Variable_name LIKE '%'", "must name the"),
        ("SELECT id FROM users WHERE profile LIKE '%\"mfa_secret\": \"U%'", "secret key mfa_secret"),
        ("SELECT id FROM orders WHERE payload LIKE '%password=hu%'", "credential"),
        ("SELECT JSON_SEARCH(profile, 'one', 'U%') FROM users", "give it a path"),
        ("SELECT JSON_SEARCH(profile, 'one', 'U%', NULL, '$.mfa_secret') FROM users", "names a secret"),
        ("SELECT JSON_EXTRACT(profile, '$.*') FROM users", "wildcard"),
        (
            "SELECT t.TABLE_NAME FROM information_schema.TABLES t JOIN information_schema.COLUMNS c ON c.TABLE_NAME = t.TABLE_NAME WHERE t.TABLE_SCHEMA = DATABASE()",
            "table c must be filtered",
        ),
        ("SHOW VARIABLES", "LIKE filter"),
        ("SHOW GRANTS", "not an accepted SHOW"),
        ("SHOW PROCESSLIST", "not an accepted SHOW"),
        ("SHOW DATABASES", "not an accepted SHOW"),
        ("EXPLAIN ANALYZE SELECT 1", "not a MariaDB statement"),
        ("ANALYZE TABLE orders", "ANALYZE TABLE"),
        ("DESCRIBE mysql.user", "system schema"),
        ("SELECT * FROM nosuch", "unknown table"),
        ("SELECT nosuch FROM orders", "unknown column"),
        ("DELETE FROM orders", "DELETE"),
        ("SELECT 1 --\u{a0}, LOAD_FILE('/etc/passwd')", "U+00A0"),
    ] {
        let error = gate(sql).expect_err(sql).reason;
        assert!(error.contains(reason), "{sql}: {error}");
    }
    assert!(gate("SELECT * FROM nosuch").unwrap_err().unknown_name);
    assert_eq!(gate("SHOW STATUS LIKE 'Threads%'").unwrap().rows, RowFilter::SensitiveVariables);
}

#[test]
fn offline_decides_what_the_text_decides() {
    for sql in [
        "SELECT * FROM orders",
        "SELECT id, password_hash FROM customers",
        "SELECT c.country, COUNT(*) AS n FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.country",
        "SHOW TABLES",
        "DESCRIBE orders",
    ] {
        assert!(offline(sql).is_ok(), "{sql}: {:?}", offline(sql));
    }
    for (sql, reason) in [
        ("SELECT password_hash AS h FROM customers", "renamed"),
        ("WITH u(a, b, h) AS (SELECT * FROM users) SELECT h FROM u", "not known here"),
        ("SELECT name FROM t UNION SELECT * FROM users", "not known here"),
        ("SELECT id FROM customers WHERE password_hash LIKE '$2b%'", "WHERE"),
        ("SELECT REGEXP_LIKE(a, 'b') FROM t", "not a built-in"),
        ("SELECT * FROM t1 NATURAL JOIN t2", "NATURAL JOIN"),
    ] {
        let error = offline(sql).expect_err(sql).reason;
        assert!(error.contains(reason), "{sql}: {error}");
    }
}

#[test]
fn moving_window_frames_are_bounded() {
    for (sql, reason) in [
        ("SELECT MAX(pad) OVER (ORDER BY n ROWS BETWEEN 50000 PRECEDING AND 50000 FOLLOWING) FROM big", "too wide"),
        (
            "SELECT MIN(n) OVER w FROM big WINDOW w AS (ORDER BY n ROWS BETWEEN 500 PRECEDING AND CURRENT ROW)",
            "too wide",
        ),
        ("SELECT MAX(n) OVER (ORDER BY n RANGE BETWEEN 10 PRECEDING AND CURRENT ROW) FROM big", "RANGE"),
    ] {
        let error = gate(sql).expect_err(sql).reason;
        assert!(error.contains(reason), "{sql}: {error}");
    }
    for sql in [
        "SELECT SUM(n) OVER (ORDER BY n ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) FROM big",
        "SELECT SUM(n) OVER (ORDER BY n RANGE BETWEEN 10 PRECEDING AND CURRENT ROW) FROM big",
        "SELECT MAX(n) OVER (PARTITION BY pad ORDER BY n ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM big",
    ] {
        assert!(gate(sql).is_ok(), "{sql}: {:?}", gate(sql));
    }
}
