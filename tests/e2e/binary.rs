//! The `toolharness` binary as an operator runs it: flags, environment, SIGTERM.

use std::process::Stdio;
use std::time::Duration;

use toolharness::pb;

use crate::support;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

#[tokio::test]
async fn the_binary_serves_a_knowledge_dir_from_the_environment_and_stops_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("pager.md"),
        "# Pager\n## Silence an alert\nUse the silence command with a reason.\n",
    )
    .unwrap();
    let port = free_port();
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .env("TOOLHARNESS_KNOWLEDGE_DIR", dir.path())
        .env_remove("TOOLHARNESS_REDIS_URL")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the binary starts");

    let mut client = support::connect_when_serving(port, 10).await;
    let request = pb::CallRequest {
        run_id: "bin".into(),
        call: Some(support::tool_call("c1", "lookup_knowledge", &support::lookup("silence an alert"))),
    };
    let observation = client.call(request).await.unwrap().into_inner().observation.unwrap();
    assert_eq!(observation.evidence_status(), pb::EvidenceStatus::Found);
    assert!(observation.model_content.contains("pager.md"));

    let pid = child.id().unwrap().to_string();
    let killed = tokio::process::Command::new("kill").args(["-TERM", &pid]).status().await.unwrap();
    assert!(killed.success());
    let status = tokio::time::timeout(Duration::from_secs(10), child.wait())
        .await
        .expect("the binary stops within 10 s of SIGTERM")
        .unwrap();
    assert!(status.success(), "clean exit on SIGTERM, got {status}");
    let mut stderr = String::new();
    tokio::io::AsyncReadExt::read_to_string(child.stderr.as_mut().unwrap(), &mut stderr).await.unwrap();
    assert!(stderr.contains("SIGTERM received"), "{stderr}");
}

#[tokio::test]
async fn bad_configuration_stops_the_start_with_a_clear_message() {
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
        .env("TOOLHARNESS_LISTEN", "everywhere")
        .output()
        .await
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("\"everywhere\" is not an IP:port"), "{stderr}");

    let missing = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
        .env("TOOLHARNESS_KNOWLEDGE_DIR", "/nonexistent/knowledge")
        .env("TOOLHARNESS_LISTEN", "127.0.0.1:0")
        .output()
        .await
        .unwrap();
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read the knowledge directory"));
}

#[tokio::test]
async fn the_start_up_log_names_the_redis_store_without_credentials() {
    let port = free_port();
    let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
        .args(["--listen", &format!("127.0.0.1:{port}")])
        .env("TOOLHARNESS_REDIS_URL", "redis://default:hunter2-secret@127.0.0.1:6379/0")
        .env("TOOLHARNESS_REDIS_KEY_PREFIX", "the2e-startup-log")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    for _ in 0..100 {
        if tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let pid = child.id().unwrap().to_string();
    tokio::process::Command::new("kill").args(["-TERM", &pid]).status().await.unwrap();
    let output = tokio::time::timeout(Duration::from_secs(10), child.wait_with_output()).await.unwrap().unwrap();
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(log.contains("redis at redis://127.0.0.1:6379"), "{log}");
    assert!(!log.contains("hunter2"), "credentials in the log: {log}");
}

async fn run_with_stdin(args: &[&str], input: &str) -> (bool, String) {
    use tokio::io::AsyncWriteExt;
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).await.unwrap();
    drop(stdin);
    let output = child.wait_with_output().await.unwrap();
    (output.status.success(), String::from_utf8(output.stdout).unwrap())
}

