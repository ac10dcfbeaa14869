//! Ranking quality and speed of `lookup_knowledge`, against plain BM25 on the same sections.
//!
//! Sets: the bundled runbooks (development and held-out questions) and five documentation collections
//! written by others (`data/collections/`: postgresql, systemd, celery, apache, rsyslog), each with a dev half (the only
//! one tuned on) and a held-out half (scored in aggregate only: its misses are never printed).
//! Printed per set and per question kind: hit@3 of ours and of plain BM25, `NO_EVIDENCE` rates and the
//! precision/recall of abstention; then what each method brings (ablations), then speed and scale.
//!
//! Run: `cargo bench -p toolharness-adapters --bench knowledge_ranking`. Environment:
//! `KNOWLEDGE_BENCH_SPLIT=dev` scores the dev halves only; `KNOWLEDGE_BENCH_MISSES=1` lists the dev
//! halves' misses; `KNOWLEDGE_BENCH_PARTS=quality,ablation,speed,scale` picks parts (default: those
//! four), plus the dev-only diagnostics `signals` (the evidence decision's inputs per question) and
//! `trace` (each miss with both rankings); `KNOWLEDGE_BENCH_UNGATED=1` scores the ablations with every
//! ranked hit shown, to see the ranking apart from the evidence decision; `KNOWLEDGE_BENCH_VARIANTS=a,b`
//! keeps the ablations whose label contains one of the words.
//! `TOOLHARNESS_EMBEDDING_MODEL_DIR` (a model2vec model directory, as the sidecar reads it) turns the
//! semantic layer on for "ours" and adds its variants to the ablations.

use std::path::PathBuf;
use std::sync::{Arc, LazyLock};
use std::time::Instant;

use toolharness_adapters::knowledge::baseline::PlainBm25;
use toolharness_adapters::knowledge::evaluation::{OFF_TOPIC, Question, Scores, evaluate, load_questions};
use toolharness_adapters::knowledge::{Corpus, FEEDBACK, KnowledgeIndex, PassageOptions, RankingOptions, StaticModel};

/// The static embedding model of the semantic layer, when one is configured.
static MODEL: LazyLock<Option<Arc<StaticModel>>> = LazyLock::new(|| {
    let dir = std::env::var_os("TOOLHARNESS_EMBEDDING_MODEL_DIR")?;
    let model = StaticModel::load(std::path::Path::new(&dir)).expect("the embedding model loads");
    println!("semantic layer on: {} tokens, {} dimensions\n", model.rows(), model.dimensions());
    Some(Arc::new(model))
});

/// The index as the sidecar builds it: with the semantic layer when a model is configured.
fn with_model(index: KnowledgeIndex) -> KnowledgeIndex {
    match MODEL.as_ref() {
        Some(model) => index.with_embeddings(model.clone()),
        None => index,
    }
}

/// The documentation collections written by others, in `data/collections/`.
const COLLECTIONS: [&str; 5] = ["postgresql", "systemd", "celery", "apache", "rsyslog"];

/// The first three collections, measured since the ranker's first version, are also totalled apart.
const FIRST_THREE: [&str; 3] = ["postgresql", "systemd", "celery"];
const FIRST_THREE_TOGETHER: &str = "postgresql, systemd, celery together";
const ALL_TOGETHER: &str = "the five collections together";

const KINDS: &[&str] = &["error_string", "symptom", "command", "paraphrase", "multi_part", "keyword"];

struct Set {
    collection: &'static str,
    split: &'static str,
    held_out: bool,
    questions: Vec<Question>,
}

struct Collection {
    name: &'static str,
    corpus: Corpus,
    sets: Vec<Set>,
}

fn collections_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("benches/data/collections")
}

