//! The redaction engine: takes secrets, credentials, personal data and infrastructure names out of text
//! (log lines, result cells) while keeping what diagnoses a problem. One engine for logs and rows.
//!
//! Detection is layered, each layer general rather than a list of samples:
//! 1. **Decode, then scan** (`structure`, `view`): the keys and values of a text in any common syntax (JSON,
//!    reprs, logfmt, headers, query strings, connection strings, XML, name/value records, flags, prose); each
//!    quoted string and percent-encoded value is searched again after undoing its encoding (bounded depth
//!    and work), and what is found there is replaced over the exact original bytes, so JSON stays JSON.
//! 2. **Context from keys and positions** (`lexicon`, `grammar`): one vocabulary of key words, matched on
//!    a key's word parts (`db_password`, `X-Api-Key`, `passwordHash`, `totpSecret`, translations of
//!    "password"), wherever a key was found; positional grammars for credentials that have no key (Redis
//!    `AUTH`, DSN user-info, `IDENTIFIED BY`, client tools' password flags, syslog host fields).
//! 3. **Vendor token formats** (`rules`): each written from its vendor's published description (no
//!    maintained rule set could be taken in as a dependency at this toolchain: see BENCHMARKS.md).
//! 4. **Shape and entropy** (`shape`): random-looking tokens with no telling key, with explicit keeps for
//!    diagnostic ids (UUIDs, dash-joined hex, digests after their prefix, values of identifier keys).
//! 5. **Validated personal data** (`rules`, `pii`): cards (Luhn, any separator or encoding), IBANs (mod 97),
//!    national identity numbers with their check digits, phone numbers of many regions, e-mails.
//!
//! Kept: exception classes, error codes, HTTP statuses, latencies and sizes, timestamps, trace and UUID
//! ids, versions, file:line, ports, plain words — everything no layer takes.
//!
//! Each pattern rule names cheap preconditions (literals found for all rules at once by one
//! case-insensitive Aho-Corasick pass, byte counts and shapes from one more pass); only rules whose
//! preconditions hold run their regex. The matches of all layers are resolved into non-overlapping spans
//! (earliest first; at the same place, the more specific) and the text is rebuilt once. A [`Session`]
//! numbers each distinct value per kind, so the same IP is `<IP#1>` everywhere in one observation and the
//! model can still correlate without seeing it; it also remembers the distinctive values it replaced, so
//! a value found once by its context is replaced where it recurs without one (`recall`).
//!
//! # Invariants
//! * Pure and deterministic: no I/O; the same input and session state give the same output.
//! * Never panics on any input (any bytes, huge lines, deep nesting); decoding is bounded in depth and in
//!   the bytes it may produce per text.
//! * Replacements land on the original bytes of what was found, never inside an escape.

/// The most arguments of one command line read from an array or a run of quoted words.
const MOST_ARGUMENTS: usize = 128;

/// A literal's searcher, built once: building one per search (as `memmem::find` does) cost more than
/// the search itself on a log line.
macro_rules! finder {
    ($needle:literal) => {{
        static FINDER: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
            std::sync::LazyLock::new(|| memchr::memmem::Finder::new($needle));
        &*FINDER
    }};
}

mod address;
mod calls;
mod dictionary;
mod encoded;
mod english;
mod gates;
mod grammar;
mod lexicon;
mod lines;
mod phone;
mod pii;
mod recall;
mod records;
mod rendered;
mod rules;
mod shape;
mod structure;
mod table;
mod view;

use std::borrow::Cow;
use std::collections::HashMap;

use aho_corasick::AhoCorasick;
use serde_json::Value;

use rules::{Features, Rule, rules};
use view::View;

pub use lines::LineContext;

/// How many layers of encoding are undone, at most, to search a value.
pub(crate) const MAX_DEPTH: u8 = 4;

/// The label of a withheld cell's value where it recurs outside its cell.
const WITHHELD: &str = "SECRET:credential";

/// The label of a random-looking token found by its shape alone.
const TOKEN: &str = "SECRET:token";

/// A set of small numbers (below `64 * WORDS`), one bit each: rules by index, bytes.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Bits<const WORDS: usize>([u64; WORDS]);

/// A set of bytes.
pub(crate) type Bits256 = Bits<4>;

/// A set of rules by index (room for 512 rules).
type RuleSet = Bits<8>;

impl<const WORDS: usize> Default for Bits<WORDS> {
    fn default() -> Self {
        Bits([0; WORDS])
    }
}

impl<const WORDS: usize> Bits<WORDS> {
    const BITS: usize = 64 * WORDS;

    pub(crate) fn insert(&mut self, index: usize) {
        self.0[index / 64] |= 1 << (index % 64);
    }

    fn union(self, other: Bits<WORDS>) -> Bits<WORDS> {
        Bits(std::array::from_fn(|word| self.0[word] | other.0[word]))
    }

    fn is_empty(&self) -> bool {
        self.0.iter().all(|word| *word == 0)
    }

    pub(crate) fn contains(&self, index: usize) -> bool {
        self.0[index / 64] & (1 << (index % 64)) != 0
    }

    /// The indexes in the set, lowest first.
    fn iter(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(word, mut bits)| {
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let index = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    word * 64 + index
                })
            })
        })
    }
}

/// The hash of numbered values: fast, and seeded at random per process.
type ValueHash = foldhash::fast::RandomState;

/// The label of private key material.
const PRIVATE_KEY: &str = "SECRET:private_key";

/// What a cell of a sensitive column becomes.
pub const REDACTED_CELL: &str = "[REDACTED]";
/// The priority of spans found by their shape alone (random-looking and password-shaped tokens).
const SHAPE_PRIORITY: u8 = 6;
/// Findings of a higher priority than this (a lower number) are rules' and grammars', not a key's or a shape's.
const RULE_PRIORITY_FLOOR: u8 = 4;
/// What a token alone on its line is replaced under, when only its shape and its place found it: a code.
/// Such a finding is weak (shape and place, no key), so it yields to any other finding that overlaps it,
/// is not sought again in the session's later texts, and is not made in a result row's cell (every cell
/// is alone).
const LONE_CODE: &str = "SECRET:code";
/// How deep encodings inside decoded encodings are followed.
const MAX_ENCODED_NESTING: u8 = 3;

/// What a column's name says about its cells (see [`Redactor::column_class`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColumnClass {
    Secret,
    Personal,
    NameField,
    ValueField,
    Other,
}

/// Extra column-name words that mark a column as sensitive by default, beyond the key vocabulary
/// (`lexicon`), which already knows passwords, secrets, tokens, keys, credentials, identity numbers…
pub const DEFAULT_SENSITIVE_COLUMNS: &[&str] = &[];

/// The compiled engine. Build it once ([`Redactor::new`]) and share it: it is immutable.
pub struct Redactor {
    /// Every rule's literals; pattern i belongs to rule `literal_rule[i]`.
    literals: AhoCorasick,
    /// Per literal, the rule it belongs to (`usize::MAX`: a secret word's stem, for prose).
    literal_rule: Vec<usize>,
    rules: Vec<Rule>,
    /// The rules with no literal: their byte precondition alone decides.
    unconditional: RuleSet,
    sensitive_columns: Vec<String>,
}

impl std::fmt::Debug for Redactor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Redactor").field("rules", &self.rules.len()).finish()
    }
}

/// Per-observation state: the numbering of values, and whether a multi-line private key is open.
#[derive(Debug, Default, Clone)]
pub struct Session {
    /// Per kind: value → its number. (Looked up by `&str`, so a value seen before costs no allocation.)
    /// (Values come from the logs, which an attacker may write: a hash with a per-process random seed.)
    numbers: HashMap<&'static str, HashMap<Box<str>, usize, ValueHash>, ValueHash>,
    in_private_key: bool,
    /// What the lines so far say about the next one.
    lines: LineContext,
    /// The values replaced so far, replaced again wherever they recur.
    recall: recall::Recall,
}

impl Session {
    pub fn new() -> Session {
        Session::default()
    }

    /// Appends the placeholder of `value` of kind `label` to `out`: the same value always gets the same
    /// number.
    fn push_placeholder(&mut self, out: &mut String, label: &'static str, value: &str) {
        let values = self.numbers.entry(label).or_default();
        let number = match values.get(value) {
            Some(n) => *n,
            None => {
                let next = values.len() + 1;
                values.insert(value.into(), next);
                next
            }
        };
        out.push('<');
        out.push_str(label);
        out.push('#');
        out.push_str(itoa(number, &mut [0u8; 20]));
        out.push('>');
    }

    /// Whether `text`, in which nothing was found, is still changed by this session: it holds a value
    /// replaced earlier ([`Redactor::apply`] replaces it again).
    pub fn recalls_in(&self, text: &str) -> bool {
        !self.recall.is_empty() && !self.recall.find(text).is_empty()
    }

    /// Whether a multi-line private key is open: the next text is key material, whatever it holds.
    pub fn in_private_key(&self) -> bool {
        self.in_private_key
    }

    /// What the texts redacted so far say about the next one (see [`LineContext`]).
    pub fn line_context(&self) -> &LineContext {
        &self.lines
    }

    /// The context a caller that finds spans itself ([`Redactor::find_in_context`]) carries from text to
    /// text, as [`Redactor::redact`] does.
    pub fn line_context_mut(&mut self) -> &mut LineContext {
        &mut self.lines
    }

    /// How many distinct values were redacted, by kind.
    pub fn counts(&self) -> Vec<(&'static str, usize)> {
        let mut counts: Vec<_> = self.numbers.iter().map(|(k, v)| (*k, v.len())).collect();
        counts.sort();
        counts
    }
}

