//! Wiring: from a [`Config`] to a ready [`App`] (store, tools, registry, pipeline). No logic of its own.
//!
//! Registration joins the catalog and the invokers by tool name: a tool whose backend is not configured
//! is registered nowhere, so the model never sees a tool that cannot run.

use std::sync::Arc;

use adapters::knowledge::{Corpus, KnowledgeIndex, StaticModel, lookup_knowledge};
use adapters::logs::tool::query_logs;
use adapters::mysql::executor::{Datasource, MysqlSettings};
use adapters::mysql::tool::{MysqlShaping, query_mysql};
use contract::{BudgetLimits, CanonicalStore, ToolLimits, ToolRegistry};
use logs::{LogSources, ScanLimits};
use store::{RedisSettings, RedisStore, RedisTarget};

use crate::config::Config;
use crate::grpc::auth::Tokens;
use crate::grpc::tls::Tls;
use crate::pipeline::Pipeline;
use crate::runs::{RunLimits, Runs};

/// Everything the gRPC service needs.
pub struct App {
    pub pipeline: Pipeline,
    pub operator_token: Option<String>,
    /// TLS on the API listener (certificate files re-read on change).
    pub tls: Option<Arc<Tls>>,
    /// Bearer tokens by role; none: every caller is an agent.
    pub tokens: Option<Arc<Tokens>>,
    /// How long SIGTERM waits for calls and Sessions.
    pub drain_timeout: std::time::Duration,
    /// The MCP front's settings (used when it has a listener).
    pub mcp: crate::mcp::Settings,
}

#[derive(Debug, thiserror::Error)]
#[error("start-up: {0}")]
pub struct StartupError(pub String);

impl App {
    pub async fn build(config: &Config) -> Result<App, StartupError> {
        config.check_exposure().map_err(|e| StartupError(e.0))?;
        // Credentials first: a bad certificate or token file stops the start before anything is built.
        let tls = config.tls.as_ref().map(Tls::load).transpose().map_err(StartupError)?.map(Arc::new);
        let tokens = Tokens::load(config.agent_tokens_file.clone(), config.operator_tokens_file.clone())
            .map_err(StartupError)?
            .map(Arc::new);
        let store = build_store(config).await?;
        // Traced only when something reads the spans or metrics (each operation costs a span and a box).
        let store = if crate::telemetry::active() {
            let redis = config.redis_url.is_some() || !config.redis_cluster_nodes.is_empty();
            crate::telemetry::store::TracedStore::wrap(store, if redis { "redis" } else { "memory" })
        } else {
            store
        };
        tracing::info!(store = %store.describe(), "canonical store");
        let registry = build_registry(config).await?;
        let tools: Vec<&str> = registry.tools().map(|t| t.name.as_str()).collect();
        tracing::info!(?tools, "tools registered");
        let limits = &config.limits;
        // The longest a call can hold its run: the slowest tool's timeout, plus its store operations.
        let longest_call = limits.tool_timeout.max(limits.mysql_statement_timeout) + limits.redis_timeout * 4;
        let runs = Runs::new(
            store.clone(),
            RunLimits {
                budget: BudgetLimits { max_calls: limits.run_max_calls, max_bytes: limits.run_max_bytes },
                max_consecutive_no_gain: limits.max_consecutive_no_gain,
            },
            limits.run_idle_ttl,
            limits.record_ttl,
            limits.max_live_runs,
            longest_call,
        );
        Ok(App {
            pipeline: Pipeline::new(
                Arc::new(registry),
                store,
                Arc::new(runs),
                limits.max_observation_bytes,
                limits.max_stored_raw_bytes,
            ),
            operator_token: config.operator_token.clone(),
            tls,
            tokens,
            drain_timeout: config.limits.drain_timeout,
            mcp: crate::mcp::Settings {
                allowed_origins: config.mcp_allowed_origins.clone(),
                session_idle: config.limits.run_idle_ttl,
                max_sessions: config.limits.max_live_runs,
            },
        })
    }
}

/// The Redis store when a Redis URL or cluster is configured, else the in-memory one. An unreachable Redis
/// does not stop the start: calls fail closed (`STORE_UNAVAILABLE`) until it answers, and the pool
/// reconnects by itself.
async fn build_store(config: &Config) -> Result<Arc<dyn CanonicalStore>, StartupError> {
    let target = match (&config.redis_url, config.redis_cluster_nodes.is_empty()) {
        (Some(url), _) => RedisTarget::Single(url.clone()),
        (None, false) => RedisTarget::Cluster(config.redis_cluster_nodes.clone()),
        (None, true) => {
            let store = store::MemoryStore::with_cap(config.limits.record_ttl, config.limits.memory_store_max_bytes);
            return Ok(Arc::new(store));
        }
    };
    let settings = RedisSettings {
        target,
        key_prefix: config.redis_key_prefix.clone(),
        ttl: config.limits.record_ttl,
        op_timeout: config.limits.redis_timeout,
        pool_size: config.limits.redis_pool_size,
    };
    let redis = RedisStore::new(&settings).map_err(StartupError)?;
    if let Err(error) = redis.ping().await {
        tracing::warn!(%error, "Redis does not answer yet; calls fail closed with STORE_UNAVAILABLE until it does");
    }
    Ok(Arc::new(redis))
}

fn tool_limits(config: &Config) -> ToolLimits {
    let limits = &config.limits;
    ToolLimits {
        timeout: limits.tool_timeout,
        max_arguments_bytes: limits.max_arguments_bytes,
        max_raw_bytes: limits.max_raw_bytes,
        max_agent_result_bytes: config.max_agent_result_bytes(),
        max_calls_per_run: limits.tool_max_calls_per_run,
    }
}

