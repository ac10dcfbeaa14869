//! One log entry, parsed from plain text, JSON lines or Kubernetes CRI format: its time, level and message.
//!
//! Timestamps are read from the common formats (RFC 3339 / ISO 8601 with `T` or space, comma or dot
//! fractions and any offset; `YYYY/MM/DD hh:mm:ss`; syslog `Mon DD hh:mm:ss`; ctime/Apache
//! `[Www Mon DD hh:mm:ss YYYY]`; the JVM's `Mon D, YYYY h:mm:ss AM`; epoch seconds or milliseconds in
//! JSON), from a `time=`/`ts=` field of
//! logfmt lines, and from the `[dd/Mon/yyyy:hh:mm:ss ±zzzz]` of access logs. Levels from the usual words
//! (bracketed or not) in the first tokens, or a JSON `level`/`severity` field.
//!
//! Whole headers of a few formats are understood too: Kubernetes `klog` (`E1130 12:00:03.123456 1 file.go:42]
//! …`: level letter, date, time), syslog priorities (`<34>`, RFC 3164 and RFC 5424 with its header fields
//! and structured data; the severity gives the level), and access logs (status 5xx is an error, 4xx a
//! warning).

use std::borrow::Cow;

use serde_json::Value;

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

/// A parsed entry. `message` is the text after the time and level, with continuation lines appended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogRecord {
    pub timestamp_ms: Option<i64>,
    pub level: Option<Level>,
    pub message: String,
    /// The file (or pod/container) the entry came from.
    pub source: String,
}

/// How a line is framed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Framing {
    /// Plain text or JSON lines.
    Plain,
    /// Kubernetes CRI: `<RFC3339> <stdout|stderr> <P|F> <text>`.
    Cri,
}

/// The result of parsing one physical line.
#[derive(Debug)]
pub enum Parsed {
    /// A line that starts an entry.
    Entry(LogRecord),
    /// A line without a header of its own (a stack frame, a wrapped message): it continues the entry
    /// above it.
    Continuation(String),
    /// A CRI partial line (`P`): it is the first part of the entry the next line completes.
    Partial(String),
}

pub fn parse_line(line: &str, framing: Framing, source: &str, year: i64) -> Parsed {
    let line = line.trim_end_matches(['\r', '\n']);
    let (body, cri_time, partial) = match framing {
        Framing::Cri => match split_cri(line) {
            Some((time, partial, body)) => (body, Some(time), partial),
            None => (line, None, false),
        },
        Framing::Plain => (line, None, false),
    };
    if partial {
        return Parsed::Partial(body.to_owned());
    }
    match parse_body(body, cri_time, year) {
        None => Parsed::Continuation(body.to_owned()),
        Some(head) => Parsed::Entry(LogRecord {
            timestamp_ms: head.timestamp_ms,
            level: head.level,
            message: head.message.into_owned(),
            source: source.to_owned(),
        }),
    }
}

/// What a line's text says: its time, its level and its message, borrowed from the line where the
/// message is a part of it.
#[derive(Debug, PartialEq, Eq)]
pub struct LineHead<'a> {
    pub timestamp_ms: Option<i64>,
    pub level: Option<Level>,
    pub message: Cow<'a, str>,
}

/// A plain line as [`parse_line`] reads it (CR and LF trimmed), a continuation line being an entry of
/// its own without time or level, and without copying the message where it can be borrowed.
pub fn parse_plain_line(line: &str, year: i64) -> LineHead<'_> {
    let body = line.trim_end_matches(['\r', '\n']);
    parse_body(body, None, year).unwrap_or(LineHead { timestamp_ms: None, level: None, message: Cow::Borrowed(body) })
}

/// A line's body (CRI framing removed, `cri_time` its time if it had one): its head, or None when it
/// continues the entry above it.
fn parse_body(body: &str, cri_time: Option<i64>, year: i64) -> Option<LineHead<'_>> {
    let mut head = if body.trim_start().starts_with('{') {
        match parse_json(body) {
            Some(head) => head,
            None => parse_text(body, year),
        }
    } else {
        parse_text(body, year)
    };
    if head.timestamp_ms.is_none() {
        head.timestamp_ms = cri_time;
    }
    if head.timestamp_ms.is_none() && head.level.is_none() && cri_time.is_none() && is_continuation(body) {
        return None;
    }
    Some(head)
}

