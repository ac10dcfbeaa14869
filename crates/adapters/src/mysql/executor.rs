//! Runs a gated read on a datasource, inside every guard the server offers, and keeps its catalog.
//!
//! Per call, on a pooled connection. The pool keeps a few connections warm (opening one costs more than
//! the call) and resets each returned connection (`COM_RESET_CONNECTION`), so session settings, user
//! variables, named locks, temporary tables and `USE` never carry over from one call to the next:
//! 1. one `SET SESSION …`: read-only (`tx_read_only` on MariaDB, `transaction_read_only` on MySQL — on
//!    MariaDB a read-only *session* keeps refusing DDL even across an implicit commit), `sql_mode` pinned
//!    (no `ANSI_QUOTES`, no `NO_BACKSLASH_ESCAPES`: the server reads quotes exactly as the gate did), and
//!    the server's own limits: statement time, recursion depth of CTEs, `GROUP_CONCAT` length, in-memory
//!    and on-disk temporary tables, the rows a join may examine (`max_join_size`, so a cartesian product is
//!    refused before it runs), and on MariaDB the session's memory;
//! 2. `START TRANSACTION READ ONLY`;
//! 3. the statement, as one prepared statement (text protocol only for the gated SHOW/DESCRIBE/EXPLAIN
//!    forms a server will not prepare), rows streamed under the row cap and the byte cap — the client
//!    refuses any single packet larger than the byte cap, so no row can grow the sidecar past it — and
//!    when a cap stops the reading, `KILL QUERY` stops the server from sending the rest;
//! 4. back to the pool, whose reset ends the transaction; after a killed statement or an error, `ROLLBACK`
//!    first, and a connection that fails it is closed instead.
//!
//! The client-side timeout bounds all of it; when it fires, `KILL QUERY` stops the statement on the
//! server and the connection is dropped, not returned to the pool.
//!
//! The statement, once the gate has accepted it, carries a SQLCommenter comment with the call's W3C
//! `traceparent` and `tool_call_id` ([`StatementTag`]), so the server's general and slow-query logs lead
//! back to the agent's trace. The gate never sees the comment; its values are percent-encoded, so they
//! can neither close the comment nor quote anything.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tracing::Instrument;

use mysql_async::prelude::Queryable;
use mysql_async::{Conn, Opts, OptsBuilder, Pool, PoolConstraints, PoolOpts, Value as SqlValue};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sqlgate::{Catalog, Flavor, ReadKind, Verdict};

use contract::{ErrorCode, ToolFailure};

use super::catalog::{self, PrivilegeReport};
use super::policy::RedactionPolicy;

tokio::task_local! {
    static STATEMENT_TAG: StatementTag;
}

/// What a statement of the current call is tagged with (set by the caller around the whole call).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StatementTag {
    /// `00-<trace id>-<span id>-<flags>`, when the call belongs to a trace.
    pub traceparent: Option<String>,
    pub tool_call_id: String,
}

/// Runs `work` with statements tagged by `tag`.
pub async fn with_statement_tag<F: Future>(tag: StatementTag, work: F) -> F::Output {
    STATEMENT_TAG.scope(tag, work).await
}

impl StatementTag {
    /// The SQLCommenter comment (keys sorted, values URL-encoded then quoted), or `None` with nothing to say.
    pub fn comment(&self) -> Option<String> {
        let mut pairs = Vec::new();
        if !self.tool_call_id.is_empty() {
            pairs.push(("tool_call_id", self.tool_call_id.as_str()));
        }
        if let Some(traceparent) = &self.traceparent {
            pairs.push(("traceparent", traceparent.as_str()));
        }
        if pairs.is_empty() {
            return None;
        }
        let body: Vec<String> = pairs.iter().map(|(key, value)| format!("{key}='{}'", percent_encode(value))).collect();
        Some(format!("/*{}*/", body.join(",")))
    }

    fn current() -> Option<StatementTag> {
        STATEMENT_TAG.try_with(Clone::clone).ok()
    }
}