/// `n` in decimal, written into `buffer`.
fn itoa(mut n: usize, buffer: &mut [u8; 20]) -> &str {
    let mut at = buffer.len();
    loop {
        at -= 1;
        buffer[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    std::str::from_utf8(&buffer[at..]).unwrap_or("0")
}

/// One span to replace.
#[derive(Debug, Clone, Copy)]
struct Span {
    start: usize,
    end: usize,
    priority: u8,
    label: &'static str,
}

/// What [`Redactor::find`] found in one text: the spans to replace, in order and not overlapping. It
/// holds no state of a [`Session`], so texts can be searched in parallel and then numbered in order
/// ([`Redactor::apply`]).
#[derive(Debug, Clone, Default)]
pub struct Found {
    spans: Vec<Span>,
    /// Ranges holding diagnostic values (the values of id and digest keys): a value remembered from
    /// another text is not replaced there.
    protected: Vec<(usize, usize)>,
}

impl Found {
    /// Whether nothing was found (the text is its own redaction, outside a private key).
    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// Whether applying this changes more of a [`Session`] than its numbering: a private key span may
    /// open a multi-line key. (Otherwise applying the same `Found` to the same text twice gives the same
    /// text twice, and the second time changes nothing.)
    pub fn holds_private_key(&self) -> bool {
        self.spans.iter().any(|span| span.label == PRIVATE_KEY)
    }
}

/// An original range holding a diagnostic value (the value of a digest, trace or identifier key), where
/// random-looking tokens alone are no secret.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Protected {
    pub start: usize,
    pub end: usize,
    /// Diagnostic material keeps every random-looking token; an identifier only those with an identifier's
    /// shape (a long random token under `id` is still taken).
    pub full: bool,
}

/// A random-looking token found by its shape alone.
#[derive(Debug, Clone, Copy)]
struct Shaped {
    span: Span,
    /// Long and random with no identifier shape: not kept by an identifier's protection.
    strong: bool,
}

/// What the layers found in one text, before it is resolved into [`Found`].
pub(crate) struct Context {
    /// Spans in original positions.
    spans: Vec<Span>,
    /// Spans of random-looking tokens (dropped where a protected range keeps them).
    shaped: Vec<Shaped>,
    /// Original ranges that are diagnostic values.
    protected: Vec<Protected>,
    /// Bytes that decoding may still produce for this text.
    budget: usize,
}

impl Context {
    fn new(length: usize) -> Context {
        Context { spans: Vec::new(), shaped: Vec::new(), protected: Vec::new(), budget: 4 * length + 65_536 }
    }

    /// Whether the decoding budget still holds `bytes` (asked before decoding a value whose decoded length
    /// is known to be at least that, so a spent budget costs no decoding either).
    pub(crate) fn has_budget(&self, bytes: usize) -> bool {
        bytes <= self.budget
    }

    /// Takes `bytes` from the decoding budget; `false` when spent (the value is then not decoded).
    pub(crate) fn take_budget(&mut self, bytes: usize) -> bool {
        if bytes > self.budget {
            return false;
        }
        self.budget -= bytes;
        true
    }

    /// Earliest first; at the same start the more specific span, then the longer; a span that overlaps one
    /// already taken is dropped. Random-looking tokens inside a protected range do not count.
    fn resolve(mut self, text: &str) -> Vec<Span> {
        let protected = ProtectedRanges::new(&self.protected);
        // A code alone on its line is taken only where nothing else was found (it yields to every other
        // finding, and a row's cell drops it without losing what it overlapped).
        let mut lone = Vec::new();
        for shaped in self.shaped.drain(..) {
            if protected.covers(shaped.span.start, shaped.span.end, !shaped.strong) {
                continue;
            }
            if shaped.span.label == LONE_CODE { lone.push(shaped.span) } else { self.spans.push(shaped.span) }
        }
        let mut spans = self.spans;
        let bytes = text.as_bytes();
        let quotes = unescaped_quotes(bytes);
        // (Where the text's lines end: found once, and only if a span at a line's end has quotes to judge.)
        let mut newlines: Option<Vec<usize>> = None;
        for span in &mut spans {
            // A value that runs to its line's end outside any string, on a line that is no JSON (a uuencoded
            // line, `.cvspass`'s scrambled password), holds its quotes as characters: they close nothing.
            let characters = !quotes.is_empty()
                && at_line_end(bytes, span.end)
                && quoted_characters(
                    bytes,
                    newlines.get_or_insert_with(|| memchr::memchr_iter(b'\n', bytes).collect()),
                    &quotes,
                    span.start,
                );
            let quotes: &[usize] = if characters { &[] } else { &quotes };
            (span.start, span.end) = escape_safe(bytes, quotes, span.start, span.end);
            // Whole characters: a pattern read as bytes may stop inside one (`\S+` takes the second byte
            // of a no-break space).
            while !text.is_char_boundary(span.start) {
                span.start -= 1;
            }
            while !text.is_char_boundary(span.end) {
                span.end += 1;
            }
        }
        // A mask printed in a secret's place (`BY '[HIDDEN]'`) shows where the secret was: it stays, and no
        // other finding takes its bytes (`admin:XXXXXXXX@db` is no e-mail address).
        let masks = Overlaps::new(
            spans
                .iter()
                .filter(|span| span.label.starts_with("SECRET") && structure::is_mask(&text[span.start..span.end]))
                .map(|span| (span.start, span.end)),
        );
        spans.retain(|span| span.start < span.end && !masks.overlap(span.start, span.end));
        spans.sort_by(|a, b| a.start.cmp(&b.start).then(a.priority.cmp(&b.priority)).then(b.end.cmp(&a.end)));
        let mut cursor = 0;
        spans.retain(|span| {
            let keep = span.start >= cursor;
            if keep {
                cursor = span.end;
            }
            keep
        });
        if !lone.is_empty() {
            // (The same code may be found alone in two views of the text: in an element, and on its line
            // of the rendered markup. One of them is taken.)
            let taken = Overlaps::new(spans.iter().map(|span| (span.start, span.end)));
            lone.sort_by(|a, b| a.start.cmp(&b.start).then(a.end.cmp(&b.end)));
            let mut cursor = 0;
            for span in lone {
                if span.start >= cursor && !taken.overlap(span.start, span.end) {
                    cursor = span.end;
                    spans.push(span);
                }
            }
            spans.sort_by_key(|span| span.start);
        }
        accounts_of_hashes(bytes, &mut spans);
        personal_passes(text, &mut spans);
        escaped_personal_passes(text, &mut spans);
        repeat_found_values(bytes, &protected, &mut spans);
        spans
    }
}

/// What the resolved findings say about the rest of the text: a person's name beside their fields, in a
/// mailbox, in a text about them, and codes sent to them.
fn personal_passes(text: &str, spans: &mut Vec<Span>) {
    structure::names_beside_personal_fields(text, spans);
    structure::mailbox_names(text, spans);
    structure::names_in_personal_texts(text, spans);
    structure::codes_in_personal_messages(text, spans);
}

/// [`personal_passes`] over the text with its escaped characters undone (`\u0414\u043C…`, `&#38472;…`: a
/// name written as its code points, as Java's properties, Python's `ascii()` and HTML entities write it),
/// so a name is found there as it would be written plainly; what they add is mapped back to the escapes.
fn escaped_personal_passes(text: &str, spans: &mut Vec<Span>) {
    let bytes = text.as_bytes();
    if spans.is_empty() || (finder!(b"\\u").find(bytes).is_none() && memchr::memchr(b'&', bytes).is_none()) {
        return;
    }
    let root = View::root(text);
    let unescaped = view::escaped_utf8(&root);
    let referenced = match &unescaped {
        Some(decoded) => view::html_unescape(&decoded.view(1)),
        None => view::html_unescape(&root),
    };
    let Some(decoded) = referenced.as_ref().or(unescaped.as_ref()) else { return };
    let view = decoded.view(1);
    // The view's first byte at or after an original position (positions never decrease along the view).
    let inverse = |at: usize| {
        let (mut low, mut high) = (0, view.text.len());
        while low < high {
            let middle = (low + high) / 2;
            if view.position(middle) < at { low = middle + 1 } else { high = middle }
        }
        low
    };
    let mut mapped: Vec<Span> =
        spans.iter().map(|span| Span { start: inverse(span.start), end: inverse(span.end), ..*span }).collect();
    let known: std::collections::HashSet<(usize, usize), ValueHash> =
        mapped.iter().map(|span| (span.start, span.end)).collect();
    personal_passes(view.text, &mut mapped);
    let taken = Overlaps::of(spans);
    let mut added = Vec::new();
    for span in mapped.iter().filter(|span| !known.contains(&(span.start, span.end))) {
        let (start, end) = view.original(span.start, span.end);
        if start < end && !taken.overlap(start, end) {
            added.push(Span { start, end, ..*span });
        }
    }
    if !added.is_empty() {
        spans.extend(added);
        spans.sort_by_key(|span| span.start);
    }
}

/// Spans found in a rendered view that cover pieces it left out (the tags between a highlighted token's
/// parts, `Xk9mPq2v</span><span class="s">Lr77`): each visible part is replaced on its own and the markup
/// between stays whole. A value ends at a piece that does not join one word (`getpass</span><span …>()`,
/// `x</b>&amp;y`: what follows is the next token's). A span's first part stays in place; the others go to
/// `more`, for the caller to add.
fn split_around<T: Clone>(
    found: &mut [T],
    left_out: &[view::LeftOut],
    span_of: impl Fn(&mut T) -> &mut Span,
    more: &mut Vec<T>,
) {
    if left_out.is_empty() {
        return;
    }
    for item in found.iter_mut() {
        let span = *span_of(item);
        let first = left_out.partition_point(|piece| piece.end <= span.start);
        let mut inside = left_out[first..].iter().take_while(|piece| piece.start < span.end).peekable();
        if inside.peek().is_none() {
            continue;
        }
        let mut parts = Vec::new();
        let mut cursor = span.start;
        let mut end = span.end;
        for piece in inside {
            if piece.start > cursor {
                parts.push((cursor, piece.start));
            }
            if !piece.joins && piece.start > span.start {
                end = cursor.max(piece.start);
                cursor = end;
                break;
            }
            cursor = cursor.max(piece.end);
        }
        if end > cursor {
            parts.push((cursor, end));
        }
        let (start, end) = parts.first().copied().unwrap_or((span.start, span.start));
        *span_of(item) = Span { start, end, ..span };
        for &(start, end) in parts.iter().skip(1) {
            let mut part = item.clone();
            *span_of(&mut part) = Span { start, end, ..span };
            more.push(part);
        }
    }
}

/// Ranges that may overlap each other, sorted by start with the running maximum of their ends: whether
/// one overlaps a given range, in logarithmic time (a table of many rows protects many cells, a long
/// document has many spans).
pub(crate) struct Overlaps {
    starts: Vec<usize>,
    max_ends: Vec<usize>,
}

impl Overlaps {
    pub(crate) fn new(ranges: impl Iterator<Item = (usize, usize)>) -> Overlaps {
        let mut ranges: Vec<(usize, usize)> = ranges.collect();
        ranges.sort_unstable();
        let mut max = 0;
        let max_ends = ranges
            .iter()
            .map(|&(_, end)| {
                max = max.max(end);
                max
            })
            .collect();
        Overlaps { starts: ranges.into_iter().map(|(start, _)| start).collect(), max_ends }
    }

    pub(crate) fn of(spans: &[Span]) -> Overlaps {
        Overlaps::new(spans.iter().map(|span| (span.start, span.end)))
    }

    pub(crate) fn overlap(&self, start: usize, end: usize) -> bool {
        let before_end = self.starts.partition_point(|&s| s < end);
        before_end > 0 && self.max_ends[before_end - 1] > start
    }
}

/// The protected ranges: those of diagnostic material (which keep every random-looking token) and all.
struct ProtectedRanges {
    full: Overlaps,
    all: Overlaps,
}

impl ProtectedRanges {
    fn new(protected: &[Protected]) -> ProtectedRanges {
        let range = |p: &Protected| (p.start, p.end);
        ProtectedRanges {
            full: Overlaps::new(protected.iter().filter(|p| p.full).map(range)),
            all: Overlaps::new(protected.iter().map(range)),
        }
    }

    /// Whether a protected range overlaps `start..end`: any (`any_kind`), or one of diagnostic material.
    fn covers(&self, start: usize, end: usize, any_kind: bool) -> bool {
        if any_kind { self.all.overlap(start, end) } else { self.full.overlap(start, end) }
    }
}

/// A private key's match split into its BEGIN armour line, its key material and its END armour line (empty
/// when the key goes on in the next text, or when what ends the match is not a private key's END line: then
/// everything after the BEGIN line is material). A match the rule made always opens with the BEGIN line.
fn armour_parts(value: &str) -> (&str, &str, &str) {
    let head_end = value
        .strip_prefix("-----BEGIN")
        .and_then(|rest| rest.find("-----"))
        .map_or(0, |at| "-----BEGIN".len() + at + "-----".len());
    let tail_start = value[head_end..]
        .rfind("-----END")
        .map(|at| head_end + at)
        .filter(|&at| end_armour_len(&value[at..]) == Some(value.len() - at))
        .unwrap_or(value.len());
    (&value[..head_end], &value[head_end..tail_start], &value[tail_start..])
}

/// The length of the private key's END armour line that `text` opens with (`-----END RSA PRIVATE KEY-----`,
/// `-----END PGP PRIVATE KEY BLOCK-----`): capitals, digits and spaces between the dashes, ending in
/// `PRIVATE KEY` or `PRIVATE KEY BLOCK`. `None` when `text` does not open with a whole one.
fn end_armour_len(text: &str) -> Option<usize> {
    let label = text.strip_prefix("-----END ")?;
    let close = label.find("-----")?;
    let name = &label[..close];
    let whole = name.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b' ')
        && (name.ends_with("PRIVATE KEY") || name.ends_with("PRIVATE KEY BLOCK"));
    whole.then_some("-----END ".len() + close + "-----".len())
}

