//! The knowledge index: the corpus's sections, cut into passages, ranked for a question.
//!
//! Every method here is general — nothing is tuned to one collection's vocabulary:
//! * **Passages.** A long section is split into overlapping windows of words; every passage carries its
//!   section's title and heading path, so a short `###` section is found by its parents' headings too. A
//!   section scores as its best passage.
//! * **BM25F** over three fields (document title, heading path, body): term frequencies are normalised by
//!   each field's own length, weighted, summed, then saturated once.
//! * **Exact terms.** Adjacent content words are also indexed as phrase keys (an error string or a
//!   command matches as a sequence, not only as loose words), and identifiers with inner punctuation
//!   (`pg_hba.conf`, `status=203/EXEC`) and camel-case words as whole code terms ([`super::text`]).
//! * **Pseudo-relevance feedback** (RM3-style): the best passages of a first pass lend their most
//!   characteristic words to a second pass, which reaches paraphrased questions.
//! * **Related terms** learned from the collection at index time ([`super::related`]): words that keep
//!   company in the same passages.
//! * Optionally, the SRE lexicon of [`super::synonyms`] (off by default).
//! * Optionally, meaning ([`super::semantic`]): with a static embedding model, sections are also ranked
//!   by the cosine similarity of their best short window to the question, and the two rankings fused by
//!   reciprocal rank.
//!
//! Whether a question has evidence at all is decided by [`super::evidence`]: a question about nothing in
//! the collection gets no relevant hit rather than the least bad section.
//!
//! Invariants: searching never panics and never allocates in proportion to anything but the index and the
//! question; the same question on the same index gives the same hits (ties break by section order).

use std::sync::Arc;

use embed::StaticModel;
use rustc_hash::{FxHashMap, FxHashSet};

use super::corpus::{Corpus, Section};
use super::evidence::{self, EvidenceSignals};
use super::related::RelatedTerms;
use super::semantic::{self, SemanticIndex};
use super::synonyms::GROUPS;
use super::text::{Analysed, Analyser, Language, detect_language, phrase_key};

/// How sections are cut into passages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassageOptions {
    /// A section longer than this many words is split.
    pub max_words: usize,
    /// Words shared by consecutive passages of a split section.
    pub overlap_words: usize,
}

impl Default for PassageOptions {
    fn default() -> Self {
        PassageOptions { max_words: 200, overlap_words: 50 }
    }
}

/// The ranking's parameters; [`RankingOptions::default`] is what the tool uses.
#[derive(Debug, Clone, PartialEq)]
pub struct RankingOptions {
    /// BM25F weight of title, heading path and body.
    pub field_weights: [f32; 3],
    /// BM25 length normalisation (b) of title, heading path and body.
    pub field_length_normalisation: [f32; 3],
    /// BM25 term-frequency saturation (k1).
    pub k1: f32,
    /// Weight of a phrase key (two adjacent content words) against a single word.
    pub phrase_weight: f32,
    /// Weight of a code term (an identifier with inner punctuation, camel-case parts).
    pub code_weight: f32,
    /// Pseudo-relevance feedback; `None` turns it off.
    pub feedback: Option<FeedbackOptions>,
    /// Weight of a collection-derived related term (0 turns them off).
    pub related_weight: f32,
    /// Weight of the SRE lexicon's entries (0 turns the lexicon off).
    pub lexicon_weight: f32,
    /// Share of the document's own score added to each of its passages (0 turns it off).
    pub document_weight: f32,
    /// Weight of the semantic ranking in the fusion, against 1 for the lexical one (0 turns it off; it
    /// applies only to an index built [`with_embeddings`](KnowledgeIndex::with_embeddings)). 0.5 ranked
    /// the development questions better than 1 or 2 (BENCHMARKS.md).
    pub semantic_weight: f32,
}

/// RM3-style feedback: the words of the first pass's best passages, added to the question.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FeedbackOptions {
    /// How many of the first pass's best sections lend their best passage.
    pub passages: usize,
    /// How many words are added.
    pub terms: usize,
    /// The weight of the strongest added word (the others in proportion).
    pub weight: f32,
}

impl Default for RankingOptions {
    fn default() -> Self {
        RankingOptions {
            field_weights: [1.0, 2.0, 1.0],
            field_length_normalisation: [0.5, 0.5, 0.75],
            k1: 1.2,
            phrase_weight: 0.5,
            code_weight: 1.0,
            feedback: None,
            related_weight: 0.0,
            lexicon_weight: 0.0,
            document_weight: 0.3,
            semantic_weight: 0.5,
        }
    }
}

impl RankingOptions {
    /// The default ranking with the SRE lexicon on: for the bundled runbooks, whose vocabulary it speaks.
    pub fn with_lexicon() -> RankingOptions {
        RankingOptions { lexicon_weight: 0.6, ..RankingOptions::default() }
    }
}

/// Slack on a document's bound: the bound adds the same quantities as the exact score in another order
/// and grouping, so it may round a few units in the last place below it; a thousandth covers that.
const BOUND_MARGIN: f32 = 1.001;

/// Buffers of the pruned search, kept per thread: a search's working memory is sized by the collection
/// (one bound per document), and allocating it per call costs more than using it.
#[derive(Default)]
struct Scratch {
    documents: Vec<f32>,
    bounds: Vec<f32>,
    /// Documents by bound, as `bound bits << 32 | !document` (a positive f32's bits order as the float).
    order: Vec<u64>,
    scores: Vec<f32>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

/// Pseudo-relevance feedback as measured in BENCHMARKS.md (off by default: see there).
pub const FEEDBACK: FeedbackOptions = FeedbackOptions { passages: 5, terms: 10, weight: 0.3 };

/// One ranked section.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    /// Index into the corpus's sections.
    pub section: usize,
    pub score: f32,
    /// The section counts as evidence for the question (the tool shows only these).
    pub relevant: bool,
    /// The byte range, in the section's body, of the passage the section scored by (a ranking without
    /// passages has none). The first passage starts at the body's start, the last ends at its end.
    pub passage: Option<(usize, usize)>,
}

