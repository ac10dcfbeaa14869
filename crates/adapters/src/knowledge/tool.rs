//! The `lookup_knowledge` tool: input contract, executor and projector.
//!
//! * Executor: ranks the sections for the question. The **raw** result (kept in the canonical store, never
//!   shown) holds every hit with its place (document, section, its index, its length) and a fingerprint
//!   of its whole text; for a relevant hit, also the text excerpts are cut from: the whole section when it
//!   fits one excerpt, otherwise the passage the section ranked by (about 200 words), with its byte range.
//!   Not whole sections: they run to tens of kilobytes, and the raw result is serialised, hashed and
//!   stored on every call. Citations are verified against what the model was shown, which the raw text
//!   covers.
//! * Projector: keeps the relevant hits, drops sections whose text repeats an earlier hit's (chunk-level
//!   dedupe, by fingerprint), cuts each to an excerpt of at most `excerpt_chars` characters where the
//!   question's words are densest, and fits the whole result into its byte budget, saying what it left
//!   out.

use std::borrow::Cow;
use std::collections::HashSet;
use std::sync::Arc;

use contract::{
    CanonicalInput, EvidenceStatus, Executor, Projected, Projector, RawResult, RegisteredTool, ToolFailure, ToolLimits,
    TypedContract, ValidateInput, envelope::FieldError,
};
use rustc_hash::FxHashSet;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::index::KnowledgeIndex;

pub const TOOL_NAME: &str = "lookup_knowledge";
pub const DEFAULT_TOP_K: u32 = 5;
pub const MAX_TOP_K: u32 = 10;
pub const MAX_QUERY_CHARS: usize = 1000;
/// An excerpt is never cut shorter than this to squeeze it into the budget.
const MIN_EXCERPT_CHARS: usize = 120;
/// The most postings a search may read on the async worker that received the call: a few tens of
/// microseconds of ranking (BENCHMARKS.md, issue 18), within what a task may run between two awaits.
const INLINE_SEARCH_WORK: usize = 20_000;

/// The input of `lookup_knowledge`.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LookupKnowledgeInput {
    /// The question or keywords, in plain words (1 to 1000 characters).
    pub query: String,
    /// How many sections to return (1 to 10, default 5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_k: Option<u32>,
}

impl ValidateInput for LookupKnowledgeInput {
    fn validate(&self) -> Result<(), FieldError> {
        let chars = self.query.chars().count();
        if self.query.trim().is_empty() || chars > MAX_QUERY_CHARS {
            return Err(FieldError {
                field: "query",
                expected: format!("a non-blank string of at most {MAX_QUERY_CHARS} characters (got {chars})"),
            });
        }
        match self.top_k {
            Some(k) if !(1..=MAX_TOP_K).contains(&k) => {
                Err(FieldError { field: "top_k", expected: format!("an integer from 1 to {MAX_TOP_K} (got {k})") })
            }
            _ => Ok(()),
        }
    }
}

/// Builds the registered tool over an index.
pub fn lookup_knowledge(index: Arc<KnowledgeIndex>, limits: ToolLimits, excerpt_chars: usize) -> RegisteredTool {
    let corpus = index.corpus();
    let excerpt_chars = excerpt_chars.max(MIN_EXCERPT_CHARS);
    RegisteredTool {
        name: TOOL_NAME.to_owned(),
        description: format!(
            "Search the team's runbooks and operations docs ({} documents, {} sections). Returns the best \
             matching sections, each with its document, section path and an excerpt. Ask in plain words; \
             paraphrases are fine.",
            corpus.documents,
            corpus.sections.len()
        ),
        contract: Arc::new(TypedContract::<LookupKnowledgeInput>::new(limits.max_arguments_bytes)),
        limits,
        executor: Arc::new(KnowledgeExecutor::new(index.clone(), excerpt_chars)),
        projector: Arc::new(KnowledgeProjector { excerpt_chars }),
    }
}

