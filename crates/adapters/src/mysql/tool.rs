//! The `query_mysql` tool: input contract, executor (gate with the datasource's catalog, then run) and
//! projector (columns treated as the gate resolved them, value redaction, triple truncation).

use std::collections::BTreeMap;
use std::sync::Arc;

use contract::{
    CanonicalInput, ErrorCode, EvidenceStatus, Executor, Projected, Projector, RawResult, RegisteredTool, ToolFailure,
    ToolLimits, TypedContract, ValidateInput, envelope::FieldError,
};
use redact::{REDACTED_CELL, Redactor, Session};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sqlgate::{OutputColumn, RowFilter, Treatment};

use super::executor::{Datasource, RawRows};

pub const TOOL_NAME: &str = "query_mysql";
pub const DEFAULT_MAX_ROWS: u32 = 100;
pub const MAX_MAX_ROWS: u32 = 1000;

/// The input of `query_mysql`.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QueryMysqlInput {
    /// One read-only statement: SELECT (joins, CTEs, windows, JSON functions), SHOW TABLES / COLUMNS /
    /// CREATE TABLE / INDEX / TABLE STATUS / OPEN TABLES / VARIABLES LIKE / STATUS LIKE, DESCRIBE, EXPLAIN,
    /// or ANALYZE FORMAT=JSON of a query.
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
             CTEs, window and JSON functions; SHOW TABLES/COLUMNS/CREATE TABLE/INDEX/TABLE STATUS/OPEN TABLES; SHOW \
             VARIABLES|STATUS LIKE …; DESCRIBE; EXPLAIN; ANALYZE FORMAT=JSON <query>. Writes, locks, INTO, SLEEP, \
             stored functions and similar are refused (status REFUSED, code INPUT_REFUSED, with the reason). \
             Protected columns come back as [REDACTED] and cannot be filtered, joined or sorted on; rows, cells \
             and bytes are capped and marked.",
            names.join(", ")
        ),
        contract: Arc::new(TypedContract::<QueryMysqlInput>::new(limits.max_arguments_bytes)),
        limits,
        executor: Arc::new(MysqlExecutor { datasources }),
        projector: Arc::new(MysqlProjector { redactor, shaping }),
    }
}

/// The raw result kept in the audit record: the rows as the server sent them, and what the gate said of
/// each column.
#[derive(Debug, Serialize, Deserialize)]
struct RawDocument {
    #[serde(flatten)]
    rows: RawRows,
    /// One entry per column when the gate resolved them: `[role, treatment]`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    plan: Option<Vec<PlannedColumn>>,
    #[serde(default)]
    sensitive_variable_rows: bool,
}

#[derive(Debug, Serialize, Deserialize)]
struct PlannedColumn {
    role: String,
    /// `show`, `withhold`, `value_of_named`.
    treatment: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    source: Option<String>,
}

impl From<&OutputColumn> for PlannedColumn {
    fn from(column: &OutputColumn) -> PlannedColumn {
        let (treatment, source) = match &column.treatment {
            Treatment::Show => ("show", None),
            Treatment::Withhold { source } => ("withhold", Some(source.clone())),
            Treatment::ValueOfNamed { source } => ("value_of_named", Some(source.clone())),
        };
        PlannedColumn { role: column.role.clone(), treatment: treatment.into(), source }
    }
}

struct MysqlExecutor {
    datasources: Vec<Arc<Datasource>>,
}

impl MysqlExecutor {
    fn datasource(&self, input: &QueryMysqlInput) -> Result<&Arc<Datasource>, ToolFailure> {
        match &input.datasource {
            Some(name) => self.datasources.iter().find(|d| &d.name == name),
            None => self.datasources.iter().find(|d| d.name == "default").or(self.datasources.first()),
        }
        .ok_or_else(|| {
            let names: Vec<&str> = self.datasources.iter().map(|d| d.name.as_str()).collect();
            ToolFailure::invalid_request(format!("no datasource of that name; configured: {}", names.join(", ")))
        })
    }
}

#[async_trait::async_trait]
impl Executor for MysqlExecutor {
    async fn admit(&self, input: &CanonicalInput) -> Result<(), ToolFailure> {
        let input: QueryMysqlInput = input.decode_for(TOOL_NAME)?;
        let datasource = self.datasource(&input)?;
        match datasource.gate(&input.sql).await {
            Err(failure) if failure.code == ErrorCode::InputRefused => Err(failure),
            // A catalog that cannot be read is a failure of the run, reported by `execute`.
            _ => Ok(()),
        }
    }

    async fn execute(&self, input: &CanonicalInput) -> Result<RawResult, ToolFailure> {
        let input: QueryMysqlInput = input.decode_for(TOOL_NAME)?;
        let datasource = self.datasource(&input)?;
        let (verdict, flavor) = datasource.gate(&input.sql).await?;
        let max_rows = input.max_rows.unwrap_or(DEFAULT_MAX_ROWS) as usize;
        let estimate = verdict.executes.as_deref().filter(|_| verdict.nested);
        let rows = datasource.run(&verdict.sql, verdict.kind, estimate, flavor, max_rows).await?;
        let plan = verdict.columns.as_ref().map(|columns| columns.iter().map(PlannedColumn::from).collect());
        let document =
            RawDocument { rows, plan, sensitive_variable_rows: verdict.rows == RowFilter::SensitiveVariables };
        serde_json::to_string(&document)
            .map(RawResult)
            .map_err(|_| ToolFailure::backend_unavailable("the result could not be encoded"))
    }
}