fn split_cri(line: &str) -> Option<(i64, bool, &str)> {
    let mut parts = line.splitn(4, ' ');
    let time = parse_timestamp_prefix(parts.next()?, 0)?.0;
    let stream = parts.next()?;
    if stream != "stdout" && stream != "stderr" {
        return None;
    }
    let tag = parts.next()?;
    let body = parts.next().unwrap_or("");
    Some((time, tag.starts_with('P'), body))
}

/// Stack frames and wrapped lines: indented, `at …`, `Caused by:`, `... N more`, a qualified
/// exception class opening a trace (`java.lang.IllegalStateException: boom`, `ValueError: x`), or the
/// parts of a Go panic (`goroutine 7 [running]:`, `[signal SIGSEGV: …]`, frames like
/// `main.(*Server).handle(0x0)`, `created by …`).
fn is_continuation(line: &str) -> bool {
    line.starts_with([' ', '\t'])
        || line.starts_with("Caused by")
        || line.starts_with("at ")
        || line.starts_with("...")
        || line.starts_with("Traceback (most recent call last)")
        || line.trim().is_empty()
        || (line.starts_with("goroutine ") && line.ends_with("]:"))
        || line.starts_with("[signal ")
        || line.starts_with("created by ")
        || is_go_frame(line)
        || first_word(line).is_some_and(|first| {
            let class = first.trim_end_matches(':');
            (class.ends_with("Exception") || class.ends_with("Error") || class.ends_with("Throwable"))
                && (class.contains('.') || first.ends_with(':'))
                && class.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'$' | b'_'))
        })
}

/// The first whitespace-separated word of `line` (byte-wise for ASCII, the common case).
fn first_word(line: &str) -> Option<&str> {
    if !line.is_ascii() {
        return line.split_whitespace().next();
    }
    let bytes = line.as_bytes();
    let start = bytes.iter().position(|b| TOKEN_BYTE[*b as usize] & SPACE == 0)?;
    let length =
        bytes[start..].iter().position(|b| TOKEN_BYTE[*b as usize] & SPACE != 0).unwrap_or(bytes.len() - start);
    Some(&line[start..start + length])
}

/// A Go stack frame's function line: a qualified name up to its argument list, nothing after it
/// (`main.main()`, `net/http.(*conn).serve(0xc000120000)`).
fn is_go_frame(line: &str) -> bool {
    // Most lines fail the cheap test at their end first.
    if !line.ends_with(')') {
        return false;
    }
    let Some(open) = memchr::memchr(b'(', line.as_bytes()) else { return false };
    let name = &line[..open];
    let name = if name.ends_with('.') {
        // A method on a pointer receiver: `pkg.(*Type).method(`.
        match line[open..].find(").") {
            Some(close) => &line[..open + close + 2],
            None => return false,
        }
    } else {
        name
    };
    name.contains('.') && !name.contains(char::is_whitespace) && !name.starts_with('.')
}

fn parse_json(body: &str) -> Option<LineHead<'static>> {
    let Value::Object(map) = serde_json::from_str::<Value>(body).ok()? else { return None };
    let field = |names: &[&str]| names.iter().find_map(|n| map.get(*n));
    let timestamp_ms =
        field(&["@timestamp", "timestamp", "time", "ts", "datetime", "date", "t"]).and_then(|v| match v {
            Value::String(text) => parse_timestamp_prefix(text, 0).map(|(t, _)| t),
            Value::Number(n) => n.as_f64().map(|x| if x > 1e12 { x as i64 } else { (x * 1000.0) as i64 }),
            _ => None,
        });
    let level = field(&["level", "severity", "lvl", "log.level", "loglevel", "levelname"]).and_then(|v| match v {
        Value::String(word) => Level::parse(word),
        // pino and bunyan (Node.js) write levels as numbers.
        Value::Number(n) => match n.as_u64()? {
            10 => Some(Level::Trace),
            20 => Some(Level::Debug),
            30 => Some(Level::Info),
            40 => Some(Level::Warn),
            50 => Some(Level::Error),
            60 => Some(Level::Fatal),
            _ => None,
        },
        _ => None,
    });
    let mut message = field(&["message", "msg", "log", "text", "event"])
        .map(|v| match v {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        })
        .unwrap_or_default();
    // Fields that carry the diagnosis besides the message.
    for key in
        ["error", "err", "exception", "stack", "stacktrace", "error.message", "status", "latency_ms", "duration_ms"]
    {
        if let Some(value) = map.get(key) {
            let text = match value {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            message.push_str(&format!(" {key}={text}"));
        }
    }
    if message.is_empty() {
        message = body.to_owned();
    }
    Some(LineHead { timestamp_ms, level, message: Cow::Owned(message) })
}

