//! Views of a text: the original text, a part of it, or a part after undoing one layer of encoding (JSON or
//! quoted-string escapes, percent-encoding). A view knows where each of its bytes came from, so a value
//! found in a decoded view is replaced in the original text over exactly the bytes that encode it — the
//! replacement never cuts an escape in half, and JSON stays valid JSON.
//!
//! Invariant: `map` (when present) has one entry per byte of the view's text plus one past the end, each the
//! position in the original text where that byte's encoding starts (the bytes of one character decoded
//! from one escape all point at it); positions never decrease.

/// Where a view's bytes are in the original text.
#[derive(Debug, Clone, Copy)]
enum Origin<'a> {
    /// The view is the original text from this position on, unchanged.
    Offset(usize),
    /// Decoded: the original position of each byte, and one past the end; and, when a piece of the original
    /// stands for nothing in the view (a tag of markup), where a span ending before each byte ends.
    Map(&'a [u32], Option<&'a [u32]>),
}

/// A text to search, and how to find its bytes in the original.
#[derive(Debug, Clone, Copy)]
pub(crate) struct View<'a> {
    pub text: &'a str,
    origin: Origin<'a>,
    /// How many layers of encoding were undone to get here (bounded, so nesting cannot recurse forever).
    pub depth: u8,
    /// Whether the text differs from the original bytes it covers (then every pattern rule runs on it too).
    pub decoded: bool,
}

impl<'a> View<'a> {
    pub fn root(text: &'a str) -> View<'a> {
        View { text, origin: Origin::Offset(0), depth: 0, decoded: false }
    }

    /// The original position of the view's byte `at` (`at` may be the view's length).
    pub fn position(&self, at: usize) -> usize {
        match self.origin {
            Origin::Offset(offset) => offset + at,
            Origin::Map(map, _) => at_or_last(map, at),
        }
    }

    /// The original position where a span of the view ending at `at` ends: before what the view left out
    /// there (`x` in `<code>x</code>` ends before `</code>`).
    fn end_position(&self, at: usize) -> usize {
        match self.origin {
            Origin::Map(_, Some(ends)) => at_or_last(ends, at),
            _ => self.position(at),
        }
    }

    /// The original span of the view's bytes `start..end`.
    pub fn original(&self, start: usize, end: usize) -> (usize, usize) {
        (self.position(start), self.end_position(end))
    }

    /// The view's bytes `start..end` (character boundaries) as a view of its own, same depth.
    pub fn sub(&self, start: usize, end: usize) -> View<'a> {
        let origin = match self.origin {
            Origin::Offset(offset) => Origin::Offset(offset + start),
            Origin::Map(map, ends) => Origin::Map(&map[start..=end], ends.map(|ends| &ends[start..=end])),
        };
        View { text: &self.text[start..end], origin, depth: self.depth, decoded: self.decoded }
    }
}

fn at_or_last(map: &[u32], at: usize) -> usize {
    map.get(at).or(map.last()).map_or(0, |m| *m as usize)
}

/// A decoded text with the original position of each byte; [`Decoded::view`] searches it.
#[derive(Debug, Default)]
pub(crate) struct Decoded {
    text: String,
    map: Vec<u32>,
    ends: Option<Vec<u32>>,
    /// The pieces of the original the view left out, in order.
    left_out: Vec<LeftOut>,
}

/// A piece of the original that a view left out (a tag, a control word).
#[derive(Debug, Clone, Copy)]
pub(crate) struct LeftOut {
    pub start: usize,
    pub end: usize,
    /// Whether the view's text runs on across it as one token (a token's characters on both sides: letters,
    /// digits, `-`, `_`; as a highlighter splits a token): a value found over it is one value.
    pub joins: bool,
}

impl Decoded {
    pub fn view(&self, depth: u8) -> View<'_> {
        View { text: &self.text, origin: Origin::Map(&self.map, self.ends.as_deref()), depth, decoded: true }
    }

    pub fn len(&self) -> usize {
        self.text.len()
    }

    pub fn left_out(&self) -> &[LeftOut] {
        &self.left_out
    }
}

/// Collects decoded bytes with their original positions, then makes them a valid UTF-8 text.
struct Builder {
    bytes: Vec<u8>,
    map: Vec<u32>,
    /// Where spans end, once a piece of the original was left out (until then, where the next byte starts).
    ends: Option<Vec<u32>>,
    /// Where the piece left out since the last byte starts.
    left_out: Option<u32>,
    /// Every piece left out: its original `start..end`, and where in the view it was.
    pieces: Vec<(usize, usize, usize)>,
}

impl Builder {
    fn with_capacity(n: usize) -> Builder {
        Builder {
            bytes: Vec::with_capacity(n),
            map: Vec::with_capacity(n + 1),
            ends: None,
            left_out: None,
            pieces: Vec::new(),
        }
    }

