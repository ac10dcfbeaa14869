//! The `query_logs` tool: input contract, executor (scan) and projector (redact + aggregate).

use std::sync::Arc;

use contract::{
    CanonicalInput, EvidenceStatus, Executor, Projected, Projector, RawResult, RegisteredTool, ToolFailure, ToolLimits,
    TypedContract, ValidateInput, envelope::FieldError,
};
use redact::Redactor;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use logs::{
    Entry, Level, LogQuery, LogSources, ScanLimits, ScanStats, TextMatch, format_timestamp, parse_timestamp_prefix,
};

pub const TOOL_NAME: &str = "query_logs";
pub const DEFAULT_MAX_LINES: u32 = 1000;
pub const MAX_MAX_LINES: u32 = 10_000;
const MAX_QUERY_CHARS: usize = 500;

/// The input of `query_logs`.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QueryLogsInput {
    /// Text every matching entry contains (all words, any case); `""` for every entry; `/regex/` for a
    /// regular expression.
    pub query: String,
    /// Only entries from sources (files, or namespace/pod/container) whose name contains this.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// The least severe level to include: trace, debug, info, notice, warn, error or fatal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// The window's start: RFC 3339 (`2026-11-30T08:00:00Z`) or relative to the newest entry (`15m`,
    /// `2h`, `1d`, `30s`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    /// The window's end, in the same forms.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub until: Option<String>,
    /// The most matching entries to aggregate, newest first (1 to 10000, default 1000).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_lines: Option<u32>,
}

/// A point in time as given: absolute, or a duration back from the newest entry.
enum When {
    At(i64),
    Ago(i64),
}

fn parse_when(text: &str) -> Option<When> {
    let text = text.trim();
    if let Some((ms, used)) = parse_timestamp_prefix(text, 1970) {
        return (used == text.len()).then_some(When::At(ms));
    }
    let split = text.find(|c: char| !c.is_ascii_digit())?;
    let (number, unit) = text.split_at(split);
    let number: i64 = number.parse().ok().filter(|n| *n > 0 && *n <= 10_000_000)?;
    let unit_ms = match unit.trim() {
        "s" | "sec" | "secs" | "second" | "seconds" => 1000,
        "m" | "min" | "mins" | "minute" | "minutes" => 60_000,
        "h" | "hr" | "hrs" | "hour" | "hours" => 3_600_000,
        "d" | "day" | "days" => 86_400_000,
        "w" | "week" | "weeks" => 7 * 86_400_000,
        _ => return None,
    };
    Some(When::Ago(number * unit_ms))
}

fn text_match(query: &str) -> Result<TextMatch, String> {
    let trimmed = query.trim();
    if trimmed.len() >= 2 && trimmed.starts_with('/') && trimmed.ends_with('/') {
        let pattern = &trimmed[1..trimmed.len() - 1];
        return regex::RegexBuilder::new(pattern)
            .case_insensitive(true)
            .size_limit(1 << 20)
            .dfa_size_limit(1 << 20)
            .build()
            .map(TextMatch::Regex)
            .map_err(|e| format!("a valid regular expression between slashes ({})", first_line(&e.to_string())));
    }
    let terms: Vec<String> = trimmed.split_whitespace().map(str::to_lowercase).collect();
    Ok(if terms.is_empty() { TextMatch::All } else { TextMatch::Terms(terms) })
}

fn first_line(text: &str) -> &str {
    text.lines().last().unwrap_or(text).trim()
}

impl ValidateInput for QueryLogsInput {
    fn validate(&self) -> Result<(), FieldError> {
        let chars = self.query.chars().count();
        if chars > MAX_QUERY_CHARS {
            return Err(FieldError {
                field: "query",
                expected: format!("at most {MAX_QUERY_CHARS} characters (got {chars})"),
            });
        }
        text_match(&self.query).map_err(|expected| FieldError { field: "query", expected })?;
        if let Some(level) = &self.level {
            if Level::parse(level).is_none() {
                return Err(FieldError {
                    field: "level",
                    expected: "one of trace, debug, info, notice, warn, error, fatal".into(),
                });
            }
        }
        for (field, value) in [("since", &self.since), ("until", &self.until)] {
            if let Some(value) = value {
                if parse_when(value).is_none() {
                    return Err(FieldError {
                        field,
                        expected: "an RFC 3339 time (2026-11-30T08:00:00Z) or a duration like 15m, 2h, 1d".into(),
                    });
                }
            }
        }
        if let Some(source) = &self.source {
            if source.chars().count() > 200 {
                return Err(FieldError { field: "source", expected: "at most 200 characters".into() });
            }
        }
        match self.max_lines {
            Some(n) if !(1..=MAX_MAX_LINES).contains(&n) => Err(FieldError {
                field: "max_lines",
                expected: format!("an integer from 1 to {MAX_MAX_LINES} (got {n})"),
            }),
            _ => Ok(()),
        }
    }
}

