//! Which functions a read may call, and what each does to the values it is given.
//!
//! A call is accepted only when all of these hold:
//! * the name is on [`ALLOWED`] — pure functions that read nothing but their arguments, write nothing, take
//!   no lock, do not wait and say nothing about accounts or the server's files;
//! * the server resolves it to its built-in: the name is native on this server (the catalog's probe, or
//!   the MariaDB 10.11 list offline — `REGEXP_LIKE` is not native there, so a schema's function of that
//!   name would run), written unquoted and unqualified with `(` right after it (`NOW ()`, `` `NOW`() `` and
//!   `NOW/**/()` reach a schema's stored function on MariaDB);
//! * its arguments respect its class (see [`Class`]).

/// What a function does with its arguments, as far as the gate cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// Computes a value from its arguments.
    Scalar,
    /// An aggregate: one value per group.
    Aggregate,
    /// `COUNT`, `ISNULL`: whether there are values, nothing of the values themselves.
    Count,
    /// A window-only function (`ROW_NUMBER`, `LAG`).
    Window,
    /// Re-encodes its input so that redaction can no longer read it (`HEX`, `TO_BASE64`, `REVERSE`): not
    /// accepted over text columns.
    Encoding,
    /// Builds a string whose length is one argument (0-based position): it must be an integer literal of
    /// at most [`MAX_BUILT_LENGTH`].
    Builds(usize),
    /// Regular expressions: the pattern (argument 1) must be a literal without nested quantifiers; for
    /// `REGEXP_REPLACE` the subject's length must be bounded too (see [`Class::Superlinear`]).
    Regex { superlinear: bool },
    /// Costs grow with the square of the subject's length (argument 0) and the server does not check for
    /// KILL while it runs (`REPLACE` that grows its input): the subject must be bounded.
    Superlinear,
    /// Reads a JSON document at a path (argument index of the first path; every later argument from there
    /// is a path too when `all_paths`).
    JsonPath { first_path: usize, all_paths: bool },
    /// A niladic keyword that may be written without parentheses (`CURRENT_TIMESTAMP`).
    Keyword,
}

/// The longest string a `REPEAT`/`SPACE`/`LPAD`/`RPAD` may build (it is built once per row).
pub const MAX_BUILT_LENGTH: u64 = 1_000;
/// The longest subject a superlinear function may get (a `TEXT` column's maximum).
pub const MAX_SUPERLINEAR_SUBJECT: u64 = 65_535;

use Class::*;

