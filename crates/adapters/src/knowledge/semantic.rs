//! The optional semantic layer: every section embedded in short windows with a static (model2vec-format)
//! model, a question ranked by cosine similarity to them, and the lexical and semantic rankings fused by
//! reciprocal rank.
//!
//! It exists for what no lexical method reaches: a question that shares no word with its answer ("a
//! throwaway account" for `DynamicUser=`). It is off unless a model directory is configured
//! (`TOOLHARNESS_EMBEDDING_MODEL_DIR`); the model is read from disk, never downloaded.
//!
//! Reciprocal rank fusion (Cormack et al., 2009) adds `weight / (K + rank)` from each ranking, so it needs
//! no calibration between BM25 scores and cosines, which live on unrelated scales.

use std::sync::Arc;

use embed::{StaticModel, dot};

use super::corpus::Section;

/// RRF's rank offset, the value of the original paper (a rank-1 hit weighs 1/61, rank 10 weighs 1/70).
pub const RRF_K: f32 = 60.0;
/// Once a question has evidence, this many of the sections nearest in meaning are shown even when they
/// share few of its words.
pub const SHOWN: usize = 3;
/// Words per embedded window. A mean of static vectors blurs as the text grows: on the development
/// questions, windows of 60 words ranked better alone than 30, 120, 200 or whole sections (BENCHMARKS.md).
pub const WINDOW_WORDS: usize = 60;

/// Passage vectors of one index.
pub struct SemanticIndex {
    model: Arc<StaticModel>,
    /// Row-major, one row per window (zeros where a window has no known token).
    vectors: Vec<f32>,
    /// The section of each window (windows of a section are contiguous).
    sections: Vec<u32>,
    dimensions: usize,
}

impl std::fmt::Debug for SemanticIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SemanticIndex").field("dimensions", &self.dimensions).finish()
    }
}

impl SemanticIndex {
    /// Embeds every section in windows of [`WINDOW_WORDS`] words (overlapping by a quarter), each with
    /// the section's document title and heading path.
    pub(crate) fn build(model: Arc<StaticModel>, sections: &[Section]) -> SemanticIndex {
        let dimensions = model.dimensions();
        let mut vectors = Vec::new();
        let mut owners = Vec::new();
        let mut embed = |section: usize, text: &str| {
            match model.embed(text) {
                Some(vector) => vectors.extend_from_slice(&vector),
                None => vectors.resize(vectors.len() + dimensions, 0.0),
            }
            owners.push(section as u32);
        };
        for (id, section) in sections.iter().enumerate() {
            let heading = format!("{}\n{}\n", section.title, section.path.get(1..).unwrap_or_default().join(" "));
            let words: Vec<&str> = section.body.split_whitespace().collect();
            let mut start = 0;
            loop {
                let end = (start + WINDOW_WORDS).min(words.len());
                embed(id, &format!("{heading}{}", words[start..end].join(" ")));
                if end == words.len() {
                    break;
                }
                start += WINDOW_WORDS - WINDOW_WORDS / 4;
            }
        }
        SemanticIndex { model, vectors, sections: owners, dimensions }
    }

    /// How many numbers a search for the nearest sections reads (every window's vector).
    pub(crate) fn numbers_read(&self) -> usize {
        self.vectors.len()
    }

    /// The `limit` sections nearest in meaning to `question` (section, cosine of its best window, the
    /// section's first passage), best first; empty when the question has no token the model knows.
    pub(crate) fn nearest_sections(
        &self,
        question: &str,
        first_passage: impl Fn(u32) -> u32,
        limit: usize,
    ) -> Vec<(u32, f32, u32)> {
        let Some(query) = self.model.embed(question) else { return Vec::new() };
        let mut best: Vec<(u32, f32, u32)> = Vec::new();
        for (vector, &section) in self.vectors.chunks_exact(self.dimensions).zip(&self.sections) {
            let similarity = dot(&query, vector);
            match best.last_mut() {
                Some(last) if last.0 == section => last.1 = last.1.max(similarity),
                _ => best.push((section, similarity, first_passage(section))),
            }
        }
        let by_similarity = |a: &(u32, f32, u32), b: &(u32, f32, u32)| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0));
        if best.len() > limit {
            best.select_nth_unstable_by(limit, by_similarity);
            best.truncate(limit);
        }
        best.sort_unstable_by(by_similarity);
        best
    }
}