#[derive(Debug, Clone, Copy)]
struct Posting {
    passage: u32,
    frequencies: [u16; 3],
}

/// One document's run of a term's passage postings.
#[derive(Debug, Clone, Copy)]
struct Block {
    document: u32,
    /// The end (exclusive) of the run in the term's postings; it starts where the previous block ends.
    end: u32,
    /// The largest `frequency / (k1 + frequency)` of the run: times the term's weighted idf, no passage
    /// of the document gets more from this term.
    saturation: f32,
}

#[derive(Debug, Clone, Copy)]
struct Passage {
    section: u32,
    lengths: [u32; 3],
}

/// A question analysed against the index, and the most postings its search reads: the passages of every
/// term it is looked up by (its words, phrases, code tokens and related terms), a bound per document, and
/// with the semantic layer on every window's vector (counted eight numbers to a posting). The search reads
/// at most this much, often far less (it stops early).
#[derive(Debug, Clone)]
pub struct SearchPlan {
    question: String,
    query: QueryTerms,
    work: usize,
}

impl SearchPlan {
    pub fn work(&self) -> usize {
        self.work
    }
}

/// A question, analysed against the index.
#[derive(Debug, Clone, Default)]
pub(crate) struct QueryTerms {
    /// Distinct content stems of the question, in order, each with its term id if the index knows it.
    pub concepts: Vec<(String, Option<u32>)>,
    /// Per concept: written like a name in the question.
    pub names: Vec<bool>,
    /// Per concept: the lexicon's terms that may stand for it in a section (when the lexicon is on).
    pub alternatives: Vec<Vec<u32>>,
    /// Weighted terms to score with (concepts, phrase keys, code terms, expansions).
    pub weighted: Vec<(u32, f32)>,
}

pub struct KnowledgeIndex {
    corpus: Corpus,
    /// The language most sections are written in: questions are analysed in it unless they are clearly
    /// in another language of the collection.
    language: Language,
    languages: Vec<Language>,
    terms: FxHashMap<String, u32>,
    /// The passages, each pointing to its section.
    passages: Units,
    /// Every document as one unit (all its headings and text), each pointing to itself.
    documents: Units,
    /// The document (unit of `documents`) of each section.
    section_document: Vec<u32>,
    /// The first passage of each section, and the passage count at the end: a section's passages are
    /// contiguous, and so are a document's.
    section_passages: Vec<u32>,
    /// The first passage of each document, and the passage count at the end.
    document_passages: Vec<u32>,
    /// Per term, its passage postings grouped by document with the best BM25F saturation among them,
    /// under the index's own field weights, length normalisation and k1: the bounds that let a search
    /// skip documents that cannot reach the top sections.
    blocks: Vec<Box<[Block]>>,
    /// The byte range of each passage in its section's body.
    passage_ranges: Vec<(u32, u32)>,
    /// In how many sections each term occurs.
    section_frequency: Vec<u32>,
    /// The content words of each passage (all fields) with their frequency: feedback reads these.
    forward: Vec<Box<[(u32, u16)]>>,
    related: RelatedTerms,
    /// The lexicon's groups, each entry as stems.
    lexicon: Vec<Vec<Vec<String>>>,
    /// Section vectors, when a static embedding model was given.
    pub(crate) semantic: Option<SemanticIndex>,
    options: RankingOptions,
}

impl std::fmt::Debug for KnowledgeIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KnowledgeIndex")
            .field("sections", &self.corpus.sections.len())
            .field("passages", &self.passages.units.len())
            .field("terms", &self.terms.len())
            .finish()
    }
}

impl KnowledgeIndex {
    /// Indexes every section of `corpus` with the default passage cut and ranking.
    pub fn build(corpus: Corpus) -> Result<KnowledgeIndex, String> {
        KnowledgeIndex::build_with(corpus, PassageOptions::default(), RankingOptions::default())
    }

    /// The bundled runbooks, ranked with the SRE lexicon as well.
    pub fn bundled() -> Result<KnowledgeIndex, String> {
        KnowledgeIndex::build_with(Corpus::bundled(), PassageOptions::default(), RankingOptions::with_lexicon())
    }

