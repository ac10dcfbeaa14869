//! One log entry, parsed from plain text, JSON lines or Kubernetes CRI format: its time, level and message.
//!
//! Timestamps are read from the common formats (RFC 3339 / ISO 8601 with `T` or space, comma or dot
//! fractions and any offset; `YYYY/MM/DD hh:mm:ss`; syslog `Mon DD hh:mm:ss`; ctime/Apache
//! `[Www Mon DD hh:mm:ss YYYY]`; epoch seconds or milliseconds in JSON). Levels from the usual words
//! (bracketed or not) in the first tokens, or a JSON `level`/`severity` field.

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
        let word = word.trim_matches(|c: char| !c.is_ascii_alphabetic());
        if word.len() < 3 || word.len() > 13 {
            return None;
        }
        // Lower-cased on the stack: this runs on the first tokens of every line.
        let mut lower = [0u8; 13];
        for (slot, b) in lower.iter_mut().zip(word.bytes()) {
            *slot = b.to_ascii_lowercase();
        }
        Some(match &lower[..word.len()] {
            b"trace" | b"finest" | b"finer" => Level::Trace,
            b"debug" | b"fine" | b"dbg" => Level::Debug,
            b"info" | b"information" | b"informational" => Level::Info,
            b"notice" => Level::Notice,
            b"warn" | b"warning" => Level::Warn,
            b"error" | b"err" | b"severe" => Level::Error,
            b"fatal" | b"critical" | b"crit" | b"alert" | b"emerg" | b"emergency" | b"panic" => Level::Fatal,
            _ => return None,
        })
    }
}

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
    let mut record = if body.trim_start().starts_with('{') {
        match parse_json(body) {
            Some(record) => record,
            None => parse_text(body, year),
        }
    } else {
        parse_text(body, year)
    };
    if record.timestamp_ms.is_none() {
        record.timestamp_ms = cri_time;
    }
    if record.timestamp_ms.is_none() && record.level.is_none() && cri_time.is_none() && is_continuation(body) {
        return Parsed::Continuation(body.to_owned());
    }
    record.source = source.to_owned();
    Parsed::Entry(record)
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

/// Stack frames and wrapped lines: indented, `at …`, `Caused by:`, `... N more`, or a qualified
/// exception class opening a trace (`java.lang.IllegalStateException: boom`, `ValueError: x`).
fn is_continuation(line: &str) -> bool {
    line.starts_with([' ', '\t'])
        || line.starts_with("Caused by")
        || line.starts_with("at ")
        || line.starts_with("...")
        || line.starts_with("Traceback (most recent call last)")
        || line.trim().is_empty()
        || line.split_whitespace().next().is_some_and(|first| {
            let class = first.trim_end_matches(':');
            (class.ends_with("Exception") || class.ends_with("Error") || class.ends_with("Throwable"))
                && (class.contains('.') || first.ends_with(':'))
                && class.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '$' | '_'))
        })
}

fn parse_json(body: &str) -> Option<LogRecord> {
    let Value::Object(map) = serde_json::from_str::<Value>(body).ok()? else { return None };
    let field = |names: &[&str]| names.iter().find_map(|n| map.get(*n));
    let timestamp_ms =
        field(&["@timestamp", "timestamp", "time", "ts", "datetime", "date", "t"]).and_then(|v| match v {
            Value::String(text) => parse_timestamp_prefix(text, 0).map(|(t, _)| t),
            Value::Number(n) => n.as_f64().map(|x| if x > 1e12 { x as i64 } else { (x * 1000.0) as i64 }),
            _ => None,
        });
    let level = field(&["level", "severity", "lvl", "log.level", "loglevel", "levelname"])
        .and_then(Value::as_str)
        .and_then(Level::parse);
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
    Some(LogRecord { timestamp_ms, level, message, source: String::new() })
}

fn parse_text(body: &str, year: i64) -> LogRecord {
    let mut rest = body.trim_start();
    let mut timestamp_ms = None;
    if let Some((time, used)) = parse_timestamp_prefix(rest, year) {
        timestamp_ms = Some(time);
        rest = rest[used..].trim_start();
    }
    // A level word among the next few tokens (`[ERROR]`, `ERROR`, `level=error`, `- WARN -`).
    let mut level = None;
    let mut cut = 0;
    for (index, token) in rest.split_whitespace().take(5).enumerate() {
        let token = token.strip_prefix("level=").unwrap_or(token);
        if let Some(found) = Level::parse(token).filter(|_| token.len() <= 14) {
            level = Some(found);
            if index == 0 {
                cut = rest.find(token).map(|i| i + token.len()).unwrap_or(0);
            }
            break;
        }
    }
    let message = rest[cut..].trim_start_matches([' ', ':', '-', ']']).trim_start().to_owned();
    LogRecord {
        timestamp_ms,
        level,
        message: if message.is_empty() { rest.to_owned() } else { message },
        source: String::new(),
    }
}

const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/// A timestamp at the start of `text`: (milliseconds since the epoch, bytes used).
pub fn parse_timestamp_prefix(text: &str, year: i64) -> Option<(i64, usize)> {
    let bytes = text.as_bytes();
    let skip = usize::from(bytes.first() == Some(&b'['));
    let t = &text[skip..];
    iso(t).or_else(|| syslog(t, year)).or_else(|| ctime(t)).map(|(ms, used)| {
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
        assert_eq!(time("no time here"), None);
        assert_eq!(time("2024-13-01T00:00:00Z"), None);
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
    }
}
