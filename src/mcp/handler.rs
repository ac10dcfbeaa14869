//! One MCP session's handler: the catalog, tool calls on the session's run, and `release`.
//!
//! rmcp builds one handler per session (at `initialize`) and drops it when the session ends (DELETE, idle
//! expiry, shutdown). The handler holds the session's run as a [`SessionRun`], exactly as a gRPC `Session`
//! stream does: the run is named by the `Mcp-Session-Id`, opened by the session's first call, owned by the
//! session (unary gRPC calls on it are refused), and ended when the handler drops.

use std::borrow::Cow;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use contract::{RunId, ToolCall};
use observation::{Observation, ObservationStatus};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation, InitializeResult,
    JsonObject, ListToolsResult, MetaObject, PaginatedRequestParams, ProtocolVersion, ServerCapabilities, Tool,
    ToolAnnotations,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::{OnceCell, OwnedSemaphorePermit};

use crate::App;
use crate::fault::Fault;
use crate::pipeline::{Citation, MAX_CITATIONS};
use crate::runs::SessionRun;
use crate::telemetry::{self, CallTrace, Parent};

/// The tool that publishes the final answer (the gRPC `Release`).
pub const RELEASE_TOOL: &str = "release";
/// The `_meta` key of a `tools/call` naming its tool_call_id (a retry under the same id is answered with
/// the first answer); without it the front numbers the session's calls `mcp-1`, `mcp-2`, ….
pub const META_TOOL_CALL_ID: &str = "toolharness/tool_call_id";
/// The `_meta` keys of a result.
const META_RUN_ID: &str = "toolharness/run_id";
const META_STATUS: &str = "toolharness/status";
const META_EVIDENCE_STATUS: &str = "toolharness/evidence_status";
const META_ERROR_CODE: &str = "toolharness/error_code";

/// The session id header (lower case, as `http` stores names).
const SESSION_HEADER: &str = "mcp-session-id";

pub struct SessionHandler {
    app: Arc<App>,
    /// This session's place among the live sessions; released when the handler drops.
    _slot: Option<OwnedSemaphorePermit>,
    run: OnceCell<SessionRun>,
    calls: AtomicU64,
    /// Over stdio there is one session and no header: the run id is given.
    fixed_run: Option<String>,
}

impl SessionHandler {
    pub fn new(app: Arc<App>, slot: Option<OwnedSemaphorePermit>) -> SessionHandler {
        SessionHandler { app, _slot: slot, run: OnceCell::new(), calls: AtomicU64::new(0), fixed_run: None }
    }

    /// The one session of the stdio transport, whose run is `run_id`.
    pub fn for_stdio(app: Arc<App>, run_id: &RunId) -> SessionHandler {
        SessionHandler { fixed_run: Some(run_id.to_string()), ..SessionHandler::new(app, None) }
    }

    /// The session's run, opened on first use under the session's id.
    async fn run(&self, session: &str) -> Result<&SessionRun, Fault> {
        let run = self
            .run
            .get_or_try_init(|| async {
                let run_id = RunId::parse(session).map_err(Fault::InvalidArgument)?;
                let runs = self.app.pipeline.runs();
                runs.open_session(&run_id, runs.defaults()).await
            })
            .await?;
        if run.run_id.as_str() != session {
            // rmcp routes a session's requests to its own handler; a mismatch would be a bug, not input.
            return Err(Fault::RunUnavailable(format!("this MCP session holds run {}, not {session}", run.run_id)));
        }
        Ok(run)
    }

    fn catalog(&self) -> Vec<Tool> {
        let mut tools: Vec<Tool> = self
            .app
            .pipeline
            .registry()
            .tools()
            .map(|tool| {
                let schema = match tool.contract.arguments_schema() {
                    Value::Object(schema) => schema,
                    _ => JsonObject::new(),
                };
                let mut entry = Tool::new(tool.name.clone(), tool.description.clone(), Arc::new(schema));
                entry.annotations = Some(read_only());
                entry
            })
            .collect();
        let mut release = Tool::new(RELEASE_TOOL, RELEASE_DESCRIPTION, Arc::new(release_schema()));
        release.annotations = Some(ToolAnnotations::new().read_only(false).destructive(false).idempotent(true));
        tools.push(release);
        tools
    }

