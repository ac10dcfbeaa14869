//! Line formats that give a value's key on the line before or beside it: a table's header above its rows,
//! psql's expanded records, PHP's `["password"]=>` above the value, multipart form fields, SASL `AUTH LOGIN`
//! replies, recovery codes after their announcement (and a one-time code below a mail's subject about
//! signing in), account blocks of printed configurations, hex dumps under a heading that names a secret,
//! the values that tracebacks with variables (loguru, better_exceptions) print under the source line
//! that names them, and string literals wrapped over lines (`pprint`'s adjacent literals).
//!
//! What one line says about the next is a [`LineContext`]: it holds no numbering, so finding stays the
//! stateless half of redaction. A caller that searches lines in parallel ([`Redactor::find_in_context`] on
//! workers, each from its own guess of the context) can check each guess against the context carried in
//! order and search again only where they differ: the context is a function of the lines alone (while a
//! private key is open, [`Redactor::redact`] and the log aggregator pass lines by without it).

use std::sync::Arc;

use crate::{Found, Redactor, Span, calls, dictionary, grammar, lexicon, records, structure, table};

/// A multipart part's header lines after its `Content-Disposition`, at most (RFC 7578 parts have a few:
/// `Content-Type`, `Content-Transfer-Encoding`); a line that mentions the header is not left waiting.
const FORM_PART_HEADERS: u8 = 4;
/// The lines from a secret's name to its value, at most (`"Name"`, `"Type"`, then `"Value"`, as AWS prints a
/// parameter).
const NAMED_VALUE_LINES: u8 = 2;
/// An account block's lines, at most: a printed configuration's block ends long before; a lone opening
/// line does not hold every later line in its context.
const ACCOUNT_BLOCK_LINES: u16 = 256;

/// What the lines read so far say about the next one. Idle (the default) for almost every line of a log.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct LineContext {
    /// The header of a table printed over several lines: the lines below it are judged by its columns
    /// until one does not fit.
    table_header: Option<Arc<str>>,
    /// A line that ends with a key whose value is on the next line (PHP's var_dump: `["password"]=>`).
    pending_key: Option<Arc<str>>,
    /// A multipart/form-data part (RFC 7578) whose `Content-Disposition` named its field: the name, and
    /// how many more of the part's header lines may come before the blank line that ends them (0: they
    /// have ended, the next line is the field's value).
    form_field: Option<(Arc<str>, u8)>,
    /// Lines still expected to answer an SMTP/IMAP `AUTH LOGIN` exchange (each a base64 credential).
    sasl_replies: u8,
    /// After a line that announced recovery codes: how many more lines without codes may pass before the
    /// codes' list is taken to have ended.
    codes_expected: u8,
    /// The line that opened a block of account declarations in a configuration printed over several lines
    /// (`config system admin`, `<user>`, `<users>`): the lines below it are found with it above them until
    /// the block ends (or [`ACCOUNT_BLOCK_LINES`] lines have passed), and how many more may.
    account_block: Option<(Arc<str>, u16)>,
    /// A distinguished name printed as indented `name = value` lines under its heading (OpenSSL's `subject=`
    /// in its multi-line name format): the heading and the fields so far that are named as personal data,
    /// and the heading's indentation. Each field is found with them above it, as in the whole record (a
    /// common name is a person's where an address came before it).
    record_block: Option<(Arc<str>, usize)>,
    /// Inside a record of psql's expanded display (`-[ RECORD 1 ]-+-----`, then `column | value` lines): the
    /// last field's column (a value continued on the next line, `             | …`, is still its value).
    expanded_record: Option<Arc<str>>,
    /// After a heading that names a secret (`TLS session ticket:`, `privateExponent:`): the label of the bytes
    /// dumped in hex on the lines below it.
    secret_dump: Option<&'static str>,
    /// After a mail's subject about signing in: how many more lines may pass before its one-time code.
    mail_code_expected: u8,
    /// After a traceback's frame line (`  File "app.py", line 12, in f`): the frame's source line comes next.
    frame_opened: bool,
    /// A traceback frame's source line, while the lines below it mark its variables' values (`│   └ 'x'`).
    frame_source: Option<Arc<str>>,
    /// Inside an argument vector printed one element per line (sudo's JSON `runargv`, a YAML list of a
    /// container's `args`).
    argv: ArgumentLines,
    /// A string literal the line above ended with, wrapped before its end (Python's `pprint` and formatters
    /// of source code split a long string into adjacent literals, one per line, which the language joins):
    /// the text up to that literal's closing quote, and the quote. The next line's literal continues it.
    continued_literal: Option<(Arc<str>, u8)>,
    /// An Erlang stack frame of a call that signs in, printed over several lines before its arguments'
    /// list closed (`{db,connect,` then `["db1",5432,"alice",` then `"s3cret"],`): the lines so far, joined,
    /// and how many more indented lines may continue it.
    erlang_frame: Option<(Arc<str>, u8)>,
    /// After a line that names the value a line below holds (`- name: DB_PASSWORD` above `value: x`, as
    /// Kubernetes prints a container's environment; JSON Patch's `"path": "/customer/name"` above `"value":
    /// …`; a property list's `<key>` above its `<string>`): the name, and how many more lines may come before
    /// the value.
    named_value: Option<(Arc<str>, u8)>,
    /// After a field's name as an item of redis-cli's numbered reply (`1) "email"`, as `HGETALL` and `CONFIG
    /// GET` print a hash's fields and values in turn): the name of the value on the next line.
    reply_field: Option<Arc<str>>,
    /// Whether the redis-cli reply being read is a list of names (`HKEYS`, `KEYS`: its second item is a
    /// field's name the lexicon knows, like its first), not a hash's fields and values (`user`, `alice`).
    reply_list: bool,
    /// Below a heading that names what its items are, with nothing after its colon (`Principals:` in
    /// `ssh-keygen -L`, the items indented below it): the heading's name and indent.
    heading_items: Option<(Arc<str>, usize)>,
    /// After a line that ends with the colon of a phrase naming a secret or an address, its value to come on
    /// the next line (`Your new password is:`, `Neue Anschrift:`, as mails and reports write them): the
    /// phrase, the line's indent, and how many more lines the value may run over (an address writes its
    /// street, then its postal code and town).
    value_below: Option<(Arc<str>, usize, u8)>,
    /// Among cracklib's verdicts on candidate passwords, after one that gave a reason: an accepted
    /// candidate (`x: OK`) is a password too.
    password_checks: bool,
    /// Below `oathtool -v`'s `Digits: N`: the one-time passwords it prints one per line have N digits.
    otp_digits: u8,
    /// Below `Digits: N`, whether the blank line oathtool prints before its passwords has passed.
    otp_blank_seen: bool,
    /// After lines of a text in base64 wrapped over lines: the end of the text they decode to.
    base64_text: Option<Arc<str>>,
    /// Inside a public key or a certificate armoured over lines (`-----BEGIN PUBLIC KEY-----`, RFC 4716's
    /// `---- BEGIN SSH2 PUBLIC KEY ----`, PuTTY's `Public-Lines: N`): public by what they declare, however
    /// random their lines look, as far as the encoding's own lengths reach.
    public_key: PublicKeyLines,
}