/// For a text that is a JSON document, which spans replace bare values (numbers, outside any string): their
/// placeholders must be quoted to keep the document JSON. `None` when the text is no JSON document or no
/// span is bare (the parse runs only then).
fn bare_json_values(text: &str, spans: &[Span]) -> Option<Vec<bool>> {
    let trimmed = text.trim();
    // (A document may be one number: `91041771903` is a JSON text too.)
    let container = (trimmed.starts_with('{') && trimmed.ends_with('}'))
        || (trimmed.starts_with('[') && trimmed.ends_with(']'))
        || trimmed.bytes().next().is_some_and(|b| b == b'-' || b.is_ascii_digit());
    if spans.is_empty() || !container {
        return None;
    }
    // Where strings are: one pass over quotes and escapes.
    let bytes = text.as_bytes();
    let mut strings: Vec<(usize, usize)> = Vec::new();
    let mut at = 0;
    while let Some(open) = memchr::memchr(b'"', &bytes[at..]).map(|p| at + p) {
        let mut i = open + 1;
        let close = loop {
            match memchr::memchr2(b'"', b'\\', &bytes[i..]).map(|p| i + p) {
                Some(p) if bytes[p] == b'\\' => i = p + 2,
                Some(p) => break p,
                None => break bytes.len(),
            }
            if i >= bytes.len() {
                break bytes.len();
            }
        };
        strings.push((open, close));
        at = close + 1;
        if at >= bytes.len() {
            break;
        }
    }
    // (The strings are in order and apart: only the last that opens before a span may hold it.)
    let in_string = |span: &Span| {
        strings[..strings.partition_point(|&(open, _)| open < span.start)]
            .last()
            .is_some_and(|&(_, close)| span.end <= close)
    };
    let bare: Vec<bool> = spans.iter().map(|span| !in_string(span)).collect();
    if !bare.contains(&true) || serde_json::from_str::<Value>(text).is_err() {
        return None;
    }
    Some(bare)
}

