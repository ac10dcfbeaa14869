//! Line formats that give a value's key on the line before or beside it: a table's header above its rows,
//! psql's expanded records, PHP's `["password"]=>` above the value, multipart form fields, SASL `AUTH LOGIN`
//! replies, recovery codes after their announcement, account blocks of printed configurations, and hex
//! dumps under a heading that names a secret.
//!
//! What one line says about the next is a [`LineContext`]: it holds no numbering, so finding stays the
//! stateless half of redaction. A caller that searches lines in parallel ([`Redactor::find_in_context`] on
//! workers, each from its own guess of the context) can check each guess against the context carried in
//! order and search again only where they differ: the context is a function of the lines alone.

use crate::{Found, Redactor, Span, grammar, records, table};

/// What the lines read so far say about the next one. Idle (the default) for almost every line of a log.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct LineContext {
    /// The header of a table printed over several lines: the lines below it are judged by its columns
    /// until one does not fit.
    table_header: Option<String>,
    /// A line that ends with a key whose value is on the next line (PHP's var_dump: `["password"]=>`).
    pending_key: Option<String>,
    /// A multipart/form-data part (RFC 7578) whose `Content-Disposition` named its field: the name, and
    /// whether the part's headers have ended (the next line is then the field's value).
    form_field: Option<(String, bool)>,
    /// Lines still expected to answer an SMTP/IMAP `AUTH LOGIN` exchange (each a base64 credential).
    sasl_replies: u8,
    /// After a line that announced recovery codes: how many more lines without codes may pass before the
    /// codes' list is taken to have ended.
    codes_expected: u8,
    /// The line that opened a block of account declarations in a configuration printed over several lines
    /// (`config system admin`, `<user>`, `<users>`): the lines below it are found with it above them until
    /// the block ends.
    account_block: Option<String>,
    /// Inside a record of psql's expanded display (`-[ RECORD 1 ]-+-----`, then `column | value` lines): the
    /// last field's column (a value continued on the next line, `             | …`, is still its value).
    expanded_record: Option<String>,
    /// After a heading that names a secret (`TLS session ticket:`, `privateExponent:`): the label of the bytes
    /// dumped in hex on the lines below it.
    secret_dump: Option<&'static str>,
}

impl LineContext {
    /// Whether the next line is read as a line of its own (no line above it says anything about it).
    pub fn is_idle(&self) -> bool {
        *self == LineContext::default()
    }

    /// Whether the next line, inside a text of several lines, is found as the whole text finds it: idle,
    /// or only under a table's header (the search of a whole text reads its tables itself).
    fn found_in_the_whole(&self) -> bool {
        let LineContext {
            table_header: _,
            pending_key,
            form_field,
            sasl_replies,
            codes_expected,
            account_block,
            expanded_record,
            secret_dump,
        } = self;
        pending_key.is_none()
            && form_field.is_none()
            && *sasl_replies == 0
            && *codes_expected == 0
            && account_block.is_none()
            && expanded_record.is_none()
            && secret_dump.is_none()
    }
}

impl Redactor {
    /// The spans to replace in `text` (one line or several) read in `context`, which it leaves as the
    /// lines leave it. A text of several lines is searched as one text (a JSON document or a stack trace
    /// across its lines, a table with its header), except the lines to which a line above gives another
    /// context, which are read in it.
    pub fn find_in_context(&self, text: &str, context: &mut LineContext) -> Found {
        if !text.contains('\n') {
            return read_line(Some(self), text, context);
        }
        // The lines read in a context: where each is, and what was found in it.
        let mut in_context: Vec<(usize, usize, Found)> = Vec::new();
        let mut start = 0;
        for line in text.split('\n') {
            let end = start + line.len();
            if context.found_in_the_whole() {
                read_line(None, line, context);
            } else {
                in_context.push((start, end, read_line(Some(self), line, context)));
            }
            start = end + 1;
        }
        let whole = self.find(text);
        if in_context.is_empty() { whole } else { with_lines(whole, in_context) }
    }
}

/// `whole` (found in a whole text) with what lies within each of `lines` (in order, each its start, its
/// end and what was found in it alone, in the line's positions) replaced by what was found in the line. A
/// span of the whole text that reaches beyond its line stays, and the line's spans it overlaps go. (One
/// pass and binary searches: a table of many rows is many lines.)
fn with_lines(whole: Found, lines: Vec<(usize, usize, Found)>) -> Found {
    let within_a_line = |start: usize, end: usize| {
        let next = lines.partition_point(|line| line.0 <= start);
        next > 0 && end <= lines[next - 1].1
    };
    let kept: Vec<Span> = whole.spans.into_iter().filter(|span| !within_a_line(span.start, span.end)).collect();
    let mut protected: Vec<(usize, usize)> =
        whole.protected.into_iter().filter(|&(start, end)| !within_a_line(start, end)).collect();
    let mut spans = Vec::with_capacity(kept.len());
    for (line_start, _, found) in lines {
        for span in found.spans {
            let (start, end) = (span.start + line_start, span.end + line_start);
            // The whole text's spans are in order and do not overlap: the first that ends after `start`
            // is the only one that may overlap this span first.
            let next = kept.partition_point(|k| k.end <= start);
            if kept.get(next).is_none_or(|k| k.start >= end) {
                spans.push(Span { start, end, ..span });
            }
        }
        protected.extend(found.protected.into_iter().map(|(start, end)| (start + line_start, end + line_start)));
    }
    spans.extend(kept);
    spans.sort_by_key(|span| span.start);
    Found { spans, protected }
}

