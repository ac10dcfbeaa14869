//! Personal records in the formats their standards define, read by property or by position:
//!
//! - vCard and iCalendar content lines (RFC 6350, RFC 5545: `NAME *(;param) : value`): a person's name
//!   (`FN`, `N`, `NICKNAME`), birth date (`BDAY`), address (`ADR`, `LABEL`), phone (`TEL`) and e-mail
//!   (`EMAIL`);
//! - HL7 v2 segments (`PID`, `NK1`, `GT1`, `IN1`; fields by their numbers in the standard's segment
//!   definitions): the patient's, next of kin's, guarantor's and insured's identifiers, names, birth
//!   dates, addresses, phones and social security numbers.
//!
//! - passwd(5) lines (`name:password:UID:GID:GECOS:directory:shell`): the account, the GECOS field's
//!   person (its full name, room and phones), and the account's home directory.
//!
//! - accounts as configuration files declare them: Cisco IOS's `username <name> … password|secret`,
//!   FortiOS's `edit "<name>"` under `config system admin` or `config user local`, and an XML user record
//!   (`<user><name>x</name>…</user>`, PAN-OS's `<users><entry name="x">`, the layouts of pfSense's and
//!   PAN-OS's configuration exports).
//!
//! Each value is taken whole: its components (`^`, `;`) and repetitions (`~`) are one person's.

use crate::Span;
use crate::gates::{Gate, Gates};
use crate::view::View;

const PRIORITY: u8 = 4;

/// vCard and iCalendar properties that hold a person's data, and its label.
const PROPERTIES: &[(&str, &str)] = &[
    ("FN", "NAME"),
    ("N", "NAME"),
    ("NICKNAME", "NAME"),
    ("BDAY", "BIRTH_DATE"),
    ("ADR", "ADDRESS"),
    ("LABEL", "ADDRESS"),
    ("TEL", "PHONE"),
    ("EMAIL", "EMAIL"),
];

/// HL7 v2 fields that hold a person's data, by segment and field number, and the label of each.
const SEGMENT_FIELDS: &[(&str, &[(usize, &str)])] = &[
    (
        "PID",
        &[
            (2, "ID_NUMBER"),
            (3, "ID_NUMBER"),
            (4, "ID_NUMBER"),
            (5, "NAME"),
            (6, "NAME"),
            (7, "BIRTH_DATE"),
            (9, "NAME"),
            (11, "ADDRESS"),
            (13, "PHONE"),
            (14, "PHONE"),
            (18, "ID_NUMBER"),
            (19, "SSN"),
            (20, "ID_NUMBER"),
        ],
    ),
    ("NK1", &[(2, "NAME"), (4, "ADDRESS"), (5, "PHONE"), (6, "PHONE")]),
    ("GT1", &[(3, "NAME"), (5, "ADDRESS"), (6, "PHONE"), (7, "PHONE"), (8, "BIRTH_DATE"), (12, "SSN")]),
    ("IN1", &[(16, "NAME"), (18, "BIRTH_DATE"), (19, "ADDRESS")]),
];

pub(crate) fn find(view: &View<'_>, gates: Gates, out: &mut Vec<Span>) {
    let text = view.text;
    if memchr::memchr(b':', text.as_bytes()).is_some() {
        content_lines(view, out);
    }
    if memchr::memchr(b'|', text.as_bytes()).is_some() {
        hl7_segments(view, out);
    }
    if gates.has(Gate::PasswdPath) {
        passwd_lines(view, out);
    }
    if gates.has(Gate::Username) || gates.has(Gate::Config) || gates.has(Gate::XmlUser) {
        configured_accounts(view, out);
    }
}

/// Whether a line opens (`Some(true)`) or closes (`Some(false)`) a block of account declarations that
/// [`configured_accounts`] reads (for texts redacted line by line, the session keeps the opening line).
pub(crate) fn account_block_line(line: &str) -> Option<bool> {
    match line.trim() {
        "config system admin" | "config user local" | "<user>" | "<users>" => Some(true),
        "end" | "</user>" | "</users>" => Some(false),
        other if other.starts_with("config ") => Some(false),
        _ => None,
    }
}

