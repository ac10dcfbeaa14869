//! Values written in an encoding (base64, base64url, hex) are judged by what they encode.
//!
//! Random bytes almost never decode to printable text (each byte has about a 3-in-8 chance; twelve in a
//! row, about 1 in 100,000), so a token that does decode to text is an encoding of that text, and the
//! text says what the token is: a credential inside it (`user:password`, a JSON with a key), or a
//! password-shaped string (a Kubernetes Secret's values are base64 of exactly that), makes the token a
//! secret; a date, a number, words or a command line make it harmless, and it is kept even though its
//! characters look random.

use base64::Engine;

use crate::shape;

/// The fewest encoded characters judged: below this, too many words and ids happen to be valid base64.
const MIN_BASE64: usize = 8;
/// Hex of fewer than 4 bytes is more likely a number or an id than an encoded text.
const MIN_HEX: usize = 8;
/// The longest decoded text judged (a longer encoded blob is a file, not a value).
const MAX_DECODED: usize = 4096;

/// The tokens of `text` that may be encodings: runs of base64/base64url characters with `=` padding, or
/// at least 16 long, and even-length hex; each with its decoded text when it decodes to printable text.
pub(crate) fn tokens(text: &str, mut found: impl FnMut(usize, usize, String)) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if !shape::is_token_byte(bytes[i]) || (i > 0 && shape::is_token_byte(bytes[i - 1])) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && shape::is_token_byte(bytes[i]) {
            i += 1;
        }
        let core_end = i;
        while i < bytes.len() && bytes[i] == b'=' && i - core_end < 2 {
            i += 1;
        }
        // A token glued to more text (`=` then a letter: a key-value pair, not padding) is not one value.
        if i < bytes.len() && (shape::is_token_byte(bytes[i]) || bytes[i] == b'=') {
            continue;
        }
        if let Some(decoded) = decode(&text[start..core_end], i > core_end) {
            found(start, i, decoded);
        }
    }
}

/// A line that is one run of base64 (standard alphabet, whole groups of four: as encoders wrap a text,
/// every line but the last full) of 16 characters or more: where it is and the printable text it decodes to.
pub(crate) fn base64_line(line: &str) -> Option<(usize, usize, String)> {
    let start = line.len() - line.trim_start().len();
    let token = line.trim();
    let bytes = token.as_bytes();
    if bytes.len() < 16 || bytes.len() % 4 != 0 || bytes.len() / 4 * 3 > MAX_DECODED {
        return None;
    }
    let core = token.trim_end_matches('=');
    if !core.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/')) || bytes.len() - core.len() > 2 {
        return None;
    }
    let decoded = printable(base64::engine::general_purpose::STANDARD.decode(bytes).ok()?)?;
    Some((start, start + token.len(), decoded))
}

/// The fewest bytes of a uuencoded line judged.
const MIN_UUENCODED: usize = 8;

/// Lines of uuencoded data (the body `uuencode` writes between `begin 644 name` and `end`), each with the
/// text it encodes when that is printable. A line's first character says how many bytes it holds (`M` for
/// 45) and its length must agree to the character, so a line of prose is almost never taken for one.
pub(crate) fn uuencoded_lines(text: &str, mut found: impl FnMut(usize, usize, String)) {
    let mut offset = 0;
    for line in text.split('\n') {
        let start = offset;
        offset += line.len() + 1;
        let body = line.trim_end_matches('\r').as_bytes();
        let Some((&first, encoded)) = body.split_first() else { continue };
        let count = usize::from(first.wrapping_sub(b' ') & 63);
        if !(b'!'..=b'`').contains(&first)
            || count < MIN_UUENCODED
            || encoded.len() != count.div_ceil(3) * 4
            || !encoded.iter().all(|b| (b' '..=b'`').contains(b))
        {
            continue;
        }
        let mut decoded = Vec::with_capacity(count + 2);
        for group in encoded.chunks_exact(4) {
            let [a, b, c, d] = [0, 1, 2, 3].map(|i| group[i].wrapping_sub(b' ') & 63);
            decoded.extend([a << 2 | b >> 4, (b & 15) << 4 | c >> 2, (c & 3) << 6 | d]);
        }
        decoded.truncate(count);
        if let Some(decoded) = printable(decoded) {
            found(start, start + body.len(), decoded);
        }
    }
}

/// The fewest bytes of a hex dump with spaces judged (`73 76 63 5f …`, as Node prints a `Buffer` and
/// socat, od and xxd dump bytes): a MAC address has six.
const MIN_SPACED_HEX: usize = 8;

