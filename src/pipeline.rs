//! One tool call, phase by phase (design harness.md §3), and the release point (§5).
//!
//! ```text
//! Phase A  gates      supports → strict parse → protocol and duplicates     (refused: nothing runs)
//! Phase B  boundary   preflight → execute → raw check → project → validate and finish
//! Phase C  after      dual-source check → progress bookkeeping → observation shaping
//! ```
//!
//! Refusals are not errors: every gate that says no produces an observation the model can read. Only
//! [`Fault`]s (a malformed request, a run that cannot take calls, the store unreadable for audit) escape
//! as `Err`, and become gRPC status codes in one place.

use std::sync::Arc;

use boundary::{Admitted, ToolBoundary};
use contract::tool::evidence_in;
use contract::{
    CanonicalStore, CitationCheck, EvidenceStatus, InvocationRecord, InvocationState, Outcome, RecordKey, Refusal,
    ReleaseRecord, RunId, StoreError, ToolCall, ToolRegistry, Violation,
};
use observation::{BudgetLeft, Observation, RunView};

use crate::fault::Fault;
use crate::runs::{Closed, Entrant, Replay, RunState, Runs, SessionRun};

/// The most citations one release may carry.
pub const MAX_CITATIONS: usize = 200;
/// The longest draft accepted, in bytes.
pub const MAX_DRAFT_BYTES: usize = 256 * 1024;

pub struct Pipeline {
    registry: Arc<ToolRegistry>,
    boundary: ToolBoundary,
    store: Arc<dyn CanonicalStore>,
    runs: Arc<Runs>,
    max_observation_bytes: usize,
}