/// The allow-list, upper case.
pub const ALLOWED: &[(&str, Class)] = &[
    // aggregates and windows
    ("COUNT", Count),
    ("SUM", Aggregate),
    ("AVG", Aggregate),
    ("MIN", Aggregate),
    ("MAX", Aggregate),
    ("GROUP_CONCAT", Aggregate),
    ("STD", Aggregate),
    ("STDDEV", Aggregate),
    ("STDDEV_POP", Aggregate),
    ("STDDEV_SAMP", Aggregate),
    ("VARIANCE", Aggregate),
    ("VAR_POP", Aggregate),
    ("VAR_SAMP", Aggregate),
    ("BIT_AND", Aggregate),
    ("BIT_OR", Aggregate),
    ("BIT_XOR", Aggregate),
    ("JSON_ARRAYAGG", Aggregate),
    ("JSON_OBJECTAGG", Aggregate),
    ("ANY_VALUE", Aggregate),
    ("MEDIAN", Aggregate),
    ("PERCENTILE_CONT", Aggregate),
    ("PERCENTILE_DISC", Aggregate),
    ("ROW_NUMBER", Window),
    ("RANK", Window),
    ("DENSE_RANK", Window),
    ("PERCENT_RANK", Window),
    ("CUME_DIST", Window),
    ("NTILE", Window),
    ("LAG", Window),
    ("LEAD", Window),
    ("FIRST_VALUE", Window),
    ("LAST_VALUE", Window),
    ("NTH_VALUE", Window),
    // strings
    ("CONCAT", Scalar),
    ("CONCAT_WS", Scalar),
    ("LENGTH", Scalar),
    ("OCTET_LENGTH", Scalar),
    ("CHAR_LENGTH", Scalar),
    ("CHARACTER_LENGTH", Scalar),
    ("BIT_LENGTH", Scalar),
    ("LOWER", Scalar),
    ("UPPER", Scalar),
    ("LCASE", Scalar),
    ("UCASE", Scalar),
    ("SUBSTRING", Scalar),
    ("SUBSTR", Scalar),
    ("MID", Scalar),
    ("SUBSTRING_INDEX", Scalar),
    ("LEFT", Scalar),
    ("RIGHT", Scalar),
    ("TRIM", Scalar),
    ("LTRIM", Scalar),
    ("RTRIM", Scalar),
    ("REPLACE", Superlinear),
    ("LPAD", Builds(1)),
    ("RPAD", Builds(1)),
    ("REPEAT", Builds(1)),
    ("SPACE", Builds(0)),
    ("LOCATE", Scalar),
    ("INSTR", Scalar),
    ("POSITION", Scalar),
    ("FIELD", Scalar),
    ("FIND_IN_SET", Scalar),
    ("FORMAT", Scalar),
    ("STRCMP", Scalar),
    ("ELT", Scalar),
    ("QUOTE", Scalar),
    ("SOUNDEX", Scalar),
    ("INSERT", Scalar),
    ("COLLATION", Scalar),
    ("CHARSET", Scalar),
    ("COERCIBILITY", Scalar),
    ("MAKE_SET", Scalar),
    ("EXPORT_SET", Scalar),
    ("HEX", Encoding),
    ("UNHEX", Encoding),
    ("TO_BASE64", Encoding),
    ("FROM_BASE64", Encoding),
    ("REVERSE", Encoding),
    ("BIN", Encoding),
    ("OCT", Encoding),
    ("CONV", Encoding),
    ("ASCII", Encoding),
    ("ORD", Encoding),
    ("CHAR", Encoding),
    // (Not COMPRESS/UNCOMPRESS: a small literal decompresses to megabytes, per row; nor WEIGHT_STRING, whose
    // AS CHAR(n) builds n characters.)
    ("REGEXP_REPLACE", Regex { superlinear: true }),
    ("REGEXP_SUBSTR", Regex { superlinear: false }),
    ("REGEXP_INSTR", Regex { superlinear: false }),
    ("REGEXP_LIKE", Regex { superlinear: false }),
    ("MD5", Scalar),
    ("SHA1", Scalar),
    ("SHA", Scalar),
    ("SHA2", Scalar),
    ("CRC32", Scalar),
    ("CRC32C", Scalar),
    // numbers
    ("ABS", Scalar),
    ("CEIL", Scalar),
    ("CEILING", Scalar),
    ("FLOOR", Scalar),
    ("ROUND", Scalar),
    ("TRUNCATE", Scalar),
    ("MOD", Scalar),
    ("POW", Scalar),
    ("POWER", Scalar),
    ("SQRT", Scalar),
    ("EXP", Scalar),
    ("LN", Scalar),
    ("LOG", Scalar),
    ("LOG2", Scalar),
    ("LOG10", Scalar),
    ("SIGN", Scalar),
    ("PI", Scalar),
    ("GREATEST", Scalar),
    ("LEAST", Scalar),
    ("RAND", Scalar),
    ("DEGREES", Scalar),
    ("RADIANS", Scalar),
    ("SIN", Scalar),
    ("COS", Scalar),
    ("TAN", Scalar),
    ("ASIN", Scalar),
    ("ACOS", Scalar),
    ("ATAN", Scalar),
    ("ATAN2", Scalar),
    ("COT", Scalar),
    ("BIT_COUNT", Scalar),
    // dates and times
    ("NOW", Scalar),
    ("CURRENT_TIMESTAMP", Keyword),
    ("LOCALTIME", Keyword),
    ("LOCALTIMESTAMP", Keyword),
    ("CURDATE", Scalar),
    ("CURRENT_DATE", Keyword),
    ("CURTIME", Scalar),
    ("CURRENT_TIME", Keyword),
    ("UTC_TIMESTAMP", Keyword),
    ("UTC_DATE", Keyword),
    ("UTC_TIME", Keyword),
    ("SYSDATE", Scalar),
    ("DATE", Scalar),
    ("TIME", Scalar),
    ("TIMESTAMP", Scalar),
    ("YEAR", Scalar),
    ("MONTH", Scalar),
    ("DAY", Scalar),
    ("DAYOFMONTH", Scalar),
    ("DAYOFWEEK", Scalar),
    ("DAYOFYEAR", Scalar),
    ("WEEK", Scalar),
    ("WEEKDAY", Scalar),
    ("WEEKOFYEAR", Scalar),
    ("YEARWEEK", Scalar),
    ("HOUR", Scalar),
    ("MINUTE", Scalar),
    ("SECOND", Scalar),
    ("MICROSECOND", Scalar),
    ("QUARTER", Scalar),
    ("DATE_ADD", Scalar),
    ("DATE_SUB", Scalar),
    ("ADDDATE", Scalar),
    ("SUBDATE", Scalar),
    ("ADDTIME", Scalar),
    ("SUBTIME", Scalar),
    ("DATEDIFF", Scalar),
    ("TIMEDIFF", Scalar),
    ("TIMESTAMPDIFF", Scalar),
    ("TIMESTAMPADD", Scalar),
    ("DATE_FORMAT", Scalar),
    ("TIME_FORMAT", Scalar),
    ("STR_TO_DATE", Scalar),
    ("UNIX_TIMESTAMP", Scalar),
    ("FROM_UNIXTIME", Scalar),
    ("LAST_DAY", Scalar),
    ("MAKEDATE", Scalar),
    ("MAKETIME", Scalar),
    ("TO_DAYS", Scalar),
    ("FROM_DAYS", Scalar),
    ("TO_SECONDS", Scalar),
    ("TIME_TO_SEC", Scalar),
    ("SEC_TO_TIME", Scalar),
    ("CONVERT_TZ", Scalar),
    ("MONTHNAME", Scalar),
    ("DAYNAME", Scalar),
    ("PERIOD_ADD", Scalar),
    ("PERIOD_DIFF", Scalar),
    ("GET_FORMAT", Scalar),
    ("EXTRACT", Scalar),
    // control flow and types
    ("IF", Scalar),
    ("IFNULL", Scalar),
    ("NULLIF", Scalar),
    ("COALESCE", Scalar),
    ("ISNULL", Count),
    ("NVL", Scalar),
    ("NVL2", Scalar),
    ("CAST", Scalar),
    ("CONVERT", Scalar),
    ("INTERVAL", Scalar),
    ("BINARY", Scalar),
    // JSON: pure, they compute values and write nothing. Paths naming secrets and member wildcards are
    // checked by the gate; JSON_SEARCH (which tests values against a guess) needs a path (argument 5).
    ("JSON_EXTRACT", JsonPath { first_path: 1, all_paths: true }),
    ("JSON_VALUE", JsonPath { first_path: 1, all_paths: false }),
    ("JSON_QUERY", JsonPath { first_path: 1, all_paths: false }),
    ("JSON_CONTAINS", JsonPath { first_path: 2, all_paths: false }),
    ("JSON_CONTAINS_PATH", JsonPath { first_path: 2, all_paths: true }),
    ("JSON_KEYS", JsonPath { first_path: 1, all_paths: false }),
    ("JSON_LENGTH", JsonPath { first_path: 1, all_paths: false }),
    ("JSON_EXISTS", JsonPath { first_path: 1, all_paths: false }),
    ("JSON_SEARCH", JsonPath { first_path: 4, all_paths: true }),
    ("JSON_UNQUOTE", Scalar),
    ("JSON_OBJECT", Scalar),
    ("JSON_ARRAY", Scalar),
    ("JSON_TYPE", Scalar),
    ("JSON_VALID", Scalar),
    ("JSON_DEPTH", Scalar),
    ("JSON_PRETTY", Scalar),
    ("JSON_DETAILED", Scalar),
    ("JSON_COMPACT", Scalar),
    ("JSON_LOOSE", Scalar),
    ("JSON_OVERLAPS", Scalar),
    ("JSON_MERGE_PATCH", Scalar),
    ("JSON_MERGE_PRESERVE", Scalar),
    ("JSON_QUOTE", Scalar),
    ("JSON_SCHEMA_VALID", Scalar),
    ("JSON_NORMALIZE", Scalar),
    ("JSON_EQUALS", Scalar),
    // information that is not about accounts, files or other sessions
    ("VERSION", Scalar),
    ("DATABASE", Scalar),
    ("SCHEMA", Scalar),
    ("FOUND_ROWS", Scalar),
    ("ROW_COUNT", Scalar),
    ("UUID", Scalar),
    ("UUID_SHORT", Scalar),
    ("INET_ATON", Scalar),
    ("INET_NTOA", Scalar),
    ("INET6_ATON", Scalar),
    ("INET6_NTOA", Scalar),
    ("IS_IPV4", Scalar),
    ("IS_IPV6", Scalar),
];

