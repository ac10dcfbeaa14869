//! The `ToolBoundary`: the one gated boundary every tool call runs through (design harness.md §3, Phase B).
//!
//! Five stages, in order:
//! 1. **preflight** — the tool's per-run call budget and the request's bytes fit; **begin** the canonical
//!    record in `PROJECTING`. If the store cannot record it, the call fails closed (`STORE_UNAVAILABLE`).
//! 2. **execute** — the tool's executor runs the backend under the tool's timeout and returns raw JSON.
//! 3. **raw check** — the raw size is within the tool's limit; the raw bytes are reserved from the run.
//! 4. **project** — the tool's projector turns raw into a bounded agent_result and an evidence status.
//! 5. **validate and finish** — the agent_result meets the common schema and its size limit; its bytes are
//!    reserved; the record is marked `READY` (raw, agent_result, sizes, SHA-256) — or `ERROR` with a code.
//!
//! # Invariants
//! * Nothing runs without its audit record: if `begin` fails, the executor is never called.
//! * `PROJECTING` never leaves the boundary: every path after `begin` ends in `mark_ready` or `mark_error`.
//! * No `READY` outcome exists unless `mark_ready` succeeded.
//! * The boundary knows no particular tool: it sees [`RegisteredTool`]'s ports only.
//! * A reservation that does not fit spends nothing; reservations of a refused preflight are rolled back.
//! * A `tool_call_id` runs at most once per run, across sidecars: when `begin` finds a record, the call is
//!   answered from that record (the same call) or refused (another call under the same id).
//! * The stored raw is capped (`max_stored_raw_bytes`); the record keeps the whole size and the SHA-256 of
//!   the whole raw, and says when the cap bit.

use std::sync::Arc;

use tracing::Instrument;
use tracing::field::Empty;

use contract::tool::EVIDENCE_ITEMS;
use contract::{
    AgentResult, BeginRecord, CanonicalInput, CanonicalStore, ErrorCode, EvidenceStatus, InvocationState, Outcome,
    Projected, RawResult, ReadyRecord, RecordKey, Refusal, RegisteredTool, RunBudget, RunId, StoreError, Violation,
};

/// One call that passed Phase A, as the boundary receives it.
pub struct Admitted<'a> {
    pub run_id: &'a RunId,
    pub tool_call_id: &'a str,
    pub tool: &'a RegisteredTool,
    pub input: &'a CanonicalInput,
}

impl Admitted<'_> {
    fn key(&self) -> RecordKey {
        RecordKey { run_id: self.run_id.clone(), tool_call_id: self.tool_call_id.to_owned() }
    }
}

pub struct ToolBoundary {
    store: Arc<dyn CanonicalStore>,
    max_stored_raw_bytes: usize,
}

impl ToolBoundary {
    pub fn new(store: Arc<dyn CanonicalStore>, max_stored_raw_bytes: usize) -> ToolBoundary {
        ToolBoundary { store, max_stored_raw_bytes }
    }

    /// Runs one admitted call through the five stages.
    pub async fn execute(&self, call: &Admitted<'_>, budget: &mut RunBudget) -> Outcome {
        // The tool's own gate: a refusal here spends nothing and records nothing (nothing ran).
        // Each stage is a span (`gate tool`, `stage preflight`, …): the root crate turns them into trace
        // spans and stage latency metrics.
        let admitted = call.tool.executor.admit(call.input).instrument(tracing::debug_span!("gate tool")).await;
        if let Err(refused) = admitted {
            return Outcome::Refused(Refusal::from(refused));
        }
        let key = match self.preflight(call, budget).instrument(tracing::debug_span!("stage preflight")).await {
            Ok(key) => key,
            Err(early) => return early,
        };
        let result = self.run_open(call, budget).await;
        let finishing = tracing::debug_span!("stage finish", toolharness.raw_stored_bytes = Empty);
        self.finish(&key, result).instrument(finishing).await
    }

