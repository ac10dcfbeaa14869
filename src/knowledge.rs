//! `lookup_knowledge` over a mounted ConfigMap, re-indexed when the ConfigMap changes.
//!
//! Kubernetes updates a ConfigMap volume by writing the new files into a fresh `..<timestamp>` directory
//! and renaming a new `..data` symlink over the old one: one atomic step. So before each search the link
//! is read (one `readlink`); when it points elsewhere than when the index was built, the directory is
//! indexed again (off the async workers) and the new index replaces the old one whole. A call sees the
//! old documents or the new ones, never a mix; a call already searching keeps the index it started with.
//! The documents are read through `..data` (see [`Reindexing::source`]). A directory without `..data` is
//! indexed once, at start.

use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};

use adapters::knowledge::{Corpus, KnowledgeIndex, StaticModel};
use contract::{CanonicalInput, Executor, RawResult, ToolFailure};

type Build = Box<dyn Fn(KnowledgeIndex) -> Arc<dyn Executor> + Send + Sync>;

/// `index` with the semantic layer when a model is configured.
pub fn with_model(index: KnowledgeIndex, model: Option<&Arc<StaticModel>>) -> KnowledgeIndex {
    match model {
        Some(model) => index.with_embeddings(model.clone()),
        None => index,
    }
}

pub struct Reindexing {
    dir: PathBuf,
    /// The embedding model every new index is built with, as the first one was.
    model: Option<Arc<StaticModel>>,
    build: Build,
    /// Where `..data` pointed when the current index was built, and the executor over that index.
    current: RwLock<(Option<PathBuf>, Arc<dyn Executor>)>,
    /// One re-index at a time; calls arriving meanwhile wait for it, then use it.
    rebuilding: tokio::sync::Mutex<()>,
}

/// The link a ConfigMap volume swaps.
fn data_link(dir: &Path) -> Option<PathBuf> {
    std::fs::read_link(dir.join("..data")).ok()
}

impl Reindexing {
    /// Whether `dir` is ConfigMap-shaped (has a `..data` link), so that changes can be followed.
    pub fn applies(dir: &Path) -> bool {
        data_link(dir).is_some()
    }

    /// What to read for `dir`: a ConfigMap mount is read through `..data`, so the documents are the
    /// current version's alone (not an old `..<timestamp>` directory the kubelet has yet to remove), read
    /// from one version even if the link moves meanwhile, and named as the ConfigMap's keys.
    pub fn source(dir: &Path) -> PathBuf {
        if Reindexing::applies(dir) { dir.join("..data") } else { dir.to_path_buf() }
    }

    /// `executor` searches `index`, built from `dir` when `..data` pointed at `target`; `build` makes the
    /// executor of a new index.
    pub fn new(
        dir: PathBuf,
        executor: Arc<dyn Executor>,
        target: Option<PathBuf>,
        model: Option<Arc<StaticModel>>,
        build: Build,
    ) -> Reindexing {
        Reindexing {
            dir,
            model,
            build,
            current: RwLock::new((target, executor)),
            rebuilding: tokio::sync::Mutex::new(()),
        }
    }

    /// Where `..data` points now.
    pub fn target(dir: &Path) -> Option<PathBuf> {
        data_link(dir)
    }

    fn current(&self) -> (Option<PathBuf>, Arc<dyn Executor>) {
        let current = self.current.read().unwrap_or_else(|p| p.into_inner());
        (current.0.clone(), current.1.clone())
    }

    /// The executor of the directory as it is now, re-indexing first if the link moved.
    async fn executor(&self) -> Arc<dyn Executor> {
        let (indexed, executor) = self.current();
        let now = data_link(&self.dir);
        if now == indexed {
            return executor;
        }
        let _one = self.rebuilding.lock().await;
        let (indexed, executor) = self.current();
        let now = data_link(&self.dir);
        if now == indexed {
            return executor;
        }
        let dir = Reindexing::source(&self.dir);
        let model = self.model.clone();
        let built = tokio::task::spawn_blocking(move || {
            Corpus::from_dir(&dir).and_then(KnowledgeIndex::build).map(|index| with_model(index, model.as_ref()))
        })
        .await;
        let executor = match built {
            Ok(Ok(index)) => {
                let corpus = index.corpus();
                tracing::info!(
                    documents = corpus.documents,
                    sections = corpus.sections.len(),
                    "knowledge directory changed (..data moved); re-indexed"
                );
                (self.build)(index)
            }
            Ok(Err(error)) => {
                tracing::warn!(%error, "knowledge directory changed but cannot be indexed; keeping the previous index");
                executor
            }
            Err(_) => {
                tracing::warn!("re-indexing the knowledge directory failed; keeping the previous index");
                executor
            }
        };
        // Recorded even when indexing failed, so a broken update is not retried on every call; the next
        // update moves the link again.
        *self.current.write().unwrap_or_else(|p| p.into_inner()) = (now, executor.clone());
        executor
    }
}

#[async_trait::async_trait]
impl Executor for Reindexing {
    async fn admit(&self, input: &CanonicalInput) -> Result<(), ToolFailure> {
        self.executor().await.admit(input).await
    }

    async fn execute(&self, input: &CanonicalInput) -> Result<RawResult, ToolFailure> {
        self.executor().await.execute(input).await
    }
}
