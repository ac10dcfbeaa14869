//! Metrics from spans: the gates, the boundary stages and the backends are `tracing` spans (their crates
//! know nothing of metrics); this layer times the ones it knows by name and feeds [`super::metrics`].

use std::time::Instant;

use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id, Record};
use tracing::{Subscriber, span};
use tracing_subscriber::layer::Context;
use tracing_subscriber::registry::LookupSpan;

use super::metrics::{METRICS, Metric};

pub struct MetricsLayer;

/// What a timed span carries until it closes.
struct Timing {
    started: Instant,
    error_type: Option<String>,
    operation: Option<String>,
    bytes: Option<u64>,
    redactions: Option<String>,
}

impl Visit for Timing {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.record_str(field, &format!("{value:?}"));
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        match field.name() {
            "error.type" => self.error_type = Some(value.to_owned()),
            "db.operation.name" => self.operation = Some(value.to_owned()),
            "toolharness.redactions" => self.redactions = Some(value.to_owned()),
            _ => {}
        }
    }

    fn record_u64(&mut self, field: &Field, value: u64) {
        if matches!(field.name(), "toolharness.raw_stored_bytes" | "toolharness.log.bytes_scanned") {
            self.bytes = Some(value);
        }
    }

    fn record_i64(&mut self, field: &Field, value: i64) {
        self.record_u64(field, value.max(0) as u64);
    }
}

/// Whether spans of this name are timed.
fn timed(name: &str) -> bool {
    name.starts_with("gate ")
        || name.starts_with("stage ")
        || matches!(name, "mysql statement" | "mysql connection" | "log scan")
}

impl<S: Subscriber + for<'a> LookupSpan<'a>> tracing_subscriber::Layer<S> for MetricsLayer {
    fn on_new_span(&self, attrs: &Attributes<'_>, id: &Id, ctx: Context<'_, S>) {
        if !timed(attrs.metadata().name()) {
            return;
        }
        let mut timing =
            Timing { started: Instant::now(), error_type: None, operation: None, bytes: None, redactions: None };
        attrs.record(&mut timing);
        if let Some(span) = ctx.span(id) {
            span.extensions_mut().insert(timing);
        }
    }

    fn on_record(&self, id: &span::Id, values: &Record<'_>, ctx: Context<'_, S>) {
        if let Some(span) = ctx.span(id)
            && let Some(timing) = span.extensions_mut().get_mut::<Timing>()
        {
            values.record(timing);
        }
    }

    fn on_close(&self, id: Id, ctx: Context<'_, S>) {
        let Some(span) = ctx.span(&id) else { return };
        let extensions = span.extensions();
        let Some(timing) = extensions.get::<Timing>() else { return };
        let elapsed = timing.started.elapsed();
        let name = span.name();
        match name {
            "mysql statement" => {
                let operation = timing.operation.as_deref().unwrap_or("");
                METRICS.observe_duration(
                    Metric::MysqlStatementDuration,
                    &[("db_system_name", "mysql"), ("db_operation_name", operation)],
                    elapsed,
                );
                if timing.error_type.as_deref() == Some("timeout") {
                    METRICS.add(Metric::MysqlStatementTimeouts, &[], 1.0);
                }
            }
            "mysql connection" => METRICS.observe_duration(Metric::MysqlPoolWaits, &[], elapsed),
            "log scan" => METRICS.add(Metric::LogBytesScanned, &[], timing.bytes.unwrap_or(0) as f64),
            _ => {
                METRICS.observe_duration(Metric::StageDuration, &[("stage", name)], elapsed);
                if name == "stage finish"
                    && let Some(bytes) = timing.bytes
                {
                    METRICS.add(Metric::RawStoredBytes, &[], bytes as f64);
                }
                // `kind=count,…`, recorded by the projector from its redaction session's own counts.
                for pair in timing.redactions.as_deref().unwrap_or("").split(',') {
                    if let Some((kind, count)) = pair.split_once('=')
                        && let Ok(count) = count.parse::<f64>()
                    {
                        METRICS.add(Metric::Redactions, &[("kind", kind)], count);
                    }
                }
            }
        }
    }
}
