//! The rules of the engine: what each pattern finds, which part of a match is replaced, by which typed
//! placeholder, and the checks that keep look-alikes (version numbers, timestamps, Java packages, metric
//! names) out.
//!
//! Patterns use ASCII word boundaries (`(?-u:\b)`), which keeps every rule inside the regex crate's fast
//! automata; `priority` settles two rules matching at the same place (lower wins: the more specific).

use regex::{Captures, Regex};

use crate::Span;

pub(crate) struct Rule {
    /// The rule's definition, compiled on first use: most rules (vendor token formats) never meet a
    /// candidate text in a given log, and compiling all of them was most of the engine's start-up.
    pub regex: LazyRegex,
    /// Case-insensitive literals one of which must occur for the rule to be tried (none: no literal needed).
    pub literals: &'static [&'static str],
    /// A cheap necessary condition on the text's byte counts.
    pub needs: fn(&Features) -> bool,
    /// A native matcher that finds exactly what `regex` finds (raw matches, before any check), faster,
    /// for the busiest rules; the regex stays the rule's definition and the test oracle.
    pub scan: Option<Scan>,
    priority: u8,
    /// (capture group, placeholder label); group 0 is the whole match.
    groups: &'static [(usize, &'static str)],
    /// A further check of a match's capture groups; `false` drops it.
    validate: Option<fn(&Captures<'_>) -> bool>,
    /// A further check of the whole match (no capture groups needed, so none are extracted).
    check_whole: Option<fn(&str) -> bool>,
    /// The rule only applies to texts this matches (e.g. SQL literals only in SQL statements).
    context: Option<Regex>,
    /// A check of the text around a match (the text, the match's start and end); `true` drops it.
    rejected_by_surroundings: Option<fn(&str, usize, usize) -> bool>,
    /// A capture group whose span is taken only where its text passes this check (the match's other groups
    /// are taken either way).
    group_kept_if: Option<GroupCheck>,
}

/// A capture group and the check its text must pass.
type GroupCheck = (usize, fn(&str) -> bool);

/// A regex compiled the first time it is needed (then shared by every thread).
pub(crate) struct LazyRegex {
    pattern: String,
    compiled: std::sync::OnceLock<Regex>,
}

impl LazyRegex {
    pub(crate) fn new(pattern: String) -> LazyRegex {
        LazyRegex { pattern, compiled: std::sync::OnceLock::new() }
    }

    pub fn get(&self) -> &Regex {
        // The patterns are constants of this file; a test compiles every one of them.
        self.compiled.get_or_init(|| Regex::new(&self.pattern).expect("rule compiles"))
    }
}

impl std::fmt::Display for LazyRegex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.pattern)
    }
}

/// Byte counts and shapes of a text: the rules' cheap preconditions. Each is a *necessary* condition for
/// its rule's pattern to match (a test checks this on the corpus and on generated text), so a rule whose
/// precondition fails is skipped without losing a match.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Features {
    pub digits: u32,
    pub dots: u32,
    pub colons: u32,
    pub dashes: u32,
    pub at: u32,
    pub dollars: u32,
    pub quotes: u32,
    pub plus: u32,
    /// Some dotted label is an infrastructure TLD that ends the name (`db.prod.internal:5432`), the host
    /// rule's precondition.
    pub tld_end: bool,
    /// `ddd-dd-dddd` occurs (the SSN rule's precondition).
    pub ssn_shape: bool,
    /// Two capitals and two digits start a word (the IBAN rule's precondition).
    pub iban_start: bool,
    /// A run of at least 13 digits, single spaces or dashes allowed between them (the card rule's).
    pub card_run: bool,
    /// `ddd[ .-]dddd` ending a word (the North-American phone rule's).
    pub phone_tail: bool,
    /// Four dot-separated groups of one to three digits (the IPv4 rule's).
    pub dotted_quad: bool,
    /// At least 23 base64url characters, a dot, six more, a dot, at least 27 more (the Discord token
    /// rule's).
    pub discord_shape: bool,
    /// A name with a letter, a colon and two to five digits not followed by another colon (`db-1:5432`,
    /// not `10:00:01`): the `host:port` rule's precondition.
    pub host_port: bool,
    /// A line of the text starts like a syslog header: `<`, `[` (journalctl's monotonic time), a month name
    /// or a digit (the syslog host rule's).
    pub syslog_start: bool,
    /// A line starts with an account's name (a lower-case letter or `_` first, at most 32 bytes), blanks and
    /// a digit (`root     27903 27892 …`): the process listings' precondition.
    pub account_then_number: bool,
    /// A line starts with a name, a colon, a number or `*`, and a colon (`db-1:5432:…`): the password
    /// files' precondition.
    pub line_head_port: bool,
    /// How often a digit, a dot and a digit are followed by a space or a tab (`0.3 `, a process listing's
    /// percentages).
    pub decimal_fields: u32,
    /// Two groups of four base32 characters, a space between them and one after (`TXJQ VAEQ `): the TOTP
    /// seeds' precondition.
    pub base32_groups: bool,
    /// A dash, five characters of the alphabet Kubernetes draws generated names from, then no letter or
    /// digit (a pod's suffix).
    pub pod_suffix: bool,
    /// A letter, a dash, one to four digits, then no letter, digit or `_` (`db-prod-02`).
    pub dash_number_end: bool,
    /// The longest chain of digit runs joined by single separators (` -./`, `) `, or one capital letter),
    /// not across a date's year: the personal-data patterns' precondition (`pii`).
    pub digit_chain: u32,
    /// A capital letter touches a run of digits (`AB 12…`, `85T10`, `X1234567L`): the precondition of the
    /// identity numbers written with letters (`pii`'s short patterns).
    pub capital_by_digit: bool,
    /// Two capital letters directly before a run of digits (`DE123…`, `ATU1…`, `FRX1…`): the VAT
    /// numbers' precondition.
    pub capitals_by_digits: bool,
    /// A run of at least 32 hexadecimal digits (password hashes and digests as their tools print them).
    pub long_hex_run: bool,
}

/// Per byte value, a one in the 8-bit lane of the counter it adds to (digits, dots, colons, dashes, `@`,
/// `$`, quotes, plus): one addition per byte counts all eight at once.
static LANE: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut b = b'0';
    while b <= b'9' {
        table[b as usize] = 1;
        b += 1;
    }
    table[b'.' as usize] = 1 << 8;
    table[b':' as usize] = 1 << 16;
    table[b'-' as usize] = 1 << 24;
    table[b'@' as usize] = 1 << 32;
    table[b'$' as usize] = 1 << 40;
    table[b'\'' as usize] = 1 << 48;
    table[b'+' as usize] = 1 << 56;
    table
};

/// A chain of digit runs being measured by [`Features::digit_shapes`].
#[derive(Debug, Clone, Copy)]
struct Chain {
    digits: u32,
    groups: u32,
    /// Every run so far has one to three digits and was joined by a dot.
    dotted_short: bool,
}

impl Default for Chain {
    fn default() -> Chain {
        Chain { digits: 0, groups: 0, dotted_short: true }
    }
}

impl Features {
    fn commit_chain(&mut self, chain: &Chain) {
        let address = chain.dotted_short && chain.groups == 4;
        if !address {
            self.digit_chain = self.digit_chain.max(chain.digits);
        }
    }

    pub(crate) fn of(text: &str) -> Features {
        let bytes = text.as_bytes();
        let mut counts = [0u32; 8];
        // 255 bytes at most per block, so no 8-bit lane overflows.
        for block in bytes.chunks(255) {
            let lanes = block.iter().fold(0u64, |lanes, b| lanes + LANE[*b as usize]);
            for (lane, count) in counts.iter_mut().enumerate() {
                *count += ((lanes >> (8 * lane)) & 0xff) as u32;
            }
        }
        let [digits, dots, colons, dashes, at, dollars, quotes, plus] = counts;
        let mut f = Features { digits, dots, colons, dashes, at, dollars, quotes, plus, ..Features::default() };
        // The shapes only look where the counts allow them.
        if dots > 0 {
            f.tld_end = memchr::memchr_iter(b'.', bytes).any(|dot| ends_in_tld(&bytes[dot + 1..]));
        }
        if dots >= 2 {
            f.discord_shape = memchr::memchr_iter(b'.', bytes).any(|dot| discord_shape_at(bytes, dot));
        }
        if digits >= 4 {
            f.digit_shapes(bytes);
        }
        f.long_hex_run = has_hex_run(bytes, 32);
        if colons > 0 && digits >= 2 {
            f.host_port = memchr::memchr_iter(b':', bytes).any(|colon| host_port_at(bytes, colon));
        }
        for line in std::iter::once(0).chain(memchr::memchr_iter(b'\n', bytes).map(|end| end + 1)) {
            let line = &bytes[line..];
            f.syslog_start |= match line {
                [b'<' | b'[', ..] => true,
                [first, ..] if first.is_ascii_digit() => true,
                [m, a, b, b' ', ..] => m.is_ascii_uppercase() && a.is_ascii_lowercase() && b.is_ascii_lowercase(),
                _ => false,
            };
            f.line_head_port |= colons >= 2 && starts_with_port_field(line);
            f.account_then_number |= colons >= 2 && starts_with_account_then_number(line);
        }
        if dots >= 2 {
            f.decimal_fields = memchr::memchr_iter(b'.', bytes)
                .filter(|&dot| {
                    dot > 0
                        && bytes[dot - 1].is_ascii_digit()
                        && bytes.get(dot + 1).is_some_and(u8::is_ascii_digit)
                        && matches!(bytes.get(dot + 2), Some(b' ' | b'\t'))
                })
                .count() as u32;
        }
        if digits > 0 {
            f.base32_groups = memchr::memchr_iter(b' ', bytes).any(|space| base32_groups_at(bytes, space));
        }
        if dashes > 0 {
            let word = |at: usize| bytes.get(at).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_');
            for dash in memchr::memchr_iter(b'-', bytes) {
                let suffix = bytes.get(dash + 1..dash + 6);
                f.pod_suffix |= suffix.is_some_and(|s| s.iter().all(|b| crate::shape::POD_ALPHABET.contains(b)))
                    && !bytes.get(dash + 6).is_some_and(u8::is_ascii_alphanumeric);
                let number =
                    bytes.get(dash + 1..).map_or(0, |rest| rest.iter().take_while(|b| b.is_ascii_digit()).count());
                f.dash_number_end |= dash > 0
                    && bytes[dash - 1].is_ascii_alphabetic()
                    && (1..=4).contains(&number)
                    && !word(dash + 1 + number);
            }
        }
        f
    }

