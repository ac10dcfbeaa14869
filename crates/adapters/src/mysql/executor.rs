//! Runs a gated read on a datasource, inside every guard the server offers.
//!
//! Per call, on a pooled connection (the pool resets each returned connection, so user variables, locks
//! and `USE` never carry over from one call to the next):
//! 1. one `SET SESSION …`: the session read-only (`tx_read_only` on MariaDB, `transaction_read_only` on
//!    MySQL — on MariaDB a read-only *session* keeps refusing DDL even across an implicit commit, where a
//!    per-transaction flag does not), `sql_mode` pinned (no `ANSI_QUOTES`, no `NO_BACKSLASH_ESCAPES`, so the
//!    server reads quotes exactly as the gate's lexer did), and the server-side statement timeout
//!    (`max_statement_time` on MariaDB, `max_execution_time` on MySQL);
//! 2. `START TRANSACTION READ ONLY`;
//! 3. the statement, as one prepared statement (the server cannot prepare two; text protocol only for the
//!    gated SHOW/DESCRIBE/EXPLAIN forms a server will not prepare), rows streamed until `max_rows + 1`;
//! 4. `ROLLBACK`.
//!
//! The client-side timeout bounds all of it; when it fires, `KILL QUERY` stops the statement on the
//! server and the connection is dropped, not returned to the pool.

use std::time::Duration;

use mysql_async::prelude::Queryable;
use mysql_async::{Conn, Opts, OptsBuilder, Pool, PoolConstraints, PoolOpts, Row, Value as SqlValue};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use contract::{ErrorCode, ToolFailure};

use super::gate::ReadKind;

pub const SQL_MODE: &str = "STRICT_ALL_TABLES,NO_ENGINE_SUBSTITUTION,ONLY_FULL_GROUP_BY";