    async fn evidence_call(
        &self,
        session: &str,
        request: CallToolRequestParams,
        meta: &JsonObject,
    ) -> Result<CallToolResult, Fault> {
        let run = self.run(session).await?;
        let tool_call_id = match meta.get(META_TOOL_CALL_ID) {
            Some(Value::String(id)) => id.clone(),
            Some(other) => {
                let why = format!("_meta.{META_TOOL_CALL_ID} is {other}; expected a string");
                let observation = self.app.pipeline.malformed(&run.run_id, "", &request.name, &why).await;
                return Ok(result(&run.run_id, &observation));
            }
            None => format!("mcp-{}", self.calls.fetch_add(1, Ordering::Relaxed) + 1),
        };
        let arguments = request.arguments.map_or_else(|| "{}".to_owned(), |a| Value::Object(a).to_string());
        let call = ToolCall { tool_call_id, tool_name: request.name.into_owned(), arguments_json: arguments };
        if let Err(why) = call.check_ids() {
            let observation = self.app.pipeline.malformed(&run.run_id, &call.tool_call_id, &call.tool_name, &why).await;
            return Ok(result(&run.run_id, &observation));
        }
        let registered = self.app.pipeline.registry().tools().any(|tool| tool.name == call.tool_name);
        let parent = parent_of(meta).within(&tracing::Span::current());
        let trace = CallTrace::start(&parent, &run.run_id, &call, registered);
        let outcome = trace.run(self.app.pipeline.call_in_session(run, call)).await;
        trace.finish(outcome.as_ref());
        Ok(result(&run.run_id, &outcome?))
    }

    async fn release(&self, session: &str, request: CallToolRequestParams) -> Result<CallToolResult, Fault> {
        let run = self.run(session).await?;
        let arguments = Value::Object(request.arguments.unwrap_or_default());
        let release: ReleaseArguments = match serde_path_to_error::deserialize(arguments) {
            Ok(release) => release,
            Err(error) => {
                let path = error.path().to_string();
                let why = json!({"error": {
                    "code": contract::ErrorCode::InvalidEnvelope.as_str(),
                    "path": if path == "." { "$".to_owned() } else { format!("$.{path}") },
                    "message": error.inner().to_string(),
                    "expected": "{\"draft\": \"<the final answer>\", \"citations\": [{\"tool_call_id\": \"…\", \"quote\": \"…\"}]}",
                }});
                return Ok(CallToolResult::error(vec![ContentBlock::text(why.to_string())]));
            }
        };
        let citations: Vec<Citation> = release
            .citations
            .into_iter()
            .map(|c| Citation { tool_call_id: c.tool_call_id, quote: c.quote.unwrap_or_default() })
            .collect();
        let outcome = self.app.pipeline.release(&run.run_id, &release.draft, &citations).await?;
        let results: Vec<Value> = outcome
            .results
            .iter()
            .map(|r| {
                let mut entry = json!({"tool_call_id": r.tool_call_id, "verified": r.verified});
                if !r.reason.is_empty() {
                    entry["reason"] = json!(r.reason);
                }
                entry
            })
            .collect();
        let text = json!({"published": outcome.published, "results": results}).to_string();
        let mut reply = if outcome.published {
            CallToolResult::success(vec![ContentBlock::text(text)])
        } else {
            CallToolResult::error(vec![ContentBlock::text(text)])
        };
        reply.meta = Some(meta(&[(META_RUN_ID, run.run_id.as_str())]));
        Ok(reply)
    }
}

impl ServerHandler for SessionHandler {
    fn get_info(&self) -> InitializeResult {
        InitializeResult::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("toolharness", env!("CARGO_PKG_VERSION")))
            .with_instructions(INSTRUCTIONS)
    }

    /// The handshake versions only: a run is the session, and the stateless 2026-07-28 protocol has no
    /// sessions. Clients that probe with `server/discover` are told so and fall back to `initialize`.
    fn supported_protocol_versions(&self) -> Cow<'static, [ProtocolVersion]> {
        Cow::Borrowed(ProtocolVersion::known_up_to(&ProtocolVersion::V_2025_11_25))
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        let session = session_of(&context).or(self.fixed_run.as_deref()).unwrap_or_default();
        let span = parent_of(&context.meta.0.0).mcp_span("tools/list", "", session, &context.id.to_string());
        let _entered = span.enter();
        Ok(ListToolsResult::with_all_items(self.catalog()))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        self.catalog().into_iter().find(|tool| tool.name == name)
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let started = std::time::Instant::now();
        let Some(session) = session_of(&context).map(str::to_owned).or_else(|| self.fixed_run.clone()) else {
            return Err(ErrorData::invalid_request(
                "tools/call needs an MCP session: send `initialize` first and the Mcp-Session-Id header after",
                None,
            ));
        };
        let request_id = context.id.to_string();
        // rmcp hands the request's `_meta` over in the context; any left on the params count too.
        let mut meta = context.meta.0.0.clone();
        if let Some(extra) = &request.meta {
            meta.extend(extra.0.0.iter().map(|(key, value)| (key.clone(), value.clone())));
        }
        let span = parent_of(&meta).mcp_span("tools/call", &request.name, &session, &request_id);
        let reply = if request.name == RELEASE_TOOL {
            tracing::Instrument::instrument(self.release(&session, request), span.clone()).await
        } else {
            tracing::Instrument::instrument(self.evidence_call(&session, request, &meta), span.clone()).await
        };
        telemetry::finish_rpc(&span, "mcp tools/call", started, reply.as_ref().err());
        reply.or_else(fault_result).map(CallToolResponse::from)
    }
}

