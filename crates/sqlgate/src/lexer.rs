//! The MySQL-faithful lexical pass, run before the parser.
//!
//! It reads the text the way MariaDB and MySQL do — `/*! … */` and `/*M! … */` comments are code, `-- `
//! is a comment only before an ASCII space or control character, strings take backslash escapes — and
//! refuses, with a reason, what it cannot prove harmless at this level: executable comments, limit-changing
//! hints, several statements, user variables, nesting deep enough to exhaust a recursive parser, and any
//! character outside the ASCII range that is not inside a string, a quoted identifier or a comment (the
//! server and a parser disagree on Unicode spaces and case folding; a read never needs them).
//!
//! It also records where its comments and strings are, so that the gate can prove the parser saw the same
//! ones ([`Lexed::agrees_with`]).

use std::ops::Range;

/// The longest SQL text accepted.
pub const MAX_SQL_BYTES: usize = 16 * 1024;
/// The deepest parenthesis nesting accepted (checked before the recursive parser sees the text).
pub const MAX_NESTING: usize = 32;

/// Optimizer hints that change the server's limits or the session's settings.
const FORBIDDEN_HINTS: &[&str] = &["MAX_EXECUTION_TIME", "SET_VAR", "RESOURCE_GROUP"];
/// Keywords never part of a single read, anywhere in the text (outside strings, identifiers and comments).
const FORBIDDEN_WORDS: &[(&str, &str)] = &[
    ("INTO", "INTO (OUTFILE, DUMPFILE or variables) writes outside the result"),
    ("OUTFILE", "INTO OUTFILE writes a file on the server"),
    ("DUMPFILE", "INTO DUMPFILE writes a file on the server"),
    ("LOCK", "locking reads and LOCK TABLES hold locks"),
    ("UNLOCK", "UNLOCK TABLES changes locks"),
    ("HANDLER", "HANDLER opens a table cursor"),
    ("DELIMITER", "DELIMITER is a client command"),
];

/// What the lexer learned of an accepted text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lexed {
    /// The text without a trailing `;` (and what follows it, which is only whitespace or comments).
    pub statement: String,
    /// Byte ranges of the comments, as the server reads them.
    pub comments: Vec<Range<usize>>,
    /// Byte ranges of the string literals (with their quotes).
    pub strings: Vec<Range<usize>>,
    /// The system variables read (`@@max_connections`, `@@session.sql_mode` → `sql_mode`), lower case.
    pub system_variables: Vec<String>,
    /// A construct no read has (INTO, locks, user variables, assignments), reported after the statement's
    /// kind so that an `INSERT … INTO` is refused as an INSERT.
    pub refused_construct: Option<String>,
}

