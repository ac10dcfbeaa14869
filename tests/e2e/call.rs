//! The path of one call over gRPC: Phase A gates, the boundary's records, observation bounds.

use serde_json::Value;
use toolharness::pb;

use crate::support::{self, content, lookup, status};

#[tokio::test]
async fn a_found_lookup_is_ready_with_items_and_a_record_with_hashes() {
    let mut harness = support::start().await;
    let observation = harness.call("run-found", "c1", "lookup_knowledge", &lookup("postgres replication lag")).await;
    assert_eq!(status(&observation), pb::ObservationStatus::Ready);
    assert_eq!(observation.evidence_status(), pb::EvidenceStatus::Found);
    assert_eq!(observation.error_code(), pb::ErrorCode::Unspecified);
    let body = content(&observation);
    let items = body["result"]["items"].as_array().unwrap();
    assert!(!items.is_empty());
    assert!(items.iter().all(|item| item["document"].is_string() && item["section"].is_string()));
    assert_eq!(items[0]["document"], "postgres-replication-lag.md");
    assert_eq!(observation.model_content_bytes as usize, observation.model_content.len());
    assert!(body["next_step"].as_str().unwrap().contains("\"c1\""));

    let records = harness.records("run-found").await;
    assert_eq!(records.len(), 1);
    let record = &records[0];
    assert_eq!(record.state(), pb::InvocationState::Ready);
    assert_eq!(record.evidence_status(), pb::EvidenceStatus::Found);
    assert_eq!(record.agent_result_sha256, contract::sha256_hex(record.agent_result_json.as_bytes()));
    assert_eq!(record.agent_result_bytes as usize, record.agent_result_json.len());
    assert_eq!(record.raw_sha256.len(), 64);
    assert!(record.raw_bytes > record.agent_result_bytes, "raw holds whole sections");
    assert!(record.raw_json.is_empty(), "no raw without the operator token");
    assert_eq!(record.request_json, r#"{"query":"postgres replication lag"}"#);
    assert!(record.finished_at_unix_ms >= record.started_at_unix_ms && record.started_at_unix_ms > 0);
    // What the model saw is exactly the recorded agent_result.
    let recorded: Value = serde_json::from_str(&record.agent_result_json).unwrap();
    assert_eq!(body["result"], recorded);
}

#[tokio::test]
async fn an_unrelated_question_is_no_evidence() {
    let mut harness = support::start().await;
    let observation =
        harness.call("run-none", "c1", "lookup_knowledge", &lookup("best recipe for sourdough bread")).await;
    assert_eq!(status(&observation), pb::ObservationStatus::Ready);
    assert_eq!(observation.evidence_status(), pb::EvidenceStatus::NoEvidence);
    let body = content(&observation);
    assert_eq!(body["result"]["items"], serde_json::json!([]));
    assert!(body.get("next_step").is_none(), "nothing to evaluate after NO_EVIDENCE");
    let records = harness.records("run-none").await;
    assert_eq!(records[0].evidence_status(), pb::EvidenceStatus::NoEvidence);
}

#[tokio::test]
async fn an_unknown_tool_is_refused_listing_the_known_tools_and_leaves_no_record() {
    let mut harness = support::start().await;
    let observation = harness.call("run-unknown", "c1", "drop_database", &lookup("x")).await;
    assert_eq!(status(&observation), pb::ObservationStatus::Refused);
    assert_eq!(observation.error_code(), pb::ErrorCode::UnknownTool);
    let body = content(&observation);
    assert_eq!(body["error"]["known_tools"], serde_json::json!(["lookup_knowledge", "query_logs"]));
    assert!(harness.records("run-unknown").await.is_empty());
}

#[tokio::test]
async fn every_malformed_envelope_is_refused_with_its_path_and_nothing_runs() {
    let mut harness = support::start().await;
    let cases: &[(&str, &str, &str)] = &[
        ("unknown field in input", r#"{"input": {"query": "disk", "colour": "red"}}"#, "$.input.colour"),
        ("unknown top-level field", r#"{"input": {"query": "disk"}, "sql": "DROP"}"#, "$.sql"),
        (
            "unknown field in the evaluation",
            r#"{"previous_observation": {"tool_call_id": "a", "verdict": "GAINED", "score": 1}, "input": {"query": "disk"}}"#,
            "$.previous_observation.score",
        ),
        ("trailing tokens", r#"{"input": {"query": "disk"}} {"input": {}}"#, "$"),
        ("trailing garbage", r#"{"input": {"query": "disk"}}]"#, "$"),
        ("string for an integer", r#"{"input": {"query": "disk", "top_k": "3"}}"#, "$.input.top_k"),
        ("float for an integer", r#"{"input": {"query": "disk", "top_k": 3.0}}"#, "$.input.top_k"),
        ("number for a string", r#"{"input": {"query": 42}}"#, "$.input.query"),
        ("array for an object", r#"{"input": ["disk", 3]}"#, "$.input"),
        (
            "wrong verdict",
            r#"{"previous_observation": {"tool_call_id": "a", "verdict": "YES"}, "input": {"query": "d"}}"#,
            "$.previous_observation.verdict",
        ),
        ("missing input", r#"{"previous_observation": null}"#, "$"),
        ("missing query", r#"{"input": {"top_k": 3}}"#, "$.input"),
        ("not JSON", "query=disk", "$"),
        ("empty", "", "$"),
        ("a JSON string", r#""{\"input\": {}}""#, "$"),
        ("top_k out of bounds", r#"{"input": {"query": "disk", "top_k": 500}}"#, "$.input.top_k"),
        ("blank query", r#"{"input": {"query": "   "}}"#, "$.input.query"),
        ("duplicate key", r#"{"input": {"query": "disk", "query": "dns"}}"#, "$.input"),
    ];
    for (i, (case, arguments, path)) in cases.iter().enumerate() {
        let observation = harness.call("run-envelopes", &format!("c{i}"), "lookup_knowledge", arguments).await;
        assert_eq!(status(&observation), pb::ObservationStatus::Refused, "{case}");
        assert_eq!(observation.error_code(), pb::ErrorCode::InvalidEnvelope, "{case}");
        let error = &content(&observation)["error"];
        assert_eq!(error["path"], *path, "{case}: {error}");
        assert!(error["expected"].as_str().is_some_and(|e| !e.is_empty()), "{case}: {error}");
        assert!(error["problem"].as_str().is_some_and(|p| !p.is_empty()), "{case}: {error}");
    }
    assert!(harness.records("run-envelopes").await.is_empty(), "refused calls write nothing");
    let budget = harness.call("run-envelopes", "ok", "lookup_knowledge", &lookup("disk full")).await.budget.unwrap();
    assert_eq!(budget.calls_left, budget.max_calls - 1, "refused calls spent no budget");
}

#[tokio::test]
async fn the_same_input_twice_is_a_duplicate_scope_pointing_at_the_first_call() {
    let mut harness = support::start().await;
    let first = harness.call("run-dup", "c1", "lookup_knowledge", &lookup("sourdough baking recipe")).await;
    assert_eq!(first.evidence_status(), pb::EvidenceStatus::NoEvidence);
    // Same input, other key order and whitespace.
    let again = r#"{ "input" : { "query" : "sourdough baking recipe" } , "previous_observation": null }"#;
    let duplicate = harness.call("run-dup", "c2", "lookup_knowledge", again).await;
    assert_eq!(status(&duplicate), pb::ObservationStatus::Refused);
    assert_eq!(duplicate.error_code(), pb::ErrorCode::DuplicateScope);
    assert_eq!(duplicate.duplicate_of_tool_call_id, "c1");
    assert_eq!(content(&duplicate)["error"]["duplicate_of"], "c1");
    let records = harness.records("run-dup").await;
    assert_eq!(records.len(), 1, "the duplicate did not run");
    // Another run may ask the same.
    let other = harness.call("run-dup-2", "c1", "lookup_knowledge", &lookup("sourdough baking recipe")).await;
    assert_eq!(status(&other), pb::ObservationStatus::Ready);
}

#[tokio::test]
async fn model_content_is_json_and_within_the_configured_limit() {
    let dir = tempfile::tempdir().unwrap();
    let long = "The payment gateway refuses requests when the signing key rotates. ".repeat(40);
    let files: Vec<(String, String)> =
        (0..12).map(|i| (format!("gateway-{i}.md"), format!("# Gateway {i}\n## Key rotation\n{long}\n"))).collect();
    let files: Vec<(&str, &str)> = files.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let mut config = support::config_with_knowledge(dir.path(), &files);
    config.limits.max_observation_bytes = 2048;
    let mut harness = support::start_with(config).await;
    let arguments = r#"{"input": {"query": "payment gateway signing key rotates", "top_k": 10}}"#;
    let observation = harness.call("run-bounded", "c1", "lookup_knowledge", arguments).await;
    assert_eq!(status(&observation), pb::ObservationStatus::Ready);
    assert!(observation.model_content.len() <= 2048, "{} bytes", observation.model_content.len());
    assert!(observation.truncated);
    let body = content(&observation);
    assert!(!body["result"]["items"].as_array().unwrap().is_empty());

    // Refusals are bounded too, even when they echo a long input.
    let huge = format!(r#"{{"input": {{"query": "x", "{}": 1}}}}"#, "k".repeat(5000));
    let refused = harness.call("run-bounded", "c2", "lookup_knowledge", &huge).await;
    assert!(refused.model_content.len() <= 2048);
    content(&refused);
}

#[tokio::test]
async fn malformed_requests_are_status_errors_not_observations() {
    let mut harness = support::start().await;
    let bad_run =
        pb::CallRequest { run_id: "a b".into(), call: Some(support::tool_call("c1", "lookup_knowledge", "{}")) };
    let error = harness.client.call(bad_run).await.unwrap_err();
    assert_eq!(error.code(), tonic::Code::InvalidArgument);
    assert!(error.message().contains("run_id"), "{}", error.message());
    let no_call = pb::CallRequest { run_id: "r".into(), call: None };
    assert_eq!(harness.client.call(no_call).await.unwrap_err().code(), tonic::Code::InvalidArgument);
    let no_id = pb::CallRequest { run_id: "r".into(), call: Some(support::tool_call("", "lookup_knowledge", "{}")) };
    let error = harness.client.call(no_id).await.unwrap_err();
    assert!(error.message().contains("tool_call_id"), "{}", error.message());
}

#[tokio::test]
async fn list_tools_shows_the_catalog_with_a_strict_schema() {
    let mut harness = support::start().await;
    let tools = harness.client.list_tools(pb::ListToolsRequest {}).await.unwrap().into_inner().tools;
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["lookup_knowledge", "query_logs"], "no query_mysql without a configured datasource");
    let schema: Value = serde_json::from_str(&tools[0].input_schema_json).unwrap();
    assert_eq!(schema["additionalProperties"], false);
    assert!(schema["properties"]["previous_observation"].is_object());
    assert_eq!(schema["required"], serde_json::json!(["input"]));
    assert!(tools[0].description.contains("runbooks"));
}

#[tokio::test]
async fn reflection_v1_is_served_as_well_as_v1alpha() {
    use tonic_reflection::pb::v1::ServerReflectionRequest;
    use tonic_reflection::pb::v1::server_reflection_client::ServerReflectionClient;
    use tonic_reflection::pb::v1::server_reflection_request::MessageRequest;
    use tonic_reflection::pb::v1::server_reflection_response::MessageResponse;

    let harness = support::start().await;
    let channel =
        tonic::transport::Endpoint::from_shared(format!("http://{}", harness.addr)).unwrap().connect().await.unwrap();
    let mut client = ServerReflectionClient::new(channel);
    let request = ServerReflectionRequest {
        host: String::new(),
        message_request: Some(MessageRequest::ListServices(String::new())),
    };
    let mut responses = client.server_reflection_info(tokio_stream::iter([request])).await.unwrap().into_inner();
    let response = responses.message().await.unwrap().unwrap();
    let Some(MessageResponse::ListServicesResponse(list)) = response.message_response else { panic!("{response:?}") };
    let names: Vec<String> = list.service.into_iter().map(|s| s.name).collect();
    assert!(names.contains(&"toolharness.v1.ToolHarness".to_owned()), "{names:?}");
    assert!(names.contains(&"grpc.health.v1.Health".to_owned()), "{names:?}");
}
