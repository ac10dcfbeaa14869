//! `query_mysql`: read-only SQL on MySQL/MariaDB through a gate that refuses anything it cannot prove to be
//! a single read, an executor that runs it inside a read-only session and transaction with a statement
//! timeout and a row cap, and a projector that withholds protected columns and redacts values.

pub mod executor;
pub mod gate;
pub mod lexer;
pub mod tool;
