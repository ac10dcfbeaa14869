//! Ranking quality of `lookup_knowledge`: the tuned ranker against plain BM25 on the same index, on the
//! development question set (which the lexicon and weights were tuned against) and on the held-out set
//! (written afterwards and never tuned on). Run: `cargo bench -p toolharness-adapters --bench knowledge_ranking`.

use std::time::Instant;

use toolharness_adapters::knowledge::evaluation::{Scores, evaluate, load_questions};
use toolharness_adapters::knowledge::{Corpus, KnowledgeIndex, Ranker};

fn main() {
    let sets = [
        ("development", include_str!("data/knowledge_questions.jsonl")),
        ("held-out", include_str!("data/knowledge_questions_holdout.jsonl")),
    ];
    let index = KnowledgeIndex::build(Corpus::bundled()).expect("the bundled runbooks index");
    println!("corpus: {} documents, {} sections", index.corpus().documents, index.corpus().sections.len());
    println!(
        "| set | ranker | questions | top-1 | top-3 | top-3 keyword | top-3 paraphrase | MRR | off-topic → NO_EVIDENCE | µs/query |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for (name, text) in sets {
        let questions = load_questions(text).expect("question set");
        for (label, ranker) in [("plain BM25", Ranker::PlainBm25), ("tuned", Ranker::Tuned)] {
            let started = Instant::now();
            let mut scores = Scores::default();
            const ROUNDS: u32 = 20;
            for _ in 0..ROUNDS {
                scores = evaluate(&index, &questions, ranker);
            }
            let per_query = started.elapsed().as_micros() as f64 / (ROUNDS as f64 * questions.len() as f64);
            println!(
                "| {name} | {label} | {} ({} paraphrases, {} off-topic) | {:.3} | {:.3} | {} | {:.3} | {:.3} | {}/{} | {:.0} |",
                scores.questions,
                scores.paraphrases,
                scores.off_topic,
                scores.top1_rate(),
                scores.top3_rate(),
                if scores.questions > scores.paraphrases {
                    format!("{:.3}", scores.keyword_top3_rate())
                } else {
                    "–".to_owned()
                },
                scores.paraphrase_top3_rate(),
                scores.mrr(),
                scores.off_topic_no_evidence,
                scores.off_topic,
                per_query,
            );
            if ranker == Ranker::Tuned && !scores.misses.is_empty() {
                eprintln!("{name} tuned misses: {:?}", scores.misses);
            }
        }
    }
}
