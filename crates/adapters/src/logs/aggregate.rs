//! From log entries to what the model sees: every message redacted (one [`redact::Session`] per
//! observation, so a value keeps its placeholder across patterns), mined into patterns, and summarised per
//! pattern: count, first and last time, level mix, the sources, and uniformly sampled examples.
//!
//! The summary keeps the most severe and most frequent patterns that fit the byte budget and says what it
//! left out. `toolharness log-patterns` runs exactly this code.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::ops::Range;

use redact::{Found, Redactor, Session};
use serde_json::{Value, json};

use super::patterns::{TemplateMiner, Token};
use super::record::{Level, LogRecord, format_timestamp};

/// Examples kept per pattern (uniformly sampled over its entries).
const EXAMPLES: usize = 3;
/// The longest example shown, in characters.
const EXAMPLE_CHARS: usize = 300;
/// Sources listed per pattern.
const SOURCES: usize = 5;

struct Group {
    count: usize,
    first_ms: Option<i64>,
    last_ms: Option<i64>,
    levels: BTreeMap<Level, usize>,
    sources: BTreeSet<String>,
    examples: Vec<String>,
}

/// Entries whose texts were searched for what to redact ([`Aggregator::prepare_batch`], stateless, any
/// thread), ready for [`Aggregator::add_batch`], in order.
pub struct PreparedBatch {
    entries: Vec<Prepared>,
}

struct Prepared {
    record: LogRecord,
    source_found: Found,
    /// Empty when the message repeats an earlier one of the batch (its search is the first one's).
    message_found: Found,
    /// The index in the batch of the first entry with the same message.
    repeat_of: Option<usize>,
}

pub struct Aggregator<'r> {
    redactor: &'r Redactor,
    session: Session,
    miner: TemplateMiner,
    groups: Vec<Group>,
    entries: usize,
    rng: u64,
}