/// Checks the text; `Err` says which construct is refused.
pub fn check(sql: &str) -> Result<Lexed, String> {
    if sql.len() > MAX_SQL_BYTES {
        return Err(format!("the statement is {} bytes long; at most {MAX_SQL_BYTES} are accepted", sql.len()));
    }
    if sql.contains('\0') {
        return Err("the statement contains a NUL character".into());
    }
    let bytes = sql.as_bytes();
    let mut i = 0;
    let mut depth = 0usize;
    let mut end_of_statement: Option<usize> = None;
    let mut words: Vec<(usize, usize)> = Vec::new();
    let mut comments = Vec::new();
    let mut strings = Vec::new();
    let mut system_variables = Vec::new();
    let mut refused_construct: Option<String> = None;
    while i < bytes.len() {
        let b = bytes[i];
        if end_of_statement.is_some() && !b.is_ascii_whitespace() && !starts_comment(bytes, i) {
            return Err("only one statement is accepted; found more after ';'".into());
        }
        match b {
            b'\'' | b'"' => {
                let end = skip_string(bytes, i)?;
                strings.push(i..end);
                i = end;
            }
            b'`' => i = skip_quoted_identifier(bytes, i)?,
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                let close = sql[i + 2..].find("*/").map(|p| i + 2 + p).ok_or("an unterminated /* comment")?;
                let body = &sql[i + 2..close];
                if body.starts_with('!') || body.starts_with("M!") {
                    return Err(
                        "executable comments (/*! … */, /*M! … */) run on the server and are not accepted".into()
                    );
                }
                if let Some(hint) = body.strip_prefix('+') {
                    let upper = hint.to_ascii_uppercase();
                    if let Some(forbidden) = FORBIDDEN_HINTS.iter().find(|h| upper.contains(*h)) {
                        return Err(format!(
                            "the optimizer hint {forbidden} changes the server's limits and is not accepted"
                        ));
                    }
                }
                comments.push(i..close + 2);
                i = close + 2;
            }
            b'#' => {
                let end = line_end(bytes, i);
                comments.push(i..end);
                i = end;
            }
            // The server's rule: `--` starts a comment only before an ASCII space or control character (or at
            // the end of the text). Anything else is two minus signs.
            b'-' if bytes.get(i + 1) == Some(&b'-')
                && bytes.get(i + 2).is_none_or(|c| c.is_ascii_whitespace() || c.is_ascii_control()) =>
            {
                let end = line_end(bytes, i);
                comments.push(i..end);
                i = end;
            }
            b'(' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(format!("the statement nests deeper than {MAX_NESTING} parentheses"));
                }
                i += 1;
            }
            b')' => {
                depth = depth.checked_sub(1).ok_or("a ')' without its '('")?;
                i += 1;
            }
            b';' => {
                end_of_statement.get_or_insert(i);
                i += 1;
            }
            b':' if bytes.get(i + 1) == Some(&b'=') => {
                refused_construct.get_or_insert_with(|| "assignments (:=) are not accepted".to_owned());
                i += 2;
            }
            b'@' => {
                if bytes.get(i + 1) != Some(&b'@') {
                    refused_construct.get_or_insert_with(|| "user variables (@name) are not accepted".to_owned());
                    i += 1;
                    continue;
                }
                // A system variable read: `@@name`, `@@session.name`, `@@global.name`.
                let start = i + 2;
                let mut end = start;
                while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || matches!(bytes[end], b'_' | b'.')) {
                    end += 1;
                }
                let name = sql[start..end].to_ascii_lowercase();
                let name = name
                    .strip_prefix("session.")
                    .or_else(|| name.strip_prefix("global."))
                    .or_else(|| name.strip_prefix("local."))
                    .unwrap_or(&name)
                    .to_owned();
                if name.is_empty() || name.contains('.') {
                    return Err("a system variable must be written @@name, @@session.name or @@global.name".into());
                }
                system_variables.push(name);
                i = end;
            }
            b'\\' => return Err("a backslash outside a string is not accepted".into()),
            _ if b.is_ascii_alphabetic() || b == b'_' => {
                let start = i;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'$') {
                    i += 1;
                }
                words.push((start, i));
            }
            _ if !b.is_ascii() => {
                let c = sql[i..].chars().next().unwrap_or('\u{fffd}');
                return Err(format!(
                    "the character U+{:04X} outside a string, a quoted identifier or a comment is not accepted \
                     (the server and the gate would read it differently); use ASCII spaces and names",
                    c as u32
                ));
            }
            _ => i += 1,
        }
    }
    if depth != 0 {
        return Err("a '(' without its ')'".into());
    }
    for (start, end) in &words {
        let word = &sql[*start..*end];
        if let Some((_, why)) = FORBIDDEN_WORDS.iter().find(|(w, _)| w.eq_ignore_ascii_case(word)) {
            refused_construct.get_or_insert_with(|| format!("{} is not accepted: {why}", word.to_ascii_uppercase()));
        }
    }
    // FOR UPDATE / FOR SHARE: locking reads.
    for pair in words.windows(2) {
        let (a, b) = (&sql[pair[0].0..pair[0].1], &sql[pair[1].0..pair[1].1]);
        if a.eq_ignore_ascii_case("FOR") && (b.eq_ignore_ascii_case("UPDATE") || b.eq_ignore_ascii_case("SHARE")) {
            refused_construct
                .get_or_insert_with(|| format!("locking reads (FOR {}) are not accepted", b.to_ascii_uppercase()));
        }
    }
    let statement = match end_of_statement {
        Some(end) => sql[..end].to_owned(),
        None => sql.to_owned(),
    };
    if statement.trim().is_empty() || words.is_empty() {
        return Err("the text holds no statement".into());
    }
    let cut = statement.len();
    comments.retain(|c| c.end <= cut);
    strings.retain(|s| s.end <= cut);
    Ok(Lexed { statement, comments, strings, system_variables, refused_construct })
}

