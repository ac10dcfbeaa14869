//! Credentials and names given by their position in a known grammar rather than by a key: the arguments of
//! Redis `AUTH`/`AUTH2`/`HELLO … AUTH`/`MIGRATE … AUTH` and `ACL SETUSER … >password` (quoted as `MONITOR`
//! prints them, or bare), the user-info of Go MySQL and Oracle connection strings, the password of client
//! tools' short flags (`sshpass -p`, `redis-cli -a`, `ldapsearch -w`, `sqlcmd -P`, `docker login -p`,
//! `htpasswd -b`, `smbclient -U user%pass`, `openssl … pass:`), MySQL's `IDENTIFIED WITH plugin AS '…'`,
//! and the host and process id fields of syslog headers (RFC 3164 and RFC 5424).

use crate::Span;
use crate::gates::{Gate, Gates};
use crate::rules::{Rule, host_position_name, rule};
use crate::shape;
use crate::view::View;

const PRIORITY: u8 = 3;

/// Whether a path segment after an account collection is an account's name: an account's shape that is
/// neither an English word (`search`, `settings`) nor an id (hex, digits).
fn account_segment(segment: &str) -> bool {
    let lower = segment.to_ascii_lowercase();
    // Letters alone must be long enough not to be an abbreviation of the path (`oauth`, `saml`).
    let marked = segment.bytes().any(|b| matches!(b, b'.' | b'_') || b.is_ascii_digit());
    let version = lower.strip_prefix('v').is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()));
    // A word in camel case is a route's action (`/Account/ExternalLoginCallback`), not an account.
    let camel =
        segment.bytes().skip(1).any(|b| b.is_ascii_uppercase()) && segment.bytes().any(|b| b.is_ascii_lowercase());
    (marked || segment.len() >= 6)
        && !version
        && !camel
        && crate::structure::personal_account(segment)
        && !(segment.bytes().all(|b| b.is_ascii_lowercase()) && crate::dictionary::is_english_word(segment))
        && !segment.bytes().all(|b| b.is_ascii_hexdigit() || b == b'-')
        && shape::shape(segment).is_none()
        && !matches!(lower.as_str(), "me" | "self" | "current" | "new" | "edit" | "login" | "logout" | "userpass")
}

/// Two English words joined, as a route's action after `login/` often is (`callback`, `passwordreset`);
/// after `users/` they are as often an account (`johnsmith`, `nightowl`).
fn joined_words(word: &str) -> bool {
    (3..word.len().saturating_sub(2))
        .any(|cut| crate::dictionary::is_word(&word[..cut]) && crate::dictionary::is_word(&word[cut..]))
}

