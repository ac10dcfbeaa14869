//! The `toolharness.v1.ToolHarness` gRPC service, plus health and reflection (v1 and v1alpha).
//!
//! Handlers only convert, delegate to the [`Pipeline`](crate::pipeline::Pipeline) and convert back.

pub mod auth;
pub mod codec;
pub mod convert;
pub mod drain;
pub mod listener;
pub mod session;
pub mod status;
pub mod tls;
pub mod watched;

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use tokio::net::TcpListener;
use tokio_stream::Stream;
use tokio_stream::wrappers::ReceiverStream;
use tonic::{Request, Response, Status, Streaming};

use crate::App;
use crate::fault::Fault;
use crate::pb;
use crate::pb::tool_harness_server::{ToolHarness, ToolHarnessServer};
use crate::telemetry::{self, CallTrace, Parent};
use tracing::Instrument;

pub use auth::OPERATOR_TOKEN_HEADER;

pub struct ToolHarnessService {
    app: Arc<App>,
    drain: drain::Drain,
}

impl ToolHarnessService {
    pub fn new(app: Arc<App>, drain: drain::Drain) -> ToolHarnessService {
        ToolHarnessService { app, drain }
    }

    /// Raw payloads go to the operator role only (an operator bearer token, or the
    /// `x-toolharness-operator-token` header); anyone else asking for them is refused.
    fn may_read_raw<T>(&self, request: &Request<T>, asked: bool) -> Result<bool, Fault> {
        match auth::role(request) {
            auth::Role::Operator => Ok(true),
            auth::Role::Agent if asked => {
                tracing::warn!(reason = "raw payloads asked for without the operator role", "request refused");
                Err(Fault::PermissionDenied("raw payloads are for the operator role only".into()))
            }
            auth::Role::Agent => Ok(false),
        }
    }
}

type SessionStream = Pin<Box<dyn Stream<Item = Result<pb::SessionResponse, Status>> + Send>>;

#[tonic::async_trait]
impl ToolHarness for ToolHarnessService {
    async fn list_tools(&self, _: Request<pb::ListToolsRequest>) -> Result<Response<pb::ListToolsResponse>, Status> {
        let tools = self
            .app
            .pipeline
            .registry()
            .tools()
            .map(|tool| pb::ToolDefinition {
                name: tool.name.clone(),
                description: tool.description.clone(),
                input_schema_json: tool.contract.arguments_schema().to_string(),
            })
            .collect();
        Ok(Response::new(pb::ListToolsResponse { tools }))
    }

    type SessionStream = SessionStream;

    async fn session(
        &self,
        request: Request<Streaming<pb::SessionRequest>>,
    ) -> Result<Response<Self::SessionStream>, Status> {
        let parent = Parent::from_metadata(request.metadata());
        let (replies, outbound) = tokio::sync::mpsc::channel(16);
        tokio::spawn(session::drive(self.app.clone(), parent, request.into_inner(), replies, self.drain.clone()));
        Ok(Response::new(Box::pin(ReceiverStream::new(outbound))))
    }

    async fn call(&self, request: Request<pb::CallRequest>) -> Result<Response<pb::CallResponse>, Status> {
        let started = std::time::Instant::now();
        let parent = Parent::from_metadata(request.metadata());
        let request = request.into_inner();
        let run_id = convert::run_id(&request.run_id)?;
        let call = convert::tool_call(request.call)?;
        let registered = self.app.pipeline.registry().tools().any(|tool| tool.name == call.tool_name);
        let trace = CallTrace::start(&parent, &run_id, &call, registered);
        let result = trace.run(self.app.pipeline.call(&run_id, call)).await;
        trace.finish(result.as_ref());
        telemetry::finish_rpc(&tracing::Span::none(), "Call", started, result.as_ref().err());
        Ok(Response::new(pb::CallResponse { observation: Some(result?.into()) }))
    }

    async fn release(&self, request: Request<pb::ReleaseRequest>) -> Result<Response<pb::ReleaseResponse>, Status> {
        let started = std::time::Instant::now();
        let parent = Parent::from_metadata(request.metadata());
        let request = request.into_inner();
        let run_id = convert::run_id(&request.run_id)?;
        let span = parent.rpc_span("Release", run_id.as_str());
        let citations = convert::citations(request.citations);
        let result = self.app.pipeline.release(&run_id, &request.draft, &citations).instrument(span.clone()).await;
        if let Ok(outcome) = &result {
            span.record("toolharness.published", outcome.published);
        }
        telemetry::finish_rpc(&span, "Release", started, result.as_ref().err());
        Ok(Response::new(result?.into()))
    }

