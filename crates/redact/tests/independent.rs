//! The redaction engine on corpora written independently of it (`tests/corpus/independent/`, by authors who
//! never read the engine, and `tests/corpus/gitleaks/`, one sample per gitleaks rule confirmed by gitleaks
//! itself). Each corpus has a development half and a held-out half; the held-out halves were written before
//! any tuning and are scored, never inspected (their failures print only as counts, unless
//! `REDACT_SHOW_HELDOUT=1`).
//!
//! A record lists `secrets` (credentials: one surviving is a leak), `private` (personal data and
//! infrastructure names: must go) and `keep` (diagnostic tokens: must survive). The targets, for every half:
//! no credential leak, at least 99% of the planted values (secrets and private) removed, at least 95% of the
//! diagnostic tokens kept; on gitleaks' samples at least 95% of the distinct secrets removed.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde_json::Value;
use toolharness_redact::{Redactor, Session};

/// What one corpus half scored, in total and per class.
#[derive(Default)]
struct Score {
    records: usize,
    secrets: usize,
    leaked: usize,
    private: usize,
    private_left: usize,
    keep: usize,
    kept: usize,
    by_class: BTreeMap<String, ClassScore>,
    failures: Vec<String>,
}

#[derive(Default, Clone, Copy)]
struct ClassScore {
    records: usize,
    planted: usize,
    removed: usize,
    keep: usize,
    kept: usize,
    leaked: usize,
}

impl Score {
    fn planted(&self) -> usize {
        self.secrets + self.private
    }

    fn removed_share(&self) -> f64 {
        let removed = self.planted() - self.leaked - self.private_left;
        if self.planted() == 0 { 1.0 } else { removed as f64 / self.planted() as f64 }
    }

    fn kept_share(&self) -> f64 {
        if self.keep == 0 { 1.0 } else { self.kept as f64 / self.keep as f64 }
    }

    fn line(&self, name: &str) -> String {
        let mut out = format!(
            "{name:<22} {:>4} records: credentials leaked {:>3}/{:<4} planted removed {:>6.2}% ({}/{}) kept {:>6.2}% ({}/{})",
            self.records,
            self.leaked,
            self.secrets,
            self.removed_share() * 100.0,
            self.planted() - self.leaked - self.private_left,
            self.planted(),
            self.kept_share() * 100.0,
            self.kept,
            self.keep
        );
        for (class, c) in &self.by_class {
            let _ = write!(
                out,
                "\n    {class:<14} {:>4} records  removed {:>4}/{:<4} leaked {:>2}  kept {:>4}/{:<4}",
                c.records, c.removed, c.planted, c.leaked, c.kept, c.keep
            );
        }
        out
    }
}

fn strings(record: &Value, field: &str) -> Vec<String> {
    record[field]
        .as_array()
        .map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect())
        .unwrap_or_default()
}

/// The text the model would see for one record.
fn redacted(redactor: &Redactor, record: &Value) -> String {
    let mut session = Session::new();
    match record["kind"].as_str() {
        Some("line") => redactor.redact(record["text"].as_str().expect("a line record has a text"), &mut session),
        Some("block") => record["lines"]
            .as_array()
            .expect("a block record has lines")
            .iter()
            .map(|l| redactor.redact(l.as_str().expect("a block line is a string"), &mut session))
            .collect::<Vec<_>>()
            .join("\n"),
        Some("row") => {
            let columns = strings(record, "columns");
            let row = record["row"].as_array().expect("a row record has a row");
            // The row as the model sees it: a JSON array of the redacted cells.
            Value::Array(redactor.redact_row(&columns, row, &mut session)).to_string()
        }
        other => panic!("unknown record kind {other:?}"),
    }
}

