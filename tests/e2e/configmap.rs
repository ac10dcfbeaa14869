//! Knowledge from a mounted ConfigMap: Kubernetes lays the files out as `..<timestamp>/<file>`, a
//! `..data` link to the current timestamp directory and `<file>` → `..data/<file>` links, and updates the
//! ConfigMap by writing a new timestamp directory and renaming a new `..data` link over the old one. The
//! documents are indexed under their real names, and the next call after a swap searches the new ones.

use std::os::unix::fs::symlink;
use std::path::Path;

use toolharness::{Config, pb};

use crate::support::{self, lookup};

/// Writes `files` into `..<stamp>` and points `..data` at it (in one rename, as the kubelet does), with a
/// top-level link for each file.
fn publish(dir: &Path, stamp: &str, files: &[(&str, &str)]) {
    let version = dir.join(format!("..{stamp}"));
    std::fs::create_dir(&version).unwrap();
    for (name, text) in files {
        std::fs::write(version.join(name), text).unwrap();
        let link = dir.join(name);
        if std::fs::symlink_metadata(&link).is_err() {
            symlink(Path::new("..data").join(name), &link).unwrap();
        }
    }
    let staged = dir.join("..data_tmp");
    symlink(format!("..{stamp}"), &staged).unwrap();
    std::fs::rename(&staged, dir.join("..data")).unwrap();
}

fn documents(observation: &pb::Observation) -> Vec<String> {
    let content = support::content(observation);
    content["result"]["items"]
        .as_array()
        .map(|items| items.iter().filter_map(|i| i["document"].as_str().map(str::to_owned)).collect())
        .unwrap_or_default()
}

#[tokio::test]
async fn a_configmap_directory_is_indexed_by_real_names_and_reindexed_when_data_moves() {
    let dir = tempfile::tempdir().unwrap();
    publish(
        dir.path(),
        "2026_12_01_10_00_00.000000001",
        &[("pager.md", "# Pager\n## Silence an alert\nUse the silence command with a reason and an expiry.\n")],
    );
    let config = Config { knowledge_dir: Some(dir.path().to_path_buf()), ..Config::default() };
    let mut harness = support::start_with(config).await;

    let before = harness.call("cm1", "c1", "lookup_knowledge", &lookup("silence an alert")).await;
    assert_eq!(before.evidence_status(), pb::EvidenceStatus::Found, "{}", before.model_content);
    assert!(documents(&before).iter().all(|d| d == "pager.md"), "{:?}", documents(&before));
    let missing = harness.call("cm2", "c1", "lookup_knowledge", &lookup("rotate the vault unseal keys")).await;
    assert_eq!(missing.evidence_status(), pb::EvidenceStatus::NoEvidence, "{}", missing.model_content);

    // The ConfigMap is updated: pager.md changes, vault.md is added.
    publish(
        dir.path(),
        "2026_12_01_10_05_00.000000002",
        &[
            ("pager.md", "# Pager\n## Escalate\nPage the secondary on-call after ten minutes.\n"),
            ("vault.md", "# Vault\n## Rotate the unseal keys\nRun the rekey ceremony with three key holders.\n"),
        ],
    );
    let after = harness.call("cm3", "c1", "lookup_knowledge", &lookup("rotate the vault unseal keys")).await;
    assert_eq!(after.evidence_status(), pb::EvidenceStatus::Found, "{}", after.model_content);
    assert_eq!(documents(&after).first().map(String::as_str), Some("vault.md"), "{}", after.model_content);
    let old = harness.call("cm4", "c1", "lookup_knowledge", &lookup("silence an alert")).await;
    assert!(!old.model_content.contains("silence command"), "the old text is gone: {}", old.model_content);
}
