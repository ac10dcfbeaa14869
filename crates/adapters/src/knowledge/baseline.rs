//! Plain BM25, the baseline every ranking figure is measured against: one tantivy field holding title,
//! headings and body, tantivy's default tokenizer (no stemming), the default OR query. Every hit with a
//! positive score counts as shown; it cannot say "nothing relevant".

use tantivy::collector::TopDocs;
use tantivy::query::QueryParser;
use tantivy::schema::{Field, IndexRecordOption, STORED, Schema, TextFieldIndexing, TextOptions, Value};
use tantivy::{Index, IndexReader, ReloadPolicy, TantivyDocument, doc};

use super::corpus::Corpus;
use super::index::Hit;

pub struct PlainBm25 {
    index: Index,
    reader: IndexReader,
    all: Field,
    section: Field,
}

impl std::fmt::Debug for PlainBm25 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PlainBm25").finish_non_exhaustive()
    }
}

impl PlainBm25 {
    pub fn build(corpus: &Corpus) -> Result<PlainBm25, String> {
        let mut schema = Schema::builder();
        let plain = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer("default")
                .set_index_option(IndexRecordOption::WithFreqsAndPositions),
        );
        let all = schema.add_text_field("all", plain);
        let section = schema.add_u64_field("section", STORED);
        let index = Index::create_in_ram(schema.build());
        let error = |e: tantivy::TantivyError| format!("cannot build the plain BM25 index: {e}");
        let mut writer = index.writer_with_num_threads::<TantivyDocument>(1, 15_000_000).map_err(error)?;
        for (id, s) in corpus.sections.iter().enumerate() {
            let headings = s.path[1..].join(" ");
            writer
                .add_document(doc!(all => format!("{} {} {}", s.title, headings, s.body), section => id as u64))
                .map_err(error)?;
        }
        writer.commit().map_err(error)?;
        let reader = index.reader_builder().reload_policy(ReloadPolicy::Manual).try_into().map_err(error)?;
        Ok(PlainBm25 { index, reader, all, section })
    }

    pub fn search(&self, question: &str, limit: usize) -> Vec<Hit> {
        let searcher = self.reader.searcher();
        let query = QueryParser::for_index(&self.index, vec![self.all]).parse_query_lenient(question).0;
        let Ok(top) = searcher.search(&query, &TopDocs::with_limit(limit.max(1)).order_by_score()) else {
            return Vec::new();
        };
        top.into_iter()
            .filter_map(|(score, address)| {
                let doc: TantivyDocument = searcher.doc(address).ok()?;
                let section = doc.get_first(self.section)?.as_u64()? as usize;
                Some(Hit { section, score, relevant: score > 0.0, passage: None })
            })
            .collect()
    }
}
