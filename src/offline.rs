//! The offline commands: the tools' own code on standard input, for operators to preview what the model
//! will see and for the project's quality scoring.
//!
//! * `redact` — JSON lines `{"line": "..."}` or `{"columns": [...], "row": [...]}` in, the same shape
//!   redacted out; one output line per input line; a malformed line gets `{"error": "..."}`. The whole
//!   input is one observation: the same value keeps its placeholder throughout.
//! * `check-sql [--mysql-url URL]` — the `query_mysql` gate: one JSON string (a SQL text) per line in, one
//!   `{"verdict": "allow"|"reject", "reason": "..."}` per line out (`"withheld"`: the result columns whose
//!   cells the projector withholds); never stops on bad input. Offline it decides from the text; with a
//!   URL, with that server's catalog, exactly as the sidecar would (`"error"` when the server fails).
//! * `log-patterns` — raw log messages in, one per line; the aggregated JSON the model would see out, or
//!   with `--labels` one pattern label per input line.

use std::io::{BufRead, Write};

use std::sync::Arc;

use adapters::mysql::executor::{Datasource, MysqlSettings};
use adapters::mysql::policy::RedactionPolicy;
use contract::ToolFailure;
use redact::{Redactor, Session};
use serde_json::{Value, json};

/// `toolharness redact`.
pub fn redact(input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let redactor = Redactor::new();
    let mut session = Session::new();
    for line in input.lines() {
        let line = match line {
            Ok(line) => line,
            Err(_) => {
                writeln!(output, "{}", json!({ "error": "the input line is not UTF-8 text" }))?;
                continue;
            }
        };
        writeln!(output, "{}", redact_one(&redactor, &mut session, &line))?;
    }
    output.flush()
}

fn redact_one(redactor: &Redactor, session: &mut Session, line: &str) -> Value {
    let value: Value = match serde_json::from_str(line) {
        Ok(value) => value,
        Err(error) => {
            return json!({ "error": format!("not a JSON object ({error}); expected {{\"line\": \"...\"}} or {{\"columns\": [...], \"row\": [...]}}") });
        }
    };
    match (value.get("line"), value.get("columns"), value.get("row")) {
        (Some(Value::String(text)), None, None) => json!({ "line": redactor.redact(text, session) }),
        (None, Some(Value::Array(columns)), Some(Value::Array(row))) => {
            let names: Vec<String> =
                columns.iter().map(|c| c.as_str().map(str::to_owned).unwrap_or_else(|| c.to_string())).collect();
            json!({ "columns": columns, "row": redactor.redact_row(&names, row, session) })
        }
        _ => json!({ "error": "expected {\"line\": \"<text>\"} or {\"columns\": [names], \"row\": [cells]}" }),
    }
}

/// `toolharness check-sql [--mysql-url URL]`: offline, the gate decides from the text alone (tables and
/// their columns unknown, MariaDB 10.11's built-ins assumed); with a URL, it uses that server's catalog
/// exactly as a datasource of the sidecar does, so the verdict is the live one.
pub fn check_sql(input: impl BufRead, mut output: impl Write, mysql_url: Option<&str>) -> std::io::Result<()> {
    let redactor = Arc::new(Redactor::new());
    let live = match mysql_url {
        None => None,
        Some(url) => {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
            let datasource = Datasource::new("check-sql", url, MysqlSettings::default(), redactor.clone())
                .map_err(std::io::Error::other)?;
            // The catalog is read once up front, so that a server that cannot be reached fails the command.
            runtime
                .block_on(datasource.catalog(false))
                .map_err(|failure| std::io::Error::other(format!("the server's catalog: {}", failure.message)))?;
            Some((runtime, datasource))
        }
    };
    let offline = sqlgate::Catalog::offline();
    let policy = RedactionPolicy(&redactor);
    for line in input.split(b'\n') {
        let line = line?;
        let verdict = match serde_json::from_slice::<Value>(&line) {
            Ok(Value::String(sql)) => {
                // A panic in the parser must not end the run: it is a refusal like any other.
                let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| match &live {
                    Some((runtime, datasource)) => runtime.block_on(datasource.gate(&sql)).map(|(verdict, _)| verdict),
                    None => sqlgate::check(&sql, &offline, &policy).map_err(|refusal| ToolFailure {
                        code: contract::ErrorCode::InputRefused,
                        message: format!("statement refused: {}", refusal.reason),
                    }),
                }));
                match checked {
                    Ok(Ok(verdict)) => {
                        let mut answer =
                            json!({ "verdict": "allow", "reason": format!("a single read ({:?})", verdict.kind) });
                        let withheld: Vec<&str> = verdict
                            .columns
                            .iter()
                            .flatten()
                            .filter(|c| c.treatment != sqlgate::Treatment::Show)
                            .map(|c| c.name.as_str())
                            .collect();
                        if !withheld.is_empty() {
                            answer["withheld"] = json!(withheld);
                        }
                        answer
                    }
                    Ok(Err(failure)) if failure.code == contract::ErrorCode::InputRefused => json!({
                        "verdict": "reject",
                        "reason": failure.message.trim_start_matches("statement refused: "),
                    }),
                    Ok(Err(failure)) => json!({ "verdict": "error", "reason": failure.message }),
                    Err(_) => json!({ "verdict": "reject", "reason": "the statement could not be analysed" }),
                }
            }
            _ => {
                json!({ "verdict": "reject", "reason": "each input line must be one JSON string holding the SQL text" })
            }
        };
        writeln!(output, "{verdict}")?;
    }
    output.flush()
}