    /// A byte of `view`'s byte `at`: it starts where that byte starts, and a span ending before it ends where
    /// one of the view's does (before what the view left out).
    fn push_view(&mut self, byte: u8, view: &View<'_>, at: usize) {
        self.push_ending(byte, view.position(at), view.end_position(at));
    }

    fn push_char_view(&mut self, c: char, view: &View<'_>, at: usize) {
        let mut buffer = [0u8; 4];
        for b in c.encode_utf8(&mut buffer).bytes() {
            self.push_view(b, view, at);
        }
    }

    fn push_ending(&mut self, byte: u8, original: usize, end_before: usize) {
        self.bytes.push(byte);
        self.end_here(original as u32, end_before as u32);
        self.map.push(original as u32);
    }

    /// Records where a span ending before the next byte (which starts at `next`) ends: `end_before`, or where
    /// a piece left out since the last byte starts.
    fn end_here(&mut self, next: u32, end_before: u32) {
        let end = self.left_out.take().unwrap_or(end_before);
        match &mut self.ends {
            Some(ends) => ends.push(end),
            None if end != next => {
                let mut ends = self.map.clone();
                ends.push(end);
                self.ends = Some(ends);
            }
            None => {}
        }
    }

    /// A piece of the original, `start..end`, that the view leaves out (`end_before`: where a span ending
    /// before it ends).
    fn leave_out(&mut self, start: usize, end: usize, end_before: usize) {
        self.left_out.get_or_insert(end_before as u32);
        self.pieces.push((start, end, self.bytes.len()));
    }

    /// The text, ending at `view`'s byte `at`, with each byte that is not part of valid UTF-8 replaced by `?`
    /// (so positions still hold).
    fn finish_view(self, view: &View<'_>, at: usize) -> Decoded {
        self.finish_ending(view.position(at), view.end_position(at))
    }

    fn finish_ending(mut self, end: usize, end_before: usize) -> Decoded {
        self.end_here(end as u32, end_before as u32);
        self.map.push(end as u32);
        let mut at = 0;
        while let Err(error) = std::str::from_utf8(&self.bytes[at..]) {
            let bad = at + error.valid_up_to();
            let length = error.error_len().unwrap_or(self.bytes.len() - bad);
            for b in &mut self.bytes[bad..bad + length] {
                *b = b'?';
            }
            at = bad + length;
        }
        // Every invalid byte was replaced by an ASCII one above.
        let text = String::from_utf8(self.bytes).unwrap_or_default();
        // (A token's characters: letters of any script, digits, `-` and `_`; not a sentence's `.`.)
        let word = |at: Option<usize>| {
            at.and_then(|at| text.as_bytes().get(at))
                .is_some_and(|&b| b.is_ascii_alphanumeric() || b >= 0x80 || matches!(b, b'-' | b'_'))
        };
        let left_out = self
            .pieces
            .iter()
            .map(|&(start, end, at)| LeftOut { start, end, joins: word(at.checked_sub(1)) && word(Some(at)) })
            .collect();
        Decoded { text, map: self.map, ends: self.ends, left_out }
    }
}

/// The view's text with each of `replacements` (`start..end` of the view, in order, not overlapping) put in
/// place of the bytes it decodes; the bytes of a replacement all point at the start of what it replaced.
pub(crate) fn substitute(view: &View<'_>, replacements: &[(usize, usize, String)]) -> Decoded {
    let text = view.text.as_bytes();
    let extra: usize = replacements.iter().map(|(_, _, with)| with.len()).sum();
    let mut out = Builder::with_capacity(text.len() + extra);
    let mut at = 0;
    for (start, end, with) in replacements {
        for (i, b) in text[at..*start].iter().enumerate() {
            out.push_view(*b, view, at + i);
        }
        for b in with.bytes() {
            out.push_view(b, view, *start);
        }
        at = *end;
    }
    for (i, b) in text[at..].iter().enumerate() {
        out.push_view(*b, view, at + i);
    }
    out.finish_view(view, text.len())
}

