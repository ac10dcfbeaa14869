//! From log entries to what the model sees: every message redacted (one [`redact::Session`] per
//! observation, so a value keeps its placeholder across patterns), mined into patterns, and summarised per
//! pattern: count, first and last time, level mix, the sources, and uniformly sampled examples.
//!
//! The summary keeps the most severe and most frequent patterns that fit the byte budget and says what it
//! left out. `toolharness log-patterns` runs exactly this code.
//!
//! # Invariant
//! Its shortcuts (a message seen before is not searched, redacted, tokenised or routed again) never change
//! the result: ids, patterns, examples and placeholders are those of entries added one by one from
//! scratch, whatever the batches, the workers and the memory's size.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet, hash_map};
use std::hash::BuildHasher;
use std::ops::Range;
use std::sync::{Arc, Mutex, PoisonError};

use redact::{Found, LineContext, Redactor, Session};
use serde_json::{Value, json};

use crate::framing::{LineHead, LogRecord};
use crate::level::Level;
use crate::mine::{TemplateMiner, Token};
use crate::time::format_timestamp;

/// Examples kept per pattern (uniformly sampled over its entries).
const EXAMPLES: usize = 3;
/// The longest example shown, in characters.
const EXAMPLE_CHARS: usize = 300;
/// Sources listed per pattern.
const SOURCES: usize = 5;

#[derive(Clone, Default)]
struct Group {
    count: usize,
    first_ms: Option<i64>,
    last_ms: Option<i64>,
    levels: BTreeMap<Level, usize>,
    sources: BTreeSet<String>,
    examples: Vec<String>,
}

/// Entries whose texts were searched for what to redact ([`Aggregator::prepare_batch`], on any thread),
/// ready for [`Aggregator::add_batch`], in order.
#[derive(Default)]
pub struct PreparedBatch {
    /// The entries' messages and sources, end to end (one allocation per batch, not two per entry).
    text: String,
    entries: Vec<Prepared>,
}

/// One log entry as the aggregator takes it (copied into the batch).
#[derive(Debug, Clone, Copy)]
pub struct Entry<'a> {
    pub timestamp_ms: Option<i64>,
    pub level: Option<Level>,
    /// The file (or pod/container) it came from; may be empty.
    pub source: &'a str,
    pub message: &'a str,
}

/// What [`Aggregator::prepare_batch`] takes: an [`Entry`], or a line parsed in place ([`LineHead`], no
/// source), so that a caller need not build entries that borrow from its parsed lines.
pub trait AsEntry {
    fn as_entry(&self) -> Entry<'_>;
}

impl AsEntry for Entry<'_> {
    fn as_entry(&self) -> Entry<'_> {
        *self
    }
}

impl AsEntry for LineHead<'_> {
    fn as_entry(&self) -> Entry<'_> {
        Entry { timestamp_ms: self.timestamp_ms, level: self.level, source: "", message: &self.message }
    }
}

impl<'a> From<&'a LogRecord> for Entry<'a> {
    fn from(record: &'a LogRecord) -> Entry<'a> {
        Entry {
            timestamp_ms: record.timestamp_ms,
            level: record.level,
            source: &record.source,
            message: &record.message,
        }
    }
}

struct Prepared {
    timestamp_ms: Option<i64>,
    level: Option<Level>,
    /// In the batch's text.
    source: Range<usize>,
    message: Range<usize>,
    source_found: Found,
    /// The message's hash under [`SeenMessages`]' hasher (the aggregator's memory is keyed by it).
    message_hash: u64,
    /// None when the preparing worker saw the same message before (in this batch or an earlier one): the
    /// aggregator has then added it already and normally remembers its result.
    message_found: Option<Found>,
    /// The line context the worker read the message in and the one it left (see [`LineContext`]); None
    /// when both are idle, as for almost every message. The worker starts each batch idle: where the
    /// aggregator's context differs from the worker's, it searches the message again itself.
    context: Option<Box<[LineContext; 2]>>,
}

/// The workers' record of the messages they have prepared for one aggregator (their hashes, each with the
/// earliest batch that searched it): a message seen in an earlier batch, or earlier in the same batch, is
/// not searched again. Shared by the clones of one record (the workers of a run): a message that repeats
/// in batches that went to different workers is searched once, not once per worker. The batch order
/// makes it exact: a worker skips a message only when a batch the aggregator adds before its own searched
/// it. A wrong "seen" (a hash shared by two messages, or a message the aggregator did not keep) costs only
/// a search on the aggregator's thread, never a different result.
#[derive(Clone)]
pub struct SeenMessages {
    hasher: foldhash::fast::RandomState,
    shards: Arc<[Mutex<rustc_hash::FxHashMap<u64, u64>>; SeenMessages::SHARDS]>,
    /// The input position of the batch being prepared (see [`SeenMessages::at_batch`]).
    batch: u64,
}

