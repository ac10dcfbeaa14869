//! Observability: logs, traces and metrics. The only module that knows OpenTelemetry; the pipeline, the
//! boundary and the adapters emit `tracing` spans and events, and this module turns them into
//! * log lines on stderr (`TOOLHARNESS_LOG_FORMAT=json|text`, JSON by default off a terminal),
//! * OTLP/gRPC trace export when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (nothing is built otherwise),
//! * the Prometheus metrics of [`metrics`], served by [`ops`] on `TOOLHARNESS_OPS_LISTEN`.
//!
//! A tool call is one span `execute_tool {tool}` (OpenTelemetry GenAI conventions) whose parent is the
//! caller's W3C `traceparent` from the gRPC metadata, with the gates, the boundary stages, the store
//! operations and the backend under it; see [`CallTrace`].

mod json;
mod layer;
pub mod metrics;
pub mod ops;
pub mod store;

use std::future::Future;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use contract::{RunId, ToolCall};
use observation::{Observation, ObservationStatus};
use opentelemetry::metrics::MeterProvider as _;
use opentelemetry::propagation::{Extractor, TextMapCompositePropagator, TextMapPropagator};
use opentelemetry::trace::{TraceContextExt, TracerProvider as _};
use opentelemetry_sdk::metrics::{PeriodicReader, SdkMeterProvider};
use opentelemetry_sdk::propagation::{BaggagePropagator, TraceContextPropagator};
use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing::Instrument;
use tracing::field::Empty;
use tracing_opentelemetry::OpenTelemetrySpanExt;
use tracing_subscriber::Layer;
use tracing_subscriber::filter::{EnvFilter, Targets};
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;

use crate::fault::Fault;
use metrics::{METRICS, Metric};

pub const ENV_LOG_FORMAT: &str = "TOOLHARNESS_LOG_FORMAT";
pub const ENV_OTLP_ENDPOINT: &str = "OTEL_EXPORTER_OTLP_ENDPOINT";
pub const ENV_OTLP_PROTOCOL: &str = "OTEL_EXPORTER_OTLP_PROTOCOL";

/// Whether spans are exported (set once by [`init`]). Off, no OpenTelemetry context is ever built.
static EXPORTING: AtomicBool = AtomicBool::new(false);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    Json,
    Text,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    pub log_format: LogFormat,
    /// OTLP/gRPC export of spans (the exporter reads the endpoint and its options from the standard variables).
    pub otlp: bool,
}

impl Settings {
    /// From `TOOLHARNESS_LOG_FORMAT` and the `OTEL_*` variables; an unusable value is an error naming it.
    pub fn from_env() -> Result<Settings, String> {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let log_format = match var(ENV_LOG_FORMAT).as_deref().map(str::trim) {
            Some("json") => LogFormat::Json,
            Some("text") => LogFormat::Text,
            Some(other) => {
                return Err(format!("{ENV_LOG_FORMAT}={other:?} is not a log format; expected json or text"));
            }
            // Logs go to stderr: JSON for a collector, text for a person at a terminal.
            None if std::io::stderr().is_terminal() => LogFormat::Text,
            None => LogFormat::Json,
        };
        let otlp = var(ENV_OTLP_ENDPOINT).is_some() || var("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT").is_some();
        let protocol = var(ENV_OTLP_PROTOCOL).or_else(|| var("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL"));
        if otlp && let Some(protocol) = protocol.filter(|p| p.trim() != "grpc") {
            return Err(format!(
                "{ENV_OTLP_PROTOCOL}={protocol:?}: this build exports OTLP over gRPC only; set it to grpc or unset it"
            ));
        }
        Ok(Settings { log_format, otlp })
    }
}

/// Keeps the exporter alive; [`Telemetry::shutdown`] flushes the spans still buffered.
pub struct Telemetry {
    provider: Option<SdkTracerProvider>,
    meters: Option<SdkMeterProvider>,
}

impl Telemetry {
    /// Exports what is buffered and stops the exporter (blocking; call off the async workers).
    pub fn shutdown(self) {
        if let Some(provider) = self.provider
            && let Err(error) = provider.shutdown()
        {
            eprintln!("toolharness: flushing spans at shutdown failed: {error}");
        }
        if let Some(meters) = self.meters
            && let Err(error) = meters.shutdown()
        {
            eprintln!("toolharness: exporting metrics at shutdown failed: {error}");
        }
    }
}

