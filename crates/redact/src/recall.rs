//! Values already replaced in an observation, replaced again wherever they recur. A value is found by its
//! context once (an account under `user=`, a password after `IDENTIFIED BY`, a host after `host=`) and
//! may recur where nothing marks it (the same account bare in a stack trace line below, the same password
//! inside a connection string): the engine knows it then, so it must not show it.
//!
//! Only distinctive values are remembered (see [`worth_remembering`]): a plain word or a short number
//! that once stood where a secret stands would otherwise be taken out of every sentence after it. A
//! match must stand alone (no letter or digit glued to either end). The set is bounded
//! ([`MAX_VALUES`]); matching costs one Aho-Corasick pass per text over the values indexed so far, plus a
//! substring search for each value added since (the automaton is rebuilt when those grow past a quarter
//! of it, so the rebuilds cost, in total, a constant times the values remembered).

use std::collections::HashSet;

use aho_corasick::{AhoCorasick, MatchKind};

/// At most this many values are remembered per observation (later ones are still replaced where they
/// are found, only not sought elsewhere).
const MAX_VALUES: usize = 4096;

/// Labels whose values are found wherever they are, by their own shape (addresses, e-mails, cards, IBANs,
/// process ids) or are literals of a statement (`SQL:`): seeking them again adds nothing but work.
fn found_by_shape(label: &str) -> bool {
    matches!(label, "IP" | "EMAIL" | "CARD" | "IBAN" | "PID" | "MAC") || label.starts_with("SQL:")
}

/// Whether a replaced value is worth seeking in the rest of the observation: [`crate::repeatable`] (as a
/// value repeated within its own text), and not a number shorter than eight digits (ports, counts and
/// years recur by chance).
fn worth_remembering(label: &str, value: &str) -> bool {
    let value = value.trim();
    if found_by_shape(label) || value.len() > 256 || value.starts_with('(') {
        return false;
    }
    if value.bytes().all(|b| b.is_ascii_digit() || matches!(b, b' ' | b'-' | b'.')) {
        return value.bytes().filter(u8::is_ascii_digit).count() >= 8;
    }
    crate::repeatable(label, value.as_bytes())
}

#[derive(Debug, Default, Clone)]
pub(crate) struct Recall {
    /// Each remembered value, once, with the label it was replaced under, in the order remembered.
    values: Vec<(Box<str>, &'static str)>,
    seen: HashSet<Box<str>, foldhash::fast::RandomState>,
    /// An automaton over `values[..indexed]`; the rest are sought one by one until the next rebuild.
    automaton: Option<AhoCorasick>,
    indexed: usize,
}

/// One recurrence: a byte range of the text and the label its value was replaced under.
pub(crate) struct Recurrence {
    pub start: usize,
    pub end: usize,
    pub label: &'static str,
}

impl Recall {
    /// Remembers `value`, replaced under `label`, if it is worth seeking again.
    pub(crate) fn remember(&mut self, label: &'static str, value: &str) {
        if self.values.len() >= MAX_VALUES || !worth_remembering(label, value) {
            return;
        }
        let value = value.trim();
        if self.seen.contains(value) {
            return;
        }
        self.seen.insert(value.into());
        self.values.push((value.into(), label));
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Every standing-alone occurrence of a remembered value in `text`, in order, not overlapping.
    pub(crate) fn find(&mut self, text: &str) -> Vec<Recurrence> {
        let mut found = Vec::new();
        if self.values.is_empty() || text.len() < 5 {
            return found;
        }
        let pending = self.values.len() - self.indexed;
        if pending > 8 + self.indexed / 4 {
            self.rebuild();
        }
        let bytes = text.as_bytes();
        let alone = |start: usize, end: usize| {
            let glued = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_alphanumeric() || *b >= 0x80);
            !glued(start.checked_sub(1).and_then(|i| bytes.get(i))) && !glued(bytes.get(end))
        };
        if let Some(automaton) = &self.automaton {
            for m in automaton.find_iter(text) {
                if alone(m.start(), m.end()) {
                    let label = self.values[m.pattern().as_usize()].1;
                    found.push(Recurrence { start: m.start(), end: m.end(), label });
                }
            }
        }
        for (value, label) in &self.values[self.indexed..] {
            for start in memchr::memmem::find_iter(bytes, value.as_bytes()) {
                let end = start + value.len();
                if alone(start, end) {
                    found.push(Recurrence { start, end, label });
                }
            }
        }
        found.sort_by_key(|r| (r.start, std::cmp::Reverse(r.end)));
        let mut last_end = 0;
        found.retain(|r| {
            let keep = r.start >= last_end;
            if keep {
                last_end = r.end;
            }
            keep
        });
        found
    }

    fn rebuild(&mut self) {
        // Leftmost-longest: of two values that start at one place, the longer one is the value.
        self.automaton = AhoCorasick::builder()
            .match_kind(MatchKind::LeftmostLongest)
            .build(self.values.iter().map(|(value, _)| value.as_bytes()))
            .ok();
        self.indexed = if self.automaton.is_some() { self.values.len() } else { 0 };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_distinctive_values_standing_alone() {
        let mut recall = Recall::default();
        recall.remember("USER", "app_fewtpruo92");
        recall.remember("USER", "admin");
        recall.remember("PORT", "5432");
        recall.remember("IP", "10.0.0.5");
        let text = "connect('app_fewtpruo92', x) admin 5432 xapp_fewtpruo92 10.0.0.5";
        let found: Vec<&str> = recall.find(text).iter().map(|r| &text[r.start..r.end]).collect();
        assert_eq!(found, ["app_fewtpruo92"]);
    }

    #[test]
    fn rebuilds_as_values_grow_and_prefers_the_longer_value() {
        let mut recall = Recall::default();
        for i in 0..100 {
            recall.remember("USER", &format!("svc_user{i:03}"));
            let text = format!("login svc_user{i:03} then svc_user000");
            assert_eq!(recall.find(&text).len(), 2, "{text}");
        }
        recall.remember("SECRET:password", "svc_user000-long");
        recall.rebuild();
        let text = "x svc_user000-long y";
        let found = recall.find(text);
        assert_eq!((found.len(), &text[found[0].start..found[0].end]), (1, "svc_user000-long"));
    }
}