/// A citation of a release: a call of the run and, optionally, a quote of its result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Citation {
    pub tool_call_id: String,
    pub quote: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CitationResult {
    pub tool_call_id: String,
    pub quote: String,
    pub verified: bool,
    /// Why not, when not verified.
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReleaseOutcome {
    pub published: bool,
    pub results: Vec<CitationResult>,
}

impl Pipeline {
    pub fn new(
        registry: Arc<ToolRegistry>,
        store: Arc<dyn CanonicalStore>,
        runs: Arc<Runs>,
        max_observation_bytes: usize,
        max_stored_raw_bytes: usize,
    ) -> Pipeline {
        let boundary = ToolBoundary::new(store.clone(), max_stored_raw_bytes);
        Pipeline { registry, boundary, store, runs, max_observation_bytes }
    }

    pub fn registry(&self) -> &ToolRegistry {
        &self.registry
    }

    pub fn runs(&self) -> &Arc<Runs> {
        &self.runs
    }

    /// A unary call: the run is opened by the first call naming it that passes the first two gates.
    pub async fn call(&self, run_id: &RunId, call: ToolCall) -> Result<Observation, Fault> {
        self.call_as(run_id, Entrant::Unary, call).await
    }

    /// A call on a Session stream's run.
    pub async fn call_in_session(&self, session: &SessionRun, call: ToolCall) -> Result<Observation, Fault> {
        self.call_as(&session.run_id, Entrant::Session(&session.token), call).await
    }

    async fn call_as(&self, run_id: &RunId, entrant: Entrant<'_>, call: ToolCall) -> Result<Observation, Fault> {
        // Phase A, gates 1 and 2, before the run is touched: a refusal here changes nothing, so it opens no
        // run and takes no lock (nobody can be locked out by calls that cannot run).
        let tool = match tracing::debug_span!("gate supports").in_scope(|| self.registry.supports(&call.tool_name)) {
            Ok(tool) => tool,
            Err(refusal) => return Ok(self.refused_early(run_id, &call, refusal).await),
        };
        let envelope =
            match tracing::debug_span!("gate contract").in_scope(|| tool.contract.parse(&call.arguments_json)) {
                Ok(envelope) => envelope,
                Err(refusal) => return Ok(self.refused_early(run_id, &call, refusal).await),
            };
        let mut guard = match self.runs.enter(run_id, entrant).await {
            Ok(guard) => guard,
            // The store holds the run: when it cannot be reached, nothing runs (fail closed), and the model
            // is told so in an observation it can retry from.
            Err(Fault::StoreUnavailable(message)) => {
                let refusal = Refusal::new(contract::ErrorCode::StoreUnavailable, message);
                return Ok(self.refused_early(run_id, &call, refusal).await);
            }
            Err(fault) => return Err(fault),
        };
        match guard.state.replay(&call) {
            Some(Replay::Same(observation)) => {
                guard.abandon().await;
                return Ok(observation);
            }
            Some(Replay::Reused) => {
                let refusal = Refusal::from_violation(Violation::reused_call_id(&call.tool_call_id));
                let observation = self.shape(&call, &Outcome::Refused(refusal), &guard.state);
                guard.abandon().await;
                return Ok(observation);
            }
            None => {}
        }
        let outcome = self.decide(run_id, &mut guard.state, &call, &tool, &envelope).await;
        let observation = self.shape(&call, &outcome, &guard.state);
        // A call refused because the store was down may be retried under the same id once it is back.
        let transient = outcome.refusal().is_some_and(|r| r.code == contract::ErrorCode::StoreUnavailable);
        if !transient {
            guard.state.remember(&call, &observation);
        }
        // The call has happened (its record is in the store): its answer is given even if the run's state
        // could not be written, and a retry of the id is answered from the record.
        if let Err(fault) = guard.commit().await {
            tracing::warn!(run = %run_id, call = %call.tool_call_id, %fault, "the run's state was not saved after a call");
        }
        Ok(observation)
    }

    /// A message of a Session that is not a usable call (no ids, ids too long, empty): a `REFUSED`
    /// observation, so the stream and its run go on.
    pub async fn malformed(&self, run_id: &RunId, tool_call_id: &str, tool_name: &str, why: &str) -> Observation {
        let clip = |text: &str| text.chars().take(contract::RunId::MAX_LEN).collect::<String>();
        let call =
            ToolCall { tool_call_id: clip(tool_call_id), tool_name: clip(tool_name), arguments_json: String::new() };
        let refusal = Refusal::new(contract::ErrorCode::InvalidEnvelope, format!("{why}; the stream goes on"));
        self.refused_early(run_id, &call, refusal).await
    }

    /// A call refused at the first two gates: shaped with the run's state as it is (or a new run's).
    async fn refused_early(&self, run_id: &RunId, call: &ToolCall, refusal: Refusal) -> Observation {
        let state = match self.runs.peek(run_id).await {
            Some(state) => state,
            None => RunState::fresh(self.runs.defaults()),
        };
        self.shape(call, &Outcome::Refused(refusal), &state)
    }

    /// Phases A (gate 3), B and C1–C2 for one call; the outcome to shape.
    async fn decide(
        &self,
        run_id: &RunId,
        run: &mut RunState,
        call: &ToolCall,
        tool: &contract::RegisteredTool,
        envelope: &contract::Envelope,
    ) -> Outcome {
        // Phase A, gate 3 (protocol and duplicates), then Phase B and the dual-source check (C1).
        let admitted = tracing::debug_span!("gate protocol").in_scope(|| run.progress.admit(&tool.name, envelope));
        let outcome = match admitted {
            Ok(()) => {
                let admitted = Admitted { run_id, tool_call_id: &call.tool_call_id, tool, input: &envelope.input };
                let outcome = self.boundary.execute(&admitted, run.progress.budget_mut()).await;
                observation::check_dual_source(outcome)
            }
            Err(refusal) => Outcome::Refused(refusal),
        };
        // C2: progress bookkeeping.
        run.progress.record(&call.tool_call_id, &tool.name, envelope, &outcome);
        outcome
    }

    /// C3: the bounded observation.
    fn shape(&self, call: &ToolCall, outcome: &Outcome, run: &RunState) -> Observation {
        let view = RunView {
            budget: BudgetLeft::from(run.progress.budget()),
            stop: run.progress.stop(),
            pending: run.progress.pending(),
        };
        observation::shape(&call.tool_call_id, &call.tool_name, outcome, view, self.max_observation_bytes)
    }

    /// The release point: every citation is verified against the run's canonical records. Published only
    /// when there is at least one citation, all verify, and the release is recorded in the store; a
    /// published run takes no more calls.
    pub async fn release(&self, run_id: &RunId, draft: &str, citations: &[Citation]) -> Result<ReleaseOutcome, Fault> {
        if draft.trim().is_empty() {
            return Err(Fault::InvalidArgument("draft is empty; send the final answer text".into()));
        }
        if draft.len() > MAX_DRAFT_BYTES {
            return Err(Fault::InvalidArgument(format!("draft is {} bytes; at most {MAX_DRAFT_BYTES}", draft.len())));
        }
        if citations.len() > MAX_CITATIONS {
            return Err(Fault::InvalidArgument(format!(
                "{} citations; at most {MAX_CITATIONS} per release",
                citations.len()
            )));
        }
        let already = || Fault::RunUnavailable(format!("run {run_id} was already released"));
        // Holding the run (lock and lease) keeps its calls out while the citations are checked.
        let guard = match self.runs.enter(run_id, Entrant::Closing).await {
            Ok(guard) => guard,
            Err(Fault::RunUnavailable(message)) if message.contains("released") => return Err(already()),
            Err(fault) => return Err(fault),
        };
        let mut checks = Vec::with_capacity(citations.len());
        for citation in citations {
            let key = RecordKey { run_id: run_id.clone(), tool_call_id: citation.tool_call_id.clone() };
            let record = match self.store.get(&key).await {
                Ok(record) => record,
                Err(error) => {
                    guard.abandon().await;
                    return Err(store_fault(error));
                }
            };
            let answered = guard.state.answered(&citation.tool_call_id);
            let verdict = verify(record.as_ref(), answered, &citation.quote);
            checks.push(CitationCheck {
                tool_call_id: citation.tool_call_id.clone(),
                quote: citation.quote.clone(),
                verified: verdict.is_ok(),
                reason: verdict.err().unwrap_or_default(),
            });
        }
        let published = !checks.is_empty() && checks.iter().all(|c| c.verified);
        if published {
            let record = ReleaseRecord {
                run_id: run_id.clone(),
                draft: draft.to_owned(),
                draft_sha256: contract::sha256_hex(draft.as_bytes()),
                citations: checks.clone(),
                released_at_unix_ms: contract::now_unix_ms(),
            };
            match self.store.record_release(&record).await {
                Ok(()) => {}
                Err(StoreError::Conflict(_)) => {
                    guard.abandon().await;
                    return Err(already());
                }
                Err(error) => {
                    guard.abandon().await;
                    return Err(store_fault(error));
                }
            }
            let mut guard = guard;
            guard.state.closed = Some(Closed::Released);
            guard.commit().await?;
        } else {
            guard.abandon().await;
        }
        let results = checks
            .into_iter()
            .map(|c| CitationResult {
                tool_call_id: c.tool_call_id,
                quote: c.quote,
                verified: c.verified,
                reason: c.reason,
            })
            .collect();
        Ok(ReleaseOutcome { published, results })
    }

    /// The run's published release, if any.
    pub async fn release_record(&self, run_id: &RunId) -> Result<Option<ReleaseRecord>, Fault> {
        self.store.get_release(run_id).await.map_err(store_fault)
    }

    pub async fn invocation(&self, run_id: &RunId, tool_call_id: &str) -> Result<InvocationRecord, Fault> {
        let key = RecordKey { run_id: run_id.clone(), tool_call_id: tool_call_id.to_owned() };
        self.store
            .get(&key)
            .await
            .map_err(store_fault)?
            .ok_or_else(|| Fault::NotFound(format!("run {run_id} has no record of call {tool_call_id}")))
    }

    pub async fn invocations(&self, run_id: &RunId) -> Result<Vec<InvocationRecord>, Fault> {
        self.store.list(run_id).await.map_err(store_fault)
    }
}

fn store_fault(error: StoreError) -> Fault {
    tracing::warn!(%error, "canonical store read failed");
    Fault::StoreUnavailable("the canonical store cannot be read right now; retry shortly".into())
}

/// One citation against its record: exists, `READY`, evidence `FOUND` by its own content, and the quote
/// (if any) occurs in one of the agent_result's texts, whitespace-normalised. `answered` is how the live
/// run answered the id, which names the reason when a refused call is cited.
fn verify(record: Option<&InvocationRecord>, answered: Option<&Observation>, quote: &str) -> Result<(), String> {
    let Some(record) = record else {
        return Err(match answered.and_then(|o| o.error_code) {
            Some(code) => format!("the call was refused ({code}); nothing ran, so it is no evidence"),
            None => "no executed call with this id in this run (never made, refused, or another run's)".to_owned(),
        });
    };
    if record.state != InvocationState::Ready {
        return Err(format!("the call did not complete (state {})", record.state.as_str()));
    }
    let agent_result: serde_json::Value = record
        .agent_result
        .as_deref()
        .and_then(|text| serde_json::from_str(text).ok())
        .ok_or("the call's result is not readable in the store")?;
    if record.evidence != Some(EvidenceStatus::Found) || evidence_in(&agent_result) != EvidenceStatus::Found {
        return Err("the call found no evidence".into());
    }
    let quote = normalise_whitespace(quote);
    if quote.is_empty() {
        return Ok(());
    }
    if !substantive(&quote) {
        return Err(format!(
            "the quote {quote:?} is too short to show anything; quote at least {MIN_QUOTE_WORDS} words or \
             {MIN_QUOTE_CHARS} characters of the result (or no quote, to cite the call as a whole)"
        ));
    }
    let mut texts = Vec::new();
    collect_strings(&agent_result, &mut texts);
    if texts.iter().any(|text| normalise_whitespace(text).contains(&quote)) {
        Ok(())
    } else {
        Err("the quote does not occur in the call's result".into())
    }
}

/// A quote must carry content: at least this many words, or this many letters and digits.
const MIN_QUOTE_WORDS: usize = 3;
const MIN_QUOTE_CHARS: usize = 16;

/// Whether a quote says something (markup and punctuation do not count).
fn substantive(quote: &str) -> bool {
    let words = quote.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).count();
    let content = quote.chars().filter(|c| c.is_alphanumeric()).count();
    words >= MIN_QUOTE_WORDS || content >= MIN_QUOTE_CHARS
}

fn normalise_whitespace(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn collect_strings<'a>(value: &'a serde_json::Value, out: &mut Vec<&'a str>) {
    match value {
        serde_json::Value::String(text) => out.push(text),
        serde_json::Value::Array(items) => items.iter().for_each(|item| collect_strings(item, out)),
        serde_json::Value::Object(map) => map.values().for_each(|item| collect_strings(item, out)),
        _ => {}
    }
}