/// Installs the process's subscriber. With OTLP it must run inside the Tokio runtime (the exporter's
/// channel is driven by it). `serve_metrics`: an ops listener will serve `/metrics`; with neither it nor
/// OTLP, no metric is kept and the stage spans are not built.
pub fn init(settings: &Settings, serve_metrics: bool) -> Result<Telemetry, String> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let fmt = match settings.log_format {
        LogFormat::Json => tracing_subscriber::fmt::layer()
            .fmt_fields(tracing_subscriber::fmt::format::JsonFields::new())
            .event_format(json::JsonLines)
            .with_ansi(false)
            .with_writer(std::io::stderr)
            .boxed(),
        LogFormat::Text => tracing_subscriber::fmt::layer()
            .with_ansi(std::io::stderr().is_terminal())
            .with_writer(std::io::stderr)
            .boxed(),
    };
    // Only our own crates' spans feed metrics and traces: the transport's spans (h2, hyper, tonic) would
    // cost on every frame, and the exporter's own calls must not trace themselves.
    // The gates, stages, store operations and backends are DEBUG spans: with neither metrics nor traces
    // wanted, no layer enables them and they cost nothing (the per-call span is INFO, for the log line).
    let ours = || Targets::new().with_target("toolharness", tracing::Level::DEBUG);
    let (otel, provider) = if settings.otlp {
        let exporter = opentelemetry_otlp::SpanExporter::builder()
            .with_tonic()
            .build()
            .map_err(|e| format!("OTLP span exporter ({ENV_OTLP_ENDPOINT}): {e}"))?;
        let provider = SdkTracerProvider::builder().with_resource(resource()).with_batch_exporter(exporter).build();
        let tracer = provider.tracer("toolharness");
        let layer = tracing_opentelemetry::layer().with_tracer(tracer).with_tracked_inactivity(false);
        (Some(layer.with_filter(ours())), Some(provider))
    } else {
        (None, None)
    };
    tracing_subscriber::registry()
        .with(fmt.with_filter(filter))
        .with((serve_metrics || settings.otlp).then(|| layer::MetricsLayer.with_filter(ours())))
        .with(otel)
        .try_init()
        .map_err(|e| format!("installing the log subscriber: {e}"))?;
    // Metrics go over OTLP too (every `OTEL_METRIC_EXPORT_INTERVAL`), unless `OTEL_METRICS_EXPORTER=none`.
    let metrics_off = std::env::var("OTEL_METRICS_EXPORTER").is_ok_and(|v| v.trim() == "none");
    let meters = if settings.otlp && !metrics_off {
        let exporter = opentelemetry_otlp::MetricExporter::builder()
            .with_tonic()
            .build()
            .map_err(|e| format!("OTLP metric exporter ({ENV_OTLP_ENDPOINT}): {e}"))?;
        let reader = PeriodicReader::builder(exporter).build();
        let meters = SdkMeterProvider::builder().with_resource(resource()).with_reader(reader).build();
        metrics::export_to(&meters.meter("toolharness"));
        Some(meters)
    } else {
        None
    };
    EXPORTING.store(provider.is_some(), Ordering::Relaxed);
    if serve_metrics || settings.otlp {
        metrics::enable();
    }
    Ok(Telemetry { provider, meters })
}

/// Whether spans are exported over OTLP.
pub fn exporting() -> bool {
    EXPORTING.load(Ordering::Relaxed)
}

/// Whether anything reads spans below the call's or metrics (then the store is wrapped to trace it).
pub fn active() -> bool {
    exporting() || metrics::enabled()
}

/// Logging for the offline commands: text on stderr, no spans exported.
pub fn init_offline() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()))
        .with_ansi(std::io::stderr().is_terminal())
        .with_writer(std::io::stderr)
        .try_init();
}

/// `service.name` is `toolharness` unless `OTEL_SERVICE_NAME` or `OTEL_RESOURCE_ATTRIBUTES` names it
/// (the resource builder reads both).
fn resource() -> opentelemetry_sdk::Resource {
    let named = std::env::var("OTEL_SERVICE_NAME").is_ok_and(|v| !v.is_empty())
        || std::env::var("OTEL_RESOURCE_ATTRIBUTES").is_ok_and(|v| v.contains("service.name="));
    let builder = opentelemetry_sdk::Resource::builder();
    let builder = if named { builder } else { builder.with_service_name("toolharness") };
    builder.with_attribute(opentelemetry::KeyValue::new("service.version", env!("CARGO_PKG_VERSION"))).build()
}