/// One configured datasource.
pub struct Datasource {
    pub name: String,
    pool: Pool,
    pub statement_timeout: Duration,
    pub connect_timeout: Duration,
    /// MariaDB (true) or MySQL, learned on first use.
    mariadb: std::sync::OnceLock<bool>,
    redactor: std::sync::Arc<redact::Redactor>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct RawColumn {
    pub name: String,
    #[serde(rename = "type")]
    pub kind: String,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct RawRows {
    pub columns: Vec<RawColumn>,
    pub rows: Vec<Vec<Value>>,
    /// More rows existed than `max_rows`.
    pub rows_truncated: bool,
}

impl Datasource {
    /// A small, sidecar-sized pool (at most 4 connections). No connection is made yet.
    pub fn new(
        name: &str,
        url: &str,
        statement_timeout: Duration,
        redactor: std::sync::Arc<redact::Redactor>,
    ) -> Result<Datasource, String> {
        let opts = Opts::from_url(url).map_err(|_| format!("the MySQL URL of datasource {name} is not valid"))?;
        let constraints = PoolConstraints::new(0, 4).expect("0 <= 4");
        let pool_opts = PoolOpts::default().with_constraints(constraints).with_reset_connection(true);
        let opts = OptsBuilder::from_opts(opts).pool_opts(pool_opts).prefer_socket(false);
        Ok(Datasource {
            name: name.to_owned(),
            pool: Pool::new(opts),
            statement_timeout,
            connect_timeout: Duration::from_secs(3),
            mariadb: std::sync::OnceLock::new(),
            redactor,
        })
    }

    async fn connection(&self) -> Result<Conn, ToolFailure> {
        match tokio::time::timeout(self.connect_timeout, self.pool.get_conn()).await {
            Ok(Ok(conn)) => Ok(conn),
            Ok(Err(error)) => Err(self.classify(&error)),
            Err(_) => Err(ToolFailure::backend_unavailable(format!(
                "the database of datasource {} did not accept a connection within {} s",
                self.name,
                self.connect_timeout.as_secs()
            ))),
        }
    }

    /// Whether the account can write, from its grants (for the start-up warning). `None`: unknown.
    pub async fn account_can_write(&self) -> Option<bool> {
        let mut conn = self.connection().await.ok()?;
        let grants: Vec<String> = conn.query("SHOW GRANTS").await.ok()?;
        const WRITES: &[&str] = &[
            "ALL PRIVILEGES",
            "INSERT",
            "UPDATE",
            "DELETE",
            "CREATE",
            "DROP",
            "ALTER",
            "INDEX",
            "SUPER",
            "FILE",
            "GRANT OPTION",
            "EXECUTE",
            "EVENT",
            "TRIGGER",
            "LOCK TABLES",
            "RELOAD",
            "SHUTDOWN",
            "REFERENCES",
        ];
        Some(grants.iter().any(|grant| {
            let privileges = grant.split(" ON ").next().unwrap_or("").to_ascii_uppercase();
            WRITES.iter().any(|w| privileges.contains(w))
        }))
    }

    /// Runs an accepted statement; rows beyond `max_rows` are not read.
    pub async fn run(&self, sql: &str, kind: ReadKind, max_rows: usize) -> Result<RawRows, ToolFailure> {
        let mut conn = self.connection().await?;
        let connection_id = conn.id();
        let work = async {
            let mariadb = match self.mariadb.get() {
                Some(known) => *known,
                None => {
                    let version: Option<String> = conn.query_first("SELECT VERSION()").await?;
                    *self.mariadb.get_or_init(|| version.is_some_and(|v| v.contains("MariaDB")))
                }
            };
            let seconds = self.statement_timeout.as_secs_f64();
            let setup = if mariadb {
                format!(
                    "SET SESSION tx_read_only = 1, SESSION sql_mode = '{SQL_MODE}', SESSION max_statement_time = {seconds:.3}"
                )
            } else {
                format!(
                    "SET SESSION transaction_read_only = ON, SESSION sql_mode = '{SQL_MODE}', SESSION max_execution_time = {}",
                    self.statement_timeout.as_millis()
                )
            };
            conn.query_drop(setup).await?;
            conn.query_drop("START TRANSACTION READ ONLY").await?;
            let rows = read_rows(&mut conn, sql, kind, max_rows).await;
            let rollback = conn.query_drop("ROLLBACK").await;
            let rows = rows?;
            rollback?;
            Ok::<RawRows, mysql_async::Error>(rows)
        };
        // The server-side limit fires first; the client-side one is a little later, for a server that ignores it.
        let client_limit = self.statement_timeout + Duration::from_millis(500);
        match tokio::time::timeout(client_limit, work).await {
            Ok(Ok(rows)) => Ok(rows),
            Ok(Err(error)) => Err(self.classify(&error)),
            Err(_) => {
                self.kill_query(connection_id).await;
                Err(self.timed_out())
            }
        }
    }

    fn timed_out(&self) -> ToolFailure {
        ToolFailure {
            code: ErrorCode::BackendTimeout,
            message: format!(
                "the statement ran longer than {} ms and was stopped; narrow it (filters, LIMIT, indexed columns)",
                self.statement_timeout.as_millis()
            ),
        }
    }

    async fn kill_query(&self, connection_id: u32) {
        if let Ok(Ok(mut other)) = tokio::time::timeout(self.connect_timeout, self.pool.get_conn()).await {
            let _ = other.query_drop(format!("KILL QUERY {connection_id}")).await;
        }
    }
}

async fn read_rows(conn: &mut Conn, sql: &str, kind: ReadKind, max_rows: usize) -> Result<RawRows, mysql_async::Error> {
    // Queries go as one prepared statement. Servers do not prepare every SHOW/DESCRIBE/EXPLAIN form:
    // those (already gated to one read) fall back to the text protocol.
    let prepared = match kind {
        ReadKind::Query => true,
        _ => conn.prep(sql).await.is_ok(),
    };
    if prepared {
        let mut result = conn.exec_iter(sql, ()).await?;
        collect(&mut result, max_rows).await
    } else {
        let mut result = conn.query_iter(sql).await?;
        collect(&mut result, max_rows).await
    }
}

async fn collect<P: mysql_async::prelude::Protocol>(
    result: &mut mysql_async::QueryResult<'_, '_, P>,
    max_rows: usize,
) -> Result<RawRows, mysql_async::Error> {
    let columns: Vec<RawColumn> = result
        .columns_ref()
        .iter()
        .map(|c| RawColumn { name: c.name_str().into_owned(), kind: type_name(c.column_type()) })
        .collect();
    let mut rows = Vec::new();
    let mut rows_truncated = false;
    while let Some(row) = result.next().await? {
        if rows.len() == max_rows {
            rows_truncated = true;
            break;
        }
        rows.push(row_values(row));
    }
    Ok(RawRows { columns, rows, rows_truncated })
}

fn row_values(row: Row) -> Vec<Value> {
    row.unwrap().into_iter().map(cell).collect()
}

fn cell(value: SqlValue) -> Value {
    match value {
        SqlValue::NULL => Value::Null,
        SqlValue::Int(i) => json!(i),
        SqlValue::UInt(u) => json!(u),
        SqlValue::Float(f) => json!(f),
        SqlValue::Double(d) => json!(d),
        SqlValue::Bytes(bytes) => match String::from_utf8(bytes) {
            Ok(text) => Value::String(text),
            Err(error) => Value::String(format!("<binary {} bytes>", error.into_bytes().len())),
        },
        SqlValue::Date(y, mo, d, h, mi, s, us) => {
            if h == 0 && mi == 0 && s == 0 && us == 0 {
                Value::String(format!("{y:04}-{mo:02}-{d:02}"))
            } else {
                Value::String(format!("{y:04}-{mo:02}-{d:02} {h:02}:{mi:02}:{s:02}"))
            }
        }
        SqlValue::Time(negative, days, h, mi, s, _) => {
            Value::String(format!("{}{:02}:{mi:02}:{s:02}", if negative { "-" } else { "" }, u32::from(h) + days * 24))
        }
    }
}

fn type_name(kind: mysql_async::consts::ColumnType) -> String {
    let name = format!("{kind:?}");
    name.trim_start_matches("MYSQL_TYPE_").to_ascii_lowercase()
}

impl Datasource {
    /// A driver error as the model may see it: the server's code, state and message (without account or
    /// host names), or a plain "cannot be reached".
    fn classify(&self, error: &mysql_async::Error) -> ToolFailure {
        classify(error, &self.redactor)
    }
}

fn classify(error: &mysql_async::Error, redactor: &redact::Redactor) -> ToolFailure {
    match error {
        mysql_async::Error::Server(server) => {
            if matches!(server.code, 1969 | 3024 | 1317) {
                return ToolFailure {
                    code: ErrorCode::BackendTimeout,
                    message: "the statement exceeded the statement time limit and was stopped".into(),
                };
            }
            ToolFailure::invalid_request(format!(
                "MySQL error {} ({}): {}",
                server.code,
                server.state,
                scrub_server_message(&server.message, redactor)
            ))
        }
        _ => ToolFailure::backend_unavailable("the database cannot be reached right now"),
    }
}

/// Server messages can name the account and the client host (`'app'@'10.1.2.3'`): those go.
pub fn scrub_server_message(message: &str, redactor: &redact::Redactor) -> String {
    static ACCOUNT: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"'[^']*'@'[^']*'").expect("account pattern"));
    let message = ACCOUNT.replace_all(message, "<account>");
    let mut session = redact::Session::new();
    let message = redactor.redact(&message, &mut session);
    message.chars().take(300).collect()
}
