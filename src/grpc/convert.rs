//! Protobuf ⇄ domain: the only module that names both `pb` and domain types. Enum conversions are
//! exhaustive matches, so a new variant on either side breaks the build until someone decides.

use contract::{
    ErrorCode, EvidenceStatus, InvocationRecord, InvocationState, ReleaseRecord, RunId, StopReason, ToolCall,
    ViolationType,
};
use observation::{BudgetLeft, Observation, ObservationStatus};

use crate::fault::Fault;
use crate::pb;
use crate::pipeline::{Citation, CitationResult, ReleaseOutcome};

pub fn run_id(text: &str) -> Result<RunId, Fault> {
    RunId::parse(text).map_err(Fault::InvalidArgument)
}

pub fn tool_call(call: Option<pb::ToolCall>) -> Result<ToolCall, Fault> {
    let call = call.ok_or_else(|| Fault::InvalidArgument("call is missing; expected a ToolCall".into()))?;
    let call =
        ToolCall { tool_call_id: call.tool_call_id, tool_name: call.tool_name, arguments_json: call.arguments_json };
    // Checked here, at the edge, for Call and Session alike: a call without a usable id opens no run.
    call.check_ids().map_err(Fault::InvalidArgument)?;
    Ok(call)
}

pub fn citations(citations: Vec<pb::Citation>) -> Vec<Citation> {
    citations.into_iter().map(|c| Citation { tool_call_id: c.tool_call_id, quote: c.quote }).collect()
}

pub fn error_code(code: ErrorCode) -> pb::ErrorCode {
    match code {
        ErrorCode::UnknownTool => pb::ErrorCode::UnknownTool,
        ErrorCode::InvalidEnvelope => pb::ErrorCode::InvalidEnvelope,
        ErrorCode::ProtocolViolation => pb::ErrorCode::ProtocolViolation,
        ErrorCode::DuplicateScope => pb::ErrorCode::DuplicateScope,
        ErrorCode::BudgetExhausted => pb::ErrorCode::BudgetExhausted,
        ErrorCode::StopRequired => pb::ErrorCode::StopRequired,
        ErrorCode::InvalidRequest => pb::ErrorCode::InvalidRequest,
        ErrorCode::BackendUnavailable => pb::ErrorCode::BackendUnavailable,
        ErrorCode::BackendTimeout => pb::ErrorCode::BackendTimeout,
        ErrorCode::RawTooLarge => pb::ErrorCode::RawTooLarge,
        ErrorCode::ObservationContractMismatch => pb::ErrorCode::ObservationContractMismatch,
        ErrorCode::StoreUnavailable => pb::ErrorCode::StoreUnavailable,
        ErrorCode::InputRefused => pb::ErrorCode::InputRefused,
    }
}

fn evidence(status: EvidenceStatus) -> pb::EvidenceStatus {
    match status {
        EvidenceStatus::Found => pb::EvidenceStatus::Found,
        EvidenceStatus::NoEvidence => pb::EvidenceStatus::NoEvidence,
    }
}

fn stop_reason(reason: StopReason) -> pb::StopReason {
    match reason {
        StopReason::NoProgress => pb::StopReason::NoProgress,
        StopReason::BudgetExhausted => pb::StopReason::BudgetExhausted,
    }
}

fn violation_type(kind: ViolationType) -> pb::ViolationType {
    match kind {
        ViolationType::MissingEvaluation => pb::ViolationType::MissingEvaluation,
        ViolationType::WrongEvaluationTarget => pb::ViolationType::WrongEvaluationTarget,
        ViolationType::UnexpectedEvaluation => pb::ViolationType::UnexpectedEvaluation,
        ViolationType::ReusedToolCallId => pb::ViolationType::ReusedToolCallId,
    }
}

pub fn budget(budget: BudgetLeft) -> pb::Budget {
    pb::Budget {
        calls_left: budget.calls_left,
        bytes_left: budget.bytes_left,
        max_calls: budget.max_calls,
        max_bytes: budget.max_bytes,
    }
}

