//! Structure: the keys and values of a text in whatever syntax writes them — JSON and its nesting, Python and
//! Ruby reprs, logfmt, `key: value` headers, query strings and form bodies, `;`-separated connection strings,
//! XML elements and attributes, name/value records (`{"name": "DB_PASSWORD", "value": "…"}`), command-line
//! flags and prose (`password is 'x'`, `API key X`). Each value is judged by its key ([`crate::lexicon`]);
//! each quoted string and each percent-encoded value is searched again after undoing its encoding, to a
//! bounded depth, so a secret inside a JSON document logged as a string, or inside a URL carried in a query
//! parameter, is found and replaced in the original text.
//!
//! One pass over the bytes; a key's role is looked up only where a separator follows a word.

use crate::Context;
use crate::Span;
use crate::dictionary;
use crate::lexicon::{self, Role};
use crate::shape;
use crate::view::{self, View};

/// Placeholder priority of values found by their key (lower wins at the same start).
const KEY_PRIORITY: u8 = 4;
/// How many quoted strings inside quoted strings are searched (each level is a strict part of the one above).
const MAX_NESTING: u8 = 12;
/// The longest a quoted string may be searched for its closing quote.
const MAX_STRING: usize = 1 << 20;

/// A key seen, waiting for its value.
#[derive(Debug, Clone, Copy)]
struct Pending {
    role: Role,
    /// The key names an authorization header value: the value may start with a scheme word.
    authorization: bool,
    /// The key names cookies: the value is `name=value` pairs, each judged by its name.
    cookie: bool,
    /// The key is `PWD`, which shells and sudo use for the working directory.
    working_directory: bool,
    /// The key is a bare `name` (a person's in a record about a person).
    plain_name: bool,
    /// The key is a bare `account` (the account of a credential in the same record).
    account: bool,
    /// A space came before the key's colon (French typography, or a sentence's colon): only a value shaped
    /// like a credential or a code is one (`mot de passe : expiré` says what happened to it).
    spaced_colon: bool,
    /// The key is an exception's or error's class (`ExpiredJwtException`): its value is a message.
    exception: bool,
    /// The key is a word that places a host (`from`, `node`, `upstream`).
    host_word: bool,
    /// The key names a Windows domain (`Account Domain`, `domain`).
    domain: bool,
    /// The key is a host's name itself (`host`, `hostname`, journald's `_HOSTNAME`): a bare word under it is
    /// the host's name (`"host":"vm"`), as syslog's header field is.
    host_name: bool,
    /// The key names a signature or a MAC (`X-Hub-Signature-256`, `sig`, `hmac`): a digest under it is
    /// keyed.
    signature: bool,
}

impl Pending {
    fn new(role: Role) -> Pending {
        Pending {
            role,
            authorization: false,
            cookie: false,
            working_directory: false,
            plain_name: false,
            account: false,
            spaced_colon: false,
            exception: false,
            host_word: false,
            domain: false,
            host_name: false,
            signature: false,
        }
    }

    fn of_key(key: &str, role: Role) -> Pending {
        let bare = key.trim_matches(|c| c == '"' || c == '\'');
        Pending {
            role,
            authorization: is_authorization_key(key),
            cookie: is_cookie_key(key),
            working_directory: key.eq_ignore_ascii_case("pwd"),
            // (So is a person's section's `name`: git's `user.name`, `author.name` and `committer.name`.)
            plain_name: match bare.rsplit_once('.') {
                Some((section, last)) => {
                    last.eq_ignore_ascii_case("name")
                        && (section.eq_ignore_ascii_case("committer")
                            || matches!(lexicon::role_of_key(section), Role::Personal { .. }))
                }
                None => bare.eq_ignore_ascii_case("name"),
            },
            account: bare.eq_ignore_ascii_case("account"),
            spaced_colon: false,
            exception: {
                let key = key.as_bytes();
                ends_with_ignore_case(key, b"exception") || ends_with_ignore_case(key, b"error")
            },
            host_word: is_host_preposition(bare),
            domain: ends_with_ignore_case(bare.as_bytes(), b"domain"),
            host_name: matches!(bare.trim_start_matches('_').to_ascii_lowercase().as_str(), "host" | "hostname"),
            signature: bare
                .as_bytes()
                .windows(3)
                .any(|w| w.eq_ignore_ascii_case(b"sig") || w.eq_ignore_ascii_case(b"mac")),
        }
    }
}

/// A `{…}` object, `<…>` tag or the whole text, for name/value records.
#[derive(Debug, Default, Clone, Copy)]
struct Scope {
    /// What the record's name field said its value is.
    named: Option<Role>,
    /// The value field seen before the name field (view positions).
    value: Option<(usize, usize)>,
    /// The record holds an e-mail address, a phone number, a street address, a birth date or an identity
    /// number: it is about a person.
    personal: bool,
    /// A `name` whose value is shaped like a person's name, seen before the record showed it is a person's.
    person_name: Option<(usize, usize, &'static str)>,
    /// The record holds a credential under a key that names it.
    credential: bool,
    /// An `account` whose value is shaped like an account's name, seen before the record's credential.
    account: Option<(usize, usize)>,
    /// The object or list is a `name`'s value: its fields are the name's parts (`{"family": …, "given":
    /// […]}` as FHIR's HumanName, SCIM and many APIs write a person's name).
    name_parts: bool,
    /// The byte that closes the scope.
    closer: u8,
}

/// The open scopes, innermost last: a fixed stack (no allocation per text; deeper nesting than it holds
/// shares the innermost scope).
struct Scopes {
    items: [Scope; 12],
    len: usize,
}

impl Scopes {
    fn new() -> Scopes {
        // The whole text is the outermost scope.
        Scopes { items: [Scope::default(); 12], len: 1 }
    }

    fn len(&self) -> usize {
        self.len
    }

    fn last(&self) -> Option<&Scope> {
        self.items[..self.len].last()
    }

    fn last_mut(&mut self) -> Option<&mut Scope> {
        self.items[..self.len].last_mut()
    }

    fn push(&mut self, scope: Scope) {
        if self.len < self.items.len() {
            self.items[self.len] = scope;
            self.len += 1;
        }
    }

    fn pop(&mut self) {
        self.len = self.len.saturating_sub(1).max(1);
    }
}

struct Scanner<'a, 'c, 'r> {
    redactor: &'r crate::Redactor,
    view: View<'a>,
    bytes: &'a [u8],
    ctx: &'c mut Context,
    scopes: Scopes,
    nesting: u8,
    /// Whether the text holds any secret word's stem at all (else no word of its prose can name a secret).
    has_stems: bool,
    /// Where the last apostrophe that closed nothing was opened, where its search stopped, and whether a
    /// line's end stopped it: no apostrophe in between closes a string either (the search from a later one
    /// reads the same bytes), so a text of many such apostrophes is searched once, not once for each.
    unclosed_apostrophe: std::cell::Cell<Option<(usize, usize, bool)>>,
    /// The last bare value measured with no bracket in it, of other keys' and of secrets' (greedy): where
    /// it began and where it ended.
    last_bare_value: [std::cell::Cell<Option<(usize, usize)>>; 2],
    /// How many more bytes values with brackets in them may be walked (see `bare_value_end`).
    bracket_walk_left: std::cell::Cell<usize>,
    /// The next `%` at or after a position (see `percent_within`).
    next_percent: NextByte,
    /// The next `;` at or after a position (a cookie header's pair's end, see `cookie_value`).
    next_semicolon: NextByte,
    /// The last authorization parameters read whole (see `auth_parameters`).
    last_auth_parameters: std::cell::Cell<Option<(usize, usize)>>,
    /// The last value searched percent-decoded (see `search_percent_encoded`).
    last_percent_decoded: std::cell::Cell<Option<(usize, usize)>>,
    /// Whether the text holds a closing tag, so that its markup is rendered (see `renders_tag_at`): looked
    /// for once per text, not at every secret's name before a tag.
    closing_tag: std::cell::OnceCell<bool>,
    /// The last cookie header's value read whole (see `cookie_value`).
    last_cookie_value: std::cell::Cell<Option<(usize, usize)>>,
    /// The next line break at or after a position (see `line_end`).
    next_line_break: NextByte,
}

/// Searches `view` for values named by their keys, recursing into quoted and encoded values.
pub(crate) fn scan(redactor: &crate::Redactor, view: View<'_>, ctx: &mut Context, nesting: u8, has_stems: bool) {
    let mut scanner = Scanner {
        redactor,
        view,
        bytes: view.text.as_bytes(),
        ctx,
        scopes: Scopes::new(),
        nesting,
        has_stems,
        unclosed_apostrophe: std::cell::Cell::new(None),
        last_bare_value: [std::cell::Cell::new(None), std::cell::Cell::new(None)],
        bracket_walk_left: std::cell::Cell::new(4 * view.text.len() + 4096),
        next_percent: NextByte::new(b'%'),
        next_semicolon: NextByte::new(b';'),
        last_auth_parameters: std::cell::Cell::new(None),
        last_percent_decoded: std::cell::Cell::new(None),
        closing_tag: std::cell::OnceCell::new(),
        last_cookie_value: std::cell::Cell::new(None),
        next_line_break: NextByte::either(b'\n', b'\r'),
    };
    scanner.run();
}

fn is_key_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b'[' | b']' | b'$' | b'@') || b >= 0x80
}

/// An HTML element of phrasing content that marks up a value (`<code>`, `<b>`, `<kbd class="x">`, as
/// Markdown renderers and HTML reports write them) opening `bytes`: its opening tag's length and its name as
/// written (the closing tag repeats it).
fn inline_element(bytes: &[u8]) -> Option<(usize, &str)> {
    const ELEMENTS: &[&str] =
        &["code", "tt", "kbd", "samp", "var", "b", "strong", "em", "i", "u", "mark", "span", "small", "font"];
    let rest = bytes.strip_prefix(b"<")?;
    let name_length = rest.iter().take(8).take_while(|b| b.is_ascii_alphabetic()).count();
    let name = std::str::from_utf8(&rest[..name_length]).ok()?;
    if !ELEMENTS.iter().any(|element| element.eq_ignore_ascii_case(name)) {
        return None;
    }
    // (Attributes, within a tag's usual length.)
    let close = match rest.get(name_length)? {
        b'>' => name_length,
        b' ' => name_length + memchr::memchr(b'>', &rest[name_length..rest.len().min(name_length + 256)])?,
        _ => return None,
    };
    Some((close + 2, name))
}

/// Whether the value after a flag naming an account (`USER`) or a host has that shape; a short flag's host
/// must look like a machine's name (a dash, a digit or two dots), as `-h` also means "help".
fn flag_value_shaped(label: &str, value: &str, short: bool) -> bool {
    match label {
        // (A synopsis names what goes there: `psql [-U user] [dbname]`, `-U username`.)
        "USER" => {
            personal_account(value)
                && !["user", "username", "name", "login", "role", "account", "dbuser"]
                    .iter()
                    .any(|placeholder| value.trim_end_matches(']').eq_ignore_ascii_case(placeholder))
        }
        _ => {
            is_host_name(value)
                && (!short
                    || value.starts_with(|c: char| c.is_ascii_alphabetic())
                        && (value.bytes().any(|b| b == b'-' || b.is_ascii_digit())
                            || value.bytes().filter(|b| *b == b'.').count() >= 2))
        }
    }
}

/// Whether `word` is one of a database or network client's connection flags: one that names an account,
/// a host or a password (`-u`, `--host`), a lone `-p`/`-P`, or an attached `-pSECRET`.
pub(crate) fn is_connection_flag(word: &str) -> bool {
    connection_flag_names(word).is_some() || matches!(word, "-p" | "-P") || attached_password(word).is_some()
}

/// Whether a command line's word runs a database or file-share client whose manual gives `-u`/`-U` to
/// the account and `-h` to the host (PostgreSQL's and MySQL's client programs, Samba's, SQL Server's),
/// by name or by path, quoted or not: there one of these flags alone names an account or a host.
fn account_client(word: &str) -> bool {
    let word = word.trim_matches(['\'', '"']);
    let program = word.rsplit(['/', '\\']).next().unwrap_or(word);
    let program = program.strip_suffix(".exe").unwrap_or(program);
    matches!(
        program,
        "psql"
            | "pg_dump"
            | "pg_dumpall"
            | "pg_restore"
            | "pg_basebackup"
            | "pg_isready"
            | "pgbench"
            | "createdb"
            | "dropdb"
            | "createuser"
            | "dropuser"
            | "vacuumdb"
            | "reindexdb"
            | "clusterdb"
            | "mysql"
            | "mysqldump"
            | "mysqladmin"
            | "mysqlimport"
            | "mysqlshow"
            | "mysqlcheck"
            | "mariadb"
            | "mariadb-dump"
            | "mariadb-admin"
            | "smbclient"
            | "rpcclient"
            | "smbmap"
            | "smbcacls"
            | "smbget"
            | "sqlcmd"
            | "bcp"
            | "osql"
            | "isql"
            | "cqlsh"
            | "clickhouse-client"
    )
}

/// The password of an attached `-pSECRET` (MySQL's clients), as written.
pub(crate) fn attached_password(word: &str) -> Option<&str> {
    word.strip_prefix("-p").filter(|value| !value.is_empty() && !value.starts_with('-'))
}

/// What the value after a connection flag is (`-u x`: an account), if the flag names one; a lone `-p`
/// names none (MySQL's clients then prompt, and the next word is the database).
pub(crate) fn connection_flag_names(flag: &str) -> Option<&'static str> {
    match flag {
        "-u" | "-U" | "--user" | "--username" => Some("USER"),
        "-h" | "-H" | "-S" | "--host" => Some("HOST"),
        "--password" => Some("SECRET:password"),
        _ => None,
    }
}

/// The label of the value after a long flag that names a secret by its words (`--db-password`,
/// `--api-token`, `--client-secret`), as a program's argument vector holds it.
pub(crate) fn secret_flag(flag: &str) -> Option<&'static str> {
    let name = flag.strip_prefix("--").filter(|name| {
        name.len() >= 2 && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_'))
    })?;
    match lexicon::role_of_key(name) {
        Role::Secret { label, .. } => Some(label),
        _ => None,
    }
}

/// Whether the value after a connection flag has the shape of what the flag names (`label`, from
/// [`connection_flag_names`]); `short`: the flag is one letter.
pub(crate) fn connection_value_shaped(label: &str, value: &str, short: bool) -> bool {
    // Another flag, a shell variable, a format's placeholder or a template is no value.
    !value.contains('\\')
        && !value.starts_with(['-', '$', '%', '<', '{'])
        && match label {
            secret if secret.starts_with("SECRET:") => crate::shape::credential_after_flag(value),
            _ => flag_value_shaped(label, value, short),
        }
}

fn is_space(b: u8) -> bool {
    b == b' ' || b == b'\t'
}

/// A name written in snake case (`refresh_token`, `expires_at`, `db.password`): lower-case words of letters
/// joined by `_` or `.`, the first starting with a letter.
fn is_snake_case_name(value: &str) -> bool {
    value.contains(['_', '.'])
        && value.starts_with(|c: char| c.is_ascii_lowercase())
        && value.split(['_', '.']).all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_lowercase()))
}

/// Whether a value is a mask that a program printed in a secret's place: mask characters (`*********`,
/// `XXXXXXXXXX`, `••••`), perhaps with a note (`*********(redacted)`), or a bracketed word that says so
/// (`'[HIDDEN]'`, `<redacted>`, `[FILTERED]`). Nothing of a secret is in it, and it shows where one was.
pub(crate) fn is_mask(value: &str) -> bool {
    let v = value.trim().trim_matches(['\'', '"']);
    if v.is_empty() || v.len() > 64 {
        return false;
    }
    let unmasked = v.trim_start_matches(['*', 'x', 'X', '#', '\u{2022}']);
    let mask_characters = &v[..v.len() - unmasked.len()];
    let marked = mask_characters.contains(['*', '#', '\u{2022}']) || mask_characters.len() >= 4;
    let note = |word: &str| {
        let lower = word.to_ascii_lowercase();
        // (A value's extent may stop before the closing bracket: `…(redacted`.)
        let inner =
            lower.strip_prefix(['[', '(', '<']).map_or("", |rest| rest.strip_suffix([']', ')', '>']).unwrap_or(rest));
        MASK_WORDS.contains(&inner)
    };
    (mask_characters.len() >= 3 && marked && (unmasked.is_empty() || note(unmasked))) || note(v)
}

/// The words that programs print in a removed value's place, bare or bracketed (`[REDACTED]`, `<hidden>`).
const MASK_WORDS: &[&str] = &[
    "redacted",
    "hidden",
    "filtered",
    "masked",
    "protected",
    "omitted",
    "removed",
    "sanitized",
    "scrubbed",
    "snip",
    "snipped",
    "elided",
    "withheld",
    "censored",
    "suppressed",
];

/// Where the next of one or two bytes is at or after a position, remembered: asked again from a later
/// position before that occurrence, the answer is the same, so a run of values that each reach the same
/// end costs that run's length once.
struct NextByte {
    bytes: [u8; 2],
    last: std::cell::Cell<Option<(usize, Option<usize>)>>,
}

impl NextByte {
    fn new(byte: u8) -> NextByte {
        NextByte::either(byte, byte)
    }

    fn either(first: u8, second: u8) -> NextByte {
        NextByte { bytes: [first, second], last: std::cell::Cell::new(None) }
    }

    fn at_or_after(&self, bytes: &[u8], from: usize) -> Option<usize> {
        match self.last.get() {
            Some((asked, at)) if asked <= from && at.is_none_or(|at| at >= from) => at,
            _ => {
                let [first, second] = self.bytes;
                let at = memchr::memchr2(first, second, &bytes[from..]).map(|p| from + p);
                self.last.set(Some((from, at)));
                at
            }
        }
    }
}

/// Whether `start..end` lies inside the range last recorded in `last`, to the same end and from a later
/// start (a header written again inside the value of the last one read, whose later parts were read
/// then); otherwise the range is recorded.
fn inside_last_to_same_end(last: &std::cell::Cell<Option<(usize, usize)>>, start: usize, end: usize) -> bool {
    let inside = last.get().is_some_and(|(last_start, last_end)| last_end == end && last_start < start);
    if !inside {
        last.set(Some((start, end)));
    }
    inside
}

/// The longest word a sentence that names a value is read over (`password for user bob: …`).
const MAX_SENTENCE_WORD: usize = 256;

/// The longest bare value a key that names no secret is read as one field of (see `Scanner::bare_value`).
const MAX_FIELD_VALUE: usize = 1024;

/// Values that say nothing: empty, null-like, booleans, masks and template placeholders.
fn is_trivial(value: &str) -> bool {
    // A quoted mask is a mask (`'[HIDDEN]'`).
    let v = value.trim().trim_matches(['\'', '"']);
    // (So is a placeholder in angle brackets: `<none>`, `<redacted>`.)
    let v = v.strip_prefix('<').and_then(|v| v.strip_suffix('>')).unwrap_or(v);
    if v.is_empty() || v.len() > 8192 {
        return v.is_empty();
    }
    // (Lower-cased on the stack: this runs for every value whose key has a role.)
    let mut buffer = [0u8; 16];
    let lower = match buffer.get_mut(..v.len()) {
        Some(slot) => {
            slot.copy_from_slice(v.as_bytes());
            slot.make_ascii_lowercase();
            std::str::from_utf8(slot).unwrap_or("")
        }
        None => "",
    };
    if matches!(
        lower,
        "null"
            | "none"
            | "nil"
            | "undefined"
            | "true"
            | "false"
            | "yes"
            | "no"
            | "on"
            | "off"
            | "enabled"
            | "disabled"
            | "-"
            | "n/a"
            | "na"
            | "secret"
            | "password"
            | "changeme"
            | "***"
            | "?"
            | "%s"
            | "empty"
            | "not set"
            | "unset"
            // A level that heads the rest of the message (Dovecot's `auth: Debug: client in: …`: the
            // process, then the level): no value of the word before it.
            | "trace:"
            | "debug:"
            | "info:"
            | "notice:"
            | "warn:"
            | "warning:"
            | "error:"
            | "fatal:"
            | "panic:"
    ) || MASK_WORDS.contains(&lower)
        || is_mask(v)
    {
        return true;
    }
    // Mask characters, possibly followed by a note (`*********(redacted)`).
    let unmasked = v.trim_start_matches(['*', 'x', 'X', '#', '.', '\u{2022}']);
    let masked = unmasked.is_empty() || (unmasked.len() < v.len() && is_mask(unmasked));
    let template = (v.starts_with("${") || v.starts_with("{{") || v.starts_with("%(") || v.starts_with("<%"))
        || (v.starts_with('<') && v.ends_with('>') && !v.contains(' '))
        || (v.starts_with('[')
            && v.ends_with(']')
            && v.len() <= 24
            && v[1..v.len() - 1].bytes().all(|b| b.is_ascii_uppercase() || b == b'_'))
        || (v.starts_with(':') && v.len() > 1 && v[1..].bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'))
        || (v.starts_with('$')
            && v.len() > 1
            && v[1..].bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_'));
    // A public-key algorithm's name (`ssh-ed25519` before its blob, `(ED25519 SHA256:…)` as ssh-keygen
    // prints a fingerprint's key type) names a kind of key. Exact names only: `ssh-Deploy2024!` is a password.
    let kind = v.trim_start_matches('(').trim_end_matches(')');
    let kind = kind.strip_suffix("-cert-v01@openssh.com").unwrap_or(kind);
    let algorithm = [
        "ssh-ed25519",
        "ssh-rsa",
        "ssh-dss",
        "ecdsa-sha2-nistp256",
        "ecdsa-sha2-nistp384",
        "ecdsa-sha2-nistp521",
        "sk-ssh-ed25519@openssh.com",
        "sk-ecdsa-sha2-nistp256@openssh.com",
        "rsa-sha2-256",
        "rsa-sha2-512",
        "rsa",
        "dsa",
        "ecdsa",
        "ed25519",
        "ed448",
        "ecdsa-sk",
        "ed25519-sk",
    ]
    .iter()
    .any(|a| kind.eq_ignore_ascii_case(a));
    masked || template || algorithm
}

/// Words that open an `Authorization` value, before the credential.
fn is_auth_scheme(word: &str) -> bool {
    matches!(
        word.to_ascii_lowercase().as_str(),
        "bearer"
            | "basic"
            | "digest"
            | "token"
            | "negotiate"
            | "ntlm"
            | "apikey"
            | "api-key"
            | "aws4-hmac-sha256"
            | "hmac"
            | "hmac-sha256"
            | "signature"
            | "oauth"
            | "sharedkey"
            | "sharedkeylite"
            | "sas"
            | "dpop"
            | "mac"
            | "key"
            | "sso-key"
            | "klaviyo-api-key"
            | "splunk"
            | "ssws"
            | "gitlab-ci-token"
    )
}

/// Whether an infrastructure key's value part is a host name (not a word, a version or a number).
pub(crate) fn is_host_name(value: &str) -> bool {
    // A bare word (`nginx`, `primary`) is no host name: names of hosts carry a digit, a dash or a dot.
    host_shaped(value) && value.bytes().any(|b| b.is_ascii_digit() || matches!(b, b'-' | b'.'))
}

/// A host's name with its domain (`auth3.dc1.example.org`): labels that end in a top-level domain. It names
/// a machine, not a secret, whatever its labels say (`auth`, `vault`, `keys`).
fn domain_name(word: &str) -> bool {
    // (`db.pw`, `ldap.bind.pw`: a top-level domain that is also a secret's word ends a key.)
    word.rsplit_once('.')
        .is_some_and(|(_, last)| crate::rules::is_tld(last.as_bytes()) && !lexicon::role_of_key(last).names_secret())
        && is_host_name(word)
}

/// What a host's name may be, a bare word included (`vm`, `gw`): letters, digits, `-`, `.`, `_`; no
/// placeholder (`localhost`, `unknown`), UUID or version.
fn host_shaped(value: &str) -> bool {
    let v = value.trim_end_matches('.');
    let bytes = v.as_bytes();
    if !(2..=253).contains(&bytes.len())
        || !bytes.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_'))
        || !bytes.iter().any(u8::is_ascii_alphabetic)
        || !bytes[0].is_ascii_alphanumeric()
    {
        return false;
    }
    let lower = v.to_ascii_lowercase();
    if matches!(
        lower.as_str(),
        "localhost" | "unknown" | "none" | "null" | "default" | "local" | "any" | "all" | "self"
    ) {
        return false;
    }
    // A UUID (a Kubernetes object's UID in `pod=name(uid)`, a request's id), not a host.
    let uuid = bytes.len() == 36
        && bytes
            .iter()
            .enumerate()
            .all(|(i, b)| if matches!(i, 8 | 13 | 18 | 23) { *b == b'-' } else { b.is_ascii_hexdigit() });
    if uuid {
        return false;
    }
    // A version (`v1.2.3`, `1.27`), not a host.
    let version = lower.trim_start_matches('v');
    if version.split('.').all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())) {
        return false;
    }
    true
}

/// A range of hosts as Slurm and pdsh write them: a name's prefix, then numbers and ranges in brackets
/// (`cn[019-031]`, `gpu[1,4-7]`).
fn is_host_range(value: &str) -> bool {
    let Some((prefix, rest)) = value.split_once('[') else { return false };
    let Some(ranges) = rest.strip_suffix(']') else { return false };
    !prefix.is_empty()
        && prefix.len() <= 63
        && prefix.as_bytes()[0].is_ascii_alphabetic()
        && prefix.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
        && !ranges.is_empty()
        && ranges.bytes().all(|b| b.is_ascii_digit() || matches!(b, b',' | b'-'))
        && ranges.bytes().any(|b| b.is_ascii_digit())
}

/// A container's name as Docker generates it (`pensive_lovelace`: an adjective and a surname joined by
/// `_`), or a host's name.
pub(crate) fn is_container_name(value: &str) -> bool {
    let generated = value.split_once('_').is_some_and(|(left, right)| {
        left.len() >= 3
            && right.len() >= 3
            && left.bytes().all(|b| b.is_ascii_lowercase())
            && right.bytes().all(|b| b.is_ascii_lowercase())
    });
    generated || is_host_name(value)
}

