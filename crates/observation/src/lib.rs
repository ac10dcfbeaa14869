//! Phase C of a call (design harness.md §3): the dual-source evidence check and the shaping of the bounded
//! observation the model reads. (Progress bookkeeping, the middle step, is the `progress` crate's.)
//!
//! # Invariants
//! * `model_content` is always valid JSON of at most the configured number of bytes.
//! * `model_content` carries the agent_result (already redacted and bounded by its projector) or a refusal
//!   written for the model — never a raw result.
//! * A `READY` observation's evidence status agrees with its own content ([`contract::tool::evidence_in`]).

use contract::tool::{EVIDENCE_ITEMS, evidence_in};
use contract::{ErrorCode, EvidenceStatus, Outcome, Refusal, RunBudget, StopReason, Violation};
use serde_json::{Map, Value, json};

/// Phase C, step 1: recompute the evidence status from the agent_result itself; a projector that declared
/// otherwise has its result refused (`OBSERVATION_CONTRACT_MISMATCH`).
pub fn check_dual_source(outcome: Outcome) -> Outcome {
    match outcome {
        Outcome::Ready(result) => {
            let shown = evidence_in(&result.value);
            if shown == result.evidence {
                Outcome::Ready(result)
            } else {
                Outcome::Failed(Refusal::new(
                    ErrorCode::ObservationContractMismatch,
                    format!(
                        "the tool declared {} but its result shows {}; the result was withheld",
                        result.evidence.as_str(),
                        shown.as_str()
                    ),
                ))
            }
        }
        other => other,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ObservationStatus {
    Ready,
    Refused,
    Failed,
}

impl ObservationStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ObservationStatus::Ready => "READY",
            ObservationStatus::Refused => "REFUSED",
            ObservationStatus::Failed => "FAILED",
        }
    }
}

/// The budget left after a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BudgetLeft {
    pub calls_left: u32,
    pub bytes_left: u64,
    pub max_calls: u32,
    pub max_bytes: u64,
}

impl From<&RunBudget> for BudgetLeft {
    fn from(budget: &RunBudget) -> BudgetLeft {
        BudgetLeft {
            calls_left: budget.calls_left(),
            bytes_left: budget.bytes_left(),
            max_calls: budget.limits().max_calls,
            max_bytes: budget.limits().max_bytes,
        }
    }
}

/// What the agent receives for one call.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Observation {
    pub tool_call_id: String,
    pub tool_name: String,
    pub status: ObservationStatus,
    pub evidence: Option<EvidenceStatus>,
    pub error_code: Option<ErrorCode>,
    /// The text the agent hands to the model.
    pub model_content: String,
    pub stop: Option<StopReason>,
    pub violation: Option<Violation>,
    pub budget: BudgetLeft,
    pub truncated: bool,
    pub duplicate_of: Option<String>,
}

/// The run's state after the call, as far as the observation reports it.
#[derive(Debug, Clone, Copy)]
pub struct RunView<'a> {
    pub budget: BudgetLeft,
    pub stop: Option<StopReason>,
    pub pending: Option<&'a str>,
}

/// Phase C, step 3: the bounded observation for one outcome.
pub fn shape(
    tool_call_id: &str,
    tool_name: &str,
    outcome: &Outcome,
    run: RunView<'_>,
    max_bytes: usize,
) -> Observation {
    let mut content = Map::new();
    content.insert("tool_call_id".into(), json!(tool_call_id));
    content.insert("tool".into(), json!(tool_name));
    let (status, evidence, mut truncated) = match outcome {
        Outcome::Ready(result) => {
            content.insert("status".into(), json!("READY"));
            content.insert("evidence_status".into(), json!(result.evidence.as_str()));
            content.insert("result".into(), result.value.clone());
            (ObservationStatus::Ready, Some(result.evidence), result.truncated)
        }
        Outcome::Refused(refusal) => {
            content.insert("status".into(), json!("REFUSED"));
            content.insert("error".into(), error_json(refusal));
            (ObservationStatus::Refused, None, false)
        }
        Outcome::Failed(refusal) => {
            content.insert("status".into(), json!("FAILED"));
            content.insert("error".into(), error_json(refusal));
            (ObservationStatus::Failed, None, false)
        }
    };
    let refusal = outcome.refusal();
    let violation = refusal.and_then(|r| r.violation.as_deref().cloned());
    if let Some(violation) = &violation {
        content.insert("repair_required".into(), json!(true));
        content.insert(
            "violation".into(),
            json!({
                "type": violation.kind.as_str(),
                "expected_tool_call_id": violation.expected_tool_call_id,
                "instruction": violation.instruction,
            }),
        );
    }
    if let Some(reason) = run.stop {
        content.insert("stop_required".into(), json!(true));
        content.insert("stop_reason".into(), json!(reason.as_str()));
        content.insert(
            "next_step".into(),
            json!(
                "Stop calling evidence tools: write the final answer, citing the tool_call_ids of the results you used."
            ),
        );
    } else if let Some(pending) = run.pending {
        content.insert(
            "next_step".into(),
            json!(format!(
                r#"Before the next evidence call, judge this result: set "previous_observation": {{"tool_call_id": "{pending}", "verdict": "GAINED" or "NO_GAIN"}}."#
            )),
        );
    }
    content
        .insert("budget".into(), json!({ "calls_left": run.budget.calls_left, "bytes_left": run.budget.bytes_left }));
    let value = Value::Object(content);
    let (model_content, cut) = fit(value, max_bytes);
    truncated |= cut;
    Observation {
        tool_call_id: tool_call_id.to_owned(),
        tool_name: tool_name.to_owned(),
        status,
        evidence,
        error_code: refusal.map(|r| r.code),
        model_content,
        stop: run.stop,
        violation,
        budget: run.budget,
        truncated,
        duplicate_of: refusal.and_then(|r| r.duplicate_of.clone()),
    }
}

