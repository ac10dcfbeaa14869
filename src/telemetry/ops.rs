//! The ops listener (`TOOLHARNESS_OPS_LISTEN`): `grpc.health.v1` for gRPC probes, and over HTTP/1.1
//! `GET /healthz` (the process answers), `GET /readyz` (serving calls, not draining) and `GET /metrics`
//! (Prometheus text). One port, one tonic server accepting both HTTP/1.1 and HTTP/2.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio_stream::wrappers::TcpListenerStream;

use super::metrics::{METRICS, Metric};
use crate::runs::Runs;

/// The health service name a liveness probe asks for (`""`, readiness, turns NOT_SERVING on SIGTERM).
pub const LIVENESS_SERVICE: &str = "toolharness.liveness";

/// Whether the sidecar takes calls: set while the API listener serves and the store answers, cleared for
/// good when it starts draining.
#[derive(Clone)]
pub struct Readiness(Arc<watch::Sender<bool>>, Arc<AtomicBool>);

impl Default for Readiness {
    fn default() -> Readiness {
        Readiness(Arc::new(watch::channel(false).0), Arc::new(AtomicBool::new(false)))
    }
}

impl Readiness {
    /// Ready or not; once [`Readiness::close`]d, never ready again.
    pub fn set(&self, ready: bool) {
        // Under the channel's lock, so a `set(true)` cannot slip in after `close`.
        self.0.send_modify(|now| *now = ready && !self.1.load(Ordering::SeqCst));
    }

    /// Not ready from now on (draining).
    pub fn close(&self) {
        self.0.send_modify(|now| {
            self.1.store(true, Ordering::SeqCst);
            *now = false;
        });
    }

    pub fn is_ready(&self) -> bool {
        *self.0.borrow()
    }
}

/// Serves the ops endpoints on `listener` until `shutdown`.
pub async fn serve(
    listener: TcpListener,
    readiness: Readiness,
    runs: Arc<Runs>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), crate::grpc::ServeError> {
    let (health, health_service) = tonic_health::server::health_reporter();
    // For liveness probes: SERVING while the process answers, draining included (a drain is not a hang).
    health.set_service_status(LIVENESS_SERVICE, tonic_health::ServingStatus::Serving).await;
    // gRPC probes see what /readyz says: NOT_SERVING from the moment draining starts.
    let mut changes = readiness.0.subscribe();
    tokio::spawn(async move {
        loop {
            let status = if *changes.borrow_and_update() {
                tonic_health::ServingStatus::Serving
            } else {
                tonic_health::ServingStatus::NotServing
            };
            health.set_service_status("", status).await;
            if changes.changed().await.is_err() {
                return;
            }
        }
    });
    let ready = readiness.clone();
    let router =
        tonic::service::Routes::new(health_service)
            .into_axum_router()
            .route("/healthz", get(|| async { "ok\n" }))
            .route(
                "/readyz",
                get(move || {
                    let ready = ready.is_ready();
                    async move {
                        if ready {
                            (StatusCode::OK, "ready\n")
                        } else {
                            (StatusCode::SERVICE_UNAVAILABLE, "not ready\n")
                        }
                    }
                }),
            )
            .route(
                "/metrics",
                get(move || {
                    METRICS.set(Metric::LiveRuns, &[], runs.cached() as f64);
                    let text = METRICS.render();
                    async move {
                        ([(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")], text).into_response()
                    }
                }),
            );
    tonic::transport::Server::builder()
        .accept_http1(true)
        .add_routes(tonic::service::Routes::from(router))
        .serve_with_incoming_shutdown(TcpListenerStream::new(listener), shutdown)
        .await?;
    Ok(())
}