#[tokio::test]
async fn the_offline_redact_command_answers_one_line_per_input_line() {
    let input = concat!(
        "{\"line\": \"db password=Sup3r!secret from 10.0.0.5 user jane@example.com\"}\n",
        "garbage\n",
        "{\"columns\": [\"id\", \"api_key\", \"note\"], \"row\": [1, \"k-123\", \"token ghp_abcdefghijklmnopqrstuvwxyz0123456789\"]}\n",
        "\n",
    );
    let (ok, out) = run_with_stdin(&["redact"], input).await;
    assert!(ok);
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 4);
    let first = lines[0]["line"].as_str().unwrap();
    assert!(!first.contains("Sup3r") && !first.contains("10.0.0.5") && !first.contains("jane@"), "{first}");
    assert!(lines[1]["error"].is_string() && lines[3]["error"].is_string());
    assert_eq!(lines[2]["row"][0], 1);
    assert_eq!(lines[2]["row"][1], "[REDACTED]");
    assert!(!lines[2]["row"][2].as_str().unwrap().contains("ghp_"));
}

#[tokio::test]
async fn the_offline_log_patterns_command_labels_and_summarises() {
    let input = "Invalid user admin from 10.0.0.1\nInvalid user root from 10.0.0.2\nReceived disconnect from 10.0.0.3: 11: Bye Bye\n";
    let (ok, labels) = run_with_stdin(&["log-patterns", "--labels"], input).await;
    assert!(ok);
    assert_eq!(labels, "P1\nP1\nP2\n");
    let (ok, summary) = run_with_stdin(&["log-patterns"], input).await;
    assert!(ok);
    let summary: serde_json::Value = serde_json::from_str(summary.trim()).unwrap();
    assert_eq!(summary["items"][0]["count"], 2);
    assert!(!summary.to_string().contains("10.0.0.1"));
}

#[tokio::test]
async fn config_check_validates_and_prints_the_effective_settings_with_secrets_masked() {
    let dir = tempfile::tempdir().unwrap();
    let url_file = dir.path().join("mysql-url");
    std::fs::write(&url_file, "mysql://agent:pw-from-secret@db.internal:3306/app\n").unwrap();
    let config = dir.path().join("toolharness.toml");
    std::fs::write(&config, "ops_listen = \"0.0.0.0:9464\"\n[limits]\nrun_max_calls = 7\ndrain_timeout_secs = 25\n")
        .unwrap();
    let check = |file: &std::path::Path, env: &[(&str, &str)]| {
        let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"));
        command.args(["config", "check", "--config"]).arg(file);
        for (key, value) in env {
            command.env(key, value);
        }
        command.output()
    };
    let output = check(&config, &[("TOOLHARNESS_MYSQL_URL_FILE", url_file.to_str().unwrap())]).await.unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains("limits.run_max_calls = \"7\"  # TOOLHARNESS_RUN_MAX_CALLS"), "{stdout}");
    assert!(stdout.contains("limits.drain_timeout_secs = \"25\"  # TOOLHARNESS_DRAIN_TIMEOUT_SECS"), "{stdout}");
    assert!(stdout.contains("ops_listen = \"0.0.0.0:9464\""), "{stdout}");
    assert!(stdout.contains("mysql_url = \"mysql://db.internal:3306 (credentials masked)\""), "{stdout}");
    assert!(!stdout.contains("pw-from-secret") && !stdout.contains("agent:"), "{stdout}");

    // --help lists the same settings.
    let help = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness")).arg("--help").output().await.unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    for (_, variable, _) in toolharness::Config::default().effective() {
        assert!(variable == "(file only)" || help.contains(&variable), "{variable} is not in --help:\n{help}");
    }

    let typo = dir.path().join("typo.toml");
    std::fs::write(&typo, "[limits]\nrun_max_cals = 7\n").unwrap();
    let output = check(&typo, &[]).await.unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("run_max_cals"));
    let output = check(&config, &[("TOOLHARNESS_DRAIN_TIMEOUT_SECS", "soon")]).await.unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("TOOLHARNESS_DRAIN_TIMEOUT_SECS is \"soon\""));
    let output = check(&config, &[("TOOLHARNESS_AGENT_TOKENS_FILE", "/nonexistent/tokens")]).await.unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("TOOLHARNESS_AGENT_TOKENS_FILE: cannot read"));
}