fn parse_text(body: &str, year: i64) -> LineHead<'_> {
    let mut rest = body.trim_start();
    if let Some(record) = klog(rest, year).or_else(|| ruby_logger(rest)) {
        return record;
    }
    // A syslog priority gives the level; what follows is an RFC 5424 header or an RFC 3164 line.
    let mut priority_level = None;
    if let Some((level, used)) = syslog_priority(rest) {
        priority_level = Some(level);
        rest = &rest[used..];
        if let Some(record) = rfc5424(rest, level) {
            return record;
        }
    }
    let mut timestamp_ms = None;
    if let Some((time, used)) = parse_timestamp_prefix(rest, year) {
        timestamp_ms = Some(time);
        rest = rest[used..].trim_start();
    } else if let Some(time) = logfmt_time(rest) {
        timestamp_ms = Some(time);
    } else if let Some((time, status_level)) = access_log(rest) {
        return LineHead { timestamp_ms: Some(time), level: status_level, message: Cow::Borrowed(rest) };
    }
    // A level word among the next few tokens (`[ERROR]`, `ERROR`, `level=error`, `- WARN -`); the
    // message starts after it when it is the first.
    let (level, cut) = match leading_level(rest) {
        Some((level, cut)) => (Some(level), cut),
        None => (None, 0),
    };
    let message = rest[cut..].trim_start_matches([' ', ':', '-', ']']).trim_start();
    LineHead {
        timestamp_ms,
        level: level.or(priority_level),
        message: Cow::Borrowed(if message.is_empty() { rest } else { message }),
    }
}

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
fn leading_level(text: &str) -> Option<(Level, usize)> {
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
const SPACE: u8 = 1;
const LETTER: u8 = 2;
const COLON: u8 = 4;
const TOKEN_BYTE: [u8; 256] = {
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

/// Kubernetes `klog`: `Lmmdd hh:mm:ss.uuuuuu threadid file:line] message` (L is I, W, E or F). The
/// message keeps its `file:line]`; the thread id is dropped.
fn klog(text: &str, year: i64) -> Option<LineHead<'_>> {
    let b = text.as_bytes();
    let level = match b.first()? {
        b'I' => Level::Info,
        b'W' => Level::Warn,
        b'E' => Level::Error,
        b'F' => Level::Fatal,
        _ => return None,
    };
    let (month, day) = (digits(b, 1, 2)?, digits(b, 3, 2)?);
    if b.get(5) != Some(&b' ') || b.get(8) != Some(&b':') || b.get(11) != Some(&b':') || b.get(14) != Some(&b'.') {
        return None;
    }
    let (hour, minute, second) = (digits(b, 6, 2)?, digits(b, 9, 2)?, digits(b, 12, 2)?);
    let micros = digits(b, 15, 6)?;
    let rest = text.get(21..)?.trim_start();
    let thread_end = rest.find(|c: char| !c.is_ascii_digit())?;
    let message = rest[thread_end..].trim_start();
    // `file.go:42]` must follow; otherwise this is some other line that starts like a date.
    let bracket = message.find("] ")?;
    if !message[..bracket].contains(':') || message[..bracket].contains(' ') {
        return None;
    }
    let timestamp_ms = epoch_ms(year, month, day, hour, minute, second)? + micros / 1000;
    Some(LineHead { timestamp_ms: Some(timestamp_ms), level: Some(level), message: Cow::Borrowed(message) })
}

/// Ruby's `Logger` (Rails and most Ruby services): `I, [2026-11-30T12:00:03.120 #1234]  INFO -- app: message`.
/// The level word gives the level; the process id is dropped, the program name kept.
fn ruby_logger(text: &str) -> Option<LineHead<'_>> {
    let b = text.as_bytes();
    if !matches!(b.first()?, b'D' | b'I' | b'W' | b'E' | b'F' | b'A') || !text[1..].starts_with(", [") {
        return None;
    }
    let (timestamp_ms, used) = parse_timestamp_prefix(&text[4..], 1970)?;
    let after_time = &text[4 + used..];
    let close = after_time.find("] ")?;
    let pid = after_time[..close].trim();
    if !pid.strip_prefix('#').is_some_and(|digits| !digits.is_empty() && digits.bytes().all(|d| d.is_ascii_digit())) {
        return None;
    }
    let rest = after_time[close + 2..].trim_start();
    let (level_word, rest) = rest.split_once(" -- ")?;
    let level = Level::parse(level_word).or_else(|| (level_word == "ANY").then_some(Level::Info))?;
    let (program, message) = rest.split_once(": ").unwrap_or(("", rest.trim_start_matches(':')));
    let message = message.trim_start();
    let message = if program.trim().is_empty() {
        Cow::Borrowed(message)
    } else {
        Cow::Owned(format!("{}: {message}", program.trim()))
    };
    Some(LineHead { timestamp_ms: Some(timestamp_ms), level: Some(level), message })
}