/// A value found once by its context (`user=bob`, `'bob'@'10.0.0.5'`) is the same value where it appears
/// again without one (`… bob logged in`, the same message escaped inside a JSON string): every other
/// occurrence on word boundaries goes too, with the same label, except inside diagnostic material (and,
/// for a value found by its shape alone, under an identifier's key). Values shorter than 5 bytes and
/// plain lower-case words (`backup`) are not repeated: elsewhere they are too
/// likely to be a word, a path or a number.
fn repeat_found_values(bytes: &[u8], protected: &ProtectedRanges, spans: &mut Vec<Span>) {
    const MAX_VALUES: usize = 64;
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    // With each value, whether it was found by its shape alone: such a value does not recur where an
    // identifier's key vouches for the text (a commit's hash under `id`); a value found by its context does.
    let mut values: Vec<(&[u8], &'static str, bool)> = Vec::new();
    for span in spans.iter() {
        let value = &bytes[span.start..span.end];
        if repeatable(span.label, value) && !values.iter().any(|(v, _, _)| *v == value) && values.len() < MAX_VALUES {
            values.push((value, span.label, span.priority == SHAPE_PRIORITY));
        }
    }
    let taken = Overlaps::of(spans);
    // The recurrences taken, by start: they never overlap each other.
    let mut more: std::collections::BTreeMap<usize, Span> = std::collections::BTreeMap::new();
    for (value, label, by_shape) in values {
        for at in memchr::memmem::find_iter(bytes, value) {
            let end = at + value.len();
            let bounded = (at == 0 || !is_word(bytes[at - 1]) || !is_word(value[0]))
                && (end == bytes.len() || !is_word(bytes[end]) || !is_word(value[value.len() - 1]));
            // (Of disjoint ranges, the last that starts before `end` is the only one that may reach `at`.)
            let in_more = more.range(..end).next_back().is_some_and(|(_, s)| s.end > at);
            if bounded && !taken.overlap(at, end) && !in_more && !protected.covers(at, end, by_shape) {
                more.insert(at, Span { start: at, end, priority: 0, label });
            }
        }
    }
    if !more.is_empty() {
        spans.extend(more.into_values());
        spans.sort_by_key(|span| span.start);
    }
}

/// The widest run of spaces between a listing's padded name and its value.
const MAX_PADDING: usize = 40;

/// Whether the word before a token says it is an identifier (`trace 4bf9…`, `commit 6790…`,
/// `request_id: …` without a structure the key layer saw).
pub(crate) fn diagnostic_word_before(text: &str, start: usize) -> bool {
    word_before_names_id(text, start, true)
}

fn word_before_names_id(text: &str, start: usize, padded: bool) -> bool {
    let bytes = text.as_bytes();
    // (A listing pads its names to a column: `Commit       96efe301…`; the spaces before the value count as
    // one where the name starts its line.)
    let run = bytes[..start].iter().rev().take(MAX_PADDING + 1).take_while(|&&b| b == b' ').count();
    let padding = if padded && (2..=MAX_PADDING).contains(&run) { run } else { 0 };
    let mut end = start - padding;
    // (A quote may be escaped: `msg="StartContainer for \"<id>\""`.)
    while end > 0 && matches!(bytes[end - 1], b' ' | b':' | b'=' | b'#' | b'[' | b'(' | b'"' | b'\'' | b'\\') {
        end -= 1;
        if start - padding - end + usize::from(padding > 0) > 4 {
            return false;
        }
    }
    let mut begin = end;
    while begin > 0 && (bytes[begin - 1].is_ascii_alphanumeric() || matches!(bytes[begin - 1], b'_' | b'-' | b'.')) {
        begin -= 1;
    }
    let indent = bytes[..begin].iter().rev().take(MAX_PADDING).take_while(|&&b| b == b' ' || b == b'\t').count();
    if padding > 0 && begin - indent > 0 && bytes[begin - indent - 1] != b'\n' {
        return word_before_names_id(text, start, false);
    }
    let word = &text[begin..end];
    // (A phrase's word before it may say the value is a secret: `Session ID`, `token id`.)
    if begin >= 2 && bytes[begin - 1] == b' ' {
        let previous = bytes[..begin - 1].iter().rev().take(40).take_while(|b| b.is_ascii_alphabetic()).count();
        if previous >= 3 && lexicon::role_of_key(&text[begin - 1 - previous..begin - 1]).names_secret() {
            return false;
        }
    }
    let names_id = |word: &str| {
        word.eq_ignore_ascii_case("request")
            || word.eq_ignore_ascii_case("req")
            || matches!(
                lexicon::role_of_key(word),
                lexicon::Role::Diagnostic | lexicon::Role::Identifier | lexicon::Role::AccountId
            )
    };
    if begin < end && end - begin <= 40 && names_id(word) {
        return true;
    }
    // `container die <id>`, `image pull <id>` (`docker events`): a diagnostic thing, its verb, then its id in
    // hex (12 digits or more, as Docker writes ids). A preposition would relate the thing to something else
    // (`dropping transaction for <an API key>`).
    const PREPOSITIONS: [&str; 14] =
        ["for", "to", "from", "with", "by", "of", "on", "in", "at", "as", "via", "using", "against", "into"];
    let hex_id = bytes[start..].iter().take_while(|b| b.is_ascii_hexdigit()).count();
    let hex_id = hex_id >= 12 && bytes.get(start + hex_id).is_none_or(|b| !b.is_ascii_alphanumeric());
    if hex_id
        && begin >= 2
        && (1..=10).contains(&(end - begin))
        && bytes[begin - 1] == b' '
        && word.bytes().all(|b| b.is_ascii_lowercase())
        && !PREPOSITIONS.contains(&word)
        && lexicon::role_of_key(word) == lexicon::Role::Neutral
    {
        let thing_end = begin - 1;
        let mut thing_start = thing_end;
        while thing_start > 0 && bytes[thing_start - 1].is_ascii_alphabetic() {
            thing_start -= 1;
        }
        let thing = &text[thing_start..thing_end];
        if (3..=30).contains(&thing.len()) && lexicon::role_of_key(thing) == lexicon::Role::Diagnostic {
            return true;
        }
    }
    // `Job orders-agg (839067f0…)`, `container web (4bf9…)`: a named thing with its id in parentheses.
    if start > 0 && bytes[start - 1] == b'(' && begin < end && begin >= 2 && bytes[begin - 1] == b' ' {
        let kind_end = begin - 1;
        let mut kind_start = kind_end;
        while kind_start > 0 && bytes[kind_start - 1].is_ascii_alphabetic() {
            kind_start -= 1;
        }
        return kind_start < kind_end && kind_end - kind_start <= 20 && names_id(&text[kind_start..kind_end]);
    }
    false
}

/// Whether a replaced value is distinctive enough to be replaced where it recurs without its context: 5
/// bytes or more, and not a lower-case word unless it is an account or host that does not read as one
/// (`hwatanabe` again in the message; not `deploy`).
pub(crate) fn repeatable(label: &str, value: &[u8]) -> bool {
    let identity = matches!(label, "USER" | "HOST");
    let plain_word = value.iter().all(|b| b.is_ascii_lowercase()) && !identity;
    // An English word in any case (`LOGIN`, `Admin`) recurs as a word.
    let english = std::str::from_utf8(value).is_ok_and(dictionary::is_english_word);
    value.len() >= 5 && !plain_word && !english
}

/// A password hash stored with its account (`/etc/shadow`, `htpasswd`, `pwdump`: `name:HASH` at the start
/// of a line or a field): the account is personal too.
fn accounts_of_hashes(bytes: &[u8], spans: &mut Vec<Span>) {
    let mut accounts = Vec::new();
    for (i, span) in spans.iter().enumerate() {
        if span.label != "SECRET:password_hash" || span.start < 3 || bytes[span.start - 1] != b':' {
            continue;
        }
        let end = span.start - 1;
        let start = bytes[..end]
            .iter()
            .rposition(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-' | b'$')))
            .map_or(0, |p| p + 1);
        let previous_end = if i > 0 { spans[i - 1].end } else { 0 };
        if start >= end
            || start < previous_end
            || !bytes[start].is_ascii_alphabetic()
            || (start > 0
                && !matches!(bytes[start - 1], b'\n' | b' ' | b'\t' | b'"' | b'\'' | b',')
                && !after_grep_prefix(bytes, start))
        {
            continue;
        }
        let Ok(account) = std::str::from_utf8(&bytes[start..end]) else { continue };
        if end - start <= 64
            && structure::personal_shape("USER", account)
            && matches!(lexicon::role_of_key(account), lexicon::Role::Neutral)
        {
            accounts.push(Span { start, end, priority: 0, label: "USER" });
        }
    }
    if !accounts.is_empty() {
        spans.extend(accounts);
        spans.sort_by_key(|span| span.start);
    }
}

/// Whether `start` begins a line's content after grep's prefix (`/etc/shadow:30:`, `/etc/shadow:` when
/// several files are searched): a path from the start of the line, and a line number.
fn after_grep_prefix(bytes: &[u8], start: usize) -> bool {
    let Some(mut end) = start.checked_sub(1).filter(|&p| bytes[p] == b':') else { return false };
    let digits = bytes[..end].iter().rev().take_while(|b| b.is_ascii_digit()).count();
    if digits > 0 {
        end -= digits;
        if end == 0 || bytes[end - 1] != b':' {
            return false;
        }
        end -= 1;
    }
    let path_start = bytes[..end].iter().rposition(|b| b.is_ascii_whitespace()).map_or(0, |p| p + 1);
    let path = &bytes[path_start..end];
    (path_start == 0 || bytes[path_start - 1] == b'\n') && path.contains(&b'/') && !path.contains(&b':')
}

impl Default for Redactor {
    fn default() -> Redactor {
        Redactor::new()
    }
}

impl Redactor {
    /// The engine with every rule and the default sensitive column names.
    pub fn new() -> Redactor {
        Redactor::with_sensitive_columns(DEFAULT_SENSITIVE_COLUMNS.iter().map(|s| s.to_string()).collect())
    }

    /// The engine with its own list of sensitive column-name words (matched against the words of a column
    /// name, case-insensitively: `user_password_hash` has the word `password`).
    pub fn with_sensitive_columns(sensitive_columns: Vec<String>) -> Redactor {
        let mut rules = rules();
        rules.extend(grammar::rules());
        assert!(rules.len() <= RuleSet::BITS, "candidate sets are {}-bit sets", RuleSet::BITS);
        let mut patterns = Vec::new();
        let mut literal_rule = Vec::new();
        for (index, rule) in rules.iter().enumerate() {
            for literal in rule.literals {
                patterns.push(*literal);
                literal_rule.push(index);
            }
        }
        // Secret words' stems share the automaton: one pass tells prose whether any word can name a secret.
        for stem in lexicon::STEMS {
            patterns.push(std::str::from_utf8(stem).unwrap_or_default());
            literal_rule.push(usize::MAX);
        }
        // So do the readers' gates (`usize::MAX - 1 - gate`).
        for (gate, literal) in gates::Gates::literals() {
            patterns.push(literal);
            literal_rule.push(usize::MAX - 1 - gate);
        }
        let literals = AhoCorasick::builder()
            .ascii_case_insensitive(true)
            // The contiguous NFA: a tenth of the DFA's memory (which held about 900 KiB of a sidecar's idle
            // RSS), for a few percent more time on the log stream (BENCHMARKS.md).
            .kind(Some(aho_corasick::AhoCorasickKind::ContiguousNFA))
            .build(&patterns)
            .expect("the redaction literals build");
        let sensitive_columns = sensitive_columns.into_iter().map(|c| c.to_ascii_lowercase()).collect();
        let unconditional = rules.iter().enumerate().filter(|(_, rule)| rule.literals.is_empty()).fold(
            RuleSet::default(),
            |mut set, (i, _)| {
                set.insert(i);
                set
            },
        );
        Redactor { literals, literal_rule, rules, unconditional, sensitive_columns }
    }

    /// The rules whose preconditions hold for `text`, as a bit set; whether it holds a secret word's stem;
    /// its byte features; and the readers' gates it opens.
    fn candidates(&self, text: &str) -> (RuleSet, bool, Features, gates::Gates) {
        let features = Features::of(text);
        let mut literal_hits = RuleSet::default();
        let mut stems = false;
        let mut gates = gates::Gates::default();
        for hit in self.literals.find_overlapping_iter(text) {
            match self.literal_rule[hit.pattern().as_usize()] {
                usize::MAX => stems = true,
                rule if rule >= usize::MAX - 32 => gates = gates.with(usize::MAX - 1 - rule),
                rule => literal_hits.insert(rule),
            }
        }
        // (The stems are ASCII and matched without folding accents: a word beyond ASCII, `lösenord`, `şifre`,
        // may name a secret whatever they find.)
        stems |= !text.is_ascii();
        let mut candidates = RuleSet::default();
        // Only the rules that can hold: those whose literal occurs, and those with none.
        for index in literal_hits.union(self.unconditional).iter() {
            if (self.rules[index].needs)(&features) {
                candidates.insert(index);
            }
        }
        (candidates, stems, features, gates)
    }

    /// Redacts one line (or any text) within `session`: [`Redactor::find_in_context`], then
    /// [`Redactor::apply`].
    pub fn redact(&self, text: &str, session: &mut Session) -> String {
        self.redact_in(text, session, true)
    }

    /// [`Redactor::redact`]; `lone_codes` says whether a code alone on its line may be taken (not in a
    /// row's cell: every cell is alone).
    fn redact_in(&self, text: &str, session: &mut Session, lone_codes: bool) -> String {
        if session.in_private_key {
            return self.continue_private_key(text, session);
        }
        let mut found = self.find_in_context(text, &mut session.lines);
        if !lone_codes {
            found.spans.retain(|span| span.label != LONE_CODE);
        }
        self.apply(text, &found, session).into_owned()
    }

    /// The spans to replace in `text` (the stateless, expensive half of [`Redactor::redact`]).
    pub fn find(&self, text: &str) -> Found {
        self.find_in(text, None)
    }

    /// [`Redactor::find`]; with `protection`, the whole text is a diagnostic value (a cell of a digest or
    /// identifier column: `Some(true)` keeps every random-looking token, `Some(false)` those shaped like ids).
    fn find_in(&self, text: &str, protection: Option<bool>) -> Found {
        // A LEEF 2.0 record with its own delimiter is searched as LEEF's default writes it (the rewritten
        // text has nothing left to rewrite, so this recurses once; no shorter text holds a LEEF header).
        if text.len() > "LEEF:2.0|||||".len()
            && let Some(tabbed) = grammar::leef_with_tabs(text)
        {
            return self.find_in(&tabbed, protection);
        }
        let mut ctx = Context::new(text.len());
        if let Some(full) = protection {
            ctx.protected.push(Protected { start: 0, end: text.len(), full });
        }
        self.search(View::root(text), &mut ctx, 0);
        let protected = ctx.protected.iter().map(|p| (p.start, p.end)).collect();
        Found { spans: ctx.resolve(text), protected }
    }

    /// Every layer on one view of the text: the pattern rules and the shape detector where the view's bytes
    /// are not the original's already searched (the root, and decoded views), then structure and grammars.
    pub(crate) fn search(&self, view: View<'_>, ctx: &mut Context, nesting: u8) {
        // A text in quoted-printable is searched decoded only: as written, its `=3D` reads as a separator
        // followed by the value `3D`, and `f=C3=BCr` as a key and its value.
        if view.depth < MAX_DEPTH
            && nesting < MAX_ENCODED_NESTING
            && memchr::memchr_iter(b'=', view.text.as_bytes())
                .any(|at| matches!(view.text.as_bytes().get(at + 1), Some(b'3' | b'C'..=b'F')))
            && let Some(decoded) = view::quoted_printable(&view)
            && ctx.take_budget(decoded.len())
        {
            return self.search(decoded.view(view.depth + 1), ctx, nesting + 1);
        }
        let (candidates, stems, features, gates) = self.candidates(view.text);
        if view.depth == 0 || view.decoded {
            self.pattern_spans(&view, candidates, &mut ctx.spans);
            shape::random_tokens(view.text, |start, end, kind| {
                let strong = kind == shape::Shape::Random && shape::is_strong_random(&view.text[start..end]);
                if strong
                    || !(diagnostic_word_before(view.text, start) || grammar::porcelain_commit(view.text, start, end))
                {
                    let (start, end) = view.original(start, end);
                    ctx.shaped
                        .push(Shaped { span: Span { start, end, priority: SHAPE_PRIORITY, label: TOKEN }, strong });
                }
            });
            if nesting < MAX_ENCODED_NESTING {
                self.encoded_tokens(&view, ctx, nesting);
            }
            shape::password_tokens(view.text, |start, end| {
                let (start, end) = view.original(start, end);
                ctx.shaped.push(Shaped {
                    span: Span { start, end, priority: SHAPE_PRIORITY, label: "SECRET:password" },
                    strong: true,
                });
            });
            shape::lone_tokens(view.text, |start, end| {
                let (start, end) = view.original(start, end);
                ctx.shaped.push(Shaped {
                    span: Span { start, end, priority: SHAPE_PRIORITY, label: LONE_CODE },
                    strong: false,
                });
            });
            grammar::redis_auth(&view, &mut ctx.spans);
            grammar::redis_fields(&view, &mut ctx.spans);
            grammar::announced_codes(&view, &mut ctx.spans);
            grammar::header_pids(&view, &mut ctx.spans);
            grammar::squid_access_user(&view, &mut ctx.spans);
            grammar::logins_at_hosts(&view, &mut ctx.spans);
            grammar::dns_records(&view, &mut ctx.spans);
            grammar::machine_positions(&view, gates, &mut ctx.spans);
            calls::find(&view, gates, &mut ctx.spans);
            grammar::documented_ids(&view, gates, |start, end| {
                ctx.protected.push(Protected { start, end, full: true })
            });
            table::find(&view, &mut ctx.spans, |start, end| ctx.protected.push(Protected { start, end, full: false }));
            pii::find(&view, &features, &mut ctx.spans);
            // (Names and numbers written in Chinese, Japanese or Korean: most texts are ASCII.)
            if !view.text.is_ascii() {
                pii::honorific_names(&view, &mut ctx.spans);
                pii::chinese_role_names(&view, &mut ctx.spans);
                pii::cjk_labelled_numbers(&view, &mut ctx.spans);
            }
            address::find(&view, features.digit_chain, &mut ctx.spans);
            records::find(&view, gates, &mut ctx.spans);
        }
        structure::scan(self, view, ctx, nesting, stems);
        if nesting < MAX_ENCODED_NESTING && gates.has(gates::Gate::Execve) {
            self.execve_command_line(&view, ctx, nesting);
        }
        if nesting < MAX_ENCODED_NESTING && memchr::memchr(b'[', view.text.as_bytes()).is_some() {
            self.argument_arrays(&view, ctx, nesting);
        }
        if nesting < MAX_ENCODED_NESTING && finder!(b" '-").find(view.text.as_bytes()).is_some() {
            self.shell_quoted_words(&view, ctx, nesting);
        }
        // PostgreSQL's details of a violated key: each value searched as its column's.
        if nesting < MAX_ENCODED_NESTING && finder!(b"ey (").find(view.text.as_bytes()).is_some() {
            self.key_details(&view, ctx, nesting);
        }
        // MIME's encoded words (mail headers' names and subjects): searched again undone, in place.
        if nesting < MAX_ENCODED_NESTING && finder!(b"?=").find(view.text.as_bytes()).is_some() {
            self.mime_words(&view, ctx, nesting);
        }
        // Non-ASCII characters written as their escaped bytes (`\C3\A9`, `=C3=A9`): searched again undone.
        if view.depth < MAX_DEPTH
            && nesting < MAX_ENCODED_NESTING
            && let Some(decoded) = view::escaped_utf8(&view)
            && ctx.take_budget(decoded.len())
        {
            self.search(decoded.view(view.depth + 1), ctx, nesting + 1);
        }
        // UTF-8 read as Latin-1 and written again (`KÃ¤the`): the text is searched again with it undone.
        if view.depth < MAX_DEPTH
            && nesting < MAX_ENCODED_NESTING
            && !view.text.is_ascii()
            && let Some(decoded) = view::mojibake(&view)
            && ctx.take_budget(decoded.len())
        {
            self.search(decoded.view(view.depth + 1), ctx, nesting + 1);
        }
        // HTML's and XML's character references: the text is searched again with them undone.
        if view.depth < MAX_DEPTH
            && nesting < MAX_ENCODED_NESTING
            && memchr::memchr(b'&', view.text.as_bytes()).is_some()
            && let Some(decoded) = view::html_unescape(&view)
            && ctx.take_budget(decoded.len())
        {
            self.search(decoded.view(view.depth + 1), ctx, nesting + 1);
        }
        // A document as its reader sees it (markup's tags, RTF's control words and TeX's escapes taken out):
        // searched again so.
        if view.depth < MAX_DEPTH && nesting < MAX_ENCODED_NESTING {
            for render in [rendered::markup_text, rendered::rtf_text, rendered::tex_text] {
                if let Some(decoded) = render(&view)
                    && ctx.take_budget(decoded.len())
                {
                    let (spans, shaped) = (ctx.spans.len(), ctx.shaped.len());
                    self.search(decoded.view(view.depth + 1), ctx, nesting + 1);
                    let (mut more_spans, mut more_shaped) = (Vec::new(), Vec::new());
                    split_around(&mut ctx.spans[spans..], decoded.left_out(), |span| span, &mut more_spans);
                    split_around(&mut ctx.shaped[shaped..], decoded.left_out(), |s| &mut s.span, &mut more_shaped);
                    ctx.spans.extend(more_spans);
                    ctx.shaped.extend(more_shaped);
                }
            }
        }
        // Unicode's notations of code points (`U+00FC`, `<U00FC>`): the text is searched again with them undone.
        if view.depth < MAX_DEPTH
            && nesting < MAX_ENCODED_NESTING
            && (finder!(b"U+").find(view.text.as_bytes()).is_some()
                || finder!(b"<U").find(view.text.as_bytes()).is_some())
            && let Some(decoded) = view::unicode_notations(&view)
            && ctx.take_budget(decoded.len())
        {
            self.search(decoded.view(view.depth + 1), ctx, nesting + 1);
        }
    }

    /// auditd's `EXECVE` record writes a command's arguments one per field (`a0="mysqldump" a1="-h"
    /// a2="db1" a3=2D70…`, hex when an argument holds a space or a quote): the command line they make is
    /// searched as one, so a flag's value is found beside its flag.
    fn execve_command_line(&self, view: &View<'_>, ctx: &mut Context, nesting: u8) {
        let text = view.text;
        if view.depth >= MAX_DEPTH {
            return;
        }
        let bytes = text.as_bytes();
        let mut pieces = Vec::new();
        for n in 0..64 {
            let key = format!(" a{n}=");
            let Some(at) = text.find(&key).map(|p| p + key.len()) else { break };
            let piece = if bytes.get(at) == Some(&b'"') {
                let Some(close) = memchr::memchr(b'"', &bytes[at + 1..]).map(|p| at + 1 + p) else { break };
                (at + 1, close, false)
            } else {
                let end = bytes[at..].iter().position(|b| b.is_ascii_whitespace()).map_or(bytes.len(), |p| at + p);
                let hex = (end - at) % 2 == 0 && bytes[at..end].iter().all(u8::is_ascii_hexdigit);
                (at, end, hex)
            };
            // A view's positions never decrease: arguments out of order (a field written twice) end the line.
            if pieces.last().is_some_and(|&(_, end, _)| piece.0 <= end) {
                break;
            }
            pieces.push(piece);
        }
        if pieces.len() < 2 {
            return;
        }
        let joined = view::join_arguments(view, &pieces);
        if ctx.take_budget(joined.len()) {
            self.search(joined.view(view.depth + 1), ctx, nesting + 1);
        }
    }

    /// A command's arguments written as an array of strings (`["mysqldump", "-u", "x", "-pY"]` in a JSON
    /// log, Python's `Command '['htpasswd', '-b', …]'`, Go's `["rclone" "serve" "--user" "x"]`): the command
    /// line they make is searched as one, as auditd's are, so the client tools' grammars find a flag's value
    /// beside its flag. An array counts when it holds a flag (an element starting with `-`) and its first
    /// element is a program's name or path.
    fn argument_arrays(&self, view: &View<'_>, ctx: &mut Context, nesting: u8) {
        /// An argument is a short word: its closing quote is sought nearby only, so a text of many brackets
        /// costs its length, not its length for each bracket.
        const ARGUMENT_BYTES: usize = 256;
        const MOST_ARRAYS: usize = 8;
        if view.depth >= MAX_DEPTH {
            return;
        }
        let bytes = view.text.as_bytes();
        let mut arrays = 0;
        for open in memchr::memchr_iter(b'[', bytes) {
            let mut pieces: Vec<(usize, usize, bool)> = Vec::new();
            let mut at = open + 1;
            // Java's lists print their elements bare, each after `, ` (`[smbclient, //nas/x, -U, u%p]`, a
            // `ProcessBuilder`'s command as loggers write it).
            let bare = bytes.get(at).is_some_and(|b| !b.is_ascii_whitespace() && !matches!(b, b'"' | b'\'' | b']'));
            let closed = if bare {
                let window = &bytes[at..bytes.len().min(at + ARGUMENT_BYTES * 4)];
                match memchr::memchr2(b']', b'\n', window) {
                    Some(length) if window[length] == b']' => {
                        let mut start = at;
                        for (offset, _) in view.text[at..at + length].match_indices(", ") {
                            pieces.push((start, at + offset, false));
                            start = at + offset + 2;
                        }
                        pieces.push((start, at + length, false));
                        pieces.len() <= MOST_ARGUMENTS
                            && pieces.iter().all(|&(start, end, _)| end > start && !bytes[start..end].contains(&b' '))
                    }
                    _ => false,
                }
            } else {
                loop {
                    while at < bytes.len() && (bytes[at].is_ascii_whitespace() || bytes[at] == b',') {
                        at += 1;
                    }
                    match bytes.get(at) {
                        Some(b']') => break true,
                        Some(&quote @ (b'"' | b'\'')) if pieces.len() < MOST_ARGUMENTS => {
                            let window = &bytes[at + 1..bytes.len().min(at + 1 + ARGUMENT_BYTES)];
                            let Some(length) = memchr::memchr(quote, window) else { break false };
                            pieces.push((at + 1, at + 1 + length, false));
                            at += length + 2;
                        }
                        _ => break false,
                    }
                }
            };
            // A program's name or path, not a field's name (`["username", "-date_joined"]` orders a list). A
            // name that reads as a key without being one of the lexicon's words (`sshpass`) is a program's
            // when a utility's option follows it: a POSIX one (`-p`) or a GNU long one (`--password`), not a
            // descending field (`-date_joined`); `["password", "--verbose"]` stays a list.
            let utility_option = |&(start, end, _): &(usize, usize, bool)| {
                let option = &bytes[start..end];
                option.starts_with(b"--") && option.get(2).is_some_and(u8::is_ascii_alphabetic)
                    || option.len() == 2 && option[0] == b'-' && option[1].is_ascii_alphabetic()
            };
            let program = pieces.first().map(|&(start, end, _)| &view.text[start..end]);
            let is_program = program.is_some_and(|p| {
                !p.is_empty()
                    && p.len() <= 128
                    && !p.contains(' ')
                    && p.starts_with(|c: char| c.is_ascii_alphabetic() || c == '/' || c == '.')
                    && (p.contains('/')
                        || lexicon::role_of_key(p) == lexicon::Role::Neutral
                        || (pieces.get(1).is_some_and(utility_option) && !lexicon::word_is_vocabulary(p)))
            });
            let flagged = pieces.iter().skip(1).any(|&(start, _, _)| {
                bytes.get(start) == Some(&b'-') && bytes.get(start + 1).is_some_and(u8::is_ascii_alphabetic)
                    || bytes.get(start + 1) == Some(&b'-')
            });
            if !closed || pieces.len() < 2 || !is_program || !flagged {
                continue;
            }
            self.search_arguments(view, &pieces, ctx, nesting);
            arrays += 1;
            if arrays == MOST_ARRAYS {
                return;
            }
        }
    }

    /// A command line written as shell words each in single quotes (`'smbclient' '//nas/x' '-U' 'k.nowak'`,
    /// as build tools and tracers print the commands they run): searched with the quotes undone, as an
    /// array's arguments are. A run counts when it holds three words or more, one of them a flag.
    fn shell_quoted_words(&self, view: &View<'_>, ctx: &mut Context, nesting: u8) {
        if view.depth >= MAX_DEPTH {
            return;
        }
        let bytes = view.text.as_bytes();
        let mut at = 0;
        while let Some(offset) = memchr::memchr(b'\'', &bytes[at..]) {
            let open = at + offset;
            at = open + 1;
            if open > 0 && !bytes[open - 1].is_ascii_whitespace() {
                continue;
            }
            // The run of quoted words from here, one space apart.
            let mut pieces: Vec<(usize, usize, bool)> = Vec::new();
            let mut word = open;
            while pieces.len() < MOST_ARGUMENTS && bytes.get(word) == Some(&b'\'') {
                let Some(length) = bytes[word + 1..].iter().position(|b| matches!(b, b'\'' | b'\n')) else { break };
                let close = word + 1 + length;
                if bytes[close] != b'\'' || bytes.get(close + 1).is_some_and(|b| !matches!(b, b' ' | b'\n' | b'\r')) {
                    break;
                }
                pieces.push((word + 1, close, false));
                word = close + 2;
            }
            let flagged = pieces.iter().any(|&(start, end, _)| {
                end > start + 1
                    && bytes[start] == b'-'
                    && (bytes[start + 1].is_ascii_alphabetic() || bytes[start + 1] == b'-')
            });
            // (A run is judged whole: a part of it that starts later holds no flag it lacks.)
            at = pieces.last().map_or(at, |&(_, end, _)| end + 1);
            if pieces.len() >= 3 && flagged {
                self.search_arguments(view, &pieces, ctx, nesting);
            }
        }
    }

    /// A command's arguments (`start..end` of the view each, and whether it is hex) searched as the command
    /// line they make.
    fn search_arguments(&self, view: &View<'_>, pieces: &[(usize, usize, bool)], ctx: &mut Context, nesting: u8) {
        let bytes = view.text.as_bytes();
        let joined = view::join_arguments(view, pieces);
        if !ctx.take_budget(joined.len()) {
            return;
        }
        let found_before = ctx.spans.len();
        self.search(joined.view(view.depth + 1), ctx, nesting + 1);
        // A value the command line's grammar cut at a space inside one argument (`-p 'correct horse
        // battery'`) is the whole argument: the arguments say where it ends.
        for span in &mut ctx.spans[found_before..] {
            let inside = pieces.iter().find(|&&(start, end, _)| {
                let (start, end) = view.original(start, end);
                span.start >= start && span.end < end
            });
            let Some(&(start, end, _)) = inside else { continue };
            let cut_at_space = (start..end).any(|at| view.position(at) == span.end && bytes[at] == b' ');
            // (So is a secret that starts the argument and was cut where text would end a value,
            // `--db-password` then `Rwj1E,w63,C:r`: an argument is one value.)
            let secret_from_start = span.label.starts_with("SECRET") && span.start == view.position(start);
            if cut_at_space || secret_from_start {
                span.end = view.position(end);
            }
        }
    }

    /// Tokens that encode text (base64, hex) judged by that text: a secret inside it, or a password-shaped
    /// text, makes the token a secret; otherwise it is harmless and kept however random it looks.
    ///
    /// The decoded text is searched in place of its token, so the line's context applies to it as it would
    /// to a plain value (`DB_USER: <base64 of an account>` is an account).
    fn encoded_tokens(&self, view: &View<'_>, ctx: &mut Context, nesting: u8) {
        let mut judged = Vec::new();
        encoded::tokens(view.text, |start, end, decoded| judged.push((start, end, decoded)));
        // (Spaced hex is a dump of bytes, often a fragment of a message: only a secret in it, or an account
        // and its password, makes it one; a fragment that reads as a password or a host is no evidence.)
        // (So is a uuencoded line: a file's bytes.)
        let mut dumps = Vec::new();
        encoded::spaced_hex(view.text, |start, end, decoded| dumps.push((start, end, decoded)));
        // (Numbers spell text by chance more often than hex does, `76 67 67 113 …`: what they spell counts only
        // when a rule finds a secret in it — a vendor's format, a grammar's position — not its shape, a word it
        // happens to spell or an account-and-password shape a `:` makes; under a secret's name the list is
        // the value already, see `structure`.)
        let mut decimal_starts = Vec::new();
        encoded::decimal_bytes(view.text, |start, end, decoded| {
            decimal_starts.push(start);
            dumps.push((start, end, decoded));
        });
        encoded::uuencoded_lines(view.text, |start, end, decoded| dumps.push((start, end, decoded)));
        let mut dump_starts: Vec<usize> = dumps.iter().map(|(start, _, _)| *start).collect();
        dump_starts.sort_unstable();
        judged.extend(dumps);
        judged.sort_by_key(|(start, _, _)| *start);
        // (Readings of the same bytes may overlap, `10 20 30 …` as decimal and as hex bytes: the first is kept.)
        let mut covered = 0;
        judged.retain(|(start, end, _)| {
            let apart = *start >= covered;
            if apart {
                covered = *end;
            }
            apart
        });
        let Some(found) = self.search_decoded(view, &judged, ctx, nesting) else { return };
        let mut found = TokenSpans::new(&found);
        for (start, run_end, decoded) in &judged {
            let dump = dump_starts.binary_search(start).is_ok();
            let decimal = decimal_starts.binary_search(start).is_ok();
            let (start, end) = view.original(*start, *run_end);
            // What was found in the decoded text maps to the start of its token (see `view::substitute`).
            let inside: Vec<&Span> = found.in_token(start, end).collect();
            let secret = inside
                .iter()
                .any(|span| span.label.starts_with("SECRET") && (!decimal || span.priority < RULE_PRIORITY_FLOOR));
            let label = if secret || (!decimal && encoded::credential_pair(decoded)) {
                Some("SECRET:encoded")
            } else if dump {
                None
            } else if let Some(span) = inside.first() {
                Some(span.label)
            } else if encoded::password_shaped(decoded) {
                Some("SECRET:encoded")
            } else {
                None
            };
            match label {
                Some(label) => {
                    ctx.spans.push(Span { start, end, priority: SHAPE_PRIORITY, label });
                    // (A dump's line shows its bytes again as text: that is the same secret.)
                    if dump
                        && let Some((text_start, text_end)) =
                            encoded::dump_text_column(view.text, *run_end, decoded.len())
                    {
                        let (text_start, text_end) = view.original(text_start, text_end);
                        ctx.spans.push(Span { start: text_start, end: text_end, priority: SHAPE_PRIORITY, label });
                    }
                }
                None => ctx.protected.push(Protected { start, end, full: true }),
            }
        }
    }

    /// Searches the view's text with each decoded value in its token's place (see `view::substitute`), in
    /// a context of its own, and returns what was found, in original positions; `None` when there is
    /// nothing to decode, the depth is spent or the budget refuses the decoded text.
    fn search_decoded(
        &self,
        view: &View<'_>,
        decoded: &[(usize, usize, String)],
        ctx: &mut Context,
        nesting: u8,
    ) -> Option<Vec<Span>> {
        let added: usize = decoded.iter().map(|(_, _, value)| value.len()).sum();
        if decoded.is_empty() || view.depth >= MAX_DEPTH || !ctx.take_budget(view.text.len() + added) {
            return None;
        }
        let substituted = view::substitute(view, decoded);
        let mut inner = Context::new(substituted.len());
        self.search(substituted.view(view.depth + 1), &mut inner, nesting + 1);
        Some(inner.spans.iter().copied().chain(inner.shaped.iter().map(|s| s.span)).collect())
    }

    /// A key's columns and values in PostgreSQL's detail (`Key (email)=(a@b.c) already exists.`), searched
    /// as `email="a@b.c"` in place of the detail.
    fn key_details(&self, view: &View<'_>, ctx: &mut Context, nesting: u8) {
        if view.depth >= MAX_DEPTH {
            return;
        }
        for (start, end, replacements) in grammar::key_details(view.text) {
            let part = view.sub(start, end);
            let substituted = view::substitute(&part, &replacements);
            if ctx.take_budget(substituted.len()) {
                self.search(substituted.view(view.depth + 1), ctx, nesting + 1);
            }
        }
    }

    /// RFC 2047's encoded words (`To: =?UTF-8?Q?Zo=C3=AB_Martin?= <…>`): the text is searched with each
    /// word decoded in its place, so the header's context applies; a word in which something was found is
    /// replaced whole, by the label of what was found in it.
    fn mime_words(&self, view: &View<'_>, ctx: &mut Context, nesting: u8) {
        let words = view::mime_words(view);
        let Some(found) = self.search_decoded(view, &words, ctx, nesting) else { return };
        let mut found = TokenSpans::new(&found);
        // Where the last display name judged ends (its other words are judged with it), and the start of the
        // line of the words so far (found once, however many words a long line holds).
        let (mut judged_until, mut line_start, mut scanned) = (0, 0, 0);
        for (word_start, word_end, _) in &words {
            if let Some(newline) = memchr::memrchr(b'\n', &view.text.as_bytes()[scanned..*word_start]) {
                line_start = scanned + newline + 1;
            }
            scanned = *word_start;
            let (start, end) = view.original(*word_start, *word_end);
            // (What was found in a decoded word maps to the word's start: see `view::substitute`.)
            let inside = found.in_token(start, end);
            let label = inside.clone().find(|span| span.label.starts_with("SECRET")).or(inside.clone().next());
            if let Some(span) = label {
                ctx.spans.push(Span { start, end, priority: span.priority, label: span.label });
            } else if judged_until <= *word_start
                && let Some((name_start, name_end)) =
                    view::mime_display_range(view.text, line_start, *word_start, *word_end)
            {
                // An address header's display name (`To: =?UTF-8?Q?Zo=C3=AB_Martin?= <zoe@…>`, or a plain word
                // and an encoded one, `Anna =?UTF-8?Q?M=C3=BCller?=`) is its person's: judged once, with every
                // word of it decoded.
                judged_until = name_end;
                let mut name = String::new();
                let mut at = name_start;
                let first = words.partition_point(|(s, _, _)| *s < name_start);
                for (start, end, decoded) in words[first..].iter().take_while(|(_, e, _)| *e <= name_end) {
                    name.push_str(&view.text[at..*start]);
                    name.push_str(decoded);
                    at = *end;
                }
                name.push_str(&view.text[at..name_end]);
                let name = name.trim();
                if structure::displayed_person_name(name) || structure::uncased_name_shaped(name) {
                    let (start, end) = view.original(name_start, name_end);
                    ctx.spans.push(Span { start, end, priority: 5, label: "NAME" });
                }
            }
        }
    }

    /// The spans of the pattern rules whose preconditions hold for the view's text, in original positions.
    fn pattern_spans(&self, view: &View<'_>, candidates: RuleSet, out: &mut Vec<Span>) {
        let text = view.text;
        if candidates.is_empty() {
            return;
        }
        let first = out.len();
        // The candidates, lowest (first rule) first.
        for index in candidates.iter() {
            self.rules[index].spans(text, out);
        }
        if view.depth > 0 {
            for span in &mut out[first..] {
                (span.start, span.end) = view.original(span.start, span.end);
            }
        }
    }

    /// Rebuilds `text` with the placeholders of `found` (which must come from [`Redactor::find`] on the
    /// same text), numbering values in `session`. Inside a private key that began on an earlier line the
    /// text is key material whatever was found in it.
    pub fn apply<'t>(&self, text: &'t str, found: &Found, session: &mut Session) -> Cow<'t, str> {
        if !session.in_private_key && found.spans.is_empty() && session.recall.is_empty() {
            return Cow::Borrowed(text);
        }
        let mut out = String::with_capacity(text.len() + 8 * found.spans.len());
        self.apply_into(text, found, session, &mut out);
        Cow::Owned(out)
    }

    /// [`Redactor::apply`] into `out` (cleared first), so that a caller redacting many texts reuses one
    /// buffer instead of allocating a string per text.
    pub fn apply_into(&self, text: &str, found: &Found, session: &mut Session, out: &mut String) {
        self.apply_checked(text, found, session, out, true);
    }

    /// [`Redactor::apply_into`]; spans that do not fit `text` (a `Found` of another text) make it search
    /// `text` afresh once (`retry`), and fail closed after that: the whole text is one placeholder.
    fn apply_checked(&self, text: &str, found: &Found, session: &mut Session, out: &mut String, retry: bool) {
        out.clear();
        if session.in_private_key {
            out.push_str(&self.continue_private_key(text, session));
            return;
        }
        let spans = self.with_recurrences(text, found, session);
        if spans.is_empty() {
            out.push_str(text);
            return;
        }
        let bare = bare_json_values(text, &spans);
        let mut cursor = 0;
        for (index, span) in spans.iter().enumerate() {
            // Spans outside this text (a `Found` of another text) must not make this panic.
            let (Some(before), Some(value)) = (text.get(cursor..span.start), text.get(span.start..span.end)) else {
                out.clear();
                if retry {
                    self.apply_checked(text, &self.find(text), session, out, false);
                } else {
                    session.push_placeholder(out, TOKEN, text);
                }
                return;
            };
            out.push_str(before);
            if span.label == PRIVATE_KEY && !value.contains("-----END") {
                session.in_private_key = true;
            }
            // A bare JSON value (`"pid": 1234`) becomes a string, so that the JSON stays JSON.
            let quoted = bare.as_ref().is_some_and(|bare| bare[index]);
            if quoted {
                out.push('"');
            }
            if span.label == PRIVATE_KEY {
                // The armour lines say what was there and are no secret: only the key material goes.
                // A key that goes on in the next texts has one number on all its lines.
                let (head, body, tail) = armour_parts(value);
                out.push_str(head);
                session.push_placeholder(out, span.label, if tail.is_empty() { "(continued)" } else { body });
                out.push_str(tail);
            } else {
                session.push_placeholder(out, span.label, value);
            }
            if quoted {
                out.push('"');
            }
            cursor = span.end;
        }
        out.push_str(text.get(cursor..).unwrap_or(""));
    }

    /// `spans` with the recurrences of values replaced before (in this text or an earlier one of the
    /// session) that no span covers yet.
    fn with_recurrences<'s>(&self, text: &str, found: &'s Found, session: &mut Session) -> Cow<'s, [Span]> {
        let spans = &found.spans;
        let recurrences = session.recall.find(text);
        for span in spans {
            if let Some(value) = text.get(span.start..span.end) {
                session.recall.remember(span.label, value);
            }
        }
        if recurrences.is_empty() {
            return Cow::Borrowed(spans);
        }
        let mut merged = spans.to_vec();
        let taken = Overlaps::new(spans.iter().map(|s| (s.start, s.end)).chain(found.protected.iter().copied()));
        for recurrence in recurrences {
            if !taken.overlap(recurrence.start, recurrence.end) {
                let label = recurrence.label;
                merged.push(Span { start: recurrence.start, end: recurrence.end, priority: 0, label });
            }
        }
        merged.sort_by_key(|s| s.start);
        Cow::Owned(merged)
    }

    /// A line inside an open private key: everything up to its END line is key material (the END line itself
    /// is kept: it is no secret).
    fn continue_private_key(&self, text: &str, session: &mut Session) -> String {
        let mut out = String::new();
        let end = text.find("-----END");
        let material = &text[..end.unwrap_or(text.len())];
        if end.is_none() || !material.trim().is_empty() {
            session.push_placeholder(&mut out, PRIVATE_KEY, "(continued)");
        }
        if let Some(end) = end {
            session.in_private_key = false;
            // The END armour line is kept only when whole (`-----END … PRIVATE KEY[ BLOCK]-----`): what
            // follows it is searched as text; a cut or odd END line goes with the key.
            match end_armour_len(&text[end..]) {
                Some(length) => {
                    out.push_str(&text[end..end + length]);
                    out.push_str(&self.redact(&text[end + length..], session));
                }
                None if out.is_empty() => session.push_placeholder(&mut out, PRIVATE_KEY, "(continued)"),
                None => {}
            }
        }
        out
    }

    /// Whether a column's name marks it as sensitive (its cells are withheld whatever they hold, and the SQL
    /// gate protects it): a strong secret word or an identity number in the key vocabulary, matched on word
    /// parts (`user_password_hash`, `apiToken`; not `prompt_tokens` or `password_changed_at`), or one of the
    /// configured extra words.
    pub fn is_sensitive_column(&self, name: &str) -> bool {
        if lexicon::is_secret_column(name) {
            return true;
        }
        let lower = split_camel(name).to_ascii_lowercase();
        let words: Vec<&str> = lower.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).collect();
        self.sensitive_columns.iter().any(|sensitive| {
            if sensitive.contains('_') {
                lower.contains(sensitive.as_str()) || words.concat().contains(&sensitive.replace('_', ""))
            } else {
                words.iter().any(|w| w == sensitive || (sensitive.len() >= 5 && w.starts_with(sensitive.as_str())))
            }
        })
    }

    /// What a column's name says about its cells, for the SQL gate: secret (withheld: [`Self::is_sensitive_column`]),
    /// personal (e-mail, phone: redacted), the name or the value column of a name/value table, or nothing.
    pub fn column_class(&self, name: &str) -> ColumnClass {
        if self.is_sensitive_column(name) {
            return ColumnClass::Secret;
        }
        match lexicon::role_of_key(name) {
            lexicon::Role::Personal { label: "EMAIL" | "PHONE" } => ColumnClass::Personal,
            lexicon::Role::NameField => ColumnClass::NameField,
            lexicon::Role::ValueField => ColumnClass::ValueField,
            _ => ColumnClass::Other,
        }
    }

    /// Whether a key (a JSON member, a setting's name) names a secret: its value would be withheld.
    pub fn names_secret(&self, key: &str) -> bool {
        matches!(lexicon::role_of_key(key), lexicon::Role::Secret { .. })
    }

    /// Whether a text holds a credential by its structure or a vendor's format — a value under a secret key,
    /// a URL's password, a private key, a known token format — and not merely a random-looking token. The
    /// SQL gate refuses literals that do: they are guesses of secrets.
    pub fn holds_credential(&self, text: &str) -> bool {
        self.find(text).spans.iter().any(|span| span.label.starts_with("SECRET") && span.priority != SHAPE_PRIORITY)
    }

    /// Redacts one result row. Each cell is a value whose key is its column's name:
    /// * a sensitive column's cells become [`REDACTED_CELL`] — also the value columns of a name/value row
    ///   whose name column names a secret (`name = 'smtp.password'`, `value = …`);
    /// * a column whose name hints at a secret (`code`, `state`, `key`) withholds values that look like one;
    /// * personal-data and host columns get typed placeholders for values of that shape (numbers too: a phone
    ///   number stored as an integer);
    /// * identifier columns (`trace_id`, `commit_sha`, `checksum`) keep random-looking values;
    /// * every text cell goes through [`Redactor::redact`]; JSON cells are redacted as their JSON text.
    pub fn redact_row(&self, columns: &[String], row: &[Value], session: &mut Session) -> Vec<Value> {
        let mut roles = column_roles(columns);
        roles.resize(row.len(), lexicon::Role::Neutral);
        let keyed_record = roles.iter().any(|role| matches!(role, lexicon::Role::ValueField));
        // A name/value row: what some name column's cell says its value columns hold.
        let name_cells = || {
            row.iter()
                .zip(&roles)
                .filter(|(_, role)| matches!(role, lexicon::Role::NameField | lexicon::Role::WeakSecret { .. }))
                .filter_map(|(cell, _)| cell.as_str())
        };
        let named_secret = name_cells().any(structure::names_a_secret);
        let named_diagnostic = name_cells()
            .any(|name| matches!(lexicon::role_of_key(name), lexicon::Role::Diagnostic | lexicon::Role::Identifier));
        let sensitive: Vec<bool> = (0..row.len())
            .map(|i| {
                // A record's name column (`key` beside `val`) names a secret; it is not one.
                let names_the_record = keyed_record && roles[i] == lexicon::Role::NameField;
                (!names_the_record && columns.get(i).is_some_and(|name| self.is_sensitive_column(name)))
                    || (named_secret && matches!(roles[i], lexicon::Role::ValueField))
            })
            .collect();
        // A withheld cell's value may recur in another cell (a password inside a connection string).
        for (cell, _) in row.iter().zip(&sensitive).filter(|(_, sensitive)| **sensitive) {
            if let Value::String(text) = cell {
                session.recall.remember(WITHHELD, text);
            }
        }
        let mut cells: Vec<Value> = row
            .iter()
            .enumerate()
            .map(|(i, cell)| {
                let role = roles[i];
                let sensitive = sensitive[i];
                let role = if named_diagnostic && matches!(role, lexicon::Role::ValueField) {
                    lexicon::Role::Diagnostic
                } else {
                    role
                };
                // netstat's and ss's `PID/Program name` column: a process id, then its program's name.
                if let Value::String(text) = cell
                    && !sensitive
                    && columns.get(i).is_some_and(|name| name.trim().eq_ignore_ascii_case("pid/program name"))
                    && let Some((pid, program)) = text.split_once('/')
                    && structure::is_pid(pid)
                {
                    let mut out = String::new();
                    session.push_placeholder(&mut out, "PID", pid);
                    out.push('/');
                    out.push_str(program);
                    return Value::String(out);
                }
                match cell {
                    Value::Null => Value::Null,
                    // A secret column holding a JSON document keeps the document's metadata fields
                    // (`{"algorithm": "pbkdf2-sha256", "hashIterations": 27500, "value": "[REDACTED]"}`).
                    Value::String(text) if sensitive => match withhold_json_secrets(text) {
                        Some(json) => Value::String(json),
                        None => Value::String(REDACTED_CELL.to_owned()),
                    },
                    Value::Object(_) | Value::Array(_) if sensitive => {
                        let mut value = cell.clone();
                        withhold_secrets_in(&mut value, None);
                        Value::String(value.to_string())
                    }
                    _ if sensitive => Value::String(REDACTED_CELL.to_owned()),
                    Value::String(text) => self.redact_cell(role, text, session),
                    Value::Array(_) | Value::Object(_) => Value::String(self.redact(&cell.to_string(), session)),
                    Value::Number(number) => match role {
                        lexicon::Role::Personal { label }
                            if !matches!(label, "PERSON" | "PARTY") && number.to_string().len() >= 7 =>
                        {
                            let mut out = String::new();
                            session.push_placeholder(&mut out, label, &number.to_string());
                            Value::String(out)
                        }
                        lexicon::Role::Process if number.is_u64() => {
                            let mut out = String::new();
                            session.push_placeholder(&mut out, "PID", &number.to_string());
                            Value::String(out)
                        }
                        _ => cell.clone(),
                    },
                    other => other.clone(),
                }
            })
            .collect();
        // A password's hash found in a cell (its column's name did not say it: Oracle's `SPARE4`) makes the
        // row an account's: its bare `name` is the account, as beside a `password` column.
        let holds_hash =
            cells.iter().any(|cell| cell.as_str().is_some_and(|text| text.contains("<SECRET:password_hash")));
        if holds_hash {
            for (i, (cell, column)) in row.iter().zip(columns).enumerate() {
                if let Value::String(text) = cell
                    && roles[i] == lexicon::Role::NameField
                    && column.trim_matches(['"', '`']).eq_ignore_ascii_case("name")
                    && cells[i] == *cell
                {
                    cells[i] = self.redact_cell(lexicon::Role::Personal { label: "NAME" }, text, session);
                }
            }
        }
        // A login session's row (`who`, `w`, `last`): beside its terminal (`pts/3`, `tty1`, `console`; not a
        // serial line's `ttyS0`) in a `line` or `tty` column, the `name` or `user` column holds the account.
        let session_row = row.iter().zip(columns).any(|(cell, column)| {
            matches!(column.trim().to_ascii_lowercase().as_str(), "line" | "tty" | "terminal")
                && cell.as_str().is_some_and(|text| structure::is_session_terminal(text.trim()))
        });
        if session_row {
            for (i, (cell, column)) in row.iter().zip(columns).enumerate() {
                if let Value::String(text) = cell
                    && matches!(column.trim().to_ascii_lowercase().as_str(), "name" | "user" | "username" | "login")
                    && cells[i] == *cell
                    && text.bytes().any(|b| b.is_ascii_lowercase())
                    && structure::personal_account(text.trim())
                {
                    cells[i] = self.redact_cell(lexicon::Role::Personal { label: "USER" }, text, session);
                }
            }
        }
        // A row of a person's data (an e-mail, a phone, an identity number found in it) names the person's
        // account in its `account` or `login` column, which elsewhere names a bank's or a cloud's account.
        // (Which of a person's kinds of data the row holds: an IBAN counts only as a second kind.)
        let found = ["<EMAIL#", "<PHONE#", "<ID_NUMBER#", "<SSN#", "<IBAN#"]
            .map(|label| cells.iter().any(|cell| cell.as_str().is_some_and(|text| text.contains(label))));
        let personal = found[..4].contains(&true);
        let personal_kinds = found.iter().filter(|present| **present).count();
        if personal {
            for (i, (cell, column)) in row.iter().zip(columns).enumerate() {
                let name = column.trim_matches(['"', '`', ' ']).to_ascii_lowercase();
                if let Value::String(text) = cell
                    && matches!(name.as_str(), "account" | "login")
                    && cells[i] == *cell
                    && structure::someones_account(text.trim())
                {
                    cells[i] = self.redact_cell(lexicon::Role::Personal { label: "USER" }, text, session);
                }
                // … and, in a row with two kinds of the person's data (an e-mail and a phone, say), the
                // person's name in a column whose name says nothing (mysqlbinlog's `@2`, a CSV without its
                // header): a cell that reads as a person's name, as a literal or bare.
                if let Value::String(text) = cell
                    && personal_kinds >= 2
                    && roles[i] == lexicon::Role::Neutral
                    && cells[i] == *cell
                {
                    let value = text.trim();
                    let value = value.strip_prefix('\'').and_then(|v| v.strip_suffix('\'')).unwrap_or(value);
                    if structure::displayed_person_name(value) || structure::uncased_name_shaped(value) {
                        cells[i] = self.redact_cell(lexicon::Role::Personal { label: "NAME" }, text, session);
                    }
                }
            }
        }
        cells
    }

    /// One text cell, judged with its column's role as its key.
    fn redact_cell(&self, role: lexicon::Role, text: &str, session: &mut Session) -> Value {
        // A printer that quotes its strings (Node's `console.table`, a list's repr): the cell is what the
        // quotes hold.
        if let Some(quote @ ('\'' | '"')) = text.chars().next()
            && text.len() >= 3
            && text.ends_with(quote)
            && !text[1..text.len() - 1].contains(quote)
            && let Value::String(inner) = self.redact_cell(role, &text[1..text.len() - 1], session)
        {
            return Value::String(format!("{quote}{inner}{quote}"));
        }
        let whole = |label: &'static str, session: &mut Session| {
            let mut out = String::new();
            session.recall.remember(label, text);
            session.push_placeholder(&mut out, label, text);
            Value::String(out)
        };
        let trimmed = text.trim();
        // What a personal column's cell is (a person or an account), judged once.
        let personal = match role {
            lexicon::Role::Personal { label } => structure::cell_person_or_account(label, trimmed),
            _ => None,
        };
        match role {
            lexicon::Role::WeakSecret { .. } if shape::looks_like_secret_value(trimmed) => {
                Value::String(REDACTED_CELL.to_owned())
            }
            lexicon::Role::AccountId if structure::account_shaped_id(trimmed) => whole("USER", session),
            lexicon::Role::Personal { .. } if let Some(label) = personal => {
                // A cell of a personal-data column is one value (an e-mail with a display name, a formatted
                // phone number), unless other layers find its parts.
                let found = self.find(text);
                if found.is_empty() {
                    whole(label, session)
                } else {
                    Value::String(self.apply(text, &found, session).into_owned())
                }
            }
            lexicon::Role::Infrastructure if structure::is_host_name(trimmed) => whole("HOST", session),
            lexicon::Role::Infrastructure if structure::street_address(trimmed) => whole("ADDRESS", session),
            lexicon::Role::Process if structure::is_pid(trimmed) => whole("PID", session),
            lexicon::Role::Diagnostic | lexicon::Role::Identifier | lexicon::Role::AccountId => {
                let found = self.find_in(text, Some(role == lexicon::Role::Diagnostic));
                Value::String(self.apply(text, &found, session).into_owned())
            }
            _ => Value::String(self.redact_in(text, session, false)),
        }
    }
}