/// The grammars that a regular expression states.
/// Whether a `DOMAIN\user` match (`start..end`, with its delimiters) is not an account: a JSON or Python
/// `\uXXXX` escape (`Ayd\u0131n`), or two folders of a Windows path whose names hold spaces
/// (`C:\Program Files\Microsoft SQL Server\Client SDK\ODBC`), which the word before or after it
/// continues.
fn in_windows_path_or_escape(text: &str, start: usize, end: usize) -> bool {
    let matched = &text[start..end];
    let Some(slash) = matched.find('\\') else { return false };
    let user = &matched.as_bytes()[slash + 1..];
    if user.len() >= 5 && user[0] == b'u' && user[1..5].iter().all(u8::is_ascii_hexdigit) {
        return true;
    }
    // A line break escaped in a quoted string of prose (`"…asynchronous\noperations."`): words in small
    // letters on both sides (`corp\nairpr` is an account; so is `acme\trent`).
    let domain = matched[..slash].rsplit(|c: char| !c.is_ascii_alphanumeric()).next().unwrap_or("");
    let word_after = std::str::from_utf8(&user[1.min(user.len())..])
        .ok()
        .map(|rest| &rest[..rest.bytes().take_while(u8::is_ascii_lowercase).count()])
        .is_some_and(crate::dictionary::is_english_word);
    // (`\nNext`: a line break before a capitalised word.)
    let capital_after = user.get(1).is_some_and(u8::is_ascii_uppercase);
    // (A quote before it, looked for in a bounded window so that a text of many breaks costs its length.)
    let in_string = memchr::memrchr(b'"', &text.as_bytes()[start.saturating_sub(4096)..start]).is_some();
    if user.first() == Some(&b'n')
        && in_string
        && (capital_after || word_after && !domain.is_empty() && domain.bytes().all(|b| b.is_ascii_lowercase()))
    {
        return true;
    }
    // After the delimiter the match starts with (any whitespace: it may be wider than a byte).
    let domain_start = start
        + matched[..slash]
            .char_indices()
            .rfind(|(_, c)| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '-')))
            .map_or(0, |(i, c)| i + c.len_utf8());
    let user_end = start
        + slash
        + 1
        + user.iter().take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-')).count();
    // The word before, when only a space separates it: a path's earlier folders (`C:\Program`).
    let before = &text[..domain_start];
    if let Some(head) = before.strip_suffix(' ') {
        // (ASCII whitespace: the byte after it is a character boundary.)
        let word = &head[head.rfind(|c: char| c.is_ascii_whitespace()).map_or(0, |i| i + 1)..];
        if word.contains('\\') {
            return true;
        }
    }
    // The word after, when only a space separates it: the path's later folders (`SDK\ODBC\170`), not a
    // path of its own (`C:\Users`, `\\server\share`).
    if let Some(tail) = text[user_end..].strip_prefix(' ') {
        let word = &tail[..tail.find(|c: char| c.is_ascii_whitespace()).unwrap_or(tail.len())];
        let new_path = word.starts_with("\\\\") || word.as_bytes().get(1) == Some(&b':');
        if word.contains('\\') && !new_path {
            return true;
        }
    }
    false
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        // Bytes as Node's `util.inspect` prints a `Buffer` (`psk: <Buffer 63 39 … 46 more bytes>`) under a name
        // that says a secret, or a key whose bytes are no text: the bytes are the value.
        rule(
            r"(?:^|[\s{,(])['\x22]?([A-Za-z_$][\w$-]*)['\x22]?: <Buffer ((?:[0-9a-f]{2} ?)+(?:\.\.\. \d+ more bytes?)?)>",
            PRIORITY,
            &[(2, "SECRET:credential")],
            Some(names_a_secret_or_key),
        )
        .when(&["<buffer "]),
        // A URL's authority written without its scheme (RFC 3986's `userinfo@host:port`, as Python's
        // `urlsplit` prints it: `netloc='app:p%40ss@db.example:5432'`): the account and its password, not an
        // e-mail address. (The port ends it: an address has none; `mailto:a@b` and `acct:a@b` have none.)
        rule(
            r#"(?:^|[\s'"=(,\[])([A-Za-z][A-Za-z0-9_.~%+-]*):([^\s@/'"]+)@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?:\d{1,5}(?:[\s'"/),\]]|$)"#,
            PRIORITY,
            &[(1, "USER"), (2, "SECRET:password")],
            Some(|c| {
                // (Hadoop names a thread `LeaseRenewer:svc_etl01@nn1:9000`: a name, not a password, after the
                // colon; a SIP or XMPP URI's scheme is no account.)
                let (user, password) = (c.get(1).map_or("", |m| m.as_str()), c.get(2).map_or("", |m| m.as_str()));
                let password = crate::view::percent_decoded(password).unwrap_or_else(|| password.to_owned());
                let scheme = ["sip", "sips", "tel", "mailto", "xmpp", "im", "pres", "acct", "h323"]
                    .iter()
                    .any(|scheme| user.eq_ignore_ascii_case(scheme));
                !scheme && crate::encoded::credential_pair(&format!("{user}:{password}"))
            }),
        )
        .needs(|f| f.at > 0),
        // Go's MySQL driver: `user:password@tcp(host:3306)/db`, `user:password@unix(/run/mysqld.sock)/db`.
        rule(r"\b([A-Za-z0-9_.~%+-]+):([^\s:@/()]+)@(?:tcp|tcp6|unix|udp)\(", PRIORITY, &[(2, "SECRET:password")], None)
            .when(&["@tcp(", "@unix(", "@udp(", "@tcp6("]),
        // Oracle `user/password@tns`, after the tools that take it, and `CONNECT user/password@…`.
        rule(
            r"(?i)\b(?:sqlplus|rman|expdp|impdp|exp|imp|sqlldr|dgmgrl|connect|conn)(?:\s+-\w+)*\s+([\w$#.]+)/([^\s@/]+)(?:@|\s|$)",
            PRIORITY,
            &[(2, "SECRET:password")],
            None,
        )
        .when(&["sqlplus", "rman", "expdp", "impdp", "sqlldr", "dgmgrl", "connect"])
        .needs(|f| f.at > 0),
        rule(r"(?i)\bjdbc:oracle:\w+:([\w$#.]+)/([^\s@/]+)@", PRIORITY, &[(2, "SECRET:password")], None).when(&["jdbc:oracle"]),
        // Windows' `net use [Z:] \\server\share password /user:…`: the password is the argument after the share.
        rule(
            r#"(?i)\bnet(?:\.exe)?"?\s+use\s+(?:[A-Z]:\s+|\*\s+)?\\\\[^\s\\]+\\\S+\s+([^\s/*&|<>][^\s&|<>]*)"#,
            PRIORITY,
            &[(1, "SECRET:password")],
            None,
        )
        .when(&["net use", "net.exe"]),
        // A `.netrc` entry (netrc(5): `machine NAME login NAME password STRING`, or `default …`): its
        // password whatever its shape, and its account unless built in or anonymous (whose password is
        // conventionally an e-mail address or `guest@`, no secret).
        rule(
            // (Only netrc's own tokens before it: `default 12m Warning … password authentication failed` is
            // a `kubectl get events` line of the default namespace.)
            r"(?m)^[ \t]*(?:machine[ \t]+\S+(?:[ \t]+(?:login|account|port)[ \t]+\S+)*|default(?:[ \t]+(?:login|account|port)[ \t]+\S+)+)[ \t]+password[ \t]+(\S+)",
            PRIORITY,
            &[(1, "SECRET:password")],
            Some(|c| !c[0].contains(" login anonymous") && !c[0].contains(" login ftp ")),
        )
        .when(&["password"]),
        rule(
            r"(?m)^[ \t]*(?:machine[ \t]+\S+(?:[ \t]+(?:password|account|port)[ \t]+\S+)*|default(?:[ \t]+(?:password|account|port)[ \t]+\S+)*)[ \t]+login[ \t]+(\S+)",
            PRIORITY,
            &[(1, "USER")],
            Some(|c| c.get(1).is_some_and(|user| crate::structure::personal_account(user.as_str()))),
        )
        .when(&[" login "]),
        // The account of those logons, unless it is one every Oracle database has (`system`, `sys`).
        rule(
            r"(?i)\b(?:(?:sqlplus|rman|expdp|impdp|exp|imp|sqlldr|dgmgrl|connect|conn)(?:\s+-\w+)*\s+|jdbc:oracle:\w+:)([\w$#.]+)/[^\s@/]+(?:@|\s|$)",
            PRIORITY,
            &[(1, "USER")],
            Some(|c| c.get(1).is_some_and(|user| crate::structure::personal_account(user.as_str()))),
        )
        .when(&["sqlplus", "rman", "expdp", "impdp", "sqlldr", "dgmgrl", "connect", "jdbc:oracle"])
        .needs(|f| f.at > 0),
        // MySQL/MariaDB: `IDENTIFIED WITH plugin AS 'hash'`, `IDENTIFIED VIA plugin USING 'x'`.
        rule(
            r"(?i)\bidentified\s+(?:via|with)\s+[\w'`]+\s+(?:as|by|using)\s+(?:password\s*\(\s*)?'((?:[^'\\]|\\.|'')*)'",
            PRIORITY,
            &[(1, "SECRET:password")],
            None,
        )
        .when(&["identified"]),
        // `SET PASSWORD [FOR user] = 'x'` (or `= PASSWORD('x')`).
        rule(
            r"(?i)\bset\s+password\b[^=\n]*=\s*(?:(?:old_)?password\s*\(\s*)?'((?:[^'\\]|\\.|'')*)'",
            PRIORITY,
            &[(1, "SECRET:password")],
            None,
        )
        .when(&["password"]),
        // PowerShell's `ConvertTo-SecureString 'x' -AsPlainText` and Windows' `net use … /user:NAME password`.
        rule(
            r#"(?i)\bConvertTo-SecureString\s+(?:-String\s+)?(?:'([^']*)'|"([^"]*)")"#,
            PRIORITY,
            &[(1, "SECRET:password"), (2, "SECRET:password")],
            None,
        )
        .when(&["convertto-securestring"]),
        rule(r#"(?i)\bnet(?:\.exe)?"?\s+use\b[^\n]*?/user:\S+\s+([^\s/]\S*)"#, PRIORITY, &[(1, "SECRET:password")], None).when(&["/user:"]),
        // strongSwan's `ipsec.secrets`: `[selectors] : PSK|EAP|XAUTH|NTLM|PIN "secret"`.
        rule(r#"(?m):\s*(?:PSK|EAP|XAUTH|NTLM|PIN)\s+(?:"([^"\n]+)"|([^\s"]+))"#, PRIORITY, &[(1, "SECRET:password"), (2, "SECRET:password")], None)
            .when(&["psk", "eap", "xauth", "ntlm", "pin"]),
        // ... where the selector of an EAP, XAUTH or NTLM secret is the user's identity (ipsec.secrets(5)).
        rule(r#"(?m)^[ \t]*(?:[^\s:#"]+[ \t]+)*([^\s:#"%]+)[ \t]*:[ \t]*(?:EAP|XAUTH|NTLM)[ \t]"#, 6, &[(1, "USER")], None)
            .when(&["eap", "xauth", "ntlm"]),
        // OpenVPN's management interface (management-notes): `username "Auth" name`, then `password …`.
        rule(r#"(?m)^username[ \t]+(?:"[^"\n]*"|\S+)[ \t]+("[^"\n]+"|\S+)[ \t\r]*$"#, 6, &[(1, "USER")], None)
            .when(&["username"]),
        // Credentials passed by position to a connect or login call (WLST `connect('user', 'pw', url)`,
        // `DriverManager.getConnection(url, "user", "pw")`): the argument after the account, and the account.
        rule(
            r#"(?i)\b(?:connect|login|logon|authenticate|bind|getConnection|open_session)\s*\(\s*(?:(['"])[^'"\n]*://[^'"\n]*['"]\s*,\s*)?(['"])([^'"\n]+)['"]\s*,\s*(['"])([^'"\n]+)['"]"#,
            PRIORITY,
            &[(3, "USER"), (5, "SECRET:password")],
            Some(|c| {
                c.get(5).is_some_and(|v| shape::credential_after_keyword(v.as_str()))
                    && c.get(3).is_some_and(|user| !user.as_str().contains([' ', '/', '=']))
            }),
        )
        .when(&["connect", "login", "logon", "authenticate", "bind", "getconnection", "open_session"]),
        // A password flag of any client (`-P`, `-p`, `-w`), its value bare or quoted (`-p 'x'`, `-p"x"`):
        // only a value shaped like a credential, so ports, counts and paths stay.
        rule(
            r"(?:^|\s)-[pPw]\s?(?:([^\s\-'\x22][^\s'\x22]{5,})|'([^'\n]{6,})'|\x22([^\x22\n]{6,})\x22)",
            PRIORITY + 1,
            &[(1, "SECRET:password"), (2, "SECRET:password"), (3, "SECRET:password")],
            Some(|c| {
                c.get(1).or(c.get(2)).or(c.get(3)).is_some_and(|v| shape::credential_after_keyword(v.as_str()))
            }),
        )
        .when(&["-p", "-w"]),
        // A command that prints the password (restic's `--password-command`, msmtp's `passwordeval`, mbsync's
        // `PassCmd`): when it echoes a literal, the literal is the password.
        rule(
            r#"(?i)(?:pass(?:word|phrase)?|secret)[-_]?(?:command|cmd|eval)["']?(?:[ 	]*[=:][ 	]*|[ 	]+)(?:'[ 	]*(?:echo|printf)(?:[ 	]+-[neE]{1,3})?[ 	]+([^'
]+?)[ 	]*'|"[ 	]*(?:echo|printf)(?:[ 	]+-[neE]{1,3})?[ 	]+([^"
]+?)[ 	]*")"#,
            PRIORITY,
            &[(1, "SECRET:password"), (2, "SECRET:password")],
            None,
        )
        .when(&["command", "cmd", "eval"]),
        // PHP's serialize() (Laravel job payloads, WordPress options): `s:8:"password";s:10:"…";`.
        rule(
            r#"s:\d+:"([A-Za-z0-9_.-]{1,64})";s:\d+:"([^"]*)";"#,
            PRIORITY,
            &[(2, "SECRET:credential")],
            Some(|c| c.get(1).is_some_and(|key| matches!(crate::lexicon::role_of_key(key.as_str()), crate::lexicon::Role::Secret { .. }))),
        )
        .when(&[";s:"]),
        // Account names where formats put them: MySQL's `'user'@'host'`, `CREATE/ALTER/DROP USER|ROLE name`,
        // `USER MAPPING FOR name`, `for user "name"` (PostgreSQL, MySQL), sshd's `for [invalid user] name from`,
        // an access log's `$remote_user`, PostgreSQL's `%u@%d` prefix.
        rule(r"'([A-Za-z0-9_.$-]{1,64})'@'[^'\s]+'", 6, &[(1, "USER")], None).when(&["'@'"]),
        rule(
            r"'[A-Za-z0-9_.$-]{1,64}'@'([^'\s]+)'",
            8,
            &[(1, "HOST")],
            Some(|c| c.get(1).is_some_and(|h| !matches!(h.as_str(), "localhost" | "%" | "127.0.0.1" | "::1"))),
        )
        .when(&["'@'"]),
        rule(
            r#"(?i)\b(?:create|alter|drop|rename)\s+(?:user|role|login)\s+(?:if\s+(?:not\s+)?exists\s+)?["'`]?([A-Za-z0-9_$.-]{1,64})(\s+(?:if\s+(?:not\s+)?exists\s+)?for\b)?"#,
            6,
            &[(1, "USER")],
            // (PostgreSQL's `CREATE USER MAPPING [IF NOT EXISTS] FOR x` maps the account after `FOR`, the rule
            // below; an account named `mapping` is one.)
            Some(|c| c.get(1).is_some_and(|name| !name.as_str().eq_ignore_ascii_case("mapping")) || c.get(2).is_none()),
        )
        .when(&[
            "create user", "alter user", "drop user", "rename user", "create role", "alter role", "drop role",
            "create login", "alter login", "drop login",
        ]),
        rule(r"(?i)\bmapping\s+(?:if\s+(?:not\s+)?exists\s+)?for\s+([A-Za-z0-9_$.-]{1,64})", 6, &[(1, "USER")], None)
            .when(&["mapping"]),
        // A shell prompt in bash's default form `\u@\h:\w\$ ` (bash(1), PROMPTING): the account and the host.
        rule(
            r"(?m)^[ \t]*([a-z_][a-z0-9_.-]{0,31})@([A-Za-z0-9][A-Za-z0-9.-]{0,62}):(?:~|/)[^\s$#]*[$#][ \t]",
            6,
            &[(1, "USER"), (2, "HOST")],
            None,
        )
        .when(&["$ ", "# "]),

        // PAM's `user NAME(uid=N)` and `by NAME(uid=N)`: the account before its uid.
        rule(r"\b([a-z_][a-z0-9_.-]{0,31})\(uid=\d+\)", 6, &[(1, "USER")], Some(|c| c.get(1).is_some_and(|u| u.as_str() != "root")))
            .when(&["(uid="]),
        // A home directory names its account (`/home/osilva/bin`, `/Users/jdoe/`).
        rule(
            r"(?:^|[\s'\x22=(:])/(?:home|Users)/([a-z_][A-Za-z0-9_.-]{1,31})(?:/|[\s'\x22)]|$)",
            PRIORITY + 3,
            &[(1, "USER")],
            None,
        )
        .when(&["/home/", "/users/"]),
        // A path that names an account by its collection (`/users/jdoe/repos`, Vault's `auth/userpass/login/
        // g.bianchi`): the segment after it, when it has an account's shape (not an id, not a word: `/users/me`,
        // `/users/12345`, `/users/search` stay).
        rule(
            r"(?i)(?:^|/)(users?|logins?|accounts?|members?|people|profiles?|~)/([A-Za-z][A-Za-z0-9._-]{1,63})(?:[/?#\s\x22']|$)",
            PRIORITY + 3,
            &[(2, "USER")],
            Some(|c| {
                let login = c.get(1).is_some_and(|m| m.as_str().to_ascii_lowercase().starts_with("login"));
                c.get(2).is_some_and(|m| {
                    account_segment(m.as_str())
                        && !(login && m.as_str().bytes().all(|b| b.is_ascii_lowercase()) && joined_words(m.as_str()))
                })
            }),
        )
        .when(&["user/", "users/", "login/", "logins/", "account/", "accounts/", "member/", "members/", "people/", "profile/", "profiles/", "~/"]),
        // IMAP's `tag LOGIN user password` (RFC 9051) in a transcript, after its direction marker at the
        // line's start (`C: `, or a client's `>` after a time, as Python's imaplib writes `  20:08.98 > b'A1
        // LOGIN user "pw"'`, the command as a bytes literal whose closing quote ends the line)…
        // (Unmarked, a line's first word is a tag when a client would write it: numbered, or one character, as
        // typed by hand: `a001`, `A`, `.`; not `the login authenticator failed`.)
        imap_login(
            r"(?m)^",
            &format!(r"(?:(?:[CS]: |[ \t]*(?:\d{{1,2}}:\d{{2}}(?:\.\d+)?[ \t]+)?>{{1,2}} (?:b')?){ANY_TAG}|[A-Za-z.]|[A-Za-z.]{{0,15}}[0-9][A-Za-z0-9.]{{0,15}})"),
            r"'?[ \t\r]*$",
        )
        .when(&[" login "]),
        // …or after a client's direction marker inside a log line, with more after it (`… DEBUG: wire C: a6
        // LOGIN "u" "pw" {"conn":3}`).
        imap_login(r"(?m)[ \t]C: ", ANY_TAG, r"(?:[ \t]|$)").when(&["c: "]),
        // …or quoted inside a message about it, with a tag of letters and digits (`IMAP command failed: a1 LOGIN
        // user pw -> NO …`).
        rule(
            r#"(?:^|[ \t:'"])[A-Za-z]{1,15}\d{1,15} LOGIN (?:"([^"\r\n]+)"|([^ \t\r\n"]+)) (?:"((?:[^"\\\r\n]|\\.)+)"|([^ \t\r\n"]+?))(?:[ \t'"]|$)"#,
            PRIORITY,
            &[(1, "USER"), (2, "USER"), (3, "SECRET:password"), (4, "SECRET:password")],
            // (Shaped like a secret: `node3 LOGIN FAILED for root` is a message about a login.)
            Some(|c| {
                let password = c.get(3).or(c.get(4));
                password.is_some_and(|password| crate::calls::is_secret(password.as_str())) && login_account(c)
            }),
        )
        .when(&[" login "]),
        // …or at the end of a packet's payload as tcpdump's `-A` prints it, the bytes before the command that
        // are no text each written as `.` (`.z....,.....P.......a124 LOGIN user pw`).
        imap_login(r"(?m)\.\.", r"[A-Za-z0-9][A-Za-z0-9.]{0,15}", r"[ \t\r]*$").when(&[" login "]),
        // `user:password` lines fed to `chpasswd`, and PostgreSQL's `.pgpass` `host:port:db:user:password`.
        rule(
            r#"(?i)\becho\s+(?:-e\s+)?['"]?([A-Za-z0-9_.-]{1,64}):([^'"\s:]+)['"]?\s*\|\s*(?:sudo\s+)?chpasswd"#,
            PRIORITY,
            &[(1, "USER"), (2, "SECRET:password")],
            None,
        )
        .when(&["chpasswd"]),
        rule(
            r"(?m)^([A-Za-z0-9_.*-]{1,253}):(?:\d{1,5}|\*):(?:[A-Za-z0-9_.*-]{1,63}):([A-Za-z0-9_.*$-]{1,63}):([^ \t\r\n:][^ \t\r\n]*)$",
            PRIORITY,
            &[(2, "USER"), (3, "SECRET:password")],
            None,
        )
        .needs(|f| f.colons >= 4 && f.line_head_port),
        // Exim's authenticator debugging (`-d+auth`): the decoded inputs, the account then the password last
        // (`auth input decode: '' 'alice' 'secret'` for PLAIN, `'alice' 'secret'` for LOGIN).
        rule(
            r"\bauth input decode:(?: '[^'\n]*')*? '([^'\n]*)' '([^'\n]*)'[ \t]*$",
            PRIORITY,
            &[(1, "USER"), (2, "SECRET:password")],
            None,
        )
        .when(&["auth input decode:"]),
        // A literal written into a pipe whose command reads a secret from standard input by a documented
        // switch: `sudo -S`, `passwd --stdin`, `docker login --password-stdin`, `openssl … -passin stdin`,
        // `smbpasswd -s`, `htpasswd -i`, `gh auth login --with-token`, `vault login -` (the command may run
        // remotely: `| ssh host 'sudo -S …'`). `printf`'s format, echo's switches and a trailing `\n` are no
        // part of the value; a variable (`$PASS`) is no literal.
        rule(
            r#"\b(?:echo(?:\s+-[neE]{1,3})*|printf(?:\s+(?:'[^'\n]*%s[^'\n]*'|"[^"\n]*%s[^"\n]*"|%s\S*))?)\s+(?:\$?'((?:[^'\\\n]|\\[^n])+)(?:\\n)*'|"((?:[^"\\\n$`]|\\[^n])+)(?:\\n)*"|([^\s'"|;&$`<>(){}][^\s|;&<>]*))\s*\|[^|\n]*?(?:\bsudo\s(?:[^|\n]*?\s)?-[A-Za-z]*S\b|--stdin\b|--password-stdin\b|-passin\s+stdin\b|--with-token\b|\bvault\s+login\s+-(?:\s|$)|\bsmbpasswd\s(?:[^|\n]*?\s)?-s\b|\bhtpasswd\s+-[A-Za-z]*i)"#,
            PRIORITY,
            &[(1, "SECRET:password"), (2, "SECRET:password"), (3, "SECRET:password")],
            None,
        )
        .when(&["sudo", "-stdin", "-passin", "--with-token", "vault login", "smbpasswd", "htpasswd"]),
        // nmcli(1)'s `device wifi connect (B)SSID [password …]`: the network's name.
        rule(
            r#"\bnmcli\b[^\n]*?\bwifi\s+connect\s+(?:'([^'\n]{1,32})'|"([^"\n]{1,32})"|([^\s'"]{1,32}))"#,
            PRIORITY,
            &[(1, "NETWORK"), (2, "NETWORK"), (3, "NETWORK")],
            None,
        )
        .when(&["nmcli"]),
        // Windows' `net user NAME PASSWORD [/add]` (a `*` prompts for it; a `/switch` is no password).
        rule(
            r#"(?i)\bnet(?:\.exe)?"?\s+user\s+([^\s/"*]+)\s+([^\s/*]\S*)"#,
            PRIORITY,
            &[(1, "USER"), (2, "SECRET:password")],
            None,
        )
        .when(&["net user", "net.exe\" user", "net.exe user"]),
        // Exim's log names the remote host `H=<name> (<HELO name>) [<address>]` (the specification's "log
        // line flags"): the name its address resolves to and the one it gave, both the client's machine.
        rule(
            r"\bH=(?:([A-Za-z0-9][A-Za-z0-9.-]{0,252}) )?\(([A-Za-z0-9][A-Za-z0-9._-]{0,252})\) \[",
            8,
            &[(1, "HOST"), (2, "HOST")],
            Some(|c| c.get(2).is_some_and(|helo| crate::structure::is_host_name(helo.as_str()))),
        )
        .when(&["H="]),
        // A Kerberos key as `klist -K` and `ktutil`'s `list -k` show it: the hex after its encryption type
        // (`(aes256-cts-hmac-sha1-96)  (0x0f79…)`).
        rule(
            r"(?i)\((?:aes|des|des3|arcfour|rc4|camellia)[a-z0-9-]*\)\s+\(?0x([0-9a-f]{16,128})\)?",
            PRIORITY,
            &[(1, "SECRET:credential")],
            None,
        )
        .when(&["0x"]),
        // The text of an HTML link to a mailbox names its owner (`<a href="mailto:…">Sanne van der Meer</a>`).
        rule(
            r#"(?i)<a\s[^>]*href\s*=\s*["']?mailto:[^>]*>([^<]{5,60})</a>"#,
            6,
            &[(1, "NAME")],
            Some(|c| c.get(1).is_some_and(|name| crate::structure::displayed_person_name(name.as_str()))),
        )
        .when(&["mailto:"]),
        // (A built-in account, `for user "postgres"`, `for user 'sa'`, names no one.)
        rule(
            r#"(?i)\bfor\s+user\s+["'`]?([A-Za-z0-9_.$@\\-]{1,64})"#,
            6,
            &[(1, "USER")],
            Some(not_built_in_account),
        )
        .when(&["for user"]),
        rule(
            r"(?i)\b(?:password|publickey|keyboard-interactive(?:/pam)?|none|hostbased|gssapi-with-mic)\s+for\s+(?:invalid\s+user\s+)?(\S+)\s+from\b",
            6,
            &[(1, "USER")],
            None,
        )
        .when(&["password for", "publickey for", "interactive for", "pam for", "none for", "hostbased for", "mic for"]),
        rule(r"(?i)\b(?:invalid|illegal|authenticating)\s+user\s+(\S+)\s+(?:from|\[)", 6, &[(1, "USER")], None).when(&["invalid user", "illegal user", "authenticating user"]),
        // cron's syslog lines (Vixie cron, cronie): `(<user>) CMD (<command>)`.
        rule(
            r"\(([A-Za-z0-9_][A-Za-z0-9._-]{0,31})\) (?:CMD|CMDOUT|CMDEND) \(",
            6,
            &[(1, "USER")],
            Some(not_built_in_account),
        )
        .when(&[") CMD"]),
        // MySQL's and MariaDB's `user_host` (the slow log's `# User@Host:` line, the log tables' column):
        // `priv_user[user] @ host [ip]`.
        rule(
            r"(?-u:\b)([A-Za-z0-9_][A-Za-z0-9._$-]{0,79})\[([A-Za-z0-9_.$-]{0,80})\] @ [A-Za-z0-9.-]{0,253} ?\[",
            6,
            &[(1, "USER"), (2, "USER")],
            Some(not_built_in_account),
        )
        .when(&["] @ "]),
        rule(
            r"\] @ ([A-Za-z0-9][A-Za-z0-9.-]{0,252}) \[",
            6,
            &[(1, "HOST")],
            Some(|c| c.get(1).is_some_and(|host| host.as_str() != "localhost" && host_position_name(host.as_str()))),
        )
        .when(&["] @ "]),
        // PostgreSQL's messages quote the role they are about (`role "x" does not exist`, `must be member of
        // role "x"`): an account.
        rule(
            r#"(?-u:\b)role "([^"\n]+)""#,
            6,
            &[(1, "USER")],
            Some(not_built_in_account),
        )
        .when(&["role \""]),
        // A client that says where and as whom it connects (`connecting to db-1 as s.munteanu`).
        rule(
            r"(?i)(?-u:\b)connect(?:ing|ed)?\s+to\s+\S+\s+as\s+([A-Za-z0-9_][A-Za-z0-9._@-]{0,63})(?-u:\b)",
            6,
            &[(1, "USER")],
            Some(not_built_in_account),
        )
        .when(&["connect"]),
        // Mosquitto's log of a connection: `New client connected from ADDR as CLIENT_ID (p2, c1, k60,
        // u'USER').` The client id names the device (a meter, a phone); the user is the account.
        rule(
            r"New client connected from \S+ as (\S+) \(p\d, c\d, k\d+(?:, u'([^'\n]+)')?\)",
            6,
            &[(1, "DEVICE_ID"), (2, "USER")],
            None,
        )
        .when(&["new client connected"]),
        // Mosquitto's client ids where the broker's and the clients' logs name them: `Client ID sending
        // CONNECT`, `Received PUBLISH from ID` (the packet types of MQTT's specification). A client id names
        // the device (a meter, a phone).
        rule(
            r"(?-u:\b)Client ([^\s(]+) (?:sending|received|disconnected|closed its|already connected|has exceeded)",
            6,
            &[(1, "DEVICE_ID")],
            Some(mqtt_client_id),
        )
        .when(&["client "]),
        rule(
            r"(?-u:\b)(?:Sending|Received) (?:CONNECT|CONNACK|PUBLISH|PUBACK|PUBREC|PUBREL|PUBCOMP|SUBSCRIBE|SUBACK|UNSUBSCRIBE|UNSUBACK|PINGREQ|PINGRESP|DISCONNECT|AUTH) (?:to|from) ([^\s(]+)",
            6,
            &[(1, "DEVICE_ID")],
            Some(mqtt_client_id),
        )
        .when(&["sending ", "received "]),
        // netstat's `-p` listing (net-tools' netstat(8)): Proto Recv-Q Send-Q Local Address Foreign Address
        // State PID/Program name; the state is empty for UDP (or a number, for raw sockets).
        rule(
            r"(?m)^(?:tcp|udp|udpl|raw|sctp)6?[ \t]+\d+[ \t]+\d+[ \t]+\S*:\S+[ \t]+\S*:\S+[ \t]+(?:(?:ESTABLISHED|SYN_SENT|SYN_RECV|FIN_WAIT1|FIN_WAIT2|TIME_WAIT|CLOSE|CLOSE_WAIT|LAST_ACK|LISTEN|CLOSING|UNKNOWN|\d+)[ \t]+)?(\d{1,7})/[^\d\s]",
            8,
            &[(1, "PID")],
            None,
        )
        .when(&["tcp", "udp", "raw", "sctp"]),
        // OpenVPN names a client by its certificate's common name after its address (`203.0.113.9:51122
        // [alice] Peer Connection Initiated`): the user. (HAProxy writes its accept date there: no `/`
        // or `:` in a name.)
        rule(
            r"(?-u:\b)(?:[0-9]{1,3}\.){3}[0-9]{1,3}:[0-9]{1,5} \[([^\]\s/:]+)\] ",
            6,
            &[(1, "USER")],
            Some(|c| {
                c.get(1).is_some_and(|user| user.len() <= 64 && user.as_str() != "UNDEF" && !user.as_str().starts_with("AF_"))
            }),
        )
        .when(&["] "])
        .needs(|f| f.dotted_quad),
        // Google Cloud's project number (its other id, beside the project's name).
        rule(r"(?i)(?-u:\b)project\s+number:?\s+([0-9]{6,19})(?-u:\b)", 6, &[(1, "CLOUD_ACCOUNT")], None)
            .when(&["project number"]),
        rule(
            r"(?m)^\S+ \S+ ([^\s\[\]\x22]+) \[\d{2}/[A-Za-z]{3}/\d{4}:",
            6,
            &[(1, "USER")],
            Some(|c| c.get(1).is_some_and(|u| u.as_str() != "-")),
        )
        .when(&["/Jan/", "/Feb/", "/Mar/", "/Apr/", "/May/", "/Jun/", "/Jul/", "/Aug/", "/Sep/", "/Oct/", "/Nov/", "/Dec/"]),
        // Windows security identifiers of domain accounts (`S-1-5-21-<domain>-<rid>`): one account each.
        rule(r"\bS-1-5-21-\d{1,10}-\d{1,10}-\d{1,10}-\d{3,10}\b", 6, &[(0, "USER")], None).when(&["s-1-5-21-"]),
        // The leaf of an LDAP distinguished name is an account or a person (`uid=jdoe,ou=people,…`,
        // `CN=svc_backup,OU=Service Accounts,DC=corp,DC=example`).
        rule(r"(?i)\b(?:uid|cn)=([^,=\s+\x22\\]{2,})(?:,\s*(?:ou|dc|o|cn)=)", 6, &[(1, "USER")], None).when(&["uid=", "cn="]),
        // A Windows account `DOMAIN\user` standing as a word (not inside a path: no backslash before or after).
        rule(
            r#"(?:^|[\s"'=:(<,\[])[A-Za-z][A-Za-z0-9_-]{1,15}\\([A-Za-z][A-Za-z0-9._$-]{1,63})(?:$|[\s"',;)>\]])"#,
            6,
            &[(1, "USER")],
            Some(|c| c.get(1).is_some_and(|u| !u.as_str().contains('.') || u.as_str().len() < 24)),
        )
        .unless_around(in_windows_path_or_escape)
        .when(&["\\"]),
        // An account at an address, as ssh, scp, rsync and git write a remote (`deploy@10.0.3.7:/opt`): not an
        // e-mail (no domain after the `@`), the account of a login.
        rule(r"\b([A-Za-z_][A-Za-z0-9._-]{0,63})@(?:\d{1,3}\.){3}\d{1,3}\b", 6, &[(1, "USER")], None)
            .needs(|f| f.dotted_quad),
        // (An IPv6 address is written in brackets there: `deploy@[2001:db8::7]:/opt`.)
        rule(r"\b([A-Za-z_][A-Za-z0-9._-]{0,63})@\[[0-9A-Fa-f:.]{2,45}\]", 6, &[(1, "USER")], Some(not_built_in_account))
            .when(&["@["]),
        // A host's name with its address in parentheses, as ping, traceroute, nmap and cluster membership
        // print them (`PING web-7 (10.1.2.3)`, `suspect cache-fra26 (10.1.2.3)`): a name shaped like a host's
        // (a digit, a dash or a dot in it), a word of its own (not the end of a trace id), that is no key's
        // name (`client-ip (…)`; one with digits and labels is a machine's, `build05-hel1`, `auth26-sto2`).
        // The address may be IPv6 (`mx-25 (fdc3:6f79::44ac:c5b1)`).
        rule(
            r"(?:^|[ \t])([A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*) \(((?:\d{1,3}\.){3}\d{1,3}|[0-9A-Fa-f]{0,4}:[0-9A-Fa-f]{0,4}:[0-9A-Fa-f:.]*[0-9A-Fa-f])\)",
            8,
            &[(1, "HOST")],
            Some(|c| {
                // (An address one host has: not a MAC's `aa:bb:…`, nor the loopback or a multicast group,
                // which /etc/hosts names `ip6-loopback`, `ip6-allnodes`.)
                let Some(address) = c.get(2).and_then(|a| a.as_str().parse::<std::net::IpAddr>().ok()) else {
                    return false;
                };
                let name = c.get(1).map_or("", |m| m.as_str());
                // (Machines are numbered in their labels' words: `build05-hel1`, `auth26-sto2` are names
                // whatever words they hold; `token-2`, `api-key-v2`, `session-id4` are keys. A name before an
                // IPv6 address has such labels or a domain: `IPv6 (…)`, `link-local (fe80::1)` are words.)
                let numbered = name.split(['-', '.']).filter(|label| {
                    let letters = label.bytes().take_while(u8::is_ascii_alphabetic).count();
                    letters >= 2 && letters < label.len() && label.bytes().any(|b| b.is_ascii_digit())
                });
                let numbered_labels = if name.contains(['-', '.']) { numbered.count() } else { 0 };
                let role = crate::lexicon::role_of_key(name);
                !(address.is_loopback() || address.is_multicast() || address.is_unspecified())
                    && (address.is_ipv4() || numbered_labels > 0 || name.contains('.'))
                    && crate::rules::host_position_name(name)
                    && (numbered_labels >= 2
                        || (numbered_labels == 1 && !matches!(role, crate::lexicon::Role::Secret { .. }))
                        || role == crate::lexicon::Role::Neutral)
            }),
        )
        .needs(|f| f.dotted_quad || f.colons >= 2),
        // Bundler's credentials for a gem source: `BUNDLE_<HOST>` (dots written `__`) holds `user:password`
        // (the Bundler documentation's "credentials for gem sources").
        rule(
            r#"BUNDLE_[A-Z0-9_]*__[A-Z0-9]+[A-Za-z]*["']?\s*(?:=>|=|:)\s*["']?([^\s"']{4,})"#,
            PRIORITY,
            &[(1, "SECRET:credential")],
            None,
        )
        .when(&["bundle_"]),
        // Serialized objects, by their formats' magic numbers: Java (`ACED0005`, `rO0AB` in base64), Python
        // pickle protocols 2-5 in base64 (`gAJ`, `gAN`, `gAS`, `gAV`), Ruby Marshal (`BAh`, as Rails cookies
        // carry it), .NET BinaryFormatter (`AAEAAAD/////`). A session or a cached object holds whatever its
        // program held, credentials included; none of it diagnoses a failure.
        rule(
            r"(?:\b0x|\b)(?i:ACED0005)[0-9A-Fa-f]{16,}|\b(?:rO0AB|gA[JNSV][0-9A-Za-z+/]|BAh[7I][0-9A-Za-z+/]|AAEAAAD/////)[0-9A-Za-z+/]{16,}={0,2}",
            2,
            &[(0, "SECRET:serialized")],
            None,
        )
        .when(&["aced0005", "ro0ab", "gaj", "gan", "gas", "gav", "bah", "aaeaaad/////"]),
        // A PostgreSQL password file line (`hostname:port:database:username:password`, `*` for any).
        rule(
            r"(?m)^(?:([A-Za-z0-9][A-Za-z0-9.-]*)|\*):(?:\d{1,5}|\*):[^:\s]+:([^:\s]+):(\S+)$",
            PRIORITY,
            &[(1, "HOST"), (2, "USER"), (3, "SECRET:password")],
            Some(|c| c.get(1).is_none_or(|h| crate::structure::is_host_name(h.as_str()))),
        )
        .needs(|f| f.colons >= 4 && f.line_head_port),
        // A process named as the kernel and systemd name one: `Killed process 1619163 (java)`, `Process 4139263
        // (envoy) of user 101 dumped core`.
        rule(r"\b[Pp]rocess (\d{2,10}) \(", 9, &[(1, "PID")], None).when(&["process "]),
        // pstree's process tree names each process with its id, and with `-g` its group's, with `-u` its
        // account where it changes: `name,pid[,…] args` with `-a` after the branch (`|-`, `` `- ``, `├─`,
        // `└─`), `name(pid[,…])` with `-p`, joined by the tree's lines (`-+-`, `---`, `─┬─`, `───`). (Not
        // the root of an `-a` tree: `name,number` starts many a CSV line. Not one digit: `LS(1)-compatible`
        // is a manual's section, and pid 1 is init's.)
        rule(
            r"(?m)^[ │|]*(?:\|-|`-|├─|└─)\{?[A-Za-z_][A-Za-z0-9_.:-]{0,31}\}?,(\d{2,7})(?:,(\d{2,7})|,([a-z_][a-z0-9_-]{0,31}))?(?: |$)",
            9,
            &[(1, "PID"), (2, "PID"), (3, "USER")],
            None,
        )
        .when(&["|-", "`-", "├─", "└─"]),
        rule(
            r"(?m)(?:^|\|-|`-|├─|└─|\+-|--|┬─|──)\{?[A-Za-z_][A-Za-z0-9_.:-]{0,31}\}?\((\d{2,7})(?:,(\d{2,7})|,([a-z_][a-z0-9_-]{0,31}))?\)(?:[-─+┬]|$)",
            9,
            &[(1, "PID"), (2, "PID"), (3, "USER")],
            None,
        )
        .unless_around(root_without_joint)
        .when(&[")-", ")─", ")+", ")┬", "|-", "`-", "├─", "└─", "+-", "--", "┬─", "──"]),
        // Node.js's process warnings (`(node:8508) DeprecationWarning: …`) and GLib's messages (`(gedit:4242):
        // Gtk-WARNING **: …`) name the process by its program and its id at the line's start.
        rule(r"(?m)^\([a-z][a-z0-9_.+-]{0,31}:(\d{2,7})\):? [A-Z\[]", 8, &[(1, "PID")], None).when(&["(node:", "):"]),
        // sudo's log line: `alice : TTY=pts/2 ; PWD=/home/alice ; USER=root ; COMMAND=…` (the invoking account
        // first).
        rule(r"(?:^|[\s:])([A-Za-z_][A-Za-z0-9._-]{0,31}) : (?:TTY|PWD|USER)=", 6, &[(1, "USER")], None)
            .when(&[" : tty=", " : pwd=", " : user="]),
        // HAProxy's `frontend backend/server Tq/Tw/Tc/Tr/Ta`: the server is a machine of the backend.
        rule(
            r"\] [A-Za-z0-9_.~-]+ [A-Za-z0-9_.-]+/([A-Za-z0-9][A-Za-z0-9_.-]*) -?\d+/-?\d+/",
            8,
            &[(1, "HOST")],
            Some(|c| c.get(1).is_some_and(|h| !matches!(h.as_str(), "<NOSRV>" | "NOSRV"))),
        )
        .when(&["] "])
        .needs(|f| f.digits >= 2),
        // A Windows UNC path's server (`\\fs-prod-30\finance`, `\\10.0.0.5\c$`), and the same path written with
        // slashes as smbclient(1) and mount.cifs(8) take it (`//fs20/finance`).
        rule(r"(?:^|[\s=\x22'(])//([A-Za-z0-9][A-Za-z0-9.-]{0,62})/[A-Za-z0-9$_.-]", 8, &[(1, "HOST")], Some(|c| c.get(1).is_some_and(|h| crate::structure::is_host_name(h.as_str()))))
            .after(r"\b(?:smbclient|smbget|smbcacls|smbtree|smbmap|mount\.cifs|cifs)\b")
            .when(&["smb", "cifs"]),
        // smbclient(1)'s synopsis: `smbclient //server/share [password] [options]`: a word after the share
        // that is no option is its password, quoted with its spaces. (Not the shell's redirection, comment or
        // variable, a format's placeholder, an error after `//nas/x:`, nor a word of prose: `… to check`.)
        rule(
            r#"\bsmbclient\s+['"]?(//[^\s'"/]+/[^\s'"]*)['"]?\s+(?:'([^'\n]+)'|"([^"\n]+)"|([^\s'"<>|;&#(\[$%-][^\s'"]*))"#,
            PRIORITY,
            &[(2, "SECRET:password"), (3, "SECRET:password"), (4, "SECRET:password")],
            Some(|c| {
                let share_ends_sentence = c.get(1).is_some_and(|share| share.as_str().ends_with(':'));
                let bare = c.get(4).map(|m| m.as_str());
                !share_ends_sentence
                    && bare.is_none_or(|word| {
                        !word.ends_with(':')
                            && !word.contains('>')
                            && !crate::dictionary::is_english_word(word.trim_end_matches(['.', ',']))
                    })
            }),
        )
        .when(&["smbclient"]),
        rule(r"(?:^|[\s=:\x22'(])\\\\([A-Za-z0-9][A-Za-z0-9.-]{0,62})\\", 8, &[(1, "HOST")], Some(|c| c.get(1).is_some_and(|h| crate::structure::is_host_name(h.as_str()))))
            .when(&["\\\\"]),
        // Windows' generated computer names (`DESKTOP-4UB3UJK`, `LAPTOP-R2OEHYZV`).
        rule(r"\b(?:DESKTOP|LAPTOP|WIN)-[A-Z0-9]{7,8}\b", 8, &[(0, "HOST")], None).when(&["desktop-", "laptop-", "win-"]),
        // European VAT numbers (a sole trader's is personal): country prefix and the national digits.
        rule(
            r"\b(?:DE\d{9}|NL\d{9}B\d{2}|FR[0-9A-HJ-NP-Z]{2}\d{9}|IT\d{11}|ES[0-9A-Z]\d{7}[0-9A-Z]|BE[01]\d{9}|ATU\d{8}|PL\d{10}|SE\d{10}01|DK\d{8}|FI\d{8}|PT\d{9}|IE\d{7}[A-W][A-I]?|LU\d{8}|CZ\d{8,10})\b",
            6,
            &[(0, "ID_NUMBER")],
            None,
        )
        .needs(|f| f.capitals_by_digits && f.digits >= 7),
        // Kubernetes API paths: `/pods/NAME`, `/nodes/NAME`.
        rule(r"/pods/([A-Za-z0-9][A-Za-z0-9.-]{0,252})", 8, &[(1, "POD")], None).when(&["/pods/"]),
        rule(r"/nodes/([A-Za-z0-9][A-Za-z0-9.-]{0,252})", 8, &[(1, "HOST")], None).when(&["/nodes/"]),
        // Cloud resource ids: Azure's `…/providers/Microsoft.Compute/virtualMachines/NAME` (and scale sets,
        // AKS clusters), Google Cloud's `projects/PROJECT/zones/Z/instances/NAME`.
        rule(
            r"(?i)/(?:virtualMachines|virtualMachineScaleSets|managedClusters|instances)/([A-Za-z0-9][A-Za-z0-9._-]{0,62})",
            8,
            &[(1, "HOST")],
            Some(|c| c.get(1).is_some_and(|h| crate::structure::is_host_name(h.as_str()))),
        )
        .when(&["/virtualmachines", "/managedclusters/", "/instances/"]),
        // Azure Resource Manager ids (`/subscriptions/GUID/resourceGroups/RG/providers/NAMESPACE/TYPE/NAME`,
        // any case): the subscription is the account, as an AWS account or a Google Cloud project is; a
        // top-level resource's name is a service's host name (`vaults/NAME` answers at NAME.vault.azure.net,
        // `servers/NAME` at NAME.database.windows.net). A child's name (`…/secrets/NAME`) says what was used.
        rule(
            r"(?i)/subscriptions/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?-u:\b)",
            8,
            &[(1, "CLOUD_ACCOUNT")],
            None,
        )
        .when(&["/subscriptions/"]),
        rule(
            r"(?i)/providers/[a-z][a-z0-9]*(?:\.[a-z][a-z0-9]*)+/[a-z][a-z0-9]*/([A-Za-z0-9][A-Za-z0-9._-]{0,79})",
            8,
            &[(1, "HOST")],
            Some(|c| c.get(1).is_some_and(|h| crate::structure::is_host_name(h.as_str()))),
        )
        .when(&["/providers/"]),
        // (`projects/` opens the name, or follows Google's API host: inside a local path, `~/projects/app/logs/`,
        // it is a directory.)
        rule(
            r"(?:(?:^|[^/\w.~-])|googleapis\.com/(?:[a-z0-9]+/)?)projects/([a-z][a-z0-9-]{4,28}[a-z0-9])/(?:zones|locations|regions|global|topics|subscriptions|instances|datasets|secrets|logs|serviceAccounts|databases|buckets)/",
            8,
            &[(1, "CLOUD_ACCOUNT")],
            None,
        )
        .when(&["projects/"]),
        // Client tools' password flags.
        rule(r"\bsshpass\s+-p\s*(\S+)", PRIORITY, &[(1, "SECRET:password")], None).when(&["sshpass"]),
        // libpq's password file (`hostname:port:database:username:password`, PostgreSQL's "The Password
        // File"), a line of its own or echoed in libpq's warnings: the account and its password (`\:`
        // escapes a colon in a field). Only with PostgreSQL's port or a wildcard there: five colon-separated
        // fields alone are too common a shape to be read as one without it.
        rule(
            r"(?m)(?:^|[\s(])[A-Za-z0-9*][A-Za-z0-9.*_-]*:(?:5432|\*):(?:[^\s:\\]|\\.)+:((?:[^\s:\\]|\\.)+):((?:[^\s:\\]|\\.)+)\r?$",
            PRIORITY,
            &[(1, "USER"), (2, "SECRET:password")],
            None,
        )
        .when(&[":5432:", ":*:"]),
        // PgBouncer's auth_file (`"user" "md5<hex>"` or a SCRAM secret per line): the account beside its hash.
        rule(r#"(?m)^"([^"\n]+)"[ \t]+"(?:md5[0-9a-f]{32}|SCRAM-SHA-256\$[^"\n]+)"[ \t]*$"#, 6, &[(1, "USER")], None)
            .when(&["\" \"md5", "\" \"scram-sha-256$"]),
        // FTP (RFC 959) and POP3 (RFC 1939) sessions: a `USER name` or `PASS secret` command alone on its line,
        // as clients and servers log their transcripts (`--> PASS x`, lftp's `---> PASS x`, `C: USER y`).
        // (FTP's `ACCT` answers a server's `332 need account` with the account's credential, after `PASS`.)
        // (tcpdump decodes a packet's FTP or POP3 command after the protocol's name: `length 15: FTP: PASS x`.)
        rule(
            r"(?mi)(?:^[ \t]*(?:(?:C:|-{1,3}>|>{1,3})[ \t]*)?|: (?:FTP|POP3?): )(?:PASS|(?-i:ACCT))[ \t]+(\S+)[ \t\r]*$",
            PRIORITY,
            &[(1, "SECRET:password")],
            None,
        )
        .when(&["pass ", "acct "]),
        // cracklib's verdict on a candidate password (`cracklib-check`, and the checks of libcrack that `passwd`
        // and pam_cracklib run): the candidate, `: `, and the reason it is weak (FascistCheck's messages, which
        // no other program prints). (An accepted candidate's `: OK` says nothing alone: lines.rs reads it
        // below a verdict. A label before the reason, `ERROR: it is too short`, is no candidate.)
        rule(
            &format!(
                r"(?m)^(\S+): ({})[ \t\r]*$",
                CRACKLIB_REASONS
                    .iter()
                    .map(|reason| regex::escape(reason).replacen("it is ", "it(?: is|'s) ", 1))
                    .collect::<Vec<_>>()
                    .join("|")
            ),
            PRIORITY,
            &[(1, "SECRET:password")],
            Some(|c| {
                let (candidate, reason) = (c.get(1).map_or("", |m| m.as_str()), c.get(2).map_or("", |m| m.as_str()));
                password_candidate(candidate, reason)
            }),
        )
        .when(&[": it is ", ": it's ", ": it does not ", ": it looks like "]),
        // CVS's `~/.cvspass` (one line per repository: `/1 :pserver:user@host:port/path A<scrambled>`, or the
        // old form without `/1 `): the password after the repository, scrambled by a fixed substitution that
        // anyone can undo, so as good as written out. (It runs to the line's end: the scramble writes `r` as a
        // space. Words after the repository are a log's message, `:ext:…/cvsroot Authentication failed`.)
        rule(
            r"(?m)^(?:/1 )?:(?:pserver|gserver|kserver|server|ext|sspi):\S+ (A[^\r\n]+?)\r?$",
            PRIORITY,
            &[(1, "SECRET:password")],
            Some(|c| c.get(1).is_some_and(|m| !prose(&m.as_str()[1..]))),
        )
        .when(&[":pserver:", ":gserver:", ":kserver:", ":server:", ":ext:", ":sspi:"]),
        rule(r"(?mi)^[ \t]*(?:(?:C:|-{1,3}>|>{1,3})[ \t]*)?USER[ \t]+([^\s*]\S*)[ \t\r]*$", 6, &[(1, "USER")], None)
            .when(&["user "]),
        // The same commands quoted whole, as a server's protocol log writes what its client sent (vsftpd's
        // `FTP command: Client "…", "USER x"`).
        rule(r#""(?:PASS|(?-i:ACCT))[ \t]+([^"\s<][^"\s]*)""#, PRIORITY, &[(1, "SECRET:password")], None)
            .when(&["\"pass ", "\"acct "]),
        // … and as Python's poplib and ftplib print them in debug mode (`*cmd* 'PASS x'`, `*put* b'PASS x\r\n'`):
        // the argument runs to the closing quote (RFC 1939's PASS argument may hold spaces).
        rule(
            r"\*(?:cmd|put)\* b?'(?:PASS|(?-i:ACCT))[ \t]+([^'\s][^'\r\n]*?)(?:\\r\\n)?'",
            PRIORITY,
            &[(1, "SECRET:password")],
            None,
        )
        .when(&["'pass ", "'acct "]),
        rule(
            r#""USER[ \t]+([^"\s*]+)""#,
            6,
            &[(1, "USER")],
            Some(not_built_in_account),
        )
        .when(&["\"user "]),
        // vsftpd's log lines: `[pid N] [account] <event>` — the session's account, as typed at the login prompt
        // (so sometimes a password typed in the wrong field).
        rule(
            r"\[pid \d+\] \[([^\]\s]+)\] (?:OK|FAIL|FTP) ",
            6,
            &[(1, "USER")],
            Some(not_built_in_account),
        )
        .when(&["[pid "]),
        // Kamailio's (and SER's) log prefix, `rank(pid) LEVEL:` (` 7(19863) INFO: <core> [main.c:…]`, also
        // after its syslog tag, `kamailio[1234]: 5(1240) ERROR: …`): the process's id after its rank.
        rule(
            r"(?m)(?:^|\]: )[ \t]*\d{1,3}\((\d{1,7})\) (?:ALERT|BUG|CRITICAL|ERROR|WARNING|NOTICE|INFO|DEBUG):",
            PRIORITY,
            &[(1, "PID")],
            None,
        )
        .when(&[") alert:", ") bug:", ") critical:", ") error:", ") warning:", ") notice:", ") info:", ") debug:"]),
        // An IRC client's prefix, `nick!user@host` (RFC 2812 section 2.3.1; `~` before a user its ident
        // server did not confirm): the nick names the person as the user does. The host is an address, a
        // dotted name or a cloak (`user/x`), which a debugger's `module!symbol@12` or a bang path is not;
        // the network's services (`NickServ`, `ChanServ`) are no one.
        rule(
            r#"(?:^|[\s"':])([A-Za-z\[\]\\`_^{|}][A-Za-z0-9\[\]\\`_^{|}-]{0,31})!~?[^\s@!"'<>=][^\s@!"'<>]{0,63}@(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f]*:[0-9A-Fa-f:]+|(?:[A-Za-z0-9-]+\.)+[A-Za-z][A-Za-z0-9-]*|[A-Za-z0-9.-]+/[A-Za-z0-9./-]+)"#,
            6,
            &[(1, "USER")],
            Some(|captures| not_built_in_account(captures) && !captures[1].ends_with("Serv")),
        )
        .when(&["!"]),
        // A SASL response decoded from its base64 (Postfix with Cyrus SASL, `debug_peer_list`): an account's
        // name or its password, in the order the mechanism asks for them.
        rule(
            r"(?m)\bdecoded (?:initial )?response: ([^\s{\[<]\S*)[ \t\r]*$",
            PRIORITY,
            &[(1, "SECRET:credential")],
            // (Not a status: a number, a capitalised word, `null`.)
            Some(|captures| {
                let value = &captures[1];
                value.len() >= 4
                    && !value.bytes().all(|b| b.is_ascii_digit() || b.is_ascii_uppercase())
                    && !matches!(value.to_ascii_lowercase().as_str(), "null" | "none" | "true" | "false" | "empty")
            }),
        )
        .when(&["decoded "]),
        // FreeRDP (xfreerdp(1)): `/u:user`, `/p:password`.
        rule(r"\s/p:(\S+)", PRIORITY, &[(1, "SECRET:password")], None).after(r"\b(?:xfreerdp|wlfreerdp|sdl-freerdp|sdl3-freerdp)\s").when(&["freerdp"]),
        rule(r"\s/u:(?:[^\s\\]+\\)?([^\s\\]+)", 6, &[(1, "USER")], None).after(r"\b(?:xfreerdp|wlfreerdp|sdl-freerdp|sdl3-freerdp)\s").when(&["freerdp"]),
        rule(r"(?i)\b(?:docker|podman|nerdctl|helm|oras|skopeo)\s+(?:registry\s+)?login\b[^\n]*?\s-p\s+(\S+)", PRIORITY, &[(1, "SECRET:password")], None)
            .when(&["login"]),
        rule(r"\bredis-(?:cli|benchmark)\b[^\n]*?\s-a\s+(\S+)", PRIORITY, &[(1, "SECRET:password")], None)
            .when(&["redis-cli", "redis-benchmark"]),
        // ipmitool's `user set password <user id> [<password>]` (ipmitool(1)).
        rule(r"\bipmitool\b[^\n]*?\suser\s+set\s+password\s+\d+\s+([^\s&|;]\S*)", PRIORITY, &[(1, "SECRET:password")], None)
            .when(&["ipmitool"]),
        rule(r"\bldap(?:search|add|modify|delete|passwd|whoami|compare|modrdn)\b[^\n]*?\s-w\s+(\S+)", PRIORITY, &[(1, "SECRET:password")], None)
            .when(&["ldap"]),
        rule(r"(?i)\b(?:sqlcmd|bcp|isql|osql|mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport)\b[^\n]*?\s-[Pp]\s+(\S+)", PRIORITY, &[(1, "SECRET:password")], None)
            .when(&["sqlcmd", "bcp", "isql", "osql", "mongo"]),
        rule(r"\b(?:zip|unzip|7z|7za|rar|unrar)\b[^\n]*?\s-(?:P\s+|p)(\S+)", PRIORITY, &[(1, "SECRET:password")], None)
            .when(&["zip", "7z", "rar"]),
        // htpasswd(1): `-b[cmBdpsD] [-C cost] [-r rounds] passwordfile username password`, and with `-n` (to
        // standard output) no file: `-nb[mBdps] [-C cost] username password`.
        rule(
            r"\bhtpasswd\s+(?:-[a-mo-zA-Z]+(?:\s+\d+)?\s+)*-[a-mo-zA-Z]*b[a-mo-zA-Z]*(?:\s+\d+)?\s+(?:-[a-mo-zA-Z]+(?:\s+\d+)?\s+)*\S+\s+(\S+)\s+(\S+)",
            PRIORITY,
            &[(1, "USER"), (2, "SECRET:password")],
            None,
        )
        .when(&["htpasswd"]),
        rule(
            r"\bhtpasswd\s+(?:-[a-zA-Z]+(?:\s+\d+)?\s+)*-[a-zA-Z]*(?:n[a-zA-Z]*b|b[a-zA-Z]*n)[a-zA-Z]*(?:\s+\d+)?\s+(?:-[a-zA-Z]+(?:\s+\d+)?\s+)*(\S+)\s+(\S+)",
            PRIORITY,
            &[(1, "USER"), (2, "SECRET:password")],
            None,
        )
        .when(&["htpasswd"]),
        rule(
            r"\b(?:smbclient|rpcclient|smbmap|net)\b[^\n]*?\s-U\s+['\x22]?(?:[^%\s'\x22\\/]+[\\/])?([^%\s'\x22\\/]+)%(\S*[^\s'\x22])['\x22]?(?:\s|$)",
            PRIORITY,
            &[(1, "USER"), (2, "SECRET:password")],
            None,
        )
            .when(&["-U"]),
        rule(r"\s-pass(?:in|out)?\s+pass:(\S+)", PRIORITY, &[(1, "SECRET:password")], None).when(&["pass:"]),
        // tcpdump's SNMP printer: a packet's community before its PDU (`> 10.0.0.2.161:  C="public"
        // GetRequest(27)`, `{ SNMPv2c C="x" { GetResponse(43)` with `-v`, `C=public` unquoted in older versions).
        rule(
            r#"\bC=(?:"([^"\n]+)"|([^"\s]+)) (?:\{ )?(?:GetRequest|GetNextRequest|GetResponse|SetRequest|GetBulk|Trap|V2Trap|Inform|Report)\b"#,
            PRIORITY,
            &[(1, "SECRET:password"), (2, "SECRET:password")],
            None,
        )
        .when(&["C="]),
        // Net-SNMP's commands (snmpcmd(1)): `-c` community, `-A` authentication and `-X` privacy passphrases.
        rule(r"\s-[cAX]\s*(\S+)", PRIORITY, &[(1, "SECRET:password")], None).after(r"\bsnmp[a-z]*\s").when(&["snmp"]),
        // Their agent: the first argument after the options, of which these take a value.
        rule(
            r"\bsnmp(?:walk|bulkwalk|get|getnext|bulkget|set|table|status|df|netstat|delta|trap|inform)\s+(?:-[vclauAxXeEnrtZmMOICLDPTYsS]\s*\S+\s+|-[dhHVqf]\s+)*(?:(?:udp6?|tcp6?):)?([A-Za-z0-9][A-Za-z0-9._-]{0,252})\b",
            8,
            &[(1, "HOST")],
            Some(|c| c.get(1).is_some_and(|h| crate::structure::is_host_name(h.as_str()))),
        )
        .when(&["snmp"]),
        // Net-SNMP's stored USM users (snmpd's persistent `usmUser` lines): the engine id, the user's name and
        // security name (quoted or in hex), the authentication protocol and its localized key, the privacy
        // protocol and its key.
        rule(
            r#"(?m)^usmUser \d+ \d+ 0x[0-9A-Fa-f]+ (?:"([^"\s]+)"|(0x[0-9A-Fa-f]+)) (?:"([^"\s]+)"|(0x[0-9A-Fa-f]+)) \S+ \S+ (0x[0-9A-Fa-f]+) \S+ (0x[0-9A-Fa-f]+)"#,
            PRIORITY,
            &[(1, "USER"), (2, "USER"), (3, "USER"), (4, "USER"), (5, "SECRET:snmp_key"), (6, "SECRET:snmp_key")],
            None,
        )
        .when(&["usmuser "]),
        // The monitoring plugins' HTTP checks (`check_http -a user:password`, `--authorization=…`).
        rule(
            r#"\bcheck_(?:http|curl)\b[^\n]*?\s(?:-a\s*|--authorization[= ])['"]?([^:\s'"]+):([^\s'"]+)"#,
            PRIORITY,
            &[(1, "USER"), (2, "SECRET:password")],
            None,
        )
        .when(&["check_http", "check_curl"]),
        // A TSIG key as DNS tools take and print it (`kdig -y hmac-sha256:name:secret`, Knot's `keymgr`,
        // BIND's `dig -y`): the algorithm, the key's name, then its secret in base64.
        rule(
            r"\bhmac-(?:md5|sha1|sha224|sha256|sha384|sha512):[A-Za-z0-9._-]{1,253}:([A-Za-z0-9+/]{16,}={0,2})",
            PRIORITY,
            &[(1, "SECRET:tsig_key")],
            None,
        )
        .when(&["hmac-"]),
        // lftp(1): `-u user[,password]`.
        rule(r"\blftp\b[^\n]*?\s-u\s+['\x22]?([^,\s'\x22]+),([^\s'\x22]+)", PRIORITY, &[(1, "USER"), (2, "SECRET:password")], None)
            .when(&["lftp"]),
        // POP3's APOP (RFC 1939, 7): `APOP name digest`, the digest keyed by the shared secret.
        rule(r"(?m)^[ \t]*(?:C:[ \t]*)?APOP[ \t]+([!-~]{1,64})[ \t]+([0-9a-fA-F]{32})\b", PRIORITY, &[(1, "USER"), (2, "SECRET:token")], None)
            .when(&["apop"]),
        // Nagios and Icinga state logs: `SERVICE ALERT: host;service;…`, `HOST ALERT: host;…`, and the
        // notifications, whose first field is the contact: `SERVICE NOTIFICATION: contact;host;…`.
        rule(
            r"\b(?:SERVICE|HOST) (?:ALERT|FLAPPING ALERT|DOWNTIME ALERT|EVENT HANDLER|CHECK|STATE): ([^;[:space:]]+);",
            8,
            &[(1, "HOST")],
            None,
        )
        .when(&["service ", "host "]),
        rule(r"\b(?:SERVICE|HOST) NOTIFICATION: ([^;[:space:]]+);([^;[:space:]]+);", 8, &[(1, "USER"), (2, "HOST")], None)
            .when(&["notification"]),
        // rabbitmqctl(8): `add_user`, `change_password`, `authenticate_user` take the account, then its password.
        rule(
            r#"\brabbitmqctl\b[^\n]*?\s(?:add_user|change_password|authenticate_user)\s+(?:"([^"\n]*)"|'([^'\n]*)'|(\S+))\s+(\S+)"#,
            PRIORITY,
            &[(1, "USER"), (2, "USER"), (3, "USER"), (4, "SECRET:password")],
            None,
        )
        .when(&["rabbitmqctl"]),
        // `ACL SETUSER name on >password #<sha256> …` (each `>` adds a password, `#` a password hash).
        rule(r#"(?i)\bsetuser\b[^\n]*?[\s"](?:>|#)([^\s"]+)"#, PRIORITY, &[(1, "SECRET:password")], None).when(&["setuser"]),
        // A one-time code in a message (`Your verification code is 309646`, form-encoded with `+` for spaces
        // too): the code is a credential until it expires.
        rule(
            r"(?i)\b(?:verification|security|login|sign-?in|one[ +-]time|otp|2fa|mfa|auth|authentication|confirmation|access|sms|reset)[ +](?:code|pin|passcode)[ +]*(?:is|was|:|=)?[ +:=]*(\d{4,8})\b",
            PRIORITY,
            &[(1, "SECRET:otp")],
            None,
        )
        .when(&["code", "pin"]),
        // A one-time password's number right after its name (`bad OTP 986127 for seed …`, `TOTP 482913
        // rejected`): six to eight digits, as RFC 4226 and 6238 make them. (Not a date written `YYYYMMDD`, as
        // builds are named, nor a round number, a count or a duration: `OTP 100000 per day`.)
        rule(
            r"(?i)\b(?:otp|totp|hotp)[ \t]+(\d{6,8})\b",
            PRIORITY,
            &[(1, "SECRET:otp")],
            Some(|c| c.get(1).is_some_and(|code| !compact_date(code.as_str()) && !code.as_str().ends_with("000"))),
        )
        .when(&["otp"]),
        // The same in a message addressed to its reader, in any of the languages such messages are sent in
        // (`Il tuo codice è 852666`, `Ihr Code lautet 1234`, `Ваш код: 4821`).
        rule(
            r"(?i)\b(?:your|tu|tuo|su|seu|sua|votre|ton|ihr|dein|uw|je|din|ditt|twój|twoj|váš|ваш|твой)[ +](?:\w+[ +])?(?:code|codice|código|codigo|kod|kode|koodi|код|pin|passcode)\b[ +]*(?:\w{1,6}[ +]+)?[:=]?[ +]*(\d{4,8})\b",
            PRIORITY,
            &[(1, "SECRET:otp")],
            None,
        )
        .when(&["code", "codice", "código", "codigo", "kod", "koodi", "код", "pin", "passcode"]),
        // The code first, as text messages often put it so that it shows in a notification's preview
        // (`550494 is your verification code`, `G-123456 is your Google verification code`, `4821 ist dein
        // Bestätigungscode`).
        rule(
            r#"(?i)(?:^|[\s"'=:(>])(?:[A-Z]-)?(\d{4,8})[ +](?:is|ist|es|est|è|é|är|er|jest|je)[ +](?:your|dein|ihr|tu|su|votre|ton|tuo|il[ +]tuo|seu|sua|din|ditt|twój|twoj|váš|ваш)[ +](?:[A-Za-z-]+[ +]){0,3}?\w*(?:code|codice|código|codigo|kod|kode|koodi|код|pin|passcode|otp)\b"#,
            PRIORITY,
            &[(1, "SECRET:otp")],
            None,
        )
        .when(&["code", "codice", "código", "codigo", "kod", "koodi", "код", "pin", "passcode", "otp"]),
        // Syslog RFC 3164 (`Nov 30 10:00:01 web-prod-07 sshd[2211]: …`, also with an ISO time as rsyslog
        // writes it, and journalctl's short-precise and short-monotonic times, journalctl(1) `--output`):
        // the field between the time and the tag is the host. Some devices write the message's
        // severity (RFC 5424's names) between the host and the tag (`bigip-01 info tmm2[…]:`). The tag ends
        // at its first character that is no letter or digit (RFC 3164, 4.1.3): most write a `:` (MIT Kerberos's
        // daemons the message's level before it: `krb5kdc[2782](info):`), and a
        // process id in brackets may be followed by the message's space alone (`billing-worker[31000] …`;
        // of two digits or more there, since a one-digit index after a word is as often prose: `job[3] failed`).
        rule(
            r"(?m)^(?:<\d{1,3}>)?(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ 0-9]\d \d\d:\d\d:\d\d(?:\.\d{1,9})?|\[ *\d{1,10}\.\d{6}\]|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)?) ([A-Za-z0-9][A-Za-z0-9._-]{0,252}) (?:(?:emerg|alert|crit|err|error|warning|warn|notice|info|debug) )?[A-Za-z0-9_./()-]+(?:\[(\d+)\](?:\([a-z]{3,8}\))?:|\[(\d{2,10})\] |:)",
            8,
            &[(1, "HOST"), (2, "PID"), (3, "PID")],
            // A capitalised English word there starts a sentence (`2024-05-08T00:47:39Z Runner name: …`).
            Some(|c| {
                c.get(1).is_some_and(|host| {
                    let h = host.as_str();
                    let sentence = h.starts_with(|c: char| c.is_ascii_uppercase()) && crate::dictionary::is_english_word(h);
                    !matches!(h, "localhost" | "-") && !sentence
                })
            }),
        )
        .needs(|f| f.colons >= 1 && f.syslog_start),
        // Windows password hashes as pwdump, secretsdump and Samba's smbpasswd write them:
        // `[domain\]user:rid:LM:NT:…` — the account, and the NT hash (the LM hash is most often the
        // constant of the empty password or `X`s).
        rule(
            r"(?m)^(?:[A-Za-z0-9_.-]{1,64}\\)?([A-Za-z0-9_.$-]{1,64}):\d{1,10}:[0-9A-Fa-fX]{32}:([0-9A-Fa-f]{32}):",
            PRIORITY,
            &[(1, "USER"), (2, "SECRET:password_hash")],
            // An account without a password (Guest, DefaultAccount) has the NT hash of the empty string.
            Some(|c| c.get(2).is_some_and(|nt| !nt.as_str().eq_ignore_ascii_case("31d6cfe0d16ae931b73c59d7e0c089c0"))),
        )
        .needs(|f| f.colons >= 4 && f.long_hex_run),
        // Network NTLM responses as hashcat and Responder write them: `user::domain:challenge:NTProofStr:blob`
        // (NTLMv2) or `user::domain:LM response:NT response:challenge` (NTLMv1) — the account before the
        // hex fields (which the token shapes take), and a cracked password after them where `--show`
        // prints one, ending the text (as below).
        rule(
            r#"(?m)(?:(?:^|[\s"'=,])([A-Za-z0-9_.$-]{1,64}))?::[A-Za-z0-9_.-]{0,64}:[0-9A-Fa-f]{16,48}:[0-9A-Fa-f]{32,48}:[0-9A-Fa-f]{16,}(?::([^\s:][^:\r\n]*)(?:\r?\n)?(?-m:$))?"#,
            PRIORITY,
            &[(1, "USER"), (2, "SECRET:password")],
            None,
        )
        .when(&["::"])
        .needs(|f| f.colons >= 4 && f.long_hex_run),
        // A cracked password as password crackers print it (hashcat's potfile and `--show`, John's
        // `--format=raw-*`), one per line: the hash (hex of a digest's length, or a crypt string), maybe an
        // account before it, then the password as the last field. A colon-free last field: a shadow
        // entry's fields after its hash hold colons, an htpasswd line ends at its hash. Anchored at the
        // text's ends, not each line's: a search for line starts would cost a pass over every text.
        rule(
            r"^(?:[^\s:]+:)?(?:[0-9A-Fa-f]{32}|[0-9A-Fa-f]{40}|[0-9A-Fa-f]{56}|[0-9A-Fa-f]{64}|[0-9A-Fa-f]{96}|[0-9A-Fa-f]{128}|\$[0-9a-z]{1,8}\$[^\s:]{8}[^\s:]*):([^\s:][^:\r\n]*)(?:\r?\n)?$",
            PRIORITY,
            &[(1, "SECRET:password")],
            None,
        )
        .needs(|f| f.colons >= 1 && (f.long_hex_run || f.dollars >= 2)),
        // A process listing (`ps aux`): USER PID %CPU %MEM VSZ RSS TTY STAT START TIME COMMAND.
        rule(
            r"(?m)^([a-z_][A-Za-z0-9_.-]{0,31})[ \t]+(\d{1,7})[ \t]+\d{1,3}\.\d[ \t]+\d{1,3}\.\d[ \t]+\d+[ \t]+\d+[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+\d+:\d\d ",
            8,
            &[(1, "USER"), (2, "PID")],
            Some(|c| c.get(1).is_some_and(|u| !matches!(u.as_str(), "root" | "daemon" | "nobody" | "www-data" | "postgres" | "mysql" | "redis" | "nginx"))),
        )
        .needs(|f| f.decimal_fields >= 2 && f.colons >= 1),
        // A full-format process listing (`ps -f`, `ps -ef`; POSIX's `-f`): UID PID PPID C STIME TTY TIME CMD,
        // STIME a time of day, a month and day, or a year, TTY `?`, `pts/N`, `ttyN` or `console`, TIME
        // `[DD-]HH:MM:SS`: its process ids. (Its account is most often a service's, named as its program is.)
        rule(
            r"(?m)^[a-z_][A-Za-z0-9_.+-]{0,31}[ \t]+(\d{1,7})[ \t]+(\d{1,7})[ \t]+\d{1,3}[ \t]+(?:\d\d:\d\d|[A-Z][a-z]{2}\d\d|\d{4})[ \t]+(?:\?|pts/\d+|tty[A-Za-z0-9]*|console)[ \t]+(?:\d{1,3}-)?\d\d:\d\d:\d\d[ \t]",
            8,
            &[(1, "PID"), (2, "PID")],
            None,
        )
        .needs(|f| f.account_then_number),
        // pinky's and finger's long format: `Login name: alice   In real life:  Alice Martin` (the account's
        // full name, from its GECOS field).
        rule(
            r"(?m)\bIn real life:[ \t]+([^\s\d,][^\t\n,]*?)[ \t]*$",
            6,
            &[(1, "NAME")],
            // (A person's name: not a service's `PostgreSQL administrator`, `MySQL Server`, `root`, `???`.)
            Some(|c| c.get(1).is_some_and(|name| gecos_person(name.as_str()))),
        )
        .when(&["in real life:"]),
        // A login session as `who` prints it (coreutils; `-u` adds the idle time and the process id): NAME LINE
        // TIME [IDLE PID] [(COMMENT)], the comment naming the remote host. (A login's name is lower case, as
        // useradd requires by default; `LOGIN` and `INFO` are no one's; a serial line, `ttyS0`, is no
        // session's terminal.)
        rule(
            r"(?m)^([a-z_][a-z0-9_.-]{0,31})[ \t]+(?:pts/\d+|tty\d+|console)[ \t]+(?:\d{4}-\d\d-\d\d|[A-Z][a-z]{2} [ 0-9]\d)[ \t]+\d\d:\d\d(?:[ \t]+(?:\.|old|\d\d:\d\d|\?)[ \t]+(\d{1,7}))?(?:[ \t]+\(([A-Za-z0-9][A-Za-z0-9.-]{0,252})\))?(?:[ \t]|$)",
            8,
            &[(1, "USER"), (2, "PID"), (3, "HOST")],
            Some(|c| c.get(1).is_some_and(|u| !crate::structure::built_in_account(u.as_str()))),
        )
        .when(&["pts/", "tty", "console"]),
        // OpenVPN names a client by its certificate's common name and its address: `jurgen.h/10.1.2.3:65093`.
        rule(
            r"(?:^|[ \t])([A-Za-z][A-Za-z0-9_.@-]{1,63})/(?:\d{1,3}\.){3}\d{1,3}:\d{1,5}\b",
            8,
            &[(1, "USER")],
            None,
        )
        .needs(|f| f.dotted_quad),
        // ... and before its TLS handshake completes, by the address then the name in brackets
        // (`198.51.100.7:36576 [jurgen.h] Peer Connection Initiated with [AF_INET]…`).
        rule(
            r"\b(?:\d{1,3}\.){3}\d{1,3}:\d{1,5} \[([A-Za-z][A-Za-z0-9_.@-]{1,63})\] Peer Connection Initiated",
            8,
            &[(1, "USER")],
            None,
        )
        .when(&["peer connection initiated"]),
        // FreeRADIUS' authentication log (`auth = yes`): `Login OK: [user] (from client nas-name port 0 …)`,
        // and with `auth_goodpass`/`auth_badpass` the password given after the user (`[user/password]`;
        // a `<via Auth-Type = …>` note is none).
        rule(
            // (Unbounded classes: bounded repetitions of Unicode classes compile into large automata.)
            r"\bLogin (?:OK|incorrect)(?: \([^)\n]*\))?: \[([^\]/\s]+)(?:/([^\]<\n][^\]\n]*))?\] \(from client ([A-Za-z0-9][A-Za-z0-9._-]*) port",
            8,
            &[(1, "USER"), (2, "SECRET:password"), (3, "HOST")],
            None,
        )
        .when(&["(from client "]),
        // An AWS account's id in an ARN (`arn:aws:iam::837006166424:user/…`, AWS's ARN format) and in a VPC
        // flow log record of the default format (`2 <account-id> eni-… <src> <dst> …`).
        rule(r"\barn:aws(?:-cn|-us-gov)?:[a-z0-9-]*:[a-z0-9-]*:(\d{12}):", 8, &[(1, "CLOUD_ACCOUNT")], None).when(&["arn:aws"]),
        // An IAM user's name in its ARN (`…:user/division/jdoe`).
        rule(r"\barn:aws(?:-cn|-us-gov)?:iam::\d{1,12}:user/(?:[A-Za-z0-9_+=,.@-]{1,64}/)*([A-Za-z0-9_+=,.@-]{1,64})", 8, &[(1, "USER")], None)
            .when(&["arn:aws"]),
        rule(r"(?m)^2 (\d{12}) eni-[0-9a-f]{8,17} ", 8, &[(1, "CLOUD_ACCOUNT")], None).when(&["eni-"]),
        // FileZilla Server's log: `(000123) [2024-11-07 01:15:39 - ](not logged in)|user (10.0.0.5)> …`, the
        // connection's number first.
        rule(
            r"(?m)^\((\d{6,7})\) (?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d - )?(?:\(not logged in\)|\S+) \([0-9A-Fa-f.:]+\)> ",
            9,
            &[(1, "PID")],
            None,
        )
        .when(&[")> "]),
        // A Windows event as forwarders write it on one line: the time, the computer, the event's channel
        // (`Microsoft-Windows-PowerShell/Operational`, `Security`) and its id.
        rule(
            r"(?m)^\d{4}-\d\d-\d\d[T ]\S+ ([A-Za-z0-9][A-Za-z0-9._-]{0,62}) (?:Microsoft-Windows-[A-Za-z0-9-]+/[A-Za-z]+|Security|System|Application) \d{1,5} ",
            8,
            &[(1, "HOST")],
            None,
        )
        .when(&["microsoft-windows-", " security ", " system ", " application "]),
        // Elasticsearch's and OpenSearch's log header: `[time][LEVEL][logger] [node name] …`.
        rule(
            r"(?m)^\[\d{4}-\d\d-\d\d[T ][^\]]{8,40}\]\[[A-Z]{4,5} ?\]\[[^\]]{1,120}\] ?\[([A-Za-z0-9][A-Za-z0-9._-]{0,62})\] ",
            8,
            &[(1, "HOST")],
            None,
        )
        .when(&["]["]),
        // DHCP servers name the client's host: ISC dhcpd (`DHCPACK on <ip> to <mac> (<host>) via …`) and
        // dnsmasq (`DHCPACK(<iface>) <ip> <mac> <host>`).
        rule(
            r"\bDHCP(?:ACK|REQUEST|OFFER|DISCOVER|INFORM|RELEASE)\b(?: on| for)? \S+ (?:from|to) [0-9A-Fa-f:]{17} \(([^)\s]+)\)|\bDHCP(?:ACK|REQUEST|OFFER)\([^)\s]{1,16}\) \S+ [0-9A-Fa-f:]{17} ([A-Za-z0-9][A-Za-z0-9._-]{0,62})\b",
            8,
            &[(1, "HOST"), (2, "HOST")],
            None,
        )
        .when(&["dhcp"]),
        // Cisco IOS with `logging origin-id hostname`: `<seq>: <host>: <timestamp>: %FAC-SEV-MNEMONIC:`.
        rule(
            r"(?m)^(?:<\d{1,3}>)?\d+: ([A-Za-z][A-Za-z0-9._-]{0,62}): [*.]?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ 0-9]\d ",
            8,
            &[(1, "HOST")],
            None,
        )
        .needs(|f| f.colons >= 3 && f.syslog_start),
        // RFC 5424: `<pri>1 TIMESTAMP HOST APP PROCID MSGID` (PROCID `-` when there is none).
        rule(
            r"(?m)^<\d{1,3}>1 \S+ ([A-Za-z0-9][A-Za-z0-9._-]{0,252}) \S+ (?:(\d{1,10})|-) ",
            8,
            &[(1, "HOST"), (2, "PID")],
            Some(|c| c.get(1).is_some_and(|h| !matches!(h.as_str(), "localhost" | "-"))),
        )
        .when(&[">1 "]),
        // RFC 3164 with its priority (`<14>Feb 23 09:57:22 HOST …`): the field after the time is the host,
        // whatever follows it (network devices put a level or a serial there, not a tag).
        rule(
            r"(?m)^<\d{1,3}>(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ 0-9]\d (?:\d{4} )?\d\d:\d\d:\d\d:? ([A-Za-z][A-Za-z0-9._-]{0,252}) ",
            8,
            &[(1, "HOST")],
            Some(|c| c.get(1).is_some_and(|h| h.as_str().bytes().any(|b| b.is_ascii_digit() || b == b'-'))),
        )
        .when(&["<"])
        .needs(|f| f.syslog_start),
    ]
}

/// A GECOS full name that is a person's: two to four words, each capitalised and no capital inside
/// (`Maarten Visser`, `Jérôme Rousseau`), or written in a script without capitals (`山田翔太`).
fn gecos_person(name: &str) -> bool {
    let words: Vec<&str> = name.split_whitespace().collect();
    let uncased = name.chars().any(|c| c.is_alphabetic() && !c.is_uppercase() && !c.is_lowercase());
    uncased
        || ((2..=4).contains(&words.len())
            && words.iter().all(|word| {
                let mut chars = word.chars();
                chars.next().is_some_and(char::is_uppercase) && chars.all(|c| c.is_lowercase() || c == '-' || c == '\'')
            }))
}

/// A log level's word, in any case (`INFO`, `warning`).
pub(crate) fn is_level_word(word: &str) -> bool {
    ["TRACE", "DEBUG", "INFO", "WARN", "WARNING", "ERROR", "FATAL", "CRITICAL", "NOTICE", "SEVERE"]
        .iter()
        .any(|level| level.eq_ignore_ascii_case(word))
}

/// For pstree's `-p` rule: a match at a line's start that is no tree's root, the tree's joint not after it
/// (`CHAR(10)-based`, `UTF(16)-LE` are a name and a number).
fn root_without_joint(text: &str, start: usize, end: usize) -> bool {
    let root = !text[start..].starts_with(['|', '`', '├', '└', '+', '-', '┬', '─']);
    let joint = text[..end].rfind(')').map_or("", |close| &text[close + 1..]);
    root && !["-+-", "---", "─┬─", "───"].iter().any(|j| joint.starts_with(j))
}

/// Process ids in a log line's header, where formats put them without a key: `[5505]` (PostgreSQL's
/// `%p`, NATS, gunicorn), `#2204701]` (Ruby's Logger), `26472#26472:` (nginx's pid#tid), `15931:M` (Redis's
/// pid:role), `[logger/13793.1398…]` (log4cplus, ISC Kea), `==20894==` (Valgrind), and a bare number next
/// to the level (`INFO 257945 ---` in Spring Boot, `,461 1852820 INFO` in Odoo). Only the first eight
/// whitespace-separated tokens of a line are the header (ten for glog's, which may follow a syslog header).
pub(crate) fn header_pids(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    let bytes = text.as_bytes();
    // The header's tokens, on the stack (this runs for every text).
    let mut token_array = [(0usize, 0usize); 10];
    let mut count = 0;
    let mut i = 0;
    while i < bytes.len() && count < 10 {
        while i < bytes.len() && matches!(bytes[i], b' ' | b'\t') {
            i += 1;
        }
        let start = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i > start {
            token_array[count] = (start, i);
            count += 1;
        }
        // The header ends with the line; any other whitespace is skipped (so every turn advances).
        match bytes.get(i) {
            Some(b'\n' | b'\r') | None => break,
            Some(b' ' | b'\t') => {}
            Some(_) => i += 1,
        }
    }
    let glog_tokens = &token_array[..count];
    let tokens = &glog_tokens[..count.min(8)];
    let level = |t: &str| is_level_word(t.trim_matches(|c: char| !c.is_ascii_alphabetic()));
    // Process ids have at most 7 digits (Linux's pid_max is 4,194,304); ten digits are a Unix time.
    let digits = |t: &[u8]| (2..=7).contains(&t.len()) && t.iter().all(u8::is_ascii_digit);
    let push = |out: &mut Vec<Span>, start: usize, end: usize, label: &'static str| {
        let (start, end) = view.original(start, end);
        out.push(Span { start, end, priority: 9, label });
    };
    // A database error's number is shown with its SQLSTATE: `ERROR 1045 (28000):` (MySQL's client),
    // `SQLSTATE[HY000] [1045]` (PDO). It is an error code, not a process id.
    let sqlstate = |k: usize| {
        tokens.get(k).is_some_and(|&(s, e)| {
            let t = &bytes[s..e];
            let t = t.strip_suffix(b":").unwrap_or(t);
            (t.len() == 7 && t[0] == b'(' && t[6] == b')' && t[1..6].iter().all(u8::is_ascii_alphanumeric))
                || (t.len() >= 8 && t[..8].eq_ignore_ascii_case(b"sqlstate"))
        })
    };
    // glog's header, as klog (Kubernetes) and C++/Go programs write it: `E1205 10:13:03.180882    1480
    // pod_workers.go:1298]`: severity and date, time, the thread id (the process's id in Go), file:line. (It
    // may follow a syslog header, so it is looked for among ten tokens.)
    let mut glog_pid = None;
    for (index, &(start, end)) in glog_tokens.iter().enumerate().skip(2) {
        if digits(&bytes[start..end])
            && glog_header(bytes, glog_tokens[index - 2], glog_tokens[index - 1], glog_tokens.get(index + 1))
        {
            push(out, start, end, "PID");
            glog_pid = Some(index);
            break;
        }
    }
    for (index, &(start, end)) in tokens.iter().enumerate() {
        let token = &bytes[start..end];
        if glog_pid == Some(index) {
            continue;
        }
        if sqlstate(index + 1) || index.checked_sub(1).is_some_and(sqlstate) {
            continue;
        }
        // `[5505]`, `[#5505]`, `#2204701]`, `[5505]:`.
        let inner = token.strip_suffix(b":").unwrap_or(token);
        if let Some(inner) = inner.strip_suffix(b"]") {
            // Ruby's `#pid]` closes a bracket its time opened (`[2024-05-01T10:00:00.123 #2204701]`); after a word
            // it numbers a case or a ticket (`[Case #203006]`).
            let after_time =
                index.checked_sub(1).is_some_and(|k| bytes[tokens[k].0..tokens[k].1].iter().any(u8::is_ascii_digit));
            let (offset, number) = match inner {
                [b'[', b'#', rest @ ..] => (2, rest),
                [b'[', rest @ ..] => (1, rest),
                [b'#', rest @ ..] if after_time => (1, rest),
                _ => (usize::MAX, &b""[..]),
            };
            if offset != usize::MAX && number.len() >= 3 && digits(number) {
                push(out, start + offset, start + offset + number.len(), "PID");
                // PostgreSQL's `%p %u@%d`: the account after the pid, unless it is built in (`postgres`).
                if let Some(&(next_start, next_end)) = tokens.get(index + 1)
                    && let Some(at) = bytes[next_start..next_end].iter().position(|b| *b == b'@')
                    && at > 0
                    && bytes[next_start..next_start + at]
                        .iter()
                        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-'))
                    && crate::structure::personal_account(&text[next_start..next_start + at])
                {
                    push(out, next_start, next_start + at, "USER");
                }
                continue;
            }
        }
        // log4cplus's `[%c/%i.%t]`, as ISC Kea writes it (`[kea-dhcp4.dhcpsrv/13793.139819441779200]`): the
        // logger, the process's id, the thread's.
        if let [b'[', inner @ .., b']'] = token
            && let Some(slash) = inner.iter().rposition(|b| *b == b'/')
            && let Some(dot) = inner[slash + 1..].iter().position(|b| *b == b'.')
            && digits(&inner[slash + 1..slash + 1 + dot])
            && inner.len() > slash + dot + 2
            && inner[slash + dot + 2..].iter().all(u8::is_ascii_digit)
        {
            let pid = start + 1 + slash + 1;
            push(out, pid, pid + dot, "PID");
            continue;
        }
        // `26472#26472:` — pid and thread id.
        if let Some(hash) = token.iter().position(|b| *b == b'#')
            && digits(&token[..hash])
            && token.ends_with(b":")
            && digits(&token[hash + 1..token.len() - 1])
        {
            push(out, start, start + hash, "PID");
            push(out, start + hash + 1, end - 1, "PID");
            continue;
        }
        // Valgrind's `==20894==` before its tools' commentary: the process's id, as its manual describes
        // every line. (Not its `--20894--` and `**20894**`, which read as Markdown's rule and bold.)
        if index == 0
            && let [b'=', b'=', number @ .., b'=', b'='] = token
            && digits(number)
        {
            push(out, start + 2, end - 2, "PID");
            continue;
        }
        // `15931:M` at the start of a line.
        if index == 0
            && token.len() >= 4
            && token[token.len() - 2] == b':'
            && b"MSCX".contains(&token[token.len() - 1])
            && digits(&token[..token.len() - 2])
        {
            push(out, start, end - 2, "PID");
            continue;
        }
        // A bare number next to the level word; or, after the level, before a thread's ident (Python's
        // `%(process)d %(thread)d`, as Django's `verbose` format writes them: `views 1314968 4030615…`).
        if digits(token) && token.len() >= 3 {
            let before = index.checked_sub(1).map(|k| &text[tokens[k].0..tokens[k].1]);
            let after = tokens.get(index + 1).map(|(s, e)| &text[*s..*e]);
            let thread_ident = |a: &str| (9..=20).contains(&a.len()) && a.bytes().all(|b| b.is_ascii_digit());
            let level_before = tokens[..index].iter().any(|&(s, e)| level(&text[s..e]));
            if before.is_some_and(level)
                || after.is_some_and(|a| level(a) || a == "---")
                || level_before && after.is_some_and(thread_ident)
            {
                push(out, start, end, "PID");
            }
        }
    }
}

