//! Fuzzes the `query_mysql` gate: any input must get an answer (accept or refuse), never a crash, a stack
//! overflow or a hang; and whatever it accepts must pass the gate again unchanged (the accepted text is
//! what runs).
#![no_main]

use libfuzzer_sys::fuzz_target;
use toolharness_adapters::mysql::gate;

static REDACTOR: std::sync::LazyLock<toolharness_redact::Redactor> =
    std::sync::LazyLock::new(toolharness_redact::Redactor::new);

fuzz_target!(|data: &[u8]| {
    let Ok(sql) = std::str::from_utf8(data) else { return };
    let is_protected = |name: &str| REDACTOR.is_sensitive_column(name);
    if let Ok(accepted) = gate::check(sql, &is_protected) {
        let again = gate::check(&accepted.sql, &is_protected).expect("an accepted statement is accepted again");
        assert_eq!(again.sql, accepted.sql);
    }
});
