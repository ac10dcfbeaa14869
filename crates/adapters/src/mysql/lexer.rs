//! The MySQL-aware lexical pass of the gate, run before the parser.
//!
//! It sees what the parser does not: MySQL executes `/*! … */` and `/*M! … */` comments as code, while a
//! parser treats them as comments (or, worse, splices them in); `#` and `-- ` comments; strings with
//! backslash escapes; several statements behind one `;`; nesting deep enough to exhaust a recursive
//! parser's stack. It refuses, with a reason, anything it cannot prove harmless at this level.

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
    while i < bytes.len() {
        let b = bytes[i];
        if let Some(end) = end_of_statement {
            // After the terminating `;` only whitespace and comments may follow.
            if !b.is_ascii_whitespace() && !starts_comment(bytes, i) {
                let _ = end;
                return Err("only one statement is accepted; found more after ';'".into());
            }
        }
        match b {
            b'\'' | b'"' => i = skip_string(bytes, i)?,
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
                i = close + 2;
            }
            b'#' => i = line_end(bytes, i),
            b'-' if bytes.get(i + 1) == Some(&b'-')
                && bytes.get(i + 2).is_none_or(|c| c.is_ascii_whitespace() || c.is_ascii_control()) =>
            {
                i = line_end(bytes, i)
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
            b':' if bytes.get(i + 1) == Some(&b'=') => return Err("assignments (:=) are not accepted".into()),
            b'@' => {
                if bytes.get(i + 1) == Some(&b'@') {
                    // A system variable read (@@version): allowed; skip its name.
                    i += 2;
                } else {
                    return Err("user variables (@name) are not accepted".into());
                }
            }
            b'\\' => return Err("a backslash outside a string is not accepted".into()),
            _ if b.is_ascii_alphabetic() || b == b'_' => {
                let start = i;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'$') {
                    i += 1;
                }
                words.push((start, i));
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
            return Err(format!("{} is not accepted: {why}", word.to_ascii_uppercase()));
        }
    }
    // FOR UPDATE / FOR SHARE: locking reads.
    for pair in words.windows(2) {
        let (a, b) = (&sql[pair[0].0..pair[0].1], &sql[pair[1].0..pair[1].1]);
        if a.eq_ignore_ascii_case("FOR") && (b.eq_ignore_ascii_case("UPDATE") || b.eq_ignore_ascii_case("SHARE")) {
            return Err(format!("locking reads (FOR {}) are not accepted", b.to_ascii_uppercase()));
        }
    }
    let statement = match end_of_statement {
        Some(end) => sql[..end].to_owned(),
        None => sql.to_owned(),
    };
    if statement.trim().is_empty() || words.is_empty() {
        return Err("the text holds no statement".into());
    }
    Ok(Lexed { statement })
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
        ];
        for (sql, reason) in cases {
            let error = check(sql).unwrap_err();
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
    }
}
