//! What a line's text says before its message: a JSON line's fields, or a text header — time, level
//! word, and the whole headers of klog, Ruby Logger, syslog with a priority (RFC 3164 and 5424),
//! logfmt's `time=` and access logs' bracketed time and status.

use std::borrow::Cow;

use serde_json::Value;

use crate::framing::LineHead;
use crate::level::{Level, leading_level};
use crate::time::{digits, epoch_ms, month_index, parse_timestamp_prefix};

pub(crate) fn parse_json(body: &str) -> Option<LineHead<'static>> {
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

pub(crate) fn parse_text(body: &str, year: i64) -> LineHead<'_> {
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
    let message = message_start(&rest[cut..]);
    LineHead {
        timestamp_ms,
        level: level.or(priority_level),
        message: Cow::Borrowed(if message.is_empty() { rest } else { message }),
    }
}

/// The message after a line's time and level: the separators before it (`:`, `]`, dashes standing alone
/// as in ` - ` or `--`) go; dashes that begin its first word stay (`-----BEGIN RSA PRIVATE KEY-----`,
/// `--verbose`).
fn message_start(text: &str) -> &str {
    let mut rest = text;
    loop {
        let trimmed = rest.trim_start_matches([' ', ':', ']']).trim_start();
        let after_dashes = trimmed.trim_start_matches('-');
        if after_dashes.len() == trimmed.len() || !after_dashes.chars().next().is_none_or(char::is_whitespace) {
            return trimmed;
        }
        rest = after_dashes;
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::framing::{Framing, LogRecord, Parsed, parse_line};
    use crate::time::format_timestamp;

    fn entry(line: &str) -> LogRecord {
        match parse_line(line, Framing::Plain, "", 2026) {
            Parsed::Entry(record) => record,
            other => panic!("{line:?} gave {other:?}"),
        }
    }

    #[test]
    fn headers_of_klog_syslog_logfmt_and_access_logs() {
        assert_eq!(entry("ERROR:app.db:connection lost").message, "app.db:connection lost");
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

    /// Separators between a line's header and its message go; dashes that begin the message stay (a
    /// private key's armour must stay whole for redaction to know the lines below it are key material).
    #[test]
    fn messages_keep_their_leading_dashes() {
        assert_eq!(entry("-----BEGIN RSA PRIVATE KEY-----").message, "-----BEGIN RSA PRIVATE KEY-----");
        assert_eq!(entry("2026-11-30 12:00:00 -----BEGIN CERTIFICATE-----").message, "-----BEGIN CERTIFICATE-----");
        assert_eq!(entry("2026-11-30 12:00:00 INFO --verbose given").message, "--verbose given");
        assert_eq!(entry("2026-11-30 12:00:00 WARN - disk almost full").message, "disk almost full");
        assert_eq!(entry("[ERROR] -- : pool exhausted").message, "pool exhausted");
        assert_eq!(entry("-- Boot 3f2a --").message, "Boot 3f2a --");
    }
}