/// The arguments of a command line that a log wrote one per field (auditd's `EXECVE` record: `a0="mysql"
/// a1="-h" a2="db1"`, or `a3=2D7020…` in hex when an argument holds a space or a quote) or as an array of
/// strings, joined by spaces into the command line they were: each piece is `start..end` of the view and
/// whether it is hex.
pub(crate) fn join_arguments(view: &View<'_>, pieces: &[(usize, usize, bool)]) -> Decoded {
    let bytes = view.text.as_bytes();
    let mut out = Builder::with_capacity(view.text.len());
    for (n, &(start, end, hex)) in pieces.iter().enumerate() {
        // The space between two arguments stands where the one before it ends: a value found up to it ends
        // there too, not over the quotes and the next argument's key.
        if n > 0 {
            out.push_view(b' ', view, pieces[n - 1].1);
        }
        if hex {
            let mut i = start;
            while i + 1 < end {
                match (hex_value(bytes[i]), hex_value(bytes[i + 1])) {
                    (Some(h), Some(l)) => out.push_view(h * 16 + l, view, i),
                    _ => out.push_view(b'?', view, i),
                }
                i += 2;
            }
        } else {
            for (i, b) in bytes.iter().enumerate().take(end).skip(start) {
                out.push_view(*b, view, i);
            }
        }
    }
    let end = pieces.last().map_or(0, |&(_, end, _)| end);
    out.finish_view(view, end)
}

/// The view's text with MIME's encoded words undone (RFC 2047: `=?UTF-8?Q?Zo=C3=AB_Martin?=`, `=?utf-8?B?…?=`),
/// as mail headers write names and subjects beyond ASCII. UTF-8 and US-ASCII words are decoded, ISO-8859-1
/// ones byte for character; a word in another charset, or one that does not decode, stays as it is.
/// Each decoded word: its `start..end` in the view and its text.
pub(crate) fn mime_words(view: &View<'_>) -> Vec<(usize, usize, String)> {
    use base64::Engine;
    let text = view.text;
    let mut replacements = Vec::new();
    let mut from = 0;
    while let Some(found) = finder!(b"=?").find(&text.as_bytes()[from..]) {
        let start = from + found;
        from = start + 2;
        // `=?charset?encoding?encoded-text?=`, at most 75 characters (RFC 2047 section 2).
        let mut limit = text.len().min(start + 75);
        while !text.is_char_boundary(limit) {
            limit -= 1;
        }
        let rest = &text[start + 2..limit];
        let Some((charset, rest)) = rest.split_once('?') else { continue };
        let Some((encoding, rest)) = rest.split_once('?') else { continue };
        let Some(encoded_end) = rest.find("?=") else { continue };
        let encoded = &rest[..encoded_end];
        let end = start + 2 + charset.len() + 1 + encoding.len() + 1 + encoded_end + 2;
        let charset = charset.split('*').next().unwrap_or(charset).to_ascii_lowercase();
        let bytes = match encoding {
            "Q" | "q" => {
                let mut out = Vec::with_capacity(encoded.len());
                let e = encoded.as_bytes();
                let mut i = 0;
                while i < e.len() {
                    match e[i] {
                        b'_' => out.push(b' '),
                        b'=' if i + 2 < e.len() => match (hex_value(e[i + 1]), hex_value(e[i + 2])) {
                            (Some(h), Some(l)) => {
                                out.push(h * 16 + l);
                                i += 3;
                                continue;
                            }
                            _ => out.push(b'='),
                        },
                        b => out.push(b),
                    }
                    i += 1;
                }
                Some(out)
            }
            "B" | "b" => base64::engine::general_purpose::STANDARD.decode(encoded).ok(),
            _ => None,
        };
        let decoded = match (bytes, charset.as_str()) {
            (Some(bytes), "utf-8" | "utf8" | "us-ascii") => String::from_utf8(bytes).ok(),
            (Some(bytes), "iso-8859-1" | "latin1" | "iso-8859-15") => {
                Some(bytes.iter().map(|b| char::from(*b)).collect())
            }
            _ => None,
        };
        if let Some(decoded) = decoded.filter(|d| !d.contains(['\n', '\r'])) {
            replacements.push((start, end, decoded));
            from = end;
        }
    }
    replacements
}

/// The furthest a header's colon is from its line's start (`Reply-To:` and spaces before it).
const MAX_HEADER_NAME: usize = 32;

/// The display name of an address header (RFC 5322's `From`, `To`, `Cc`, `Bcc`, `Reply-To`, `Sender`:
/// `From: Anna =?UTF-8?Q?M=C3=BCller?= <anna@…>`) that holds the encoded word at `start..end`, on the line
/// that starts at `line_start`: where the name starts and ends (its quotes and spaces outside it), the
/// header's name at the line's start and the address's `<` after it.
pub(crate) fn mime_display_range(text: &str, line_start: usize, start: usize, end: usize) -> Option<(usize, usize)> {
    let line = &text[line_start..start];
    // (A header's name is short: its colon is near the line's start.)
    let limit = (0..=MAX_HEADER_NAME.min(line.len())).rev().find(|&i| line.is_char_boundary(i)).unwrap_or(0);
    let colon = line[..limit].find(':')?;
    let head = line[..colon + 1].trim_start();
    if !["from:", "to:", "cc:", "bcc:", "reply-to:", "sender:"].iter().any(|h| head.eq_ignore_ascii_case(h)) {
        return None;
    }
    let angle = end + text[end..].find('<').filter(|at| !text[end..end + at].contains(['\n', ',', '>']))?;
    // (In a list of addresses, the name starts after the address or the comma before it.)
    let name_start = line_start + line.rfind(['>', ',']).filter(|at| *at > colon).unwrap_or(colon) + 1;
    let name = &text[name_start..angle];
    let first = name_start + (name.len() - name.trim_start_matches([' ', '"']).len());
    let last = angle - (name.len() - name.trim_end_matches([' ', '"']).len());
    (first <= start && end <= last).then_some((first, last))
}

