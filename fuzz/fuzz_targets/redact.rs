//! Fuzzes the redaction engine's decode layer and every other layer behind it: any bytes, as a log line and
//! as a result cell. Invariants: it answers (no panic, no hang: libFuzzer's `-timeout` catches a loop), the
//! output of a valid JSON text is valid JSON again (replacements never cut an escape, also where lines of a
//! text are read in a line context), and its lines redacted one by one in a session answer too.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use toolharness_redact::{Redactor, Session};

fn redactor() -> &'static Redactor {
    static REDACTOR: OnceLock<Redactor> = OnceLock::new();
    REDACTOR.get_or_init(Redactor::new)
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let redactor = redactor();
    let mut session = Session::new();
    let out = redactor.redact(&text, &mut session);
    if serde_json::from_str::<serde_json::Value>(&text).is_ok() {
        assert!(
            serde_json::from_str::<serde_json::Value>(&out).is_ok(),
            "valid JSON in, invalid JSON out:\n{text}\n{out}"
        );
    }
    // Line by line in one session: the formats read through the line context.
    let mut session = Session::new();
    for line in text.split('\n') {
        redactor.redact(line, &mut session);
    }
    let columns = vec!["note".to_owned(), "password".to_owned(), "value".to_owned()];
    let row = vec![
        serde_json::Value::String(text.to_string()),
        serde_json::Value::String(text.to_string()),
        serde_json::Value::String(text.to_string()),
    ];
    let cells = redactor.redact_row(&columns, &row, &mut Session::new());
    assert_eq!(cells.len(), 3);
});