/// Functions that name accounts or sessions; refused with that reason (they are not on the allow-list).
const DISCLOSING: &[&str] = &[
    "USER",
    "CURRENT_USER",
    "SESSION_USER",
    "SYSTEM_USER",
    "CURRENT_ROLE",
    "CONNECTION_ID",
    "LAST_INSERT_ID",
    "PASSWORD",
    "OLD_PASSWORD",
];

/// The allow-listed names that are native on MariaDB 10.11, as the catalog's probe found them
/// (`tools/probe-natives`): the offline verdict's assumption. A live datasource uses its own server's probe.
pub const MARIADB_10_11_NATIVE: &[&str] = &include!("natives_mariadb_10_11.in");

/// The class of an allow-listed function (`name` in any case).
pub fn class_of(name: &str) -> Option<Class> {
    ALLOWED.iter().find(|(allowed, _)| allowed.eq_ignore_ascii_case(name)).map(|(_, class)| *class)
}

/// Why a name is not callable, for names not on the allow-list.
pub fn refusal_for_unlisted(name: &str) -> String {
    let upper = name.to_ascii_uppercase();
    if DISCLOSING.contains(&upper.as_str()) {
        format!("{upper} names the account or the session and is not accepted")
    } else {
        format!("the function {upper} is not on the allow-list of built-in read functions")
    }
}

