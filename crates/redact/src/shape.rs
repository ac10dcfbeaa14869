//! Secrets with no telling key: tokens that look random. A token is random-looking when it is long, mixes
//! character classes, has a high Shannon entropy over its own characters, and its letters do not read as
//! words. "Reads as words" is measured, not listed: each run of letters is scored by how likely its letter
//! pairs are in English words against random letters (`english::LETTER_PAIRS`), so `MessageProcessorImpl`,
//! `payments_worker` or `NONMAPREDUCE` read as words while `wJalrXUtnFEMI` or `szym3kx1iekk` do not.
//!
//! Kept although random-looking, because they diagnose: UUIDs and other dash-joined hex groups (trace ids
//! such as `Root=1-5759e988-bd862e3f…`), `0x` literals, digests after `sha256:`-style prefixes, numeric
//! identifiers with a word prefix (`blk_-6952295868487656571`), path segments that are words, base64 that
//! decodes to prose, and any value whose key or preceding word says it is an identifier (the caller passes
//! those ranges as protected).

use crate::english::LETTER_PAIRS;

/// What kind of random-looking token a string is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// Mixed characters with no word structure (base62, base64, base64url, base36…).
    Random,
    /// Hexadecimal of secret length (32 digits or more).
    Hex,
}

/// The shortest token the detector judges without a key: shorter random strings are too often ids.
const MIN_RANDOM: usize = 16;
/// The shortest hexadecimal string taken without a key (128 bits).
const MIN_HEX: usize = 32;

/// Whether a run of letters reads as a word: its letter pairs are, on average, likelier in English words than
/// in random letters by a clear margin (abbreviations and short runs do not count either way).
fn reads_as_word(run: &[u8]) -> bool {
    if run.len() < 3 {
        return false;
    }
    let index = |b: u8| (b.to_ascii_lowercase() - b'a') as usize;
    let mut previous = 26;
    let mut sum = 0i32;
    for &b in run {
        let current = index(b);
        sum += i32::from(LETTER_PAIRS[previous][current]);
        previous = current;
    }
    sum += i32::from(LETTER_PAIRS[previous][26]);
    // Mean log-likelihood ratio above 0.3 bits per pair (the table holds 8 × bits).
    sum * 10 > 3 * 8 * (run.len() as i32 + 1)
}

/// The share of a token's letters that lie in runs reading as words. Runs split where case changes
/// (`camelCase` → camel, Case; `HTTPServer` → HTTP, Server) and at every non-letter.
fn wordiness(token: &[u8]) -> f64 {
    let mut letters = 0usize;
    let mut wordy = 0usize;
    let mut start = 0;
    let n = token.len();
    let mut i = 0;
    while i < n {
        if !token[i].is_ascii_alphabetic() {
            i += 1;
            start = i;
            continue;
        }
        letters += 1;
        let next = token.get(i + 1).copied();
        let ends = match next {
            Some(b) if b.is_ascii_lowercase() => {
                token[i].is_ascii_uppercase() && i > start && {
                    // `HTTPServer`: the last capital starts the next word.
                    token[i - 1].is_ascii_uppercase()
                }
            }
            Some(b) if b.is_ascii_uppercase() => token[i].is_ascii_lowercase(),
            _ => true,
        };
        if ends {
            let (run_end, next_start) =
                if next.is_some_and(|b| b.is_ascii_lowercase()) { (i, i) } else { (i + 1, i + 1) };
            if run_end > start && reads_as_word(&token[start..run_end]) {
                wordy += run_end - start;
            }
            start = next_start;
        }
        i += 1;
    }
    if letters == 0 { 0.0 } else { wordy as f64 / letters as f64 }
}

/// Shannon entropy of the token's characters, in bits per character.
fn entropy(token: &[u8]) -> f64 {
    let mut counts = [0u16; 128];
    for &b in token {
        counts[usize::from(b & 0x7f)] += 1;
    }
    let n = token.len() as f64;
    counts.iter().filter(|c| **c > 0).map(|c| f64::from(*c) / n).map(|p| -p * p.log2()).sum()
}

fn is_hex(token: &[u8]) -> bool {
    token.iter().all(u8::is_ascii_hexdigit)
}

/// Whether `token` (letters, digits and `+/_-`, padding stripped) looks random, and how.
pub(crate) fn shape(token: &str) -> Option<Shape> {
    let token = token.trim_end_matches('=').as_bytes();
    let n = token.len();
    if n < MIN_RANDOM || !token.is_ascii() {
        return None;
    }
    let digits = token.iter().filter(|b| b.is_ascii_digit()).count();
    let letters = token.iter().filter(|b| b.is_ascii_alphabetic()).count();
    if letters == 0 || token.starts_with(b"0x") || published_object_id(token) || trace_parent(token) {
        return None;
    }
    if is_hex(token) || hex_path(token) {
        // Hex of hash or key length; one case only (mixed-case hex is no encoding anyone writes).
        return (n >= MIN_HEX && one_case(token) && letters >= 2 && digits >= 2).then_some(Shape::Hex);
    }
    if dash_joined_hex(token)
        || prefixed_hex_id(token)
        || generated_pod_name(token)
        || named_parts(token)
        || ulid(token)
        || digits * 10 > (digits + letters) * 7
    {
        // UUID-like identifiers, and numbers with a word around them (`blk_-695229…`, `jvm_1445…_m_000002`).
        return None;
    }
    let upper = token.iter().any(u8::is_ascii_uppercase);
    let lower = token.iter().any(u8::is_ascii_lowercase);
    let classes = usize::from(upper) + usize::from(lower) + usize::from(digits > 0);
    if classes < 2 || (digits == 0 && n < 20 && (n < 18 || !case_interleaved(token))) {
        return None;
    }
    if wordiness(token) >= 0.5 || entropy(token) < 3.2 {
        return None;
    }
    Some(Shape::Random)
}

/// Whether a token's letters change case as often as random letters do (at a third of their neighbours or
/// more) and, unlike words written in camel case (`xmlSecCryptoAppInit`, each capital starting a word), put
/// capitals side by side too.
fn case_interleaved(token: &[u8]) -> bool {
    if !token.windows(2).any(|pair| pair[0].is_ascii_uppercase() && pair[1].is_ascii_uppercase()) {
        return false;
    }
    let changes = token
        .windows(2)
        .filter(|pair| {
            pair[0].is_ascii_alphabetic()
                && pair[1].is_ascii_alphabetic()
                && pair[0].is_ascii_uppercase() != pair[1].is_ascii_uppercase()
        })
        .count();
    changes * 3 >= token.len()
}

/// A name made of parts (`be_app/srv-api11`, `eu-west-1/prod_db2`): separators between parts that are
/// letters of one case, then maybe digits. Random tokens interleave their characters' classes.
fn named_parts(token: &[u8]) -> bool {
    let mut parts = 0;
    for part in token.split(|b| matches!(b, b'/' | b'_' | b'-')) {
        let letters = part.iter().take_while(|b| b.is_ascii_alphabetic()).count();
        let (word, number) = part.split_at(letters);
        let one_case = word.iter().all(u8::is_ascii_lowercase) || word.iter().all(u8::is_ascii_uppercase);
        if part.is_empty() || !one_case || !number.iter().all(u8::is_ascii_digit) {
            return false;
        }
        parts += 1;
    }
    parts >= 2
}

/// A ULID: 26 characters of Crockford's base32 in capitals, the first (the timestamp's top bits) 0 to 7.
fn ulid(token: &[u8]) -> bool {
    token.len() == 26
        && matches!(token[0], b'0'..=b'7')
        && token
            .iter()
            .all(|b| b.is_ascii_digit() || (b.is_ascii_uppercase() && !matches!(b, b'I' | b'L' | b'O' | b'U')))
}

/// The characters of Kubernetes' generated names (no vowels, no 0, 1 or 3).
pub(crate) const POD_ALPHABET: &[u8] = b"bcdfghjklmnpqrstvwxz2456789";

/// A Kubernetes pod name of a Deployment (`web-7f9c8b6d5f-x2x4z`): its ReplicaSet's hash and the pod's
/// suffix are drawn from the alphabet Kubernetes uses for generated names (no vowels, no 0/1/3). It is an
/// infrastructure name (the pod rule takes it), not a random secret.
fn generated_pod_name(token: &[u8]) -> bool {
    let mut parts = token.rsplit(|b| *b == b'-');
    let (Some(suffix), Some(hash), Some(_)) = (parts.next(), parts.next(), parts.next()) else { return false };
    suffix.len() == 5 && (6..=10).contains(&hash.len()) && suffix.iter().chain(hash).all(|b| POD_ALPHABET.contains(b))
}

/// A resource identifier: a short lower-case kind, a dash and 8 to 32 hex digits (`vpc-92db5bc56fe01c9b6`,
/// `i-0abc12345def67890`, `sg-1a2b3c4d`).
fn prefixed_hex_id(token: &[u8]) -> bool {
    let Some(dash) = token.iter().position(|b| *b == b'-') else { return false };
    let (kind, id) = (&token[..dash], &token[dash + 1..]);
    (1..=8).contains(&kind.len())
        && kind.iter().all(u8::is_ascii_lowercase)
        && (8..=32).contains(&id.len())
        && is_hex(id)
        && !id.iter().any(u8::is_ascii_uppercase)
}

/// Groups of hex digits joined by dashes (UUIDs, `1-5759e988-bd862e3fe1be46a9`), two to five of them and
/// of an identifier's length (a key of a hundred hex digits in groups is no identifier).
fn dash_joined_hex(token: &[u8]) -> bool {
    let mut groups = 0;
    for group in token.split(|b| *b == b'-') {
        if group.is_empty() || !is_hex(group) {
            return false;
        }
        groups += 1;
    }
    (2..=5).contains(&groups) && token.len() <= 48
}