    /// The shapes made of digits (card runs, phone tails, dotted quads, SSNs, IBAN starts), found by
    /// walking the runs of digits.
    fn digit_shapes(&mut self, bytes: &[u8]) {
        let is_digit = |at: usize| bytes.get(at).is_some_and(u8::is_ascii_digit);
        let run_length =
            |at: usize| bytes.get(at..).map_or(0, |rest| rest.iter().take_while(|b| b.is_ascii_digit()).count());
        // Card: digits so far in a run that single spaces or dashes may split.
        let mut card_digits = 0;
        // Dotted quad: `d{1,3}.` groups directly before the current run.
        let mut quad_groups = 0;
        // Personal data: the current chain of digit runs.
        let mut chain = Chain::default();
        let joined_by = |previous_end: usize, start: usize, separator: u8| {
            previous_end != usize::MAX && start == previous_end + 1 && bytes[previous_end] == separator
        };
        let mut at = 0;
        let mut previous_end = usize::MAX;
        while let Some(offset) = bytes.get(at..).and_then(|rest| rest.iter().position(u8::is_ascii_digit)) {
            let start = at + offset;
            let length = run_length(start);
            let end = start + length;
            // Card: this run continues the last one if exactly one separator lies between them.
            if previous_end != usize::MAX && start == previous_end + 1 && matches!(bytes[previous_end], b' ' | b'-') {
                card_digits += length;
            } else {
                card_digits = length;
            }
            if card_digits >= 13 {
                self.card_run = true;
            }
            // A run next to a colon is part of a time (`10:00:01`) or an address, and a run glued to a letter
            // or `_` is part of an identifier (`0x110067e0`, `appattempt_1445144423722`): never these numbers
            // (every pattern starts and ends at a word boundary).
            let glued = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_lowercase() || *b == b'_');
            let by_colon = bytes.get(end) == Some(&b':')
                || (start > 0 && bytes[start - 1] == b':')
                || glued(start.checked_sub(1).and_then(|p| bytes.get(p)))
                || glued(bytes.get(end));
            let by_dot = joined_by(previous_end, start, b'.');
            let capital_at = |at: Option<usize>| at.and_then(|p| bytes.get(p)).is_some_and(u8::is_ascii_uppercase);
            if capital_at(start.checked_sub(1))
                || capital_at(start.checked_sub(2))
                || capital_at(Some(end))
                || capital_at(Some(end + 1))
            {
                self.capital_by_digit = true;
            }
            if capital_at(start.checked_sub(1)) && capital_at(start.checked_sub(2)) {
                self.capitals_by_digits = true;
            }
            let joined = previous_end != usize::MAX
                && ((start == previous_end + 1
                    && (matches!(bytes[previous_end], b' ' | b'-' | b'.' | b'/')
                        || bytes[previous_end].is_ascii_uppercase())
                    && !crate::pii::year_before(bytes, previous_end))
                    || (start == previous_end + 2 && &bytes[previous_end..start] == b") "));
            if !joined || by_colon {
                // The chain before this run ended: it counts unless it was a dotted quad (`10.0.3.17`, an
                // address, which the IP rule takes).
                self.commit_chain(&chain);
                chain = Chain::default();
            }
            if !by_colon {
                chain.digits += length as u32;
                chain.groups += 1;
                chain.dotted_short &= (chain.groups == 1 || by_dot) && length <= 3;
            }
            // Dotted quad: groups of one to three digits joined by single dots.
            let group = (1..=3).contains(&length);
            if group && previous_end != usize::MAX && start == previous_end + 1 && bytes[previous_end] == b'.' {
                quad_groups += 1;
            } else {
                quad_groups = usize::from(group);
            }
            if quad_groups >= 4 {
                self.dotted_quad = true;
            }
            if length >= 3 {
                let separator = bytes.get(end).copied();
                // Phone: `ddd[ .-]dddd` ending a word.
                if matches!(separator, Some(b' ' | b'.' | b'-')) && run_length(end + 1) >= 4 {
                    let after = bytes.get(end + 5);
                    if after.is_none_or(|a| !a.is_ascii_alphanumeric() && *a != b'_') {
                        self.phone_tail = true;
                    }
                }
                // SSN: `ddd-dd-dddd`.
                if separator == Some(b'-')
                    && is_digit(end + 1)
                    && is_digit(end + 2)
                    && bytes.get(end + 3) == Some(&b'-')
                    && run_length(end + 4) >= 4
                {
                    self.ssn_shape = true;
                }
            }
            // IBAN: two capitals then two digits start a word.
            if length >= 2
                && start >= 2
                && bytes[start - 2].is_ascii_uppercase()
                && bytes[start - 1].is_ascii_uppercase()
                && (start == 2 || !bytes[start - 3].is_ascii_alphanumeric())
            {
                self.iban_start = true;
            }
            previous_end = end;
            at = end;
        }
        self.commit_chain(&chain);
    }
}

/// A line that starts as a process listing's does: an account's name, blanks, a digit.
fn starts_with_account_then_number(line: &[u8]) -> bool {
    if !line.first().is_some_and(|b| b.is_ascii_lowercase() || *b == b'_') {
        return false;
    }
    let name =
        line.iter().take(33).position(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-' | b'+')));
    let Some(name) = name else { return false };
    let blanks = line[name..].iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
    blanks > 0 && line.get(name + blanks).is_some_and(u8::is_ascii_digit)
}

/// Whether `line` starts with a name, a colon, digits or `*`, and a colon.
fn starts_with_port_field(line: &[u8]) -> bool {
    let name = line.iter().take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'*' | b'-')).count();
    let Some(rest) = line.get(name..).and_then(|rest| rest.strip_prefix(b":")).filter(|_| name > 0) else {
        return false;
    };
    let port = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    let port = if port == 0 && rest.first() == Some(&b'*') { 1 } else { port };
    port > 0 && rest.get(port) == Some(&b':')
}

/// Whether four base32 characters end at `space` and four more follow it, then a space.
fn base32_groups_at(bytes: &[u8], space: usize) -> bool {
    let base32 = |b: &u8| b.is_ascii_uppercase() || (b'2'..=b'7').contains(b);
    space >= 4
        && bytes[space - 4..space].iter().all(base32)
        && bytes.get(space + 1..space + 5).is_some_and(|group| group.iter().all(base32))
        && bytes.get(space + 5) == Some(&b' ')
}

/// Whether `bytes` hold a run of at least `length` hexadecimal digits. Such a run covers every
/// `length`-th byte it passes, so only those are tested first (most texts are skipped in `length`-byte
/// steps).
fn has_hex_run(bytes: &[u8], length: usize) -> bool {
    let mut probe = length - 1;
    while probe < bytes.len() {
        if !bytes[probe].is_ascii_hexdigit() {
            probe += length;
            continue;
        }
        let before = bytes[..probe].iter().rev().take_while(|b| b.is_ascii_hexdigit()).count();
        let after = bytes[probe..].iter().take_while(|b| b.is_ascii_hexdigit()).count();
        if before + after >= length {
            return true;
        }
        // No run of the length covers this probe; the next one that could starts after this run.
        probe += after + length;
    }
    false
}

/// Whether `text` is a date with its time of day (ISO 8601 or SQL's `2026-11-12 08:10:00+00`): seconds,
/// fractions and a zone optional. Midnight is not one: a date stored as a `DATETIME` (a birth date) has it.
fn moment(text: &str) -> bool {
    let b = text.as_bytes();
    let digits = |range: std::ops::Range<usize>| b.get(range).is_some_and(|d| d.iter().all(u8::is_ascii_digit));
    if b.len() < 16 || !digits(0..4) || b[4] != b'-' || !digits(5..7) || b[7] != b'-' || !digits(8..10) {
        return false;
    }
    if !matches!(b[10], b' ' | b'T') || !digits(11..13) || b[13] != b':' || !digits(14..16) {
        return false;
    }
    let seconds = text.get(16..19).and_then(|s| s.strip_prefix(':'));
    if &text[11..16] == "00:00" && seconds.is_none_or(|s| s == "00") {
        return false;
    }
    let rest = &text[16..];
    let rest = rest
        .strip_prefix(':')
        .map_or(Some(rest), |r| (r.len() >= 2 && r.as_bytes()[..2].iter().all(u8::is_ascii_digit)).then(|| &r[2..]));
    let Some(mut rest) = rest else { return false };
    if let Some(fraction) = rest.strip_prefix('.') {
        rest = fraction.trim_start_matches(|c: char| c.is_ascii_digit());
    }
    rest.is_empty()
        || rest == "Z"
        || ((rest.starts_with('+') || rest.starts_with('-'))
            && (3..=6).contains(&rest.len())
            && rest[1..].bytes().all(|c| c.is_ascii_digit() || c == b':'))
}

/// Where the double-quoted value that opens just before `start` ends (its closing quote; quotes escaped
/// with a backslash or doubled, as CSV does, skipped), or the text's end when no quote opens there.
fn quoted_value_end(text: &str, start: usize) -> usize {
    let bytes = text.as_bytes();
    if start == 0 || bytes[start - 1] != b'"' {
        return text.len();
    }
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' if bytes.get(i + 1) == Some(&b'"') => i += 2,
            b'"' => return i,
            _ => i += 1,
        }
    }
    text.len()
}

impl Rule {
    pub(crate) fn spans(&self, text: &str, out: &mut Vec<Span>) {
        // A rule with a context applies from where its context starts (an SQL literal is in the statement,
        // not in the log line's fields before it) to where a quoted value holding it ends (`sql="UPDATE …"
        // rows=1`: the fields after it are not the statement's either).
        // (Another statement after that quote opens the rest of the text again.)
        let (from, until) = match &self.context {
            Some(context) => match context.find(text) {
                Some(found) => {
                    let end = quoted_value_end(text, found.start());
                    let again = end < text.len() && context.find_at(text, end).is_some();
                    (found.start(), if again { text.len() } else { end })
                }
                None => return,
            },
            None => (0, text.len()),
        };
        // The DFA finds matches; captures (slower) are taken only where there is one and they are needed.
        let whole_match_only = self.validate.is_none() && self.groups.iter().all(|(group, _)| *group == 0);
        if let Some(scan) = self.scan {
            let mut found = Vec::new();
            scan(text.as_bytes(), &mut found);
            for (start, end) in found.into_iter().filter(|&(start, _)| start < until) {
                // Native matchers cover ASCII only, so these are character boundaries.
                let Some(value) = text.get(start..end) else { continue };
                if self.check_whole.is_none_or(|check| check(value))
                    && !self.rejected_by_surroundings.is_some_and(|rejected| rejected(text, start, end))
                {
                    for (_, label) in self.groups {
                        out.push(Span { start, end, priority: self.priority, label });
                    }
                }
            }
            return;
        }
        let mut at = from;
        let regex = self.regex.get();
        while let Some(m) = regex.find_at(text, at).filter(|m| m.start() < until) {
            // An empty match must not stall the search.
            at = if m.end() > at { m.end() } else { at + text[at..].chars().next().map_or(1, char::len_utf8) };
            if at > text.len() {
                break;
            }
            if whole_match_only {
                if self.check_whole.is_some_and(|check| !check(m.as_str()))
                    || self.rejected_by_surroundings.is_some_and(|rejected| rejected(text, m.start(), m.end()))
                    || self.glued_address(text, m.start())
                    || self.field_not_phone(text, m.start(), m.end())
                    || self.message_id(text, m.start())
                {
                    continue;
                }
                for (_, label) in self.groups {
                    if !m.is_empty() {
                        out.push(Span { start: m.start(), end: m.end(), priority: self.priority, label });
                    }
                }
                continue;
            }
            let Some(captures) = regex.captures_at(text, m.start()) else { continue };
            if self.validate.is_some_and(|check| !check(&captures))
                || self.check_whole.is_some_and(|check| !check(m.as_str()))
                || self.rejected_by_surroundings.is_some_and(|rejected| rejected(text, m.start(), m.end()))
            {
                continue;
            }
            for (group, label) in self.groups {
                if let Some(m) = captures.get(*group).filter(|m| !m.is_empty())
                    && self.group_kept_if.is_none_or(|(kept, check)| kept != *group || check(m.as_str()))
                {
                    out.push(Span { start: m.start(), end: m.end(), priority: self.priority, label });
                }
            }
        }
    }
}

impl Rule {
    /// Whether a phone match without its country code is a field of a run of numbers (`400 302 512 1402`)
    /// or the number of what the word before it names (`order 512 555 1402`): nothing validates a national
    /// number, so its context decides.
    fn field_not_phone(&self, text: &str, start: usize, end: usize) -> bool {
        self.groups.iter().any(|(_, label)| *label == "PHONE")
            && !text[start..].starts_with('+')
            && (crate::pii::in_number_run(text.as_bytes(), start, end) || crate::diagnostic_word_before(text, start))
    }

    /// Whether an e-mail match is a message id (RFC 5322's `msg-id`, after `Message-ID:`, `In-Reply-To:`,
    /// `References:`, Postfix's `message-id=` or a `message_id` field): the rule before this one keeps its
    /// left part and takes its host.
    fn message_id(&self, text: &str, start: usize) -> bool {
        if !self.groups.iter().any(|(_, label)| *label == "EMAIL") {
            return false;
        }
        // Within angle brackets the id's left part may hold characters an address's does not (`CAH7x=ab.1@`):
        // the key is before the bracket.
        let head = &text[..start];
        // RFC 5322 writes a msg-id in angle brackets; an address without them stays an address.
        let opening = head.rfind(|c: char| c == '<' || c == '>' || c.is_whitespace());
        let head = match opening {
            Some(at) if head.as_bytes()[at] == b'<' => &head[..at],
            _ => return false,
        };
        let before = head.trim_end_matches(['"', '\'', ' ']);
        let Some(before) = before.strip_suffix([':', '=']) else { return false };
        let before = before.trim_end_matches(['"', '\'', ' ']);
        // The key: the ASCII word characters that end `before` (so its start is a character boundary).
        let key_len =
            before.bytes().rev().take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_')).count();
        let key: String = before[before.len() - key_len..]
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_lowercase())
            .collect();
        matches!(key.as_str(), "messageid" | "msgid" | "inreplyto" | "references")
    }

    /// Whether an address match continues a dash-joined word before it (`21-Mar-2024::11:31:27` is a
    /// timestamp, not the address `2024::11:31:27`).
    fn glued_address(&self, text: &str, start: usize) -> bool {
        let bytes = text.as_bytes();
        start >= 2
            && bytes[start - 1] == b'-'
            && bytes[start - 2].is_ascii_alphanumeric()
            && self.groups.iter().any(|(_, label)| *label == "IP")
    }
}

/// Whether `rest` (the text after a dot) starts with a TLD label that can end a host match: the host
/// pattern needs a word boundary after it, and a dot after it only continues the match (so the label
/// checked is a later one) when a name character follows the dot.
fn ends_in_tld(rest: &[u8]) -> bool {
    let len = rest.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    if !(2..=11).contains(&len) {
        return false;
    }
    let name_char = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'-');
    let ends = match rest.get(len) {
        None => true,
        Some(b) if b.is_ascii_alphanumeric() || *b == b'_' => false,
        Some(b'.') => !rest.get(len + 1).is_some_and(name_char),
        Some(_) => true,
    };
    ends && is_tld(&rest[..len])
}