/// The label of the secret a line announces when it is only a heading naming one (`TLS session ticket:`,
/// `privateExponent:`, as OpenSSL prints them before dumping the bytes in hex on the lines below).
pub(crate) fn secret_heading(line: &str) -> Option<&'static str> {
    let heading = line.trim().strip_suffix(':')?;
    if heading.is_empty()
        || heading.len() > 48
        || !heading.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b' ' | b'-' | b'_'))
    {
        return None;
    }
    // (A dump's bytes look random whatever they are, so a weak secret's name is enough.)
    match crate::lexicon::role_of_key(heading) {
        crate::lexicon::Role::Secret { label, .. } | crate::lexicon::Role::WeakSecret { label } => Some(label),
        _ => None,
    }
}

/// A secret's name with its bytes after it on the same line, in hex (`Master key:\t51 84 d4 …`, cryptsetup's
/// `MK dump:` with its `--dump-master-key`, MK being LUKS's master key): the label and where the bytes start.
/// The bytes go on on the lines below, as [`hex_dump_bytes`] reads them.
pub(crate) fn secret_bytes_heading(line: &str) -> Option<(&'static str, usize)> {
    let colon = memchr::memchr(b':', line.as_bytes())?;
    let start = colon + 1 + line[colon + 1..].bytes().take_while(|b| matches!(b, b' ' | b'\t')).count();
    // (The bytes first: most lines with a colon hold none.)
    let hex_pair = |p: &str| p.len() == 2 && p.bytes().all(|b| b.is_ascii_hexdigit());
    let mut pairs = line[start..].trim_end().split([' ', ':']);
    if start == colon + 1 || !pairs.clone().all(hex_pair) || pairs.nth(7).is_none() {
        return None;
    }
    let heading = line[..colon].trim();
    let label = if heading == "MK dump" { Some("SECRET:credential") } else { secret_heading(&line[..=colon]) }?;
    Some((label, start))
}

