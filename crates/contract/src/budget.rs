//! The run's budgets: calls and bytes, spent by reservations that never overshoot.
//!
//! The boundary reserves three times per call (request bytes at preflight, raw bytes at the raw check,
//! agent_result bytes at validation); a reservation that does not fit is refused whole and spends nothing.

use std::collections::BTreeMap;

use crate::{ErrorCode, Refusal};

/// The limits of one run. `OpenRun` overrides may only tighten the server's (see [`BudgetLimits::tighten`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BudgetLimits {
    pub max_calls: u32,
    pub max_bytes: u64,
}

impl BudgetLimits {
    /// Applies a client's override: a value of 0 keeps the server's limit; a larger one is ignored.
    pub fn tighten(self, max_calls: u32, max_bytes: u64) -> BudgetLimits {
        BudgetLimits {
            max_calls: if max_calls == 0 { self.max_calls } else { self.max_calls.min(max_calls) },
            max_bytes: if max_bytes == 0 { self.max_bytes } else { self.max_bytes.min(max_bytes) },
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RunBudget {
    limits: BudgetLimits,
    calls_used: u32,
    bytes_used: u64,
    calls_per_tool: BTreeMap<String, u32>,
}

impl RunBudget {
    pub fn new(limits: BudgetLimits) -> RunBudget {
        RunBudget { limits, calls_used: 0, bytes_used: 0, calls_per_tool: BTreeMap::new() }
    }

    pub fn limits(&self) -> BudgetLimits {
        self.limits
    }

    pub fn calls_left(&self) -> u32 {
        self.limits.max_calls.saturating_sub(self.calls_used)
    }

    pub fn bytes_left(&self) -> u64 {
        self.limits.max_bytes.saturating_sub(self.bytes_used)
    }

    /// True when no further call can run.
    pub fn exhausted(&self) -> bool {
        self.calls_left() == 0 || self.bytes_left() == 0
    }

    /// Spends one executed call of `tool`, which may run at most `max_tool_calls` times per run.
    pub fn reserve_call(&mut self, tool: &str, max_tool_calls: u32) -> Result<(), Refusal> {
        if self.calls_left() == 0 {
            return Err(Refusal::new(
                ErrorCode::BudgetExhausted,
                format!("the run's call budget of {} calls is spent", self.limits.max_calls),
            ));
        }
        let tool_calls = self.calls_per_tool.get(tool).copied().unwrap_or(0);
        if tool_calls >= max_tool_calls {
            return Err(Refusal::new(
                ErrorCode::BudgetExhausted,
                format!("{tool} may run at most {max_tool_calls} times per run; use another tool or write the answer"),
            )
            .with_detail("tool_calls_used", tool_calls));
        }
        self.calls_used += 1;
        self.calls_per_tool.insert(tool.to_owned(), tool_calls + 1);
        Ok(())
    }

    /// Spends `bytes` for `what` ("request", "raw result", "agent result").
    pub fn reserve_bytes(&mut self, what: &str, bytes: usize) -> Result<(), Refusal> {
        let bytes = bytes as u64;
        if bytes > self.bytes_left() {
            return Err(Refusal::new(
                ErrorCode::BudgetExhausted,
                format!(
                    "the {what} needs {bytes} bytes but only {} of the run's byte budget are left",
                    self.bytes_left()
                ),
            )
            .with_detail("bytes_needed", bytes)
            .with_detail("bytes_left", self.bytes_left()));
        }
        self.bytes_used += bytes;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reservations_never_overshoot() {
        let mut budget = RunBudget::new(BudgetLimits { max_calls: 1, max_bytes: 10 });
        budget.reserve_bytes("request", 6).unwrap();
        assert_eq!(budget.reserve_bytes("raw result", 5).unwrap_err().code, ErrorCode::BudgetExhausted);
        assert_eq!(budget.bytes_left(), 4);
        budget.reserve_call("t", 5).unwrap();
        assert!(budget.reserve_call("t", 5).is_err());
        assert!(budget.exhausted());
    }

    #[test]
    fn per_tool_limits_hold_within_the_run_limit() {
        let mut budget = RunBudget::new(BudgetLimits { max_calls: 5, max_bytes: 10 });
        budget.reserve_call("a", 1).unwrap();
        assert!(budget.reserve_call("a", 1).unwrap_err().message.contains("at most 1 times"));
        budget.reserve_call("b", 1).unwrap();
        assert_eq!(budget.calls_left(), 3);
    }

    #[test]
    fn overrides_only_tighten() {
        let server = BudgetLimits { max_calls: 10, max_bytes: 1000 };
        assert_eq!(server.tighten(0, 0), server);
        assert_eq!(server.tighten(50, 5000), server);
        assert_eq!(server.tighten(3, 100), BudgetLimits { max_calls: 3, max_bytes: 100 });
    }
}