/// The caller's trace context, from the W3C `traceparent`/`tracestate` and `baggage` gRPC metadata.
#[derive(Clone, Default)]
pub struct Parent {
    context: Option<opentelemetry::Context>,
}

struct MetadataExtractor<'a>(&'a tonic::metadata::MetadataMap);

impl Extractor for MetadataExtractor<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).and_then(|value| value.to_str().ok())
    }

    fn keys(&self) -> Vec<&str> {
        self.0
            .keys()
            .filter_map(|key| match key {
                tonic::metadata::KeyRef::Ascii(key) => Some(key.as_str()),
                tonic::metadata::KeyRef::Binary(_) => None,
            })
            .collect()
    }
}

/// The trace-context fields found by a lookup (HTTP headers, an MCP request's `_meta`).
struct FieldsExtractor(Vec<(&'static str, String)>);

impl Extractor for FieldsExtractor {
    fn get(&self, key: &str) -> Option<&str> {
        self.0.iter().find(|(name, _)| *name == key).map(|(_, value)| value.as_str())
    }

    fn keys(&self) -> Vec<&str> {
        self.0.iter().map(|(name, _)| *name).collect()
    }
}

impl Parent {
    pub fn from_metadata(metadata: &tonic::metadata::MetadataMap) -> Parent {
        if !metadata.contains_key("traceparent") {
            return Parent::default();
        }
        Parent::extract(&MetadataExtractor(metadata))
    }

    /// From `traceparent`, `tracestate` and `baggage` as `lookup` finds them: the HTTP headers of an MCP
    /// request, else its `_meta` (where MCP clients put the trace context).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Parent {
        let fields: Vec<(&'static str, String)> =
            ["traceparent", "tracestate", "baggage"].into_iter().filter_map(|k| lookup(k).map(|v| (k, v))).collect();
        if !fields.iter().any(|(name, _)| *name == "traceparent") {
            return Parent::default();
        }
        Parent::extract(&FieldsExtractor(fields))
    }

    fn extract(extractor: &dyn Extractor) -> Parent {
        let propagator = TextMapCompositePropagator::new(vec![
            Box::new(TraceContextPropagator::new()),
            Box::new(BaggagePropagator::new()),
        ]);
        let context = propagator.extract(extractor);
        let valid = context.span().span_context().is_valid();
        Parent { context: valid.then_some(context) }
    }

    /// The span of one MCP request (OpenTelemetry MCP conventions: `mcp.method.name`, `mcp.session.id`),
    /// under this parent; `target` is the tool's name for `tools/call`.
    pub fn mcp_span(&self, method: &'static str, target: &str, session: &str, request_id: &str) -> tracing::Span {
        let name = if target.is_empty() { method.to_owned() } else { format!("{method} {target}") };
        let span = tracing::info_span!(
            "mcp",
            otel.name = name.as_str(),
            otel.kind = "server",
            mcp.method.name = method,
            mcp.session.id = session,
            jsonrpc.request.id = request_id,
            gen_ai.tool.name = Empty,
            error.type = Empty,
            otel.status_code = Empty,
        );
        if method == "tools/call" {
            span.record("gen_ai.tool.name", target);
        }
        self.adopt(&span);
        span
    }

    /// The parent of spans opened inside `span`, a front's own span under this parent. Not exporting, it
    /// stays the caller's context, passed through to the call's SQL comment.
    pub fn within(&self, span: &tracing::Span) -> Parent {
        if !EXPORTING.load(Ordering::Relaxed) {
            return self.clone();
        }
        let context = span.context();
        let valid = context.span().span_context().is_valid();
        Parent { context: valid.then_some(context) }
    }

    /// A span of an RPC other than a tool call (Release, audit reads), under this parent.
    pub fn rpc_span(&self, method: &'static str, run_id: &str) -> tracing::Span {
        let span = tracing::info_span!(
            "rpc",
            otel.name = method,
            otel.kind = "server",
            rpc.system.name = "grpc",
            rpc.method = method,
            toolharness.run_id = run_id,
            toolharness.published = Empty,
            error.type = Empty,
            otel.status_code = Empty,
        );
        self.adopt(&span);
        span
    }

    fn adopt(&self, span: &tracing::Span) {
        if let Some(context) = &self.context
            && EXPORTING.load(Ordering::Relaxed)
        {
            let _ = span.set_parent(context.clone());
        }
    }
}

/// Records an RPC's duration and outcome (`rpc.server.call.duration`) and marks its span failed.
pub fn finish_rpc(span: &tracing::Span, method: &'static str, started: Instant, fault: Option<&Fault>) {
    let code = fault.map_or("OK", fault_type);
    if let Some(fault) = fault {
        span.record("error.type", fault_type(fault));
        span.record("otel.status_code", "ERROR");
    }
    METRICS.observe_duration(Metric::RpcDuration, &[("rpc_method", method), ("rpc_status", code)], started.elapsed());
}

/// One tool call's span, timer and log line.
pub struct CallTrace {
    span: tracing::Span,
    started: Instant,
    run_id: String,
    tool_call_id: String,
    tool: String,
    /// The tool's name for metrics: a registered tool, or `unknown` (a model's typo is not a label).
    tool_label: String,
    trace_id: Option<String>,
    span_id: Option<String>,
    traceparent: Option<String>,
}

/// The longest tool name or id put in a span or a log line.
const MAX_ID_CHARS: usize = 128;

impl CallTrace {
    /// Opens the call's span under `parent`. `registered`: the tool name is one of the registry's.
    pub fn start(parent: &Parent, run_id: &RunId, call: &ToolCall, registered: bool) -> CallTrace {
        let tool: String = call.tool_name.chars().take(MAX_ID_CHARS).collect();
        let tool_call_id: String = call.tool_call_id.chars().take(MAX_ID_CHARS).collect();
        let span = tracing::info_span!(
            "execute_tool",
            otel.name = Empty,
            otel.kind = "internal",
            gen_ai.operation.name = "execute_tool",
            gen_ai.tool.name = tool.as_str(),
            gen_ai.tool.call.id = tool_call_id.as_str(),
            gen_ai.tool.type = "function",
            toolharness.run_id = run_id.as_str(),
            toolharness.status = Empty,
            toolharness.evidence_status = Empty,
            toolharness.error_code = Empty,
            toolharness.violation = Empty,
            toolharness.stop_reason = Empty,
            toolharness.model_content_bytes = Empty,
            toolharness.truncated = Empty,
            error.type = Empty,
            otel.status_code = Empty,
        );
        let remote = parent.context.as_ref().map(|cx| cx.span().span_context().clone());
        let own = if EXPORTING.load(Ordering::Relaxed) {
            span.record("otel.name", format!("execute_tool {tool}"));
            parent.adopt(&span);
            Some(span.context().span().span_context().clone()).filter(|sc| sc.is_valid())
        } else {
            None
        };
        // The trace this call belongs to: our own span when exporting; else the caller's, passed through.
        let (trace_id, span_id, traceparent) = match own.or(remote) {
            Some(sc) => (
                Some(sc.trace_id().to_string()),
                Some(sc.span_id().to_string()),
                Some(format!("00-{}-{}-{:02x}", sc.trace_id(), sc.span_id(), sc.trace_flags().to_u8())),
            ),
            None => (None, None, None),
        };
        CallTrace {
            span,
            started: Instant::now(),
            run_id: run_id.to_string(),
            tool_call_id,
            tool,
            tool_label: if registered { call.tool_name.clone() } else { "unknown".to_owned() },
            trace_id,
            span_id,
            traceparent,
        }
    }

    /// Runs the call inside its span, with the statement tag its SQL will carry.
    pub async fn run<F: Future>(&self, call: F) -> F::Output {
        let tag = adapters::mysql::executor::StatementTag {
            traceparent: self.traceparent.clone(),
            tool_call_id: self.tool_call_id.clone(),
        };
        adapters::mysql::executor::with_statement_tag(tag, call.instrument(self.span.clone())).await
    }

    /// Records the call's outcome on its span, in the metrics and as one log line.
    pub fn finish(self, result: Result<&Observation, &Fault>) {
        let elapsed = self.started.elapsed();
        let span = &self.span;
        let observation = match result {
            Ok(observation) => observation,
            Err(fault) => {
                span.record("error.type", fault_type(fault));
                span.record("otel.status_code", "ERROR");
                METRICS.add(
                    Metric::ToolCalls,
                    &[
                        ("tool", self.tool_label.as_str()),
                        ("status", "FAULT"),
                        ("evidence_status", ""),
                        ("error_code", fault_type(fault)),
                    ],
                    1.0,
                );
                METRICS.observe_duration(
                    Metric::ToolCallDuration,
                    &[("tool", self.tool_label.as_str()), ("status", "FAULT")],
                    elapsed,
                );
                tracing::info!(
                    parent: span,
                    run = %self.run_id,
                    call = %self.tool_call_id,
                    tool = %self.tool,
                    status = "FAULT",
                    code = fault_type(fault),
                    duration_ms = elapsed.as_secs_f64() * 1000.0,
                    bytes = 0u64,
                    trace_id = self.trace_id.as_deref(),
                    span_id = self.span_id.as_deref(),
                    "tool call"
                );
                return;
            }
        };
        let status = observation.status.as_str();
        let evidence = observation.evidence.map(|e| e.as_str()).unwrap_or("");
        let code = observation.error_code.map(|c| c.as_str()).unwrap_or("");
        let violation = observation.violation.as_ref().map(|v| v.kind.as_str());
        let stop = observation.stop.map(|s| s.as_str());
        let bytes = observation.model_content.len() as u64;
        span.record("toolharness.status", status);
        if !evidence.is_empty() {
            span.record("toolharness.evidence_status", evidence);
        }
        if let Some(stop) = stop {
            span.record("toolharness.stop_reason", stop);
        }
        if let Some(violation) = violation {
            span.record("toolharness.violation", violation);
        }
        span.record("toolharness.model_content_bytes", bytes);
        span.record("toolharness.truncated", observation.truncated);
        if observation.status != ObservationStatus::Ready {
            span.record("toolharness.error_code", code);
            span.record("error.type", code);
            span.record("otel.status_code", "ERROR");
        }
        let tool = self.tool_label.as_str();
        METRICS.add(
            Metric::ToolCalls,
            &[("tool", tool), ("status", status), ("evidence_status", evidence), ("error_code", code)],
            1.0,
        );
        METRICS.observe_duration(Metric::ToolCallDuration, &[("tool", tool), ("status", status)], elapsed);
        METRICS.observe(Metric::ModelContentBytes, &[("tool", tool)], bytes as f64);
        // A stop is counted on the call that caused it, not on the refusals that follow it.
        if let Some(stop) = stop
            && observation.error_code != Some(contract::ErrorCode::StopRequired)
        {
            METRICS.add(Metric::RunStops, &[("reason", stop)], 1.0);
        }
        if observation.status == ObservationStatus::Refused {
            let violation = violation.unwrap_or("");
            METRICS.add(Metric::GateRefusals, &[("tool", tool), ("error_code", code), ("violation", violation)], 1.0);
            tracing::info!(parent: span, run = %self.run_id, call = %self.tool_call_id, code, violation, "call refused");
        }
        tracing::info!(
            parent: span,
            run = %self.run_id,
            call = %self.tool_call_id,
            tool = %self.tool,
            status,
            evidence,
            code,
            stop,
            duration_ms = elapsed.as_secs_f64() * 1000.0,
            bytes,
            trace_id = self.trace_id.as_deref(),
            span_id = self.span_id.as_deref(),
            "tool call"
        );
    }
}

/// A fault's kind, for `error.type` and metrics (never its message).
fn fault_type(fault: &Fault) -> &'static str {
    match fault {
        Fault::InvalidArgument(_) => "INVALID_ARGUMENT",
        Fault::RunNotFound(_) => "RUN_NOT_FOUND",
        Fault::RunUnavailable(_) => "RUN_UNAVAILABLE",
        Fault::RunExists(_) => "RUN_EXISTS",
        Fault::Capacity(_) => "CAPACITY",
        Fault::PermissionDenied(_) => "PERMISSION_DENIED",
        Fault::StoreUnavailable(_) => "STORE_UNAVAILABLE",
        Fault::NotFound(_) => "NOT_FOUND",
        Fault::Unauthenticated(_) => "UNAUTHENTICATED",
        Fault::ShuttingDown(_) => "SHUTTING_DOWN",
    }
}