fn load(dev_only: bool) -> Vec<Collection> {
    let mut out = Vec::new();
    let mut bundled_sets = vec![Set {
        collection: "bundled",
        split: "dev",
        held_out: false,
        questions: load_questions(include_str!("data/knowledge_questions.jsonl")).expect("bundled questions"),
    }];
    if !dev_only {
        bundled_sets.push(Set {
            collection: "bundled",
            split: "held-out",
            held_out: true,
            questions: load_questions(include_str!("data/knowledge_questions_holdout.jsonl"))
                .expect("bundled held-out questions"),
        });
    }
    out.push(Collection { name: "bundled", corpus: Corpus::bundled(), sets: bundled_sets });
    for name in COLLECTIONS {
        let dir = collections_dir().join(name);
        let corpus = Corpus::from_dir(&dir.join("docs")).expect("collection documents");
        let read = |file: &str| {
            let text = std::fs::read_to_string(dir.join(file)).expect("question file");
            load_questions(&text).expect("questions")
        };
        let mut sets =
            vec![Set { collection: name, split: "dev", held_out: false, questions: read("questions.dev.jsonl") }];
        if !dev_only {
            sets.push(Set {
                collection: name,
                split: "held-out",
                held_out: true,
                questions: read("questions.heldout.jsonl"),
            });
        }
        out.push(Collection { name, corpus, sets });
    }
    out
}

fn rate(value: f64) -> String {
    format!("{value:.3}")
}

fn optional(value: Option<f64>) -> String {
    value.map_or_else(|| "–".to_owned(), rate)
}

fn print_set(set: &Set, ours: &Scores, plain: &Scores) {
    // Counted from the scores, so a total over several sets (which holds no questions itself) says how many.
    let questions = ours.answerable.questions + ours.off_topic;
    println!("\n### {} — {} ({questions} questions)\n", set.collection, set.split);
    println!("| kind | questions | hit@3 ours | hit@3 plain BM25 | hit@1 ours | hit@1 BM25 | NO_EVIDENCE ours |");
    println!("|---|---|---|---|---|---|---|");
    for kind in KINDS {
        let (a, b) = (ours.kind(kind), plain.kind(kind));
        if a.questions == 0 {
            continue;
        }
        println!(
            "| {kind} | {} | {} | {} | {} | {} | {}/{} |",
            a.questions,
            rate(a.top3_rate()),
            rate(b.top3_rate()),
            rate(a.top1_rate()),
            rate(b.top1_rate()),
            a.no_evidence,
            a.questions
        );
    }
    let (a, b) = (ours.answerable, plain.answerable);
    println!(
        "| **answerable** | {} | **{}** | **{}** | {} | {} | {}/{} |",
        a.questions,
        rate(a.top3_rate()),
        rate(b.top3_rate()),
        rate(a.top1_rate()),
        rate(b.top1_rate()),
        a.no_evidence,
        a.questions
    );
    println!(
        "| {OFF_TOPIC} → NO_EVIDENCE | {} | {}/{} | {}/{} | | | |",
        ours.off_topic, ours.off_topic_no_evidence, ours.off_topic, plain.off_topic_no_evidence, plain.off_topic
    );
    println!(
        "\nabstention (ours): precision {}, recall {}; answerable → NO_EVIDENCE {}",
        optional(ours.abstention_precision()),
        optional(ours.abstention_recall()),
        rate(a.no_evidence_rate())
    );
}

fn quality(collections: &[Collection], show_misses: bool) {
    println!("## Quality: ours against plain BM25\n");
    let mut totals: Vec<(&str, &str, Scores, Scores)> = Vec::new();
    for collection in collections {
        // The tool's own configuration: the bundled runbooks with the SRE lexicon, others without.
        let ours_index = with_model(if collection.name == "bundled" {
            KnowledgeIndex::bundled().expect("index")
        } else {
            KnowledgeIndex::build(collection.corpus.clone()).expect("index")
        });
        let plain_index = PlainBm25::build(&collection.corpus).expect("baseline index");
        println!(
            "{}: {} documents, {} sections, {} passages",
            collection.name,
            collection.corpus.documents,
            collection.corpus.sections.len(),
            ours_index.passage_count()
        );
        for set in &collection.sets {
            let ours = evaluate(&collection.corpus, &set.questions, |q, k| ours_index.search(q, k));
            let plain = evaluate(&collection.corpus, &set.questions, |q, k| plain_index.search(q, k));
            print_set(set, &ours, &plain);
            if show_misses && !set.held_out && !ours.misses.is_empty() {
                println!("\nmisses ({} {}):", set.collection, set.split);
                for miss in &ours.misses {
                    println!("- {miss}");
                }
            }
            if collection.name != "bundled" {
                let split = if set.held_out { "held-out" } else { "dev" };
                let mut groups = vec![ALL_TOGETHER];
                if FIRST_THREE.contains(&collection.name) {
                    groups.push(FIRST_THREE_TOGETHER);
                }
                for group in groups {
                    match totals.iter_mut().find(|(g, s, _, _)| *g == group && *s == split) {
                        Some((_, _, o, p)) => {
                            o.add(&ours);
                            p.add(&plain);
                        }
                        None => totals.push((group, split, ours.clone(), plain.clone())),
                    }
                }
            }
        }
    }
    totals.sort_by_key(|(group, _, _, _)| *group != FIRST_THREE_TOGETHER);
    for (collection, split, ours, plain) in &totals {
        let set = Set { collection, split, held_out: true, questions: Vec::new() };
        print_set(&set, ours, plain);
    }
}

