//! The fail-closed SQL gate of `query_mysql`: a statement runs only if it can be proven to be one bounded
//! read, and the gate says where every result column comes from.
//!
//! 1. [`lexer`]: the text as the server reads it — size, nesting, executable comments, hints, one
//!    statement, no user variables, nothing but ASCII outside strings, identifiers and comments.
//! 2. The statement's head: a query (SELECT, set operations, CTEs, VALUES, TABLE), `SHOW` in the forms of
//!    [`show`], `DESCRIBE`, `EXPLAIN [EXTENDED|PARTITIONS|FORMAT=…]` or MariaDB's `ANALYZE [FORMAT=JSON]`
//!    of a query that passes the same checks.
//! 3. The parser (sqlparser, MySQL dialect, bounded recursion) must read the whole text as that one
//!    statement and find exactly the comments and strings the lexer found. A few MySQL forms it does not
//!    know are rewritten for the parse only, byte for byte the same length (`a MOD b`, `INTERVAL '1:30'
//!    HOUR_MINUTE`, `GROUP_CONCAT(… LIMIT n)`); the server runs the original text.
//! 4. Built-in functions only, called the way the server resolves to its built-in ([`functions`]).
//! 5. [`provenance`]: every name resolved against the [`catalog`] and every use of a protected value
//!    checked; the result columns come back with what the projector must do with them.
//!
//! Refusals say which construct is not accepted and why; they never echo server internals.

pub mod catalog;
pub mod functions;
pub mod lexer;
pub mod provenance;
pub mod show;
pub mod tokens;
pub mod variables;

use std::ops::Range;

use sqlparser::ast::{Query, Statement};
use sqlparser::dialect::MySqlDialect;
use sqlparser::parser::Parser;
use sqlparser::tokenizer::{Location, Token as SqlToken, Tokenizer, Whitespace};

pub use catalog::{Catalog, Column, Flavor, Table, TableKind};
use provenance::{Sensitivity, Walker};
use tokens::{Kind, Token};

/// The session's `group_concat_max_len` the executor sets, which bounds every `GROUP_CONCAT`.
pub const GROUP_CONCAT_MAX_LEN: u64 = 16_384;

/// What a column's name says about its values (the redaction engine's vocabulary decides).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColumnClass {
    /// Its values are secrets (`password_hash`, `api_token`, `cvv`).
    Secret,
    /// Personal identifiers (`email`, `phone`, `iban`).
    Personal,
    /// The name column of a name/value table (`name`, `key`).
    NameField,
    /// The value column of a name/value table (`value`).
    ValueField,
    Other,
}

/// What the gate needs to know about secrets, from the redaction engine.
pub trait Policy {
    /// A column (or JSON_TABLE column) name's class.
    fn column(&self, name: &str) -> ColumnClass;
    /// Whether a key (a JSON member) names a secret.
    fn names_secret(&self, key: &str) -> bool;
    /// Whether a literal holds a credential (it would be redacted in an observation).
    fn holds_credential(&self, literal: &str) -> bool;
}

/// What kind of read an accepted statement is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadKind {
    Query,
    Show,
    Describe,
    Explain,
}

/// What the projector does with one result column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Treatment {
    /// Shown, through value redaction.
    Show,
    /// Every cell withheld: the column comes from a secret.
    Withhold { source: String },
    /// A name/value table's value column: withheld in rows whose name column names a secret, and in all
    /// rows when no name column is selected.
    ValueOfNamed { source: String },
}

/// One column of the result, as the gate resolved it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutputColumn {
    pub name: String,
    /// The source column's own name when the column is that column unchanged (the key redaction judges
    /// its cells by); otherwise the result's name.
    pub role: String,
    pub treatment: Treatment,
}

/// Rows the projector drops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowFilter {
    None,
    /// `SHOW VARIABLES`/`SHOW STATUS`: rows naming sensitive variables (see [`variables`]).
    SensitiveVariables,
}

/// An accepted statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub kind: ReadKind,
    /// The text to run (without a trailing `;`).
    pub sql: String,
    /// The result's columns when the gate knows them (queries over known tables).
    pub columns: Option<Vec<OutputColumn>>,
    pub rows: RowFilter,
    /// The query the server will execute (the statement itself, or the query of `ANALYZE`); `None` when
    /// nothing is executed (SHOW, DESCRIBE, EXPLAIN).
    pub executes: Option<String>,
    /// The executed query has more than one query block (a subquery, derived table, CTE, union or
    /// JSON_TABLE): the server's per-join limit does not bound the work of a block that runs once per row
    /// of another, so the server's row estimate is checked before it runs. A single block is bounded by
    /// that limit alone, and its estimate would cost a round trip for nothing.
    pub nested: bool,
}