struct KnowledgeExecutor {
    index: Arc<KnowledgeIndex>,
    excerpt_chars: usize,
    /// Per section, the fingerprint of its text and its length in characters (once per index, not per
    /// call).
    sections: Arc<[(u64, usize)]>,
}

impl KnowledgeExecutor {
    fn new(index: Arc<KnowledgeIndex>, excerpt_chars: usize) -> KnowledgeExecutor {
        let sections = index
            .corpus()
            .sections
            .iter()
            .map(|section| (fingerprint(&section.body), section.body.chars().count()))
            .collect();
        KnowledgeExecutor { index, excerpt_chars, sections }
    }
}

/// The raw result. Its texts borrow: from the index when it is written, from the stored JSON when it is
/// read back (where no escape had to be undone).
#[derive(Debug, Serialize, Deserialize)]
struct RawHits<'a> {
    #[serde(borrow)]
    query: Cow<'a, str>,
    #[serde(borrow)]
    hits: Vec<RawHit<'a>>,
}

#[derive(Debug, Serialize, Deserialize)]
struct RawHit<'a> {
    #[serde(borrow)]
    document: Cow<'a, str>,
    section: String,
    score: f32,
    relevant: bool,
    /// The section's index in the knowledge base (its order among all sections).
    section_index: usize,
    /// The fingerprint of the section's whole text (lower-cased words), in hex.
    fingerprint: String,
    /// The section's text length, in bytes and in characters.
    bytes: usize,
    chars: usize,
    /// The byte range of `text` in the section's text.
    start: usize,
    end: usize,
    /// What excerpts are cut from, for a relevant hit: the whole section when it fits one excerpt,
    /// otherwise its best passage. Empty for other hits (never shown).
    #[serde(borrow)]
    text: Cow<'a, str>,
}

#[async_trait::async_trait]
impl Executor for KnowledgeExecutor {
    async fn execute(&self, input: &CanonicalInput) -> Result<RawResult, ToolFailure> {
        let input: LookupKnowledgeInput = input.decode_for(TOOL_NAME)?;
        let plan = self.index.plan(&input.query);
        let inline = plan.work() <= INLINE_SEARCH_WORK;
        let index = self.index.clone();
        let sections = self.sections.clone();
        let excerpt_chars = self.excerpt_chars;
        let top_k = input.top_k.unwrap_or(DEFAULT_TOP_K) as usize;
        let search = move || {
            let hits = index.search_planned(plan, top_k);
            let hits = hits
                .into_iter()
                .map(|hit| {
                    let section = index.section(hit.section);
                    let body = section.body.as_str();
                    let (fingerprint, chars) = sections[hit.section];
                    let (start, end) = match hit.passage {
                        _ if !hit.relevant => (0, 0),
                        Some((start, end)) if chars > excerpt_chars && end <= body.len() => (start, end),
                        _ => (0, body.len()),
                    };
                    RawHit {
                        document: Cow::Borrowed(section.document.as_str()),
                        section: section.section_name(),
                        score: hit.score,
                        relevant: hit.relevant,
                        section_index: hit.section,
                        fingerprint: format!("{fingerprint:016x}"),
                        bytes: body.len(),
                        chars,
                        start,
                        end,
                        text: Cow::Borrowed(&body[start..end]),
                    }
                })
                .collect();
            serde_json::to_string(&RawHits { query: Cow::Owned(input.query), hits })
        };
        // Ranking is CPU work. A search that reads few postings is over sooner than a hand-off to the
        // blocking pool (a thread woken, two context switches) would be, so it runs here; a larger one
        // would hold an async worker, and every call it serves, too long.
        let raw = if inline {
            search()
        } else {
            tokio::task::spawn_blocking(search)
                .await
                .map_err(|_| ToolFailure::backend_unavailable("the knowledge search failed"))?
        };
        raw.map(RawResult)
            .map_err(|_| ToolFailure::backend_unavailable("the knowledge search result could not be encoded"))
    }
}

struct KnowledgeProjector {
    excerpt_chars: usize,
}