/// Whether a random-looking token is long and has no identifier shape (no `word_` prefix, not hex): such a
/// token is a secret even where an identifier is expected.
pub(crate) fn is_strong_random(token: &str) -> bool {
    let core = token.trim_end_matches('=');
    let prefixed = core
        .split_once(['_', '-'])
        .is_some_and(|(prefix, _)| (2..=8).contains(&prefix.len()) && prefix.bytes().all(|b| b.is_ascii_lowercase()));
    core.len() >= 32 && !prefixed && !is_hex(core.as_bytes()) && !hex_path(core.as_bytes())
}

/// Hex ids joined by `/` (a trace and its span, `4bf92f35…/00f067aa…`, as Google Cloud's trace context
/// and many loggers write them; an object's hash under its fan-out folder), in one case: judged as hex
/// is, since random base64 almost never holds only hex digits and slashes. (`AC8fb2…/2003cd…`, an
/// account's id with its capital prefix beside a secret, is not one.)
fn hex_path(token: &[u8]) -> bool {
    if memchr::memchr(b'/', token).is_none()
        || token.iter().any(u8::is_ascii_lowercase) && token.iter().any(u8::is_ascii_uppercase)
    {
        return false;
    }
    let mut parts = 0;
    for part in token.split(|b| *b == b'/') {
        if part.is_empty() || !is_hex(part) {
            return false;
        }
        parts += 1;
    }
    (2..=4).contains(&parts)
}

/// Password-shaped tokens: 8 to 64 characters between spaces, quotes or brackets, mixing lower and upper
/// case, digits and a symbol such as `!#$%^&*@~?`, with no word structure (`yS!kLa8NVJ8jx`). No key needed:
/// such strings are written by password generators, not by programs.
pub(crate) fn password_tokens(text: &str, mut found: impl FnMut(usize, usize)) {
    let bytes = text.as_bytes();
    let delimiter = |b: u8| {
        b.is_ascii_whitespace()
            || matches!(b, b'"' | b'\'' | b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b',' | b';' | b'`')
    };
    // Only a token holding one of these symbols can be password-shaped: start from each symbol.
    let mut next = 0;
    while let Some(offset) = bytes[next..].iter().position(is_strong_symbol) {
        let symbol = next + offset;
        if delimiter(bytes[symbol]) {
            next = symbol + 1;
            continue;
        }
        let mut start = symbol;
        while start > 0 && !delimiter(bytes[start - 1]) {
            start -= 1;
        }
        let mut i = symbol;
        while i < bytes.len() && !delimiter(bytes[i]) {
            i += 1;
        }
        next = i;
        // Trailing sentence punctuation is not part of it.
        let mut end = i;
        while end > start && matches!(bytes[end - 1], b'.' | b':' | b'!' | b'?') {
            end -= 1;
        }
        if is_password_shaped(&bytes[start..end]) {
            found(start, end);
        }
    }
}

/// Tokens alone on their line, or alone in a markup element (`<text:p>…</text:p>`), as documents print a
/// generated code or password: a recovery sheet's codes one per line, a Wi-Fi password under its heading.
/// A list's number or bullet before it, quotes and a comma around it, and a line break of TeX or RTF after
/// it (`\par`, `\\`) do not count as other words. Alone, a shorter string is judged random than among other
/// words ([`lone_secret`]), but not one shaped like the names programs list one per line (files, packages,
/// locales).
pub(crate) fn lone_tokens(text: &str, mut found: impl FnMut(usize, usize)) {
    let bytes = text.as_bytes();
    let mut line_start = 0;
    for line_end in memchr::memchr_iter(b'\n', bytes).chain(std::iter::once(bytes.len())) {
        let line = &text[line_start..line_end];
        if let Some((start, end)) = lone_in_line(line) {
            found(line_start + start, line_start + end);
        } else if !codes_in_columns(line, |start, end| found(line_start + start, line_start + end)) {
            codes_among_words(line, |start, end| found(line_start + start, line_start + end));
        }
        line_start = line_end + 1;
    }
    if finder!(b"</").find(bytes).is_none() {
        return;
    }
    for open in memchr::memchr_iter(b'>', bytes) {
        let start = open + 1;
        let Some(length) = bytes[start..].iter().take(LONE_MAX + 1).position(|&b| b == b'<') else { continue };
        let end = start + length;
        if bytes.get(end + 1) == Some(&b'/') && lone_secret(&text[start..end]) {
            found(start, end);
        }
    }
}

/// The longest token judged alone.
const LONE_MAX: usize = 64;

/// The token alone on `line`, if it is one and random-looking. (Blanks are Unicode's: text renderers
/// indent and number lists with no-break spaces.)
fn lone_in_line(line: &str) -> Option<(usize, usize)> {
    // (However indented, a line this long holds more than one token or one too long.)
    if line.len() > 4 * LONE_MAX {
        return None;
    }
    let mut rest = line.trim();
    if rest.is_empty() || rest.len() > LONE_MAX + 16 {
        return None;
    }
    let mut start = line.len() - line.trim_start().len();
    // A list's marker: `1.`, `2)`, `-`, `*`, `•` and a blank.
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let marker = if (1..=3).contains(&digits) && matches!(rest.as_bytes().get(digits), Some(b'.' | b')')) {
        digits + 1
    } else {
        rest.chars().next().filter(|c| matches!(c, '-' | '*' | '•')).map_or(0, char::len_utf8)
    };
    if marker > 0 && rest[marker..].starts_with(char::is_whitespace) {
        let after = rest[marker..].trim_start();
        start += rest.len() - after.len();
        rest = after;
    }
    for ending in ["\\par", "\\line", "\\\\", ","] {
        if let Some(before) = rest.strip_suffix(ending) {
            rest = before.trim_end();
        }
    }
    let quotes = ['"', '\''];
    start += rest.len() - rest.trim_start_matches(quotes).len();
    let token = rest.trim_matches(quotes);
    lone_secret(token).then_some((start, start + token.len()))
}

/// Codes printed in columns, a line of nothing else (a recovery sheet's `17isz-8c6oz  h7cnr-z7rz9`): two to
/// six cells apart by two blanks or a tab, of one layout, half of them codes in groups ([`grouped_code`])
/// and the others of a code's characters. Whether the line was one.
fn codes_in_columns(line: &str, mut found: impl FnMut(usize, usize)) -> bool {
    let bytes = line.as_bytes();
    if bytes.len() > 6 * (LONE_MAX + 8) || memchr::memchr(b'-', bytes).is_none() {
        return false;
    }
    let mut cells: Vec<(usize, usize)> = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b' ' || bytes[at] == b'\t' {
            at += 1;
            continue;
        }
        let start = at;
        while at < bytes.len() && bytes[at] != b' ' && bytes[at] != b'\t' {
            at += 1;
        }
        let end = at;
        // (One space between words is a phrase's: cells are apart by more.)
        if bytes.get(at) == Some(&b' ') && bytes.get(at + 1).is_some_and(|b| !b.is_ascii_whitespace()) {
            return false;
        }
        cells.push((start, end));
        if cells.len() > 6 {
            return false;
        }
    }
    // Cells printed together come from one generator: of one layout, half of them codes by their own shape
    // and the others of a code's characters (`t8prs-t6tly  mxbfj-dzqy3`).
    let layout = |(start, end): (usize, usize)| bytes[start..end].iter().map(|b| *b == b'-').collect::<Vec<_>>();
    let first = cells.first().map(|&cell| layout(cell));
    let codes = cells.len() >= 2
        && cells.iter().all(|&cell| Some(layout(cell)) == first && drawn_characters(&bytes[cell.0..cell.1]))
        && cells.iter().filter(|&&(start, end)| grouped_code(&bytes[start..end], Placing::Alone)).count() * 2
            >= cells.len();
    if codes {
        for (start, end) in cells {
            found(start, end);
        }
    }
    codes
}

/// Codes in groups among other words (`the vault opens with 7q9vp-nvkd9 until`), judged with every sign of
/// a generated code asked for ([`Placing::AmongWords`]): a word of its own between blanks, brackets, quotes
/// or a sentence's punctuation — not part of a host name, a path, an address or an assignment.
fn codes_among_words(line: &str, mut found: impl FnMut(usize, usize)) {
    let bytes = line.as_bytes();
    if memchr::memchr(b'-', bytes).is_none() {
        return;
    }
    let code_byte = |b: &u8| b.is_ascii_alphanumeric() || *b == b'-';
    let opens = |b: u8| b.is_ascii_whitespace() || b"([{\"'`<>,+-".contains(&b);
    let closes = |at: usize| match bytes.get(at) {
        None => true,
        Some(b'.' | b':' | b'!' | b'?') => bytes.get(at + 1).is_none_or(u8::is_ascii_whitespace),
        Some(&b) => b.is_ascii_whitespace() || b")]}\"'`<>,;+-".contains(&b),
    };
    let mut at = 0;
    while at < bytes.len() {
        if !code_byte(&bytes[at]) {
            at += 1;
            continue;
        }
        let run_start = at;
        while at < bytes.len() && code_byte(&bytes[at]) {
            at += 1;
        }
        // (Dashes around the run are markup's or a flag's: `[-…-]`, `--`.)
        let start = run_start + bytes[run_start..at].iter().take_while(|b| **b == b'-').count();
        let end = at - bytes[start..at].iter().rev().take_while(|b| **b == b'-').count();
        if (9..=LONE_MAX).contains(&(end - start))
            && (start == 0 || opens(bytes[start - 1]))
            && closes(end)
            && grouped_code(&bytes[start..end], Placing::AmongWords)
        {
            found(start, end);
        }
    }
}