impl SeenMessages {
    /// Past this many messages the record starts again (memory stays bounded on endless input).
    const LIMIT: usize = 1 << 18;
    /// Locks, by the hash's top bits: workers rarely wait for each other.
    const SHARDS: usize = 16;

    fn new(hasher: foldhash::fast::RandomState) -> SeenMessages {
        SeenMessages { hasher, shards: Arc::new(Default::default()), batch: 0 }
    }

    fn hash(&self, message: &str) -> u64 {
        self.hasher.hash_one(message)
    }

    /// The batches prepared next are at `position` in input order (the order the aggregator adds them).
    /// Batches prepared one after another in input order need not say it.
    pub fn at_batch(&mut self, position: u64) {
        self.batch = position;
    }

    /// Whether `hash` was searched in an earlier batch or earlier in this one; records that this batch
    /// searches it otherwise.
    fn seen(&mut self, hash: u64) -> bool {
        let shard = &self.shards[(hash >> 60) as usize % SeenMessages::SHARDS];
        let mut hashes = shard.lock().unwrap_or_else(PoisonError::into_inner);
        if hashes.len() >= SeenMessages::LIMIT / SeenMessages::SHARDS {
            hashes.clear();
        }
        match hashes.entry(hash) {
            hash_map::Entry::Occupied(mut searched_in) => {
                if *searched_in.get() <= self.batch {
                    return true;
                }
                // Only a later batch searched it: this one, added first, must.
                searched_in.insert(self.batch);
                false
            }
            hash_map::Entry::Vacant(slot) => {
                slot.insert(self.batch);
                false
            }
        }
    }

    /// Takes back that `hash` was searched: its message opened a line context, so the aggregator will not
    /// remember it, and a worker that skipped it would not know the context it opens.
    fn forget(&mut self, hash: u64) {
        let shard = &self.shards[(hash >> 60) as usize % SeenMessages::SHARDS];
        shard.lock().unwrap_or_else(PoisonError::into_inner).remove(&hash);
    }
}

/// The aggregator's memory of each distinct message it added: its redacted text and mining tokens. Logs
/// repeat messages (the Loghub samples: about half their lines within 256 KiB), and a repeat redacts to
/// exactly its first one's text (its values already have their numbers), so it is neither redacted nor
/// tokenised again. Only messages that leave a [`Session`] as they found it except for numbering are kept
/// (none inside or opening a private key).
struct Memory {
    /// At most this many bytes (see [`Memory::bytes`]), then it starts again (0: it keeps nothing).
    limit_bytes: usize,
    /// By message hash (already seeded and random, so a plain integer hash spreads it).
    entries: rustc_hash::FxHashMap<u64, Remembered>,
    /// The messages and redacted texts, end to end.
    text: String,
    tokens: Vec<Token>,
}

struct Remembered {
    message: Range<usize>,
    /// Where the redacted text differs from the message.
    redacted: Option<Range<usize>>,
    tokens: Range<usize>,
    /// The miner's generation after the message was last placed, and its pattern.
    placed: (u64, usize),
}

impl Memory {
    /// Past this many bytes ([`Memory::bytes`]) the memory starts again: bounded, and it follows a log
    /// whose messages change over time. When it starts again, the workers still skip the search of
    /// messages they saw, which then runs on the aggregator's thread: too small a memory costs more than
    /// it saves (BENCHMARKS.md, throughput against Drain3, has the measurement).
    const LIMIT_BYTES: usize = 64 << 20;
    /// A table entry's share of the memory, counted twice over (the table keeps spare room).
    const PER_ENTRY: usize = 2 * (size_of::<u64>() + size_of::<Remembered>());

    fn new(limit_bytes: usize) -> Memory {
        Memory { limit_bytes, entries: Default::default(), text: String::new(), tokens: Vec::new() }
    }

    /// The remembered entry of `message` (found by `hash`, compared in full), and the tokens its
    /// `tokens` range is in.
    fn get_mut(&mut self, hash: u64, message: &str) -> Option<(&mut Remembered, &[Token])> {
        let Memory { entries, text, tokens, .. } = self;
        entries.get_mut(&hash).filter(|r| &text[r.message.clone()] == message).map(|r| (r, tokens.as_slice()))
    }

    /// What it holds, in bytes: texts, tokens and the table (counted generously, so that short messages
    /// cannot make the table outgrow the limit).
    fn bytes(&self) -> usize {
        self.text.len() + size_of::<Token>() * self.tokens.len() + Memory::PER_ENTRY * self.entries.len()
    }

