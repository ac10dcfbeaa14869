//! Personal data validated by its own rules: national identity numbers with their check digits or letters
//! (China's resident ID, ISO 7064 MOD 11-2 and a real date; Brazil's CPF; India's Aadhaar, Verhoeff; Spain's
//! DNI/NIE letter; Italy's codice fiscale check letter; the UK's National Insurance number prefixes; Sweden's
//! personnummer, Luhn and a date; Korea's resident registration number; France's NIR key; Canada's SIN,
//! Luhn; eleven digits that are a PESEL (Poland), a fødselsnummer (Norway), a T.C. kimlik number (Turkey) or
//! an isikukood (Estonia); Finland's henkilötunnus, mod 31; Russia's SNILS, mod 101; Belgium's national
//! number, mod 97; Taiwan's national ID; Mexico's CURP; Chile's RUT and Argentina's CUIT, mod 11;
//! Switzerland's AHV number, EAN-13), mobile and landline numbers in the national formats of many regions (written
//! without `+`, which the international rule covers), payment cards written with dots, and e-mail addresses
//! beyond ASCII.
//!
//! Every shape here needs several digits in a row, so texts without a chain of six digits skip the layer
//! (the chain is measured by the byte pass of `rules::Features`); the others run all the patterns as one
//! set first.

use std::sync::OnceLock;

use regex::{Regex, RegexSet, RegexSetBuilder};

use crate::Span;
use crate::rules::Features;
use crate::view::View;

pub(crate) const PRIORITY: u8 = 5;

struct Pattern {
    /// The pattern, compiled the first time the set says it matches (most never do).
    regex: crate::rules::LazyRegex,
    label: &'static str,
    valid: fn(&str) -> bool,
    /// The fewest digits a match holds (in a chain, `rules::Features::digit_chain`).
    min_digits: u32,
}

/// The patterns, and all of them as one set: one pass over a text tells which patterns match at all (most
/// texts: none), and only those are run to find where.
struct Patterns {
    /// The patterns that need eight digits or more, as one set.
    long: RegexSet,
    /// Those that need six or seven (with letters between: a UK NINO, an Italian codice fiscale, a NIE).
    short: RegexSet,
    /// `long`'s patterns, then `short`'s.
    each: Vec<Pattern>,
}

fn patterns() -> &'static Patterns {
    static PATTERNS: OnceLock<Patterns> = OnceLock::new();
    PATTERNS.get_or_init(|| {
        let (mut each, short): (Vec<Pattern>, Vec<Pattern>) =
            pattern_list().into_iter().partition(|p| p.min_digits >= 8);
        // A lazy DFA cache large enough that the sets' states, once built, stay (the default size made the
        // combined set rebuild its states over and over on long inputs).
        let set = |patterns: &[Pattern]| {
            RegexSetBuilder::new(patterns.iter().map(|p| p.regex.to_string()))
                .dfa_size_limit(32 << 20)
                .build()
                .expect("pii pattern set compiles")
        };
        let long = set(&each);
        let short_set = set(&short);
        each.extend(short);
        Patterns { long, short: short_set, each }
    })
}

fn pattern_list() -> Vec<Pattern> {
    {
        let p = |pattern: &str, label, valid| Pattern {
            regex: crate::rules::LazyRegex::new(pattern.replace("\\b", "(?-u:\\b)").replace("\\d", "[0-9]")),
            label,
            valid,
            min_digits: 8,
        };
        let few = |pattern: &str, label, valid, min_digits| Pattern { min_digits, ..p(pattern, label, valid) };
        vec![
            p(
                r"\b\d{6}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]\b",
                "ID_NUMBER",
                china_resident_id,
            ),
            p(r"\b\d{3}\.\d{3}\.\d{3}-\d{2}\b", "ID_NUMBER", brazil_cpf),
            p(r"\b[2-9]\d{3}[ -]\d{4}[ -]\d{4}\b", "ID_NUMBER", aadhaar),
            few(r"\b\d{8}-?[A-HJ-NP-TV-Z]\b|\b[XYZ]-?\d{7}-?[A-HJ-NP-TV-Z]\b", "ID_NUMBER", spain_dni, 7),
            few(r"\b[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]\b", "ID_NUMBER", italy_codice_fiscale, 7),
            few(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b", "ID_NUMBER", uk_nino, 6),
            p(r"\b(?:19|20)?\d{6}[-+]\d{4}\b", "ID_NUMBER", sweden_personnummer),
            p(r"\b\d{6}-[1-8]\d{6}\b", "ID_NUMBER", korea_rrn),
            p(r"\b[12] ?\d{2} ?(?:0[1-9]|1[0-2]) ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}\b", "ID_NUMBER", france_nir),
            p(r"\b[1-79]\d{2}[ -]\d{3}[ -]\d{3}\b", "ID_NUMBER", canada_sin),
            p(r"\b\d{11}\b", "ID_NUMBER", eleven_digit_id),
            p(r"\b[1-9]\d \d{3} \d{3} \d{3}\b", "ID_NUMBER", germany_steuer_id),
            p(r"\b[1-8]\d{12}\b", "ID_NUMBER", romania_cnp),
            p(r"\b[1-8]-\d{4}-\d{5}-\d{2}-\d\b", "ID_NUMBER", thailand_id),
            p(
                r"\b(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])\d{2}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]\b",
                "ID_NUMBER",
                finland_hetu,
            ),
            p(r"\b\d{3}-\d{3}-\d{3}[ -]\d{2}\b", "ID_NUMBER", russia_snils),
            p(r"\b\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}\b", "ID_NUMBER", belgium_national_number),
            p(r"\b[A-Z][12]\d{8}\b", "ID_NUMBER", taiwan_id),
            few(r"\b[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d\b", "ID_NUMBER", mexico_curp, 6),
            p(r"\b\d{1,2}\.\d{3}\.\d{3}-[\dkK]\b", "ID_NUMBER", chile_rut),
            p(r"\b(?:20|2[3-7]|30|33|34)-\d{8}-\d\b", "ID_NUMBER", argentina_cuit),
            p(r"\b756\.\d{4}\.\d{4}\.\d{2}\b", "ID_NUMBER", swiss_ahv),
            few(r"\b\d{7}[A-W][A-IW]?\b", "ID_NUMBER", ireland_ppsn, 7),
            few(r"\b[STFG]\d{7}[A-Z]\b", "ID_NUMBER", singapore_nric, 7),
            few(r"\b[A-Z]{1,2}\d{6}\([0-9A]\)", "ID_NUMBER", hong_kong_id, 6),
            p(r"\b\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{4}[01][89]\d\b", "ID_NUMBER", south_africa_id),
            // Mobile and landline numbers in national formats.
            p(r"\b1[3-9]\d(?:\d{8}|[ -]\d{4}[ -]\d{4})\b", "PHONE", always),
            p(r"\b07\d{3} ?\d{6}\b|\b0[12]\d{1,3} \d{3,4} ?\d{3,4}\b", "PHONE", always),
            p(r"\b0[1-9](?:[ .-]\d{2}){4}\b|\b0[67]\d{8}\b", "PHONE", always),
            p(r"\b01[5-7]\d[ /-]?\d{3,4} ?\d{3,5}\b|\b0\d{2,4}[ /-]\d{5,8}\b", "PHONE", always),
            p(r"\b0[5789]0-\d{4}-\d{4}\b|\b0\d{1,3}-\d{3,4}-\d{4}\b", "PHONE", always),
            p(r"\b[6-9]\d{4}[ -]?\d{5}\b", "PHONE", india_mobile),
            p(r"\(\d{2}\) ?9?\d{4}-\d{4}\b|\b\d{2} 9\d{4}-\d{4}\b", "PHONE", always),
            p(r"\b01[016789]-\d{3,4}-\d{4}\b", "PHONE", always),
            p(r"\b8[ -]?\(?9\d{2}\)?[ -]?\d{3}[ -]?\d{2}[ -]?\d{2}\b", "PHONE", always),
            p(r"\b04\d{2} ?\d{3} ?\d{3}\b|\b3\d{2} \d{6,7}\b|\b[67]\d{2} \d{3} \d{3}\b", "PHONE", always),
            // Payment cards with dots or no separator and a Luhn check (spaces and dashes: `rules`).
            p(r"\b\d{4}\.\d{4}\.\d{4}\.\d{1,7}\b", "CARD", card),
        ]
    }
}

/// E-mail addresses with letters beyond ASCII (the ASCII ones are a `rules` pattern).
fn unicode_email() -> &'static Regex {
    static EMAIL: OnceLock<Regex> = OnceLock::new();
    EMAIL.get_or_init(|| Regex::new(r"[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[^\W\d_]{2,24}").expect("email pattern compiles"))
}

