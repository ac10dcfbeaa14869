//! The SHOW and DESCRIBE forms a diagnostic read may use, read from the statement's tokens:
//!
//! * `SHOW [FULL] TABLES [FROM|IN db] [LIKE 'p' | WHERE …]`
//! * `SHOW [FULL] COLUMNS|FIELDS FROM|IN t [FROM|IN db] [LIKE 'p' | WHERE …]`
//! * `SHOW CREATE TABLE|VIEW [db.]t`
//! * `SHOW INDEX|INDEXES|KEYS FROM|IN t [FROM|IN db] [WHERE …]`
//! * `SHOW TABLE STATUS [FROM|IN db] [LIKE 'p' | WHERE …]`
//! * `SHOW OPEN TABLES [FROM|IN db] [LIKE 'p' | WHERE …]`
//! * `SHOW [GLOBAL|SESSION] VARIABLES|STATUS LIKE 'p'` — a specific pattern; rows naming sensitive
//!   variables are dropped (see [`crate::variables`]).
//! * `DESCRIBE|DESC|EXPLAIN [db.]t [column | 'pattern']`
//!
//! Every schema named must be the datasource's database (offline: any schema but the system ones), and
//! every table must exist in the catalog. `WHERE` conditions follow the function and literal rules.

use crate::catalog::{Catalog, INFORMATION_SCHEMA, Lookup, SYSTEM_SCHEMAS};
use crate::lexer::Lexed;
use crate::provenance::Walker;
use crate::tokens::{Kind, Token};
use crate::{Policy, Refusal, RowFilter, variables};

type Checked<T> = Result<T, Refusal>;

fn refuse<T>(reason: impl Into<String>) -> Checked<T> {
    Err(Refusal::refused(reason))
}

/// A SHOW statement; `tokens[0]` is `SHOW`.
pub fn check(sql: &str, lexed: &Lexed, tokens: &[Token], catalog: &Catalog, policy: &dyn Policy) -> Checked<RowFilter> {
    let word = |i: usize| tokens.get(i).map(|t| t.text(sql).to_ascii_uppercase()).unwrap_or_default();
    let mut i = 1;
    if word(i) == "FULL" {
        i += 1;
    }
    let form = word(i);
    match form.as_str() {
        "TABLES" => {
            i += 1;
            i = schema_clause(sql, tokens, i, catalog)?;
            filter(sql, lexed, tokens, i, catalog, policy, true)?;
        }
        "COLUMNS" | "FIELDS" | "INDEX" | "INDEXES" | "KEYS" => {
            if !matches!(word(i + 1).as_str(), "FROM" | "IN") {
                return refuse(format!("SHOW {form} needs FROM <table>"));
            }
            let (table, next) = qualified_name(sql, tokens, i + 2)?;
            let next_schema = schema_clause(sql, tokens, next, catalog)?;
            let schema =
                if next_schema > next { tokens.get(next + 1).and_then(|t| t.name(sql)) } else { table.0.clone() };
            check_table(schema.as_deref(), &table.1, catalog)?;
            let likes = matches!(form.as_str(), "COLUMNS" | "FIELDS");
            filter(sql, lexed, tokens, next_schema, catalog, policy, likes)?;
        }
        "CREATE" => {
            if !matches!(word(i + 1).as_str(), "TABLE" | "VIEW") {
                return refuse(format!("SHOW CREATE {} is not accepted; SHOW CREATE TABLE and VIEW are", word(i + 1)));
            }
            let (table, next) = qualified_name(sql, tokens, i + 2)?;
            check_table(table.0.as_deref(), &table.1, catalog)?;
            end(sql, tokens, next)?;
        }
        "TABLE" | "OPEN" => {
            let second = if form == "TABLE" { "STATUS" } else { "TABLES" };
            if word(i + 1) != second {
                return refuse(format!("SHOW {form} {} is not an accepted SHOW form", word(i + 1)));
            }
            i = schema_clause(sql, tokens, i + 2, catalog)?;
            filter(sql, lexed, tokens, i, catalog, policy, true)?;
        }
        "GLOBAL" | "SESSION" | "LOCAL" | "VARIABLES" | "STATUS" => {
            if matches!(form.as_str(), "GLOBAL" | "SESSION" | "LOCAL") {
                i += 1;
            }
            let what = word(i);
            if !matches!(what.as_str(), "VARIABLES" | "STATUS") {
                return refuse(format!("SHOW {form} {what} is not an accepted SHOW form"));
            }
            if word(i + 1) == "WHERE" {
                // A WHERE that names the variables: `Variable_name = '…'`, `IN ('…', …)` or a specific LIKE.
                let condition = show_condition(sql, lexed, tokens, i + 1, catalog, policy)?;
                if !names_variables(&condition) {
                    return refuse(format!(
                        "SHOW {what} WHERE must name the {} (Variable_name = '…', IN (…) or LIKE with at least \
                         three characters)",
                        what.to_ascii_lowercase()
                    ));
                }
                return Ok(RowFilter::SensitiveVariables);
            }
            if word(i + 1) != "LIKE" {
                return refuse(format!("SHOW {what} needs a LIKE filter naming the {}", what.to_ascii_lowercase()));
            }
            let Some(pattern) = tokens.get(i + 2).filter(|t| t.kind == Kind::String) else {
                return refuse("LIKE needs a quoted pattern");
            };
            let text = pattern.text(sql);
            let pattern_text = &text[1..text.len() - 1];
            if let Some(problem) = variables::pattern_problem(pattern_text) {
                return refuse(problem);
            }
            end(sql, tokens, i + 3)?;
            return Ok(RowFilter::SensitiveVariables);
        }
        // Lists of what the server supports: nothing about data, accounts or files.
        "ENGINES" => end(sql, tokens, i + 1)?,
        "CHARACTER" | "CHARSET" | "COLLATION" => {
            i += if form == "CHARACTER" && word(i + 1) == "SET" { 2 } else { 1 };
            filter(sql, lexed, tokens, i, catalog, policy, true)?;
        }
        _ => {
            let shown = if form.is_empty() { String::new() } else { format!(" {form}") };
            return refuse(format!(
                "SHOW{shown} is not an accepted SHOW form (accepted: TABLES, COLUMNS, CREATE TABLE|VIEW, INDEX, TABLE \
                 STATUS, OPEN TABLES, VARIABLES|STATUS LIKE)"
            ));
        }
    }
    Ok(RowFilter::None)
}