/// What an armoured public key's lines so far say about the next (see [`LineContext::public_key`]).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
struct PublicKeyLines {
    /// The encoding the armour declares; `None` outside a block.
    armour: Option<Armour>,
    /// How many more base64 lines may come (PuTTY's count, or a bound), or header lines before them.
    lines: u16,
    /// The first base64 line's width (0 before it): every line but the last is exactly as wide.
    width: u16,
    /// The base64 characters the encoding's own lengths still call for: the last line has exactly these.
    left: u32,
}

/// What an armoured block's base64 encodes, which its first line must show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Armour {
    /// DER (PEM's public keys and certificates): an ASN.1 SEQUENCE, whose length says how long the block is,
    /// opening with a SEQUENCE or a non-zero INTEGER (a private key's opens with its version, 0).
    Der,
    /// An SSH public key's blob (RFC 4253): its first field names a public-key algorithm, whose fields'
    /// lengths say how long the blob is.
    Ssh,
}

/// What the lines of an argument vector read so far say about the next element.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
struct ArgumentLines {
    /// How many of a connection's flags the vector has shown.
    connection_flags: u8,
    /// What the line above's flag names (the next element is its value), and whether that flag is short.
    value_of: Option<(&'static str, bool)>,
    /// The elements so far, joined by spaces as a command line (bounded by [`MAX_ARGV_TEXT`]).
    words: Option<Arc<str>>,
    /// Whether an element so far was an option (`-p`, `--host=x`): the vector is a command's, and the next
    /// element is read as the command line's next word.
    flagged: bool,
}

/// The longest command line carried as an argument vector's elements so far.
const MAX_ARGV_TEXT: usize = 512;

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
            record_block: _,
            expanded_record,
            secret_dump,
            mail_code_expected,
            frame_opened,
            frame_source,
            argv,
            continued_literal,
            erlang_frame,
            named_value,
            reply_field,
            reply_list: _,
            heading_items,
            value_below,
            password_checks,
            otp_digits,
            otp_blank_seen: _,
            base64_text,
            public_key,
        } = self;
        pending_key.is_none()
            && form_field.is_none()
            && *sasl_replies == 0
            && *codes_expected == 0
            && account_block.is_none()
            && expanded_record.is_none()
            && secret_dump.is_none()
            && *mail_code_expected == 0
            && !frame_opened
            && frame_source.is_none()
            && argv.value_of.is_none()
            && !argv.flagged
            && continued_literal.is_none()
            && erlang_frame.is_none()
            && named_value.is_none()
            && reply_field.is_none()
            && heading_items.is_none()
            && value_below.is_none()
            && !password_checks
            && *otp_digits == 0
            && base64_text.is_none()
            && public_key.armour.is_none()
    }
}

impl Redactor {
    /// The spans to replace in `text` (one line or several) read in `context`, which it leaves as the
    /// lines leave it. A text of several lines is searched as one text (a JSON document or a stack trace
    /// across its lines, a table with its header), except the lines to which a line above gives another
    /// context (rows under a header that ended an earlier text too), which are read in it.
    pub fn find_in_context(&self, text: &str, context: &mut LineContext) -> Found {
        if !text.contains('\n') {
            return read_line(Some(self), text, context);
        }
        // The lines read in a context: where each is, and what was found in it.
        let mut in_context: Vec<(usize, usize, Found)> = Vec::new();
        // Rows under a header that ended an earlier text are read with it: this text's search cannot.
        let inherited_header = context.table_header.clone();
        let mut start = 0;
        for line in text.split('\n') {
            let end = start + line.len();
            // (A line whose own position says what it holds is read as a line: a secret's name with its
            // bytes after it, `MK dump:\t51 84 …`.)
            let read_as_line = grammar::secret_bytes_heading(line).is_some();
            if !read_as_line
                && context.found_in_the_whole()
                && (context.table_header.is_none() || context.table_header != inherited_header)
            {
                read_line(None, line, context);
            } else {
                in_context.push((start, end, read_line(Some(self), line, context)));
            }
            start = end + 1;
        }
        let whole = self.find(text);
        if in_context.is_empty() { whole } else { with_lines(whole, in_context) }
    }

    /// The spans of a line whose value (from `value_start` to its end) belongs to the key `name`: found as
    /// `name: value`, in the line's positions.
    fn find_field(&self, name: &str, line: &str, value_start: usize) -> Found {
        let mut found = self.find_after(&format!("{name}: "), &line[value_start..]);
        shift(&mut found, value_start);
        found
    }

    /// The spans of `text` found with `before` (a line and its newline, or a key and its `=`, that give it
    /// context) in front of it, as one text.
    fn find_after(&self, before: &str, text: &str) -> Found {
        let offset = before.len();
        let below = self.find(&format!("{before}{text}"));
        let spans = below
            .spans
            .into_iter()
            .filter(|span| span.start >= offset)
            .map(|span| Span { start: span.start - offset, end: span.end - offset, ..span })
            .collect();
        let protected = below
            .protected
            .into_iter()
            .filter(|(_, end)| *end > offset)
            .map(|(start, end)| (start.saturating_sub(offset), end - offset))
            .collect();
        Found { spans, protected }
    }
}

/// `whole` (found in a whole text) joined with what was found in each of `lines` alone (in order, each
/// its start, its end and its finds in the line's positions): a line's span replaces the whole text's
/// spans it overlaps inside its line (the context knows better what the line holds), except one that
/// reaches beyond the line; the whole text's other spans stay (a value found elsewhere in the text and
/// repeated in the line is still taken there). One pass and binary searches: a text may have many lines.
fn with_lines(whole: Found, lines: Vec<(usize, usize, Found)>) -> Found {
    let mut from_lines: Vec<(Span, usize, usize)> = Vec::new();
    let mut protected = whole.protected;
    // Lines the context found to be a diagnostic value whole (a public key's base64): nothing of the whole
    // text's is taken inside them.
    let mut kept_lines = Vec::new();
    for (line_start, line_end, found) in lines {
        if found.protected.iter().any(|&(start, end)| start == 0 && end >= line_end - line_start) {
            kept_lines.push((line_start, line_end));
        }
        for span in found.spans {
            from_lines.push((
                Span { start: span.start + line_start, end: span.end + line_start, ..span },
                line_start,
                line_end,
            ));
        }
        protected.extend(found.protected.into_iter().map(|(start, end)| (start + line_start, end + line_start)));
    }
    // The whole text's spans that reach beyond the line of a line's span they overlap win over it.
    let crossing = crate::Overlaps::new(
        whole
            .spans
            .iter()
            .filter(|w| {
                let first = from_lines.partition_point(|(l, _, _)| l.end <= w.start);
                from_lines[first..]
                    .iter()
                    .take_while(|(l, _, _)| l.start < w.end)
                    .any(|(_, s, e)| w.start < *s || w.end > *e)
            })
            .map(|w| (w.start, w.end)),
    );
    from_lines.retain(|(l, _, _)| !crossing.overlap(l.start, l.end));
    let taken = crate::Overlaps::new(from_lines.iter().map(|(l, _, _)| (l.start, l.end)).chain(kept_lines));
    let mut spans: Vec<Span> = whole.spans.into_iter().filter(|w| !taken.overlap(w.start, w.end)).collect();
    spans.extend(from_lines.into_iter().map(|(l, _, _)| l));
    spans.sort_by_key(|span| span.start);
    Found { spans, protected }
}