fn score(redactor: &Redactor, corpus: &str) -> Score {
    let mut score = Score::default();
    for (number, line) in corpus.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let record: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("record {}: {e}", number + 1));
        let output = redacted(redactor, &record);
        let shown = match record.get("columns") {
            Some(columns) => format!("{columns} → {output}"),
            None => output.clone(),
        };
        let class = record["class"].as_str().unwrap_or("-").to_owned();
        let mut class_score = score.by_class.get(&class).copied().unwrap_or_default();
        class_score.records += 1;
        score.records += 1;
        for secret in strings(&record, "secrets") {
            score.secrets += 1;
            class_score.planted += 1;
            if output.contains(&secret) {
                score.leaked += 1;
                class_score.leaked += 1;
                score.failures.push(format!("LEAK [{class}] {secret:?} in {shown}"));
            } else {
                class_score.removed += 1;
            }
        }
        for private in strings(&record, "private") {
            score.private += 1;
            class_score.planted += 1;
            if output.contains(&private) {
                score.private_left += 1;
                score.failures.push(format!("LEFT [{class}] {private:?} in {shown}"));
            } else {
                class_score.removed += 1;
            }
        }
        // What must be kept is looked for in what the model sees: a row's column names come with it
        // unchanged (`query_mysql` shows them), so a column name to keep is kept.
        for token in strings(&record, "keep") {
            score.keep += 1;
            class_score.keep += 1;
            if shown.contains(&token) {
                score.kept += 1;
                class_score.kept += 1;
            } else {
                score.failures.push(format!("LOST [{class}] {token:?} from {shown}"));
            }
        }
        score.by_class.insert(class, class_score);
    }
    score
}

/// What a half last measured: at most this many credential leaks, at least these shares removed and kept.
/// The test fails when a change does worse than this (a regression); the targets (no leak, 99%
/// removed, 95% kept) are reported beside it and asserted only with `REDACT_REQUIRE_TARGETS=1`, because
/// they are not met yet (see BENCHMARKS.md) and the suite must keep guarding what is.
struct Recorded {
    leaks: usize,
    removed: f64,
    kept: f64,
}

const fn recorded(leaks: usize, removed: f64, kept: f64) -> Recorded {
    Recorded { leaks, removed, kept }
}