/// The length of a Python string literal's prefix (`b`, `rb`, `u`, `f`: one or two of those letters, any
/// case) at the start of `bytes`, when a quote follows it.
fn python_string_prefix(bytes: &[u8]) -> Option<usize> {
    let letters =
        bytes.iter().take(2).take_while(|b| matches!(b.to_ascii_lowercase(), b'b' | b'r' | b'u' | b'f')).count();
    (letters > 0 && matches!(bytes.get(letters), Some(b'\'' | b'"'))).then_some(letters)
}

impl<'a> Scanner<'a, '_, '_> {
    fn text(&self, start: usize, end: usize) -> &'a str {
        &self.view.text[start..end]
    }

    fn push(&mut self, start: usize, end: usize, label: &'static str, priority: u8) {
        if start >= end {
            return;
        }
        let (start, end) = self.view.original(start, end);
        self.ctx.spans.push(Span { start, end, priority, label });
    }

    fn protect(&mut self, start: usize, end: usize, full: bool) {
        let (start, end) = self.view.original(start, end);
        self.ctx.protected.push(crate::Protected { start, end, full });
    }

    fn skip_spaces(&self, mut at: usize) -> usize {
        while at < self.bytes.len() && is_space(self.bytes[at]) {
            at += 1;
        }
        at
    }

    /// Erlang's and Elixir's tagged tuples (`{passphrase, <<"x">>}`, `{:password, "x"}`), a proplist's pairs:
    /// an atom right after `{` and a comma make the atom the key of what follows (the comma's length).
    fn tuple_pair_comma(&self, start: usize, end: usize) -> Option<usize> {
        let b = self.bytes;
        if b.get(end) != Some(&b',') || b.get(end + 1) != Some(&b' ') || !b[start].is_ascii_lowercase() {
            return None;
        }
        let opening = b[..start].iter().rposition(|c| !matches!(c, b' ' | b':'))?;
        (b[opening] == b'{' && b[start..end].iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_')).then_some(1)
    }

    /// Whether what follows `at` on its line is one word (spaces around it).
    fn one_word_to_line_end(&self, at: usize) -> bool {
        let start = self.skip_spaces(at);
        let end = self.line_end(start);
        let word = self.text(start, end).trim_end();
        !word.is_empty() && !word.contains(char::is_whitespace)
    }

    /// The closing `)` of a key's short qualifier opened at `open` (`(alt)`, `(old)`, `(prod, read-only)`):
    /// a few words on the key's line, nothing nested or quoted.
    fn qualifier_end(&self, open: usize) -> Option<usize> {
        let inner = &self.bytes[open + 1..self.bytes.len().min(open + 34)];
        let close = memchr::memchr(b')', inner)?;
        let words = &inner[..close];
        (!words.is_empty() && !words.iter().any(|b| matches!(b, b'(' | b'"' | b'\'' | b'\n' | b'\r' | b'=' | b':')))
            .then_some(open + 1 + close)
    }

    /// The length of a key/value separator at `at` (`=`, `:`, `=>`, `:=`, `==>`), if one is there.
    fn separator(&self, at: usize) -> Option<usize> {
        let b = self.bytes;
        match (b.get(at), b.get(at + 1), b.get(at + 2)) {
            (Some(b'='), Some(b'>'), _) => Some(2),
            // JShell's `name ==> value` (a variable and what it holds).
            (Some(b'='), Some(b'='), Some(b'>')) => Some(3),
            (Some(b'='), Some(b'='), _) => None,
            (Some(b'='), _, _) => Some(1),
            (Some(b':'), Some(b'='), _) => Some(2),
            // LDIF (RFC 2849) writes a value in base64 after `::` (`cn:: QW3DqWxp…`); a path (`Foo::Bar`) has
            // no space after it.
            (Some(b':'), Some(b':'), Some(b' ')) => Some(2),
            (Some(b':'), Some(b':'), _) => None,
            (Some(b':'), Some(b'/'), Some(b'/')) => None,
            (Some(b':'), _, _) => Some(1),
            // Scala's and Ruby's maps: `password -> x`.
            (Some(b'-'), Some(b'>'), _) => Some(2),
            _ => None,
        }
    }

    /// Whether a single quote at `at` opens a string: not inside a word (`don't`), and closed later. A
    /// Python string prefix before it (`b'…'`, `rb'…'`, `u'…'`, `f'…'`: a bytes or str literal in a repr)
    /// is no word.
    fn single_quote_opens(&self, at: usize) -> bool {
        let b = self.bytes;
        if at == 0 || !b[at - 1].is_ascii_alphanumeric() {
            return true;
        }
        (1..=at.min(2)).any(|letters| {
            let start = at - letters;
            python_string_prefix(&b[start..]) == Some(letters)
                && (start == 0 || !(b[start - 1].is_ascii_alphanumeric() || b[start - 1] == b'_'))
        })
    }

    /// The position of the quote closing the string opened at `open`.
    fn closing_quote(&self, open: usize) -> Option<usize> {
        let quote = self.bytes[open];
        if quote == b'`' {
            return self.closing_backquote(open);
        }
        let limit = (open + MAX_STRING).min(self.bytes.len());
        let mut i = open + 1;
        if quote == b'\''
            && let Some((from, stopped, at_line_end)) = self.unclosed_apostrophe.get()
            && from < open
            && open < stopped
        {
            if at_line_end {
                return None;
            }
            i = stopped;
        }
        while i < limit {
            let b = self.bytes[i];
            if b == b'\\' {
                i += 2;
                continue;
            }
            if b == quote {
                if quote == b'\'' && self.bytes.get(i + 1).is_some_and(|n| n.is_ascii_alphanumeric()) {
                    // `'it's'`: an apostrophe inside, not the end.
                    i += 1;
                    continue;
                }
                return Some(i);
            }
            if quote == b'\'' && (b == b'\n') {
                self.unclosed_apostrophe.set(Some((open, i, true)));
                return None;
            }
            i += 1;
        }
        if quote == b'\'' {
            self.unclosed_apostrophe.set(Some((open, i, false)));
        }
        None
    }

    /// The quote closing a string a backquote opened, on its line: an apostrophe when it is the first
    /// after the backquote and closes (no letter or digit follows it: the quotes of GNU and BSD programs'
    /// messages, `host `x' pass `y'`), or else the next backquote (Markdown's code, MySQL's names, where a
    /// quoted string inside opens with an apostrophe: `` `PASSWORD 'x'` ``). Looked for within a bounded
    /// window, so a line of many backquotes costs its length.
    fn closing_backquote(&self, open: usize) -> Option<usize> {
        const WINDOW: usize = 1 << 16;
        let end = self.bytes.len().min(open + 1 + WINDOW);
        let first = memchr::memchr3(b'`', b'\'', b'\n', &self.bytes[open + 1..end]).map(|p| open + 1 + p)?;
        match self.bytes[first] {
            b'`' => Some(first),
            b'\'' if !self.bytes.get(first + 1).is_some_and(u8::is_ascii_alphanumeric) => Some(first),
            b'\'' => memchr::memchr2(b'`', b'\n', &self.bytes[first..end])
                .map(|p| first + p)
                .filter(|&close| self.bytes[close] == b'`'),
            _ => None,
        }
    }

    /// Whether a backquote at `at` opens a string an apostrophe closes (`pass `x'`): a value quoted as GNU
    /// and BSD programs quote it. (Markdown's code after a word, ``pass `options` ``, is no value of it.)
    fn gnu_quoted(&self, at: usize) -> bool {
        self.bytes.get(at) == Some(&b'`') && self.closing_quote(at).is_some_and(|close| self.bytes[close] == b'\'')
    }

    /// Where a bare value starting at `start` ends. A secret's value runs to the next space, cut only where a
    /// delimiter is followed by the next `key=` or by closing punctuation; other values end at any delimiter.
    fn bare_value_end(&self, start: usize, greedy: bool) -> usize {
        if let Some(end) = self.angle_placeholder_end(start) {
            return end;
        }
        // A value that ran from before `start` to its end with no bracket in it ends there from `start` too:
        // where a value stops depends on the byte it stops at, not on where it began. (A chain of keys with
        // no space, `a=1b=2c=3…`, would otherwise cost its length for each key.)
        let last = &self.last_bare_value[usize::from(greedy)];
        if let Some((from, stop)) = last.get()
            && (from..=stop).contains(&start)
        {
            return stop;
        }
        let b = self.bytes;
        let mut i = start;
        // Brackets opened inside the value (`cn[019-031,040]`, `items[0]`) close inside it — while the text's
        // values have been walked less than a few times its length; past that (only a text of many keys and
        // brackets with no value ending between them gets there) a bracket is a byte like others, so every
        // value's end is remembered and the rest of the scan costs the text's length.
        let count_brackets = self.bracket_walk_left.get() > 0;
        let mut depth = 0usize;
        let mut bracketed = false;
        while i < b.len() {
            let c = b[i];
            if c.is_ascii_whitespace() || c == b'"' || (c == b'\'' && !greedy) {
                break;
            }
            if c == b'[' && i > start && count_brackets {
                depth += 1;
                bracketed = true;
                i += 1;
                continue;
            }
            if depth > 0 && matches!(c, b']' | b',') {
                depth -= usize::from(c == b']');
                i += 1;
                continue;
            }
            if matches!(c, b',' | b';' | b'&' | b'|' | b')' | b']' | b'}' | b'>' | b'<' | b'\'')
                && (!greedy || self.delimiter_ends_value(i))
                && !(c == b';' && self.closes_character_reference(start, i))
            {
                break;
            }
            i += 1;
        }
        if bracketed {
            self.bracket_walk_left.set(self.bracket_walk_left.get().saturating_sub(i - start));
        } else {
            last.set(Some((start, i)));
        }
        i
    }

    /// Where a value written in angle brackets that starts at `start` ends: a placeholder or a printed
    /// object (`<none>`, `<redacted>`, `<nil>`, Node's `<Buffer 63 39 …>` and `<ref *1>`) is one value, to its
    /// closing bracket, when nothing but the value's end follows it.
    fn angle_placeholder_end(&self, start: usize) -> Option<usize> {
        let b = self.bytes;
        if b.get(start) != Some(&b'<') || !b.get(start + 1).is_some_and(|c| c.is_ascii_alphabetic() || *c == b'*') {
            return None;
        }
        let window = &b[start + 1..b.len().min(start + 512)];
        // (A placeholder that quotes names, kubectl's `<set to the key 'password' in secret 'db'>`, is no one value.)
        let close = start + 1 + window.iter().position(|c| matches!(c, b'>' | b'<' | b'\n' | b'=' | b'\'' | b'"'))?;
        (b[close] == b'>' && b.get(close + 1).is_none_or(|c| c.is_ascii_whitespace() || b",;)}]".contains(c)))
            .then_some(close + 1)
    }

    /// For a greedy value: whether the delimiter at `at` ends it — what follows is a next `key=`/`key:`, or
    /// only closing punctuation up to the next space or the end.
    /// Whether the `;` at `at` closes an HTML character reference begun after `start` that belongs to the value
    /// written with it: one for a letter or a digit (`&aring;`, `&#382;`), or for another character when no
    /// field's key follows (`W5to&amp;&lt;H`, but not `token=x&amp;state=ok`, where `&amp;` separates fields).
    fn closes_character_reference(&self, start: usize, at: usize) -> bool {
        let before = &self.bytes[start..at];
        let Some(amp) = before.iter().rev().take(10).position(|b| *b == b'&').map(|p| before.len() - 1 - p) else {
            return false;
        };
        let Ok(reference) = std::str::from_utf8(&before[amp..]) else { return false };
        let Some(c) = crate::view::character_reference(&reference[1..]) else { return false };
        let after = &self.bytes[at + 1..];
        let key = after.iter().take_while(|b| is_key_byte(**b)).count();
        c.is_alphanumeric() || !(key > 0 && after.get(key) == Some(&b'='))
    }

    fn delimiter_ends_value(&self, at: usize) -> bool {
        let b = self.bytes;
        let c = b[at];
        if c == b'\'' {
            return b.get(at + 1).is_none_or(|n| !n.is_ascii_alphanumeric());
        }
        // A closing tag ends its element's text (`<li>Kennwort: x</li>`).
        if c == b'<' && b.get(at + 1) == Some(&b'/') && b.get(at + 2).is_some_and(u8::is_ascii_alphabetic) {
            return true;
        }
        let rest_start = self.skip_spaces(at + 1);
        let key_word_end = |from: usize| {
            let mut j = from;
            while j < b.len() && is_key_byte(b[j]) && b[j] != b'[' && b[j] != b']' {
                j += 1;
            }
            j
        };
        let j = key_word_end(rest_start);
        // A connection string's keywords may be words with spaces (ADO.NET's and ODBC's `Initial Catalog=`,
        // `Persist Security Info=`), after the `;` that separates its pairs.
        if c == b';' && j > rest_start && b.get(j) == Some(&b' ') {
            let mut end = j;
            for _ in 0..3 {
                let next = key_word_end(end + 1);
                if next == end + 1 {
                    break;
                }
                end = next;
                if b.get(end) == Some(&b'=') {
                    return true;
                }
                if b.get(end) != Some(&b' ') {
                    break;
                }
            }
        }
        // (A key has no `@` inside it, `@timestamp` aside: in `7gh&j@=3Ty` the `&` is a password's.)
        if j > rest_start && b.get(j).is_some_and(|n| matches!(n, b'=' | b':')) && !b[rest_start + 1..j].contains(&b'@')
        {
            return true;
        }
        // A quoted key next, after the delimiter and any closing brackets (`1739727191118,"insert_id":…`,
        // `34550},"res":…`: a bare number in a JSON object).
        let mut key_at = at;
        while key_at < b.len() && matches!(b[key_at], b'}' | b']' | b',' | b' ') {
            key_at += 1;
        }
        if let Some(&quote @ (b'"' | b'\'')) = b.get(key_at)
            && let Some(close) = memchr::memchr(quote, &b[key_at + 1..]).map(|p| key_at + 1 + p)
            && b.get(self.skip_spaces(close + 1)).is_some_and(|n| matches!(n, b':' | b'='))
        {
            return true;
        }
        b[at..]
            .iter()
            .take_while(|n| !n.is_ascii_whitespace())
            .all(|n| matches!(n, b')' | b']' | b'}' | b'>' | b',' | b';' | b'.' | b'\'' | b'"' | b'|'))
    }

    fn run(&mut self) {
        let n = self.bytes.len();
        let mut i = 0;
        let mut pending: Option<Pending> = None;
        while i < n {
            let c = self.bytes[i];
            match c {
                // A weak entity tag (RFC 9110, 8.8.3: `W/"…"`, maybe with escaped quotes in a quoted log
                // field): a version of a resource for caches, read as nothing more.
                b'"' if pending.is_none()
                    && let Some(close) = crate::shape::weak_entity_tag_end(self.bytes, i) =>
                {
                    i = close + 1;
                    continue;
                }
                b'"' | b'\'' | b'`' if c != b'\'' || self.single_quote_opens(i) => {
                    let Some(close) = self.closing_quote(i) else {
                        i += 1;
                        continue;
                    };
                    let (start, end) = (i + 1, close);
                    i = close + 1;
                    if let Some(key) = pending.take() {
                        self.value(key, start, end);
                        self.search_string(start, end);
                        continue;
                    }
                    let mut after = self.skip_spaces(close + 1);
                    // A key as an index (`["password"]=>` in var_dump, `$_POST['password'] = …`).
                    if self.bytes.get(after) == Some(&b']') && start >= 2 && self.bytes[start - 2] == b'[' {
                        after = self.skip_spaces(after + 1);
                    }
                    // A quoted key is short and has no spaces; a sentence followed by `:` is text.
                    let key_like =
                        end - start <= 128 && !self.bytes[start..end].iter().any(|b| b.is_ascii_whitespace());
                    if let Some(length) = self.separator(after).filter(|_| key_like) {
                        let key = self.key_of_string(start, end);
                        pending = Some(key);
                        i = after + length;
                        i = self.after_separator(i, &mut pending);
                        continue;
                    }
                    self.search_string(start, end);
                    // A quoted secret name standing alone (`"requirepass" "x"` as `MONITOR` prints a command,
                    // `["password", "x"]`, `Property 'db-password' with value 'x'`): it names what follows.
                    let content = self.text(start, end);
                    if content.len() <= 64 && names_a_secret(content) {
                        let role = lexicon::role_of_key(content);
                        if let Some(scope) = self.scopes.last_mut() {
                            scope.named = Some(role);
                        }
                        let next = self.skip_spaces(close + 1);
                        // Redis's `AUTH` with two arguments takes a user, then the password (which its
                        // grammar finds): the user is an account, the built-in `default` none.
                        let user = (content.eq_ignore_ascii_case("auth") && self.bytes.get(next) == Some(&b'"'))
                            .then(|| self.closing_quote(next))
                            .flatten()
                            .filter(|&user_close| self.bytes.get(self.skip_spaces(user_close + 1)) == Some(&b'"'));
                        if let Some(user_close) = user {
                            let name = self.text(next + 1, user_close);
                            if !name.is_empty() && !built_in_account(name) && name != "default" && !is_mask(name) {
                                self.push(next + 1, user_close, "USER", KEY_PRIORITY);
                            }
                            i = user_close + 1;
                        } else if matches!(self.bytes.get(next), Some(b'"' | b'\'')) {
                            pending = Some(Pending::new(role));
                            i = next;
                        }
                    }
                }
                // A secret's value as a tuple of strings (Python's `'auth': ('api_user', 'x')`, the pair
                // `requests` takes): every string in it is the secret's.
                b'(' if pending.as_ref().is_some_and(|key| matches!(key.role, Role::Secret { .. }))
                    && matches!(self.bytes.get(self.skip_spaces(i + 1)), Some(b'"' | b'\'')) =>
                {
                    let key = pending.take().expect("checked above");
                    i = self.array_of(key, i, b')');
                }
                // A value in braces after `=` or `=>` that holds no pair is a string (BibTeX's `author = {Märta
                // Lindqvist}`, a Tcl dict's paths as Jim prints them, `a/b => {x y}`): read as a quoted one.
                b'{' if pending.is_some()
                    && matches!(self.bytes[..i].trim_ascii_end(), [.., b'='] | [.., b'=', b'>'])
                    && let Some(close) = self.braced_string_end(i) =>
                {
                    let key = pending.take().expect("checked above");
                    self.value(key, i + 1, close);
                    // (What the string holds is read too: `comment = {password x}`.)
                    i += 1;
                }
                b'{' | b'(' => {
                    // A key whose value is an object (`"db_password": {"sensitive": true, "value": "x"}`, Spring's
                    // `"spring.datasource.username": {"value": "x", "origin": …}`): the object's `value` is
                    // what the key names.
                    let name_parts = pending.as_ref().is_some_and(|key| key.plain_name)
                        || self.scopes.last().is_some_and(|scope| scope.closer == b']' && scope.name_parts);
                    let named = pending.take().map(|key| key.role).filter(|role| {
                        matches!(role, Role::Secret { .. } | Role::Personal { .. } | Role::Infrastructure)
                    });
                    self.open_scope(if c == b'{' { b'}' } else { b')' });
                    if let Some(scope) = self.scopes.last_mut() {
                        scope.named = named;
                        scope.name_parts = name_parts && c == b'{';
                    }
                    i += 1;
                }
                b'[' => {
                    if let Some(key) = pending.take() {
                        i = self.array_of(key, i, b']');
                        continue;
                    }
                    self.open_scope(b']');
                    i += 1;
                }
                b'}' | b')' | b']' | b'>' => {
                    pending = None;
                    self.close_scope(c);
                    i += 1;
                }
                b'<' => {
                    // A value in angle brackets right after its key (`session=<hUxD4SBZ>`, `from=<a@b.example>`,
                    // as Dovecot and Postfix write their fields): the value is what they enclose.
                    let enclosed = pending.as_ref().and_then(|_| {
                        let close = self.bytes[i + 1..].iter().take(512).position(|b| *b == b'>')? + i + 1;
                        let inner = &self.bytes[i + 1..close];
                        (!inner.is_empty() && !inner.iter().any(|b| b.is_ascii_whitespace() || *b == b'<'))
                            .then_some(close)
                    });
                    match (pending.take(), enclosed) {
                        (Some(key), Some(close)) => {
                            self.value(key, i + 1, close);
                            i = close + 1;
                        }
                        _ => i = self.markup(i),
                    }
                }
                _ if is_key_byte(c) => {
                    let start = i;
                    let mut j = i;
                    while j < n && is_key_byte(self.bytes[j]) {
                        j += 1;
                    }
                    if let Some(key) = pending.take() {
                        // A bare value right where a value belongs (after `key:` and a line break, say).
                        let end = self.bare_value_end(start, matches!(key.role, Role::Secret { .. }));
                        self.bare_value(key, start, end);
                        // What the value holds is searched as text (a URL inside, say).
                        continue;
                    }
                    if self.bytes[j..].starts_with(b"://") {
                        // A URL: its query and fragment pairs are found as keys; user-info by the URL rule.
                        i = j + 3;
                        continue;
                    }
                    let after = self.skip_spaces(j);
                    let key_text = self.text(start, j);
                    let spaced = after > j;
                    // `key : value` is rare and `word: text` common; a space before `:` is no separator, one
                    // before `=` or an arrow is (`password = x`, `password -> x`). French typography spaces
                    // the colon (`mot de passe : x`): there, a key that names a secret still is one.
                    let spaced_colon = spaced && self.bytes.get(after) == Some(&b':');
                    // (A key padded to a column at its line's start, as exiftool and other listings align
                    // them, is a key of personal data too: `Creator            : François Rousseau`. Not a
                    // logger's name Spring Boot pads after the line's header: `c.e.app.Customer   : …`.)
                    let padded_colon = spaced_colon
                        && after >= j + 2
                        && !key_text.contains('.')
                        && self.starts_line(self.phrase_start(start));
                    let separator = self
                        .separator(after)
                        .filter(|_| !spaced || spaced_colon || matches!(self.bytes[after], b'=' | b'-'))
                        .or_else(|| self.tuple_pair_comma(start, j));
                    // (A key padded to its value's column with spaces alone, as listings and tables rendered
                    // as text align them, is a key of personal data: `Owner        Åsa Lindqvist`. Two spaces
                    // at least: one is prose's; and the value a person's name to the line's end: not a
                    // table's header or row, `USER       PID %CPU %MEM    VSZ`, nor a description.)
                    let separator = separator.or_else(|| {
                        (after >= j + 2
                            && after <= j + MAX_KEY_PADDING
                            && self.bytes.get(after).is_some_and(|&b| b.is_ascii_alphabetic() || b >= 0x80)
                            && !key_text.contains('.')
                            && self.starts_line(self.phrase_start(start))
                            && self.name_to_line_end(after)
                            && self
                                .key_or_its_phrase_names(start, key_text, |role| matches!(role, Role::Personal { .. })))
                        .then_some(0)
                    });
                    // A URL's authority (`//auth-db.example:5432/…`, `//u:pw@auth-edge-02:5432`) is a host and its
                    // port, whatever words the host's name holds (not `pin@bank:4821`, outside a URL).
                    // (Asked in order of cost: `word:digit` is every clock time's shape.)
                    if self.bytes.get(j) == Some(&b':')
                        && self.bytes.get(j + 1).is_some_and(u8::is_ascii_digit)
                        && (self.bytes[..start].ends_with(b"//")
                            || self.bytes[..start].ends_with(b"@")
                            || (memchr::memchr(b'@', &self.bytes[start..j]).is_some() && self.after_user_info(start)))
                        && self.port_at(j + 1)
                    {
                        i = j + 1;
                        continue;
                    }
                    // A key with a qualifier in parentheses before its separator (`Geheimwort (alt): x`,
                    // `password (old) = x`): the key says what the value is, the qualifier which one. (A
                    // label, spaced from its qualifier, whose value is the one word left on the line: not a
                    // file's name, `nm.c (main):` in a change log, a manual page's `adduser.conf(5):`, or a
                    // parameter's description, `password (str): The user's password.`)
                    if self.bytes.get(after) == Some(&b'(')
                        && separator.is_none()
                        && spaced
                        && !key_text.contains(['.', '/'])
                        && matches!(lexicon::role_of_key(key_text), Role::Secret { .. } | Role::Personal { .. })
                        && let Some(close) = self.qualifier_end(after)
                        && let separator_at = self.skip_spaces(close + 1)
                        && let Some(length) = self.separator(separator_at)
                        && self.one_word_to_line_end(separator_at + length)
                        && self.valid_key(key_text)
                        // (The qualifier is read with the key: `Password (min length)` names a setting.)
                        && let role = lexicon::role_of_key(&format!("{key_text} {}", self.text(after + 1, close)))
                        && matches!(role, Role::Secret { .. } | Role::Personal { .. })
                    {
                        pending = Some(Pending::of_key(key_text, role));
                        i = self.after_separator(separator_at + length, &mut pending);
                        continue;
                    }
                    if let Some(length) = separator
                        && self.valid_key(key_text)
                        && (!spaced_colon
                            || self
                                .key_or_its_phrase_names(start, key_text, |role| matches!(role, Role::Secret { .. }))
                            || (padded_colon
                                && self.key_or_its_phrase_names(start, key_text, |role| {
                                    matches!(role, Role::Personal { .. })
                                })))
                    {
                        // A field named by a phrase on a line of its own (`Account Name:`, `Logon ID:`,
                        // `Client Address =`): the phrase is the key.
                        let phrase = self.text(self.phrase_start(start), j);
                        let key_text = match lexicon::role_of_key(phrase) {
                            Role::Neutral => key_text,
                            _ => phrase,
                        };
                        let role = self.name_part(key_text).unwrap_or_else(|| lexicon::role_of_key(key_text));
                        let role = match role {
                            Role::Neutral if self.login_query_password(start, key_text) => {
                                Role::Secret { label: lexicon::PASSWORD, numeric_ok: true }
                            }
                            Role::Neutral => self
                                .secret_named_for(start)
                                .or_else(|| self.secret_before_copula(start, key_text, after + length))
                                .unwrap_or(role),
                            _ => role,
                        };
                        let mut key = Pending::of_key(key_text, role);
                        key.spaced_colon = spaced_colon;
                        pending = Some(key);
                        i = self.after_separator(after + length, &mut pending);
                        continue;
                    }
                    self.prose(start, j);
                    i = j;
                }
                _ => i += 1,
            }
        }
    }

    /// Whether an inline element's tag starts at `at` in a text the markup view renders (one with a closing
    /// tag): what follows a secret's name there is found in the view.
    fn renders_tag_at(&self, at: usize) -> bool {
        crate::rendered::inline_tag_end(self.bytes, at).is_some()
            && *self.closing_tag.get_or_init(|| finder!(b"</").find(self.bytes).is_some())
    }

    /// Where the braces opened at `open` close, if they hold a string rather than an object: on the same
    /// line, within 256 bytes, with no quote, brace, `=` or `:` inside (Go's `{Host:db User:x}` is a struct).
    fn braced_string_end(&self, open: usize) -> Option<usize> {
        let inside = &self.bytes[open + 1..self.bytes.len().min(open + 258)];
        let close = inside.iter().position(|b| matches!(b, b'}' | b'{' | b'"' | b'\'' | b'=' | b':' | b'\n'))?;
        // (A template's placeholder, `{token}`, `{user_name}`, is no string.)
        let placeholder = inside[..close].iter().all(|b| b.is_ascii_alphabetic() || *b == b'_');
        (inside[close] == b'}' && close > 0 && !placeholder).then_some(open + 1 + close)
    }

    /// Whether the text from `at` to its line's end is a person's name: two to four capitalised words, one
    /// space apart, none a word of the dictionary that is no name (`Debian QA Group`, `The Mozilla
    /// Foundation`, `Local System` are not).
    fn name_to_line_end(&self, at: usize) -> bool {
        let ahead = &self.bytes[at..self.bytes.len().min(at + 64)];
        let end = match memchr::memchr(b'\n', ahead) {
            Some(p) => at + p,
            None if at + ahead.len() == self.bytes.len() => self.bytes.len(),
            None => return false,
        };
        let value = self.text(at, end).trim_end();
        person_name(value)
    }

    /// Whether only indentation stands between `at` and the start of its line.
    fn starts_line(&self, at: usize) -> bool {
        let indent = self.bytes[..at].iter().rev().take_while(|b| matches!(b, b' ' | b'\t')).count();
        at == indent || self.bytes[at - indent - 1] == b'\n'
    }

    /// Whether a key (its last word at `start`), or the phrase it ends, has a role `what` accepts.
    fn key_or_its_phrase_names(&self, start: usize, key_text: &str, what: fn(Role) -> bool) -> bool {
        what(lexicon::role_of_key(key_text))
            || what(lexicon::role_of_key(self.text(self.phrase_start(start), start + key_text.len())))
    }

    /// Where the phrase ending with the word at `start` begins, when the phrase is the whole start of its
    /// line (after indentation) or of a `;`-separated field: up to four more words of letters (of any
    /// script: `votre mot de passe temporaire`, `contraseña temporal`) before it, one space apart.
    /// Otherwise `start`.
    fn phrase_start(&self, start: usize) -> usize {
        let b = self.bytes;
        let letter = |c: u8| c.is_ascii_alphabetic() || c >= 0x80;
        // (The word right before the key may hold digits if it names a digest's algorithm: `MD5 signature:`.)
        let word_byte = |c: u8| letter(c) || c.is_ascii_digit();
        let mut begin = start;
        for round in 0..4 {
            if begin < 2 || b[begin - 1] != b' ' || !word_byte(b[begin - 2]) {
                break;
            }
            let mut word = begin - 1;
            while word > 0 && word_byte(b[word - 1]) {
                word -= 1;
            }
            let digits = b[word..begin - 1].iter().any(u8::is_ascii_digit);
            if !letter(b[word]) || (digits && (round > 0 || !lexicon::is_digest_algorithm(self.text(word, begin - 1))))
            {
                break;
            }
            begin = word;
        }
        // Only indentation between the line's start and the phrase (walked back over, so this costs the
        // indentation's length, not the line's).
        let mut at = begin;
        while at > 0 && matches!(b[at - 1], b' ' | b'\t') {
            at -= 1;
        }
        // A connection string's fields are phrases too (`Data Source=…;User ID=…`), also where the string is
        // itself a value (`ConnectionString: Data Source=…`, `"Data Source=…"`, `(Data Source=…)`).
        // There, the phrase is a name in title case (`Data Source`, `Initial Catalog`), not prose (`Login
        // successful for db:prod`), and a colon or comma has a space after it (`db:prod login:` is two keys).
        let title_case = || {
            self.text(begin, start).split_whitespace().all(|w| w.bytes().next().is_some_and(|c| c.is_ascii_uppercase()))
        };
        let at_field_start = at == 0
            || matches!(b[at - 1], b'\n' | b';')
            || ((matches!(b[at - 1], b'"' | b'\'' | b'(') || (at < begin && matches!(b[at - 1], b':' | b',')))
                && title_case());
        if begin < start && at_field_start { begin } else { start }
    }

    /// Whether `at` follows a URL's user and its colon (`scheme://user:`), within a few hundred bytes.
    fn after_user_info(&self, at: usize) -> bool {
        let floor = at.saturating_sub(256);
        let Some(user_start) = memchr::memmem::rfind(&self.bytes[floor..at], b"://").map(|p| floor + p + 3) else {
            return false;
        };
        at > user_start + 1
            && self.bytes[at - 1] == b':'
            && !self.bytes[user_start..at - 1]
                .iter()
                .any(|b| matches!(b, b'/' | b'@' | b':') || b.is_ascii_whitespace())
    }

    /// Whether a port is written at `at`: one to five digits, at most 65535, then the end of an address
    /// (`/`, `?`, `#`, a blank, a quote or a closing bracket, or the end of the text).
    fn port_at(&self, at: usize) -> bool {
        let rest = &self.bytes[at.min(self.bytes.len())..];
        let digits = rest.iter().take(6).take_while(|b| b.is_ascii_digit()).count();
        let port = rest[..digits].iter().fold(0u32, |port, b| port * 10 + u32::from(b - b'0'));
        (1..=5).contains(&digits)
            && port <= 65535
            && self.bytes.get(at + digits).is_none_or(|b| {
                matches!(
                    b,
                    b'/' | b'?' | b'#' | b' ' | b'\t' | b'\r' | b'\n' | b'"' | b'\'' | b')' | b']' | b'>' | b','
                )
            })
    }

    /// Whether `key` at `start` is a query's password beside a `u` (or `user`, `username`, `login`, `email`)
    /// before it: `p` with a value that is no plain word or number (`/login?u=…&p=…`, the Subsonic API's
    /// parameters; not `?user=x&p=profile`), or `new`, `old` and `phrase` where a segment of the path resets
    /// a password or names one (`/reset?user=…&new=…`, `/account/password?…`). The query is looked for
    /// within 1 KiB before the key, so a line of many keys costs its length.
    fn login_query_password(&self, start: usize, key: &str) -> bool {
        const WINDOW: usize = 1024;
        if !matches!(key, "p" | "new" | "old" | "phrase")
            || !matches!(start.checked_sub(1).map(|at| self.bytes[at]), Some(b'&' | b';'))
        {
            return false;
        }
        let floor = start.saturating_sub(WINDOW);
        let Some(query_start) =
            self.bytes[floor..start].iter().rposition(|&b| b == b'?' || blank_or_quote(b)).map(|at| floor + at)
        else {
            return false;
        };
        if self.bytes[query_start] != b'?' {
            return false;
        }
        if key == "p" {
            let value_start = start + 2;
            let value_end = self.bytes[value_start.min(self.bytes.len())..]
                .iter()
                .position(|&b| matches!(b, b'&' | b';' | b'#') || blank_or_quote(b))
                .map_or(self.bytes.len(), |length| value_start + length);
            let value = &self.bytes[value_start.min(value_end)..value_end];
            if value.iter().all(u8::is_ascii_lowercase) || value.iter().all(u8::is_ascii_digit) {
                return false;
            }
        } else {
            let path_floor = query_start.saturating_sub(256);
            let path_start = self.bytes[path_floor..query_start]
                .iter()
                .rposition(|&b| blank_or_quote(b))
                .map_or(path_floor, |at| path_floor + at + 1);
            let path = self.text(path_start, query_start);
            // (After a scheme, the host is no segment: `https://reset.example.com/search`.)
            let path = path.split_once("://").map_or(path, |(_, rest)| rest.find('/').map_or("", |at| &rest[at..]));
            let resets = path.split('/').any(|segment| {
                let segment = segment.to_ascii_lowercase();
                segment == "reset" || segment.contains("passw")
            });
            if !resets {
                return false;
            }
        }
        self.text(query_start + 1, start - 1).split(['&', ';']).any(|pair| {
            pair.split_once('=').is_some_and(|(name, _)| matches!(name, "u" | "user" | "username" | "login" | "email"))
        })
    }

    /// The role of a secret that a sentence names for what the key before the colon is (`preset passphrase
    /// for keygrip 0AC9…: "…"`, `password for user bob: …`, `token for service billing: …`):
    /// the value after the colon is that secret. At most two words between `for` and the key's word, on
    /// the key's line.
    fn secret_named_for(&self, start: usize) -> Option<Role> {
        let b = self.bytes;
        let blank = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r');
        // Where the word ending at `end` starts; none if it is longer than a sentence's word (a run of
        // `key=value;key=value…` with no space is no sentence, and walking it back for each of its keys
        // would cost its length squared).
        let word_start_of = |end: usize| {
            let floor = end.saturating_sub(MAX_SENTENCE_WORD);
            let mut at = end;
            while at > 0 && !blank(b[at - 1]) {
                if at == floor {
                    return None;
                }
                at -= 1;
            }
            Some(at)
        };
        let mut word_start = word_start_of(start)?;
        for _ in 0..3 {
            let mut end = word_start;
            while end > 0 && matches!(b[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == word_start || end == 0 {
                return None;
            }
            word_start = word_start_of(end)?;
            if self.text(word_start, end).eq_ignore_ascii_case("for") {
                let mut noun_end = word_start;
                while noun_end > 0 && matches!(b[noun_end - 1], b' ' | b'\t') {
                    noun_end -= 1;
                }
                let mut noun_start = noun_end;
                while noun_start > 0 && b[noun_start - 1].is_ascii_alphabetic() {
                    noun_start -= 1;
                }
                return match lexicon::role_of_key(self.text(noun_start, noun_end)) {
                    secret @ Role::Secret { .. } if noun_end < word_start && noun_start < noun_end => Some(secret),
                    _ => None,
                };
            }
        }
        None
    }

    /// The role of the secret named right before a key that is a copula (`password is: …`, `Ihr Passwort
    /// lautet: …`, `le mot de passe est : …`): the sentence says what the value after the colon is.
    /// Only a value that can be a credential is taken: six characters or more, with a digit or a symbol
    /// (`password is: incorrect`, `token is: valid` stay).
    fn secret_before_copula(&self, start: usize, key: &str, value_at: usize) -> Option<Role> {
        if !COPULAS.iter().any(|copula| key.eq_ignore_ascii_case(copula)) {
            return None;
        }
        let value_at = self.skip_spaces(value_at);
        let value = self.text(value_at, self.bare_value_end(value_at, false));
        if value.len() < 6 || !value.bytes().any(|b| b.is_ascii_digit() || b.is_ascii_punctuation()) {
            return None;
        }
        let noun = self.previous_word(start)?;
        match lexicon::role_of_key(noun) {
            secret @ Role::Secret { .. } => Some(secret),
            _ => None,
        }
    }

    /// Whether a path goes on at `end` (`auth/store.go:383`, `token/v1/refresh`): a `/`, then a segment with
    /// a file's extension or another `/` before the token ends.
    fn path_continues(&self, end: usize) -> bool {
        if self.bytes.get(end) != Some(&b'/') {
            return false;
        }
        let rest = &self.bytes[end + 1..];
        let token = rest
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b'/' | b':'))
            .count();
        let token = &rest[..token];
        token.contains(&b'/')
            || token.iter().rposition(|b| *b == b'.').is_some_and(|dot| {
                let extension = token[dot + 1..].iter().take_while(|b| b.is_ascii_alphabetic()).count();
                (1..=5).contains(&extension) && dot > 0
            })
    }

    /// Whether the value at `start` follows an `arn:` or `urn:` scheme read as its key.
    fn after_uri_scheme(&self, start: usize) -> bool {
        let before = &self.bytes[..start];
        let Some(scheme_start) = before.len().checked_sub(4) else { return false };
        let scheme = &before[scheme_start..];
        (scheme.eq_ignore_ascii_case(b"arn:") || scheme.eq_ignore_ascii_case(b"urn:"))
            && (scheme_start == 0 || !before[scheme_start - 1].is_ascii_alphanumeric())
    }

    /// Whether `key` can be a key: it has a letter and is not a number or a time.
    fn valid_key(&self, key: &str) -> bool {
        key.len() <= 128 && key.bytes().any(|b| b.is_ascii_alphabetic() || b >= 0x80)
    }

    /// After a separator: a bare value is judged at once (and then searched as text); a quoted or
    /// bracketed one is left to the main loop with the key pending.
    fn after_separator(&mut self, at: usize, pending: &mut Option<Pending>) -> usize {
        let mut value_start = self.skip_spaces(at);
        // PHP's var_dump writes a value's type and length before it, on the line after its key:
        // `["password"]=>` then `  string(15) "…"`.
        if self.bytes.get(value_start) == Some(&b'\n') {
            let next_line = self.skip_spaces(value_start + 1);
            if self.bytes[next_line..].starts_with(b"string(") {
                value_start = next_line;
            }
        }
        if self.bytes[value_start..].starts_with(b"string(")
            && let Some(close) = memchr::memchr(b')', &self.bytes[value_start..]).map(|p| value_start + p)
            && self.bytes[value_start + 7..close].iter().all(u8::is_ascii_digit)
        {
            let quote = self.skip_spaces(close + 1);
            if self.bytes.get(quote) == Some(&b'"') {
                value_start = quote;
            }
        }
        // An Erlang binary (`<<"x">>`): the string inside is the value; so is a Python bytes or str literal's
        // (`b'x'`, `rb"x"`, `u'x'`) after its prefix.
        if self.bytes[value_start..].starts_with(b"<<\"") {
            value_start += 2;
        } else if let Some(prefix) = python_string_prefix(&self.bytes[value_start..]) {
            value_start += prefix;
        }
        // A value marked up as HTML's phrasing content (`Kennwort: <code>x</code>`, as Markdown renderers
        // write it): the value is the element's text.
        let mut element_close = None;
        // (Elements inside each other are undone to the innermost. Its end is looked for within a field's
        // length: a text of many unclosed tags costs its length.)
        for _ in 0..3 {
            let Some((open, name)) = inline_element(&self.bytes[value_start..]) else { break };
            let content = value_start + open;
            let window = &self.bytes[content..self.bytes.len().min(content + MAX_FIELD_VALUE)];
            let Some(close) = memchr::memmem::find(window, format!("</{name}>").as_bytes()) else { break };
            value_start = content;
            element_close = Some(content + close);
        }
        let Some(&first) = self.bytes.get(value_start) else {
            *pending = None;
            return value_start;
        };
        // (A secret's value is read greedily, brackets and all: `password=<p>ss>w0rd`.)
        let enclosed = first == b'<' && !pending.as_ref().is_some_and(|key| matches!(key.role, Role::Secret { .. }));
        // (A tuple of strings opens the same way: `('api_user', 'x')`.)
        let tuple = first == b'('
            && pending.as_ref().is_some_and(|key| matches!(key.role, Role::Secret { .. }))
            && matches!(self.bytes.get(self.skip_spaces(value_start + 1)), Some(b'"' | b'\''));
        if matches!(first, b'"' | b'\'' | b'[' | b'{') || enclosed || tuple {
            return value_start;
        }
        if first == b'\n' || first == b'\r' || first == b',' || first == b';' || first == b'&' {
            // Empty value (`password=&next=1`).
            *pending = None;
            return value_start;
        }
        let Some(key) = pending.take() else { return value_start };
        let greedy = matches!(key.role, Role::Secret { .. });
        let mut end = self.bare_value_end(value_start, greedy);
        if matches!(key.role, Role::Personal { label: "NAME" | "PERSON" | "LOCALITY" }) || key.plain_name {
            // (No name holds a colon: one ends it, as an iCalendar parameter's `CN=王志强:mailto:…`.)
            if let Some(colon) = memchr::memchr(b':', &self.bytes[value_start..end]) {
                end = value_start + colon;
            }
            end = self.name_words_end(end);
        } else if matches!(key.role, Role::Personal { label: "ADDRESS" }) {
            end = self.address_words_end(end);
        } else if matches!(key.role, Role::Personal { label: "PHONE" })
            // An identity number written in digit groups (`steuer_id=96 810 532 552`).
            || (matches!(key.role, Role::Personal { label: "ID_NUMBER" })
                && self.bytes[value_start..end].iter().all(u8::is_ascii_digit))
        {
            end = self.digit_groups_end(end);
        }
        if key.authorization {
            end = self.authorization_end(value_start, end);
        } else if key.cookie {
            // A cookie header's value is the rest of the line.
            end = self.line_end(value_start);
            // dig's and kdig's DNS cookie (RFC 7873: the client's 8 bytes and the server's 8 to 32, in hex,
            // then its check), on a line of their OPT pseudo-section (`; COOKIE: … (good)`): an exchange's
            // guard against forged answers, no login's.
            // (The line's head is looked for within a few bytes: a line of many cookie headers costs its
            // length.)
            let floor = value_start.saturating_sub(16);
            let line_start = match memchr::memrchr(b'\n', &self.bytes[floor..value_start]) {
                Some(at) => Some(floor + at + 1),
                None => (floor == 0).then_some(0),
            };
            // (Compared as bytes: the window may start inside a character.)
            let dig_line = line_start.is_some_and(|start| {
                let head = self.bytes[start..value_start].trim_ascii();
                head[head.iter().take_while(|b| **b == b';').count()..].trim_ascii_start() == b"COOKIE:"
            });
            if dig_line && let Some(cookie) = dns_cookie(self.text(value_start, end)) {
                self.protect(value_start, value_start + cookie, true);
                return value_start;
            }
        }
        // (The element's text is the whole value, `<b>Anna Schmidt</b>`; a secret's is its first word, as
        // anywhere: `<em>must be changed</em>` is prose.)
        let end = match element_close {
            Some(close) if greedy => end.min(close),
            Some(close) => close,
            None => end,
        };
        self.bare_value(key, value_start, end);
        if end > value_start && self.percent_within(value_start, end) {
            self.search_percent_encoded(value_start, end);
        }
        value_start
    }

    /// An unquoted value that is several words runs over them: up to `max` more space-separated words of
    /// `word_byte`s, each accepted by `accept` (given the word and the text after it, so a next `key=` can
    /// end it).
    fn words_end(&self, end: usize, max: usize, word_byte: fn(u8) -> bool, accept: fn(&str, &[u8]) -> bool) -> usize {
        let mut end = end;
        for _ in 0..max {
            if self.bytes.get(end) != Some(&b' ') {
                break;
            }
            let word_start = end + 1;
            let mut word_end = word_start;
            while word_end < self.bytes.len() && word_byte(self.bytes[word_end]) {
                word_end += 1;
            }
            if word_end == word_start || !accept(self.text(word_start, word_end), &self.bytes[word_end..]) {
                break;
            }
            end = word_end;
        }
        end
    }

    /// A person's name written unquoted runs over its capitalised words (`employee=Mateus Yamamoto nino=…`,
    /// `Name=Chidera Ventura, Phone=…`): up to three more words of letters, each capitalised, or written in
    /// a script without capitals (`नाम=राहुल शर्मा`, `שם=אורי כהן`).
    fn name_words_end(&self, end: usize) -> usize {
        // (No name holds a colon, `CN=Aoife Byrne:mailto:…`, nor a tag: `<li>Kontakt: Jiří Novotná</li>`.)
        let word_byte = |b: u8| {
            !matches!(
                b,
                b' ' | b',' | b';' | b':' | b'\n' | b'\r' | b'"' | b'\'' | b')' | b']' | b'}' | b'|' | b'&' | b'<'
            )
        };
        // (A word before a colon and a space is the next field's name: `Account For Which Logon Failed:`.)
        self.words_end(end, 3, word_byte, |word, rest| {
            !(rest.first() == Some(&b':') && rest.get(1).is_none_or(u8::is_ascii_whitespace))
                && (NAME_PARTICLES.contains(&word)
                    || word.chars().next().is_some_and(|c| c.is_alphabetic() && !c.is_lowercase())
                        && word
                            .chars()
                            .all(|c| (lexicon::is_word_char(c) && !c.is_numeric()) || matches!(c, '-' | '\''))
                        && word.chars().count() >= 2)
        })
    }

    /// A street address written unquoted runs over its words (`street=595 Via Roma Apt43, city=…`): up to
    /// six more words of letters, digits and `.-#/`, none of them a next key.
    fn address_words_end(&self, end: usize) -> usize {
        let word_byte = |b: u8| b.is_ascii_alphanumeric() || b >= 0x80 || matches!(b, b'.' | b'-' | b'#' | b'/');
        let end = self.words_end(end, 6, word_byte, |_, rest| !matches!(rest.first(), Some(b'=' | b':')));
        // The house number after a comma, as Spanish, Portuguese and Italian addresses write it (`Calle
        // Mayor, 115`, `Via Roma, 12b`); a postal code there has its town after it (`Hauptstraße 5, 87496
        // Lübeck`), and the free-text search reads that.
        let rest = &self.bytes[end..];
        let digits = rest.get(2..).map_or(0, |r| r.iter().take(5).take_while(|b| b.is_ascii_digit()).count());
        if rest.starts_with(b", ") && (1..=4).contains(&digits) {
            let number_end = end + 2 + digits;
            let letter = self.bytes.get(number_end).is_some_and(u8::is_ascii_alphabetic)
                && self.bytes.get(number_end + 1).is_none_or(|b| !b.is_ascii_alphanumeric());
            let number_end = number_end + usize::from(letter);
            let town_after = self.bytes.get(number_end) == Some(&b' ')
                && self.bytes.get(number_end + 1).is_some_and(|b| b.is_ascii_uppercase() || *b >= 0x80);
            // (Not part of a number written with more: `12/A`, `115-117`.)
            let whole =
                self.bytes.get(number_end).is_none_or(|b| !b.is_ascii_alphanumeric() && !matches!(b, b'/' | b'-'));
            if whole && !town_after {
                return number_end;
            }
        }
        end
    }

    /// A phone number written unquoted runs over its groups of digits (`telephoneNumber: 087671 99173`).
    fn digit_groups_end(&self, end: usize) -> usize {
        let word_byte = |b: u8| b.is_ascii_digit() || b == b'-';
        self.words_end(end, 4, word_byte, |group, rest| {
            group.len() >= 2 && rest.first().is_none_or(|b| !b.is_ascii_alphanumeric())
        })
    }

    /// `Authorization: Bearer abc` — the value is the scheme and its credential; for schemes with
    /// parameters (`Digest username="a", response="…"`) it runs to the end of the line.
    fn authorization_end(&self, start: usize, end: usize) -> usize {
        if !is_auth_scheme(self.text(start, end)) {
            return end;
        }
        let credential = self.skip_spaces(end);
        if credential == end || credential >= self.bytes.len() {
            return end;
        }
        let scheme = self.text(start, end).to_ascii_lowercase();
        if matches!(scheme.as_str(), "digest" | "aws4-hmac-sha256" | "oauth" | "signature" | "hmac" | "hmac-sha256") {
            let line_end = self.line_end(credential);
            return line_end;
        }
        self.bare_value_end(credential, true)
    }

    /// The key of a quoted key (`"password": …`), decoded if it holds escapes.
    fn key_of_string(&self, start: usize, end: usize) -> Pending {
        let role = match view::unescape(&self.view, start, end) {
            Some(decoded) => lexicon::role_of_key(decoded.view(0).text),
            None => lexicon::role_of_key(self.text(start, end)),
        };
        Pending::of_key(self.text(start, end), self.name_part(self.text(start, end)).unwrap_or(role))
    }

    /// A field of a `name`'s object that holds a part of the person's name (`family`, `given`, `first`,
    /// `middle`, `last`, `formatted`, `text`), whatever the key means elsewhere (`family` of an address).
    fn name_part(&self, key: &str) -> Option<Role> {
        // (Asked of every key: the scope first, and no lower-cased copy.)
        if !self.scopes.last().is_some_and(|scope| scope.name_parts) {
            return None;
        }
        ["family", "given", "first", "middle", "last", "formatted", "text"]
            .iter()
            .any(|part| part.eq_ignore_ascii_case(key))
            .then_some(Role::Personal { label: "NAME" })
    }

    /// Judges the value `start..end` (view positions) by its key's role.
    /// A value not enclosed in quotes or brackets. A host, a name, an address or an account is short: a
    /// longer bare value under such a key is text the key's value ran into (no delimiter after it), read as
    /// text where it is (also so that a run of such keys costs its length once), not as one field.
    fn bare_value(&mut self, key: Pending, start: usize, end: usize) {
        if matches!(key.role, Role::Secret { .. } | Role::WeakSecret { .. }) || end - start <= MAX_FIELD_VALUE {
            self.value(key, start, end);
        }
    }

    fn value(&mut self, key: Pending, start: usize, end: usize) {
        if start >= end {
            return;
        }
        if key.role == Role::Neutral {
            // `(from: consul-server-1)`, `node: worker-use1-02`: a word that places a host, as a key.
            let text = self.text(start, end);
            let trimmed = text.trim();
            let offset = text.len() - text.trim_start().len();
            if key.host_word && placed_host(trimmed) {
                self.push(start + offset, start + offset + trimmed.len(), "HOST", KEY_PRIORITY + 4);
            }
            // `{"account": "svc_yuki", "otp": …}`: beside a credential, the account is the credential's.
            if key.account && personal_account(trimmed) && !built_in_account(trimmed) {
                let span = (start + offset, start + offset + trimmed.len());
                match self.scopes.last_mut() {
                    Some(scope) if scope.credential => self.push(span.0, span.1, "USER", KEY_PRIORITY + 1),
                    Some(scope) => scope.account = Some(span),
                    None => {}
                }
            }
            return;
        }
        let text = self.text(start, end);
        let trimmed = text.trim();
        // A placeholder value (`password`, `secret`) is no secret, but under a name field it names the
        // record's value (`"name": "password"`, `"type": "password"`).
        if (is_trivial(trimmed) && key.role != Role::NameField) || trimmed.starts_with("<SECRET:") {
            return;
        }
        match key.role {
            // `ExpiredJwtException: JWT expired at …`: the first word of the exception's message.
            Role::Secret { .. } if key.exception && self.next_word_is_prose(end) => {}
            // Apache's error log writes `[module:level]` (`[auth_basic:error]`): a level closing the bracket its
            // module opened is no token.
            Role::Secret { label, .. }
                if label != lexicon::PASSWORD
                    && crate::grammar::is_level_word(trimmed)
                    && self.bytes.get(end) == Some(&b']')
                    && self.bracket_opens_key(start) => {}
            Role::Secret { label, numeric_ok } => {
                if numeric_ok && trimmed.len() <= 6 && trimmed.bytes().all(|b| b.is_ascii_digit()) {
                    return;
                }
                // A number in parentheses or brackets numbers a request (FreeRADIUS' `Auth: (1187) Login OK`),
                // under keys whose short numbers are no secrets (not `pin=(4821)`).
                let bracketed = trimmed.strip_prefix(['(', '[']).map(|rest| rest.trim_end_matches([')', ']']));
                if numeric_ok
                    && bracketed.is_some_and(|n| (1..=10).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit()))
                {
                    return;
                }
                // An account's record: its `name` beside its password is the account's (`{'name': 'app_ro',
                // 'password': …}`, as Ansible and user-management APIs write them).
                if label == lexicon::PASSWORD {
                    self.personal_record();
                }
                if label == lexicon::SESSION && trimmed.bytes().all(|b| b.is_ascii_digit()) {
                    return;
                }
                // `PWD=/home/alice` (sudo, shells' environment): the working directory, not a password.
                if key.working_directory && trimmed.starts_with(['/', '~']) {
                    return;
                }
                // `hmac-sha256:<hex>`: a keyed digest of the secret (Vault's audit devices write every
                // sensitive value so); without the key it reveals nothing.
                if keyed_digest(trimmed) {
                    return;
                }
                let code = (4..=12).contains(&trimmed.len()) && trimmed.bytes().all(|b| b.is_ascii_digit());
                if key.spaced_colon && !code && !shape::credential_after_keyword(trimmed) {
                    return;
                }
                self.credential_record();
                if key.authorization {
                    self.authorization_value(start, end, label);
                    return;
                }
                if key.cookie {
                    self.cookie_value(start, end);
                    return;
                }
                self.push(start, end, label, KEY_PRIORITY);
            }
            Role::WeakSecret { label } => {
                // A content digest tagged with its algorithm (`key=sha1:8257…`), unless the key names a
                // signature; and an OpenSSH public key (sshd's `key AAAAC3Nz…`).
                if (tagged_digest(trimmed) && !key.signature) || public_key(trimmed) {
                    return;
                }
                if self.names_a_secret(trimmed) {
                    if let Some(scope) = self.scopes.last_mut() {
                        scope.named = Some(lexicon::role_of_key(trimmed));
                    }
                    self.resolve_record();
                    return;
                }
                if shape::looks_like_secret_value(trimmed) {
                    self.credential_record();
                    self.push(start, end, label, KEY_PRIORITY);
                }
            }
            Role::Personal { label } => {
                if matches!(label, "EMAIL" | "PHONE" | "ADDRESS" | "BIRTH_DATE" | "ID_NUMBER" | "SSN") {
                    self.personal_record();
                }
                // (A value written with `\xHH` escapes, as a bytes repr or redis-cli prints UTF-8, is judged
                // as its writer wrote it.)
                let written = if trimmed.contains("\\x") {
                    self.unescaped(start, end, trimmed)
                } else {
                    std::borrow::Cow::Borrowed(trimmed)
                };
                // People listed with `and` between them (BibTeX's `author = {A and B}`, a byline): each one
                // judged as the field's value.
                let listed: Vec<(usize, &str)> = if matches!(label, "NAME" | "PERSON") && written.contains(" and ") {
                    let offset = text.len() - text.trim_start().len();
                    trimmed
                        .split(" and ")
                        .scan(start + offset, |at, part| {
                            let item = (*at, part);
                            *at += part.len() + " and ".len();
                            Some(item)
                        })
                        .filter(|(_, part)| field_person_or_account(label, part) == Some("NAME"))
                        .collect()
                } else {
                    Vec::new()
                };
                if !listed.is_empty() {
                    for (at, part) in listed {
                        self.push(at, at + part.len(), "NAME", KEY_PRIORITY + 1);
                    }
                } else if let Some(label) = field_person_or_account(label, &written) {
                    self.push(start, end, label, KEY_PRIORITY + 1);
                } else if label == "USER"
                    && let Some((account, password)) = trimmed.split_once(':')
                    // An ARN or URN names a principal by its scheme (`arn:aws:iam::…:user/x`, `urn:…`), also
                    // where the scheme was read as the key (`principal arn:aws:…`).
                    && !matches!(account, "arn" | "urn")
                    && !self.after_uri_scheme(start)
                    // (A URL's scheme is no account: `uname: https://…/man/3/uname`.)
                    && !password.starts_with("//")
                    && personal_account(account)
                    // (Docker's `-u "1000:1000"` is a user id and a group id.)
                    && !(account.bytes().all(|b| b.is_ascii_digit()) && password.bytes().all(|b| b.is_ascii_digit()))
                    // A bare `word:` is a label (`imap-login: Login: …`); quoted, `"name:"` is a pair.
                    && (!password.is_empty() || start > 0 && matches!(self.bytes[start - 1], b'"' | b'\''))
                {
                    // `user:password` under an account's key (`curl --user a:b`, `proxy_user=a:b`).
                    let offset = text.len() - text.trim_start().len();
                    let at = start + offset;
                    self.push(at, at + account.len(), "USER", KEY_PRIORITY + 1);
                    if !password.is_empty() {
                        self.push(at + account.len() + 1, at + trimmed.len(), "SECRET:password", KEY_PRIORITY);
                    }
                }
            }
            // `address` names a street as well as a machine: words and a house number are a street.
            Role::Infrastructure if street_address(trimmed) => {
                let offset = text.len() - text.trim_start().len();
                self.push(start + offset, start + offset + trimmed.len(), "ADDRESS", KEY_PRIORITY + 1);
                self.personal_record();
            }
            Role::Infrastructure
                if key.host_name
                    && host_shaped(trimmed)
                    && trimmed.bytes().all(|b| b.is_ascii_alphanumeric())
                    && !dictionary::is_english_word(trimmed) =>
            {
                let offset = text.len() - text.trim_start().len();
                self.push(start + offset, start + offset + trimmed.len(), "HOST", KEY_PRIORITY + 3);
            }
            // A Windows domain's NetBIOS name (`Account Domain: GLOBEXNA`) names the organisation's network
            // as a host name does; the built-in ones name none.
            Role::Infrastructure if key.domain && netbios_domain(trimmed) => {
                let offset = text.len() - text.trim_start().len();
                self.push(start + offset, start + offset + trimmed.len(), "HOST", KEY_PRIORITY + 3);
            }
            Role::Infrastructure => self.infrastructure_value(start, end),
            Role::Process => {
                if is_pid(trimmed) {
                    let offset = text.len() - text.trim_start().len();
                    self.push(start + offset, start + offset + trimmed.len(), "PID", KEY_PRIORITY + 5);
                }
            }
            Role::Diagnostic => self.protect(start, end, true),
            Role::Identifier => self.protect(start, end, false),
            Role::AccountId => {
                // `UserId=m.kowalski(2126)` (Slurm, and PAM's `name(uid=N)`): the account with its number.
                // (A bare value ends before its `)`.)
                let account = trimmed
                    .split_once('(')
                    .filter(|(_, number)| {
                        let number = number.strip_suffix(')').unwrap_or(number);
                        let number = number.strip_prefix("uid=").unwrap_or(number);
                        !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit())
                    })
                    .map_or(trimmed, |(account, _)| account);
                // `uid=1000(jdoe7)` (id(1)'s output): the number, then the account it resolves to.
                let resolved = trimmed.split_once('(').filter(|(number, account)| {
                    !number.is_empty()
                        && number.bytes().all(|b| b.is_ascii_digit())
                        && account_shaped_id(account.strip_suffix(')').unwrap_or(account))
                });
                let offset = text.len() - text.trim_start().len();
                if trimmed.len() == 12 && trimmed.bytes().all(|b| b.is_ascii_digit()) {
                    // An AWS account's number (`"accountId": "954302332420"` in CloudTrail, `account_id=`):
                    // the cloud account's identity, as in its ARNs.
                    self.push(start + offset, start + offset + trimmed.len(), "CLOUD_ACCOUNT", KEY_PRIORITY + 1);
                } else if account_shaped_id(account) {
                    self.push(start + offset, start + offset + account.len(), "USER", KEY_PRIORITY + 1);
                } else if let Some((number, account)) = resolved {
                    let at = start + offset + number.len() + 1;
                    self.push(at, at + account.strip_suffix(')').unwrap_or(account).len(), "USER", KEY_PRIORITY + 1);
                } else {
                    self.protect(start, end, false);
                }
            }
            Role::NameField => {
                if self.names_a_secret(trimmed) || matches!(lexicon::role_of_key(trimmed), Role::Personal { .. }) {
                    if let Some(scope) = self.scopes.last_mut() {
                        scope.named = Some(lexicon::role_of_key(trimmed));
                    }
                    self.resolve_record();
                } else if key.plain_name
                    && let written = self.unescaped(start, end, trimmed)
                    && (person_name_shaped(&written) || uncased_name_shaped(&written) || personal_account(&written))
                {
                    // Beside an e-mail or a phone, a record's `name` is a person's (as in result rows), or
                    // the person's account (`"pusher": {"name": "lindqvistl", "email": …}`). Alone, it is
                    // a person's where every word may be a name and none is a common noun (`Name: Chiara
                    // Bernasconi`, not `name: Payment Service`).
                    let offset = text.len() - text.trim_start().len();
                    let span = (start + offset, start + offset + trimmed.len());
                    let names_only = person_name_shaped(&written)
                        && written
                            .split(' ')
                            .all(|word| NAME_PARTICLES.contains(&word) || crate::dictionary::may_be_name(word));
                    match self.scopes.last_mut() {
                        Some(scope) if scope.personal => {
                            self.push(span.0, span.1, name_label(&written), KEY_PRIORITY + 1)
                        }
                        _ if names_only => self.push(span.0, span.1, "NAME", KEY_PRIORITY + 1),
                        Some(scope) => scope.person_name = Some((span.0, span.1, name_label(&written))),
                        None => {}
                    }
                }
            }
            Role::ValueField => {
                let named = self.scopes.last().and_then(|s| s.named);
                match named {
                    Some(role) => {
                        if let Some(scope) = self.scopes.last_mut() {
                            scope.named = None;
                        }
                        self.value(Pending::new(role), start, end);
                    }
                    None => {
                        if let Some(scope) = self.scopes.last_mut() {
                            scope.value = Some((start, end));
                        }
                    }
                }
            }
            Role::Neutral => {}
        }
    }

    fn names_a_secret(&self, value: &str) -> bool {
        names_a_secret(value)
    }

    /// The current record holds a person's e-mail, phone, address, birth date or identity number: a name seen
    /// in it before is a person's.
    fn personal_record(&mut self) {
        let Some(scope) = self.scopes.last_mut() else { return };
        scope.personal = true;
        if let Some((start, end, label)) = scope.person_name.take() {
            self.push(start, end, label, KEY_PRIORITY + 1);
        }
    }

    /// The current record holds a credential: an `account` seen in it before is the credential's.
    fn credential_record(&mut self) {
        let Some(scope) = self.scopes.last_mut() else { return };
        scope.credential = true;
        if let Some((start, end)) = scope.account.take() {
            self.push(start, end, "USER", KEY_PRIORITY + 1);
        }
    }

    /// A name field named the record's value after the value field was seen: judge that value now.
    fn resolve_record(&mut self) {
        let Some(scope) = self.scopes.last().copied() else { return };
        if let (Some(role), Some((start, end))) = (scope.named, scope.value) {
            if let Some(scope) = self.scopes.last_mut() {
                scope.named = None;
                scope.value = None;
            }
            self.value(Pending::new(role), start, end);
        }
    }

    fn authorization_value(&mut self, start: usize, end: usize, label: &'static str) {
        let text = self.text(start, end);
        let first_end = text.find(|c: char| c.is_whitespace()).unwrap_or(text.len());
        if first_end < text.len() && is_auth_scheme(&text[..first_end]) {
            let credential = start + first_end + (text[first_end..].len() - text[first_end..].trim_start().len());
            if credential < end {
                let rest = self.text(credential, end);
                if rest.contains('=') && rest.contains(',') {
                    // `Digest username="a", nonce="…", response="…"`, `AWS4-HMAC-SHA256 Credential=…,
                    // Signature=…`: parameters, each judged by its name.
                    self.auth_parameters(credential, end, label);
                } else {
                    self.push(credential, end, label, KEY_PRIORITY - 1);
                }
            }
            return;
        }
        if !is_auth_scheme(text.trim()) {
            self.push(start, end, label, KEY_PRIORITY - 1);
        }
    }

    /// The parameters of an authorization scheme: the digest's `response`, `nonce`, `cnonce` and `opaque`,
    /// and whatever the key vocabulary calls secret (`Signature`, `Credential`, `oauth_token`).
    fn auth_parameters(&mut self, start: usize, end: usize, label: &'static str) {
        // Parameters inside the last ones read, to the same end (the header written again inside a
        // parameter's value), are the same after their first: those were read then.
        let only_first = inside_last_to_same_end(&self.last_auth_parameters, start, end);
        let mut at = start;
        while at < end {
            let Some(eq) = self.bytes[at..end].iter().position(|b| *b == b'=').map(|p| at + p) else { break };
            let name = self.text(at, eq).trim_matches(|c: char| c == ',' || c.is_whitespace());
            let mut value_start = eq + 1;
            let value_end;
            // (A quote at the parameters' end opens nothing inside them.)
            if value_start < end && self.bytes[value_start] == b'"' {
                value_start += 1;
                value_end =
                    self.bytes[value_start..end].iter().position(|b| *b == b'"').map_or(end, |p| value_start + p);
                at = (value_end + 1).min(end);
            } else {
                value_end =
                    self.bytes[value_start..end].iter().position(|b| *b == b',').map_or(end, |p| value_start + p);
                at = value_end.max(eq + 1);
            }
            let secret = matches!(name.to_ascii_lowercase().as_str(), "response" | "nonce" | "cnonce" | "opaque")
                || lexicon::role_of_key(name).names_secret();
            if secret && value_end > value_start && !is_trivial(self.text(value_start, value_end)) {
                self.push(value_start, value_end, label, KEY_PRIORITY - 1);
            }
            if only_first {
                return;
            }
        }
    }

    /// A cookie header's `name=value` pairs: a value is withheld when its name says it is a secret (session,
    /// token, auth…) or it looks like one; names, `Set-Cookie` attributes and ordinary values stay
    /// (`sessionid=<SECRET:cookie#1>; theme=dark; Path=/; HttpOnly`).
    fn cookie_value(&mut self, start: usize, end: usize) {
        // A cookie value inside the last one read, to the same end (`…;x=1>Cookie:y=2;…`, the header written
        // again inside a pair's value), has the same pairs after its first: those were read then.
        let only_first_pair = inside_last_to_same_end(&self.last_cookie_value, start, end);
        let mut at = start;
        while at < end {
            let pair_end = self.next_semicolon.at_or_after(self.bytes, at).filter(|&p| p < end).unwrap_or(end);
            let pair = self.text(at, pair_end);
            if let Some(eq) = pair.find('=') {
                let name = pair[..eq].trim();
                let raw = &pair[eq + 1..];
                // (A cookie's value holds no white space, RFC 6265 4.1.1: what follows one is other text.)
                let value = raw.trim_start().split(char::is_whitespace).next().unwrap_or("");
                let mut value_start = at + eq + 1 + (raw.len() - raw.trim_start().len());
                // (A value may be quoted, RFC 6265 4.1.1: the quotes are not the secret.)
                let value = match value.strip_prefix('"').and_then(|v| v.strip_suffix('"')) {
                    Some(inner) => {
                        value_start += 1;
                        inner
                    }
                    None => value,
                };
                let attribute = matches!(
                    name.to_ascii_lowercase().as_str(),
                    "path"
                        | "domain"
                        | "expires"
                        | "max-age"
                        | "samesite"
                        | "priority"
                        | "version"
                        | "comment"
                        | "partitioned"
                );
                // A cookie whose name says session, key or token carries it whatever its shape (`sid=<uuid>`):
                // a cookie is how a bearer credential travels. (A plain word is a setting: `state=collapsed`.)
                // A "remember me" cookie (`remember-me`, `rememberMe`, `remember_user_token`, `remember_web_…`)
                // is the persistent login itself, whatever it is made of (often the account and a token);
                // a word (Shiro's `deleteMe`) or a small number is a flag.
                let remembers = remember_me_cookie(name)
                    && !value.bytes().all(|b| b.is_ascii_alphabetic())
                    && !(value.len() < 6 && value.bytes().all(|b| b.is_ascii_digit()));
                let secret = match lexicon::role_of_key(name) {
                    _ if remembers => !is_trivial(value),
                    Role::Secret { .. } => !is_trivial(value),
                    Role::WeakSecret { .. } => !is_trivial(value) && !value.bytes().all(|b| b.is_ascii_lowercase()),
                    // A number long enough to tell browsers apart identifies one (`_ga=GA1.2.344557240.1724852173`,
                    // `_fbp=fb.1.1596403881668.1116446470`).
                    _ => {
                        shape::looks_like_secret_value(value)
                            || shape::shape(value).is_some()
                            || value.bytes().filter(u8::is_ascii_digit).count() >= 8
                    }
                };
                if !attribute && secret && !value.is_empty() {
                    self.push(value_start, value_start + value.len(), "SECRET:cookie", KEY_PRIORITY - 1);
                }
            }
            if only_first_pair {
                return;
            }
            at = pair_end + 1;
        }
    }

    fn infrastructure_value(&mut self, start: usize, end: usize) {
        // `ip-10-0-3-17.ec2.internal/10.0.3.17`, `payments/payments-api-7d9f8b6c5d-x2x8q`, `db-1:5432`,
        // `web-1, web-2`: each part that is a host name; and Slurm's and pdsh's host lists
        // (`cn[019-031,040],gpu16`: a prefix and its ranges of numbers in brackets).
        let mut part_start = start;
        let bytes = self.bytes;
        let mut i = start;
        let mut in_range = false;
        while i <= end {
            if i < end && bytes[i] == b'[' {
                in_range = true;
            } else if i < end && bytes[i] == b']' {
                in_range = false;
            }
            let boundary =
                i == end || (!in_range && matches!(bytes[i], b'/' | b',' | b' ' | b':' | b'@' | b'(' | b')'));
            if boundary {
                let part = self.text(part_start, i);
                if i > part_start && (is_host_name(part) || is_host_range(part)) {
                    self.push(part_start, i, "HOST", KEY_PRIORITY + 3);
                }
                part_start = i + 1;
            }
            i += 1;
        }
    }

    /// A `[` right after a key: the elements of an array of secrets (`"recovery_codes": ["a", "b"]`) or of
    /// personal values (`"emails": […]`, Samba's `user=[a.nowak]`).
    fn array_of(&mut self, key: Pending, open: usize, closer: u8) -> usize {
        if !matches!(key.role, Role::Secret { .. } | Role::WeakSecret { .. } | Role::Personal { .. }) {
            self.open_scope(closer);
            if let Some(scope) = self.scopes.last_mut() {
                scope.name_parts = key.plain_name;
            }
            return open + 1;
        }
        // A personal value bare in brackets only right after its `=` (`user=[a.nowak]`; not `user: [DEBUG]`).
        let bare_ok = !matches!(key.role, Role::Personal { label } if label != "NAME")
            || open > 0 && self.bytes[open - 1] == b'=';
        // A secret's bytes written as numbers (`mdp], [48, 108, 115, …]`) are one value.
        if let Role::Secret { label, .. } = key.role
            && let Some(end) = crate::encoded::decimal_bytes_end(self.view.text, open + 1)
            && self.bytes.get(end) == Some(&closer)
        {
            self.push(open + 1, end, label, KEY_PRIORITY);
            return end + 1;
        }
        let mut i = open + 1;
        while i < self.bytes.len() {
            let c = self.bytes[i];
            match c {
                _ if c == closer => return i + 1,
                b'"' | b'\'' => {
                    let Some(close) = self.closing_quote(i) else { return i + 1 };
                    self.value(key, i + 1, close);
                    i = close + 1;
                }
                b'[' | b'{' => {
                    // Nested structure: leave it to the main loop.
                    self.open_scope(closer);
                    return open + 1;
                }
                _ if c.is_ascii_alphanumeric() && bare_ok => {
                    let end = self.bare_value_end(i, false);
                    self.value(key, i, end.max(i + 1));
                    i = end.max(i + 1);
                }
                _ => i += 1,
            }
        }
        i
    }

    fn open_scope(&mut self, closer: u8) {
        self.scopes.push(Scope { closer, ..Scope::default() });
    }

    fn close_scope(&mut self, closer: u8) {
        if self.scopes.len() > 1 && self.scopes.last().is_some_and(|s| s.closer == closer) {
            self.scopes.pop();
        }
    }

    /// `<` — a tag (`<password>x</password>`, `<add key="password" value="x"/>`) or a lone `<`.
    fn markup(&mut self, open: usize) -> usize {
        let b = self.bytes;
        let mut j = open + 1;
        let closing = b.get(j) == Some(&b'/');
        if closing {
            j += 1;
        }
        let name_start = j;
        while j < b.len() && (b[j].is_ascii_alphanumeric() || matches!(b[j], b'_' | b'-' | b':' | b'.')) {
            j += 1;
        }
        if j == name_start || closing {
            return open + 1;
        }
        // Words in angle brackets with no attribute (`<User maberg in security realm …>`, WebLogic's fields) are
        // prose, not a tag.
        let tag_end = memchr::memchr(b'>', &b[j..]).map_or(b.len(), |p| j + p);
        let inside = &b[j..tag_end];
        if b.get(j) == Some(&b' ') && !inside.contains(&b'=') && inside.iter().filter(|c| **c == b' ').count() >= 2 {
            return name_start;
        }
        // Attributes are read as `key="value"` pairs by the main loop, inside a tag scope.
        self.open_scope(b'>');
        if b.get(j) == Some(&b'>') {
            self.close_scope(b'>');
            // Element text up to the next tag: the element's name is its key.
            let text_start = j + 1;
            let text_end = memchr::memchr(b'<', &b[text_start..]).map_or(b.len(), |p| text_start + p);
            let name = self.text(name_start, j);
            if b[text_end..].starts_with(b"</")
                && text_end > text_start
                && !self.text(text_start, text_end).contains('\n')
            {
                // (An `account` element is judged too: beside a credential, it is the credential's.)
                let role = lexicon::role_of_key(name);
                let key = Pending::of_key(name, role);
                if !matches!(role, Role::Neutral) || key.account {
                    self.value(key, text_start, text_end);
                }
            }
            return text_start;
        }
        // `<Data Name='TargetUserName'>jdoe</Data>` (Windows event XML, .NET config): the element's text is the
        // value its `Name` attribute names; without one, the element's own name names it, attributes or not
        // (`<wsse:Password Type="…#PasswordText">x</wsse:Password>`).
        if let Some(tag_end) = memchr::memchr(b'>', &b[j..]).map(|p| j + p)
            && b[tag_end - 1] != b'/'
        {
            let text_start = tag_end + 1;
            let text_end = memchr::memchr(b'<', &b[text_start..]).map_or(b.len(), |p| text_start + p);
            let (key, named) = match name_attribute(self.text(j, tag_end)) {
                Some(named) => (named, true),
                None => (self.text(name_start, j), false),
            };
            if b[text_end..].starts_with(b"</")
                && text_end > text_start
                && (named || !self.text(text_start, text_end).contains('\n'))
            {
                let role = lexicon::role_of_key(key);
                let pending = Pending::of_key(key, role);
                if !matches!(role, Role::Neutral | Role::NameField) || pending.account {
                    self.value(pending, text_start, text_end);
                }
            }
        }
        j
    }

    /// A word with no separator after it: a secret named in prose (`password is 'x'`, `API key X`,
    /// `--password x`, `requirepass x`).
    fn prose(&mut self, start: usize, end: usize) {
        let word = self.text(start, end);
        if (word.eq_ignore_ascii_case("value") || word.eq_ignore_ascii_case("val"))
            && let Some(role) = self.scopes.last().and_then(|s| s.named)
        {
            self.prose_value(end, role);
            return;
        }
        if is_host_preposition(word) {
            // A quoted name only after a noun for a machine (`to node 'pve16'`); after a preposition a quoted
            // word is as often a protocol or a setting (`via "llmnr-ipv6"`).
            let noun = !["on", "from", "to", "via"].iter().any(|p| p.eq_ignore_ascii_case(word));
            self.host_after(end, noun);
            return;
        }
        // (Cheap tests of what follows first: most words are followed by neither a name nor a number.)
        let b = self.bytes;
        let after = end + usize::from(b.get(end) == Some(&b'.'));
        let capital_next =
            b.get(after) == Some(&b' ') && b.get(after + 1).is_some_and(|c| c.is_ascii_uppercase() || *c >= 0x80);
        if capital_next && (is_person_cue(word) || self.ends_two_word_cue(start, word)) {
            self.person_after(end);
        } else if b.get(after) == Some(&b' ') && matches!(b.get(after + 1), Some(b'"' | b'\'')) && is_person_cue(word) {
            self.quoted_person_after(after + 1);
        }
        let calls = is_call_word(word);
        let names_number = lexicon::prose_number_word(word);
        if (calls || names_number == Some("PHONE"))
            && let Some(number) = self.phone_number_after(end)
        {
            self.phone_after(end, number, if calls { 8 } else { 7 });
        }
        if let Some(label @ ("ID_NUMBER" | "SSN")) = names_number {
            self.identity_number_after(end, label);
        }
        if names_number.is_some() {
            self.person_before(start);
        }
        // A configuration directive (`client-hostname "laptop-7";`, `server-name db-1;`): its value is judged
        // by the directive's name, as a key's.
        if word.len() <= 40 && self.keyword_line(start, end) {
            let role = lexicon::role_of_key(word);
            if matches!(role, Role::Infrastructure | Role::Personal { .. }) {
                self.directive_value(end, role);
                return;
            }
        }
        // A flag names its value as a key does (`--username x`, `-Identity x`, `--host x`), and the short
        // flags of database and network clients name the account and the host (`-u x`, `-U x`, `-h x`; SQL
        // Server's and Sybase's tools name the server `-S`).
        if let Some(name) = word.strip_prefix('-').map(|n| n.trim_start_matches('-'))
            && !name.is_empty()
        {
            let role = match name {
                "u" | "U" => Role::Personal { label: "USER" },
                "h" | "H" | "S" => Role::Infrastructure,
                _ => lexicon::role_of_key(name),
            };
            // `-u` and `-h` also mean "unique", "human-readable", "help": as an account or a host they come with
            // another of a connection's flags on the same line (`mysql -h db -u x -p`, `cqlsh … -u x -p y`).
            let short = name.len() == 1;
            let label = match role {
                Role::Personal { label: "USER" } => Some("USER"),
                Role::Infrastructure => Some("HOST"),
                _ => None,
            };
            if let Some(label) = label {
                if !short || self.connection_flags_on_line(start) {
                    self.flag_value_after(end, label, short);
                }
                return;
            }
        }
        // `worker running as svc_etl4`, `logged in as m.rossi7`: the account a process runs as, or a session
        // signed in as. Only a personal login's shape (letters with a digit or a separator) that ends the
        // clause: not `running as expected`, `runs as wasm module`, `running as pid1`, SQL's `AS`.
        if word == "as" && self.acting_verb_before(start) {
            let at = self.skip_spaces(end);
            let value_end = self.bare_value_end(at, false);
            let value = self.text(at, value_end).trim_end_matches(['.', ',', ';', ':', ')']);
            let rest = &self.view.text[at + value.len()..];
            let clause_ends = rest.is_empty()
                || rest.starts_with(['.', ',', ';', ':', ')', '\n', '\r'])
                || [" from ", " on ", " at ", " via ", " with ", " for ", " (", " and ", " then "]
                    .iter()
                    .any(|w| rest.starts_with(w));
            let letters = value.bytes().filter(u8::is_ascii_alphabetic).count();
            let marked = value.bytes().any(|b| b.is_ascii_digit() || matches!(b, b'.' | b'_' | b'-'));
            // (`nobody.nogroup` is an account and its group, both built in.)
            let built_in = value.split(['.', ':']).next().is_some_and(built_in_account);
            if at > end && clause_ends && letters >= 4 && marked && !built_in && field_is_a_login(value) {
                self.push(at, at + value.len(), "USER", KEY_PRIORITY + 2);
            }
            return;
        }
        // `Failed password for deploy from 10.0.0.5`, `failed for sa_backup9 from …`, `user bob from …`: the
        // word between an authentication's `for`/`user` and the `from` of its client is the account.
        let names_account = ["user", "username", "login", "account", "identity", "principal"]
            .iter()
            .any(|w| w.eq_ignore_ascii_case(word));
        if (names_account || word.eq_ignore_ascii_case("for")) && self.account_before_from(end) {
            return;
        }
        // `user "deploy_csne" was not found`, `OPTIONS (user 'backup')`: an account named in prose, quoted.
        if names_account {
            self.quoted_user_after(end);
            return;
        }
        // Cheap filters first: most texts hold no secret word at all, most words of the others cannot name a
        // secret; and a word inside a path, a dotted name or itself a value (`/api/token`, `x.token`,
        // `=token`, `auth/store.go:383`) names nothing.
        if !self.has_stems
            || !lexicon::may_name_secret(word)
            || start > 0 && matches!(self.bytes[start - 1], b'/' | b'.' | b'=' | b':' | b'\\')
            || self.path_continues(end)
            || domain_name(word)
        {
            return;
        }
        let flag = word.starts_with('-');
        // A word that ends in a digit names nothing in prose: `AuthPass123`, `ZipPass99` are values (passwords
        // themselves), and a numbered key (`password2`) has a separator in the formats that write one.
        if !flag && word.ends_with(|c: char| c.is_ascii_digit()) {
            return;
        }
        // Likewise a short flag with its value glued on (`-pArch1vePw`): the value holds a digit.
        if flag && !word.starts_with("--") && word.len() > 2 && word.bytes().any(|b| b.is_ascii_digit()) {
            return;
        }
        let role = lexicon::role_of_key(word);
        if flag && !matches!(lexicon::role_of_last_part(word), Role::Secret { .. }) {
            return;
        }
        // A compound word names a secret by its head (`db-password`, `api_key`); one that only starts with a
        // secret word is a name (`auth-gateway-h9h2q`, `token_refresher`).
        if word.contains(['-', '_'])
            && !matches!(lexicon::role_of_last_part(word), Role::Secret { .. } | Role::WeakSecret { .. })
        {
            return;
        }
        // `recovery code is X`, `backup codes: X`: the word before makes a code a secret's, as a key's name
        // does (`recovery_code`).
        let role = match role {
            Role::WeakSecret { .. } if word.eq_ignore_ascii_case("code") || word.eq_ignore_ascii_case("codes") => {
                match self.previous_word(start).filter(|w| !is_function_word(w)) {
                    Some(before) => match lexicon::role_of_key(&format!("{before}_{word}")) {
                        secret @ Role::Secret { .. } => secret,
                        _ => role,
                    },
                    None => role,
                }
            }
            _ => role,
        };
        let strong = matches!(role, Role::Secret { .. });
        // `API key X`: the word before can make `key` strong.
        let role = if !strong && word.eq_ignore_ascii_case("key") {
            // (`for key 'user_email'`: a function word before qualifies nothing.)
            let before = self.previous_word(start).filter(|w| !is_function_word(w));
            // A key named by its algorithm in capitals with a hex id or fingerprint after it is a public key's
            // (GnuPG's `using RSA key 8B48AD6246925553`).
            // So is any key GnuPG names in its own messages (`gpg: key 3F94C625D8B8BACE: public key … imported`,
            // after a syslog prefix too); looked for in the line's last 256 bytes only, so a long line of
            // `key key …` costs no more than a short one.
            let gnupg = || {
                let from = start.saturating_sub(256);
                let line = memchr::memrchr(b'\n', &self.bytes[from..start]).map_or(from, |p| from + p + 1);
                finder!(b"gpg: ").find(&self.bytes[line..start]).is_some()
            };
            if before.is_some_and(|w| matches!(w, "RSA" | "DSA" | "ECDSA" | "EDDSA" | "ECDH" | "ELG" | "ED25519"))
                || gnupg()
            {
                let at = self.skip_spaces(end);
                let id = self.text(at, self.bare_value_end(at, false));
                let id = id.strip_suffix(':').unwrap_or(id);
                if matches!(id.len(), 16 | 40) && id.bytes().all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b)) {
                    return;
                }
            }
            match before.map(|w| lexicon::role_of_key(&format!("{w}_key"))) {
                Some(r @ Role::Secret { .. }) => r,
                // A key that finds something (`cache key`, `partition key`, `routing key`) holds no secret.
                // (Not a feature's, a group's or a configuration's key, which may be a licence or a secret.)
                _ if before.is_some_and(|w| lexicon::lookup_key_modifier(&w.to_ascii_lowercase())) => return,
                // A weak word (`crypto isakmp key X`, `snmp-server community X`): only a value shaped like a
                // credential.
                _ => return self.weak_prose_value(end),
            }
        } else if strong {
            role
        } else if matches!(role, Role::WeakSecret { .. }) {
            return self.weak_prose_value(end);
        } else {
            return;
        };
        // An identifier that names a secret (`requirepass`, `--password`, `PGPASSWORD`) takes any value, and so
        // does a configuration line's keyword (`  password s3cret` alone on its line); an English word
        // (`password reset requested`) only a value shaped like a secret.
        // (A word of the vocabulary with its inflection is a word too: `şifreniz sıfırlandı`, "your password
        // was reset", names no value.)
        let lenient = flag || !(lexicon::word_is_vocabulary(word) || lexicon::is_inflected_secret(word));
        // (A quoted directive's value, `password "x"` as KDL and nginx-like configurations write one, is read
        // by its quotes below.)
        let next = self.skip_spaces(end);
        // (A list of words in quotes, `password "en,de,fr"`, is a setting's.)
        let quoted = matches!(self.bytes.get(next), Some(b'"' | b'\''))
            && self.closing_quote(next).is_none_or(|close| !word_list(self.text(next + 1, close)));
        // (Nor is an inline element's tag a directive's value: the rendered view finds what the tags hold.)
        if self.bytes.get(next) == Some(&b'<') && self.renders_tag_at(next) {
            return;
        }
        if !lenient && !quoted && self.keyword_line(start, end) {
            // A directive's value: anything but a plain word (`token expired` is a message, not a directive).
            let at = self.skip_spaces(end);
            let value = self.text(at, self.bare_value_end(at, true)).trim();
            if let Role::Secret { label, .. } = role
                && !shape::is_plain_word(value)
                && !shape::is_foreign_word(value)
                && !is_trivial(value)
            {
                self.push(at, at + value.len(), label, KEY_PRIORITY + 1);
            }
            return;
        }
        self.prose_value_with(end, role, lenient);
    }

    /// Where a copula ends that follows a secret's purpose at `at` (`for the portal is`, `für das Portal
    /// lautet`, `pour le portail est`): a preposition, at most three more words, then the copula and a space.
    fn purpose_then_copula(&self, at: usize) -> Option<usize> {
        const PREPOSITIONS: &[&str] = &["for", "für", "fur", "pour", "para", "per", "voor", "för", "dla", "til", "to"];
        let mut words = self.text(at, self.line_end(at)).split(' ');
        let preposition = words.next()?;
        if !PREPOSITIONS.iter().any(|p| preposition.eq_ignore_ascii_case(p)) {
            return None;
        }
        let mut end = at + preposition.len() + 1;
        for word in words.take(4) {
            end += word.len() + 1;
            if is_copula(word) {
                return (self.bytes.get(end - 1) == Some(&b' ')).then_some(end);
            }
            if word.is_empty() || !word.chars().all(char::is_alphabetic) {
                return None;
            }
        }
        None
    }

    /// Whether the word `start..end` begins its line and one token follows it to the line's end (a
    /// configuration directive: `password x`, `  secret y`).
    fn keyword_line(&self, start: usize, end: usize) -> bool {
        // Only indentation before the word (walked back over, so this costs the indentation, not the line).
        let mut at = start;
        while at > 0 && matches!(self.bytes[at - 1], b' ' | b'\t') {
            at -= 1;
        }
        if at > 0 && self.bytes[at - 1] != b'\n' {
            return false;
        }
        let line_end = memchr::memchr(b'\n', &self.bytes[end..]).map_or(self.bytes.len(), |p| end + p);
        let rest = self.text(end, line_end).trim();
        // (One quoted argument may hold spaces: `inhaber "Jiří Dvořák"`.)
        let quoted = rest.trim_end_matches(';').strip_prefix(['"', '\'']).is_some_and(|inner| {
            inner.len() > 1 && inner.ends_with(&rest[..1]) && !inner[..inner.len() - 1].contains(['"', '\''])
        });
        !rest.is_empty() && (quoted || !rest.contains([' ', '\t']))
    }

    /// The value after a weak secret word, when it is shaped like a credential; a one-digit type code before
    /// it (Cisco's `password 7 <encoded>`, `key 7 …`) is skipped.
    fn weak_prose_value(&mut self, end: usize) {
        let mut at = self.skip_spaces(end);
        if at == end {
            return;
        }
        if self.bytes.get(at).is_some_and(u8::is_ascii_digit) && self.bytes.get(at + 1) == Some(&b' ') {
            at = self.skip_spaces(at + 1);
        }
        // A quoted value is what its quotes hold, commas and all (KDL's `sleutel "x,,y"`).
        if matches!(self.bytes.get(at), Some(b'"' | b'\''))
            && let Some(close) = self.closing_quote(at).filter(|&close| close > at + 1 && close - at <= 256)
            && !self.text(at + 1, close).contains([' ', '\n'])
            && self.text(at + 1, close).contains(',')
        {
            let inner = self.text(at + 1, close);
            if !public_key(inner) && !word_list(inner) && shape::credential_after_keyword(inner) {
                self.push(at + 1, close, "SECRET:credential", KEY_PRIORITY + 1);
            }
            return;
        }
        let value_end = self.bare_value_end(at, false);
        let value = self.text(at, value_end).trim_end_matches(['.', ',', ';', ':']);
        // A quoted name of a few words (`for key 'user_email'`, MySQL's index) names something.
        let inner = value.trim_matches(['\'', '"', '`']);
        let named = inner.len() + 2 == value.len()
            && inner.split(['_', '-', '.']).count() <= 3
            && inner
                .split(['_', '-', '.'])
                .all(|part| dictionary::is_english_word(part) || lexicon::word_is_vocabulary(part));
        if !named && !public_key(value) && shape::credential_after_keyword(value) {
            self.push(at, at + value.len(), "SECRET:credential", KEY_PRIORITY + 1);
        }
    }

    /// The value after a prose word that named `role` (`with value 'x'`).
    fn prose_value(&mut self, end: usize, role: Role) {
        self.prose_value_with(end, role, false);
    }

    fn prose_value_with(&mut self, end: usize, role: Role, lenient: bool) {
        let Role::Secret { label, .. } = role else { return };
        // `key, value` (Flink's `Loading configuration property: key, value`); but a name followed by another
        // list item, a list's end or `FROM` is the next name of a list (`SELECT password, created_at FROM t`,
        // `(reset_token, dob)`).
        let comma = self.bytes[end..].starts_with(b", ");
        let end = if comma { end + 1 } else { end };
        let mut at = self.skip_spaces(end);
        if at == end || at >= self.bytes.len() {
            return;
        }
        // After a sentence that ended with the word (`enter your password. Then …`), the next word is the next
        // sentence's unless it is shaped like a credential (`password. Xk9mPq2vLr7Zt was the old one`).
        let sentence_ended = matches!(self.bytes[..end].last(), Some(b'.' | b'!' | b'?'));
        // Filler between the word and its value: a copula (`is`, `was`, `lautet`, `est`), `of`, `=`, a `(`, a
        // `,` (`property: key, value`).
        let mut after_copula = false;
        // What the secret is for, between its name and the copula (`password for the portal is x`, `Kennwort
        // für das Portal lautet x`).
        if let Some(copula_end) = self.purpose_then_copula(at) {
            at = self.skip_spaces(copula_end);
            after_copula = true;
        }
        for filler in COPULAS.iter().chain(&["=", "of"]) {
            let rest = &self.bytes[at..];
            if rest.len() > filler.len() && rest.starts_with(filler.as_bytes()) && rest[filler.len()] == b' ' {
                at = self.skip_spaces(at + filler.len() + 1);
                after_copula |= COPULAS.contains(filler);
            }
        }
        // (A list's bracket too: Prolog's `mdp], [0lslVF67…]` as the decoded view of a code list reads.)
        if matches!(self.bytes.get(at), Some(b'(' | b'[')) {
            at += 1;
        }
        // Bytes written as numbers are one value.
        if let Some(end) = crate::encoded::decimal_bytes_end(self.view.text, at) {
            self.push(at, end, label, KEY_PRIORITY);
            return;
        }
        // A type code before the value: `password 7 <encoded>`, `secret 5 <hash>` (Cisco), and a quoted
        // type name (`password "Auth" <value>`, OpenVPN's management interface).
        if self.bytes.get(at).is_some_and(u8::is_ascii_digit) && self.bytes.get(at + 1) == Some(&b' ') {
            at = self.skip_spaces(at + 1);
        }
        let Some(&first) = self.bytes.get(at) else { return };
        // A braced string is one value, as Tcl writes a list (`phrase {walnut velvet meadow}`).
        if first == b'{'
            && let Some(close) = self.braced_string_end(at)
        {
            if !is_trivial(self.text(at + 1, close)) {
                self.push(at + 1, close, label, KEY_PRIORITY);
            }
            return;
        }
        if matches!(first, b'"' | b'\'') || self.gnu_quoted(at) {
            if let Some(close) = self.closing_quote(at)
                && close > at + 1
                && close - at <= 256
            {
                let quoted = self.text(at + 1, close);
                let next = self.skip_spaces(close + 1);
                let after = self.text(next, self.bare_value_end(next, false));
                if next > close + 1 && shape::is_plain_word(quoted) && shape::credential_after_keyword(after) {
                    self.push(next, next + after.len(), label, KEY_PRIORITY);
                } else {
                    self.push(at + 1, close, label, KEY_PRIORITY);
                }
            }
            return;
        }
        if first == b'-' || !(first.is_ascii_alphanumeric() || first >= 0x80 || first.is_ascii_punctuation()) {
            return;
        }
        // An inline element's tag is no value (`DB_PASSWORD <span class="hl opt">=</span> …`, a highlighter's
        // HTML: the rendered view finds the value).
        if first == b'<' && self.renders_tag_at(at) {
            return;
        }
        // Nor is TeX's `\verb|…|` (its text is read unescaped, in TeX's rendered view).
        if self.bytes[at..].starts_with(b"\\verb") && self.bytes.get(at + 5).is_some_and(u8::is_ascii_punctuation) {
            return;
        }
        let value_end = self.bare_value_end(at, true);
        let value = self.text(at, value_end).trim_end_matches(['.', ',', ';', ':']);
        // A value holding `=` is the next pair, not this word's value (but after a sentence's `password is`, a
        // value whose part before its `=` is no key's name, `RM0_8€=cü9`, is the value).
        // (A key's name there is letters, no digits, and a pair has a value: `c2VjcmV0==` is base64's padding,
        // `Xk9=mPq2` a password, `Password=x` and `exp=1718447986` pairs.)
        let key_name = |key: &str| {
            key.starts_with(|c: char| c.is_ascii_alphabetic())
                && key.bytes().all(|b| b.is_ascii_alphabetic() || matches!(b, b'_' | b'.' | b'-'))
        };
        // (After a copula, a key of one letter is the value's start: `lautet C=BLJS?2p`.)
        // (Without a copula, a value whose part before its `=` holds a password's symbols, `7gh&j@=3Ty`, or
        // is itself random-looking, `P9ojqnImkaWwF=M`, is the value, unless the `=` is base64's padding.)
        let pair = value.split_once('=').is_some_and(|(key, rest)| {
            let padding = rest.trim_start_matches('=').is_empty();
            let symbols = key.bytes().any(|b| matches!(b, b'!' | b'#' | b'%' | b'^' | b'&' | b'*' | b'@' | b'\\'));
            let drawn = !key_name(key) && shape::looks_like_secret_value(key);
            if after_copula { key.len() >= 2 && key_name(key) && !padding } else { !(symbols || drawn) || padding }
        });
        if value.is_empty() || is_trivial(value) || pair {
            return;
        }
        let value_end = at + value.len();
        if comma && self.next_in_a_list(value, value_end) {
            return;
        }
        // A name the lexicon knows, written as an identifier (`access_token refresh_token expires_at`, a
        // header of columns): the next name of a list, not this word's value.
        // (Between tabs, as a tab-separated export's header prints them, names of English words are columns
        // too: `refresh_token\tcreated_at`. The last part must name the role: `blue_secret_horse` is no name.)
        let tabbed = at > 0 && self.bytes[at - 1] == b'\t' && self.bytes.get(value_end).is_none_or(|b| *b == b'\t');
        let column = tabbed && value.split(['_', '.']).all(|part| part.len() <= 2 || dictionary::is_english_word(part));
        if is_snake_case_name(value) && (column || !matches!(lexicon::role_of_last_part(value), Role::Neutral)) {
            return;
        }
        let take = if shape::is_foreign_word(value) {
            false
        } else if sentence_ended {
            // (A status code or an id opens a sentence too: `bad password. 0xC000006D`, `CVE-2024-3094`.)
            !shape::is_plain_word(value)
                && (shape::looks_like_secret_value(value) || shape::credential_after_keyword(value))
                && !status_or_advisory(value)
        } else if lenient {
            !is_function_word(value)
                && (!shape::is_plain_word(value) || value.len() >= 6)
                && !self.prose_goes_on(value, value_end)
        } else {
            shape::looks_like_secret_value(value)
                || shape::credential_after_keyword(value)
                || (value.len() >= 6
                    && !shape::is_plain_word(value)
                    && value.bytes().any(|b| b.is_ascii_digit())
                    && value.bytes().any(|b| b.is_ascii_alphabetic())
                    && shape::wordiness_of(value) < 0.5)
        };
        if take {
            self.push(at, value_end, label, KEY_PRIORITY + 1);
        }
    }

    /// Whether `value`, an English word after a word that names a secret, reads as the message's next word
    /// rather than a value: a keyword in capitals (`api_keys VALUES (…)`, `auth [DEBUG]`), or a word the
    /// sentence goes on from (`JWT expired at …`, `WRONGPASS invalid username-password pair`).
    /// Whether the key whose value starts at `value_start` (after its `:`) opens a bracket: `[auth_basic:`.
    fn bracket_opens_key(&self, value_start: usize) -> bool {
        let b = self.bytes;
        if value_start == 0 || b[value_start - 1] != b':' {
            return false;
        }
        let key_start =
            b[..value_start - 1].iter().rposition(|c| !(c.is_ascii_alphanumeric() || *c == b'_')).map_or(0, |p| p + 1);
        key_start > 0 && b[key_start - 1] == b'['
    }

    /// Whether `value`, a name, is followed by what follows a list's item (`,`, `)`, a tab, `FROM`): a
    /// list of names, not a key and its value.
    fn next_in_a_list(&self, value: &str, value_end: usize) -> bool {
        let rest = &self.bytes[value_end..];
        let name = value.starts_with(|c: char| c.is_ascii_alphabetic())
            && value.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        name && (matches!(rest.first(), Some(b',' | b')' | b'\t'))
            || rest.strip_prefix(b" ").is_some_and(|r| r.starts_with(b"FROM ") || r.starts_with(b"from ")))
    }

    fn prose_goes_on(&self, value: &str, value_end: usize) -> bool {
        // A bracket opens a field of the line (`botocore.auth [DEBUG] …`: a logger's name, then the level).
        let value = value.trim_start_matches(['[', '(']);
        if !dictionary::is_english_word(value) {
            return false;
        }
        if value.len() >= 2 && value.bytes().all(|b| b.is_ascii_uppercase()) {
            return true;
        }
        self.next_word_is_prose(value_end)
    }

    /// Whether a space and an English word (or a function word) follow `end`: a sentence goes on.
    fn next_word_is_prose(&self, end: usize) -> bool {
        if self.bytes.get(end) != Some(&b' ') {
            return false;
        }
        let next = &self.bytes[end + 1..];
        let word_len = next.iter().take_while(|b| b.is_ascii_alphabetic()).count();
        let word = &self.text(end + 1, end + 1 + word_len);
        word_len >= 2
            && !next.get(word_len).is_some_and(u8::is_ascii_alphanumeric)
            && (is_function_word(word) || dictionary::is_english_word(word))
    }

    /// `… on app118sto`, `started on worker-use1-02`, `connecting to db-replica-2`, `node gke-pool-1-x7k2`: a
    /// name shaped like a host after a word that places or names a host (with a dash or two digits, so `on
    /// IPv4` and `to HTTP2` stay).
    fn host_after(&mut self, end: usize, quoted: bool) {
        let start = end + 1;
        if self.bytes.get(end) != Some(&b' ') {
            return;
        }
        // Quoted (`migration from node 'pve15' to node 'pve16'`): the name is what the quotes hold.
        if let Some(quote @ (b'\'' | b'"')) = self.bytes.get(start).copied().filter(|_| quoted)
            && let Some(close) = self.bytes[start + 1..].iter().take(64).position(|b| *b == quote)
        {
            let name = self.text(start + 1, start + 1 + close);
            if placed_host(name) {
                self.push(start + 1, start + 1 + close, "HOST", KEY_PRIORITY + 4);
            }
            return;
        }
        if !self.bytes.get(start).is_some_and(u8::is_ascii_alphabetic) {
            return;
        }
        let mut stop = start;
        while stop < self.bytes.len() && (self.bytes[stop].is_ascii_alphanumeric() || self.bytes[stop] == b'-') {
            stop += 1;
        }
        if self.bytes.get(stop).is_some_and(|b| !matches!(b, b' ' | b'.' | b',' | b';' | b')' | b'\n' | b'\r')) {
            return;
        }
        if placed_host(self.text(start, stop)) {
            self.push(start, stop, "HOST", KEY_PRIORITY + 4);
        }
    }

    /// The value after a flag that names an account or a host: the next word, unless it is another flag or a
    /// shell variable; taken when it has the shape of what the flag names.
    fn flag_value_after(&mut self, end: usize, label: &'static str, short: bool) {
        let at = self.skip_spaces(end);
        if at == end || at >= self.bytes.len() {
            return;
        }
        let (start, stop) = match self.bytes[at] {
            b'"' | b'\'' => match self.closing_quote(at) {
                Some(close) => (at + 1, close),
                None => return,
            },
            b'-' | b'<' | b'{' => return,
            _ => (at, self.bare_value_end(at, false)),
        };
        let mut value = self.text(start, stop).trim_end_matches([',', ';']);
        // (A shell variable or a format's placeholder, quoted or not, is no value: `-U "$DB_USER"`, `-U %s`.)
        if value.starts_with(['$', '%']) {
            return;
        }
        let mut start = start;
        // SQL Server's tools write the server `[protocol:]server[\instance][,port]` (sqlcmd, bcp).
        if label == "HOST" && value.contains(['\\', ',', ':']) {
            if let Some((protocol, rest)) = value.split_once(':')
                && matches!(protocol.to_ascii_lowercase().as_str(), "tcp" | "np" | "lpc" | "admin")
            {
                start += protocol.len() + 1;
                value = rest;
            }
            value = value.split(['\\', ',']).next().unwrap_or(value);
        }
        if flag_value_shaped(label, value, short) {
            self.push(start, start + value.len(), label, KEY_PRIORITY + 2);
        }
    }

    /// Whether the line around `at` holds two of a client connection's flags (account, password, host).
    fn connection_flags_on_line(&self, at: usize) -> bool {
        let line_start = self.bytes[..at].iter().rposition(|b| *b == b'\n').map_or(0, |p| p + 1);
        let line_end = memchr::memchr(b'\n', &self.bytes[at..]).map_or(self.bytes.len(), |p| at + p);
        let line = self.text(line_start, line_end);
        let flags =
            line.split(|c: char| c.is_whitespace() || c == '=').filter(|word| is_connection_flag(word)).take(2).count();
        // (The client is looked for in the flag's own command: `psql app; diff -u a b` runs `diff`.)
        let command_start = ["|", ";", "&&"]
            .iter()
            .filter_map(|joint| self.text(line_start, at).rfind(joint).map(|p| line_start + p + joint.len()))
            .max()
            .unwrap_or(line_start);
        flags >= 2 || self.text(command_start, at).split_whitespace().any(account_client)
    }

    /// Whether the words before `as` at `start` say that a process runs as an account (`running`) or a
    /// session signed in as one (`logged in`, `authenticated`).
    fn acting_verb_before(&self, start: usize) -> bool {
        // (Words found by bytes: the last byte of a character beyond ASCII is no letter, and the next
        // starts one.)
        let last_word = |text: &'a str| {
            let text = text.trim_end_matches(' ');
            let from = text.bytes().rposition(|b| !b.is_ascii_alphabetic()).map_or(0, |p| p + 1);
            (&text[..from], &text[from..])
        };
        let (before, word) = last_word(self.text(0, start));
        if ["run", "runs", "running", "authenticated", "impersonating"].iter().any(|v| v.eq_ignore_ascii_case(word)) {
            return true;
        }
        (word.eq_ignore_ascii_case("in") || word.eq_ignore_ascii_case("on"))
            && ["logged", "signed"].iter().any(|v| v.eq_ignore_ascii_case(last_word(before).1))
    }

    /// `<word> <account> from <client>`: takes the account and says whether it did.
    fn account_before_from(&mut self, end: usize) -> bool {
        let at = self.skip_spaces(end);
        // An account starts with a letter (`for 30s from`, `for 3fa85f64-… from` name a duration, an id).
        if at == end || !self.bytes.get(at).is_some_and(|b| b.is_ascii_alphabetic()) {
            return false;
        }
        let stop = self.bare_value_end(at, false);
        let after = self.skip_spaces(stop);
        let value = self.text(at, stop);
        let client_shaped = if after > stop && self.bytes[after..].starts_with(b"from ") {
            let client = self.skip_spaces(after + 4);
            // The client is an address or a host: a digit, a `[`, a `<` of a placeholder, or a host name.
            self.bytes.get(client).is_some_and(|b| b.is_ascii_digit() || matches!(b, b'[' | b'<'))
                || is_host_name(self.text(client, self.bare_value_end(client, false)).trim_end_matches([':', '.']))
        } else if after > stop && self.bytes[after..].starts_with(b"on ") {
            // A local login names its terminal instead (su, login: `failed for m.rossi on /dev/pts/8`).
            let terminal = self.skip_spaces(after + 3);
            is_terminal(self.text(terminal, self.bare_value_end(terminal, false)))
        } else {
            false
        };
        if !client_shaped || !personal_account(value) {
            return false;
        }
        self.push(at, stop, "USER", KEY_PRIORITY + 2);
        true
    }

    /// Where a number may start within three words after `end` (words of letters between), when seven
    /// digits follow soon after.
    fn phone_number_after(&self, end: usize) -> Option<usize> {
        let b = self.bytes;
        let mut at = end;
        for _ in 0..4 {
            while at < b.len() && matches!(b[at], b' ' | b':' | b'=' | b'\t') {
                at += 1;
            }
            if at >= b.len() || b[at].is_ascii_digit() || matches!(b[at], b'+' | b'(') {
                break;
            }
            // A word between (`de contacto`, `from`, `au`): letters only.
            let word_start = at;
            while at < b.len() && (b[at].is_ascii_alphabetic() || b[at] >= 0x80) {
                at += 1;
            }
            if at == word_start || at - word_start > 20 {
                return None;
            }
        }
        while at < b.len() && matches!(b[at], b' ' | b':' | b'=' | b'\t') {
            at += 1;
        }
        if !(at < b.len() && (b[at].is_ascii_digit() || matches!(b[at], b'+' | b'('))) {
            return None;
        }
        let digits_soon = b[at.min(b.len())..].iter().take(20).filter(|c| c.is_ascii_digit()).count() >= 7;
        digits_soon.then_some(at)
    }

    /// `phone 030 1234 5678`, `teléfono de contacto 55 6714 0471`, `called from 084818 77834`: the number at
    /// `at`, after the word ending at `end` that names a phone or a call, is a phone number when written as
    /// one (digit groups, `fewest` to 15 digits) and no word between names another record.
    fn phone_after(&mut self, end: usize, at: usize, fewest: usize) {
        let b = self.bytes;
        // A word between that names another record's number (`regarding order 9144737023`) ends the search.
        let names_record = self
            .text(end, at)
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| !w.is_empty())
            .any(|w| matches!(lexicon::role_of_key(w), Role::Identifier | Role::Diagnostic));
        if names_record {
            return;
        }
        let start = at;
        let mut stop = at;
        let mut digits = 0;
        while stop < b.len()
            && (b[stop].is_ascii_digit() || matches!(b[stop], b' ' | b'-' | b'.' | b'(' | b')' | b'+' | b'/'))
        {
            // A space ends the number unless digits follow it.
            if b[stop] == b' ' && !b.get(stop + 1).is_some_and(|c| c.is_ascii_digit() || *c == b'(') {
                break;
            }
            digits += usize::from(b[stop].is_ascii_digit());
            stop += 1;
        }
        while stop > start && !b[stop - 1].is_ascii_digit() {
            stop -= 1;
        }
        let glued = b.get(stop).is_some_and(|c| c.is_ascii_alphanumeric());
        if (fewest..=15).contains(&digits) && !glued && start < stop {
            self.push(start, stop, "PHONE", KEY_PRIORITY + 2);
        }
    }

    /// `CCCD 048089558496`, `passport: X1234567`, `رقم الهوية 1620963379`: the document number right after a
    /// word that names an identity document (spaces, `:`, `#`, `№` between), written as one: six to twenty
    /// digits, in groups or not, with at most two letters before them.
    fn identity_number_after(&mut self, end: usize, label: &'static str) {
        let b = self.bytes;
        let mut start = end;
        while start < b.len() && matches!(b[start], b' ' | b':' | b'#' | b'=' | b'\t') {
            start += 1;
        }
        if start == end {
            return;
        }
        let (stop, digits) = crate::pii::written_number(b, start);
        let glued = b.get(stop).is_some_and(|c| c.is_ascii_alphanumeric() || *c >= 0x80);
        if (6..=20).contains(&digits) && !glued {
            self.push(start, stop, label, KEY_PRIORITY + 2);
        }
    }

    /// The value of a directive line `name value;` (quoted or not), judged by `role`.
    fn directive_value(&mut self, end: usize, role: Role) {
        let at = self.skip_spaces(end);
        let line_end = memchr::memchr(b'\n', &self.bytes[at..]).map_or(self.bytes.len(), |p| at + p);
        let raw = self.text(at, line_end).trim_end().trim_end_matches(';');
        let (offset, value) = match raw.strip_prefix(['"', '\'']).and_then(|v| v.strip_suffix(['"', '\''])) {
            Some(inner) => (1, inner),
            None => (0, raw),
        };
        // (One word and a full stop ends a sentence, `IP subnets.`: a name written absolute has dots in it.)
        let sentence = value.strip_suffix('.').is_some_and(|word| !word.contains('.'));
        let label = match role {
            Role::Infrastructure if is_host_name(value) && !sentence => Some("HOST"),
            // A word is a status, not a name (`Login Succeeded`).
            Role::Personal { .. } if crate::dictionary::is_english_word(value) => None,
            Role::Personal { label } => person_or_account(label, value),
            _ => None,
        };
        if let Some(label) = label {
            self.push(at + offset, at + offset + value.len(), label, KEY_PRIORITY + 1);
        }
    }

    /// `Customer Priya Iyer called`, `Klant Joris de Vries belde`, `requested by Tyler Kowalski`: a person
    /// named after a word that introduces one, in two to four capitalised words that may be names (proper
    /// nouns or no English word: not `Customer Service Team`), with particles (`de`, `van`, `bin`) between.
    fn person_after(&mut self, end: usize) {
        let b = self.bytes;
        let mut at = end;
        if b.get(at) == Some(&b'.') {
            at += 1;
        }
        let start = at + 1;
        let (mut names, mut last_end) = (0, start);
        // A script without capitals (Thai, Arabic, Hebrew) cannot show where a name ends: its first two
        // words are taken, and two more after a patronymic's `bin`/`bint` (`محمد بن عبدالله العتيبي`).
        let mut caseless_names = 0;
        let mut caseless_limit = 2;
        let mut foreign = false;
        for _ in 0..6 {
            if b.get(at) != Some(&b' ') {
                break;
            }
            let word_start = at + 1;
            let mut word_end = word_start;
            while word_end < b.len()
                && (b[word_end].is_ascii_alphabetic() || b[word_end] >= 0x80 || matches!(b[word_end], b'-' | b'\''))
            {
                word_end += 1;
            }
            let word = self.text(word_start, word_end);
            // A short word after a foreign name's first words is a given name (`Nguyễn Văn An`, `Trần Thị
            // Mai`): a word that English writes in lower case is capitalised only as a name, and a name
            // that English is not written in may hold English-looking syllables.
            let title = is_name_word(word);
            let foreign_tail = title && names >= 2 && foreign && word.chars().count() <= 4;
            let caseless = word.chars().count() >= 2
                && word.chars().next().is_some_and(|c| c.is_alphabetic() && !c.is_uppercase() && !c.is_lowercase());
            if title && (foreign_tail || crate::dictionary::may_be_name(word)) {
                names += 1;
                foreign |= !word.is_ascii();
                last_end = word_end;
            } else if caseless
                && names >= 1
                && names == caseless_names
                && caseless_limit == 2
                && matches!(word, "بن" | "بنت" | "ابن" | "בן" | "בת")
            {
                caseless_limit = names + 2;
            } else if caseless && names == caseless_names && names < caseless_limit && !is_listed_person_cue(word) {
                names += 1;
                caseless_names += 1;
                last_end = word_end;
            } else if !((names >= 1 && NAME_PARTICLES.contains(&word)) || (names == 0 && is_listed_person_cue(word))) {
                // A title after the role (`ลูกค้า นางสาว อรุณี แสงทอง`, `customer Mrs Ada Lovelace`) is passed.
                break;
            }
            at = word_end;
            if names == 4 {
                break;
            }
        }
        // Han writes a whole name as one word (`陈娜`); after a role word of a Latin-script sentence
        // (`Kundin 陈娜 hat …`, `customer 王伟 updated …`) such a word is the person. (In a sentence of its
        // own script it is as often a noun.)
        let han_name = names == 1
            && caseless_names == 1
            && end > 0
            && b[end - 1].is_ascii_alphabetic()
            && han_name_word(self.text(start, last_end));
        if names >= 2 || han_name {
            self.push(start, last_end, "NAME", KEY_PRIORITY + 2);
        }
    }

    /// Whether `word` (at `start`) ends a person's role written in two words (`khách hàng`, `bệnh nhân`): the
    /// previous word and it, as one phrase of the lexicon.
    fn ends_two_word_cue(&self, start: usize, word: &str) -> bool {
        if start < 2 || self.bytes[start - 1] != b' ' || word.len() > 16 {
            return false;
        }
        let before = &self.bytes[..start - 1];
        let previous_start = before.iter().rposition(|b| !(b.is_ascii_alphabetic() || *b >= 0x80)).map_or(0, |p| p + 1);
        if previous_start + 1 >= start || start - 1 - previous_start > 16 {
            return false;
        }
        let phrase = self.text(previous_start, start + word.len());
        lexicon::names_a_persons_role(phrase)
    }

    /// `validado para Björn Müller telefono …`, `"Michael Okafor" SIN …`, `Daan de Vries (bsn …)`: a person's
    /// name right before the word of one of their records (a phone's, an identity document's), in two to four
    /// capitalised words that may be names (quoted or not, particles between them), is that person's.
    fn person_before(&mut self, start: usize) {
        let b = self.bytes;
        let mut at = start;
        // (The record may be given in parentheses after the name.)
        if at >= 2 && b[at - 1] == b'(' && b[at - 2] == b' ' {
            at -= 1;
        }
        if at == 0 || b[at - 1] != b' ' {
            return;
        }
        at -= 1;
        let quoted = at > 0 && matches!(b[at - 1], b'"' | b'\'');
        if quoted {
            at -= 1;
        }
        let last_end = at;
        let (mut names, mut first) = (0, at);
        while names < 4 && at > 0 {
            let word_end = at;
            let mut word_start = word_end;
            while word_start > 0
                && (b[word_start - 1].is_ascii_alphabetic()
                    || b[word_start - 1] >= 0x80
                    || matches!(b[word_start - 1], b'-' | b'\''))
            {
                word_start -= 1;
            }
            let word = self.text(word_start, word_end);
            // A particle between names (`de`, `van der`) is part of the name, not its end.
            if names >= 1 && NAME_PARTICLES.contains(&word) && word_start > 0 && b[word_start - 1] == b' ' {
                at = word_start - 1;
                continue;
            }
            if word_start == word_end
                || !is_name_word(word)
                || !crate::dictionary::may_be_name(word)
                || is_person_cue(word)
            {
                break;
            }
            names += 1;
            first = word_start;
            if word_start == 0 || b[word_start - 1] != b' ' {
                break;
            }
            at = word_start - 1;
        }
        let opened = !quoted || (first > 0 && b[first - 1] == b[last_end]);
        if names >= 2 && opened {
            self.push(first, last_end, "NAME", KEY_PRIORITY + 2);
        }
    }

    /// A quoted person's name after a word that introduces one (`employee "Thomas Osei"`).
    fn quoted_person_after(&mut self, quote_at: usize) {
        let quote = self.bytes[quote_at];
        let start = quote_at + 1;
        let Some(close) = self.bytes.get(start..).and_then(|rest| memchr::memchr(quote, rest)).map(|p| start + p)
        else {
            return;
        };
        if close - start <= 60 && person_name_shaped(self.text(start, close)) {
            self.push(start, close, "NAME", KEY_PRIORITY + 2);
        }
    }

    /// A quoted account name right after a word that names one (`user "x"`, `user 'x'`).
    fn quoted_user_after(&mut self, end: usize) {
        let at = self.skip_spaces(end);
        if at == end {
            return;
        }
        // `User <nowakag> IP <…>` (Cisco ASA writes its fields in angle brackets).
        if self.bytes.get(at) == Some(&b'<')
            && let Some(close) = memchr::memchr(b'>', &self.bytes[at..]).map(|p| at + p)
            && close > at + 1
            && personal_shape("USER", self.text(at + 1, close))
            && !built_in_account(self.text(at + 1, close))
        {
            self.push(at + 1, close, "USER", KEY_PRIORITY + 2);
            return;
        }
        if !matches!(self.bytes.get(at), Some(b'"' | b'\'')) && !self.gnu_quoted(at) {
            // Bare, an account name has an account's shape: a dot, an underscore or a digit with its letters
            // (`user a.nair`, `username liuxi8`); `user login failed` names no one.
            let value_end = self.bare_value_end(at, false);
            let value = self.text(at, value_end).trim_end_matches(['.', ',', ';', ':']);
            let shaped = value.bytes().any(|b| matches!(b, b'.' | b'_') || b.is_ascii_digit())
                && value.bytes().next().is_some_and(|b| b.is_ascii_alphabetic())
                && !value.contains("..")
                && !shape::is_plain_word(value);
            if shaped && personal_shape("USER", value) && value.len() <= 32 {
                self.push(at, at + value.len(), "USER", KEY_PRIORITY + 2);
                return;
            }
            // Letters alone are an account when they are no English word (`User maberg in security realm`,
            // `auth user girardh {`; not `user login failed`).
            if (3..=32).contains(&value.len())
                && value.bytes().all(|b| b.is_ascii_lowercase())
                && !crate::dictionary::is_word(value)
                && personal_account(value)
            {
                self.push(at, at + value.len(), "USER", KEY_PRIORITY + 2);
                return;
            }
            // `Started by user Marco Ricci` (Jenkins): a user named by a person's name.
            let name_end = self.name_words_end(value_end);
            if name_end > value_end && person_name_shaped(self.text(at, name_end)) {
                self.push(at, name_end, "NAME", KEY_PRIORITY + 2);
            }
            return;
        }
        // (A built-in account, `Login failed for user 'sa'`, names no one here either.)
        if let Some(close) = self.closing_quote(at)
            && personal_shape("USER", self.text(at + 1, close))
            && !built_in_account(self.text(at + 1, close))
        {
            self.push(at + 1, close, "USER", KEY_PRIORITY + 2);
        }
    }

    fn previous_word(&self, start: usize) -> Option<&'a str> {
        let b = self.bytes;
        let mut end = start;
        while end > 0 && is_space(b[end - 1]) {
            end -= 1;
        }
        let mut begin = end;
        while begin > 0 && b[begin - 1].is_ascii_alphanumeric() {
            begin -= 1;
        }
        (begin < end).then(|| self.text(begin, end))
    }

    /// A value as its writer wrote it: `trimmed` (the value `start..end`, trimmed) with its `\uXXXX` and
    /// `\xHH` escapes undone (`"\u6e21\u8fba \u7f8e\u54b2"` and `"Chlo\xc3\xa9"` are names), also where
    /// the document was escaped again as a whole (`b'{"name": "G\\u00fcl"}'`, a JSON text inside a repr or
    /// another string): up to three layers.
    fn unescaped(&self, start: usize, end: usize, trimmed: &'a str) -> std::borrow::Cow<'a, str> {
        // A query's value written percent-encoded (`name=Am%C3%A9lie%20Qu%C3%A9m%C3%A9ner`): a name's length at
        // most, so that a line of many keys whose values run on costs its length.
        let escaped = |text: &str| text.contains("\\u") || text.contains("\\x");
        if trimmed.len() <= 256
            && trimmed.contains('%')
            && !escaped(trimmed)
            && let Some(decoded) = view::percent_decode(&self.view, start, end, true)
        {
            return std::borrow::Cow::Owned(decoded.view(0).text.trim().to_owned());
        }
        if !escaped(trimmed) {
            return std::borrow::Cow::Borrowed(trimmed);
        }
        let Some(decoded) = view::unescape(&self.view, start, end) else { return std::borrow::Cow::Borrowed(trimmed) };
        let mut text = decoded.view(0).text.trim().to_owned();
        for _ in 0..2 {
            if !escaped(&text) {
                break;
            }
            let once = View::root(&text);
            let Some(again) = view::unescape(&once, 0, text.len()) else { break };
            text = again.view(0).text.trim().to_owned();
        }
        std::borrow::Cow::Owned(text)
    }

    /// A quoted string's content: searched again, after undoing its escapes if it has any.
    fn search_string(&mut self, start: usize, end: usize) {
        if end <= start || self.nesting >= MAX_NESTING {
            return;
        }
        match view::unescape(&self.view, start, end) {
            Some(decoded) if self.view.depth < crate::MAX_DEPTH && self.ctx.take_budget(decoded.len()) => {
                self.redactor.search(decoded.view(self.view.depth + 1), self.ctx, self.nesting + 1);
            }
            Some(_) => {
                // Past the depth or work bound: the content is still read as it is, escapes and all, so a
                // `key=value` buried under more layers of quoting is still found by its key.
                scan(self.redactor, self.view.sub(start, end), self.ctx, self.nesting + 1, self.has_stems);
            }
            None => {
                let inner = self.view.sub(start, end);
                if inner.text.bytes().any(|b| matches!(b, b'=' | b':' | b'"' | b'\'' | b'<' | b'%'))
                    || inner.text.contains(' ')
                {
                    scan(self.redactor, inner, self.ctx, self.nesting + 1, self.has_stems);
                    if inner.text.contains('%') {
                        self.search_percent_encoded(start, end);
                    }
                }
            }
        }
    }

    /// Where the line holding `at` ends (its `\n` or `\r`, or the text's end), remembered, so that the
    /// values of a run of keys that each take the rest of the line cost that line's length once.
    fn line_end(&self, at: usize) -> usize {
        self.next_line_break.at_or_after(self.bytes, at).unwrap_or(self.bytes.len())
    }

    /// Whether a `%` is in `start..end` (the next one remembered: see `NextByte`).
    fn percent_within(&self, start: usize, end: usize) -> bool {
        self.next_percent.at_or_after(self.bytes, start).is_some_and(|at| at < end)
    }

    /// A value with percent-encoding: searched again decoded (a URL inside a query parameter, an encoded
    /// card number).
    fn search_percent_encoded(&mut self, start: usize, end: usize) {
        if self.view.depth >= crate::MAX_DEPTH {
            return;
        }
        // A value inside the last one decoded was searched with it (a run of keys whose values each reach
        // the same end).
        if let Some((from, to)) = self.last_percent_decoded.get()
            && from <= start
            && end <= to
        {
            return;
        }
        self.last_percent_decoded.set(Some((start, end)));
        // (Each `%XX` decodes to one byte: the decoded value is at least a third of the encoded one.)
        if self.ctx.has_budget((end - start).div_ceil(3))
            && let Some(decoded) = view::percent_decode(&self.view, start, end, true)
            && self.ctx.take_budget(decoded.len())
        {
            self.redactor.search(decoded.view(self.view.depth + 1), self.ctx, self.nesting + 1);
        }
    }
}