/// What each column of a table holds, from its name and its neighbours' names: beside a value column, a
/// column called `key` is the record's name (`key`, `val`), not a key; beside an e-mail or a phone, a
/// `name` is a person's name. Shared by result rows and tables printed in log text.
pub(crate) fn column_roles(columns: &[String]) -> Vec<lexicon::Role> {
    // A column that shows another's values (`GroupBy(email)`, `lower(name)`, `max(created_at)`) holds what
    // that one holds; a count or a sum of it does not.
    let columns: Vec<&str> = columns.iter().map(|name| computed_over(name)).collect();
    let mut roles: Vec<lexicon::Role> = columns.iter().map(|name| lexicon::role_of_key(name)).collect();
    let keyed_record = roles.iter().any(|role| matches!(role, lexicon::Role::ValueField));
    // A table of people or of accounts: an e-mail, a phone, a birth date or a password beside the name.
    let contact = roles.iter().any(|role| matches!(role, lexicon::Role::Personal { label: "EMAIL" | "PHONE" }));
    // (Data only people have: a birth date, a social security number. An IBAN, a tax id or an address
    // belongs to companies and warehouses as well.)
    let person = contact
        || roles.iter().any(|role| match role {
            lexicon::Role::Secret { label, .. } => *label == "SECRET:password",
            lexicon::Role::Personal { label } => matches!(*label, "BIRTH_DATE" | "SSN"),
            _ => false,
        });
    // Data that people and companies both have (an IBAN, a card, a tax or identity number, an address):
    // beside it a `name` is a party's, a person's when it reads as a person's name (not `Acme GmbH`).
    let party = !person
        && roles
            .iter()
            .any(|role| matches!(role, lexicon::Role::Personal { label: "ACCOUNT" | "ID_NUMBER" | "ADDRESS" }));
    // A table of machines: an address of the machine's own (its IP, FQDN or MAC) beside the name; or a
    // table of containers (`docker ps`, `crictl ps`: `CONTAINER ID … NAMES`), whose names are the
    // containers'.
    let machine = columns.iter().zip(&roles).any(|(name, role)| {
        let parts = lexicon::key_parts(name);
        (*role == lexicon::Role::Infrastructure
            && parts.iter().any(|part| {
                matches!(part.as_str(), "ip" | "ipaddress" | "ipv4" | "ipv6" | "fqdn" | "mac" | "macaddress")
            }))
            || parts.first().is_some_and(|part| part == "container")
    });
    for (name, role) in columns.iter().zip(roles.iter_mut()) {
        if keyed_record && ["key", "keys", "k"].iter().any(|k| name.eq_ignore_ascii_case(k)) {
            *role = lexicon::Role::NameField;
        } else if person
            && !keyed_record
            && *role == lexicon::Role::NameField
            && (name.eq_ignore_ascii_case("name")
                || contact && name.to_ascii_lowercase().trim_end_matches(['"', '`']).ends_with("name"))
        {
            // `name` in a table of people or accounts; `lower_name`, `login_name` beside an e-mail or a phone.
            *role = lexicon::Role::Personal { label: "NAME" };
        } else if party
            && !keyed_record
            && *role == lexicon::Role::NameField
            && lexicon::key_parts(name).first().is_some_and(|part| part == "name")
        {
            // (`name`, or a name in a script or language of its own: `name_native`, `NAME_EN`.)
            *role = lexicon::Role::Personal { label: "PARTY" };
        } else if machine
            && !person
            && !keyed_record
            && (name.eq_ignore_ascii_case("name") || name.eq_ignore_ascii_case("names"))
        {
            *role = lexicon::Role::Infrastructure;
        }
    }
    roles
}

