//! Reading the gate's [`Catalog`] from a server, and what the account may do beyond reading.
//!
//! The catalog is read from `information_schema` on the datasource's own account: the tables, views (with
//! their definitions) and columns of its database, the columns of the readable `information_schema`
//! tables, the routines it can see, and — once per datasource — which allow-listed function names are
//! native on this server. A name is native when calling it without arguments and without a default
//! database does not end in "No database selected" (1046): that error means the server went looking for
//! a stored function.

use mysql_async::prelude::Queryable;
use mysql_async::{Conn, Opts, OptsBuilder};
use sqlgate::catalog::INFORMATION_SCHEMA;
use sqlgate::{Catalog, Column, Flavor, Table, TableKind};

/// What the datasource's account can do besides reading its database.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct PrivilegeReport {
    /// Each finding, as a sentence.
    pub findings: Vec<String>,
    pub database: String,
}

impl PrivilegeReport {
    pub fn is_least_privilege(&self) -> bool {
        self.findings.is_empty()
    }

    /// The grant to use instead.
    pub fn suggestion(&self) -> String {
        format!(
            "grant only: GRANT SELECT, SHOW VIEW ON `{}`.* TO <the datasource's account> (or SELECT on the tables \
             the agent needs), and nothing on other schemas",
            self.database
        )
    }
}

/// Reads the catalog of the connection's current database; the natives are probed when `natives` is
/// `None` and returned for reuse.
pub async fn load(
    conn: &mut Conn,
    opts: &Opts,
    natives: Option<&[String]>,
) -> Result<(Catalog, Vec<String>), mysql_async::Error> {
    let (version, database): (String, Option<String>) =
        conn.query_first("SELECT VERSION(), DATABASE()").await?.unwrap_or_default();
    let flavor = if version.contains("MariaDB") { Flavor::MariaDb } else { Flavor::MySql };
    let database = database.unwrap_or_default();
    let mut catalog = Catalog::live(flavor, &version, &database);
    let kinds: Vec<(String, String)> = conn
        .exec("SELECT TABLE_NAME, TABLE_TYPE FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?", (&database,))
        .await?;
    let views: Vec<(String, Option<String>)> = conn
        .exec("SELECT TABLE_NAME, VIEW_DEFINITION FROM information_schema.VIEWS WHERE TABLE_SCHEMA = ?", (&database,))
        .await?;
    let columns = columns_of(conn, "TABLE_SCHEMA = ?", vec![database.clone().into()]).await?;
    for (name, kind) in kinds {
        let kind = if kind == "VIEW" {
            let definition = views.iter().find(|(view, _)| *view == name).and_then(|(_, d)| d.clone());
            TableKind::View { definition: definition.filter(|d| !d.trim().is_empty()) }
        } else {
            TableKind::Base
        };
        let columns = columns.iter().filter(|(table, _)| *table == name).map(|(_, c)| c.clone()).collect();
        catalog.add_table(Table { name, kind, columns });
    }
    let names: Vec<&str> = INFORMATION_SCHEMA.iter().map(|(n, _)| *n).collect();
    let placeholders = vec!["?"; names.len()].join(", ");
    let mut params: Vec<mysql_async::Value> = vec!["information_schema".into()];
    params.extend(names.iter().map(|n| (*n).into()));
    let schema_columns =
        columns_of(conn, &format!("TABLE_SCHEMA = ? AND TABLE_NAME IN ({placeholders})"), params).await?;
    for name in names {
        let columns: Vec<Column> = schema_columns
            .iter()
            .filter(|(table, _)| table.eq_ignore_ascii_case(name))
            .map(|(_, c)| c.clone())
            .collect();
        if !columns.is_empty() {
            catalog.add_information_schema_table(Table { name: name.to_owned(), kind: TableKind::Base, columns });
        }
    }
    let routines: Vec<String> = conn.query("SELECT DISTINCT ROUTINE_NAME FROM information_schema.ROUTINES").await?;
    for routine in &routines {
        catalog.add_routine(routine);
    }
    let natives = match natives {
        Some(natives) => natives.to_vec(),
        None => probe_natives(opts).await?,
    };
    catalog.set_natives(natives.iter().cloned());
    Ok((catalog, natives))
}

async fn columns_of(
    conn: &mut Conn,
    filter: &str,
    params: Vec<mysql_async::Value>,
) -> Result<Vec<(String, Column)>, mysql_async::Error> {
    let rows: Vec<(String, String, String, Option<u64>)> = conn
        .exec(
            format!(
                "SELECT TABLE_NAME, COLUMN_NAME, LOWER(DATA_TYPE), CHARACTER_MAXIMUM_LENGTH FROM \
                 information_schema.COLUMNS WHERE {filter} ORDER BY TABLE_NAME, ORDINAL_POSITION"
            ),
            params,
        )
        .await?;
    Ok(rows
        .into_iter()
        .map(|(table, name, data_type, max_chars)| (table, Column { name, data_type, max_chars }))
        .collect())
}