/// `DESCRIBE|DESC|EXPLAIN [db.]t [column | 'pattern']`.
pub fn describe(sql: &str, tokens: &[Token], catalog: &Catalog) -> Checked<()> {
    let (table, next) = qualified_name(sql, tokens, 1)?;
    check_table(table.0.as_deref(), &table.1, catalog)?;
    let next = match tokens.get(next) {
        Some(t) if matches!(t.kind, Kind::Word | Kind::QuotedIdentifier | Kind::String) => next + 1,
        _ => next,
    };
    end(sql, tokens, next)
}

/// `[schema.]name` at `i`: ((schema, name), the index after it).
fn qualified_name(sql: &str, tokens: &[Token], i: usize) -> Checked<((Option<String>, String), usize)> {
    let name = |i: usize| tokens.get(i).and_then(|t| t.name(sql));
    let Some(first) = name(i) else { return refuse("a table name is expected") };
    if tokens.get(i + 1).is_some_and(|t| t.text(sql) == ".") {
        let Some(second) = name(i + 2) else { return refuse("a table name is expected after the schema") };
        return Ok(((Some(first), second), i + 3));
    }
    Ok(((None, first), i + 1))
}

/// An optional `FROM|IN schema` at `i`; the index after it.
fn schema_clause(sql: &str, tokens: &[Token], i: usize, catalog: &Catalog) -> Checked<usize> {
    let Some(token) = tokens.get(i) else { return Ok(i) };
    if !(token.is_word(sql, "FROM") || token.is_word(sql, "IN")) {
        return Ok(i);
    }
    let Some(schema) = tokens.get(i + 1).and_then(|t| t.name(sql)) else {
        return refuse("a schema name is expected after FROM");
    };
    check_schema(&schema, catalog)?;
    Ok(i + 2)
}

fn check_schema(schema: &str, catalog: &Catalog) -> Checked<()> {
    if SYSTEM_SCHEMAS.iter().any(|s| s.eq_ignore_ascii_case(schema)) {
        return refuse(format!("the system schema {} is not accepted", schema.to_ascii_lowercase()));
    }
    if schema.eq_ignore_ascii_case("information_schema") {
        return refuse("SHOW over information_schema is not accepted; query its readable tables instead");
    }
    match &catalog.database {
        Some(database) if database != schema => {
            refuse(format!("only the datasource's database is readable; {schema} is another schema"))
        }
        None if !schema.is_ascii() => refuse(format!("the schema name {schema} is not accepted")),
        _ => Ok(()),
    }
}