/// One line in `context`, which it advances; with a redactor, the line's spans (without, only the
/// context: nothing is searched).
fn read_line(redactor: Option<&Redactor>, text: &str, context: &mut LineContext) -> Found {
    let base64_before = context.base64_text.take();
    let mut found = read_line_alone(redactor, text, context);
    // A text in base64 wrapped over lines (a property list's `<data>`, a mail's part, PEM): each line decodes
    // to a piece of the text, and a secret the pieces split is found in the text the lines so far make
    // (`{"access_token": "202d…` above `…5f", "token_type": …`): the line that holds a part of it is taken.
    if let Some((start, end, decoded)) = crate::encoded::base64_line(text) {
        let before = base64_before.as_deref().unwrap_or("");
        let joined = format!("{before}{decoded}");
        if let Some(redactor) = redactor
            && !before.is_empty()
            && let Some(span) = redactor
                .find(&joined)
                .spans
                .into_iter()
                .find(|span| span.end > before.len() && span.label.starts_with("SECRET"))
        {
            take_as(&mut found, start, end, span.label);
        }
        // (The text so far is kept to its last bytes: a value split over more is long past.)
        let from = joined.len().saturating_sub(MAX_BASE64_CARRIED);
        let from = (from..joined.len()).find(|at| joined.is_char_boundary(*at)).unwrap_or(joined.len());
        context.base64_text = Some(Arc::from(&joined[from..]));
    }
    found
}

/// The most decoded text carried from a base64 text's lines to the next.
const MAX_BASE64_CARRIED: usize = 256;

/// A public key's or certificate's armour lines, at most (a 16384-bit RSA key's PEM has fewer than 50).
const PUBLIC_KEY_LINES: u16 = 256;
/// Header lines before an armoured block's base64, at most (RFC 4716's `Comment:` and `Subject:`).
const MAX_ARMOUR_HEADERS: u16 = 4;

/// The block a line opens as a public key or a certificate: PEM's (RFC 7468) `-----BEGIN PUBLIC KEY-----`,
/// `… RSA PUBLIC KEY-----`, `… CERTIFICATE-----`; RFC 4716's `---- BEGIN SSH2 PUBLIC KEY ----`; and PuTTY's
/// key file's `Public-Lines: N` (its public half, N lines; its `Private-Lines` are not). (OpenPGP's blocks
/// are not read: their packets' lengths do not say where the block ends.)
fn public_key_opening(line: &str) -> Option<PublicKeyLines> {
    let line = line.trim();
    let block = |armour, lines| Some(PublicKeyLines { armour: Some(armour), lines, width: 0, left: 0 });
    if let Some(count) = line.strip_prefix("Public-Lines: ") {
        let lines = count.parse::<u16>().ok().filter(|n| (1..=PUBLIC_KEY_LINES).contains(n))?;
        return block(Armour::Ssh, lines);
    }
    if line == "---- BEGIN SSH2 PUBLIC KEY ----" {
        return block(Armour::Ssh, PUBLIC_KEY_LINES);
    }
    let name = line.strip_prefix("-----BEGIN ")?.strip_suffix("-----")?;
    if !name.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b' ') {
        return None;
    }
    (name.ends_with("PUBLIC KEY") || name.ends_with("CERTIFICATE")).then_some(())?;
    block(Armour::Der, PUBLIC_KEY_LINES)
}

/// How many base64 characters the block holds, when its first line shows what its armour declares and
/// the encoding's lengths are in it: DER's outer SEQUENCE (X.690's definite form), or an SSH blob's
/// fields (a length before each; how many, by its algorithm).
fn opens_armoured(armour: Armour, line: &str) -> Option<u32> {
    use base64::Engine;
    let whole = &line[..line.len() - line.len() % 4];
    let bytes = base64::engine::general_purpose::STANDARD.decode(whole).ok()?;
    let total = match armour {
        Armour::Der => {
            let (header, length) = der_header(&bytes)?;
            let inner = *bytes.get(header)?;
            // (Not a private key's body: its first field is its version, `02 01 00`.)
            let private = bytes.get(header..header + 3) == Some(&[0x02, 0x01, 0x00][..]);
            (bytes[0] == 0x30 && (inner == 0x30 || inner == 0x02) && !private).then_some(header + length)?
        }
        Armour::Ssh => {
            let field = |at: usize| -> Option<usize> {
                Some(u32::from_be_bytes(bytes.get(at..at + 4)?.try_into().ok()?) as usize)
            };
            let kind_length = field(0)?;
            let kind = bytes.get(4..4 + kind_length)?;
            let fields = match kind {
                b"ssh-ed25519" | b"ssh-ed448" => 1,
                b"ssh-rsa" | b"sk-ssh-ed25519@openssh.com" => 2,
                _ if kind.starts_with(b"ecdsa-sha2-") => 2,
                _ => return None,
            };
            let mut at = 4 + kind_length;
            for _ in 0..fields {
                at += 4 + field(at)?;
            }
            at
        }
    };
    u32::try_from(total.div_ceil(3) * 4).ok()
}

/// The length of a DER element's header and of its content (X.690's definite form, up to three length
/// bytes).
fn der_header(bytes: &[u8]) -> Option<(usize, usize)> {
    let first = *bytes.get(1)?;
    match first {
        0..=0x7f => Some((2, usize::from(first))),
        0x81..=0x83 => {
            let count = usize::from(first - 0x80);
            let length = bytes.get(2..2 + count)?.iter().fold(0, |n, b| n << 8 | usize::from(*b));
            Some((2 + count, length))
        }
        _ => None,
    }
}

/// Whether the line is base64 only (a wrapped line of a key's or a certificate's encoding).
fn base64_only(line: &str) -> bool {
    let line = line.trim();
    !line.is_empty() && line.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'='))
}