/// Whether the colon at `colon` is a `host:port` one: two to five digits after it and then no digit or
/// colon, and a letter in the name before it.
fn host_port_at(bytes: &[u8], colon: usize) -> bool {
    let digits = bytes[colon + 1..].iter().take(6).take_while(|b| b.is_ascii_digit()).count();
    if !(2..=5).contains(&digits) || matches!(bytes.get(colon + 1 + digits), Some(b':')) {
        return false;
    }
    bytes[..colon]
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.'))
        .any(u8::is_ascii_alphabetic)
}

/// Whether a `host:port` match is the last two groups of a run of two-digit hexadecimal groups (a
/// certificate's fingerprint or a MAC address ending `…:F2:F8:14`): its "name" is a group, after another
/// (not `15432:db1:5432`, an SSH forward's host).
fn in_colon_hex_run(text: &str, start: usize, end: usize) -> bool {
    let bytes = text.as_bytes();
    let name = bytes[start..end].split(|b| *b == b':').next().unwrap_or_default();
    name.len() == 2
        && name.iter().all(u8::is_ascii_hexdigit)
        && start >= 3
        && bytes[start - 1] == b':'
        && bytes[start - 3..start - 1].iter().all(u8::is_ascii_hexdigit)
        && (start == 3 || !bytes[start - 4].is_ascii_alphanumeric())
}

/// An account that is not one every system, or a token's authentication, has.
fn names_someone(user: &str) -> bool {
    !crate::structure::built_in_account(user)
}

fn always(_: &Features) -> bool {
    true
}

const B: &str = "(?-u:\\b)";

pub(crate) fn rule(
    pattern: &str,
    priority: u8,
    groups: &'static [(usize, &'static str)],
    validate: Option<fn(&Captures<'_>) -> bool>,
) -> Rule {
    // ASCII digits, so that the byte-count preconditions (which count ASCII digits) are exact.
    let pattern = pattern.replace("\\b", B).replace("\\d", "[0-9]");
    Rule {
        regex: LazyRegex::new(pattern),
        literals: &[],
        needs: always,
        scan: None,
        priority,
        groups,
        validate,
        check_whole: None,
        context: None,
        rejected_by_surroundings: None,
        group_kept_if: None,
    }
}

impl Rule {
    pub(crate) fn when(mut self, literals: &'static [&'static str]) -> Rule {
        self.literals = literals;
        self
    }

    /// The rule applies from where `context` first matches (every match after it, not only the first).
    pub(crate) fn after(mut self, context: &str) -> Rule {
        self.context = Some(Regex::new(&context.replace("\\b", B)).expect("rule context compiles"));
        self
    }

    /// Drops a match when `rejected(text, start, end)` holds: what the text around it makes it.
    pub(crate) fn unless_around(mut self, rejected: fn(&str, usize, usize) -> bool) -> Rule {
        self.rejected_by_surroundings = Some(rejected);
        self
    }

    /// Takes capture group `group`'s span only where `check` holds of its text.
    pub(crate) fn group_kept_if(mut self, group: usize, check: fn(&str) -> bool) -> Rule {
        self.group_kept_if = Some((group, check));
        self
    }

    pub(crate) fn whole(mut self, check: fn(&str) -> bool) -> Rule {
        self.check_whole = Some(check);
        self
    }

    fn scan(mut self, scan: Scan) -> Rule {
        debug_assert!(self.validate.is_none() && self.groups.iter().all(|(group, _)| *group == 0));
        self.scan = Some(scan);
        self
    }

    pub(crate) fn needs(mut self, needs: fn(&Features) -> bool) -> Rule {
        self.needs = needs;
        self
    }
}

/// Top-level domains: the generic and infrastructure ones, and every country code (IANA's root zone).
/// Sorted, so that [`is_tld`] can search it.
const TLDS: &[&str] = &[
    "ac",
    "ad",
    "ae",
    "af",
    "ag",
    "ai",
    "al",
    "am",
    "amazonaws",
    "ao",
    "app",
    "aq",
    "ar",
    "as",
    "at",
    "au",
    "aw",
    "ax",
    "az",
    "azure",
    "ba",
    "bb",
    "bd",
    "be",
    "bf",
    "bg",
    "bh",
    "bi",
    "biz",
    "bj",
    "bm",
    "bn",
    "bo",
    "br",
    "bs",
    "bt",
    "bw",
    "by",
    "bz",
    "ca",
    "cc",
    "cd",
    "cf",
    "cg",
    "ch",
    "ci",
    "ck",
    "cl",
    "cloud",
    "cm",
    "cn",
    "co",
    "com",
    "corp",
    "cr",
    "cu",
    "cv",
    "cw",
    "cx",
    "cy",
    "cz",
    "de",
    "dev",
    "dj",
    "dk",
    "dm",
    "do",
    "dz",
    "ec",
    "edu",
    "ee",
    "eg",
    "er",
    "es",
    "et",
    "eu",
    "example",
    "fi",
    "fj",
    "fk",
    "fm",
    "fo",
    "fr",
    "ga",
    "gcp",
    "gd",
    "ge",
    "gf",
    "gg",
    "gh",
    "gi",
    "gl",
    "gm",
    "gn",
    "gov",
    "gp",
    "gq",
    "gr",
    "gs",
    "gt",
    "gu",
    "gw",
    "gy",
    "hk",
    "hm",
    "hn",
    "home",
    "hr",
    "ht",
    "hu",
    "id",
    "ie",
    "il",
    "im",
    "in",
    "info",
    "int",
    "internal",
    "intranet",
    "invalid",
    "io",
    "iq",
    "ir",
    "is",
    "it",
    "je",
    "jm",
    "jo",
    "jp",
    "ke",
    "kg",
    "kh",
    "ki",
    "km",
    "kn",
    "kp",
    "kr",
    "kw",
    "ky",
    "kz",
    "la",
    "lan",
    "lb",
    "lc",
    "li",
    "lk",
    "local",
    "localdomain",
    "lr",
    "ls",
    "lt",
    "lu",
    "lv",
    "ly",
    "ma",
    "mc",
    "md",
    "me",
    "mg",
    "mh",
    "mil",
    "mk",
    "ml",
    "mm",
    "mn",
    "mo",
    "mp",
    "mq",
    "mr",
    "ms",
    "mt",
    "mu",
    "mv",
    "mw",
    "mx",
    "my",
    "mz",
    "na",
    "nc",
    "ne",
    "net",
    "nf",
    "ng",
    "ni",
    "nl",
    "no",
    "np",
    "nr",
    "nu",
    "nz",
    "om",
    "online",
    "org",
    "pa",
    "pe",
    "pf",
    "pg",
    "ph",
    "pk",
    "pl",
    "pm",
    "pn",
    "pr",
    "ps",
    "pt",
    "pw",
    "py",
    "qa",
    "re",
    "ro",
    "rs",
    "ru",
    "rw",
    "sa",
    "sb",
    "sc",
    "sd",
    "se",
    "sg",
    "sh",
    "si",
    "site",
    "sk",
    "sl",
    "sm",
    "sn",
    "so",
    "sr",
    "ss",
    "st",
    "su",
    "sv",
    "svc",
    "sx",
    "sy",
    "sz",
    "tc",
    "td",
    "tech",
    "test",
    "tf",
    "tg",
    "th",
    "tj",
    "tk",
    "tl",
    "tm",
    "tn",
    "to",
    "tr",
    "tt",
    "tv",
    "tw",
    "tz",
    "ua",
    "ug",
    "uk",
    "us",
    "uy",
    "uz",
    "va",
    "vc",
    "ve",
    "vg",
    "vi",
    "vn",
    "vu",
    "wf",
    "ws",
    "xyz",
    "ye",
    "yt",
    "za",
    "zm",
    "zw",
];

/// Country codes that are also file extensions or words of dotted property paths (`setup.py`, `user.id`,
/// `created.at`, `README.md`): a name ending in one is a host only with three labels or more and a digit or
/// dash (or four labels). Sorted.
const AMBIGUOUS_TLDS: &[&str] = &[
    "ac", "ad", "ae", "af", "ag", "ai", "al", "am", "ao", "aq", "ar", "as", "at", "aw", "ax", "az", "ba", "bb", "bd",
    "be", "bf", "bg", "bh", "bi", "bj", "bm", "bn", "bo", "bs", "bt", "bw", "by", "bz", "cc", "cd", "cf", "cg", "ci",
    "ck", "cl", "cm", "cr", "cu", "cv", "cw", "cx", "cy", "cz", "dj", "dm", "do", "dz", "ec", "ee", "eg", "er", "et",
    "fj", "fk", "fm", "fo", "ga", "gd", "ge", "gf", "gg", "gh", "gi", "gl", "gm", "gn", "gp", "gq", "gr", "gs", "gt",
    "gu", "gw", "gy", "hm", "hn", "hr", "ht", "hu", "id", "il", "im", "in", "iq", "ir", "is", "it", "je", "jm", "jo",
    "ke", "kg", "kh", "ki", "km", "kn", "kp", "kw", "ky", "kz", "la", "lb", "lc", "li", "lk", "lr", "ls", "lt", "lu",
    "lv", "ly", "ma", "mc", "md", "me", "mg", "mh", "mk", "ml", "mm", "mn", "mo", "mp", "mq", "mr", "ms", "mt", "mu",
    "mv", "mw", "mx", "my", "mz", "na", "nc", "ne", "nf", "ng", "ni", "no", "np", "nr", "nu", "om", "pa", "pe", "pf",
    "pg", "ph", "pk", "pl", "pm", "pn", "pr", "ps", "pt", "pw", "py", "qa", "re", "ro", "rs", "rw", "sa", "sb", "sc",
    "sd", "sh", "si", "sk", "sl", "sm", "sn", "so", "sr", "ss", "st", "su", "sv", "sx", "sy", "sz", "tc", "td", "tf",
    "tg", "th", "tj", "tk", "tl", "tm", "tn", "to", "tr", "tt", "tv", "tz", "ua", "ug", "us", "uy", "uz", "va", "vc",
    "ve", "vg", "vi", "vn", "vu", "wf", "ws", "ye", "yt", "za", "zm", "zw",
];

/// Whether `label` (any case) is one of [`TLDS`].
pub(crate) fn is_tld(label: &[u8]) -> bool {
    // Two letters (most TLDs, and most dotted words' endings): one bit of a 26×26 table.
    if let [a, b] = label {
        let (a, b) = (a.to_ascii_lowercase(), b.to_ascii_lowercase());
        if !(a.is_ascii_lowercase() && b.is_ascii_lowercase()) {
            return false;
        }
        static TWO_LETTERS: std::sync::OnceLock<[u32; 26]> = std::sync::OnceLock::new();
        let table = TWO_LETTERS.get_or_init(|| {
            let mut table = [0u32; 26];
            for tld in TLDS.iter().filter(|t| t.len() == 2) {
                let t = tld.as_bytes();
                table[usize::from(t[0] - b'a')] |= 1 << (t[1] - b'a');
            }
            table
        });
        return table[usize::from(a - b'a')] & (1 << (b - b'a')) != 0;
    }
    let mut lower = [0u8; 16];
    let Some(buffer) = lower.get_mut(..label.len()) else { return false };
    for (slot, b) in buffer.iter_mut().zip(label) {
        *slot = b.to_ascii_lowercase();
    }
    TLDS.binary_search_by(|tld| tld.as_bytes().cmp(buffer)).is_ok()
}

/// Oracle's verifiers, each of its length: `S:` and 60 hex digits, `T:` and 160, `H:` and 32.
fn oracle_verifiers(value: &str) -> bool {
    value.split(';').all(|part| match part.split_once(':') {
        Some(("S", hex)) => hex.len() == 60,
        Some(("T", hex)) => hex.len() == 160,
        Some(("H", hex)) => hex.len() == 32,
        _ => false,
    })
}

