//! The progress protocol of one run (design harness.md §4): a pure state machine.
//!
//! * A `FOUND` result becomes *pending*: the next evidence call must evaluate exactly that call
//!   (`previous_observation = {"tool_call_id", "verdict"}`). Missing, misdirected or unexpected
//!   evaluations are protocol violations: the call is not executed and the model is told how to repair it.
//! * `NO_EVIDENCE`, a failed call and a duplicate count as `NO_GAIN` at once; so does a `NO_GAIN` verdict.
//!   K consecutive `NO_GAIN` stop the run (`NO_PROGRESS`); a spent run budget stops it too.
//! * After a stop every evidence call is refused (`STOP_REQUIRED`): the model writes its answer.
//! * Duplicate scope: the same tool with the same canonical input as an earlier call is not executed.
//!
//! # Invariants
//! * At most one call is pending at a time.
//! * A call refused at a gate, or because the store could not record it, changes nothing: the model can
//!   repair or retry it as it was. (A duplicate is different: it passed the protocol, so its evaluation
//!   settles the pending call, and it counts as `NO_GAIN`.)
//! * The state is only changed by [`RunProgress::record`], after the outcome is known.

use std::collections::BTreeMap;

use contract::{
    Envelope, ErrorCode, EvidenceStatus, Outcome, Refusal, RunBudget, StopReason, Verdict, Violation, ViolationType,
};

/// The progress state of one run, with its budget.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct RunProgress {
    budget: RunBudget,
    max_consecutive_no_gain: u32,
    consecutive_no_gain: u32,
    /// The `FOUND` call awaiting evaluation.
    pending: Option<String>,
    stop: Option<StopReason>,
    /// SHA-256 of (tool, canonical input) → the call that first ran it (a hash: inputs can be large).
    scopes: BTreeMap<String, String>,
}

impl RunProgress {
    pub fn new(budget: RunBudget, max_consecutive_no_gain: u32) -> RunProgress {
        RunProgress {
            budget,
            max_consecutive_no_gain: max_consecutive_no_gain.max(1),
            consecutive_no_gain: 0,
            pending: None,
            stop: None,
            scopes: BTreeMap::new(),
        }
    }

    pub fn budget(&self) -> &RunBudget {
        &self.budget
    }

    pub fn budget_mut(&mut self) -> &mut RunBudget {
        &mut self.budget
    }

    pub fn pending(&self) -> Option<&str> {
        self.pending.as_deref()
    }

    pub fn stop(&self) -> Option<StopReason> {
        self.stop
    }

    pub fn consecutive_no_gain(&self) -> u32 {
        self.consecutive_no_gain
    }

    /// Phase A, gate 3: stop, protocol, duplicate scope. `Ok` means the call may run.
    pub fn admit(&self, tool_name: &str, envelope: &Envelope) -> Result<(), Refusal> {
        if let Some(reason) = self.stop {
            return Err(Refusal::new(
                ErrorCode::StopRequired,
                format!("the run was stopped ({}); write the final answer from the evidence gathered", reason.as_str()),
            )
            .with_detail("stop_reason", reason.as_str()));
        }
        self.check_evaluation(envelope)?;
        if let Some(earlier) = self.scopes.get(&scope_key(tool_name, envelope)) {
            let mut refusal = Refusal::new(
                ErrorCode::DuplicateScope,
                format!("{tool_name} already ran with the same input as call {earlier}; reuse that result or change the input"),
            )
            .with_detail("duplicate_of", earlier.as_str());
            refusal.duplicate_of = Some(earlier.clone());
            return Err(refusal);
        }
        Ok(())
    }