/// Whether the digits right before `at` are a year (`2026-11-30`, `2026/11/30`): a date, whose digits no
/// pattern here continues.
pub(crate) fn year_before(bytes: &[u8], at: usize) -> bool {
    at >= 4
        && bytes[at - 4..at].iter().all(u8::is_ascii_digit)
        && matches!(&bytes[at - 4..at - 2], b"19" | b"20")
        && (at == 4 || !bytes[at - 5].is_ascii_digit())
        && matches!(bytes.get(at), Some(b'-' | b'/'))
}

pub(crate) fn find(view: &View<'_>, features: &Features, out: &mut Vec<Span>) {
    let text = view.text;
    if features.digit_chain >= 6 {
        let patterns = patterns();
        let long = patterns.long.len();
        let mut matched: Vec<usize> = Vec::new();
        if features.digit_chain >= 8 {
            matched.extend(patterns.long.matches(text).iter());
            crate::phone::find(text, out, |start, end| view.original(start, end));
        }
        if features.capital_by_digit {
            matched.extend(patterns.short.matches(text).iter().map(|i| long + i));
        }
        for index in matched {
            let pattern = &patterns.each[index];
            for m in pattern.regex.get().find_iter(text) {
                // A number that nothing validates is no phone where a word before it names an identifier
                // (`order 9144737023`, `ticket #6770 5909`) or where it is one of a run of numbers.
                let unvalidated = pattern.label == "PHONE";
                if unvalidated
                    && (crate::diagnostic_word_before(text, m.start())
                        || in_number_run(text.as_bytes(), m.start(), m.end()))
                {
                    continue;
                }
                if (pattern.valid)(m.as_str()) && !inside_longer_number(text.as_bytes(), m.start(), m.end()) {
                    let (start, end) = view.original(m.start(), m.end());
                    out.push(Span { start, end, priority: PRIORITY, label: pattern.label });
                }
            }
        }
    }
    if features.digits >= 6 {
        birth_dates(text, out, |start, end| view.original(start, end));
    }
    if !text.is_ascii() && text.contains('@') {
        for m in unicode_email().find_iter(text) {
            let (start, end) = view.original(m.start(), m.end());
            out.push(Span { start, end, priority: PRIORITY, label: "EMAIL" });
        }
    }
}

/// Whether a number written with spaces continues a run of numbers apart by spaces (`400 302 512 1402`, the
/// fields of an access log): a field of the run, not a phone number. (A number after it proves nothing:
/// `0612345678 2 times`.)
pub(crate) fn in_number_run(bytes: &[u8], start: usize, end: usize) -> bool {
    let spaced = bytes[start..end].contains(&b' ');
    spaced && start >= 2 && matches!(bytes[start - 1], b' ' | b'/') && bytes[start - 2].is_ascii_digit()
}

/// Whether a match is part of a longer number, version or address (`10.0.3.17`, `1.2.3.4567890`,
/// `2026-11-30 12345678901`) rather than standing alone.
fn inside_longer_number(bytes: &[u8], start: usize, end: usize) -> bool {
    let joined = |at: Option<&u8>, next: Option<&u8>| {
        at.is_some_and(|b| matches!(b, b'.' | b'-' | b'/' | b':')) && next.is_some_and(u8::is_ascii_digit)
    };
    let before = start.checked_sub(1).and_then(|i| bytes.get(i));
    let before2 = start.checked_sub(2).and_then(|i| bytes.get(i));
    joined(before, before2) || joined(bytes.get(end), bytes.get(end + 1))
}

fn always(_: &str) -> bool {
    true
}

fn digits_of(text: &str) -> Vec<u32> {
    text.bytes().filter(u8::is_ascii_digit).map(|b| u32::from(b - b'0')).collect()
}

fn luhn(digits: &[u32]) -> bool {
    let sum: u32 = digits
        .iter()
        .rev()
        .enumerate()
        .map(|(i, d)| if i % 2 == 1 { if d * 2 > 9 { d * 2 - 9 } else { d * 2 } } else { *d })
        .sum();
    sum % 10 == 0
}

/// The last year whose bare dates are taken as a person's: logs record moments of the last few years and
/// carry a time with them; a bare date fifteen years older or more is a date of a person's life.
const OLDEST_EVENT_YEAR: u32 = 2010;
/// The same year in the Thai solar calendar (Gregorian + 543), in which Thai records write dates.
const THAI_OLDEST_EVENT_YEAR: u32 = OLDEST_EVENT_YEAR + 543;