/// The column whose values a computed column shows (`GroupBy(email)` → `email`: datamash's grouping, SQL's
/// case and trim functions, the first, last, least or greatest value); for any other function its name (a
/// count of birth dates is a count), or the column's own name.
fn computed_over(name: &str) -> &str {
    const SHOWS_VALUES: &[&str] = &[
        "groupby",
        "first",
        "last",
        "min",
        "max",
        "lower",
        "upper",
        "trim",
        "ltrim",
        "rtrim",
        "unique",
        "collapse",
        "any_value",
        "distinct",
        "mode",
    ];
    let Some((function, rest)) = name.split_once('(') else { return name };
    let inner = rest.strip_suffix(')').unwrap_or("").trim();
    let identifier =
        |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.'));
    let shows_values = SHOWS_VALUES.iter().any(|f| f.eq_ignore_ascii_case(function.trim()));
    match (identifier(function.trim()) && identifier(inner), shows_values) {
        (true, true) => inner,
        (true, false) => function.trim(),
        (false, _) => name,
    }
}

/// A span moved off the middle of a backslash escape: a pattern rule run on raw JSON may end between a
/// backslash and what it escapes, and replacing that would break the text's quoting. The start moves back
/// onto the backslash; the end leaves out a dangling backslash or takes the rest of a `\\uXXXX`; and a span
/// ends before any unescaped `"` (the quoting of the text itself).
/// Whether the byte at `at` is escaped: an odd run of backslashes right before it.
fn escaped_at(bytes: &[u8], at: usize) -> bool {
    bytes[..at].iter().rev().take_while(|b| **b == b'\\').count() % 2 == 1
}