    pub fn build_with(
        corpus: Corpus,
        passage_options: PassageOptions,
        options: RankingOptions,
    ) -> Result<KnowledgeIndex, String> {
        if corpus.sections.len() >= u32::MAX as usize {
            return Err("the knowledge base has too many sections to index".to_owned());
        }
        let section_languages: Vec<Option<Language>> =
            corpus.sections.iter().map(|section| detect_language(&section.body)).collect();
        let language = majority_language(&section_languages);
        let mut languages: Vec<Language> = section_languages.iter().flatten().copied().collect();
        languages.push(language);
        languages.sort();
        languages.dedup();

        let mut builder = Builder::default();
        for (id, section) in corpus.sections.iter().enumerate() {
            let analyser = Analyser::new(section_languages[id].unwrap_or(language));
            builder.add_section(id as u32, section, &analyser, passage_options);
        }
        // Documents: one unit each, over the same dictionary (terms new at this level are never queried).
        let mut whole = Builder {
            terms: builder.terms.clone(),
            postings: vec![Vec::new(); builder.postings.len()],
            ..Builder::default()
        };
        let mut section_document = Vec::with_capacity(corpus.sections.len());
        let mut first = 0;
        while first < corpus.sections.len() {
            let name = &corpus.sections[first].document;
            let end = corpus.sections[first..]
                .iter()
                .position(|s| &s.document != name)
                .map_or(corpus.sections.len(), |n| first + n);
            let document = whole.passages.len() as u32;
            let parts = &corpus.sections[first..end];
            let analyser = Analyser::new(section_languages[first].unwrap_or(language));
            let title = analyser.analyse(&parts[0].title);
            let headings: Vec<String> = parts.iter().map(|s| s.path[1..].join(" ")).collect();
            let headings = analyser.analyse(&headings.join(" "));
            let bodies: Vec<&str> = parts.iter().map(|s| s.body.as_str()).collect();
            let body = analyser.analyse(&bodies.join("\n"));
            whole.add_passage(document, [&title, &headings, &body]);
            section_document.extend(std::iter::repeat_n(document, end - first));
            first = end;
        }
        whole.forward.clear();
        let documents = whole.into_units(&options);
        let terms = builder.terms.clone();
        let forward = std::mem::take(&mut builder.forward);
        let passage_ranges = std::mem::take(&mut builder.ranges);
        let passages = builder.into_units(&options);
        let section_frequency = passages
            .postings
            .iter()
            .map(|list| {
                let mut sections = 0;
                let mut last = u32::MAX;
                for posting in list {
                    let section = passages.units[posting.passage as usize].section;
                    if section != last {
                        sections += 1;
                        last = section;
                    }
                }
                sections
            })
            .collect();
        let section_passages = first_units(corpus.sections.len(), passages.units.iter().map(|p| p.section));
        let document_passages =
            first_units(documents.units.len(), passages.units.iter().map(|p| section_document[p.section as usize]));
        let scales = passages.scales(&options);
        let blocks = passages
            .postings
            .iter()
            .map(|list| {
                let mut blocks: Vec<Block> = Vec::new();
                for (i, posting) in list.iter().enumerate() {
                    let document = section_document[passages.units[posting.passage as usize].section as usize];
                    let frequency = Units::frequency(posting, &scales);
                    let saturation = frequency / (options.k1 + frequency);
                    match blocks.last_mut() {
                        Some(block) if block.document == document => {
                            block.end = i as u32 + 1;
                            block.saturation = block.saturation.max(saturation);
                        }
                        _ => blocks.push(Block { document, end: i as u32 + 1, saturation }),
                    }
                }
                blocks.into_boxed_slice()
            })
            .collect();
        let mut index = KnowledgeIndex {
            corpus,
            language,
            languages,
            terms,
            passages,
            documents,
            section_document,
            section_passages,
            document_passages,
            blocks,
            passage_ranges,
            section_frequency,
            forward,
            related: RelatedTerms::default(),
            lexicon: Vec::new(),
            semantic: None,
            options,
        };
        index.related = RelatedTerms::learn(&index.forward, |term| index.passages.idf(term));
        let analyser = Analyser::new(language);
        index.lexicon = GROUPS
            .iter()
            .map(|group| {
                group
                    .iter()
                    .map(|entry| analyser.analyse(entry).words.into_iter().map(|w| w.stem).collect::<Vec<_>>())
                    .filter(|entry| !entry.is_empty())
                    .collect()
            })
            .collect();
        Ok(index)
    }

    /// Adds the semantic layer: every section embedded with `model`, in short windows ([`super::semantic`]).
    pub fn with_embeddings(mut self, model: Arc<StaticModel>) -> KnowledgeIndex {
        self.semantic = Some(SemanticIndex::build(model, &self.corpus.sections));
        self
    }

    /// Whether the semantic layer is on.
    pub fn has_embeddings(&self) -> bool {
        self.semantic.is_some()
    }

    pub fn corpus(&self) -> &Corpus {
        &self.corpus
    }

    pub fn section(&self, id: usize) -> &Section {
        &self.corpus.sections[id]
    }

    pub fn passage_count(&self) -> usize {
        self.passages.units.len()
    }

    pub fn options(&self) -> &RankingOptions {
        &self.options
    }

    /// The `limit` best sections for `question`, best first.
    pub fn search(&self, question: &str, limit: usize) -> Vec<Hit> {
        self.search_with(question, limit, &self.options)
    }

    /// A question analysed for a [`search_planned`](Self::search_planned), with how much that search has to
    /// read ([`SearchPlan::work`]), so a caller can tell a cheap search from one worth moving off its thread
    /// before running it, without analysing the question twice.
    pub fn plan(&self, question: &str) -> SearchPlan {
        let query = self.query_terms(question, &self.options);
        let postings: usize = query
            .weighted
            .iter()
            .filter_map(|&(term, _)| self.passages.postings.get(term as usize))
            .map(Vec::len)
            .sum();
        // With the semantic layer on, the search also reads every window's vector: eight numbers (a few
        // multiply-adds) count as one posting.
        let semantic = self
            .semantic
            .as_ref()
            .filter(|_| self.options.semantic_weight > 0.0)
            .map_or(0, |semantic| semantic.numbers_read() / 8);
        SearchPlan { question: question.to_owned(), query, work: postings + self.documents.units.len() + semantic }
    }

    /// [`search`](Self::search) for a planned question.
    pub fn search_planned(&self, plan: SearchPlan, limit: usize) -> Vec<Hit> {
        self.rank_query(&plan.question, plan.query, limit, &self.options).0
    }

    /// [`search`](Self::search) with other ranking options (for measuring what each method brings).
    pub fn search_with(&self, question: &str, limit: usize, options: &RankingOptions) -> Vec<Hit> {
        self.rank(question, limit, options).0
    }

    /// The ranking and the signals the evidence decision was taken on.
    pub fn search_explained(
        &self,
        question: &str,
        limit: usize,
        options: &RankingOptions,
    ) -> (Vec<Hit>, Option<EvidenceSignals>) {
        self.rank(question, limit, options)
    }

    fn rank(&self, question: &str, limit: usize, options: &RankingOptions) -> (Vec<Hit>, Option<EvidenceSignals>) {
        self.rank_query(question, self.query_terms(question, options), limit, options)
    }

