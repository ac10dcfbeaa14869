//! Observability of the real binary: OTLP spans received by a collector in this test process, the ops
//! listener's `/metrics` scraped over HTTP and parsed, JSON log lines, and the SQL comment in MariaDB's
//! general log.

use std::collections::HashMap;
use std::process::Stdio;
use std::time::{Duration, Instant};

use opentelemetry_proto::tonic::collector::metrics::v1::metrics_service_server::{
    MetricsService, MetricsServiceServer,
};
use opentelemetry_proto::tonic::collector::metrics::v1::{ExportMetricsServiceRequest, ExportMetricsServiceResponse};
use opentelemetry_proto::tonic::collector::trace::v1::trace_service_server::{TraceService, TraceServiceServer};
use opentelemetry_proto::tonic::collector::trace::v1::{ExportTraceServiceRequest, ExportTraceServiceResponse};
use opentelemetry_proto::tonic::common::v1::any_value;
use opentelemetry_proto::tonic::metrics::v1::metric;
use opentelemetry_proto::tonic::trace::v1::Span;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::mpsc;
use tonic::transport::Channel;
use toolharness::pb;
use toolharness::pb::tool_harness_client::ToolHarnessClient;

use crate::support;

const TRACE_ID: &str = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT_SPAN_ID: &str = "00f067aa0ba902b7";

fn traceparent() -> String {
    format!("00-{TRACE_ID}-{PARENT_SPAN_ID}-01")
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// The binary on a free port with `env`; stderr collected in the background (the pipe never fills).
struct Sidecar {
    child: tokio::process::Child,
    client: ToolHarnessClient<Channel>,
    stderr: tokio::task::JoinHandle<String>,
}

async fn spawn(env: &[(&str, String)]) -> Sidecar {
    let port = free_port();
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"));
    command
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .env_remove("TOOLHARNESS_REDIS_URL")
        .env_remove("RUST_LOG")
        .env_remove("TOOLHARNESS_LOG_FORMAT")
        .env_remove("OTEL_EXPORTER_OTLP_ENDPOINT")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true);
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command.spawn().expect("the binary starts");
    let mut pipe = child.stderr.take().unwrap();
    let stderr = tokio::spawn(async move {
        let mut text = String::new();
        let _ = pipe.read_to_string(&mut text).await;
        text
    });
    let client = support::connect_when_serving(port, 15).await;
    Sidecar { child, client, stderr }
}

impl Sidecar {
    async fn call(&mut self, run: &str, id: &str, tool: &str, arguments: &str) -> pb::Observation {
        let mut request = tonic::Request::new(pb::CallRequest {
            run_id: run.into(),
            call: Some(support::tool_call(id, tool, arguments)),
        });
        request.metadata_mut().insert("traceparent", traceparent().parse().unwrap());
        request.metadata_mut().insert("tracestate", "vendor=opaque".parse().unwrap());
        self.client.call(request).await.expect("Call answers").into_inner().observation.unwrap()
    }

    /// SIGTERM, a clean exit, and everything the process wrote to stderr.
    async fn stop(mut self) -> String {
        let pid = self.child.id().unwrap().to_string();
        assert!(tokio::process::Command::new("kill").args(["-TERM", &pid]).status().await.unwrap().success());
        let status = tokio::time::timeout(Duration::from_secs(15), self.child.wait()).await.unwrap().unwrap();
        assert!(status.success(), "clean exit, got {status}");
        self.stderr.await.unwrap()
    }
}

struct Collector(mpsc::UnboundedSender<ExportTraceServiceRequest>);
struct MetricsCollector(mpsc::UnboundedSender<ExportMetricsServiceRequest>);

#[tonic::async_trait]
impl MetricsService for MetricsCollector {
    async fn export(
        &self,
        request: tonic::Request<ExportMetricsServiceRequest>,
    ) -> Result<tonic::Response<ExportMetricsServiceResponse>, tonic::Status> {
        let _ = self.0.send(request.into_inner());
        Ok(tonic::Response::new(ExportMetricsServiceResponse { partial_success: None }))
    }
}

