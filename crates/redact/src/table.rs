//! Tables printed in log text (a pandas DataFrame, psql's output, `kubectl get`, a fixed-width report): a
//! header line of column names, then rows whose cells line up with it. Each cell is judged by its column,
//! exactly as a result row's cell is ([`crate::column_roles`]), so `name  iban  phone` above rows hides the
//! names, IBANs and phone numbers whatever their format.
//!
//! Cells are separated by `|` when the header and the line below it have pipes; by commas (or semicolons)
//! outside double quotes when the header is a CSV one (column names and delimiters only:
//! `naam,telefoon,bsn,adres`, `name;email;iban`, every row then has exactly its fields); else by runs of
//! two or more spaces or a
//! tab (single spaces stay inside a cell: `Ute Brauer`, `0034 692867033`). The header is the longest run
//! of column names at the end of its line (after a log prefix); a row has as many cells, or one more on the
//! left (an index column). A space-aligned row with fewer cells is read by position, as report writers
//! align it: a value wider than its column pushes the next one a few characters right behind a single
//! space (`192.168.247.204 aks-nodepool1-…`), and an empty cell leaves its column blank (`docker ps`'s
//! PORTS); each cell then belongs to the column whose name starts where it starts (a pushed one up to
//! [`DRIFT`] characters right of it). The table ends at the first line that does not fit.

use crate::Span;
use crate::lexicon::{self, Role};
use crate::view::View;
use crate::{shape, structure};

/// The priority of a cell judged by its column: that of a value judged by its key.
const CELL_PRIORITY: u8 = 4;
/// Widths beyond which a line is not read as a table line (a wrapped document, not a report).
const MAX_CELLS: usize = 64;
/// How far right of its column name's start a cell of a space-aligned row may start when a wider value to
/// its left pushed it.
const DRIFT: usize = 4;

/// How a table's cells are separated.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sep {
    /// Runs of two or more spaces, or a tab.
    Spaces,
    /// `|` (psql, Markdown), or the box-drawing `│` (sqlite's `.mode box`, psql's unicode line style,
    /// DuckDB).
    Pipes,
    /// `,` outside double quotes (RFC 4180 CSV), or `;` (the CSV of locales whose decimal mark is the
    /// comma): every field counts, empty ones too.
    Delimited(u8),
}

/// The separator of a table headed by `line`, given the line below it when known.
fn separator(line: &str, below: Option<&str>) -> Sep {
    let bar = |text: &str| memchr::memchr(b'|', text.as_bytes()).is_some() || (!text.is_ascii() && text.contains('│'));
    if bar(line) && below.is_none_or(|b| bar(b) || b.contains(['+', '┼', '─'])) {
        Sep::Pipes
    } else if let Some(delimiter) = [b',', b';'].into_iter().find(|&d| {
        memchr::memchr_iter(d, line.as_bytes()).nth(1).is_some() && !line.contains("  ") && !line.contains('\t')
    }) {
        Sep::Delimited(delimiter)
    } else {
        Sep::Spaces
    }
}

/// A header: its column names and where each starts in its line.
struct Header {
    names: Vec<String>,
    starts: Vec<usize>,
    sep: Sep,
}

/// Spans of the cells whose column says they are secret, personal or infrastructure; `protect` gets the
/// cells whose column says they are diagnostic or identifiers (`git_sha`, `trace_id`), whose id-shaped
/// tokens stay.
pub(crate) fn find(view: &View<'_>, out: &mut Vec<Span>, mut protect: impl FnMut(usize, usize)) {
    let text = view.text;
    if !text.contains('\n') {
        return;
    }
    let mut lines: Vec<(usize, &str)> = Vec::new();
    let mut offset = 0;
    for line in text.split('\n') {
        lines.push((offset, line));
        offset += line.len() + 1;
    }
    let mut i = 0;
    while i + 1 < lines.len() {
        let (_, line) = lines[i];
        // Pipes separate cells when the header and the line below both have them (psql, Markdown).
        let Some(head) = header(line, separator(line, Some(lines[i + 1].1))) else {
            i += 1;
            continue;
        };
        let roles = crate::column_roles(&head.names);
        let mut j = i + 1;
        while j < lines.len() {
            let (row_start, row) = lines[j];
            // A rule, or the header printed again (as pagers print it): the rows below it go on.
            if is_rule(row) || row.trim() == line.trim() {
                j += 1;
                continue;
            }
            let Some(row_cells) = row_cells(&head, row) else { break };
            for (column, (start, end)) in row_cells {
                let role = roles[column];
                if let Some(label) = judge(role, &row[start..end]) {
                    let (start, end) = view.original(row_start + start, row_start + end);
                    out.push(Span { start, end, priority: CELL_PRIORITY, label });
                } else if matches!(role, Role::Diagnostic | Role::Identifier) {
                    // (As an identifier's: a long random token under a column named for digests is still
                    // taken; hex and ids stay.)
                    let (start, end) = view.original(row_start + start, row_start + end);
                    protect(start, end);
                }
            }
            j += 1;
        }
        i = j.max(i + 1);
    }
}

