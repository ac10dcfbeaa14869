//! The significant tokens of a lexed statement (no whitespace, no comments), with byte ranges: what the
//! statement-head grammar (SHOW, DESCRIBE, EXPLAIN, ANALYZE) and the parse-only rewrites work on.

use std::ops::Range;

use crate::lexer::Lexed;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Word,
    Number,
    String,
    QuotedIdentifier,
    Punct,
}

#[derive(Debug, Clone)]
pub struct Token {
    pub kind: Kind,
    pub range: Range<usize>,
}

impl Token {
    pub fn text<'s>(&self, sql: &'s str) -> &'s str {
        &sql[self.range.clone()]
    }

    pub fn is_word(&self, sql: &str, word: &str) -> bool {
        self.kind == Kind::Word && self.text(sql).eq_ignore_ascii_case(word)
    }

    /// The name a word or `quoted identifier` stands for.
    pub fn name(&self, sql: &str) -> Option<String> {
        match self.kind {
            Kind::Word => Some(self.text(sql).to_owned()),
            Kind::QuotedIdentifier => {
                let text = self.text(sql);
                Some(text[1..text.len() - 1].replace("``", "`"))
            }
            _ => None,
        }
    }
}

/// Splits the statement; strings and comments come from the lexer, so both agree on them.
pub fn tokenize(sql: &str, lexed: &Lexed) -> Vec<Token> {
    let bytes = sql.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    let mut comments = lexed.comments.iter().peekable();
    let mut strings = lexed.strings.iter().peekable();
    while i < bytes.len() {
        if let Some(comment) = comments.peek().filter(|c| c.start == i) {
            i = comment.end;
            comments.next();
            continue;
        }
        if let Some(string) = strings.peek().filter(|s| s.start == i) {
            tokens.push(Token { kind: Kind::String, range: (*string).clone() });
            i = string.end;
            strings.next();
            continue;
        }
        let b = bytes[i];
        let start = i;
        let kind = if b.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if b == b'`' {
            i += 1;
            while i < bytes.len() {
                if bytes[i] == b'`' {
                    if bytes.get(i + 1) == Some(&b'`') {
                        i += 2;
                        continue;
                    }
                    i += 1;
                    break;
                }
                i += 1;
            }
            Kind::QuotedIdentifier
        } else if b.is_ascii_digit() || (b == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                i += 1;
            }
            Kind::Number
        } else if b.is_ascii_alphabetic() || b == b'_' || b == b'$' || b == b'@' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || matches!(bytes[i], b'_' | b'$' | b'@')) {
                i += 1;
            }
            Kind::Word
        } else {
            i += sql[i..].chars().next().map_or(1, char::len_utf8);
            Kind::Punct
        };
        tokens.push(Token { kind, range: start..i });
    }
    tokens
}