/// The MCP result of an observation: its `model_content` as text, `isError` unless READY, and the ids and
/// statuses in `_meta` for the agent's host.
fn result(run_id: &RunId, observation: &Observation) -> CallToolResult {
    let content = vec![ContentBlock::text(observation.model_content.clone())];
    let mut reply = match observation.status {
        ObservationStatus::Ready => CallToolResult::success(content),
        ObservationStatus::Refused | ObservationStatus::Failed => CallToolResult::error(content),
    };
    let mut fields = vec![
        (META_TOOL_CALL_ID, observation.tool_call_id.as_str()),
        (META_RUN_ID, run_id.as_str()),
        (META_STATUS, observation.status.as_str()),
    ];
    if let Some(evidence) = observation.evidence {
        fields.push((META_EVIDENCE_STATUS, evidence.as_str()));
    }
    if let Some(code) = observation.error_code {
        fields.push((META_ERROR_CODE, code.as_str()));
    }
    reply.meta = Some(meta(&fields));
    reply
}

fn meta(fields: &[(&str, &str)]) -> MetaObject {
    MetaObject(fields.iter().map(|(key, value)| ((*key).to_owned(), json!(value))).collect())
}

/// A fault of a `tools/call`: the one mapping for the MCP front (the gRPC one is `grpc::status`). What the
/// model can act on (its run is closed, released or busy, the sidecar is full, draining or without its
/// store, a release's draft is empty) is a tool error result it reads, with the gRPC code's name; a
/// request the transport should not have let through is a JSON-RPC error.
fn fault_result(fault: Fault) -> Result<CallToolResult, ErrorData> {
    let code = match &fault {
        Fault::InvalidArgument(_) => "INVALID_ARGUMENT",
        Fault::RunNotFound(_) | Fault::NotFound(_) => "NOT_FOUND",
        Fault::RunUnavailable(_) => "FAILED_PRECONDITION",
        Fault::RunExists(_) => "ALREADY_EXISTS",
        Fault::Capacity(_) => "RESOURCE_EXHAUSTED",
        Fault::StoreUnavailable(_) | Fault::ShuttingDown(_) => "UNAVAILABLE",
        Fault::PermissionDenied(why) | Fault::Unauthenticated(why) => {
            return Err(ErrorData::invalid_request(why.clone(), None));
        }
    };
    let body = json!({"status": "FAILED", "error": {"code": code, "message": fault.to_string()}});
    Ok(CallToolResult::error(vec![ContentBlock::text(body.to_string())]))
}

/// The session id of a request (rmcp leaves the HTTP request's parts in its extensions).
fn session_of(context: &RequestContext<RoleServer>) -> Option<&str> {
    let parts = context.extensions.get::<http::request::Parts>()?;
    parts.headers.get(SESSION_HEADER)?.to_str().ok()
}

/// The caller's trace context: the request's `_meta` (`traceparent`, `tracestate`, `baggage`).
fn parent_of(meta: &JsonObject) -> Parent {
    Parent::from_lookup(|key| meta.get(key).and_then(Value::as_str).map(str::to_owned))
}

fn read_only() -> ToolAnnotations {
    ToolAnnotations::new().read_only(true).open_world(false)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ReleaseArguments {
    draft: String,
    #[serde(default)]
    citations: Vec<CitationArguments>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CitationArguments {
    tool_call_id: String,
    #[serde(default)]
    quote: Option<String>,
}

const RELEASE_DESCRIPTION: &str = "Publish the final answer of this session with the evidence it rests on. Every citation \
     names a tool_call_id of this session whose result was FOUND and, optionally, a quote of what that result \
     showed. The answer is published only if every citation verifies; after a release the session takes no \
     more calls.";

const INSTRUCTIONS: &str = "Evidence tools of ToolHarness. Every evidence tool takes {\"previous_observation\": \
     <evaluation or null>, \"input\": {...}}. After a FOUND result, the next call must judge it: \
     \"previous_observation\": {\"tool_call_id\": \"<its id>\", \"verdict\": \"GAINED\" or \"NO_GAIN\"}. When a result \
     says stop_required, stop calling evidence tools and call release with your answer and the tool_call_ids \
     you cite.";

fn release_schema() -> JsonObject {
    let schema = json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["draft"],
        "properties": {
            "draft": {"type": "string", "minLength": 1, "description": "The final answer."},
            "citations": {
                "type": "array",
                "maxItems": MAX_CITATIONS,
                "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["tool_call_id"],
                    "properties": {
                        "tool_call_id": {"type": "string", "description": "A call of this session whose result is cited."},
                        "quote": {"type": "string", "description": "Optional: words of that result, as shown."}
                    }
                }
            }
        }
    });
    match schema {
        Value::Object(schema) => schema,
        _ => JsonObject::new(),
    }
}