/// Whether a token standing alone is random-looking: 12 to 64 characters mixing capitals, small letters and
/// digits with no word structure (`Py0f5MLkhjEeWp`, `K-q4vVr3SO5L`), or a code in equal groups
/// ([`grouped_code`]: `3tg6g-x8qzk`, 11 characters or more). Not a key or assignment (`:`, `=`), a path or URL (`/`), an address
/// (`@`), hex (digests), mostly digits, a file's name (`libQt5Core.so.5`, `XtNew.3.gz`: a part after a dot
/// that is an extension or a version) or a locale (`zh_TW.Big5`).
pub(crate) fn lone_secret(token: &str) -> bool {
    let bytes = token.as_bytes();
    if !(11..=LONE_MAX).contains(&bytes.len())
        || !bytes.iter().all(|b| b.is_ascii_alphanumeric() || b"-_.+~!#$%^&*?".contains(b))
        || is_hex(bytes)
        || dash_joined_hex(bytes)
    {
        return false;
    }
    let digits = bytes.iter().filter(|b| b.is_ascii_digit()).count();
    let letters = bytes.iter().filter(|b| b.is_ascii_alphabetic()).count();
    if letters < 3 || digits * 10 > (digits + letters) * 7 {
        return false;
    }
    let extension =
        |part: &[u8]| part.iter().all(u8::is_ascii_digit) || part.len() <= 4 && part.iter().all(u8::is_ascii_lowercase);
    let locale = bytes.len() > 5
        && bytes[..2].iter().all(u8::is_ascii_lowercase)
        && bytes[2] == b'_'
        && bytes[3..5].iter().all(u8::is_ascii_uppercase);
    if bytes.split(|b| *b == b'.').skip(1).any(extension) || locale {
        return false;
    }
    let upper = bytes.iter().any(u8::is_ascii_uppercase);
    let lower = bytes.iter().any(u8::is_ascii_lowercase);
    // Random characters drawn from capitals, small letters and digits change class at about six neighbours
    // in ten; names in camel case, with a version or a locale (`pbkdf2Sync`, `ja_JP.utf8`) at few. Counted
    // between letters and digits only: a symbol joins parts.
    let class = |b: u8| u8::from(b.is_ascii_lowercase()) + 2 * u8::from(b.is_ascii_digit());
    let neighbours = bytes.windows(2).filter(|pair| pair.iter().all(u8::is_ascii_alphanumeric));
    let (pairs, changes) =
        neighbours.fold((0, 0), |(n, c), pair| (n + 1, c + usize::from(class(pair[0]) != class(pair[1]))));
    // (In small letters and digits alone, as base36 generators draw them: `ujqb6hcxsdn3`; capitals and
    // digits are ULIDs and serial numbers. No part a word, and a digit among the letters, not only at a
    // name's end: `libqt5core5a`, `python3dist`.)
    let one_case_random = !upper
        && bytes.len() >= 12
        && digits >= 1
        && bytes.iter().all(u8::is_ascii_alphanumeric)
        && changes >= 2
        && wordiness(bytes) == 0.0
        && entropy(bytes) >= 3.2;
    (bytes.len() >= 12
        && upper
        && lower
        && digits > 0
        && changes * 5 >= pairs * 2
        && wordiness(bytes) < 0.5
        && entropy(bytes) >= 3.0)
        || one_case_random
        || grouped_code(bytes, Placing::Alone)
}

/// Whether letters hold an English word of five letters or more (`gcloud`, `xfonts`): a name's part, which
/// random letters rarely do (words of four, `burp` in `burpxk`, they do often enough).
fn holds_word(letters: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(letters) else { return false };
    let lower = text.to_ascii_lowercase();
    (0..lower.len()).any(|start| (start + 5..=lower.len()).any(|end| crate::dictionary::is_word(&lower[start..end])))
}

/// Whether a code's groups could be drawn characters: small letters and digits with a digit among them, no
/// group a number or holding a word.
fn drawn_characters(token: &[u8]) -> bool {
    token.iter().any(u8::is_ascii_digit)
        && token.split(|b| *b == b'-').all(|g| {
            !g.is_empty()
                && g.iter().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                && !g.iter().all(u8::is_ascii_digit)
                && !holds_word(g)
        })
}

/// Where a code in groups stands, which decides how much of its shape must say "code".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Placing {
    /// Among other words: every sign of a generated code is asked for.
    AmongWords,
    /// Alone on its line, in a column of codes or in its own element, as documents print generated codes.
    Alone,
}

/// A code in two to eight groups of equal length (five to eight; four in three groups or more), joined by
/// dashes, as generators of recovery and licence codes draw them, each character on its own: no group is a
/// number (`prov-hmac-2021`) or a name and its number (`HMAC-SHA1`, `chacha20-poly1305`, `libgpg-error0`),
/// and every group has digits among its letters (`7tzw2-qxdkv`, `chd8y-88a92`) or is letters with no word
/// structure, no English word inside (`90gpg-agent`, `gcloud-crc32c` are names). Among words, at least
/// half the groups have digits among their letters; alone, one does. A letter then digits is a code's
/// group too (`w5273`), but not every group.
fn grouped_code(token: &[u8], placing: Placing) -> bool {
    let width = token.iter().position(|b| *b == b'-').unwrap_or(token.len());
    let groups = || token.split(|b| *b == b'-');
    let count = groups().count();
    let narrowest = if count >= 3 { 4 } else { 5 };
    if !(narrowest..=8).contains(&width)
        || !(2..=8).contains(&count)
        || !groups().all(|g| g.len() == width && g.iter().all(u8::is_ascii_alphanumeric))
        || token.iter().any(u8::is_ascii_uppercase) && token.iter().any(u8::is_ascii_lowercase)
        // (Among words, capitals and digits are a variant's or a product's name: `E484K-N501Y`, `21H2-22H2`.)
        || placing == Placing::AmongWords && token.iter().any(u8::is_ascii_uppercase)
        || dash_joined_hex(token)
    {
        return false;
    }
    // Groups of the same letters are a range or a series, not drawn characters (`200mg-400mg`,
    // `10h30-12h00`, `nvme0n1-nvme1n1`); nor are groups that start alike, a family's members
    // (`stm32f4-stm32h7`, `cyp2d6-cyp3a4`, `euw1a-euw1b`): drawn groups share two first characters once in
    // a thousand.
    let letters =
        |g: &[u8]| g.iter().filter(|b| b.is_ascii_alphabetic()).map(u8::to_ascii_lowercase).collect::<Vec<_>>();
    let start = |g: &[u8]| g.get(..2).map(<[u8]>::to_ascii_lowercase);
    let first_start = groups().next().and_then(start);
    if groups().map(letters).collect::<Vec<_>>().windows(2).all(|pair| pair[0] == pair[1])
        || groups().all(|g| start(g) == first_start)
    {
        return false;
    }
    // A group with a digit among its letters, or a run of digits then letters; not letters then digits, nor
    // a size (`100x37`).
    let size = |g: &[u8]| {
        let digits = g.iter().take_while(|b| b.is_ascii_digit()).count();
        digits > 0
            && g.get(digits) == Some(&b'x')
            && g.len() > digits + 1
            && g[digits + 1..].iter().all(u8::is_ascii_digit)
    };
    let interleaved = |g: &[u8]| {
        let first_digit = g.iter().position(u8::is_ascii_digit);
        let first_letter = g.iter().position(u8::is_ascii_alphabetic);
        match (first_digit, first_letter) {
            (Some(digit), Some(letter)) => {
                (digit < letter || g[digit..].iter().any(u8::is_ascii_alphabetic)) && !size(g)
            }
            _ => false,
        }
    };
    // Letters then digits: a name and its number (`jdk14`, `utf16`), but one letter is no name (`w5273`).
    let letters_then_digits = |g: &[u8]| {
        let letters = g.iter().take_while(|b| b.is_ascii_alphabetic()).count();
        letters >= 1 && letters < g.len() && g[letters..].iter().all(u8::is_ascii_digit)
    };
    let code_number = |g: &[u8]| letters_then_digits(g) && g[0].is_ascii_alphabetic() && g[1].is_ascii_digit();
    let number = |g: &[u8]| g.iter().all(u8::is_ascii_digit);
    let random_letters = |g: &[u8]| g.iter().all(u8::is_ascii_alphabetic) && wordiness(g) < 0.5 && !holds_word(g);
    let mixed = groups().filter(|g| interleaved(g)).count();
    let numbered = groups().filter(|g| code_number(g)).count();
    // (Groups of four are as short as names' parts, `lxqt-sudo-l10n`: half of them must show digits.)
    let enough = match placing {
        Placing::Alone if width > 4 => mixed + numbered >= 1 && numbered < count,
        _ => (mixed + numbered) * 2 >= count && numbered < count,
    };
    !groups().any(|g| number(g) || letters_then_digits(g) && !code_number(g))
        && enough
        && groups().all(|g| interleaved(g) || random_letters(g) || code_number(g))
}

fn is_strong_symbol(b: &u8) -> bool {
    matches!(b, b'!' | b'#' | b'$' | b'%' | b'^' | b'&' | b'*' | b'@' | b'~' | b'?')
}