    /// Stage 1: budgets, then begin the record. The budget is only spent if the record was begun. `Err` is
    /// the call's whole outcome: refused, or answered from the record an earlier attempt left.
    async fn preflight(&self, call: &Admitted<'_>, budget: &mut RunBudget) -> Result<RecordKey, Outcome> {
        let mut reserved = budget.clone();
        reserved.reserve_call(&call.tool.name, call.tool.limits.max_calls_per_run).map_err(Outcome::Refused)?;
        reserved.reserve_bytes("request", call.input.text().len()).map_err(Outcome::Refused)?;
        let key = call.key();
        let begin = BeginRecord {
            key: key.clone(),
            tool_name: call.tool.name.clone(),
            request_json: call.input.text().to_owned(),
            started_at_unix_ms: contract::now_unix_ms(),
        };
        match self.store.begin(&begin).await {
            Ok(()) => {
                *budget = reserved;
                Ok(key)
            }
            Err(StoreError::Unavailable(reason)) => {
                tracing::warn!(run = %call.run_id, call = call.tool_call_id, %reason, "store unavailable; call not executed");
                Err(Outcome::Refused(store_unavailable()))
            }
            Err(StoreError::Conflict(_)) => {
                // The same call begun before and never finished: a begin that landed after its timeout, or
                // an attempt that died with its sidecar. Calls of a run are serialised, so nobody is running it
                // now: it runs again (the tools only read), and its record is finished this time.
                if let Ok(Some(record)) = self.store.get(&key).await
                    && record.state == InvocationState::Projecting
                    && record.tool_name == call.tool.name
                    && record.request_json == call.input.text()
                {
                    *budget = reserved;
                    return Ok(key);
                }
                Err(self.answer_from_record(call, &key).await)
            }
        }
    }

    /// The id already has a record (a retry, possibly through another sidecar or after a restart): the same
    /// call is answered from the record; another call under the same id is refused. Nothing runs.
    async fn answer_from_record(&self, call: &Admitted<'_>, key: &RecordKey) -> Outcome {
        let record = match self.store.get(key).await {
            Ok(Some(record)) => record,
            Ok(None) | Err(_) => return Outcome::Refused(store_unavailable()),
        };
        if record.tool_name != call.tool.name || record.request_json != call.input.text() {
            return Outcome::Refused(Refusal::from_violation(Violation::reused_call_id(call.tool_call_id)));
        }
        match record.state {
            InvocationState::Ready => {
                let text = record.agent_result.unwrap_or_default();
                match serde_json::from_str(&text) {
                    Ok(value) => Outcome::Ready(AgentResult {
                        value,
                        text,
                        evidence: record.evidence.unwrap_or(EvidenceStatus::NoEvidence),
                        truncated: false,
                    }),
                    Err(_) => Outcome::Refused(store_unavailable()),
                }
            }
            InvocationState::Error => Outcome::Failed(Refusal::new(
                record.error_code.unwrap_or(ErrorCode::BackendUnavailable),
                record.error_message.unwrap_or_default(),
            )),
            InvocationState::Projecting => {
                let mut violation = Violation::reused_call_id(call.tool_call_id);
                violation.instruction = format!(
                    "Call {} is still running (or was interrupted); give a new call a new tool_call_id.",
                    call.tool_call_id.chars().take(64).collect::<String>()
                );
                Outcome::Refused(Refusal::from_violation(violation))
            }
        }
    }

    /// Stages 2 to 5a, with the record open. Every `Err` here lands in [`ToolBoundary::finish`].
    async fn run_open(&self, call: &Admitted<'_>, budget: &mut RunBudget) -> Result<(RawResult, AgentResult), Refusal> {
        let raw = self.execute_backend(call).instrument(tracing::debug_span!("stage execute")).await?; // 2. execute
        tracing::debug_span!("stage raw_check").in_scope(|| check_raw(&raw, call.tool, budget))?; // 3. raw check
        let projected = tracing::debug_span!("stage project", toolharness.redactions = Empty).in_scope(|| {
            // 4. project
            call.tool
                .projector
                .project(call.input, &raw, call.tool.limits.max_agent_result_bytes)
                .map_err(Refusal::from)
        })?;
        let agent_result =
            tracing::debug_span!("stage validate").in_scope(|| validate(projected, call.tool, budget))?; // 5a. validate
        Ok((raw, agent_result))
    }

