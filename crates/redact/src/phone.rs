//! Phone numbers written the way their own country writes them, recognised from libphonenumber's
//! metadata (maintained by Google, shipped by the `phonenumber` crate, Apache-2.0) instead of a pattern per
//! country.
//!
//! A run of two or more digit groups (`0912 345 678`, `8 (701) 123 45 67`, `06.12.34.56.78`) is a phone
//! number when, for some region, its digits (less that region's trunk prefix, where the run starts with
//! it) are a valid personal number there (fixed line, mobile, VoIP, personal or pager) **and** the run is
//! grouped exactly as the region's national format groups that number. The grouping is the evidence: a
//! region's metadata accepts most digit strings of the right length somewhere in the world, but counts,
//! dates, sizes and identifiers are not written in a country's telephone grouping.
//!
//! Cost: only runs of eight to thirteen digits are looked at (the caller's digit-chain gate skips every
//! text without one), only regions whose numbers can have that length are tried, and each region's
//! expressions are compiled the first time a candidate reaches it. The metadata's text is taken in at build
//! time (`build.rs`): nothing of it is parsed at run time until a region is reached.

use std::sync::OnceLock;

use regex_automata::meta::Regex;

use crate::Span;

/// One region of the metadata, as `build.rs` extracted it: expressions without their layout whitespace.
struct RegionData {
    /// The national (trunk) prefix, where it is digits.
    trunk: Option<&'static str>,
    /// The lengths its national numbers may have.
    lengths: &'static [u8],
    /// The region's whole number space.
    general: &'static str,
    /// The personal kinds of number (fixed line, mobile, VoIP, personal, pager).
    personal: &'static [&'static str],
    /// Its national formats: its own, or those of its country code's main region where it has none
    /// (Kazakhstan writes numbers as Russia does).
    formats: &'static [FormatData],
}

struct FormatData {
    pattern: &'static str,
    /// The last (most specific) leading-digits expression.
    leading: Option<&'static str>,
    /// The format, with `$1`-style group references.
    format: &'static str,
    /// How the trunk prefix is written with the first group (`$NP$FG`, `8 ($FG)`).
    trunk_rule: Option<&'static str>,
}

include!(concat!(env!("OUT_DIR"), "/phone_regions.rs"));

const PRIORITY: u8 = crate::pii::PRIORITY;

/// A region's expressions beyond its number space, compiled from the metadata the first time a number of
/// that space is seen.
struct Compiled {
    /// The personal kinds of number (fixed line, mobile, VoIP, personal, pager), anchored.
    personal: Vec<Regex>,
    formats: Vec<Format>,
}

struct Format {
    /// The last (most specific) leading-digits expression, anchored at the start.
    leading: Option<Regex>,
    /// The number pattern, anchored at both ends.
    pattern: Regex,
    /// Group lengths as the national format writes them without the trunk prefix, and with it (`None`
    /// where the format never writes it).
    template: String,
    with_trunk: Option<String>,
}

struct Region {
    data: &'static RegionData,
    /// The region's whole number space, anchored (compiled on first use).
    general: OnceLock<Option<Regex>>,
    compiled: OnceLock<Option<Compiled>>,
}

struct Regions {
    all: Vec<Region>,
    /// Per national number length (index), the regions whose numbers may have it.
    by_length: Vec<Vec<usize>>,
}

const MAX_DIGITS: usize = 13;
const MIN_DIGITS: usize = 8;

fn regions() -> &'static Regions {
    static COMPILED: OnceLock<Regions> = OnceLock::new();
    COMPILED.get_or_init(|| {
        let mut by_length = vec![Vec::new(); MAX_DIGITS + 1];
        for (index, data) in REGIONS.iter().enumerate() {
            for length in data.lengths {
                if let Some(list) = by_length.get_mut(usize::from(*length)) {
                    list.push(index);
                }
            }
        }
        let all =
            REGIONS.iter().map(|data| Region { data, general: OnceLock::new(), compiled: OnceLock::new() }).collect();
        Regions { all, by_length }
    })
}

/// A format's template with the trunk prefix written as the region's rule writes it before the first group
/// (`0${1} ${2}` from `${1} ${2}` and `$NP$FG`; `8 (${1}) ${2}` from `8 ($FG)`).
fn with_trunk_prefix(template: &str, rule: &str, trunk: &str) -> Option<String> {
    let at = template.find("${")?;
    let end = template[at..].find('}').map_or(template.len(), |e| at + e + 1);
    let first_group = &template[at..end];
    let written = rule.replace("$NP", trunk).replace("$FG", first_group);
    Some(format!("{}{written}{}", &template[..at], &template[end..]))
}

fn anchored(pattern: &str) -> Option<Regex> {
    ascii(&format!("^(?:{pattern})$"))
}