/// A base32 seed in groups: at least three digits and eight letters among them, and random: ten different
/// characters or more (`ETH2 ETH3 ETH4 ETH5`, a row of interface names, has seven).
fn base32_groups(captures: &Captures<'_>) -> bool {
    let seed = captures[0].as_bytes();
    let mut seen = [false; 256];
    let distinct =
        seed.iter().filter(|b| **b != b' ').filter(|b| !std::mem::replace(&mut seen[usize::from(**b)], true)).count();
    seed.iter().filter(|b| b.is_ascii_digit()).count() >= 3
        && seed.iter().filter(|b| b.is_ascii_alphabetic()).count() >= 8
        && distinct >= 10
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        // --- Secrets in vendor formats (most specific first) ---
        rule(
            r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----(?s:.*?)(?:-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----|\z)",
            0,
            &[(0, "SECRET:private_key")],
            None,
        )
        .when(&["PRIVATE KEY"]),
        rule(r"\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{10,}", 1, &[(0, "SECRET:jwt")], None)
            .when(&["eyJ"]),
        rule(
            r"\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|APKA|AROA|ASCA)[A-Z0-9]{16}\b",
            1,
            &[(0, "SECRET:aws_access_key")],
            None,
        )
        .when(&["AKIA", "ASIA", "ABIA", "ACCA", "AGPA", "AIDA", "AIPA", "ANPA", "ANVA", "APKA", "AROA", "ASCA"]),
        // IAM's unique ids of users, roles, groups and the rest (AWS IAM "Unique identifiers": the same
        // prefixes, 21 characters): which principal acted, an account's identity rather than a key.
        rule(r"\b(?:AIDA|AROA|AGPA|AIPA|ANPA|ANVA|APKA|ASCA|ABIA|ACCA)[A-Z0-9]{17}\b", 1, &[(0, "CLOUD_ACCOUNT")], None)
            .when(&["AIDA", "AROA", "AGPA", "AIPA", "ANPA", "ANVA", "APKA", "ASCA", "ABIA", "ACCA"]),
        rule(
            r#"(?i)aws_?secret_?(?:access_?)?key["']?\s*[:=]\s*["']?([A-Za-z0-9/+=]{40})"#,
            1,
            &[(1, "SECRET:aws_secret_key")],
            None,
        )
        .when(&["aws"]),
        rule(r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,255}\b", 1, &[(0, "SECRET:github_token")], None)
            .when(&["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]),
        rule(r"\bgithub_pat_[A-Za-z0-9_]{22,255}\b", 1, &[(0, "SECRET:github_token")], None).when(&["github_pat_"]),
        rule(
            r"\bgl(?:pat|dt|rt|ptt|ft|imt|oas|cbt|soat|agent)-[A-Za-z0-9_-]{20,}",
            1,
            &[(0, "SECRET:gitlab_token")],
            None,
        )
        .when(&["glpat-", "gldt-", "glrt-", "glptt-", "glft-", "glimt-", "gloas-", "glcbt-", "glsoat-", "glagent-"]),
        rule(r"\bxox[abposr]-[A-Za-z0-9-]{10,}", 1, &[(0, "SECRET:slack_token")], None).when(&["xox"]),
        rule(r"https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9/_-]+", 1, &[(0, "SECRET:slack_webhook")], None)
            .when(&["hooks.slack.com"]),
        // Discord and Microsoft Teams incoming webhooks: the URL is the credential.
        rule(
            r#"https://(?:(?:canary\.|ptb\.)?discord(?:app)?\.com/api/webhooks/[0-9]+/[A-Za-z0-9_-]+|[A-Za-z0-9-]+\.webhook\.office\.com/webhookb2/[^\s"'<>]+)"#,
            1,
            &[(0, "SECRET:webhook")],
            None,
        )
        .when(&["/api/webhooks/", ".webhook.office.com/"]),
        rule(r"\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b", 1, &[(0, "SECRET:stripe_key")], None)
            .when(&["_live_", "_test_"]),
        rule(r"\bwhsec_[A-Za-z0-9]{24,}\b", 1, &[(0, "SECRET:stripe_key")], None).when(&["whsec_"]),
        rule(r"\bAIza[0-9A-Za-z_-]{35}", 1, &[(0, "SECRET:google_api_key")], None).when(&["AIza"]),
        rule(r"\bya29\.[0-9A-Za-z_-]{20,}", 1, &[(0, "SECRET:google_oauth_token")], None).when(&["ya29."]),
        rule(r"\bGOCSPX-[A-Za-z0-9_-]{20,}", 1, &[(0, "SECRET:google_client_secret")], None).when(&["GOCSPX-"]),
        rule(r"\bnpm_[A-Za-z0-9]{36}\b", 1, &[(0, "SECRET:npm_token")], None).when(&["npm_"]),
        rule(r"\bhf_[A-Za-z0-9]{30,}\b", 1, &[(0, "SECRET:huggingface_token")], None).when(&["hf_"]),
        rule(r"\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}", 1, &[(0, "SECRET:api_key")], None).when(&["sk-"]),
        rule(r"\bSG\.[A-Za-z0-9_-]{20,24}\.[A-Za-z0-9_-]{40,50}", 1, &[(0, "SECRET:sendgrid_key")], None).when(&["SG."]),
        rule(r"\bpypi-[A-Za-z0-9_-]{50,}", 1, &[(0, "SECRET:pypi_token")], None).when(&["pypi-"]),
        rule(r"\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b", 1, &[(0, "SECRET:shopify_token")], None)
            .when(&["shpat_", "shpss_", "shpca_", "shppa_"]),
        rule(r"\bdo[por]_v1_[a-f0-9]{64}\b", 1, &[(0, "SECRET:digitalocean_token")], None).when(&["_v1_"]),
        rule(r"\bhv[sbr]\.[A-Za-z0-9_-]{24,}", 1, &[(0, "SECRET:vault_token")], None).when(&["hvs.", "hvb.", "hvr."]),
        rule(r"\bkey-[0-9a-f]{32}\b", 1, &[(0, "SECRET:mailgun_key")], None).when(&["key-"]),
        rule(r"\bSK[0-9a-fA-F]{32}\b", 1, &[(0, "SECRET:twilio_key")], None).when(&["SK"]),
        rule(r"\bdckr_pat_[A-Za-z0-9_-]{20,}", 1, &[(0, "SECRET:docker_token")], None).when(&["dckr_pat_"]),
        rule(r"\bNRAK-[A-Z0-9]{27}\b", 1, &[(0, "SECRET:newrelic_key")], None).when(&["NRAK-"]),
        // New Relic's browser API token (`NRJS-` and 19 hex digits).
        rule(r"NRJS-[a-f0-9]{19}\b", 1, &[(0, "SECRET:newrelic_key")], None).when(&["NRJS-"]),
        rule(r"\blin_api_[A-Za-z0-9]{40}\b", 1, &[(0, "SECRET:linear_key")], None).when(&["lin_api_"]),
        rule(r"\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b", 1, &[(0, "SECRET:age_key")], None).when(&["AGE-SECRET-KEY-"]),
        // More vendor formats with a fixed prefix or shape, in one rule (rule slots are limited): Grafana
        // service account and cloud tokens, Pulumi, Doppler, Postman, Atlassian, Databricks, Square,
        // Alibaba Cloud access key ids, Terraform Cloud, Telegram bot tokens, Mailchimp keys.
        rule(
            r"\b(?:glsa_[A-Za-z0-9_]{32,}|glc_[A-Za-z0-9+/=_-]{32,}|pul-[a-f0-9]{40}|dp\.(?:st|ct|sa|scim|audit)\.[A-Za-z0-9_.-]{20,}|PMAK-[a-f0-9]{24}-[a-f0-9]{34}|ATATT3[A-Za-z0-9_=-]{20,}|dapi[a-f0-9]{32}(?:-[0-9])?|sq0(?:atp|csp)-[A-Za-z0-9_-]{22,}|LTAI[A-Za-z0-9]{12,20}|[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,}|(?:bot)?[0-9]{8,10}:AA[A-Za-z0-9_-]{30,}|[0-9a-f]{32}-us[0-9]{1,2})\b",
            1,
            &[(0, "SECRET:api_token")],
            None,
        )
        .when(&[
            "glsa_", "glc_", "pul-", "dp.st.", "dp.ct.", "dp.sa.", "dp.scim.", "dp.audit.", "PMAK-", "ATATT3", "dapi",
            "sq0atp-", "sq0csp-", "LTAI", ".atlasv1.", ":AA", "-us",
        ]),
        // Discord bot tokens: no fixed prefix, so their shape (found in the byte pass) gates the rule, and
        // the first part must decode to a numeric id.
        rule(r"\b[MNO][A-Za-z0-9_-]{22,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}\b", 1, &[(0, "SECRET:discord_token")], None)
            .whole(discord_token)
            .needs(|f| f.discord_shape),
        // Signed URLs (Azure SAS, S3 pre-signed): the signature parameter.
        rule(r"(?i)[?&](?:sig|signature|x-amz-signature|x-goog-signature)=([^&\s\x22']{8,})", 2, &[(1, "SECRET:signature")], None)
            .when(&["sig", "signature"]),
        // Command lines: `--password hunter2`, `-p hunter2` is too ambiguous to take.
        rule(
            r"(?i)(?:^|\s)--?(?:password|passwd|pass|pwd|secret|token|api-key|apikey|access-key|client-secret)[ \t]+([^\s-][^\s]*)",
            4,
            &[(1, "SECRET:credential")],
            // `Using --password via the CLI is insecure`: a sentence about the flag.
            Some(|c| c.get(1).is_some_and(|v| !crate::structure::is_function_word(v.as_str()))),
        )
        .when(&["-pass", "-pwd", "-secret", "-token", "-api", "-access", "-client"]),
        // The MySQL clients take the password glued to `-p` (`mysql -u root -pS3cret`; `-P` is the port).
        rule(
            r#"(?i:\bmysql(?:dump|admin|import|check|sh|binlog|pump)?\b)[^\r\n]*?[\s="'&]-p([^\s"'&-][^\s"'&]*)"#,
            3,
            &[(1, "SECRET:password")],
            None,
        )
        .when(&["mysql"]),
        // curl/wget style `-u user:password` / `--user=user:password` (Docker's `-u 1000:1000` is a user id and a
        // group id).
        rule(
            r"(?:^|\s)(?:-u|--user|--http-user)(?:[ \t]+|=)([^\s:]+):(\S+)",
            3,
            &[(1, "USER"), (2, "SECRET:password")],
            Some(|c| !(1..=2).all(|group| c.get(group).is_some_and(|m| m.as_str().bytes().all(|b| b.is_ascii_digit())))),
        )
        .when(&["-u", "--user", "--http-user"]),
        // curl's `-u` last in a cluster of short options (`curl -su user:password`, getopt's clustering).
        rule(r"\bcurl\b[^\n|;&]*?\s-[A-Za-z]+u[ \t]+([^\s:-][^\s:]*):(\S+)", 3, &[(1, "USER"), (2, "SECRET:password")], None)
            .when(&["curl"]),
        // Registry credentials in Docker's config.json: `"auth": "<base64 user:password>"`.
        rule(r#""auth"\s*:\s*"([A-Za-z0-9+/]{8,}={0,2})""#, 2, &[(1, "SECRET:basic_auth")], None).when(&[r#""auth""#]),
        // SQL that sets a password (CREATE USER / ALTER USER / GRANT … IDENTIFIED BY '…').
        rule(r"(?i)\bidentified\s+(?:with\s+\S+\s+)?by\s+(?:password\s+)?'((?:[^'\\]|\\.|'')*)'", 2, &[(1, "SECRET:password")], None)
            .when(&["identified"]),
        // Password hashes: crypt(3)'s modular format (`$id$[params$]salt$hash`: bcrypt, sha-crypt, md5-crypt,
        // apr1, yescrypt, scrypt, argon2, phpass and Drupal; their alphabets have no `:`, so a shadow line's
        // fields after the hash stay), MySQL's `caching_sha2_password` (`$A$005$…`),
        // PostgreSQL's SCRAM, Django's `algorithm$…` and Werkzeug's `method$salt$hash`.
        rule(
            r#"\$(?:2[abxy]?|1|5|6|7|y|gy|apr1|sha1|md5|argon2(?:id|i|d)|scrypt|pbkdf2(?:-sha\d+)?|bcrypt-sha256|[PHS])\$[^\s"',;:]{20,}|\$A\$0\d\d\$[^\s"']{40,}|\bSCRAM-SHA-(?:1|256)\$\d+:[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+|\b(?:pbkdf2_sha(?:1|256|512)|argon2|bcrypt(?:_sha256)?|scrypt|sha1|md5|unsalted_sha1|unsalted_md5|crypt)\$[^\s"',;:]*\$[^\s"',;:]{8,}|\b(?:pbkdf2:sha\d+(?::\d+)?|scrypt:\d+:\d+:\d+)\$[A-Za-z0-9./]+\$[0-9a-fA-F]{16,}"#,
            1,
            &[(0, "SECRET:password_hash")],
            None,
        )
        .when(&[
            "$2", "$1$", "$5$", "$6$", "$7$", "$y$", "$gy$", "$apr1$", "$sha1$", "$md5", "$argon2", "$scrypt$", "$pbkdf2",
            "$bcrypt", "$P$", "$H$", "$S$", "$A$0", "SCRAM-SHA-", "pbkdf2", "argon2$", "bcrypt$", "bcrypt_sha256$",
            "scrypt$", "scrypt:", "sha1$", "crypt$", "md5$",
        ]),
        // Any other scheme in crypt(3)'s modular format: `$id$`, one to three `param$`/`salt$` fields, and a
        // hash of sixteen characters or more (Cisco's `$8$`/`$9$`, Juniper's `$9$`, future schemes; the PHC
        // string format's parameters are comma-separated: `$argon2id$v=19$m=65536,t=3,p=4$salt$hash`).
        rule(
            r#"\$[A-Za-z0-9-]{1,12}\$(?:[^\s$"';]{1,80}\$){1,3}[./A-Za-z0-9+=-]{16,}"#,
            1,
            &[(0, "SECRET:password_hash")],
            None,
        )
        .when(&["$"])
        .needs(|f| f.dollars >= 3),
        // `algorithm:iterations:salt:hash` (PBKDF2 as Java and .NET applications store it), and Kerberos
        // tickets and pre-authentication as cracking tools write them (`$krb5tgs$23$*user$realm$spn*$…`).
        rule(
            r"\b(?i:sha1|sha256|sha512|pbkdf2(?:_sha\d+)?):\d{3,7}:[A-Za-z0-9+/=.]{8,}:[A-Za-z0-9+/=.]{16,}|\$krb5(?:tgs|asrep|pa)\$\d+\$\S{16,}",
            1,
            &[(0, "SECRET:password_hash")],
            None,
        )
        .when(&["sha1:", "sha256:", "sha512:", "pbkdf2", "$krb5"]),
        // SQL Server's password hashes (`PWDENCRYPT`, `sys.sql_logins`): `0x0100`, a 4-byte salt and SHA-1
        // (SQL Server 2000-2008), or `0x0200`, a salt and SHA-512 (2012 on).
        rule(
            r"\b0x0(?:100[0-9A-Fa-f]{48}(?:[0-9A-Fa-f]{40})?|200[0-9A-Fa-f]{136})\b",
            1,
            &[(0, "SECRET:password_hash")],
            None,
        )
        .when(&["0x0100", "0x0200"]),
        // MySQL's `mysql_native_password` (`*` and 40 hex digits) and PostgreSQL's md5 (`md5` and 32).
        rule(r"\*[0-9A-F]{40}\b|\bmd5[0-9a-f]{32}\b", 1, &[(0, "SECRET:password_hash")], None)
            .when(&["*", "md5"])
            .needs(|f| f.long_hex_run),
        // Oracle's verifiers in `SYS.USER$.SPARE4`: 11g's `S:` (SHA-1 and a salt, 60 hex digits), 12c's `T:`
        // (160), and the HTTP digest `H:` (32), joined by `;`.
        // (Lengths checked apart: counted repetitions of 160 compile into large automata.)
        rule(r"\b[STH]:[0-9A-F]{32,}(?:;[STH]:[0-9A-F]{32,})*\b", 1, &[(0, "SECRET:password_hash")], None)
            .whole(oracle_verifiers)
            .when(&["s:", "t:", "h:"])
            .needs(|f| f.digits >= 20 && f.colons >= 1),
        // LDAP and Spring's `{SCHEME}…` (`{SSHA}…`, `{bcrypt}$2a$…`; `{noop}` holds the password itself).
        rule(
            r#"\{(?i:SSHA|SHA|SSHA256|SSHA512|SMD5|MD5|CRYPT|PBKDF2(?:-SHA\d+)?|PKCS5S2|ARGON2|BCRYPT|noop|sha256|scrypt)\}[^\s"',;]{6,}"#,
            1,
            &[(0, "SECRET:password_hash")],
            None,
        )
        .when(&["{ssha", "{sha", "{smd5", "{md5", "{crypt", "{pbkdf2", "{pkcs5s2", "{argon2", "{bcrypt", "{noop", "{scrypt"]),
        // A TOTP seed as authenticator apps show it for manual entry (RFC 4648 base32, in groups of four:
        // `3G26 TXJQ VAEQ OT26 NS4Q 6HEJ 3ULG 4YMK`). Base32 has no 0, 1, 8 or 9; the digits it has are
        // what tells the seed from a row of capitalised words.
        rule(r"\b[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,7}\b", 1, &[(0, "SECRET:otp_seed")], Some(base32_groups))
            .needs(|f| f.digits >= 3 && f.capital_by_digit && f.base32_groups),
        // --- `Bearer …`/`Basic …` in prose (as values of keys, `structure` finds them) ---
        rule(r"(?i)\bbearer\s+([A-Za-z0-9._~+/=-]{8,})", 2, &[(1, "SECRET:bearer")], Some(group1_looks_secret))
            .when(&["bearer"]),
        rule(r"(?i)\bbasic\s+([A-Za-z0-9+/]{8,}={0,2})", 2, &[(1, "SECRET:basic_auth")], Some(group1_looks_secret))
            .when(&["basic"]),
        // --- URL user-info (connection strings) ---
        // (The user may be empty: `redis://:secret@cache:6379`.)
        // (Its account, unless one every system or token authentication fixes: `https://oauth2:<token>@…`,
        // `__token__`, `guest`.)
        rule(
            r#"\b([a-zA-Z][a-zA-Z0-9+.-]{0,31}://)([^\s:/@?#"'{}<>\\]*):([^\s/"{}<>\\]*)@"#,
            2,
            &[(2, "USER"), (3, "SECRET:password")],
            None,
        )
        .group_kept_if(2, names_someone)
        .when(&["://"])
        .needs(|f| f.at > 0),
        rule(r"\b([a-zA-Z][a-zA-Z0-9+.-]*://)([^\s:/@?#]+)@", 3, &[(2, "USER")], None)
            .group_kept_if(2, names_someone)
            .when(&["://"])
            .needs(|f| f.at > 0),
        // The host after the user-info, whatever follows it (`postgres://u:p@wrk-qfs-3:5x32/l`, a port a
        // validator refused).
        rule(
            r#"\b[a-zA-Z][a-zA-Z0-9+.-]{0,31}://[^\s/@?#"'{}<>\\]*@([A-Za-z][A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9-]{1,63}){0,8})(?:[:/?#\s"'\]),;]|$)"#,
            7,
            &[(1, "HOST")],
            // (Not an image's digest, `docker://alpine@sha256:c5b1…`: its algorithm's name.)
            Some(|c| {
                c.get(1).is_some_and(|host| {
                    let algorithms = ["sha1", "sha256", "sha384", "sha512"];
                    let digest = algorithms.iter().any(|a| host.as_str().eq_ignore_ascii_case(a));
                    crate::structure::is_host_name(host.as_str()) && !digest
                })
            }),
        )
        .when(&["://"])
        .needs(|f| f.at > 0),
        // --- Personal data ---
        // RFC 5322's `msg-id` (`Message-ID:`, `In-Reply-To:`, Postfix's `message-id=`, a `message_id` field):
        // `<left@right>` names a message, not a mailbox. The left part ties the message's log lines together
        // (kept); the right part is the host that made it.
        rule(
            r#"(?i)\b(?:message[-_]?id|msg[-_]?id|in-reply-to|references)["']?\s*[:=]\s*["']?<[^<>@\s"',;]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)>"#,
            4,
            &[(1, "HOST")],
            None,
        )
        .when(&["message-id", "message_id", "messageid", "msg-id", "msg_id", "msgid", "in-reply-to", "references"])
        .needs(|f| f.at > 0 && f.dots > 0),
        rule(r"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}\b", 5, &[(0, "EMAIL")], None)
            .whole(not_ssh_extension_name)
            .needs(|f| f.at > 0 && f.dots > 0),
        rule(r"\b(?:\d[ -]?){12,18}\d\b", 5, &[(0, "CARD")], None).whole(card_number).needs(|f| f.card_run).scan(scan_card_runs),
        rule(r"\b\d{3}-\d{2}-\d{4}\b", 5, &[(0, "SSN")], None).whole(us_ssn).needs(|f| f.ssn_shape),
        rule(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b", 5, &[(0, "IBAN")], None).whole(iban).needs(|f| f.iban_start && f.digits >= 8),
        rule(r"(?:\+\d{1,3}[ .-]?)?\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b", 6, &[(0, "PHONE")], None)
            .needs(|f| f.phone_tail),
        // E.123's international notation: `+`, the country code, then groups of 1 to 4 digits (`+33 6 12 34
        // 56 78`), 8 to 15 digits in all (E.164's bounds).
        rule(
            r"\+\d{1,3}(?:[ .-]?\d{1,4}){2,7}\b",
            6,
            &[(0, "PHONE")],
            Some(|c| (8..=15).contains(&c[0].bytes().filter(u8::is_ascii_digit).count())),
        )
        .needs(|f| f.plus > 0 && f.digits >= 8),
        // --- Network and infrastructure names ---
        // An IPv4 address as Erlang's `inet` writes it, a tuple of four octets, as the value of a tuple whose
        // tag names an address (`{peer,{198,51,100,114}}`, `{ip,{10,0,0,7}}`), alone or beside its port
        // (`{peer,{{10,0,0,7},5432}}`, what `inet:peername` returns), and as Elixir writes the same terms
        // (`{:peer, {10, 0, 0, 7}}`, `remote_ip: {10, 0, 0, 7}`); a tuple of four numbers under another tag (a
        // colour, a rectangle, a version) or none (a PostgreSQL array) is not one.
        rule(
            r"(?:\{:?([a-z][a-z0-9_]{0,31}), ?|(?:^|[\s,{(\[])([a-z][a-z0-9_]{0,31}): )\{?(\{\d{1,3}, ?\d{1,3}, ?\d{1,3}, ?\d{1,3}\})",
            7,
            &[(3, "IP")],
            Some(|c| {
                let tuple = c.get(3).map_or("", |m| m.as_str());
                let dotted = tuple.trim_matches(['{', '}']).replace(' ', "").replace(',', ".");
                let tag = c.get(1).or(c.get(2)).map_or("", |m| m.as_str());
                crate::lexicon::role_of_key(tag) == crate::lexicon::Role::Infrastructure && ipv4(&dotted)
            }),
        )
        .when(&[",{", ", {", ": {"]),
        // A host's name before its address, as Java prints an `InetAddress` (`wrk-afa-46/10.2.0.7`,
        // `db-1.example/fd00::7%1`): the name is the host's. (A host's name with a dash, or in lower case
        // with a dot, and an address a host has: not an interface's `eth0/…`, an assembly's
        // `System.Runtime/4.2.2.0`, a network's `vpc-main/10.0.0.0`, a job's `backup-1/02:00:00`.)
        rule(
            r#"(?:^|[\s(\[=,@"'<{:])([A-Za-z][A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9-]{1,63}){0,8})/(\d{1,3}(?:\.\d{1,3}){3}\b|[0-9A-Fa-f]{0,4}:[0-9A-Fa-f]{0,4}:[0-9A-Fa-f:.]*)"#,
            7,
            &[(1, "HOST")],
            Some(|c| {
                let host = c.get(1).map_or("", |m| m.as_str());
                let address = c.get(2).map_or("", |m| m.as_str());
                (host.contains('-') || (host.contains('.') && !host.bytes().any(|b| b.is_ascii_uppercase())))
                    && crate::structure::is_host_name(host)
                    && match address.parse::<std::net::IpAddr>() {
                        Ok(std::net::IpAddr::V4(v4)) => ipv4(address) && v4.octets()[3] != 0,
                        // (Not a run that ends in `::`, `RIPE-MD/160::Weak`.)
                        Ok(std::net::IpAddr::V6(_)) => address.bytes().last().is_some_and(|b| b.is_ascii_hexdigit()),
                        Err(_) => false,
                    }
            }),
        )
        .needs(|f| f.dotted_quad || f.colons >= 2),
        rule(r"\b(?:\d{1,3}\.){3}\d{1,3}\b", 7, &[(0, "IP")], None)
            .whole(ipv4)
            .unless_around(in_dotted_number_run)
            .needs(|f| f.dotted_quad)
            .scan(scan_dotted_quads),
        rule(r"\b(?:[0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4}\b", 7, &[(0, "IP")], None)
            .unless_around(in_colon_hex_bytes)
            .needs(|f| f.colons >= 7),
        rule(
            r"(?:\b(?:[0-9A-Fa-f]{1,4}:){1,6}|::)(?::[0-9A-Fa-f]{1,4}){1,6}\b|\b(?:[0-9A-Fa-f]{1,4}:){1,7}:(?:[0-9A-Fa-f]{1,4}\b)?",
            7,
            &[(0, "IP")],
            None,
        )
        .whole(ipv6)
        .unless_around(in_path_of_names)
        .when(&["::"]),
        rule(r"\b(?:[0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}\b", 7, &[(0, "MAC")], None)
            .whole(|mac| !broadcast_or_unset_mac(mac))
            .unless_around(in_longer_byte_string)
            .needs(|f| f.colons >= 5 || f.dashes >= 5),
        // A MAC address as glibc's `ether_ntoa` prints it, leading zeros left out (`66:50:0:f3:bf:a3`: ebtables,
        // arp tools); alone, not in a longer run of colon-separated groups.
        rule(r"\b(?:[0-9A-Fa-f]{1,2}:){5}[0-9A-Fa-f]{1,2}\b", 7, &[(0, "MAC")], None)
            // (A hex letter among its groups, or most of them of two digits: `1:3:6:1:4:1` is an OID, `1:2:3:4:5:6`
            // a count; Docker's `2:42:ac:11:0:2` and QEMU's `52:54:0:12:34:56` are addresses.)
            .whole(|mac| {
                mac.split(':').any(|group| group.len() == 1)
                    && (mac.bytes().any(|b| b.is_ascii_alphabetic())
                        || mac.split(':').filter(|group| group.len() == 2).count() >= 4)
                    && !broadcast_or_unset_mac(mac)
            })
            .unless_around(|text, start, end| text[..start].ends_with(':') || text[end..].starts_with(':'))
            .needs(|f| f.colons >= 5),
        // An IPv6 interface identifier in modified EUI-64 form (RFC 4291, appendix A: `ff:fe` in its middle, as
        // `ipv6calc` and SLAAC print it alone): the network card's MAC address, written another way.
        // (Inside a whole IPv6 address the address is taken, from its start; a longer run of colon-separated
        // groups is something else, but `::` may come before it. Short outer groups only beside the whole
        // `xxff:fexx` middle: `1:2ff:fe00:3` is no address.)
        rule(
            r"\b(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{2}[Ff][Ff]:[Ff][Ee][0-9A-Fa-f]{2}:[0-9A-Fa-f]{1,4}|[0-9A-Fa-f]{3,4}:[0-9A-Fa-f]{0,2}[Ff][Ff]:[Ff][Ee][0-9A-Fa-f]{2}:[0-9A-Fa-f]{3,4})\b",
            7,
            &[(0, "MAC")],
            None,
        )
        .unless_around(|text, start, end| {
            (text[..start].ends_with(':') && !text[..start].ends_with("::")) || text[end..].starts_with(':')
        })
        .when(&["ff:fe"]),
        rule(r"\bip-\d{1,3}-\d{1,3}-\d{1,3}-\d{1,3}(?:\.[A-Za-z0-9.-]+)?", 8, &[(0, "HOST")], None).when(&["ip-"]),
        // A dotted name ending in an infrastructure TLD, with whatever follows it so that the check can
        // refuse `java.net.SocketTimeoutException` (its last label is no TLD).
        rule(
            &format!(r"(?i)\b(?:[a-z0-9-]+\.)+(?:{})\b(?:\.[A-Za-z0-9_$-]+)*", TLDS.join("|")),
            8,
            &[(0, "HOST")],
            None,
        )
        .whole(host_name)
        .unless_around(|text, start, end| in_logger_field(text, start, end) || names_ssh_extension(text, start, end))
        .needs(|f| f.tld_end),
        // Pods name themselves `<owner>-<5 characters>` (a StatefulSet's ordinal aside), a Deployment's with its
        // ReplicaSet's hash between, both from the alphabet Kubernetes draws generated names from (no vowels,
        // no 0/1/3). kubelet writes a pod as `<name>_<namespace>(<uid>)`, so `_` may end the name.
        rule(
            r"\b([a-z0-9](?:[a-z0-9-]{0,50}[a-z0-9])?-[bcdfghjklmnpqrstvwxz2456789]{6,10}-[bcdfghjklmnpqrstvwxz2456789]{5})(?:\b|_)",
            8,
            &[(1, "POD")],
            None,
        )
        .needs(|f| f.dashes >= 2 && f.pod_suffix),
        // Without the hash (a DaemonSet's, a Job's, a runner's pod): the suffix must hold a letter and a digit,
        // as five random characters of that alphabet nearly always do and words never do.
        rule(
            r"\b([a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*-([bcdfghjklmnpqrstvwxz2456789]{5}))(?:\b|_)",
            8,
            &[(1, "POD")],
            Some(|captures| {
                let suffix = captures.get(2).map_or("", |m| m.as_str());
                suffix.bytes().any(|b| b.is_ascii_digit()) && suffix.bytes().any(|b| b.is_ascii_lowercase())
            }),
        )
        .needs(|f| f.pod_suffix && f.digits >= 1),
        // --- Process ids ---
        rule(r#"(?i)\b(?:[mp]?pid|process[ _]?id)["']?\s*[=:]?\s*["']?(\d{1,10})\b"#, 9, &[(1, "PID")], None)
            .when(&["pid", "process id", "process_id", "processid"])
            .needs(|f| f.digits > 0),
        // pino-pretty and similar headers: `(PID on HOST)`.
        rule(r"\((\d{1,10}) on ([A-Za-z0-9][A-Za-z0-9._-]*)\)", 9, &[(1, "PID"), (2, "HOST")], None).when(&[" on "]),
        // A machine named by the common convention of parts and a number (`SRV-SQL-14`, `db-prod-02`,
        // `gh-runner-prod-37`, `WS-OPS-6043`): two to four parts of letters in one case, one of them a
        // machine's role, then the number. Inside a path, a dotted name or an image reference it is not
        // one (`/srv-db-1/`, `x.db-prod-1`, `nginx:web-app-2`).
        rule(
            r"\b[A-Za-z]{2,12}(?:-[A-Za-z]{2,12}){1,3}-\d{1,4}\b",
            8,
            &[(0, "HOST")],
            Some(|c| c.get(0).is_some_and(|m| conventional_machine_name(m.as_str()))),
        )
        .needs(|f| f.dashes >= 2 && f.dash_number_end)
        .unless_around(|text, start, end| {
            let bytes = text.as_bytes();
            let before = start.checked_sub(1).map(|i| bytes[i]);
            matches!(before, Some(b'/' | b'.' | b'@' | b':' | b'-' | b'_'))
                || matches!(bytes.get(end), Some(b'/' | b'-' | b'_'))
                || (bytes.get(end) == Some(&b'.') && bytes.get(end + 1).is_some_and(u8::is_ascii_alphanumeric))
        }),
        // A URL's host, also without a dotted domain (`redis://:x@cache-eu1:6379`, `jdbc:mysql://…@db-qa-01`).
        rule(
            r"\b[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^\s/?#@]*@)?([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)(?::\d{1,5})?(?:[/?#\s\x22'<>)]|$)",
            8,
            &[(1, "HOST")],
            Some(|c| c.get(1).is_some_and(|m| host_position_name(m.as_str())) && !container_id_url(c)),
        )
        .when(&["://"]),
        // `host:port`: a name shaped like a host before a port (`zk66gru:2181`, `db-primary-2:5432`), not a
        // source file and line (`OrderService.java:212`).
        rule(
            r"\b([A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*):(\d{2,5})(?:[^0-9A-Za-z_:]|$)",
            8,
            &[(1, "HOST")],
            Some(|c| {
                let (Some(name), Some(port)) = (c.get(1), c.get(2)) else { return false };
                host_position_name(name.as_str())
                    && port.as_str().parse::<u32>().is_ok_and(|p| (1..=65_535).contains(&p))
                    && !is_source_file(name.as_str())
            }),
        )
        .needs(|f| f.host_port)
        .unless_around(in_colon_hex_run),
        // (One digit is an element's index, `comment[0]:`, not a process a log names: those are init's and
        // the kernel's.)
        rule(r"\b([A-Za-z_][A-Za-z0-9_.()-]*)\[(\d{2,7})\]:", 9, &[(2, "PID")], Some(|c| {
            // `SQLSTATE[23000]:`, `errno[13]:` are codes, not a program's pid.
            c.get(1).is_some_and(|name| !matches!(name.as_str().to_ascii_lowercase().as_str(), "sqlstate" | "errno" | "error" | "err" | "code" | "status" | "state" | "exit"))
        }))
        .when(&["]:"]),
        // A daemon that logs its pid with its thread's number (unbound's `unbound[18880:0] info: …`).
        rule(r"\b([A-Za-z_][A-Za-z0-9_.-]*)\[(\d{2,7}):\d{1,3}\] [a-z]{3,8}:", 9, &[(2, "PID")], None).needs(|f| f.colons >= 2),
    ];
    // --- Literals of logged SQL statements (only in texts that hold one) ---
    const SQL_WORDS: &[&str] = &["select", "insert", "update", "delete", "replace"];
    let sql = Regex::new(
        r"(?i)(?-u:\b)(?:(?:select\s.+?\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from|replace\s+into)(?-u:\b)|select\s+(?:cast\s*\(|'))",
    )
    .expect("sql context compiles");
    // (A moment with its time of day is when something happened, not who someone is: a birth date has no
    // time.)
    let mut literal = rule(r"'(?:[^'\\\r\n]|\\.|'')*'", 10, &[(0, "SQL:str")], None)
        .whole(|quoted| !moment(&quoted[1..quoted.len() - 1]))
        .when(SQL_WORDS)
        .needs(|f| f.quotes >= 2);
    literal.context = Some(sql.clone());
    rules.push(literal);
    // A statement's bound parameters logged on a line of their own are its literals: SQLAlchemy's echo
    // (`[generated in 0.0003s] ('okim46', …)`, `[cached since 12s ago]`, `[raw sql]`), and Hibernate's
    // binder (`binding parameter [1] as [VARCHAR] - [okim46]`; since 6, `binding parameter (1:VARCHAR) <-
    // [okim46]`). Python's repr quotes a string holding `'` with `"` (`"O'Brien"`); numbers, booleans and
    // `null` stay, as a statement's numbers outside comparisons do.
    rules.push(
        rule(r#""[^"\\\r\n]*'[^"\\\r\n]*"|'(?:[^'\\\r\n]|\\.|'')*'"#, 10, &[(0, "SQL:str")], None)
            .whole(|quoted| !moment(&quoted[1..quoted.len() - 1]))
            .when(&["[generated in ", "[cached since ", "[raw sql]", "[no key "])
            .after(r"\[(?:generated in [0-9.]+s|cached since [0-9.]+s ago|raw sql|no key [0-9.]+s)\] [(\[{]")
            .needs(|f| f.quotes >= 1),
    );
    rules.push(
        rule(
            r"(?m)\bbinding parameter (?:\[[0-9]{1,4}\] as \[[A-Z_ ]{1,40}\] - |\([0-9]{1,4}:[A-Z_ ]{1,40}\) <- )\[([^\r\n]+)\][ \t]*\r?$",
            10,
            &[(1, "SQL:str")],
            Some(|c| {
                c.get(1).is_some_and(|value| {
                    let value = value.as_str();
                    !matches!(value, "null" | "true" | "false")
                        && value.parse::<f64>().is_err()
                        && !moment(value)
                })
            }),
        )
        .when(&["binding parameter"]),
    );
    // A value a database could not convert, quoted back in its error (DuckDB's `Could not convert string
    // '…' to INT32`, PostgreSQL's `invalid input syntax for type integer: "…"`, MySQL's `Incorrect integer
    // value: '…' for column`, SQL Server's `Conversion failed when converting the varchar value '…'`): it
    // is whatever was put there, a statement's literal.
    rules.push(
        rule(
            r#"(?i)\b(?:could not convert string|invalid input syntax for(?: type)? [a-z ]{1,40}:|incorrect [a-z]{1,20} value:|conversion failed when converting the [a-z]{1,20} value) ?(?:'((?:[^'\
]|'')*)'|"([^"
]*)")"#,
            10,
            &[(1, "SQL:str"), (2, "SQL:str")],
            None,
        )
        .when(&["could not convert string", "invalid input syntax for", "incorrect ", "conversion failed when converting"]),
    );
    let mut number = rule(
        r"(?i)(?:[=<>]|\bin\s*\(|\bvalues\s*\(|\blike|\bbetween|\band|,)\s*(-?\d+(?:\.\d+)?)\b",
        10,
        &[(1, "SQL:num")],
        None,
    )
    .when(SQL_WORDS)
    .needs(|f| f.digits > 0);
    number.context = Some(sql);
    rules.push(number);
    rules
}

