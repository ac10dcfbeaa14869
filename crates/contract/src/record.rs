//! The canonical record of one executed call, and the store port that keeps it.
//!
//! A record is begun in `PROJECTING` before the executor runs and finished exactly once, in `READY` or
//! `ERROR`; it never goes back and is never overwritten. Refused calls have no record. The store is the
//! truth `Release` verifies against.

use std::time::Duration;

use crate::{ErrorCode, EvidenceStatus, RunId};

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordKey {
    pub run_id: RunId,
    pub tool_call_id: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InvocationState {
    Projecting,
    Ready,
    Error,
}

impl InvocationState {
    pub fn as_str(self) -> &'static str {
        match self {
            InvocationState::Projecting => "PROJECTING",
            InvocationState::Ready => "READY",
            InvocationState::Error => "ERROR",
        }
    }
}

/// What `begin` writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BeginRecord {
    pub key: RecordKey,
    pub tool_name: String,
    /// The canonical JSON of the input.
    pub request_json: String,
    pub started_at_unix_ms: u64,
}

/// What `mark_ready` adds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadyRecord {
    /// The raw result as stored: all of it, or its first bytes when the stored-raw cap bit.
    pub raw: String,
    /// The size of the whole raw result.
    pub raw_bytes: u64,
    /// The SHA-256 of the whole raw result (also when only a prefix is stored).
    pub raw_sha256: String,
    /// The stored-raw cap bit: `raw` holds only a prefix.
    pub raw_truncated: bool,
    pub agent_result: String,
    pub agent_result_sha256: String,
    pub evidence: EvidenceStatus,
    pub finished_at_unix_ms: u64,
}

/// A canonical record as read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvocationRecord {
    pub key: RecordKey,
    pub tool_name: String,
    pub request_json: String,
    pub state: InvocationState,
    pub evidence: Option<EvidenceStatus>,
    pub error_code: Option<ErrorCode>,
    pub error_message: Option<String>,
    pub started_at_unix_ms: u64,
    pub finished_at_unix_ms: Option<u64>,
    pub raw: Option<String>,
    pub raw_bytes: u64,
    pub raw_sha256: Option<String>,
    pub raw_truncated: bool,
    pub agent_result: Option<String>,
    pub agent_result_bytes: u64,
    pub agent_result_sha256: Option<String>,
}

/// One citation of a release, as verified.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CitationCheck {
    pub tool_call_id: String,
    pub quote: String,
    pub verified: bool,
    /// Why not, when not verified.
    pub reason: String,
}

/// A published release: the run's final answer and the citations it was verified on. One per run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReleaseRecord {
    pub run_id: RunId,
    pub draft: String,
    pub draft_sha256: String,
    pub citations: Vec<CitationCheck>,
    pub released_at_unix_ms: u64,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// The store cannot be reached or did not answer in time. The message is safe to log (no credentials).
    #[error("canonical store unavailable: {0}")]
    Unavailable(String),
    /// The write breaks the record's life cycle (a second begin, a finish of a finished record).
    #[error("canonical record conflict: {0}")]
    Conflict(String),
}

/// The canonical store port.
#[async_trait::async_trait]
pub trait CanonicalStore: Send + Sync {
    /// Creates the record in `PROJECTING`; `Conflict` if one exists for the key.
    async fn begin(&self, record: &BeginRecord) -> Result<(), StoreError>;
    /// `PROJECTING` → `READY`; `Conflict` from any other state.
    async fn mark_ready(&self, key: &RecordKey, ready: &ReadyRecord) -> Result<(), StoreError>;
    /// `PROJECTING` → `ERROR`; `Conflict` from any other state.
    async fn mark_error(
        &self,
        key: &RecordKey,
        code: ErrorCode,
        message: &str,
        finished_at_unix_ms: u64,
    ) -> Result<(), StoreError>;
    async fn get(&self, key: &RecordKey) -> Result<Option<InvocationRecord>, StoreError>;
    /// The run's records in the order they were begun.
    async fn list(&self, run_id: &RunId) -> Result<Vec<InvocationRecord>, StoreError>;
    /// Records the run's publication; `Conflict` if the run was already released (by any sidecar).
    async fn record_release(&self, release: &ReleaseRecord) -> Result<(), StoreError>;
    async fn get_release(&self, run_id: &RunId) -> Result<Option<ReleaseRecord>, StoreError>;
    /// A one-line description for the start-up log (no credentials).
    fn describe(&self) -> String;

    /// The run's state (opaque to the store) and its version, if the store has it.
    async fn load_run(&self, run_id: &RunId) -> Result<Option<StoredRun>, StoreError>;
    /// Writes the run's state if its version is still `expected` (0: the store has none), and keeps it for
    /// `ttl` after this write; the new version. `Conflict` when another writer got there first.
    async fn save_run(&self, run_id: &RunId, state: &str, expected: u64, ttl: Duration) -> Result<u64, StoreError>;
    /// Takes (or renews) the run's lease for `holder` until `ttl` from now: `false` while another holder has
    /// it. One holder at a time changes a run, whichever sidecar it is.
    async fn lease_run(&self, run_id: &RunId, holder: &str, ttl: Duration) -> Result<bool, StoreError>;
    /// Gives the lease back, if `holder` still has it.
    async fn end_lease(&self, run_id: &RunId, holder: &str) -> Result<(), StoreError>;
    /// [`lease_run`](Self::lease_run) and, when taken, [`load_run`](Self::load_run): `None` while another
    /// holder has the lease. A store that can do both in one round trip does.
    async fn lease_and_load(
        &self,
        run_id: &RunId,
        holder: &str,
        ttl: Duration,
    ) -> Result<Option<Option<StoredRun>>, StoreError> {
        if !self.lease_run(run_id, holder, ttl).await? {
            return Ok(None);
        }
        match self.load_run(run_id).await {
            Ok(stored) => Ok(Some(stored)),
            Err(error) => {
                let _ = self.end_lease(run_id, holder).await;
                Err(error)
            }
        }
    }
    /// [`save_run`](Self::save_run), then [`end_lease`](Self::end_lease) whatever the save's outcome. A
    /// store that can do both in one round trip does.
    async fn save_and_end_lease(
        &self,
        run_id: &RunId,
        state: &str,
        expected: u64,
        ttl: Duration,
        holder: &str,
    ) -> Result<u64, StoreError> {
        let saved = self.save_run(run_id, state, expected, ttl).await;
        let _ = self.end_lease(run_id, holder).await;
        saved
    }
}

/// A run's state as the store keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRun {
    /// JSON, as the runs module wrote it.
    pub state: String,
    /// Bumped by every write.
    pub version: u64,
}