#[tonic::async_trait]
impl TraceService for Collector {
    async fn export(
        &self,
        request: tonic::Request<ExportTraceServiceRequest>,
    ) -> Result<tonic::Response<ExportTraceServiceResponse>, tonic::Status> {
        let _ = self.0.send(request.into_inner());
        Ok(tonic::Response::new(ExportTraceServiceResponse { partial_success: None }))
    }
}

/// An OTLP/gRPC receiver of traces and metrics on a free port: its endpoint and the export requests.
async fn collector()
-> (String, mpsc::UnboundedReceiver<ExportTraceServiceRequest>, mpsc::UnboundedReceiver<ExportMetricsServiceRequest>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let endpoint = format!("http://{}", listener.local_addr().unwrap());
    let (sender, receiver) = mpsc::unbounded_channel();
    let (metrics_sender, metrics) = mpsc::unbounded_channel();
    tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(TraceServiceServer::new(Collector(sender)))
            .add_service(MetricsServiceServer::new(MetricsCollector(metrics_sender)))
            .serve_with_incoming(tokio_stream::wrappers::TcpListenerStream::new(listener)),
    );
    (endpoint, receiver, metrics)
}

fn attribute(span: &Span, key: &str) -> Option<String> {
    let value = span.attributes.iter().find(|a| a.key == key)?.value.as_ref()?.value.as_ref()?;
    Some(match value {
        any_value::Value::StringValue(text) => text.clone(),
        any_value::Value::IntValue(n) => n.to_string(),
        any_value::Value::BoolValue(b) => b.to_string(),
        any_value::Value::DoubleValue(d) => d.to_string(),
        other => format!("{other:?}"),
    })
}

/// Receives spans until `done` holds for what has arrived (or 20 s pass).
async fn spans_until(
    receiver: &mut mpsc::UnboundedReceiver<ExportTraceServiceRequest>,
    spans: &mut Vec<Span>,
    done: impl Fn(&[Span]) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done(spans) {
        let left = deadline.saturating_duration_since(Instant::now());
        let Ok(Some(request)) = tokio::time::timeout(left, receiver.recv()).await else {
            let names: Vec<&str> = spans.iter().map(|s| s.name.as_str()).collect();
            panic!("the expected spans did not arrive within 20 s; received: {names:?}");
        };
        for resource in request.resource_spans {
            let service = resource
                .resource
                .as_ref()
                .and_then(|r| r.attributes.iter().find(|a| a.key == "service.name"))
                .and_then(|a| a.value.as_ref()?.value.as_ref().cloned());
            assert_eq!(
                service,
                Some(any_value::Value::StringValue("toolharness-under-test".into())),
                "OTEL_SERVICE_NAME names the resource"
            );
            for scope in resource.scope_spans {
                spans.extend(scope.spans);
            }
        }
    }
}