/// Dates of a person's life written alone in a record (`24.11.1961`, `07/08/1990`, `20. 1. 1966`,
/// `23/07/2543`): a day and a month (either order) before a year from 1900 to [`OLDEST_EVENT_YEAR`] (or the
/// Thai calendar's equivalent), and no time of day with them.
fn birth_dates(text: &str, out: &mut Vec<Span>, map: impl Fn(usize, usize) -> (usize, usize)) {
    let bytes = text.as_bytes();
    let number_at = |end: usize| -> Option<(usize, u32)> {
        let start = bytes[..end].iter().rev().take(2).take_while(|b| b.is_ascii_digit()).count();
        (start > 0 && (end == start || !bytes[end - start - 1].is_ascii_digit()))
            .then(|| (end - start, text[end - start..end].parse().unwrap_or(0)))
    };
    // The separator before `end`: `.`, `/` or `-`, and `. ` (`20. 1. 1966`); its start.
    let separator_before = |end: usize| -> Option<(usize, u8)> {
        match bytes[..end] {
            [.., b'.', b' '] => Some((end - 2, b'.')),
            [.., s @ (b'.' | b'/' | b'-')] => Some((end - 1, s)),
            _ => None,
        }
    };
    let mut at = 0;
    while let Some(offset) = bytes.get(at..).and_then(|rest| rest.iter().position(u8::is_ascii_digit)) {
        let start = at + offset;
        let length = bytes[start..].iter().take_while(|b| b.is_ascii_digit()).count();
        at = start + length;
        if length != 4 {
            continue;
        }
        let year: u32 = text[start..at].parse().unwrap_or(0);
        let gregorian = match year {
            1900..=OLDEST_EVENT_YEAR => year,
            2443..=THAI_OLDEST_EVENT_YEAR => year - 543,
            _ => continue,
        };
        if let Some(end) = iso_date_end(text, start, at, gregorian) {
            let (s, e) = map(start, end);
            out.push(Span { start: s, end: e, priority: PRIORITY, label: "BIRTH_DATE" });
            at = end;
            continue;
        }
        let Some((second_end, separator)) = separator_before(start) else { continue };
        let Some((second_start, second)) = number_at(second_end) else { continue };
        let Some((first_end, first_separator)) = separator_before(second_start) else { continue };
        let Some((first_start, first)) = number_at(first_end) else { continue };
        // The epochs clocks count from (Unix, NTP's and spreadsheets') are reference dates, nobody's.
        let epoch = first == 1 && second == 1 && matches!(gregorian, 1900 | 1970);
        let valid = !epoch && (valid_date(gregorian, second, first) || valid_date(gregorian, first, second));
        if separator == first_separator && valid && date_stands_alone(text, first_start, at) {
            let (s, e) = map(first_start, at);
            out.push(Span { start: s, end: e, priority: PRIORITY, label: "BIRTH_DATE" });
        }
    }
}

/// Whether the date at `start..end` stands alone: not glued to a word, a number or a path, and no time of
/// day after it (`12/05/1998 14:02`, `12.05.1998T14`, `1999-11-14, 08:00`) or before it (`14:02:11
/// 05/12/2009`), which would make it a moment.
fn date_stands_alone(text: &str, start: usize, end: usize) -> bool {
    let bytes = text.as_bytes();
    let glued = start > 0 && {
        let b = bytes[start - 1];
        b.is_ascii_alphanumeric() || matches!(b, b'.' | b'/' | b'-' | b':' | b'_')
    };
    let after = &bytes[end..];
    let continues = after.first().is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'/' | b'-' | b':'))
        || (after.first() == Some(&b'.') && after.get(1).is_some_and(u8::is_ascii_digit));
    let timed_after = {
        let skip = after.iter().take(3).take_while(|b| matches!(b, b' ' | b'T' | b',')).count();
        let rest = &after[skip..];
        skip > 0 && rest.len() >= 3 && rest[0].is_ascii_digit() && (rest[1] == b':' || rest[2] == b':')
    };
    let before = text[..start].trim_end_matches([' ', ',', 'T']).as_bytes();
    let timed_before = matches!(before, [.., b':', a, b] if a.is_ascii_digit() && b.is_ascii_digit());
    !glued && !continues && !timed_after && !timed_before
}

/// The end of an ISO 8601 calendar date (`1999-11-14`) whose year `start..year_end` holds, standing alone
/// (`2005-06-03-15.42.50`, as BGL writes moments, does not).
fn iso_date_end(text: &str, start: usize, year_end: usize, year: u32) -> Option<usize> {
    let bytes = text.as_bytes();
    let two = |at: usize| -> Option<u32> {
        let pair = bytes.get(at..at + 2)?;
        pair.iter().all(u8::is_ascii_digit).then(|| u32::from(pair[0] - b'0') * 10 + u32::from(pair[1] - b'0'))
    };
    if bytes.get(year_end) != Some(&b'-') || bytes.get(year_end + 3) != Some(&b'-') {
        return None;
    }
    let (month, day) = (two(year_end + 1)?, two(year_end + 4)?);
    let end = year_end + 6;
    // Reference dates (the epochs of Unix, NTP, DOS and zip, Cocoa; the placeholder 2000-01-01), and an
    // API's version written as a date (`Version=2010-05-08`, `"apiVersion": "2006-03-01"`), are nobody's.
    let epoch = month == 1 && day == 1 && matches!(year, 1900 | 1970 | 1980 | 2000 | 2001);
    let before = text[..start].trim_end_matches([' ', '"', '\'', '=', ':']);
    let version = before.len() >= 7 && before.as_bytes()[before.len() - 7..].eq_ignore_ascii_case(b"version");
    (valid_date(year, month, day) && !epoch && !version && date_stands_alone(text, start, end)).then_some(end)
}

fn valid_date(year: u32, month: u32, day: u32) -> bool {
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day)
}

/// China's 18-character resident ID: a region, a real birth date, a sequence, and the ISO 7064 MOD 11-2
/// check character.
fn china_resident_id(text: &str) -> bool {
    let bytes = text.as_bytes();
    if bytes.len() != 18 || !(b'1'..=b'8').contains(&bytes[0]) {
        return false;
    }
    let digits: Vec<u32> = bytes[..17].iter().map(|b| u32::from(b - b'0')).collect();
    let number = |range: std::ops::Range<usize>| digits[range].iter().fold(0, |acc, d| acc * 10 + d);
    if !valid_date(number(6..10), number(10..12), number(12..14)) {
        return false;
    }
    const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    let sum: u32 = digits.iter().zip(WEIGHTS).map(|(d, w)| d * w).sum();
    let check = b"10X98765432"[(sum % 11) as usize];
    bytes[17].to_ascii_uppercase() == check
}

