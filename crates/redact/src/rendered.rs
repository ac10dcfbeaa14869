//! Views of a document as its reader sees it: HTML's text without its inline formatting tags, RTF's text
//! without its control words and groups, TeX's special characters unescaped. Syntax highlighters, document converters
//! and mail clients write configuration and prose so (`DB_PASSWORD <span class="hl opt">=</span> <span …>`,
//! `{\cf14 senha}{\cf1  }{\cf6 =}…`, `Kennwort 7gh\&j@…`): a key and its value, apart in the source, are
//! beside each other in what the reader sees, and a name written with escapes is written out.
//!
//! Each view maps its bytes back to the original (see `view`), so what is found in it is replaced where the
//! source holds it; a tag or a control word stands for nothing (RTF's `\par` for the line break it renders).

use crate::view::{Decoded, View, WINDOWS_1252_HIGH, rewrite_from};

/// HTML's elements of phrasing content, that format a run of text within a line: their tags stand for
/// nothing. Other elements' tags stay as they are: they separate what they hold (read as line breaks, `<p>`
/// and `<td>` made prose of tables' cells and of JSON fields' HTML, and names and hosts of its words), and
/// the structure step reads an element's name as its text's key (`<Data Name='x'>…</Data>`).
const INLINE_ELEMENTS: &[&str] = &[
    "a", "abbr", "b", "bdi", "bdo", "big", "cite", "code", "data", "del", "dfn", "em", "font", "i", "ins", "kbd",
    "mark", "q", "s", "samp", "small", "span", "strike", "strong", "sub", "sup", "time", "tt", "u", "var", "wbr",
];

/// The longest tag read (attributes included): longer is no tag of a formatted line.
const MAX_TAG: usize = 1024;

/// The view's text without the tags of its inline formatting (`<span class="hl str">`, `</b>`, `<code>`):
/// `None` unless it holds one's closing tag (formatting closes what it opens; a lone `<` or `a<b` is none).
pub(crate) fn markup_text(view: &View<'_>) -> Option<Decoded> {
    let bytes = view.text.as_bytes();
    finder!(b"</").find(bytes)?;
    let first = memchr::memchr_iter(b'<', bytes).find(|&at| inline_tag_end(bytes, at).is_some())?;
    Some(rewrite_from(view, first, |at| {
        if bytes[at] == b'<' { inline_tag_end(bytes, at).map(|end| (None, end)) } else { None }
    }))
}

/// Where the tag of an inline element (see [`INLINE_ELEMENTS`]) at `at` ends: its name starts with a
/// letter; its attributes run to the `>` outside quotes, on the same line, with no `<` before it.
pub(crate) fn inline_tag_end(bytes: &[u8], at: usize) -> Option<usize> {
    let mut j = at + 1 + usize::from(bytes.get(at + 1) == Some(&b'/'));
    let name_start = j;
    if !bytes.get(j)?.is_ascii_alphabetic() {
        return None;
    }
    while bytes.get(j).is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b':' | b'-' | b'_' | b'.')) {
        j += 1;
    }
    if !matches!(bytes.get(j)?, b'>' | b'/' | b' ' | b'\t') {
        return None;
    }
    if !INLINE_ELEMENTS.iter().any(|inline| inline.as_bytes().eq_ignore_ascii_case(&bytes[name_start..j])) {
        return None;
    }
    let mut quote = None;
    for (k, &b) in bytes.iter().enumerate().take(bytes.len().min(at + MAX_TAG)).skip(j) {
        match quote {
            Some(q) if b == q => quote = None,
            _ if b == b'\n' => return None,
            Some(_) => {}
            None if b == b'"' || b == b'\'' => quote = Some(b),
            None if b == b'<' => return None,
            None if b == b'>' => return Some(k + 1),
            None => {}
        }
    }
    None
}