/// A knowledge base where one section answers a question in other words, and a three-dimensional model
/// that knows "throwaway" is "transient" and "account" is "uid".
fn semantic_fixture(root: &std::path::Path) -> (std::path::PathBuf, std::path::PathBuf) {
    let (knowledge, model) = (root.join("kb"), root.join("model"));
    std::fs::create_dir_all(&knowledge).unwrap();
    std::fs::create_dir_all(&model).unwrap();
    std::fs::write(
        knowledge.join("svc.md"),
        "# Service units\n## Restart policy\nRestart=on-failure restarts the service unit when it exits with an \
         error.\n## Logging\nThe journal keeps the output of every service unit.\n## Temporary identities\n\
         DynamicUser allocates a transient uid to the unit while it runs.\n",
    )
    .unwrap();
    let mut tokens = vec!["[UNK]"];
    let mut rows = vec![vec![0.0, 0.0, 0.0]];
    for (words, row) in [
        (&["throwaway", "transient", "temporary"][..], [1.0, 0.0, 0.0]),
        (&["account", "uid", "identities", "dynamicuser"][..], [0.0, 1.0, 0.0]),
        (&["service", "unit", "units", "restart", "journal", "logging"][..], [0.0, 0.0, 1.0]),
    ] {
        for word in words {
            tokens.push(word);
            rows.push(row.to_vec());
        }
    }
    adapters::knowledge::write_model(&model, &tokens, &rows).unwrap();
    (knowledge, model)
}

/// The observation of one lookup against the binary started with `model` as its embedding model.
async fn lookup_with_model(knowledge: &std::path::Path, model: Option<&std::path::Path>, query: &str) -> String {
    let port = free_port();
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"));
    command
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .env("TOOLHARNESS_KNOWLEDGE_DIR", knowledge)
        .env_remove("TOOLHARNESS_REDIS_URL")
        .env_remove("TOOLHARNESS_EMBEDDING_MODEL_DIR")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true);
    if let Some(model) = model {
        command.env("TOOLHARNESS_EMBEDDING_MODEL_DIR", model);
    }
    let _child = command.spawn().expect("the binary starts");
    let mut client = support::connect_when_serving(port, 10).await;
    let request = pb::CallRequest {
        run_id: "semantic".into(),
        call: Some(support::tool_call("c1", "lookup_knowledge", &support::lookup(query))),
    };
    let observation = client.call(request).await.unwrap().into_inner().observation.unwrap();
    assert_eq!(observation.evidence_status(), pb::EvidenceStatus::Found, "{}", observation.model_content);
    observation.model_content
}

#[tokio::test]
async fn an_embedding_model_from_the_environment_finds_a_section_by_meaning() {
    let root = tempfile::tempdir().unwrap();
    let (knowledge, model) = semantic_fixture(root.path());
    let query = "restart the service unit with a throwaway account";
    // Lexically the question is about restarting; the section that answers "a throwaway account" shares
    // only "service unit" with it and is not shown.
    let without = lookup_with_model(&knowledge, None, query).await;
    assert!(without.contains("Restart policy") && !without.contains("Temporary identities"), "{without}");
    let with = lookup_with_model(&knowledge, Some(&model), query).await;
    assert!(with.contains("Restart policy") && with.contains("Temporary identities"), "{with}");

    // A model that cannot be used stops the start and says which file is wrong and why.
    std::fs::write(model.join("tokenizer.json"), r#"{"model": {"type": "BPE", "vocab": {}}}"#).unwrap();
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
        .env("TOOLHARNESS_KNOWLEDGE_DIR", &knowledge)
        .env("TOOLHARNESS_EMBEDDING_MODEL_DIR", &model)
        .env("TOOLHARNESS_LISTEN", "127.0.0.1:0")
        .output()
        .await
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("the embedding model cannot be used")
            && stderr.contains("tokenizer.json")
            && stderr.contains("`BPE`"),
        "{stderr}"
    );
}