/// The view's text with HTML's and XML's character references undone (`&#227;`, `&#xE3;`, `&quot;`,
/// `&lt;`, `&gt;`, `&amp;`, `&apos;`, `&nbsp;`): a page fragment or an escaped template in a log holds its
/// values behind them (`mailto:&#115;&#46;…`, `data-customer=&quot;Jo&#227;o&quot;`). `None` when the text
/// holds none. A reference that names no character stands for itself.
pub(crate) fn html_unescape(view: &View<'_>) -> Option<Decoded> {
    let bytes = view.text.as_bytes();
    let reference = |at: usize| -> Option<(char, usize)> {
        // A reference is short: its `;` within 12 bytes.
        let end = at + bytes[at..bytes.len().min(at + 12)].iter().position(|b| *b == b';')?;
        Some((character_reference(&view.text[at + 1..end])?, end + 1))
    };
    let first = memchr::memchr_iter(b'&', bytes).find(|&at| reference(at).is_some())?;
    Some(replace_from(view, first, |at| if bytes[at] == b'&' { reference(at) } else { None }))
}

/// The character an HTML character reference names, between its `&` and its `;` (`#227`, `#xE3`, `quot`,
/// `aring`).
pub(crate) fn character_reference(name: &str) -> Option<char> {
    match name.as_bytes() {
        [b'#', b'x' | b'X', hex @ ..] if !hex.is_empty() => {
            u32::from_str_radix(&name[2..], 16).ok().and_then(char::from_u32)
        }
        [b'#', digits @ ..] if !digits.is_empty() => name[1..].parse::<u32>().ok().and_then(char::from_u32),
        b"quot" => Some('"'),
        b"amp" => Some('&'),
        b"lt" => Some('<'),
        b"gt" => Some('>'),
        b"apos" => Some('\''),
        b"nbsp" => Some(' '),
        _ => named_reference(name),
    }
}

/// The character of one of HTML 4's named references (`aring`, `szlig`, `euro`), from the standard's table
/// as the `htmlescape` crate carries it.
fn named_reference(name: &str) -> Option<char> {
    if !(2..=8).contains(&name.len()) || !name.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return None;
    }
    let decoded = htmlescape::decode_html(&format!("&{name};")).ok()?;
    let mut chars = decoded.chars();
    chars.next().filter(|_| chars.next().is_none())
}

/// The view's text with Unicode's notations of code points undone: `U+00FC` (the standard's own, as
/// `uni2ascii` writes a character) and `<U00FC>` (POSIX locale sources', as `recode` and `uni2ascii` write
/// it). `U+` takes four to six hex digits, but a longer form never starts with `0` (`U+00FC9` is `ü`, then
/// `9`). `None` when the text holds none.
pub(crate) fn unicode_notations(view: &View<'_>) -> Option<Decoded> {
    let bytes = view.text.as_bytes();
    let notation = |at: usize| -> Option<(char, usize)> {
        let bracketed = match bytes.get(at..at + 2)? {
            b"U+" => false,
            b"<U" => true,
            _ => return None,
        };
        let digits_at = at + 2;
        let mut digits = bytes[digits_at..].iter().take(8).take_while(|b| b.is_ascii_hexdigit()).count();
        if bracketed {
            if !(4..=8).contains(&digits) || bytes.get(digits_at + digits) != Some(&b'>') {
                return None;
            }
        } else {
            if digits < 4 {
                return None;
            }
            digits = if bytes[digits_at] == b'0' { 4 } else { digits.min(6) };
        }
        let code = u32::from_str_radix(&view.text[digits_at..digits_at + digits], 16).ok()?;
        let c = char::from_u32(code).filter(|c| !c.is_control())?;
        Some((c, digits_at + digits + usize::from(bracketed)))
    };
    // (Both notations hold a `U`: only there is one looked for.)
    let first = memchr::memchr_iter(b'U', bytes)
        .map(|at| at.saturating_sub(1))
        .flat_map(|at| [at, at + 1])
        .find(|&at| notation(at).is_some())?;
    Some(replace_from(view, first, notation))
}

