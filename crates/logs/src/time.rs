//! Timestamps at the start of a text: RFC 3339 / ISO 8601 (`T` or space, comma or dot fractions, any
//! offset), `YYYY/MM/DD hh:mm:ss`, syslog `Mon DD hh:mm:ss` (no year: the caller's), ctime/Apache
//! `Www Mon DD hh:mm:ss YYYY`, the JVM's `Mon D, YYYY h:mm:ss AM`; and their RFC 3339 text.

pub(crate) const MONTHS: [&str; 12] =
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

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

pub(crate) fn digits(bytes: &[u8], at: usize, n: usize) -> Option<i64> {
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

pub(crate) fn month_index(name: &str) -> Option<i64> {
    MONTHS.iter().position(|m| m.eq_ignore_ascii_case(name)).map(|i| i as i64 + 1)
}

pub(crate) fn epoch_ms(year: i64, month: i64, day: i64, hour: i64, minute: i64, second: i64) -> Option<i64> {
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) || hour > 23 || minute > 59 || second > 60 {
        return None;
    }
    // A day the month does not have (Feb 30, Apr 31) is no date.
    let next_month = if month == 12 { days_from_civil(year + 1, 1, 1) } else { days_from_civil(year, month + 1, 1) };
    if days_from_civil(year, month, day) >= next_month {
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

/// The calendar year (UTC) of a time in milliseconds since the epoch.
pub fn year_of(ms: i64) -> i64 {
    civil_from_days(ms.div_euclid(86_400_000)).0
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
    fn impossible_dates_and_years() {
        assert_eq!(time("2026-02-31T00:00:00Z"), None);
        assert_eq!(time("2026-04-31 10:00:00"), None);
        assert!(time("2024-02-29T00:00:00Z").is_some());
        assert_eq!(time("2026-02-29T00:00:00Z"), None);
        assert_eq!(time("Feb 30 10:00:00"), None);
        assert_eq!(year_of(0), 1970);
        assert_eq!(year_of(1_798_761_599_999), 2026);
        assert_eq!(year_of(1_798_761_600_000), 2027);
        assert_eq!(year_of(-1), 1969);
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
}
