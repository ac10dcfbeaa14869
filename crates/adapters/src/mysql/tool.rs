//! The `query_mysql` tool: input contract, executor (gate + run) and projector (protected columns,
//! value redaction, triple truncation).

use std::collections::BTreeMap;
use std::sync::Arc;

use contract::{
    CanonicalInput, EvidenceStatus, Executor, Projected, Projector, RawResult, RegisteredTool, ToolFailure, ToolLimits,
    TypedContract, ValidateInput, envelope::FieldError,
};
use redact::{Redactor, Session};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::executor::{Datasource, RawRows};
use super::gate;

pub const TOOL_NAME: &str = "query_mysql";
pub const DEFAULT_MAX_ROWS: u32 = 100;
pub const MAX_MAX_ROWS: u32 = 1000;

/// The input of `query_mysql`.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QueryMysqlInput {
    /// One read-only statement: SELECT (joins, CTEs, windows, JSON functions), SHOW TABLES / COLUMNS /
    /// CREATE TABLE / INDEX / TABLE STATUS / VARIABLES LIKE / STATUS LIKE, DESCRIBE, or EXPLAIN.
    pub sql: String,
    /// Which configured datasource (default: `default`, or the only one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub datasource: Option<String>,
    /// The most rows to return (1 to 1000, default 100).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_rows: Option<u32>,
}

impl ValidateInput for QueryMysqlInput {
    fn validate(&self) -> Result<(), FieldError> {
        if self.sql.trim().is_empty() {
            return Err(FieldError { field: "sql", expected: "one SQL statement (a non-blank string)".into() });
        }
        match self.max_rows {
            Some(n) if !(1..=MAX_MAX_ROWS).contains(&n) => Err(FieldError {
                field: "max_rows",
                expected: format!("an integer from 1 to {MAX_MAX_ROWS} (got {n})"),
            }),
            _ => Ok(()),
        }
    }
}

/// Per-call shaping settings.
#[derive(Debug, Clone, Copy)]
pub struct MysqlShaping {
    /// The longest cell shown, in characters.
    pub max_cell_chars: usize,
}

pub fn query_mysql(
    datasources: Vec<Arc<Datasource>>,
    limits: ToolLimits,
    shaping: MysqlShaping,
    redactor: Arc<Redactor>,
) -> RegisteredTool {
    let names: Vec<&str> = datasources.iter().map(|d| d.name.as_str()).collect();
    RegisteredTool {
        name: TOOL_NAME.to_owned(),
        description: format!(
            "Run one read-only SQL statement on MySQL/MariaDB (datasources: {}). Allowed: SELECT with joins, \
             CTEs, window and JSON functions; SHOW TABLES/COLUMNS/CREATE TABLE/INDEX/TABLE STATUS; SHOW \
             VARIABLES|STATUS LIKE …; DESCRIBE; EXPLAIN. Writes, locks, INTO, SLEEP and similar are refused. \
             Protected columns come back as [REDACTED]; rows, cells and bytes are capped and marked.",
            names.join(", ")
        ),
        contract: Arc::new(TypedContract::<QueryMysqlInput>::new(limits.max_arguments_bytes)),
        limits,
        executor: Arc::new(MysqlExecutor { datasources, redactor: redactor.clone() }),
        projector: Arc::new(MysqlProjector { redactor, shaping }),
    }
}

struct MysqlExecutor {
    datasources: Vec<Arc<Datasource>>,
    redactor: Arc<Redactor>,
}