/// The expressions hold ASCII digits only: without Unicode classes they compile several times faster. They
/// only ever run on a dozen digits, so the engines that pay off on long texts (the lazy DFA, with the
/// reverse automaton it needs, and the one-pass DFA) are not built: a region reached costs a third of the
/// compilation.
fn ascii(pattern: &str) -> Option<Regex> {
    let config = Regex::config().hybrid(false).dfa(false).onepass(false);
    regex_automata::meta::Builder::new()
        .configure(config)
        .syntax(regex_automata::util::syntax::Config::new().unicode(false))
        .build(pattern)
        .ok()
}

/// Replaces `$N` group references of a libphonenumber format with `${N}`, the regex crate's unambiguous form.
fn braced(format: &str) -> String {
    let mut out = String::with_capacity(format.len() + 8);
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '$' && chars.peek().is_some_and(char::is_ascii_digit) {
            let digit = chars.next().unwrap_or('0');
            out.push_str("${");
            out.push(digit);
            out.push('}');
        } else {
            out.push(c);
        }
    }
    out
}

impl Region {
    fn compiled(&self) -> Option<&Compiled> {
        self.compiled
            .get_or_init(|| {
                let personal = self.data.personal.iter().filter_map(|pattern| anchored(pattern)).collect();
                let formats = self
                    .data
                    .formats
                    .iter()
                    .filter_map(|format| {
                        let pattern = anchored(format.pattern)?;
                        let leading = match format.leading {
                            Some(l) => Some(ascii(&format!("^(?:{l})"))?),
                            None => None,
                        };
                        let template = braced(format.format);
                        let with_trunk = match (format.trunk_rule, self.data.trunk) {
                            (Some(rule), Some(trunk)) if rule.contains("$FG") => {
                                with_trunk_prefix(&template, rule, trunk)
                            }
                            _ => None,
                        };
                        Some(Format { leading, pattern, template, with_trunk })
                    })
                    .collect();
                Some(Compiled { personal, formats })
            })
            .as_ref()
    }

    /// Whether `national` (digits) is a personal number of this region whose national format, with or without
    /// the trunk prefix, has the group lengths `groups`.
    fn written_as(&self, national: &str, trunk: bool, groups: &[usize]) -> bool {
        let general = self.general.get_or_init(|| anchored(self.data.general));
        if !general.as_ref().is_some_and(|g| g.is_match(national)) {
            return false;
        }
        let Some(compiled) = self.compiled() else { return false };
        if !compiled.personal.iter().any(|p| p.is_match(national)) {
            return false;
        }
        let Some(format) = compiled
            .formats
            .iter()
            .find(|f| f.leading.as_ref().is_none_or(|l| l.is_match(national)) && f.pattern.is_match(national))
        else {
            return false;
        };
        let template = if trunk {
            match &format.with_trunk {
                Some(t) => t,
                None => return false,
            }
        } else {
            &format.template
        };
        let mut captures = format.pattern.create_captures();
        format.pattern.captures(national, &mut captures);
        let mut written = String::with_capacity(template.len() + national.len());
        captures.interpolate_string_into(national, template, &mut written);
        splits(groups, group_lengths(&written))
    }
}

fn group_lengths(text: &str) -> impl Iterator<Item = usize> + '_ {
    text.split(|c: char| !c.is_ascii_digit()).filter(|g| !g.is_empty()).map(str::len)
}

/// Whether the written groups are the national format's groups, or those groups split further into parts
/// of two digits or more (`8 (701) 123 45 67` for the format's `8 (701) 123 4567`): every boundary of the
/// format must be one of the writer's.
fn splits(written: &[usize], format: impl Iterator<Item = usize>) -> bool {
    let mut parts = written.iter().copied();
    for group in format {
        let mut covered = 0;
        while covered < group {
            match parts.next() {
                Some(part) if part >= 2 || part == group => covered += part,
                _ => return false,
            }
        }
        if covered != group {
            return false;
        }
    }
    parts.next().is_none()
}

/// Whether the digits, grouped as written, are a phone number in some region's national format.
fn national_number(digits: &str, groups: &[usize]) -> bool {
    let regions = regions();
    let try_length = |national: &str, trunk: Option<&str>| {
        regions.by_length.get(national.len()).is_some_and(|list| {
            list.iter().any(|&index| {
                let region = &regions.all[index];
                match trunk {
                    Some(t) => region.data.trunk == Some(t) && region.written_as(national, true, groups),
                    None => region.written_as(national, false, groups),
                }
            })
        })
    };
    if try_length(digits, None) {
        return true;
    }
    // With a trunk prefix (`0`, `8`, `06`): the regions whose prefix starts the digits.
    (1..=2).any(|n| digits.len() > n && try_length(&digits[n..], Some(&digits[..n])))
}