/// Each method switched off (or the optional lexicon switched on) in turn, over all collections.
fn ablation(collections: &[Collection], dev_only: bool) {
    println!("\n## What each method brings (the five collections together; bundled apart)\n");
    let base = RankingOptions::default();
    let lexical = RankingOptions { semantic_weight: 0.0, ..base.clone() };
    let mut variants: Vec<(&str, PassageOptions, RankingOptions)> = vec![
        ("ours (default)", PassageOptions::default(), base.clone()),
        ("with feedback (RM3)", PassageOptions::default(), RankingOptions { feedback: Some(FEEDBACK), ..base.clone() }),
        ("with related terms", PassageOptions::default(), RankingOptions { related_weight: 0.3, ..base.clone() }),
        ("with the SRE lexicon", PassageOptions::default(), RankingOptions::with_lexicon()),
        ("without document score", PassageOptions::default(), RankingOptions { document_weight: 0.0, ..base.clone() }),
        ("without phrase keys", PassageOptions::default(), RankingOptions { phrase_weight: 0.0, ..base.clone() }),
        ("without code terms", PassageOptions::default(), RankingOptions { code_weight: 0.0, ..base.clone() }),
        (
            "one field (no BM25F)",
            PassageOptions::default(),
            RankingOptions {
                field_weights: [1.0, 1.0, 1.0],
                field_length_normalisation: [0.75, 0.75, 0.75],
                ..base.clone()
            },
        ),
        ("sections whole (no passages)", PassageOptions { max_words: usize::MAX, overlap_words: 0 }, base.clone()),
    ];
    if MODEL.is_some() {
        // With a model, every row above is "ours" with the semantic layer; these show it off and weighted.
        variants.push(("without the semantic layer", PassageOptions::default(), lexical));
        variants.push((
            "semantic weight 1",
            PassageOptions::default(),
            RankingOptions { semantic_weight: 1.0, ..base.clone() },
        ));
        variants.push((
            "semantic weight 2",
            PassageOptions::default(),
            RankingOptions { semantic_weight: 2.0, ..base.clone() },
        ));
        variants.push((
            "semantic weight 100 (meaning alone, in effect)",
            PassageOptions::default(),
            RankingOptions { semantic_weight: 100.0, ..base.clone() },
        ));
    }
    // `KNOWLEDGE_BENCH_VARIANTS=a,b`: only the variants whose label contains one of these.
    if let Ok(wanted) = std::env::var("KNOWLEDGE_BENCH_VARIANTS") {
        variants.retain(|(label, _, _)| wanted.split(',').any(|w| label.contains(w)));
    }
    // Diagnostic: every ranked hit counts as shown, to see the ranking apart from the evidence decision.
    let ungated = std::env::var("KNOWLEDGE_BENCH_UNGATED").is_ok_and(|v| v == "1");
    let splits: &[bool] = if dev_only { &[false] } else { &[false, true] };
    println!(
        "| variant | split | hit@3 | paraphrase | error_string | symptom | command | multi_part | off-topic → NO_EVIDENCE | answerable → NO_EVIDENCE | bundled hit@3 |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    let mut indexes: Vec<(PassageOptions, Vec<KnowledgeIndex>)> = Vec::new();
    for (label, passages, options) in &variants {
        if !indexes.iter().any(|(p, _)| p == passages) {
            let built = collections
                .iter()
                .map(|c| {
                    with_model(
                        KnowledgeIndex::build_with(c.corpus.clone(), *passages, RankingOptions::default())
                            .expect("index"),
                    )
                })
                .collect();
            indexes.push((*passages, built));
        }
        let built = &indexes.iter().find(|(p, _)| p == passages).expect("built above").1;
        for &held_out in splits {
            let mut total = Scores::default();
            let mut bundled = Scores::default();
            for (collection, index) in collections.iter().zip(built) {
                for set in collection.sets.iter().filter(|s| s.held_out == held_out) {
                    let scores = evaluate(&collection.corpus, &set.questions, |q, k| {
                        let mut hits = index.search_with(q, k, options);
                        if ungated {
                            hits.iter_mut().for_each(|hit| hit.relevant = true);
                        }
                        hits
                    });
                    if collection.name == "bundled" { bundled.add(&scores) } else { total.add(&scores) }
                }
            }
            println!(
                "| {label} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
                if held_out { "held-out" } else { "dev" },
                rate(total.top3_rate()),
                rate(total.kind("paraphrase").top3_rate()),
                rate(total.kind("error_string").top3_rate()),
                rate(total.kind("symptom").top3_rate()),
                rate(total.kind("command").top3_rate()),
                rate(total.kind("multi_part").top3_rate()),
                rate(total.off_topic_rate()),
                rate(total.answerable.no_evidence_rate()),
                rate(bundled.top3_rate()),
            );
        }
    }
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// Time per query of each ranker on each collection (every question × rounds).
fn speed(collections: &[Collection]) {
    println!("\n## Time per query (µs)\n");
    println!("| collection | sections | ours p50 | ours p95 | plain BM25 p50 | plain BM25 p95 |");
    println!("|---|---|---|---|---|---|");
    for collection in collections {
        let ours = with_model(KnowledgeIndex::build(collection.corpus.clone()).expect("index"));
        let plain = PlainBm25::build(&collection.corpus).expect("baseline index");
        let questions: Vec<&str> =
            collection.sets.iter().flat_map(|s| s.questions.iter().map(|q| q.question.as_str())).collect();
        let time = |search: &dyn Fn(&str)| {
            let mut samples = Vec::new();
            for _ in 0..5 {
                for question in &questions {
                    let started = Instant::now();
                    search(question);
                    samples.push(started.elapsed().as_secs_f64() * 1e6);
                }
            }
            samples.sort_by(f64::total_cmp);
            (percentile(&samples, 0.5), percentile(&samples, 0.95))
        };
        let (o50, o95) = time(&|q| {
            ours.search(q, 10);
        });
        let (p50, p95) = time(&|q| {
            plain.search(q, 10);
        });
        println!(
            "| {} | {} | {o50:.0} | {o95:.0} | {p50:.0} | {p95:.0} |",
            collection.name,
            collection.corpus.sections.len()
        );
    }
}

/// A corpus of `documents` documents made from the collections' own documents, each copy renamed and
/// given a distinct marker word so no two are identical.
fn synthetic_corpus(collections: &[Collection], documents: usize) -> Corpus {
    let mut sources: Vec<(String, String)> = Vec::new();
    // The first three only, so the scale figures stay comparable with earlier measurements.
    for name in FIRST_THREE {
        let dir = collections_dir().join(name).join("docs");
        let mut files: Vec<PathBuf> =
            std::fs::read_dir(&dir).expect("docs").map(|e| e.expect("entry").path()).collect();
        files.sort();
        for file in files {
            let text = std::fs::read_to_string(&file).expect("document");
            sources.push((file.file_name().expect("name").to_string_lossy().into_owned(), text));
        }
    }
    let _ = collections;
    let mut corpus = Corpus::default();
    for i in 0..documents {
        let (name, text) = &sources[i % sources.len()];
        corpus.add_document(&format!("copy{i}/{name}"), &format!("{text}\n\nrevision marker r{i}x\n"));
    }
    corpus
}

fn scale(collections: &[Collection]) {
    println!("\n## Scale\n");
    let questions: Vec<&str> = collections
        .iter()
        .flat_map(|c| {
            c.sets.iter().filter(|s| !s.held_out).flat_map(|s| s.questions.iter().map(|q| q.question.as_str()))
        })
        .collect();
    println!("| documents | sections | passages | text MB | index build s | query p50 µs | query p95 µs |");
    println!("|---|---|---|---|---|---|---|");
    for documents in [1_000, 10_000] {
        let corpus = synthetic_corpus(collections, documents);
        let bytes: usize = corpus.sections.iter().map(|s| s.body.len()).sum();
        let sections = corpus.sections.len();
        let started = Instant::now();
        let index = KnowledgeIndex::build(corpus).expect("index");
        let build = started.elapsed().as_secs_f64();
        let mut samples = Vec::new();
        for question in &questions {
            let started = Instant::now();
            index.search(question, 10);
            samples.push(started.elapsed().as_secs_f64() * 1e6);
        }
        samples.sort_by(f64::total_cmp);
        println!(
            "| {documents} | {sections} | {} | {:.0} | {build:.1} | {:.0} | {:.0} |",
            index.passage_count(),
            bytes as f64 / 1e6,
            percentile(&samples, 0.5),
            percentile(&samples, 0.95)
        );
    }
}

/// Dev halves only: each question our ranking misses (in the top 3, every hit counted), with the top 5 of
/// ours and of plain BM25 and what was expected.
fn trace(collections: &[Collection]) {
    for collection in collections {
        let ours = KnowledgeIndex::build(collection.corpus.clone()).expect("index");
        let plain = PlainBm25::build(&collection.corpus).expect("baseline index");
        let name = |id: usize| {
            let section = &collection.corpus.sections[id];
            format!("{} :: {}", section.document, section.heading())
        };
        for set in collection.sets.iter().filter(|s| !s.held_out) {
            for question in &set.questions {
                let (hits, signals) = ours.search_explained(&question.question, 5, ours.options());
                let expected: Vec<String> =
                    question.expected.iter().map(|e| format!("{} :: {}", e.document, e.heading)).collect();
                let found = hits.iter().take(3).any(|hit| expected.contains(&name(hit.section)));
                if found || question.expected.is_empty() {
                    continue;
                }
                println!("\n[{} {}] {}", collection.name, question.kind, question.question);
                println!("  expected: {expected:?}");
                println!("  signals: {signals:?}");
                for hit in &hits {
                    println!(
                        "  ours  {:6.2} {} {}",
                        hit.score,
                        if hit.relevant { "+" } else { " " },
                        name(hit.section)
                    );
                }
                for hit in plain.search(&question.question, 5) {
                    println!("  bm25  {:6.2}   {}", hit.score, name(hit.section));
                }
            }
        }
    }
}

/// Dev halves only: the evidence decision's signals for every question, as tab-separated lines.
fn signals(collections: &[Collection]) {
    println!("collection\tkind\tcov1\tcov3max\tunknown\tconcepts\tunk_names\tuncov_names\tspecific\tquestion");
    for collection in collections {
        let ours = KnowledgeIndex::build(collection.corpus.clone()).expect("index");
        for set in collection.sets.iter().filter(|s| !s.held_out) {
            for question in &set.questions {
                let (_, signals) = ours.search_explained(&question.question, 10, ours.options());
                let s = signals.unwrap_or_default();
                let cov3 = s.coverage.iter().take(3).copied().fold(0.0f32, f32::max);
                println!(
                    "{}\t{}\t{:.2}\t{:.2}\t{:.2}\t{}\t{}\t{}\t{}\t{}",
                    collection.name,
                    question.kind,
                    s.coverage.first().copied().unwrap_or(0.0),
                    cov3,
                    s.unknown_share,
                    s.concepts,
                    s.unknown_names,
                    s.uncovered_names,
                    s.most_specific_covered,
                    question.question.chars().take(70).collect::<String>()
                );
            }
        }
    }
}

fn main() {
    let dev_only = std::env::var("KNOWLEDGE_BENCH_SPLIT").is_ok_and(|v| v == "dev");
    let show_misses = std::env::var("KNOWLEDGE_BENCH_MISSES").is_ok_and(|v| v == "1");
    let parts = std::env::var("KNOWLEDGE_BENCH_PARTS").unwrap_or_else(|_| "quality,ablation,speed,scale".to_owned());
    // `cargo bench` passes `--bench`; nothing else is read from the command line.
    let collections = load(dev_only);
    if parts.contains("quality") {
        quality(&collections, show_misses);
    }
    if parts.contains("ablation") {
        ablation(&collections, dev_only);
    }
    if parts.contains("signals") {
        signals(&collections);
    }
    if parts.contains("trace") {
        trace(&collections);
    }
    if parts.contains("speed") {
        speed(&collections);
    }
    if parts.contains("scale") {
        scale(&collections);
    }
}
