//! The knowledge index: sections of the corpus in tantivy, ranked for an on-call question.
//!
//! Two rankers share one index, so they are compared on exactly the same sections:
//! * [`Ranker::PlainBm25`] — BM25 over one field holding title, headings and body, no stemming: the
//!   baseline the tuned ranker is measured against (BENCHMARKS.md).
//! * [`Ranker::Tuned`] — English stemming; separate title/heading/body fields with heading and title
//!   weighted above body; a bonus when query terms stand near each other (phrase with slop); expansion
//!   through the SRE synonym lexicon at a lower weight; and a re-rank by how many of the question's
//!   concepts a section covers.
//!
//! A hit is *relevant* (the tool reports `FOUND`) when its section covers enough of the question's
//! concepts (a concept counts when the word or one of its synonyms occurs), each concept weighted by how
//! rare it is across sections: at least [`MIN_CONCEPT_COVERAGE`] of the question's total weight. A question about nothing in the corpus therefore gets no evidence
//! instead of the least bad section.

use std::collections::{BTreeMap, HashMap, HashSet};

use tantivy::collector::TopDocs;
use tantivy::query::{BooleanQuery, BoostQuery, Occur, PhraseQuery, Query, QueryParser, TermQuery};
use tantivy::schema::{Field, IndexRecordOption, STORED, Schema, TextFieldIndexing, TextOptions, Value};
use tantivy::tokenizer::{Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer, TextAnalyzer};
use tantivy::{Index, IndexReader, ReloadPolicy, TantivyDocument, Term, doc};

use super::corpus::{Corpus, Section};
use super::synonyms::GROUPS;

/// The share of a question's concept weight a section must cover to count as evidence.
pub const MIN_CONCEPT_COVERAGE: f32 = 0.34;

const STEMMED: &str = "th_en_stem";
const FIELD_WEIGHT_TITLE: f32 = 1.5;
const FIELD_WEIGHT_HEADING: f32 = 2.5;
const FIELD_WEIGHT_BODY: f32 = 1.0;
const SYNONYM_WEIGHT: f32 = 0.35;
const PROXIMITY_WEIGHT: f32 = 1.0;
const PROXIMITY_SLOP: u32 = 3;
/// At most this many synonym entries join one query (a long question would otherwise explode).
const MAX_EXPANSIONS: usize = 48;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ranker {
    Tuned,
    PlainBm25,
}

/// One ranked section.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    /// Index into the corpus's sections.
    pub section: usize,
    pub score: f32,
    /// The section covers enough of the question to count as evidence.
    pub relevant: bool,
}

struct Fields {
    title: Field,
    heading: Field,
    body: Field,
    all: Field,
    section: Field,
}

/// A stemmed synonym entry: its token sequence.
type Phrase = Vec<String>;

pub struct KnowledgeIndex {
    corpus: Corpus,
    reader: IndexReader,
    index: Index,
    fields: Fields,
    stemmer: TextAnalyzer,
    /// Stemmed tokens of each section (title, headings, body), for the concept coverage.
    section_terms: Vec<HashSet<String>>,
    /// In how many sections each stem occurs (the weight of a concept is its inverse).
    section_frequency: HashMap<String, usize>,
    /// The lexicon, stemmed.
    groups: Vec<Vec<Phrase>>,
}

impl std::fmt::Debug for KnowledgeIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KnowledgeIndex").field("sections", &self.corpus.sections.len()).finish()
    }
}

fn stemming_analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(48))
        .filter(LowerCaser)
        .filter(Stemmer::new(Language::English))
        .build()
}

