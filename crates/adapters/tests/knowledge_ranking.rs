//! The ranking floor of `lookup_knowledge` on the bundled runbooks and the project's question set: the
//! ranker finds the right section in its top 3 for at least 90% of all questions and 70% of paraphrases,
//! never does worse than plain BM25 on the same sections, and answers off-topic questions with
//! `NO_EVIDENCE`. (The figures themselves are reported by
//! `cargo bench -p toolharness-adapters --bench knowledge_ranking`.)

use toolharness_adapters::knowledge::baseline::PlainBm25;
use toolharness_adapters::knowledge::evaluation::{evaluate, load_questions};
use toolharness_adapters::knowledge::{Corpus, KnowledgeIndex};

#[test]
fn ranking_meets_its_floor_and_beats_plain_bm25() {
    let questions = load_questions(include_str!("../benches/data/knowledge_questions.jsonl")).unwrap();
    assert!(questions.len() >= 50);
    let corpus = Corpus::bundled();
    let index = KnowledgeIndex::bundled().unwrap();
    let baseline = PlainBm25::build(&corpus).unwrap();
    let ours = evaluate(&corpus, &questions, |q, k| index.search(q, k));
    let plain = evaluate(&corpus, &questions, |q, k| baseline.search(q, k));
    let paraphrases = (ours.kind("paraphrase"), plain.kind("paraphrase"));
    println!(
        "ours top3 {:.3} (paraphrases {:.3}); plain BM25 top3 {:.3} (paraphrases {:.3})",
        ours.top3_rate(),
        paraphrases.0.top3_rate(),
        plain.top3_rate(),
        paraphrases.1.top3_rate()
    );
    assert!(ours.top3_rate() >= 0.90, "top-3 {:.3}; misses: {:#?}", ours.top3_rate(), ours.misses);
    assert!(paraphrases.0.top3_rate() >= 0.70, "paraphrase top-3 {:.3}", paraphrases.0.top3_rate());
    assert!(ours.answerable.top3 >= plain.answerable.top3 && paraphrases.0.top3 >= paraphrases.1.top3);
    assert!(ours.off_topic_rate() >= 0.9, "off-topic questions with evidence: {:#?}", ours.misses);
}