/// Where the bytes start in a line of a hex dump: OpenSSL's (`0000 - 74 d8 cb 96 84 71 69 ca-4b 4f …   t..`),
/// `hexdump -C`'s and `xxd`'s (an offset, then the bytes, alone or in pairs: `00000000: 7f45 4c46 …`), or the
/// colon-separated lines of `openssl … -text` (`    00:b3:4f:9a:…`, the last one short). At least two bytes.
pub(crate) fn hex_dump_bytes(line: &str) -> Option<usize> {
    let line = line.trim_end();
    let bytes = line.as_bytes();
    let indent = bytes.iter().take_while(|b| **b == b' ' || **b == b'\t').count();
    let rest = &line[indent..];
    let pair = |s: &[u8]| s.len() >= 2 && s[0].is_ascii_hexdigit() && s[1].is_ascii_hexdigit();
    // The colon-separated form, or bytes apart by single spaces: the whole line is pairs.
    for separator in [':', ' '] {
        let pairs: Vec<&str> = rest.split(separator).filter(|p| !p.is_empty()).collect();
        if pairs.len() >= 2 && pairs.iter().all(|p| p.len() == 2 && pair(p.as_bytes())) {
            return Some(indent);
        }
    }
    // An offset (4 to 8 hex digits, `:` after it in xxd), then ` - ` or spaces, then the bytes.
    let offset = rest.bytes().take_while(u8::is_ascii_hexdigit).count();
    if !(4..=8).contains(&offset) {
        return None;
    }
    let after = rest[offset..].strip_prefix(':').unwrap_or(&rest[offset..]);
    let after = after.strip_prefix(" -").unwrap_or(after);
    let start = line.len() - after.len() + after.bytes().take_while(|b| *b == b' ').count();
    // Groups of one or two bytes, apart by a space or OpenSSL's `-` in the middle.
    let mut count = 0;
    let mut at = start;
    loop {
        let group = bytes[at.min(bytes.len())..].iter().take_while(|b| b.is_ascii_hexdigit()).count();
        if !(group == 2 || group == 4) || bytes.get(at + group).is_some_and(|b| !matches!(b, b' ' | b'-')) {
            break;
        }
        count += group / 2;
        at += group + 1;
    }
    (count >= 2).then_some(start)
}

