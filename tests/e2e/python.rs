//! A Python grpcio client, generated from `proto/` at test time, against the sidecar.

use crate::support;

#[tokio::test]
async fn a_python_client_generated_from_the_proto_drives_the_sidecar() {
    support::require_program("python3", "install Python 3 with grpcio and grpcio-tools");
    let harness = support::start().await;
    let root = env!("CARGO_MANIFEST_DIR");
    let output = tokio::process::Command::new("python3")
        .arg(format!("{root}/tests/python/client_test.py"))
        .arg(harness.addr.to_string())
        .arg(format!("{root}/proto"))
        .output()
        .await
        .expect("python3 runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "python client failed\nstdout:\n{stdout}\nstderr:\n{stderr}");
    assert!(stdout.contains("python client: all checks passed"), "{stdout}");
}