/// A value after `Bearer`/`Basic` that looks like a credential, not a word ("Bearer authentication").
fn group1_looks_secret(captures: &Captures<'_>) -> bool {
    captures.get(1).is_some_and(|m| looks_like_secret(m.as_str()))
}

fn looks_like_secret(value: &str) -> bool {
    let digits = value.bytes().any(|b| b.is_ascii_digit());
    let upper = value.bytes().any(|b| b.is_ascii_uppercase());
    let lower = value.bytes().any(|b| b.is_ascii_lowercase());
    let symbols = value.bytes().any(|b| matches!(b, b'.' | b'_' | b'-' | b'+' | b'/' | b'='));
    digits || (upper && lower && value.len() >= 12) || (symbols && value.len() >= 16)
}

/// Raw matches `(start, end)` of a rule's pattern, in order, not overlapping.
pub(crate) type Scan = fn(&[u8], &mut Vec<(usize, usize)>);

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// `\b` before `at`, where `at` holds a word byte.
fn boundary_before(bytes: &[u8], at: usize) -> bool {
    at == 0 || !is_word(bytes[at - 1])
}

/// `\b` after `at`, where `at - 1` holds a word byte.
fn boundary_after(bytes: &[u8], at: usize) -> bool {
    bytes.get(at).is_none_or(|b| !is_word(*b))
}