/// Which allow-listed names are native on this server (a connection without a default database).
async fn probe_natives(opts: &Opts) -> Result<Vec<String>, mysql_async::Error> {
    let opts = OptsBuilder::from_opts(opts.clone()).db_name(None::<String>).pool_opts(None);
    let mut conn = Conn::new(opts).await?;
    conn.query_drop("SET SESSION max_statement_time = 2").await.ok();
    let mut natives = Vec::new();
    for (name, _) in sqlgate::functions::ALLOWED {
        match conn.query_drop(format!("SELECT {name}()")).await {
            Err(mysql_async::Error::Server(error)) if matches!(error.code, 1046 | 1305 | 1630) => {}
            Err(mysql_async::Error::Server(_)) | Ok(()) => natives.push((*name).to_owned()),
            Err(other) => return Err(other),
        }
    }
    let _ = conn.disconnect().await;
    Ok(natives)
}

/// What the account can do beyond `SELECT` on its database: write, read system schemas, run definer
/// routines, read files or other sessions — and the definer views it can read.
pub async fn privilege_report(conn: &mut Conn) -> Result<PrivilegeReport, mysql_async::Error> {
    let (account, database): (String, Option<String>) =
        conn.query_first("SELECT CURRENT_USER(), DATABASE()").await?.unwrap_or_default();
    let database = database.unwrap_or_default();
    let grants: Vec<String> = conn.query("SHOW GRANTS").await?;
    let mut findings = Vec::new();
    const WRITES: &[&str] = &[
        "INSERT",
        "UPDATE",
        "DELETE",
        "CREATE",
        "DROP",
        "ALTER",
        "INDEX",
        "EVENT",
        "TRIGGER",
        "LOCK TABLES",
        "REFERENCES",
        "GRANT OPTION",
    ];
    const GLOBAL: &[(&str, &str)] = &[
        ("SUPER", "SUPER (server administration)"),
        ("FILE", "FILE (reads and writes files on the server)"),
        ("PROCESS", "PROCESS (sees other sessions' statements)"),
        ("SHUTDOWN", "SHUTDOWN"),
        ("RELOAD", "RELOAD"),
        ("SHOW DATABASES", "SHOW DATABASES"),
        ("BINLOG", "binary log access"),
        ("REPLICATION", "replication privileges"),
        ("CREATE USER", "CREATE USER"),
    ];
    for grant in &grants {
        let upper = grant.to_ascii_uppercase();
        let Some(rest) = upper.strip_prefix("GRANT ") else { continue };
        let (privileges, _) = rest.split_once(" ON ").unwrap_or((rest, ""));
        // The target as the server wrote it (its case), up to ` TO `.
        let on = upper.find(" ON ").map_or("", |at| &grant[at + 4..]);
        let on_upper = on.to_ascii_uppercase();
        let target = on[..on_upper.find(" TO ").unwrap_or(on.len())].trim().replace('`', "");
        let target_upper = target.to_ascii_uppercase();
        let all = privileges.contains("ALL PRIVILEGES");
        let writes: Vec<&str> = WRITES.iter().copied().filter(|w| all || privileges.contains(w)).collect();
        if !writes.is_empty() {
            findings.push(format!("it can write ({}) on {target}", writes.join(", ")));
        }
        if all || privileges.contains("EXECUTE") {
            findings.push(format!("it can EXECUTE stored routines on {target}, which run with their definer's rights"));
        }
        let system =
            ["MYSQL.", "SYS.", "PERFORMANCE_SCHEMA."].iter().any(|s| target_upper.starts_with(s)) || target == "*.*";
        if system && (all || privileges.contains("SELECT")) {
            findings.push(format!("it can read system schemas (SELECT on {target})"));
        }
        if target == "*.*" {
            for (privilege, what) in GLOBAL {
                if all || privileges.contains(privilege) {
                    findings.push(format!("it holds the global privilege {what}"));
                }
            }
        }
    }
    let definer_views: Vec<(String, String)> = conn
        .exec(
            "SELECT TABLE_NAME, DEFINER FROM information_schema.VIEWS WHERE TABLE_SCHEMA = ? AND SECURITY_TYPE = \
             'DEFINER' AND DEFINER <> ?",
            (&database, &account),
        )
        .await?;
    if !definer_views.is_empty() {
        let names: Vec<String> = definer_views.iter().map(|(name, _)| name.clone()).collect();
        findings.push(format!(
            "it can read {} view(s) that run with another account's rights (SQL SECURITY DEFINER): {}",
            names.len(),
            names.join(", ")
        ));
    }
    findings.dedup();
    Ok(PrivilegeReport { findings, database })
}