/// A run of digit groups: where it starts and ends, its digits and its group lengths.
struct Run {
    end: usize,
    groups: Vec<usize>,
    separators: Vec<u8>,
}

/// The separators allowed between two groups: one of space, dash, dot or slash, with a parenthesis on
/// either side (`(701) 123`, `0 (701)`, `(0)30-`).
fn separator_len(bytes: &[u8], at: usize) -> Option<(usize, u8)> {
    let mut i = at;
    let mut kind = 0u8;
    let mut parens = 0;
    while i < bytes.len() && i - at < 3 {
        match bytes[i] {
            b')' | b'(' => parens += 1,
            b @ (b' ' | b'-' | b'.' | b'/') if kind == 0 => kind = b,
            _ => break,
        }
        i += 1;
    }
    let length = i - at;
    (length > 0 && bytes.get(i).is_some_and(u8::is_ascii_digit) && (kind != 0 || parens == 1))
        .then_some((length, if kind == 0 { b')' } else { kind }))
}

fn run_at(bytes: &[u8], start: usize) -> Run {
    let mut run = Run { end: start, groups: Vec::new(), separators: Vec::new() };
    let mut at = start;
    if bytes[at] == b'(' {
        at += 1;
    }
    loop {
        let length = bytes[at..].iter().take_while(|b| b.is_ascii_digit()).count();
        at += length;
        run.groups.push(length);
        let closing = bytes.get(at) == Some(&b')') && bytes.get(at + 1).is_none_or(|b| !b.is_ascii_digit());
        run.end = if closing && bytes[start] == b'(' && run.groups.len() == 1 { at + 1 } else { at };
        if run.groups.len() == 7 || run.groups.iter().sum::<usize>() > MAX_DIGITS {
            break;
        }
        match separator_len(bytes, at) {
            Some((length, kind)) => {
                run.separators.push(kind);
                at += length;
            }
            None => break,
        }
    }
    run
}

/// Without a trunk prefix or an area code in parentheses, the grouping alone must tell a phone number from
/// other numbers written in groups: three groups or more, not all of one length (`2048-4095`, `12-34-56-78`,
/// `4521-8876-2210`, two numbers side by side, a range), and not thousands written apart (`1 234 567`,
/// `12 345 678`). So `612 34 56 78`, `138 1234 5678` and `90 123 45 67` stay phones; `9123 4567` and
/// `512 345 678` are given up.
fn grouped_unlike_numbers(groups: &[usize]) -> bool {
    let thousands = groups[0] <= 3 && groups[1..].iter().all(|g| *g == 3);
    groups.len() >= 3 && !thousands && groups.iter().any(|g| *g != groups[0])
}

/// Whether the groups read as a date (`2024 03 28`, `28.03.2024`) or a dotted address.
fn date_or_address(digits: &str, groups: &[usize], separators: &[u8]) -> bool {
    let number = |from: usize, length: usize| digits[from..from + length].parse::<u32>().unwrap_or(0);
    let year = |value: u32| (1900..=2099).contains(&value);
    let month_day = |a: u32, b: u32| (1..=12).contains(&a) && (1..=31).contains(&b);
    let dotted_address = separators.iter().all(|s| *s == b'.') && groups.len() == 4 && groups.iter().all(|g| *g <= 3);
    let date = match groups {
        [4, 2, 2, ..] => year(number(0, 4)) && month_day(number(4, 2), number(6, 2)),
        [2, 2, 4, ..] => {
            year(number(4, 4)) && (month_day(number(2, 2), number(0, 2)) || month_day(number(0, 2), number(2, 2)))
        }
        _ => false,
    };
    dotted_address || date
}

/// Finds phone numbers in a country's national grouping in `text`; spans in `text`'s own offsets.
pub(crate) fn find(text: &str, out: &mut Vec<Span>, map: impl Fn(usize, usize) -> (usize, usize)) {
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        let Some(offset) = bytes[at..].iter().position(|b| b.is_ascii_digit() || *b == b'(') else { break };
        let start = at + offset;
        let opens = bytes[start] == b'(';
        if opens && !bytes.get(start + 1).is_some_and(u8::is_ascii_digit) {
            at = start + 1;
            continue;
        }
        let run = run_at(bytes, start);
        at = run.end.max(start + 1);
        if !stands_alone(bytes, start, run.end) || in_number_run(bytes, start, run.end) {
            continue;
        }
        if crate::diagnostic_word_before(text, start) {
            continue;
        }
        let digit_count: usize = run.groups.iter().sum();
        if run.groups.len() < 2 || !(MIN_DIGITS..=MAX_DIGITS).contains(&digit_count) {
            continue;
        }
        let digits: String = text[start..run.end].chars().filter(char::is_ascii_digit).collect();
        // A slash parts a trunk-prefixed area code from the number (`030/1234567`), nothing else.
        let slash_ok = !run.separators.contains(&b'/') || digits.starts_with('0');
        // Two groups apart by a dot are a decimal number (`0.38137424`); dotted phones have three or more.
        let decimal = run.separators == [b'.'];
        if slash_ok
            && !decimal
            && (opens || digits.starts_with('0') || grouped_unlike_numbers(&run.groups))
            && !date_or_address(&digits, &run.groups, &run.separators)
            && national_number(&digits, &run.groups)
        {
            let (start, end) = map(start, run.end);
            out.push(Span { start, end, priority: PRIORITY, label: "PHONE" });
        }
    }
}