/// A syslog priority `<N>` (N ≤ 191) at the start: the level of its severity, and the bytes used.
fn syslog_priority(text: &str) -> Option<(Level, usize)> {
    let rest = text.strip_prefix('<')?;
    let end = rest.find('>')?;
    if !(1..=3).contains(&end) || !rest[..end].bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let priority: u32 = rest[..end].parse().ok()?;
    if priority > 191 {
        return None;
    }
    let level = match priority % 8 {
        0..=2 => Level::Fatal,
        3 => Level::Error,
        4 => Level::Warn,
        5 => Level::Notice,
        6 => Level::Info,
        _ => Level::Debug,
    };
    Some((level, end + 2))
}

/// The rest of an RFC 5424 line after its priority: `1 TIMESTAMP HOST APP PROCID MSGID SD [MSG]`. The
/// message becomes `APP: MSG`; the host (an infrastructure name), process and message ids are dropped.
fn rfc5424(text: &str, level: Level) -> Option<LineHead<'_>> {
    let rest = text.strip_prefix("1 ")?;
    let mut fields = rest.splitn(6, ' ');
    let time = fields.next()?;
    let (_host, app, _process, _message_id) = (fields.next()?, fields.next()?, fields.next()?, fields.next()?);
    let after = fields.next().unwrap_or("");
    let timestamp_ms = if time == "-" { None } else { Some(parse_timestamp_prefix(time, 1970)?.0) };
    let message = skip_structured_data(after)?.trim_start_matches('\u{feff}');
    let message = if app == "-" { Cow::Borrowed(message) } else { Cow::Owned(format!("{app}: {message}")) };
    Some(LineHead { timestamp_ms, level: Some(level), message })
}

/// What follows RFC 5424 structured data (`-` or `[id k="v" …]…`, quotes may hold `\]`).
fn skip_structured_data(text: &str) -> Option<&str> {
    if let Some(rest) = text.strip_prefix('-') {
        return Some(rest.trim_start());
    }
    let bytes = text.as_bytes();
    let mut at = 0;
    while bytes.get(at) == Some(&b'[') {
        let mut in_quotes = false;
        at += 1;
        loop {
            match bytes.get(at)? {
                b'\\' if in_quotes => at += 1,
                b'"' => in_quotes = !in_quotes,
                b']' if !in_quotes => break,
                _ => {}
            }
            at += 1;
        }
        at += 1;
    }
    (at > 0).then(|| text[at..].trim_start())
}

/// The time of a logfmt line from its `time=`, `ts=`, `timestamp=` or `@timestamp=` field (quoted or
/// not) among the first fields.
fn logfmt_time(text: &str) -> Option<i64> {
    // Every line without a leading time comes here, so only the `=` signs are visited.
    let head = &text.as_bytes()[..text.len().min(200)];
    memchr::memchr_iter(b'=', head).find_map(|at| {
        let key_start = head[..at].iter().rposition(|b| *b == b' ').map_or(0, |space| space + 1);
        if !matches!(&head[key_start..at], b"time" | b"ts" | b"timestamp" | b"@timestamp" | b"datetime") {
            return None;
        }
        let value = text[at + 1..].trim_start_matches('"');
        parse_timestamp_prefix(value, 1970).map(|(ms, _)| ms)
    })
}

