//! The sidecar's metrics: counters and histograms kept in process and rendered in the Prometheus text
//! exposition format for `GET /metrics` on the ops listener.
//!
//! Every metric is declared once in [`Metric`] (name, help, kind), so the exposition lists each family
//! with its `HELP` and `TYPE` even before it moves. With OTLP configured, every update is also recorded on
//! an OpenTelemetry instrument of the metric's dotted name ([`export_to`]), exported periodically. Label values come from closed vocabularies (tool
//! names, statuses, error codes, stage names); free text (arguments, messages, SQL) never becomes a label.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{LazyLock, Mutex, OnceLock};
use std::time::Duration;

/// Histogram buckets for latencies, in seconds: 0.5 ms to 10 s.
const LATENCY_BUCKETS: &[f64] = &[0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0];
/// Histogram buckets for sizes, in bytes: 64 B to 4 MiB.
const BYTE_BUCKETS: &[f64] = &[64.0, 256.0, 1024.0, 4096.0, 8192.0, 16384.0, 65536.0, 262144.0, 1048576.0, 4194304.0];

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Metric {
    ToolCalls,
    ToolCallDuration,
    RunStops,
    GateRefusals,
    StageDuration,
    RpcDuration,
    ModelContentBytes,
    RawStoredBytes,
    Redactions,
    StoreOperationDuration,
    StoreOperationErrors,
    LiveRuns,
    MysqlStatementDuration,
    MysqlStatementTimeouts,
    MysqlPoolWaits,
    LogBytesScanned,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    Counter,
    Gauge,
    Histogram(&'static [f64]),
}

impl Metric {
    pub const ALL: &'static [Metric] = &[
        Metric::ToolCalls,
        Metric::ToolCallDuration,
        Metric::RunStops,
        Metric::GateRefusals,
        Metric::StageDuration,
        Metric::RpcDuration,
        Metric::ModelContentBytes,
        Metric::RawStoredBytes,
        Metric::Redactions,
        Metric::StoreOperationDuration,
        Metric::StoreOperationErrors,
        Metric::LiveRuns,
        Metric::MysqlStatementDuration,
        Metric::MysqlStatementTimeouts,
        Metric::MysqlPoolWaits,
        Metric::LogBytesScanned,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Metric::ToolCalls => "toolharness_tool_calls_total",
            Metric::ToolCallDuration => "gen_ai_execute_tool_duration_seconds",
            Metric::RunStops => "toolharness_run_stops_total",
            Metric::GateRefusals => "toolharness_gate_refusals_total",
            Metric::StageDuration => "toolharness_stage_duration_seconds",
            Metric::RpcDuration => "rpc_server_call_duration_seconds",
            Metric::ModelContentBytes => "toolharness_model_content_bytes",
            Metric::RawStoredBytes => "toolharness_raw_stored_bytes_total",
            Metric::Redactions => "toolharness_redactions_total",
            Metric::StoreOperationDuration => "toolharness_store_operation_duration_seconds",
            Metric::StoreOperationErrors => "toolharness_store_operation_errors_total",
            Metric::LiveRuns => "toolharness_live_runs",
            Metric::MysqlStatementDuration => "db_client_operation_duration_seconds",
            Metric::MysqlStatementTimeouts => "toolharness_mysql_statement_timeouts_total",
            Metric::MysqlPoolWaits => "toolharness_mysql_pool_wait_seconds",
            Metric::LogBytesScanned => "toolharness_log_bytes_scanned_total",
        }
    }

    /// The OpenTelemetry instrument's name (semantic-convention names where they exist).
    pub fn otel_name(self) -> &'static str {
        match self {
            Metric::ToolCalls => "toolharness.tool.calls",
            Metric::ToolCallDuration => "gen_ai.execute_tool.duration",
            Metric::RunStops => "toolharness.run.stops",
            Metric::GateRefusals => "toolharness.gate.refusals",
            Metric::StageDuration => "toolharness.stage.duration",
            Metric::RpcDuration => "rpc.server.call.duration",
            Metric::ModelContentBytes => "toolharness.model_content.size",
            Metric::RawStoredBytes => "toolharness.raw_stored.bytes",
            Metric::Redactions => "toolharness.redactions",
            Metric::StoreOperationDuration => "toolharness.store.operation.duration",
            Metric::StoreOperationErrors => "toolharness.store.operation.errors",
            Metric::LiveRuns => "toolharness.live_runs",
            Metric::MysqlStatementDuration => "db.client.operation.duration",
            Metric::MysqlStatementTimeouts => "toolharness.mysql.statement.timeouts",
            Metric::MysqlPoolWaits => "toolharness.mysql.pool.wait",
            Metric::LogBytesScanned => "toolharness.log.bytes_scanned",
        }
    }

    fn help(self) -> &'static str {
        match self {
            Metric::ToolCalls => "Tool calls answered, by tool, observation status, evidence status and error code.",
            Metric::ToolCallDuration => "Duration of one tool call (execute_tool), from request to observation.",
            Metric::RunStops => "Runs told to stop, by stop reason.",
            Metric::GateRefusals => "Calls refused by a gate, by tool, error code and protocol violation.",
            Metric::StageDuration => "Duration of the gates and the boundary stages of a call.",
            Metric::RpcDuration => "Duration of a gRPC call of toolharness.v1.ToolHarness, by method and status code.",
            Metric::ModelContentBytes => "Bytes of model_content returned to the model, by tool.",
            Metric::RawStoredBytes => "Raw result bytes written to the canonical store.",
            Metric::Redactions => "Values redacted in results shown to the model, by kind.",
            Metric::StoreOperationDuration => "Duration of canonical store operations, by operation.",
            Metric::StoreOperationErrors => "Failed canonical store operations, by operation and error.",
            Metric::LiveRuns => "Runs this process holds in its cache (live or recently used).",
            Metric::MysqlStatementDuration => "Duration of query_mysql statements, by operation.",
            Metric::MysqlStatementTimeouts => "query_mysql statements stopped by the statement timeout.",
            Metric::MysqlPoolWaits => "Time waiting for a MySQL connection from the pool.",
            Metric::LogBytesScanned => "Log bytes read by query_logs.",
        }
    }

    fn kind(self) -> Kind {
        match self {
            Metric::ToolCallDuration
            | Metric::StageDuration
            | Metric::RpcDuration
            | Metric::StoreOperationDuration
            | Metric::MysqlStatementDuration
            | Metric::MysqlPoolWaits => Kind::Histogram(LATENCY_BUCKETS),
            Metric::ModelContentBytes => Kind::Histogram(BYTE_BUCKETS),
            Metric::LiveRuns => Kind::Gauge,
            _ => Kind::Counter,
        }
    }
}