impl Lexed {
    /// Whether a parser's tokenizer found exactly these comments and strings (by their byte ranges): if it
    /// did not, the parser and the server would read different statements, and the gate's proof would be
    /// about the wrong one.
    pub fn agrees_with(&self, comments: &[Range<usize>], strings: &[Range<usize>]) -> bool {
        self.comments == comments && self.strings == strings
    }
}

fn starts_comment(bytes: &[u8], i: usize) -> bool {
    bytes[i] == b'#'
        || (bytes[i] == b'/' && bytes.get(i + 1) == Some(&b'*'))
        || (bytes[i] == b'-' && bytes.get(i + 1) == Some(&b'-'))
}

fn line_end(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() && bytes[i] != b'\n' {
        i += 1;
    }
    i
}

/// Past a '…' or "…" string: backslash escapes and doubled quotes, as MySQL reads them.
fn skip_string(bytes: &[u8], start: usize) -> Result<usize, String> {
    let quote = bytes[start];
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            c if c == quote => {
                if bytes.get(i + 1) == Some(&quote) {
                    i += 2;
                } else {
                    return Ok(i + 1);
                }
            }
            _ => i += 1,
        }
    }
    Err("an unterminated string literal".into())
}

fn skip_quoted_identifier(bytes: &[u8], start: usize) -> Result<usize, String> {
    let mut i = start + 1;
    while i < bytes.len() {
        if bytes[i] == b'`' {
            if bytes.get(i + 1) == Some(&b'`') {
                i += 2;
                continue;
            }
            return Ok(i + 1);
        }
        i += 1;
    }
    Err("an unterminated `identifier`".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_name_the_construct() {
        let refused = |sql: &str| match check(sql) {
            Ok(lexed) => lexed.refused_construct.unwrap_or_default(),
            Err(error) => error,
        };
        let cases = [
            ("SELECT 1 /*! ; DROP TABLE t */", "executable comments"),
            ("SELECT 1 /*M!100000 , SLEEP(5) */", "executable comments"),
            ("SELECT /*+ MAX_EXECUTION_TIME(0) */ 1", "MAX_EXECUTION_TIME"),
            ("SELECT 1; DROP TABLE t", "only one statement"),
            ("SELECT * FROM t INTO OUTFILE '/tmp/x'", "INTO"),
            ("SELECT * FROM t FOR UPDATE", "FOR UPDATE"),
            ("SELECT @a := 1", "user variables"),
            ("SELECT a := 1 FROM t", "assignments"),
            ("SELECT @secret", "user variables"),
            ("SELECT 'unterminated", "unterminated string"),
            ("", "no statement"),
            ("-- only a comment", "no statement"),
            // A no-break space after `--`: the server reads two minus signs and a name, not a comment.
            ("SELECT 1 --\u{a0}, LOAD_FILE('/etc/passwd')", "U+00A0"),
            ("SELECT 1 --\u{3000}, x", "U+3000"),
            ("SELECT * FROM information_schema.PROCESSL\u{130}ST", "U+0130"),
            ("SELECT @@a.b.c", "system variable"),
        ];
        for (sql, reason) in cases {
            let error = refused(sql);
            assert!(error.contains(reason), "{sql}: {error}");
        }
        let deep = format!("SELECT {}1{}", "(".repeat(1000), ")".repeat(1000));
        assert!(check(&deep).unwrap_err().contains("nests deeper"));
    }

    #[test]
    fn strings_and_comments_hide_nothing_and_reveal_nothing() {
        assert!(check("SELECT 'a;b', \"FOR UPDATE\", `into` FROM t -- ; DROP\n").is_ok());
        assert!(check("SELECT 'it''s', 'a\\'b' FROM t;").is_ok());
        assert!(check("SELECT @@version;  /* trailing */").is_ok());
        assert_eq!(check("SELECT 1;").unwrap().statement, "SELECT 1");
        // Unicode inside strings, quoted identifiers and comments is text, not syntax.
        assert!(check("SELECT 'Zürich' AS `straße` FROM t /* ü */ -- ü\n").is_ok());
    }

    #[test]
    fn it_records_comments_strings_and_variables() {
        let lexed = check("SELECT 'a', @@SESSION.sql_mode, @@max_connections /* c */ # d").unwrap();
        assert_eq!(lexed.strings, vec![7..10]);
        assert_eq!(lexed.comments.len(), 2);
        assert_eq!(lexed.system_variables, vec!["sql_mode", "max_connections"]);
    }
}