fn error_json(refusal: &Refusal) -> Value {
    let mut error = Map::new();
    error.insert("code".into(), json!(refusal.code.as_str()));
    error.insert("message".into(), json!(refusal.message));
    for (key, value) in &refusal.details {
        error.insert(key.clone(), value.clone());
    }
    Value::Object(error)
}

/// Shrinks `value` until its JSON text fits `max_bytes`: first drops trailing evidence items (keeping at
/// least one, so the evidence status stays true), then halves the longest strings. Returns the text that
/// fits and whether it cut.
fn fit(mut value: Value, max_bytes: usize) -> (String, bool) {
    let mut cut = false;
    loop {
        let text = value.to_string();
        if text.len() <= max_bytes {
            return (text, cut);
        }
        cut = true;
        let items = value.pointer_mut(&format!("/result/{EVIDENCE_ITEMS}")).and_then(Value::as_array_mut);
        if let Some(items) = items.filter(|items| items.len() > 1) {
            items.pop();
            continue;
        }
        if !halve_longest_string(&mut value) {
            // Nothing left to shorten (pathological): fall back to a fixed, valid message.
            let fallback = json!({ "status": "FAILED", "error": { "code": "OBSERVATION_CONTRACT_MISMATCH",
                "message": "the observation could not be made to fit its byte limit" } });
            return (fallback.to_string(), cut);
        }
    }
}

fn halve_longest_string(value: &mut Value) -> bool {
    fn longest(value: &mut Value) -> Option<&mut String> {
        match value {
            Value::String(text) => Some(text),
            Value::Array(items) => items.iter_mut().filter_map(longest).max_by_key(|s| s.len()),
            Value::Object(map) => map.values_mut().filter_map(longest).max_by_key(|s| s.len()),
            _ => None,
        }
    }
    match longest(value) {
        Some(text) if text.chars().count() > 16 => {
            let keep = text.chars().count() / 2;
            let cut: String = text.chars().take(keep).collect();
            *text = format!("{cut}…[truncated]");
            true
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use contract::AgentResult;

    fn view() -> RunView<'static> {
        RunView {
            budget: BudgetLeft { calls_left: 3, bytes_left: 100, max_calls: 4, max_bytes: 200 },
            stop: None,
            pending: None,
        }
    }

    fn ready(items: Value, evidence: EvidenceStatus) -> Outcome {
        let value = json!({ "items": items });
        Outcome::Ready(AgentResult { text: value.to_string(), value, evidence, truncated: false })
    }

    #[test]
    fn a_declared_status_the_content_does_not_show_is_refused() {
        let checked = check_dual_source(ready(json!([]), EvidenceStatus::Found));
        assert_eq!(checked.refusal().unwrap().code, ErrorCode::ObservationContractMismatch);
        let checked = check_dual_source(ready(json!(["x"]), EvidenceStatus::Found));
        assert!(matches!(checked, Outcome::Ready(_)));
        let checked = check_dual_source(ready(json!(["x"]), EvidenceStatus::NoEvidence));
        assert!(checked.refusal().is_some());
    }

    #[test]
    fn content_is_json_and_within_the_limit() {
        let items: Vec<Value> = (0..50).map(|i| json!({ "text": format!("{i} {}", "word ".repeat(40)) })).collect();
        let observation = shape("c1", "t", &ready(Value::Array(items), EvidenceStatus::Found), view(), 1024);
        assert!(observation.model_content.len() <= 1024);
        assert!(observation.truncated);
        let parsed: Value = serde_json::from_str(&observation.model_content).unwrap();
        assert_eq!(evidence_in(&parsed["result"]), EvidenceStatus::Found);

        let huge = Refusal::new(ErrorCode::InvalidEnvelope, "x".repeat(10_000));
        let observation = shape("c1", "t", &Outcome::Refused(huge), view(), 512);
        assert!(observation.model_content.len() <= 512);
        serde_json::from_str::<Value>(&observation.model_content).unwrap();
    }
}