/// Builds the registered tool over `sources`.
pub fn query_logs(
    sources: LogSources,
    limits: ToolLimits,
    scan: ScanLimits,
    redactor: Arc<Redactor>,
) -> RegisteredTool {
    let described = match &sources {
        LogSources::Bundled => "the bundled sample incident logs".to_owned(),
        LogSources::Files { globs, .. } => format!("{} configured log path pattern(s)", globs.len()),
    };
    RegisteredTool {
        name: TOOL_NAME.to_owned(),
        description: format!(
            "Search the service logs ({described}) and get them summarised as patterns: each with its count, \
             first and last time, level mix and a few redacted example lines, most severe first. Filter by \
             text, source, minimum level and time window (RFC 3339 or relative like 15m, measured back from \
             the newest entry)."
        ),
        contract: Arc::new(TypedContract::<QueryLogsInput>::new(limits.max_arguments_bytes)),
        limits,
        executor: Arc::new(LogsExecutor { sources: Arc::new(sources), scan }),
        projector: Arc::new(LogsProjector { redactor }),
    }
}

struct LogsExecutor {
    sources: Arc<LogSources>,
    scan: ScanLimits,
}

#[derive(Serialize, Deserialize)]
struct RawEntry {
    t: Option<i64>,
    level: Option<String>,
    source: String,
    message: String,
}

#[derive(Serialize, Deserialize)]
struct RawLogs {
    stats: ScanStats,
    window: Value,
    /// Newest first.
    entries: Vec<RawEntry>,
}

/// The year given to year-less timestamps of sources that have no file time (the bundled logs).
fn current_year() -> i64 {
    logs::time::year_of(contract::now_unix_ms() as i64)
}

#[async_trait::async_trait]
impl Executor for LogsExecutor {
    async fn execute(&self, input: &CanonicalInput) -> Result<RawResult, ToolFailure> {
        let input: QueryLogsInput = input.decode_for(TOOL_NAME)?;
        let sources = self.sources.clone();
        let scan = self.scan;
        // The scan runs on a blocking thread; its span is still a child of the call's.
        let scan_span = tracing::debug_span!("log scan", toolharness.log.bytes_scanned = tracing::field::Empty);
        let raw = tokio::task::spawn_blocking(move || {
            let _entered = scan_span.enter();
            let year = current_year();
            let text = text_match(&input.query).map_err(ToolFailure::invalid_request)?;
            let needs_anchor = [&input.since, &input.until]
                .iter()
                .any(|w| w.as_deref().and_then(parse_when).is_some_and(|w| matches!(w, When::Ago(_))));
            let anchor = if needs_anchor { sources.newest_timestamp(year) } else { None };
            let resolve = |value: &Option<String>| match value.as_deref().and_then(parse_when) {
                Some(When::At(ms)) => Some(ms),
                Some(When::Ago(ms)) => anchor.map(|a| a - ms),
                None => None,
            };
            let (since_ms, until_ms) = (resolve(&input.since), resolve(&input.until));
            if let (Some(since), Some(until)) = (since_ms, until_ms) {
                if since > until {
                    return Err(ToolFailure::invalid_request("since is after until; the window is empty"));
                }
            }
            let query = LogQuery {
                text,
                min_level: input.level.as_deref().and_then(Level::parse),
                source: input.source.clone(),
                since_ms,
                until_ms,
                max_entries: input.max_lines.unwrap_or(DEFAULT_MAX_LINES) as usize,
            };
            let outcome = logs::scan(&sources, &query, scan, year);
            scan_span.record("toolharness.log.bytes_scanned", outcome.stats.bytes_scanned);
            let window = json!({
                "since": since_ms.map(format_timestamp),
                "until": until_ms.map(format_timestamp),
            });
            let entries = outcome
                .entries
                .into_iter()
                .map(|e| RawEntry {
                    t: e.timestamp_ms,
                    level: e.level.map(|l| l.as_str().to_owned()),
                    source: e.source,
                    message: e.message,
                })
                .collect();
            serde_json::to_string(&RawLogs { stats: outcome.stats, window, entries })
                .map_err(|_| ToolFailure::backend_unavailable("the log scan result could not be encoded"))
        })
        .await
        .map_err(|_| ToolFailure::backend_unavailable("the log scan failed"))??;
        Ok(RawResult(raw))
    }
}