fn digit_run(bytes: &[u8], at: usize) -> usize {
    bytes.get(at..).map_or(0, |rest| rest.iter().take_while(|b| b.is_ascii_digit()).count())
}

/// `\b(?:[0-9]{1,3}\.){3}[0-9]{1,3}\b`: four runs of one to three digits joined by single dots, a
/// word boundary before and after. (No match starts inside a run of digits: there is no boundary
/// there; and a run longer than three digits cannot be a group, since a shorter take leaves a digit
/// where the pattern needs a dot or a boundary.)
fn scan_dotted_quads(bytes: &[u8], out: &mut Vec<(usize, usize)>) {
    let mut at = 0;
    while let Some(offset) = bytes.get(at..).and_then(|rest| rest.iter().position(u8::is_ascii_digit)) {
        let start = at + offset;
        if boundary_before(bytes, start) {
            let mut end = start;
            let mut groups = 0;
            while groups < 4 {
                let length = digit_run(bytes, end);
                if !(1..=3).contains(&length) {
                    break;
                }
                end += length;
                groups += 1;
                if groups < 4 {
                    if bytes.get(end) != Some(&b'.') {
                        break;
                    }
                    end += 1;
                }
            }
            if groups == 4 && boundary_after(bytes, end) {
                out.push((start, end));
                at = end;
                continue;
            }
        }
        at = start + digit_run(bytes, start);
    }
}

