//! JSON log lines: one object per event with `timestamp`, `level`, `target`, the event's fields (with
//! `message`), the current span (`span`: its name and fields) and, when spans are exported, the
//! `trace_id` and `span_id` of the innermost span, so every line inside a call leads to its trace.

use std::fmt;

use serde_json::{Map, Value};
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_opentelemetry::OtelData;
use tracing_subscriber::fmt::format::{JsonFields, Writer};
use tracing_subscriber::fmt::time::{FormatTime, SystemTime};
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormattedFields};
use tracing_subscriber::registry::LookupSpan;

pub struct JsonLines;

struct Fields<'a>(&'a mut Map<String, Value>);

impl Visit for Fields<'_> {
    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        self.0.insert(field.name().to_owned(), Value::String(format!("{value:?}")));
    }
    fn record_str(&mut self, field: &Field, value: &str) {
        self.0.insert(field.name().to_owned(), Value::String(value.to_owned()));
    }
    fn record_u64(&mut self, field: &Field, value: u64) {
        self.0.insert(field.name().to_owned(), Value::from(value));
    }
    fn record_i64(&mut self, field: &Field, value: i64) {
        self.0.insert(field.name().to_owned(), Value::from(value));
    }
    fn record_f64(&mut self, field: &Field, value: f64) {
        self.0.insert(field.name().to_owned(), Value::from(value));
    }
    fn record_bool(&mut self, field: &Field, value: bool) {
        self.0.insert(field.name().to_owned(), Value::from(value));
    }
}

impl<S> FormatEvent<S, JsonFields> for JsonLines
where
    S: Subscriber + for<'a> LookupSpan<'a>,
{
    fn format_event(
        &self,
        ctx: &FmtContext<'_, S, JsonFields>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> fmt::Result {
        let mut line = Map::new();
        let mut timestamp = String::new();
        SystemTime.format_time(&mut Writer::new(&mut timestamp))?;
        line.insert("timestamp".into(), Value::String(timestamp));
        line.insert("level".into(), Value::String(event.metadata().level().to_string()));
        line.insert("target".into(), Value::String(event.metadata().target().to_owned()));
        event.record(&mut Fields(&mut line));
        let current = event.parent().and_then(|id| ctx.span(id)).or_else(|| ctx.lookup_current());
        if let Some(current) = current {
            let extensions = current.extensions();
            let mut span = match extensions.get::<FormattedFields<JsonFields>>() {
                Some(fields) => match serde_json::from_str::<Value>(fields.fields.as_str()) {
                    Ok(Value::Object(map)) => map,
                    _ => Map::new(),
                },
                None => Map::new(),
            };
            span.insert("name".into(), Value::String(current.name().to_owned()));
            line.insert("span".into(), Value::Object(span));
            drop(extensions);
            // The innermost span with an OpenTelemetry context (only when spans are exported).
            for scope in current.scope() {
                let extensions = scope.extensions();
                if let Some(otel) = extensions.get::<OtelData>()
                    && let (Some(trace_id), Some(span_id)) = (otel.trace_id(), otel.span_id())
                {
                    line.entry("trace_id").or_insert_with(|| Value::String(trace_id.to_string()));
                    line.entry("span_id").or_insert_with(|| Value::String(span_id.to_string()));
                    break;
                }
            }
        }
        writeln!(writer, "{}", Value::Object(line))
    }
}