/// Every byte outside `A-Z a-z 0-9 - . _ ~` as `%XX` (so no quote, `*`, `/`, backslash or newline remains).
fn percent_encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for byte in value.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The accepted statement with the call's comment on a line of its own (after a trailing `#` or `-- `
/// comment of the statement it is still read).
fn tagged(sql: &str) -> std::borrow::Cow<'_, str> {
    match StatementTag::current().and_then(|tag| tag.comment()) {
        Some(comment) => std::borrow::Cow::Owned(format!("{sql}\n{comment}")),
        None => std::borrow::Cow::Borrowed(sql),
    }
}

pub const SQL_MODE: &str = "STRICT_ALL_TABLES,NO_ENGINE_SUBSTITUTION,ONLY_FULL_GROUP_BY";
/// The deepest a recursive CTE may recurse.
pub const MAX_RECURSION: u32 = 1000;
/// In-memory temporary tables, and on-disk ones (MariaDB), per statement.
const TMP_MEMORY_BYTES: u64 = 16 * 1024 * 1024;
const TMP_DISK_BYTES: u64 = 256 * 1024 * 1024;
/// The memory one session may take on MariaDB.
const SESSION_MEMORY_BYTES: u64 = 256 * 1024 * 1024;

/// How long a pooled connection may idle before it is closed.
const POOL_IDLE_TTL: Duration = Duration::from_secs(60);

/// How a datasource's statements are bounded.
#[derive(Debug, Clone, Copy)]
pub struct MysqlSettings {
    pub statement_timeout: Duration,
    /// The most rows (or row combinations) a statement may examine (`max_join_size`).
    pub max_join_rows: u64,
    /// The most bytes of rows read from the server per call.
    pub max_raw_bytes: usize,
    /// How long a catalog is used before it is read again.
    pub catalog_ttl: Duration,
}

impl Default for MysqlSettings {
    fn default() -> MysqlSettings {
        MysqlSettings {
            statement_timeout: Duration::from_secs(5),
            max_join_rows: 1_000_000,
            max_raw_bytes: 2 * 1024 * 1024,
            catalog_ttl: Duration::from_secs(10),
        }
    }
}

struct CachedCatalog {
    catalog: Arc<Catalog>,
    loaded: Instant,
}

/// One configured datasource.
pub struct Datasource {
    pub name: String,
    pool: Pool,
    opts: Opts,
    pub settings: MysqlSettings,
    pub connect_timeout: Duration,
    catalog: tokio::sync::Mutex<Option<CachedCatalog>>,
    natives: std::sync::OnceLock<Vec<String>>,
    redactor: Arc<redact::Redactor>,
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
    /// Reading stopped at the byte cap.
    #[serde(default)]
    pub bytes_truncated: bool,
}

impl Datasource {
    /// A small, sidecar-sized pool: at most 4 connections, idle ones closed after a minute (a quiet
    /// sidecar holds none). No connection is made yet.
    pub fn new(
        name: &str,
        url: &str,
        settings: MysqlSettings,
        redactor: Arc<redact::Redactor>,
    ) -> Result<Datasource, String> {
        let opts = Opts::from_url(url).map_err(|_| format!("the MySQL URL of datasource {name} is not valid"))?;
        if opts.db_name().is_none_or(str::is_empty) {
            return Err(format!("the MySQL URL of datasource {name} must name a database (mysql://…/dbname)"));
        }
        let constraints = PoolConstraints::new(0, 4).expect("0 <= 4");
        let pool_opts = PoolOpts::default()
            .with_constraints(constraints)
            .with_inactive_connection_ttl(POOL_IDLE_TTL)
            .with_ttl_check_interval(Duration::from_secs(10))
            .with_reset_connection(true);
        // A packet (a row) larger than what a whole result may hold is refused by the client itself.
        let packet = settings.max_raw_bytes.saturating_add(64 * 1024);
        let opts: Opts = OptsBuilder::from_opts(opts)
            .pool_opts(pool_opts)
            .prefer_socket(false)
            .max_allowed_packet(Some(packet))
            .into();
        Ok(Datasource {
            name: name.to_owned(),
            pool: Pool::new(opts.clone()),
            opts,
            settings,
            connect_timeout: Duration::from_secs(3),
            catalog: tokio::sync::Mutex::new(None),
            natives: std::sync::OnceLock::new(),
            redactor,
        })
    }

