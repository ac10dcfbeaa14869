//! Credentials passed to a call that signs in or connects, where a stack trace or an error report prints
//! the call with its arguments: PHP's `#0 sync.php(4): sftp_connect('host', 22, 'alice', 's3cret')`, Perl's
//! Carp (`main::login('alice', 's3cret') called at …`), Tcl's `errorInfo` (`"ftp::Open host alice {s3cret}
//! -timeout 30"` after `invoked from within`). No key names the values; their place does: the argument after
//! an account is its secret, whatever order the call takes them in (`connect(host, port, user, password)`,
//! `login(user, password, host)`), so the pair is looked for rather than counted from either end.

use crate::Span;
use crate::gates::{Gate, Gates};
use crate::lexicon::{self, Role};
use crate::view::View;

const PRIORITY: u8 = 3;
/// Arguments read per call, at most (the pair comes early in every signature seen).
const MAX_ARGUMENTS: usize = 12;
/// The bytes after a call's name within which its arguments are read.
const CALL_WINDOW: usize = 1024;
/// The longest name of a call looked for (a name before `(` is read back this far at most).
const MAX_NAME: usize = 64;

/// A byte range of the text.
type Range = (usize, usize);

/// One argument of a printed call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Argument {
    /// A string, by its content's bytes (quotes or braces excluded, escapes as printed).
    Text(usize, usize),
    /// Digits alone, unquoted (Perl's Carp prints a numeric string so), by their bytes.
    Digits(usize, usize),
    /// Another number, an option (`-timeout`), an object, an array, a variable: nothing a credential is.
    Other,
}

/// Accounts and secrets in the arguments of calls whose name says they sign in or connect.
pub(crate) fn find(view: &View<'_>, gates: Gates, out: &mut Vec<Span>) {
    if !gates.has(Gate::CallVerb) {
        return;
    }
    let (text, bytes) = (view.text, view.text.as_bytes());
    // (A printed call is short; each is read within a window, so that a line of many names costs what
    // its length does.)
    let window = |from: usize| &bytes[..bytes.len().min(from + CALL_WINDOW)];
    // Calls written with parentheses: the name before each `(`.
    for open in memchr::memchr_iter(b'(', bytes) {
        let from = open.saturating_sub(MAX_NAME);
        let start = bytes[from..open].iter().rposition(|b| !is_name_byte(*b)).map_or(from, |p| from + p + 1);
        if start < open && signs_in(qualifier_before(bytes, start), &text[start..open]) {
            let arguments = parenthesised(window(open), open + 1);
            let pair = credential_pair(text, &arguments);
            let logs_in = || name_words(&text[start..open]).iter().any(|w| logs_in_word(w));
            if let Some(code) = pair.filter(|_| logs_in()).and_then(|(_, secret)| code_after(text, &arguments, secret))
            {
                let (start, end) = view.original(code.0, code.1);
                out.push(Span { start, end, priority: PRIORITY, label: "SECRET:otp" });
            }
            take(view, pair, out);
        }
    }
    // Erlang: a stack frame of a failed clause prints its arguments in place of its arity
    // (`{db,connect,["db1",5432,"alice","s3cret"],[{file,…}]}`).
    for brace in memchr::memchr_iter(b'{', bytes) {
        if let Some((name, list)) = erlang_frame(bytes, brace)
            && signs_in(None, &text[name.0..name.1])
        {
            take(view, credential_pair(text, &parenthesised(window(list), list + 1)), out);
        }
    }
    // Tcl: the command is the first word of a quoted command line (`"db::connect host user {pw}"`), in a
    // namespace.
    for line in std::iter::once(0).chain(memchr::memchr_iter(b'\n', bytes).map(|end| end + 1)) {
        let quote = line + bytes[line..].iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
        if bytes.get(quote) != Some(&b'"') {
            continue;
        }
        let word_end =
            quote + 1 + bytes[quote + 1..].iter().take_while(|b| is_name_byte(**b) || b":>\\$.-".contains(b)).count();
        let Some(separator) = text[quote + 1..word_end].rfind("::").map(|p| quote + 1 + p) else { continue };
        if bytes.get(word_end) == Some(&b' ')
            && signs_in(Some(&text[quote + 1..separator + 2]), &text[separator + 2..word_end])
        {
            take(view, credential_pair(text, &tcl_words(window(word_end), word_end)), out);
        }
    }
}

