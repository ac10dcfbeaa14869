//! The "nothing relevant" decision: whether a ranked section counts as evidence for the question.
//!
//! A question's *concepts* are its distinct content words, each weighted by how rare it is across the
//! collection's sections (a word the collection lacks weighs as one found in a single section). A section
//! is evidence when it covers enough of that weight. The signals are shares, not raw scores, so the same
//! threshold means the same thing on a collection of two sections and on one of ten thousand.

use super::index::{KnowledgeIndex, QueryTerms};

/// How many ranked sections the decision looks at (and the ranking keeps before cutting to `top_k`).
pub const CANDIDATES: usize = 20;
/// The share of a question's concept weight one of the top 3 sections must cover for the question to have
/// any evidence.
pub const MIN_CONCEPT_COVERAGE: f32 = 0.25;
/// Once the question has evidence, the share a ranked section must cover to be shown.
pub const MIN_HIT_COVERAGE: f32 = 0.15;
/// When the question names something the collection has never seen (`MySQL` in a PostgreSQL manual), the
/// best of the top 3 sections must cover this share of the question, or nothing is evidence.
pub const MIN_COVERAGE_WITH_UNKNOWN_NAME: f32 = 0.5;

/// What the decision is taken on.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct EvidenceSignals {
    /// Per ranked section: the share of the question's concept weight it covers.
    pub coverage: Vec<f32>,
    /// Per ranked section: its ranking score.
    pub scores: Vec<f32>,
    /// The share of the concept weight the collection does not have at all.
    pub unknown_share: f32,
    /// How many concepts the question has.
    pub concepts: usize,
    /// Name-like concepts the collection does not have.
    pub unknown_names: usize,
    /// Name-like concepts (known or not) that none of the top 3 sections has.
    pub uncovered_names: usize,
    /// The question's most specific concept (highest weight) is in one of the top 3 sections.
    pub most_specific_covered: bool,
}

pub(crate) fn signals(
    index: &KnowledgeIndex,
    query: &QueryTerms,
    covered: &[Vec<bool>],
    ranked: &[(u32, f32, u32)],
) -> EvidenceSignals {
    let weights: Vec<f32> = query.concepts.iter().map(|(_, id)| index.section_idf(*id)).collect();
    let total: f32 = weights.iter().sum();
    let share = |part: f32| if total > 0.0 { part / total } else { 0.0 };
    let unknown: f32 = query.concepts.iter().zip(&weights).filter(|((_, id), _)| id.is_none()).map(|(_, w)| w).sum();
    let coverage = ranked
        .iter()
        .enumerate()
        .map(|(rank, _)| {
            let part: f32 = covered.iter().zip(&weights).filter(|(sections, _)| sections[rank]).map(|(_, w)| w).sum();
            share(part)
        })
        .collect();
    let in_top3 = |i: usize| covered[i].iter().take(3).any(|&c| c);
    // Numbers and values (`3pm`, `10.0.0.0/8`) are the user's own data, not a subject the collection lacks.
    let unknown_names = (0..query.concepts.len())
        .filter(|&i| {
            query.names[i]
                && query.concepts[i].1.is_none()
                && !query.concepts[i].0.contains(|c: char| c.is_ascii_digit())
        })
        .count();
    let uncovered_names = (0..query.concepts.len()).filter(|&i| query.names[i] && !in_top3(i)).count();
    let most_specific = (0..weights.len()).max_by(|&a, &b| weights[a].total_cmp(&weights[b]).then(b.cmp(&a)));
    EvidenceSignals {
        unknown_names,
        uncovered_names,
        most_specific_covered: most_specific.is_some_and(in_top3),
        coverage,
        scores: ranked.iter().map(|&(_, score, _)| score).collect(),
        unknown_share: share(unknown),
        concepts: query.concepts.len(),
    }
}

/// Which of the ranked sections are evidence: none when no top section covers enough of the question, or
/// when the question names an unknown subject and the top sections answer little of it; otherwise those
/// covering some of the question.
pub(crate) fn relevant_hits(signals: &EvidenceSignals) -> Vec<bool> {
    let best_of_top3 = signals.coverage.iter().take(3).copied().fold(0.0f32, f32::max);
    let unknown_subject = signals.unknown_names > 0 && best_of_top3 < MIN_COVERAGE_WITH_UNKNOWN_NAME;
    let evidence = best_of_top3 >= MIN_CONCEPT_COVERAGE && !unknown_subject;
    signals.coverage.iter().map(|&coverage| evidence && coverage > 0.0 && coverage >= MIN_HIT_COVERAGE).collect()
}
