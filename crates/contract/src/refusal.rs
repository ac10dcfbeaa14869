//! What the model hears when a call is not executed (a gate said no) or failed while executing.
//!
//! A [`Refusal`] is an ordinary value, not a Rust error of the harness: it becomes an observation the
//! model reads and adapts to. Its message and details are written for the model and the operator, so they
//! never carry raw results, hosts, credentials or backend error texts.

use serde_json::{Map, Value};

use crate::ErrorCode;

#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    pub code: ErrorCode,
    /// One sentence: what was wrong.
    pub message: String,
    /// Structured specifics (JSON path, what was expected, known tools, …), shown to the model.
    pub details: Map<String, Value>,
    /// Set for `PROTOCOL_VIOLATION`: what the model must do to repair its next call. (Boxed: refusals
    /// travel in `Result`s, and most carry no violation.)
    pub violation: Option<Box<Violation>>,
    /// Set for `DUPLICATE_SCOPE`: the earlier call with the same tool and input.
    pub duplicate_of: Option<String>,
}

impl Refusal {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal { code, message: message.into(), details: Map::new(), violation: None, duplicate_of: None }
    }

    /// A `PROTOCOL_VIOLATION` whose message is the violation's instruction.
    pub fn from_violation(violation: Violation) -> Refusal {
        let mut refusal = Refusal::new(ErrorCode::ProtocolViolation, violation.instruction.clone())
            .with_detail("violation_type", violation.kind.as_str());
        if !violation.expected_tool_call_id.is_empty() {
            refusal = refusal.with_detail("expected_tool_call_id", violation.expected_tool_call_id.as_str());
        }
        refusal.violation = Some(Box::new(violation));
        refusal
    }

    pub fn with_detail(mut self, key: &str, value: impl Into<Value>) -> Refusal {
        self.details.insert(key.to_owned(), value.into());
        self
    }
}

/// The kinds of progress-protocol violation (wire enum `ViolationType`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ViolationType {
    MissingEvaluation,
    WrongEvaluationTarget,
    UnexpectedEvaluation,
    ReusedToolCallId,
}

impl ViolationType {
    pub fn as_str(self) -> &'static str {
        match self {
            ViolationType::MissingEvaluation => "MISSING_EVALUATION",
            ViolationType::WrongEvaluationTarget => "WRONG_EVALUATION_TARGET",
            ViolationType::UnexpectedEvaluation => "UNEXPECTED_EVALUATION",
            ViolationType::ReusedToolCallId => "REUSED_TOOL_CALL_ID",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Violation {
    pub kind: ViolationType,
    /// The call id the next evaluation must name (empty when none is expected).
    pub expected_tool_call_id: String,
    /// One line the model can follow.
    pub instruction: String,
}

impl Violation {
    /// A `tool_call_id` that this run already used for another call.
    pub fn reused_call_id(call_id: &str) -> Violation {
        Violation {
            kind: ViolationType::ReusedToolCallId,
            expected_tool_call_id: String::new(),
            instruction: format!(
                "The id {} was already used in this run for another call: give this call a new tool_call_id.",
                call_id.chars().take(64).collect::<String>()
            ),
        }
    }
}

/// Why a run must stop (wire enum `StopReason`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum StopReason {
    NoProgress,
    BudgetExhausted,
}

impl StopReason {
    pub fn as_str(self) -> &'static str {
        match self {
            StopReason::NoProgress => "NO_PROGRESS",
            StopReason::BudgetExhausted => "BUDGET_EXHAUSTED",
        }
    }
}

/// How one call ended, before shaping.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// The tool ran and its result was projected, validated and recorded.
    Ready(crate::AgentResult),
    /// A gate refused the call; nothing ran and nothing was recorded.
    Refused(Refusal),
    /// The call began (its record exists) and failed; the record is in `ERROR`.
    Failed(Refusal),
}

impl Outcome {
    pub fn refusal(&self) -> Option<&Refusal> {
        match self {
            Outcome::Ready(_) => None,
            Outcome::Refused(refusal) | Outcome::Failed(refusal) => Some(refusal),
        }
    }
}