/// An access log line (common/combined format): the `[dd/Mon/yyyy:hh:mm:ss ±zzzz]` time in its first
/// fields, and a level from the status after the quoted request (5xx error, 4xx warning, else info).
fn access_log(text: &str) -> Option<(i64, Option<Level>)> {
    let open = memchr::memchr(b'[', &text.as_bytes()[..text.len().min(160)])?;
    let t = &text.as_bytes()[open + 1..];
    let day = digits(t, 0, 2)?;
    let month = month_index(text.get(open + 4..open + 7)?)?;
    if t.get(2) != Some(&b'/') || t.get(6) != Some(&b'/') || t.get(11) != Some(&b':') {
        return None;
    }
    let year = digits(t, 7, 4)?;
    let (hour, minute, second) = (digits(t, 12, 2)?, digits(t, 15, 2)?, digits(t, 18, 2)?);
    let mut ms = epoch_ms(year, month, day, hour, minute, second)?;
    if t.get(20) == Some(&b' ') && matches!(t.get(21), Some(b'+' | b'-')) {
        let offset = digits(t, 22, 2)? * 60 + digits(t, 24, 2)?;
        ms -= offset * 60_000 * if t[21] == b'+' { 1 } else { -1 };
    }
    let status = text[open..]
        .split_once("] \"")
        .and_then(|(_, request)| request.split_once("\" "))
        .and_then(|(_, after)| after.get(..3))
        .unwrap_or("");
    let level = match status.as_bytes() {
        [b'5', b'0'..=b'9', b'0'..=b'9'] => Some(Level::Error),
        [b'4', b'0'..=b'9', b'0'..=b'9'] => Some(Level::Warn),
        [b'1'..=b'3', b'0'..=b'9', b'0'..=b'9'] => Some(Level::Info),
        _ => None,
    };
    Some((ms, level))
}

const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/// A timestamp at the start of `text`: (milliseconds since the epoch, bytes used).
pub fn parse_timestamp_prefix(text: &str, year: i64) -> Option<(i64, usize)> {
    let bytes = text.as_bytes();
    let skip = usize::from(bytes.first() == Some(&b'['));
    let t = &text[skip..];
    iso(t).or_else(|| syslog(t, year)).or_else(|| ctime(t)).or_else(|| jvm_date(t)).map(|(ms, used)| {
        let mut used = used + skip;
        if skip == 1 && text.as_bytes().get(used) == Some(&b']') {
            used += 1;
        }
        (ms, used)
    })
}

fn digits(bytes: &[u8], at: usize, n: usize) -> Option<i64> {
    let slice = bytes.get(at..at + n)?;
    slice.iter().all(u8::is_ascii_digit).then(|| slice.iter().fold(0i64, |acc, b| acc * 10 + i64::from(b - b'0')))
}

/// `YYYY-MM-DD[T ]hh:mm:ss[.frac][Z|±hh:mm|±hhmm]` or `YYYY/MM/DD hh:mm:ss`.
fn iso(t: &str) -> Option<(i64, usize)> {
    let b = t.as_bytes();
    let year = digits(b, 0, 4)?;
    let sep = *b.get(4)?;
    if (sep != b'-' && sep != b'/') || b.get(7) != Some(&sep) {
        return None;
    }
    let month = digits(b, 5, 2)?;
    let day = digits(b, 8, 2)?;
    if !matches!(b.get(10), Some(b'T' | b' ' | b't')) || b.get(13) != Some(&b':') || b.get(16) != Some(&b':') {
        return None;
    }
    let (hour, minute, second) = (digits(b, 11, 2)?, digits(b, 14, 2)?, digits(b, 17, 2)?);
    let mut used = 19;
    let mut millis = 0;
    if matches!(b.get(used), Some(b'.' | b',')) {
        let start = used + 1;
        let mut end = start;
        while b.get(end).is_some_and(u8::is_ascii_digit) {
            end += 1;
        }
        let frac = &t[start..end.min(start + 3)];
        millis = frac.parse::<i64>().unwrap_or(0) * 10i64.pow(3 - frac.len() as u32);
        used = end;
    }
    let mut offset_minutes = 0;
    match b.get(used) {
        Some(b'Z' | b'z') => used += 1,
        Some(sign @ (b'+' | b'-')) => {
            let hours = digits(b, used + 1, 2);
            let (minutes, len) =
                if b.get(used + 3) == Some(&b':') { (digits(b, used + 4, 2), 6) } else { (digits(b, used + 3, 2), 5) };
            if let (Some(h), Some(m)) = (hours, minutes) {
                offset_minutes = (h * 60 + m) * if *sign == b'+' { 1 } else { -1 };
                used += len;
            }
        }
        _ => {}
    }
    let ms = epoch_ms(year, month, day, hour, minute, second)? + millis - offset_minutes * 60_000;
    Some((ms, used))
}

/// `Mon DD hh:mm:ss` (syslog, no year: the given one).
fn syslog(t: &str, year: i64) -> Option<(i64, usize)> {
    let b = t.as_bytes();
    let month = month_index(t.get(0..3)?)?;
    if b.get(3) != Some(&b' ') {
        return None;
    }
    let mut at = 4;
    if b.get(at) == Some(&b' ') {
        at += 1;
    }
    let day_len = if b.get(at + 1).is_some_and(u8::is_ascii_digit) { 2 } else { 1 };
    let day = digits(b, at, day_len)?;
    at += day_len;
    if b.get(at) != Some(&b' ') || b.get(at + 3) != Some(&b':') || b.get(at + 6) != Some(&b':') {
        return None;
    }
    let (hour, minute, second) = (digits(b, at + 1, 2)?, digits(b, at + 4, 2)?, digits(b, at + 7, 2)?);
    Some((epoch_ms(year, month, day, hour, minute, second)?, at + 9))
}