/// Whether nothing glues the run to a longer token (a word, a version, an address, a `+` of an international
/// number, which the international rule reads).
fn stands_alone(bytes: &[u8], start: usize, end: usize) -> bool {
    let before = start.checked_sub(1).map(|i| bytes[i]);
    let before2 = start.checked_sub(2).map(|i| bytes[i]);
    let glued_before = before.is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'+' | b'#' | b'$'))
        || (before.is_some_and(|b| matches!(b, b'.' | b'-' | b'/' | b':' | b','))
            && before2.is_some_and(|b| b.is_ascii_alphanumeric()));
    let after = bytes.get(end).copied();
    let after2 = bytes.get(end + 1).copied();
    let glued_after = after.is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'%'))
        || (after.is_some_and(|b| matches!(b, b'.' | b'-' | b'/' | b':' | b','))
            && after2.is_some_and(|b| b.is_ascii_alphanumeric()));
    !glued_before && !glued_after
}

/// Whether the run is one of several numbers in a row (`400 302 0912 345 678`, `3; 2615 2200 SCHEMA`,
/// `0912 345 678 17`): the fields of a record, not a phone number.
fn in_number_run(bytes: &[u8], start: usize, end: usize) -> bool {
    let before = bytes[..start].iter().rev().take(2).take_while(|b| matches!(b, b' ' | b';' | b',' | b'/')).count();
    let number_before = before > 0 && start > before && bytes[start - before - 1].is_ascii_digit();
    let number_after = bytes.get(end) == Some(&b' ') && bytes.get(end + 1).is_some_and(u8::is_ascii_digit);
    number_before || number_after
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<&str> {
        let mut spans = Vec::new();
        find(text, &mut spans, |s, e| (s, e));
        spans.iter().map(|s| &text[s.start..s.end]).collect()
    }

    #[test]
    fn the_build_took_in_every_region_of_the_metadata() {
        // libphonenumber describes about 245 geographic regions; a broken extraction would leave few.
        assert!(REGIONS.len() > 200, "{} regions", REGIONS.len());
        assert!(REGIONS.iter().all(|r| !r.general.is_empty() && !r.lengths.is_empty()));
        assert!(REGIONS.iter().filter(|r| r.formats.is_empty()).count() < 10);
    }

    #[test]
    fn national_groupings_of_many_regions() {
        for number in [
            "0912 345 678",      // Viet Nam
            "0803 123 4567",     // Nigeria
            "0917 123 4567",     // Philippines
            "0532 123 45 67",    // Turkey
            "8 (701) 123 45 67", // Kazakhstan
            "06 12 34 56 78",    // France
            "06.12.34.56.78",    // France, dotted
            "612 34 56 78",      // Spain
            "0171 2345678",      // Germany
            "(415) 555-0123",    // North America
        ] {
            assert_eq!(found(&format!("call {number} today")), vec![number], "{number}");
        }
    }

    #[test]
    fn dates_addresses_counts_and_identifiers_are_not_phones() {
        for text in [
            "on 2024 03 28 at noon",
            "from 10.20.30.40 and 24.83.37.136",
            "sizes 1024 2048 4096 8192",
            "order 0912 345 678 shipped",
            "build 20231104 done",
            "v1.2.3456.7890 released",
            "took 12345678 ms",
            "id=a0912 345 678",
            "PIIX/ICH [8086/2410] at 0000:00:1f.0",
            "3; 2615 2200 SCHEMA - public pasha",
            "\"GET /report.csv HTTP/1.1\" 200 11625",
            "ratio 2.59773305 reached, then 0.38137424",
            "window 2021-2024 and ports 8080-8443 open",
            "GC pause 2048 4096 young",
            "Sent 123 456 789 bytes, total 12 345 678 records, 1 234 567 890 more",
            "mac 12-34-56-78-90 serial 4521-8876-2210",
        ] {
            assert!(found(text).is_empty(), "{text}: {:?}", found(text));
        }
    }
}