/// Brazil's CPF: two check digits (mod 11) over the nine before.
fn brazil_cpf(text: &str) -> bool {
    let d = digits_of(text);
    if d.len() != 11 || d.iter().all(|x| *x == d[0]) {
        return false;
    }
    let check = |n: usize| {
        let sum: u32 = d[..n].iter().enumerate().map(|(i, x)| x * (n as u32 + 1 - i as u32)).sum();
        let r = (sum * 10) % 11;
        if r == 10 { 0 } else { r }
    };
    check(9) == d[9] && check(10) == d[10]
}

/// Eleven digits standing alone whose check digits hold for one of the national numbers written so:
/// a PESEL (Poland), a CPF (Brazil), a fødselsnummer (Norway), a T.C. kimlik number (Turkey), an isikukood
/// (Estonia), an AMKA (Greece).
fn eleven_digit_id(text: &str) -> bool {
    let d = digits_of(text);
    d.len() == 11
        && (pesel(&d)
            || brazil_cpf(text)
            || norway_fodselsnummer(&d)
            || turkey_kimlik(&d)
            || estonia_isikukood(&d)
            || greece_amka(&d))
}

/// Germany's tax identification number as it is printed (`86 095 742 719`): eleven digits, the first not
/// 0; among the first ten one digit occurs two or three times and every other at most once; the last is
/// the ISO 7064 MOD 11,10 check digit (the Federal Central Tax Office's specification).
fn germany_steuer_id(text: &str) -> bool {
    let d = digits_of(text);
    if d.len() != 11 || d[0] == 0 {
        return false;
    }
    let mut counts = [0u8; 10];
    for &digit in &d[..10] {
        counts[digit as usize] += 1;
    }
    let repeated: Vec<u8> = counts.iter().copied().filter(|&n| n > 1).collect();
    if !matches!(repeated[..], [2] | [3]) {
        return false;
    }
    let mut product = 10;
    for &digit in &d[..10] {
        let sum = match (digit + product) % 10 {
            0 => 10,
            sum => sum,
        };
        product = (sum * 2) % 11;
    }
    (11 - product) % 10 == d[10]
}

/// Greece's social security number: a birth date `DDMMYY`, four digits, and a Luhn check digit.
fn greece_amka(d: &[u32]) -> bool {
    valid_date(2000, d[2] * 10 + d[3], d[0] * 10 + d[1]) && luhn(d)
}