    async fn connection(&self) -> Result<Conn, ToolFailure> {
        let waiting = tracing::debug_span!("mysql connection", db.system.name = "mysql");
        let connected = tokio::time::timeout(self.connect_timeout, self.pool.get_conn()).instrument(waiting).await;
        match connected {
            Ok(Ok(conn)) => Ok(conn),
            Ok(Err(error)) => Err(self.classify(&error)),
            Err(_) => Err(ToolFailure::backend_unavailable(format!(
                "the database of datasource {} did not accept a connection within {} s",
                self.name,
                self.connect_timeout.as_secs()
            ))),
        }
    }

    /// The catalog, read again when older than the TTL or when `refresh` (a statement named something the
    /// catalog did not have, and the catalog is not brand new).
    pub async fn catalog(&self, refresh: bool) -> Result<Arc<Catalog>, ToolFailure> {
        let mut cached = self.catalog.lock().await;
        if let Some(current) = cached.as_ref() {
            let age = current.loaded.elapsed();
            if age < self.settings.catalog_ttl && !(refresh && age > Duration::from_millis(200)) {
                return Ok(current.catalog.clone());
            }
        }
        let mut conn = self.connection().await?;
        let loading = catalog::load(&mut conn, &self.opts, self.natives.get().map(Vec::as_slice));
        let (catalog, natives) = match tokio::time::timeout(self.settings.statement_timeout * 4, loading).await {
            Ok(Ok(loaded)) => loaded,
            Ok(Err(error)) => return Err(self.classify(&error)),
            Err(_) => return Err(ToolFailure::backend_unavailable("the database's catalog could not be read in time")),
        };
        let _ = self.natives.set(natives);
        let catalog = Arc::new(catalog);
        *cached = Some(CachedCatalog { catalog: catalog.clone(), loaded: Instant::now() });
        Ok(catalog)
    }

    /// The gate with this datasource's catalog (a name the catalog lacks reads the catalog again, once):
    /// the verdict, or the refusal as an [`ErrorCode::InputRefused`] failure.
    pub async fn gate(&self, sql: &str) -> Result<(Verdict, Flavor), ToolFailure> {
        let policy = RedactionPolicy(&self.redactor);
        let catalog = self.catalog(false).await?;
        let verdict = match sqlgate::check(sql, &catalog, &policy) {
            Err(refusal) if refusal.unknown_name => {
                let catalog = self.catalog(true).await?;
                sqlgate::check(sql, &catalog, &policy).map(|verdict| (verdict, catalog.flavor))
            }
            other => other.map(|verdict| (verdict, catalog.flavor)),
        };
        verdict.map_err(|refusal| ToolFailure {
            code: ErrorCode::InputRefused,
            message: format!("statement refused: {}", refusal.reason),
        })
    }

    /// What the account can do beyond reading (for the start-up report). `None`: unreachable.
    pub async fn privilege_report(&self) -> Option<PrivilegeReport> {
        let mut conn = self.connection().await.ok()?;
        catalog::privilege_report(&mut conn).await.ok()
    }

    /// Runs an accepted statement; rows beyond `max_rows` and bytes beyond the byte cap are not read.
    /// `executes`: the query the statement makes the server run (the statement itself, or the query of
    /// `ANALYZE`), whose estimated cost is checked first.
    pub async fn run(
        &self,
        sql: &str,
        kind: ReadKind,
        executes: Option<&str>,
        flavor: Flavor,
        max_rows: usize,
    ) -> Result<RawRows, ToolFailure> {
        let operation = match kind {
            ReadKind::Query => "SELECT",
            ReadKind::Show => "SHOW",
            ReadKind::Describe => "DESCRIBE",
            ReadKind::Explain => "EXPLAIN",
        };
        // Never the statement's text: its literals may be anything the model wrote.
        let span = tracing::debug_span!(
            "mysql statement",
            otel.name = format!("{operation} {}", self.name),
            otel.kind = "client",
            db.system.name = if flavor == Flavor::MariaDb { "mariadb" } else { "mysql" },
            db.operation.name = operation,
            toolharness.datasource = self.name.as_str(),
            error.type = tracing::field::Empty,
            otel.status_code = tracing::field::Empty,
        );
        let result = self.run_statement(sql, kind, executes, flavor, max_rows).instrument(span.clone()).await;
        if let Err(failure) = &result {
            let kind = if failure.code == ErrorCode::BackendTimeout { "timeout" } else { failure.code.as_str() };
            span.record("error.type", kind);
            span.record("otel.status_code", "ERROR");
        }
        result
    }

