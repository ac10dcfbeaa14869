//! The vocabulary of ToolHarness: what a tool call is, how its arguments are parsed strictly, the one
//! error-code enum, the canonical record, and the ports (executor, projector, canonical store) that the
//! other crates implement or drive.
//!
//! # Invariants
//! * Pure: no I/O, no async runtime. The ports are *declared* here (async traits) and run elsewhere.
//! * No protobuf: the root crate converts these types to and from the wire.
//! * Every refusal the model can read is a [`Refusal`] carrying one [`ErrorCode`]; there is no other
//!   error vocabulary for tool-level outcomes.

pub mod budget;
pub mod call;
pub mod envelope;
pub mod error_code;
pub mod record;
pub mod refusal;
pub mod tool;

pub use budget::{BudgetLimits, RunBudget};
pub use call::{RunId, ToolCall};
pub use envelope::{CanonicalInput, Envelope, Evaluation, InputContract, TypedContract, ValidateInput, Verdict};
pub use error_code::ErrorCode;
pub use record::{
    BeginRecord, CanonicalStore, CitationCheck, InvocationRecord, InvocationState, ReadyRecord, RecordKey,
    ReleaseRecord, StoreError, StoredRun,
};
pub use refusal::{Outcome, Refusal, StopReason, Violation, ViolationType};
pub use tool::{
    AgentResult, EvidenceStatus, Executor, Projected, Projector, RawResult, RegisteredTool, ToolFailure, ToolLimits,
    ToolRegistry,
};

/// Lower-case hex SHA-256 of `bytes`: the digest recorded for raw results and agent results.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}

/// Milliseconds since the Unix epoch, the timestamp unit of canonical records.
pub fn now_unix_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0)
}