/// Whether the tokens around a number are glog's header: `Lmmdd` (a severity letter and the date), a time,
/// and, after the number, the source's `file:line]`.
fn glog_header(bytes: &[u8], severity: (usize, usize), time: (usize, usize), source: Option<&(usize, usize)>) -> bool {
    let severity = &bytes[severity.0..severity.1];
    let time = &bytes[time.0..time.1];
    let Some(&(source_start, source_end)) = source else { return false };
    let source = &bytes[source_start..source_end];
    severity.len() == 5
        && matches!(severity[0], b'I' | b'W' | b'E' | b'F' | b'D')
        && severity[1..].iter().all(u8::is_ascii_digit)
        && time.len() >= 8
        && time[2] == b':'
        && time[5] == b':'
        && time[..2].iter().chain(&time[3..5]).all(u8::is_ascii_digit)
        && source.ends_with(b"]")
        && source.contains(&b':')
}

/// Redis `AUTH` arguments: quoted as `MONITOR` prints every argument (`"AUTH" "user" "pass"`), or bare
/// (`AUTH user pass` as typed at a `redis-cli` prompt or logged as a command). `AUTH` takes a password or a
/// user and a password; `AUTH2` a user and a password; inside `MIGRATE`, `AUTH` takes exactly one.
/// Redis commands that store values under names, as `MONITOR` prints them (`<time> [<db> <client>] "HSET"
/// "customer:88412" "name" "Zofia" …`, every argument quoted): a hash's fields (`HSET`/`HMSET`/`HSETNX key
/// field value …`) name the value after each, as a record's keys do; a string key's parts name its value
/// (`SET`/`SETNX`/`GETSET key value`, `SETEX`/`PSETEX key ttl value`: `otp:login:88412`). Each value is
/// judged as a column's cell of that name is, after undoing `MONITOR`'s escapes (`\xc5\x9b`).
pub(crate) fn redis_fields(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    let bytes = text.as_bytes();
    let Some(at) = finder!(b"] \"").find(bytes) else { return };
    // The quoted arguments (their insides), up to the line's end.
    let mut args: Vec<(usize, usize)> = Vec::new();
    let mut i = at + 2;
    while i < bytes.len() && bytes[i] == b'"' && args.len() < 64 {
        let mut j = i + 1;
        while j < bytes.len() && bytes[j] != b'"' && bytes[j] != b'\n' {
            j += if bytes[j] == b'\\' { 2 } else { 1 };
        }
        if j >= bytes.len() || bytes[j] != b'"' {
            break;
        }
        args.push((i + 1, j));
        i = j + 1;
        if bytes.get(i) == Some(&b' ') {
            i += 1;
        }
    }
    let arg = |k: usize| args.get(k).map(|&(s, e)| &text[s..e]);
    let Some(command) = arg(0) else { return };
    let mut judge = |role: crate::lexicon::Role, (start, end): (usize, usize)| {
        let value = monitor_unescaped(&text[start..end]);
        // A `name` is a person's when every word may be a name (`Zofia Wiśniewska`, not `Gold Plan`).
        let label = match role {
            crate::lexicon::Role::NameField => crate::structure::displayed_person_name(&value).then_some("NAME"),
            _ => crate::table::judge(role, &value),
        };
        if let Some(label) = label {
            let (start, end) = view.original(start, end);
            out.push(Span { start, end, priority: PRIORITY, label });
        }
    };
    let upper = command.to_ascii_uppercase();
    match upper.as_str() {
        "HSET" | "HMSET" | "HSETNX" => {
            for pair in args.get(2..).unwrap_or_default().chunks(2) {
                if let [field, value] = pair {
                    judge(crate::lexicon::role_of_key(&text[field.0..field.1]), *value);
                }
            }
        }
        "SET" | "SETNX" | "GETSET" | "SETEX" | "PSETEX" => {
            let value = if upper.ends_with("SETEX") { args.get(3) } else { args.get(2) };
            let (Some(key), Some(value)) = (arg(1), value) else { return };
            // The key's parts (`otp:login:88412`, `user:7:password`): the first that names a secret or a
            // person's datum.
            let role = key.split([':', '.', '/']).map(crate::lexicon::role_of_key).find(|role| {
                matches!(
                    role,
                    crate::lexicon::Role::Secret { .. }
                        | crate::lexicon::Role::WeakSecret { .. }
                        | crate::lexicon::Role::Personal { .. }
                )
            });
            if let Some(role) = role {
                judge(role, *value);
            }
        }
        _ => {}
    }
}