/// The value of a `Name="…"` (or `Key`) attribute in a tag's attribute text.
fn name_attribute(attributes: &str) -> Option<&str> {
    let lower = attributes.to_ascii_lowercase();
    for key in ["name=", "key="] {
        let Some(at) = lower.find(key) else { continue };
        if at > 0 && !attributes.as_bytes()[at - 1].is_ascii_whitespace() {
            continue;
        }
        let rest = &attributes[at + key.len()..];
        let quote = rest.chars().next().filter(|c| *c == '"' || *c == '\'')?;
        let end = rest[1..].find(quote)?;
        return Some(&rest[1..1 + end]);
    }
    None
}

/// Whether a value is itself the name of a secret (`"name": "DB_PASSWORD"`): a short identifier whose role
/// is a secret.
pub(crate) fn names_a_secret(value: &str) -> bool {
    // A configuration path names what its last segment names (`smtp/general/pwd`, `mail:smtp:password`);
    // a URL or a file path names a place, not a secret.
    let value = if value.contains("://") || value.starts_with('/') {
        value
    } else {
        value.rsplit(['/', ':']).next().unwrap_or(value)
    };
    value.len() <= 64
        && value.chars().all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
        && value.bytes().any(|b| b.is_ascii_alphabetic())
        && matches!(lexicon::role_of_key(value), Role::Secret { .. })
        && matches!(lexicon::role_of_last_part(value), Role::Secret { .. } | Role::WeakSecret { .. })
        && !shape::looks_like_secret_value(value)
}

