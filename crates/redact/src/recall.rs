//! Values already replaced in an observation, replaced again wherever they recur. A value is found by its
//! context once (an account under `user=`, a password after `IDENTIFIED BY`, a host after `host=`) and
//! may recur where nothing marks it (the same account bare in a stack trace line below, the same password
//! inside a connection string): the engine knows it then, so it must not show it.
//!
//! Only distinctive values are remembered (see [`worth_remembering`]): a plain word or a short number
//! that once stood where a secret stands would otherwise be taken out of every sentence after it. A
//! match must stand alone (no letter or digit glued to either end). The set is bounded
//! ([`MAX_VALUES`]); a text costs one hash lookup per place a value could start (after a byte that is not
//! a letter or digit), however many values are remembered.

use std::collections::{HashMap, HashSet};

/// At most this many values are remembered per observation (later ones are still replaced where they
/// are found, only not sought elsewhere).
const MAX_VALUES: usize = 4096;

/// Labels whose values are found wherever they are, by their own shape (addresses, e-mails, cards, IBANs,
/// process ids) or are literals of a statement (`SQL:`): seeking them again adds nothing but work. A code
/// found alone on its line by its shape is not sought again either: the finding is too weak to spread
/// (a file's or a package's name listed alone, then named in an error).
fn found_by_shape(label: &str) -> bool {
    matches!(label, "IP" | "EMAIL" | "CARD" | "IBAN" | "PID" | "MAC" | crate::LONE_CODE) || label.starts_with("SQL:")
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
    /// The values by their first four bytes (every value has five or more): a text is searched by looking
    /// up the four bytes at each place a value could start, whatever the number of values.
    by_prefix: HashMap<u32, Vec<u32>, foldhash::fast::RandomState>,
    /// The first bytes of the values, as a set of bits: most places of a text start with none of them and
    /// are passed without a lookup.
    first_bytes: crate::Bits256,
}

/// One recurrence: a byte range of the text and the label its value was replaced under.
pub(crate) struct Recurrence {
    pub start: usize,
    pub end: usize,
    pub label: &'static str,
}

fn prefix(bytes: &[u8]) -> Option<u32> {
    bytes.first_chunk::<4>().map(|p| u32::from_le_bytes(*p))
}

impl Recall {
    /// Remembers `value`, replaced under `label`, if it is worth seeking again.
    pub(crate) fn remember(&mut self, label: &'static str, value: &str) {
        if self.values.len() >= MAX_VALUES || !worth_remembering(label, value) {
            return;
        }
        let value = value.trim();
        let Some(key) = prefix(value.as_bytes()) else { return };
        if self.seen.contains(value) {
            return;
        }
        self.seen.insert(value.into());
        self.by_prefix.entry(key).or_default().push(self.values.len() as u32);
        self.first_bytes.insert(usize::from(value.as_bytes()[0]));
        self.values.push((value.into(), label));
        // A value found percent-encoded (in a URL's user-info or query) is the same secret where a program
        // prints it decoded (`uri ==> sftp://u:p%2C@h`, then `"u:p,"`). (Each decoding is shorter: this ends.)
        if value.contains('%')
            && let Some(decoded) = crate::view::percent_decoded(value)
        {
            self.remember(label, &decoded);
        }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Every standing-alone occurrence of a remembered value in `text`, in order, not overlapping (of two
    /// values that start at one place, the longer).
    pub(crate) fn find(&self, text: &str) -> Vec<Recurrence> {
        let mut found = Vec::new();
        if self.values.is_empty() || text.len() < 5 {
            return found;
        }
        let bytes = text.as_bytes();
        let glued = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_alphanumeric() || *b >= 0x80);
        let mut at = 0;
        while at + 5 <= bytes.len() {
            // A value stands alone: it starts where no letter or digit is glued before it.
            if (at > 0 && glued(bytes.get(at - 1))) || !self.first_bytes.contains(usize::from(bytes[at])) {
                at += 1;
                continue;
            }
            let candidates = prefix(&bytes[at..]).and_then(|key| self.by_prefix.get(&key));
            let longest = candidates
                .into_iter()
                .flatten()
                .map(|&index| &self.values[index as usize])
                .filter(|(value, _)| bytes[at..].starts_with(value.as_bytes()) && !glued(bytes.get(at + value.len())))
                .max_by_key(|(value, _)| value.len());
            match longest {
                Some((value, label)) => {
                    found.push(Recurrence { start: at, end: at + value.len(), label });
                    at += value.len();
                }
                None => at += 1,
            }
        }
        found
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
    fn many_values_and_the_longer_value_first() {
        let mut recall = Recall::default();
        for i in 0..100 {
            recall.remember("USER", &format!("svc_user{i:03}"));
            let text = format!("login svc_user{i:03} then svc_user000");
            assert_eq!(recall.find(&text).len(), 2, "{text}");
        }
        recall.remember("SECRET:password", "svc_user000-long");
        let text = "x svc_user000-long y";
        let found = recall.find(text);
        assert_eq!((found.len(), &text[found[0].start..found[0].end]), (1, "svc_user000-long"));
    }
}
