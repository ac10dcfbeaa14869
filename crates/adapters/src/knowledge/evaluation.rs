//! Ranking quality, measured: a labelled question set run through a ranker.
//!
//! A question is answered at rank r when the r-th hit the tool would show (a *relevant* hit) is one of the
//! question's expected sections (document + the section's own heading). Off-topic questions (no expected
//! section) must get no relevant hit: `NO_EVIDENCE`. Used by the ranking test (a floor) and by the
//! `knowledge_ranking` bench (the figures in BENCHMARKS.md), so both measure the same thing.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::corpus::Corpus;
use super::index::Hit;

/// The kind of the questions nothing in the collection answers.
pub const OFF_TOPIC: &str = "off_topic";

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    pub question: String,
    /// What kind of question it is: `keyword`, `paraphrase`, `error_string`, `symptom`, `command`,
    /// `multi_part`, or `off_topic` (nothing in the corpus answers it; `expected` is empty).
    pub kind: String,
    pub expected: Vec<Expected>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expected {
    pub document: String,
    pub heading: String,
}

/// Reads a question set in JSON lines.
pub fn load_questions(text: &str) -> Result<Vec<Question>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(n, line)| serde_json::from_str(line).map_err(|e| format!("question line {}: {e}", n + 1)))
        .collect()
}

/// The counts of one group of answerable questions.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Counts {
    pub questions: usize,
    pub top1: usize,
    pub top3: usize,
    pub reciprocal_rank_sum: f64,
    /// Answerable questions that got no relevant hit at all.
    pub no_evidence: usize,
}

impl Counts {
    pub fn top1_rate(&self) -> f64 {
        ratio(self.top1, self.questions)
    }
    pub fn top3_rate(&self) -> f64 {
        ratio(self.top3, self.questions)
    }
    pub fn mrr(&self) -> f64 {
        if self.questions == 0 { 0.0 } else { self.reciprocal_rank_sum / self.questions as f64 }
    }
    pub fn no_evidence_rate(&self) -> f64 {
        ratio(self.no_evidence, self.questions)
    }
    fn add(&mut self, other: &Counts) {
        self.questions += other.questions;
        self.top1 += other.top1;
        self.top3 += other.top3;
        self.reciprocal_rank_sum += other.reciprocal_rank_sum;
        self.no_evidence += other.no_evidence;
    }
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Scores {
    /// All answerable questions.
    pub answerable: Counts,
    /// Answerable questions by kind.
    pub kinds: BTreeMap<String, Counts>,
    pub off_topic: usize,
    pub off_topic_no_evidence: usize,
    /// Questions answered wrongly: the expected section not in the top 3, or an off-topic question with
    /// evidence. (Never print these for a held-out set.)
    pub misses: Vec<String>,
}

impl Scores {
    pub fn top3_rate(&self) -> f64 {
        self.answerable.top3_rate()
    }
    pub fn kind(&self, kind: &str) -> Counts {
        self.kinds.get(kind).copied().unwrap_or_default()
    }
    pub fn off_topic_rate(&self) -> f64 {
        ratio(self.off_topic_no_evidence, self.off_topic)
    }
    /// Of the questions answered `NO_EVIDENCE`, the share that were off-topic (`None`: none was).
    pub fn abstention_precision(&self) -> Option<f64> {
        let abstained = self.off_topic_no_evidence + self.answerable.no_evidence;
        (abstained > 0).then(|| ratio(self.off_topic_no_evidence, abstained))
    }
    /// Of the off-topic questions, the share answered `NO_EVIDENCE` (`None`: there were none).
    pub fn abstention_recall(&self) -> Option<f64> {
        (self.off_topic > 0).then(|| self.off_topic_rate())
    }
    /// Adds another set's counts (for totals over several collections).
    pub fn add(&mut self, other: &Scores) {
        self.answerable.add(&other.answerable);
        for (kind, counts) in &other.kinds {
            self.kinds.entry(kind.clone()).or_default().add(counts);
        }
        self.off_topic += other.off_topic;
        self.off_topic_no_evidence += other.off_topic_no_evidence;
        self.misses.extend(other.misses.iter().cloned());
    }
}

fn ratio(a: usize, b: usize) -> f64 {
    if b == 0 { 0.0 } else { a as f64 / b as f64 }
}

/// Runs every question through `search` (top 10; only relevant hits count) and scores the ranks.
pub fn evaluate(corpus: &Corpus, questions: &[Question], search: impl Fn(&str, usize) -> Vec<Hit>) -> Scores {
    let mut scores = Scores::default();
    for question in questions {
        let shown: Vec<Hit> = search(&question.question, 10).into_iter().filter(|hit| hit.relevant).collect();
        if question.expected.is_empty() {
            scores.off_topic += 1;
            if shown.is_empty() {
                scores.off_topic_no_evidence += 1;
            } else {
                scores.misses.push(format!("[{}] {}", question.kind, question.question));
            }
            continue;
        }
        let rank = shown
            .iter()
            .position(|hit| {
                let section = &corpus.sections[hit.section];
                question.expected.iter().any(|e| e.document == section.document && e.heading == section.heading())
            })
            .map(|position| position + 1);
        let mut counts = Counts { questions: 1, no_evidence: usize::from(shown.is_empty()), ..Counts::default() };
        if let Some(rank) = rank {
            counts.reciprocal_rank_sum = 1.0 / rank as f64;
            counts.top1 = usize::from(rank == 1);
            counts.top3 = usize::from(rank <= 3);
        }
        if counts.top3 == 0 {
            scores.misses.push(format!("[{}] {}", question.kind, question.question));
        }
        scores.answerable.add(&counts);
        scores.kinds.entry(question.kind.clone()).or_default().add(&counts);
    }
    scores
}