fn check_table(schema: Option<&str>, table: &str, catalog: &Catalog) -> Checked<()> {
    if let Some(schema) = schema {
        if schema.eq_ignore_ascii_case("information_schema") {
            if INFORMATION_SCHEMA.iter().any(|(t, _)| t.eq_ignore_ascii_case(table)) {
                return Ok(());
            }
            return refuse(format!("information_schema.{} is not accepted", table.to_ascii_uppercase()));
        }
        check_schema(schema, catalog)?;
    }
    match catalog.table(table) {
        Lookup::Found(_) => Ok(()),
        Lookup::Missing => Err(Refusal::unknown(format!("unknown table {table}"))),
        Lookup::Unknown if table.is_ascii() => Ok(()),
        Lookup::Unknown => refuse(format!("the table name {table} is not accepted")),
    }
}

/// Nothing may follow at `i`.
fn end(sql: &str, tokens: &[Token], i: usize) -> Checked<()> {
    match tokens.get(i) {
        None => Ok(()),
        Some(extra) => refuse(format!("unexpected {} at the end of the statement", extra.text(sql))),
    }
}

/// An optional `LIKE 'p'` (when `likes`) or `WHERE …` at `i`, ending the statement.
fn filter(
    sql: &str,
    lexed: &Lexed,
    tokens: &[Token],
    i: usize,
    catalog: &Catalog,
    policy: &dyn Policy,
    likes: bool,
) -> Checked<()> {
    let Some(token) = tokens.get(i) else { return Ok(()) };
    if likes && token.is_word(sql, "LIKE") {
        if tokens.get(i + 1).is_none_or(|t| t.kind != Kind::String) {
            return refuse("LIKE needs a quoted pattern");
        }
        return end(sql, tokens, i + 2);
    }
    if !token.is_word(sql, "WHERE") {
        return refuse(format!("unexpected {} in SHOW", token.text(sql)));
    }
    show_condition(sql, lexed, tokens, i, catalog, policy).map(|_| ())
}

/// The `WHERE` condition at token `i`, read and checked by the function and literal rules.
fn show_condition(
    sql: &str,
    lexed: &Lexed,
    tokens: &[Token],
    i: usize,
    catalog: &Catalog,
    policy: &dyn Policy,
) -> Checked<sqlparser::ast::Expr> {
    let token = &tokens[i];
    // The condition is parsed as `SELECT 1 WHERE <condition>` at the same offsets (the head becomes spaces).
    const HEAD: &str = "SELECT 1 WHERE";
    let head_end = token.range.end;
    if head_end < HEAD.len() || lexed.comments.iter().any(|c| c.start < head_end) {
        return refuse("comments inside a SHOW statement's head are not accepted");
    }
    let mut text = sql.to_owned();
    text.replace_range(0..head_end, &format!("{HEAD:<head_end$}"));
    let query = crate::parse_query_at(&text, lexed)?;
    let sqlparser::ast::SetExpr::Select(select) = query.body.as_ref() else {
        return refuse("the SHOW condition could not be read");
    };
    let Some(condition) = &select.selection else { return refuse("the SHOW condition could not be read") };
    Walker::new(catalog, policy).show_condition(condition)?;
    Ok(condition.clone())
}

/// Whether a condition limits `Variable_name` to literals: `= '…'`, `IN ('…', …)`, or a LIKE pattern with at
/// least three characters, in a top-level AND.
fn names_variables(condition: &sqlparser::ast::Expr) -> bool {
    use sqlparser::ast::{BinaryOperator, Expr, InTarget};
    let is_name = |e: &Expr| matches!(e, Expr::Identifier(ident) if ident.value.eq_ignore_ascii_case("Variable_name"));
    let literal = |e: &Expr| match e {
        Expr::Value(v) => crate::provenance::string_value(&v.value).map(str::to_owned),
        _ => None,
    };
    match condition {
        Expr::BinaryOp { left, op: BinaryOperator::And, right } => names_variables(left) || names_variables(right),
        Expr::Nested(inner) => names_variables(inner),
        Expr::BinaryOp { left, op: BinaryOperator::Eq, right } => {
            (is_name(left) && literal(right).is_some()) || (is_name(right) && literal(left).is_some())
        }
        Expr::In { expr, target: InTarget::List(list), negated: false, .. } => {
            is_name(expr) && !list.is_empty() && list.iter().all(|e| literal(e).is_some())
        }
        Expr::Like { expr, pattern, negated: false, .. } => {
            is_name(expr) && literal(pattern).is_some_and(|p| variables::pattern_problem(&p).is_none())
        }
        _ => false,
    }
}