/// The line of `text` that heads a table (its last line, when it ends with two or more column names of
/// which one says what its cells are), for a caller that gets the rows one text at a time.
pub(crate) fn header_line(text: &str) -> Option<&str> {
    let line = text.rsplit('\n').next()?;
    if line.len() > 4096 {
        return None;
    }
    let sep = separator(line, None);
    // (Asked of every line of a log: most have no gap between cells at all.)
    let bytes = line.as_bytes();
    if sep == Sep::Spaces && memchr::memchr(b'\t', bytes).is_none() && finder!(b"  ").find(bytes).is_none() {
        return None;
    }
    header(line, sep).is_some().then_some(line)
}

/// Whether `line` opens a record of psql's expanded display (`\\x`): `-[ RECORD 12 ]-+------`.
pub(crate) fn expanded_record_start(line: &str) -> bool {
    let number = |n: &str| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit());
    // cqlsh's `EXPAND ON` heads each record with `@ Row 1`, then a rule, then the same field lines.
    if let Some(n) = line.strip_prefix("@ Row ") {
        return number(n.trim_end());
    }
    line.strip_prefix("-[ RECORD ")
        .and_then(|rest| rest.split_once(" ]"))
        .is_some_and(|(n, rest)| number(n) && rest.chars().all(|c| matches!(c, '-' | '+')))
}

/// The rule under an expanded record's heading (cqlsh's `-----+-----`).
pub(crate) fn expanded_rule(line: &str) -> bool {
    let line = line.trim_end();
    line.len() >= 3 && line.contains('+') && line.chars().all(|c| matches!(c, '-' | '+'))
}

/// A field line of psql's expanded display: the column's name, padded, `|`, then its value. Returns the name
/// and where the value starts.
pub(crate) fn expanded_field(line: &str) -> Option<(&str, usize)> {
    let bar = line.find(" | ").or_else(|| line.ends_with(" |").then(|| line.len() - 2))?;
    // (cqlsh indents the name by a space.)
    let name = line[..bar].trim();
    (!name.is_empty() && is_column_name(name)).then_some((name, (bar + 3).min(line.len())))
}

/// A continuation line of a value in psql's expanded display (`              | second line`): where the
/// value's text starts.
pub(crate) fn expanded_continuation(line: &str) -> Option<usize> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    let rest = &line[indent..];
    (indent > 0 && (rest == "|" || rest.starts_with("| "))).then(|| (indent + 2).min(line.len()))
}

/// Whether `line` is a row of the table `header` heads.
pub(crate) fn fits(header_text: &str, line: &str) -> bool {
    match header(header_text, separator(header_text, Some(line))) {
        Some(head) => is_rule(line) || row_cells(&head, line).is_some(),
        None => false,
    }
}

/// The cells of `row` with the column each is under, or `None` when the line is no row of the table.
fn row_cells(head: &Header, row: &str) -> Option<Vec<(usize, (usize, usize))>> {
    let columns = head.names.len();
    let mut found = cells(row, head.sep);
    if matches!(head.sep, Sep::Delimited(_)) {
        // A CSV row has exactly the header's fields (empty ones included).
        return (found.len() == columns).then(|| found.into_iter().enumerate().filter(|(_, (s, e))| s < e).collect());
    }
    if (columns..=columns + 1).contains(&found.len()) {
        let first = found.len() - columns;
        return Some(found.drain(first..).enumerate().collect());
    }
    if head.sep == Sep::Pipes || found.len() > columns || found.len() < 2 {
        return None;
    }
    split_overflowing(head, row, &mut found);
    // Every cell under the column name that starts where it starts, left to right, each column at most
    // once. A cell one space after the previous one (pushed by it) may start up to DRIFT further right, and
    // the cells after it keep that shift (a fixed-width writer moves the rest of the line along).
    let mut out = Vec::with_capacity(found.len());
    let mut next = 0;
    let mut previous_end = None;
    let mut shift = 0;
    for (start, end) in found {
        let pushed = previous_end.is_some_and(|e: usize| start == e + 1);
        let column = (next..columns).find(|&c| {
            let at = head.starts[c];
            start == at || start == at + shift || (pushed && start > at + shift && start <= at + shift + DRIFT)
        })?;
        shift = start - head.starts[column];
        if shift > 2 * DRIFT {
            return None;
        }
        out.push((column, (start, end)));
        next = column + 1;
        previous_end = Some(end);
    }
    Some(out)
}