    /// Stage 2: the executor, under the tool's timeout.
    async fn execute_backend(&self, call: &Admitted<'_>) -> Result<RawResult, Refusal> {
        let limits = &call.tool.limits;
        match tokio::time::timeout(limits.timeout, call.tool.executor.execute(call.input)).await {
            Ok(result) => result.map_err(Refusal::from),
            Err(_elapsed) => Err(Refusal::new(
                ErrorCode::BackendTimeout,
                format!("{} did not answer within {} ms", call.tool.name, limits.timeout.as_millis()),
            )),
        }
    }

    /// Stage 5b: `READY` with hashes, or `ERROR` with the code. Closes the record on every path.
    async fn finish(&self, key: &RecordKey, result: Result<(RawResult, AgentResult), Refusal>) -> Outcome {
        let failure = match result {
            Ok((raw, agent_result)) => {
                let raw_bytes = raw.len() as u64;
                let raw_sha256 = contract::sha256_hex(raw.as_str().as_bytes());
                let (raw, raw_truncated) = cap(raw.0, self.max_stored_raw_bytes);
                tracing::Span::current().record("toolharness.raw_stored_bytes", raw.len() as u64);
                let ready = ReadyRecord {
                    raw,
                    raw_bytes,
                    raw_sha256,
                    raw_truncated,
                    agent_result_sha256: contract::sha256_hex(agent_result.text.as_bytes()),
                    agent_result: agent_result.text.clone(),
                    evidence: agent_result.evidence,
                    finished_at_unix_ms: contract::now_unix_ms(),
                };
                match self.store.mark_ready(key, &ready).await {
                    Ok(()) => return Outcome::Ready(agent_result),
                    Err(error) => {
                        tracing::warn!(run = %key.run_id, call = key.tool_call_id, %error, "could not mark the record READY");
                        store_unavailable()
                    }
                }
            }
            Err(refusal) => refusal,
        };
        if let Err(error) = self.store.mark_error(key, failure.code, &failure.message, contract::now_unix_ms()).await {
            // The record stays PROJECTING in the store; the observation still says FAILED, never READY.
            tracing::warn!(run = %key.run_id, call = key.tool_call_id, %error, "could not mark the record ERROR");
        }
        Outcome::Failed(failure)
    }
}

/// Stage 3: the tool's raw limit, then the run's byte budget.
fn check_raw(raw: &RawResult, tool: &RegisteredTool, budget: &mut RunBudget) -> Result<(), Refusal> {
    if raw.len() > tool.limits.max_raw_bytes {
        return Err(Refusal::new(
            ErrorCode::RawTooLarge,
            format!(
                "{} returned {} bytes, more than its limit of {}; narrow the request",
                tool.name,
                raw.len(),
                tool.limits.max_raw_bytes
            ),
        ));
    }
    budget.reserve_bytes("raw result", raw.len())
}

/// Stage 5a: the common agent_result schema (an object with an `items` array), the tool's size limit,
/// then the run's byte budget.
fn validate(projected: Projected, tool: &RegisteredTool, budget: &mut RunBudget) -> Result<AgentResult, Refusal> {
    let has_items = projected.agent_result.get(EVIDENCE_ITEMS).is_some_and(serde_json::Value::is_array);
    if !projected.agent_result.is_object() || !has_items {
        return Err(Refusal::new(
            ErrorCode::ObservationContractMismatch,
            format!("{}'s projector produced a result without an \"{EVIDENCE_ITEMS}\" array", tool.name),
        ));
    }
    let text = projected.agent_result.to_string();
    if text.len() > tool.limits.max_agent_result_bytes {
        return Err(Refusal::new(
            ErrorCode::ObservationContractMismatch,
            format!(
                "{}'s projector produced {} bytes, more than its limit of {}",
                tool.name,
                text.len(),
                tool.limits.max_agent_result_bytes
            ),
        ));
    }
    budget.reserve_bytes("agent result", text.len())?;
    Ok(AgentResult {
        value: projected.agent_result,
        text,
        evidence: projected.evidence,
        truncated: projected.truncated,
    })
}

/// The first `max` bytes of `text` (at a character boundary), and whether anything was cut.
fn cap(mut text: String, max: usize) -> (String, bool) {
    if text.len() <= max {
        return (text, false);
    }
    let mut cut = max;
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    text.truncate(cut);
    (text, true)
}

fn store_unavailable() -> Refusal {
    Refusal::new(
        ErrorCode::StoreUnavailable,
        "the audit store cannot record calls right now; nothing was executed, try again shortly",
    )
}