/// `Www Mon DD hh:mm:ss YYYY` (ctime, Apache error log).
fn ctime(t: &str) -> Option<(i64, usize)> {
    let b = t.as_bytes();
    if b.get(3) != Some(&b' ') || !t.get(0..3)?.bytes().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let (ms, used) = syslog(&t[4..], 1970)?;
    let at = 4 + used;
    if b.get(at) != Some(&b' ') {
        return None;
    }
    let year = digits(b, at + 1, 4)?;
    // Re-anchor the 1970 date on the real year.
    let days_1970 = ms.div_euclid(86_400_000);
    let (_, month, day) = civil_from_days(days_1970);
    let time_of_day = ms.rem_euclid(86_400_000);
    Some((days_from_civil(year, month, day) * 86_400_000 + time_of_day, at + 5))
}

/// The JVM's default date (java.util.logging, Tomcat, Log4j's `DEFAULT` in US locale):
/// `Nov 30, 2026 1:05:09 PM`.
fn jvm_date(t: &str) -> Option<(i64, usize)> {
    let b = t.as_bytes();
    let month = month_index(t.get(0..3)?)?;
    if b.get(3) != Some(&b' ') {
        return None;
    }
    let day_len = if b.get(5).is_some_and(u8::is_ascii_digit) { 2 } else { 1 };
    let day = digits(b, 4, day_len)?;
    let mut at = 4 + day_len;
    if b.get(at..at + 2) != Some(b", ") {
        return None;
    }
    let year = digits(b, at + 2, 4)?;
    at += 6;
    if b.get(at) != Some(&b' ') {
        return None;
    }
    let hour_len = if b.get(at + 2).is_some_and(u8::is_ascii_digit) { 2 } else { 1 };
    let hour = digits(b, at + 1, hour_len)?;
    at += 1 + hour_len;
    if b.get(at) != Some(&b':') || b.get(at + 3) != Some(&b':') || b.get(at + 6) != Some(&b' ') {
        return None;
    }
    let (minute, second) = (digits(b, at + 1, 2)?, digits(b, at + 4, 2)?);
    let afternoon = match b.get(at + 7..at + 9)? {
        b"AM" | b"am" => false,
        b"PM" | b"pm" => true,
        _ => return None,
    };
    if !(1..=12).contains(&hour) {
        return None;
    }
    let hour = hour % 12 + if afternoon { 12 } else { 0 };
    Some((epoch_ms(year, month, day, hour, minute, second)?, at + 9))
}

fn month_index(name: &str) -> Option<i64> {
    MONTHS.iter().position(|m| m.eq_ignore_ascii_case(name)).map(|i| i as i64 + 1)
}