impl Projector for KnowledgeProjector {
    fn project(&self, input: &CanonicalInput, raw: &RawResult, max_bytes: usize) -> Result<Projected, ToolFailure> {
        let input: LookupKnowledgeInput = input.decode_for(TOOL_NAME)?;
        let raw: RawHits = serde_json::from_str(raw.as_str())
            .map_err(|_| ToolFailure::backend_unavailable("the knowledge search returned an unreadable result"))?;
        let words = excerpt_words(&input.query);
        let mut seen_texts = HashSet::new();
        let mut items: Vec<Value> = Vec::new();
        // The serialised length of `items` as the result writes them (commas included), kept as items are
        // added, so fitting an item costs its own size rather than the whole result's.
        let mut items_bytes = 0;
        let mut duplicates = 0;
        let mut omitted = 0;
        let mut truncated = false;
        for hit in raw.hits.iter().filter(|hit| hit.relevant) {
            if !seen_texts.insert(hit.fingerprint.as_str()) {
                duplicates += 1;
                continue;
            }
            let source = Source { chars: hit.chars, at_start: hit.start == 0, at_end: hit.end == hit.bytes };
            // Try the full excerpt, then shorter ones, until the item fits the budget.
            let excerpter = Excerpter::new(&hit.text, &words, Some(source));
            let mut fitted = false;
            for limit in excerpt_limits(self.excerpt_chars) {
                let (excerpt, cut) = excerpter.excerpt(limit);
                let item = json!({
                    "document": hit.document,
                    "section": hit.section,
                    "score": (f64::from(hit.score) * 100.0).round() / 100.0,
                    "excerpt": excerpt,
                    "excerpt_truncated": cut,
                });
                let item_bytes = json_len(&item) + usize::from(!items.is_empty());
                if result_len(items_bytes + item_bytes, duplicates, omitted) <= max_bytes {
                    items.push(item);
                    items_bytes += item_bytes;
                    truncated |= cut;
                    fitted = true;
                    break;
                }
            }
            if !fitted {
                omitted += 1;
                truncated = true;
            }
        }
        let agent_result = result(&items, duplicates, omitted);
        let evidence = if items.is_empty() { EvidenceStatus::NoEvidence } else { EvidenceStatus::Found };
        Ok(Projected { agent_result, evidence, truncated })
    }
}

/// The excerpt lengths the projector tries, longest first: each half the one before, down to the
/// shortest allowed.
fn excerpt_limits(excerpt_chars: usize) -> impl Iterator<Item = usize> {
    let first = excerpt_chars.max(MIN_EXCERPT_CHARS);
    std::iter::successors(Some(first), |&limit| (limit > MIN_EXCERPT_CHARS).then(|| (limit / 2).max(MIN_EXCERPT_CHARS)))
}

/// The length of `value`'s JSON text, counted as it is written (no text is built).
fn json_len(value: &Value) -> usize {
    struct Counter(usize);
    impl std::io::Write for Counter {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0 += bytes.len();
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut counter = Counter(0);
    // Writing a `Value` to a counter cannot fail: its keys are strings and the counter takes every byte.
    let _ = serde_json::to_writer(&mut counter, value);
    counter.0
}

/// The serialised length of a non-empty [`result`] whose items serialise to `items_bytes` (with their
/// separating commas): the result's length with one `null` item, less that item.
fn result_len(items_bytes: usize, duplicates: usize, omitted: usize) -> usize {
    json_len(&result(&[Value::Null], duplicates, omitted)) - "null".len() + items_bytes
}

fn result(items: &[Value], duplicates: usize, omitted: usize) -> Value {
    let mut result = json!({ "items": items });
    if items.is_empty() {
        result["note"] = json!("No runbook section matches this question; rephrase it or try other terms.");
    }
    if duplicates > 0 {
        result["duplicate_sections_dropped"] = json!(duplicates);
    }
    if omitted > 0 {
        result["sections_omitted_for_size"] = json!(omitted);
    }
    result
}

/// A fingerprint of a text's words, lower-cased, whitespace ignored: two sections that say the same thing
/// in different spacing or case are one (hashed as it goes; sections can be long).
fn fingerprint(text: &str) -> u64 {
    use std::hash::Hasher;
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    let mut normalised = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if word.is_ascii() {
            let from = normalised.len();
            normalised.push_str(word);
            normalised[from..].make_ascii_lowercase();
        } else {
            normalised.extend(word.chars().flat_map(char::to_lowercase));
        }
        normalised.push(' ');
    }
    hasher.write(normalised.as_bytes());
    hasher.finish()
}