/// A verb of a phone call, or the noun in the same languages: the number after it is the caller's
/// (`called from 084818 77834`, `zpětné volání na 210 370 818`).
fn is_call_word(word: &str) -> bool {
    const CALLED: &[&str] = &[
        "call",
        "called",
        "calling",
        "callback",
        "llamó",
        "ligou",
        "appelé",
        "belde",
        "chiamato",
        "anrief",
        "rief",
        "ringde",
        "ringte",
        "ringede",
        "gebeld",
        "sunat",
        "soitti",
        "dzwonił",
        "dzwoniła",
        "zavolal",
        "zavolala",
        "telefonou",
        "звонил",
        "звонила",
        "дзвонив",
        "dzwoni",
        "gọi",
        "menelepon",
        "aradı",
        "اتصل",
        "اتصلت",
        "התקשר",
        "התקשרה",
        "โทร",
        // The noun.
        "llamada",
        "chamada",
        "ligação",
        "chiamata",
        "telefonata",
        "anruf",
        "rückruf",
        "oproep",
        "samtal",
        "opkald",
        "oppringning",
        "puhelu",
        "volání",
        "звонок",
        "дзвінок",
        "panggilan",
    ];
    static SET: std::sync::OnceLock<(
        crate::Bits256,
        std::collections::HashSet<&'static str, foldhash::fast::FixedState>,
    )> = std::sync::OnceLock::new();
    let (first_bytes, set) = SET.get_or_init(|| {
        let mut first_bytes = crate::Bits256::default();
        for word in CALLED {
            first_bytes.insert(usize::from(word.as_bytes()[0]));
            first_bytes.insert(usize::from(word.as_bytes()[0].to_ascii_uppercase()));
        }
        (first_bytes, CALLED.iter().copied().collect())
    });
    // Asked of every word of prose: the length and the first byte first, then one lookup.
    (4..=20).contains(&word.len())
        && first_bytes.contains(usize::from(word.as_bytes()[0]))
        && lexicon::with_lowercase(word, |lower| set.contains(lower))
}