impl<'r> Aggregator<'r> {
    pub fn new(redactor: &'r Redactor) -> Aggregator<'r> {
        Aggregator {
            redactor,
            session: Session::new(),
            miner: TemplateMiner::default(),
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
        let record = LogRecord { timestamp_ms, level, source: source.to_owned(), message: message.to_owned() };
        let batch = Aggregator::prepare_batch(self.redactor, [record]);
        self.add_batch(batch)[0]
    }

    /// The stateless half of adding entries: the redaction search of their texts. Logs repeat messages
    /// (the Loghub samples: about half their lines), so a message that repeats an earlier one of the
    /// batch is not searched again, and [`Aggregator::add_batch`] reuses the first one's mining.
    pub fn prepare_batch(redactor: &Redactor, records: impl IntoIterator<Item = LogRecord>) -> PreparedBatch {
        let records: Vec<LogRecord> = records.into_iter().collect();
        // Keyed by the text itself (compared in full), under a per-process random hash seed.
        let mut first_with: HashMap<&str, usize, foldhash::fast::RandomState> =
            HashMap::with_capacity_and_hasher(records.len(), Default::default());
        let repeat_of: Vec<Option<usize>> = records
            .iter()
            .enumerate()
            .map(|(index, record)| {
                let first = *first_with.entry(record.message.as_str()).or_insert(index);
                (first != index).then_some(first)
            })
            .collect();
        let mut entries: Vec<Prepared> = Vec::with_capacity(records.len());
        for (record, repeat_of) in records.into_iter().zip(repeat_of) {
            // Entries of a batch mostly share their source (one file): searched once per run of it.
            // (Emptiness first: comparing two empty strings made glibc's AVX-512 memcmp load from their
            // dangling pointers, a masked load that cost a microcode assist on every entry.)
            let source_found = match entries.last() {
                _ if record.source.is_empty() => Found::default(),
                Some(previous) if previous.record.source == record.source => previous.source_found.clone(),
                _ => redactor.find(&record.source),
            };
            let message_found = if repeat_of.is_some() { Found::default() } else { redactor.find(&record.message) };
            entries.push(Prepared { record, source_found, message_found, repeat_of });
        }
        PreparedBatch { entries }
    }

    /// The stateful half, in entry order: numbering, mining, the patterns' figures. Returns each entry's
    /// pattern id. The result is the same as adding the entries one by one.
    pub fn add_batch(&mut self, batch: PreparedBatch) -> Vec<usize> {
        let entries = batch.entries;
        let mut ids = Vec::with_capacity(entries.len());
        // Each entry's mining tokens (a range of `tokens`), so that a repeat is not tokenised again; none
        // where the text was not redacted by its spans alone (inside or opening a private key).
        let mut tokens: Vec<Token> = Vec::new();
        let mut token_ranges: Vec<Option<Range<usize>>> = Vec::with_capacity(entries.len());
        let mut buffer = String::new();
        for entry in &entries {
            let first = entry.repeat_of.map_or(entry, |first| &entries[first]);
            let found = &first.message_found;
            // Such a text is exactly the same as its first one's (its values already have their numbers).
            let plain = !self.session.in_private_key() && !found.holds_private_key();
            let reusable = entry.repeat_of.and_then(|first| token_ranges[first].clone()).filter(|_| plain);
            self.entries += 1;
            let (id, redacted) = match reusable {
                Some(range) => {
                    token_ranges.push(Some(range.clone()));
                    (self.miner.place(&tokens[range]), None)
                }
                None => {
                    // Redacted into a reused buffer (or not at all when nothing was found).
                    let message = entry.record.message.as_str();
                    let redacted = if found.is_empty() && !self.session.in_private_key() {
                        message
                    } else {
                        self.redactor.apply_into(message, found, &mut self.session, &mut buffer);
                        buffer.as_str()
                    };
                    // Patterns come from the entry's first line; a stack trace below it stays in the examples.
                    let start = tokens.len();
                    self.miner.tokenize_into(redacted.lines().next().unwrap_or(""), &mut tokens);
                    token_ranges.push(plain.then_some(start..tokens.len()));
                    (self.miner.place(&tokens[start..]), Some(redacted))
                }
            };
            self.count(id, entry, found, redacted);
            ids.push(id);
        }
        ids
    }

    /// An entry's share of its pattern's figures. `found` is its message's search, `redacted` its
    /// message's text if it was made.
    fn count(&mut self, id: usize, entry: &Prepared, found: &Found, redacted: Option<&str>) {
        let record = &entry.record;
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
        let source = if record.source.is_empty() {
            None
        } else {
            Some(self.redactor.apply(&record.source, &entry.source_found, &mut self.session))
        };
        let group = &mut self.groups[id];
        group.count = seen;
        if let Some(time) = record.timestamp_ms {
            group.first_ms = Some(group.first_ms.map_or(time, |t| t.min(time)));
            group.last_ms = Some(group.last_ms.map_or(time, |t| t.max(time)));
        }
        if let Some(level) = record.level {
            *group.levels.entry(level).or_default() += 1;
        }
        if let Some(source) = source {
            if group.sources.len() < SOURCES {
                group.sources.insert(source.into_owned());
            }
        }
        // Reservoir sampling: only a sampled entry's text is copied (and a repeat's text only then made).
        let keep = if group.examples.len() < EXAMPLES {
            Some(group.examples.len())
        } else {
            (slot < EXAMPLES).then_some(slot)
        };
        if let Some(keep) = keep {
            let text = match redacted {
                Some(text) => Cow::Borrowed(text),
                None => self.redactor.apply(&record.message, found, &mut self.session),
            };
            let example = shorten(&text, EXAMPLE_CHARS);
            let examples = &mut self.groups[id].examples;
            if keep == examples.len() {
                examples.push(example);
            } else {
                examples[keep] = example;
            }
        }
    }

    /// The pattern text of an id.
    pub fn template(&self, id: usize) -> String {
        self.miner.template(id)
    }

    /// Per pattern id, its label `P<n>`: stable per final pattern text (patterns that ended with the same
    /// text share it), numbered by first appearance of the text.
    pub fn pattern_labels(&self) -> Vec<String> {
        let mut by_text: BTreeMap<String, usize> = BTreeMap::new();
        (0..self.groups.len())
            .map(|id| {
                let next = by_text.len() + 1;
                format!("P{}", by_text.entry(self.miner.template(id)).or_insert(next))
            })
            .collect()
    }

    /// The model's view, at most `max_bytes` of JSON: the most severe, then most frequent patterns first.
    /// Returns the value and whether something was left out or cut.
    pub fn summary(&self, max_bytes: usize, extra: Value) -> (Value, bool) {
        let mut order: Vec<usize> = (0..self.groups.len()).collect();
        let severity = |g: &Group| g.levels.keys().next_back().copied();
        order.sort_by(|a, b| {
            let (ga, gb) = (&self.groups[*a], &self.groups[*b]);
            severity(gb).cmp(&severity(ga)).then(gb.count.cmp(&ga.count)).then(a.cmp(b))
        });
        let mut levels: BTreeMap<Level, usize> = BTreeMap::new();
        let (mut first, mut last) = (None::<i64>, None::<i64>);
        for group in &self.groups {
            for (level, n) in &group.levels {
                *levels.entry(*level).or_default() += n;
            }
            first = min_opt(first, group.first_ms);
            last = max_opt(last, group.last_ms);
        }
        let mut items: Vec<Value> = Vec::new();
        let mut truncated = false;
        let mut shown_entries = 0;
        for id in order {
            let group = &self.groups[id];
            let mut fitted = false;
            // Fewer examples before fewer patterns.
            for examples in (0..=EXAMPLES).rev() {
                items.push(self.item(id, group, examples));
                let candidate = self.wrap(&items, &levels, first, last, shown_entries + group.count, &extra);
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
        let value = self.wrap(&items, &levels, first, last, shown_entries, &extra);
        (value, truncated || items.len() < self.groups.len())
    }

    fn item(&self, id: usize, group: &Group, examples: usize) -> Value {
        let levels: BTreeMap<&str, usize> = group.levels.iter().map(|(l, n)| (l.as_str(), *n)).collect();
        let mut item = json!({
            "pattern": self.miner.template(id),
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

    fn wrap(
        &self,
        items: &[Value],
        levels: &BTreeMap<Level, usize>,
        first: Option<i64>,
        last: Option<i64>,
        shown_entries: usize,
        extra: &Value,
    ) -> Value {
        let levels: BTreeMap<&str, usize> = levels.iter().map(|(l, n)| (l.as_str(), *n)).collect();
        let redacted: BTreeMap<&str, usize> = self.session.counts().into_iter().collect();
        let mut summary = json!({
            "entries": self.entries,
            "patterns": self.groups.len(),
            "patterns_shown": items.len(),
            "entries_in_patterns_not_shown": self.entries - shown_entries.min(self.entries),
            "levels": levels,
        });
        if let (Some(first), Some(last)) = (first, last) {
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

    /// Repeated messages take the batch's shortcut (no second search, the first one's mining): the
    /// figures, examples and numbering are still exactly those of adding every entry on its own, also
    /// where a repeated line opens a private key, so that the lines after it must be key material.
    #[test]
    fn a_batch_with_repeats_adds_as_entries_one_by_one() {
        let lines = [
            "login failed for ann@example.com from 10.0.0.7",
            "login failed for bob@example.com from 10.0.0.8",
            "disk /dev/sda1 is 91% full",
            "-----BEGIN RSA PRIVATE KEY-----",
            "MIIEowIBAAKCAQEA7b3kZ9cGq1x",
            "-----END RSA PRIVATE KEY-----",
            "token=ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789 rejected",
        ];
        let records: Vec<LogRecord> = (0..3_000u64)
            .map(|i| {
                // A skewed mix: some lines repeat often, some rarely; sources change in runs.
                let pick = ((i * i + 3 * i) % 23) as usize % lines.len();
                LogRecord {
                    timestamp_ms: Some(i as i64 * 10),
                    level: Some(if pick == 0 { Level::Warn } else { Level::Info }),
                    source: format!("/var/log/app-{}.log", i / 700),
                    message: lines[pick].to_owned(),
                }
            })
            .collect();
        let redactor = Redactor::new();
        let mut batched = Aggregator::new(&redactor);
        let mut ids = Vec::new();
        for chunk in records.chunks(1000) {
            ids.extend(batched.add_batch(Aggregator::prepare_batch(&redactor, chunk.iter().cloned())));
        }
        let mut single = Aggregator::new(&redactor);
        let expected: Vec<usize> =
            records.iter().map(|r| single.add(r.timestamp_ms, r.level, &r.source, &r.message)).collect();
        assert!(
            ids == expected,
            "pattern ids differ from entry {:?}",
            ids.iter().zip(&expected).position(|(a, b)| a != b)
        );
        assert_eq!(batched.summary(1 << 20, json!({})), single.summary(1 << 20, json!({})));
        let text = batched.summary(1 << 20, json!({})).0.to_string();
        assert!(!text.contains("ann@") && !text.contains("ghp_"), "{text}");
    }
}