    fn rank_query(
        &self,
        question: &str,
        mut query: QueryTerms,
        limit: usize,
        options: &RankingOptions,
    ) -> (Vec<Hit>, Option<EvidenceSignals>) {
        if query.weighted.is_empty() || limit == 0 {
            return (Vec::new(), None);
        }
        let candidates = limit.max(evidence::CANDIDATES);
        let mut ranked = if options.feedback.is_none() && self.bounds_hold(options) {
            self.top_sections(&query.weighted, candidates, options)
        } else {
            self.all_sections(&mut query, candidates, options)
        };
        let mut nearest = Vec::new();
        if let Some(semantic) = self.semantic.as_ref().filter(|_| options.semantic_weight > 0.0) {
            nearest =
                semantic.nearest_sections(question, |section| self.section_passages[section as usize], candidates);
            ranked = semantic::fuse(&ranked, &nearest, options.semantic_weight, candidates);
        }
        if ranked.is_empty() {
            return (Vec::new(), None);
        }
        let covered = self.concept_coverage(&query, &ranked);
        let signals = evidence::signals(self, &query, &covered, &ranked);
        let mut relevant = evidence::relevant_hits(&signals);
        // Once the question has evidence, a section among the nearest in meaning is shown even if it
        // shares few of the question's words: that is what the semantic layer is for.
        if relevant.iter().any(|&r| r) {
            let near: Vec<u32> = nearest.iter().take(semantic::SHOWN).map(|n| n.0).collect();
            for (shown, &(section, _, _)) in relevant.iter_mut().zip(&ranked) {
                *shown |= near.contains(&section);
            }
        }
        let hits = ranked
            .iter()
            .zip(relevant)
            .take(limit)
            .map(|(&(section, score, passage), relevant)| {
                let (start, end) = self.passage_ranges[passage as usize];
                Hit { section: section as usize, score, relevant, passage: Some((start as usize, end as usize)) }
            })
            .collect();
        (hits, Some(signals))
    }

    /// The block bounds were computed with these options' BM25F parameters.
    fn bounds_hold(&self, options: &RankingOptions) -> bool {
        options.field_weights == self.options.field_weights
            && options.field_length_normalisation == self.options.field_length_normalisation
            && options.k1 == self.options.k1
    }

    /// The `limit` best sections by scoring every passage that has a query term (with feedback, twice):
    /// the reference the pruned search must equal, and the way for options the bounds were not made for.
    fn all_sections(&self, query: &mut QueryTerms, limit: usize, options: &RankingOptions) -> Vec<(u32, f32, u32)> {
        let mut scores = self.passage_scores(&query.weighted, options);
        if let Some(feedback) = options.feedback {
            let best = self.best_sections(&scores, feedback.passages);
            let expansion = self.feedback_terms(&best, query, feedback);
            if !expansion.is_empty() {
                query.weighted.extend(expansion);
                scores = self.passage_scores(&query.weighted, options);
            }
        }
        self.best_sections(&scores, limit)
    }

    /// The `limit` best sections, the same as [`all_sections`](Self::all_sections) without feedback, without
    /// scoring every matching passage. Each document gets a bound: its own document score (exact) plus,
    /// per query term, the term's weighted idf times its best saturation among the document's passages.
    /// Documents are scored exactly in decreasing bound order, and the search stops at the first whose
    /// bound is below the `limit`-th section found so far: no passage there can reach it. Passages are
    /// scored with the same additions in the same order as the exhaustive search, so scores, order and
    /// ties are identical.
    fn top_sections(&self, query: &[(u32, f32)], limit: usize, options: &RankingOptions) -> Vec<(u32, f32, u32)> {
        SCRATCH.with(|scratch| self.top_sections_in(&mut scratch.borrow_mut(), query, limit, options))
    }

