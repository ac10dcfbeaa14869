//! The ranking floor of `lookup_knowledge` on the bundled runbooks and the project's question set:
//! the tuned ranker finds the right section in its top 3 for at least 90% of all questions and 70% of
//! paraphrases, and never does worse than plain BM25 on the same index. (The figures themselves are
//! reported by `cargo bench -p toolharness-adapters --bench knowledge_ranking`.)

use toolharness_adapters::knowledge::evaluation::{evaluate, load_questions};
use toolharness_adapters::knowledge::{Corpus, KnowledgeIndex, Ranker};

#[test]
fn tuned_ranking_meets_its_floor_and_beats_plain_bm25() {
    let questions = load_questions(include_str!("../benches/data/knowledge_questions.jsonl")).unwrap();
    assert!(questions.len() >= 50);
    let index = KnowledgeIndex::build(Corpus::bundled()).unwrap();
    let tuned = evaluate(&index, &questions, Ranker::Tuned);
    let plain = evaluate(&index, &questions, Ranker::PlainBm25);
    println!(
        "tuned top3 {:.3} (paraphrases {:.3}); plain BM25 top3 {:.3} (paraphrases {:.3})",
        tuned.top3_rate(),
        tuned.paraphrase_top3_rate(),
        plain.top3_rate(),
        plain.paraphrase_top3_rate()
    );
    assert!(tuned.top3_rate() >= 0.90, "tuned top-3 {:.3}; misses: {:#?}", tuned.top3_rate(), tuned.misses);
    assert!(tuned.paraphrase_top3_rate() >= 0.70, "paraphrase top-3 {:.3}", tuned.paraphrase_top3_rate());
    assert!(tuned.top3 >= plain.top3 && tuned.paraphrase_top3 >= plain.paraphrase_top3);
    assert!(tuned.off_topic_rate() >= 0.9, "off-topic questions with evidence: {:#?}", tuned.misses);
}