fn read_line_alone(redactor: Option<&Redactor>, text: &str, context: &mut LineContext) -> Found {
    let find = |before: Option<&str>| match (redactor, before) {
        (None, _) => Found::default(),
        (Some(redactor), None) => redactor.find(text),
        (Some(redactor), Some(before)) => redactor.find_after(before, text),
    };
    // A public key's or a certificate's lines: public, kept whatever they look like, once the first shows
    // what the armour declares.
    if let Some(block) = public_key_opening(text) {
        context.public_key = block;
        return find(None);
    }
    let block = std::mem::take(&mut context.public_key);
    if let Some(armour) = block.armour {
        let line = text.trim();
        let length = u16::try_from(line.len()).unwrap_or(u16::MAX);
        let length_u32 = u32::from(length);
        // Every line as wide as the first, but the last, which holds exactly what the lengths call for.
        let next = if !base64_only(line) {
            None
        } else if block.width == 0 {
            opens_armoured(armour, line).and_then(|total| {
                let left = total.checked_sub(length_u32)?;
                Some(PublicKeyLines { lines: block.lines - 1, width: length, left, ..block })
            })
        } else if length == block.width && length_u32 < block.left || length <= block.width && length_u32 == block.left
        {
            Some(PublicKeyLines { lines: block.lines - 1, left: block.left - length_u32, ..block })
        } else {
            None
        };
        if let Some(next) = next {
            if next.lines > 0 && next.left > 0 {
                context.public_key = next;
            }
            return redactor.map_or_else(Found::default, |redactor| redactor.find_in(text, Some(true)));
        }
        // Before the first base64 line, a few of the armour's headers (`Comment: "…"`); anything else ends it.
        let header = line.split_once(": ").is_some_and(|(name, _)| {
            name.starts_with(|c: char| c.is_ascii_alphabetic())
                && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
        });
        if block.width == 0 && header && block.lines > PUBLIC_KEY_LINES - MAX_ARMOUR_HEADERS {
            context.public_key = PublicKeyLines { lines: block.lines - 1, ..block };
        }
    }
    // (Only the line right below a value's heading may hold its value.)
    let value_below = context.value_below.take();
    if context.secret_dump.is_some() && text.trim() == "*" {
        // hexdump's line for repeated lines: the dump goes on.
        return Found::default();
    }
    // A traceback with its variables: a value marked under the source line is the value of the name it
    // is marked under (`connect(user, pw)`, then `│        └ 'secret'`), found as `pw: 'secret'`.
    // (A frame without its source line is followed by the next frame's line.)
    if std::mem::take(&mut context.frame_opened) && !grammar::traceback_frame(text) {
        context.frame_source = (text.len() <= 512).then(|| Arc::from(text));
    } else if let Some(source) = context.frame_source.take()
        && let Some((column, value_start)) = grammar::variable_mark(text)
    {
        let found = match (redactor, grammar::name_at_column(&source, column)) {
            (Some(redactor), Some(name)) => redactor.find_field(name, text, value_start),
            _ => find(None),
        };
        context.frame_source = Some(source);
        return found;
    }
    context.frame_opened = grammar::traceback_frame(text);
    if let Some(label) = context.secret_dump.take()
        && let Some(start) = grammar::hex_dump_bytes(text)
    {
        context.secret_dump = Some(label);
        return Found { spans: vec![Span { start, end: text.len(), priority: 0, label }], protected: Vec::new() };
    }
    if table::expanded_record_start(text) {
        context.expanded_record = Some(Arc::from(""));
        return Found::default();
    }
    if context.expanded_record.is_some() && table::expanded_rule(text) {
        return Found::default();
    }
    if let Some(last) = context.expanded_record.take() {
        // `display_name | Karin Svensson` is the column's value, found as `display_name: Karin Svensson`.
        let field = match table::expanded_field(text) {
            Some((name, value_start)) => Some((Arc::from(name), value_start)),
            None => table::expanded_continuation(text).filter(|_| !last.is_empty()).map(|at| (last, at)),
        };
        if let Some((name, value_start)) = field {
            let found = redactor.map(|r| r.find_field(&name, text, value_start)).unwrap_or_default();
            context.expanded_record = Some(name);
            return found;
        }
    }
    // An item below its heading, indented deeper (`Principals:`, then `        alice`): found as
    // `Principals: alice`. (An item is one word: a member below, `username: app` under `auth:`, is a field
    // of its own.)
    let indent = text.len() - text.trim_start().len();
    let item = text.trim();
    if let Some((name, heading_indent)) = context.heading_items.take()
        && indent > heading_indent
        && !item.is_empty()
        && !item.contains([' ', '\t', ':', '='])
    {
        let found = found_after_and_alone(redactor, &format!("{name}: "), text, indent);
        context.heading_items = Some((name, heading_indent));
        return found;
    }
    if let Some(name) = item_heading(text) {
        context.heading_items = Some((Arc::from(name), indent));
    }
    // A value on the line below the phrase that names it (`Your new password is:`, then the password): found
    // as `Your new password is: …`. (Not a member of a structure below its parent's name, `auth:` above
    // `password: x`, nor an indented list; but a digest wrapped below its diagnostic name may be indented to
    // the column of the values above it, and only a digest's or an id's shape is kept there.)
    let diagnostic = value_below
        .as_ref()
        .is_some_and(|(phrase, _, _)| lexicon::role_of_key(phrase.trim_end_matches(':')) == lexicon::Role::Diagnostic);
    if let Some((phrase, phrase_indent, lines_left)) = value_below
        && (indent <= phrase_indent || diagnostic)
        && (!diagnostic || crate::shape::digest_shaped(item))
        && value_line(item, lines_left)
    {
        let found = found_after_and_alone(redactor, &format!("{phrase} "), text, indent);
        context.value_below = (lines_left > 1).then(|| (phrase, phrase_indent, lines_left - 1));
        // (`lines_left` 0 is a secret's one line: nothing after it.)
        return found;
    }
    context.value_below = value_heading(text).map(|(phrase, lines)| (Arc::from(phrase), indent, lines));
    // A hash's value in redis-cli's reply, below its field's name (`1) "email"`, `2) "x"`): found as
    // `email: "x"`. (An odd item is a field's name, the even one after it its value.)
    // (A reply whose second item is a known field's name like its first is a list of names, `HKEYS` or
    // `KEYS`: none of its items is a value.)
    let reply = reply_item(text);
    let field = context.reply_field.take();
    context.reply_list &= reply.is_some_and(|(index, _)| index > 1);
    if let Some((index, start)) = reply {
        let item = text[start..].trim_end().trim_matches('"');
        context.reply_list |=
            index == 2 && field.is_some() && reply_name(item) && lexicon::role_of_key(item) != lexicon::Role::Neutral;
        if !context.reply_list {
            if let Some(name) = field.filter(|_| index % 2 == 0) {
                return found_after_and_alone(redactor, &format!("{name}: "), text, start);
            }
            if index % 2 == 1 && field_name(item) {
                context.reply_field = Some(Arc::from(item));
            }
        }
    }
    // A value named on a line above (`- name: DB_PASSWORD`, then `value: x`): found as `DB_PASSWORD: x`.
    // (A YAML block scalar's indicator, `value: >-`, puts the value on the next line: 0 lines left.)
    if let Some((name, left)) = context.named_value.take() {
        if left == 0 {
            let start = text.len() - text.trim_start().len();
            return found_after_and_alone(redactor, &format!("{name}: "), text, start);
        }
        if let Some((value_start, value_end)) = value_member(text) {
            if matches!(text[value_start..].trim_end(), "|" | ">" | "|-" | ">-" | "|+" | ">+") {
                context.named_value = Some((name, 0));
                return find(None);
            }
            // (An element's value ends at its closing tag.)
            return found_after_and_alone(redactor, &format!("{name}: "), &text[..value_end], value_start);
        }
        if left > 1 {
            context.named_value = Some((name, left - 1));
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
        Some((_, 0)) if text.starts_with("--") => None,
        Some((name, 0)) => Some(name),
        // The part's other headers, then the blank line that ends them.
        Some((name, left)) => {
            if text.trim().is_empty() {
                context.form_field = Some((name, 0));
            } else if left > 1 {
                context.form_field = Some((name, left - 1));
            }
            None
        }
        None => None,
    };
    // A literal continued from the line above: its text is searched after that line's, as one literal.
    // (A literal that is a key, `'password': …`, starts a field of its own.)
    let continued = context.continued_literal.take().and_then(|(head, quote)| {
        let open = text.len() - text.trim_start().len();
        let close = memchr::memchr(quote, &text.as_bytes()[(open + 1).min(text.len())..]).map(|p| open + 1 + p);
        let key = close.is_some_and(|close| text[close + 1..].trim_start().starts_with([':', '=']));
        (open > 0 && text.as_bytes().get(open) == Some(&quote) && !key).then_some((head, quote, open + 1))
    });
    if let Some((head, quote, start)) = continued {
        let found = found_after_and_alone(redactor, &head, text, start);
        context.continued_literal = wrapped_literal(text, start).and_then(|close| {
            let joined = format!("{head}{}", &text[start..close]);
            (joined.len() <= MAX_CONTINUED_LITERAL).then(|| (Arc::from(joined), quote))
        });
        return found;
    }
    // The lines of an Erlang frame's arguments: found after the frame's lines above, as one line. (The
    // printer indents what it continues; a line that is not, or a frame longer than a few lines, ends it.)
    let frame_head = context.erlang_frame.take().filter(|_| text.starts_with([' ', '\t']));
    let joined = match &frame_head {
        Some((head, _)) => format!("{head} {}", text.trim()),
        None => String::new(),
    };
    let left = frame_head.as_ref().map_or(ERLANG_FRAME_LINES, |(_, left)| left.saturating_sub(1));
    let frame_so_far = if frame_head.is_some() { joined.as_str() } else { text.trim() };
    if left > 0 && frame_so_far.len() <= MAX_CONTINUED_LITERAL && calls::erlang_frame_open(frame_so_far) {
        context.erlang_frame = Some((Arc::from(frame_so_far), left));
    }
    if let Some((head, _)) = frame_head {
        return found_after_and_alone(redactor, &format!("{head} "), text, 0);
    }
    let mut found = match (context.pending_key.take(), form_value) {
        // A form field's value: found as `name=value`.
        (_, Some(name)) => find(Some(&format!("{name}="))),
        // The value of the key that ended the line above: found with that line, as one text.
        (Some(key_line), None) => find(Some(&format!("{key_line}\n"))),
        (None, None) => match (&context.account_block, &context.record_block) {
            (Some((opening, _)), _) => find(Some(&format!("{opening}\n"))),
            (None, Some((record, indent))) if record_field(text, *indent) => find(Some(&format!("{record}\n"))),
            (None, _) => find(None),
        },
    };
    // (Only the fields whose names say they hold personal data are carried: they are what makes the
    // record a person's; the others would only make every field's search longer.)
    context.record_block = match context.record_block.take() {
        Some((record, indent)) if record_field(text, indent) => {
            if personal_field(text)
                && record.len() + text.len() < MAX_RECORD_BLOCK
                && memchr::memchr_iter(b'\n', record.as_bytes()).count() < MAX_RECORD_FIELDS
            {
                Some((Arc::from(format!("{record}\n{text}")), indent))
            } else {
                Some((record, indent))
            }
        }
        _ => record_heading(text).map(|indent| (Arc::from(text), indent)),
    };
    context.account_block = match records::account_block_line(text) {
        Some(true) => Some((Arc::from(text.trim()), ACCOUNT_BLOCK_LINES)),
        Some(false) => None,
        None => context.account_block.take().filter(|(_, left)| *left > 1).map(|(opening, left)| (opening, left - 1)),
    };
    if let Some(name) = form_data_field(text) {
        context.form_field = Some((Arc::from(name), FORM_PART_HEADERS + 1));
    }
    // `AUTH LOGIN`, then the account and the password in base64 on lines of their own.
    match grammar::sasl_exchange(text) {
        grammar::Sasl::Starts(replies) => context.sasl_replies = replies,
        // The server's prompt between the replies changes nothing.
        grammar::Sasl::Prompt => {}
        grammar::Sasl::Reply(start, end) if context.sasl_replies > 0 => {
            context.sasl_replies -= 1;
            take_as_credential(&mut found, start, end);
        }
        // (The base64 line that follows a decoded reply counts it.)
        grammar::Sasl::Decoded(start, end) if context.sasl_replies > 0 => take_as_credential(&mut found, start, end),
        _ => context.sasl_replies = 0,
    }
    // A one-time code on a line of its own below a mail's subject about signing in.
    if grammar::subject_announces_a_code(text) {
        context.mail_code_expected = 4;
    } else if context.mail_code_expected > 0 {
        context.mail_code_expected -= 1;
        if let Some((start, end)) = grammar::bare_code_line(text) {
            take_as_credential(&mut found, start, end);
            context.mail_code_expected = 0;
        }
    }
    // cracklib's verdicts: below one that gave a reason, an accepted candidate (`x: OK`) is a password too.
    // (A verdict whose candidate cannot be one, `Hello: it is too short`, goes on with the batch.)
    match grammar::password_verdict(text) {
        Some((candidate, reason)) if reason || context.password_checks => {
            if let Some(end) = candidate {
                take_as(&mut found, 0, end, "SECRET:password");
            }
            // (Such a verdict keeps a batch going but starts none: `ValueError: it is too short` is Python's.)
            context.password_checks |= candidate.is_some();
        }
        _ => context.password_checks = false,
    }
    // `oathtool -v`: below `Digits: N`, the settings it prints (`Window size: 3`) and one blank line, each
    // line of N digits is a one-time password.
    if let Some(digits) = grammar::otp_digits_heading(text) {
        context.otp_digits = digits;
        context.otp_blank_seen = false;
    } else if context.otp_digits > 0 {
        let code = text.trim();
        if code.len() == usize::from(context.otp_digits) && code.bytes().all(|b| b.is_ascii_digit()) {
            let start = text.len() - text.trim_start().len();
            take_as(&mut found, start, start + code.len(), "SECRET:otp");
            context.otp_blank_seen = true;
        } else if code.is_empty() && !context.otp_blank_seen {
            context.otp_blank_seen = true;
        } else if code.is_empty() || context.otp_blank_seen || !oathtool_setting(code) {
            context.otp_digits = 0;
        }
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
            take_as_credential(&mut found, start, end);
        }
    }
    context.argv = match argv_element(text) {
        Some((start, end)) => {
            let word = &text[start..end];
            let ArgumentLines { connection_flags, value_of, words, flagged } = std::mem::take(&mut context.argv);
            let flagged = flagged || word.starts_with('-');
            // The element read as the next word of the command line the elements so far make (`sshpass -p`,
            // then the password): what a command's grammar finds there, where the line alone found nothing.
            // (A list of settings after a long option, Docker's `--secret id=npmrc,src=.npmrc`, names where a
            // secret is.)
            let settings = word.contains('=') && word.contains(',');
            if let (Some(redactor), Some(words), true, false) = (redactor, &words, flagged, settings) {
                let mut command = redactor.find_after(&format!("{words} "), word);
                shift(&mut command, start);
                let taken = crate::Overlaps::new(found.spans.iter().map(|span| (span.start, span.end)));
                let added: Vec<Span> =
                    command.spans.into_iter().filter(|span| !taken.overlap(span.start, span.end)).collect();
                for span in added {
                    take_as(&mut found, span.start, span.end, span.label);
                }
            }
            let words = match words {
                Some(words) if words.len() + word.len() < MAX_ARGV_TEXT => Arc::from(format!("{words} {word}")),
                _ => Arc::from(word),
            };
            let value = match (value_of, structure::attached_password(word)) {
                (Some((label, short)), _) => Some((start, label, short)),
                (None, Some(_)) => Some((start + 2, "SECRET:password", false)),
                (None, None) => None,
            };
            if let Some((start, label, short)) = value
                && structure::connection_value_shaped(label, &text[start..end], short)
            {
                take_as(&mut found, start, end, label);
            }
            let connection_flags = connection_flags.saturating_add(u8::from(structure::is_connection_flag(word)));
            // As on a command line, a short flag counts as a connection's beside another of its flags.
            let short = word.len() == 2;
            let value_of = structure::connection_flag_names(word)
                .or_else(|| structure::secret_flag(word))
                .filter(|_| !short || connection_flags >= 2)
                .map(|label| (label, short));
            ArgumentLines { connection_flags, value_of, words: Some(words), flagged }
        }
        None => ArgumentLines::default(),
    };
    context.secret_dump = grammar::secret_heading(text);
    if let Some((label, start)) = grammar::secret_bytes_heading(text) {
        take_as(&mut found, start, text.trim_end().len(), label);
        context.secret_dump = Some(label);
    }
    // (A secret's name may have a line or two between it and its value, as a parameter's type; another
    // name's value comes right below it: `name: username` above `type: string` and `value: required` is a
    // schema's field.)
    if let Some(name) = value_name(text) {
        let secret = matches!(lexicon::role_of_key(name), lexicon::Role::Secret { .. });
        context.named_value = Some((Arc::from(name), if secret { NAMED_VALUE_LINES } else { 1 }));
    }
    context.table_header = table::header_line(text).map(Arc::from);
    let trimmed = text.trim_end();
    if trimmed.ends_with("]=>") && trimmed.len() <= 256 {
        context.pending_key = Some(Arc::from(trimmed));
    }
    // (Only a line of a printed structure or of code, indented or opening a bracket, is one whose literal
    // may go on below.)
    if text.starts_with([' ', '\t', '{', '[', '('])
        && text.len() <= MAX_CONTINUED_LITERAL
        && let Some(close) = wrapped_literal(text, 0)
    {
        context.continued_literal = Some((Arc::from(&text[..close]), text.as_bytes()[close]));
    }
    whole_token_secret(text, &mut found);
    found
}