/// The view's text with the characters `escape(at)` finds (a character and where its escape ends) put in
/// place of their escapes, from `first` (the first escape) on.
fn replace_from(view: &View<'_>, first: usize, escape: impl Fn(usize) -> Option<(char, usize)>) -> Decoded {
    rewrite_from(view, first, |at| escape(at).map(|(c, next)| (Some(c), next)))
}

/// [`replace_from`] where a piece of the text may also stand for nothing (`step(at)` gives `None` as its
/// character): a tag of markup, a control word of a document format.
pub(crate) fn rewrite_from(
    view: &View<'_>,
    first: usize,
    step: impl Fn(usize) -> Option<(Option<char>, usize)>,
) -> Decoded {
    let bytes = view.text.as_bytes();
    let mut out = Builder::with_capacity(bytes.len());
    for (i, b) in bytes[..first].iter().enumerate() {
        out.push_view(*b, view, i);
    }
    let mut i = first;
    while i < bytes.len() {
        if let Some((c, next)) = step(i) {
            match c {
                Some(c) => out.push_char_view(c, view, i),
                None => out.leave_out(view.position(i), view.position(next), view.end_position(i)),
            }
            i = next;
        } else {
            out.push_view(bytes[i], view, i);
            i += 1;
        }
    }
    out.finish_view(view, bytes.len())
}

/// The text with its escaped UTF-8 sequences undone: a non-ASCII character written as its bytes in hex
/// behind `\` (RFC 4514's distinguished names, as OpenSSL prints a subject: `CN = Am\C3\A9lie`) or `=`
/// (quoted-printable, RFC 2045: `H=C3=A9l=C3=A8ne`). Only whole, valid multi-byte sequences are undone, so
/// an escaped ASCII byte (`=0A`, `\2C`) or a `key=C3` stays as it is. Also a non-ASCII character written
/// as its code point, `\uXXXX` (UTF-16, a surrogate pair for one beyond the first plane), outside a JSON
/// string too: Java's properties files and `native2ascii`, Go's `%+q`, Python's `ascii()`. `None` when
/// there is none.
pub(crate) fn escaped_utf8(view: &View<'_>) -> Option<Decoded> {
    let bytes = view.text.as_bytes();
    let code_point = |at: usize| -> Option<(char, usize)> {
        let (c, next) = utf16_escape(bytes, at)?;
        c.filter(|c| !c.is_ascii()).map(|c| (c, next))
    };
    // The character whose escaped bytes start at `at`, and where its escapes end.
    let sequence = |at: usize| -> Option<(char, usize)> {
        if let Some(found) = code_point(at) {
            return Some(found);
        }
        let escape = bytes[at];
        let byte = |k: usize| -> Option<u8> {
            let i = at + 3 * k;
            (bytes.get(i) == Some(&escape)).then_some(())?;
            Some(hex_value(*bytes.get(i + 1)?)? * 16 + hex_value(*bytes.get(i + 2)?)?)
        };
        let lead = byte(0)?;
        let length = match lead {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => return None,
        };
        let mut encoded = [0u8; 4];
        for (k, slot) in encoded.iter_mut().enumerate().take(length) {
            *slot = byte(k)?;
        }
        let c = std::str::from_utf8(&encoded[..length]).ok()?.chars().next()?;
        Some((c, at + 3 * length))
    };
    let first = memchr::memchr2_iter(b'\\', b'=', bytes).find(|&at| sequence(at).is_some())?;
    Some(replace_from(view, first, |at| if matches!(bytes[at], b'\\' | b'=') { sequence(at) } else { None }))
}