/// Why a statement is not run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub reason: String,
    /// The statement names a table or column the catalog does not have (a fresher catalog may know it).
    pub unknown_name: bool,
}

impl Refusal {
    pub fn refused(reason: impl Into<String>) -> Refusal {
        Refusal { reason: reason.into(), unknown_name: false }
    }

    pub fn unknown(reason: impl Into<String>) -> Refusal {
        Refusal { reason: reason.into(), unknown_name: true }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.reason)
    }
}

/// The gate.
pub fn check(sql: &str, catalog: &Catalog, policy: &dyn Policy) -> Result<Verdict, Refusal> {
    let lexed = lexer::check(sql).map_err(Refusal::refused)?;
    let statement = lexed.statement.clone();
    let tokens = tokens::tokenize(&statement, &lexed);
    call_forms(&statement, &tokens)?;
    for variable in &lexed.system_variables {
        if variables::is_sensitive(variable) {
            return Err(Refusal::refused(format!(
                "@@{variable} reveals the server's files, endpoints, identities or credentials and is not accepted"
            )));
        }
    }
    let head = tokens.first().map(|t| t.text(&statement).to_ascii_uppercase()).unwrap_or_default();
    // The statement's kind first (an INSERT is refused as an INSERT), then what no read has.
    if !matches!(
        head.as_str(),
        "SELECT" | "WITH" | "VALUES" | "TABLE" | "(" | "SHOW" | "DESCRIBE" | "DESC" | "EXPLAIN" | "ANALYZE"
    ) {
        return Err(Refusal::refused(format!(
            "{} statements are not accepted; only reads are (SELECT, SHOW, DESCRIBE, EXPLAIN)",
            statement_name(&tokens, &statement)
        )));
    }
    if let Some(construct) = &lexed.refused_construct {
        return Err(Refusal::refused(construct.clone()));
    }
    let nested = tokens.iter().filter(|t| t.is_word(&statement, "SELECT")).count() > 1
        || tokens
            .iter()
            .any(|t| ["WITH", "UNION", "JSON_TABLE", "VALUES", "TABLE"].iter().any(|w| t.is_word(&statement, w)));
    let accepted =
        |kind, columns, rows, executes| Ok(Verdict { kind, sql: statement.clone(), columns, rows, executes, nested });
    match head.as_str() {
        "SELECT" | "WITH" | "VALUES" | "TABLE" | "(" => {
            let columns = query_columns(&statement, &lexed, &tokens, 0, catalog, policy)?;
            accepted(ReadKind::Query, columns, RowFilter::None, Some(statement.clone()))
        }
        "SHOW" => {
            let rows = show::check(&statement, &lexed, &tokens, catalog, policy)?;
            accepted(ReadKind::Show, None, rows, None)
        }
        "DESCRIBE" | "DESC" | "EXPLAIN" => {
            let Some(next) = tokens.get(1) else {
                return Err(Refusal::refused(format!("{head} needs a table or a query")));
            };
            let mut start = 1;
            let upper = next.text(&statement).to_ascii_uppercase();
            match upper.as_str() {
                "ANALYZE" => {
                    return Err(Refusal::refused(
                        "EXPLAIN ANALYZE is not a MariaDB statement and is not accepted; ANALYZE FORMAT=JSON <query> is",
                    ));
                }
                "EXTENDED" | "PARTITIONS" => start = 2,
                "FORMAT" => start = format_option(&statement, &tokens, 1)?,
                _ => {}
            }
            let first = tokens.get(start).map(|t| t.text(&statement).to_ascii_uppercase()).unwrap_or_default();
            if matches!(first.as_str(), "SELECT" | "WITH" | "VALUES" | "TABLE" | "(") {
                query_columns(&statement, &lexed, &tokens, start, catalog, policy)?;
                return accepted(ReadKind::Explain, None, RowFilter::None, None);
            }
            if first == "FOR" {
                return Err(Refusal::refused("EXPLAIN FOR CONNECTION shows another session and is not accepted"));
            }
            if start != 1 {
                return Err(Refusal::refused(format!("{head} {upper} is accepted only before a query")));
            }
            show::describe(&statement, &tokens, catalog)?;
            accepted(ReadKind::Describe, None, RowFilter::None, None)
        }
        "ANALYZE" => {
            // MariaDB's ANALYZE runs the query and reports what it did: the query is checked as if it ran.
            let start = match tokens.get(1).map(|t| t.text(&statement).to_ascii_uppercase()) {
                Some(word) if word == "FORMAT" => format_option(&statement, &tokens, 1)?,
                _ => 1,
            };
            let first = tokens.get(start).map(|t| t.text(&statement).to_ascii_uppercase()).unwrap_or_default();
            // (`ANALYZE TABLE t` is the maintenance statement, not a query.)
            if !matches!(first.as_str(), "SELECT" | "WITH" | "VALUES" | "(") {
                return Err(Refusal::refused(format!(
                    "ANALYZE {first} is not accepted; ANALYZE [FORMAT=JSON] <query> is"
                )));
            }
            query_columns(&statement, &lexed, &tokens, start, catalog, policy)?;
            let query = statement[tokens[start].range.start..].to_owned();
            accepted(ReadKind::Explain, None, RowFilter::None, Some(query))
        }
        _ => Err(Refusal::refused(format!(
            "{} statements are not accepted; only reads are",
            statement_name(&tokens, &statement)
        ))),
    }
}