    async fn get_invocation(
        &self,
        request: Request<pb::GetInvocationRequest>,
    ) -> Result<Response<pb::GetInvocationResponse>, Status> {
        let started = std::time::Instant::now();
        let parent = Parent::from_metadata(request.metadata());
        let include_raw = self.may_read_raw(&request, request.get_ref().include_raw)?;
        let request = request.into_inner();
        let run_id = convert::run_id(&request.run_id)?;
        if request.tool_call_id.is_empty() {
            return Err(Fault::InvalidArgument("tool_call_id is empty".into()).into());
        }
        let span = parent.rpc_span("GetInvocation", run_id.as_str());
        let result = self.app.pipeline.invocation(&run_id, &request.tool_call_id).instrument(span.clone()).await;
        telemetry::finish_rpc(&span, "GetInvocation", started, result.as_ref().err());
        Ok(Response::new(pb::GetInvocationResponse { invocation: Some(convert::invocation(result?, include_raw)) }))
    }

    async fn list_invocations(
        &self,
        request: Request<pb::ListInvocationsRequest>,
    ) -> Result<Response<pb::ListInvocationsResponse>, Status> {
        let started = std::time::Instant::now();
        let parent = Parent::from_metadata(request.metadata());
        let include_raw = self.may_read_raw(&request, request.get_ref().include_raw)?;
        let run_id = convert::run_id(&request.into_inner().run_id)?;
        let span = parent.rpc_span("ListInvocations", run_id.as_str());
        let reads = async {
            let records = self.app.pipeline.invocations(&run_id).await?;
            let release = self.app.pipeline.release_record(&run_id).await?;
            Ok::<_, Fault>((records, release))
        };
        let result = reads.instrument(span.clone()).await;
        telemetry::finish_rpc(&span, "ListInvocations", started, result.as_ref().err());
        let (records, release) = result?;
        let release = release.map(convert::release_record);
        let invocations = records.into_iter().map(|r| convert::invocation(r, include_raw)).collect();
        Ok(Response::new(pb::ListInvocationsResponse { invocations, release }))
    }
}

/// The largest request message the API decodes.
const MAX_REQUEST_BYTES: usize = 4 * 1024 * 1024;

/// How often readiness asks the canonical store whether it answers.
const STORE_PROBE_EVERY: std::time::Duration = std::time::Duration::from_secs(5);

pub type ServeError = Box<dyn std::error::Error + Send + Sync>;

/// Serves the sidecar on an already bound listener until `shutdown` completes, then drains. Binding
/// first (and passing the listener in) lets tests use port 0 without races.
pub async fn serve(
    listener: TcpListener,
    app: App,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    serve_listeners(Listeners { api: listener, ops: None, mcp: None }, app, shutdown).await
}

/// The sidecar's listeners, bound before serving.
pub struct Listeners {
    /// `toolharness.v1.ToolHarness`, health and reflection.
    pub api: TcpListener,
    /// Health, readiness and metrics (`TOOLHARNESS_OPS_LISTEN`).
    pub ops: Option<TcpListener>,
    /// The MCP front (`TOOLHARNESS_MCP_LISTEN`).
    pub mcp: Option<TcpListener>,
}

/// [`serve`], plus the ops listener (health, readiness, metrics) when one is given. The ops listener
/// answers until the API listener has drained, readiness NOT_SERVING from the moment draining starts.
///
/// Readiness: SERVING once the API listener serves and the canonical store answers (asked every
/// [`STORE_PROBE_EVERY`]), NOT_SERVING while it does not.
///
/// Draining: `shutdown` completes → readiness NOT_SERVING (ops and API health), new runs refused, open
/// Session streams and in-flight calls go on until they end or the drain timeout passes; then the streams
/// still open end with `UNAVAILABLE`, the listener stops accepting and the server waits briefly for calls
/// still running before it returns.
pub async fn serve_with_ops(
    listener: TcpListener,
    ops: Option<TcpListener>,
    app: App,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    serve_listeners(Listeners { api: listener, ops, mcp: None }, app, shutdown).await
}

