//! Level words: the severity of an entry from its first tokens (`ERROR`, `[warn]`, `level=error`,
//! Monolog's `channel.LEVEL:`, .NET's `fail:`), compared byte-wise on the hot path.

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Trace,
    Debug,
    Info,
    Notice,
    Warn,
    Error,
    Fatal,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Trace => "TRACE",
            Level::Debug => "DEBUG",
            Level::Info => "INFO",
            Level::Notice => "NOTICE",
            Level::Warn => "WARN",
            Level::Error => "ERROR",
            Level::Fatal => "FATAL",
        }
    }

    /// A level word, case-insensitively (`warning`, `ERR`, `crit`, `E` is not one).
    pub fn parse(word: &str) -> Option<Level> {
        // Trimmed byte-wise (what is trimmed is never an ASCII letter, so no character is split); this
        // runs on the first tokens of every line, and most are rejected by their length or first byte.
        let bytes = word.as_bytes();
        let start = bytes.iter().position(u8::is_ascii_alphabetic)?;
        let end = bytes.iter().rposition(u8::is_ascii_alphabetic)? + 1;
        Level::of_letters(&bytes[start..end])
    }

    /// A level word given as its letters (trimmed of what surrounds them), case-insensitively.
    fn of_letters(word: &[u8]) -> Option<Level> {
        if word.len() <= 8 {
            // Up to eight bytes compare as one integer: ORing 0x20 into a byte lowers an ASCII capital
            // and makes no other byte a lower-case letter, so equality is case-insensitive equality.
            let packed = word.iter().rev().fold(0u64, |packed, byte| packed << 8 | u64::from(byte | 0x20));
            return SHORT_LEVEL_WORDS.iter().find(|(known, _)| *known == packed).map(|(_, level)| *level);
        }
        let words = LEVEL_WORDS_BY_LENGTH.get(word.len())?;
        words.iter().find(|(level_word, _)| level_word.eq_ignore_ascii_case(word)).map(|(_, level)| *level)
    }
}

/// The level words of at most eight bytes, each packed little-endian into a `u64` (zero above its
/// length, so the length is part of the value).
const SHORT_LEVEL_WORDS: [(u64, Level); 19] = {
    let mut packed = [(0u64, Level::Info); 19];
    let mut count = 0;
    let mut length = 0;
    while length <= 8 {
        let words = LEVEL_WORDS_BY_LENGTH[length];
        let mut w = 0;
        while w < words.len() {
            let (word, level) = words[w];
            let mut value = 0u64;
            let mut i = word.len();
            while i > 0 {
                i -= 1;
                value = value << 8 | word[i] as u64;
            }
            packed[count] = (value, level);
            count += 1;
            w += 1;
        }
        length += 1;
    }
    assert!(count == packed.len(), "SHORT_LEVEL_WORDS holds every level word of at most 8 bytes");
    packed
};

/// The level words (lower case), by their length.
const LEVEL_WORDS_BY_LENGTH: [&[(&[u8], Level)]; 14] = {
    use Level::*;
    [
        &[],
        &[],
        &[],
        &[(b"dbg", Debug), (b"err", Error)],
        &[(b"fine", Debug), (b"info", Info), (b"warn", Warn), (b"crit", Fatal)],
        &[
            (b"trace", Trace),
            (b"finer", Trace),
            (b"debug", Debug),
            (b"error", Error),
            (b"fatal", Fatal),
            (b"alert", Fatal),
            (b"emerg", Fatal),
            (b"panic", Fatal),
        ],
        &[(b"finest", Trace), (b"notice", Notice), (b"severe", Error)],
        &[(b"warning", Warn)],
        &[(b"critical", Fatal)],
        &[(b"emergency", Fatal)],
        &[],
        &[(b"information", Info)],
        &[],
        &[(b"informational", Info)],
    ]
};

