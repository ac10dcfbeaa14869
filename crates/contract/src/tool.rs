//! A tool as the boundary sees it: a contract, limits, and the two ports an adapter plugs in.
//!
//! * [`Executor`] runs the backend and returns the **raw** result (JSON text). Raw never reaches the model.
//! * [`Projector`] turns raw into the bounded, redacted **agent_result** and declares its evidence status.
//!
//! Every agent_result follows one convention, which the dual-source check relies on: it is a JSON object
//! whose [`EVIDENCE_ITEMS`] array holds the evidence (hits, patterns, rows); `FOUND` iff that array is
//! non-empty. Everything else in the object is the tool's own (notes, counts, truncation markers).

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use crate::{CanonicalInput, ErrorCode, InputContract, Refusal};

/// The field of every agent_result that holds the evidence items.
pub const EVIDENCE_ITEMS: &str = "items";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum EvidenceStatus {
    Found,
    NoEvidence,
}

impl EvidenceStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            EvidenceStatus::Found => "FOUND",
            EvidenceStatus::NoEvidence => "NO_EVIDENCE",
        }
    }

    pub fn parse(text: &str) -> Option<EvidenceStatus> {
        match text {
            "FOUND" => Some(EvidenceStatus::Found),
            "NO_EVIDENCE" => Some(EvidenceStatus::NoEvidence),
            _ => None,
        }
    }
}

/// The evidence status an agent_result shows by its own content: `FOUND` iff its [`EVIDENCE_ITEMS`] array
/// is non-empty. The dual-source check and `Release` recompute it from the content, independently of what
/// the projector declared.
pub fn evidence_in(agent_result: &serde_json::Value) -> EvidenceStatus {
    match agent_result.get(EVIDENCE_ITEMS).and_then(serde_json::Value::as_array) {
        Some(items) if !items.is_empty() => EvidenceStatus::Found,
        _ => EvidenceStatus::NoEvidence,
    }
}

/// Per-tool limits the boundary enforces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToolLimits {
    /// How long the executor may run.
    pub timeout: Duration,
    /// The largest arguments text accepted (checked before parsing).
    pub max_arguments_bytes: usize,
    /// The largest raw result accepted (`RAW_TOO_LARGE` beyond).
    pub max_raw_bytes: usize,
    /// The largest agent_result the projector may produce.
    pub max_agent_result_bytes: usize,
    /// How many times this tool may run in one run.
    pub max_calls_per_run: u32,
}

/// The raw result of an executor: JSON text, kept only in the canonical store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawResult(pub String);

impl RawResult {
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What a projector hands back: the agent_result and the status it declares.
#[derive(Debug, Clone, PartialEq)]
pub struct Projected {
    pub agent_result: serde_json::Value,
    pub evidence: EvidenceStatus,
    /// The projector cut something (excerpts, items) to stay within its budget.
    pub truncated: bool,
}

/// A validated agent_result, as it leaves the boundary.
#[derive(Debug, Clone, PartialEq)]
pub struct AgentResult {
    pub value: serde_json::Value,
    /// The exact JSON text recorded and hashed.
    pub text: String,
    pub evidence: EvidenceStatus,
    pub truncated: bool,
}

/// A failure of an executor or projector, already safe to show the model (no hosts, credentials, stack
/// traces or backend error texts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolFailure {
    pub code: ErrorCode,
    pub message: String,
}

impl ToolFailure {
    pub fn invalid_request(message: impl Into<String>) -> ToolFailure {
        ToolFailure { code: ErrorCode::InvalidRequest, message: message.into() }
    }

    pub fn backend_unavailable(message: impl Into<String>) -> ToolFailure {
        ToolFailure { code: ErrorCode::BackendUnavailable, message: message.into() }
    }
}

impl From<ToolFailure> for Refusal {
    fn from(failure: ToolFailure) -> Refusal {
        Refusal::new(failure.code, failure.message)
    }
}

/// Port 1: runs the backend for a canonical input and returns the raw result.
#[async_trait::async_trait]
pub trait Executor: Send + Sync {
    /// The tool's own gate, before anything is spent or recorded: `Err` (with
    /// [`ErrorCode::InputRefused`]) makes the call REFUSED — nothing ran. [`Executor::execute`] must still
    /// check for itself; this only lets a refusal be told apart from a failure.
    async fn admit(&self, _input: &CanonicalInput) -> Result<(), ToolFailure> {
        Ok(())
    }

    async fn execute(&self, input: &CanonicalInput) -> Result<RawResult, ToolFailure>;
}

/// Port 2: turns a raw result into an agent_result of at most `max_bytes` bytes of JSON.
pub trait Projector: Send + Sync {
    fn project(&self, input: &CanonicalInput, raw: &RawResult, max_bytes: usize) -> Result<Projected, ToolFailure>;
}

/// One registered tool: the catalog entry and the invoker, joined by name.
pub struct RegisteredTool {
    pub name: String,
    pub description: String,
    pub contract: Arc<dyn InputContract>,
    pub limits: ToolLimits,
    pub executor: Arc<dyn Executor>,
    pub projector: Arc<dyn Projector>,
}

impl std::fmt::Debug for RegisteredTool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RegisteredTool").field("name", &self.name).field("limits", &self.limits).finish()
    }
}

/// The tools of this sidecar, by name. Only tools whose backend is configured are registered, so the
/// catalog and the invokers cannot disagree.
#[derive(Debug, Default)]
pub struct ToolRegistry {
    tools: BTreeMap<String, Arc<RegisteredTool>>,
}

impl ToolRegistry {
    /// Registers a tool; a second tool of the same name is a wiring bug and is refused.
    pub fn register(&mut self, tool: RegisteredTool) -> Result<(), String> {
        if self.tools.contains_key(&tool.name) {
            return Err(format!("tool {} is registered twice", tool.name));
        }
        self.tools.insert(tool.name.clone(), Arc::new(tool));
        Ok(())
    }

    /// Phase A, gate 1 (supports): the tool, or `UNKNOWN_TOOL` listing the known ones.
    pub fn supports(&self, name: &str) -> Result<Arc<RegisteredTool>, Refusal> {
        self.tools.get(name).cloned().ok_or_else(|| {
            let known: Vec<&str> = self.tools.keys().map(String::as_str).collect();
            Refusal::new(ErrorCode::UnknownTool, format!("no tool named {:?} is registered", truncate(name, 64)))
                .with_detail("known_tools", known)
        })
    }

    pub fn tools(&self) -> impl Iterator<Item = &Arc<RegisteredTool>> {
        self.tools.values()
    }
}

fn truncate(text: &str, max_chars: usize) -> String {
    match text.char_indices().nth(max_chars) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}