/// A word that introduces a person by name: the roles people have in the records of shops, clinics and
/// services (the lexicon's words for them, in its languages, and a few more), honorifics, and `by`
/// (`requested by …`).
fn is_person_cue(word: &str) -> bool {
    word.len() <= 24 && lexicon::names_a_persons_role(word) || is_listed_person_cue(word)
}

fn is_listed_person_cue(word: &str) -> bool {
    const CUES: &[&str] = &[
        "customer",
        "client",
        "cliente",
        "clienta",
        "klant",
        "kunde",
        "kundin",
        "patient",
        "paciente",
        "patiente",
        "paziente",
        "guest",
        "passenger",
        "employee",
        "contact",
        "member",
        "recipient",
        "sender",
        "cardholder",
        "titular",
        "utente",
        "usuario",
        "mr",
        "mrs",
        "ms",
        "mx",
        "dr",
        "herr",
        "frau",
        "sr",
        "sra",
        "srta",
        "mme",
        "mlle",
        "dhr",
        "mevr",
        "นาย",
        "นาง",
        "นางสาว",
        "السيد",
        "السيدة",
        "מר",
        "sig",
        "by",
        // A message's salutation addresses its reader by name (`Hello Budi Santoso,`, `Dear Ms Okafor`);
        // `Dear Customer`, `Hi Team` name no one (English words are no names).
        "dear",
        "hello",
        "hi",
        "hey",
        "hallo",
        "liebe",
        "lieber",
        "bonjour",
        "cher",
        "chère",
        "hola",
        "estimado",
        "estimada",
        "olá",
        "prezado",
        "prezada",
        "ciao",
        "gentile",
        "beste",
        "hej",
        "witaj",
        "merhaba",
        "sayın",
        "здравствуйте",
        "уважаемый",
        "уважаемая",
    ];
    if word.len() > 24 {
        return false;
    }
    // (Cyrillic and other cased scripts fold beyond ASCII: `Здравствуйте` at a sentence's start.)
    let folded = (!word.is_ascii()).then(|| word.to_lowercase());
    CUES.iter().any(|cue| folded.as_deref().map_or_else(|| cue.eq_ignore_ascii_case(word), |w| w == *cue))
}