/// The text with its mojibake undone: UTF-8's bytes read as Latin-1 or Windows-1252 and written again as
/// characters (`KÃ¤the` for `Käthe`, `Ä°smail` for `İsmail`), as a program that takes its input for Latin-1
/// writes it. Each run of a lead character (`Â`..`ô`) and the continuation characters its byte calls for
/// (bytes 0x80..0xBF, as either encoding maps them) is put back as the one character those bytes encode;
/// a run that is no valid UTF-8 stays (`Ã` before a space, `né` in French). `None` when there is none.
pub(crate) fn mojibake(view: &View<'_>) -> Option<Decoded> {
    let text = view.text;
    let bytes = text.as_bytes();
    // A Latin-1/Windows-1252 character's byte, for a character that is a continuation byte (0x80..0xBF).
    let continuation = |c: char| -> Option<u8> {
        match c as u32 {
            0x80..=0xBF => Some(c as u32 as u8),
            // (`\0` marks the bytes Windows-1252 leaves undefined: no character stands for them.)
            0 => None,
            _ => WINDOWS_1252_HIGH.iter().position(|&w| w == c).map(|p| 0x80 + p as u8),
        }
    };
    let sequence = |at: usize| -> Option<(char, usize)> {
        let mut chars = text[at..].char_indices();
        let (_, lead) = chars.next()?;
        let length = match lead as u32 {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => return None,
        };
        let mut encoded = [lead as u32 as u8, 0, 0, 0];
        for slot in encoded.iter_mut().take(length).skip(1) {
            *slot = continuation(chars.next()?.1)?;
        }
        let next = chars.next().map_or(text.len(), |(offset, _)| at + offset);
        let c = std::str::from_utf8(&encoded[..length]).ok()?.chars().next()?;
        Some((c, next))
    };
    // (Every lead character is written as 0xC3 0x82..0xB4 in UTF-8: `Â` to `ô`.)
    let leads =
        memchr::memchr_iter(0xC3, bytes).filter(|&at| bytes.get(at + 1).is_some_and(|b| (0x82..=0xB4).contains(b)));
    let first = leads.into_iter().find(|&at| sequence(at).is_some())?;
    Some(replace_from(view, first, |at| if bytes[at] == 0xC3 { sequence(at) } else { None }))
}

/// Windows-1252's characters for the bytes 0x80 to 0x9F (Latin-1 has control characters there); `\0` where
/// it has none.
pub(crate) const WINDOWS_1252_HIGH: [char; 32] = [
    '€', '\0', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\0', 'Ž', '\0', '\0', '‘', '’', '“', '”', '•',
    '–', '—', '˜', '™', 'š', '›', 'œ', '\0', 'ž', 'Ÿ',
];

/// The view's text as quoted-printable reads (RFC 2045, section 6.7): a mail body or an attachment sent so
/// writes `=` as `=3D` and every byte beyond ASCII as `=XX` (`smtp.pass =3D x=C3=A4y` holds `smtp.pass =
/// xäy`). Only a text whose every `=` starts such an escape or ends the line (a soft line break), and that
/// writes `=` itself as `=3D` or writes each character beyond ASCII as adjacent escapes, is read so. An encoder escapes `=`, white space and what is not ASCII,
/// never another printable character: an escape of one (`src=10.0.0.5`, `=41`), a byte that is no part of
/// a UTF-8 character (`token=AB12…`), lower-case hex, Base64's padding or `a == b` leave the text as it is.
/// `None` when it is not quoted-printable.
pub(crate) fn quoted_printable(view: &View<'_>) -> Option<Decoded> {
    let bytes = view.text.as_bytes();
    let upper_hex = |b: u8| hex_value(b).filter(|_| !b.is_ascii_lowercase());
    let mut writes_equals = false;
    let mut beyond_ascii = Vec::new();
    // Whether every character beyond ASCII is written as adjacent escapes (`f=C3=BCr`): in a text with no
    // `=` of its own to show (no `=3D`), that tells quoted-printable from values that start with hex
    // (`flags=C2 mode=A0`).
    let (mut adjacent, mut continuations, mut last_end) = (true, 0usize, 0usize);
    for at in memchr::memchr_iter(b'=', bytes) {
        // (A soft line break: `=` ends the line, in a text of one line or of several.)
        let Some(&high) = bytes.get(at + 1).filter(|b| !matches!(b, b'\n' | b'\r')) else { continue };
        let (Some(high), Some(low)) = (upper_hex(high), bytes.get(at + 2).and_then(|b| upper_hex(*b))) else {
            return None;
        };
        match high * 16 + low {
            b'=' => writes_equals = true,
            b' ' | b'\t' => {}
            byte if byte >= 0x80 => {
                if continuations > 0 {
                    adjacent &= at == last_end;
                    continuations -= 1;
                } else {
                    // (A run of escapes after a key's name is that key's value: `passwort=C3=A4bc`.)
                    if at != last_end {
                        let word = bytes[..at].iter().rev().take_while(|b| b.is_ascii_alphanumeric() || **b == b'_');
                        let word = &view.text[at - word.count()..at];
                        adjacent &=
                            word.len() < 2 || crate::lexicon::role_of_key(word) == crate::lexicon::Role::Neutral;
                    }
                    continuations = match byte {
                        0xC2..=0xDF => 1,
                        0xE0..=0xEF => 2,
                        0xF0..=0xF4 => 3,
                        _ => 0,
                    };
                }
                last_end = at + 3;
                beyond_ascii.push(byte);
            }
            _ => return None,
        }
    }
    // (The escaped bytes beyond ASCII, in order, make whole UTF-8 characters.)
    let characters_alone = adjacent && !beyond_ascii.is_empty();
    if !(writes_equals || characters_alone) || std::str::from_utf8(&beyond_ascii).is_err() {
        return None;
    }
    let mut out = Builder::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match (bytes[i], bytes.get(i + 1).copied().and_then(hex_value), bytes.get(i + 2).copied().and_then(hex_value)) {
            (b'=', Some(high), Some(low)) => {
                out.push_view(high * 16 + low, view, i);
                i += 3;
            }
            // The soft line break: the line goes on in the next one (its line end is no text's).
            (b'=', _, _) => {
                i += 1;
                i += usize::from(bytes.get(i) == Some(&b'\r'));
                i += usize::from(bytes.get(i) == Some(&b'\n'));
            }
            (b, _, _) => {
                out.push_view(b, view, i);
                i += 1;
            }
        }
    }
    Some(out.finish_view(view, bytes.len()))
}

fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// The content of a quoted string (`view.text[start..end]`, between the quotes) with its backslash escapes
/// undone: JSON's (`\"`, `\\`, `\/`, `\n`, `\uXXXX` with surrogate pairs) and those of single-quoted reprs
/// (`\'`, `\xHH`). `None` when there is no escape (the content is its own decoding).
pub(crate) fn unescape(view: &View<'_>, start: usize, end: usize) -> Option<Decoded> {
    let bytes = &view.text.as_bytes()[start..end];
    memchr::memchr(b'\\', bytes)?;
    let mut out = Builder::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let at = start + i;
        let b = bytes[i];
        if b != b'\\' || i + 1 == bytes.len() {
            out.push_view(b, view, at);
            i += 1;
            continue;
        }
        let escaped = bytes[i + 1];
        let simple = match escaped {
            b'"' | b'\'' | b'\\' | b'/' => Some(escaped),
            b'n' => Some(b'\n'),
            b't' => Some(b'\t'),
            b'r' => Some(b'\r'),
            b'b' => Some(8),
            b'f' => Some(12),
            _ => None,
        };
        if let Some(decoded) = simple {
            out.push_view(decoded, view, at);
            i += 2;
            continue;
        }
        if escaped == b'x'
            && let Some(byte) = hex_escape(bytes, i)
        {
            // Escaped bytes that spell a character in UTF-8 are that character (a bytes repr, redis-cli's
            // `"Chlo\xc3\xa9"`); a byte alone is the code point it numbers (Python's `'\xe9'`).
            if let Some((c, next)) = utf8_escapes(bytes, i, byte) {
                out.push_char_view(c, view, at);
                i = next;
            } else {
                out.push_char_view(char::from(byte), view, at);
                i += 4;
            }
            continue;
        }
        if let Some((c, next)) = utf16_escape(bytes, i) {
            out.push_char_view(c.unwrap_or('?'), view, at);
            i = next;
            continue;
        }
        // An unknown escape stands for itself.
        out.push_view(b, view, at);
        i += 1;
    }
    Some(out.finish_view(view, end))
}

/// The character of the `\uXXXX` escape at `at` (a surrogate pair's two escapes are one character) and where
/// the escape ends; an unpaired surrogate has no character.
fn utf16_escape(bytes: &[u8], at: usize) -> Option<(Option<char>, usize)> {
    if bytes.get(at) != Some(&b'\\') || bytes.get(at + 1) != Some(&b'u') {
        return None;
    }
    let unit = u32::from(utf16_unit(bytes, at + 2)?);
    if (0xD800..0xDC00).contains(&unit)
        && bytes.get(at + 6) == Some(&b'\\')
        && bytes.get(at + 7) == Some(&b'u')
        && let Some(low) = utf16_unit(bytes, at + 8).map(u32::from).filter(|low| (0xDC00..0xE000).contains(low))
    {
        return Some((char::from_u32(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)), at + 12));
    }
    Some((char::from_u32(unit), at + 6))
}

/// The byte a `\xHH` escape at `at` stands for.
fn hex_escape(bytes: &[u8], at: usize) -> Option<u8> {
    if bytes.get(at) != Some(&b'\\') || bytes.get(at + 1) != Some(&b'x') {
        return None;
    }
    Some(hex_value(*bytes.get(at + 2)?)? * 16 + hex_value(*bytes.get(at + 3)?)?)
}

/// The byte a `\xHH` escape or C's octal `\NNN` at `at` stands for, and where the escape ends.
pub(crate) fn byte_escape(bytes: &[u8], at: usize) -> Option<(u8, usize)> {
    if let Some(byte) = hex_escape(bytes, at) {
        return Some((byte, at + 4));
    }
    match bytes.get(at..at + 4)? {
        [b'\\', high @ b'0'..=b'3', middle @ b'0'..=b'7', low @ b'0'..=b'7'] => {
            Some(((high - b'0') << 6 | (middle - b'0') << 3 | (low - b'0'), at + 4))
        }
        _ => None,
    }
}