/// Splits a cell at a single space where a column name starts (give or take [`DRIFT`]): a value that
/// filled its column, then the next one behind one space.
fn split_overflowing(head: &Header, row: &str, found: &mut Vec<(usize, usize)>) {
    let bytes = row.as_bytes();
    let mut i = 0;
    while i < found.len() && found.len() < head.names.len() {
        let (start, end) = found[i];
        let split = (start + 1..end.saturating_sub(1)).find(|&at| {
            bytes[at] == b' '
                && head
                    .starts
                    .iter()
                    .any(|&column| column > start + DRIFT && (column..=column + DRIFT).contains(&(at + 1)))
        });
        match split {
            Some(at) => {
                found[i] = (start, at);
                found.insert(i + 1, (at + 1, end));
            }
            None => i += 1,
        }
    }
}

/// A line drawn under a header or around a table (`----+-----`, `=====  ====`, `|---|:--|`, and box
/// drawing: `├────┼────┤`, `└────┴────┘`).
fn is_rule(line: &str) -> bool {
    let box_drawing = |c: char| ('\u{2500}'..='\u{257F}').contains(&c);
    (line.contains(['-', '=']) || line.chars().any(box_drawing))
        && line.chars().all(|c| matches!(c, '-' | '+' | '=' | '|' | ':' | ' ' | '\t') || box_drawing(c))
}

/// The column names a header line ends with, when there are enough (two between pipes, three apart by
/// spaces) and one of them judges its cells or says they are diagnostic (a table of deployments' commits
/// and digests keeps them).
fn header(line: &str, sep: Sep) -> Option<Header> {
    let mut cells = cells(line, sep);
    // A header commented out, as configuration files head their tables (`# client  server  secret`).
    if let Some(first) = cells.first_mut().filter(|(start, _)| line[*start..].starts_with("# ")) {
        first.0 += line[first.0 + 1..first.1].len() - line[first.0 + 1..first.1].trim_start().len() + 1;
    }
    let first = cells.iter().rposition(|&(start, end)| !is_column_name(&line[start..end])).map_or(0, |at| at + 1);
    // A CSV header is column names from its first field to its last.
    if matches!(sep, Sep::Delimited(_)) && first > 0 {
        return None;
    }
    let names: Vec<String> = cells[first..].iter().map(|&(start, end)| line[start..end].to_owned()).collect();
    let judged = crate::column_roles(&names).into_iter().any(|role| judges(role) || role == Role::Diagnostic);
    // Two names apart by spaces are a `key  value` listing line (vault, `systemctl show`), not a header.
    let enough = if sep == Sep::Pipes { 2 } else { 3 };
    let starts = cells[first..].iter().map(|&(start, _)| start).collect();
    (names.len() >= enough && judged).then_some(Header { names, starts, sep })
}

/// The byte ranges of a line's cells, trimmed and inside their double quotes (a CSV field's empty one
/// as an empty range).
fn cells(line: &str, sep: Sep) -> Vec<(usize, usize)> {
    if let Sep::Delimited(delimiter) = sep {
        return csv_fields(line, delimiter);
    }
    let pipes = sep == Sep::Pipes;
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let push = |start: usize, end: usize, out: &mut Vec<(usize, usize)>| {
        let cell = &line[start..end];
        let lead = cell.len() - cell.trim_start().len();
        let trimmed = cell.trim();
        // A quoted cell's value is inside its quotes (`"yuki.sato"` in pppd's secrets files).
        let quoted = usize::from(trimmed.len() >= 3 && trimmed.starts_with('"') && trimmed.ends_with('"'));
        if !trimmed.is_empty() && out.len() <= MAX_CELLS {
            out.push((start + lead + quoted, start + lead + trimmed.len() - quoted));
        }
    };
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        let gap = if pipes {
            // (`│` is three bytes in UTF-8.)
            if bytes[i] == b'|' { Some(1) } else { bytes[i..].starts_with("│".as_bytes()).then_some("│".len()) }
        } else if bytes[i] == b'\t' {
            Some(1)
        } else if bytes[i] == b' ' && bytes.get(i + 1) == Some(&b' ') {
            Some(bytes[i..].iter().take_while(|b| **b == b' ').count())
        } else {
            None
        };
        match gap {
            Some(width) => {
                push(start, i, &mut out);
                i += width;
                start = i;
            }
            None => i += 1,
        }
    }
    push(start, bytes.len(), &mut out);
    out
}

