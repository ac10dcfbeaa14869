//! `query_logs` and `log-patterns` redact as the `redact` command does (`Redactor::redact`, line by line in
//! one session), on every log record of the redaction engine's corpora (its own and the independent ones,
//! development and held-out halves alike: nothing here is tuned, it only compares two paths). The
//! aggregator searches messages on workers, each from its own guess of the line context, and carries the
//! context in order; the line formats that give a value's key on the line above (tables, psql's expanded
//! records, hex dumps under a secret's heading, SASL replies) must come out the same.

use std::path::{Path, PathBuf};

use redact::{Redactor, Session};
use serde_json::Value;

use crate::aggregate::{Aggregator, Entry};
use crate::source::{LogQuery, LogSources, ScanLimits};

struct Record {
    /// The corpus file and the record's line number in it.
    place: String,
    held_out: bool,
    lines: Vec<String>,
    secrets: Vec<String>,
}

fn jsonl_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            jsonl_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "jsonl") {
            files.push(path);
        }
    }
}

/// The line and block records of every corpus (result rows are not logs).
fn records() -> Vec<Record> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../redact/tests/corpus");
    let mut files = Vec::new();
    jsonl_files(&root, &mut files);
    let mut records = Vec::new();
    for file in files {
        let name = file.strip_prefix(&root).unwrap_or(&file).display().to_string();
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{name}: {e}"));
        for (number, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            let record: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{name}:{}: {e}", number + 1));
            let lines: Vec<String> = match record["kind"].as_str() {
                Some("line") => vec![record["text"].as_str().unwrap_or_default().to_owned()],
                Some("block") => record["lines"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|l| l.as_str().map(str::to_owned))
                    .collect(),
                _ => continue,
            };
            let secrets = record["secrets"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|s| s.as_str().map(str::to_owned))
                .collect();
            records.push(Record {
                place: format!("{name}:{}", number + 1),
                held_out: name.contains("heldout"),
                lines,
                secrets,
            });
        }
    }
    assert!(records.len() > 3_000, "the corpora were not found under {}", root.display());
    records
}

/// The `redact` command's text of each line (one session per record).
fn redact_command(redactor: &Redactor, lines: &[String]) -> Vec<String> {
    let mut session = Session::new();
    lines.iter().map(|line| redactor.redact(line, &mut session)).collect()
}

/// The aggregator's text of each message, prepared in batches of `batch` entries by two workers.
fn aggregated(redactor: &Redactor, messages: &[String], batch: usize) -> Vec<String> {
    let mut aggregator = Aggregator::new(redactor);
    let mut seen = [aggregator.seen_messages(), aggregator.seen_messages()];
    let (mut shown, mut ids) = (Vec::new(), Vec::new());
    for (index, chunk) in messages.chunks(batch).enumerate() {
        let worker = &mut seen[index % 2];
        worker.at_batch(index as u64);
        let entries = chunk.iter().map(|message| Entry { timestamp_ms: None, level: None, source: "", message });
        let mut prepared = Aggregator::prepare_batch(redactor, worker, entries);
        aggregator.add_prepared_showing(&mut prepared, &mut ids, |text| shown.push(text.to_owned()));
    }
    shown
}

/// Each line an entry (as `log-patterns` reads lines without a header): the same text, line for line, in
/// batches that cut the line formats anywhere (the workers then guess the context wrong) or hold them whole.
#[test]
fn lines_as_entries_are_redacted_as_the_redact_command_redacts_them() {
    let redactor = Redactor::new();
    let records = records();
    let mut differing = Vec::new();
    for record in &records {
        let expected = redact_command(&redactor, &record.lines);
        for batch in [1, 2, 3, 64] {
            let shown = aggregated(&redactor, &record.lines, batch);
            if let Some(line) = (0..expected.len()).find(|&i| shown.get(i) != expected.get(i)) {
                differing.push(if record.held_out {
                    format!("{} (held out), batches of {batch}", record.place)
                } else {
                    format!(
                        "{}, batches of {batch}, line {}:\n  {:?}\n  {:?}",
                        record.place,
                        line + 1,
                        expected[line],
                        shown[line]
                    )
                });
                break;
            }
        }
    }
    assert!(differing.is_empty(), "{} records differ:\n{}", differing.len(), differing.join("\n"));
}

/// Read from a file as `query_logs` reads it (lines without a header and stack frames join the entry
/// above them and are searched with it, entries then oldest first): no planted secret the `redact`
/// command removes reaches the model.
#[test]
fn entries_read_from_files_leak_nothing_the_redact_command_removes() {
    let redactor = Redactor::new();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let sources = LogSources::files(vec![format!("{}/record.log", dir.path().display())], &[]);
    let query = LogQuery { max_entries: 10_000, ..Default::default() };
    let limits = ScanLimits { max_bytes: 1 << 24, max_lines: 100_000, max_kept_bytes: 1 << 24 };
    let (mut removed, mut also_in_logs, mut leaked) = ([0usize; 2], [0usize; 2], Vec::new());
    for record in records() {
        let by_command = redact_command(&redactor, &record.lines).join("\n");
        std::fs::write(dir.path().join("record.log"), record.lines.join("\n") + "\n").expect("the record written");
        let outcome = sources.scan(&query, limits, 2024);
        let messages: Vec<String> = outcome.entries.into_iter().rev().map(|entry| entry.message).collect();
        let by_logs = aggregated(&redactor, &messages, 64).join("\n");
        let half = usize::from(record.held_out);
        for secret in record.secrets.iter().filter(|s| !by_command.contains(s.as_str())) {
            removed[half] += 1;
            if by_logs.contains(secret.as_str()) {
                leaked.push(if record.held_out {
                    format!("{} (held out)", record.place)
                } else {
                    format!("{}: {secret:?} in {by_logs:?}", record.place)
                });
            } else {
                also_in_logs[half] += 1;
            }
        }
    }
    println!(
        "read as query_logs reads files: removed there too {}/{} (development), {}/{} (held out)",
        also_in_logs[0], removed[0], also_in_logs[1], removed[1]
    );
    assert!(
        leaked.is_empty(),
        "{} secrets reach the model through query_logs only:\n{}",
        leaked.len(),
        leaked.join("\n")
    );
}