/// Runs of hex bytes written apart (`<Buffer 73 76 63 5f 70 …>`), each with the text it encodes when
/// that is printable. (A run of two-digit numbers is one only if a byte has a letter digit: numbers
/// rarely do.)
pub(crate) fn spaced_hex(text: &str, mut found: impl FnMut(usize, usize, String)) {
    let bytes = text.as_bytes();
    // A run has a space between two bytes seven times or more: most texts have no such space, and are passed
    // after a look at their spaces only.
    let lone_hex = |from: usize| {
        bytes.get(from..from + 2).is_some_and(|pair| pair.iter().all(u8::is_ascii_hexdigit))
            && (from == 0 || !shape::is_token_byte(bytes[from - 1]))
            && bytes.get(from + 2).is_none_or(|b| !shape::is_token_byte(*b))
    };
    let joints = memchr::memchr_iter(b' ', bytes).filter(|&at| at >= 2 && lone_hex(at - 2) && lone_hex(at + 1));
    if joints.take(MIN_SPACED_HEX - 1).count() < MIN_SPACED_HEX - 1 {
        return;
    }
    let pair = |at: usize| {
        at + 1 < bytes.len()
            && bytes[at].is_ascii_hexdigit()
            && bytes[at + 1].is_ascii_hexdigit()
            && bytes.get(at + 2).is_none_or(|b| !shape::is_token_byte(*b))
    };
    let mut i = 0;
    while i < bytes.len() {
        if !pair(i) || (i > 0 && shape::is_token_byte(bytes[i - 1])) {
            i += 1;
            continue;
        }
        let start = i;
        let mut end = i + 2;
        let mut count = 1;
        // (`hexdump -C` puts two spaces between its two groups of eight bytes: one run. Elsewhere two
        // spaces end the bytes, before a dump's text, which may start with a word of two hex letters:
        // `xxd -g1`'s `… 32 76  ab root:…`.)
        loop {
            if bytes.get(end) == Some(&b' ') && pair(end + 1) {
                end += 3;
            } else if count == 8
                && bytes.get(end..end + 2) == Some(b"  ")
                && pair(end + 2)
                && bytes.get(end + 4) == Some(&b' ')
                && pair(end + 5)
            {
                end += 4;
            } else {
                break;
            }
            count += 1;
        }
        i = end;
        let run = &text[start..end];
        if count < MIN_SPACED_HEX || !run.bytes().any(|b| matches!(b, b'a'..=b'f' | b'A'..=b'F')) {
            continue;
        }
        if let Some(decoded) = spaced_hex_text(run) {
            found(start, end, decoded);
        }
    }
}

/// The fewest numbers of a list of bytes written in decimal judged (as Guile writes a bytevector,
/// `#vu8(115 107 95 …)`, Prolog a code list and Java's `Arrays.toString` a `byte[]`, `[48, 108, …]`).
const MIN_DECIMAL_BYTES: usize = 8;

/// Runs of bytes written as decimal numbers, one separator between them throughout (`, `, `,` or a
/// space), each with the text it encodes when that is printable. (Measurements within a byte's range spell
/// text too, `76 67 67 113 …`: the caller counts what a rule or a name finds in it, not its shape.)
pub(crate) fn decimal_bytes(text: &str, mut found: impl FnMut(usize, usize, String)) {
    let bytes = text.as_bytes();
    // A run has a digit, a separator and a digit seven times or more: most texts have fewer such joints,
    // and are passed after a look at their separators only.
    let joint = |at: usize| {
        let next = if bytes[at] == b',' && bytes.get(at + 1) == Some(&b' ') { at + 2 } else { at + 1 };
        at > 0 && bytes[at - 1].is_ascii_digit() && bytes.get(next).is_some_and(u8::is_ascii_digit)
    };
    let joints = memchr::memchr2_iter(b' ', b',', bytes).filter(|&at| joint(at));
    if joints.take(MIN_DECIMAL_BYTES - 1).count() < MIN_DECIMAL_BYTES - 1 {
        return;
    }
    let mut i = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        // (Counted first, decoded only when long enough: most numbers stand alone.)
        let Some((end, count)) = decimal_run(text, i, |_| ()) else {
            i += 1;
            continue;
        };
        let start = i;
        i = end;
        if count < MIN_DECIMAL_BYTES {
            continue;
        }
        let mut decoded = Vec::with_capacity(count);
        decimal_run(text, start, |byte| decoded.push(byte));
        if let Some(decoded) = printable(decoded) {
            found(start, end, decoded);
        }
    }
}

/// Where a list of at least `MIN_DECIMAL_BYTES` byte values written in decimal that starts at `at` ends
/// (what a secret's name holds in an array, `[48, 108, 115, …]`, is its bytes).
pub(crate) fn decimal_bytes_end(text: &str, at: usize) -> Option<usize> {
    // (Of a few different values at least: `[0, 0, 0, …]` is a fill, or a placeholder.)
    let mut seen = [false; 256];
    let mut distinct = 0;
    let (end, count) =
        decimal_run(text, at, |byte| distinct += usize::from(!std::mem::replace(&mut seen[usize::from(byte)], true)))?;
    (count >= MIN_DECIMAL_BYTES && distinct >= 4).then_some(end)
}