struct MysqlProjector {
    redactor: Arc<Redactor>,
    shaping: MysqlShaping,
}

impl MysqlProjector {
    /// Each column's role (the key redaction judges its cells by) and whether it is withheld, from the
    /// gate's plan when it matches the result, else from the names.
    fn columns(&self, raw: &RawDocument) -> (Vec<String>, Vec<Treatment>) {
        match &raw.plan {
            Some(plan) if plan.len() == raw.rows.columns.len() => {
                let roles = plan.iter().map(|p| p.role.clone()).collect();
                let treatments = plan
                    .iter()
                    .map(|p| {
                        let source = || p.source.clone().unwrap_or_default();
                        match p.treatment.as_str() {
                            "show" => Treatment::Show,
                            "value_of_named" => Treatment::ValueOfNamed { source: source() },
                            _ => Treatment::Withhold { source: source() },
                        }
                    })
                    .collect();
                (roles, treatments)
            }
            _ => {
                let roles = raw.rows.columns.iter().map(|c| c.name.clone()).collect();
                let treatments = raw
                    .rows
                    .columns
                    .iter()
                    .map(|c| {
                        if self.redactor.is_sensitive_column(&c.name) {
                            Treatment::Withhold { source: c.name.clone() }
                        } else {
                            Treatment::Show
                        }
                    })
                    .collect();
                (roles, treatments)
            }
        }
    }
}

impl Projector for MysqlProjector {
    fn project(&self, _input: &CanonicalInput, raw: &RawResult, max_bytes: usize) -> Result<Projected, ToolFailure> {
        let raw: RawDocument = serde_json::from_str(raw.as_str())
            .map_err(|_| ToolFailure::backend_unavailable("the database returned an unreadable result"))?;
        let (roles, treatments) = self.columns(&raw);
        // A name/value table's value column is shown only where a selected name column says the row is
        // not a secret; without a name column, it is withheld.
        let has_name_column = roles.iter().zip(&treatments).any(|(role, treatment)| {
            *treatment == Treatment::Show && self.redactor.column_class(role) == redact::ColumnClass::NameField
        });
        let columns: Vec<Value> = raw
            .rows
            .columns
            .iter()
            .zip(&treatments)
            .map(|(c, treatment)| {
                let mut column = json!({ "name": c.name, "type": c.kind });
                match treatment {
                    Treatment::Withhold { .. } => column["protected"] = json!(true),
                    Treatment::ValueOfNamed { .. } => column["protected"] = json!("in rows whose name is a secret"),
                    Treatment::Show => {}
                }
                column
            })
            .collect();
        let rows: Vec<&Vec<Value>> = raw
            .rows
            .rows
            .iter()
            .filter(|row| {
                // SHOW VARIABLES / STATUS: rows naming paths, endpoints, identities or credentials go.
                !(raw.sensitive_variable_rows
                    && row.first().and_then(Value::as_str).is_some_and(sqlgate::variables::is_sensitive))
            })
            .collect();
        let dropped_rows = raw.rows.rows.len() - rows.len();
        let mut session = Session::new();
        let mut cells_cut = 0;
        let rows: Vec<Value> = rows
            .into_iter()
            .map(|row| {
                // Withheld cells never reach the redactor's session (their values are not numbered).
                let visible: Vec<Value> = row
                    .iter()
                    .zip(&treatments)
                    .map(|(cell, treatment)| match treatment {
                        Treatment::Withhold { .. } if !cell.is_null() => json!(REDACTED_CELL),
                        Treatment::ValueOfNamed { .. } if !has_name_column && !cell.is_null() => json!(REDACTED_CELL),
                        _ => cell.clone(),
                    })
                    .collect();
                let redacted = self.redactor.redact_row(&roles, &visible, &mut session);
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
        let counts = session.counts();
        crate::record_redactions(&counts);
        let redacted: BTreeMap<&str, usize> = counts.into_iter().collect();
        let more_on_server = raw.rows.rows_truncated || raw.rows.bytes_truncated;
        let build = |shown: &[Value], bytes_cut: bool| {
            let mut result = json!({
                "columns": columns,
                "items": shown,
                "rows_returned": shown.len(),
                "truncated": {
                    "rows": more_on_server || bytes_cut,
                    "more_rows_on_server": more_on_server,
                    "cells_cut": cells_cut,
                    "rows_cut_for_size": rows.len() - shown.len(),
                },
            });
            if raw.rows.bytes_truncated {
                result["truncated"]["stopped_at_byte_limit"] = json!(true);
            }
            if dropped_rows > 0 {
                result["withheld_rows"] = json!(dropped_rows);
            }
            if !redacted.is_empty() {
                result["redacted_values"] = json!(redacted);
            }
            if shown.is_empty() && raw.rows.rows.is_empty() {
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
        let truncated = more_on_server || shown < rows.len() || cells_cut > 0;
        Ok(Projected { agent_result: result, evidence, truncated })
    }
}