/// `\b(?:[0-9][ -]?){12,18}[0-9]\b`: from a digit with a word boundary before it, a chain of digits
/// with at most one space or dash between two of them (a separator not followed by a digit cannot be
/// taken); the match is the longest 13 to 19 digits of the chain followed by a word boundary (the
/// greedy repetition's first success).
fn scan_card_runs(bytes: &[u8], out: &mut Vec<(usize, usize)>) {
    let mut at = 0;
    while let Some(offset) = bytes.get(at..).and_then(|rest| rest.iter().position(u8::is_ascii_digit)) {
        let start = at + offset;
        if boundary_before(bytes, start) {
            // Where the chain's 1st, 2nd, … digit ends.
            let mut ends = [0usize; 19];
            let mut digits = 0;
            let mut position = start;
            loop {
                ends[digits] = position + 1;
                digits += 1;
                if digits == ends.len() {
                    break;
                }
                position = match bytes.get(position + 1) {
                    Some(b) if b.is_ascii_digit() => position + 1,
                    Some(b' ' | b'-') if bytes.get(position + 2).is_some_and(u8::is_ascii_digit) => position + 2,
                    _ => break,
                };
            }
            if let Some(end) = (13..=digits).rev().map(|n| ends[n - 1]).find(|end| boundary_after(bytes, *end)) {
                out.push((start, end));
                at = end;
                continue;
            }
        }
        at = start + 1;
    }
}

/// Whether an address is not an SSH algorithm's or extension's name: RFC 4251 (section 6) names an
/// implementation's own as `name@domain` (`chacha20-poly1305@openssh.com`, `ssh-ed25519-cert-v01@openssh.com`,
/// `curve25519-sha256@libssh.org`), as every verbose SSH log prints them: a name of words and numbers
/// joined by dashes at an implementation's domain. (Its people's mailboxes, `djm@openssh.com`, are
/// addresses.)
fn not_ssh_extension_name(address: &str) -> bool {
    let (local, domain) = address.rsplit_once('@').unwrap_or_default();
    !(algorithm_name(local) && ssh_implementation_domain(domain))
}

/// Whether the domain at `start..end` ends an SSH algorithm's or extension's name (see
/// [`not_ssh_extension_name`]).
fn names_ssh_extension(text: &str, start: usize, end: usize) -> bool {
    let Some(head) = text[..start].strip_suffix('@') else { return false };
    let local_start = head
        .char_indices()
        .rev()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '.'))
        .map_or(0, |(at, c)| at + c.len_utf8());
    let local = &head[local_start..];
    algorithm_name(local) && ssh_implementation_domain(&text[start..end])
}

/// An algorithm's name as SSH writes them: lower-case words and numbers, a dash or a digit among them.
fn algorithm_name(local: &str) -> bool {
    !local.is_empty()
        && local.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'-' | b'.'))
        && local.bytes().any(|b| b.is_ascii_digit() || b == b'-')
}

fn ssh_implementation_domain(domain: &str) -> bool {
    ["openssh.com", "libssh.org", "ssh.com", "tinyssh.org", "putty.projects.tartarus.org", "lysator.liu.se"]
        .iter()
        .any(|vendor| domain.eq_ignore_ascii_case(vendor))
}

/// 13 to 19 digits from a known card issuer range that pass the Luhn check.
pub(crate) fn card_number(text: &str) -> bool {
    if !printed_as_a_card(text) {
        return false;
    }
    // On the stack: this checks every long digit run of every line (block ids, counters).
    let mut buffer = [0u32; 19];
    let mut count = 0;
    for digit in text.bytes().filter(u8::is_ascii_digit) {
        if count == buffer.len() {
            return false;
        }
        buffer[count] = u32::from(digit - b'0');
        count += 1;
    }
    let digits = &buffer[..count];
    if count < 13 || digits.iter().all(|d| *d == digits[0]) {
        return false;
    }
    let prefix = |n: usize| digits.iter().take(n).fold(0u32, |acc, d| acc * 10 + d);
    let issuer = digits[0] == 4
        || (51..=55).contains(&prefix(2))
        || (2221..=2720).contains(&prefix(4))
        || matches!(prefix(2), 34 | 37 | 36 | 38 | 62 | 65)
        || prefix(4) == 6011
        || (644..=649).contains(&prefix(3))
        || (3528..=3589).contains(&prefix(4))
        || (300..=305).contains(&prefix(3));
    issuer && luhn(digits)
}