/// One series: the label pairs rendered once (`{a="x",b="y"}`), then its value(s).
#[derive(Debug, Default)]
struct Series {
    value: f64,
    /// Histograms: counts per bucket (not cumulative) and the sum; `value` holds the count.
    buckets: Vec<u64>,
    sum: f64,
}

/// The OpenTelemetry instruments, once OTLP export is configured.
static OTEL: OnceLock<Vec<(Metric, Instrument)>> = OnceLock::new();

enum Instrument {
    Counter(opentelemetry::metrics::Counter<f64>),
    Gauge(opentelemetry::metrics::Gauge<f64>),
    Histogram(opentelemetry::metrics::Histogram<f64>),
}

/// Mirrors every metric to instruments of `meter` from now on.
pub fn export_to(meter: &opentelemetry::metrics::Meter) {
    let instruments = Metric::ALL
        .iter()
        .map(|&metric| {
            let name = metric.otel_name();
            let instrument = match metric.kind() {
                Kind::Counter => Instrument::Counter(meter.f64_counter(name).with_description(metric.help()).build()),
                Kind::Gauge => Instrument::Gauge(meter.f64_gauge(name).with_description(metric.help()).build()),
                Kind::Histogram(bounds) => Instrument::Histogram(
                    meter
                        .f64_histogram(name)
                        .with_description(metric.help())
                        .with_unit(if bounds == BYTE_BUCKETS { "By" } else { "s" })
                        .with_boundaries(bounds.to_vec())
                        .build(),
                ),
            };
            (metric, instrument)
        })
        .collect();
    let _ = OTEL.set(instruments);
}

fn mirror(metric: Metric, labels: &[(&str, &str)], value: f64) {
    let Some(instruments) = OTEL.get() else { return };
    let Some((_, instrument)) = instruments.iter().find(|(m, _)| *m == metric) else { return };
    let attributes: Vec<opentelemetry::KeyValue> =
        labels.iter().map(|(k, v)| opentelemetry::KeyValue::new(k.to_string(), v.to_string())).collect();
    match instrument {
        Instrument::Counter(counter) => counter.add(value, &attributes),
        Instrument::Gauge(gauge) => gauge.record(value, &attributes),
        Instrument::Histogram(histogram) => histogram.record(value, &attributes),
    }
}

pub struct Registry {
    series: Mutex<BTreeMap<(Metric, String), Series>>,
    /// Off, updates return at once: nobody would read them (no ops listener, no OTLP).
    enabled: AtomicBool,
}

impl Default for Registry {
    fn default() -> Registry {
        Registry { series: Mutex::default(), enabled: AtomicBool::new(true) }
    }
}

/// The process's registry: off until [`enable`] (the binary turns it on with an ops listener or OTLP).
pub static METRICS: LazyLock<Registry> =
    LazyLock::new(|| Registry { series: Mutex::default(), enabled: AtomicBool::new(false) });

pub fn enable() {
    METRICS.enabled.store(true, Ordering::Relaxed);
}

pub fn enabled() -> bool {
    METRICS.enabled.load(Ordering::Relaxed)
}

impl Registry {
    /// Adds `by` to a counter.
    pub fn add(&self, metric: Metric, labels: &[(&str, &str)], by: f64) {
        if !self.enabled.load(Ordering::Relaxed) {
            return;
        }
        debug_assert!(metric.kind() == Kind::Counter);
        mirror(metric, labels, by);
        let key = (metric, render_labels(labels));
        let mut series = self.series.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        series.entry(key).or_default().value += by;
    }

