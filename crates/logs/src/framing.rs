//! Lines into entries: plain text, JSON lines or Kubernetes CRI (with partial lines), stack traces and
//! wrapped lines joined to the entry they continue.

use std::borrow::Cow;

use crate::header::{parse_json, parse_text};
use crate::level::{Level, SPACE, TOKEN_BYTE};
use crate::time::parse_timestamp_prefix;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::format_timestamp;

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
