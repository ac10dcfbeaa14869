//! `query_logs`: the plug between the log engine (the `logs` crate: scanning, parsing, redaction and
//! mining into patterns) and the boundary. [`tool`] is the input contract, the executor (a scan) and the
//! projector (the summary within the byte budget).

pub mod tool;
