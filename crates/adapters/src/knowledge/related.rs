//! Related terms learned from the collection at index time: words that keep company.
//!
//! Each passage is reduced to its most characteristic words (highest tf·idf); two words are related when
//! they are characteristic of the same passages more often than their own frequencies would make
//! likely (cosine of their occurrence sets). Only what the indexed documents say is learned, so it carries
//! to any collection — and only between words the collection has; it cannot know a word it never saw.
//!
//! Cost: at most [`KEYWORDS_PER_PASSAGE`]² pairs per passage, so learning stays linear in the corpus.

use rustc_hash::FxHashMap;

/// The words of a passage that take part in co-occurrence.
pub const KEYWORDS_PER_PASSAGE: usize = 12;
/// The related words kept per word.
pub const RELATED_PER_TERM: usize = 4;
/// Two words must share at least this many passages to be related.
const MIN_SHARED_PASSAGES: u32 = 2;
/// The weakest association kept (cosine of the two words' passage sets).
const MIN_STRENGTH: f32 = 0.25;

#[derive(Debug, Clone, Default)]
pub struct RelatedTerms {
    related: Vec<Box<[(u32, f32)]>>,
}

impl RelatedTerms {
    /// Learns from the passages' words (`forward`: per passage, (term, frequency) sorted by term), with
    /// `idf` telling how characteristic a term is.
    pub fn learn(forward: &[Box<[(u32, u16)]>], idf: impl Fn(u32) -> f32) -> RelatedTerms {
        let mut occurrences: FxHashMap<u32, u32> = FxHashMap::default();
        let mut pairs: FxHashMap<(u32, u32), u32> = FxHashMap::default();
        let mut keywords: Vec<(u32, f32)> = Vec::new();
        for words in forward {
            keywords.clear();
            keywords.extend(words.iter().map(|&(term, tf)| (term, f32::from(tf).sqrt() * idf(term))));
            keywords.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
            keywords.truncate(KEYWORDS_PER_PASSAGE);
            keywords.sort_by_key(|&(term, _)| term);
            for (i, &(a, _)) in keywords.iter().enumerate() {
                *occurrences.entry(a).or_default() += 1;
                for &(b, _) in &keywords[i + 1..] {
                    *pairs.entry((a, b)).or_default() += 1;
                }
            }
        }
        let mut candidates: FxHashMap<u32, Vec<(u32, f32)>> = FxHashMap::default();
        for ((a, b), shared) in pairs {
            if shared < MIN_SHARED_PASSAGES {
                continue;
            }
            let (na, nb) = (occurrences[&a] as f32, occurrences[&b] as f32);
            let strength = shared as f32 / (na * nb).sqrt();
            if strength >= MIN_STRENGTH {
                candidates.entry(a).or_default().push((b, strength));
                candidates.entry(b).or_default().push((a, strength));
            }
        }
        let terms = forward.iter().flat_map(|words| words.iter().map(|&(t, _)| t as usize + 1)).max().unwrap_or(0);
        let mut related: Vec<Box<[(u32, f32)]>> = vec![Box::default(); terms];
        for (term, mut list) in candidates {
            list.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
            list.truncate(RELATED_PER_TERM);
            related[term as usize] = list.into_boxed_slice();
        }
        RelatedTerms { related }
    }

    /// The words related to `term`, strongest first, with their strength (0–1].
    pub fn of(&self, term: u32) -> &[(u32, f32)] {
        self.related.get(term as usize).map_or(&[], |list| list)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_that_share_passages_are_related_and_others_are_not() {
        // Terms 0 and 1 always together, 2 alone, 3 everywhere (low idf).
        let forward: Vec<Box<[(u32, u16)]>> = vec![
            vec![(0, 1), (1, 1), (3, 1)].into(),
            vec![(0, 2), (1, 1), (3, 1)].into(),
            vec![(2, 1), (3, 1)].into(),
            vec![(0, 1), (1, 3), (3, 1)].into(),
        ];
        let related = RelatedTerms::learn(&forward, |t| if t == 3 { 0.01 } else { 1.0 });
        assert_eq!(related.of(0)[0].0, 1);
        assert!(related.of(2).iter().all(|&(t, _)| t != 0 && t != 1));
        assert!(related.of(99).is_empty());
    }
}