    fn check_evaluation(&self, envelope: &Envelope) -> Result<(), Refusal> {
        let evaluation = envelope.previous_observation.as_ref();
        let violation = match (&self.pending, evaluation) {
            (Some(pending), None) => Violation {
                kind: ViolationType::MissingEvaluation,
                expected_tool_call_id: pending.clone(),
                instruction: format!(
                    r#"Evaluate the result of call {pending} first: set "previous_observation": {{"tool_call_id": "{pending}", "verdict": "GAINED" or "NO_GAIN"}}."#
                ),
            },
            (Some(pending), Some(evaluation)) if evaluation.tool_call_id != *pending => Violation {
                kind: ViolationType::WrongEvaluationTarget,
                expected_tool_call_id: pending.clone(),
                instruction: format!(
                    r#"The pending result is call {pending}, not {}: set "previous_observation.tool_call_id" to "{pending}"."#,
                    short(&evaluation.tool_call_id)
                ),
            },
            (None, Some(_)) => Violation {
                kind: ViolationType::UnexpectedEvaluation,
                expected_tool_call_id: String::new(),
                instruction: r#"No result is waiting for evaluation: set "previous_observation" to null."#.to_owned(),
            },
            _ => return Ok(()),
        };
        Err(Refusal::from_violation(violation))
    }

    /// Phase C, gate 2: progress bookkeeping once the outcome of an admitted call (or a duplicate) is known.
    /// Calls refused by an earlier gate are not recorded here.
    pub fn record(&mut self, call_id: &str, tool_name: &str, envelope: &Envelope, outcome: &Outcome) {
        // Calls refused before anything could happen change nothing, so the model can repair or retry
        // them as they were: gate refusals, and a store that could not record the call (a transient fault;
        // the retry carries the same evaluation).
        let nothing_happened = matches!(outcome, Outcome::Refused(r)
            if matches!(r.code, ErrorCode::ProtocolViolation | ErrorCode::StopRequired | ErrorCode::UnknownTool
                | ErrorCode::InvalidEnvelope | ErrorCode::StoreUnavailable | ErrorCode::InputRefused));
        if nothing_happened {
            return;
        }
        // The call passed the protocol gate, so its evaluation (if any) settles the pending call.
        if let Some(evaluation) = &envelope.previous_observation {
            self.pending = None;
            match evaluation.verdict {
                Verdict::Gained => self.consecutive_no_gain = 0,
                Verdict::NoGain => self.consecutive_no_gain += 1,
            }
        }
        match outcome {
            Outcome::Ready(result) => {
                self.scopes.insert(scope_key(tool_name, envelope), call_id.to_owned());
                match result.evidence {
                    EvidenceStatus::Found => self.pending = Some(call_id.to_owned()),
                    EvidenceStatus::NoEvidence => self.consecutive_no_gain += 1,
                }
            }
            Outcome::Failed(_) => {
                self.scopes.insert(scope_key(tool_name, envelope), call_id.to_owned());
                self.consecutive_no_gain += 1;
            }
            // A duplicate counts as NO_GAIN. Other refusals that reach here (a per-tool limit, the store
            // being down) leave progress as it was; a run-level budget refusal stops the run below.
            Outcome::Refused(refusal) => {
                if refusal.code == ErrorCode::DuplicateScope {
                    self.consecutive_no_gain += 1;
                }
            }
        }
        if self.stop.is_none() {
            if self.budget.exhausted() || is_run_budget_refusal(outcome) {
                self.stop = Some(StopReason::BudgetExhausted);
            } else if self.consecutive_no_gain >= self.max_consecutive_no_gain {
                self.stop = Some(StopReason::NoProgress);
            }
        }
    }
}

fn is_run_budget_refusal(outcome: &Outcome) -> bool {
    outcome
        .refusal()
        .is_some_and(|r| r.code == ErrorCode::BudgetExhausted && !r.details.contains_key("tool_calls_used"))
}

fn short(text: &str) -> String {
    text.chars().take(64).collect()
}

