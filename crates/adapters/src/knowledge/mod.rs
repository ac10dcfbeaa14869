//! `lookup_knowledge`: runbooks and docs behind an embedded search index.
//!
//! * [`corpus`] reads a directory of Markdown/text documents (or the bundled sample runbooks) and cuts
//!   them into sections by heading.
//! * [`text`] analyses text: words, stems and stop words of the detected language, code tokens.
//! * [`index`] cuts sections into passages and ranks them for a question (BM25F over title, heading path
//!   and body; phrase and code terms; pseudo-relevance feedback; [`related`] terms learned from the
//!   collection; optionally the SRE lexicon of [`synonyms`] and the embeddings of [`semantic`]);
//!   [`evidence`] decides whether anything is relevant at all.
//! * [`baseline`] is plain BM25 on tantivy, the measured baseline; [`evaluation`] scores question sets.
//! * [`tool`] is the tool itself: contract, executor and projector (dedupe, excerpts, byte budget).

pub mod baseline;
pub mod corpus;
pub mod evaluation;
pub mod evidence;
pub mod index;
pub mod related;
pub mod semantic;
pub mod synonyms;
pub mod text;
pub mod tool;

pub use corpus::{Corpus, Section};
pub use embed::{ModelError, StaticModel, write_model};
pub use index::{FEEDBACK, FeedbackOptions, Hit, KnowledgeIndex, PassageOptions, RankingOptions};
pub use tool::{LookupKnowledgeInput, lookup_knowledge};