/// The numbers of one to three digits from `at`, each a byte's value and standing alone, one separator
/// between them, each given to `byte`: where they end and how many there are.
fn decimal_run(text: &str, at: usize, mut byte: impl FnMut(u8)) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let number = |at: usize| -> Option<(usize, u8)> {
        if at > 0 && (shape::is_token_byte(bytes[at - 1]) || bytes[at - 1] == b'.') {
            return None;
        }
        let digits = bytes.get(at..)?.iter().take(4).take_while(|b| b.is_ascii_digit()).count();
        let end = at + digits;
        if !(1..=3).contains(&digits) || bytes.get(end).is_some_and(|b| shape::is_token_byte(*b) || *b == b'.') {
            return None;
        }
        let value = text[at..end].parse::<u16>().ok()?;
        Some((end, u8::try_from(value).ok()?))
    };
    let (mut end, first) = number(at)?;
    byte(first);
    let separator: &[u8] = match &bytes[end..] {
        [b',', b' ', ..] => b", ",
        [b',', ..] => b",",
        [b' ', ..] => b" ",
        _ => b"",
    };
    let mut count = 1;
    while !separator.is_empty() && bytes[end..].starts_with(separator) && count <= MAX_DECODED {
        let Some((next_end, value)) = number(end + separator.len()) else { break };
        byte(value);
        count += 1;
        end = next_end;
    }
    Some((end, count))
}

/// Where the text column of a hex dump's line shows the `length` bytes of the run that ends at `end`:
/// `hexdump -C`'s `|…|` and `od -t x1z`'s `>…<` after the run (spaces pad a short line's), or `xxd`'s column
/// after two spaces.
pub(crate) fn dump_text_column(text: &str, end: usize, length: usize) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let spaces = bytes[end..].iter().take(64).take_while(|b| **b == b' ').count();
    let at = end + spaces;
    let (start, column_end, closing) = match bytes.get(at) {
        Some(&open @ (b'|' | b'>')) => (at + 1, at + 1 + length, Some(if open == b'|' { b'|' } else { b'<' })),
        _ if spaces == 2 => (at, at + length, None),
        _ => return None,
    };
    text.get(start..column_end)?;
    let closed = match closing {
        Some(close) => bytes.get(column_end) == Some(&close),
        None => bytes.get(column_end).is_none_or(u8::is_ascii_whitespace),
    };
    closed.then_some((start, column_end))
}

/// The printable text that hex bytes written apart (`63 39 36`, ending perhaps in Node's `... 4 more
/// bytes`) spell, if they spell one.
pub(crate) fn spaced_hex_text(run: &str) -> Option<String> {
    let digits: Vec<u8> = run.split(" ...").next()?.bytes().filter(|b| *b != b' ').collect();
    if digits.len() % 2 == 1 || digits.len() / 2 > MAX_DECODED {
        return None;
    }
    hex_decode(&digits).and_then(printable)
}

/// Whether a decoded text is an account and its password as HTTP's Basic scheme joins them (RFC 7617,
/// `user-id ":" password`): a name, a colon, and a password of eight characters or more with no white
/// space, holding a symbol beyond a name's (`?`, `%`, `^`) or mixing cases and digits. (Base64 of exactly
/// this is a credential wherever it stands, with or without `Basic` before it; `env:prod-2` is a tag.)
pub(crate) fn credential_pair(text: &str) -> bool {
    let Some((user, password)) = text.split_once(':') else { return false };
    // (A name starts with a letter: `2024-02-25T17:24:49Z` is a time, not an account and a password.)
    let name = (1..=64).contains(&user.len())
        && user.bytes().next().is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        && user.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-' | b'@' | b'+'));
    if !name || !(8..=128).contains(&password.len()) || !password.is_ascii() {
        return false;
    }
    let bytes = password.as_bytes();
    if bytes.iter().any(|b| b.is_ascii_whitespace() || b.is_ascii_control()) {
        return false;
    }
    let symbol = bytes.iter().any(|b| b.is_ascii_punctuation() && !matches!(b, b'.' | b'_' | b'-'));
    let mixed = bytes.iter().any(u8::is_ascii_lowercase)
        && bytes.iter().any(u8::is_ascii_uppercase)
        && bytes.iter().any(u8::is_ascii_digit);
    symbol || mixed
}

