//! The log engine behind `query_logs` and `toolharness log-patterns`: from log files (or raw lines) to
//! the redacted pattern summary a model sees.
//!
//! Two calls make the API: [`scan`] reads sources newest first within a query and limits, and
//! [`summarise`] (or [`summarise_lines`] for raw text) redacts, mines and aggregates entries.
//! The steps, one module each:
//!
//! * [`framing`]: physical lines into entries (plain, JSON lines, CRI; stack traces joined).
//! * [`header`]: what a line says before its message (JSON fields, klog, syslog, access logs, …).
//! * [`level`] and [`time`]: level words and timestamps.
//! * [`source`]: globs, rotated files, reading backwards within budgets.
//! * [`mine`]: the template miner.
//! * [`aggregate`]: redaction, mining and the per-pattern summary.
//! * [`pipeline`]: the parallel, in-order driver of the above.
//!
//! It knows nothing of the tool contract: `adapters::logs` plugs it into the boundary.

pub mod aggregate;
pub mod framing;
pub mod header;
pub mod level;
pub mod mine;
pub mod pipeline;
pub mod source;
pub mod time;

#[cfg(test)]
mod redaction_parity;

pub use aggregate::Entry;
pub use framing::{Framing, LogRecord};
pub use level::Level;
pub use pipeline::{Summarised, summarise, summarise_lines};
pub use source::{LogQuery, LogSources, ScanLimits, ScanOutcome, ScanStats, TextMatch};
pub use time::{format_timestamp, parse_timestamp_prefix};

/// The entries of `sources` that match `query`, newest first, within `limits`; `year` is given to
/// timestamps that carry none.
pub fn scan(sources: &LogSources, query: &LogQuery, limits: ScanLimits, year: i64) -> ScanOutcome {
    sources.scan(query, limits, year)
}