fn is_password_shaped(token: &[u8]) -> bool {
    if !(8..=64).contains(&token.len()) || !token.is_ascii() {
        return false;
    }
    let symbols = token.iter().filter(|b| is_strong_symbol(b)).count();
    if symbols == 0
        || !token.iter().any(u8::is_ascii_lowercase)
        || !token.iter().any(u8::is_ascii_uppercase)
        || !token.iter().any(u8::is_ascii_digit)
        || token.contains(&b'\\')
        || token.iter().any(|b| matches!(b, b'/' | b'&'))
    {
        return false;
    }
    // An `=` ends a key (`key=value`) unless what comes before it is no key's name: nothing, or a symbol a
    // name does not hold (`jpn*eC#Xcb=9`, `+doXjd=0jE#x`, `=4cjz#NGW`). An `=?` opens RFC 2047's encoded
    // word (`=?UTF-8?Q?Ma=C5=82…?=`), and markup's emphasis around a pair is no part of its key
    // (`*CPUQuotaPeriodSec=10ms*`).
    if let Some(equals) = token.iter().position(|b| *b == b'=')
        && let name = match (token[..equals].strip_prefix(b"*"), token.ends_with(b"*")) {
            (Some(name), true) => name,
            _ => &token[..equals],
        }
        && name.first().is_none_or(|b| b.is_ascii_alphabetic() || *b == b'_')
        && name.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
        && (equals > 0 || token.get(1) == Some(&b'?'))
    {
        return false;
    }
    // (Quoted-printable's escapes: of `=`, a space or a tab, or a character's UTF-8 bytes, `=C3=A4`.)
    let escape = |w: &[u8]| {
        matches!(&w[1..3], b"3D" | b"20" | b"09")
            || (matches!(w[1], b'C' | b'D' | b'E' | b'F')
                && w[2].is_ascii_hexdigit()
                && !w[2].is_ascii_lowercase()
                && w.get(3) == Some(&b'=')
                && matches!(w.get(4), Some(b'8' | b'9' | b'A' | b'B')))
    };
    // (Two of them at least, or one of a character beyond ASCII: a password holds `=20` of a year, `P@ss=2024!`.)
    let escapes = (0..token.len()).filter(|&at| token[at] == b'=' && token.len() >= at + 3 && escape(&token[at..]));
    if escapes.clone().count() >= 2 || escapes.clone().any(|at| token[at + 1] >= b'C') {
        return false;
    }
    // Not an e-mail (`a@b.co`), a shell or template variable (`${HOME}`, `$PATH`), a format (`%s`, `%d`), a
    // hashtag or anchor (`#Section2`) or a command (`2>&1`).
    if let Some(at) = token.iter().position(|b| *b == b'@') {
        let domain = &token[at + 1..];
        if domain.contains(&b'.') && domain.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-')) {
            return false;
        }
    }
    if token.starts_with(b"${") || token.starts_with(b"$(") || (token[0] == b'$' && token[1].is_ascii_uppercase()) {
        return false;
    }
    if token[0] == b'#' && symbols == 1 {
        return false;
    }
    if jvm_binary_name(token) {
        return false;
    }
    if token.windows(2).any(|w| w[0] == b'%' && matches!(w[1], b's' | b'd' | b'f' | b'v' | b'x' | b'q')) && symbols == 1
    {
        return false;
    }
    wordiness(token) < 0.5 || composed_password(token)
}

/// A password composed as people and "memorable" generators compose one: a capitalised word, a symbol, a
/// number of three to six digits and a lower-case word (`Kettle#3691cobalt`), or the word, the number and
/// the symbol last (`Summer2024$`). Words make it read as text, but programs do not glue a word, a symbol
/// and a number together this way; `@` reads as "at" (`Meeting@1500today`) and is not one of the symbols.
fn composed_password(token: &[u8]) -> bool {
    let run = |from: usize, class: fn(&u8) -> bool| token[from..].iter().take_while(|b| class(b)).count();
    let (Some(first), true) = (token.first(), token.len() >= 8) else { return false };
    let head = run(0, u8::is_ascii_alphabetic);
    if !first.is_ascii_uppercase() || head < 3 || !token[1..head].iter().all(u8::is_ascii_lowercase) {
        return false;
    }
    // The joint: one symbol and a number, in either order.
    let mut at = head;
    let (mut symbol, mut digits, mut symbol_first) = (0, 0, false);
    for _ in 0..2 {
        if token.get(at).is_some_and(is_strong_symbol) && symbol == 0 {
            symbol = 1;
            symbol_first = digits == 0;
            at += 1;
        }
        let number = run(at, u8::is_ascii_digit);
        if number > 0 && digits == 0 {
            digits = number;
            at += number;
        }
    }
    if symbol != 1 || !(2..=6).contains(&digits) || token[head..].contains(&b'@') {
        return false;
    }
    // A word, a symbol and a number alone is a reference (`Issue#1234`, `Outer$12`); with the symbol first,
    // a longer number and a word after it (`Section#12intro`, `Feature#1234fix` are references too).
    let tail = run(at, u8::is_ascii_lowercase);
    at + tail == token.len() && if symbol_first { digits >= 3 && tail >= 4 } else { tail == 0 || tail >= 3 }
}

/// A name the Java compiler makes, as stack traces and `java.util.logging` print them: a lambda's method
/// (`lambda$wrapForLog$13`, `lambda$static$0`), a synthetic accessor (`access$000`), or a package-qualified
/// nested or anonymous class (`com.example.Outer$Inner$1`).
fn jvm_binary_name(token: &[u8]) -> bool {
    let Ok(token) = std::str::from_utf8(token) else { return false };
    let identifier = |part: &str| {
        part.bytes().next().is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
            && part.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
    };
    let index = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    let parts: Vec<&str> = token.split('$').collect();
    match parts.as_slice() {
        ["lambda", method, number] => identifier(method) && index(number),
        ["access", number] => index(number),
        // Packages in lower case, then a class's name in capitals first (the Java naming conventions).
        [class, nested @ ..] if !nested.is_empty() => {
            let packages: Vec<&str> = class.split('.').collect();
            let (name, packages) = packages.split_last().unwrap_or((&"", &[]));
            packages.len() >= 2
                && packages.iter().all(|p| identifier(p) && !p.bytes().any(|b| b.is_ascii_uppercase()))
                && identifier(name)
                && name.starts_with(|c: char| c.is_ascii_uppercase())
                && nested.iter().all(|p| identifier(p) || index(p))
        }
        _ => false,
    }
}

/// Whether a value whose key hints at a secret (`code`, `state`, `key`, `session`) is one: shorter than the
/// keyless threshold, but still no word, no small number, no identifier shape.
/// A name made of words joined by `_`, `-` or `.` in one case (`dhl_api_geheimnis`, `MAX_POOL_SIZE`,
/// `order-service`), a short number among them (`ADDR_422`, `E_1045`): the way identifiers and error
/// codes are written in any language, which no generated token is (their parts mix case and digits, or are
/// longer than words).
fn is_word_identifier(value: &str) -> bool {
    let (mut numbers, mut words, mut vowelless, mut lower, mut upper) = (0, 0, 0, true, true);
    for part in value.split(['_', '-', '.']) {
        if (1..=6).contains(&part.len()) && part.bytes().all(|b| b.is_ascii_digit()) {
            numbers += 1;
            continue;
        }
        if !(2..=15).contains(&part.chars().count()) || !part.chars().all(char::is_alphabetic) {
            return false;
        }
        words += 1;
        vowelless += usize::from(!part.chars().any(|c| "aeiouyAEIOUY".contains(c)));
        lower &= part.chars().all(char::is_lowercase);
        upper &= part.chars().all(char::is_uppercase);
    }
    // Beside a number, every word must read as a word or its abbreviation (`ADDR_422`), not as letters drawn
    // at random (`ZXKQ_PLMV_4821`): it has a vowel.
    numbers + words >= 2 && words >= 1 && (numbers == 0 || vowelless == 0) && (lower || upper)
}

/// What follows a short leading label (letters, digits, `-`, `_`; at most 16 bytes, starting with a
/// letter) and `=` or `:`, when something of at least 8 bytes follows.
fn strip_label(value: &str) -> Option<&str> {
    let at = value.find(['=', ':'])?;
    let (label, rest) = (&value[..at], &value[at + 1..]);
    let label_ok = (1..=16).contains(&label.len())
        && label.as_bytes()[0].is_ascii_alphabetic()
        && label.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    (label_ok && rest.len() >= 8 && !rest.starts_with("//")).then_some(rest)
}

/// An object's id in a format its vendor publishes, which names an object and opens nothing: Twilio's
/// resource SIDs (two capitals and 32 lower-case hex digits: `SM…` a message, `CA…` a call; not `SK…`, an
/// API key's, nor `AC…`, the account's) and Stripe's object ids (`pi_…`, `ch_…`, `cus_…`, `req_…`; its
/// keys are `sk_`, `rk_`, `whsec_`, never these), and Exim's message ids (base-62 groups of 6, 6 and 2
/// characters, 6, 11 and 4 since Exim 4.97: the time, the process and a fraction of a second; the
/// specification's "message identification").
fn published_object_id(token: &[u8]) -> bool {
    let twilio = token.len() == 34
        && token[..2].iter().all(u8::is_ascii_uppercase)
        && !matches!(&token[..2], b"SK" | b"AC")
        && token[2..].iter().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(b));
    let stripe = token.iter().position(|&b| b == b'_').is_some_and(|underscore| {
        const OBJECTS: &[&[u8]] = &[
            b"pi", b"ch", b"cus", b"in", b"sub", b"pm", b"txn", b"re", b"evt", b"req", b"prod", b"price", b"seti",
            b"po",
        ];
        let body = &token[underscore + 1..];
        OBJECTS.contains(&&token[..underscore])
            && (14..=32).contains(&body.len())
            && body.iter().all(u8::is_ascii_alphanumeric)
    });
    twilio || stripe || exim_message_id(token)
}