/// `FORMAT=JSON` / `FORMAT=TRADITIONAL` / `FORMAT=TREE` after EXPLAIN or ANALYZE: where the query starts.
fn format_option(sql: &str, tokens: &[Token], at: usize) -> Result<usize, Refusal> {
    match (tokens.get(at + 1), tokens.get(at + 2)) {
        (Some(eq), Some(value))
            if eq.text(sql) == "=" && ["JSON", "TRADITIONAL", "TREE"].iter().any(|f| value.is_word(sql, f)) =>
        {
            Ok(at + 3)
        }
        _ => Err(Refusal::refused("FORMAT must be FORMAT=JSON, FORMAT=TRADITIONAL or FORMAT=TREE")),
    }
}

fn statement_name(tokens: &[Token], sql: &str) -> String {
    let words: Vec<String> = tokens.iter().take(2).map(|t| t.text(sql).to_ascii_uppercase()).collect();
    match words.as_slice() {
        [first, second]
            if ["CREATE", "DROP", "ALTER", "SHOW", "GRANT", "REVOKE", "LOCK", "FLUSH", "SET"]
                .contains(&first.as_str()) =>
        {
            format!("{first} {second}")
        }
        [first, ..] => first.clone(),
        [] => "these".into(),
    }
}

/// The columns of the query that starts at token `start` (the tokens before it blanked for the parse).
fn query_columns(
    sql: &str,
    lexed: &lexer::Lexed,
    tokens: &[Token],
    start: usize,
    catalog: &Catalog,
    policy: &dyn Policy,
) -> Result<Option<Vec<OutputColumn>>, Refusal> {
    let mut text = parse_rewrites(sql, tokens)?;
    // The head (EXPLAIN, ANALYZE FORMAT=JSON) is not part of the query: its tokens become spaces.
    for token in &tokens[..start.min(tokens.len())] {
        blank(&mut text, token.range.clone());
    }
    let query = parse_query_at(&text, lexed)?;
    let mut walker = Walker::new(catalog, policy);
    let columns = walker.top_query(&query)?;
    Ok(columns.map(|columns| {
        columns
            .into_iter()
            .map(|column| {
                let role = column.origin.role.clone().unwrap_or_else(|| column.name.clone());
                let source = column.origin.source.clone().unwrap_or_else(|| column.name.clone());
                let treatment = match column.origin.sensitivity {
                    Sensitivity::Secret => Treatment::Withhold { source },
                    Sensitivity::ValueField => Treatment::ValueOfNamed { source },
                    Sensitivity::Personal | Sensitivity::None => Treatment::Show,
                };
                OutputColumn { name: column.name, role, treatment }
            })
            .collect()
    }))
}

/// A view definition (as the server prints it) parsed as a query.
pub(crate) fn parse_query(text: &str) -> Result<Query, Refusal> {
    let lexed = lexer::check(text).map_err(Refusal::refused)?;
    if let Some(construct) = &lexed.refused_construct {
        return Err(Refusal::refused(construct.clone()));
    }
    let tokens = tokens::tokenize(&lexed.statement, &lexed);
    call_forms(&lexed.statement, &tokens)?;
    let rewritten = parse_rewrites(&lexed.statement, &tokens)?;
    parse_query_at(&rewritten, &lexed)
}