/// The longest record carried as the lines above its next field (longer records are read line by line
/// from there on).
const MAX_RECORD_BLOCK: usize = 1024;
/// The most fields carried (each field is searched with those above it).
const MAX_RECORD_FIELDS: usize = 8;

/// A distinguished name's heading alone on its line (`subject=`, `issuer=`, `Subject:`, as OpenSSL's
/// multi-line name format prints a certificate's names): its indentation. (Not any heading: after an
/// e-mail field, a configuration's `description` or `name` would be read as a person's.)
fn record_heading(line: &str) -> Option<usize> {
    let body = line.trim();
    let name = body.strip_suffix(['=', ':'])?;
    ["subject", "issuer", "subject name", "issuer name"]
        .iter()
        .any(|heading| heading.eq_ignore_ascii_case(name))
        .then(|| line.len() - line.trim_start().len())
}

/// A field of a record under a heading indented `heading_indent`: indented deeper, `name = value` or
/// `name: value`.
fn record_field(line: &str, heading_indent: usize) -> bool {
    let body = line.trim_start();
    if line.len() - body.len() <= heading_indent {
        return false;
    }
    body.find(['=', ':'])
        .is_some_and(|separator| field_name(body[..separator].trim_end()) && !body[separator + 1..].trim().is_empty())
}