/// Reciprocal rank fusion of a lexical and a semantic ranking of sections (section, score, passage): each
/// section scores the sum of `weight / (RRF_K + rank)` over the rankings it is in (ranks from 1), and
/// keeps the lexical ranking's passage when it has one. Ties keep section order.
pub(crate) fn fuse(
    lexical: &[(u32, f32, u32)],
    semantic: &[(u32, f32, u32)],
    semantic_weight: f32,
    limit: usize,
) -> Vec<(u32, f32, u32)> {
    let mut fused: Vec<(u32, f32, u32)> = lexical
        .iter()
        .enumerate()
        .map(|(rank, &(section, _, passage))| (section, 1.0 / (RRF_K + rank as f32 + 1.0), passage))
        .collect();
    for (rank, &(section, _, passage)) in semantic.iter().enumerate() {
        let score = semantic_weight / (RRF_K + rank as f32 + 1.0);
        match fused.iter_mut().find(|(s, _, _)| *s == section) {
            Some(entry) => entry.1 += score,
            None => fused.push((section, score, passage)),
        }
    }
    fused.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    fused.truncate(limit);
    fused
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knowledge::{Corpus, KnowledgeIndex, RankingOptions};

    /// A three-dimensional model: "temporary" words, "identity" words, and everything else.
    fn model() -> (tempfile::TempDir, Arc<StaticModel>) {
        let dir = tempfile::tempdir().unwrap();
        let mut tokens = vec!["[UNK]"];
        let mut rows = vec![vec![0.0, 0.0, 0.0]];
        for (words, row) in [
            (&["throwaway", "transient", "temporary"][..], [1.0, 0.0, 0.0]),
            (&["account", "uid", "identities", "dynamicuser"][..], [0.0, 1.0, 0.0]),
            (&["service", "unit", "units", "restart", "journal", "logging"][..], [0.0, 0.0, 1.0]),
        ] {
            for word in words {
                tokens.push(word);
                rows.push(row.to_vec());
            }
        }
        embed::write_model(dir.path(), &tokens, &rows).unwrap();
        let model = Arc::new(StaticModel::load(dir.path()).unwrap());
        (dir, model)
    }

    #[test]
    fn meaning_lifts_a_section_that_shares_few_words_with_the_question() {
        let mut corpus = Corpus::default();
        corpus.add_document(
            "svc.md",
            "# Service units\n## Restart policy\nRestart=on-failure restarts the service unit when it exits with an \
             error.\n## Logging\nThe journal keeps the output of every service unit.\n## Temporary identities\n\
             DynamicUser allocates a transient uid to the unit while it runs.\n",
        );
        let question = "service unit throwaway account";
        let heading = |index: &KnowledgeIndex, hits: &[crate::knowledge::Hit]| -> Vec<String> {
            hits.iter().map(|hit| index.section(hit.section).heading().to_owned()).collect()
        };
        let lexical = KnowledgeIndex::build(corpus.clone()).unwrap();
        assert!(!lexical.has_embeddings());
        assert_eq!(heading(&lexical, &lexical.search(question, 3))[2], "Temporary identities");

        let (_dir, model) = model();
        let hybrid = KnowledgeIndex::build(corpus).unwrap().with_embeddings(model);
        let semantic = hybrid.semantic.as_ref().unwrap();
        let nearest = semantic.nearest_sections(question, |_| 0, 3);
        assert_eq!(hybrid.section(nearest[0].0 as usize).heading(), "Temporary identities");
        assert!(nearest[0].1 > 0.95 && nearest[1].1 < 0.85, "{nearest:?}");
        // Equal weights: the section first by meaning and third by words overtakes the one second by words
        // and third by meaning.
        let equal = RankingOptions { semantic_weight: 1.0, ..RankingOptions::default() };
        assert_eq!(heading(&hybrid, &hybrid.search_with(question, 3, &equal))[1], "Temporary identities");
        // Switched off by its weight, the ranking is the lexical one again.
        let off = RankingOptions { semantic_weight: 0.0, ..RankingOptions::default() };
        assert_eq!(hybrid.search_with(question, 3, &off), lexical.search(question, 3));
        // A search that reads every window's vector plans for it.
        assert_eq!(hybrid.plan(question).work(), lexical.plan(question).work() + semantic.numbers_read() / 8);
        assert!(semantic.numbers_read() > 0);
    }

    #[test]
    fn fusion_rewards_agreement_and_keeps_the_lexical_passage() {
        let lexical = [(1, 9.0, 10), (2, 5.0, 20), (3, 1.0, 30)];
        let semantic = [(3, 0.9, 31), (4, 0.8, 40), (1, 0.2, 11)];
        let fused = fuse(&lexical, &semantic, 1.0, 10);
        let order: Vec<u32> = fused.iter().map(|f| f.0).collect();
        // 1: 1/61 + 1/63; 3: 1/63 + 1/61 (a tie, section order); 4: 1/62; 2: 1/62 (tie: 2 before 4).
        assert_eq!(order, [1, 3, 2, 4]);
        assert_eq!(fused[1].2, 30, "the lexical ranking's passage is kept");
        assert_eq!(fused[3].2, 40, "a section only the semantic ranking found keeps its passage");
        assert_eq!(fuse(&lexical, &semantic, 1.0, 2).len(), 2);
    }
}