/// Parses one query and proves the parser read the same comments and strings as the lexer.
pub(crate) fn parse_query_at(text: &str, lexed: &lexer::Lexed) -> Result<Query, Refusal> {
    let dialect = MySqlDialect {};
    let unreadable = |e: &dyn std::fmt::Display| {
        Refusal::refused(format!("the statement could not be read: {}", parser_message(&e.to_string())))
    };
    let spans = Tokenizer::new(&dialect, text).tokenize_with_location().map_err(|e| unreadable(&e))?;
    let positions = Positions::new(text);
    let mut comments = Vec::new();
    let mut string_ends = Vec::new();
    for token in &spans {
        let range = || positions.range(text, token.span.start, token.span.end);
        match &token.token {
            SqlToken::Whitespace(Whitespace::SingleLineComment { .. } | Whitespace::MultiLineComment(_)) => {
                comments.push(range().ok_or_else(|| Refusal::refused("the statement's comments could not be located"))?)
            }
            SqlToken::SingleQuotedString(_)
            | SqlToken::DoubleQuotedString(_)
            | SqlToken::NationalStringLiteral(_)
            | SqlToken::HexStringLiteral(_)
            | SqlToken::EscapedStringLiteral(_) => string_ends
                .push(range().ok_or_else(|| Refusal::refused("the statement's strings could not be located"))?.end),
            _ => {}
        }
    }
    let lexer_ends: Vec<usize> = lexed.strings.iter().map(|s| s.end).collect();
    // A line comment's end differs by the newline in some tokenizers: compare starts and the text up to
    // the shorter end.
    let same_comments = comments.len() == lexed.comments.len()
        && comments.iter().zip(&lexed.comments).all(|(a, b)| a.start == b.start && a.end.abs_diff(b.end) <= 1);
    if !same_comments || string_ends != lexer_ends {
        return Err(Refusal::refused(
            "the parser and the server would read this statement's comments or strings differently; it is not accepted",
        ));
    }
    let mut parser = Parser::new(&dialect).with_recursion_limit(48).try_with_sql(text).map_err(|e| unreadable(&e))?;
    let statement = parser.parse_statement().map_err(|e| unreadable(&e))?;
    let next = parser.peek_token();
    if next.token != SqlToken::EOF {
        return Err(Refusal::refused(format!(
            "the statement does not end where expected (at {}); only one complete read is accepted",
            next.token
        )));
    }
    match statement {
        Statement::Query(query) => Ok(*query),
        _ => Err(Refusal::refused("only a query is accepted here")),
    }
}

/// Line/column locations (1-based, columns in characters) to byte offsets.
struct Positions {
    line_starts: Vec<usize>,
}

impl Positions {
    fn new(text: &str) -> Positions {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Positions { line_starts }
    }

    fn offset(&self, text: &str, location: Location) -> Option<usize> {
        let start = *self.line_starts.get((location.line as usize).checked_sub(1)?)?;
        let column = (location.column as usize).checked_sub(1)?;
        let line = &text[start..];
        match line.char_indices().nth(column) {
            Some((i, _)) => Some(start + i),
            None if line.chars().count() == column => Some(text.len()),
            None => None,
        }
    }

    fn range(&self, text: &str, start: Location, end: Location) -> Option<Range<usize>> {
        Some(self.offset(text, start)?..self.offset(text, end)?)
    }
}

fn parser_message(message: &str) -> String {
    message.trim_start_matches("sql parser error: ").chars().take(160).collect()
}

fn blank(text: &mut String, range: Range<usize>) {
    let spaces = " ".repeat(range.len());
    text.replace_range(range, &spaces);
}