/// The character that the `\xHH` escapes from `at` spell in UTF-8 (`first` the first's byte, a lead
/// byte of two to four), and where they end.
fn utf8_escapes(bytes: &[u8], at: usize, first: u8) -> Option<(char, usize)> {
    let len = match first {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let mut encoded = [first, 0, 0, 0];
    for (k, slot) in encoded.iter_mut().enumerate().take(len).skip(1) {
        *slot = hex_escape(bytes, at + 4 * k)?;
    }
    let c = std::str::from_utf8(&encoded[..len]).ok()?.chars().next()?;
    Some((c, at + 4 * len))
}

fn utf16_unit(bytes: &[u8], at: usize) -> Option<u16> {
    let digits = bytes.get(at..at + 4)?;
    digits.iter().try_fold(0u16, |acc, b| hex_value(*b).map(|v| acc * 16 + u16::from(v)))
}

/// `text` with its percent-encoding undone (`+` kept), if it has any.
pub(crate) fn percent_decoded(text: &str) -> Option<String> {
    percent_decode(&View::root(text), 0, text.len(), false).map(|decoded| decoded.view(1).text.to_owned())
}

/// `view.text[start..end]` with percent-encoding undone (and `+` as a space when `plus_is_space`, as in
/// query strings and form bodies). `None` when nothing is encoded.
pub(crate) fn percent_decode(view: &View<'_>, start: usize, end: usize, plus_is_space: bool) -> Option<Decoded> {
    let bytes = &view.text.as_bytes()[start..end];
    let encoded = |i: usize| {
        bytes[i] == b'%'
            && bytes.get(i + 1).and_then(|b| hex_value(*b)).is_some()
            && bytes.get(i + 2).and_then(|b| hex_value(*b)).is_some()
    };
    if !(0..bytes.len()).any(|i| encoded(i) || (plus_is_space && bytes[i] == b'+')) {
        return None;
    }
    let mut out = Builder::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let at = start + i;
        if encoded(i) {
            let value = hex_value(bytes[i + 1]).unwrap_or(0) * 16 + hex_value(bytes[i + 2]).unwrap_or(0);
            out.push_view(value, view, at);
            i += 3;
        } else if plus_is_space && bytes[i] == b'+' {
            out.push_view(b' ', view, at);
            i += 1;
        } else {
            out.push_view(bytes[i], view, at);
            i += 1;
        }
    }
    Some(out.finish_view(view, end))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unescaped_bytes_map_to_their_escapes() {
        let text = r#"{"a":"{\"password\":\"h\u00e9\"}"}"#;
        let root = View::root(text);
        let start = text.find("{\\\"").unwrap();
        let end = text.rfind('"').unwrap();
        let decoded = unescape(&root, start, end).unwrap();
        let view = decoded.view(1);
        assert_eq!(view.text, r#"{"password":"hé"}"#);
        let value = view.text.find("hé").unwrap();
        let (s, e) = view.original(value, value + "hé".len());
        assert_eq!(&text[s..e], "h\\u00e9");
    }

    #[test]
    fn percent_decoding_maps_back_and_nests() {
        let text = "redirect_uri=https%3A%2F%2Fapp%2Fcb%3Ftoken%3Dab%2Bc&x=1";
        let root = View::root(text);
        let start = text.find("https").unwrap();
        let end = text.find("&x").unwrap();
        let decoded = percent_decode(&root, start, end, true).unwrap();
        let view = decoded.view(1);
        assert_eq!(view.text, "https://app/cb?token=ab+c");
        let inner = view.text.find("ab+c").unwrap();
        let again = percent_decode(&view, inner, view.text.len(), true);
        assert!(again.is_some());
        let (s, e) = view.original(inner, view.text.len());
        assert_eq!(&text[s..e], "ab%2Bc");
    }

    #[test]
    fn character_references_map_back_to_their_references() {
        let text = "x=&quot;Jo&#227;o&quot; y=&#x41;&unknown; &#99999999;&gt;";
        let decoded = html_unescape(&View::root(text)).unwrap();
        let view = decoded.view(1);
        assert_eq!(view.text, "x=\"João\" y=A&unknown; &#99999999;>");
        let name = view.text.find("João").unwrap();
        let (s, e) = view.original(name, name + "João".len());
        assert_eq!(&text[s..e], "Jo&#227;o");
        assert!(html_unescape(&View::root("a & b; no references")).is_none());
    }

    #[test]
    fn invalid_utf8_from_decoding_is_replaced_not_trusted() {
        let text = "a=%ff%fe%41";
        let decoded = percent_decode(&View::root(text), 2, text.len(), false).unwrap();
        assert_eq!(decoded.view(1).text, "??A");
    }
}