#[tokio::test]
async fn spans_reach_an_otlp_collector_under_the_callers_traceparent() {
    let (endpoint, mut receiver, mut metrics) = collector().await;
    let mut sidecar = spawn(&[
        ("TOOLHARNESS_LOG_FORMAT", "json".into()),
        ("OTEL_EXPORTER_OTLP_ENDPOINT", endpoint),
        ("OTEL_SERVICE_NAME", "toolharness-under-test".into()),
        ("OTEL_BSP_SCHEDULE_DELAY", "100".into()),
        ("OTEL_METRIC_EXPORT_INTERVAL", "200".into()),
    ])
    .await;
    let found = sidecar.call("otel", "c1", "lookup_knowledge", &support::lookup("kafka consumer lag")).await;
    assert_eq!(found.evidence_status(), pb::EvidenceStatus::Found);
    let refused = sidecar.call("otel", "c2", "lookup_knowledge", &support::lookup("roll back a deployment")).await;
    assert_eq!(refused.status(), pb::ObservationStatus::Refused, "no evaluation of c1");
    let mut release = tonic::Request::new(pb::ReleaseRequest {
        run_id: "otel".into(),
        draft: "The consumer lags.".into(),
        citations: vec![pb::Citation { tool_call_id: "c1".into(), quote: String::new() }],
    });
    release.metadata_mut().insert("traceparent", traceparent().parse().unwrap());
    assert!(sidecar.client.release(release).await.unwrap().into_inner().published);

    let mut spans = Vec::new();
    let call_ids =
        |spans: &[Span]| -> Vec<String> { spans.iter().filter_map(|s| attribute(s, "gen_ai.tool.call.id")).collect() };
    spans_until(&mut receiver, &mut spans, |spans| {
        let ids = call_ids(spans);
        ids.contains(&"c1".to_owned())
            && ids.contains(&"c2".to_owned())
            && spans.iter().any(|s| s.name == "Release")
            && spans.iter().any(|s| s.name == "stage finish")
    })
    .await;

    let call =
        spans.iter().find(|s| attribute(s, "gen_ai.tool.call.id").as_deref() == Some("c1")).expect("the span of c1");
    assert_eq!(call.name, "execute_tool lookup_knowledge");
    assert_eq!(hex::encode(&call.trace_id), TRACE_ID, "the caller's trace");
    assert_eq!(hex::encode(&call.parent_span_id), PARENT_SPAN_ID, "the caller's span is the parent");
    for (key, expected) in [
        ("gen_ai.operation.name", "execute_tool"),
        ("gen_ai.tool.name", "lookup_knowledge"),
        ("gen_ai.tool.type", "function"),
        ("toolharness.run_id", "otel"),
        ("toolharness.status", "READY"),
        ("toolharness.evidence_status", "FOUND"),
    ] {
        assert_eq!(attribute(call, key).as_deref(), Some(expected), "{key}");
    }
    assert!(attribute(call, "toolharness.model_content_bytes").is_some_and(|b| b.parse::<u64>().unwrap() > 100));
    assert_eq!(attribute(call, "error.type"), None, "a READY call is no error");

    let children: HashMap<&str, &Span> =
        spans.iter().filter(|s| s.parent_span_id == call.span_id).map(|s| (s.name.as_str(), s)).collect();
    for stage in [
        "gate supports",
        "gate contract",
        "gate protocol",
        "gate tool",
        "stage preflight",
        "stage execute",
        "stage raw_check",
        "stage project",
        "stage validate",
        "stage finish",
    ] {
        let span = children.get(stage).unwrap_or_else(|| panic!("no child span {stage:?} of the call"));
        assert_eq!(span.trace_id, call.trace_id);
    }
    let preflight = children["stage preflight"];
    let begin = spans
        .iter()
        .find(|s| s.name == "store begin" && s.parent_span_id == preflight.span_id)
        .expect("the store's begin under the preflight stage");
    assert_eq!(attribute(begin, "db.system.name").as_deref(), Some("memory"));
    assert!(spans.iter().any(|s| s.name == "store mark_ready" && s.parent_span_id == children["stage finish"].span_id));

    let refused =
        spans.iter().find(|s| attribute(s, "gen_ai.tool.call.id").as_deref() == Some("c2")).expect("the span of c2");
    assert_eq!(attribute(refused, "error.type").as_deref(), Some("PROTOCOL_VIOLATION"));
    assert_eq!(attribute(refused, "toolharness.violation").as_deref(), Some("MISSING_EVALUATION"));
    assert_eq!(refused.status.as_ref().map(|s| s.code), Some(2), "status ERROR");

    let release = spans.iter().find(|s| s.name == "Release").unwrap();
    assert_eq!(hex::encode(&release.parent_span_id), PARENT_SPAN_ID);
    assert_eq!(attribute(release, "toolharness.published").as_deref(), Some("true"));
    assert!(spans.iter().any(|s| s.name == "store record_release" && s.parent_span_id == release.span_id));

    // The same metrics as /metrics, exported over OTLP: c1 counted READY/FOUND, with its duration.
    let deadline = Instant::now() + Duration::from_secs(20);
    let (mut counted, mut timed) = (false, false);
    while !(counted && timed) {
        let left = deadline.saturating_duration_since(Instant::now());
        let request = tokio::time::timeout(left, metrics.recv()).await.expect("metrics within 20 s").unwrap();
        let exported = request.resource_metrics.iter().flat_map(|r| &r.scope_metrics).flat_map(|s| &s.metrics);
        for exported in exported {
            match (exported.name.as_str(), &exported.data) {
                ("toolharness.tool.calls", Some(metric::Data::Sum(sum))) => {
                    counted |= sum.data_points.iter().any(|point| {
                        let label = |key: &str| {
                            point.attributes.iter().find(|a| a.key == key).and_then(|a| a.value.clone()?.value)
                        };
                        label("tool") == Some(any_value::Value::StringValue("lookup_knowledge".into()))
                            && label("evidence_status") == Some(any_value::Value::StringValue("FOUND".into()))
                    });
                }
                ("gen_ai.execute_tool.duration", Some(metric::Data::Histogram(histogram))) => {
                    timed |= histogram.data_points.iter().map(|p| p.count).sum::<u64>() >= 2;
                }
                _ => {}
            }
        }
    }
    // Every log line inside a call carries the call's trace and span ids (here the refusal's own line).
    let stderr = sidecar.stop().await;
    let refusal: serde_json::Value = stderr
        .lines()
        .filter_map(|line| serde_json::from_str(line).ok())
        .find(|line: &serde_json::Value| line["message"] == "call refused")
        .expect("the refusal's log line");
    assert_eq!(refusal["trace_id"], TRACE_ID, "{refusal}");
    assert_eq!(refusal["span_id"], hex::encode(&refused.span_id), "{refusal}");
    assert_eq!(refusal["span"]["name"], "execute_tool");
}