/// Romania's CNP: a sex-and-century digit 1–8, a birth date `YYMMDD`, a county 01–52, three digits, and a
/// mod-11 check with the published weights (a remainder of 10 gives 1).
fn romania_cnp(text: &str) -> bool {
    let d = digits_of(text);
    if d.len() != 13 || !(1..=8).contains(&d[0]) || !valid_date(2000, d[3] * 10 + d[4], d[5] * 10 + d[6]) {
        return false;
    }
    let county = d[7] * 10 + d[8];
    let check = match weighted(&d, &[2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11 {
        10 => 1,
        k => k,
    };
    (1..=52).contains(&county) && check == d[12]
}

/// Thailand's citizen ID as written (`1-2345-67890-12-3`): the thirteenth digit is
/// `(11 - Σ dᵢ·(13-i) mod 11) mod 10`.
fn thailand_id(text: &str) -> bool {
    let d = digits_of(text);
    d.len() == 13 && (11 - weighted(&d, &[13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 10 == d[12]
}

/// Weighted sum of `digits` by `weights` (as long as the shorter).
fn weighted(digits: &[u32], weights: &[u32]) -> u32 {
    digits.iter().zip(weights).map(|(d, w)| d * w).sum()
}

/// Norway: a birth date (day + 40 for D-numbers) and two mod-11 check digits.
fn norway_fodselsnummer(d: &[u32]) -> bool {
    let check = |weights: &[u32]| match 11 - weighted(d, weights) % 11 {
        11 => Some(0),
        10 => None,
        k => Some(k),
    };
    let day = (d[0] * 10 + d[1]) % 40;
    valid_date(2000, d[2] * 10 + d[3], day)
        && check(&[3, 7, 6, 1, 8, 9, 4, 5, 2]) == Some(d[9])
        && check(&[5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) == Some(d[10])
}

/// Turkey: no leading zero, the tenth digit from the odd and even places, the eleventh from the ten.
fn turkey_kimlik(d: &[u32]) -> bool {
    let odd: u32 = d[..9].iter().step_by(2).sum();
    let even: u32 = d[1..9].iter().step_by(2).sum();
    d[0] != 0 && (odd * 7 + 10 * 9 - even) % 10 == d[9] && d[..10].iter().sum::<u32>() % 10 == d[10]
}

/// Estonia (and Lithuania): a century-and-sex digit 1–6, a birth date, a mod-11 check with a second round
/// of weights when the first gives 10.
fn estonia_isikukood(d: &[u32]) -> bool {
    if !(1..=6).contains(&d[0]) || !valid_date(2000, d[3] * 10 + d[4], d[5] * 10 + d[6]) {
        return false;
    }
    let mut check = weighted(d, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11;
    if check == 10 {
        check = weighted(d, &[3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11 % 10;
    }
    check == d[10]
}

/// Finland's henkilötunnus: a birth date, a century sign, an individual number, and the check character
/// of the nine digits mod 31.
fn finland_hetu(text: &str) -> bool {
    const CHECK: &[u8] = b"0123456789ABCDEFHJKLMNPRSTUVWXY";
    let b = text.as_bytes();
    let number: String = text[..6].chars().chain(text[7..10].chars()).collect();
    let day = (b[0] - b'0') as u32 * 10 + (b[1] - b'0') as u32;
    let month = (b[2] - b'0') as u32 * 10 + (b[3] - b'0') as u32;
    valid_date(2000, month, day) && number.parse::<u32>().is_ok_and(|n| CHECK[(n % 31) as usize] == b[10])
}

/// Russia's SNILS: the two check digits are the weighted sum of the nine mod 101 (100 counting as 00).
fn russia_snils(text: &str) -> bool {
    let d = digits_of(text);
    let sum = weighted(&d[..9], &[9, 8, 7, 6, 5, 4, 3, 2, 1]) % 101;
    sum % 100 == d[9] * 10 + d[10]
}

/// Belgium's national number: a birth date (its month plus 20 or 40 in a BIS number) and a key of 97
/// minus the nine digits mod 97 (with a 2 before them for people born from 2000).
fn belgium_national_number(text: &str) -> bool {
    let d = digits_of(text);
    let number = d[..9].iter().fold(0u64, |n, x| n * 10 + u64::from(*x));
    let key = u64::from(d[9] * 10 + d[10]);
    let date = valid_date(2000, (d[2] * 10 + d[3]) % 20, d[4] * 10 + d[5]);
    date && (97 - number % 97 == key || 97 - (2_000_000_000 + number) % 97 == key)
}

/// Taiwan's national ID: a region letter (its two-digit code), a sex digit, eight digits, weighted mod 10.
fn taiwan_id(text: &str) -> bool {
    const LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVXYWZIO";
    let b = text.as_bytes();
    let Some(code) = LETTERS.iter().position(|l| *l == b[0]).map(|i| i as u32 + 10) else { return false };
    let digits: Vec<u32> = [code / 10, code % 10].into_iter().chain(digits_of(&text[1..])).collect();
    weighted(&digits, &[1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]) % 10 == 0
}

/// Mexico's CURP: a birth date and a check digit over the seventeen characters before it.
fn mexico_curp(text: &str) -> bool {
    const VALUES: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let b = text.as_bytes();
    let month = (b[6] - b'0') as u32 * 10 + (b[7] - b'0') as u32;
    let day = (b[8] - b'0') as u32 * 10 + (b[9] - b'0') as u32;
    // The alphabet of the check has Ñ after N: letters from O on count one more.
    let value = |c: u8| VALUES.iter().position(|v| *v == c).map(|i| i as u32 + u32::from(c >= b'O'));
    let sum: Option<u32> = b[..17].iter().enumerate().map(|(i, c)| Some(value(*c)? * (18 - i as u32))).sum();
    valid_date(2000, month, day) && sum.is_some_and(|sum| (10 - sum % 10) % 10 == (b[17] - b'0') as u32)
}

/// Chile's RUT: the check digit (or K) of the body, weights 2 to 7 from the right, mod 11.
fn chile_rut(text: &str) -> bool {
    let (body, check) = text.split_at(text.len() - 1);
    let sum: u32 = digits_of(body).iter().rev().zip([2, 3, 4, 5, 6, 7].iter().cycle()).map(|(d, w)| d * w).sum();
    let expected = match 11 - sum % 11 {
        11 => '0',
        10 => 'K',
        k => char::from_digit(k, 10).unwrap_or('?'),
    };
    check.eq_ignore_ascii_case(&expected.to_string())
}

/// Argentina's CUIT/CUIL: a type prefix, the document number, a mod-11 check digit.
fn argentina_cuit(text: &str) -> bool {
    let d = digits_of(text);
    let check = match 11 - weighted(&d, &[5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11 {
        11 => 0,
        10 => 9,
        k => k,
    };
    check == d[10]
}

/// Switzerland's AHV/AVS number: 756 (the country), nine digits, an EAN-13 check digit.
fn swiss_ahv(text: &str) -> bool {
    let d = digits_of(text);
    let sum = weighted(&d[..12], &[1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]);
    (10 - sum % 10) % 10 == d[12]
}

/// Poland's PESEL: a birth date (the month carries the century) and a weighted mod-10 check digit.
fn pesel(d: &[u32]) -> bool {
    let sum = weighted(d, &[1, 3, 7, 9, 1, 3, 7, 9, 1, 3]);
    let month = d[2] * 10 + d[3];
    let day = d[4] * 10 + d[5];
    (10 - sum % 10) % 10 == d[10] && (1..=92).contains(&month) && (1..=31).contains(&day)
}

/// India's Aadhaar: twelve digits (not starting 0 or 1) with a Verhoeff check digit.
fn aadhaar(text: &str) -> bool {
    const D: [[u8; 10]; 10] = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
        [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
        [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
        [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
        [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
        [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
    ];
    const P: [[u8; 10]; 8] = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
        [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
        [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
        [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
        [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
    ];
    let d = digits_of(text);
    if d.len() != 12 {
        return false;
    }
    let mut c = 0u8;
    for (i, digit) in d.iter().rev().enumerate() {
        c = D[c as usize][P[i % 8][*digit as usize] as usize];
    }
    c == 0
}

/// Spain's DNI (eight digits and a letter) and NIE (X/Y/Z, seven digits, a letter): the letter is the
/// number mod 23.
fn spain_dni(text: &str) -> bool {
    let compact: String = text.chars().filter(|c| *c != '-').collect();
    let (Some(letter), body) = (compact.chars().last(), &compact[..compact.len() - 1]) else { return false };
    let body = match body.chars().next() {
        Some('X') => format!("0{}", &body[1..]),
        Some('Y') => format!("1{}", &body[1..]),
        Some('Z') => format!("2{}", &body[1..]),
        _ => body.to_owned(),
    };
    let Ok(number) = body.parse::<u32>() else { return false };
    b"TRWAGMYFPDXBNJZSQVHLCKE"[(number % 23) as usize] == letter as u8
}

/// Italy's codice fiscale: the last letter checks the fifteen characters before it.
fn italy_codice_fiscale(text: &str) -> bool {
    const ODD: [u32; 26] =
        [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
    let bytes = text.as_bytes();
    if bytes.len() != 16 {
        return false;
    }
    let value = |b: u8, odd: bool| {
        let index = if b.is_ascii_digit() { (b - b'0') as usize } else { (b - b'A') as usize };
        if odd { ODD[index] } else { index as u32 }
    };
    let sum: u32 = bytes[..15].iter().enumerate().map(|(i, b)| value(*b, i % 2 == 0)).sum();
    bytes[15] == b'A' + (sum % 26) as u8
}

/// Ireland's PPS number: seven digits, a check letter (the weighted sum mod 23, `W` for 0) and an optional
/// second letter that counts in the sum with weight 9.
fn ireland_ppsn(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut sum: u32 = bytes[..7].iter().zip([8, 7, 6, 5, 4, 3, 2]).map(|(b, w)| u32::from(b - b'0') * w).sum();
    if let Some(&second) = bytes.get(8) {
        sum += if second == b'W' { 0 } else { u32::from(second - b'A' + 1) * 9 };
    }
    let check = match sum % 23 {
        0 => b'W',
        r => b'A' + r as u8 - 1,
    };
    bytes[7] == check
}

/// Singapore's NRIC and FIN (`S`/`T` citizens, `F`/`G` foreigners): seven digits weighted 2,7,6,5,4,3,2
/// (plus 4 for the `T` and `G` series), the check letter from the sum mod 11.
fn singapore_nric(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut sum: u32 = bytes[1..8].iter().zip([2, 7, 6, 5, 4, 3, 2]).map(|(b, w)| u32::from(b - b'0') * w).sum();
    if matches!(bytes[0], b'T' | b'G') {
        sum += 4;
    }
    let letters: &[u8; 11] = if matches!(bytes[0], b'S' | b'T') { b"JZIHGFEDCBA" } else { b"XWUTRQPNMLK" };
    bytes[8] == letters[(sum % 11) as usize]
}

/// Hong Kong's identity card number: one or two letters (a lone letter counts as a space, 36, before it),
/// six digits and the check digit in parentheses (`A` for 10), weights 9 to 2, mod 11.
fn hong_kong_id(text: &str) -> bool {
    let bytes = text.as_bytes();
    let letters = bytes.iter().take_while(|b| b.is_ascii_uppercase()).count();
    let value = |b: u8| u32::from(b - b'A') + 10;
    let (first, second) = if letters == 2 { (value(bytes[0]), value(bytes[1])) } else { (36, value(bytes[0])) };
    let digits = &bytes[letters..letters + 6];
    let sum = first * 9
        + second * 8
        + digits.iter().zip([7, 6, 5, 4, 3, 2]).map(|(b, w)| u32::from(b - b'0') * w).sum::<u32>();
    let check = (11 - sum % 11) % 11;
    let written = bytes[letters + 7];
    if check == 10 { written == b'A' } else { u32::from(written.wrapping_sub(b'0')) == check }
}

/// South Africa's identity number: a birth date `YYMMDD`, four digits, a citizenship digit, a digit that
/// was 8 (now 8 or 9), and a Luhn check digit.
fn south_africa_id(text: &str) -> bool {
    let d = digits_of(text);
    d.len() == 13 && valid_date(2000, d[2] * 10 + d[3], d[4] * 10 + d[5]) && luhn(&d)
}

/// A UK National Insurance number: two prefix letters that are ever issued, six digits, a suffix A–D.
fn uk_nino(text: &str) -> bool {
    let prefix = &text[..2];
    !matches!(prefix, "BG" | "GB" | "NK" | "KN" | "TN" | "NT" | "ZZ")
}

/// Sweden's personnummer: a real date and a Luhn check over the ten digits.
fn sweden_personnummer(text: &str) -> bool {
    let d = digits_of(text);
    let ten = &d[d.len().saturating_sub(10)..];
    ten.len() == 10 && valid_date(2000, ten[2] * 10 + ten[3], (ten[4] * 10 + ten[5]) % 60) && luhn(ten)
}

/// Korea's resident registration number: a real date and the mod-11 check digit.
fn korea_rrn(text: &str) -> bool {
    let d = digits_of(text);
    if d.len() != 13 || !valid_date(2000, d[2] * 10 + d[3], d[4] * 10 + d[5]) {
        return false;
    }
    const WEIGHTS: [u32; 12] = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
    let sum: u32 = d[..12].iter().zip(WEIGHTS).map(|(x, w)| x * w).sum();
    (11 - sum % 11) % 10 == d[12]
}

/// France's NIR: the two-digit key is 97 minus the thirteen digits mod 97 (Corsica's 2A/2B count as 19/18).
fn france_nir(text: &str) -> bool {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.len() != 15 {
        return false;
    }
    let body = compact[..13].replace("2A", "19").replace("2B", "18");
    let (Ok(number), Ok(key)) = (body.parse::<u64>(), compact[13..].parse::<u64>()) else { return false };
    97 - number % 97 == key
}

/// Canada's SIN: nine digits with a Luhn check.
fn canada_sin(text: &str) -> bool {
    let d = digits_of(text);
    d.len() == 9 && luhn(&d)
}

/// An Indian mobile number: ten digits starting 6–9, not all the same.
fn india_mobile(text: &str) -> bool {
    let d = digits_of(text);
    d.len() == 10 && !d.iter().all(|x| *x == d[0])
}

/// A payment card number (issuer range and Luhn), as `rules` checks it.
fn card(text: &str) -> bool {
    crate::rules::card_number(text)
}

/// A name written before an honorific, as Japanese and Korean write a person's (`伊藤 愛子様`, `佐藤さん`,
/// `김민준 씨`): the Han, katakana or Hangul letters right before it (one space allowed between the
/// family and the given name), two to six of them. `様` ends many words that are no names (`仕様`
/// "specification", `同様`, `多様`, `模様`) and starts others (`様式`, `様子`): those are passed.
pub(crate) fn honorific_names(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    if text.is_ascii() {
        return;
    }
    for (honorific, hangul) in [("様", false), ("さん", false), ("씨", true)] {
        for (at, _) in text.match_indices(honorific) {
            let after = text[at + honorific.len()..].chars().next();
            let before = text[..at].chars().next_back();
            if honorific == "様"
                && (matches!(before, Some('仕' | '同' | '多' | '模' | '異' | '一' | '各' | '今' | '神' | '皆'))
                    || matches!(after, Some('式' | '子' | '々' | '相')))
            {
                continue;
            }
            let is_name_letter = |c: char| {
                if hangul {
                    ('\u{AC00}'..='\u{D7A3}').contains(&c)
                } else {
                    ('\u{4E00}'..='\u{9FFF}').contains(&c)
                        || ('\u{3400}'..='\u{4DBF}').contains(&c)
                        || ('\u{30A1}'..='\u{30FA}').contains(&c)
                }
            };
            // Korean writes a space before `씨`.
            let at = if hangul && text[..at].ends_with(' ') { at - 1 } else { at };
            let mut start = at;
            let (mut letters, mut spaces) = (0, 0);
            for c in text[..at].chars().rev() {
                if is_name_letter(c) && letters < 6 {
                    letters += 1;
                } else if matches!(c, ' ' | '\u{3000}') && spaces == 0 && letters > 0 {
                    spaces += 1;
                } else {
                    break;
                }
                start -= c.len_utf8();
            }
            // A space the walk stopped after is not part of the name.
            let trimmed = text[start..at].trim_start_matches([' ', '\u{3000}']);
            let start = at - trimmed.len();
            if (2..=6).contains(&trimmed.chars().filter(|c| is_name_letter(*c)).count()) {
                let (start, end) = view.original(start, at);
                out.push(Span { start, end, priority: PRIORITY, label: "NAME" });
            }
        }
    }
}

/// Chinese family names, simplified and traditional: the common single-character ones and the compound
/// ones, leaving out characters that more often start an ordinary word (`高`, `金`, `方`, `文`, `于`).
const CHINESE_FAMILY_NAMES: &str = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范贾夏韦付邹孟熊秦邱尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵钱严覃武戴莫孔汤温康施牛樊葛邢齐易乔伍庞颜倪庄聂章鲁岳翟殷詹欧耿兰焦俞柳祝舒阮柯纪梅童凌毕季裴霍涂苗谷盛翁冉骆蓝辛靳柴蒙鲍喻祁蒲滕屈饶牟艾尤穆卓缪褚娄窦戚岑费卜晏席瞿桂佟臧闵苟邬卞姬仇栾隋刁巫寇桑郎甄仲虞敖巩佘邝陳黃趙吳劉張楊許鄭謝蕭葉蘇鍾羅馮鄧賴盧呂顏魏郭洪邱簡莊詹彭曾蔡鄒譚陸錢嚴龔戴閻薛韓";
const CHINESE_COMPOUND_FAMILY_NAMES: &[&str] = &[
    "欧阳", "歐陽", "司马", "司馬", "诸葛", "諸葛", "上官", "东方", "東方", "皇甫", "令狐", "慕容", "司徒", "夏侯",
    "公孙", "公孫", "宇文", "轩辕", "軒轅",
];
/// Characters that resume a sentence after a name (`杨磊来电`, `李明反馈`, `王伟已…`, `刘洋的`): a verb, a
/// particle or a preposition, or the honorific after a family name alone.
const AFTER_CHINESE_NAME: &str = "来來的在于於已要称稱说說反投致表通从從打请請因对對向将將把被与與和及等再又也就都是有为為了询詢查申提办辦联聯拨撥咨预預订訂退付购購买買需想先女小今昨电電说曾还還";

/// A document's number as written after its label: at most two capital letters, then digits in groups
/// joined by single spaces or dashes (`K7654321`, `0080 7459 9118`, `900101-1234567`). Where it ends
/// (from `from`) and how many digits it holds.
pub(crate) fn written_number(bytes: &[u8], from: usize) -> (usize, usize) {
    let mut stop = from;
    while stop < bytes.len() && stop - from < 2 && bytes[stop].is_ascii_uppercase() {
        stop += 1;
    }
    let mut digits = 0;
    while stop < bytes.len() && (bytes[stop].is_ascii_digit() || matches!(bytes[stop], b' ' | b'-')) {
        if !bytes[stop].is_ascii_digit() && !bytes.get(stop + 1).is_some_and(u8::is_ascii_digit) {
            break;
        }
        digits += usize::from(bytes[stop].is_ascii_digit());
        stop += 1;
    }
    (stop, digits)
}

/// A Chinese person's name after the word for their role, written without a space (`客户张志强来电`,
/// `患者：刘洋`): a family name and one or two given-name characters, the second taken unless it resumes
/// the sentence.
pub(crate) fn chinese_role_names(view: &View<'_>, out: &mut Vec<Span>) {
    const ROLES: &[&str] = &[
        "客户",
        "顾客",
        "用户",
        "患者",
        "病人",
        "员工",
        "会员",
        "乘客",
        "住户",
        "租客",
        "收件人",
        "联系人",
        "申请人",
        "持卡人",
        "投保人",
        "被保险人",
        "借款人",
        "职员",
        "客戶",
        "顧客",
        "用戶",
        "會員",
        "員工",
        "聯絡人",
        "申請人",
        "收貨人",
        "收货人",
        "寄件人",
        "姓名",
    ];
    let text = view.text;
    // The first characters of the roles: most texts hold none.
    const ROLE_STARTS: [char; 24] = [
        '客', '顾', '用', '患', '病', '员', '会', '乘', '住', '租', '收', '联', '申', '持', '投', '被', '借', '职',
        '顧', '會', '員', '聯', '寄', '姓',
    ];
    if text.is_ascii() || !text.contains(ROLE_STARTS) {
        return;
    }
    let is_han = |c: char| ('\u{4E00}'..='\u{9FFF}').contains(&c);
    for role in ROLES {
        for (at, _) in text.match_indices(role) {
            let rest = &text[at + role.len()..];
            let rest = rest.trim_start_matches([':', '：', ' ', '\u{3000}']);
            let start = text.len() - rest.len();
            let family = CHINESE_COMPOUND_FAMILY_NAMES
                .iter()
                .find(|compound| rest.starts_with(*compound))
                .map(|compound| compound.len())
                .or_else(|| rest.chars().next().filter(|c| CHINESE_FAMILY_NAMES.contains(*c)).map(char::len_utf8));
            let Some(family) = family else { continue };
            let mut given = rest[family..].chars();
            let Some(first) = given.next().filter(|c| is_han(*c) && !AFTER_CHINESE_NAME.contains(*c)) else {
                continue;
            };
            let mut end = start + family + first.len_utf8();
            if let Some(second) = given.next().filter(|c| is_han(*c) && !AFTER_CHINESE_NAME.contains(*c)) {
                end += second.len_utf8();
            }
            let (s, e) = view.original(start, end);
            out.push(Span { start: s, end: e, priority: PRIORITY, label: "NAME" });
        }
    }
}

/// A number right after the word that names it in Chinese, Japanese or Korean, written without a space
/// (`個人番号0080 7459 9118`, `身份证号：…`, `주민등록번호 …`): six to twenty digits (in groups or not, at
/// most two letters first) after an identity document's word, seven to fifteen after a phone's.
pub(crate) fn cjk_labelled_numbers(view: &View<'_>, out: &mut Vec<Span>) {
    const LABELS: &[(&str, &str)] = &[
        ("身份证号码", "ID_NUMBER"),
        ("身份证号", "ID_NUMBER"),
        ("身分證字號", "ID_NUMBER"),
        ("身分證號", "ID_NUMBER"),
        ("证件号码", "ID_NUMBER"),
        ("證件號碼", "ID_NUMBER"),
        ("护照号", "ID_NUMBER"),
        ("護照號碼", "ID_NUMBER"),
        ("個人番号", "ID_NUMBER"),
        ("マイナンバー", "ID_NUMBER"),
        ("旅券番号", "ID_NUMBER"),
        ("주민등록번호", "ID_NUMBER"),
        ("여권번호", "ID_NUMBER"),
        ("手机号码", "PHONE"),
        ("手机号", "PHONE"),
        ("手機號碼", "PHONE"),
        ("电话号码", "PHONE"),
        ("電話番号", "PHONE"),
        ("携帯番号", "PHONE"),
        ("전화번호", "PHONE"),
        ("휴대폰", "PHONE"),
    ];
    let text = view.text;
    if text.is_ascii() || !text.contains(['号', '號', '番', '번', 'ー', '폰']) {
        return;
    }
    for (word, label) in LABELS {
        for (at, _) in text.match_indices(word) {
            let rest = &text[at + word.len()..];
            let rest = rest.trim_start_matches([':', '：', ' ', '\u{3000}', 'は', '为', '為', '是']);
            let start = text.len() - rest.len();
            let b = rest.as_bytes();
            let (mut stop, digits) = written_number(b, 0);
            // A check character `X` ends China's resident IDs.
            if *label == "ID_NUMBER" && digits > 0 && matches!(b.get(stop), Some(b'X' | b'x')) {
                stop += 1;
            }
            let fewest = if *label == "PHONE" { 7 } else { 6 };
            let most = if *label == "PHONE" { 15 } else { 20 };
            if (fewest..=most).contains(&digits) && !b.get(stop).is_some_and(u8::is_ascii_alphanumeric) {
                let (s, e) = view.original(start, start + stop);
                out.push(Span { start: s, end: e, priority: PRIORITY, label });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<(&str, &'static str)> {
        let mut out = Vec::new();
        find(&View::root(text), &Features::of(text), &mut out);
        out.iter().map(|s| (&text[s.start..s.end], s.label)).collect()
    }

    /// The patterns compile on first use: every one is compiled here.
    #[test]
    fn every_pattern_compiles() {
        assert!(patterns().each.len() > 20);
        for pattern in &patterns().each {
            assert!(pattern.regex.get().captures_len() >= 1);
        }
        assert!(unicode_email().is_match("josé@bücher.de"));
    }

    #[test]
    fn bare_dates_of_the_last_century_are_a_persons() {
        for (text, date) in [
            ("Jüri Saar\tSUSPENDED\t24.11.1961\t2024-06-16T02:15:24Z", "24.11.1961"),
            ("\"Ngày sinh\"=\"07/08/1990\" channel=sms", "07/08/1990"),
            ("Datum narození: 20. 1. 1966; Telefon", "20. 1. 1966"),
            ("วันเกิด: 23/07/2543;", "23/07/2543"),
            ("Tanggal lahir: 12-10-1983", "12-10-1983"),
        ] {
            assert_eq!(found(text), [(date, "BIRTH_DATE")], "{text}");
        }
        for text in [
            "at 12/05/1998 14:02:11 the job ran",
            "released 2024-06-16, built 16.06.2024",
            "2005.06.03 R02-M1-N0-C:J12-U11",
            "version 1.12.1998.3 loaded",
            "31.02.1975 is no date",
            "seconds since 1/1/1970 UTC",
            "[10/10/2000:13:55:36 -0700] GET /",
            "14:02:11 05/12/2009 job ran",
        ] {
            assert!(found(text).iter().all(|(_, label)| *label != "BIRTH_DATE"), "{text}");
        }
    }

    #[test]
    fn identity_numbers_need_their_check_digits() {
        assert_eq!(found("id 11010519491231002X ok"), [("11010519491231002X", "ID_NUMBER")]);
        assert!(found("id 110105194912310021 ok").is_empty(), "wrong check character");
        assert_eq!(found("cpf 111.444.777-35"), [("111.444.777-35", "ID_NUMBER")]);
        assert!(found("cpf 111.444.777-36").is_empty());
        assert_eq!(found("aadhaar 2341 2341 2346"), [("2341 2341 2346", "ID_NUMBER")]);
        assert_eq!(found("dni 12345678Z nie X1234567L"), [("12345678Z", "ID_NUMBER"), ("X1234567L", "ID_NUMBER")]);
        assert_eq!(found("cf RSSMRA85T10A562S"), [("RSSMRA85T10A562S", "ID_NUMBER")]);
        assert_eq!(found("rrn 800101-1234568").len(), 0, "wrong check digit");
        assert_eq!(found("nino AB 12 34 56 C"), [("AB 12 34 56 C", "ID_NUMBER")]);
        // Nine digits in threes are a phone number somewhere too; the identity number is found either way.
        assert!(found("sin 130 454 283").contains(&("130 454 283", "ID_NUMBER")));
    }

    /// Each format with an example its issuer publishes (or that its published algorithm gives), and the
    /// same with one digit changed, which its check refuses.
    #[test]
    fn more_identity_numbers_by_their_published_checks() {
        for (valid, altered) in [
            ("44051401458", "44051401459"),               // PESEL
            ("15076500565", "15076500566"),               // Norway, fødselsnummer
            ("10000000146", "10000000147"),               // Turkey, T.C. kimlik
            ("37605030299", "37605030290"),               // Estonia, isikukood
            ("131052-308T", "131052-309T"),               // Finland, henkilötunnus
            ("112-233-445 95", "112-233-445 96"),         // Russia, SNILS
            ("85.07.30-033.28", "85.07.30-033.29"),       // Belgium
            ("A123456789", "A123456788"),                 // Taiwan
            ("HEGG560427MVZRRL04", "HEGG560427MVZRRL05"), // Mexico, CURP
            ("12.345.678-5", "12.345.678-4"),             // Chile, RUT
            ("20-12345678-6", "20-12345678-5"),           // Argentina, CUIT
            ("756.9217.0769.85", "756.9217.0769.86"),     // Switzerland, AHV
            ("15038712343", "15038712243"),               // Greece, AMKA
            ("1850315123455", "1850315123456"),           // Romania, CNP
            ("1-1017-00123-45-6", "1-1017-00123-45-7"),   // Thailand
        ] {
            assert_eq!(found(&format!("id {valid} ok")), [(valid, "ID_NUMBER")], "{valid}");
            assert!(found(&format!("id {altered} ok")).iter().all(|(_, l)| *l != "ID_NUMBER"), "{altered}");
        }
    }

    #[test]
    fn national_phone_formats() {
        for (text, number) in [
            ("call 13800138000 now", "13800138000"),
            ("call 138-0013-8000 now", "138-0013-8000"),
            ("uk 07700 900123", "07700 900123"),
            ("fr 06 12 34 56 78", "06 12 34 56 78"),
            ("jp 090-1234-5678", "090-1234-5678"),
            ("br (11) 91234-5678", "(11) 91234-5678"),
        ] {
            assert!(found(text).iter().any(|(f, l)| *f == number && *l == "PHONE"), "{text}: {:?}", found(text));
        }
        // Versions, addresses, times and timestamps are no phone numbers.
        for text in ["v1.27.3 at 10.0.3.17", "2026-11-30T10:00:01.123Z took 1234 ms", "offset 1733040000123"] {
            assert!(found(text).is_empty(), "{text}: {:?}", found(text));
        }
    }
}