/// The redaction engine every tool shares, with the configured extra sensitive column names.
pub fn redactor(config: &Config) -> redact::Redactor {
    let mut columns: Vec<String> = redact::DEFAULT_SENSITIVE_COLUMNS.iter().map(|c| c.to_string()).collect();
    columns.extend(config.sensitive_columns.iter().cloned());
    redact::Redactor::with_sensitive_columns(columns)
}

async fn build_registry(config: &Config) -> Result<ToolRegistry, StartupError> {
    let mut registry = ToolRegistry::default();
    // One redaction engine for every tool.
    let redactor = Arc::new(redactor(config));
    // The SRE lexicon was written for the bundled runbooks; another collection is ranked by general
    // methods only (BENCHMARKS.md measures both).
    // A ConfigMap mount: where `..data` points before reading, so a swap during the read is seen later.
    let target = config.knowledge_dir.as_deref().and_then(crate::knowledge::Reindexing::target);
    // The optional semantic layer: a model from a local directory, checked whole before serving.
    let model = match &config.embedding_model_dir {
        Some(dir) => {
            let model =
                StaticModel::load(dir).map_err(|e| StartupError(format!("the embedding model cannot be used: {e}")))?;
            tracing::info!(tokens = model.rows(), dimensions = model.dimensions(), "embedding model loaded");
            Some(Arc::new(model))
        }
        None => None,
    };
    let index = match &config.knowledge_dir {
        Some(dir) => {
            let corpus = Corpus::from_dir(&crate::knowledge::Reindexing::source(dir))
                .map_err(|e| StartupError(format!("{e} ({})", dir.display())))?;
            KnowledgeIndex::build(corpus).map_err(StartupError)?
        }
        None => KnowledgeIndex::bundled().map_err(StartupError)?,
    };
    let index = crate::knowledge::with_model(index, model.as_ref());
    let corpus = index.corpus();
    tracing::info!(
        documents = corpus.documents,
        sections = corpus.sections.len(),
        semantic = index.has_embeddings(),
        "knowledge base indexed"
    );
    let (limits, excerpt_chars) = (tool_limits(config), config.limits.knowledge_excerpt_chars);
    let mut knowledge = lookup_knowledge(Arc::new(index), limits, excerpt_chars);
    if let Some(dir) = config.knowledge_dir.as_ref().filter(|dir| crate::knowledge::Reindexing::applies(dir)) {
        let build = Box::new(move |index| lookup_knowledge(Arc::new(index), limits, excerpt_chars).executor);
        let executor = knowledge.executor.clone();
        knowledge.executor =
            Arc::new(crate::knowledge::Reindexing::new(dir.clone(), executor, target, model.clone(), build));
        tracing::info!("the knowledge directory is a ConfigMap mount; it is re-indexed when ..data moves");
    }
    registry.register(knowledge).map_err(StartupError)?;
    // query_logs is always there: configured files, or the bundled sample incident.
    let sources = match config.log_globs() {
        Some(globs) => LogSources::files(globs, &config.log_roots()),
        None => LogSources::Bundled,
    };
    let limits = tool_limits(config);
    let scan = ScanLimits {
        max_bytes: config.limits.log_scan_max_bytes,
        max_lines: config.limits.log_scan_max_lines,
        // Leave room in the raw result for the scan statistics and JSON framing of every entry.
        max_kept_bytes: limits.max_raw_bytes * 3 / 4,
    };
    registry.register(query_logs(sources, limits, scan, redactor.clone())).map_err(StartupError)?;
    // query_mysql only with a configured datasource.
    if !config.mysql_datasources.is_empty() {
        let mut datasources = Vec::new();
        for (name, url) in &config.mysql_datasources {
            let settings = MysqlSettings {
                statement_timeout: config.limits.mysql_statement_timeout,
                max_join_rows: config.limits.mysql_max_join_rows(),
                max_raw_bytes: config.limits.max_raw_bytes,
                catalog_ttl: config.limits.mysql_catalog_ttl,
            };
            let datasource = Datasource::new(name, url, settings, redactor.clone()).map_err(StartupError)?;
            match datasource.privilege_report().await {
                Some(report) if !report.is_least_privilege() && config.mysql_require_read_only => {
                    return Err(StartupError(format!(
                        "the account of MySQL datasource {name} can do more than read its database ({}), and \
                         TOOLHARNESS_MYSQL_REQUIRE_READ_ONLY is set; {}",
                        report.findings.join("; "),
                        report.suggestion()
                    )));
                }
                Some(report) if !report.is_least_privilege() => tracing::warn!(
                    datasource = %name,
                    findings = %report.findings.join("; "),
                    suggestion = %report.suggestion(),
                    "THE ACCOUNT OF THIS MYSQL DATASOURCE CAN DO MORE THAN READ: every statement still runs gated, \
                     in a read-only session and transaction, but give it least privilege"
                ),
                Some(_) => tracing::info!(datasource = %name, "MySQL datasource account has least privilege"),
                None => {
                    tracing::warn!(datasource = %name, "MySQL datasource not reachable at start-up; its calls fail with BACKEND_UNAVAILABLE until it is")
                }
            }
            datasources.push(Arc::new(datasource));
        }
        let shaping = MysqlShaping { max_cell_chars: config.limits.mysql_max_cell_chars };
        registry.register(query_mysql(datasources, limits, shaping, redactor.clone())).map_err(StartupError)?;
    }
    Ok(registry)
}