/// A NetBIOS domain name as Windows writes it: one word of 2 to 15 capitals, digits, `-` or `_`, with a
/// letter, not one of the built-in domains (`NT AUTHORITY` is two words, `BUILTIN`, `WORKGROUP`).
fn netbios_domain(value: &str) -> bool {
    (2..=15).contains(&value.len())
        && value.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || matches!(b, b'-' | b'_'))
        && value.bytes().any(|b| b.is_ascii_uppercase())
        && !matches!(value, "BUILTIN" | "WORKGROUP" | "NT" | "LOCAL" | "NONE" | "NULL")
}

/// A name after a word that places a host, shaped like a machine's: letters, digits and dashes, starting
/// with a letter, with a dash and a digit or two digits (`worker-use1-02`, `app118sto`; not `IPv4`).
fn placed_host(name: &str) -> bool {
    let digits = name.bytes().filter(u8::is_ascii_digit).count();
    name.bytes().next().is_some_and(|b| b.is_ascii_alphabetic())
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
        && digits > 0
        && is_host_name(name)
        && (name.contains('-') || digits >= 2)
        && !sized_type_name(name)
}

/// A list of words, numbers or addresses joined by commas (`read,write`, `en,de,fr`, `10.0.0.1,10.0.0.2`),
/// or one with a variable's reference (`${TOKEN},x`): a setting's value, not a secret.
fn word_list(value: &str) -> bool {
    value.contains(',')
        && (value.split(',').any(|part| part.trim().starts_with('$'))
            || value.split(',').map(str::trim).all(|part| {
                shape::is_plain_word(part) || part.bytes().all(|b| b.is_ascii_digit() || matches!(b, b'.' | b':'))
            }))
}