impl KnowledgeIndex {
    /// Indexes every section of `corpus` in memory.
    pub fn build(corpus: Corpus) -> Result<KnowledgeIndex, String> {
        let mut schema = Schema::builder();
        let stemmed = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(STEMMED)
                .set_index_option(IndexRecordOption::WithFreqsAndPositions),
        );
        let plain = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer("default")
                .set_index_option(IndexRecordOption::WithFreqsAndPositions),
        );
        let fields = Fields {
            title: schema.add_text_field("title", stemmed.clone()),
            heading: schema.add_text_field("heading", stemmed.clone()),
            body: schema.add_text_field("body", stemmed),
            all: schema.add_text_field("all", plain),
            section: schema.add_u64_field("section", STORED),
        };
        let index = Index::create_in_ram(schema.build());
        index.tokenizers().register(STEMMED, stemming_analyzer());
        let mut stemmer = stemming_analyzer();
        let error = |e: tantivy::TantivyError| format!("cannot build the knowledge index: {e}");
        let mut writer = index.writer_with_num_threads::<TantivyDocument>(1, 15_000_000).map_err(error)?;
        let mut section_terms = Vec::with_capacity(corpus.sections.len());
        for (id, section) in corpus.sections.iter().enumerate() {
            let headings = section.path[1..].join(" ");
            writer
                .add_document(doc!(
                    fields.title => section.title.as_str(),
                    fields.heading => headings.as_str(),
                    fields.body => section.body.as_str(),
                    fields.all => format!("{} {} {}", section.title, headings, section.body),
                    fields.section => id as u64,
                ))
                .map_err(error)?;
            let mut terms = HashSet::new();
            for text in [section.title.as_str(), headings.as_str(), section.body.as_str()] {
                terms.extend(stems(&mut stemmer, text));
            }
            section_terms.push(terms);
        }
        writer.commit().map_err(error)?;
        let mut section_frequency: HashMap<String, usize> = HashMap::new();
        for terms in &section_terms {
            for term in terms {
                *section_frequency.entry(term.clone()).or_default() += 1;
            }
        }
        let reader = index.reader_builder().reload_policy(ReloadPolicy::Manual).try_into().map_err(error)?;
        let groups = GROUPS
            .iter()
            .map(|group| group.iter().map(|entry| stems(&mut stemmer, entry)).filter(|p| !p.is_empty()).collect())
            .collect();
        Ok(KnowledgeIndex { corpus, reader, index, fields, stemmer, section_terms, section_frequency, groups })
    }

    pub fn corpus(&self) -> &Corpus {
        &self.corpus
    }

    pub fn section(&self, id: usize) -> &Section {
        &self.corpus.sections[id]
    }

    /// The `limit` best sections for `question`, best first.
    pub fn search(&self, question: &str, limit: usize, ranker: Ranker) -> Vec<Hit> {
        let mut stemmer = self.stemmer.clone();
        let analysis = QueryAnalysis::new(&mut stemmer, question, &self.groups, |stem| self.concept_weight(stem));
        if analysis.concepts.is_empty() {
            return Vec::new();
        }
        let searcher = self.reader.searcher();
        let (query, candidates): (Box<dyn Query>, usize) = match ranker {
            Ranker::PlainBm25 => {
                let parser = QueryParser::for_index(&self.index, vec![self.fields.all]);
                (parser.parse_query_lenient(question).0, limit)
            }
            Ranker::Tuned => (self.tuned_query(&analysis), limit.max(1) * 8),
        };
        let Ok(top) = searcher.search(&query, &TopDocs::with_limit(candidates.max(1)).order_by_score()) else {
            return Vec::new();
        };
        let mut hits: Vec<Hit> = top
            .into_iter()
            .filter_map(|(score, address)| {
                let doc: TantivyDocument = searcher.doc(address).ok()?;
                let section = doc.get_first(self.fields.section)?.as_u64()? as usize;
                let coverage = analysis.coverage(&self.section_terms[section]);
                let relevant = match ranker {
                    Ranker::PlainBm25 => score > 0.0,
                    Ranker::Tuned => coverage.matched > 0.0 && coverage.share() >= MIN_CONCEPT_COVERAGE,
                };
                let score = match ranker {
                    Ranker::PlainBm25 => score,
                    // Sections that answer more of the question rank above ones that repeat one word.
                    Ranker::Tuned => score * (0.5 + coverage.share()),
                };
                Some(Hit { section, score, relevant })
            })
            .collect();
        hits.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.section.cmp(&b.section)));
        hits.truncate(limit);
        hits
    }

    /// Inverse section frequency: a word found in few sections says more about a question than a common
    /// one. A word in no section weighs as much as one in a single section.
    fn concept_weight(&self, stem: &str) -> f32 {
        let sections = self.section_terms.len() as f32;
        let frequency = self.section_frequency.get(stem).copied().unwrap_or(0).max(1) as f32;
        (1.0 + (sections - frequency + 0.5) / (frequency + 0.5)).ln()
    }

    fn tuned_query(&self, analysis: &QueryAnalysis) -> Box<dyn Query> {
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        let weighted_fields = [
            (self.fields.title, FIELD_WEIGHT_TITLE),
            (self.fields.heading, FIELD_WEIGHT_HEADING),
            (self.fields.body, FIELD_WEIGHT_BODY),
        ];
        for concept in analysis.concepts.keys() {
            for (field, weight) in weighted_fields {
                clauses.push((Occur::Should, term_query(field, concept, weight)));
            }
        }
        // Proximity: adjacent concepts of the question standing near each other in a section.
        for pair in analysis.concepts_in_order.windows(2) {
            if pair[0] != pair[1] {
                for field in [self.fields.heading, self.fields.body] {
                    clauses.push((Occur::Should, phrase_query(field, pair, PROXIMITY_SLOP, PROXIMITY_WEIGHT)));
                }
            }
        }
        for phrase in analysis.expansions.iter().take(MAX_EXPANSIONS) {
            for (field, weight) in weighted_fields {
                let weight = weight * SYNONYM_WEIGHT;
                let query = if phrase.len() == 1 {
                    term_query(field, &phrase[0], weight)
                } else {
                    phrase_query(field, phrase, 0, weight)
                };
                clauses.push((Occur::Should, query));
            }
        }
        Box::new(BooleanQuery::new(clauses))
    }
}