/// A cheap word key for placing excerpts: the first five letters or digits of the lower-cased word,
/// which matches most inflections ("restarting" ~ "restarts") without a stemmer. A value, not a string:
/// every word of every excerpted text gets one.
type WordKey = [char; 5];

fn word_key(word: &str) -> WordKey {
    let mut key = ['\0'; 5];
    let letters: &mut dyn Iterator<Item = char> = if word.is_ascii() {
        // The same letters as the general path below, without decoding or case tables.
        &mut word.bytes().filter(u8::is_ascii_alphanumeric).map(|b| char::from(b.to_ascii_lowercase()))
    } else {
        &mut word.chars().filter(|c| c.is_alphanumeric()).flat_map(char::to_lowercase)
    };
    for (slot, letter) in key.iter_mut().zip(letters) {
        *slot = letter;
    }
    key
}

fn excerpt_words(query: &str) -> FxHashSet<WordKey> {
    query.split(|c: char| !c.is_alphanumeric()).filter(|w| w.len() > 2).map(word_key).collect()
}

/// What an excerpter's text is of its section: the whole section, or a part of it.
#[derive(Debug, Clone, Copy)]
struct Source {
    /// The section's length in characters.
    chars: usize,
    /// The text starts where the section starts.
    at_start: bool,
    /// The text ends where the section ends.
    at_end: bool,
}

/// A section's words, indexed once, so excerpts of several lengths cost one pass over the text.
struct Excerpter<'t> {
    text: &'t str,
    source: Source,
    spans: Vec<Span>,
}

/// One whitespace-separated word: its byte range, its character range, and whether it matches a question
/// word (character offsets make a window's length a subtraction).
struct Span {
    start: usize,
    end: usize,
    first_char: usize,
    end_char: usize,
    matches: bool,
}

/// Where the excerpt of a given length lies.
enum Window {
    /// The section fits: all of it.
    Whole,
    /// Words `first..last` of the text.
    Words(usize, usize),
    /// No whole word fits: the first characters of the text.
    Cut,
}