/// A data type, encoding or algorithm named with its size (`INT32`, `FLOAT64`, `UTF16`, `BASE64`, `SHA256`,
/// `AES128`, `RSA2048`, `X509`, `IPV6`): what a value is converted to or signed with, not a machine.
fn sized_type_name(name: &str) -> bool {
    let letters = name.bytes().take_while(u8::is_ascii_alphabetic).count();
    let (kind, size) = name.split_at(letters);
    let Ok(size) =
        size.parse::<u32>().map_err(|_| ()).and_then(|n| if size.starts_with('0') { Err(()) } else { Ok(n) })
    else {
        return false;
    };
    // Sizes in bits or bytes (`INT32`, `SHA256`, `RSA2048`), and the instruction sets (`x86`, `x64`).
    let kind = kind.to_ascii_lowercase();
    match kind.as_str() {
        "x" => matches!(size, 32 | 64 | 86),
        "ipv" => matches!(size, 4 | 6),
        "md" => matches!(size, 4 | 5),
        "ed" => size == 25519 || size == 448,
        "int" | "uint" | "float" | "decimal" | "utf" | "ucs" | "base" | "sha" | "crc" | "aes" | "rsa" | "bit" => {
            size >= 2 && (size.is_power_of_two() || matches!(size, 24 | 36 | 58 | 85 | 224 | 384))
        }
        _ => false,
    }
}

/// Words after which a host-shaped name is a host: prepositions that place something on a machine and nouns
/// that name one (`on`, `from`, `to`, `via`, `host`, `server`, `node`, `instance`, `worker`, `peer`).
fn is_host_preposition(word: &str) -> bool {
    // `host-name`, `host_name` (Juniper's `set system host-name x`) read as `hostname`. Joined on the stack:
    // this runs for most words of prose.
    let mut joined = [0u8; 16];
    let mut length = 0;
    for byte in word.bytes().filter(|b| !matches!(b, b'-' | b'_')) {
        let Some(slot) = joined.get_mut(length) else { return false };
        *slot = byte.to_ascii_lowercase();
        length += 1;
    }
    matches!(
        &joined[..length],
        b"on"
            | b"from"
            | b"to"
            | b"via"
            | b"host"
            | b"hostname"
            | b"server"
            | b"node"
            | b"instance"
            | b"machine"
            | b"worker"
            | b"peer"
            | b"upstream"
            | b"backend"
            | b"replica"
            | b"primary"
    )
}

/// A status code (`0xC000006D`, a Windows NTSTATUS or HRESULT: eight hex digits at most), an advisory's id
/// (`CVE-2024-3094`) or a UUID: what a sentence about a failure starts with, no credential.
fn status_or_advisory(value: &str) -> bool {
    let hex = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_hexdigit());
    let status = value.strip_prefix("0x").or_else(|| value.strip_prefix("0X")).is_some_and(|h| h.len() <= 8 && hex(h));
    let cve = value.strip_prefix("CVE-").is_some_and(|rest| {
        rest.split_once('-').is_some_and(|(year, number)| {
            year.len() == 4 && number.len() >= 4 && year.bytes().chain(number.bytes()).all(|b| b.is_ascii_digit())
        })
    });
    let parts: Vec<&str> = value.split('-').collect();
    let uuid = parts.iter().map(|p| p.len()).eq([8, 4, 4, 4, 12]) && parts.iter().all(|p| hex(p));
    status || cve || uuid
}

/// The verb between a secret's name and its value in a sentence (`password is`, `Passwort lautet`, `mot de
/// passe est`, `hasło jest`, `la password è`), present and past.
const COPULAS: &[&str] =
    &["is", "was", "ist", "war", "lautet", "lautete", "est", "était", "es", "era", "är", "var", "jest", "je", "è", "é"];

/// Whether a word is a copula of the languages the lexicon reads (`is`, `lautet`, `est`).
pub(crate) fn is_copula(word: &str) -> bool {
    COPULAS.iter().any(|copula| word.eq_ignore_ascii_case(copula))
}

/// Short English words that follow a flag or a setting's name in prose (`--password via the CLI`), never its
/// value.
pub(crate) fn is_function_word(value: &str) -> bool {
    matches!(
        value.to_ascii_lowercase().as_str(),
        "via"
            | "for"
            | "is"
            | "the"
            | "to"
            | "in"
            | "on"
            | "with"
            | "from"
            | "and"
            | "or"
            | "not"
            | "when"
            | "if"
            | "was"
            | "has"
            | "have"
            | "will"
            | "be"
            | "are"
            | "of"
            | "at"
            | "by"
            | "as"
            | "an"
            | "a"
            | "must"
            | "should"
            | "option"
            | "flag"
            | "argument"
            | "parameter"
            | "instead"
            | "only"
            | "required"
            | "missing"
    )
}

/// Whether a cookie's name says it keeps a login (`remember-me`, `rememberMe`, `remember_user_token`,
/// `remember_web_59ba36…`): "remember", then "me", a user, a token or a web guard.
fn remember_me_cookie(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    let Some(rest) = lower.strip_prefix("remember") else { return false };
    let rest = rest.trim_start_matches(['-', '_']);
    ["me", "user", "token", "web", "login"].iter().any(|word| rest.starts_with(word))
}

/// Whether a key names cookies (`Cookie`, `Set-Cookie`, `cookies`).
fn is_cookie_key(key: &str) -> bool {
    let key = key.trim_matches(|c: char| !c.is_alphanumeric()).as_bytes();
    ends_with_ignore_case(key, b"cookie") || ends_with_ignore_case(key, b"cookies")
}

/// A blank or a quote: where a URL or a bare value ends in a line.
fn blank_or_quote(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'"' | b'\'')
}

/// The length of a DNS cookie as dig and kdig print it (`e339f19ec25b95b3010000006b15784a… (good)`): 16
/// lower-case hex digits, or 32 to 80, an even count, then its check in parentheses (`good`, `bad`,
/// `echoed`).
fn dns_cookie(value: &str) -> Option<usize> {
    let hex = value.bytes().take_while(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(b)).count();
    let checked = value[hex..]
        .strip_prefix(" (")
        .and_then(|c| c.trim_end().strip_suffix(')'))
        .is_some_and(|word| matches!(word, "good" | "bad" | "echoed"));
    ((hex == 16 || (32..=80).contains(&hex)) && hex % 2 == 0 && checked).then_some(hex)
}

fn ends_with_ignore_case(text: &[u8], suffix: &[u8]) -> bool {
    text.len() >= suffix.len() && text[text.len() - suffix.len()..].eq_ignore_ascii_case(suffix)
}

/// Whether a key names an authorization header value (its value may start with a scheme word).
fn is_authorization_key(key: &str) -> bool {
    let key = key.trim_matches(|c: char| !c.is_alphanumeric()).as_bytes();
    ends_with_ignore_case(key, b"authorization")
        || key.eq_ignore_ascii_case(b"auth")
        || ends_with_ignore_case(key, b"authentication")
}

/// Whether a value under a process key is a process id: 1 to 10 digits.
pub(crate) fn is_pid(value: &str) -> bool {
    // Decimal, or hexadecimal as Windows' security events write it (`Caller Process ID: 0x4e91`).
    let decimal = (1..=10).contains(&value.len()) && value.bytes().all(|b| b.is_ascii_digit());
    let hex = value
        .strip_prefix("0x")
        .is_some_and(|digits| (1..=8).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_hexdigit()));
    decimal || hex
}

/// What a value under a key that names a person or an account is: people and accounts are named either
/// way (`"name": "gwendolyn_pet"` in a users table, `"user": "Chidera Ventura"`), so a value with the other's
/// shape is that.
/// [`person_or_account`] for a field of a record (a key's value, a column's cell), where the whole value is
/// what the key names: a script without capitals writes a name as one word too (`王伟`, `김민준`). (In
/// prose after a role word, one such word is as often a noun: `회원 가입`, member sign-up.)
pub(crate) fn field_person_or_account(label: &'static str, value: &str) -> Option<&'static str> {
    if label == "PERSON" && uncased_name_shaped(value.trim()) {
        return Some("NAME");
    }
    // A party's name (a person's or a company's, beside data both have): a person's when it reads as one.
    if label == "PARTY" {
        let value = value.trim();
        return (displayed_person_name(value) || uncased_name_shaped(value)).then_some("NAME");
    }
    person_or_account(label, value)
}

/// [`field_person_or_account`] for a table's cell, which is one whole value: under a person's column (an
/// `owner`, an `author`) an account shaped as someone's is that person's (`mlindqvist80`; `web01`,
/// `payments`, `kube-system` name things; see [`someones_account`]).
pub(crate) fn cell_person_or_account(label: &'static str, value: &str) -> Option<&'static str> {
    match field_person_or_account(label, value) {
        None if label == "PERSON" && someones_account(value.trim()) => Some("USER"),
        found => found,
    }
}

pub(crate) fn person_or_account(label: &'static str, value: &str) -> Option<&'static str> {
    if label == "PERSON" {
        return (value.trim().contains(' ') && personal_shape("NAME", value)).then_some("NAME");
    }
    if label == "USER" && built_in_account(value) {
        return None;
    }
    if personal_shape(label, value) {
        return Some(label);
    }
    match label {
        "NAME" if personal_account(value) && value.bytes().any(|b| matches!(b, b'_' | b'.') || b.is_ascii_digit()) => {
            Some("USER")
        }
        "USER" if value.contains(' ') && personal_shape("NAME", value) => Some("NAME"),
        // `acct` names a bank account and, in the Linux audit subsystem's records, a user's account
        // (`acct="deploy-caa"`): a name with a separator or a digit is the latter.
        "ACCOUNT"
            if account_shaped_id(value)
                && value.bytes().any(|b| matches!(b, b'_' | b'.' | b'-') || b.is_ascii_digit()) =>
        {
            Some("USER")
        }
        _ => None,
    }
}

/// An account named after someone: lower-case, marked as a person's login is (a digit, or a dot between
/// parts of a name), its letters (at least four, split at digits and separators) no English words nor
/// words of the lexicon (`mlindqvist80`, `anna.pr`; not `web01`, `ops`; and not `grafana` or `kafka`, as
/// services and products are named by invented words too).
pub(crate) fn someones_account(value: &str) -> bool {
    let mut letters = 0;
    personal_account(value)
        && value.starts_with(|c: char| c.is_ascii_lowercase())
        && !value.chars().any(char::is_uppercase)
        && value.bytes().any(|b| b.is_ascii_digit() || b == b'.')
        && value.split(|c: char| !c.is_ascii_alphabetic()).filter(|part| !part.is_empty()).all(|part| {
            letters += part.len();
            !crate::dictionary::is_english_word(part) && !lexicon::word_is_vocabulary(part)
        })
        && letters >= 4
}

/// Whether a value under an account's id key is the account's name rather than an id: it starts with a
/// letter, is not random-looking and is not hex or a UUID (`joaquin.haddad`, `psandoval89`; not `1042`,
/// `usr_SNV437cwOswb`, `5f0c…`).
pub(crate) fn account_shaped_id(value: &str) -> bool {
    value.bytes().next().is_some_and(|b| b.is_ascii_alphabetic())
        && value.bytes().filter(u8::is_ascii_alphabetic).count() >= 3
        && !value.bytes().all(|b| b.is_ascii_hexdigit() || b == b'-')
        && shape::shape(value).is_none()
        && personal_account(value)
}

/// An account name found by its position (after `-u`, between `for` and `from`) that names someone: the
/// built-in accounts of systems and databases (`root`, `postgres`) identify no one and diagnose a lot.
pub(crate) fn personal_account(value: &str) -> bool {
    personal_shape("USER", value)
        && value.len() <= 64
        && !value.contains('@')
        // An application's id (`az login -u <uuid>`) names no one.
        && !(value.len() >= 32 && value.bytes().all(|b| b.is_ascii_hexdigit() || b == b'-'))
        && !built_in_account(value)
}

/// The accounts every system or database of a kind has (`root`, `postgres`, `sa`): they identify no one,
/// under an account's key too (`"User": "root"`, `USER=root`).
pub(crate) fn built_in_account(value: &str) -> bool {
    const BUILT_IN: &[&str] = &[
        "root",
        "admin",
        "administrator",
        "postgres",
        "mysql",
        "sa",
        "sys",
        "system",
        "daemon",
        "www-data",
        "nginx",
        "ftp",
        "anonymous",
        "guest",
        "nobody",
        // ausearch's name for an audit uid never set.
        "unset",
        // The names that token authentication fixes, whoever signs in (PyPI's `__token__`, GitLab's `oauth2`
        // and `gitlab-ci-token`, GitHub's `x-access-token` and `x-oauth-basic`, AWS CodeArtifact's `aws`).
        "__token__",
        "oauth2",
        "gitlab-ci-token",
        "x-access-token",
        "x-oauth-basic",
        "aws",
        // Redis's built-in ACL user.
        "default",
    ];
    BUILT_IN.iter().any(|b| b.eq_ignore_ascii_case(value.trim()))
}

/// A person record's name: a person's name, or else the person's account.
fn name_label(value: &str) -> &'static str {
    if person_name_shaped(value) || uncased_name_shaped(value) { "NAME" } else { "USER" }
}

/// `hmac-<algorithm>:<hex digest>`.
/// An OpenSSH public key's blob (it decodes to a public-key algorithm's name and the key).
fn public_key(value: &str) -> bool {
    crate::grammar::ssh_key_type(value).is_some_and(|kind| crate::grammar::is_public_key_algorithm(&kind))
}

/// A digest written after its algorithm's name (`sha1:8257…`, `sha256=0eb8…`, `md5-…`), as content hashes
/// are (OCI digests, cache keys, Subresource Integrity): hex of exactly that algorithm's length.
fn tagged_digest(value: &str) -> bool {
    // (`sha3-256:…` names its algorithm with a dash: a `:` or `=` ends the name first.)
    let Some(at) = value.find([':', '=']).or_else(|| value.find('-')) else { return false };
    let (algorithm, digest) = (&value[..at], &value[at + 1..]);
    let bits = match algorithm.to_ascii_lowercase().as_str() {
        "md5" => 128,
        "sha1" => 160,
        "sha224" | "sha512_224" => 224,
        "sha256" | "sha512_256" | "sha3-256" | "blake2s" | "blake3" => 256,
        "sha384" => 384,
        "sha512" | "blake2b" => 512,
        _ => return false,
    };
    digest.len() * 4 == bits && digest.bytes().all(|b| b.is_ascii_hexdigit())
}

fn keyed_digest(value: &str) -> bool {
    // (The algorithm's prefix first: a long value with no colon is not searched for one.)
    value.as_bytes().get(..5).is_some_and(|head| head.eq_ignore_ascii_case(b"hmac-"))
        && value.split_once(':').is_some_and(|(algorithm, digest)| {
            algorithm.len() > 5 && digest.len() >= 32 && digest.bytes().all(|b| b.is_ascii_hexdigit())
        })
}

/// A person's name shaped so ([`person_name_shaped`]) whose every word may be a name: none a word of the
/// dictionary that is no name (`Debian QA Group`, `Local System`).
fn person_name(value: &str) -> bool {
    person_name_shaped(value) && value.split(' ').all(crate::dictionary::may_be_name)
}

/// Two to four capitalised words of letters (`Mei Chen`, `Zoë García-Núñez`, `Seán O'Brien`): a capital
/// starts each word and each part after a hyphen or an apostrophe, the rest is lower case; a particle may
/// stand between two of them (`Rajendran s/o Krishnan`, `Siti binti Abdullah`).
fn person_name_shaped(value: &str) -> bool {
    let words: Vec<&str> = value.split(' ').collect();
    let inner = |at: usize| at > 0 && at + 1 < words.len();
    (2..=4).contains(&words.len())
        && value.len() <= 60
        && words.iter().enumerate().all(|(at, word)| is_name_word(word) || inner(at) && NAME_PARTICLES.contains(word))
}

/// A person's name as a link or a header shows it: two to five words of letters, the first and the last
/// capitalised name words, particles between allowed (`Sanne van der Meer`, `Ana de la Cruz`), every
/// capitalised word one that may be a name (not a common noun: `Support Team`, `Sales Desk`).
pub(crate) fn displayed_person_name(value: &str) -> bool {
    let words: Vec<&str> = value.split(' ').collect();
    let (Some(first), Some(last)) = (words.first(), words.last()) else { return false };
    (2..=5).contains(&words.len())
        && value.len() <= 60
        && is_name_word(first)
        && is_name_word(last)
        && words
            .iter()
            .all(|word| NAME_PARTICLES.contains(word) || is_name_word(word) && crate::dictionary::may_be_name(word))
}

/// Particles that stand between the words of a person's name (`de`, `van`, `bin`), and the connectors of
/// patronymic names as Malaysia and Singapore register them (`s/o`, `d/o`: son, daughter of; `a/l`, `a/p`:
/// anak lelaki, anak perempuan).
const NAME_PARTICLES: &[&str] = &[
    "de", "da", "di", "do", "dos", "das", "del", "della", "van", "von", "der", "den", "la", "le", "du", "bin", "binti",
    "bte", "bint", "ibn", "al", "el", "ten", "ter", "y", "s/o", "d/o", "a/l", "a/p",
];

/// One word of a person's name: capitalised, and each part after a hyphen or an apostrophe capitalised
/// too (`Klaus-Dieter`, `O'Brien`).
fn is_name_word(word: &str) -> bool {
    word.chars().count() >= 2
        && word.split(['-', '\'', '’']).all(|part| {
            let mut chars = part.chars();
            chars.next().is_some_and(char::is_uppercase) && chars.all(char::is_lowercase)
        })
}

/// A text that holds a person's record (a phone, an e-mail, an identity number, a bank account or an
/// address found in it): a run of two to four capitalised words in it that may all be names (none a common
/// English word nor a month's or day's name; particles between them: `Ainhoa Sáez de Urabain`), one of them
/// beyond ASCII or a proper noun the dictionary knows, is that person's name (`… Dilnoza Yusupova tel. 90
/// 123 45 67`). (Without that mark, other languages' capitalised nouns would be taken: `Ihre Bestellung
/// wurde an max@example.de gesendet`.) So is a run of two or three words of a script without capitals
/// standing alone in a line of another script (`call back प्रिया शर्मा on …`, `could not find فاطمة
/// العتيبي, …`); a longer run is a sentence in that language.
/// The labels of a person's records, which make a text personal (see [`names_in_personal_texts`]).
const PERSONAL_LABELS: &[&str] = &["PHONE", "EMAIL", "ID_NUMBER", "SSN", "BIRTH_DATE", "IBAN", "CARD", "ADDRESS"];

pub(crate) fn names_in_personal_texts(text: &str, spans: &mut Vec<crate::Span>) {
    if !spans.iter().any(|span| PERSONAL_LABELS.contains(&span.label)) {
        return;
    }
    uncased_name_runs(text, spans);
    let taken = crate::Overlaps::of(spans);
    let bytes = text.as_bytes();
    let mut added = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        // The next run of name words separated by single spaces.
        let is_word_byte = |b: u8| b.is_ascii_alphabetic() || b >= 0x80 || matches!(b, b'-' | b'\'');
        if !is_word_byte(bytes[at]) || (at > 0 && is_word_byte(bytes[at - 1])) {
            at += 1;
            continue;
        }
        let start = at;
        let (mut end, mut words, mut marked) = (at, 0, false);
        let mut cursor = at;
        loop {
            let mut word_end = cursor;
            while word_end < bytes.len() && is_word_byte(bytes[word_end]) {
                word_end += 1;
            }
            let word = &text[cursor..word_end];
            // A particle continues a name it is inside of (it never starts or ends one: `end` stays).
            let particle = words >= 1 && NAME_PARTICLES.contains(&word);
            if !particle {
                if !(is_name_word(word) && crate::dictionary::may_be_name(word)) || is_calendar_word(word) || words == 4
                {
                    break;
                }
                words += 1;
                marked |= !word.is_ascii() || crate::dictionary::is_proper_noun(&word.to_ascii_lowercase());
                end = word_end;
            }
            if bytes.get(word_end) != Some(&b' ') || !bytes.get(word_end + 1).is_some_and(|b| is_word_byte(*b)) {
                break;
            }
            cursor = word_end + 1;
        }
        let free = !taken.overlap(start, end);
        // A person's birth date right after the words marks them as the person's name (`… says Federica
        // Bianchi born 24/11/1977`).
        let born =
            text[end..].strip_prefix(" born ").or_else(|| text[end..].strip_prefix(", born ")).is_some_and(|rest| {
                let at = text.len() - rest.len();
                starting_at(spans, at).any(|span| span.label == "BIRTH_DATE")
            });
        if words >= 2 && (marked || born) && free {
            added.push(crate::Span { start, end, priority: 0, label: "NAME" });
        }
        at = end.max(start + 1);
    }
    add_spans(spans, added);
}

/// A message sent to a person (a phone or an e-mail found in the text: an SMS gateway's or a mailer's
/// record): a number of four to eight digits that ends a sentence within eight words after a word for
/// "code" is a one-time code (`to=+30… text="Ο κωδικός επαλήθευσης είναι 811540"`, `Codul tău de
/// verificare este 245329`). The word is found by the stem it starts with, in the languages' spellings of
/// `code` (from Latin `codex`) and the scripts' own words for a verification code; a code that classifies
/// something else (`error code 10054`, `zip code: 94103`) is none.
pub(crate) fn codes_in_personal_messages(text: &str, spans: &mut Vec<crate::Span>) {
    const ADDRESSED: &[&str] = &["PHONE", "EMAIL"];
    // Lower case, and the capitalised and upper-case forms where the script has them (the text is
    // lower-cased for ASCII only, so that offsets stay the text's own).
    const STEMS: &[&str] = &[
        "code",
        "codi",
        "codu",
        "kod",
        "kód",
        "Kód",
        "KÓD",
        "kood",
        "код",
        "Код",
        "КОД",
        "κωδικ",
        "Κωδικ",
        "ΚΩΔΙΚ",
        "pin",
        "otp",
        "コード",
        "码",
        "碼",
        "번호",
        "코드",
        "รหัส",
    ];
    /// Words that make `code` a classifier of another number.
    const CLASSIFIERS: &[&str] = &[
        "error", "exit", "status", "return", "response", "reason", "zip", "postal", "post", "area", "country", "http",
    ];
    const WORD_SCAN: usize = 48;
    const SENTENCE_SCAN: usize = 160;
    if !spans.iter().any(|span| ADDRESSED.contains(&span.label)) {
        return;
    }
    let lower = text.to_ascii_lowercase();
    if !STEMS.iter().any(|stem| lower.contains(stem)) {
        return;
    }
    let bytes = text.as_bytes();
    let lower_bytes = lower.as_bytes();
    let taken = crate::Overlaps::of(spans);
    let mut added = Vec::new();
    for stem in STEMS {
        for (at, _) in lower.match_indices(stem) {
            // At a word's start (`Shipping`, `postcode` and `decode` hold no code word).
            if lower[..at].chars().next_back().is_some_and(char::is_alphanumeric) {
                continue;
            }
            // The word must be prose, not a key (`"errorCode": 50074`, `code=1234`: the lexicon reads keys).
            let word_end = lower_bytes[at..]
                .iter()
                .take(WORD_SCAN)
                .position(|b| b.is_ascii_punctuation() || b.is_ascii_whitespace())
                .map_or(at + WORD_SCAN.min(lower.len() - at), |p| at + p);
            if matches!(bytes.get(word_end), Some(b'"' | b'=' | b'\'')) {
                continue;
            }
            let previous = lower[..at].trim_end().rsplit(|c: char| !c.is_ascii_alphabetic()).next().unwrap_or("");
            if CLASSIFIERS.contains(&previous) {
                continue;
            }
            // Up to eight words on, in the same sentence: the first number of four to eight digits.
            let mut cursor = at + stem.len();
            let mut words = 0;
            let limit = bytes.len().min(at + SENTENCE_SCAN);
            while cursor < limit && words <= 8 {
                let b = bytes[cursor];
                if b == b'\n'
                    || ((b == b'.' || b == b'!' || b == b'?') && bytes.get(cursor + 1).is_none_or(|n| *n == b' '))
                {
                    break;
                }
                if b.is_ascii_digit() {
                    let end = cursor + bytes[cursor..].iter().take_while(|d| d.is_ascii_digit()).count();
                    // The code ends the message or its sentence (`… 811540"`, `… 1234. Valid for…`); a
                    // number that words follow is a reference (`code ORD 123456 shipped`, `code 1045 (28000)`).
                    let alone = matches!(bytes[cursor - 1], b' ' | b':' | b'=' | b'"' | b'\'')
                        && match bytes.get(end) {
                            None => true,
                            Some(b'"' | b'\'' | b'\n' | b'\r' | b',' | b';' | b'!') => true,
                            Some(b'.') => bytes.get(end + 1).is_none_or(|n| !n.is_ascii_digit()),
                            _ => false,
                        };
                    let free = !taken.overlap(cursor, end);
                    if (4..=8).contains(&(end - cursor)) && alone && free {
                        added.push(crate::Span { start: cursor, end, priority: 0, label: "SECRET:otp" });
                    }
                    break;
                }
                if b == b' ' {
                    words += 1;
                }
                cursor += 1;
            }
        }
    }
    added.sort_by_key(|span| span.start);
    added.dedup_by_key(|span| span.start);
    add_spans(spans, added);
}

/// Adds the spans a pass over resolved spans found, keeping them in order of their starts.
/// A word of a script without capitals (Arabic, Hebrew, Devanagari, Thai, Ethiopic…): letters and their
/// marks, none cased, none ASCII; short, as a name's words are. A word of Han or kana is one when it is as
/// short as a family or a given name (`渡辺 翔`: Japanese writes the two apart). Korean writes names without
/// a space and its sentences with them (`회원 가입`): Hangul words are not read so.
fn uncased_word(word: &str) -> bool {
    let count = word.chars().count();
    if word.chars().any(|c| matches!(c as u32, 0xAC00..=0xD7AF | 0x1100..=0x11FF | 0x3130..=0x318F)) {
        return false;
    }
    let east_asian = word.chars().any(|c| matches!(c as u32, 0x3040..=0x30FF | 0x3400..=0x9FFF));
    let bounds = if east_asian { 1..=4 } else { 2..=16 };
    bounds.contains(&count)
        && word.chars().any(char::is_alphabetic)
        && word
            .chars()
            .all(|c| !c.is_ascii() && !c.is_uppercase() && !c.is_lowercase() && !c.is_numeric() && !c.is_whitespace())
}

/// A name written in a script without capitals, as a record's `name` holds it: one to three words (`王伟`,
/// `渡辺 美咲`, `فاطمة العتيبي`, `김민준`). Taken only beside a person's record.
pub(crate) fn uncased_name_shaped(value: &str) -> bool {
    let hangul_name = |word: &str| {
        (2..=5).contains(&word.chars().count()) && word.chars().all(|c| matches!(c as u32, 0xAC00..=0xD7AF))
    };
    let words = value.split(' ').count();
    (1..=3).contains(&words) && value.split(' ').all(|word| uncased_word(word) || hangul_name(word))
}

/// [`names_in_personal_texts`]' runs of two or three uncased words, in a text mostly of another script.
fn uncased_name_runs(text: &str, spans: &mut Vec<crate::Span>) {
    // Words with their offsets; punctuation (`,`, `;`, `.`, `(`) ends a run as a space does not.
    let mut words: Vec<(usize, usize, bool)> = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        let word_char = !c.is_whitespace()
            && !matches!(c, ',' | ';' | '.' | '(' | ')' | ':' | '"' | '\'' | '<' | '>' | '،' | '؛' | '।');
        match (start, word_char) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                words.push((s, i, uncased_word(&text[s..i])));
                // A punctuation mark is a word of its own, so that it breaks a run.
                if !c.is_whitespace() {
                    words.push((i, i + c.len_utf8(), false));
                }
                start = None;
            }
            (None, false) if !c.is_whitespace() && i < text.len() => words.push((i, i + c.len_utf8(), false)),
            _ => {}
        }
    }
    // (Uncased words already taken, an address in that script say, do not count.)
    let taken = crate::Overlaps::of(spans);
    let inside_span = |s: usize, e: usize| taken.overlap(s, e);
    let uncased_total = words.iter().filter(|w| w.2 && !inside_span(w.0, w.1)).count();
    let latin_words = words
        .iter()
        .filter(|w| text.as_bytes()[w.0..w.1].iter().filter(|b| b.is_ascii_alphabetic()).count() >= 2)
        .count();
    let record_at = |at: usize| starting_at(spans, at).any(|span| PERSONAL_LABELS.contains(&span.label));
    let mut added = Vec::new();
    let mut i = 0;
    while i < words.len() {
        if !words[i].2 {
            i += 1;
            continue;
        }
        let run_end = (i..words.len()).find(|&j| !words[j].2).unwrap_or(words.len());
        let (s, e) = (words[i].0, words[run_end - 1].1);
        let free = !inside_span(s, e);
        // A name is listed with the person's record: a comma, a parenthesis or a mailbox's bracket after it,
        // or the record itself, also a phone after `on` or `at` (`فاطمة العتيبي, <address>`, `渡辺 翔, 090-…`,
        // `प्रिया शर्मा on <phone>`); a status phrase beside an address is not (`bob@example.com: تم الإرسال
        // بنجاح`).
        let rest = text[e..].trim_start_matches(' ');
        let next = e + (text.len() - e - rest.len());
        // (`on`/`at` a phone is where the person is reached; `to` an address is where a message went.)
        let phone_at = |at: usize| starting_at(spans, at).any(|span| span.label == "PHONE");
        let listed = rest.starts_with([',', '،', ';', '(', '<'])
            || record_at(next)
            || ((rest.starts_with("on ") || rest.starts_with("at ")) && phone_at(next + 3));
        let han_name = run_end - i == 1 && han_name_word(&text[s..e]);
        // (Before a colon too, `address change for 王伟: …`, unless the word is a key: `用户: …`.)
        let han_listed = han_name
            && (rest.starts_with([',', ';', '(', '<'])
                || (rest.starts_with([':', '：']) && !lexicon::word_is_vocabulary(&text[s..e])));
        // The line is mostly of another script: the run is all its uncased words but a few, and words of
        // Latin letters are around it.
        let words_in_run = run_end - i;
        if ((2..=3).contains(&words_in_run) && listed || han_listed)
            && uncased_total <= words_in_run + 2
            && latin_words >= 2
            && free
        {
            added.push(crate::Span { start: s, end: e, priority: 0, label: "NAME" });
        }
        i = run_end;
    }
    // Korean writes a name as one word (`김민준`) and its sentences with spaces, so a word alone says
    // little: a name is a family name's syllable and a given name of two, and is one when the person's
    // record follows it in the same list (`(김민준, 010-…, 서울…)`).
    for &(s, e, _) in &words {
        if !korean_full_name(&text[s..e]) {
            continue;
        }
        let Some(rest) = text[e..].strip_prefix(',') else { continue };
        let next = text.len() - rest.trim_start_matches(' ').len();
        if record_at(next) && !inside_span(s, e) && latin_words >= 2 {
            added.push(crate::Span { start: s, end: e, priority: 0, label: "NAME" });
        }
    }
    add_spans(spans, added);
}