    /// Remembers `message` (unless its hash is taken); its tokens are `self.tokens[tokens]`, the last
    /// ones pushed.
    fn remember(&mut self, hash: u64, message: &str, redacted: &str, mut tokens: Range<usize>, placed: (u64, usize)) {
        let adding = message.len() + redacted.len() + Memory::PER_ENTRY;
        if adding + size_of::<Token>() * tokens.len() > self.limit_bytes {
            // Larger than the whole memory (or no memory at all): not kept.
            self.tokens.truncate(tokens.start);
            return;
        }
        if self.bytes() + adding > self.limit_bytes {
            self.entries.clear();
            self.text.clear();
            self.tokens.drain(..tokens.start);
            tokens = 0..self.tokens.len();
        }
        if let hash_map::Entry::Vacant(slot) = self.entries.entry(hash) {
            let message_range = push(&mut self.text, message);
            let redacted = (redacted != message).then(|| push(&mut self.text, redacted));
            slot.insert(Remembered { message: message_range, redacted, tokens, placed });
        }
    }
}

/// Appends `part` to `text`; returns where it is.
fn push(text: &mut String, part: &str) -> Range<usize> {
    let start = text.len();
    text.push_str(part);
    start..text.len()
}

/// Where an entry's redacted text is, should it be sampled as an example.
enum Redacted {
    /// The message itself (nothing to redact).
    Message,
    /// The aggregator's buffer.
    Buffer,
    /// The memory's text.
    Remembered(Range<usize>),
}

impl Redacted {
    fn text<'a>(&self, message: &'a str, buffer: &'a str, memory: &'a str) -> &'a str {
        match self {
            Redacted::Message => message,
            Redacted::Buffer => buffer,
            Redacted::Remembered(range) => &memory[range.clone()],
        }
    }
}

pub struct Aggregator<'r> {
    redactor: &'r Redactor,
    session: Session,
    miner: TemplateMiner,
    memory: Memory,
    /// The hasher of messages, shared with the workers' [`SeenMessages`].
    message_hasher: foldhash::fast::RandomState,
    groups: Vec<Group>,
    entries: usize,
    rng: u64,
}