/// An Erlang frame's module and function at `brace` (`{db,connect,`): the function's name (its range; the
/// comma after it ends it).
fn erlang_frame_head(bytes: &[u8], brace: usize) -> Option<Range> {
    let atom = |at: usize| {
        let length = bytes.get(at..)?.iter().take_while(|b| is_name_byte(**b) || **b == b'@').count();
        (length > 0 && bytes[at].is_ascii_lowercase() && bytes.get(at + length) == Some(&b',')).then_some(at + length)
    };
    let module_end = atom(brace + 1)?;
    Some((module_end + 1, atom(module_end + 1)?))
}

/// An Erlang frame with its arguments at `brace` (`{db,connect,[`): the function's name and where its
/// arguments' list opens.
fn erlang_frame(bytes: &[u8], brace: usize) -> Option<(Range, usize)> {
    let name = erlang_frame_head(bytes, brace)?;
    let list = name.1 + 1 + bytes[name.1 + 1..].iter().take_while(|b| **b == b' ').count();
    (bytes.get(list) == Some(&b'[')).then_some((name, list))
}

/// Whether a text ends inside an Erlang frame of a call that signs in, before its arguments' list has
/// closed (`{db,connect,` or `{db,connect,["db1",5432,` at a line's end: the printer went on below).
pub(crate) fn erlang_frame_open(text: &str) -> bool {
    let bytes = text.as_bytes();
    let Some(brace) = memchr::memrchr(b'{', bytes) else { return false };
    // (The frame is the last brace's, or the one before it when the list holds a tuple.)
    let frame = [Some(brace), memchr::memrchr(b'{', &bytes[..brace])]
        .into_iter()
        .flatten()
        .find_map(|brace| erlang_frame_head(bytes, brace));
    let Some((name_start, name_end)) = frame else { return false };
    if !signs_in(None, &text[name_start..name_end]) {
        return false;
    }
    let rest = text[name_end + 1..].trim_start();
    if rest.is_empty() {
        return true;
    }
    // Inside the list while its brackets have not closed (quoted strings passed over).
    let mut depth = 0usize;
    let mut quoted = false;
    let mut escaped = false;
    for b in rest.bytes() {
        match b {
            _ if escaped => escaped = false,
            b'\\' if quoted => escaped = true,
            b'"' => quoted = !quoted,
            _ if quoted => {}
            b'[' | b'{' => depth += 1,
            b']' | b'}' if depth <= 1 => return false,
            b']' | b'}' => depth -= 1,
            _ => {}
        }
    }
    rest.starts_with('[')
}

/// A one-time code passed to a call that logs in right after the secret, as 6 digits (TOTP's and most
/// issuers' length: `login('alice', 's3cret', '402117')`, Carp's `login("alice", "s3cret", 402117)`); a
/// port, a size or a tenant's number after the password, or passed to a call that connects, stays.
fn code_after(text: &str, arguments: &[Argument], secret: Range) -> Option<Range> {
    let at = arguments.iter().position(|a| *a == Argument::Text(secret.0, secret.1))?;
    match arguments.get(at + 1) {
        Some(&(Argument::Text(start, end) | Argument::Digits(start, end)))
            if end - start == 6 && text.as_bytes()[start..end].iter().all(u8::is_ascii_digit) =>
        {
            Some((start, end))
        }
        _ => None,
    }
}