/// `GET path` over HTTP/1.1: the status code and the body.
async fn http_get(port: u16, path: &str) -> (u16, String) {
    let mut stream = tokio::net::TcpStream::connect(("127.0.0.1", port)).await.expect("the ops listener");
    let request = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    let response = String::from_utf8(response).expect("UTF-8");
    let (head, body) = response.split_once("\r\n\r\n").expect("an HTTP response");
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    let body =
        if head.to_ascii_lowercase().contains("transfer-encoding: chunked") { unchunk(body) } else { body.into() };
    (status, body)
}

fn unchunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let size = usize::from_str_radix(size.trim(), 16).unwrap();
        if size == 0 {
            break;
        }
        out.push_str(&rest[..size]);
        body = &rest[size + 2..];
    }
    out
}

/// The scrape, parsed by a Prometheus text parser: sample values by `name{label=value,…}` (labels sorted).
async fn scrape(port: u16) -> HashMap<String, f64> {
    let (status, body) = http_get(port, "/metrics").await;
    assert_eq!(status, 200);
    let lines = body.lines().map(|l| Ok(l.to_owned()));
    let parsed = prometheus_parse::Scrape::parse(lines).expect("the exposition parses");
    assert!(parsed.docs.contains_key("toolharness_tool_calls_total"), "HELP lines are there");
    let mut samples = HashMap::new();
    for sample in parsed.samples {
        let mut labels: Vec<String> = sample.labels.iter().map(|(k, v)| format!("{k}={v}")).collect();
        labels.sort();
        let value = match sample.value {
            prometheus_parse::Value::Counter(v) | prometheus_parse::Value::Gauge(v) => v,
            prometheus_parse::Value::Untyped(v) => v,
            prometheus_parse::Value::Histogram(buckets) => {
                for bucket in &buckets {
                    samples.insert(
                        format!("{}_bucket{{{},le={}}}", sample.metric, labels.join(","), bucket.less_than),
                        bucket.count,
                    );
                }
                continue;
            }
            prometheus_parse::Value::Summary(_) => continue,
        };
        samples.insert(format!("{}{{{}}}", sample.metric, labels.join(",")), value);
    }
    samples
}