impl From<Observation> for pb::Observation {
    fn from(o: Observation) -> pb::Observation {
        let status = match o.status {
            ObservationStatus::Ready => pb::ObservationStatus::Ready,
            ObservationStatus::Refused => pb::ObservationStatus::Refused,
            ObservationStatus::Failed => pb::ObservationStatus::Failed,
        };
        pb::Observation {
            tool_call_id: o.tool_call_id,
            tool_name: o.tool_name,
            status: status.into(),
            evidence_status: o.evidence.map(evidence).unwrap_or(pb::EvidenceStatus::Unspecified).into(),
            error_code: o.error_code.map(error_code).unwrap_or(pb::ErrorCode::Unspecified).into(),
            model_content_bytes: o.model_content.len() as u32,
            model_content: o.model_content,
            stop_required: o.stop.is_some(),
            stop_reason: o.stop.map(stop_reason).unwrap_or(pb::StopReason::Unspecified).into(),
            repair_required: o.violation.is_some(),
            violation: o.violation.map(|v| pb::Violation {
                r#type: violation_type(v.kind).into(),
                expected_tool_call_id: v.expected_tool_call_id,
                instruction: v.instruction,
            }),
            budget: Some(budget(o.budget)),
            truncated: o.truncated,
            duplicate_of_tool_call_id: o.duplicate_of.unwrap_or_default(),
        }
    }
}

impl From<ReleaseOutcome> for pb::ReleaseResponse {
    fn from(outcome: ReleaseOutcome) -> pb::ReleaseResponse {
        pb::ReleaseResponse {
            published: outcome.published,
            results: outcome
                .results
                .into_iter()
                .map(|r: CitationResult| pb::CitationResult {
                    tool_call_id: r.tool_call_id,
                    verified: r.verified,
                    reason: r.reason,
                    quote: r.quote,
                })
                .collect(),
        }
    }
}

pub fn release_record(record: ReleaseRecord) -> pb::ReleaseRecord {
    pb::ReleaseRecord {
        run_id: record.run_id.to_string(),
        draft: record.draft,
        draft_sha256: record.draft_sha256,
        citations: record
            .citations
            .into_iter()
            .map(|c| pb::CitationResult {
                tool_call_id: c.tool_call_id,
                verified: c.verified,
                reason: c.reason,
                quote: c.quote,
            })
            .collect(),
        released_at_unix_ms: record.released_at_unix_ms,
    }
}

/// A canonical record for the wire; `raw_json` only when `include_raw` (an authorised operator).
pub fn invocation(record: InvocationRecord, include_raw: bool) -> pb::Invocation {
    let state = match record.state {
        InvocationState::Projecting => pb::InvocationState::Projecting,
        InvocationState::Ready => pb::InvocationState::Ready,
        InvocationState::Error => pb::InvocationState::Error,
    };
    pb::Invocation {
        run_id: record.key.run_id.to_string(),
        tool_call_id: record.key.tool_call_id,
        tool_name: record.tool_name,
        request_json: record.request_json,
        state: state.into(),
        evidence_status: record.evidence.map(evidence).unwrap_or(pb::EvidenceStatus::Unspecified).into(),
        error_code: record.error_code.map(error_code).unwrap_or(pb::ErrorCode::Unspecified).into(),
        started_at_unix_ms: record.started_at_unix_ms,
        finished_at_unix_ms: record.finished_at_unix_ms.unwrap_or(0),
        raw_bytes: record.raw_bytes,
        raw_sha256: record.raw_sha256.unwrap_or_default(),
        agent_result_bytes: record.agent_result_bytes,
        agent_result_sha256: record.agent_result_sha256.unwrap_or_default(),
        agent_result_json: record.agent_result.unwrap_or_default(),
        raw_json: if include_raw { record.raw.unwrap_or_default() } else { String::new() },
        raw_truncated: record.raw_truncated,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_code_has_the_same_name_on_the_wire() {
        for code in ErrorCode::ALL {
            let wire = error_code(code);
            assert_eq!(wire.as_str_name(), format!("ERROR_CODE_{}", code.as_str()));
            assert_eq!(pb::ErrorCode::from_str_name(&format!("ERROR_CODE_{}", code.as_str())), Some(wire));
        }
    }
}