/// A W3C Trace Context `traceparent` (version, trace id, parent id, flags: `00-<32 hex>-<16 hex>-01`),
/// which a service logs under any name: it identifies a request, as a UUID does.
fn trace_parent(token: &[u8]) -> bool {
    let lower_hex =
        |part: &[u8], len: usize| part.len() == len && part.iter().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    let mut parts = token.split(|&b| b == b'-');
    matches!(
        (parts.next(), parts.next(), parts.next(), parts.next(), parts.next()),
        (Some(version), Some(trace), Some(parent), Some(flags), None)
            if lower_hex(version, 2) && version != b"ff" && lower_hex(trace, 32) && lower_hex(parent, 16) && lower_hex(flags, 2)
    )
}

/// Exim's message id: the time in seconds (62^5 s is 29 years: `1` until 2028), the process id (at most
/// 2^22, four base-62 digits: the rest of its group is zeros), the fraction of a second.
fn exim_message_id(token: &[u8]) -> bool {
    let mut groups = token.split(|&b| b == b'-');
    let (Some(time), Some(pid), Some(fraction), None) = (groups.next(), groups.next(), groups.next(), groups.next())
    else {
        return false;
    };
    let zeros = match (pid.len(), fraction.len()) {
        (6, 2) => 2,
        (11, 4) => 7,
        _ => return false,
    };
    time.len() == 6
        && matches!(time[0], b'1'..=b'3')
        && [time, pid, fraction].into_iter().all(|group| group.iter().all(u8::is_ascii_alphanumeric))
        && pid[..zeros].iter().all(|&b| b == b'0')
}

pub(crate) fn looks_like_secret_value(value: &str) -> bool {
    // A tagged value (`sha256=<hex>`, `v1:<base64>`, `hmac-sha256=…`: a signature or digest with its
    // algorithm or version label) is judged by what follows the label (one label: no recursion on input).
    looks_random_value(strip_label(value).unwrap_or(value))
}

/// Whether a value is bytes written as escapes only (`\332\271…` in octal, `\xda\xb9…` in hex), eight or
/// more, most of them different, that are no UTF-8 text: binary material (a key, a salt, a digest) as C,
/// Lua, Guile or Python's `bytes` print it.
fn escaped_binary(value: &str) -> bool {
    let bytes = value.as_bytes();
    let mut decoded = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let Some((byte, next)) = crate::view::byte_escape(bytes, at) else { return false };
        decoded.push(byte);
        at = next;
    }
    // Drawn bytes: most of them different (not a fill, `\377…`, or a padded counter, `\000…\200`), and not
    // text cut inside a character (only an invalid byte, not a missing end, makes them no UTF-8).
    let mut seen = [false; 256];
    let distinct = decoded.iter().filter(|b| !std::mem::replace(&mut seen[usize::from(**b)], true)).count();
    decoded.len() >= 8
        && distinct * 4 >= decoded.len() * 3
        && std::str::from_utf8(&decoded).is_err_and(|error| error.error_len().is_some())
}

fn looks_random_value(value: &str) -> bool {
    if escaped_binary(value) {
        return true;
    }
    let core = value.trim_end_matches('=').as_bytes();
    let n = core.len();
    if !(8..=4096).contains(&n) || core.iter().any(|b| b.is_ascii_whitespace()) {
        return false;
    }
    if is_word_identifier(value) || published_object_id(core) {
        return false;
    }
    if shape(value).is_some() {
        return true;
    }
    let digits = core.iter().filter(|b| b.is_ascii_digit()).count();
    let letters = core.iter().filter(|b| b.is_ascii_alphabetic()).count();
    if letters == 0 || dash_joined_hex(core) {
        return false;
    }
    if is_hex(core) {
        return n >= 16 && digits > 0;
    }
    if digits * 10 > (digits + letters) * 7 {
        // Mostly digits: an identifier, a counter or a version.
        return false;
    }
    // A protocol or product version (`HTTP/1.1`, `curl/8.4.0`).
    if let Some((name, version)) = value.split_once('/')
        && name.bytes().all(|b| b.is_ascii_alphabetic())
        && version.bytes().all(|b| b.is_ascii_digit() || b == b'.')
    {
        return false;
    }
    if is_hex(core) {
        return n >= 16 && digits > 0;
    }
    let symbols = core.iter().any(|b| matches!(b, b'+' | b'/' | b'=' | b'_' | b'-' | b'.' | b'~' | b'%' | b'!' | b'*'));
    let upper = core.iter().any(u8::is_ascii_uppercase);
    let lower = core.iter().any(u8::is_ascii_lowercase);
    let classes = usize::from(upper) + usize::from(lower) + usize::from(digits > 0) + usize::from(symbols);
    classes >= 2 && wordiness(core) < 0.5
}

/// Whether a token announced as a credential by a weak keyword (`key X`, `community X`, `-P X`) is shaped
/// like one: six characters or more, no path, no assignment, not mostly digits, and random-looking,
/// or mixing upper case, lower case and digits (`Gletscher6194Cvyg`), or long hex (an encoded password).
pub(crate) fn credential_after_keyword(value: &str) -> bool {
    let bytes = value.as_bytes();
    if !(6..=256).contains(&bytes.len()) || value.contains(['/', '=', '\\']) || value.contains("://") {
        return false;
    }
    let digits = bytes.iter().filter(|b| b.is_ascii_digit()).count();
    if digits == bytes.len() || is_plain_word(value) {
        return false;
    }
    if is_passphrase(value) {
        return true;
    }
    let upper = bytes.iter().any(u8::is_ascii_uppercase);
    let lower = bytes.iter().any(u8::is_ascii_lowercase);
    looks_like_secret_value(value)
        || (upper && lower && digits > 0)
        || (is_hex(bytes) && bytes.len() >= 16)
        || (digits > 0 && bytes.iter().any(u8::is_ascii_alphabetic) && wordiness(bytes) < 0.5)
}

/// [`credential_after_keyword`] for a value whose bounds a flag's position gives (the argument after
/// `--password`): an `=` in it is one of its characters, not a key's separator — unless the value is a
/// list of `key=value` settings (Docker's `--secret id=npmrc,src=.npmrc` names where a secret is).
pub(crate) fn credential_after_flag(value: &str) -> bool {
    if !value.contains('=') {
        return credential_after_keyword(value);
    }
    let setting = |part: &str| {
        part.split_once('=').is_some_and(|(key, _)| !key.is_empty() && key.bytes().all(|b| b.is_ascii_lowercase()))
    };
    let settings = value.contains(',') && value.split(',').all(setting);
    !settings && credential_after_keyword(&value.replace('=', ""))
}

/// A diceware-style passphrase, as password managers generate them (`orbit-canyon-violet-anchor`): four or
/// more words of letters joined by one separator. After a password's key or flag it is the password (a
/// slug of three words, `my-app-stack`, can be a project's name; four random words rarely are).
fn is_passphrase(value: &str) -> bool {
    let Some(separator) = value.bytes().find(|b| matches!(b, b'-' | b'_' | b'.' | b'+')) else { return false };
    let words: Vec<&str> = value.split(separator as char).collect();
    // (Words in capitals are a constant's name, `ERR_HTTP_BODY_NOT_ALLOWED`: generators write words in small
    // letters, or capitalised.)
    words.len() >= 4
        && words.iter().all(|w| {
            (3..=12).contains(&w.len())
                && w.bytes().all(|b| b.is_ascii_alphabetic())
                && w.bytes().skip(1).all(|b| b.is_ascii_lowercase())
        })
}

/// Whether a bare value is an ordinary word or phrase (so a strong key's value that reads as prose, such as
/// "password reset requested", is not taken when it stands in prose rather than after a separator).
pub(crate) fn is_plain_word(value: &str) -> bool {
    let bytes = value.as_bytes();
    !bytes.is_empty() && bytes.iter().all(u8::is_ascii_alphabetic) && (bytes.len() < 3 || wordiness(bytes) >= 0.99)
}

/// Whether a value is a word of letters beyond ASCII: a word of the sentence's language (`sıfırlandı`,
/// "was reset", after `şifre`), not a value after a secret's name.
pub(crate) fn is_foreign_word(value: &str) -> bool {
    !value.is_ascii() && value.chars().all(char::is_alphabetic)
}

/// [`wordiness`] of a text.
pub(crate) fn wordiness_of(text: &str) -> f64 {
    wordiness(text.as_bytes())
}

/// The byte class of token characters: letters, digits and the symbols of base64 and base64url.
pub(crate) fn is_token_byte(b: u8) -> bool {
    // A table: this is asked of every byte of every text, several times.
    const TOKEN_BYTES: [bool; 256] = {
        let mut table = [false; 256];
        let mut b = 0;
        while b < 256 {
            let byte = b as u8;
            table[b] = byte.is_ascii_alphanumeric() || matches!(byte, b'+' | b'/' | b'_' | b'-');
            b += 1;
        }
        table
    };
    TOKEN_BYTES[usize::from(b)]
}