impl<'r> Aggregator<'r> {
    pub fn new(redactor: &'r Redactor) -> Aggregator<'r> {
        Aggregator::with_memory(redactor, Memory::LIMIT_BYTES)
    }

    /// An aggregator whose memory of messages holds at most `limit_bytes` (0: none).
    fn with_memory(redactor: &'r Redactor, limit_bytes: usize) -> Aggregator<'r> {
        Aggregator {
            redactor,
            session: Session::new(),
            miner: TemplateMiner::default(),
            memory: Memory::new(limit_bytes),
            message_hasher: Default::default(),
            groups: Vec::new(),
            entries: 0,
            rng: 0x9E37_79B9_7F4A_7C15,
        }
    }

    /// A deterministic xorshift, for the reservoir sampling of examples.
    fn random(&mut self) -> u64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }

    /// Adds one entry (oldest first gives the most stable patterns); returns its pattern id.
    pub fn add(&mut self, timestamp_ms: Option<i64>, level: Option<Level>, source: &str, message: &str) -> usize {
        let entry = Entry { timestamp_ms, level, source, message };
        let batch = Aggregator::prepare_batch(self.redactor, &mut self.seen_messages(), [entry]);
        self.add_batch(batch)[0]
    }

    /// An empty record of seen messages for the workers that prepare batches for this aggregator (cloned
    /// for each, kept across their batches; see [`SeenMessages::at_batch`]).
    pub fn seen_messages(&self) -> SeenMessages {
        SeenMessages::new(self.message_hasher.clone())
    }

    /// The half of adding entries that needs no aggregator: the redaction search of their texts, on any
    /// thread. A message `seen` before is not searched again ([`Aggregator::add_batch`] remembers it).
    pub fn prepare_batch<E: AsEntry>(
        redactor: &Redactor,
        seen: &mut SeenMessages,
        entries: impl IntoIterator<Item = E>,
    ) -> PreparedBatch {
        let mut batch = PreparedBatch::default();
        Aggregator::prepare_into(redactor, seen, entries, &mut batch);
        batch
    }

    /// [`Aggregator::prepare_batch`] into `batch` (emptied first), reusing its buffers: a caller that
    /// hands the batches [`Aggregator::add_prepared`] empties back for reuse allocates them only once.
    pub fn prepare_into<E: AsEntry>(
        redactor: &Redactor,
        seen: &mut SeenMessages,
        new_entries: impl IntoIterator<Item = E>,
        batch: &mut PreparedBatch,
    ) {
        let new_entries = new_entries.into_iter();
        let PreparedBatch { text, entries } = batch;
        entries.clear();
        text.clear();
        entries.reserve(new_entries.size_hint().0);
        // Sized for typical lines; it grows (by doubling) for longer ones.
        text.reserve(new_entries.size_hint().0 * 96);
        // The context of the batch's first entry is unknown here: guessed idle (the aggregator checks).
        let mut context = LineContext::default();
        for entry in new_entries {
            let entry = entry.as_entry();
            // Entries of a batch mostly share their source (one file): kept and searched once per run of
            // it. (Emptiness first: comparing two empty strings made glibc's AVX-512 memcmp load from
            // their dangling pointers, a masked load that cost a microcode assist on every entry.)
            let (source, source_found) = match entries.last() {
                _ if entry.source.is_empty() => (0..0, Found::default()),
                Some(previous) if text[previous.source.clone()] == *entry.source => {
                    (previous.source.clone(), previous.source_found.clone())
                }
                _ => (push(text, entry.source), redactor.find(entry.source)),
            };
            let message_hash = seen.hash(entry.message);
            let before = (!context.is_idle()).then(|| context.clone());
            // Only messages read in an idle context and leaving it idle are remembered by the aggregator,
            // so only they may be skipped (and the context stays idle).
            let message_found = if before.is_none() && seen.seen(message_hash) {
                None
            } else {
                let found = redactor.find_in_context(entry.message, &mut context);
                if before.is_none() && !context.is_idle() {
                    seen.forget(message_hash);
                }
                Some(found)
            };
            let context = match before {
                None if context.is_idle() => None,
                before => Some(Box::new([before.unwrap_or_default(), context.clone()])),
            };
            entries.push(Prepared {
                timestamp_ms: entry.timestamp_ms,
                level: entry.level,
                source,
                message: push(text, entry.message),
                source_found,
                message_hash,
                message_found,
                context,
            });
        }
    }

    /// The half that needs the aggregator, in entry order: numbering, mining, the patterns' figures.
    /// Returns each entry's pattern id. The result is the same as adding the entries one by one.
    pub fn add_batch(&mut self, mut batch: PreparedBatch) -> Vec<usize> {
        let mut ids = Vec::with_capacity(batch.entries.len());
        self.add_prepared(&mut batch, &mut ids);
        ids
    }

    /// [`Aggregator::add_batch`], the ids appended to `ids`; leaves the batch empty, its buffers kept for
    /// [`Aggregator::prepare_into`].
    pub fn add_prepared(&mut self, batch: &mut PreparedBatch, ids: &mut Vec<usize>) {
        self.add_prepared_showing(batch, ids, |_| {});
    }

    /// [`Aggregator::add_prepared`], each entry's redacted text handed to `shown` in order.
    pub(crate) fn add_prepared_showing(
        &mut self,
        batch: &mut PreparedBatch,
        ids: &mut Vec<usize>,
        mut shown: impl FnMut(&str),
    ) {
        ids.reserve(batch.entries.len());
        let mut buffer = String::new();
        let PreparedBatch { text: batch_text, entries } = batch;
        for entry in entries.drain(..) {
            let message = &batch_text[entry.message.clone()];
            let in_key = self.session.in_private_key();
            let idle = self.session.line_context().is_idle();
            // A remembered message is only its own repeat outside a private key and a line context.
            let remembered = if in_key || !idle { None } else { self.memory.get_mut(entry.message_hash, message) };
            self.entries += 1;
            let (id, redacted) = match remembered {
                Some((remembered, tokens)) => {
                    // Placed again only where the patterns changed since it was last placed.
                    let id = match remembered.placed {
                        (generation, id) if generation == self.miner.generation() => self.miner.place_again(id),
                        _ => self.miner.place(&tokens[remembered.tokens.clone()]),
                    };
                    remembered.placed = (self.miner.generation(), id);
                    (id, remembered.redacted.clone().map_or(Redacted::Message, Redacted::Remembered))
                }
                None => {
                    let (guessed_before, guessed_after) = match entry.context.as_deref() {
                        Some([before, after]) => (before, Some(after)),
                        None => (&LineContext::default(), None),
                    };
                    let found = match &entry.message_found {
                        // Inside a private key the text is key material, whatever it holds (`apply_into`
                        // reads no spans there), and the line context waits (as in `Redactor::redact`).
                        _ if in_key => Cow::Owned(Found::default()),
                        Some(found) if guessed_before == self.session.line_context() => {
                            *self.session.line_context_mut() = guessed_after.cloned().unwrap_or_default();
                            Cow::Borrowed(found)
                        }
                        _ => Cow::Owned(self.redactor.find_in_context(message, self.session.line_context_mut())),
                    };
                    let plain = !in_key && !found.holds_private_key() && idle && self.session.line_context().is_idle();
                    // Redacted into a reused buffer (or not at all when nothing was found).
                    let unchanged = found.is_empty() && !in_key && !self.session.recalls_in(message);
                    let (redacted, text) = if unchanged {
                        (Redacted::Message, message)
                    } else {
                        self.redactor.apply_into(message, &found, &mut self.session, &mut buffer);
                        (Redacted::Buffer, buffer.as_str())
                    };
                    // Patterns come from the entry's first line; a stack trace below it stays in the examples.
                    let start = self.memory.tokens.len();
                    self.miner.tokenize_into(text.lines().next().unwrap_or(""), &mut self.memory.tokens);
                    let id = self.miner.place(&self.memory.tokens[start..]);
                    if plain {
                        let tokens = start..self.memory.tokens.len();
                        let placed = (self.miner.generation(), id);
                        self.memory.remember(entry.message_hash, message, text, tokens, placed);
                    } else {
                        self.memory.tokens.truncate(start);
                    }
                    (id, redacted)
                }
            };
            shown(redacted.text(message, &buffer, &self.memory.text));
            if let Some(slot) = self.count(id, &entry, &batch_text[entry.source.clone()]) {
                let text = redacted.text(message, &buffer, &self.memory.text);
                let example = shorten(text, EXAMPLE_CHARS);
                let examples = &mut self.groups[id].examples;
                if slot == examples.len() {
                    examples.push(example);
                } else {
                    examples[slot] = example;
                }
            }
            ids.push(id);
        }
        batch_text.clear();
    }

    /// An entry's share of its pattern's figures; returns the example slot its text should take, if any
    /// (reservoir sampling: only a sampled entry's text is copied).
    fn count(&mut self, id: usize, entry: &Prepared, source: &str) -> Option<usize> {
        if id == self.groups.len() {
            self.groups.push(Group {
                count: 0,
                first_ms: None,
                last_ms: None,
                levels: BTreeMap::new(),
                sources: BTreeSet::new(),
                examples: Vec::new(),
            });
        }
        let seen = self.groups[id].count + 1;
        let slot = (self.random() % seen as u64) as usize;
        let source = if source.is_empty() {
            None
        } else {
            Some(self.redactor.apply(source, &entry.source_found, &mut self.session))
        };
        let group = &mut self.groups[id];
        group.count = seen;
        if let Some(time) = entry.timestamp_ms {
            group.first_ms = Some(group.first_ms.map_or(time, |t| t.min(time)));
            group.last_ms = Some(group.last_ms.map_or(time, |t| t.max(time)));
        }
        if let Some(level) = entry.level {
            *group.levels.entry(level).or_default() += 1;
        }
        if let Some(source) = source {
            if group.sources.len() < SOURCES {
                group.sources.insert(source.into_owned());
            }
        }
        if group.examples.len() < EXAMPLES { Some(group.examples.len()) } else { (slot < EXAMPLES).then_some(slot) }
    }

    /// The pattern text of an id.
    pub fn template(&self, id: usize) -> String {
        self.miner.template(id)
    }

    /// Per pattern id, its label `P<n>`: stable per final pattern text (patterns that ended with the same
    /// text share it), numbered by first appearance of the text.
    pub fn pattern_labels(&self) -> Vec<String> {
        let mut by_text: BTreeMap<String, usize> = BTreeMap::new();
        self.miner
            .final_templates()
            .into_iter()
            .take(self.groups.len())
            .map(|text| {
                let next = by_text.len() + 1;
                format!("P{}", by_text.entry(text).or_insert(next))
            })
            .collect()
    }

    /// The model's view, at most `max_bytes` of JSON: the most severe, then most frequent patterns first.
    /// Returns the value and whether something was left out or cut.
    /// How many values of each kind redaction replaced so far.
    pub fn redaction_counts(&self) -> Vec<(&'static str, usize)> {
        self.session.counts()
    }

    pub fn summary(&self, max_bytes: usize, extra: Value) -> (Value, bool) {
        let groups = self.final_groups();
        let mut order: Vec<usize> = (0..groups.len()).collect();
        let severity = |g: &Group| g.levels.keys().next_back().copied();
        order.sort_by(|a, b| {
            let (ga, gb) = (&groups[*a].1, &groups[*b].1);
            severity(gb).cmp(&severity(ga)).then(gb.count.cmp(&ga.count)).then(a.cmp(b))
        });
        // All entries' levels and times.
        let mut all = Group::default();
        for (_, group) in &groups {
            for (level, n) in &group.levels {
                *all.levels.entry(*level).or_default() += n;
            }
            all.first_ms = min_opt(all.first_ms, group.first_ms);
            all.last_ms = max_opt(all.last_ms, group.last_ms);
        }
        let mut items: Vec<Value> = Vec::new();
        let mut truncated = false;
        let mut shown_entries = 0;
        for id in order {
            let (template, group) = &groups[id];
            let mut fitted = false;
            // Fewer examples before fewer patterns.
            for examples in (0..=EXAMPLES).rev() {
                items.push(item(template, group, examples));
                let candidate = self.wrap(&items, groups.len(), &all, shown_entries + group.count, &extra);
                if candidate.to_string().len() <= max_bytes {
                    shown_entries += group.count;
                    truncated |= examples < group.examples.len();
                    fitted = true;
                    break;
                }
                items.pop();
            }
            if !fitted {
                // The rest are less severe or rarer: they stay out, and the summary says how many.
                truncated = true;
                break;
            }
        }
        let value = self.wrap(&items, groups.len(), &all, shown_entries, &extra);
        (value, truncated || items.len() < groups.len())
    }

    /// The patterns as the post-pass leaves them ([`TemplateMiner::final_templates`]): the figures of
    /// patterns that ended with one text added up (examples in the order of the patterns, up to the
    /// number shown), in order of first appearance.
    fn final_groups(&self) -> Vec<(String, Group)> {
        let mut index: BTreeMap<String, usize> = BTreeMap::new();
        let mut merged: Vec<(String, Group)> = Vec::new();
        for (template, group) in self.miner.final_templates().into_iter().zip(&self.groups) {
            let at = *index.entry(template.clone()).or_insert_with(|| {
                merged.push((template, Group::default()));
                merged.len() - 1
            });
            let into = &mut merged[at].1;
            into.count += group.count;
            into.first_ms = min_opt(into.first_ms, group.first_ms);
            into.last_ms = max_opt(into.last_ms, group.last_ms);
            for (level, n) in &group.levels {
                *into.levels.entry(*level).or_default() += n;
            }
            for source in &group.sources {
                if into.sources.len() < SOURCES {
                    into.sources.insert(source.clone());
                }
            }
            let room = EXAMPLES.saturating_sub(into.examples.len());
            into.examples.extend(group.examples.iter().take(room).cloned());
        }
        merged
    }

    fn wrap(&self, items: &[Value], patterns: usize, all: &Group, shown_entries: usize, extra: &Value) -> Value {
        let levels: BTreeMap<&str, usize> = all.levels.iter().map(|(l, n)| (l.as_str(), *n)).collect();
        let redacted: BTreeMap<&str, usize> = self.session.counts().into_iter().collect();
        let mut summary = json!({
            "entries": self.entries,
            "patterns": patterns,
            "patterns_shown": items.len(),
            "entries_in_patterns_not_shown": self.entries - shown_entries.min(self.entries),
            "levels": levels,
        });
        if let (Some(first), Some(last)) = (all.first_ms, all.last_ms) {
            summary["from"] = json!(format_timestamp(first));
            summary["to"] = json!(format_timestamp(last));
        }
        if !redacted.is_empty() {
            summary["redacted_values"] = json!(redacted);
        }
        if let Value::Object(extra) = extra {
            for (key, value) in extra {
                summary[key] = value.clone();
            }
        }
        json!({ "items": items, "summary": summary })
    }
}

/// One pattern of the summary, with at most `examples` examples.
fn item(template: &str, group: &Group, examples: usize) -> Value {
    let levels: BTreeMap<&str, usize> = group.levels.iter().map(|(l, n)| (l.as_str(), *n)).collect();
    let mut item = json!({
        "pattern": template,
        "count": group.count,
    });
    if !levels.is_empty() {
        item["levels"] = json!(levels);
    }
    if let (Some(first), Some(last)) = (group.first_ms, group.last_ms) {
        item["first_seen"] = json!(format_timestamp(first));
        item["last_seen"] = json!(format_timestamp(last));
    }
    if !group.sources.is_empty() {
        item["sources"] = json!(group.sources);
    }
    if examples > 0 {
        item["examples"] = json!(group.examples.iter().take(examples).collect::<Vec<_>>());
    }
    item
}

fn min_opt(a: Option<i64>, b: Option<i64>) -> Option<i64> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

fn max_opt(a: Option<i64>, b: Option<i64>) -> Option<i64> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.max(b)),
        (a, b) => a.or(b),
    }
}