/// The spans of a pair found: the account's (when it names someone) and the secret's.
fn take(view: &View<'_>, pair: Option<(Option<Range>, Range)>, out: &mut Vec<Span>) {
    let Some((account, secret)) = pair else { return };
    let mut push = |(start, end): Range, label: &'static str| {
        let (start, end) = view.original(start, end);
        out.push(Span { start, end, priority: PRIORITY, label });
    };
    if let Some(account) = account
        && crate::structure::personal_account(&view.text[account.0..account.1])
    {
        push(account, "USER");
    }
    push(secret, "SECRET:password");
}

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The namespace, class or object before a name (`ftp::`, `DBI->`, `$this->`, `Db\`), with its separator.
fn qualifier_before(bytes: &[u8], start: usize) -> Option<&str> {
    let separator = [&b"::"[..], b"->", b".", b"\\"].into_iter().find(|s| bytes[..start].ends_with(s))?;
    let end = start - separator.len();
    let begin = bytes[..end].iter().rposition(|b| !is_name_byte(*b) && *b != b'$').map_or(0, |p| p + 1);
    std::str::from_utf8(&bytes[begin..start]).ok().filter(|q| q.len() > separator.len())
}

/// Whether a call's name (and its qualifier) says it signs in or opens an authenticated connection:
/// `login`, `ldap_bind`, `bindAs`, `sftp_connect`, `smtp::auth`, `ftp::Open`, `PDO->__construct`.
fn signs_in(qualifier: Option<&str>, name: &str) -> bool {
    // (Most names hold none of the words: they are not split.)
    const STEMS: [&[u8]; 9] =
        [b"login", b"logon", b"sign", b"auth", b"bind", b"connect", b"sasl", b"open", b"construct"];
    let bytes = name.as_bytes();
    if !STEMS.iter().any(|stem| bytes.windows(stem.len()).any(|w| w.eq_ignore_ascii_case(stem))) {
        return false;
    }
    let words = name_words(name);
    let protocol = |word: &str| {
        matches!(
            word,
            "ftp"
                | "sftp"
                | "ftps"
                | "ssh"
                | "smtp"
                | "imap"
                | "pop"
                | "pop3"
                | "ldap"
                | "telnet"
                | "db"
                | "pdo"
                | "dbi"
                | "odbc"
                | "jdbc"
                | "mysql"
                | "mysqli"
                | "pg"
                | "redis"
                | "mongo"
        )
    };
    let qualifier_words = qualifier.map(name_words).unwrap_or_default();
    let of_a_protocol = words.iter().any(|w| protocol(w)) || qualifier_words.iter().any(|w| protocol(w));
    // A connection's object built or opened by a client of a protocol (`PDO->__construct`, `Net::FTP.open`),
    // or a protocol's connection opened by name (`open_db`; not `ftp_open_file`, which opens a file).
    let opens = (matches!(words.last().map(String::as_str), Some("open" | "construct")) && of_a_protocol)
        || words.windows(2).any(|pair| pair[0] == "open" && protocol(&pair[1]));
    opens
        || words.iter().any(|w| logs_in_word(w) || matches!(w.as_str(), "bind" | "connect" | "reconnect" | "sasl"))
        || words.windows(2).any(|pair| pair[0] == "sign" && pair[1] == "in")
}

/// A word of a call's name that says the call signs someone in (`login`, `authenticate`).
fn logs_in_word(word: &str) -> bool {
    matches!(word, "login" | "logon" | "signin" | "authenticate" | "auth")
}

/// A name's words, lower case: split at `_`, `::`, `->` and where camel case starts a word.
fn name_words(name: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut previous_lower = false;
    for c in name.chars() {
        if !c.is_ascii_alphanumeric() {
            if !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
            previous_lower = false;
            continue;
        }
        if c.is_ascii_uppercase() && previous_lower && !word.is_empty() {
            words.push(std::mem::take(&mut word));
        }
        previous_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        word.push(c.to_ascii_lowercase());
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// The arguments of `name(` up to its closing parenthesis (or the line's end): quoted strings are texts.
fn parenthesised(bytes: &[u8], mut at: usize) -> Vec<Argument> {
    let mut arguments = Vec::new();
    while arguments.len() < MAX_ARGUMENTS {
        while bytes.get(at) == Some(&b' ') {
            at += 1;
        }
        let argument_start = at;
        let mut argument = Argument::Other;
        if let Some(&quote @ (b'\'' | b'"')) = bytes.get(at)
            && let Some(close) = closing_quote(bytes, at + 1, quote)
        {
            argument = Argument::Text(at + 1, close);
            at = close + 1;
        }
        // The rest of the argument, brackets balanced, up to its comma or the call's end.
        let mut depth = 0usize;
        while let Some(&b) = bytes.get(at) {
            match b {
                b'\n' => return arguments,
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' if depth == 0 => break,
                b')' | b']' | b'}' => depth -= 1,
                b',' if depth == 0 => break,
                b'\'' | b'"' => match closing_quote(bytes, at + 1, b) {
                    Some(close) => at = close,
                    None => return arguments,
                },
                _ => {}
            }
            at += 1;
        }
        // A text followed by more than spaces (`'a' . $b`) is an expression, not a printed value.
        if bytes[argument_start..at]
            .iter()
            .rposition(|b| *b != b' ')
            .is_some_and(|last| !matches!(argument, Argument::Text(_, close) if argument_start + last == close))
        {
            argument = Argument::Other;
        }
        let digits = bytes[argument_start..at].iter().take_while(|b| b.is_ascii_digit()).count();
        if argument == Argument::Other && digits > 0 && bytes[argument_start + digits..at].iter().all(|b| *b == b' ') {
            argument = Argument::Digits(argument_start, argument_start + digits);
        }
        arguments.push(argument);
        match bytes.get(at) {
            Some(b',') => at += 1,
            _ => return arguments,
        }
    }
    arguments
}

/// The quote closing a string opened before `at` (a backslash escapes the byte after it), on its line.
fn closing_quote(bytes: &[u8], mut at: usize, quote: u8) -> Option<usize> {
    while let Some(&b) = bytes.get(at) {
        match b {
            b'\\' => at += 2,
            b'\n' => return None,
            b if b == quote => return Some(at),
            _ => at += 1,
        }
    }
    None
}

/// A Tcl command's words after its name, up to the quote that closes the command line: braced and quoted
/// words and bare words are texts; an option (`-timeout 30`) is passed over with its value.
fn tcl_words(bytes: &[u8], mut at: usize) -> Vec<Argument> {
    let line_end = bytes[at..].iter().position(|b| *b == b'\n').map_or(bytes.len(), |p| at + p);
    // The command line's closing quote is the line's last byte (after trailing spaces).
    let Some(end) = bytes[at..line_end].iter().rposition(|b| *b != b' ' && *b != b'\r').map(|p| at + p) else {
        return Vec::new();
    };
    if bytes[end] != b'"' {
        return Vec::new();
    }
    let mut words = Vec::new();
    while at < end && words.len() < MAX_ARGUMENTS {
        while at < end && bytes[at] == b' ' {
            at += 1;
        }
        if at >= end {
            break;
        }
        let word = match bytes[at] {
            b'{' => {
                let mut depth = 0usize;
                let close = (at..end).find(|&i| {
                    match bytes[i] {
                        b'{' if i == 0 || bytes[i - 1] != b'\\' => depth += 1,
                        b'}' if bytes[i - 1] != b'\\' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                });
                let Some(close) = close else { break };
                let word = Argument::Text(at + 1, close);
                at = close + 1;
                word
            }
            // An option and its value (`-timeout 30`, `-socketcmd tls::socket`).
            b'-' => {
                for _ in 0..2 {
                    while at < end && bytes[at] == b' ' {
                        at += 1;
                    }
                    while at < end && bytes[at] != b' ' {
                        at += 1;
                    }
                }
                continue;
            }
            b'$' | b'[' => {
                while at < end && bytes[at] != b' ' {
                    at += 1;
                }
                Argument::Other
            }
            _ => {
                let start = at;
                while at < end && bytes[at] != b' ' {
                    at += if bytes[at] == b'\\' { 2 } else { 1 };
                }
                at = at.min(end);
                Argument::Text(start, at)
            }
        };
        words.push(word);
    }
    words
}

/// An account and its secret among the arguments: a keyword pair's value (`'password', 'x'`, as Perl's
/// named arguments print), or else the last account followed by a text shaped like a secret (a database's
/// name, a charset, a class or a routing key after an account is none; where a host comes first, the pair
/// after it is the later one). An account is a login (not a host, a path, a number, a DSN or an SASL
/// mechanism's name) or a directory name (`uid=alice,ou=people,…`, whose own reader finds the login).
fn credential_pair(text: &str, arguments: &[Argument]) -> Option<(Option<Range>, Range)> {
    // (A keyword is a name: lower-case letters and `_`.)
    let names = |a: usize, b: usize, role: fn(Role) -> bool| {
        text[a..b].bytes().all(|c| c.is_ascii_lowercase() || c == b'_') && role(lexicon::role_of_key(&text[a..b]))
    };
    let keyword = arguments.windows(2).find_map(|pair| match *pair {
        [Argument::Text(a, b), Argument::Text(c, d)]
            if names(a, b, |role| matches!(role, Role::Secret { .. })) && is_secret(&text[c..d]) =>
        {
            Some((c, d))
        }
        _ => None,
    });
    if let Some(secret) = keyword {
        // The account is the value of its own keyword, if the call names one (`'username', 'alice'`).
        let account = arguments.windows(2).find_map(|pair| match *pair {
            [Argument::Text(a, b), Argument::Text(c, d)]
                if names(a, b, |role| matches!(role, Role::Personal { label: "USER" })) && is_account(&text[c..d]) =>
            {
                Some((c, d))
            }
            _ => None,
        });
        return Some((account, secret));
    }
    arguments
        .windows(2)
        .filter_map(|pair| match *pair {
            [Argument::Text(a, b), Argument::Text(c, d)] if is_account(&text[a..b]) && is_secret(&text[c..d]) => {
                Some((Some((a, b)), (c, d)))
            }
            _ => None,
        })
        .next_back()
}

fn is_account(value: &str) -> bool {
    if value.contains('=') {
        // A directory name: its first attribute names an entry.
        return value.contains(',')
            && value.split_once('=').is_some_and(|(attribute, _)| {
                matches!(attribute.to_ascii_lowercase().as_str(), "uid" | "cn" | "samaccountname" | "mail")
            });
    }
    let letters = value.bytes().filter(u8::is_ascii_alphabetic).count();
    let mail = value.contains('@');
    (1..=64).contains(&value.len())
        && letters > 0
        && value.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-' | b'@' | b'+'))
        && !matches!(
            value.to_ascii_uppercase().as_str(),
            "LOGIN" | "PLAIN" | "CRAM-MD5" | "DIGEST-MD5" | "XOAUTH2" | "OAUTHBEARER" | "GSSAPI" | "EXTERNAL" | "NTLM"
                | "ANONYMOUS" | "SCRAM-SHA-1" | "SCRAM-SHA-256"
        )
        // A host's name has two dots, or ends in a domain.
        && (mail || value.bytes().filter(|b| *b == b'.').count() < 2)
        && !(value.contains('.') && !mail && crate::structure::is_host_name(value) && {
            let last = value.rsplit('.').next().unwrap_or_default();
            crate::rules::is_tld(last.as_bytes())
        })
}

/// A secret's shape: three kinds of characters of upper case, lower case, digits and symbols
/// (`Qx7pLm2zz`, `FjrN\\o2J`), or a passphrase (three lower-case words apart, or four joined:
/// `ember saffron velvet orchid`, `lichen.indigo.ember.cobalt`); not a word, an identifier (`Deploy_Key1`,
/// `Orders.Created.v1`, `Europe/Berlin`, `App\\Cache\\Manager`), a connection string, a path or an e-mail
/// address.
pub(crate) fn is_secret(value: &str) -> bool {
    if !(6..=256).contains(&value.chars().count())
        || value.starts_with('/')
        || value.contains("://")
        || value.contains('@')
    {
        return false;
    }
    // A connection string (`host=db port=5432 user=…`, `Server=…;Uid=…`) is no secret itself: its own
    // reader finds the password in it.
    let pairs = value.match_indices('=').filter(|&(at, _)| at > 0 && value.as_bytes()[at - 1].is_ascii_alphabetic());
    if pairs.count() >= 2 {
        return false;
    }
    const SEPARATORS: [char; 5] = ['_', '-', '.', ':', '/'];
    let words: Vec<&str> = value.split(SEPARATORS).filter(|w| !w.is_empty()).collect();
    let spaced: Vec<&str> = value.split(' ').filter(|w| !w.is_empty()).collect();
    let lower_word = |w: &&str| w.len() >= 3 && w.bytes().all(|b| b.is_ascii_lowercase());
    if (spaced.len() >= 3 && spaced.iter().all(lower_word)) || (words.len() >= 4 && words.iter().all(lower_word)) {
        return true;
    }
    let symbol = |c: char| !c.is_alphanumeric() && c != ' ' && !SEPARATORS.contains(&c);
    // Words joined by separators, each letters with a number after them or a number: a name.
    let identifier = !value.contains(symbol)
        && !value.contains(' ')
        && words.len() >= 2
        && words.iter().all(|w| {
            let digits = w.bytes().rev().take_while(u8::is_ascii_digit).count();
            w[..w.len() - digits].bytes().all(|b| b.is_ascii_alphabetic())
        });
    // A class in a namespace (`App\\Cache\\CacheManager`): each part capitalised.
    let class = value.contains('\\')
        && value.split('\\').all(|part| {
            part.starts_with(|c: char| c.is_ascii_uppercase()) && part.bytes().all(|b| b.is_ascii_alphanumeric())
        });
    if identifier || class {
        return false;
    }
    let upper = value.chars().any(char::is_uppercase);
    let lower = value.chars().any(char::is_lowercase);
    let digit = value.bytes().any(|b| b.is_ascii_digit());
    let symbols = value.chars().any(|c| !c.is_alphanumeric() && c != ' ');
    usize::from(upper) + usize::from(lower) + usize::from(digit) + usize::from(symbols) >= 3
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<(&str, &'static str)> {
        let mut out = Vec::new();
        find(&View::root(text), Gates::default().with(Gate::CallVerb as usize), &mut out);
        out.iter().map(|s| (&text[s.start..s.end], s.label)).collect()
    }

    #[test]
    fn the_secret_after_the_account_in_printed_calls() {
        let cases: &[(&str, &[&str])] = &[
            (
                "#0 /srv/app/sync.php(4): sftp_connect('files.example.com', 22, 'alice7', 'FjrN\\\\o2J')",
                &["alice7", "FjrN\\\\o2J"],
            ),
            ("#1 /srv/db.php(9): mysqli_connect('db1', 'orders_rw', 'pw-Q7x!', 'orders')", &["orders_rw", "pw-Q7x!"]),
            ("#0 db.php(4): pdo_open('mysql:host=db1;dbname=x', 'ingrid15', 'GOf2bd#35')", &["ingrid15", "GOf2bd#35"]),
            ("main::login(\"bob.k\", \"hunter2!X\") called at app.pl line 5", &["bob.k", "hunter2!X"]),
            ("\"db::connect db-7.dc2.corp.example carla9 {xF1';XU=\\n}\"", &["carla9", "xF1';XU=\\n"]),
            (
                "\"ftp::Open ftp3.example.net dora4 {ember saffron orchid} -timeout 30\"",
                &["dora4", "ember saffron orchid"],
            ),
            ("\"smtp::auth LOGIN erik55 {VacZ\\uoy}\"", &["erik55", "VacZ\\uoy"]),
            (
                "\"ldap::bindAs ldap.example.net uid=fay,ou=people,dc=example lichen.indigo.ember.cobalt\"",
                &["lichen.indigo.ember.cobalt"],
            ),
            (
                "#0 /app/db.php(5): mysqli_connect('mysql', 'WebApp_RW', 'Qx7pLm2zz', 'shop')",
                &["WebApp_RW", "Qx7pLm2zz"],
            ),
            ("\"db::connect db1 App_Reader Qx7pLm2zz\"", &["App_Reader", "Qx7pLm2zz"]),
            (
                "OAuth::Client::authenticate('OAuth::Client=HASH(0x1)', 'grant_type', 'password', 'username', 'alice7', 'password', 'Tr0ub4dor&3') called at o.pl line 3",
                &["alice7", "Tr0ub4dor&3"],
            ),
            (
                "#0 db.php(12): mysqli_real_connect(Object(mysqli), 'localhost', 'app_user', 'Qx7pLm2zz', 'orders', 3306)",
                &["app_user", "Qx7pLm2zz"],
            ),
            ("oci_connect('hr7', 'Welcome1', 'localhost/XEPDB1')", &["hr7", "Welcome1"]),
            ("l.simple_bind_s('cn=admin,dc=example,dc=org', 'Tr0ub4dor&3')", &["Tr0ub4dor&3"]),
            (
                "imap_open('{imap.example.com:993/imap/ssl}INBOX', 'j.doe@mail.example.org', 'Tr0ub4dor&3')",
                &["Tr0ub4dor&3"],
            ),
            ("#0 db.php(12): PDO->__construct('mysql:host=db1', 'app_user', 'Qx7pLm2zz')", &["app_user", "Qx7pLm2zz"]),
            (
                "My::Auth::login('My::Auth=HASH(0x55d0)', 'username', 'alice7', 'password', 'Tr0ub4dor&3') called at app.pl line 30",
                &["alice7", "Tr0ub4dor&3"],
            ),
            ("\"::pop3::open -socketcmd tls::socket pop.example.com alice7 Tr0ub4dor&3\"", &["alice7", "Tr0ub4dor&3"]),
            (
                "\tmain::open_db(\"db7.example.net\", 27017, \"svc_falcon7\", \"Ogll_31t1SC;D0f\", HASH(0x5652)) called at c.pl line 4",
                &["svc_falcon7", "Ogll_31t1SC;D0f"],
            ),
            ("    login('alice7', 'fmZl_458g9r=n9P', '190132', 'x')", &["190132", "alice7", "fmZl_458g9r=n9P"]),
            ("    connect('db1', 'orders', 'alice7', 'fmZl_458g9r=n9P', '5432')", &["alice7", "fmZl_458g9r=n9P"]),
            ("erp_login('alice7', 'Qx7pLm2zz!', '10004711')", &["alice7", "Qx7pLm2zz!"]),
            (
                "main::login(\"bob.k\", \"Qx7pLm2zz!\", 402117) called at app.pl line 5",
                &["402117", "bob.k", "Qx7pLm2zz!"],
            ),
            ("sftp_connect('sftp.example.net', 'alice7', 'Qx7pLm2zz!', '104857')", &["alice7", "Qx7pLm2zz!"]),
            (
                "{function_clause,[{db,connect,[\"db1\",5432,\"alice7\",\"Qx7pLm2zz!\"],[{file,\"db.erl\"},{line,3}]}]}",
                &["alice7", "Qx7pLm2zz!"],
            ),
        ];
        for (text, expected) in cases {
            let values: Vec<&str> = found(text).iter().map(|(v, _)| *v).collect();
            assert_eq!(&values, expected, "{text}");
        }
    }

    #[test]
    fn calls_without_an_account_and_its_secret_are_left_alone() {
        for text in [
            "connect('db.example.com', 5432, 'orders')",
            "bind(3, {sa_family=AF_INET, sin_port=htons(80)}, 16) = 0",
            "at com.example.Db.connect(Db.java:42)",
            "login($user, $password)",
            "login('alice' . $suffix, 'x')",
            "open('report.txt', 'r')",
            "\"db::connect $host $user $pw\"",
            "calling connect(\"alice\")",
            "socket.connect(('10.0.0.1', 5432))",
            "<button onClick={this.handleClick.bind(this, 'delete', 'row')}>",
            "#0 db.php(30): mysqli_stmt->bind_param('sss', 'John', 'Doe', 'john@example.com')",
            "#0 auth.php(88): log_login_attempt('alice', 'failed')",
            "app.post('/login', passport.authenticate('local', 'session'))",
            "pymysql.connect('db.example.com', 'reporting', 'reports_db')",
            "LOG:  statement: CALL sp_login_audit('alice', 'success')",
            "SELECT dblink_connect('ledger', 'host=db2 port=5499 dbname=accounts user=svc password=x7Y!z sslmode=disable')",
            "\"db::connect db1 orders readonly\"",
            "Illuminate\\Container\\Container->bind('cache', 'Illuminate\\Cache\\CacheManager')",
            "Slim\\App->bind('home', 'HomeController:index')",
            "signal.connect('post_save', 'Orders.Handler')",
            "Redis->__construct('Primary', 'Cluster-A')",
            "ssh.open('prod-bastion', 'Deploy_Key1')",
            "indexedDB.open('MyAppDB', 'Version-2')",
            "#0 /app/log.php(9): log_login_attempt('alice', 'password', 'failed')",
            "PDO->__construct('mysql:host=db;dbname=app', 'app', 'Europe/Berlin')",
            "{badarg,[{gen_server,call,[\"alice7\",\"Qx7pLm2zz!\"]}]}",
            "{function_clause,[{db,connect,[\"db1\",5432,\"orders\"],[]}]}",
            "#0 /app/export.php(12): ftp_open_file('exports', 'Report_Q3 (final).csv')",
            "#0 /app/x.php(3): imap_open_mailbox('alerts', 'INBOX.Archive (2024)')",
        ] {
            assert_eq!(found(text), [], "{text}");
        }
    }

    #[test]
    fn names_that_sign_in() {
        for (qualifier, name) in [
            (None, "login"),
            (None, "ldap_bind"),
            (Some("ldap::"), "bindAs"),
            (None, "sftp_connect"),
            (Some("smtp::"), "auth"),
            (Some("ftp::"), "Open"),
            (None, "signIn"),
            (Some("DBI->"), "connect"),
            (None, "pdo_open"),
            (None, "open_db"),
            (None, "openLdapConnection"),
            (Some("Net::FTP."), "open"),
        ] {
            assert!(signs_in(qualifier, name), "{name}");
        }
        for (qualifier, name) in [
            (None, "open"),
            (None, "authorize"),
            (None, "binding"),
            (Some("file::"), "open"),
            (None, "open_file"),
            (None, "ftp_open_file"),
            (None, "sftp_open_dir"),
        ] {
            assert!(!signs_in(qualifier, name), "{name}");
        }
    }
}