    pub fn set(&self, metric: Metric, labels: &[(&str, &str)], value: f64) {
        if !self.enabled.load(Ordering::Relaxed) {
            return;
        }
        mirror(metric, labels, value);
        let key = (metric, render_labels(labels));
        let mut series = self.series.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        series.entry(key).or_default().value = value;
    }

    /// Records one observation of a histogram.
    pub fn observe(&self, metric: Metric, labels: &[(&str, &str)], value: f64) {
        if !self.enabled.load(Ordering::Relaxed) {
            return;
        }
        let Kind::Histogram(bounds) = metric.kind() else {
            debug_assert!(false, "{} is not a histogram", metric.name());
            return;
        };
        mirror(metric, labels, value);
        let key = (metric, render_labels(labels));
        let mut series = self.series.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let entry = series.entry(key).or_default();
        if entry.buckets.is_empty() {
            entry.buckets = vec![0; bounds.len()];
        }
        if let Some(bucket) = bounds.iter().position(|bound| value <= *bound) {
            entry.buckets[bucket] += 1;
        }
        entry.value += 1.0;
        entry.sum += value;
    }

    pub fn observe_duration(&self, metric: Metric, labels: &[(&str, &str)], elapsed: Duration) {
        self.observe(metric, labels, elapsed.as_secs_f64());
    }

    /// The Prometheus text exposition (version 0.0.4) of every metric.
    pub fn render(&self) -> String {
        let series = self.series.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut out = String::with_capacity(4096);
        for &metric in Metric::ALL {
            let name = metric.name();
            let kind = match metric.kind() {
                Kind::Counter => "counter",
                Kind::Gauge => "gauge",
                Kind::Histogram(_) => "histogram",
            };
            let _ = writeln!(out, "# HELP {name} {}", metric.help());
            let _ = writeln!(out, "# TYPE {name} {kind}");
            for ((_, labels), value) in series.range((metric, String::new())..).take_while(|((m, _), _)| *m == metric) {
                match metric.kind() {
                    Kind::Counter | Kind::Gauge => {
                        let _ = writeln!(out, "{name}{} {}", braces(labels), number(value.value));
                    }
                    Kind::Histogram(bounds) => {
                        let mut cumulative = 0;
                        for (bound, count) in bounds.iter().zip(&value.buckets) {
                            cumulative += count;
                            let le = format!("le=\"{}\"", number(*bound));
                            let _ = writeln!(out, "{name}_bucket{} {cumulative}", braces(&join(labels, &le)));
                        }
                        let inf = join(labels, "le=\"+Inf\"");
                        let _ = writeln!(out, "{name}_bucket{} {}", braces(&inf), number(value.value));
                        let _ = writeln!(out, "{name}_sum{} {}", braces(labels), number(value.sum));
                        let _ = writeln!(out, "{name}_count{} {}", braces(labels), number(value.value));
                    }
                }
            }
        }
        out
    }
}

fn render_labels(labels: &[(&str, &str)]) -> String {
    let mut out = String::new();
    for (i, (name, value)) in labels.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(name);
        out.push_str("=\"");
        for c in value.chars() {
            match c {
                '\\' => out.push_str("\\\\"),
                '"' => out.push_str("\\\""),
                '\n' => out.push_str("\\n"),
                c => out.push(c),
            }
        }
        out.push('"');
    }
    out
}

fn join(labels: &str, more: &str) -> String {
    if labels.is_empty() { more.to_owned() } else { format!("{labels},{more}") }
}

fn braces(labels: &str) -> String {
    if labels.is_empty() { String::new() } else { format!("{{{labels}}}") }
}

fn number(value: f64) -> String {
    if value.fract() == 0.0 && value.abs() < 1e15 { format!("{}", value as i64) } else { format!("{value}") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exposition_lists_every_family_and_escapes_label_values() {
        let registry = Registry::default();
        registry.add(Metric::ToolCalls, &[("tool", "a\"b\\c\nd")], 2.0);
        registry.observe(Metric::StageDuration, &[("stage", "execute")], 0.003);
        registry.observe(Metric::StageDuration, &[("stage", "execute")], 20.0);
        let text = registry.render();
        for metric in Metric::ALL {
            assert!(text.contains(&format!("# TYPE {} ", metric.name())), "{text}");
        }
        assert!(text.contains("toolharness_tool_calls_total{tool=\"a\\\"b\\\\c\\nd\"} 2\n"), "{text}");
        assert!(text.contains("toolharness_stage_duration_seconds_bucket{stage=\"execute\",le=\"0.0025\"} 0\n"));
        assert!(text.contains("toolharness_stage_duration_seconds_bucket{stage=\"execute\",le=\"0.005\"} 1\n"));
        assert!(text.contains("toolharness_stage_duration_seconds_bucket{stage=\"execute\",le=\"+Inf\"} 2\n"));
        assert!(text.contains("toolharness_stage_duration_seconds_count{stage=\"execute\"} 2\n"));
    }
}