/// Digits with separators must be grouped as cards are printed (ISO/IEC 7812 numbers as issuers and
/// wallets show them): fours with a shorter last group (`4111 1111 1111 1111`, 19 digits as 4-4-4-4-3), or
/// 4-6-5 and 4-6-4 (American Express, Diners). Two numbers side by side (`48213003 19770`: a size and a
/// duration) are not one card, whatever their checksum.
fn printed_as_a_card(text: &str) -> bool {
    if !text.contains([' ', '-']) {
        return true;
    }
    let mut groups = [0usize; 19];
    let mut count = 0;
    for group in text.split([' ', '-']).filter(|g| !g.is_empty()) {
        if count == groups.len() {
            return false;
        }
        groups[count] = group.len();
        count += 1;
    }
    let groups = &groups[..count];
    let fours = groups.split_last().is_some_and(|(last, rest)| (1..=4).contains(last) && rest.iter().all(|&g| g == 4));
    fours || matches!(groups, [4, 6, 5] | [4, 6, 4])
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

/// A US social security number: no area 000, 666 or 900-999, no group 00, no serial 0000.
fn us_ssn(text: &str) -> bool {
    let parts: Vec<u32> = text.split('-').filter_map(|p| p.parse().ok()).collect();
    matches!(parts.as_slice(), [area, group, serial] if *area != 0 && *area != 666 && *area < 900 && *group != 0 && *serial != 0)
}

/// An IBAN whose ISO 13616 check digits hold (mod 97 = 1).
fn iban(text: &str) -> bool {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if !(15..=34).contains(&compact.len()) {
        return false;
    }
    let rearranged = format!("{}{}", &compact[4..], &compact[..4]);
    let mut remainder: u32 = 0;
    for c in rearranged.chars() {
        let value = match c.to_digit(36) {
            Some(v) => v,
            None => return false,
        };
        for digit in value.to_string().chars() {
            remainder = (remainder * 10 + digit.to_digit(10).unwrap_or(0)) % 97;
        }
    }
    remainder == 1
}

/// A dotted quad that is an address of some machine: not the unspecified address (`0.0.0.0`, "every
/// interface" in a bind) and not a netmask or the broadcast address (ones then zeros: `255.255.255.0`),
/// which name no machine. A number has no leading zero unless every number is written in three digits
/// (`010.185.185.082`, as tcpflow names its files and some devices print addresses in columns: the zeros
/// pad a width).
fn ipv4(text: &str) -> bool {
    // (Not from `000.` or `00x.`: a version or a part number padded so, `001.002.003.004`.)
    let fixed_width = text.split('.').all(|octet| octet.len() == 3) && !text.starts_with("00");
    let mut value: u32 = 0;
    for octet in text.split('.') {
        match octet.parse::<u8>() {
            Ok(n) if fixed_width || !(octet.len() > 1 && octet.starts_with('0')) => value = value << 8 | u32::from(n),
            _ => return false,
        }
    }
    let netmask = value.leading_ones() >= 8 && value.leading_ones() + value.trailing_zeros() == 32;
    value != 0 && !netmask
}

/// Whether a dotted quad is part of a longer run of dotted numbers, which no address is: an SNMP object
/// id (`1.3.6.1.2.1.1.4.0`, `iso.3.6.1.2.1.1.5.0`), a version of five parts.
fn in_dotted_number_run(text: &str, start: usize, end: usize) -> bool {
    let bytes = text.as_bytes();
    (start >= 2 && bytes[start - 1] == b'.' && bytes[start - 2].is_ascii_digit())
        || (bytes.get(end) == Some(&b'.')
            && bytes.get(end + 1).is_some_and(u8::is_ascii_digit)
            && !address_then_port(bytes, start, end))
}

/// Whether the address `start..end` is followed by its port as a fifth number and nothing more, as
/// tcpdump prints the two ends of a packet (`10.0.0.1.5432 > 10.0.0.2.80:`) and tcpflow names a flow's
/// (`010.000.000.001.05432-010.000.000.002.00080`, each number padded to its width): the port has no
/// leading zero unless padded so, and fits 16 bits, and the address's first number is 10 or more (an
/// OID's is 0, 1 or 2).
fn address_then_port(bytes: &[u8], start: usize, end: usize) -> bool {
    let first_octet =
        bytes[start..end].iter().take_while(|b| b.is_ascii_digit()).fold(0u32, |n, b| n * 10 + u32::from(b - b'0'));
    let port_start = end + 1;
    let port_end = port_start + bytes[port_start..].iter().take_while(|b| b.is_ascii_digit()).count();
    let port = &bytes[port_start..port_end];
    let after = bytes.get(port_end);
    let padded = end - start == 15 && port.len() == 5;
    let flow_joint = |joint: &[u8]| joint.len() == 2 && joint[0] == b'-' && joint[1].is_ascii_digit();
    first_octet >= 10
        && port_number(port).is_some()
        && (port[0] != b'0' || padded)
        && !after.is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
        && !(after == Some(&b'.') && bytes.get(port_end + 1).is_some_and(u8::is_ascii_digit))
        // One end of a socket pair: `A.p > B.q:` (dsniff's `A.p -> B.q`), tcpflow's `A.p-B.q`, or a flow
        // record's two columns (argus: `10.0.0.1.55237   10.0.0.2.ldap`); a version with five numbers
        // stands in no such pair.
        && (bytes[port_end..].starts_with(b" > ")
            || bytes[port_end..].starts_with(b" -> ")
            || bytes[..start].ends_with(b"> ")
            || padded && bytes.get(port_end..port_end + 2).is_some_and(flow_joint)
            || padded && start >= 2 && bytes[start - 2].is_ascii_digit() && bytes[start - 1] == b'-'
            || other_end_in_next_column(bytes, start, port_end))
}

/// Whether the address and port at `start..end` (`10.0.0.1.55237`) has the other end of its flow in the
/// next column on either side (two blanks or a tab between, as argus's `ra` tools print a flow record): an
/// address with a port or a service name (`10.0.0.2.5432`, `10.0.0.2.ldap`), and one of the two ports a
/// client's (1024 or more) or a service's name — a version of five numbers beside another (`11.2.0.4.2
/// 12.1.0.2.1`) ends in small numbers. Only the neighbouring words are read: the cost does not grow with
/// the line.
fn other_end_in_next_column(bytes: &[u8], start: usize, end: usize) -> bool {
    /// The widest gap between two columns read, and the longest word.
    const REACH: usize = 64;
    let port_of = |word: &[u8]| -> Option<Option<u32>> {
        let fourth_dot = word.iter().enumerate().filter(|(_, b)| **b == b'.').nth(3).map(|(at, _)| at)?;
        let (address, port) = (&word[..fourth_dot], &word[fourth_dot + 1..]);
        let address =
            address.iter().all(|b| b.is_ascii_digit() || *b == b'.') && std::str::from_utf8(address).is_ok_and(ipv4);
        let number = port_number(port).filter(|_| port[0] != b'0');
        let service = (2..=16).contains(&port.len())
            && port[0].is_ascii_lowercase()
            && port.iter().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-');
        match (address, number, service) {
            (true, Some(number), _) => Some(Some(number)),
            (true, None, true) => Some(None),
            _ => None,
        }
    };
    let Some(own) = port_of(&bytes[start..end]) else { return false };
    let column = |gap: &[u8]| {
        !gap.is_empty()
            && gap.len() <= REACH
            && gap.iter().all(|b| matches!(b, b' ' | b'\t'))
            && (gap.len() >= 2 || gap[0] == b'\t')
    };
    // The word after, then the word before.
    let after_gap = bytes[end..].iter().take(REACH + 1).take_while(|b| matches!(b, b' ' | b'\t')).count();
    let after = &bytes[end + after_gap..];
    let after_word = &after[..after.iter().take(REACH).take_while(|b| !b.is_ascii_whitespace()).count()];
    let before_gap = bytes[..start].iter().rev().take(REACH + 1).take_while(|b| matches!(b, b' ' | b'\t')).count();
    let before = &bytes[..start - before_gap];
    let before_word =
        &before[before.len() - before.iter().rev().take(REACH).take_while(|b| !b.is_ascii_whitespace()).count()..];
    let pairs = |other: Option<Option<u32>>| {
        other.is_some_and(|other| match (own, other) {
            (Some(a), Some(b)) => a >= 1024 || b >= 1024,
            _ => true,
        })
    };
    (column(&bytes[end..end + after_gap]) && pairs(port_of(after_word)))
        || (column(&bytes[start - before_gap..start]) && pairs(port_of(before_word)))
}

/// A port written in digits (one to five, at most 65,535), its value.
fn port_number(digits: &[u8]) -> Option<u32> {
    ((1..=5).contains(&digits.len()) && digits.iter().all(u8::is_ascii_digit))
        .then(|| digits.iter().fold(0u32, |n, b| n * 10 + u32::from(b - b'0')))
        .filter(|&n| n <= 65_535)
}

/// The broadcast address (`ff:ff:ff:ff:ff:ff`) and the unset one (`00:00:00:00:00:00`): no device's.
fn broadcast_or_unset_mac(mac: &str) -> bool {
    let digits = || mac.bytes().filter(u8::is_ascii_hexdigit);
    digits().all(|b| b == b'0') || digits().all(|b| b.eq_ignore_ascii_case(&b'f'))
}

/// Whether six hex bytes are part of a string of 16 or more (an X.509 serial, a key identifier, a
/// fingerprint: `1c:a7:79:78:86:e1:6d:d7:…`) or of a hex dump's line that goes on (`…:1c:9a:eb:` at the
/// line's end). Shorter strings hold addresses (EUI-64, DUIDs, client ids: the address stays taken), and so
/// does the kernel packet log's `MAC=` field whatever its length (the frame's header: destination, source,
/// then the rest), whose first two addresses stay.
fn in_longer_byte_string(text: &str, start: usize, end: usize) -> bool {
    let bytes = text.as_bytes();
    let separator = bytes[start + 2];
    let byte_at = |at: usize| bytes.get(at..at + 2).is_some_and(|pair| pair.iter().all(u8::is_ascii_hexdigit));
    // Whole bytes before and after the match, counted up to a bound.
    const BOUND: usize = 16;
    let before = (1..=BOUND)
        .take_while(|k| start >= 3 * k && bytes[start + 2 - 3 * k] == separator && byte_at(start - 3 * k))
        .count();
    let after =
        (0..BOUND).take_while(|k| bytes.get(end + 3 * k) == Some(&separator) && byte_at(end + 3 * k + 1)).count();
    let run_start = start - 3 * before;
    let run_end = end + 3 * after;
    if bytes[..run_start].ends_with(b"MAC=") {
        return !(before == 0 || before == 6);
    }
    let continued =
        bytes.get(run_end) == Some(&separator) && bytes.get(run_end + 1).is_none_or(|b| matches!(b, b'\n' | b'\r'));
    let total = before + 6 + after;
    total >= 16 || (continued && total > 6)
}

/// Whether an address-shaped match is bytes written in hex with colons (an X.509 serial or fingerprint, key
/// material as `openssl … -text` prints it: `00:a1:b2:c3:…`): every group two digits, none left out.
fn in_colon_hex_bytes(text: &str, start: usize, end: usize) -> bool {
    let matched = &text[start..end];
    !matched.contains("::") && matched.split(':').all(|group| group.len() == 2)
}

/// Whether a match ending in `::` continues into a name (`DBD::MariaDB::st`, `Foo::Bar`: Perl's, Rust's and
/// C++'s paths, whose hex-looking first part is no address).
fn in_path_of_names(text: &str, start: usize, end: usize) -> bool {
    let bytes = text.as_bytes();
    (text[start..end].ends_with("::") && bytes.get(end).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_'))
        || (start >= 1 && bytes[start - 1] == b':' && start >= 2 && bytes[start - 2] == b':')
}

/// A compressed IPv6 address, not a time (`10:04:29`) or a `key::path`.
fn ipv6(text: &str) -> bool {
    text.contains("::") && text.matches(':').count() >= 2 && text.bytes().filter(|b| b.is_ascii_hexdigit()).count() >= 2
}

fn is_base64url(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

/// Whether a Discord token's shape has its first dot at `dot`: the cheap test (the second dot seven
/// bytes on) first, as most dots fail it.
fn discord_shape_at(bytes: &[u8], dot: usize) -> bool {
    if bytes.get(dot + 7) != Some(&b'.') || !bytes[dot + 1..dot + 7].iter().copied().all(is_base64url) {
        return false;
    }
    // Necessary, not exact: the run before may be longer than the token (`x-MTA…` starts at `M`).
    let before = bytes[..dot].iter().rev().take(23).take_while(|b| is_base64url(**b)).count();
    let after = bytes[dot + 8..].iter().take(27).take_while(|b| is_base64url(**b)).count();
    before == 23 && after == 27
}

/// A Discord bot token: its first part is the bot's id (17 to 20 digits) in base64url, which a dotted
/// identifier of the same shape (`MessageProcessorServiceImpl.handle.processIncomingMessages`) is not.
fn discord_token(token: &str) -> bool {
    use base64::Engine;
    let Some(id) = token.split('.').next() else { return false };
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(id)
        .is_ok_and(|id| (17..=20).contains(&id.len()) && id.iter().all(u8::is_ascii_digit))
}

/// A name in a host's position (a URL's authority, before `:port`): shaped like a host name.
/// A machine's name by the naming convention of role, site or environment parts and a number: the parts
/// in one case, at least two of them, one a machine's role (a server, a database, a workstation…).
fn conventional_machine_name(name: &str) -> bool {
    const ROLES: &[&str] = &[
        "srv", "svr", "server", "db", "dbs", "sql", "mysql", "pg", "psql", "postgres", "redis", "mongo", "es",
        "elastic", "kafka", "zk", "web", "app", "node", "worker", "runner", "host", "vm", "ws", "wks", "pc", "dc",
        "fs", "mail", "smtp", "proxy", "lb", "gw", "cache", "master", "replica", "bastion", "jump", "nas", "esx",
        "esxi", "hv", "rdp", "desktop", "laptop", "nb", "ops",
    ];
    let letters = || name.bytes().filter(u8::is_ascii_alphabetic);
    let one_case = letters().all(|b| b.is_ascii_lowercase()) || letters().all(|b| b.is_ascii_uppercase());
    let mut parts: Vec<&str> = name.split('-').collect();
    parts.pop();
    one_case && parts.len() >= 2 && parts.iter().any(|part| ROLES.iter().any(|role| role.eq_ignore_ascii_case(part)))
}

/// `containerd://<id>`, `docker://<id>`, `cri-o://<id>`: where Kubernetes reports a container, the part
/// after the scheme is the container's 64-hex id, not a host (`docker://registry.example/app` has one).
fn container_id_url(c: &Captures<'_>) -> bool {
    let whole = c.get(0).map_or("", |m| m.as_str());
    let id = c.get(1).map_or("", |m| m.as_str());
    crate::shape::CONTAINER_RUNTIME_SCHEMES.iter().any(|scheme| {
        whole.len() > scheme.len() && whole.get(..scheme.len()).is_some_and(|s| s.eq_ignore_ascii_case(scheme))
    }) && id.len() == 64
        && id.bytes().all(|b| b.is_ascii_hexdigit())
}

pub(crate) fn host_position_name(name: &str) -> bool {
    crate::structure::is_host_name(name)
}

/// Whether `name` is a source or data file (`OrderService.java`, `event.go`), whose `:N` is a line number.
fn is_source_file(name: &str) -> bool {
    let Some((_, extension)) = name.rsplit_once('.') else { return false };
    matches!(
        extension.to_ascii_lowercase().as_str(),
        "java"
            | "go"
            | "py"
            | "rb"
            | "js"
            | "mjs"
            | "cjs"
            | "ts"
            | "tsx"
            | "jsx"
            | "c"
            | "cc"
            | "cpp"
            | "cxx"
            | "h"
            | "hpp"
            | "rs"
            | "kt"
            | "kts"
            | "scala"
            | "php"
            | "cs"
            | "swift"
            | "m"
            | "mm"
            | "ex"
            | "exs"
            | "erl"
            | "hrl"
            | "clj"
            | "cljs"
            | "lua"
            | "pl"
            | "pm"
            | "sh"
            | "bash"
            | "sql"
            | "yaml"
            | "yml"
            | "json"
            | "xml"
            | "conf"
            | "cfg"
            | "ini"
            | "toml"
            | "log"
            | "txt"
            | "md"
            | "html"
            | "htm"
            | "css"
            | "vue"
            | "dart"
            | "groovy"
            | "gradle"
            | "tf"
            | "proto"
            | "properties"
            | "jsp"
            | "erb"
            | "ejs"
            | "hbs"
            | "tmpl"
            | "tpl"
            | "rst"
            | "s"
            | "asm"
            | "r"
            | "jl"
            | "zig"
            | "nim"
            | "vb"
            | "fs"
            | "ml"
            | "hs"
            | "elm"
            | "v"
            | "cmake"
            | "mk"
            | "class"
            | "jar"
            | "so"
            | "dll"
            | "exe"
            | "csv"
            | "ipynb"
            | "twig"
            | "blade"
            | "razor"
    )
}

/// Whether `start..end` fills the brackets after a level word (`INFO [shop.app] …`): the logger's name in
/// Python's and the JVM's usual layouts (`%(levelname)s [%(name)s]`, `%-5level [%logger]`), a dotted module
/// path of identifiers (no hyphen, as no module path has one).
fn in_logger_field(text: &str, start: usize, end: usize) -> bool {
    let bytes = text.as_bytes();
    if start == 0 || bytes[start - 1] != b'[' || bytes.get(end) != Some(&b']') {
        return false;
    }
    if !bytes[start..end].iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_')) {
        return false;
    }
    let before = text[..start - 1].trim_end_matches([' ', '\t']);
    let level = &before[before.rfind([' ', '\t', ']']).map_or(0, |i| i + 1)..];
    before.len() < start - 1 && crate::grammar::is_level_word(level)
}

fn host_name(name: &str) -> bool {
    let labels: Vec<&str> = name.split('.').collect();
    let Some(last) = labels.last() else { return false };
    // A JVM class named with its package, `com.example.App` or `org.acme.Home`: a reversed domain (the
    // package root first, in lower case) ending in a capitalised class name. Host names are not written
    // so; the class name diagnoses.
    let jvm_class = labels.len() >= 3
        && matches!(labels[0], "com" | "org" | "net" | "io" | "edu" | "gov" | "dev" | "app")
        && last.starts_with(|c: char| c.is_ascii_uppercase())
        && last.bytes().any(|b| b.is_ascii_lowercase());
    // Monolog's `channel.LEVEL` (`production.INFO:`, Laravel's default line): a level in capitals, not the
    // `.info` domain.
    let monolog_level =
        labels.len() == 2 && last.bytes().all(|b| b.is_ascii_uppercase()) && crate::grammar::is_level_word(last);
    if monolog_level {
        return false;
    }
    let lower_last = last.to_ascii_lowercase();
    let ambiguous = AMBIGUOUS_TLDS.binary_search(&lower_last.as_str()).is_ok();
    let distinctive = name.bytes().any(|b| b.is_ascii_digit() || b == b'-');
    let enough_labels = !ambiguous || (labels.len() >= 3 && distinctive) || labels.len() >= 4;
    labels.len() >= 2
        && enough_labels
        && !jvm_class
        && is_tld(last.as_bytes())
        && labels.iter().all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && label.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
                && !label.starts_with('-')
                && !label.ends_with('-')
        })
}

#[cfg(test)]
mod tests {
    use super::has_hex_run;

    /// The probe skipping finds a run wherever it lies, and only a run of the length.
    #[test]
    fn hex_runs_are_found_at_any_offset() {
        let hex = "0123456789abcdef0123456789ABCDEF";
        for offset in 0..70 {
            for length in [31, 32, 33] {
                let text = format!("{}{}{}", "x ".repeat(offset / 2), &format!("{hex}{hex}")[..length], " zz:q");
                assert_eq!(has_hex_run(text.as_bytes(), 32), length >= 32, "{text:?}");
            }
        }
        // Short runs next to each other are no long one.
        assert!(!has_hex_run(b"deadbeef-deadbeef-deadbeef-deadbeef-deadbeef", 32));
    }
}
