//! What the gate knows of one server: its flavour, its built-in functions, and the tables, views and
//! columns of the datasource's database. Loading it is the caller's job (the adapter reads
//! `information_schema` at start and when it is stale); the gate only looks things up.
//!
//! Offline (`Catalog::offline`) nothing is known of the tables: the gate then decides what it can from
//! the text alone and refuses what depends on knowing the columns (renaming the columns of `*`).

use std::collections::{BTreeMap, BTreeSet};

use crate::functions;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flavor {
    MariaDb,
    MySql,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    pub name: String,
    /// `information_schema.COLUMNS.DATA_TYPE`, lower case (`varchar`, `json`, `longtext`, `int`).
    pub data_type: String,
    /// `CHARACTER_MAXIMUM_LENGTH` for character and binary types.
    pub max_chars: Option<u64>,
}

impl Column {
    /// Whether the column holds free text (strings, JSON, blobs), where a secret can hide in a value.
    pub fn is_text(&self) -> bool {
        const TEXT: &[&str] = &[
            "char",
            "varchar",
            "tinytext",
            "text",
            "mediumtext",
            "longtext",
            "json",
            "binary",
            "varbinary",
            "tinyblob",
            "blob",
            "mediumblob",
            "longblob",
        ];
        TEXT.contains(&self.data_type.as_str())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableKind {
    Base,
    /// A view with its definition as the server prints it (`None`: the account may not read it).
    View {
        definition: Option<String>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub name: String,
    pub kind: TableKind,
    pub columns: Vec<Column>,
}

/// `information_schema` tables a diagnostic read may use, and the column that names each row's schema
/// (which the read must pin to the datasource's database). The others expose accounts, grants, other
/// sessions' statements, routine and view bodies, other schemas, or server paths.
pub const INFORMATION_SCHEMA: &[(&str, Option<&str>)] = &[
    ("TABLES", Some("TABLE_SCHEMA")),
    ("COLUMNS", Some("TABLE_SCHEMA")),
    ("STATISTICS", Some("TABLE_SCHEMA")),
    ("KEY_COLUMN_USAGE", Some("TABLE_SCHEMA")),
    ("TABLE_CONSTRAINTS", Some("TABLE_SCHEMA")),
    ("REFERENTIAL_CONSTRAINTS", Some("CONSTRAINT_SCHEMA")),
    ("CHECK_CONSTRAINTS", Some("CONSTRAINT_SCHEMA")),
    ("PARTITIONS", Some("TABLE_SCHEMA")),
    ("TABLE_STATISTICS", Some("TABLE_SCHEMA")),
    ("INDEX_STATISTICS", Some("TABLE_SCHEMA")),
    ("ENGINES", None),
    ("CHARACTER_SETS", None),
    ("COLLATIONS", None),
    ("COLLATION_CHARACTER_SET_APPLICABILITY", None),
    ("KEYWORDS", None),
    ("SQL_FUNCTIONS", None),
    ("INNODB_BUFFER_POOL_STATS", None),
    ("INNODB_METRICS", None),
];

/// Schemas that hold accounts, grants, sessions and server internals: never read.
pub const SYSTEM_SCHEMAS: &[&str] = &["mysql", "sys", "performance_schema"];

#[derive(Debug, Clone)]
pub struct Catalog {
    pub flavor: Flavor,
    /// The server's version string (`10.11.19-MariaDB…`), for messages.
    pub version: String,
    /// The datasource's database; `None` offline.
    pub database: Option<String>,
    /// Its tables and views by name.
    tables: BTreeMap<String, Table>,
    /// Allow-listed `information_schema` tables by upper-case name (their columns).
    information_schema: BTreeMap<String, Table>,
    /// Allow-listed function names native on this server (upper case); `None`: the MariaDB 10.11 list.
    natives: Option<BTreeSet<String>>,
    /// Stored routines visible to the account (upper case), for messages.
    routines: BTreeSet<String>,
    /// Whether the tables are known (a live catalog) or not (offline).
    pub knows_tables: bool,
}

/// A relation name looked up.
pub enum Lookup<'c> {
    Found(&'c Table),
    /// Not in the catalog (a live catalog: no such table or view).
    Missing,
    /// Offline: nothing is known.
    Unknown,
}

impl Catalog {
    /// Nothing known of any table; MariaDB 10.11's built-ins assumed.
    pub fn offline() -> Catalog {
        Catalog {
            flavor: Flavor::MariaDb,
            version: "MariaDB 10.11 (assumed offline)".into(),
            database: None,
            tables: BTreeMap::new(),
            information_schema: BTreeMap::new(),
            natives: None,
            routines: BTreeSet::new(),
            knows_tables: false,
        }
    }

    /// A live catalog (filled with [`Catalog::add_table`] and friends).
    pub fn live(flavor: Flavor, version: &str, database: &str) -> Catalog {
        Catalog {
            flavor,
            version: version.to_owned(),
            database: Some(database.to_owned()),
            knows_tables: true,
            ..Catalog::offline()
        }
    }

    pub fn add_table(&mut self, table: Table) {
        self.tables.insert(table.name.clone(), table);
    }

    /// An `information_schema` table's columns (only allow-listed names are kept).
    pub fn add_information_schema_table(&mut self, table: Table) {
        let upper = table.name.to_ascii_uppercase();
        if INFORMATION_SCHEMA.iter().any(|(name, _)| *name == upper) {
            self.information_schema.insert(upper, table);
        }
    }

    pub fn set_natives(&mut self, natives: impl IntoIterator<Item = String>) {
        self.natives = Some(natives.into_iter().map(|n| n.to_ascii_uppercase()).collect());
    }

    pub fn add_routine(&mut self, name: &str) {
        self.routines.insert(name.to_ascii_uppercase());
    }

    pub fn tables(&self) -> impl Iterator<Item = &Table> {
        self.tables.values()
    }

    /// A table or view of the datasource's database (exact name first, then the only case-insensitive one).
    pub fn table(&self, name: &str) -> Lookup<'_> {
        if !self.knows_tables {
            return Lookup::Unknown;
        }
        if let Some(table) = self.tables.get(name) {
            return Lookup::Found(table);
        }
        let mut matches = self.tables.values().filter(|t| t.name.eq_ignore_ascii_case(name));
        match (matches.next(), matches.next()) {
            (Some(table), None) => Lookup::Found(table),
            _ => Lookup::Missing,
        }
    }

    /// An allow-listed `information_schema` table.
    pub fn information_schema_table(&self, name: &str) -> Lookup<'_> {
        if !self.knows_tables {
            return Lookup::Unknown;
        }
        match self.information_schema.get(&name.to_ascii_uppercase()) {
            Some(table) => Lookup::Found(table),
            None => Lookup::Missing,
        }
    }

    /// Whether an allow-listed name resolves to the server's built-in when called plainly.
    pub fn is_native(&self, name: &str) -> bool {
        let upper = name.to_ascii_uppercase();
        match &self.natives {
            Some(natives) => natives.contains(&upper),
            None => functions::MARIADB_10_11_NATIVE.contains(&upper.as_str()),
        }
    }

    /// Whether the account sees a stored routine of that name.
    pub fn has_routine(&self, name: &str) -> bool {
        self.routines.contains(&name.to_ascii_uppercase())
    }

    /// The server, for messages.
    pub fn server(&self) -> &str {
        &self.version
    }
}