    async fn run_statement(
        &self,
        sql: &str,
        kind: ReadKind,
        executes: Option<&str>,
        flavor: Flavor,
        max_rows: usize,
    ) -> Result<RawRows, ToolFailure> {
        let mut conn = self.connection().await?;
        let connection_id = conn.id();
        let max_bytes = self.settings.max_raw_bytes;
        let work = async {
            // One round trip: the session's guards, then the read-only transaction.
            conn.query_drop(format!("{}; START TRANSACTION READ ONLY", self.session_setup(flavor))).await?;
            if let Some(query) = executes {
                let examined = estimated_rows(&mut conn, query).await?;
                if examined > self.settings.max_join_rows {
                    return Ok(Err(examined));
                }
            }
            let rows = read_rows(&mut conn, sql, kind, max_rows, max_bytes).await;
            if matches!(&rows, Ok(rows) if rows.rows_truncated || rows.bytes_truncated) {
                // Stop the server sending the rest rather than reading it to the end.
                self.kill_query(connection_id).await;
            }
            // A connection goes back to the pool reset (which ends the read-only transaction); only one
            // whose statement was killed is checked first, and not reused if the kill left it unusable.
            let truncated = matches!(&rows, Ok(rows) if rows.rows_truncated || rows.bytes_truncated);
            let unusable = (truncated || rows.is_err()) && conn.query_drop("ROLLBACK").await.is_err();
            let rows = rows?;
            if unusable {
                let _ = conn.disconnect().await;
            }
            Ok::<Result<RawRows, u64>, mysql_async::Error>(Ok(rows))
        };
        // The server-side limit fires first; the client-side one is a little later, for a server that ignores it.
        let client_limit = self.settings.statement_timeout + Duration::from_millis(500);
        match tokio::time::timeout(client_limit, work).await {
            Ok(Ok(Ok(rows))) => Ok(rows),
            Ok(Ok(Err(examined))) => Err(ToolFailure::invalid_request(format!(
                "the server estimates this statement would examine about {examined} rows (a subquery that runs once \
                 per row of its outer query multiplies them), more than the {} a call may; it was not run — narrow \
                 it with indexed filters or a join instead of a per-row subquery",
                self.settings.max_join_rows
            ))),
            Ok(Err(error)) => Err(self.classify(&error)),
            Err(_) => {
                self.kill_query(connection_id).await;
                Err(self.timed_out())
            }
        }
    }

    fn session_setup(&self, flavor: Flavor) -> String {
        let MysqlSettings { statement_timeout, max_join_rows, .. } = self.settings;
        let group_concat = sqlgate::GROUP_CONCAT_MAX_LEN;
        match flavor {
            Flavor::MariaDb => format!(
                "SET SESSION tx_read_only = 1, SESSION sql_mode = '{SQL_MODE}', SESSION max_statement_time = {:.3}, \
                 SESSION max_recursive_iterations = {MAX_RECURSION}, SESSION group_concat_max_len = {group_concat}, \
                 SESSION tmp_memory_table_size = {TMP_MEMORY_BYTES}, SESSION tmp_disk_table_size = {TMP_DISK_BYTES}, \
                 SESSION max_join_size = {max_join_rows}, SESSION sql_big_selects = 0, \
                 SESSION max_session_mem_used = {SESSION_MEMORY_BYTES}",
                statement_timeout.as_secs_f64()
            ),
            Flavor::MySql => format!(
                "SET SESSION transaction_read_only = ON, SESSION sql_mode = '{SQL_MODE}', SESSION max_execution_time = \
                 {}, SESSION cte_max_recursion_depth = {MAX_RECURSION}, SESSION group_concat_max_len = {group_concat}, \
                 SESSION tmp_table_size = {TMP_MEMORY_BYTES}, SESSION max_join_size = {max_join_rows}, \
                 SESSION sql_big_selects = 0",
                statement_timeout.as_millis()
            ),
        }
    }