/// The level of the `index`th token of a line (ending at byte `end`), if it is a level word, and where
/// the message starts (after it if it is the first token, else 0).
fn level_of_token(index: usize, token: &str, end: usize) -> Option<(Level, usize)> {
    let word = token.strip_prefix("level=").unwrap_or(token);
    // Monolog (PHP: Laravel, Symfony) writes `channel.LEVEL:`; Python's default format
    // `LEVEL:logger:message` joins the level to what follows, which stays the message.
    // Both forms need a colon; most tokens have none.
    let mut end = end;
    let bytes = word.as_bytes();
    let word = match bytes.iter().position(|&b| b == b':') {
        None => word,
        Some(colon) => match word.ends_with(':').then(|| bytes.iter().rposition(|&b| b == b'.')).flatten() {
            Some(dot) => &word[dot + 1..word.len() - 1],
            None if colon + 1 < word.len() => {
                end -= word.len() - colon - 1;
                &word[..colon]
            }
            None => word,
        },
    };
    if word.len() > 14 {
        return None;
    }
    let level = Level::parse(word).or(match token {
        // .NET's console logger opens an entry with a four-letter level of its own.
        "fail:" if index == 0 => Some(Level::Error),
        "dbug:" if index == 0 => Some(Level::Debug),
        "trce:" if index == 0 => Some(Level::Trace),
        _ => None,
    })?;
    Some((level, if index == 0 { end } else { 0 }))
}