/// An argument as `MONITOR` quoted it, its escapes undone (`\xHH` bytes, `\"`, `\\`, `\n`).
fn monitor_unescaped(quoted: &str) -> String {
    if !quoted.contains('\\') {
        return quoted.to_owned();
    }
    let bytes = quoted.as_bytes();
    let mut raw = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' && i + 1 < bytes.len() {
            let hex = |b: u8| (b as char).to_digit(16);
            match bytes[i + 1] {
                b'x' if i + 3 < bytes.len() => {
                    if let (Some(h), Some(l)) = (hex(bytes[i + 2]), hex(bytes[i + 3])) {
                        raw.push((h * 16 + l) as u8);
                        i += 4;
                        continue;
                    }
                    raw.push(b'x');
                }
                b'n' => raw.push(b'\n'),
                b'r' => raw.push(b'\r'),
                b't' => raw.push(b'\t'),
                other => raw.push(other),
            }
            i += 2;
        } else {
            raw.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&raw).into_owned()
}

/// Whether a line announces recovery codes (`Two-factor authentication enabled. 8 codes generated.`, `Your
/// backup codes:`, `Your emergency scratch codes are:`): it names the codes by a one-time secret's word or
/// counts them, in words about authentication.
pub(crate) fn announces_codes(line: &str) -> bool {
    let bytes = line.as_bytes();
    // (Asked of every line: one vectorised search first.)
    if line.len() > 512 || finder!(b"odes").find(bytes).is_none() && finder!(b"ODES").find(bytes).is_none() {
        return false;
    }
    let lower = line.to_ascii_lowercase();
    let about_authentication = ["two-factor", "2fa", "mfa", "recovery", "backup", "scratch", "authenticat"]
        .iter()
        .any(|word| lower.contains(word));
    let words: Vec<&str> =
        lower.split(|c: char| !c.is_ascii_alphanumeric() && c != '-').filter(|w| !w.is_empty()).collect();
    about_authentication
        && words.windows(2).any(|pair| {
            pair[1] == "codes"
                && (crate::lexicon::strong_code_modifier(pair[0]) || pair[0].bytes().all(|b| b.is_ascii_digit()))
        })
}

/// A mail's subject about signing in or verifying (`Subject: Sign-in attempt`, `Subject: Your verification
/// code`): such a message's body holds a one-time code, often on a line of its own.
pub(crate) fn subject_announces_a_code(line: &str) -> bool {
    let Some(subject) = line.get(..8).filter(|head| head.eq_ignore_ascii_case("subject:")).map(|_| &line[8..]) else {
        return false;
    };
    let lower = subject.to_ascii_lowercase();
    [
        "sign-in",
        "sign in",
        "signin",
        "login code",
        "log-in code",
        "verification code",
        "one-time",
        "passcode",
        "security code",
        "2fa",
        "two-factor",
    ]
    .iter()
    .any(|word| lower.contains(word))
}

/// The reasons cracklib gives for refusing a candidate password (FascistCheck's messages; `it is` is also
/// written `it's`).
const CRACKLIB_REASONS: &[&str] = &[
    "it is WAY too short",
    "it is too short",
    "it is all whitespace",
    "it is too simplistic/systematic",
    "it is based on a dictionary word",
    "it is based on a (reversed) dictionary word",
    "it is based on your username",
    "it is based upon your password entry",
    "it is derived from your password entry",
    "it is derivable from your password entry",
    "it does not contain enough DIFFERENT characters",
    "it looks like a National Insurance number.",
    "it looks like a National Insurance number",
];

/// What cracklib also answers for every candidate when it cannot judge it (a missing dictionary, an unknown
/// user): said by other programs too, so only inside a batch of verdicts.
const CRACKLIB_FAILURES: &[&str] = &["error loading dictionary", "you are not registered in the password file"];

/// A line of cracklib's verdicts on candidate passwords (`cracklib-check` prints each candidate, `: `, then
/// `OK`, the reason it is weak, or why it could not judge it): whether the verdict is a reason (which only
/// cracklib prints, rather than `OK` or a failure, which others print after a name too), and where the
/// candidate ends when what comes before the verdict can be one.
pub(crate) fn password_verdict(line: &str) -> Option<(Option<usize>, bool)> {
    let line = line.trim_end_matches(['\r', ' ', '\t']);
    let after = |verdict: &str| line.strip_suffix(verdict).and_then(|head| head.strip_suffix(": "));
    // (Looked for by the line's end: most lines end with none of these, and are passed at once.)
    let (candidate, reason) = match after("OK").or_else(|| CRACKLIB_FAILURES.iter().find_map(|v| after(v))) {
        Some(candidate) => (candidate, false),
        None => {
            let candidate = CRACKLIB_REASONS.iter().find_map(|reason| {
                let short = reason.strip_prefix("it is ").map(|rest| (rest, ": it's "));
                after(reason).or_else(|| {
                    let (rest, head) = short?;
                    line.strip_suffix(rest)?.strip_suffix(head)
                })
            })?;
            (candidate, true)
        }
    };
    Some((password_candidate(candidate, line).then_some(candidate.len()), reason))
}

/// Whether what was printed before a cracklib verdict (`verdict`: the verdict, or the line that ends with it)
/// can be the candidate: one token, and not a label — a level word (`ERROR`, `warning`), an exception's name (Python's
/// cracklib raises `ValueError: it is too short`), or a capitalised English word (`Note:`), unless the
/// verdict says it is one (`Summer: it is based on a dictionary word`).
fn password_candidate(candidate: &str, verdict: &str) -> bool {
    let exception =
        ["Error", "Exception", "Warning"].iter().any(|end| candidate.len() > end.len() && candidate.ends_with(end));
    let capitalised_word =
        candidate.starts_with(|c: char| c.is_ascii_uppercase()) && crate::dictionary::is_english_word(candidate);
    // (Syslog's severities, RFC 5424, written as programs print them: `crit:`, `err:`.)
    let severity = ["emerg", "alert", "crit", "err", "warning", "notice", "info", "debug"]
        .iter()
        .any(|word| word.eq_ignore_ascii_case(candidate.trim_matches(['[', ']'])));
    !candidate.is_empty()
        && !candidate.contains(char::is_whitespace)
        && !is_level_word(candidate.trim_matches(['[', ']']))
        && !severity
        && !exception
        && (!capitalised_word || verdict.contains("dictionary word"))
}

/// Whether a text is words of prose: two or more, each letters only (`Authentication failed for user`).
fn prose(text: &str) -> bool {
    let mut words = text.split_whitespace();
    words.clone().count() >= 2 && words.all(|word| word.bytes().all(|b| b.is_ascii_alphabetic()))
}

/// `Digits: 6` as `oathtool -v` prints it above the one-time passwords it generates, one per line: how many
/// digits they have.
pub(crate) fn otp_digits_heading(line: &str) -> Option<u8> {
    let digits = line.trim().strip_prefix("Digits: ")?;
    digits.parse::<u8>().ok().filter(|n| (6..=8).contains(n))
}

/// A line that is a one-time code and nothing else (four to ten digits, or six to ten letters and digits
/// with both), as a message's body sets it apart.
pub(crate) fn bare_code_line(line: &str) -> Option<(usize, usize)> {
    let code = line.trim();
    let digits = code.bytes().filter(u8::is_ascii_digit).count();
    let shaped = if digits == code.len() {
        (4..=10).contains(&digits)
    } else {
        (6..=10).contains(&code.len()) && digits > 0 && code.bytes().all(|b| b.is_ascii_alphanumeric())
    };
    let start = line.len() - line.trim_start().len();
    shaped.then_some((start, start + code.len()))
}

/// The codes of a line that holds nothing but codes (one to six tokens of letters and digits with both in
/// each, or of 6 to 10 digits; dashes may split one into up to four groups: `vmud-qc9b-hk8w`), after at
/// most a label (`codes:`), inside a box's borders or not, as byte ranges; empty for any other line.
pub(crate) fn code_line(line: &str) -> Vec<(usize, usize)> {
    let code = |token: &str| {
        let core = token.replace('-', "");
        let digits = core.bytes().filter(u8::is_ascii_digit).count();
        core.bytes().all(|b| b.is_ascii_alphanumeric())
            && token.split('-').count() <= 4
            && token.split('-').all(|group| !group.is_empty())
            && if digits == core.len() {
                (6..=10).contains(&digits)
            } else {
                (6..=24).contains(&core.len()) && digits > 0
            }
    };
    let mut tokens: Vec<&str> = line.split_ascii_whitespace().collect();
    let border = |token: &&str| matches!(*token, "|" | "│" | "║" | "┃");
    if tokens.first().is_some_and(border) && tokens.last().is_some_and(border) && tokens.len() >= 2 {
        tokens.pop();
        tokens.remove(0);
    }
    let label = |token: &str| {
        token.len() <= 24
            && token.strip_suffix(':').is_some_and(|word| {
                !word.is_empty() && word.bytes().all(|b| b.is_ascii_alphabetic() || matches!(b, b'-' | b'_'))
            })
    };
    if tokens.first().is_some_and(|first| label(first)) {
        tokens.remove(0);
    }
    if !(1..=6).contains(&tokens.len()) || !tokens.iter().all(|t| code(t)) {
        return Vec::new();
    }
    tokens
        .iter()
        .map(|token| {
            let at = token.as_ptr() as usize - line.as_ptr() as usize;
            (at, at + token.len())
        })
        .collect()
}

/// Within one text of several lines: the codes on the lines after a line that announces them.
pub(crate) fn announced_codes(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    if memchr::memchr(b'\n', text.as_bytes()).is_none() {
        return;
    }
    let mut announced = false;
    let mut offset = 0;
    for line in text.split('\n') {
        let start = offset;
        offset += line.len() + 1;
        if !announced {
            announced = announces_codes(line);
            continue;
        }
        for (s, e) in code_line(line) {
            let (s, e) = view.original(start + s, start + e);
            out.push(Span { start: s, end: e, priority: PRIORITY, label: "SECRET:credential" });
        }
    }
}

/// A login at a machine where tools write one (`user@host`, a bare host name that no e-mail rule takes):
/// cron's mail subject (`Cron <user@host> command`, cron(8)), an OpenSSH key's comment after the key or
/// its fingerprint (`ssh-keygen` writes `user@hostname` there by default) and ssh-keygen's
/// `Key has comment '…'`. The host is a machine's name; the user is a person's login unless it is an
/// account every system has.
pub(crate) fn logins_at_hosts(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    if memchr::memchr(b'@', text.as_bytes()).is_none() {
        return;
    }
    static PATTERN: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let pattern = PATTERN.get_or_init(|| {
        regex::Regex::new(concat!(
            r"(?:(?-u:\b)Cron <|(?-u:\b)[Cc]omment '|",
            // A public key's blob (RFC 4253's base64, opening `AAAA`) or a SHA-256 or MD5 fingerprint.
            r"(?:(?-u:\b)AAAA[A-Za-z0-9+/]{16,}={0,3}|(?-u:\b)SHA256:[A-Za-z0-9+/]{43}|(?-u:\b)MD5(?::[0-9a-f]{2}){16}) )",
            r"([A-Za-z0-9_][A-Za-z0-9._-]{0,31})@([A-Za-z0-9][A-Za-z0-9.-]{0,252})(?:[>' \t\r\n]|$)"
        ))
        .expect("the login-at-host pattern compiles")
    });
    for captures in pattern.captures_iter(text) {
        let (Some(user), Some(host)) = (captures.get(1), captures.get(2)) else { continue };
        // The position makes it a machine's name, a bare word too (`svc@reports`), but not the loopback's.
        let host_name = host.as_str().trim_end_matches('.');
        if !host_name.bytes().any(|b| b.is_ascii_alphabetic()) || host_name.eq_ignore_ascii_case("localhost") {
            continue;
        }
        if !crate::structure::built_in_account(user.as_str()) {
            let (start, end) = view.original(user.start(), user.end());
            out.push(Span { start, end, priority: PRIORITY, label: "USER" });
        }
        let (start, end) = view.original(host.start(), host.start() + host_name.len());
        out.push(Span { start, end, priority: PRIORITY, label: "HOST" });
    }
}

/// A DNS resource record as zone files (RFC 1035's master format), `dig` and `named-checkzone` print it:
/// `owner [ttl] IN type rdata` (`@` or no owner: the origin's, or the line above's). The owner is a
/// machine's name wherever it stands, relative (`kasse-fra-31`) as well as whole, and so are the names an
/// `NS`, `CNAME`, `DNAME`, `PTR`, `MX`, `SRV` or `SOA` record points to — when they carry a digit, a dash or
/// a dot (`www`, `mail` stay: a role, not a machine). The record data must fit its type (an address for
/// `A`, a name for `NS`, a preference and a name for `MX`…), so prose with `IN` (`COVID-19 IN A NUTSHELL`)
/// is none. Service and selector labels (`_msdcs`, `selector1._domainkey`) and reverse names (`….arpa`) are
/// not machines.
pub(crate) fn dns_records(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    let bytes = text.as_bytes();
    let blank = |at: usize| bytes.get(at).is_some_and(|b| matches!(b, b' ' | b'\t'));
    if !finder!(b"IN").find_iter(bytes).any(|at| at > 0 && blank(at - 1) && blank(at + 2)) {
        return;
    }
    static PATTERN: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let pattern = PATTERN.get_or_init(|| {
        regex::Regex::new(concat!(
            r"(?m)^(?:[-+~]{1,2})?(?:@|\*\.)?([A-Za-z0-9_][A-Za-z0-9._-]{0,252})?[ \t]+",
            r"((?:\d{1,10}[smhdwSMHDW]?){1,5}[ \t]+)?IN[ \t]+(?:\d{1,10}[ \t]+)?",
            r"(A|AAAA|CNAME|DNAME|NS|MX|PTR|SRV|TXT|SOA)[ \t]+((?:\d{1,5}[ \t]+){0,3})",
            r#"([A-Za-z0-9_"][A-Za-z0-9._:-]{0,252})"#,
        ))
        .expect("the DNS record pattern compiles")
    });
    let machine = |name: &str| {
        let host = name.trim_end_matches('.');
        crate::structure::is_host_name(host)
            && !host.eq_ignore_ascii_case("localhost")
            && !host.split('.').any(|label| label.starts_with('_'))
            && !host.to_ascii_lowercase().ends_with(".arpa")
    };
    for captures in pattern.captures_iter(text) {
        let (Some(kind), Some(data)) = (captures.get(3), captures.get(5)) else { continue };
        let numbers = captures.get(4).map_or(0, |n| n.as_str().split_ascii_whitespace().count());
        let rdata = data.as_str();
        let name_data = !rdata.starts_with('"') && !rdata.contains(':');
        let target = match (kind.as_str(), numbers) {
            ("A", 0) if rdata.bytes().all(|b| b.is_ascii_digit() || b == b'.') && rdata.split('.').count() == 4 => None,
            ("AAAA", 0)
                if rdata.contains(':') && rdata.bytes().all(|b| b.is_ascii_hexdigit() || b == b':' || b == b'.') =>
            {
                None
            }
            ("TXT", 0) if rdata.starts_with('"') => None,
            ("CNAME" | "DNAME" | "NS" | "PTR" | "SOA", 0) | ("MX", 1) | ("SRV", 3) if name_data => {
                // (Prose names no machine after its type: `Step-2 IN NS mode`.)
                if !(rdata.ends_with('.') || machine(rdata)) {
                    continue;
                }
                Some(data)
            }
            _ => continue,
        };
        for name in [captures.get(1), target].into_iter().flatten() {
            if machine(name.as_str()) {
                let host = name.as_str().trim_end_matches('.');
                let (start, end) = view.original(name.start(), name.start() + host.len());
                out.push(Span { start, end, priority: PRIORITY, label: "HOST" });
            }
        }
    }
}

/// IMAP's `tag LOGIN user password` (RFC 9051) after `before`, its tag matching `tag`, and followed by
/// `after`; each argument quoted or an atom.
fn imap_login(before: &str, tag: &str, after: &str) -> Rule {
    rule(
        &format!(
            r#"{before}{tag} (?i:LOGIN) (?:"([^"\r\n]+)"|([^ \t\r\n"]+)) (?:"((?:[^"\\\r\n]|\\.)+)"|([^ \t\r\n"]+?)){after}"#
        ),
        PRIORITY,
        &[(1, "USER"), (2, "USER"), (3, "SECRET:password"), (4, "SECRET:password")],
        Some(login_account),
    )
}

/// Whether an IMAP `LOGIN`'s first argument can be its account: not a word that names a secret (`x LOGIN
/// PASSWORD '…'` is SQL's role option, PostgreSQL's `CREATE ROLE x LOGIN PASSWORD '…'`, not a command).
fn login_account(captures: &regex::Captures<'_>) -> bool {
    captures.get(1).or(captures.get(2)).is_none_or(|user| !crate::structure::names_a_secret(user.as_str()))
}

/// An IMAP tag after a mark of the client's side: any atom of a few characters.
const ANY_TAG: &str = r"[A-Za-z0-9.]{1,16}";

/// Whether `start..end` is the commit that heads a line of `git blame --porcelain` (`<commit> <line in the
/// original> <line in the final file> [<lines in the group>]`, SHA-1's 40 hex digits or SHA-256's 64): a
/// repository's object id, not a secret.
pub(crate) fn porcelain_commit(text: &str, start: usize, end: usize) -> bool {
    let token = &text.as_bytes()[start..end];
    if !matches!(token.len(), 40 | 64) || !token.iter().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        return false;
    }
    let line_start = memchr::memrchr(b'\n', &text.as_bytes()[..start]).map_or(0, |at| at + 1);
    let line_end = memchr::memchr(b'\n', &text.as_bytes()[end..]).map_or(text.len(), |at| end + at);
    let (head, rest) = (&text[line_start..start], text[end..line_end].trim_end_matches('\r'));
    let numbers = rest.split(' ').skip(1).collect::<Vec<_>>();
    head.is_empty()
        && rest.starts_with(' ')
        && (2..=3).contains(&numbers.len())
        && numbers.iter().all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// A date written `YYYYMMDD` (`20240101`).
fn compact_date(digits: &str) -> bool {
    let number = |range: std::ops::Range<usize>| digits.get(range).and_then(|d| d.parse::<u32>().ok());
    digits.len() == 8
        && number(0..4).is_some_and(|year| (1900..=2099).contains(&year))
        && number(4..6).is_some_and(|month| (1..=12).contains(&month))
        && number(6..8).is_some_and(|day| (1..=31).contains(&day))
}

/// Whether the first group names a secret (`password`, `psk`), or a key (`key`, `salt`) whose bytes (the
/// second group) are not text or read as a random token (KafkaJS's message `key: <Buffer …>` spelling
/// `order-42` is a message's key).
fn names_a_secret_or_key(captures: &regex::Captures<'_>) -> bool {
    let Some(name) = captures.get(1) else { return false };
    match crate::lexicon::role_of_key(name.as_str()) {
        crate::lexicon::Role::Secret { .. } => true,
        crate::lexicon::Role::WeakSecret { .. } => {
            let hex = captures.get(2).map_or("", |m| m.as_str());
            crate::encoded::spaced_hex_text(hex).is_none_or(|text| crate::shape::looks_like_secret_value(&text))
        }
        _ => false,
    }
}