    fn top_sections_in(
        &self,
        scratch: &mut Scratch,
        query: &[(u32, f32)],
        limit: usize,
        options: &RankingOptions,
    ) -> Vec<(u32, f32, u32)> {
        let Scratch { documents, bounds, order, scores } = scratch;
        let with_documents = options.document_weight > 0.0;
        let scales = self.passages.scales(options);
        if with_documents {
            self.documents.score_into(query, options, documents);
        }
        let terms: Vec<(&[Block], &[Posting], f32)> = query
            .iter()
            .filter_map(|&(term, weight)| {
                let blocks = self.blocks.get(term as usize)?;
                let postings = self.passages.postings.get(term as usize)?;
                Some((&blocks[..], &postings[..], self.passages.idf(term) * weight))
            })
            .collect();
        bounds.clear();
        bounds.resize(self.documents.units.len(), 0.0);
        for &(blocks, _, idf) in &terms {
            for block in blocks {
                bounds[block.document as usize] += idf * block.saturation;
            }
        }
        order.clear();
        order.extend(bounds.iter().enumerate().filter(|&(_, &bound)| bound > 0.0).map(|(document, &bound)| {
            let whole = if with_documents { options.document_weight * documents[document] } else { 0.0 };
            let bound = (bound + whole.max(0.0)) * BOUND_MARGIN;
            (u64::from(bound.to_bits()) << 32) | u64::from(!(document as u32))
        }));
        // A heap, not a sort: the search usually stops after a few of the documents.
        let mut heap = std::collections::BinaryHeap::from(std::mem::take(order));
        let by_rank = |a: &(u32, f32, u32), b: &(u32, f32, u32)| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0));
        let mut top: Vec<(u32, f32, u32)> = Vec::with_capacity(2 * limit + 32);
        // The `limit`-th best score among the sections kept when `top` was last cut back (lower than or
        // equal to the current one in between): what a document's bound and a section's score must reach.
        let mut threshold = f32::NEG_INFINITY;
        while let Some(key) = heap.pop() {
            let bound = f32::from_bits((key >> 32) as u32);
            let document = !(key as u32);
            if bound < threshold {
                break;
            }
            let first = self.document_passages[document as usize];
            let end = self.document_passages[document as usize + 1];
            scores.clear();
            scores.resize((end - first) as usize, 0.0);
            for &(blocks, postings, idf) in &terms {
                let Ok(i) = blocks.binary_search_by_key(&document, |block| block.document) else { continue };
                let start = if i == 0 { 0 } else { blocks[i - 1].end as usize };
                for posting in &postings[start..blocks[i].end as usize] {
                    scores[(posting.passage - first) as usize] += Units::contribution(posting, idf, &scales, options);
                }
            }
            // A section scores as its first best passage (as `best_sections` keeps it).
            let mut current: Option<(u32, f32, u32)> = None;
            for (offset, &score) in scores.iter().enumerate() {
                let mut score = score;
                if with_documents && score > 0.0 {
                    score += options.document_weight * documents[document as usize];
                }
                if score <= 0.0 || score < threshold {
                    continue;
                }
                let passage = first + offset as u32;
                let section = self.passages.units[passage as usize].section;
                match &mut current {
                    Some(best) if best.0 == section => {
                        if score > best.1 {
                            *best = (section, score, passage);
                        }
                    }
                    _ => {
                        top.extend(current.take());
                        current = Some((section, score, passage));
                    }
                }
            }
            top.extend(current);
            if top.len() >= 2 * limit || (threshold == f32::NEG_INFINITY && top.len() >= limit) {
                // Sections are distinct: the order is total, an unstable sort gives the same.
                top.sort_unstable_by(by_rank);
                top.truncate(limit);
                threshold = top[limit - 1].1;
            }
        }
        *order = heap.into_vec();
        top.sort_unstable_by(by_rank);
        top.truncate(limit);
        top
    }

    /// Analyses the question: its concepts, phrase keys, code terms, and the lexicon's and the
    /// collection's related terms when those are on.
    pub(crate) fn query_terms(&self, question: &str, options: &RankingOptions) -> QueryTerms {
        let language = detect_language(question).filter(|l| self.languages.contains(l)).unwrap_or(self.language);
        let analysed = Analyser::new(language).analyse(question);
        let mut query = QueryTerms::default();
        let mut seen: FxHashSet<u32> = FxHashSet::default();
        let mut add = |query: &mut QueryTerms, term: u32, weight: f32| {
            if weight > 0.0 && seen.insert(term) {
                query.weighted.push((term, weight));
            }
        };
        for word in analysed.words.iter().filter(|w| !w.stop) {
            let stem = word.stem.as_str();
            if let Some(i) = query.concepts.iter().position(|(known, _)| known == stem) {
                query.names[i] |= word.name;
                continue;
            }
            let id = self.terms.get(stem).copied();
            query.concepts.push((stem.to_owned(), id));
            query.names.push(word.name);
            if let Some(id) = id {
                add(&mut query, id, 1.0);
            }
        }
        for key in analysed.phrase_keys() {
            if let Some(&id) = self.terms.get(&key) {
                add(&mut query, id, options.phrase_weight);
            }
        }
        for extra in &analysed.extras {
            if let Some(&id) = self.terms.get(extra) {
                add(&mut query, id, options.code_weight);
            }
        }
        query.alternatives = vec![Vec::new(); query.concepts.len()];
        if options.lexicon_weight > 0.0 {
            for (found, entries) in self.lexicon_groups(&analysed) {
                for &term in &entries {
                    add(&mut query, term, options.lexicon_weight);
                }
                for (i, (stem, _)) in query.concepts.iter().enumerate() {
                    if found.contains(stem) {
                        query.alternatives[i].extend(&entries);
                    }
                }
            }
        }
        if options.related_weight > 0.0 {
            let concepts: Vec<u32> = query.concepts.iter().filter_map(|(_, id)| *id).collect();
            for concept in concepts {
                for &(term, strength) in self.related.of(concept) {
                    add(&mut query, term, options.related_weight * strength);
                }
            }
        }
        query
    }

    /// The entries of every lexicon group one of whose entries the question contains, with the stems of
    /// the entry found (the question's words those entries may stand for).
    fn lexicon_groups(&self, analysed: &Analysed) -> Vec<(Vec<String>, Vec<u32>)> {
        let stems: Vec<&str> = analysed.words.iter().map(|w| w.stem.as_str()).collect();
        let mut out = Vec::new();
        for group in &self.lexicon {
            let found = group.iter().find(|entry| {
                stems.windows(entry.len()).any(|window| window.iter().zip(entry.iter()).all(|(a, b)| *a == b.as_str()))
            });
            let Some(found) = found else { continue };
            let entries = group
                .iter()
                .filter_map(|entry| match entry.as_slice() {
                    [word] => self.terms.get(word).copied(),
                    [first, second] => self.terms.get(&phrase_key(first, second)).copied(),
                    _ => None,
                })
                .collect();
            out.push((found.clone(), entries));
        }
        out
    }

    /// Each passage's score: its own BM25F, plus a share of its document's, so a section of a document
    /// that is about the question as a whole ranks above an equal section elsewhere.
    fn passage_scores(&self, query: &[(u32, f32)], options: &RankingOptions) -> Vec<f32> {
        let mut scores = self.passages.score(query, options);
        if options.document_weight > 0.0 {
            let documents = self.documents.score(query, options);
            for (score, passage) in scores.iter_mut().zip(&self.passages.units) {
                if *score > 0.0 {
                    let document = self.section_document[passage.section as usize] as usize;
                    *score += options.document_weight * documents[document];
                }
            }
        }
        scores
    }

    fn idf(&self, term: u32) -> f32 {
        self.passages.idf(term)
    }

    /// Inverse section frequency: how much a word says about which section a question is about. A word
    /// the collection does not have weighs as one found in a single section.
    pub(crate) fn section_idf(&self, term: Option<u32>) -> f32 {
        let n = self.corpus.sections.len() as f32;
        let df = term.and_then(|t| self.section_frequency.get(t as usize)).copied().unwrap_or(0).max(1) as f32;
        (1.0 + (n - df + 0.5) / (df + 0.5)).ln()
    }

    pub(crate) fn section_frequency(&self, term: u32) -> u32 {
        self.section_frequency.get(term as usize).copied().unwrap_or(0)
    }

    /// The `limit` best sections (section, score, best passage), best first; a section scores as its best
    /// passage.
    fn best_sections(&self, scores: &[f32], limit: usize) -> Vec<(u32, f32, u32)> {
        let mut best: FxHashMap<u32, (f32, u32)> = FxHashMap::default();
        for (passage, &score) in scores.iter().enumerate() {
            if score <= 0.0 {
                continue;
            }
            let section = self.passages.units[passage].section;
            let entry = best.entry(section).or_insert((score, passage as u32));
            if score > entry.0 {
                *entry = (score, passage as u32);
            }
        }
        let mut ranked: Vec<(u32, f32, u32)> = best.into_iter().map(|(s, (score, p))| (s, score, p)).collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        ranked.truncate(limit);
        ranked
    }

    /// RM3: words weighted by how much of each feedback passage they make up and by how much that passage
    /// scored; the question's own words are not added again, and words in most sections say nothing.
    fn feedback_terms(
        &self,
        best: &[(u32, f32, u32)],
        query: &QueryTerms,
        options: FeedbackOptions,
    ) -> Vec<(u32, f32)> {
        let total: f32 = best.iter().map(|&(_, score, _)| score).sum();
        if total <= 0.0 {
            return Vec::new();
        }
        let in_query: FxHashSet<u32> = query.weighted.iter().map(|&(t, _)| t).collect();
        let common = (self.corpus.sections.len() as f32 * 0.2).max(2.0);
        let mut weights: FxHashMap<u32, f32> = FxHashMap::default();
        for &(_, score, passage) in best {
            let words = &self.forward[passage as usize];
            let length: f32 = words.iter().map(|&(_, tf)| f32::from(tf)).sum();
            if length <= 0.0 {
                continue;
            }
            for &(term, tf) in words.iter() {
                if in_query.contains(&term) || self.section_frequency(term) as f32 > common {
                    continue;
                }
                *weights.entry(term).or_default() += (score / total) * f32::from(tf) / length;
            }
        }
        let mut ranked: Vec<(u32, f32)> = weights.into_iter().map(|(t, w)| (t, w * self.idf(t))).collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        ranked.truncate(options.terms);
        let strongest = ranked.first().map_or(0.0, |&(_, w)| w);
        if strongest <= 0.0 {
            return Vec::new();
        }
        ranked.into_iter().map(|(term, w)| (term, options.weight * w / strongest)).collect()
    }

    /// For each concept of the question, whether it (or a lexicon term standing for it) occurs in each of
    /// the ranked sections (a section's passages are contiguous: one binary search per posting list).
    pub(crate) fn concept_coverage(&self, query: &QueryTerms, ranked: &[(u32, f32, u32)]) -> Vec<Vec<bool>> {
        query
            .concepts
            .iter()
            .enumerate()
            .map(|(i, (_, id))| {
                let alternatives = query.alternatives.get(i).map_or(&[][..], Vec::as_slice);
                ranked
                    .iter()
                    .map(|&(section, _, _)| {
                        let first = self.section_passages[section as usize];
                        let end = self.section_passages[section as usize + 1];
                        id.iter().chain(alternatives).filter_map(|&term| self.passages.postings.get(term as usize)).any(
                            |list| {
                                let at = list.partition_point(|posting| posting.passage < first);
                                list.get(at).is_some_and(|posting| posting.passage < end)
                            },
                        )
                    })
                    .collect()
            })
            .collect()
    }
}