/// The random-looking tokens of `text` (byte ranges), with the kind of each. Tokens are maximal runs of
/// token characters (and `=` padding); a run holding a path (`/download/report-134`) is judged segment by
/// segment.
pub(crate) fn random_tokens(text: &str, mut found: impl FnMut(usize, usize, Shape)) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if !is_token_byte(bytes[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && is_token_byte(bytes[i]) {
            i += 1;
        }
        while i < bytes.len() && bytes[i] == b'=' {
            i += 1;
        }
        let end = i;
        if end - start < MIN_RANDOM || after_digest_prefix(bytes, start) {
            continue;
        }
        let run = &text[start..end];
        // A URI's scheme (RFC 3986 allows `+`, `-` and `.` in it: `postgresql+psycopg2://`).
        let scheme = bytes[end..].starts_with(b"://") && run.bytes().next().is_some_and(|b| b.is_ascii_alphabetic());
        if scheme
            || in_entity_tag(bytes, start)
            || journal_cursor(bytes, start)
            || nats_public_key(run)
            || labelled_digest(run)
            || pinned_commit(bytes, start, run)
            || empty_input_digest(run)
            || checksum_line(bytes, start, end, run)
            || abbreviated_beside(bytes, start, end, run)
            || postfix_queue_id(run)
            || digest_named_file(bytes, end, run)
        {
            continue;
        }
        // A network device's message id (`%PARSER-5-CFGLOG_LOGGEDCMD`, `%ASA-4-722051`: facility, severity
        // 0-7, mnemonic).
        if start > 0 && bytes[start - 1] == b'%' && device_message_id(run) {
            continue;
        }
        // A path is judged segment by segment: a run that starts with `/`, has a word among its segments,
        // or continues a URL's dotted host name (`https://example.com/r/<token>`: the run starts at the last
        // label).
        if run.contains('/')
            && (run.starts_with('/')
                || after_url_host(bytes, start)
                || run.split('/').any(|s| wordiness(s.as_bytes()) >= 0.5 && s.len() >= 4))
        {
            let mut at = start;
            let mut collection: Option<&str> = None;
            let store = run.contains("/nix/store/") || run.contains("/gnu/store/");
            for segment in run.split('/') {
                // `/containers/<id>/start`, `/commits/<sha>`: an id under a collection of diagnostic things;
                // and a Nix or Guix store path, `/nix/store/<hash of its inputs>-<name>`: the hash is 32
                // characters of Nix's base32 alphabet (no `e`, `o`, `t`, `u`).
                let identified = (collection.is_some_and(names_diagnostic_collection) && is_hex(segment.as_bytes()))
                    || (store && collection == Some("store") && store_hash(segment));
                if let Some((offset, kind)) = shape_after_word(segment).filter(|_| !identified) {
                    found(at + offset, at + segment.len(), kind);
                }
                at += segment.len() + 1;
                collection = Some(segment);
            }
        } else if let Some((offset, kind)) = shape_after_word(run) {
            found(start + offset, end, kind);
        }
    }
}

/// A random-looking token's shape, and where its random part starts: after a word and a `-` or `_` that
/// name what it is (`session-AXoMW2c…`, `invite_Zk3…`, as files and keys are named), which is no part of
/// the secret. A word and a UUID or other hex groups (`build-8a91695b-8335-…`) is an identifier.
fn shape_after_word(token: &str) -> Option<(usize, Shape)> {
    let kind = shape(token)?;
    let Some(cut) = token.find(['-', '_']) else { return Some((0, kind)) };
    let (word, rest) = (&token.as_bytes()[..cut], &token[cut + 1..]);
    if !((3..=24).contains(&word.len()) && word.iter().all(u8::is_ascii_alphabetic) && reads_as_word(word)) {
        return Some((0, kind));
    }
    // (A word that names a secret says the hex is one: `token_8a91695b-8335-…`.)
    if dash_joined_hex(rest.as_bytes())
        && std::str::from_utf8(word).is_ok_and(|word| !crate::lexicon::role_of_key(word).names_secret())
    {
        return None;
    }
    Some(shape(rest).map_or((0, kind), |rest_kind| (cut + 1, rest_kind)))
}

/// A file named by a digest or a commit: a name, `-` or `_`, then 32, 40 or 64 hex digits of one case and a
/// file extension (`build-79e1…08.zip`, `app-2.0.0-30d3…8f8e.tar.gz`), as builds and caches name what they
/// make from their inputs.
fn digest_named_file(bytes: &[u8], end: usize, run: &str) -> bool {
    let extension = bytes.get(end) == Some(&b'.')
        && (1..=8).contains(&bytes[end + 1..].iter().take_while(|b| b.is_ascii_alphanumeric()).count());
    let Some(cut) = run.rfind(['-', '_']) else { return false };
    let digest = &run[cut + 1..];
    extension
        && cut > 0
        && matches!(digest.len(), 32 | 40 | 64)
        && (digest.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
            || digest.bytes().all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b)))
}

/// A Postfix queue id in its long form (`enable_long_queue_ids`, postconf(5)): the time in ten characters
/// of an alphabet of digits and consonants, `z`, then the file's inode number in the same alphabet without
/// `z` (`4jhvqg4cq5z1SWF7`). A message's name in every log line about it.
fn postfix_queue_id(run: &str) -> bool {
    let consonant_or_digit = |b: &u8| b.is_ascii_digit() || (b.is_ascii_alphabetic() && !b"aeiouAEIOU".contains(b));
    let bytes = run.as_bytes();
    (12..=24).contains(&bytes.len())
        && bytes[10] == b'z'
        && bytes[..10].iter().all(consonant_or_digit)
        && bytes[11..].iter().all(|b| *b != b'z' && consonant_or_digit(b))
}

/// A store path's name: its hash, 32 characters of Nix's base32 alphabet, then `-` and a name.
fn store_hash(segment: &str) -> bool {
    let bytes = segment.as_bytes();
    bytes.len() > 33
        && bytes[32] == b'-'
        && bytes[..32].iter().all(|b| b.is_ascii_digit() || (b.is_ascii_lowercase() && !b"eotu".contains(b)))
}

/// Whether `start` follows a URL's host name and its dot (`//example.com` or `@example.com` before
/// `com/…`): the run from there is the last label and the path.
fn after_url_host(bytes: &[u8], start: usize) -> bool {
    if start == 0 || bytes[start - 1] != b'.' {
        return false;
    }
    let host_start = bytes[..start - 1]
        .iter()
        .rposition(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-')))
        .map_or(0, |p| p + 1);
    host_start + 1 < start && host_start > 0 && matches!(bytes[host_start - 1], b'/' | b'@')
}

/// The digests of the empty input (MD5, SHA-1, SHA-256, SHA-512, NTLM, LM, and Git's empty blob and tree):
/// public constants that say "nothing" (an empty body's ETag, an account without a password), not secrets.
fn empty_input_digest(run: &str) -> bool {
    const EMPTY: &[&str] = &[
        "d41d8cd98f00b204e9800998ecf8427e",
        "da39a3ee5e6b4b0d3255bfef95601890afd80709",
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e",
        "31d6cfe0d16ae931b73c59d7e0c089c0",
        "aad3b435b51404eeaad3b435b51404ee",
        "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391",
        "4b825dc642cb6eb9a060e54bf8d69288fbee4904",
    ];
    (32..=128).contains(&run.len()) && EMPTY.iter().any(|digest| digest.eq_ignore_ascii_case(run))
}

/// `FACILITY-SEVERITY-MNEMONIC` of Cisco-style syslog messages: capitals, a severity 0-7, capitals.
fn device_message_id(run: &str) -> bool {
    let mut parts = run.splitn(3, '-');
    let (Some(facility), Some(severity), Some(mnemonic)) = (parts.next(), parts.next(), parts.next()) else {
        return false;
    };
    let capitals =
        |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_');
    capitals(facility) && matches!(severity.as_bytes(), [b'0'..=b'7']) && capitals(mnemonic)
}

/// A digest written with its algorithm in front: Subresource Integrity (`sha512-<base64>`, as npm's
/// A NATS public key (server, cluster, operator, account, user or curve): 56 characters of base32 that
/// decode to a prefix byte naming the kind, the 32-byte key and its CRC-16 (XMODEM, little-endian), as the
/// nkeys specification writes them. A seed (`S…`, the private half) is none of these.
fn nats_public_key(token: &str) -> bool {
    let bytes = token.as_bytes();
    if bytes.len() != 56 || !matches!(bytes[0], b'N' | b'C' | b'O' | b'A' | b'U' | b'X') {
        return false;
    }
    let mut raw = Vec::with_capacity(35);
    let (mut buffer, mut bits) = (0u32, 0u32);
    for &b in bytes {
        let value = match b {
            b'A'..=b'Z' => b - b'A',
            b'2'..=b'7' => b - b'2' + 26,
            _ => return false,
        };
        buffer = (buffer << 5) | u32::from(value);
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            raw.push((buffer >> bits) as u8);
            buffer &= (1 << bits) - 1;
        }
    }
    let crc = raw[..33].iter().fold(0u16, |mut crc, &byte| {
        crc ^= u16::from(byte) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 { (crc << 1) ^ 0x1021 } else { crc << 1 };
        }
        crc
    });
    raw.len() == 35 && crc == u16::from_le_bytes([raw[33], raw[34]])
}

/// `integrity` fields), Go's module sums (`h1:<base64>`).
fn labelled_digest(run: &str) -> bool {
    let lower = |prefix: &str| run.len() > prefix.len() + 20 && run[..prefix.len()].eq_ignore_ascii_case(prefix);
    lower("sha256-") || lower("sha384-") || lower("sha512-") || lower("sha1-")
}