/// A rule's first group is an account that identifies someone: not one every system has (`root`, `sa`).
fn not_built_in_account(captures: &regex::Captures<'_>) -> bool {
    captures.get(1).is_some_and(|user| !crate::structure::built_in_account(user.as_str()))
}

/// A client id as Mosquitto logs it (MQTT 5 allows up to 65,535 bytes; brokers and devices keep them
/// short): not `<unknown>` (a client not yet identified) and not the address it stands in for before one
/// is known (the address rule takes that).
fn mqtt_client_id(captures: &regex::Captures<'_>) -> bool {
    captures.get(1).is_some_and(|id| {
        id.len() <= 128 && !id.as_str().starts_with('<') && id.as_str().parse::<std::net::IpAddr>().is_err()
    })
}

/// The type an OpenSSH key blob names in its first field (RFC 4253 section 6.6: a length, then the name),
/// if the text is base64 that decodes to one.
pub(crate) fn ssh_key_type(blob: &str) -> Option<Vec<u8>> {
    use base64::Engine;
    if !blob.starts_with("AAAA") {
        return None;
    }
    let bytes = base64::engine::general_purpose::STANDARD.decode(blob).ok()?;
    let length = u32::from_be_bytes(bytes.get(..4)?.try_into().ok()?) as usize;
    (1..=64).contains(&length).then(|| bytes.get(4..4 + length).map(<[u8]>::to_vec)).flatten()
}

/// Whether a key type names a public-key algorithm (`ssh-ed25519`, `ecdsa-sha2-nistp256`,
/// `sk-ssh-ed25519@openssh.com`): a blob that decodes to one is a public key.
pub(crate) fn is_public_key_algorithm(kind: &[u8]) -> bool {
    [&b"ssh-"[..], b"ecdsa-sha2-", b"sk-ssh-", b"sk-ecdsa-sha2-", b"rsa-sha2-"]
        .iter()
        .any(|prefix| kind.starts_with(prefix) && kind.len() > prefix.len())
}

/// Squid's native access log (`time elapsed remotehost code/status bytes method URL rfc931
/// peerstatus/peerhost type`, as squid.conf's `logformat squid` documents it): the eighth field is the
/// user's name (ident or proxy authentication), `-` when none.
pub(crate) fn squid_access_user(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    let bytes = text.as_bytes();
    // A `time.millis` first, then the fields; the check is cheap before any split.
    if !bytes.first().is_some_and(u8::is_ascii_digit) || memchr::memchr(b'/', bytes).is_none() {
        return;
    }
    let mut fields = Vec::with_capacity(10);
    let mut at = 0;
    for field in text.split(' ') {
        if !field.is_empty() {
            fields.push((at, field));
        }
        at += field.len() + 1;
        if fields.len() > 10 {
            return;
        }
    }
    let [(_, time), (_, elapsed), _, (_, code), (_, size), (_, method), _, (user_at, user), (_, hierarchy), _] =
        fields[..]
    else {
        return;
    };
    let digits = |f: &str| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit());
    let coded = |f: &str| {
        f.split_once('/')
            .is_some_and(|(word, _)| word.len() >= 4 && word.bytes().all(|b| b.is_ascii_uppercase() || b == b'_'))
    };
    let timed = time.split_once('.').is_some_and(|(s, ms)| digits(s) && ms.len() == 3 && digits(ms));
    if timed
        && digits(elapsed)
        && coded(code)
        && digits(size)
        && method.bytes().all(|b| b.is_ascii_uppercase())
        && coded(hierarchy)
        && user != "-"
    {
        let (start, end) = view.original(user_at, user_at + user.len());
        out.push(Span { start, end, priority: PRIORITY, label: "USER" });
    }
}

/// Names of machines and containers in the positions their software documents:
///
/// - Kubernetes: a klog event's `object="<namespace>/<name>"` when its `kind` is a `Pod` or a `Node`, and
///   the scheduler's `Successfully assigned <namespace>/<pod> to <node>`;
/// - Docker's events (`container die <id> (…, image=…, name=<container>)`);
/// - Cisco IOS with sequence numbers and the host as origin id (`50797: core-sw4: %SEC_LOGIN-5-…`);
/// - the Windows DHCP server's audit log (the client's host, MAC and user);
/// - the MariaDB audit plugin's CSV (`timestamp,serverhost,username,host,connectionid,queryid,operation,…`):
///   the server's host, the account and the client's host.
pub(crate) fn machine_positions(view: &View<'_>, gates: Gates, out: &mut Vec<Span>) {
    let text = view.text;
    let mut push = |start: usize, end: usize, label: &'static str| {
        let (start, end) = view.original(start, end);
        out.push(Span { start, end, priority: PRIORITY, label });
    };
    // `ns/name`: the name after the namespace.
    fn object_name(at: usize, value: &str) -> Option<(usize, &str)> {
        value.split_once('/').map(|(namespace, name)| (at + namespace.len() + 1, name))
    }
    if (gates.has(Gate::KindPod) || gates.has(Gate::KindNode))
        && let Some(at) = text.find("object=\"").map(|p| p + 8)
        && let Some(close) = text[at..].find('"').map(|p| at + p)
        && let Some((start, name)) = object_name(at, &text[at..close])
        && crate::structure::is_host_name(name)
    {
        push(start, start + name.len(), "HOST");
    }
    if gates.has(Gate::Assigned)
        && let Some(at) = text.find("Successfully assigned ").map(|p| p + 22)
    {
        let end = text[at..].find(' ').map_or(text.len(), |p| at + p);
        if let Some((start, name)) = object_name(at, &text[at..end])
            && crate::structure::is_host_name(name)
        {
            push(start, start + name.len(), "HOST");
        }
    }
    if gates.has(Gate::Container)
        && text.contains("image=")
        && let Some(at) = text.find(" name=").map(|p| p + 6)
    {
        let end = text[at..].find([',', ')', ' ']).map_or(text.len(), |p| at + p);
        if end > at && text[at..end].bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.')) {
            push(at, end, "HOST");
        }
    }
    // Cisco: `<sequence>: <host>: %FACILITY-SEVERITY-MNEMONIC:`.
    if gates.has(Gate::CiscoTag)
        && let Some(percent) = text.find(": %")
    {
        let head = &text[..percent];
        if let Some((sequence, host)) = head.split_once(": ")
            && !sequence.is_empty()
            && sequence.bytes().all(|b| b.is_ascii_digit())
            && crate::structure::is_host_name(host)
            && text[percent + 3..].split_once(':').is_some_and(|(tag, _)| {
                tag.split('-').count() == 3
                    && tag.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || matches!(b, b'_' | b'-'))
            })
        {
            let start = sequence.len() + 2;
            push(start, start + host.len(), "HOST");
        }
    }
    mariadb_audit(text, &mut push);
    windows_dhcp(text, &mut push);
}

/// The Windows DHCP server's audit log (`ID,Date,Time,Description,IP Address,Host Name,MAC Address,User
/// Name,…`, as Microsoft documents its fields): the client's host name, its MAC address (twelve hex digits
/// without separators) and the user's name.
fn windows_dhcp(text: &str, push: &mut impl FnMut(usize, usize, &'static str)) {
    let bytes = text.as_bytes();
    if bytes.len() < 20 || !bytes[0].is_ascii_digit() || bytes.get(2) != Some(&b',') {
        return;
    }
    let fields: Vec<&str> = text.splitn(10, ',').collect();
    if fields.len() < 9 {
        return;
    }
    let date = fields[1].len() == 8 && fields[1].bytes().filter(|&b| b == b'/').count() == 2;
    let time = fields[2].len() == 8 && fields[2].bytes().filter(|&b| b == b':').count() == 2;
    let mac = fields[6];
    if !(date && time && fields[0].bytes().all(|b| b.is_ascii_digit())) {
        return;
    }
    let mut at: usize = fields[..5].iter().map(|f| f.len() + 1).sum();
    if crate::structure::is_host_name(fields[5]) {
        push(at, at + fields[5].len(), "HOST");
    }
    at += fields[5].len() + 1;
    if mac.len() == 12 && mac.bytes().all(|b| b.is_ascii_hexdigit()) {
        push(at, at + 12, "MAC");
    }
    at += mac.len() + 1;
    if crate::structure::personal_account(fields[7]) {
        push(at, at + fields[7].len(), "USER");
    }
}

/// The MariaDB audit plugin's CSV line (its documentation's field list): the operation in the seventh field
/// names the format.
fn mariadb_audit(text: &str, push: &mut impl FnMut(usize, usize, &'static str)) {
    const OPERATIONS: &[&str] = &[
        "CONNECT",
        "DISCONNECT",
        "FAILED_CONNECT",
        "CHANGEUSER",
        "QUERY",
        "QUERY_DDL",
        "QUERY_DML",
        "QUERY_DCL",
        "QUERY_DML_NO_SELECT",
        "READ",
        "WRITE",
        "CREATE",
        "ALTER",
        "RENAME",
        "DROP",
    ];
    if !text.as_bytes().first().is_some_and(u8::is_ascii_digit) || memchr::memchr(b',', text.as_bytes()).is_none() {
        return;
    }
    let fields: Vec<&str> = text.splitn(8, ',').collect();
    let [time, server, user, client, connection, query, operation, _] = fields[..] else { return };
    let number = |f: &str| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit());
    if !(time.contains(':') && number(connection) && number(query) && OPERATIONS.contains(&operation)) {
        return;
    }
    let mut at = time.len() + 1;
    if crate::structure::is_host_name(server) {
        push(at, at + server.len(), "HOST");
    }
    at += server.len() + 1;
    if crate::structure::personal_account(user) {
        push(at, at + user.len(), "USER");
    }
    at += user.len() + 1;
    if crate::structure::is_host_name(client) {
        push(at, at + client.len(), "HOST");
    }
}

pub(crate) fn redis_auth(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    let bytes = text.as_bytes();
    if finder!(b"$4").find(bytes).is_some() {
        resp_auth(view, out);
    }
    let lower_at = |at: usize| bytes.get(at).map(u8::to_ascii_lowercase);
    let is_auth = |at: usize| bytes.get(at..at + 4).is_some_and(|w| w.eq_ignore_ascii_case(b"auth"));
    let mut migrate = None;
    let mut from = 0;
    while let Some(found) = memchr::memchr2(b'a', b'A', &bytes[from..]) {
        let at = from + found;
        from = at + 1;
        if !is_auth(at) {
            continue;
        }
        let migrate = *migrate.get_or_insert_with(|| {
            finder!(b"igrate").find_iter(bytes).any(|p| p > 0 && bytes[p - 1].eq_ignore_ascii_case(&b'm'))
        });
        let quoted = at > 0 && bytes[at - 1] == b'"';
        let two = lower_at(at + 4) == Some(b'2');
        let word_end = at + 4 + usize::from(two);
        let closes =
            if quoted { bytes.get(word_end) == Some(&b'"') } else { bytes.get(word_end).is_some_and(|b| *b == b' ') };
        let opens = at == 0 || matches!(bytes[at - 1], b' ' | b'"' | b'>' | b'\t');
        if !closes || !opens {
            continue;
        }
        let command = &text[at..word_end];
        // Bare: the command word in capitals, or any case after a prompt (`127.0.0.1:6379> auth …`).
        if !quoted {
            let prompt = at >= 2 && &bytes[at - 2..at] == b"> ";
            if !(prompt || command.starts_with("AUTH")) {
                continue;
            }
        }
        let mut args = Vec::new();
        let mut i = word_end + usize::from(quoted);
        while args.len() < 2 && i < bytes.len() {
            while i < bytes.len() && bytes[i] == b' ' {
                i += 1;
            }
            if i >= bytes.len() {
                break;
            }
            let (start, end, next) = if quoted {
                if bytes[i] != b'"' {
                    break;
                }
                let mut j = i + 1;
                while j < bytes.len() && bytes[j] != b'"' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                if j >= bytes.len() {
                    break;
                }
                (i + 1, j, j + 1)
            } else {
                let end = bytes[i..].iter().position(|b| b.is_ascii_whitespace()).map_or(bytes.len(), |p| i + p);
                (i, end, end)
            };
            let arg = &text[start..end];
            if matches!(arg.to_ascii_uppercase().as_str(), "KEYS" | "SETNAME" | "COPY" | "REPLACE") {
                break;
            }
            args.push((start, end));
            i = next;
        }
        // SMTP's and IMAP's `AUTH <mechanism> [initial response]`: the mechanism is no password.
        let sasl = args.first().is_some_and(|&(start, end)| is_sasl_mechanism(&text[start..end]));
        let password = match (two, args.len()) {
            (_, 0) => None,
            _ if sasl => args.get(1).copied(),
            (true, _) => args.get(1).copied(),
            (false, 1) => Some(args[0]),
            (false, _) if migrate => Some(args[0]),
            (false, _) => Some(args[1]),
        };
        if let Some((start, end)) = password {
            let value = &text[start..end];
            // In prose (`AUTH failed for user`) the words after the command are no credential.
            if quoted
                || !shape::is_plain_word(value)
                || at == 0
                || bytes[at - 1] == b'>'
                || (at >= 2 && bytes[at - 2] == b'>')
            {
                let (start, end) = view.original(start, end);
                out.push(Span { start, end, priority: PRIORITY, label: "SECRET:password" });
            }
        }
    }
}

/// Redis's wire protocol (RESP: `*3\r\n$4\r\nAUTH\r\n$7\r\ndefault\r\n$14\r\nx\r\n`, as a capture or a
/// proxy prints a command, its line breaks real or escaped): each argument is a bulk string after its
/// length, and AUTH's last (of one or two: a password, or an account and its password) is the password.
fn resp_auth(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    for separator in ["\r\n", "\\r\\n"] {
        let command = format!("$4{separator}");
        for (at, _) in text.match_indices(&command) {
            let word = at + command.len();
            // The command itself (an array's first element, `*N` before it), not a value that reads `auth`.
            let array = text[..at].strip_suffix(separator).is_some_and(|before| {
                let digits = before.bytes().rev().take_while(u8::is_ascii_digit).count();
                digits > 0 && before[..before.len() - digits].ends_with('*')
            });
            if !array
                || !text.get(word..word + 4).is_some_and(|w| w.eq_ignore_ascii_case("auth"))
                || !text[word + 4..].starts_with(separator)
            {
                continue;
            }
            let mut i = word + 4 + separator.len();
            let mut arguments = Vec::new();
            while arguments.len() < 2 && text[i..].starts_with('$') {
                let digits = text[i + 1..].bytes().take_while(u8::is_ascii_digit).count();
                let start = i + 1 + digits;
                if digits == 0 || !text[start..].starts_with(separator) {
                    break;
                }
                let start = start + separator.len();
                // (With real line breaks the declared length says where the argument ends, a break inside it
                // too; escaped, the length counts bytes the escapes stand for.)
                let declared = text[i + 1..i + 1 + digits].parse::<usize>().ok().map(|n| start + n);
                let end = match declared {
                    Some(end)
                        if separator == "\r\n" && text.get(end..).is_some_and(|rest| rest.starts_with(separator)) =>
                    {
                        end
                    }
                    _ => text[start..].find(separator).map_or(text.len(), |p| start + p),
                };
                arguments.push((start, end));
                i = (end + separator.len()).min(text.len());
            }
            if let Some(&(start, end)) = arguments.last()
                && start < end
            {
                let (start, end) = view.original(start, end);
                out.push(Span { start, end, priority: PRIORITY, label: "SECRET:password" });
            }
        }
    }
}

/// What a line is in an SMTP/IMAP `AUTH LOGIN` exchange (RFC 4954): the command (with the replies it
/// expects), a server's `334` prompt, a client's line holding one base64 token (its range), or a reply as
/// a debug trace prints it decoded before sending it (its range; the base64 line still follows).
pub(crate) enum Sasl {
    Starts(u8),
    Prompt,
    Reply(usize, usize),
    Decoded(usize, usize),
    Other,
}

/// The direction and the rest of a line of Perl's Net::Cmd debug trace (Net::SMTP, Net::POP3, Net::FTP,
/// Net::NNTP: `Net::SMTP=GLOB(0x55d1)>>> AUTH LOGIN`, `…<<< 334 VXNlcm5hbWU6`): whether the client sent it,
/// and where the rest starts.
fn net_cmd_trace(line: &str) -> Option<(bool, usize)> {
    let glob = line.find("=GLOB(0x")?;
    // (A log's header may come before the class: a time, a program.)
    let class = &line[line[..glob].rfind(' ').map_or(0, |space| space + 1)..glob];
    if class.is_empty() || !class.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b':') {
        return None;
    }
    let digits = glob + "=GLOB(0x".len();
    let close = digits + line[digits..].bytes().take_while(u8::is_ascii_hexdigit).count();
    let rest = line.get(close..)?;
    let client = rest.starts_with(")>>> ");
    (client || rest.starts_with(")<<< ")).then_some((client, close + ")>>> ".len()))
}

pub(crate) fn sasl_exchange(text: &str) -> Sasl {
    let body = text.trim_end();
    let lead = body.len() - body.trim_start().len();
    let trimmed = body.trim_start();
    // A transcript's direction markers: `C:`/`S:` (the RFCs' examples), `>`, Exim's debug output (`SMTP<<`
    // from the client, `SMTP>> ` to it), swaks's `->`/`<-` (and `~>`/`<~` under TLS), msmtp's `--debug`
    // (`-->`/`<--`). What the server sends is a prompt or nothing of the exchange, never a reply.
    if let Some((client, rest)) = net_cmd_trace(trimmed) {
        let line = &trimmed[rest..];
        // Authen::SASL's debug output shows each challenge and reply decoded, marked `(decoded)`.
        return match (client, line.strip_prefix("(decoded) ")) {
            (false, decoded) => {
                if prompt(line) || decoded.is_some() {
                    Sasl::Prompt
                } else {
                    Sasl::Other
                }
            }
            (true, Some(reply)) if !reply.trim().is_empty() => {
                let start = lead + rest + "(decoded) ".len();
                Sasl::Decoded(start, start + reply.trim_end().len())
            }
            (true, _) => sasl_line(line, lead + rest),
        };
    }
    if let Some(rest) = ["S: ", "SMTP>> ", "<- ", "<~ ", "<-- "].iter().find_map(|marker| trimmed.strip_prefix(marker))
    {
        return if prompt(rest.trim_start()) { Sasl::Prompt } else { Sasl::Other };
    }
    let marked = ["C: ", "> ", "SMTP<< ", "-> ", "~> ", "--> "]
        .iter()
        .find_map(|marker| trimmed.strip_prefix(marker))
        .map(str::trim_start);
    let (skip, line) = match marked {
        Some(rest) => (lead + trimmed.len() - rest.len(), rest),
        None => (lead, trimmed),
    };
    sasl_line(line, skip)
}

/// A server's prompt for the next reply: SMTP's `334`, IMAP's continuation `+`.
fn prompt(line: &str) -> bool {
    line == "334" || line.starts_with("334 ") || line == "+" || line.starts_with("+ ")
}

/// A client's line of an `AUTH LOGIN` exchange after its direction marker, which starts at `skip`.
fn sasl_line(line: &str, skip: usize) -> Sasl {
    let tail = |suffix: &str| {
        line.len() >= suffix.len()
            && line.as_bytes()[line.len() - suffix.len()..].eq_ignore_ascii_case(suffix.as_bytes())
    };
    let head = |prefix: &str| {
        line.len() >= prefix.len() && line.as_bytes()[..prefix.len()].eq_ignore_ascii_case(prefix.as_bytes())
    };
    if line.eq_ignore_ascii_case("AUTH LOGIN") || tail(" AUTHENTICATE LOGIN") {
        return Sasl::Starts(2);
    }
    if head("AUTH LOGIN ") {
        // The account came with the command: the password follows.
        return Sasl::Starts(1);
    }
    if prompt(line) {
        return Sasl::Prompt;
    }
    let base64 = (4..=512).contains(&line.len())
        && line.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'='));
    if base64 { Sasl::Reply(skip, skip + line.len()) } else { Sasl::Other }
}