fn sample(samples: &HashMap<String, f64>, key: &str) -> f64 {
    samples.get(key).copied().unwrap_or(0.0)
}

#[tokio::test]
async fn metrics_move_with_calls_refusals_stops_and_store_failures() {
    let ops = free_port();
    let mut sidecar = spawn(&[("TOOLHARNESS_OPS_LISTEN", format!("127.0.0.1:{ops}"))]).await;
    assert_eq!(http_get(ops, "/healthz").await.0, 200);
    assert_eq!(http_get(ops, "/readyz").await.0, 200);
    let channel = Channel::from_shared(format!("http://127.0.0.1:{ops}"))
        .unwrap()
        .connect()
        .await
        .expect("gRPC on the ops listener");
    let mut health = tonic_health::pb::health_client::HealthClient::new(channel);
    let serving = health.check(tonic_health::pb::HealthCheckRequest { service: String::new() }).await.unwrap();
    assert_eq!(serving.into_inner().status(), tonic_health::pb::health_check_response::ServingStatus::Serving);

    let before = scrape(ops).await;
    let found = "toolharness_tool_calls_total{error_code=,evidence_status=FOUND,status=READY,tool=lookup_knowledge}";
    assert_eq!(sample(&before, found), 0.0);
    sidecar.call("m", "c1", "lookup_knowledge", &support::lookup("kafka consumer lag")).await;
    sidecar.call("m", "c2", "lookup_knowledge", &support::lookup("no evaluation")).await;
    sidecar.call("m", "c3", "no_such_tool", "{}").await;
    // Three NO_EVIDENCE results in a row stop the run.
    sidecar.call("m", "c4", "lookup_knowledge", &support::lookup_after("quokka1 marmalade1", "c1", "GAINED")).await;
    sidecar.call("m", "c5", "lookup_knowledge", &support::off_topic(2)).await;
    let stopped = sidecar.call("m", "c6", "lookup_knowledge", &support::off_topic(3)).await;
    assert!(stopped.stop_required, "{stopped:?}");
    let after = scrape(ops).await;

    assert_eq!(sample(&after, found), 1.0);
    let violation = "toolharness_gate_refusals_total{error_code=PROTOCOL_VIOLATION,tool=lookup_knowledge,violation=MISSING_EVALUATION}";
    assert_eq!(sample(&after, violation), 1.0);
    let unknown = "toolharness_gate_refusals_total{error_code=UNKNOWN_TOOL,tool=unknown,violation=}";
    assert_eq!(sample(&after, unknown), 1.0, "an unregistered name is labelled unknown");
    assert_eq!(sample(&after, "toolharness_run_stops_total{reason=NO_PROGRESS}"), 1.0);
    let executed = "gen_ai_execute_tool_duration_seconds_bucket{status=READY,tool=lookup_knowledge,le=inf}";
    assert_eq!(sample(&after, executed), 4.0, "c1, c4, c5, c6 ran");
    assert_eq!(sample(&after, "toolharness_stage_duration_seconds_bucket{stage=stage execute,le=inf}"), 4.0);
    assert!(sample(&after, "toolharness_raw_stored_bytes_total{}") > 1000.0);
    assert!(
        sample(
            &after,
            "toolharness_store_operation_duration_seconds_bucket{db_system_name=memory,operation=begin,le=inf}"
        ) >= 4.0
    );
    assert_eq!(sample(&after, "toolharness_live_runs{}"), 1.0);
    assert_eq!(sample(&after, "rpc_server_call_duration_seconds_bucket{rpc_method=Call,rpc_status=OK,le=inf}"), 6.0);
    let logs = sidecar
        .call(
            "m2",
            "l1",
            "query_logs",
            &serde_json::json!({"previous_observation": null, "input": {"query": ""}}).to_string(),
        )
        .await;
    assert_eq!(logs.status(), pb::ObservationStatus::Ready);
    let samples = scrape(ops).await;
    assert!(sample(&samples, "toolharness_log_bytes_scanned_total{}") > 0.0);
    let redactions: f64 =
        samples.iter().filter(|(k, _)| k.starts_with("toolharness_redactions_total{kind=")).map(|(_, v)| v).sum();
    assert!(redactions > 0.0, "the sample incident's addresses are redacted and counted by kind");
    sidecar.stop().await;

    // A store that does not answer: the call fails closed, and the store's errors are counted.
    let ops = free_port();
    let dead_redis = format!("redis://127.0.0.1:{}", free_port());
    let mut sidecar = spawn(&[
        ("TOOLHARNESS_OPS_LISTEN", format!("127.0.0.1:{ops}")),
        ("TOOLHARNESS_REDIS_URL", dead_redis),
        ("TOOLHARNESS_REDIS_TIMEOUT_MS", "200".into()),
    ])
    .await;
    let failed = sidecar.call("s", "c1", "lookup_knowledge", &support::lookup("kafka consumer lag")).await;
    assert_eq!(failed.error_code(), pb::ErrorCode::StoreUnavailable);
    let samples = scrape(ops).await;
    let errors: f64 = samples
        .iter()
        .filter(|(k, _)| {
            k.starts_with("toolharness_store_operation_errors_total{") && k.contains("error_type=unavailable")
        })
        .map(|(_, v)| v)
        .sum();
    assert!(errors >= 1.0, "store errors counted: {samples:?}");
    let refused = "toolharness_tool_calls_total{error_code=STORE_UNAVAILABLE,evidence_status=,status=REFUSED,tool=lookup_knowledge}";
    assert_eq!(sample(&samples, refused), 1.0);
    sidecar.stop().await;
}

