//! `query_mysql`: read-only SQL on MySQL/MariaDB. The gate (`sqlgate`) proves a statement is one bounded
//! read and says where each result column comes from; the executor runs it inside a read-only session
//! and transaction with the server's own limits, streaming rows under row and byte caps; the projector
//! withholds protected columns and redacts the rest.

pub mod catalog;
pub mod executor;
pub mod policy;
pub mod tool;