/// The view's text as RTF renders it (the RTF specification 1.9.1): groups' braces and control words
/// (`\cf14 `, `\b`, `\fs20`) stand for nothing, `\par` and `\line` for a line break, `\tab` and `\cell` for
/// a tab, `\uN` for the character N (and its ANSI fallback after it, `?` or `\'hh`, for nothing), `\'hh`
/// for byte hh of Windows-1252, `\\`, `\{`, `\}` for themselves. `None` unless the text opens a group with
/// a control word (`{\cf1`; not JSON's `{\u0000`) or breaks a paragraph (`\par`).
pub(crate) fn rtf_text(view: &View<'_>) -> Option<Decoded> {
    let bytes = view.text.as_bytes();
    // (A control word of two letters or more: `{\u0000` is JSON's escape after a brace. RTF escapes no quote,
    // so a text with `\"` or a JSON pair's `":"` is a JSON document's: its strings are read decoded.)
    if finder!(b"\\\"").find(bytes).is_some() || finder!(b"\":\"").find(bytes).is_some() {
        return None;
    }
    let group = finder!(b"{\\").find_iter(bytes).any(|at| {
        let word = bytes[at + 2..].iter().take_while(|b| b.is_ascii_alphabetic()).count();
        let utf16_escape = bytes.get(at + 2) == Some(&b'u')
            && bytes.get(at + 3..at + 7).is_some_and(|hex| hex.iter().all(u8::is_ascii_hexdigit));
        word >= 2 && !utf16_escape
    });
    let paragraph =
        || finder!(b"\\par").find_iter(bytes).any(|at| bytes.get(at + 4).is_none_or(|b| !b.is_ascii_alphabetic()));
    if !group && !paragraph() {
        return None;
    }
    let hex_byte = |at: usize| -> Option<u8> {
        let pair = view.text.get(at..at + 2)?;
        u8::from_str_radix(pair, 16).ok()
    };
    let ansi = |byte: u8| match byte {
        0x80..=0x9F => Some(WINDOWS_1252_HIGH[usize::from(byte - 0x80)]).filter(|c| *c != '\0'),
        _ => Some(char::from(byte)),
    };
    let step = |at: usize| -> Option<(Option<char>, usize)> {
        match bytes[at] {
            b'{' | b'}' => Some((None, at + 1)),
            b'\\' => match *bytes.get(at + 1)? {
                symbol @ (b'\\' | b'{' | b'}') => Some((Some(char::from(symbol)), at + 2)),
                b'~' => Some((Some('\u{a0}'), at + 2)),
                b'-' => Some((None, at + 2)),
                b'_' => Some((Some('\u{2011}'), at + 2)),
                b'\'' => Some((ansi(hex_byte(at + 2)?), at + 4)),
                b'a'..=b'z' | b'A'..=b'Z' => {
                    // A control word: up to 32 letters, an optional signed number, and a space that ends it.
                    let letters = bytes[at + 1..].iter().take(32).take_while(|b| b.is_ascii_alphabetic()).count();
                    let word = &view.text[at + 1..at + 1 + letters];
                    let mut j = at + 1 + letters;
                    let number_start = j;
                    j += usize::from(bytes.get(j) == Some(&b'-'));
                    j += bytes[j..].iter().take(10).take_while(|b| b.is_ascii_digit()).count();
                    let number = view.text[number_start..j].parse::<i32>().ok();
                    j += usize::from(bytes.get(j) == Some(&b' '));
                    let c = match (word, number) {
                        ("u", Some(n)) => {
                            // (A negative number is the code unit above 32767, as RTF writes 16 bits signed.)
                            let unit = if n < 0 { n + 65536 } else { n };
                            if bytes.get(j) == Some(&b'?') {
                                j += 1;
                            } else if bytes.get(j..j + 2) == Some(b"\\'") && hex_byte(j + 2).is_some() {
                                j += 4;
                            }
                            u32::try_from(unit).ok().and_then(char::from_u32)
                        }
                        ("par" | "line" | "sect" | "page" | "row", None) => Some('\n'),
                        ("tab" | "cell", None) => Some('\t'),
                        _ => None,
                    };
                    Some((c, j))
                }
                _ => None,
            },
            _ => None,
        }
    };
    let first = memchr::memchr2_iter(b'{', b'\\', bytes).find(|&at| step(at).is_some())?;
    Some(rewrite_from(view, first, step))
}