/// For units listed in order with the group each belongs to (groups ascending, every group non-empty
/// or absent), the first unit of each of `groups` groups and the unit count at the end.
fn first_units(groups: usize, owners: impl Iterator<Item = u32>) -> Vec<u32> {
    let mut first = vec![0u32; groups + 1];
    let mut count = 0u32;
    let mut next = 0usize;
    for owner in owners {
        while next <= owner as usize {
            first[next] = count;
            next += 1;
        }
        count += 1;
    }
    while next <= groups {
        first[next] = count;
        next += 1;
    }
    first
}

fn majority_language(languages: &[Option<Language>]) -> Language {
    let mut counts: FxHashMap<Language, usize> = FxHashMap::default();
    for language in languages.iter().flatten() {
        *counts.entry(*language).or_default() += 1;
    }
    counts.into_iter().max_by(|a, b| a.1.cmp(&b.1).then(b.0.cmp(&a.0))).map_or(Language::English, |(l, _)| l)
}

/// Scored units (passages, or whole documents) with their postings.
struct Units {
    postings: Vec<Vec<Posting>>,
    units: Vec<Passage>,
    average_lengths: [f32; 3],
    /// Per unit, what one occurrence of a term in each field adds to its BM25F pseudo-frequency under
    /// the index's own options (`field_weights`, `field_length_normalisation`): the field's weight over
    /// its length normalisation. Computed once, so scoring a posting multiplies instead of dividing.
    scales: Vec<[f32; 3]>,
    scaled_for: ([f32; 3], [f32; 3]),
}

impl Units {
    /// BM25 inverse document frequency of a term over the units.
    fn idf(&self, term: u32) -> f32 {
        let n = self.units.len() as f32;
        let df = self.postings.get(term as usize).map_or(0, Vec::len) as f32;
        (1.0 + (n - df + 0.5) / (df + 0.5)).ln()
    }

    /// BM25F score of every unit.
    fn score(&self, query: &[(u32, f32)], options: &RankingOptions) -> Vec<f32> {
        let mut scores = Vec::new();
        self.score_into(query, options, &mut scores);
        scores
    }

    /// [`score`](Self::score) into a reused buffer.
    fn score_into(&self, query: &[(u32, f32)], options: &RankingOptions, scores: &mut Vec<f32>) {
        scores.clear();
        scores.resize(self.units.len(), 0.0);
        let scales = self.scales(options);
        for &(term, query_weight) in query {
            let Some(postings) = self.postings.get(term as usize) else { continue };
            let idf = self.idf(term) * query_weight;
            for posting in postings {
                scores[posting.passage as usize] += Units::contribution(posting, idf, &scales, options);
            }
        }
    }

    /// The per-unit field scales for `options`: the stored ones when the options are the index's own,
    /// otherwise computed for this search (measurements of other options only).
    fn scales(&self, options: &RankingOptions) -> std::borrow::Cow<'_, [[f32; 3]]> {
        if (options.field_weights, options.field_length_normalisation) == self.scaled_for {
            std::borrow::Cow::Borrowed(&self.scales)
        } else {
            std::borrow::Cow::Owned(unit_scales(&self.units, self.average_lengths, options))
        }
    }

    /// What one posting adds to its unit's score: `idf` (already times the query weight) times the
    /// saturated BM25F frequency. The pruned search adds exactly these, in the same order, so its scores
    /// are the exhaustive ones bit for bit.
    #[inline]
    fn contribution(posting: &Posting, idf: f32, scales: &[[f32; 3]], options: &RankingOptions) -> f32 {
        let frequency = Units::frequency(posting, scales);
        idf * frequency / (options.k1 + frequency)
    }

    /// The BM25F pseudo-frequency of a posting: each field's term frequency times the field's weight
    /// over its length normalisation, summed.
    #[inline]
    fn frequency(posting: &Posting, scales: &[[f32; 3]]) -> f32 {
        let scale = &scales[posting.passage as usize];
        let tf = posting.frequencies.map(f32::from);
        tf[0] * scale[0] + tf[1] * scale[1] + tf[2] * scale[2]
    }
}