#[tokio::test]
async fn logs_are_json_lines_one_per_call_with_trace_ids_and_no_secret() {
    let planted = "hunter2-Planted-7731";
    let mut sidecar = spawn(&[]).await;
    let secret_query = format!("password={planted} kafka consumer lag");
    sidecar.call("j", "c1", "lookup_knowledge", &support::lookup(&secret_query)).await;
    sidecar.call("j", "c2", "no_such_tool", &support::lookup(&format!("again {planted}"))).await;
    let stderr = sidecar.stop().await;
    assert!(!stderr.contains(planted), "the planted secret reached the log:\n{stderr}");
    assert!(!stderr.contains('\u{1b}'), "no ANSI colours off a terminal");
    let lines: Vec<serde_json::Value> = stderr
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("not a JSON line ({e}): {line}")))
        .collect();
    let calls: Vec<&serde_json::Value> = lines.iter().filter(|l| l["message"] == "tool call").collect();
    assert_eq!(calls.len(), 2, "one line per call: {stderr}");
    assert_eq!(calls[0]["call"], "c1");
    assert_eq!(calls[0]["run"], "j");
    assert_eq!(calls[0]["tool"], "lookup_knowledge");
    assert_eq!(calls[0]["status"], "READY", "{}", calls[0]);
    assert_eq!(calls[0]["level"], "INFO");
    assert!(calls[0]["duration_ms"].as_f64().is_some() && calls[0]["bytes"].as_u64().unwrap() > 100);
    assert_eq!(calls[1]["status"], "REFUSED");
    assert_eq!(calls[1]["code"], "UNKNOWN_TOOL");
    for call in &calls {
        assert_eq!(call["trace_id"], TRACE_ID, "{call}");
        assert_eq!(call["span"]["name"], "execute_tool", "{call}");
    }
    assert_eq!(calls[0]["span"]["gen_ai.tool.name"], "lookup_knowledge");
    assert_eq!(lines.iter().filter(|l| l["message"] == "call refused").count(), 1);
}