struct LogsProjector {
    redactor: Arc<Redactor>,
}

impl Projector for LogsProjector {
    fn project(&self, _input: &CanonicalInput, raw: &RawResult, max_bytes: usize) -> Result<Projected, ToolFailure> {
        let raw: RawLogs = serde_json::from_str(raw.as_str())
            .map_err(|_| ToolFailure::backend_unavailable("the log scan returned an unreadable result"))?;
        // Oldest first: patterns form in the order things happened.
        let entries: Vec<Entry<'_>> = raw
            .entries
            .iter()
            .rev()
            .map(|entry| Entry {
                timestamp_ms: entry.t,
                level: entry.level.as_deref().and_then(Level::parse),
                source: &entry.source,
                message: &entry.message,
            })
            .collect();
        let summarised = logs::summarise(&entries, &self.redactor);
        let mut extra = json!({ "scan": raw.stats, "window": raw.window });
        if raw.entries.is_empty() {
            extra["note"] = json!(if raw.stats.files == 0 {
                "No log file matched the configured paths; there is nothing to search."
            } else {
                "No entry matched; widen the window, lower the level or change the text."
            });
        }
        let (agent_result, truncated) = summarised.summary(max_bytes, extra);
        crate::record_redactions(&summarised.redaction_counts());
        let evidence = if raw.entries.is_empty() { EvidenceStatus::NoEvidence } else { EvidenceStatus::Found };
        Ok(Projected { agent_result, evidence, truncated })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_are_absolute_or_relative() {
        assert!(matches!(parse_when("2026-11-30T08:00:00Z"), Some(When::At(_))));
        assert!(matches!(parse_when("15m"), Some(When::Ago(900_000))));
        assert!(matches!(parse_when("2 hours"), Some(When::Ago(7_200_000))));
        assert!(parse_when("yesterday").is_none());
        assert!(parse_when("0m").is_none());
        assert!(parse_when("2026-11-30T08:00:00Z trailing").is_none());
    }

    /// A scan large enough to be redacted on all cores projects exactly as entries added one by one.
    #[test]
    fn a_large_scan_projects_as_one_by_one_aggregation() {
        let redactor = Arc::new(Redactor::new());
        let entries: Vec<RawEntry> = (0..6_000)
            .rev()
            .map(|i| RawEntry {
                t: Some(1_764_504_000_000 + i * 1000),
                level: Some(if i % 7 == 0 { "error" } else { "info" }.to_owned()),
                source: format!("/var/log/pods/shop_checkout-7d9f8b6c4-x2k9p_1/app/{}.log", i % 2),
                message: format!(
                    "order {i} paid by user{}@example.com from 10.1.{}.{} in {} ms",
                    i % 50,
                    i % 200,
                    i % 9,
                    i % 900
                ),
            })
            .collect();
        let raw = RawLogs { stats: ScanStats::default(), window: json!({}), entries };
        let text = serde_json::to_string(&raw).unwrap();
        let input = CanonicalInput::from_serializable(&json!({})).unwrap();
        let projected =
            LogsProjector { redactor: redactor.clone() }.project(&input, &RawResult(text), 1 << 20).unwrap();

        let mut aggregator = logs::aggregate::Aggregator::new(&redactor);
        for entry in raw.entries.iter().rev() {
            aggregator.add(entry.t, entry.level.as_deref().and_then(Level::parse), &entry.source, &entry.message);
        }
        let (expected, _) = aggregator.summary(1 << 20, json!({ "scan": raw.stats, "window": raw.window }));
        assert_eq!(projected.agent_result, expected);
        assert!(!projected.agent_result.to_string().contains("example.com"));
    }

    #[test]
    fn query_text_forms() {
        assert!(matches!(text_match("").unwrap(), TextMatch::All));
        assert!(matches!(text_match("Payment TIMEOUT").unwrap(), TextMatch::Terms(t) if t == ["payment", "timeout"]));
        assert!(matches!(text_match("/time[d]? ?out/").unwrap(), TextMatch::Regex(_)));
        assert!(text_match("/(unclosed/").unwrap_err().contains("regular expression"));
    }
}