/// The text `token` encodes (hex first, then base64 and base64url), if it is printable.
fn decode(token: &str, padded: bool) -> Option<String> {
    let bytes = token.as_bytes();
    let all_hex = bytes.iter().all(u8::is_ascii_hexdigit);
    if all_hex {
        if bytes.len() < MIN_HEX || bytes.len() % 2 == 1 || bytes.len() / 2 > MAX_DECODED {
            return None;
        }
        let decoded = hex_decode(bytes)?;
        return printable(decoded);
    }
    if bytes.len() < MIN_BASE64 || (!padded && bytes.len() < 16) || bytes.len() / 4 * 3 > MAX_DECODED {
        return None;
    }
    let url = bytes.iter().any(|b| matches!(b, b'-' | b'_'));
    let standard = bytes.iter().any(|b| matches!(b, b'+' | b'/'));
    if url && standard {
        return None;
    }
    let engine = if url {
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
    } else {
        &base64::engine::general_purpose::STANDARD_NO_PAD
    };
    printable(engine.decode(bytes).ok()?)
}

fn hex_decode(bytes: &[u8]) -> Option<Vec<u8>> {
    let digit = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
    bytes.chunks_exact(2).map(|pair| Some(digit(pair[0])? << 4 | digit(pair[1])?)).collect()
}

/// UTF-8 text of at least 4 characters with no control characters besides tab and line breaks.
fn printable(decoded: Vec<u8>) -> Option<String> {
    let text = String::from_utf8(decoded).ok()?;
    let ok = text.chars().count() >= 4
        && text.chars().all(|c| !c.is_control() || matches!(c, '\t' | '\n' | '\r'))
        && text.chars().any(char::is_alphanumeric);
    ok.then_some(text)
}

/// Whether a decoded text is shaped like a generated password: one run of 6 to 64 characters mixing at
/// least three of lower case, upper case, digits and symbols, mostly not digits (a date or a number is
/// not), and not made of words.
pub(crate) fn password_shaped(text: &str) -> bool {
    let n = text.chars().count();
    if !(6..=64).contains(&n) || !text.is_ascii() || text.bytes().any(|b| b.is_ascii_whitespace()) {
        return false;
    }
    // A JSON object or array is a document (a JWT's header, `{"alg":"RS256","kid":"…"}`), judged by what
    // the search finds in it, not by its punctuation.
    if matches!(text.as_bytes()[0], b'{' | b'[') && serde_json::from_str::<serde_json::Value>(text).is_ok() {
        return false;
    }
    let bytes = text.as_bytes();
    let lower = bytes.iter().any(u8::is_ascii_lowercase);
    let upper = bytes.iter().any(u8::is_ascii_uppercase);
    let digits = bytes.iter().filter(|b| b.is_ascii_digit()).count();
    let letters = bytes.iter().filter(|b| b.is_ascii_alphabetic()).count();
    let symbols = bytes.iter().any(|b| b.is_ascii_punctuation());
    let classes = usize::from(lower) + usize::from(upper) + usize::from(digits > 0) + usize::from(symbols);
    classes >= 3 && digits * 10 <= (digits + letters) * 7 && shape::wordiness_of(text) < 0.5
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decoded(text: &str) -> Vec<(String, String)> {
        let mut out = Vec::new();
        tokens(text, |start, end, decoded| out.push((text[start..end].to_owned(), decoded)));
        out
    }

    #[test]
    fn encodings_of_text_are_found_and_random_bytes_are_not() {
        assert_eq!(decoded("username: Y1U6ZkIwc3Q5RQ=="), [("Y1U6ZkIwc3Q5RQ==".into(), "cU:fB0st9E".into())]);
        assert_eq!(decoded("proctitle=6375726C"), [("6375726C".into(), "curl".into())]);
        assert_eq!(
            decoded("x MjAyNC0wNC0wM1QwMTo0MDo0N1o= y"),
            [("MjAyNC0wNC0wM1QwMTo0MDo0N1o=".into(), "2024-04-03T01:40:47Z".into())]
        );
        // A digest, a random key, a word and a key=value pair are no encodings of text.
        assert!(decoded("sha 1cc0083cb9d5ee90b2270a99db1d0785").is_empty());
        assert!(decoded("lqEve67agB3KE7qSiTRvdbHp755FpSxddf57I3/nliw=").is_empty());
        assert!(decoded("password given").is_empty());
        assert!(decoded("Body=Your+verification").is_empty());
    }

    #[test]
    fn password_shapes_are_told_from_dates_and_words() {
        assert!(password_shaped("cU:fB0st9E"));
        assert!(password_shaped("u_T-t.SF-OF"));
        assert!(!password_shaped("2024-04-03T01:40:47Z"));
        assert!(!password_shaped("curl"));
        assert!(!password_shaped("HelloWorld-Report"));
        assert!(!password_shaped("admin user"));
    }

    #[test]
    fn a_json_document_is_not_password_shaped() {
        assert!(!password_shaped(r#"{"alg":"RS256","kid":"d66466b1e7c0e420"}"#));
        assert!(password_shaped("Xk9#mP2$vL"));
    }
}