/// Accounts declared by configuration files (see the module's list).
fn configured_accounts(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    let mut push = |start: usize, name: &str| {
        if crate::structure::personal_account(name) {
            let (s, e) = view.original(start, start + name.len());
            out.push(Span { start: s, end: e, priority: PRIORITY, label: "USER" });
        }
    };
    let mut accounts_block = false;
    for (at, line) in lines(text) {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        // Cisco IOS: `username <name> [privilege N] {password|secret} [type] <value>`.
        if let Some(rest) = trimmed.strip_prefix("username ") {
            let name = rest.split(' ').next().unwrap_or("");
            let after = &rest[name.len()..];
            if after.contains(" password ") || after.contains(" secret ") {
                push(at + indent + 9, name);
            }
        }
        // FortiOS: the entries of the blocks that declare administrators and local users.
        if trimmed.starts_with("config ") {
            accounts_block = matches!(trimmed.trim_end(), "config system admin" | "config user local");
        } else if trimmed.trim_end() == "end" {
            accounts_block = false;
        } else if accounts_block && let Some(rest) = trimmed.strip_prefix("edit \"") {
            let name = rest.split('"').next().unwrap_or("");
            push(at + indent + 6, name);
        }
    }
    // XML user records.
    for (open, close, field) in [("<user>", "</user>", "<name>"), ("<users>", "</users>", "<entry name=\"")] {
        let mut from = 0;
        while let Some(start) = text[from..].find(open).map(|p| from + p + open.len()) {
            let end = text[start..].find(close).map_or(text.len(), |p| start + p);
            if let Some(at) = text[start..end].find(field).map(|p| start + p + field.len()) {
                let name_end = text[at..end].find(['<', '"']).map_or(end, |p| at + p);
                push(at, &text[at..name_end]);
            }
            from = end;
        }
    }
}

/// `dyusupova:x:1001:1001:Dilnoza Yusupova,Room 4,+998901234567,:/home/dyusupova:/bin/bash`: seven fields
/// between `:`, the third and fourth numbers, the sixth and seventh paths. The account (unless a system's
/// own, `root`, `daemon`), the GECOS field when it holds letters, and the home directory's last part
/// (the account again) are taken.
fn passwd_lines(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    for (at, line) in lines(text) {
        let fields: Vec<&str> = line.trim_end().split(':').collect();
        let [account, _, uid, gid, gecos, home, shell] = fields[..] else { continue };
        let number = |f: &str| !f.is_empty() && f.len() <= 10 && f.bytes().all(|b| b.is_ascii_digit());
        if !(number(uid) && number(gid) && home.starts_with('/') && shell.starts_with('/')) {
            continue;
        }
        // System accounts (uids below 1000 by the login.defs default) identify no one.
        if uid.parse::<u64>().is_ok_and(|n| n < 1000) || !crate::structure::personal_account(account) {
            continue;
        }
        let mut push = |start: usize, len: usize, label: &'static str| {
            let (s, e) = view.original(at + start, at + start + len);
            out.push(Span { start: s, end: e, priority: PRIORITY, label });
        };
        push(0, account.len(), "USER");
        let gecos_at = account.len() + uid.len() + gid.len() + fields[1].len() + 4;
        let gecos = gecos.trim_end_matches(',');
        if gecos.chars().any(char::is_alphabetic) {
            push(gecos_at, gecos.len(), "NAME");
        }
    }
}

/// The lines of a text with their offsets (`\n` or `\r` ends a line).
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let bytes = text.as_bytes();
    let mut start = Some(0);
    std::iter::from_fn(move || {
        let at = start?;
        let end = memchr::memchr2(b'\n', b'\r', &bytes[at..]).map_or(bytes.len(), |p| at + p);
        start = (end < bytes.len()).then_some(end + 1);
        Some((at, &text[at..end]))
    })
}