/// Per unit, each field's BM25F weight over its length normalisation (`1 - b + b * length / average`,
/// at least 0.05 so an empty field cannot blow a score up).
fn unit_scales(units: &[Passage], average_lengths: [f32; 3], options: &RankingOptions) -> Vec<[f32; 3]> {
    let (weights, b) = (options.field_weights, options.field_length_normalisation);
    units
        .iter()
        .map(|unit| {
            std::array::from_fn(|field| {
                let norm = 1.0 - b[field] + b[field] * unit.lengths[field] as f32 / average_lengths[field];
                weights[field] / norm.max(0.05)
            })
        })
        .collect()
}

#[derive(Default)]
struct Builder {
    terms: FxHashMap<String, u32>,
    postings: Vec<Vec<Posting>>,
    passages: Vec<Passage>,
    forward: Vec<Box<[(u32, u16)]>>,
    /// The byte range of each passage of `add_section` in its section's body.
    ranges: Vec<(u32, u32)>,
    length_sums: [u64; 3],
}

impl Builder {
    fn into_units(self, options: &RankingOptions) -> Units {
        let count = self.passages.len().max(1) as f32;
        let average_lengths = self.length_sums.map(|sum| (sum as f32 / count).max(1.0));
        let scales = unit_scales(&self.passages, average_lengths, options);
        let scaled_for = (options.field_weights, options.field_length_normalisation);
        Units { postings: self.postings, units: self.passages, average_lengths, scales, scaled_for }
    }

    fn term(&mut self, key: &str) -> u32 {
        if let Some(&id) = self.terms.get(key) {
            return id;
        }
        let id = self.postings.len() as u32;
        self.terms.insert(key.to_owned(), id);
        self.postings.push(Vec::new());
        id
    }

    fn add_section(&mut self, section_id: u32, section: &Section, analyser: &Analyser, options: PassageOptions) {
        let title = analyser.analyse(&section.title);
        let headings = analyser.analyse(&section.path[1..].join(" "));
        let words: Vec<&str> = section.body.split_whitespace().collect();
        let offset = |word: &str| word.as_ptr() as usize - section.body.as_ptr() as usize;
        let step = options.max_words.saturating_sub(options.overlap_words).max(1);
        let mut start = 0;
        loop {
            let end = if words.len() <= options.max_words {
                words.len()
            } else {
                (start + options.max_words).min(words.len())
            };
            let body = analyser.analyse(&words[start..end].join(" "));
            self.add_passage(section_id, [&title, &headings, &body]);
            let from = if start == 0 { 0 } else { offset(words[start]) };
            let to =
                if end >= words.len() { section.body.len() } else { offset(words[end - 1]) + words[end - 1].len() };
            self.ranges.push((from as u32, to as u32));
            if end >= words.len() {
                break;
            }
            start += step;
        }
    }