/// One line in `context`, which it advances; with a redactor, the line's spans (without, only the
/// context: nothing is searched).
fn read_line(redactor: Option<&Redactor>, text: &str, context: &mut LineContext) -> Found {
    let find = |before: Option<&str>| match (redactor, before) {
        (None, _) => Found::default(),
        (Some(redactor), None) => redactor.find(text),
        (Some(redactor), Some(before)) => redactor.find_after(before, text),
    };
    if context.secret_dump.is_some() && text.trim() == "*" {
        // hexdump's line for repeated lines: the dump goes on.
        return Found::default();
    }
    if let Some(label) = context.secret_dump.take()
        && let Some(start) = grammar::hex_dump_bytes(text)
    {
        context.secret_dump = Some(label);
        return Found { spans: vec![Span { start, end: text.len(), priority: 0, label }], protected: Vec::new() };
    }
    if table::expanded_record_start(text) {
        context.expanded_record = Some(String::new());
        return Found::default();
    }
    if let Some(last) = context.expanded_record.take() {
        // `display_name | Karin Svensson` is the column's value, found as `display_name: Karin Svensson`.
        let field = match table::expanded_field(text) {
            Some((name, value_start)) => Some((name.to_owned(), value_start)),
            None => table::expanded_continuation(text).filter(|_| !last.is_empty()).map(|at| (last, at)),
        };
        if let Some((name, value_start)) = field {
            let found = redactor.map(|r| r.find_field(&name, text, value_start)).unwrap_or_default();
            context.expanded_record = Some(name);
            return found;
        }
    }
    // (The header printed again, as pagers and repeated queries print it, heads the rows below it again;
    // it is no row of its own table.)
    if let Some(header) = context.table_header.take()
        && text.trim() != header.trim()
        && table::fits(&header, text)
    {
        // A row of the table above: found with its header, as if they were one text.
        let found = find(Some(&format!("{header}\n")));
        context.table_header = Some(header);
        return found;
    }
    let form_value = match context.form_field.take() {
        // An empty value: the next line is already the boundary (`--…`).
        Some((_, true)) if text.starts_with("--") => None,
        Some((name, true)) => Some(name),
        // The part's other headers, then the blank line that ends them.
        Some((name, false)) => {
            context.form_field = Some((name, text.trim().is_empty()));
            None
        }
        None => None,
    };
    let mut found = match (context.pending_key.take(), form_value) {
        // A form field's value: found as `name=value`.
        (_, Some(name)) => find(Some(&format!("{name}="))),
        // The value of the key that ended the line above: found with that line, as one text.
        (Some(key_line), None) => find(Some(&format!("{key_line}\n"))),
        (None, None) => match &context.account_block {
            Some(opening) => find(Some(&format!("{opening}\n"))),
            None => find(None),
        },
    };
    match records::account_block_line(text) {
        Some(true) => context.account_block = Some(text.trim().to_owned()),
        Some(false) => context.account_block = None,
        None => {}
    }
    if let Some(name) = form_data_field(text) {
        context.form_field = Some((name, false));
    }
    // `AUTH LOGIN`, then the account and the password in base64 on lines of their own.
    match grammar::sasl_exchange(text) {
        grammar::Sasl::Starts(replies) => context.sasl_replies = replies,
        // The server's prompt between the replies changes nothing.
        grammar::Sasl::Prompt => {}
        grammar::Sasl::Reply(start, end) if context.sasl_replies > 0 => {
            context.sasl_replies -= 1;
            found.spans.retain(|span| span.end <= start || span.start >= end);
            found.spans.push(Span { start, end, priority: 0, label: "SECRET:credential" });
            found.spans.sort_by_key(|span| span.start);
        }
        _ => context.sasl_replies = 0,
    }
    // Recovery codes on the lines after their announcement (`8 codes generated.`, then the codes).
    if grammar::announces_codes(text) {
        context.codes_expected = 3;
    } else if context.codes_expected > 0 {
        let codes = grammar::code_line(text);
        if codes.is_empty() {
            context.codes_expected -= 1;
        }
        for (start, end) in codes {
            found.spans.retain(|span| span.end <= start || span.start >= end);
            found.spans.push(Span { start, end, priority: 0, label: "SECRET:credential" });
        }
        found.spans.sort_by_key(|span| span.start);
    }
    context.secret_dump = grammar::secret_heading(text);
    context.table_header = table::header_line(text).map(str::to_owned);
    let trimmed = text.trim_end();
    if trimmed.ends_with("]=>") && trimmed.len() <= 256 {
        context.pending_key = Some(trimmed.to_owned());
    }
    found
}

/// The field a multipart/form-data part's `Content-Disposition` line names (not a file's).
fn form_data_field(line: &str) -> Option<String> {
    let rest = line
        .trim()
        .strip_prefix("Content-Disposition:")
        .or_else(|| line.trim().strip_prefix("content-disposition:"))?;
    let rest = rest.trim_start();
    if !rest.starts_with("form-data") || rest.contains("filename=") {
        return None;
    }
    let name = rest.split(';').map(str::trim).find_map(|p| p.strip_prefix("name="))?;
    let name = name.trim_matches('"');
    (!name.is_empty() && name.len() <= 64).then(|| name.to_owned())
}