/// A SASL mechanism's name (RFC 4422's registry: `PLAIN`, `LOGIN`, `CRAM-MD5`, `SCRAM-SHA-256`, `XOAUTH2`…).
pub(crate) fn is_sasl_mechanism(word: &str) -> bool {
    let upper = word.to_ascii_uppercase();
    matches!(
        upper.as_str(),
        "PLAIN"
            | "LOGIN"
            | "CRAM-MD5"
            | "DIGEST-MD5"
            | "GSSAPI"
            | "NTLM"
            | "XOAUTH2"
            | "OAUTHBEARER"
            | "EXTERNAL"
            | "ANONYMOUS"
            | "GS2-KRB5"
    ) || upper.starts_with("SCRAM-")
}

/// The identifiers that documented cloud log formats put in known places, kept whatever their shape (a
/// random-looking token there is a request's or a resource's id, not a secret; rules still apply inside):
/// - Amazon S3's server access log: the bucket owner's canonical id, the request id, and the version and
///   host ids after the user agent (the fields as the S3 documentation lists them);
/// - CloudFront's standard log (tab-separated): the request id after the edge's result type.
pub(crate) fn documented_ids(view: &View<'_>, gates: Gates, mut protect: impl FnMut(usize, usize)) {
    let text = view.text;
    let mut keep = |start: usize, end: usize| {
        if start < end {
            let (start, end) = view.original(start, end);
            protect(start, end);
        }
    };
    if gates.has(Gate::S3Operation) {
        static S3: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
        let s3 = S3.get_or_init(|| {
            regex::Regex::new(
                r#"(?m)^([0-9a-f]{16,64}|-) \S+ \[[^\]\n]{10,40}\] \S+ \S+ (\S+) (?:REST|WEBSITE|BATCH|S3)\.[A-Z_.]+ \S+ "[^"\n]*" \S+ \S+ \S+ \S+ \S+ \S+ "[^"\n]*" "[^"\n]*" (\S+)(?: (\S+))?"#,
            )
            .expect("the S3 access log pattern compiles")
        });
        for captures in s3.captures_iter(text) {
            for group in 1..=4 {
                if let Some(field) = captures.get(group) {
                    keep(field.start(), field.end());
                }
            }
        }
    }
    // A build's commit after its program's name and version of two or three numbers (`c28agent 3.25.38
    // (6bf09c67…)`, `go1.22.1 (0a8e6d3)`; not an address's four): a commit id, no secret. (Git's ids:
    // abbreviated to 7 to 12 digits, or all 40 of SHA-1; a digest of another length is no commit. After a word
    // such as `commit` or `build` alone, a value already taken as a secret may recur: that position is not
    // kept.)
    let bytes = text.as_bytes();
    // (A version's last character, ` (`, then seven hex digits at least: what the pattern needs, cheaply.)
    let version_then_id = || {
        finder!(b" (").find_iter(bytes).any(|at| {
            at > 0
                && bytes[at - 1].is_ascii_alphanumeric()
                && bytes.get(at + 2..at + 9).is_some_and(|id| id.iter().all(u8::is_ascii_hexdigit))
        })
    };
    if version_then_id() {
        static COMMIT: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
        let commit = COMMIT.get_or_init(|| {
            regex::Regex::new(
                r"(?-u:(?:^|[ \t])[A-Za-z][A-Za-z0-9_-]{0,31}(?: v?| ?)\d{1,4}\.\d{1,4}(?:\.\d{1,6})?(?:[-+][0-9A-Za-z.]{1,32})? \()([0-9a-f]{7,12}|[0-9a-f]{40})(?-u:\b)",
            )
            .expect("the commit id pattern compiles")
        });
        for captures in commit.captures_iter(text) {
            if let Some(id) = captures.get(1) {
                keep(id.start(), id.end());
            }
        }
    }
    // GnuPG's report of a signature names the key by its fingerprint or long id (`using EDDSA key
    // A9F9…D3AE`, `using RSA key 8B48AD6246925553`): a public key's.
    if finder!(b" key ").find(text.as_bytes()).is_some() {
        static GPG: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
        let gpg = GPG.get_or_init(|| {
            regex::Regex::new(r"(?-u:\b)(?:RSA|DSA|ECDSA|EDDSA|ECDH|ELG) key ([0-9A-F]{40}|[0-9A-F]{16})(?-u:\b)")
                .expect("the GnuPG key id pattern compiles")
        });
        for captures in gpg.captures_iter(text) {
            if let Some(id) = captures.get(1) {
                keep(id.start(), id.end());
            }
        }
    }
    // GnuPG's own messages (`gpg: key 3F94C625D8B8BACE: public key … imported`, `gpg: using "<fingerprint>"
    // as default secret key`, `…/openpgp-revocs.d/<fingerprint>.rev`) name keys by their long ids and
    // fingerprints, and its key listing prints the fingerprint alone on an indented line under `pub`/`sec`:
    // a key's public name, whatever the key.
    if text.contains("gpg: ") || text.starts_with("  ") || text.contains("\n  ") {
        static GPG_ID: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
        let id = GPG_ID.get_or_init(|| {
            regex::Regex::new(r"(?-u:\b)(?:[0-9A-F]{40}|[0-9A-F]{16})(?-u:\b)").expect("the GnuPG id pattern compiles")
        });
        let mut line_start = 0;
        for line in text.split_inclusive('\n') {
            let body = line.trim_end();
            let listed_fingerprint = body.len() >= 42
                && body.starts_with("  ")
                && body.trim_start().len() == 40
                && body.trim_start().bytes().all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b));
            // (After a syslog prefix too: `… host gpg: key …`.)
            let from = if listed_fingerprint { Some(0) } else { finder!(b"gpg: ").find(body.as_bytes()) };
            if let Some(from) = from {
                for found in id.find_iter(&body[from..]) {
                    keep(line_start + from + found.start(), line_start + from + found.end());
                }
            }
            line_start += line.len();
        }
    }
    // An OpenSSH public key (`ssh-ed25519 AAAAC3Nz… comment`, authorized_keys, known_hosts, sshd's `key
    // AAAA…`): its base64 blob opens with its own type's name (RFC 4253 section 6.6), which must be the
    // word before it or a public-key algorithm's name; a public key is no secret.
    if gates.has(Gate::SshKeyBlob) {
        for (at, _) in text.match_indices(" AAAA") {
            let start = at + 1;
            let end = text[start..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '+' | '/' | '=')))
                .map_or(text.len(), |p| start + p);
            let Some(kind) = ssh_key_type(&text[start..end]) else { continue };
            let word_start = text[..at].rfind([' ', '\t', '\n', '"', '\'']).map_or(0, |p| p + 1);
            if text.as_bytes()[word_start..at] == *kind || is_public_key_algorithm(&kind) {
                keep(start, end);
            }
        }
    }
    // A SIP transaction's id: a Via header's `branch` opens with RFC 3261's magic cookie (section
    // 8.1.1.7), so what follows it is a transaction's name, which proxies log as a diagnostic.
    for at in finder!(b"branch=z9hG4bK").find_iter(text.as_bytes()) {
        let start = at + "branch=".len();
        // RFC 3261's `token` characters.
        let length = text.as_bytes()[start..]
            .iter()
            .take_while(|&&b| b.is_ascii_alphanumeric() || b"-.!%*_+`'~".contains(&b))
            .count();
        keep(start, start + length);
    }
    // A container's id as Kubernetes writes it (`containerID: containerd://<64 hex>`, the kubelet's
    // messages): its runtime's scheme, then the id the runtime gave it.
    // (`://` holds the `:/` of a passwd line's path, the gate that says a text may hold either.)
    if gates.has(Gate::PasswdPath) {
        for scheme in ["containerd://", "docker://", "cri-o://"] {
            for (at, _) in text.match_indices(scheme) {
                let start = at + scheme.len();
                let id = text.as_bytes()[start..].iter().take_while(|b| b.is_ascii_hexdigit()).count();
                if id == 64 && !text.as_bytes().get(start + id).is_some_and(u8::is_ascii_alphanumeric) {
                    keep(start, start + id);
                }
            }
        }
    }
    // A checksum tool's tagged line (BSD's md5/sha*, coreutils' `--tag`, b2sum: `SHA512 (file) = <hex>`;
    // `openssl dgst`: `SHA2-256(file)= <hex>`): a file's digest, whose length is the algorithm's. (Not the
    // digest of what came in on stdin, which may be a password's unsalted hash.)
    if gates.has(Gate::TaggedDigest) {
        static TAGGED: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
        let tagged = TAGGED.get_or_init(|| {
            regex::Regex::new(
                r"(?m)^[ \t]*(MD5|SHA1|SHA224|SHA256|SHA384|SHA512|SHA512/224|SHA512/256|SHA3-224|SHA3-256|SHA3-384|SHA3-512|BLAKE2b|BLAKE2b-(\d{1,3})|BLAKE2s|BLAKE3|RMD160|RIPEMD160|SM3|SHA2-(?:224|256|384|512|512/224|512/256)|BLAKE2[BS]-(\d{1,3})) ?\(([^\n]*)\) ?= ([0-9a-f]+)[ \t\r]*$",
            )
            .expect("the tagged checksum pattern compiles")
        });
        for captures in tagged.captures_iter(text) {
            let (Some(algorithm), Some(digest)) = (captures.get(1), captures.get(5)) else { continue };
            if captures.get(4).is_some_and(|input| matches!(input.as_str(), "stdin" | "-")) {
                continue;
            }
            let bits = match algorithm.as_str() {
                "MD5" => 128,
                "SHA1" | "RMD160" | "RIPEMD160" => 160,
                "SHA224" | "SHA512/224" | "SHA3-224" | "SHA2-224" | "SHA2-512/224" => 224,
                "SHA256" | "SHA512/256" | "SHA3-256" | "BLAKE2s" | "BLAKE3" | "SM3" | "SHA2-256" | "SHA2-512/256" => {
                    256
                }
                "SHA384" | "SHA3-384" | "SHA2-384" => 384,
                "SHA512" | "SHA3-512" | "BLAKE2b" | "SHA2-512" => 512,
                _ => captures.get(2).or(captures.get(3)).and_then(|b| b.as_str().parse().ok()).unwrap_or(0),
            };
            if digest.len() * 4 == bits {
                keep(digest.start(), digest.end());
            }
        }
    }
    if gates.has(Gate::EdgeHit) || gates.has(Gate::EdgeMiss) {
        for line in text.split('\n') {
            let fields: Vec<&str> = line.split('\t').collect();
            // The result type is the 14th field (the 13th where date and time share one).
            let Some(at) = fields.iter().position(|f| matches!(*f, "Hit" | "Miss" | "RefreshHit" | "Error")) else {
                continue;
            };
            if !(12..=13).contains(&at) || fields.len() < at + 2 {
                continue;
            }
            let offset = line.as_ptr() as usize - text.as_ptr() as usize;
            let start = offset + fields[..=at].iter().map(|f| f.len() + 1).sum::<usize>();
            keep(start, start + fields[at + 1].len());
        }
    }
    // Fossil's control artifacts (its "File Format": one card per line, a capital and its arguments): the
    // artifact ids of `F name id`, `P id…`, `B id`, and the MD5 sums of `R` and `Z`, which name the
    // repository's public content.
    let card_line =
        |at: usize| matches!(bytes.get(at), Some(b'B' | b'F' | b'P' | b'R' | b'Z')) && bytes.get(at + 1) == Some(&b' ');
    if card_line(0) || memchr::memchr_iter(b'\n', bytes).any(|at| card_line(at + 1)) {
        static CARD: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
        let card = CARD.get_or_init(|| {
            regex::Regex::new(
                r"(?m)^(?:F \S+ ([0-9a-f]{64}|[0-9a-f]{40})(?: [wxl])?(?: \S+)?|[PB] ((?:[0-9a-f]{64}|[0-9a-f]{40})(?: (?:[0-9a-f]{64}|[0-9a-f]{40}))*)|[RZ] ([0-9a-f]{32}))\r?$",
            )
            .expect("the Fossil card pattern compiles")
        });
        for captures in card.captures_iter(text) {
            if let Some(id) = captures.get(1).or(captures.get(2)).or(captures.get(3)) {
                keep(id.start(), id.end());
            }
        }
    }
    // A public key's pin (RFC 7469's `pin-sha256`, as certtool and curl's `--pinnedpubkey` print it): the
    // SHA-256 of a public key, in base64.
    for at in finder!(b"pin-sha256").find_iter(bytes) {
        let start = at + "pin-sha256".len();
        let start = match bytes.get(start..start + 2) {
            Some(b"=\"") => start + 2,
            Some([b':' | b'=', _]) => start + 1,
            _ => continue,
        };
        let pin = bytes[start..]
            .iter()
            .take(44)
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'='))
            .count();
        if pin == 44 && bytes[start + 43] == b'=' {
            keep(start, start + pin);
        }
    }
}

/// A traceback's frame line as Python prints it (`  File "app.py", line 12, in connect`).
pub(crate) fn traceback_frame(line: &str) -> bool {
    let rest = line.trim_start();
    rest.len() < line.len() && rest.starts_with("File \"") && rest.contains("\", line ") && rest.len() <= 1024
}

/// A line that marks a variable's value under a traceback's source line, as loguru and better_exceptions
/// print them (`    │        │  └ 'value'`): the column (in characters) of the mark `└`, and where the value
/// starts. Only marks, their vertical lines and spaces come before it.
pub(crate) fn variable_mark(line: &str) -> Option<(usize, usize)> {
    let mut column = 0;
    for (at, c) in line.char_indices() {
        match c {
            ' ' | '│' => column += 1,
            '└' => {
                let value = line[at + c.len_utf8()..].trim_start();
                return (!value.is_empty()).then(|| (column, line.len() - value.len()));
            }
            _ => return None,
        }
    }
    None
}

/// The variable (an identifier, maybe dotted: `self.password`) that starts at character `column` of a
/// source line, if one does; a function called there (`connect(`) names no value.
pub(crate) fn name_at_column(source: &str, column: usize) -> Option<&str> {
    let (start, first) = source.char_indices().nth(column)?;
    if !(first.is_ascii_alphabetic() || first == '_') {
        return None;
    }
    let length = source[start..].bytes().take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.')).count();
    let called = source[start + length..].trim_start().starts_with('(');
    (!called).then(|| source[start..start + length].trim_end_matches('.'))
}

/// LEEF 2.0 (QRadar's Log Event Extended Format) declares its attributes' delimiter in the header's sixth
/// field (`LEEF:2.0|Vendor|Product|Version|EventID|^|src=…^usrName=…`: a character, or its code as
/// `x5E`/`0x5E`): the text with that delimiter written as a tab, LEEF's default, from the attributes to the
/// record's end (its line's end, or the quote that ends it inside a JSON string), so they read as any list
/// of `key=value` pairs. Same length, so what is found lies where it is in the text. Only delimiters that
/// no value's own syntax uses (not `-`, `.`, `:`, `@`, `/`, `=`), and the text is left alone when it has
/// no attributes to change (so searching the result does not come back here).
pub(crate) fn leef_with_tabs(text: &str) -> Option<String> {
    let at = finder!(b"LEEF:2.0|").find(text.as_bytes())? + "LEEF:2.0|".len();
    let mut pipes = memchr::memchr_iter(b'|', &text.as_bytes()[at..]).map(|p| at + p);
    let (_, _, _, delimiter_start, attributes) =
        (pipes.next()?, pipes.next()?, pipes.next()?, pipes.next()?, pipes.next()?);
    let field = &text[delimiter_start + 1..attributes];
    let code = field.strip_prefix("0x").or_else(|| field.strip_prefix('x')).or_else(|| field.strip_prefix("0X"));
    let delimiter = match code {
        Some(hex) if hex.len() == 2 => u8::from_str_radix(hex, 16).ok()?,
        _ if field.len() == 1 => field.as_bytes()[0],
        _ => return None,
    };
    if !matches!(delimiter, b'^' | b';' | b',' | b'#' | b'~' | b'!' | b'*' | b'`') {
        return None;
    }
    let start = attributes + 1;
    let end = memchr::memchr2(b'\n', b'"', &text.as_bytes()[start..]).map_or(text.len(), |p| start + p);
    let mut bytes = text.as_bytes().to_vec();
    let mut changed = false;
    for byte in &mut bytes[start..end] {
        if *byte == delimiter {
            *byte = b'\t';
            changed = true;
        }
    }
    // Only ASCII punctuation was replaced by a tab: still UTF-8.
    changed.then(|| String::from_utf8(bytes).ok()).flatten()
}

/// One key detail: where it is (`start..end` of the text) and the replacements that make it read as
/// `column="value"` (`start..end` of the detail, and the text put in their place).
pub(crate) type KeyDetail = (usize, usize, Vec<(usize, usize, String)>);

/// PostgreSQL's detail of a key that a statement violated (`Key (email)=(a@b.c) already exists.`, `… is
/// not present in table "t".`, `… is still referenced from table "t".`, `… conflicts with existing key
/// (…)=(…).`): each part as the key's columns, their values and where they are, for the text to be read
/// as `email="a@b.c"`. Replacements of `start..end` of the part by a text, in order.
pub(crate) fn key_details(text: &str) -> Vec<KeyDetail> {
    const MOST: usize = 8;
    const KEY_BYTES: usize = 512;
    let mut parts = Vec::new();
    for (at, _) in text.match_indices("ey (").take(MOST) {
        if at == 0 || !matches!(text.as_bytes()[at - 1], b'K' | b'k') {
            continue;
        }
        let start = at - 1;
        let line = &text[at + 4..text[at..].find('\n').map_or(text.len(), |n| at + n)];
        // (At most KEY_BYTES of it, cut at a character's boundary.)
        let line = &line[..(0..=line.len().min(KEY_BYTES)).rev().find(|&i| line.is_char_boundary(i)).unwrap_or(0)];
        let Some(columns_end) = line.find(")=(") else { continue };
        let values = &line[columns_end + 3..];
        // The values' closing parenthesis: the one the message's next words follow.
        let Some(values_end) = values.match_indices(')').map(|(i, _)| i).find(|&i| {
            let after = &values[i + 1..];
            after.is_empty()
                || [" already exists", " is not present", " is still referenced", " conflicts with", "."]
                    .iter()
                    .any(|next| after.starts_with(next))
        }) else {
            continue;
        };
        let columns: Vec<&str> = line[..columns_end].split(", ").map(|c| c.trim_matches('"')).collect();
        let values = &values[..values_end];
        let split: Vec<&str> = if columns.len() == 1 { vec![values] } else { values.split(", ").collect() };
        if split.len() != columns.len()
            || values.contains('"')
            || columns.iter().any(|c| c.is_empty() || c.contains(' '))
        {
            continue;
        }
        // Offsets in the part, which starts at `start` (the `K`).
        let values_start = at + 4 + columns_end + 3 - start;
        let mut replacements = vec![(0, values_start, format!("{}=\"", columns[0]))];
        let mut offset = values_start;
        for (n, value) in split.iter().enumerate() {
            offset += value.len();
            if let Some(column) = columns.get(n + 1) {
                replacements.push((offset, offset + 2, format!("\" {column}=\"")));
                offset += 2;
            }
        }
        replacements.push((offset, offset + 1, "\"".to_owned()));
        parts.push((start, start + offset + 1, replacements));
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn auth(text: &str) -> Vec<&str> {
        let mut out = Vec::new();
        redis_auth(&View::root(text), &mut out);
        out.iter().map(|s| &text[s.start..s.end]).collect()
    }

    #[test]
    fn redis_auth_arguments() {
        assert_eq!(auth(r#"1700000000.1 [0 10.1.2.3:5123] "AUTH" "app" "s3cr3t-Pw""#), ["s3cr3t-Pw"]);
        assert_eq!(auth(r#"1700000000.1 [0 10.1.2.3:5123] "auth" "onlypass""#), ["onlypass"]);
        assert_eq!(auth(r#""HELLO" "3" "AUTH" "default" "pw123456" "SETNAME" "x""#), ["pw123456"]);
        assert_eq!(auth(r#""MIGRATE" "h" "6379" "" "0" "5000" "AUTH" "mig-pass" "KEYS" "a" "b""#), ["mig-pass"]);
        assert_eq!(auth(r#""MIGRATE" "h" "6379" "" "0" "5000" "AUTH2" "u" "mig2-pass""#), ["mig2-pass"]);
        assert_eq!(auth("127.0.0.1:6379> auth hunter2"), ["hunter2"]);
        assert_eq!(auth("AUTH default Zq9-x!"), ["Zq9-x!"]);
        assert!(auth("OAuth handshake failed, AUTH failed for user").is_empty());
    }
}