/// A digest in a line of a checksum tool's listing: the line opens with it as coreutils writes one
/// (`<digest>  <name>`), or every field of the line (split at blanks and commas) is a digest or checksum in
/// hex, a size, or a file's path (quoted or not), with a path and two of the others — `hashdeep`'s
/// `size,md5,sha256,path`, `rhash`'s `path  crc32  sha256`. The digest has a hash's length (MD5 to SHA-512)
/// and one case. A secret is not printed in a line of nothing but sizes, digests and a file's path.
fn checksum_line(bytes: &[u8], start: usize, end: usize, run: &str) -> bool {
    if !matches!(run.len(), 32 | 40 | 56 | 64 | 96 | 128) || !is_hex(run.as_bytes()) || !one_case(run.as_bytes()) {
        return false;
    }
    // coreutils: the digest, two spaces (or a space and `*`), then the file's name, whatever it is.
    if (start == 0 || bytes[start - 1] == b'\n')
        && matches!(bytes.get(end..end + 2), Some(b"  " | b" *"))
        && bytes.get(end + 2).is_some_and(|b| !b.is_ascii_whitespace())
    {
        return true;
    }
    // (Only a line of a listing's length is read: the search for its ends is bounded so.)
    let window = start.saturating_sub(MAX_CHECKSUM_LINE);
    let line_start = match memchr::memrchr(b'\n', &bytes[window..start]) {
        Some(p) => window + p + 1,
        None if window == 0 => 0,
        None => return false,
    };
    let ahead = &bytes[end..bytes.len().min(end + MAX_CHECKSUM_LINE)];
    let line_end = match memchr::memchr(b'\n', ahead) {
        Some(p) => end + p,
        None if end + ahead.len() == bytes.len() => bytes.len(),
        None => return false,
    };
    let line = &bytes[line_start..line_end];
    if line.len() > MAX_CHECKSUM_LINE {
        return false;
    }
    let (mut path, mut release, mut measures) = (false, false, 0);
    // (coreutils marks a file read in binary mode with `*` before its name.)
    for field in line.split(|b| matches!(b, b' ' | b'\t' | b',' | b'\r')).filter(|f| !f.is_empty()) {
        let field = field.strip_prefix(b"*").unwrap_or(field);
        let field = field.strip_prefix(b"\"").and_then(|f| f.strip_suffix(b"\"")).unwrap_or(field);
        if field.iter().all(u8::is_ascii_digit) || (field.len() >= 8 && is_hex(field)) {
            measures += 1;
            continue;
        }
        match file_path(field) {
            Some(versioned) => release |= versioned,
            None => return false,
        }
        path = true;
    }
    // (Two measures of the file at least, a size or a checksum beside the digest, or a release's file named
    // by its version (`cli-1.14.13.deb`): a path and one token is as often a secret's file and the secret.)
    path && (measures >= 2 || (measures == 1 && release))
}

/// The longest line read as a checksum tool's listing.
const MAX_CHECKSUM_LINE: usize = 4096;

/// A digest's or an id's shape: hex of a short commit's length or more in one case (`96efe301…`), hex groups
/// joined by dashes (a UUID), or either after an algorithm's name and a colon (`sha256:…`).
pub(crate) fn digest_shaped(token: &str) -> bool {
    let value = token.split_once(':').map_or(token, |(_, value)| value).as_bytes();
    ((7..=128).contains(&value.len()) && is_hex(value) && one_case(value)) || dash_joined_hex(value)
}

fn one_case(token: &[u8]) -> bool {
    !(token.iter().any(u8::is_ascii_lowercase) && token.iter().any(u8::is_ascii_uppercase))
}

/// A file's path (a `/` in it) or a release's file named by its version (`cli-1.14.13.deb`): a name with an
/// extension (one to eight letters or digits, a letter among them) after its last `/`, of the bytes paths
/// are written with — not a URL, an e-mail address, an address or a host's name. `Some(true)` for a
/// versioned name.
fn file_path(field: &[u8]) -> Option<bool> {
    let name = field.iter().rposition(|b| *b == b'/').map_or(field, |slash| &field[slash + 1..]);
    let dot = name.iter().rposition(|b| *b == b'.')?;
    let extension = &name[dot + 1..];
    let versioned = name.windows(3).any(|w| w[0].is_ascii_digit() && w[1] == b'.' && w[2].is_ascii_digit());
    let named = dot > 0
        && (versioned || name.len() < field.len())
        && (1..=8).contains(&extension.len())
        && extension.iter().all(u8::is_ascii_alphanumeric)
        && extension.iter().any(u8::is_ascii_alphabetic)
        && field.iter().all(|b| b.is_ascii_alphanumeric() || b"/._-+~%".contains(b) || *b >= 0x80);
    named.then_some(versioned)
}

/// An object id printed beside its own abbreviation (`git log --format='%H %h %s'`, `%h %H`): git's
/// commits and trees, 40 or 64 hex digits, with a 7 to 12 digit prefix of themselves after or before a
/// space. No secret is printed with its own prefix beside it.
fn abbreviated_beside(bytes: &[u8], start: usize, end: usize, run: &str) -> bool {
    if !matches!(run.len(), 40 | 64) || !is_hex(run.as_bytes()) {
        return false;
    }
    let is_prefix = |word: &[u8]| (7..=12).contains(&word.len()) && run.as_bytes().starts_with(word);
    // The word after the space, and the word before it: hex digits up to the next byte of no token.
    let after = match bytes.get(end..) {
        Some([b' ', rest @ ..]) => {
            let length = rest.iter().position(|b| !b.is_ascii_hexdigit()).unwrap_or(rest.len());
            Some(&rest[..length]).filter(|_| rest.get(length).is_none_or(|b| !is_token_byte(*b)))
        }
        _ => None,
    };
    let before = match start.checked_sub(1).map(|space| (space, bytes[space])) {
        Some((space, b' ')) => {
            let head = &bytes[..space];
            let from = head.iter().rposition(|b| !b.is_ascii_hexdigit()).map_or(0, |p| p + 1);
            Some(&head[from..]).filter(|_| from == 0 || !is_token_byte(head[from - 1]))
        }
        _ => None,
    };
    after.is_some_and(is_prefix) || before.is_some_and(is_prefix)
}

/// Where the weak entity tag whose opening quote is at `open` closes (its closing quote, escaped as the
/// opening one was): RFC 9110's `W/"…"` (8.8.3), after no letter or digit, its content as the common
/// servers make it, a hex number (a size, a time), a dash, then more (`W/"4-dictxPr2YHM3EfWMc2gw0nFZ+1U"`,
/// `W/"5f3c1a2b-1c8"`). A version of a resource for caches, not a secret; a `W/"…"` without that shape
/// is read as any quoted text.
pub(crate) fn weak_entity_tag_end(bytes: &[u8], open: usize) -> Option<usize> {
    let escaped = open >= 1 && bytes[open - 1] == b'\\';
    let w = open.checked_sub(if escaped { 3 } else { 2 })?;
    if bytes.get(open) != Some(&b'"')
        || &bytes[w..w + 2] != b"W/"
        || (w > 0 && (bytes[w - 1].is_ascii_alphanumeric() || bytes[w - 1] == b'_'))
    {
        return None;
    }
    let content = &bytes[open + 1..];
    let hex = content.iter().take(17).take_while(|b| b.is_ascii_hexdigit()).count();
    if !(1..=16).contains(&hex) || content.get(hex) != Some(&b'-') {
        return None;
    }
    let length = content.iter().take_while(|b| b.is_ascii_graphic() && !matches!(b, b'"' | b'\\')).count();
    let close = open + 1 + length;
    match bytes.get(close..) {
        Some([b'"', ..]) if !escaped => Some(close),
        Some([b'\\', b'"', ..]) if escaped => Some(close + 1),
        _ => None,
    }
}

/// Whether the token at `start` lies inside a weak entity tag (see [`weak_entity_tag_end`]).
fn in_entity_tag(bytes: &[u8], start: usize) -> bool {
    let open = match start.checked_sub(1).map(|at| bytes[at]) {
        Some(b'"') => start - 1,
        _ => return false,
    };
    weak_entity_tag_end(bytes, open).is_some()
}

/// Whether the token at `start` is a field's value in a systemd journal cursor
/// (`s=<32 hex>;i=<hex>;b=<32 hex>;m=<hex>;t=<hex>;x=<hex>`, sd_journal_get_cursor(3)): where the journal
/// is, not a secret. The whole cursor is read from its `s=`: every field's value hex to its end (the
/// ids of 32 digits), at least `s` and `i`.
fn journal_cursor(bytes: &[u8], start: usize) -> bool {
    if start < 2 || bytes[start - 1] != b'=' {
        return false;
    }
    // The cursor's `s=`, at most 160 bytes before, after no letter, digit or `_`.
    let from = start.saturating_sub(160);
    let Some(cursor) = (from..start - 1).rev().find(|&at| {
        bytes[at] == b's'
            && bytes[at + 1] == b'='
            && (at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_'))
    }) else {
        return false;
    };
    let mut at = cursor;
    let mut fields = 0;
    loop {
        let (Some(&name), Some(b'=')) = (bytes.get(at), bytes.get(at + 1)) else { return false };
        let value = bytes[at + 2..].iter().take_while(|b| b.is_ascii_hexdigit()).count();
        if !b"sibmtx".contains(&name) || value == 0 || (matches!(name, b's' | b'b') && value != 32) {
            return false;
        }
        fields += 1;
        at += 2 + value;
        match bytes.get(at) {
            Some(b';') => at += 1,
            // The cursor ends where no token goes on.
            next if next.is_none_or(|b| !is_token_byte(*b)) => return fields >= 2 && at > start,
            _ => return false,
        }
    }
}

/// A commit pinned after `@` (`actions/checkout@<sha>`, a release `backend@<sha>`): 40 hex digits glued
/// to a name.
fn pinned_commit(bytes: &[u8], start: usize, run: &str) -> bool {
    start >= 2
        && bytes[start - 1] == b'@'
        && (bytes[start - 2].is_ascii_alphanumeric() || matches!(bytes[start - 2], b'-' | b'_' | b'.'))
        && run.len() == 40
        && is_hex(run.as_bytes())
}

/// Whether a path segment names a collection of diagnostic things, whose members' ids are kept
/// (`containers`, `commits`, `images`, `builds`: the lexicon's diagnostic words, singular or plural).
fn names_diagnostic_collection(segment: &str) -> bool {
    if segment.is_empty() || segment.len() > 24 || !segment.bytes().all(|b| b.is_ascii_alphabetic()) {
        return false;
    }
    let singular = segment.strip_suffix('s').unwrap_or(segment);
    [segment, singular].iter().any(|word| crate::lexicon::role_of_key(word) == crate::lexicon::Role::Diagnostic)
}

/// Whether the token at `start` follows a digest prefix (`sha256:`, `sha1=`, `md5:`): a content hash.
fn after_digest_prefix(bytes: &[u8], start: usize) -> bool {
    let before = &bytes[..start];
    if container_runtime_scheme(before) {
        return true;
    }
    let Some(separator) = before.last() else { return false };
    if !matches!(separator, b':' | b'=') {
        return false;
    }
    let word: Vec<u8> = before[..before.len() - 1]
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'/'))
        .map(u8::to_ascii_lowercase)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    // A digest of something named after the algorithm's word (Helm's `checksum/config=`, `checksum/secret=`).
    let word = word.split(|b| *b == b'/').next().unwrap_or_default();
    matches!(
        word,
        b"sha1"
            | b"hmac-sha1"
            | b"hmac-sha256"
            | b"hmac-sha512"
            | b"sha224"
            | b"sha256"
            | b"sha384"
            | b"sha512"
            | b"md5"
            | b"sha"
            | b"blake2b"
            | b"blake3"
            | b"crc32"
            | b"xxh64"
            | b"murmur3"
            | b"etag"
            | b"digest"
            | b"checksum"
            | b"h1"
    )
}