#[tokio::test]
async fn text_logs_on_request_and_a_bad_format_is_refused() {
    let bad = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
        .env("TOOLHARNESS_LOG_FORMAT", "yaml")
        .env("TOOLHARNESS_LISTEN", "127.0.0.1:0")
        .output()
        .await
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("TOOLHARNESS_LOG_FORMAT=\"yaml\""));
    let grpc_only = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
        .env("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4318")
        .env("OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf")
        .env("TOOLHARNESS_LISTEN", "127.0.0.1:0")
        .output()
        .await
        .unwrap();
    assert_eq!(grpc_only.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&grpc_only.stderr).contains("OTLP over gRPC only"));

    let mut sidecar = spawn(&[("TOOLHARNESS_LOG_FORMAT", "text".into())]).await;
    sidecar.call("t", "c1", "lookup_knowledge", &support::lookup("kafka consumer lag")).await;
    let stderr = sidecar.stop().await;
    let line = stderr.lines().find(|l| l.contains("tool call")).expect("the call's line");
    assert!(serde_json::from_str::<serde_json::Value>(line).is_err(), "text, not JSON: {line}");
    assert!(line.contains("INFO") && line.contains("call=c1") && line.contains(TRACE_ID), "{line}");
}

#[tokio::test]
async fn the_executed_statement_carries_the_traceparent_in_mariadbs_general_log() {
    use mysql_async::prelude::Queryable;
    // It turns the server's general log on and off: not while another test checks the globals.
    let _globals = support::server_globals().await;
    let mut root = mysql_async::Conn::from_url("mysql://root@127.0.0.1:3306/test")
        .await
        .expect("MariaDB on 127.0.0.1:3306 (root, empty password) is required; scripts/test-all starts it");
    let id = format!("{}_{}", std::process::id(), contract::now_unix_ms() % 1_000_000_000);
    let (database, user) = (format!("th_tag_{id}"), format!("thtag_{id}"));
    for statement in [
        format!("CREATE DATABASE `{database}`"),
        format!("CREATE TABLE `{database}`.orders (id INT PRIMARY KEY, status VARCHAR(20))"),
        format!("INSERT INTO `{database}`.orders VALUES (1, 'PAID'), (2, 'PENDING')"),
        format!("CREATE USER '{user}'@'%' IDENTIFIED BY 'tag-Pw-1'"),
        format!("GRANT SELECT ON `{database}`.* TO '{user}'@'%'"),
        "SET GLOBAL log_output = 'TABLE'".into(),
        "SET GLOBAL general_log = 1".into(),
    ] {
        root.query_drop(&statement).await.unwrap_or_else(|e| panic!("{statement}: {e}"));
    }
    let mut config = toolharness::Config::default();
    config.mysql_datasources.insert("default".into(), format!("mysql://{user}:tag-Pw-1@127.0.0.1:3306/{database}"));
    let mut harness = support::start_with(config).await;
    // The id's characters outside the unreserved set are percent-encoded (the hostile cases are unit tests).
    let call_id = format!("q1:a.b-{id}");
    let sql = "SELECT status FROM orders WHERE id = 1";
    let arguments = serde_json::json!({"previous_observation": null, "input": {"sql": sql}}).to_string();
    let mut request = tonic::Request::new(pb::CallRequest {
        run_id: "tag".into(),
        call: Some(support::tool_call(&call_id, "query_mysql", &arguments)),
    });
    request.metadata_mut().insert("traceparent", traceparent().parse().unwrap());
    let observation = harness.client.call(request).await.unwrap().into_inner().observation.unwrap();
    assert_eq!(observation.status(), pb::ObservationStatus::Ready, "{}", observation.model_content);
    assert!(observation.model_content.contains("PAID"));

    let logged: Vec<String> = root
        .exec(
            "SELECT CONVERT(argument USING utf8mb4) FROM mysql.general_log \
             WHERE user_host LIKE ? AND argument LIKE ? AND argument LIKE ?",
            (format!("{user}[%"), "%traceparent=%", format!("%{id}%")),
        )
        .await
        .unwrap();
    let _ = root.query_drop("SET GLOBAL general_log = 0").await;
    for statement in [format!("DROP DATABASE `{database}`"), format!("DROP USER '{user}'@'%'")] {
        let _ = root.query_drop(&statement).await;
    }
    assert!(!logged.is_empty(), "the general log has no tagged statement");
    let encoded_id = format!("q1%3Aa.b-{id}");
    let expected = format!("{sql}\n/*tool_call_id='{encoded_id}',traceparent='{}'*/", traceparent());
    assert!(logged.iter().any(|text| text == &expected), "{logged:#?}\nexpected {expected}");
    // Every logged form (prepare, execute) is the accepted statement followed by the comment.
    assert!(logged.iter().all(|text| text.starts_with(sql)));
}