/// RFC 4180 fields: split at the delimiter outside double quotes; a quoted field's range is inside its
/// quotes.
fn csv_fields(line: &str, delimiter: u8) -> Vec<(usize, usize)> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    let mut quoted = false;
    let push = |start: usize, end: usize, out: &mut Vec<(usize, usize)>| {
        let field = &line[start..end];
        let lead = field.len() - field.trim_start().len();
        let (mut s, mut e) = (start + lead, start + lead + field.trim().len());
        if e >= s + 2 && bytes[s] == b'"' && bytes[e - 1] == b'"' {
            s += 1;
            e -= 1;
        }
        if out.len() <= MAX_CELLS {
            out.push((s, e));
        }
    };
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'"' => quoted = !quoted,
            _ if b == delimiter && !quoted => {
                push(start, i, &mut out);
                start = i + 1;
            }
            _ => {}
        }
    }
    push(start, bytes.len(), &mut out);
    out
}

/// A column name: one word of letters, digits, `_`, `-` or `.`, starting with a letter, that reads as a
/// name (a random-looking token there is a value: `token_accessor  GfAdYAAb7gFKnkfY` is a row); or up to
/// three such words, the first capitalised, as command-line tools and configuration files print them
/// (`NOMINATED NODE`, `CONTAINER ID`, `Foreign Address`, `IP addresses`).
fn is_column_name(cell: &str) -> bool {
    if cell.contains(' ') {
        let words: Vec<&str> = cell.split(' ').collect();
        let headed = |w: &&str| {
            let mut chars = w.chars();
            chars.next().is_some_and(char::is_uppercase)
                && (w.chars().all(|c| !c.is_lowercase()) || chars.all(|c| !c.is_uppercase()))
        };
        let lower = |w: &&str| w.chars().all(char::is_lowercase);
        return words.len() <= 3
            && words.first().is_some_and(headed)
            && words[1..].iter().all(|w| headed(w) || lower(w))
            && words.iter().all(|w| is_column_name(w));
    }
    (1..=40).contains(&cell.len())
        && cell.starts_with(|c: char| c.is_alphabetic())
        && cell.chars().all(|c| lexicon::is_word_char(c) || matches!(c, '_' | '-' | '.'))
        && cell.bytes().filter(u8::is_ascii_digit).count() <= 2
        && !shape::looks_like_secret_value(cell)
}

fn judges(role: Role) -> bool {
    matches!(
        role,
        Role::Secret { .. } | Role::WeakSecret { .. } | Role::Personal { .. } | Role::Infrastructure | Role::AccountId
    )
}

/// What a cell under a column of `role` is, if it must go.
pub(crate) fn judge(role: Role, value: &str) -> Option<&'static str> {
    let empty = ["-", "null", "none", "nan", "n/a", "<na>", "nil", "(null)"];
    if value.len() < 2 || empty.iter().any(|e| value.eq_ignore_ascii_case(e)) || value.starts_with('<') {
        return None;
    }
    match role {
        Role::Secret { label, numeric_ok } => {
            let count = numeric_ok && value.len() <= 6 && value.bytes().all(|b| b.is_ascii_digit());
            (!count).then_some(label)
        }
        Role::WeakSecret { label } => shape::looks_like_secret_value(value).then_some(label),
        Role::Personal { label } => structure::cell_person_or_account(label, value),
        Role::AccountId => structure::account_shaped_id(value).then_some("USER"),
        // `address` names a machine's or a person's: a street is the person's.
        Role::Infrastructure if structure::street_address(value) => Some("ADDRESS"),
        // (A table of machines or containers: `docker ps` names its containers as Docker generates them.)
        Role::Infrastructure => structure::is_container_name(value).then_some("HOST"),
        _ => None,
    }
}
