//! Fuzzes the `query_mysql` gate and its provenance resolution on a planted catalog (secret, personal and
//! name/value columns, renaming views, a view over a system table): any input must get an answer (accept
//! or refuse), never a crash, a stack overflow or a hang; an accepted statement is accepted again with the
//! same column treatments (the accepted text is what runs); and a result column the catalog knows to be a
//! secret column, selected under its own name, is never shown.
#![no_main]

use libfuzzer_sys::fuzz_target;
use toolharness_adapters::mysql::policy::RedactionPolicy;
use toolharness_sqlgate::{Catalog, Column, Flavor, Table, TableKind, Treatment, check};

static REDACTOR: std::sync::LazyLock<toolharness_redact::Redactor> =
    std::sync::LazyLock::new(toolharness_redact::Redactor::new);

static CATALOG: std::sync::LazyLock<Catalog> = std::sync::LazyLock::new(|| {
    let column = |name: &str, data_type: &str| Column { name: name.into(), data_type: data_type.into(), max_chars: Some(255) };
    let table = |name: &str, columns: &[(&str, &str)]| Table {
        name: name.into(),
        kind: TableKind::Base,
        columns: columns.iter().map(|(n, t)| column(n, t)).collect(),
    };
    let mut catalog = Catalog::live(Flavor::MariaDb, "10.11", "app");
    catalog.add_table(table("users", &[("id", "int"), ("name", "varchar"), ("email", "varchar"), ("password_hash", "varchar"), ("profile", "json")]));
    catalog.add_table(table("api_keys", &[("id", "int"), ("user_id", "int"), ("token", "varchar")]));
    catalog.add_table(table("settings", &[("name", "varchar"), ("value", "text")]));
    catalog.add_table(Table {
        name: "directory".into(),
        kind: TableKind::View {
            definition: Some("select `app`.`users`.`id` AS `id`,`app`.`users`.`password_hash` AS `note` from `app`.`users`".into()),
        },
        columns: vec![column("id", "int"), column("note", "varchar")],
    });
    catalog.add_table(Table {
        name: "staff".into(),
        kind: TableKind::View { definition: Some("select `mysql`.`user`.`User` AS `u` from `mysql`.`user`".into()) },
        columns: vec![column("u", "varchar")],
    });
    catalog
});

fuzz_target!(|data: &[u8]| {
    let Ok(sql) = std::str::from_utf8(data) else { return };
    let policy = RedactionPolicy(&REDACTOR);
    for catalog in [&*CATALOG, &Catalog::offline()] {
        let Ok(verdict) = check(sql, catalog, &policy) else { continue };
        let again = check(&verdict.sql, catalog, &policy).expect("an accepted statement is accepted again");
        assert_eq!(again, verdict);
        for column in verdict.columns.iter().flatten() {
            if ["password_hash", "token"].iter().any(|s| column.name.eq_ignore_ascii_case(s) && column.role.eq_ignore_ascii_case(s)) {
                assert_ne!(column.treatment, Treatment::Show, "{sql}: a secret column is shown");
            }
        }
    }
});