/// A level word among the first five whitespace-separated tokens of `text`: the level, and where the
/// message starts (after the word if it is the first token, else 0).
pub(crate) fn leading_level(text: &str) -> Option<(Level, usize)> {
    if !text.is_ascii() {
        let mut tokens = text.split_whitespace().take(5).enumerate();
        return tokens.find_map(|(index, token)| {
            let end = token.as_ptr() as usize - text.as_ptr() as usize + token.len();
            level_of_token(index, token, end)
        });
    }
    // ASCII (most logs): split byte-wise at what `char::is_whitespace` calls whitespace in ASCII. A plain
    // token (no colon, no `level=`) is a level word by its letters alone: one table lookup per byte, no
    // string handling.
    let bytes = text.as_bytes();
    let mut at = 0;
    for index in 0..5 {
        while at < bytes.len() && TOKEN_BYTE[bytes[at] as usize] & SPACE != 0 {
            at += 1;
        }
        if at == bytes.len() {
            return None;
        }
        let start = at;
        // The classes of the token's bytes, ORed.
        let mut classes = 0;
        while at < bytes.len() && TOKEN_BYTE[bytes[at] as usize] & SPACE == 0 {
            classes |= TOKEN_BYTE[bytes[at] as usize];
            at += 1;
        }
        let token = &bytes[start..at];
        let found = if classes & COLON != 0 || token.starts_with(b"level=") {
            level_of_token(index, &text[start..at], at)
        } else if token.len() > 14 {
            None
        } else {
            let first = token.iter().position(|b| TOKEN_BYTE[*b as usize] & LETTER != 0);
            let last = token.iter().rposition(|b| TOKEN_BYTE[*b as usize] & LETTER != 0);
            match (first, last) {
                (Some(first), Some(last)) => Level::of_letters(&token[first..=last]),
                _ => None,
            }
            .map(|level| (level, if index == 0 { at } else { 0 }))
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Byte classes for splitting a line's first tokens: ASCII whitespace (as `char::is_whitespace` has it),
/// ASCII letters, the colon.
pub(crate) const SPACE: u8 = 1;
const LETTER: u8 = 2;
const COLON: u8 = 4;
pub(crate) const TOKEN_BYTE: [u8; 256] = {
    let mut class = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        class[b] = if matches!(byte, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r') {
            SPACE
        } else if byte.is_ascii_alphabetic() {
            LETTER
        } else if byte == b':' {
            COLON
        } else {
            0
        };
        b += 1;
    }
    class
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Level words are compared byte-wise on the trimmed word; this is the plain definition.
    #[test]
    fn level_words_match_their_plain_definition() {
        let reference = |word: &str| {
            let letters = word.trim_matches(|c: char| !c.is_ascii_alphabetic()).to_ascii_lowercase();
            let mut known = LEVEL_WORDS_BY_LENGTH.iter().flat_map(|words| words.iter());
            known.find(|(known, _)| *known == letters.as_bytes()).map(|(_, level)| *level)
        };
        let mut words: Vec<String> = Vec::new();
        for base in ["trace", "Finest", "DEBUG", "fine", "Info", "informational", "NOTICE", "warning", "Err", "crit"] {
            for wrap in [("", ""), ("[", "]"), ("<", ">:"), ("- ", " -"), ("(", "),"), ("", "\u{e9}")] {
                words.push(format!("{}{base}{}", wrap.0, wrap.1));
            }
            // Not level words: a byte changed into punctuation or a digit, or cut short.
            for (i, _) in base.char_indices() {
                for c in ['@', '[', '`', '{', '0', '\x0b', 'x'] {
                    let mut changed = base.to_owned();
                    changed.replace_range(i..i + 1, &c.to_string());
                    words.push(changed);
                }
            }
            words.push(base[..base.len() - 1].to_owned());
        }
        words.extend(
            ["", "E", "er", "a", "[]", "errors", "informationally", "ERRORERRORERROR", "\u{c9}RROR"].map(String::from),
        );
        for word in &words {
            assert_eq!(Level::parse(word), reference(word), "{word:?}");
        }
        assert!(words.iter().filter(|w| Level::parse(w).is_some()).count() > 50);
        for (length, words) in LEVEL_WORDS_BY_LENGTH.iter().enumerate() {
            assert!(words.iter().all(|(word, _)| word.len() == length && word.to_ascii_lowercase() == *word));
        }
    }

    /// The ASCII path (one pass per token, plain tokens looked up by their letters) finds what the
    /// token-by-token definition finds, on generated lines of level words, wrappers, colons, `level=`,
    /// long tokens and odd whitespace.
    #[test]
    fn ascii_leading_levels_match_the_token_by_token_definition() {
        let reference = |text: &str| {
            text.split_whitespace().take(5).enumerate().find_map(|(index, token)| {
                let end = token.as_ptr() as usize - text.as_ptr() as usize + token.len();
                level_of_token(index, token, end)
            })
        };
        let parts = [
            "ERROR",
            "warn",
            "[Info]",
            "<crit>:",
            "level=debug",
            "app.WARNING:",
            "ERROR:db:lost",
            "fail:",
            "dbug:",
            "x",
            "12:30:01",
            "informational",
            "INFORMATIONALLY",
            "[2026-11-30]",
            "-",
            "a:b:",
            "e",
            "Receiving",
            "blk_-1608999687919862906",
            "fatal!",
            "(notice)",
            "trce:",
            "level=",
            ":",
            "warning-",
            "((((warning))))",
            "(((warning)))",
        ];
        let spaces = [" ", "  ", "\t", " \x0b", "\r\n"];
        let mut state = 11u64;
        let mut draw = |n: usize| {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) as usize % n
        };
        let mut found = 0;
        for _ in 0..20_000 {
            let mut line = String::from(["", " ", "\t"][draw(3)]);
            for _ in 0..draw(8) {
                line.push_str(parts[draw(parts.len())]);
                line.push_str(spaces[draw(spaces.len())]);
            }
            assert_eq!(leading_level(&line), reference(&line), "{line:?}");
            found += usize::from(reference(&line).is_some());
        }
        assert!(found > 5_000, "the lines must hold levels often: {found}");
    }

    /// The level among a line's first tokens, byte-wise for ASCII and by characters otherwise.
    #[test]
    fn leading_levels_of_ascii_and_other_text() {
        assert_eq!(leading_level("[2026-11-30] production.ERROR: SQLSTATE[HY000]").map(|l| l.0), Some(Level::Error));
        assert_eq!(leading_level("fail: Microsoft.AspNetCore.Server.Kestrel[13]"), Some((Level::Error, 5)));
        assert_eq!(leading_level("dbug: App.Worker[0]"), Some((Level::Debug, 5)));
        assert_eq!(leading_level("WARNING:root:disk almost full"), Some((Level::Warn, 8)));
        assert_eq!(leading_level("status:ok took 5ms"), None);
        assert_eq!(leading_level("GET http://a/b 200"), None);
        assert_eq!(leading_level("tests fail: 3 of 10"), None, "only .NET's opening token");
        assert_eq!(leading_level("o.s.web.servlet.PageNotFound : No mapping"), None);
        assert_eq!(leading_level("ERROR: disk full"), Some((Level::Error, 6)));
        assert_eq!(leading_level("  level=warn msg=slow"), Some((Level::Warn, 12)));
        assert_eq!(leading_level("a b c d [INFO] e"), Some((Level::Info, 0)));
        assert_eq!(leading_level("a b c d e ERROR"), None, "only the first five tokens");
        assert_eq!(leading_level("a\x0bb c d e ERROR"), None, "a vertical tab separates tokens too");
        assert_eq!(leading_level("caf\u{e9} \u{3000}WARN x"), Some((Level::Warn, 0)));
        assert_eq!(leading_level("\u{3000}WARN\u{3000}x"), Some((Level::Warn, 7)));
        assert_eq!(leading_level(""), None);
    }
}