    fn timed_out(&self) -> ToolFailure {
        ToolFailure {
            code: ErrorCode::BackendTimeout,
            message: format!(
                "the statement ran longer than {} ms and was stopped; narrow it (filters, LIMIT, indexed columns)",
                self.settings.statement_timeout.as_millis()
            ),
        }
    }

    async fn kill_query(&self, connection_id: u32) {
        if let Ok(Ok(mut other)) = tokio::time::timeout(self.connect_timeout, self.pool.get_conn()).await {
            let _ = other.query_drop(format!("KILL QUERY {connection_id}")).await;
        }
    }
}

/// The rows the optimizer expects the query to examine: per query block, the product of its tables' row
/// estimates; a dependent (correlated) block runs once per row of the blocks before it. `max_join_size`
/// bounds each join, not a subquery that runs per row, so this is the estimate it does not make.
async fn estimated_rows(conn: &mut Conn, query: &str) -> Result<u64, mysql_async::Error> {
    let plan: Vec<mysql_async::Row> = conn.query(format!("EXPLAIN {query}")).await?;
    let column = |row: &mysql_async::Row, name: &str| -> Option<String> {
        let index = row.columns_ref().iter().position(|c| c.name_str().eq_ignore_ascii_case(name))?;
        match row.as_ref(index)? {
            mysql_async::Value::Bytes(bytes) => Some(String::from_utf8_lossy(bytes).into_owned()),
            mysql_async::Value::Int(i) => Some(i.to_string()),
            mysql_async::Value::UInt(u) => Some(u.to_string()),
            _ => None,
        }
    };
    // (id, dependent, rows of the block)
    let mut blocks: Vec<(u64, bool, u64)> = Vec::new();
    for row in &plan {
        let Some(id) = column(row, "id").and_then(|id| id.parse::<u64>().ok()) else { continue };
        let select_type = column(row, "select_type").unwrap_or_default().to_ascii_uppercase();
        let dependent = ["DEPENDENT", "UNCACHEABLE", "LATERAL"].iter().any(|w| select_type.contains(w));
        // MariaDB writes `1 (17%)` when a filter applies: the leading number is the estimate.
        let rows = column(row, "rows")
            .and_then(|r| r.split_whitespace().next().and_then(|n| n.parse::<u64>().ok()))
            .unwrap_or(1)
            .max(1);
        match blocks.iter_mut().find(|(block, _, _)| *block == id) {
            Some(block) => block.2 = block.2.saturating_mul(rows),
            None => blocks.push((id, dependent, rows)),
        }
    }
    // A recursive CTE is estimated at a couple of rows, but it may recurse MAX_RECURSION times.
    let recursive =
        plan.iter().any(|row| column(row, "select_type").is_some_and(|t| t.to_ascii_uppercase().contains("RECURSIVE")));
    let mut total: u64 = 0;
    for (id, dependent, rows) in &blocks {
        let executions = if *dependent {
            blocks.iter().filter(|(other, dep, _)| other < id && !dep).map(|(_, _, r)| *r).max().unwrap_or(1)
        } else {
            1
        };
        total = total.saturating_add(rows.saturating_mul(executions));
    }
    Ok(if recursive { total.saturating_mul(u64::from(MAX_RECURSION)) } else { total })
}

async fn read_rows(
    conn: &mut Conn,
    sql: &str,
    kind: ReadKind,
    max_rows: usize,
    max_bytes: usize,
) -> Result<RawRows, mysql_async::Error> {
    // Queries go as one prepared statement. Servers do not prepare every SHOW/DESCRIBE/EXPLAIN form:
    // those (already gated to one read) fall back to the text protocol.
    let sql = tagged(sql);
    let sql = sql.as_ref();
    let prepared = match kind {
        ReadKind::Query => true,
        _ => conn.prep(sql).await.is_ok(),
    };
    if prepared {
        let mut result = conn.exec_iter(sql, ()).await?;
        collect(&mut result, max_rows, max_bytes).await
    } else {
        let mut result = conn.query_iter(sql).await?;
        collect(&mut result, max_rows, max_bytes).await
    }
}

