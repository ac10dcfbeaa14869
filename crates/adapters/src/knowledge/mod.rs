//! `lookup_knowledge`: runbooks and docs behind an embedded full-text index.
//!
//! * [`corpus`] reads a directory of Markdown/text documents (or the bundled sample runbooks) and cuts
//!   them into sections by heading.
//! * [`index`] indexes the sections with tantivy and ranks them for a question: stemming, field weights
//!   for titles and headings, proximity of query terms, and an SRE synonym lexicon ([`synonyms`]), with
//!   plain BM25 kept as the measured baseline.
//! * [`tool`] is the tool itself: contract, executor and projector (dedupe, excerpts, byte budget).

pub mod corpus;
pub mod evaluation;
pub mod index;
pub mod synonyms;
pub mod tool;

pub use corpus::{Corpus, Section};
pub use index::{Hit, KnowledgeIndex, Ranker};
pub use tool::{LookupKnowledgeInput, lookup_knowledge};