#[async_trait::async_trait]
impl Executor for MysqlExecutor {
    async fn execute(&self, input: &CanonicalInput) -> Result<RawResult, ToolFailure> {
        let input: QueryMysqlInput = input.decode_for(TOOL_NAME)?;
        let datasource = match &input.datasource {
            Some(name) => self.datasources.iter().find(|d| &d.name == name),
            None => self.datasources.iter().find(|d| d.name == "default").or(self.datasources.first()),
        }
        .ok_or_else(|| {
            let names: Vec<&str> = self.datasources.iter().map(|d| d.name.as_str()).collect();
            ToolFailure::invalid_request(format!("no datasource of that name; configured: {}", names.join(", ")))
        })?;
        let redactor = self.redactor.clone();
        let accepted = gate::check(&input.sql, &move |name| redactor.is_sensitive_column(name))
            .map_err(|why| ToolFailure::invalid_request(format!("statement refused: {why}")))?;
        let max_rows = input.max_rows.unwrap_or(DEFAULT_MAX_ROWS) as usize;
        let rows = datasource.run(&accepted.sql, accepted.kind, max_rows).await?;
        serde_json::to_string(&rows)
            .map(RawResult)
            .map_err(|_| ToolFailure::backend_unavailable("the result could not be encoded"))
    }
}

struct MysqlProjector {
    redactor: Arc<Redactor>,
    shaping: MysqlShaping,
}

impl Projector for MysqlProjector {
    fn project(&self, _input: &CanonicalInput, raw: &RawResult, max_bytes: usize) -> Result<Projected, ToolFailure> {
        let raw: RawRows = serde_json::from_str(raw.as_str())
            .map_err(|_| ToolFailure::backend_unavailable("the database returned an unreadable result"))?;
        let names: Vec<String> = raw.columns.iter().map(|c| c.name.clone()).collect();
        let columns: Vec<Value> = raw
            .columns
            .iter()
            .map(|c| {
                let mut column = json!({ "name": c.name, "type": c.kind });
                if self.redactor.is_sensitive_column(&c.name) {
                    column["protected"] = json!(true);
                }
                column
            })
            .collect();
        let mut session = Session::new();
        let mut cells_cut = 0;
        let rows: Vec<Value> = raw
            .rows
            .iter()
            .map(|row| {
                let redacted = self.redactor.redact_row(&names, row, &mut session);
                Value::Array(
                    redacted
                        .into_iter()
                        .map(|cell| match cell {
                            Value::String(text) if text.chars().count() > self.shaping.max_cell_chars => {
                                cells_cut += 1;
                                let total = text.chars().count();
                                let kept: String = text.chars().take(self.shaping.max_cell_chars).collect();
                                Value::String(format!("{kept}…[+{} chars]", total - self.shaping.max_cell_chars))
                            }
                            other => other,
                        })
                        .collect(),
                )
            })
            .collect();
        let redacted: BTreeMap<&str, usize> = session.counts().into_iter().collect();
        let build = |shown: &[Value], bytes_cut: bool| {
            let mut result = json!({
                "columns": columns,
                "items": shown,
                "rows_returned": shown.len(),
                "truncated": {
                    "rows": raw.rows_truncated || bytes_cut,
                    "more_rows_on_server": raw.rows_truncated,
                    "cells_cut": cells_cut,
                    "rows_cut_for_size": raw.rows.len() - shown.len(),
                },
            });
            if !redacted.is_empty() {
                result["redacted_values"] = json!(redacted);
            }
            if shown.is_empty() && raw.rows.is_empty() {
                result["note"] = json!("The statement returned no rows.");
            }
            result
        };
        // Fit the byte budget: as many rows as fit (halving, then one by one).
        let mut shown = rows.len();
        let mut result = build(&rows, false);
        while result.to_string().len() > max_bytes && shown > 0 {
            shown = if result.to_string().len() > max_bytes * 2 { shown / 2 } else { shown - 1 };
            result = build(&rows[..shown], true);
        }
        if result.to_string().len() > max_bytes {
            return Err(ToolFailure::invalid_request(
                "even without rows the result is larger than the observation allows; select fewer columns",
            ));
        }
        let evidence = if shown > 0 { EvidenceStatus::Found } else { EvidenceStatus::NoEvidence };
        let truncated = raw.rows_truncated || shown < rows.len() || cells_cut > 0;
        Ok(Projected { agent_result: result, evidence, truncated })
    }
}