/// [`serve_with_ops`], plus the MCP front when it has a listener: it serves until the API listener has
/// drained (no new run opens from the moment draining starts), then closes its sessions.
pub async fn serve_listeners(
    listeners: Listeners,
    app: App,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    let Listeners { api: listener, ops, mcp } = listeners;
    let readiness = telemetry::ops::Readiness::default();
    let (stop_ops, ops_stopped) = tokio::sync::watch::channel(false);
    let runs = app.pipeline.runs().clone();
    let ops_task = ops.map(|ops| {
        let mut ops_stopped = ops_stopped.clone();
        let stopped = async move {
            let _ = ops_stopped.wait_for(|stop| *stop).await;
        };
        tokio::spawn(telemetry::ops::serve(ops, readiness.clone(), runs, stopped))
    });
    if telemetry::exporting() {
        // The live-run gauge is read at each scrape of /metrics; for OTLP it is sampled every few seconds.
        let runs = app.pipeline.runs().clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(std::time::Duration::from_secs(5));
            loop {
                tick.tick().await;
                telemetry::metrics::METRICS.set(telemetry::metrics::Metric::LiveRuns, &[], runs.cached() as f64);
            }
        });
    }
    let (health, health_service) = tonic_health::server::health_reporter();
    health.set_serving::<ToolHarnessServer<ToolHarnessService>>().await;
    let drain = drain::Drain::default();
    let drain_timeout = app.drain_timeout;
    // When draining began: the server gets until the deadline (plus a moment) to finish.
    let (drain_began, mut drain_started) = tokio::sync::watch::channel(None::<tokio::time::Instant>);
    let draining = {
        let (readiness, drain, runs) = (readiness.clone(), drain.clone(), app.pipeline.runs().clone());
        async move {
            shutdown.await;
            let deadline = tokio::time::Instant::now() + drain_timeout;
            drain_began.send_replace(Some(deadline));
            readiness.close();
            health.set_not_serving::<ToolHarnessServer<ToolHarnessService>>().await;
            runs.refuse_new_runs();
            tracing::info!(timeout_secs = drain_timeout.as_secs(), "draining: not ready, no new runs");
            tokio::select! {
                () = drain.sessions_ended() => {}
                () = tokio::time::sleep_until(deadline) => {
                    tracing::info!("drain deadline passed; closing the Session streams still open");
                    drain.expire();
                }
            }
        }
    };
    let reflection = || {
        tonic_reflection::server::Builder::configure()
            .register_encoded_file_descriptor_set(pb::FILE_DESCRIPTOR_SET)
            .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
    };
    let runs_for_probe = app.pipeline.runs().clone();
    let authenticate = auth::Authenticate::new(app.tokens.clone(), app.operator_token.clone());
    let tls = app.tls.clone();
    let app = Arc::new(app);
    let (stop_mcp, mcp_stopped) = tokio::sync::watch::channel(false);
    let mcp_task = mcp.map(|mcp| {
        let mut mcp_stopped = mcp_stopped.clone();
        let stopped = async move {
            let _ = mcp_stopped.wait_for(|stop| *stop).await;
        };
        tokio::spawn(crate::mcp::serve(mcp, app.clone(), app.mcp.clone(), stopped))
    });
    let service = ToolHarnessService::new(app, drain.clone());
    let incoming = listener::api_incoming(listener, tls, tls::Alpn::Grpc);
    // Ready while the store answers (checked now, then every few seconds), never again once draining.
    let probing = {
        let (readiness, runs) = (readiness.clone(), runs_for_probe);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(STORE_PROBE_EVERY);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                let answers = runs.store_answers().await;
                if answers != readiness.is_ready() && !runs.draining() {
                    if answers {
                        tracing::info!("the canonical store answers: ready");
                    } else {
                        tracing::warn!("the canonical store does not answer: not ready");
                    }
                }
                readiness.set(answers);
            }
        })
    };
    let serving = tonic::transport::Server::builder()
        // A peer that vanished is found by HTTP/2 pings and dropped; one connection cannot open streams
        // without bound.
        .http2_keepalive_interval(Some(std::time::Duration::from_secs(30)))
        .http2_keepalive_timeout(Some(std::time::Duration::from_secs(10)))
        .max_concurrent_streams(Some(listener::MAX_STREAMS_PER_CONNECTION))
        .add_service(health_service)
        .add_service(reflection().build_v1()?)
        .add_service(reflection().build_v1alpha()?)
        .add_service(tonic::service::interceptor::InterceptedService::new(
            // A request holds at most the arguments (≤ 1 MiB by configuration) or a release draft with
            // its citations; anything larger is refused before it is decoded.
            ToolHarnessServer::new(service).max_decoding_message_size(MAX_REQUEST_BYTES),
            authenticate,
        ))
        .serve_with_incoming_shutdown(incoming, draining);
    let overdue = async move {
        let deadline = drain_started.wait_for(Option::is_some).await.ok().and_then(|deadline| *deadline);
        let Some(deadline) = deadline else { return std::future::pending().await };
        // Streams were closed at the deadline; calls still running get a moment more, then are dropped.
        tokio::time::sleep_until(deadline + std::time::Duration::from_secs(2)).await;
    };
    let served = tokio::select! {
        served = serving => served,
        () = overdue => {
            tracing::warn!("connections still open after the drain deadline; closing them");
            Ok(())
        }
    };
    probing.abort();
    let _ = stop_mcp.send(true);
    if let Some(task) = mcp_task {
        match task.await {
            Ok(result) => result?,
            Err(panicked) => return Err(panicked.into()),
        }
    }
    let _ = stop_ops.send(true);
    if let Some(task) = ops_task {
        match task.await {
            Ok(result) => result?,
            Err(panicked) => return Err(panicked.into()),
        }
    }
    served?;
    Ok(())
}