/// The view's text with TeX's escapes of its special characters undone (`\&`, `\%`, `\$`, `\#`, `\_`, `\{`,
/// `\}`, `\textbackslash{}` and its kin) and a `\verb` taken out of its delimiters (`\verb|x|` is `x`), as
/// LaTeX writers escape text. `None` when the text holds none.
pub(crate) fn tex_text(view: &View<'_>) -> Option<Decoded> {
    let bytes = view.text.as_bytes();
    const NAMED: &[(&str, char)] = &[
        ("\\textbackslash{}", '\\'),
        ("\\textasciitilde{}", '~'),
        ("\\textasciicircum{}", '^'),
        ("\\textunderscore{}", '_'),
    ];
    // `\verb`, the delimiter after it, and its text to the same delimiter on the same line: where each
    // opens and closes (both stand for nothing).
    let (mut openers, mut closers) = (Vec::new(), Vec::new());
    for at in finder!(b"\\verb").find_iter(bytes) {
        let open = at + "\\verb".len();
        let Some(&delimiter) = bytes.get(open) else { continue };
        if !delimiter.is_ascii_punctuation() || delimiter == b'*' {
            continue;
        }
        if let Some(close) = bytes[open + 1..].iter().take(256).position(|&b| b == delimiter || b == b'\n')
            && bytes[open + 1 + close] == delimiter
        {
            openers.push(at);
            closers.push(open + 1 + close);
        }
    }
    let step = |at: usize| -> Option<(Option<char>, usize)> {
        if bytes[at] != b'\\' {
            return closers.binary_search(&at).is_ok().then_some((None, at + 1));
        }
        // (A backslash after a backslash is the second of TeX's `\\`, a line break, or of an escaped
        // backslash in a JSON or C string: no escape starts there.)
        if at > 0 && bytes[at - 1] == b'\\' {
            return None;
        }
        if openers.binary_search(&at).is_ok() {
            return Some((None, at + "\\verb|".len()));
        }
        if let Some(&(name, c)) = NAMED.iter().find(|(name, _)| bytes[at..].starts_with(name.as_bytes())) {
            return Some((Some(c), at + name.len()));
        }
        match *bytes.get(at + 1)? {
            special @ (b'&' | b'%' | b'$' | b'#' | b'_' | b'{' | b'}') => Some((Some(char::from(special)), at + 2)),
            _ => None,
        }
    };
    let first = memchr::memchr_iter(b'\\', bytes).find(|&at| step(at).is_some())?;
    Some(rewrite_from(view, first, step))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(decoded: Option<Decoded>) -> Option<String> {
        decoded.map(|d| d.view(1).text.to_owned())
    }

    #[test]
    fn markup_reads_as_rendered() {
        let line = r#"DB_PASSWORD <span class="hl opt">=</span> <span class="hl str">&quot;x&quot;</span>"#;
        assert_eq!(text(markup_text(&View::root(line))).as_deref(), Some("DB_PASSWORD = &quot;x&quot;"));
        assert_eq!(text(markup_text(&View::root("<td><b>a</b></td>"))).as_deref(), Some("<td>a</td>"));
        assert!(markup_text(&View::root("<td>a</td><td>b</td>")).is_none());
        assert_eq!(text(markup_text(&View::root(r#"<a title="x>y">z</a>"#))).as_deref(), Some("z"));
        // No closing tag, or no tag at all: no markup.
        assert!(markup_text(&View::root("if a<b and c>d")).is_none());
        assert!(markup_text(&View::root("a </ b")).is_none());
    }

    #[test]
    fn rtf_reads_as_rendered() {
        let line = r"{\cf14 senha}{\cf1  }{\cf6 =}{\cf1  }{\cf15 Kate{\u345}ina}{\cf1 \par}";
        assert_eq!(text(rtf_text(&View::root(line))).as_deref(), Some("senha = Kateřina\n"));
        assert_eq!(text(rtf_text(&View::root(r"{\fs20 Jos\'e9 \u-3913?x}"))).as_deref(), Some("José \u{f0b7}x"));
        assert!(rtf_text(&View::root(r"C:\Users\par")).is_some());
        assert!(rtf_text(&View::root(r"C:\Users\me")).is_none());
        assert!(rtf_text(&View::root(r#"{"k":"{\u0000 \"x\""}"#)).is_none());
    }

    #[test]
    fn tex_reads_as_rendered() {
        let line = r"das Kennwort 7gh\&j@=3Ty, der Code ist \verb|7n6zw-b43cq|.";
        assert_eq!(
            text(tex_text(&View::root(line))).as_deref(),
            Some("das Kennwort 7gh&j@=3Ty, der Code ist 7n6zw-b43cq.")
        );
        assert_eq!(text(tex_text(&View::root(r"a\textbackslash{}b \_c"))).as_deref(), Some(r"a\b _c"));
        assert!(tex_text(&View::root(r"C:\Users\me")).is_none());
    }
}