/// The key of a duplicate scope: the tool and its canonical input, hashed.
fn scope_key(tool_name: &str, envelope: &Envelope) -> String {
    contract::sha256_hex(format!("{tool_name}\0{}", envelope.input.text()).as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use contract::{AgentResult, BudgetLimits, CanonicalInput, Evaluation};

    fn envelope(query: &str, evaluation: Option<(&str, Verdict)>) -> Envelope {
        Envelope {
            previous_observation: evaluation.map(|(id, verdict)| Evaluation {
                tool_call_id: id.to_owned(),
                verdict,
                reason: None,
            }),
            input: CanonicalInput::from_serializable(&serde_json::json!({ "query": query })).unwrap(),
        }
    }

    fn ready(evidence: EvidenceStatus) -> Outcome {
        Outcome::Ready(AgentResult { value: serde_json::json!({}), text: "{}".into(), evidence, truncated: false })
    }

    fn progress() -> RunProgress {
        RunProgress::new(RunBudget::new(BudgetLimits { max_calls: 10, max_bytes: 1 << 20 }), 3)
    }

    fn violation(progress: &RunProgress, envelope: &Envelope) -> (ViolationType, String) {
        let refusal = progress.admit("t", envelope).unwrap_err();
        let violation = refusal.violation.unwrap();
        (violation.kind, violation.expected_tool_call_id)
    }

    #[test]
    fn found_must_be_evaluated_by_the_next_call() {
        let mut p = progress();
        let first = envelope("a", None);
        p.admit("t", &first).unwrap();
        p.record("c1", "t", &first, &ready(EvidenceStatus::Found));
        assert_eq!(p.pending(), Some("c1"));
        assert_eq!(violation(&p, &envelope("b", None)), (ViolationType::MissingEvaluation, "c1".into()));
        assert_eq!(
            violation(&p, &envelope("b", Some(("c9", Verdict::Gained)))),
            (ViolationType::WrongEvaluationTarget, "c1".into())
        );
        let second = envelope("b", Some(("c1", Verdict::Gained)));
        p.admit("t", &second).unwrap();
        p.record("c2", "t", &second, &ready(EvidenceStatus::NoEvidence));
        assert_eq!(p.pending(), None);
        assert_eq!(
            violation(&p, &envelope("c", Some(("c2", Verdict::Gained)))),
            (ViolationType::UnexpectedEvaluation, String::new())
        );
    }

    #[test]
    fn a_store_outage_keeps_the_evaluation_for_the_retry() {
        let mut p = progress();
        p.record("c1", "t", &envelope("a", None), &ready(EvidenceStatus::Found));
        let retry = envelope("b", Some(("c1", Verdict::Gained)));
        let outage = Outcome::Refused(Refusal::new(ErrorCode::StoreUnavailable, "down"));
        p.record("c2", "t", &retry, &outage);
        assert_eq!(p.pending(), Some("c1"));
        p.admit("t", &retry).unwrap();
    }

    #[test]
    fn consecutive_no_gain_stops_the_run() {
        let mut p = progress();
        for (i, query) in ["a", "b", "c"].into_iter().enumerate() {
            let e = envelope(query, None);
            p.admit("t", &e).unwrap();
            p.record(&format!("c{i}"), "t", &e, &ready(EvidenceStatus::NoEvidence));
        }
        assert_eq!(p.stop(), Some(StopReason::NoProgress));
        assert_eq!(p.admit("t", &envelope("d", None)).unwrap_err().code, ErrorCode::StopRequired);
    }

    #[test]
    fn gained_resets_the_count_and_duplicates_count_as_no_gain() {
        let mut p = progress();
        let a = envelope("a", None);
        p.record("c1", "t", &a, &ready(EvidenceStatus::NoEvidence));
        let duplicate = p.admit("t", &envelope("a", None)).unwrap_err();
        assert_eq!(duplicate.duplicate_of.as_deref(), Some("c1"));
        p.record("c2", "t", &envelope("a", None), &Outcome::Refused(duplicate));
        assert_eq!(p.consecutive_no_gain(), 2);
        let b = envelope("b", None);
        p.record("c3", "t", &b, &ready(EvidenceStatus::Found));
        let c = envelope("c", Some(("c3", Verdict::Gained)));
        p.record("c4", "t", &c, &ready(EvidenceStatus::Found));
        assert_eq!(p.consecutive_no_gain(), 0);
        assert_eq!(p.stop(), None);
    }
}