/// Whether a record's field is named as personal data (`streetAddress`, `emailAddress`, `telephoneNumber`).
fn personal_field(line: &str) -> bool {
    let body = line.trim_start();
    body.find(['=', ':']).is_some_and(|separator| {
        matches!(lexicon::role_of_key(body[..separator].trim_end()), lexicon::Role::Personal { .. })
    })
}

/// The name a line gives the value on a line below it: an entry's `name` or `key` (`- name: DB_PASSWORD`,
/// Kubernetes' environment; `"Name": "/prod/db/password"`, a parameter store's path, by its last segment), or
/// JSON Patch's `path` (RFC 6902: the value is the member the pointer ends with, `"/customer/name"`).
fn value_name(line: &str) -> Option<&str> {
    // A TDB dump's record (`tdbdump`: `key(31) = "SECRETS/MACHINE_PASSWORD/HQ"`, its `data(…)` below): the
    // part of the key's path that names a secret, as Samba's `secrets.tdb` names its entries. (The first
    // part of a longer path is the store's own name, not the entry's.)
    if let Some(path) = tdb_dump_field(line, "key") {
        let path = path.strip_suffix("\\00").unwrap_or(path);
        return path
            .split('/')
            .skip(usize::from(path.contains('/')))
            .find(|part| matches!(lexicon::role_of_key(part), lexicon::Role::Secret { .. }) && field_name(part));
    }
    // An Apple property list's `<key>Password</key>`, its value's element on the next line.
    if let Some(name) = plist_element(line, "key") {
        return (name.len() <= 64 && field_name(name)).then_some(name);
    }
    let (key, value) = member(line)?;
    let name = if key.eq_ignore_ascii_case("name") || key.eq_ignore_ascii_case("key") {
        value.rsplit('/').next()?
    } else if key.eq_ignore_ascii_case("path") {
        value.strip_prefix('/')?.rsplit('/').next()?
    } else {
        return None;
    };
    (!name.is_empty()
        && name.len() <= 64
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.')))
    .then_some(name)
}

/// A line that holds one member of a structure (`key: value`, `"key": "value",`, a YAML list's `- key:
/// value`): its key and its value, unquoted.
fn member(line: &str) -> Option<(&str, &str)> {
    fn unquote(text: &str) -> &str {
        let text = text.trim();
        ['"', '\'']
            .iter()
            .find_map(|quote| text.strip_prefix(*quote).and_then(|inner| inner.strip_suffix(*quote)))
            .unwrap_or(text)
    }
    let body = line.trim();
    let body = body.strip_prefix("- ").unwrap_or(body).trim_start();
    let body = body.strip_suffix(',').unwrap_or(body);
    let (key, value) = body.split_once(':')?;
    let key = unquote(key);
    field_name(key).then(|| (key, unquote(value)))
}

/// Where the value of a line's `value` member starts and ends (`value: x`, `"Value": "x",`, a property
/// list's `<string>x</string>`), if the line holds one.
fn value_member(line: &str) -> Option<(usize, usize)> {
    if let Some(data) = tdb_dump_field(line, "data") {
        return Some((data.as_ptr() as usize - line.as_ptr() as usize - 1, line.len()));
    }
    if let Some(value) = ["string", "integer", "real", "date"].iter().find_map(|kind| plist_element(line, kind)) {
        let start = value.as_ptr() as usize - line.as_ptr() as usize;
        return Some((start, start + value.len()));
    }
    let body = line.trim_start();
    let body = body.strip_prefix("- ").unwrap_or(body);
    let (key, rest) = match body.as_bytes().first()? {
        quote @ (b'"' | b'\'') => {
            let close = 1 + memchr::memchr(*quote, &body.as_bytes()[1..])?;
            (&body[1..close], &body[close + 1..])
        }
        _ => body.split_at(body.find(':')?),
    };
    let value = rest.trim_start().strip_prefix(':')?.trim_start();
    (key.eq_ignore_ascii_case("value") && !value.is_empty()).then(|| (line.len() - value.len(), line.len()))
}

/// The text of a property list's element of `kind` alone on its line (`<string>x</string>`, as Apple's
/// plist format writes a dictionary's keys and their values one per line).
fn plist_element<'a>(line: &'a str, kind: &str) -> Option<&'a str> {
    let body = line.trim().strip_prefix('<')?.strip_prefix(kind)?.strip_prefix('>')?;
    let value = body.strip_suffix('>')?.strip_suffix(kind)?.strip_suffix("</")?;
    (!value.is_empty() && !value.contains('<')).then_some(value)
}