/// The corpus halves: (name, text, held out, last measured).
const HALVES: &[(&str, &str, bool, Recorded)] = &[
    ("logs-docs dev", include_str!("corpus/independent/logs-docs/dev.jsonl"), false, recorded(0, 1.0, 0.9868)),
    (
        "logs-docs heldout",
        include_str!("corpus/independent/logs-docs/heldout.jsonl"),
        true,
        recorded(5, 0.9742, 0.9576),
    ),
    ("logs-real dev", include_str!("corpus/independent/logs-real/dev.jsonl"), false, recorded(4, 0.9911, 0.9884)),
    (
        "logs-real heldout",
        include_str!("corpus/independent/logs-real/heldout.jsonl"),
        true,
        recorded(2, 0.9867, 0.9946),
    ),
    ("rows dev", include_str!("corpus/independent/rows/dev.jsonl"), false, recorded(0, 1.0, 0.9947)),
    ("rows heldout", include_str!("corpus/independent/rows/heldout.jsonl"), true, recorded(1, 0.9973, 0.9586)),
    ("dev2", include_str!("corpus/independent/dev2/dev.jsonl"), false, recorded(0, 0.9982, 0.9784)),
    ("dev3", include_str!("corpus/independent/dev3/dev.jsonl"), false, recorded(0, 1.0, 0.9808)),
    ("heldout3", include_str!("corpus/independent/heldout3/heldout.jsonl"), true, recorded(10, 0.9611, 0.9542)),
    ("corpus4 dev", include_str!("corpus/independent/corpus4/dev.jsonl"), false, recorded(0, 1.0, 0.9858)),
    ("corpus4 heldout", include_str!("corpus/independent/corpus4/heldout.jsonl"), true, recorded(7, 0.9365, 0.9726)),
    ("corpus5 dev", include_str!("corpus/independent/corpus5/dev.jsonl"), false, recorded(1, 0.9915, 0.9798)),
    ("corpus6 heldout", include_str!("corpus/independent/corpus6/heldout.jsonl"), true, recorded(3, 0.9233, 0.9609)),
    ("corpus7 heldout", include_str!("corpus/independent/corpus7/heldout.jsonl"), true, recorded(3, 0.8946, 0.9703)),
    ("corpus8 dev", include_str!("corpus/independent/corpus8/dev.jsonl"), false, recorded(0, 0.9836, 0.9878)),
    ("corpus8 heldout", include_str!("corpus/independent/corpus8/heldout.jsonl"), true, recorded(3, 0.9138, 0.9804)),
    ("corpus9 dev", include_str!("corpus/independent/corpus9/dev.jsonl"), false, recorded(0, 0.9953, 0.977)),
    ("corpus9 heldout", include_str!("corpus/independent/corpus9/heldout.jsonl"), true, recorded(2, 0.9774, 0.9589)),
    ("corpus10 dev", include_str!("corpus/independent/corpus10/dev.jsonl"), false, recorded(0, 0.9945, 0.9296)),
    ("corpus10 heldout", include_str!("corpus/independent/corpus10/heldout.jsonl"), true, recorded(4, 0.9497, 0.9484)),
    ("corpus11 dev", include_str!("corpus/independent/corpus11/dev.jsonl"), false, recorded(0, 0.9875, 0.9655)),
    ("corpus11 heldout", include_str!("corpus/independent/corpus11/heldout.jsonl"), true, recorded(4, 0.9662, 0.9756)),
    ("corpus12 dev", include_str!("corpus/independent/corpus12/dev.jsonl"), false, recorded(0, 0.9715, 0.9672)),
    ("corpus12 heldout", include_str!("corpus/independent/corpus12/heldout.jsonl"), true, recorded(1, 0.9855, 0.979)),
    ("corpus13 dev", include_str!("corpus/independent/corpus13/dev.jsonl"), false, recorded(0, 0.9841, 0.9984)),
    ("corpus13 heldout", include_str!("corpus/independent/corpus13/heldout.jsonl"), true, recorded(2, 0.9693, 0.9952)),
    ("corpus14 dev", include_str!("corpus/independent/corpus14/dev.jsonl"), false, recorded(7, 0.986, 0.9876)),
    ("corpus14 heldout", include_str!("corpus/independent/corpus14/heldout.jsonl"), true, recorded(11, 0.9754, 0.9875)),
    ("corpus15 dev", include_str!("corpus/independent/corpus15/dev.jsonl"), false, recorded(2, 0.989, 0.9925)),
    ("corpus15 heldout", include_str!("corpus/independent/corpus15/heldout.jsonl"), true, recorded(1, 0.9863, 0.9913)),
    ("corpus16 dev", include_str!("corpus/independent/corpus16/dev.jsonl"), false, recorded(2, 0.9628, 1.0)),
    ("corpus16 heldout", include_str!("corpus/independent/corpus16/heldout.jsonl"), true, recorded(7, 0.9526, 1.0)),
    ("corpus17 dev", include_str!("corpus/independent/corpus17/dev.jsonl"), false, recorded(1, 0.9779, 0.9927)),
    ("corpus17 heldout", include_str!("corpus/independent/corpus17/heldout.jsonl"), true, recorded(2, 0.9555, 0.9958)),
    ("corpus18 dev", include_str!("corpus/independent/corpus18/dev.jsonl"), false, recorded(0, 0.9674, 0.9972)),
    ("corpus18 heldout", include_str!("corpus/independent/corpus18/heldout.jsonl"), true, recorded(1, 0.9498, 0.9955)),
    ("corpus19 dev", include_str!("corpus/independent/corpus19/dev.jsonl"), false, recorded(1, 0.9684, 0.9964)),
    ("corpus19 heldout", include_str!("corpus/independent/corpus19/heldout.jsonl"), true, recorded(4, 0.9566, 0.9988)),
    ("corpus20 dev", include_str!("corpus/independent/corpus20/dev.jsonl"), false, recorded(2, 0.9404, 0.9907)),
    ("corpus20 heldout", include_str!("corpus/independent/corpus20/heldout.jsonl"), true, recorded(8, 0.8867, 0.9869)),
    ("corpus21 dev", include_str!("corpus/independent/corpus21/dev.jsonl"), false, recorded(2, 0.9781, 0.9974)),
    ("corpus21 heldout", include_str!("corpus/independent/corpus21/heldout.jsonl"), true, recorded(1, 0.9734, 0.9935)),
    ("corpus22 dev", include_str!("corpus/independent/corpus22/dev.jsonl"), false, recorded(2, 0.9743, 0.9855)),
    ("corpus22 heldout", include_str!("corpus/independent/corpus22/heldout.jsonl"), true, recorded(3, 0.9662, 0.9821)),
    ("corpus23 dev", include_str!("corpus/independent/corpus23/dev.jsonl"), false, recorded(2, 0.9504, 0.9902)),
    ("corpus23 heldout", include_str!("corpus/independent/corpus23/heldout.jsonl"), true, recorded(6, 0.9378, 0.9853)),
    ("corpus24 dev", include_str!("corpus/independent/corpus24/dev.jsonl"), false, recorded(0, 0.9927, 0.9808)),
    ("corpus24 heldout", include_str!("corpus/independent/corpus24/heldout.jsonl"), true, recorded(0, 0.9784, 0.9823)),
    ("corpus25 dev", include_str!("corpus/independent/corpus25/dev.jsonl"), false, recorded(7, 0.9662, 0.9943)),
    ("corpus25 heldout", include_str!("corpus/independent/corpus25/heldout.jsonl"), true, recorded(10, 0.964, 0.9943)),
    ("corpus26 dev", include_str!("corpus/independent/corpus26/dev.jsonl"), false, recorded(1, 0.9429, 0.9937)),
    ("corpus26 heldout", include_str!("corpus/independent/corpus26/heldout.jsonl"), true, recorded(1, 0.938, 0.9926)),
    ("corpus27 dev", include_str!("corpus/independent/corpus27/dev.jsonl"), false, recorded(7, 0.9663, 0.9801)),
    ("corpus27 heldout", include_str!("corpus/independent/corpus27/heldout.jsonl"), true, recorded(7, 0.9659, 0.9765)),
    ("corpus28 dev", include_str!("corpus/independent/corpus28/dev.jsonl"), false, recorded(0, 0.9582, 0.9835)),
    ("corpus28 heldout", include_str!("corpus/independent/corpus28/heldout.jsonl"), true, recorded(3, 0.956, 0.9834)),
    ("corpus29 dev", include_str!("corpus/independent/corpus29/dev.jsonl"), false, recorded(4, 0.9722, 0.9814)),
    ("corpus29 heldout", include_str!("corpus/independent/corpus29/heldout.jsonl"), true, recorded(3, 0.9695, 0.9813)),
    ("corpus30 dev", include_str!("corpus/independent/corpus30/dev.jsonl"), false, recorded(6, 0.8541, 0.9838)),
    ("corpus30 heldout", include_str!("corpus/independent/corpus30/heldout.jsonl"), true, recorded(11, 0.8297, 0.9808)),
    ("corpus31 dev", include_str!("corpus/independent/corpus31/dev.jsonl"), false, recorded(13, 0.9311, 0.9302)),
    ("corpus31 heldout", include_str!("corpus/independent/corpus31/heldout.jsonl"), true, recorded(13, 0.9159, 0.9308)),
    ("corpus32 dev", include_str!("corpus/independent/corpus32/dev.jsonl"), false, recorded(33, 0.874, 0.9445)),
    ("corpus32 heldout", include_str!("corpus/independent/corpus32/heldout.jsonl"), true, recorded(40, 0.8605, 0.9557)),
    ("corpus33 dev", include_str!("corpus/independent/corpus33/dev.jsonl"), false, recorded(28, 0.8625, 0.9775)),
    ("corpus33 heldout", include_str!("corpus/independent/corpus33/heldout.jsonl"), true, recorded(27, 0.8672, 0.9757)),
    ("corpus34 dev", include_str!("corpus/independent/corpus34/dev.jsonl"), false, recorded(33, 0.8839, 0.991)),
    ("corpus34 heldout", include_str!("corpus/independent/corpus34/heldout.jsonl"), true, recorded(35, 0.8787, 0.991)),
    ("corpus35 dev", include_str!("corpus/independent/corpus35/dev.jsonl"), false, recorded(14, 0.8746, 0.9771)),
    ("corpus35 heldout", include_str!("corpus/independent/corpus35/heldout.jsonl"), true, recorded(15, 0.8735, 0.9788)),
    ("corpus36 dev", include_str!("corpus/independent/corpus36/dev.jsonl"), false, recorded(34, 0.8629, 0.9827)),
    ("corpus36 heldout", include_str!("corpus/independent/corpus36/heldout.jsonl"), true, recorded(39, 0.8531, 0.9798)),
    ("corpus37 dev", include_str!("corpus/independent/corpus37/dev.jsonl"), false, recorded(27, 0.8784, 0.9489)),
    ("corpus37 heldout", include_str!("corpus/independent/corpus37/heldout.jsonl"), true, recorded(19, 0.8858, 0.9483)),
    ("gitleaks dev", include_str!("corpus/gitleaks/dev.jsonl"), false, recorded(0, 1.0, 1.0)),
    ("gitleaks heldout", include_str!("corpus/gitleaks/heldout.jsonl"), true, recorded(2, 0.9824, 1.0)),
];