    fn add_passage(&mut self, section: u32, fields: [&Analysed; 3]) {
        let passage = self.passages.len() as u32;
        let mut frequencies: FxHashMap<u32, [u16; 3]> = FxHashMap::default();
        let mut words: FxHashMap<u32, u16> = FxHashMap::default();
        let mut lengths = [0u32; 3];
        for (field, analysed) in fields.into_iter().enumerate() {
            for stem in analysed.content_stems() {
                let id = self.term(stem);
                let entry = frequencies.entry(id).or_default();
                entry[field] = entry[field].saturating_add(1);
                let count = words.entry(id).or_default();
                *count = count.saturating_add(1);
                lengths[field] += 1;
            }
            for key in analysed.phrase_keys().iter().chain(&analysed.extras) {
                let id = self.term(key);
                let entry = frequencies.entry(id).or_default();
                entry[field] = entry[field].saturating_add(1);
            }
        }
        let mut frequencies: Vec<(u32, [u16; 3])> = frequencies.into_iter().collect();
        frequencies.sort_unstable_by_key(|&(id, _)| id);
        for (id, frequencies) in frequencies {
            self.postings[id as usize].push(Posting { passage, frequencies });
        }
        let mut words: Vec<(u32, u16)> = words.into_iter().collect();
        words.sort_unstable_by_key(|&(id, _)| id);
        self.forward.push(words.into_boxed_slice());
        for (sum, length) in self.length_sums.iter_mut().zip(lengths) {
            *sum += u64::from(length);
        }
        self.passages.push(Passage { section, lengths });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index() -> KnowledgeIndex {
        let mut corpus = Corpus::default();
        corpus.add_document(
            "db.md",
            "# Replication lag\n## Diagnose\nCheck replica delay with SHOW REPLICA STATUS.\n## Fix\nThrottle batch writes on the primary.\n",
        );
        corpus.add_document("tls.md", "# Certificate expiry\n## Renew\nRenew the certificate with cert-manager.\n");
        corpus.add_document(
            "k8s.md",
            "# Pods restarting\n## CrashLoopBackOff\nThe container exits and kubelet restarts it with a back-off.\n",
        );
        KnowledgeIndex::build(corpus).unwrap()
    }

    #[test]
    fn the_section_with_the_question_s_words_comes_first() {
        let index = index();
        let hits = index.search("replica delay", 3);
        assert!(hits[0].relevant);
        assert_eq!(index.section(hits[0].section).section_name(), "Replication lag > Diagnose");
    }

    #[test]
    fn identifiers_match_whole() {
        let index = index();
        let hits = index.search("pod in CrashLoopBackOff", 3);
        assert_eq!(index.section(hits[0].section).document, "k8s.md");
        let hits = index.search("cert-manager renew", 3);
        assert_eq!(index.section(hits[0].section).document, "tls.md");
    }

    #[test]
    fn unrelated_questions_have_no_relevant_hit() {
        let index = index();
        let hits = index.search("how do I bake sourdough bread", 3);
        assert!(hits.iter().all(|hit| !hit.relevant), "{hits:?}");
        assert!(index.search("the of and", 3).is_empty());
        assert!(index.search("", 3).is_empty());
    }

    #[test]
    fn a_search_s_work_counts_the_postings_of_the_question_s_terms() {
        let index = index();
        let documents = 3;
        assert_eq!(index.plan("how do I bake sourdough bread").work(), documents);
        let one = index.plan("certificate").work();
        assert!(one > documents, "{one}");
        // Every section mentions its heading's words; a word in more passages costs more to look up.
        assert!(index.plan("certificate replica restarts").work() > one);
        let question = "replica delay";
        assert_eq!(index.search_planned(index.plan(question), 3), index.search(question, 3));
    }

    #[test]
    fn long_sections_are_split_into_passages_and_found_by_any_of_them() {
        let mut corpus = Corpus::default();
        let body = format!("{} the unique marker sentence {}", "filler words here ".repeat(200), "tail ".repeat(300));
        corpus.add_document("long.md", &format!("# Long\n## Part\n{body}\n"));
        corpus.add_document("other.md", "# Other\n## Topic\nsomething else entirely about filler\n");
        let index = KnowledgeIndex::build(corpus).unwrap();
        assert!(index.passage_count() > 3);
        let hits = index.search("unique marker sentence", 3);
        assert_eq!(hits.len(), 1, "one hit per section, not per passage: {hits:?}");
        assert_eq!(index.section(hits[0].section).document, "long.md");
        let (start, end) = hits[0].passage.unwrap();
        let passage = &index.section(hits[0].section).body[start..end];
        assert!(passage.contains("unique marker sentence") && passage.len() < body.len() / 2, "{passage}");
    }

    #[test]
    fn a_section_of_one_passage_has_all_its_text_in_it() {
        let index = KnowledgeIndex::bundled().unwrap();
        for (id, section) in index.corpus().sections.iter().enumerate() {
            let first = index.section_passages[id] as usize;
            if index.section_passages[id + 1] as usize == first + 1 {
                assert_eq!(index.passage_ranges[first], (0, section.body.len() as u32), "{}", section.section_name());
            }
        }
    }

    /// The pruned search returns exactly the exhaustive top sections: same sections, same order, the same
    /// scores bit for bit, the same best passages.
    fn assert_pruned_is_exhaustive(index: &KnowledgeIndex, questions: &[String], options: &RankingOptions) {
        assert!(index.bounds_hold(options) && options.feedback.is_none());
        for question in questions {
            for limit in [evidence::CANDIDATES, 1] {
                let mut query = index.query_terms(question, options);
                let pruned = index.top_sections(&query.weighted, limit, options);
                let exhaustive = index.all_sections(&mut query, limit, options);
                let bits = |ranked: &[(u32, f32, u32)]| -> Vec<(u32, u32, u32)> {
                    ranked.iter().map(|&(section, score, passage)| (section, score.to_bits(), passage)).collect()
                };
                assert_eq!(bits(&pruned), bits(&exhaustive), "{question:?}, top {limit}");
            }
        }
    }

    fn questions_of(text: &str) -> Vec<String> {
        crate::knowledge::evaluation::load_questions(text).unwrap().into_iter().map(|q| q.question).collect()
    }

    #[test]
    fn pruning_keeps_the_exhaustive_ranking_on_the_bundled_runbooks() {
        let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/data");
        let mut questions = questions_of(&std::fs::read_to_string(data.join("knowledge_questions.jsonl")).unwrap());
        questions
            .extend(questions_of(&std::fs::read_to_string(data.join("knowledge_questions_holdout.jsonl")).unwrap()));
        let index = KnowledgeIndex::bundled().unwrap();
        assert_pruned_is_exhaustive(&index, &questions, index.options());
        // Three identical copies of every runbook: equal scores everywhere, so ties must break by section.
        let mut corpus = Corpus::default();
        for copy in 0..3 {
            for section in Corpus::bundled().sections.chunk_by(|a, b| a.document == b.document) {
                let text: String = section
                    .iter()
                    .map(|s| format!("{} {}\n{}\n", "#".repeat(s.path.len()), s.heading(), s.body))
                    .collect();
                corpus.add_document(&format!("copy{copy}/{}", section[0].document), &text);
            }
        }
        let index =
            KnowledgeIndex::build_with(corpus, PassageOptions::default(), RankingOptions::with_lexicon()).unwrap();
        assert_pruned_is_exhaustive(&index, &questions, index.options());
        let related = RankingOptions { related_weight: 0.3, ..RankingOptions::with_lexicon() };
        assert_pruned_is_exhaustive(&index, &questions, &related);
        let whole_documents_only = RankingOptions { document_weight: 0.0, ..RankingOptions::with_lexicon() };
        assert_pruned_is_exhaustive(&index, &questions, &whole_documents_only);
    }

    #[test]
    fn pruning_keeps_the_exhaustive_ranking_on_the_evaluation_collections() {
        let collections = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/data/collections");
        for name in ["postgresql", "systemd", "celery", "apache", "rsyslog"] {
            let dir = collections.join(name);
            let corpus = Corpus::from_dir(&dir.join("docs")).unwrap();
            let mut questions = questions_of(&std::fs::read_to_string(dir.join("questions.dev.jsonl")).unwrap());
            questions.extend(questions_of(&std::fs::read_to_string(dir.join("questions.heldout.jsonl")).unwrap()));
            let index = KnowledgeIndex::build(corpus).unwrap();
            assert_pruned_is_exhaustive(&index, &questions, index.options());
        }
    }

    #[test]
    fn query_syntax_characters_are_just_text() {
        let index = index();
        for question in ["\"unclosed", "a:b AND (", "+-*~^", "title:certificate", "\\\\\\", "ß", "∑∑∑"] {
            index.search(question, 3);
        }
    }
}
