//! `query_logs`: log entries from files or the bundled sample incident, redacted and aggregated into
//! patterns for the model.
//!
//! * [`record`] parses one line (plain text, JSON lines, CRI) into time, level and message.
//! * [`source`] finds and scans the files, newest first and bounded.
//! * [`patterns`] is the Drain-class template miner.
//! * [`aggregate`] turns redacted entries into the pattern summary the model sees (also behind
//!   `toolharness log-patterns`).
//! * [`pipeline`] spreads parsing and the redaction search over the cores, in order.
//! * [`tool`] is the tool: contract, executor, projector.

pub mod aggregate;
pub mod patterns;
pub mod pipeline;
pub mod record;
pub mod source;
pub mod tool;