/// `toolharness log-patterns [--labels] [--max-bytes N]`.
pub fn log_patterns(
    input: impl BufRead,
    mut output: impl Write,
    labels: bool,
    max_bytes: usize,
) -> std::io::Result<()> {
    let redactor = Redactor::new();
    let summarised = logs::summarise_lines(input, &redactor)?;
    if labels {
        summarised.write_labels(&mut output)?;
    } else {
        let (summary, _) = summarised.summary(max_bytes, json!({}));
        writeln!(output, "{summary}")?;
    }
    output.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use logs::aggregate::Aggregator;
    use logs::framing::{Framing, Parsed, parse_line};

    #[test]
    fn redact_answers_every_line_in_shape() {
        let input = "{\"line\": \"login from 10.1.2.3 password=x1\"}\nnot json\n{\"columns\": [\"pwd\", \"note\"], \"row\": [\"a\", \"ip 10.1.2.3\"]}\n{}\n";
        let mut out = Vec::new();
        redact(input.as_bytes(), &mut out).unwrap();
        let lines: Vec<Value> =
            String::from_utf8(out).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[0]["line"], "login from <IP#1> password=<SECRET:password#1>");
        assert!(lines[1]["error"].as_str().unwrap().contains("not a JSON object"));
        assert_eq!(lines[2]["row"], json!(["[REDACTED]", "ip <IP#1>"]));
        assert!(lines[3]["error"].is_string());
    }

    #[test]
    fn log_patterns_labels_one_line_per_input() {
        let input = "Invalid user admin from 10.0.0.1\nInvalid user bob from 10.0.0.2\nConnection closed by 10.0.0.3 [preauth]\n";
        let mut out = Vec::new();
        log_patterns(input.as_bytes(), &mut out, true, 8192).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "P1\nP1\nP2\n");
    }

    /// Input of several blocks (so several workers), with CRLF, invalid UTF-8 and no final newline,
    /// labels exactly as entries added one by one on one thread do.
    #[test]
    fn log_patterns_in_blocks_match_one_by_one_aggregation() {
        let mut input = Vec::new();
        for i in 0..12_000 {
            let line = match i % 5 {
                0 => format!("Received block blk_{i} of size {} from /10.0.{}.{}\r\n", i * 7, i % 256, i % 13),
                1 => format!("2024-05-01 12:00:{:02} WARN user u{i}@example.com login failed\n", i % 60),
                2 => format!("session {i} closed by peer db-{}.prod.internal after {} ms\n", i % 9, i % 1000),
                3 => "bad byte follows: #\n".to_owned(),
                _ => format!("PacketResponder {} for block blk_-{i} terminating\n", i % 3),
            };
            input.extend_from_slice(line.as_bytes());
            if i % 5 == 3 {
                // Replace the `#` by a byte that is not UTF-8.
                let at = input.len() - 2;
                input[at] = 0xff;
            }
        }
        input.extend_from_slice(b"last line without newline");
        assert!(input.len() > 2 * 256 * 1024, "the input must span several blocks");
        let mut out = Vec::new();
        log_patterns(&input[..], &mut out, true, 8192).unwrap();
        let labels: Vec<String> = String::from_utf8(out).unwrap().lines().map(str::to_owned).collect();

        let redactor = Redactor::new();
        let mut aggregator = Aggregator::new(&redactor);
        let mut ids = Vec::new();
        for line in input.split(|b| *b == b'\n') {
            let line = String::from_utf8_lossy(line);
            let (time, level, message) = match parse_line(line.trim_end_matches('\r'), Framing::Plain, "", 1970) {
                Parsed::Entry(record) => (record.timestamp_ms, record.level, record.message),
                Parsed::Continuation(text) | Parsed::Partial(text) => (None, None, text),
            };
            ids.push(aggregator.add(time, level, "", &message));
        }
        let pattern_labels = aggregator.pattern_labels();
        assert_eq!(labels, ids.iter().map(|id| pattern_labels[*id].clone()).collect::<Vec<_>>());
        assert_eq!(labels.len(), 12_001);
    }
}