impl<'t> Excerpter<'t> {
    /// Indexes `text`: a part of a section described by `part`, or (`None`) a whole section.
    fn new(text: &'t str, words: &FxHashSet<WordKey>, part: Option<Source>) -> Excerpter<'t> {
        // About one word per six bytes of prose: one allocation for most texts.
        let mut spans = Vec::with_capacity(text.len() / 6 + 1);
        let mut start = None;
        let mut chars = 0;
        for (char_index, (i, c)) in text.char_indices().chain(std::iter::once((text.len(), ' '))).enumerate() {
            chars = char_index;
            match (c.is_whitespace(), start) {
                (true, Some((s, first_char))) => {
                    let matches = words.contains(&word_key(&text[s..i]));
                    spans.push(Span { start: s, end: i, first_char, end_char: char_index, matches });
                    start = None;
                }
                (false, None) => start = Some((i, char_index)),
                _ => {}
            }
        }
        let source = part.unwrap_or(Source { chars, at_start: true, at_end: true });
        Excerpter { text, source, spans }
    }

    /// Where the excerpt of at most `max_chars` characters lies: the window of whole words with the most
    /// question words (the earliest of equals; the section's start when that is as good).
    fn window(&self, max_chars: usize) -> Window {
        let spans = &self.spans;
        if self.source.chars <= max_chars {
            return Window::Whole;
        }
        // Characters from the start of word `a` to the end of word `b`.
        let chars_between = |a: usize, b: usize| spans[b].end_char - spans[a].first_char;
        // Slide a window of whole words no longer than max_chars; keep the one with most matches.
        let (mut best_first, mut best_last, mut best_matches) = (0, 0, -1i64);
        let mut last = 0;
        let mut matches = 0i64;
        for first in 0..spans.len() {
            if last < first {
                last = first;
                matches = 0;
            }
            while last < spans.len() && chars_between(first, last) <= max_chars {
                matches += spans[last].matches as i64;
                last += 1;
            }
            if matches > best_matches {
                (best_first, best_last, best_matches) = (first, last, matches);
            }
            matches -= spans[first].matches as i64;
        }
        if best_last <= best_first { Window::Cut } else { Window::Words(best_first, best_last) }
    }

    /// At most `max_chars` characters of the section, cut at word boundaries, placed where the question's
    /// words are densest. Returns the excerpt and whether it was cut.
    fn excerpt(&self, max_chars: usize) -> (String, bool) {
        let (text, spans) = (self.text, &self.spans);
        match self.window(max_chars) {
            Window::Whole => (text.to_owned(), false),
            Window::Cut => {
                // One word longer than the limit: cut it.
                let cut: String = text.chars().take(max_chars).collect();
                (format!("{cut}…"), true)
            }
            Window::Words(first, last) => {
                let body = &text[spans[first].start..spans[last - 1].end];
                let prefix = if first > 0 || !self.source.at_start { "…" } else { "" };
                let suffix = if last < spans.len() || !self.source.at_end { "…" } else { "" };
                (format!("{prefix}{body}{suffix}"), true)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn excerpt_of(text: &str, words: &FxHashSet<WordKey>, max_chars: usize) -> (String, bool) {
        Excerpter::new(text, words, None).excerpt(max_chars)
    }

    #[test]
    fn the_running_length_is_the_serialised_length() {
        let items: Vec<Value> = (0..4).map(|i| json!({ "excerpt": "é\"\n".repeat(i), "n": i })).collect();
        for (duplicates, omitted) in [(0, 0), (2, 0), (0, 13), (1, 1)] {
            for n in 1..=items.len() {
                let bytes: usize = items[..n].iter().map(json_len).sum::<usize>() + n - 1;
                assert_eq!(json_len(&items[n - 1]), items[n - 1].to_string().len());
                let actual = result(&items[..n], duplicates, omitted).to_string().len();
                assert_eq!(result_len(bytes, duplicates, omitted), actual);
            }
        }
    }

    #[test]
    fn excerpts_sit_where_the_question_is_and_respect_the_limit() {
        let text = format!("{} replica lag is high here {}", "filler ".repeat(100), "tail ".repeat(100));
        let words = excerpt_words("replica lag");
        let (excerpt, cut) = excerpt_of(&text, &words, 60);
        assert!(cut);
        assert!(excerpt.contains("replica lag"), "{excerpt}");
        assert!(excerpt.chars().count() <= 62);
        let (whole, cut) = excerpt_of("short text", &words, 60);
        assert_eq!((whole.as_str(), cut), ("short text", false));
    }

    #[test]
    fn an_excerpt_of_a_passage_is_marked_cut_where_the_section_goes_on() {
        let words = excerpt_words("replica lag");
        let passage = "the replica lag grows";
        let middle = Source { chars: 5000, at_start: false, at_end: false };
        assert_eq!(
            Excerpter::new(passage, &words, Some(middle)).excerpt(600),
            ("…the replica lag grows…".into(), true)
        );
        let first = Source { chars: 5000, at_start: true, at_end: false };
        assert_eq!(Excerpter::new(passage, &words, Some(first)).excerpt(600), ("the replica lag grows…".into(), true));
        // Words are split at any Unicode whitespace.
        let text = format!("\u{a0}Réplica\u{2003}lag\u{b}x {}", "ü ".repeat(100));
        let (excerpt, cut) = excerpt_of(&text, &excerpt_words("réplica"), 20);
        assert!(cut && excerpt.starts_with("Réplica\u{2003}lag\u{b}x ü"), "{excerpt:?}");
    }
}
