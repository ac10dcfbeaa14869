//! `lookup_knowledge` over a knowledge directory given at start-up.

use toolharness::pb;

use crate::support::{self, content, lookup, status};

#[tokio::test]
async fn a_knowledge_directory_given_at_start_up_is_searched_instead_of_the_bundled_one() {
    let dir = tempfile::tempdir().unwrap();
    let config = support::config_with_knowledge(
        dir.path(),
        &[
            (
                "payments/ledger.md",
                "# Ledger reconciliation\n## Mismatch between ledger and bank\nRun the reconcile job with --since yesterday and compare the totals.\n",
            ),
            (
                "notes.txt",
                "The warehouse scanner firmware must be updated monthly.\n\nCall the vendor hotline for help.",
            ),
        ],
    );
    let mut harness = support::start_with(config).await;
    let found = harness.call("kb", "c1", "lookup_knowledge", &lookup("ledger totals do not match the bank")).await;
    assert_eq!(found.evidence_status(), pb::EvidenceStatus::Found);
    let item = &content(&found)["result"]["items"][0];
    assert_eq!(item["document"], "payments/ledger.md");
    assert_eq!(item["section"], "Ledger reconciliation > Mismatch between ledger and bank");

    let text = harness
        .call("kb", "c2", "lookup_knowledge", &support::lookup_after("scanner firmware update", "c1", "GAINED"))
        .await;
    assert_eq!(content(&text)["result"]["items"][0]["document"], "notes.txt");

    // The bundled runbooks are not there.
    let tools = harness.client.list_tools(pb::ListToolsRequest {}).await.unwrap().into_inner().tools;
    assert!(tools[0].description.contains("2 documents"), "{}", tools[0].description);
}

#[tokio::test]
async fn text_beyond_the_excerpt_limit_never_reaches_the_model() {
    let dir = tempfile::tempdir().unwrap();
    let secret_tail = "ZEBRA-TAIL-MARKER-7731";
    let body = format!(
        "Rotate the queue broker credentials before they expire. {} {secret_tail}",
        "Unrelated operational prose about cabling and racks. ".repeat(60)
    );
    let mut config =
        support::config_with_knowledge(dir.path(), &[("broker.md", &format!("# Broker\n## Credentials\n{body}\n"))]);
    config.limits.knowledge_excerpt_chars = 300;
    let mut harness = support::start_with(config).await;
    let observation =
        harness.call("excerpt", "c1", "lookup_knowledge", &lookup("rotate queue broker credentials")).await;
    assert_eq!(status(&observation), pb::ObservationStatus::Ready);
    assert!(!observation.model_content.contains(secret_tail));
    let item = &content(&observation)["result"]["items"][0];
    assert_eq!(item["excerpt_truncated"], true);
    assert!(item["excerpt"].as_str().unwrap().chars().count() <= 302);
    // The raw record keeps the section's place and the part its excerpts come from, not the whole section.
    let records = harness.records("excerpt").await;
    assert!(!records[0].agent_result_json.contains(secret_tail));
    assert!((records[0].raw_bytes as usize) < body.len(), "{}", records[0].raw_bytes);
}

#[tokio::test]
async fn repeated_sections_are_shown_once() {
    let dir = tempfile::tempdir().unwrap();
    let section = "## Restart\nRestart the ingest worker with the drain flag set.\n";
    let config = support::config_with_knowledge(
        dir.path(),
        &[("a.md", &format!("# Ingest A\n{section}")), ("b.md", &format!("# Ingest B\n{section}"))],
    );
    let mut harness = support::start_with(config).await;
    let observation = harness.call("dedupe", "c1", "lookup_knowledge", &lookup("restart ingest worker drain")).await;
    let result = &content(&observation)["result"];
    assert_eq!(result["items"].as_array().unwrap().len(), 1, "{result}");
    assert_eq!(result["duplicate_sections_dropped"], 1);
}