async fn collect<P: mysql_async::prelude::Protocol>(
    result: &mut mysql_async::QueryResult<'_, '_, P>,
    max_rows: usize,
    max_bytes: usize,
) -> Result<RawRows, mysql_async::Error> {
    let columns: Vec<RawColumn> = result
        .columns_ref()
        .iter()
        .map(|c| RawColumn { name: c.name_str().into_owned(), kind: type_name(c.column_type()) })
        .collect();
    let mut rows = Vec::new();
    let (mut rows_truncated, mut bytes_truncated) = (false, false);
    let mut bytes = 0usize;
    while let Some(row) = result.next().await? {
        if rows.len() == max_rows {
            rows_truncated = true;
            break;
        }
        let values = row.unwrap();
        bytes += values.iter().map(value_bytes).sum::<usize>();
        if bytes > max_bytes {
            bytes_truncated = true;
            break;
        }
        rows.push(values.into_iter().map(cell).collect());
    }
    Ok(RawRows { columns, rows, rows_truncated, bytes_truncated })
}

fn value_bytes(value: &SqlValue) -> usize {
    match value {
        SqlValue::Bytes(bytes) => bytes.len() + 2,
        _ => 16,
    }
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
        classify(error, &self.redactor, &self.settings)
    }
}

fn classify(error: &mysql_async::Error, redactor: &redact::Redactor, settings: &MysqlSettings) -> ToolFailure {
    let limit = |message: String| ToolFailure { code: ErrorCode::InvalidRequest, message };
    match error {
        mysql_async::Error::Server(server) => match server.code {
            1969 | 3024 | 1317 => ToolFailure {
                code: ErrorCode::BackendTimeout,
                message: "the statement exceeded the statement time limit and was stopped".into(),
            },
            1104 => limit(format!(
                "the statement would examine more than {} rows (or row combinations) and was refused by the server \
                 before it ran; filter on indexed columns or join on keys",
                settings.max_join_rows
            )),
            1114 | 1290 | 1038 | 1037 => limit(
                "the statement needed more server memory or temporary space than a call may use and was stopped; \
                 narrow it"
                    .into(),
            ),
            _ => ToolFailure::invalid_request(format!(
                "MySQL error {} ({}): {}",
                server.code,
                server.state,
                scrub_server_message(&server.message, redactor)
            )),
        },
        mysql_async::Error::Io(io)
            if io.to_string().contains("too large") || io.to_string().contains("PacketTooLarge") =>
        {
            limit(format!(
                "a result row is larger than the {} bytes a result may hold; select fewer or shorter columns (LEFT(x, n))",
                settings.max_raw_bytes
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_comment_sorts_its_keys_and_percent_encodes_every_value() {
        let tag = StatementTag {
            traceparent: Some("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01".into()),
            tool_call_id: "c1:a.b-7".into(),
        };
        assert_eq!(
            tag.comment().unwrap(),
            "/*tool_call_id='c1%3Aa.b-7',traceparent='00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'*/"
        );
        assert_eq!(StatementTag::default().comment(), None);
    }

    #[test]
    fn a_hostile_value_can_neither_close_the_comment_nor_quote() {
        let tag = StatementTag {
            traceparent: Some("x*/ DROP TABLE t; -- '\"\\\n#".into()),
            tool_call_id: "*/;/*!50000 SELECT 1*/'".into(),
        };
        let comment = tag.comment().unwrap();
        let body = &comment[2..comment.len() - 2];
        assert!(!body.contains("*/") && !body.contains("/*"), "{comment}");
        assert!(!body.contains(['"', '\\', '\n', '#', ';', ' ']), "{comment}");
        assert_eq!(body.matches('\'').count(), 4, "only the quotes around the two values: {comment}");
    }

    #[tokio::test]
    async fn statements_are_tagged_only_inside_a_tagged_call() {
        assert_eq!(tagged("SELECT 1 -- note"), "SELECT 1 -- note");
        let tag = StatementTag { traceparent: None, tool_call_id: "c9".into() };
        let inside = with_statement_tag(tag, async { tagged("SELECT 1 -- note").into_owned() }).await;
        assert_eq!(inside, "SELECT 1 -- note\n/*tool_call_id='c9'*/", "on its own line, after a line comment");
    }
}