/// The quoted text of a TDB dump's `key(N) = "…"` or `data(N) = "…"` line (as `tdbdump` prints a record's
/// key and value, bytes outside ASCII's printable ones escaped as `\HH`), without its quotes.
fn tdb_dump_field<'a>(line: &'a str, field: &str) -> Option<&'a str> {
    let rest = line.trim().strip_prefix(field)?.strip_prefix('(')?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let quoted = rest[digits..].strip_prefix(") = \"")?.strip_suffix('"')?;
    (digits > 0).then_some(quoted)
}

/// A name as redis keys and hash fields are named (`email`, `created_at`, `user:42:session`), not a value.
fn reply_name(item: &str) -> bool {
    (1..=64).contains(&item.len())
        && item.starts_with(|c: char| c.is_ascii_lowercase())
        && item.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'_' | b':'))
}

/// A heading with nothing after its colon whose name says the items below it are people, accounts or
/// machines (`Principals:`): its name. (A heading the lexicon knows nothing of, `Extensions:`, says nothing
/// of its items; one that names secrets, `credentials:`, `keys:`, lists the secrets' names.)
fn item_heading(line: &str) -> Option<&str> {
    let name = line.trim().strip_suffix(':')?;
    (field_name(name)
        && !name.contains(' ')
        && matches!(
            lexicon::role_of_key(name),
            lexicon::Role::Personal { .. } | lexicon::Role::AccountId | lexicon::Role::Infrastructure
        ))
    .then_some(name)
}

/// A line that is only a phrase naming a secret or an address, ended by its colon, with nothing after it
/// (`Your new password is:`, `Kennwort:`, `Neue Anschrift:`): the line, trimmed. The phrase is named by
/// its last word before any copula. With the lines its value may run over: an address's three (street,
/// postal code and town, country), a secret's one. (A name below its heading is as often a team's or a
/// product's, `Owner:` above `Team Platform`: not read.)
fn value_heading(line: &str) -> Option<(&str, u8)> {
    let trimmed = line.trim();
    let phrase = trimmed.strip_suffix(':')?;
    if phrase.len() > 80 || phrase.contains([':', '=', '"', '\'', '(', '[', '{', '<']) {
        return None;
    }
    let last = phrase.split_whitespace().rev().find(|word| !structure::is_copula(word))?;
    match lexicon::role_of_key(last) {
        lexicon::Role::Personal { label: "ADDRESS" } => Some((trimmed, 3)),
        lexicon::Role::Secret { .. } => Some((trimmed, 0)),
        // A digest or a commit wrapped below its name (`…/app@sha256:`, `Commit:`): found after the name
        // alone, which keeps it. (A name, not a phrase: `credential for the export job:` names no job id.)
        _ if phrase.split_whitespace().count() > 2 => None,
        _ if lexicon::role_of_key(phrase) == lexicon::Role::Diagnostic => Some((trimmed, 0)),
        _ => {
            let named = last.rsplit(['@', '/']).next().filter(|named| !named.is_empty())?;
            let before = phrase.strip_suffix(named)?;
            (lexicon::role_of_key(named) == lexicon::Role::Diagnostic).then(|| (&trimmed[before.len()..], 0))
        }
    }
}

/// Whether a line below a value's heading is its value (`lines_left`: 0 below a secret's, the address's
/// lines left below an address's). A secret is one token no dictionary knows: the line below a prompt
/// (`Password:`) is the program's answer (`Sorry, try again.`, `ERROR 1045 …`), never the password. An
/// address's line is a few words with a number (a street and its number, a postal code and its town),
/// not a structure's member (`auth:` above `password: x`) nor a table's header.
fn value_line(item: &str, lines_left: u8) -> bool {
    if item.is_empty() || starts_with_field(item) {
        return false;
    }
    if lines_left == 0 {
        let word = item.trim_end_matches(['.', '!']);
        return !item.contains(char::is_whitespace) && !dictionary::is_english_word(word);
    }
    item.split_whitespace().count() <= 5
        && item.bytes().any(|b| b.is_ascii_digit())
        && !item.starts_with(['|', '+', '-'])
}

/// Whether a line starts with a field's name and its separator (`password: x`, `user=x`, `- name: x`).
fn starts_with_field(item: &str) -> bool {
    let item = item.strip_prefix("- ").unwrap_or(item);
    item.find([':', '=']).is_some_and(|at| field_name(item[..at].trim_end()))
}

/// An item of redis-cli's numbered reply (`  3) "email"`, the number right-aligned; in a nested reply, as
/// `XRANGE` prints one, the innermost number: `   2) 1) "password"`): its number and where its quoted text
/// starts.
fn reply_item(line: &str) -> Option<(usize, usize)> {
    let mut body = line.trim_start();
    loop {
        let digits = body.bytes().take_while(u8::is_ascii_digit).count();
        // (redis-cli pads a number to its list's widest: `2)  1) "password"`.)
        let rest = body[digits..].strip_prefix(") ").filter(|_| digits > 0)?.trim_start();
        let index = body[..digits].parse().ok()?;
        if rest.starts_with('"') {
            return rest.trim_end().ends_with('"').then(|| (index, line.len() - rest.len()));
        }
        body = rest;
    }
}

