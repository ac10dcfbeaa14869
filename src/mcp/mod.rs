//! The MCP front: the same pipeline as `Call`, for agents that reach their tools through the Model Context
//! Protocol (Streamable HTTP, `TOOLHARNESS_MCP_LISTEN`, path `/mcp`).
//!
//! * `tools/list` is the catalog (each tool's JSON Schema of `{previous_observation, input}`) plus
//!   `release`; `tools/call` is one call through [`Pipeline::call_in_session`](crate::pipeline::Pipeline),
//!   answered with the observation's `model_content` (`isError` unless READY).
//! * The MCP session is the run: its id is the `Mcp-Session-Id`, it opens with the session's first call
//!   and ends with the session (DELETE, idle for `TOOLHARNESS_RUN_IDLE_TTL_SECS`, shutdown). Records are
//!   the same as the gRPC path's, so `ListInvocations` and `Release` work on it from gRPC too.
//! * The same gates as the gRPC API: TLS and bearer tokens (or mTLS) off loopback, connections bounded,
//!   at most `TOOLHARNESS_MAX_LIVE_RUNS` sessions; requests carrying an `Origin` header are refused unless
//!   the origin is listed (`TOOLHARNESS_MCP_ALLOWED_ORIGINS`), and on loopback the `Host` must be a
//!   loopback name (DNS rebinding), as the specification asks.
//!
//! Served by the MCP Rust SDK (rmcp): its Streamable HTTP server handles framing, sessions, SSE and
//! protocol-version negotiation; this module adds the gates in front and the handler behind.

pub mod handler;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http::{StatusCode, header};
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tonic::transport::server::TcpConnectInfo;

use crate::App;
use crate::grpc::auth::Tokens;
use crate::grpc::{ServeError, listener, tls};
use handler::SessionHandler;

/// The path of the MCP endpoint.
pub const PATH: &str = "/mcp";
/// The largest request body accepted (a call's arguments, or a release's draft with citations).
const MAX_REQUEST_BYTES: usize = 4 * 1024 * 1024;
/// How long in-flight requests get after the front is told to stop.
const STOP_GRACE: Duration = Duration::from_secs(2);

/// What the front needs besides the pipeline.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Origins accepted in an `Origin` header; empty: any request carrying one is refused.
    pub allowed_origins: Vec<String>,
    /// A session idle this long is closed (and its run ends).
    pub session_idle: Duration,
    /// The most sessions open at once.
    pub max_sessions: usize,
}

#[derive(Clone)]
struct Gate {
    tokens: Option<Arc<Tokens>>,
    slots: Arc<Semaphore>,
}

/// Serves the MCP front on `listener` until `shutdown` completes, then closes the sessions (their runs
/// end) and returns once the requests still running have finished or [`STOP_GRACE`] has passed.
pub async fn serve(
    listener: TcpListener,
    app: Arc<App>,
    settings: Settings,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    let slots = Arc::new(Semaphore::new(settings.max_sessions));
    let mut config = StreamableHttpServerConfig::default()
        .with_max_request_body_bytes(MAX_REQUEST_BYTES)
        .with_allowed_origins(settings.allowed_origins.clone())
        .enforce_origin_validation();
    if !listener.local_addr().is_ok_and(|address| address.ip().is_loopback()) {
        // A pod is reached by names this process cannot know; callers there are authenticated instead.
        config = config.disable_allowed_hosts();
    }
    // Cancelled when the front stops: every session closes, so every run it holds ends.
    let cancel = config.cancellation_token.clone();
    let mut sessions = LocalSessionManager::default();
    sessions.session_config.keep_alive = Some(settings.session_idle);
    let (factory_app, factory_slots) = (app.clone(), slots.clone());
    let service = StreamableHttpService::new(
        move || {
            let slot = factory_slots.clone().try_acquire_owned().map_err(|_| std::io::Error::other(TOO_MANY))?;
            Ok(SessionHandler::new(factory_app.clone(), Some(slot)))
        },
        Arc::new(sessions),
        config,
    );
    let gate = Gate { tokens: app.tokens.clone(), slots };
    let router =
        axum::Router::new().route_service(PATH, service).layer(axum::middleware::from_fn_with_state(gate, admit));
    let incoming = listener::api_incoming(listener, app.tls.clone(), tls::Alpn::Http);
    let (stopped, mut stop) = tokio::sync::watch::channel(false);
    let stopping = async move {
        shutdown.await;
        let _ = stopped.send(true);
        cancel.cancel();
    };
    let serving = tonic::transport::Server::builder()
        .accept_http1(true)
        .max_concurrent_streams(Some(listener::MAX_STREAMS_PER_CONNECTION))
        .add_routes(tonic::service::Routes::from(router))
        .serve_with_incoming_shutdown(incoming, stopping);
    let overdue = async move {
        let _ = stop.wait_for(|stop| *stop).await;
        tokio::time::sleep(STOP_GRACE).await;
    };
    tokio::select! {
        served = serving => served?,
        () = overdue => tracing::info!("MCP connections still open after the grace period; closing them"),
    }
    Ok(())
}

/// Serves one MCP session over standard input and output (`toolharness mcp-stdio`, for desktop agents
/// that start their tools as child processes) until the client closes it; its run is `run_id`.
pub async fn serve_stdio(app: Arc<App>, run_id: &contract::RunId) -> Result<(), ServeError> {
    use rmcp::ServiceExt;
    let running = SessionHandler::for_stdio(app, run_id).serve((tokio::io::stdin(), tokio::io::stdout())).await?;
    running.waiting().await?;
    Ok(())
}

const TOO_MANY: &str = "too many MCP sessions are open in this sidecar; end one (DELETE) or retry later";

/// The gates in front of the MCP endpoint: authentication, then room for a new session.
async fn admit(State(gate): State<Gate>, request: Request, next: Next) -> Response {
    if let Some(tokens) = &gate.tokens {
        let peer = request
            .extensions()
            .get::<TcpConnectInfo>()
            .and_then(TcpConnectInfo::remote_addr)
            .map(|a| a.to_string())
            .unwrap_or_default();
        let header = request.headers().get(header::AUTHORIZATION).map(|value| value.to_str().unwrap_or(""));
        if let Err(fault) = tokens.authenticate(header, &peer) {
            return (StatusCode::UNAUTHORIZED, [(header::WWW_AUTHENTICATE, "Bearer")], format!("{fault}\n"))
                .into_response();
        }
    }
    let opens_session = request.method() == http::Method::POST && !request.headers().contains_key("mcp-session-id");
    if opens_session && gate.slots.available_permits() == 0 {
        return (StatusCode::SERVICE_UNAVAILABLE, [(header::RETRY_AFTER, "5")], format!("{TOO_MANY}\n"))
            .into_response();
    }
    let ends_session = request.method() == http::Method::DELETE;
    let response = next.run(request).await;
    if ends_session && response.status() == StatusCode::ACCEPTED {
        // The session is gone by now; clients (the official Python SDK among them) expect 200 or 204 for a
        // completed DELETE and log anything else as a failure.
        return StatusCode::NO_CONTENT.into_response();
    }
    response
}