fn term_query(field: Field, text: &str, weight: f32) -> Box<dyn Query> {
    let query = TermQuery::new(Term::from_field_text(field, text), IndexRecordOption::WithFreqs);
    Box::new(BoostQuery::new(Box::new(query), weight))
}

fn phrase_query(field: Field, words: &[String], slop: u32, weight: f32) -> Box<dyn Query> {
    let terms = words.iter().enumerate().map(|(i, w)| (i, Term::from_field_text(field, w))).collect();
    Box::new(BoostQuery::new(Box::new(PhraseQuery::new_with_offset_and_slop(terms, slop)), weight))
}

fn stems(analyzer: &mut TextAnalyzer, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut stream = analyzer.token_stream(text);
    while stream.advance() {
        out.push(stream.token().text.clone());
    }
    out
}

/// A question, analysed: its concepts (stemmed content words) and the synonym entries it brings in.
struct QueryAnalysis {
    /// Distinct concepts, with their weights.
    concepts: BTreeMap<String, f32>,
    /// Concepts in question order (for proximity).
    concepts_in_order: Vec<String>,
    /// Synonym entries to search too (not already concepts).
    expansions: Vec<Phrase>,
    /// concept → the synonym entries that may stand for it in a section.
    alternatives: HashMap<String, Vec<Phrase>>,
}

/// The weight of the question's concepts a section covers, of their total weight.
struct Coverage {
    matched: f32,
    total: f32,
}

impl Coverage {
    fn share(&self) -> f32 {
        if self.total <= 0.0 { 0.0 } else { self.matched / self.total }
    }
}