/// The positions of the double quotes in `bytes` that no backslash escapes, in order (found once per
/// text, so each span's test for one inside it is a search, not a walk over the span).
/// Whether `end` is where a line of the text ends.
fn at_line_end(bytes: &[u8], end: usize) -> bool {
    matches!(bytes.get(end..), Some([] | [b'\n', ..] | [b'\r']) | Some([b'\r', b'\n', ..]))
}

/// Whether the quotes inside a value that starts at `start` and runs to its line's end are characters of the
/// value: no string is open where it starts (`quotes`, the text's unescaped quotes, come in pairs before it
/// on its line), and the line does not open a JSON value. (`newlines`: where the text's lines end.)
fn quoted_characters(bytes: &[u8], newlines: &[usize], quotes: &[usize], start: usize) -> bool {
    let line_start = newlines.partition_point(|&at| at < start).checked_sub(1).map_or(0, |i| newlines[i] + 1);
    let opened_before =
        quotes[quotes.partition_point(|&q| q < line_start)..quotes.partition_point(|&q| q < start)].len();
    let opens_json =
        bytes[line_start..].iter().find(|b| !b.is_ascii_whitespace()).is_some_and(|b| matches!(b, b'{' | b'['));
    opened_before % 2 == 0 && !opens_json
}

fn unescaped_quotes(bytes: &[u8]) -> Vec<usize> {
    memchr::memchr_iter(b'"', bytes).filter(|&at| !escaped_at(bytes, at)).collect()
}