fn epoch_ms(year: i64, month: i64, day: i64, hour: i64, minute: i64, second: i64) -> Option<i64> {
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) || hour > 23 || minute > 59 || second > 60 {
        return None;
    }
    Some(((days_from_civil(year, month, day) * 24 + hour) * 60 + minute) * 60_000 + second * 1000)
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
pub fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// RFC 3339 text of a timestamp, to the millisecond, UTC.
pub fn format_timestamp(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    let rest = ms.rem_euclid(86_400_000);
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        rest / 3_600_000,
        rest / 60_000 % 60,
        rest / 1000 % 60,
        rest % 1000
    )
}

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

    /// The first word, byte-wise for ASCII, is `split_whitespace`'s; so exception lines continue entries.
    #[test]
    fn first_words_and_exception_lines() {
        for line in
            ["", " ", "\x0b\x0cjava.io.IOException: x", "a", "  ab\tc", "Err\r\nx", "caf\u{e9} x", "\u{3000}y z"]
        {
            assert_eq!(first_word(line), line.split_whitespace().next(), "{line:?}");
        }
        assert!(is_continuation("java.lang.IllegalStateException: boom"));
        assert!(is_continuation("\x0cio.grpc.StatusRuntimeException: UNAVAILABLE"));
        assert!(is_continuation("ValueError: bad input"));
        assert!(!is_continuation("Error loading config"));
        assert!(!is_continuation("java.lang.Ill\u{e9}galException: x"));
    }

    /// The level among a line's first tokens, byte-wise for ASCII and by characters otherwise.
    #[test]
    fn leading_levels_of_ascii_and_other_text() {
        assert_eq!(leading_level("[2026-11-30] production.ERROR: SQLSTATE[HY000]").map(|l| l.0), Some(Level::Error));
        assert_eq!(leading_level("fail: Microsoft.AspNetCore.Server.Kestrel[13]"), Some((Level::Error, 5)));
        assert_eq!(leading_level("dbug: App.Worker[0]"), Some((Level::Debug, 5)));
        assert_eq!(leading_level("WARNING:root:disk almost full"), Some((Level::Warn, 8)));
        assert_eq!(entry("ERROR:app.db:connection lost").message, "app.db:connection lost");
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

    fn time(text: &str) -> Option<String> {
        parse_timestamp_prefix(text, 2024).map(|(ms, _)| format_timestamp(ms))
    }

    #[test]
    fn common_timestamp_formats() {
        assert_eq!(time("2024-05-01T12:00:03.120Z x").as_deref(), Some("2024-05-01T12:00:03.120Z"));
        assert_eq!(time("2024-05-01 14:00:03,5 x").as_deref(), Some("2024-05-01T14:00:03.500Z"));
        assert_eq!(time("2024-05-01T14:00:03+02:00").as_deref(), Some("2024-05-01T12:00:03.000Z"));
        assert_eq!(time("2024/05/01 12:00:03 x").as_deref(), Some("2024-05-01T12:00:03.000Z"));
        assert_eq!(time("Jun 14 15:16:01 combo").as_deref(), Some("2024-06-14T15:16:01.000Z"));
        assert_eq!(time("Jun  4 05:06:07 host").as_deref(), Some("2024-06-04T05:06:07.000Z"));
        assert_eq!(time("[Sun Dec 04 04:47:44 2005] [notice]").as_deref(), Some("2005-12-04T04:47:44.000Z"));
        assert_eq!(time("Nov 30, 2026 1:05:09 PM com.example.App main").as_deref(), Some("2026-11-30T13:05:09.000Z"));
        assert_eq!(time("Jan 2, 2026 12:00:00 AM x").as_deref(), Some("2026-01-02T00:00:00.000Z"));
        assert_eq!(time("Jan 2, 2026 13:00:00 PM x"), None);
        assert_eq!(time("no time here"), None);
        assert_eq!(time("2024-13-01T00:00:00Z"), None);
    }

    fn entry(line: &str) -> LogRecord {
        match parse_line(line, Framing::Plain, "", 2026) {
            Parsed::Entry(record) => record,
            other => panic!("{line:?} gave {other:?}"),
        }
    }

    #[test]
    fn headers_of_klog_syslog_logfmt_and_access_logs() {
        let r = entry("E1130 12:00:03.123456    1234 reflector.go:138] failed to list *v1.Pod: connection refused");
        assert_eq!(r.level, Some(Level::Error));
        assert_eq!(r.timestamp_ms.map(format_timestamp).as_deref(), Some("2026-11-30T12:00:03.123Z"));
        assert_eq!(r.message, "reflector.go:138] failed to list *v1.Pod: connection refused");

        let r = entry("<34>1 2026-11-30T12:00:05.003Z web01 sshd 4321 ID47 - Failed password for root");
        assert_eq!((r.level, r.message.as_str()), (Some(Level::Fatal), "sshd: Failed password for root"));
        assert_eq!(r.timestamp_ms.map(format_timestamp).as_deref(), Some("2026-11-30T12:00:05.003Z"));
        let r = entry(r#"<165>1 2026-11-30T12:00:06Z h app - - [ex@32473 iut="3" note="a \] b"] disk almost full"#);
        assert_eq!((r.level, r.message.as_str()), (Some(Level::Notice), "app: disk almost full"));
        let r = entry("<27>Nov 30 12:00:07 host kernel: oom-killer invoked");
        assert_eq!(r.level, Some(Level::Error));
        assert_eq!(r.timestamp_ms.map(format_timestamp).as_deref(), Some("2026-11-30T12:00:07.000Z"));

        let r = entry(r#"level=error time="2026-11-30T12:00:08Z" msg="upstream timeout" service=checkout"#);
        assert_eq!(r.level, Some(Level::Error));
        assert_eq!(r.timestamp_ms.map(format_timestamp).as_deref(), Some("2026-11-30T12:00:08.000Z"));

        let r = entry(r#"10.0.0.1 - - [30/Nov/2026:13:00:09 +0100] "GET /api HTTP/1.1" 503 12 "-" "curl/8""#);
        assert_eq!(r.level, Some(Level::Error));
        assert_eq!(r.timestamp_ms.map(format_timestamp).as_deref(), Some("2026-11-30T12:00:09.000Z"));
        let r = entry(r#"10.0.0.1 - - [30/Nov/2026:12:00:09 +0000] "GET /x HTTP/1.1" 404 0"#);
        assert_eq!(r.level, Some(Level::Warn));

        let r = entry("I, [2026-11-30T12:00:10.120 #1234]  INFO -- : Started GET \"/health\"");
        assert_eq!((r.level, r.message.as_str()), (Some(Level::Info), "Started GET \"/health\""));
        assert_eq!(r.timestamp_ms.map(format_timestamp).as_deref(), Some("2026-11-30T12:00:10.120Z"));
        let r = entry("E, [2026-11-30T12:00:11.500000 #77] ERROR -- worker: job 42 failed");
        assert_eq!((r.level, r.message.as_str()), (Some(Level::Error), "worker: job 42 failed"));

        // Look-alikes stay plain lines.
        assert_eq!(entry("E1234 12:00:00.000000 is not klog").timestamp_ms, None);
        assert_eq!(entry("I, [sic] said so -- : fine").timestamp_ms, None);
        assert_eq!(
            entry("E, [2026-11-30T12:00:11 worker] ERROR -- x: y").message,
            "E, [2026-11-30T12:00:11 worker] ERROR -- x: y"
        );
        assert_eq!(entry("<html> is not a priority").level, None);
    }

    #[test]
    fn entries_from_every_framing() {
        let Parsed::Entry(r) = parse_line("2024-05-01T12:00:03Z ERROR payment failed", Framing::Plain, "a.log", 2024)
        else {
            panic!()
        };
        assert_eq!((r.level, r.message.as_str()), (Some(Level::Error), "payment failed"));
        let json = r#"{"ts":"2024-05-01T12:00:03Z","level":"warn","msg":"slow query","latency_ms":812}"#;
        let Parsed::Entry(r) = parse_line(json, Framing::Plain, "a.jsonl", 2024) else { panic!() };
        assert_eq!((r.level, r.message.as_str()), (Some(Level::Warn), "slow query latency_ms=812"));
        // pino / bunyan: numeric levels, epoch milliseconds.
        let json = r#"{"level":50,"time":1764504003120,"msg":"request failed"}"#;
        let Parsed::Entry(r) = parse_line(json, Framing::Plain, "a.jsonl", 2024) else { panic!() };
        assert_eq!((r.level, r.message.as_str()), (Some(Level::Error), "request failed"));
        assert_eq!(r.timestamp_ms.map(format_timestamp).as_deref(), Some("2025-11-30T12:00:03.120Z"));
        let json = r#"{"level":35,"msg":"odd level"}"#;
        let Parsed::Entry(r) = parse_line(json, Framing::Plain, "a.jsonl", 2024) else { panic!() };
        assert_eq!(r.level, None);
        let cri = "2024-05-01T12:00:03.5Z stderr F [error] upstream timed out";
        let Parsed::Entry(r) = parse_line(cri, Framing::Cri, "pod", 2024) else { panic!() };
        assert_eq!((r.level, r.message.as_str()), (Some(Level::Error), "upstream timed out"));
        assert!(matches!(
            parse_line("2024-05-01T12:00:03Z stdout P first half", Framing::Cri, "p", 2024),
            Parsed::Partial(_)
        ));
        assert!(matches!(
            parse_line("\tat com.acme.Foo.bar(Foo.java:12)", Framing::Plain, "a", 2024),
            Parsed::Continuation(_)
        ));
        for go_panic_part in [
            "[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x4a1b2c]",
            "goroutine 1 [running]:",
            "main.(*Server).handle(0x0, 0xc000010000)",
            "net/http.HandlerFunc.ServeHTTP(0xc0000a4000, {0x7f1e20, 0xc0000b0000}, 0xc0000b2000)",
            "main.main()",
            "created by net/http.(*Server).Serve in goroutine 1",
        ] {
            assert!(
                matches!(parse_line(go_panic_part, Framing::Plain, "a", 2024), Parsed::Continuation(_)),
                "{go_panic_part}"
            );
        }
        for own_entry in ["Connection closed (timeout)", "panic: runtime error: index out of range", "retry(3)"] {
            assert!(matches!(parse_line(own_entry, Framing::Plain, "a", 2024), Parsed::Entry(_)), "{own_entry}");
        }
    }
}
