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

/// A byte range of the text.
type Range = (usize, usize);

/// One argument of a printed call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Argument {
    /// A string, by its content's bytes (quotes or braces excluded, escapes as printed).
    Text(usize, usize),
    /// A number, an option (`-timeout`), an object, an array, a variable: nothing a credential is.
    Other,
}

/// Accounts and secrets in the arguments of calls whose name says they sign in or connect.
pub(crate) fn find(view: &View<'_>, gates: Gates, out: &mut Vec<Span>) {
    if !gates.has(Gate::CallVerb) {
        return;
    }
    let bytes = view.text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if !is_name_byte(bytes[at]) || (at > 0 && is_name_byte(bytes[at - 1])) {
            at += 1;
            continue;
        }
        let start = at;
        while at < bytes.len() && is_name_byte(bytes[at]) {
            at += 1;
        }
        let name = &view.text[start..at];
        let qualifier = qualifier_before(bytes, start);
        if !signs_in(qualifier, name) {
            continue;
        }
        // (A printed call is short; each is read within a window, so that a line of many names costs what
        // its length does.)
        let window = &bytes[..bytes.len().min(at + CALL_WINDOW)];
        let arguments = match bytes.get(at) {
            Some(b'(') => parenthesised(window, at + 1),
            // Tcl: the command is the first word of a quoted command line (`"db::connect host user {pw}"`).
            Some(b' ') if qualifier.is_some_and(|q| q.ends_with("::")) && tcl_command_start(bytes, start) => {
                tcl_words(window, at)
            }
            _ => continue,
        };
        if let Some((account, secret)) = credential_pair(view.text, &arguments) {
            let mut push = |(start, end): (usize, usize), label: &'static str| {
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
    }
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
    // A connection's object built or opened by a client of a protocol (`PDO->__construct`, `Net::FTP.open`).
    let opens = matches!(words.last().map(String::as_str), Some("open" | "construct")) && of_a_protocol;
    opens
        || words.iter().any(|w| {
            matches!(
                w.as_str(),
                "login" | "logon" | "signin" | "authenticate" | "auth" | "bind" | "connect" | "reconnect" | "sasl"
            )
        })
        || words.windows(2).any(|pair| pair[0] == "sign" && pair[1] == "in")
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

/// Whether the name at `start` begins a quoted Tcl command line: a `"` before it, at its line's start.
fn tcl_command_start(bytes: &[u8], start: usize) -> bool {
    // (The command's name is short: the look-back is bounded.)
    let from = start.saturating_sub(256);
    let line_start = bytes[from..start].iter().rposition(|b| *b == b'\n').map_or(from, |p| from + p + 1);
    let Some(quote) = bytes[line_start..start].iter().position(|b| *b == b'"').map(|p| line_start + p) else {
        return false;
    };
    bytes[line_start..quote].iter().all(|b| *b == b' ' || *b == b'\t')
        && bytes[quote + 1..start].iter().all(|b| is_name_byte(*b) || b":>\\$-.".contains(b))
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
/// named arguments print), or else the first account followed by a text shaped like a secret (a database's
/// name or a charset after an account is none). An account is a login (not a host, a path, a number, a DSN
/// or an SASL mechanism's name) or a directory name (`uid=alice,ou=people,…`, whose own reader finds the
/// login).
fn credential_pair(text: &str, arguments: &[Argument]) -> Option<(Option<Range>, Range)> {
    // (A keyword is a name: lower-case letters and `_`.)
    let names = |a: usize, b: usize, role: fn(Role) -> bool| {
        text[a..b].bytes().all(|c| c.is_ascii_lowercase() || c == b'_') && role(lexicon::role_of_key(&text[a..b]))
    };
    let keyword = arguments.windows(2).find_map(|pair| match *pair {
        [Argument::Text(a, b), Argument::Text(c, d)]
            if names(a, b, |role| matches!(role, Role::Secret { .. })) && !text[c..d].is_empty() =>
        {
            Some((c, d))
        }
        _ => None,
    });
    if let Some(secret) = keyword {
        // The account is the value of its own keyword, if the call names one (`'username', 'alice'`).
        let account = arguments.windows(2).find_map(|pair| match *pair {
            [Argument::Text(a, b), Argument::Text(c, d)]
                if names(a, b, |role| matches!(role, Role::Personal { label: "USER" })) =>
            {
                Some((c, d))
            }
            _ => None,
        });
        return Some((account, secret));
    }
    arguments.windows(2).find_map(|pair| match *pair {
        [Argument::Text(a, b), Argument::Text(c, d)] if is_account(&text[a..b]) && is_secret(&text[c..d]) => {
            Some((Some((a, b)), (c, d)))
        }
        _ => None,
    })
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
/// (`Qx7pLm2zz`, `FjrN\o2J`), or a passphrase of three words or more (`ember saffron velvet orchid`,
/// `lichen.indigo.ember`); not a word, an identifier, a database's name, a path or an e-mail address.
fn is_secret(value: &str) -> bool {
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
    let words: Vec<&str> = value.split([' ', '.', '_', '-']).filter(|w| !w.is_empty()).collect();
    let passphrase =
        words.len() >= 3 && words.iter().all(|w| w.len() >= 3 && w.bytes().all(|b| b.is_ascii_alphabetic()));
    let upper = value.chars().any(char::is_uppercase);
    let lower = value.chars().any(char::is_lowercase);
    let digit = value.bytes().any(|b| b.is_ascii_digit());
    let symbol = value.chars().any(|c| !c.is_alphanumeric() && c != ' ');
    passphrase || usize::from(upper) + usize::from(lower) + usize::from(digit) + usize::from(symbol) >= 3
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
                "\"ldap::bindAs ldap.example.net uid=fay,ou=people,dc=example lichen.indigo.ember\"",
                &["lichen.indigo.ember"],
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
        ] {
            assert!(signs_in(qualifier, name), "{name}");
        }
        for (qualifier, name) in [(None, "open"), (None, "authorize"), (None, "binding"), (Some("file::"), "open")] {
            assert!(!signs_in(qualifier, name), "{name}");
        }
    }
}