fn escape_safe(bytes: &[u8], quotes: &[usize], mut start: usize, mut end: usize) -> (usize, usize) {
    let escaped_at = |at: usize| escaped_at(bytes, at);
    let unicode_escape_start = |at: usize| {
        // The backslash of a `\uXXXX` that covers `at`, if any.
        (at.saturating_sub(5)..at)
            .rev()
            .find(|&p| bytes[p] == b'\\' && bytes.get(p + 1) == Some(&b'u') && !escaped_at(p))
            .filter(|p| at < p + 6)
    };
    if start > 0 && start < bytes.len() {
        if let Some(p) = unicode_escape_start(start).filter(|p| *p < start) {
            start = p;
        } else if escaped_at(start) {
            start -= 1;
        }
    }
    if end > start && end <= bytes.len() {
        if let Some(p) = unicode_escape_start(end).filter(|p| *p + 1 < end) {
            end = (p + 6).min(bytes.len());
        } else if escaped_at(end) {
            end -= 1;
        }
    }
    // No span takes an unescaped double quote: it would be the quoting of the text (JSON) itself.
    if let Some(&quote) = quotes.get(quotes.partition_point(|&p| p < start)).filter(|&&p| p < end) {
        end = quote;
        if end > start && escaped_at(end) {
            end -= 1;
        }
    }
    (start.min(end), end)
}

/// A JSON document in a secret column with every value withheld except those of metadata fields; `None` when
/// the text is not a JSON object or array.
fn withhold_json_secrets(text: &str) -> Option<String> {
    let trimmed = text.trim_start();
    if !(trimmed.starts_with('{') || trimmed.starts_with('[')) {
        return None;
    }
    let mut value: Value = serde_json::from_str(text).ok()?;
    withhold_secrets_in(&mut value, None);
    Some(value.to_string())
}

/// Withholds every scalar of `value` except those under a key that names metadata (`algorithm`, `type`,
/// `iterations`, `created_at`) or an identifier.
fn withhold_secrets_in(value: &mut Value, key: Option<&str>) {
    let keeps = key.is_some_and(|key| {
        matches!(
            lexicon::role_of_key(key),
            lexicon::Role::Neutral | lexicon::Role::Diagnostic | lexicon::Role::Identifier | lexicon::Role::AccountId
        ) && !key.is_empty()
            && lexicon::key_parts(key).iter().any(|part| lexicon::word_is_vocabulary(part))
    });
    match value {
        Value::Object(map) => {
            for (k, v) in map.iter_mut() {
                withhold_secrets_in(v, Some(k));
            }
        }
        Value::Array(items) => {
            for item in items {
                withhold_secrets_in(item, key);
            }
        }
        Value::Null | Value::Bool(_) => {}
        _ if keeps => {}
        _ => *value = Value::String(REDACTED_CELL.to_owned()),
    }
}

/// `userPassword` → `user_Password`, so camelCase column names split into words.
fn split_camel(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    let mut previous_lower = false;
    for c in name.chars() {
        if c.is_ascii_uppercase() && previous_lower {
            out.push('_');
        }
        previous_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        out.push(c);
    }
    out
}

/// The spans found in decoded tokens' texts, in original positions, asked for token by token in text order:
/// what was found in a token maps to its start (see `view::substitute`), or overlaps it. A sweep over the
/// spans by their starts, so that a text of many tokens costs its tokens and spans, not their product.
struct TokenSpans<'f> {
    found: &'f [Span],
    /// Indexes of `found`, by start.
    by_start: Vec<usize>,
    /// How many of `by_start` have been taken into `active`.
    taken: usize,
    /// The spans that may still meet the next token, in `found`'s order.
    active: Vec<usize>,
    last_start: usize,
}

impl<'f> TokenSpans<'f> {
    fn new(found: &'f [Span]) -> Self {
        let mut by_start: Vec<usize> = (0..found.len()).collect();
        by_start.sort_by_key(|&i| found[i].start);
        TokenSpans { found, by_start, taken: 0, active: Vec::new(), last_start: 0 }
    }

    /// The spans of the token at `start..end`, in `found`'s order.
    fn in_token(&mut self, start: usize, end: usize) -> impl Iterator<Item = &'f Span> + Clone + '_ {
        // (Tokens come in text order; one that does not starts the sweep again.)
        if start < self.last_start {
            self.taken = 0;
            self.active.clear();
        }
        self.last_start = start;
        let found = self.found;
        let taken_before = self.taken;
        while let Some(&index) = self.by_start.get(self.taken)
            && found[index].start < end
        {
            self.active.push(index);
            self.taken += 1;
        }
        // A span that ends before this token's start meets no later token.
        self.active.retain(|&i| found[i].start == start || found[i].end > start);
        if self.taken > taken_before {
            self.active.sort_unstable();
        }
        self.active
            .iter()
            .map(move |&i| &found[i])
            .filter(move |s| s.start == start || (s.start < end && s.end > start))
    }
}

#[cfg(test)]
mod tests;