/// `FN:Zoë García`, `TEL;TYPE=CELL:+27 82 476 3924`, `N:García;Zoë;;Dr.;`: a content line whose property
/// names a person's data. The one-letter `N` counts only with its structure (two `;` in the value).
fn content_lines(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    for (at, line) in lines(text) {
        // A property's name opens the line and is short (`NICKNAME` is the longest here).
        let head = &line.as_bytes()[..line.len().min(9)];
        if !head
            .first()
            .is_some_and(|b| matches!(b.to_ascii_uppercase(), b'F' | b'N' | b'B' | b'A' | b'L' | b'T' | b'E'))
        {
            continue;
        }
        let Some(name_end) = head.iter().position(|b| matches!(b, b':' | b';')) else {
            continue;
        };
        let name = &line[..name_end];
        let Some(&(_, label)) = PROPERTIES.iter().find(|(property, _)| property.eq_ignore_ascii_case(name)) else {
            continue;
        };
        // Parameters may hold quoted `:` (`;LABEL="a:b"`): the value starts at the first `:` outside quotes.
        let mut quoted = false;
        let Some(colon) = line.char_indices().skip(name_end).find_map(|(i, c)| {
            if c == '"' {
                quoted = !quoted;
            }
            (c == ':' && !quoted).then_some(i)
        }) else {
            continue;
        };
        let value = line[colon + 1..].trim_end();
        let value = value.strip_prefix("tel:").or_else(|| value.strip_prefix("mailto:")).unwrap_or(value);
        let start = at + line.len() - line[colon + 1..].len() + (line[colon + 1..].trim_end().len() - value.len());
        let structured = value.matches(';').count() >= 2;
        if value.chars().filter(|c| c.is_alphanumeric()).count() < 2 || (name.len() == 1 && !structured) {
            continue;
        }
        // Upper-case property names, as the standards write them, or a vCard around them.
        if name.bytes().any(|b| b.is_ascii_lowercase()) && !text.contains("BEGIN:VCARD") {
            continue;
        }
        let (s, e) = view.original(start, start + value.len());
        out.push(Span { start: s, end: e, priority: PRIORITY, label });
    }
}

/// `PID|1||448201^^^HOSP^MR||Okonkwo^Chidi^A||19790312|M|||12 Marina Rd^^Lagos^LA^101241^NG||…`: the fields
/// of a segment that hold a person's data. A segment starts a line, or follows a non-alphanumeric byte (a
/// log that prints a message with its segments on one line).
fn hl7_segments(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    let bytes = text.as_bytes();
    for (segment, fields) in SEGMENT_FIELDS {
        let mut from = 0;
        while let Some(found) = text[from..].find(segment).map(|p| from + p) {
            from = found + segment.len();
            if bytes.get(found + segment.len()) != Some(&b'|')
                || (found > 0 && bytes[found - 1].is_ascii_alphanumeric())
            {
                continue;
            }
            // The segment ends at a line's end (or a logged `\r`, two bytes).
            let body = found + segment.len() + 1;
            let end = text[body..].find(['\r', '\n']).map_or(text.len(), |p| body + p);
            let end = text[body..end].find("\\r").map_or(end, |p| body + p);
            let mut field_start = body;
            for (index, field) in text[body..end].split('|').enumerate() {
                let number = index + 1;
                if let Some(&(_, label)) = fields.iter().find(|(n, _)| *n == number) {
                    // An identifier's assigning authority and type (`^^^HOSP^MR`) are no one's.
                    let value = if label == "ID_NUMBER" { field.split('^').next().unwrap_or("") } else { field };
                    if value.chars().any(char::is_alphanumeric) {
                        let (s, e) = view.original(field_start, field_start + value.len());
                        out.push(Span { start: s, end: e, priority: PRIORITY, label });
                    }
                }
                field_start += field.len() + 1;
            }
            from = end.max(from);
        }
    }
}