/// The schemes of container runtimes' URLs, before a container's id as Kubernetes reports it.
pub(crate) const CONTAINER_RUNTIME_SCHEMES: [&str; 3] = ["containerd://", "docker://", "cri-o://"];

/// `containerd://<id>`, `docker://<id>`, `cri-o://<id>`: a container's id as Kubernetes reports it.
fn container_runtime_scheme(before: &[u8]) -> bool {
    CONTAINER_RUNTIME_SCHEMES.iter().any(|scheme| before.ends_with(scheme.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_tokens_are_told_from_identifiers() {
        for token in [
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzW4qT8vLmN2k",
            "szym3kx1iekk9uzk0y5s",
            "ypwpyf4w78pfygd33ej1aqwyhryd6puq",
            "FwoGZXIvYXdzEBYaDHqa0AP1rOzFkLVKRSKsAb",
            "b_-bbja5eodoh4gf6awi_7ngfdyekn3nst-jo91efhzlfd",
            "iqYNzASctxFQSsrCna",
        ] {
            assert_eq!(shape(token), Some(Shape::Random), "{token}");
        }
        assert_eq!(shape("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"), Some(Shape::Hex));
        for token in [
            "MessageProcessorServiceImpl",
            "SocketTimeoutException",
            "payments_worker_2026_11",
            "DFSClient_NONMAPREDUCE_1537864556_1",
            "blk_-6952295868487656571",
            "jvm_1445144423722_0020_m_000002",
            "3f2b6c1e-8a4d-4f7b-9c2e-1a2b3c4d5e6f",
            "1-5759e988-bd862e3fe1be46a994272793",
            "0x14ed93111f20005",
            "thistle-copper-quartz",
            "AbstractHttp11Protocol",
            "getUserAccountDetailsById",
            "xmlSecCryptoAppInit",
            "HTTPServerURLConfig",
            "short1A",
        ] {
            assert_eq!(shape(token), None, "{token}");
        }
    }

    #[test]
    fn paths_are_judged_by_segment_and_digests_kept() {
        let mut found = Vec::new();
        random_tokens("GET /download/report-134 and /reset/Zx8kQ2mV9pL4rT7wYb3N done", |s, e, _| found.push((s, e)));
        let text = "GET /download/report-134 and /reset/Zx8kQ2mV9pL4rT7wYb3N done";
        let words: Vec<&str> = found.iter().map(|(s, e)| &text[*s..*e]).collect();
        assert_eq!(words, ["Zx8kQ2mV9pL4rT7wYb3N"]);
        let mut none = Vec::new();
        random_tokens("image@sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", |s, e, _| {
            none.push((s, e))
        });
        assert!(none.is_empty());
    }

    #[test]
    fn password_shaped_tokens() {
        let mut found = Vec::new();
        let text = "shared in chat: CQqaw0Z8DD1QH^0 -- and 'GUb#6341QW', not P1ace!holder words or ${HOME} or a@b.io";
        password_tokens(text, |s, e| found.push(&text[s..e]));
        assert_eq!(found, ["CQqaw0Z8DD1QH^0", "GUb#6341QW"]);
    }

    /// What [`lone_tokens`] finds in `text`.
    fn found_alone(text: &str) -> Vec<&str> {
        let mut found = Vec::new();
        lone_tokens(text, |s, e| found.push(&text[s..e]));
        found
    }

    #[test]
    fn tokens_alone_on_their_line_or_in_their_element() {
        let text = "Wi-Fi (Lager 3):\n\u{a0}Py0f5MLkhjEeWp\n 2.\u{a0}7tzw2-zdc9w\n- 3tg6g-x8qzk\n1S8UNBuBBjVaZQ\\par\n\
                    <text:p>chd8y-88a92</text:p>\nthe code Py0f5MLkhjEe is not alone\nw5273-a4cm6\n\
                    8p1v2-0p2rp  afz0t-ochp8\n";
        assert_eq!(
            found_alone(text),
            [
                "Py0f5MLkhjEeWp",
                "7tzw2-zdc9w",
                "3tg6g-x8qzk",
                "1S8UNBuBBjVaZQ",
                // (Among words on its line, and again below as its element's text: the caller takes one.)
                "chd8y-88a92",
                "w5273-a4cm6",
                "8p1v2-0p2rp",
                "afz0t-ochp8",
                "chd8y-88a92"
            ]
        );
        // Names, versions, locales, files and acronyms alone on a line or in an element are no codes.
        for text in [
            "pbkdf2Sync,",
            "ja_JP.utf8",
            "'book1.en_US.txt',",
            "gmailOAuth2",
            "<code>chacha20-poly1305</code>",
            "<acronym>HMAC-SHA1</acronym>",
            "<a href=\"#x\">UNIX-RECV</a>",
            "<tt>big5-eten</tt>",
            "<KeyName>prov-hmac-2021</KeyName>",
            "9f86d081884c7d65",
            "550e8400-e29b-41d4-a716-446655440000",
            "CONFIG_NET_VENDOR",
            "hello-world",
            "libQt5Core.so.5",
            "XtNew.3.gz",
            "ip6t_LOG.h",
            "zh_TW.Big5",
            "IPv6Network",
            "eth0Vlan12",
            "libgpg-error0",
            "python3-vobject",
            "dnssec-keygen",
            "slf4j-jdk14",
            "90gpg-agent",
            "libc-l10n",
            "utf16-utf32",
            "<td>http2-http3</td>",
            "gcloud-crc32c",
            "xfonts-100dpi",
            "xnuppc-100x37",
            "lxqt-sudo-l10n",
            "slf4j-jdk14",
            "wy325-43wvb",
            "10h30-12h00",
            "CYP2D6-CYP3A4",
        ] {
            assert!(found_alone(text).is_empty(), "{text}: {:?}", found_alone(text));
        }
    }

    #[test]
    fn codes_in_groups_among_words() {
        let text =
            "It is hmmzg-g8ymb for now.\nund danach 6k5x-owhj-96xx am Schrank\n  6   sb2gr-52s93   6   sb2gr-52s93\n";
        assert_eq!(found_alone(text), ["hmmzg-g8ymb", "6k5x-owhj-96xx", "sb2gr-52s93", "sb2gr-52s93"]);
        // Among words every group must look drawn: no name and its number, no host, path, address, hex id or
        // size, and half the groups of four with digits.
        for text in [
            "see w4rzk-ady82 here",
            "the hurd-i386 port",
            "host ab1cd-ef2gh.example.com is up",
            "path /srv/ab1cd-ef2gh/x",
            "mail ab1cd-ef2gh@example.com",
            "id 4f3a2-9b8c1 ok",
            "then 87bu-tuqp-ykyh",
            "terminal xnuppc-100x37 set",
            "the chacha20-poly1305 cipher",
            "Ibuprofen 200mg-400mg every 6 hours",
            "Réunion de 10h30-12h00 en salle B",
            "resolutions 1080p-1440p-2160p supported",
            "disks nvme0n1-nvme1n1 ready",
            "mutations E484K-N501Y and 21H2-22H2-23H2",
            "chips stm32f4-stm32h7 and cyp2d6-cyp3a4",
            "zones euw1a-euw1b",
        ] {
            assert!(found_alone(text).is_empty(), "{text}: {:?}", found_alone(text));
        }
    }

    #[test]
    fn values_of_weak_keys_need_a_secret_shape() {
        for value in ["4/0AX4XfWh7Zq-8kP2", "af0ifjsldkj", "9f86d081884c7d65"] {
            assert!(looks_like_secret_value(value), "{value}");
        }
        for value in ["running", "user:42", "E_TIMEOUT", "500", "482913", "orders-v2", "ab"] {
            assert!(!looks_like_secret_value(value), "{value}");
        }
    }
}