#[tokio::test]
async fn an_mcp_call_is_a_span_with_the_session_under_the_callers_traceparent() {
    let python = support::mcp_python();
    let (endpoint, mut receiver, _metrics) = collector().await;
    let mcp_port = free_port();
    let sidecar = spawn(&[
        ("TOOLHARNESS_MCP_LISTEN", format!("127.0.0.1:{mcp_port}")),
        ("OTEL_EXPORTER_OTLP_ENDPOINT", endpoint),
        ("OTEL_SERVICE_NAME", "toolharness-under-test".into()),
        ("OTEL_BSP_SCHEDULE_DELAY", "100".into()),
    ])
    .await;
    // One call through the official SDK, the trace context in the request's _meta (as MCP clients send it).
    let script = r#"
import asyncio, sys
from mcp.client import Client
async def main():
    async with Client(sys.argv[1]) as client:
        result = await client.call_tool("lookup_knowledge",
            {"previous_observation": None, "input": {"query": "kafka consumer lag"}},
            meta={"traceparent": sys.argv[2], "toolharness/tool_call_id": "k1"})
        print("session", result.meta["toolharness/run_id"])
asyncio.run(main())
"#;
    let url = format!("http://127.0.0.1:{mcp_port}/mcp");
    let (stdout, _) = support::run_python(&python, &["-c", script, &url, &traceparent()], "session ").await;
    let session = stdout.trim().strip_prefix("session ").expect("the session id").to_owned();

    let mut spans = Vec::new();
    spans_until(&mut receiver, &mut spans, |spans| {
        spans.iter().any(|s| s.name == "tools/call lookup_knowledge")
            && spans.iter().any(|s| attribute(s, "gen_ai.tool.call.id").as_deref() == Some("k1"))
    })
    .await;
    let mcp = spans.iter().find(|s| s.name == "tools/call lookup_knowledge").unwrap();
    assert_eq!(attribute(mcp, "mcp.method.name").as_deref(), Some("tools/call"));
    assert_eq!(attribute(mcp, "mcp.session.id"), Some(session.clone()));
    assert_eq!(attribute(mcp, "gen_ai.tool.name").as_deref(), Some("lookup_knowledge"));
    assert_eq!(hex::encode(&mcp.trace_id), TRACE_ID, "the caller's trace");
    assert_eq!(hex::encode(&mcp.parent_span_id), PARENT_SPAN_ID, "the caller's span is the parent");
    let call = spans.iter().find(|s| attribute(s, "gen_ai.tool.call.id").as_deref() == Some("k1")).unwrap();
    assert_eq!(call.name, "execute_tool lookup_knowledge");
    assert_eq!(call.parent_span_id, mcp.span_id, "the call's span is under the MCP request's");
    assert_eq!(attribute(call, "toolharness.run_id"), Some(session), "the session is the run");
    drop(sidecar);
}