fn shorten(text: &str, max_chars: usize) -> String {
    match text.char_indices().nth(max_chars) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_are_summarised_severe_first_and_within_the_budget() {
        let redactor = Redactor::new();
        let mut aggregator = Aggregator::new(&redactor);
        for i in 0..500 {
            aggregator.add(Some(1_000 + i), Some(Level::Info), "api", &format!("GET /health 200 in {i} ms"));
        }
        for i in 0..7 {
            let message = format!("payment failed for 10.0.0.{i} password=hunter{i}");
            aggregator.add(Some(2_000 + i), Some(Level::Error), "pay", &message);
        }
        let (value, _) = aggregator.summary(4096, json!({}));
        let text = value.to_string();
        assert!(text.len() <= 4096);
        assert!(!text.contains("hunter") && !text.contains("10.0.0."), "{text}");
        assert_eq!(value["items"][0]["count"], 7, "errors first");
        assert_eq!(value["items"][1]["count"], 500);
        assert_eq!(value["summary"]["entries"], 507);
        let (small, truncated) = aggregator.summary(700, json!({}));
        assert!(small.to_string().len() <= 700 && truncated);
        assert_eq!(small["summary"]["patterns_shown"], 1);
    }

    /// The memory stays within its limit (counting its table) however short and many the messages.
    /// Patterns the post-pass merges are one item of the summary (their figures added up) and share one
    /// label.
    #[test]
    fn merged_patterns_are_one_item_and_one_label() {
        let redactor = Redactor::new();
        let mut aggregator = Aggregator::new(&redactor);
        let users = ["bob", "alice", "erin", "frank", "carol", "heidi"];
        let ids: Vec<usize> = users
            .iter()
            .enumerate()
            .map(|(i, user)| {
                let level = if i == 0 { Level::Warn } else { Level::Info };
                aggregator.add(Some(1_000 * i as i64), Some(level), "auth.log", &format!("user {user} logged in"))
            })
            .collect();
        assert!(ids.windows(2).any(|w| w[0] != w[1]), "the tree keeps the users apart");
        let labels = aggregator.pattern_labels();
        assert!(ids.iter().all(|id| labels[*id] == labels[ids[0]]));
        let (summary, _) = aggregator.summary(1 << 16, json!({}));
        let items = summary["items"].as_array().unwrap();
        assert_eq!(items.len(), 1, "{summary}");
        assert_eq!(items[0]["pattern"], "user <*> logged in");
        assert_eq!(items[0]["count"], 6);
        assert_eq!(items[0]["levels"], json!({ "INFO": 5, "WARN": 1 }));
        assert_eq!(items[0]["examples"].as_array().unwrap().len(), EXAMPLES);
        assert_eq!(summary["summary"]["patterns"], 1);
        assert_eq!(items[0]["first_seen"], "1970-01-01T00:00:00.000Z");
        assert_eq!(items[0]["last_seen"], "1970-01-01T00:00:05.000Z");
    }

    #[test]
    fn the_memory_of_messages_stays_bounded() {
        let redactor = Redactor::new();
        let limit = 64 * 1024;
        let mut aggregator = Aggregator::with_memory(&redactor, limit);
        let mut largest = 0;
        for i in 0..20_000 {
            aggregator.add(None, None, "", &format!("w{i}"));
            largest = largest.max(aggregator.memory.bytes());
        }
        assert!(largest <= limit, "{largest} bytes");
        assert!(!aggregator.memory.entries.is_empty());
    }

    /// Messages of a few words and numbers (which mine as wildcards), repeated in a random order: patterns
    /// start, generalise and win messages from each other all along, and a remembered message must go
    /// exactly where it would go from scratch.
    #[test]
    fn remembered_placements_follow_the_patterns_as_they_change() {
        let mut state = 3u64;
        let mut draw = |n: u64| {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % n
        };
        let words = ["a", "b", "c", "1", "2", "x"];
        let distinct: Vec<String> = (0..300)
            .map(|_| {
                let length = 3 + draw(4);
                (0..length).map(|_| words[draw(words.len() as u64) as usize]).collect::<Vec<_>>().join(" ")
            })
            .collect();
        // Skewed: the lesser of two draws.
        let messages: Vec<&str> = (0..6_000).map(|_| distinct[draw(300).min(draw(300)) as usize].as_str()).collect();
        let redactor = Redactor::new();
        let mut reference = Aggregator::with_memory(&redactor, 0);
        let expected: Vec<usize> = messages.iter().map(|m| reference.add(None, None, "", m)).collect();
        let mut remembering = Aggregator::new(&redactor);
        let ids: Vec<usize> = messages.iter().map(|m| remembering.add(None, None, "", m)).collect();
        assert!(ids == expected, "ids differ from message {:?}", ids.iter().zip(&expected).position(|(a, b)| a != b));
        assert_eq!(remembering.pattern_labels(), reference.pattern_labels());
    }

    /// Workers share their record of searched messages by batch position: a message is searched once
    /// whichever worker prepares it, in the batch that comes first in input order even when a later batch
    /// was prepared first; the result is that of adding the entries one by one.
    #[test]
    fn workers_search_a_repeated_message_once_in_its_first_batch() {
        let redactor = Redactor::new();
        let line = |i: usize| format!("login failed for ann@example.com from 10.0.0.{}", i % 2);
        let chunks: Vec<Vec<String>> = (0..3).map(|c| (0..4).map(|i| line(c + i)).collect()).collect();
        fn entries(chunk: &[String]) -> Vec<Entry<'_>> {
            chunk.iter().map(|message| Entry { timestamp_ms: None, level: None, source: "", message }).collect()
        }
        let mut reference = Aggregator::new(&redactor);
        let expected: Vec<usize> = chunks.concat().iter().map(|m| reference.add(None, None, "", m)).collect();
        let mut aggregator = Aggregator::new(&redactor);
        let mut seen = [aggregator.seen_messages(), aggregator.seen_messages()];
        // Batch 1 is prepared before batch 0, batch 2 last, by alternating workers.
        let mut prepared: Vec<(usize, PreparedBatch)> = [1usize, 0, 2]
            .iter()
            .map(|&position| {
                let worker = &mut seen[position % 2];
                worker.at_batch(position as u64);
                (position, Aggregator::prepare_batch(&redactor, worker, entries(&chunks[position])))
            })
            .collect();
        prepared.sort_by_key(|(position, _)| *position);
        let searched = |batch: &PreparedBatch| batch.entries.iter().filter(|e| e.message_found.is_some()).count();
        // Two distinct messages: batch 1, prepared first, searched both (it could not know batch 0 holds
        // them); batch 0 searched them again, as it is added first; batch 2 found them searched.
        assert_eq!(prepared.iter().map(|(_, batch)| searched(batch)).collect::<Vec<_>>(), [2, 2, 0]);
        let ids: Vec<usize> = prepared.into_iter().flat_map(|(_, batch)| aggregator.add_batch(batch)).collect();
        assert_eq!(ids, expected);
    }

    /// Repeated messages take shortcuts (not searched again by a worker that saw them, not redacted or
    /// tokenised again by the aggregator that remembers them): the figures, examples and numbering are
    /// still exactly those of adding every entry from scratch, also where a repeated line opens a private
    /// key (so that the lines after it must be key material), where a worker's "seen" is not in the
    /// aggregator's memory, and where the memory starts again often.
    #[test]
    fn repeats_add_as_entries_from_scratch() {
        let lines = [
            "login failed for ann@example.com from 10.0.0.7",
            "login failed for bob@example.com from 10.0.0.8",
            "disk /dev/sda1 is 91% full",
            "-----BEGIN RSA PRIVATE KEY-----",
            "MIIEowIBAAKCAQEA7b3kZ9cGq1x",
            "-----END RSA PRIVATE KEY-----",
            "token=ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789 rejected",
        ];
        let mut state = 7u64;
        let records: Vec<LogRecord> = (0..3_000u64)
            .map(|i| {
                // A skewed pseudo-random mix (the lesser of two draws): some lines repeat often, some
                // rarely; sources change in runs. Messages of many values repeat less often; one has a
                // secret on its second line.
                let mut draw = || {
                    state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                    (state >> 33) as usize % (lines.len() + 3)
                };
                let pick = draw().min(draw());
                let message = match pick.checked_sub(lines.len()) {
                    None => lines[pick].to_owned(),
                    Some(0) => format!("user u{} from 10.1.{}.{} took {} ms", i % 37, i % 5, i % 11, i % 13),
                    Some(1) => format!("java.lang.IllegalStateException: boom\n\tat conn password=hunter{}", i % 3),
                    Some(_) => format!("GET /api/v1/items/{} 200", i % 50),
                };
                LogRecord {
                    timestamp_ms: Some(i as i64 * 10),
                    level: Some(if pick == 0 { Level::Warn } else { Level::Info }),
                    source: format!("/var/log/app-{}.log", i / 700),
                    message,
                }
            })
            .collect();
        // A message that moves: it starts a pattern, another generalises that pattern (it stays there),
        // a third starts a pattern nearer to it, and it then joins that one (a remembered placement
        // must not stick).
        let moving =
            ["cache warm alpha x beta y gamma", "cache warm one x two y three", "cache warm alpha q beta y gamma"];
        let records: Vec<LogRecord> = [moving[0], moving[1], moving[0], moving[2], moving[0]]
            .iter()
            .map(|message| LogRecord {
                timestamp_ms: None,
                level: None,
                source: String::new(),
                message: (*message).to_owned(),
            })
            .chain(records)
            .collect();
        let redactor = Redactor::new();
        let mut reference = Aggregator::with_memory(&redactor, 0);
        let expected: Vec<usize> =
            records.iter().map(|r| reference.add(r.timestamp_ms, r.level, &r.source, &r.message)).collect();
        let expected_summary = reference.summary(1 << 20, json!({}));
        assert_eq!(expected[0], expected[2]);
        assert_ne!(expected[2], expected[4], "the moving message must move");
        for limit_bytes in [Memory::LIMIT_BYTES, 300, 0] {
            let mut batched = Aggregator::with_memory(&redactor, limit_bytes);
            // Two workers' records, batches handed out in turn.
            let mut seen = [batched.seen_messages(), batched.seen_messages()];
            let mut ids = Vec::new();
            for (index, chunk) in records.chunks(700).enumerate() {
                seen[index % 2].at_batch(index as u64);
                let batch = Aggregator::prepare_batch(&redactor, &mut seen[index % 2], chunk.iter().map(Entry::from));
                ids.extend(batched.add_batch(batch));
            }
            assert!(
                ids == expected,
                "memory of {limit_bytes} bytes: pattern ids differ from entry {:?}",
                ids.iter().zip(&expected).position(|(a, b)| a != b)
            );
            assert_eq!(batched.summary(1 << 20, json!({})), expected_summary, "memory of {limit_bytes} bytes");
        }
        let text = expected_summary.0.to_string();
        assert!(!text.contains("ann@") && !text.contains("ghp_") && !text.contains("hunter"), "{text}");
    }
}
