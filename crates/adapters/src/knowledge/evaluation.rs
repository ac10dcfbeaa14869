//! Ranking quality, measured: a labelled question set run through a ranker.
//!
//! A question is answered at rank r when the r-th hit the tool would show (a *relevant* hit) is one of the
//! question's expected sections (document + heading). Used by the ranking test (a floor) and by the
//! `knowledge_ranking` bench (the figures in BENCHMARKS.md), so both measure the same thing.

use serde::Deserialize;

use super::index::{KnowledgeIndex, Ranker};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    pub question: String,
    /// `keyword` (uses the runbook's words), `paraphrase` (says it another way) or `off_topic` (nothing in
    /// the corpus answers it; `expected` is empty).
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

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Scores {
    pub questions: usize,
    pub top1: usize,
    pub top3: usize,
    pub paraphrases: usize,
    pub paraphrase_top3: usize,
    pub reciprocal_rank_sum: f64,
    /// Off-topic questions (no expected section): they must get no relevant hit at all.
    pub off_topic: usize,
    pub off_topic_no_evidence: usize,
    /// Questions whose expected section was not in the top 3.
    pub misses: Vec<String>,
}

impl Scores {
    pub fn top1_rate(&self) -> f64 {
        ratio(self.top1, self.questions)
    }
    pub fn top3_rate(&self) -> f64 {
        ratio(self.top3, self.questions)
    }
    pub fn paraphrase_top3_rate(&self) -> f64 {
        ratio(self.paraphrase_top3, self.paraphrases)
    }
    pub fn keyword_top3_rate(&self) -> f64 {
        ratio(self.top3 - self.paraphrase_top3, self.questions - self.paraphrases)
    }
    pub fn off_topic_rate(&self) -> f64 {
        ratio(self.off_topic_no_evidence, self.off_topic)
    }
    pub fn mrr(&self) -> f64 {
        if self.questions == 0 { 0.0 } else { self.reciprocal_rank_sum / self.questions as f64 }
    }
}

fn ratio(a: usize, b: usize) -> f64 {
    if b == 0 { 0.0 } else { a as f64 / b as f64 }
}

/// Runs every question through `ranker` (top 10, relevant hits only) and scores the ranks.
pub fn evaluate(index: &KnowledgeIndex, questions: &[Question], ranker: Ranker) -> Scores {
    let mut scores = Scores::default();
    for question in questions {
        if question.expected.is_empty() {
            scores.off_topic += 1;
            let none = index.search(&question.question, 10, ranker).iter().all(|hit| !hit.relevant);
            scores.off_topic_no_evidence += none as usize;
            if !none {
                scores.misses.push(question.question.clone());
            }
            continue;
        }
        let paraphrase = question.kind == "paraphrase";
        scores.questions += 1;
        scores.paraphrases += paraphrase as usize;
        let rank = index
            .search(&question.question, 10, ranker)
            .into_iter()
            .filter(|hit| hit.relevant)
            .position(|hit| {
                let section = index.section(hit.section);
                question.expected.iter().any(|e| e.document == section.document && e.heading == section.heading())
            })
            .map(|position| position + 1);
        if let Some(rank) = rank {
            scores.reciprocal_rank_sum += 1.0 / rank as f64;
            scores.top1 += (rank == 1) as usize;
        }
        if rank.is_some_and(|r| r <= 3) {
            scores.top3 += 1;
            scores.paraphrase_top3 += paraphrase as usize;
        } else {
            scores.misses.push(question.question.clone());
        }
    }
    scores
}