/// A Han name is written as one word (`张志强`): two to four Han characters.
fn han_name_word(word: &str) -> bool {
    (2..=4).contains(&word.chars().count())
        && word.chars().all(|c| matches!(c as u32, 0x3400..=0x4DBF | 0x4E00..=0x9FFF))
}

/// A Korean person's name written as one word: a family name (a syllable, or two of the census's double
/// family names) and a given name of two syllables.
fn korean_full_name(word: &str) -> bool {
    let hangul = |c: char| matches!(c as u32, 0xAC00..=0xD7A3);
    let mut syllables = word.chars();
    let single = syllables.next().is_some_and(|c| KOREAN_FAMILY_NAMES.contains(c))
        && syllables.clone().count() == 2
        && syllables.all(hangul);
    // (The two-syllable family names, `황보민준`, `남궁민수`.)
    let double = word.chars().count() == 4
        && word.chars().all(hangul)
        && KOREAN_DOUBLE_FAMILY_NAMES.iter().any(|family| word.starts_with(family));
    single || double
}

/// Korean family names of two syllables (Statistics Korea's census lists them).
const KOREAN_DOUBLE_FAMILY_NAMES: &[&str] = &["남궁", "황보", "제갈", "선우", "독고", "사공", "서문", "동방"];

/// The commonest Korean family names (Statistics Korea's 2015 census), which most of the population
/// bears.
const KOREAN_FAMILY_NAMES: &str =
    "김이박최정강조윤장임한오서신권황안송전홍유고문양손배백허남심노하곽성차주우구민류나진지엄채원천방공현함변";

/// The spans (in order of their starts) that start at `at`.
fn starting_at(spans: &[crate::Span], at: usize) -> impl Iterator<Item = &crate::Span> {
    spans[spans.partition_point(|span| span.start < at)..].iter().take_while(move |span| span.start == at)
}

fn add_spans(spans: &mut Vec<crate::Span>, added: Vec<crate::Span>) {
    if !added.is_empty() {
        spans.extend(added);
        spans.sort_by_key(|span| span.start);
    }
}

/// The English names of months and days and their abbreviations, which dates write capitalised (`Sat May 8`).
fn is_calendar_word(word: &str) -> bool {
    const CALENDAR: &[&str] = &[
        "jan",
        "feb",
        "mar",
        "apr",
        "may",
        "jun",
        "jul",
        "aug",
        "sep",
        "sept",
        "oct",
        "nov",
        "dec",
        "january",
        "february",
        "march",
        "april",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
        "mon",
        "tue",
        "wed",
        "thu",
        "fri",
        "sat",
        "sun",
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
    ];
    word.len() <= 9 && CALENDAR.iter().any(|c| c.eq_ignore_ascii_case(word))
}

/// The widest run of spaces between a listing's padded key and its value.
const MAX_KEY_PADDING: usize = 40;

/// The longest display name sought before a mailbox's address (its characters may be written as HTML's
/// references, six bytes or more each).
const MAX_DISPLAY_NAME: usize = 512;

/// A mailbox written as a name and an address (RFC 5322's `name-addr`: `"Dilnoza Yusupova" <d@example.uz>`,
/// `Yusupova, Dilnoza <…>` quoted, `Ana Pérez <…>`): the display name before an e-mail address in angle
/// brackets is its owner's. Runs on the resolved spans of a text.
pub(crate) fn mailbox_names(text: &str, spans: &mut Vec<crate::Span>) {
    let bytes = text.as_bytes();
    let mut added = Vec::new();
    for (index, span) in spans.iter().enumerate() {
        // (In HTML the brackets are character references: `Jörg Weiß &lt;jw@…&gt;`.)
        let opening = if bytes[..span.start].ends_with(b"<") {
            1
        } else if bytes[..span.start].ends_with(b"&lt;") && bytes[span.end..].starts_with(b"&gt;") {
            4
        } else {
            0
        };
        if span.label != "EMAIL"
            || span.start < opening + 2
            || opening == 0
            || (opening == 1 && bytes.get(span.end) != Some(&b'>'))
        {
            continue;
        }
        let before = text[..span.start - opening].trim_end_matches(' ');
        let previous_end = index.checked_sub(1).map_or(0, |i| spans[i].end);
        let (start, name) = if let Some(inner) = before.strip_suffix('"') {
            let Some(open) = inner.rfind('"') else { continue };
            (open + 1, &inner[open + 1..])
        } else {
            // Unquoted: the capitalised words right before it (at most four, after a header's `:`).
            // (Particles between them: `Maarten de Vries`.)
            // (A name in HTML may write its letters as character references, `J&#x00F6;rg`: judged undone.)
            // (Sought back no further than the last finding or a name's length: a line of many mailboxes
            // with no stop between them costs its length once.)
            let mut window = before.len().saturating_sub(MAX_DISPLAY_NAME).max(previous_end.min(before.len()));
            while !before.is_char_boundary(window) {
                window += 1;
            }
            let from = before[window..].rfind([':', '\n', ',', '(', '>', '=']).map_or(window, |p| window + p + 1);
            let (mut start, mut at) = (before.len(), before.len());
            for word in before[from..].rsplit(' ').take(6) {
                at -= word.len() + usize::from(at < before.len());
                if is_name_word(&unescaped(word)) {
                    start = at;
                } else if !(start < before.len() && NAME_PARTICLES.contains(&word)) {
                    break;
                }
            }
            (start, &before[start..])
        };
        let quoted_last_first =
            name.split_once(", ").is_some_and(|(last, first)| is_name_word(last.trim()) && is_name_word(first.trim()));
        let shaped = person_name(&unescaped(name));
        // A display name in a script without capitals or spaces (`"林志明" <…>`), or with particles.
        if start >= previous_end && (shaped || quoted_last_first || field_is_a_name(name)) {
            added.push(crate::Span { start, end: start + name.len(), priority: 0, label: "NAME" });
        }
    }
    add_spans(spans, added);
}

/// A text with its HTML character references undone (`J&#x00F6;rg` → `Jörg`), or as it is.
fn unescaped(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains('&') && text.contains(';') {
        if let Ok(decoded) = htmlescape::decode_html(text) {
            return std::borrow::Cow::Owned(decoded);
        }
    }
    std::borrow::Cow::Borrowed(text)
}

/// A record written as fields between `|` or tabs (`ERROR … | Åsa Lindqvist | 076-133 05 19 | a@b.se |
/// ERR-2484`): where another field of the line is a person's phone, e-mail or identity number, a field
/// shaped like a person's name is that person's name. Runs on the resolved spans of a text.
pub(crate) fn names_beside_personal_fields(text: &str, spans: &mut Vec<crate::Span>) {
    const PERSONAL: &[&str] = &["PHONE", "EMAIL", "ID_NUMBER", "SSN", "BIRTH_DATE", "ADDRESS"];
    if spans.is_empty() || !text.contains(['|', '\t']) {
        return;
    }
    let taken = crate::Overlaps::of(spans);
    let mut added = Vec::new();
    let mut offset = 0;
    for line in text.split('\n') {
        let line_start = offset;
        offset += line.len() + 1;
        let separator = if line.matches('|').count() >= 2 { '|' } else { '\t' };
        let mut fields = Vec::new();
        let mut start = 0;
        for part in line.split(separator) {
            let lead = part.len() - part.trim_start().len();
            let (s, e) = (line_start + start + lead, line_start + start + lead + part.trim().len());
            if s < e {
                fields.push((s, e));
            }
            start += part.len() + 1;
        }
        if fields.len() < 3 {
            continue;
        }
        // (The resolved spans are in order and do not overlap: only the last that starts at or before `s`
        // may cover it.)
        let covered = |s: usize, e: usize| {
            spans[..spans.partition_point(|span| span.start <= s)].last().filter(|span| span.end >= e)
        };
        // (An account stored with its password's hash, `m.ozturk | $2b$12$… | migrated`, is that account.)
        let hashed =
            fields.iter().any(|&(s, e)| covered(s, e).is_some_and(|span| span.label == "SECRET:password_hash"));
        if !hashed && !fields.iter().any(|&(s, e)| covered(s, e).is_some_and(|span| PERSONAL.contains(&span.label))) {
            continue;
        }
        for &(s, e) in &fields {
            let field = &text[s..e];
            if taken.overlap(s, e) {
                continue;
            }
            if field_is_a_name(field) {
                added.push(crate::Span { start: s, end: e, priority: 0, label: "NAME" });
            } else if hashed && field_is_a_login(field) {
                added.push(crate::Span { start: s, end: e, priority: 0, label: "USER" });
            }
        }
    }
    add_spans(spans, added);
}

/// A login as a field holds it: a lower-case identifier of letters, digits, `.`, `_` and `-` with a
/// letter first, that is no English word (`migrated`), no built-in account and no id of digits.
fn field_is_a_login(field: &str) -> bool {
    (3..=32).contains(&field.len())
        && field.starts_with(|c: char| c.is_ascii_lowercase())
        && field.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'.' | b'_' | b'-'))
        && !dictionary::is_english_word(field)
        && !field.split(['.', '_', '-']).all(|part| part.is_empty() || dictionary::is_english_word(part))
        && personal_account(field)
}

/// A person's name as a field holds it: two to five capitalised words (particles between them:
/// `María del Carmen Fernández Ruiz`), none of them an English word that is no name; or two to four
/// letters of a script without spaces or capitals (`吴芳`, `张志强`).
fn field_is_a_name(field: &str) -> bool {
    let words: Vec<&str> = field.split(' ').collect();
    if !field.contains(' ') {
        let letters = field.chars().count();
        return (2..=4).contains(&letters)
            && field.chars().all(|c| c.is_alphabetic() && !c.is_ascii() && !c.is_lowercase() && !c.is_uppercase());
    }
    (2..=5).contains(&words.len())
        && field.len() <= 60
        && words.first().is_some_and(|w| !NAME_PARTICLES.contains(w))
        && words.last().is_some_and(|w| !NAME_PARTICLES.contains(w))
        && words
            .iter()
            .all(|word| NAME_PARTICLES.contains(word) || (is_name_word(word) && crate::dictionary::may_be_name(word)))
}

/// Whether a value under a key that may name a machine or a street (`address`, `addr`) is a street: words
/// and a house number (`4896 W Harrison St, Springfield`), not a host or an address of a machine.
pub(crate) fn street_address(value: &str) -> bool {
    // Scripts that write no spaces (`上海市徐汇区张杨路107号191室`) are judged by their letters.
    let worded = if value.contains(' ') {
        value.split(' ').filter(|w| w.chars().any(char::is_alphabetic)).count() >= 2
    } else {
        value.chars().filter(|c| c.is_alphabetic() && !c.is_ascii()).count() >= 4
    };
    worded && personal_shape("ADDRESS", value)
}

/// Whether a value has the shape of personal data of the kind its key names.
pub(crate) fn personal_shape(label: &str, value: &str) -> bool {
    let digits = value.bytes().filter(u8::is_ascii_digit).count();
    match label {
        "EMAIL" => value.contains('@') && !value.contains(' '),
        // An account name: one identifier, not a placeholder for nobody, not a command's flag (`--system`).
        "USER" => {
            (2..=64).contains(&value.len())
                && !value.starts_with('-')
                && value.chars().all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '-' | '@' | '\\' | '$'))
                && value.chars().any(char::is_alphabetic)
                && !matches!(
                    value.to_ascii_lowercase().as_str(),
                    "anonymous" | "unknown" | "guest" | "nobody" | "none" | "null" | "system" | "anonymoususer"
                )
        }
        // A person's name: a few words of letters.
        "NAME" => {
            (3..=60).contains(&value.len())
                && value.split(' ').all(|word| {
                    NAME_PARTICLES.contains(&word)
                        || word
                            .chars()
                            .all(|c| (lexicon::is_word_char(c) && !c.is_numeric()) || matches!(c, '-' | '\'' | '.'))
                })
                && value.chars().any(|c| c.is_uppercase() || !c.is_ascii())
        }
        // A street address: words and a house number.
        // (Any script: `Calle de Alcalá, 146, 7.º B`, `〒128-4339 東京都港区六本木4-15-16`.)
        "ADDRESS" => {
            (5..=160).contains(&value.len())
                && digits > 0
                && value.chars().any(char::is_alphabetic)
                && value
                    .chars()
                    .all(|c| !c.is_control() && !matches!(c, '=' | '{' | '}' | '<' | '>' | '"' | '[' | ']' | '|'))
        }
        // A date (`1955-06-08`, `08/06/1955`, `8.6.1955`), or one written with its calendar's words: a month's
        // name (`21 October 1986`, `21. Oktober 1986`), the characters of year, month and day (`1986年10月21日`,
        // `1986년 10월 21일`) and an era before the year (`民國75年10月21日`, `昭和61年`).
        "BIRTH_DATE" => {
            ((6..=10).contains(&digits)
                && value.len() <= 12
                && value.bytes().all(|b| b.is_ascii_digit() || matches!(b, b'-' | b'/' | b'.')))
                || written_date(value, digits)
        }
        // An AWS account's twelve digits, or a Google Cloud project id (six to 30 lower-case letters, digits
        // and hyphens, a letter first, no hyphen last: Google's documented format; one hyphen at least, so
        // that a plain word is not read as one). A GitLab `project_id: 7655` is neither.
        "CLOUD_ACCOUNT" => {
            (value.len() == 12 && digits == 12)
                || ((6..=30).contains(&value.len())
                    && value.starts_with(|c: char| c.is_ascii_lowercase())
                    && !value.ends_with('-')
                    && value.contains('-')
                    && value.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'))
        }
        // A town's name: one to four words of letters (`Orléans`, `Den Haag`, `上海`), maybe after its postal
        // code (`75011 Paris`), one of them capitalised and maybe a name (`Bad Harzburg`, `New York`): not a
        // schema's type or a form's message (`String`, `Please enter a city`, `Unknown`).
        "LOCALITY" => {
            let name = value.trim_start_matches(|c: char| c.is_ascii_digit() || c == '-').trim_start();
            (2..=60).contains(&name.len())
                && name.split_whitespace().count() <= 4
                && name.starts_with(|c: char| c.is_uppercase() || !c.is_ascii())
                && name.chars().all(|c| c.is_alphabetic() || matches!(c, ' ' | '-' | '\'' | '.'))
                && name.split_whitespace().any(|word| {
                    // (Or a word of a script without capitals: `上海`, `जयपुर`.)
                    word.starts_with(|c: char| c.is_uppercase() || !c.is_lowercase())
                        && dictionary::may_be_name(word.trim_end_matches('.'))
                })
        }
        // IEEE 802.11: one to 32 octets.
        "NETWORK" => (1..=32).contains(&value.len()) && !value.chars().any(char::is_control),
        "PHONE" => {
            (7..=15).contains(&digits)
                && value
                    .bytes()
                    .all(|b| b.is_ascii_digit() || matches!(b, b' ' | b'-' | b'.' | b'(' | b')' | b'+' | b'/'))
        }
        _ => {
            digits >= 4 && value.len() >= 5 && value.len() <= 40 && !value.contains(' ')
                || (digits >= 9 && value.len() <= 40)
        }
    }
}

/// A date written with words (see `personal_shape`'s `BIRTH_DATE`): three to eight digits in at most three
/// numbers (a day, a month, a year, or an era's year), and between them only separators and at most three
/// words of letters (a month's name, `de`, the calendar's characters and era).
fn written_date(value: &str, digits: usize) -> bool {
    if !(3..=8).contains(&digits) || value.chars().count() > 32 {
        return false;
    }
    let numbers = value.split(|c: char| !c.is_ascii_digit()).filter(|n| !n.is_empty()).count();
    let words = value.split(|c: char| !c.is_alphabetic() || is_date_character(c)).filter(|w| !w.is_empty()).count();
    (2..=3).contains(&numbers)
        && words <= 3
        && value
            .chars()
            .all(|c| c.is_ascii_digit() || c.is_alphabetic() || matches!(c, ' ' | '-' | '/' | '.' | ',' | '\u{3000}'))
        && (value.chars().any(is_date_character) || words >= 1)
}

/// The characters Chinese, Japanese and Korean write after a date's year, month and day.
fn is_date_character(c: char) -> bool {
    matches!(c, '年' | '月' | '日' | '년' | '월' | '일')
}

/// A login session's terminal as `who` and `last` print it: `pts/8`, `tty1`, `console`, an X display `:0`
/// (not a serial line, `ttyS0`, `ttyUSB0`, which consoles and modems name).
pub(crate) fn is_session_terminal(word: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    word == "console"
        || word.strip_prefix("pts/").is_some_and(digits)
        || word.strip_prefix("tty").is_some_and(digits)
        || word.strip_prefix(':').is_some_and(digits)
}

/// A terminal as login records name it: `/dev/pts/8`, `pts/8`, `tty1`, `ttyS0`, `console`, an X display `:0`.
fn is_terminal(word: &str) -> bool {
    let word = word.trim_end_matches([',', '.', ';', ')']);
    let word = word.strip_prefix("/dev/").unwrap_or(word);
    is_session_terminal(word)
        || word
            .strip_prefix("tty")
            .is_some_and(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_alphanumeric()))
}