impl QueryAnalysis {
    fn new(
        stemmer: &mut TextAnalyzer,
        question: &str,
        groups: &[Vec<Phrase>],
        weight: impl Fn(&str) -> f32,
    ) -> QueryAnalysis {
        // Stop words are judged on the surface word, before stemming.
        let mut surface = TextAnalyzer::builder(SimpleTokenizer::default()).filter(LowerCaser).build();
        let words = stems(&mut surface, question);
        let tokens: Vec<(String, String)> = words
            .into_iter()
            .filter_map(|word| {
                let stem = stems(stemmer, &word).into_iter().next()?;
                Some((word, stem))
            })
            .collect();
        let all_stems: Vec<String> = tokens.iter().map(|(_, s)| s.clone()).collect();
        let concepts_in_order: Vec<String> =
            tokens.iter().filter(|(word, _)| !is_stop_word(word)).map(|(_, stem)| stem.clone()).collect();
        let concepts: BTreeMap<String, f32> =
            concepts_in_order.iter().map(|stem| (stem.clone(), weight(stem))).collect();

        let mut expansions: Vec<Phrase> = Vec::new();
        let mut alternatives: HashMap<String, Vec<Phrase>> = HashMap::new();
        for group in groups {
            // The group applies when one of its entries occurs in the question as a phrase.
            let Some(found) = group.iter().find(|entry| contains_phrase(&all_stems, entry)) else { continue };
            let covered: Vec<&String> = found.iter().filter(|stem| concepts.contains_key(*stem)).collect();
            for entry in group {
                if entry.len() == 1 && concepts.contains_key(&entry[0]) {
                    continue;
                }
                if !expansions.contains(entry) {
                    expansions.push(entry.clone());
                }
                for concept in &covered {
                    alternatives.entry((*concept).clone()).or_default().push(entry.clone());
                }
            }
        }
        QueryAnalysis { concepts, concepts_in_order, expansions, alternatives }
    }

    fn coverage(&self, section_terms: &HashSet<String>) -> Coverage {
        let matched = self
            .concepts
            .iter()
            .filter(|(concept, _)| {
                section_terms.contains(*concept)
                    || self.alternatives.get(*concept).is_some_and(|alternatives| {
                        alternatives.iter().any(|phrase| phrase.iter().all(|stem| section_terms.contains(stem)))
                    })
            })
            .map(|(_, weight)| weight)
            .sum();
        Coverage { matched, total: self.concepts.values().sum() }
    }
}

fn contains_phrase(haystack: &[String], phrase: &[String]) -> bool {
    !phrase.is_empty() && haystack.windows(phrase.len()).any(|window| window == phrase)
}

/// English function words and question filler that carry no topic.
fn is_stop_word(word: &str) -> bool {
    const STOP: &[&str] = &[
        "a",
        "about",
        "above",
        "after",
        "again",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "get",
        "gets",
        "getting",
        "got",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "him",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "keep",
        "keeps",
        "let",
        "me",
        "might",
        "my",
        "need",
        "needs",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "out",
        "over",
        "own",
        "please",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "us",
        "very",
        "was",
        "we",
        "were",
        "what",
        "whats",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "s",
        "t",
        "don",
        "doesn",
        "isn",
        "aren",
        "wasn",
        "won",
        "ll",
        "ve",
        "re",
        "d",
        "m",
        "seem",
        "seems",
        "seeing",
        "see",
        "anyone",
        "someone",
        "something",
        "thing",
        "things",
        "going",
        "go",
        "goes",
        "way",
        "ways",
        "really",
        "also",
        "still",
        "much",
        "many",
        "lot",
        "lots",
        "ok",
        "okay",
        "hey",
        "hi",
        "want",
        "tell",
        "show",
        "know",
        "happen",
        "happens",
        "happening",
        "happened",
        "mean",
        "means",
        "right",
        "use",
        "using",
        "used",
        "do",
        "done",
        "make",
        "makes",
    ];
    STOP.contains(&word)
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
        KnowledgeIndex::build(corpus).unwrap()
    }

    #[test]
    fn paraphrases_reach_the_section_through_synonyms() {
        let index = index();
        let hits = index.search("the database copy is behind", 3, Ranker::Tuned);
        assert!(hits[0].relevant);
        assert_eq!(index.section(hits[0].section).document, "db.md");
    }

    #[test]
    fn unrelated_questions_have_no_relevant_hit() {
        let index = index();
        let hits = index.search("how do I bake sourdough bread", 3, Ranker::Tuned);
        assert!(hits.iter().all(|hit| !hit.relevant), "{hits:?}");
        assert!(index.search("the of and", 3, Ranker::Tuned).is_empty());
        assert!(index.search("", 3, Ranker::Tuned).is_empty());
    }

    #[test]
    fn query_syntax_characters_are_just_text() {
        let index = index();
        for question in ["\"unclosed", "a:b AND (", "+-*~^", "title:certificate"] {
            index.search(question, 3, Ranker::Tuned);
            index.search(question, 3, Ranker::PlainBm25);
        }
    }
}