/// Function names must be written the way the server resolves them to its built-in: the name, unquoted,
/// with `(` right after it. With a space or a comment in between (`NOW ()`, `NOW/**/()`), or quoted
/// (`` `NOW`() ``), MariaDB looks for a stored function of the schema instead.
fn call_forms(sql: &str, tokens: &[Token]) -> Result<(), Refusal> {
    for (i, pair) in tokens.windows(2).enumerate() {
        let (name, paren) = (&pair[0], &pair[1]);
        if paren.text(sql) != "(" {
            continue;
        }
        let after_as = i > 0 && tokens[i - 1].is_word(sql, "AS");
        match name.kind {
            Kind::Word if name.range.end != paren.range.start && !after_as => {
                let word = name.text(sql);
                if functions::class_of(word).is_some() {
                    return Err(Refusal::refused(format!(
                        "write {0}( with nothing between the name and the parenthesis: the server resolves \
                         `{0} (` to a stored function of the schema, not the built-in",
                        word.to_ascii_uppercase()
                    )));
                }
            }
            Kind::QuotedIdentifier => {
                let word = name.name(sql).unwrap_or_default();
                if !after_as && functions::class_of(&word).is_some() {
                    return Err(Refusal::refused(format!(
                        "`{word}`(…) in quotes calls a stored function, not the built-in; write {}(…) unquoted",
                        word.to_ascii_uppercase()
                    )));
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// Compound interval units sqlparser does not know, and their first unit.
const COMPOUND_UNITS: &[(&str, &str)] = &[
    ("YEAR_MONTH", "YEAR"),
    ("DAY_HOUR", "DAY"),
    ("DAY_MINUTE", "DAY"),
    ("DAY_SECOND", "DAY"),
    ("DAY_MICROSECOND", "DAY"),
    ("HOUR_MINUTE", "HOUR"),
    ("HOUR_SECOND", "HOUR"),
    ("HOUR_MICROSECOND", "HOUR"),
    ("MINUTE_SECOND", "MINUTE"),
    ("MINUTE_MICROSECOND", "MINUTE"),
    ("SECOND_MICROSECOND", "SECOND"),
];

/// Words after which `MOD` is not an operator (it starts an expression there).
const NOT_AN_OPERAND: &[&str] = &[
    "SELECT", "WHERE", "AND", "OR", "NOT", "ON", "BY", "HAVING", "WHEN", "THEN", "ELSE", "CASE", "IN", "IS", "AS",
    "DISTINCT", "ALL", "XOR", "LIKE", "BETWEEN", "INTERVAL", "RETURN",
];

/// The MySQL forms sqlparser does not read, rewritten for the parse only (same length, so every offset
/// stays where it was): `a MOD b` → `a % b`, `INTERVAL '1:30' HOUR_MINUTE` → `… HOUR`, and
/// `GROUP_CONCAT(… LIMIT n[, m] | LIMIT n OFFSET m)` without its LIMIT (which changes nothing the gate
/// checks; it must be integer literals).
fn parse_rewrites(sql: &str, tokens: &[Token]) -> Result<String, Refusal> {
    let mut text = sql.to_owned();
    let mut group_concat_depth: Vec<usize> = Vec::new();
    let mut depth = 0usize;
    for (i, token) in tokens.iter().enumerate() {
        let upper = token.text(sql).to_ascii_uppercase();
        match token.kind {
            Kind::Punct if upper == "(" => {
                depth += 1;
                if i > 0 && tokens[i - 1].is_word(sql, "GROUP_CONCAT") {
                    group_concat_depth.push(depth);
                }
            }
            Kind::Punct if upper == ")" => {
                if group_concat_depth.last() == Some(&depth) {
                    group_concat_depth.pop();
                }
                depth = depth.saturating_sub(1);
            }
            Kind::Word if upper == "MOD" => {
                let operand_before = i > 0
                    && match tokens[i - 1].kind {
                        Kind::Word => !NOT_AN_OPERAND.contains(&tokens[i - 1].text(sql).to_ascii_uppercase().as_str()),
                        Kind::Number | Kind::String | Kind::QuotedIdentifier => true,
                        Kind::Punct => tokens[i - 1].text(sql) == ")",
                    };
                if operand_before && tokens.get(i + 1).is_some() {
                    text.replace_range(token.range.clone(), "%  ");
                }
            }
            Kind::Word => {
                if let Some((_, first)) = COMPOUND_UNITS.iter().find(|(unit, _)| *unit == upper)
                    && i >= 2
                    && matches!(tokens[i - 1].kind, Kind::String | Kind::Number)
                    && tokens[i - 2].is_word(sql, "INTERVAL")
                {
                    let replacement = format!("{first:<width$}", width = token.range.len());
                    text.replace_range(token.range.clone(), &replacement);
                }
                if upper == "LIMIT" && group_concat_depth.last() == Some(&depth) {
                    // LIMIT n | LIMIT n, m | LIMIT n OFFSET m, up to the closing parenthesis.
                    let mut end = i + 1;
                    let mut expect_number = true;
                    while let Some(next) = tokens.get(end) {
                        let word = next.text(sql);
                        if expect_number {
                            if next.kind != Kind::Number || word.parse::<u64>().is_err() {
                                return Err(Refusal::refused("GROUP_CONCAT's LIMIT takes integer literals"));
                            }
                            expect_number = false;
                        } else if word == "," || next.is_word(sql, "OFFSET") {
                            expect_number = true;
                        } else {
                            break;
                        }
                        end += 1;
                    }
                    if expect_number || tokens.get(end).is_none_or(|t| t.text(sql) != ")") {
                        return Err(Refusal::refused("GROUP_CONCAT's LIMIT must end the call"));
                    }
                    for limit_token in &tokens[i..end] {
                        blank(&mut text, limit_token.range.clone());
                    }
                }
            }
            _ => {}
        }
    }
    Ok(text)
}

#[cfg(test)]
mod tests;
