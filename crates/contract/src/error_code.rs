//! The one error-code enum shared by the domain and the wire (design harness.md §7).
//!
//! The root crate maps it to `toolharness.v1.ErrorCode` by name (`ERROR_CODE_` + [`ErrorCode::as_str`]);
//! a unit test there round-trips every value of [`ErrorCode::ALL`], so the two cannot drift.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ErrorCode {
    /// The tool name is not registered (or its backend is not configured).
    UnknownTool,
    /// The arguments are not exactly `{"previous_observation", "input"}` of the tool's contract.
    InvalidEnvelope,
    /// The call breaks the progress protocol (see the violation type).
    ProtocolViolation,
    /// The same tool with the same input already ran in this run.
    DuplicateScope,
    /// A call, byte or per-tool budget of the run is spent.
    BudgetExhausted,
    /// The run was told to stop; no more evidence calls.
    StopRequired,
    /// The backend refused the request itself (bad parameters, a gate of the tool).
    InvalidRequest,
    /// The backend could not be reached.
    BackendUnavailable,
    /// The backend did not answer in time.
    BackendTimeout,
    /// The raw result exceeds the tool's limit.
    RawTooLarge,
    /// The projector's declared evidence status disagrees with its own result.
    ObservationContractMismatch,
    /// The canonical store could not record the call, so it did not run.
    StoreUnavailable,
    /// The tool's own gate refused the input (a SQL statement that is not one bounded read); nothing ran.
    InputRefused,
}

impl ErrorCode {
    pub const ALL: [ErrorCode; 13] = [
        ErrorCode::UnknownTool,
        ErrorCode::InvalidEnvelope,
        ErrorCode::ProtocolViolation,
        ErrorCode::DuplicateScope,
        ErrorCode::BudgetExhausted,
        ErrorCode::StopRequired,
        ErrorCode::InvalidRequest,
        ErrorCode::BackendUnavailable,
        ErrorCode::BackendTimeout,
        ErrorCode::RawTooLarge,
        ErrorCode::ObservationContractMismatch,
        ErrorCode::StoreUnavailable,
        ErrorCode::InputRefused,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::UnknownTool => "UNKNOWN_TOOL",
            ErrorCode::InvalidEnvelope => "INVALID_ENVELOPE",
            ErrorCode::ProtocolViolation => "PROTOCOL_VIOLATION",
            ErrorCode::DuplicateScope => "DUPLICATE_SCOPE",
            ErrorCode::BudgetExhausted => "BUDGET_EXHAUSTED",
            ErrorCode::StopRequired => "STOP_REQUIRED",
            ErrorCode::InvalidRequest => "INVALID_REQUEST",
            ErrorCode::BackendUnavailable => "BACKEND_UNAVAILABLE",
            ErrorCode::BackendTimeout => "BACKEND_TIMEOUT",
            ErrorCode::RawTooLarge => "RAW_TOO_LARGE",
            ErrorCode::ObservationContractMismatch => "OBSERVATION_CONTRACT_MISMATCH",
            ErrorCode::StoreUnavailable => "STORE_UNAVAILABLE",
            ErrorCode::InputRefused => "INPUT_REFUSED",
        }
    }

    pub fn parse(name: &str) -> Option<ErrorCode> {
        ErrorCode::ALL.into_iter().find(|code| code.as_str() == name)
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_match_serde() {
        for code in ErrorCode::ALL {
            assert_eq!(ErrorCode::parse(code.as_str()), Some(code));
            assert_eq!(serde_json::to_value(code).unwrap(), code.as_str());
        }
    }
}