/// Whether a literal regular expression is safe to run: not too long, no backreferences, and no quantified
/// group that itself contains a quantifier (`(a+)+`, `(a|aa)*`: exponential backtracking).
pub fn regex_pattern_problem(pattern: &str) -> Option<String> {
    if pattern.len() > 256 {
        return Some(format!("the regular expression is {} bytes long; at most 256 are accepted", pattern.len()));
    }
    let bytes = pattern.as_bytes();
    // For each open group: whether it holds a quantifier or an alternation.
    let mut groups: Vec<bool> = Vec::new();
    let mut i = 0;
    let is_quantifier = |b: u8| matches!(b, b'*' | b'+' | b'?' | b'{');
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => {
                if bytes.get(i + 1).is_some_and(|b| b.is_ascii_digit() && *b != b'0') {
                    return Some("backreferences in a regular expression are not accepted".into());
                }
                i += 2;
                continue;
            }
            b'[' => {
                // A character class: skip to its end (a `]` first in the class is literal).
                i += 1;
                if bytes.get(i) == Some(&b'^') {
                    i += 1;
                }
                if bytes.get(i) == Some(&b']') {
                    i += 1;
                }
                while i < bytes.len() && bytes[i] != b']' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'(' => groups.push(false),
            b')' => {
                let inner = groups.pop().unwrap_or(false);
                if inner && bytes.get(i + 1).is_some_and(|b| is_quantifier(*b)) {
                    return Some(
                        "a repeated group that itself repeats or alternates ((a+)+, (a|b)*) can backtrack \
                         exponentially and is not accepted"
                            .into(),
                    );
                }
                if inner && let Some(outer) = groups.last_mut() {
                    *outer = true;
                }
            }
            b'|' => {
                if let Some(group) = groups.last_mut() {
                    *group = true;
                }
            }
            b if is_quantifier(b) => {
                if let Some(group) = groups.last_mut() {
                    *group = true;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_quantifiers_and_backreferences_are_found() {
        for bad in ["(a+)+$", "(a|aa)*", "((ab)*c)+", "(x+x+)+y", "(a)\\1"] {
            assert!(regex_pattern_problem(bad).is_some(), "{bad}");
        }
        for good in ["^(Widget|Gizmo) [0-9]+$", "Mozilla", "[(]+a", "^a.*b$", "(ab)+", "\\(a+\\)+"] {
            assert_eq!(regex_pattern_problem(good), None, "{good}");
        }
    }

    #[test]
    fn the_offline_native_list_is_a_subset_of_the_allow_list() {
        for name in MARIADB_10_11_NATIVE {
            assert!(class_of(name).is_some(), "{name}");
        }
        assert!(!MARIADB_10_11_NATIVE.contains(&"REGEXP_LIKE"));
    }
}