#[test]
fn independent_corpora_do_no_worse_than_last_measured() {
    let redactor = Redactor::new();
    let show_heldout = std::env::var("REDACT_SHOW_HELDOUT").is_ok_and(|v| v == "1");
    let show_dev = std::env::var("REDACT_SHOW_DEV").is_ok_and(|v| v == "1");
    let mut report = String::new();
    let mut missed = Vec::new();
    let mut regressed = Vec::new();
    for (name, text, held_out, last) in HALVES {
        let score = score(&redactor, text);
        let _ = writeln!(report, "{}", score.line(name));
        if (*held_out && show_heldout) || (!*held_out && show_dev) {
            for failure in &score.failures {
                let _ = writeln!(report, "  {name}: {failure}");
            }
        }
        let gitleaks = name.starts_with("gitleaks");
        if score.leaked > 0 && !gitleaks {
            missed.push(format!("{name}: {} credential leaks", score.leaked));
        }
        let removed_target = if gitleaks { 0.95 } else { 0.99 };
        if score.removed_share() < removed_target {
            missed.push(format!(
                "{name}: {:.2}% removed, target {:.0}%",
                score.removed_share() * 100.0,
                removed_target * 100.0
            ));
        }
        if score.kept_share() < 0.95 {
            missed.push(format!("{name}: {:.2}% kept, target 95%", score.kept_share() * 100.0));
        }
        // Shares are compared to the recorded figure rounded to 0.01 points.
        if score.leaked > last.leaks
            || score.removed_share() < last.removed - 0.00005
            || score.kept_share() < last.kept - 0.00005
        {
            regressed.push(format!(
                "{name}: {} leaks, {:.2}% removed, {:.2}% kept; last measured {} leaks, {:.2}% removed, {:.2}% kept",
                score.leaked,
                score.removed_share() * 100.0,
                score.kept_share() * 100.0,
                last.leaks,
                last.removed * 100.0,
                last.kept * 100.0
            ));
        }
    }
    println!("{report}");
    println!("targets missed (the issue stays open while any is):\n{}", missed.join("\n"));
    assert!(regressed.is_empty(), "worse than last measured:\n{}\n\n{report}", regressed.join("\n"));
    if std::env::var("REDACT_REQUIRE_TARGETS").is_ok_and(|v| v == "1") {
        assert!(missed.is_empty(), "targets missed:\n{}\n\n{report}", missed.join("\n"));
    }
}