/// A field's or heading's name: a word or a few, of letters, digits, `_`, `-`, `.`, at most 40 bytes.
fn field_name(name: &str) -> bool {
    (1..=40).contains(&name.len())
        && name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b' ' | b'_' | b'-' | b'.'))
}

/// What `text` holds from `start` when found after `head` (the lines above that give it context), with
/// what the line holds by itself where that found nothing.
fn found_after_and_alone(redactor: Option<&Redactor>, head: &str, text: &str, start: usize) -> Found {
    let mut found = redactor.map(|r| r.find_after(head, &text[start..])).unwrap_or_default();
    shift(&mut found, start);
    let alone = redactor.map(|r| r.find(text)).unwrap_or_default();
    // (What the name above says is diagnostic stays, whatever the line alone makes of it.)
    let taken = crate::Overlaps::new(
        found.spans.iter().map(|span| (span.start, span.end)).chain(found.protected.iter().copied()),
    );
    found.spans.extend(alone.spans.into_iter().filter(|span| !taken.overlap(span.start, span.end)));
    found.spans.sort_by_key(|span| span.start);
    found
}

/// The longest text carried as a literal continued on the next line (longer lines are read alone).
const MAX_CONTINUED_LITERAL: usize = 4096;
/// The lines an Erlang frame's arguments may continue over: the printer breaks a list at about 80 columns.
const ERLANG_FRAME_LINES: u8 = 8;

/// Where the string literal that ends `line` (after `from`) closes, when it was wrapped before its end: the
/// line ends with a quote and the literal's text before it ends with a space (a wrap at a word's end, as
/// `pprint` wraps), so it is a closing quote and a literal may follow on the next line.
fn wrapped_literal(line: &str, from: usize) -> Option<usize> {
    let trimmed = line.trim_end();
    let close = trimmed.len().checked_sub(1)?;
    let bytes = trimmed.as_bytes();
    (close > from + 1
        && matches!(bytes[close], b'"' | b'\'')
        && bytes[close - 1] == b' '
        && bytes[close - 2] != bytes[close])
        .then_some(close)
}

/// Moves a line part's finds to the line's positions (the part starts at `offset`).
fn shift(found: &mut Found, offset: usize) {
    for span in &mut found.spans {
        (span.start, span.end) = (span.start + offset, span.end + offset);
    }
    for range in &mut found.protected {
        *range = (range.0 + offset, range.1 + offset);
    }
}

/// The element of an argument vector printed on a line of its own: a quoted string and its comma
/// (`    "-u",`), or a YAML list item (`- "-u"`, `- --host`); where the element's text is.
fn argv_element(line: &str) -> Option<(usize, usize)> {
    let trimmed = line.trim();
    let offset = line.len() - line.trim_start().len();
    let (item, at) = match trimmed.strip_prefix("- ").or_else(|| indexed_argv_element(trimmed)) {
        Some(rest) => (rest.trim_start(), offset + trimmed.len() - rest.trim_start().len()),
        None => (trimmed, offset),
    };
    let item = item.strip_suffix(',').unwrap_or(item);
    // (GNU tools quote in the locale's quotation marks: `‘-u’`.)
    let quotes = [('"', '"'), ('\'', '\''), ('\u{2018}', '\u{2019}')];
    if let Some((open, close)) = quotes.into_iter().find(|(open, close)| {
        item.len() >= open.len_utf8() + close.len_utf8() && item.starts_with(*open) && item.ends_with(*close)
    }) {
        let inner = &item[open.len_utf8()..item.len() - close.len_utf8()];
        let at = at + open.len_utf8();
        return (!inner.contains(['"', '\'', ' ', open, close])).then_some((at, at + inner.len()));
    }
    // A bare YAML item: one word, and only as a list item.
    (at > offset && !item.is_empty() && !item.contains([' ', '"', '\'', ':'])).then_some((at, at + item.len()))
}

/// The element after an argument vector's index (`arg[2]= ‘-u’`, GNU env's `-v`; `argv[1]="x"`).
fn indexed_argv_element(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("argv[").or_else(|| line.strip_prefix("arg["))?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let rest = rest[digits..].strip_prefix(']').filter(|_| digits > 0)?;
    rest.trim_start().strip_prefix('=')
}

/// `start..end` of a line, a credential by its position: it replaces what the line's search found there.
fn take_as_credential(found: &mut Found, start: usize, end: usize) {
    take_as(found, start, end, "SECRET:credential");
}

/// `start..end` of a line, a value its position says is `label`'s: it replaces what the line's search found
/// there.
fn take_as(found: &mut Found, start: usize, end: usize, label: &'static str) {
    found.spans.retain(|span| span.end <= start || span.start >= end);
    found.spans.push(Span { start, end, priority: 0, label });
    found.spans.sort_by_key(|span| span.start);
}

/// The longest part of a one-token line before a password found in it that is taken with it.
const MAX_TOKEN_REMNANT: usize = 3;

/// A line that is one token (a password `pass` prints alone, `XZ,yz50^wdtOOfA`): a password judged by its
/// shape in the token's end is the whole token, when a separator cut it from a few characters before it
/// that hold a letter and neither name it nor quote it (`token=x` keeps its key, `"x"` its quotes). (A
/// token of a known format has exact edges; a number, a longer part or one after the password is a field of
/// its own: `42,<password>`, `<password>,ok`, `42,ok,<token>`.)
fn whole_token_secret(line: &str, found: &mut Found) {
    let [span] = found.spans.as_slice() else { return };
    let token = line.trim();
    if span.label != "SECRET:password" || token.is_empty() || token.bytes().any(|b| b.is_ascii_whitespace()) {
        return;
    }
    let start = line.len() - line.trim_start().len();
    let end = start + token.len();
    let span = &mut found.spans[0];
    let before = &line[start..span.start.max(start)];
    let structural =
        |c: char| matches!(c, '=' | ':' | '|' | '/' | '"' | '\'' | '`' | '(' | ')' | '[' | ']' | '{' | '}' | '<' | '>');
    if span.end == end
        && before.len() <= MAX_TOKEN_REMNANT
        && before.bytes().any(|b| b.is_ascii_alphabetic())
        && !before.contains(structural)
    {
        (span.start, span.end) = (start, end);
    }
}

/// One of the settings `oathtool -v` prints between `Digits:` and its passwords (`Window size: 3`, `Step size
/// (seconds): 30`, `TOTP mode: SHA1`; a blank line follows the counter).
fn oathtool_setting(line: &str) -> bool {
    const SETTINGS: &[&str] =
        &["Window size", "Step size (seconds)", "Start time", "Current time", "Counter", "Start counter", "TOTP mode"];
    line.split_once(": ").is_some_and(|(name, value)| SETTINGS.contains(&name) && !value.is_empty())
}

/// The field a multipart/form-data part's `Content-Disposition` line names (not a file's).
fn form_data_field(line: &str) -> Option<&str> {
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
    (!name.is_empty() && name.len() <= 64).then_some(name)
}
