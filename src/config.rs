//! The sidecar's configuration: embedded defaults, overridden by a TOML file (`--config FILE`), overridden
//! by environment variables, overridden by command-line flags.
//!
//! With nothing configured the sidecar runs self-contained: in-memory store, the bundled runbooks, no
//! MySQL tool, listening on 127.0.0.1:50051. Every value is checked at start-up; a bad one stops the
//! start with a message naming the setting, what it got and what it expects. Secrets (URLs with
//! credentials, the operator token) are never printed: see [`Config::summary`].

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

pub const ENV_LISTEN: &str = "TOOLHARNESS_LISTEN";
pub const ENV_OPS_LISTEN: &str = "TOOLHARNESS_OPS_LISTEN";
pub const ENV_MCP_LISTEN: &str = "TOOLHARNESS_MCP_LISTEN";
pub const ENV_MCP_ALLOWED_ORIGINS: &str = "TOOLHARNESS_MCP_ALLOWED_ORIGINS";
pub const ENV_REDIS_URL: &str = "TOOLHARNESS_REDIS_URL";
pub const ENV_REDIS_CLUSTER_NODES: &str = "TOOLHARNESS_REDIS_CLUSTER_NODES";
pub const ENV_REDIS_KEY_PREFIX: &str = "TOOLHARNESS_REDIS_KEY_PREFIX";
pub const ENV_KNOWLEDGE_DIR: &str = "TOOLHARNESS_KNOWLEDGE_DIR";
pub const ENV_EMBEDDING_MODEL_DIR: &str = "TOOLHARNESS_EMBEDDING_MODEL_DIR";
pub const ENV_LOG_PATHS: &str = "TOOLHARNESS_LOG_PATHS";
pub const ENV_LOG_ROOTS: &str = "TOOLHARNESS_LOG_ROOTS";
pub const ENV_MYSQL_URL: &str = "TOOLHARNESS_MYSQL_URL";
pub const ENV_OPERATOR_TOKEN: &str = "TOOLHARNESS_OPERATOR_TOKEN";
pub const ENV_MYSQL_REQUIRE_READ_ONLY: &str = "TOOLHARNESS_MYSQL_REQUIRE_READ_ONLY";
pub const ENV_SENSITIVE_COLUMNS: &str = "TOOLHARNESS_SENSITIVE_COLUMNS";
pub const ENV_TLS_CERT_FILE: &str = "TOOLHARNESS_TLS_CERT_FILE";
pub const ENV_TLS_KEY_FILE: &str = "TOOLHARNESS_TLS_KEY_FILE";
pub const ENV_TLS_CLIENT_CA_FILE: &str = "TOOLHARNESS_TLS_CLIENT_CA_FILE";
pub const ENV_AGENT_TOKENS_FILE: &str = "TOOLHARNESS_AGENT_TOKENS_FILE";
pub const ENV_OPERATOR_TOKENS_FILE: &str = "TOOLHARNESS_OPERATOR_TOKENS_FILE";
pub const ENV_MYSQL_URL_FILE: &str = "TOOLHARNESS_MYSQL_URL_FILE";
pub const ENV_REDIS_URL_FILE: &str = "TOOLHARNESS_REDIS_URL_FILE";
pub const ENV_DRAIN_TIMEOUT_SECS: &str = "TOOLHARNESS_DRAIN_TIMEOUT_SECS";

pub const DEFAULT_LISTEN: &str = "127.0.0.1:50051";

/// Numeric limits, each settable in the file's `[limits]` table or by its environment variable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    /// The largest `model_content`, in bytes (`TOOLHARNESS_MAX_OBSERVATION_BYTES`).
    pub max_observation_bytes: usize,
    /// Calls a run may execute (`TOOLHARNESS_RUN_MAX_CALLS`).
    pub run_max_calls: u32,
    /// Bytes a run may spend on requests, raw results and agent results (`TOOLHARNESS_RUN_MAX_BYTES`).
    pub run_max_bytes: u64,
    /// Consecutive NO_GAIN results that stop a run (`TOOLHARNESS_MAX_CONSECUTIVE_NO_GAIN`).
    pub max_consecutive_no_gain: u32,
    /// Calls of one tool a run may execute (`TOOLHARNESS_TOOL_MAX_CALLS_PER_RUN`).
    pub tool_max_calls_per_run: u32,
    /// How long a tool's backend may take (`TOOLHARNESS_TOOL_TIMEOUT_MS`).
    pub tool_timeout: Duration,
    /// The largest arguments text of a call (`TOOLHARNESS_MAX_ARGUMENTS_BYTES`).
    pub max_arguments_bytes: usize,
    /// The largest raw result of a tool (`TOOLHARNESS_MAX_RAW_BYTES`).
    pub max_raw_bytes: usize,
    /// The longest excerpt of a knowledge section, in characters (`TOOLHARNESS_KNOWLEDGE_EXCERPT_CHARS`).
    pub knowledge_excerpt_chars: usize,
    /// How long canonical records are kept (`TOOLHARNESS_RECORD_TTL_SECS`).
    pub record_ttl: Duration,
    /// How long an idle run lives (`TOOLHARNESS_RUN_IDLE_TTL_SECS`).
    pub run_idle_ttl: Duration,
    /// How many runs may be live at once (`TOOLHARNESS_MAX_LIVE_RUNS`).
    pub max_live_runs: usize,
    /// The most raw bytes kept per record; beyond, a prefix is kept with the whole size and hash
    /// (`TOOLHARNESS_MAX_STORED_RAW_BYTES`).
    pub max_stored_raw_bytes: usize,
    /// The most bytes of records and run states the in-memory store holds; the oldest runs go first.
    pub memory_store_max_bytes: usize,
    /// The longest a Redis operation may take before the call fails closed (`TOOLHARNESS_REDIS_TIMEOUT_MS`).
    pub redis_timeout: Duration,
    /// Connections in the Redis pool (`TOOLHARNESS_REDIS_POOL_SIZE`).
    pub redis_pool_size: usize,
    /// The most log bytes one `query_logs` call reads (`TOOLHARNESS_LOG_SCAN_MAX_BYTES`).
    pub log_scan_max_bytes: u64,
    /// The most log lines one `query_logs` call reads (`TOOLHARNESS_LOG_SCAN_MAX_LINES`).
    pub log_scan_max_lines: usize,
    /// How long one `query_mysql` statement may run (`TOOLHARNESS_MYSQL_STATEMENT_TIMEOUT_MS`).
    pub mysql_statement_timeout: Duration,
    /// The longest cell `query_mysql` shows, in characters (`TOOLHARNESS_MYSQL_MAX_CELL_CHARS`).
    pub mysql_max_cell_chars: usize,
    /// The most rows (or row combinations) one statement may examine, by the server's own estimate before
    /// it runs (`max_join_size`, and the plan's estimate with per-row subqueries;
    /// `TOOLHARNESS_MYSQL_MAX_JOIN_ROWS`). Unset: one million per second of the statement timeout, what
    /// this machine's MariaDB examines in well under that time.
    pub mysql_max_join_rows: Option<u64>,
    /// How long the SQL gate uses a datasource's catalog (tables, views, columns) before reading it again
    /// (`TOOLHARNESS_MYSQL_CATALOG_TTL_MS`).
    pub mysql_catalog_ttl: Duration,
    /// How long SIGTERM waits for in-flight calls and open Session streams before closing them
    /// (`TOOLHARNESS_DRAIN_TIMEOUT_SECS`).
    pub drain_timeout: Duration,
}

impl Limits {
    /// The row limit in force: configured, or derived from the statement timeout.
    pub fn mysql_max_join_rows(&self) -> u64 {
        self.mysql_max_join_rows.unwrap_or_else(|| {
            let seconds = self.mysql_statement_timeout.as_secs_f64().max(1.0);
            (seconds * 1_000_000.0) as u64
        })
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_observation_bytes: 8 * 1024,
            run_max_calls: 24,
            run_max_bytes: 8 * 1024 * 1024,
            max_consecutive_no_gain: 3,
            tool_max_calls_per_run: 12,
            tool_timeout: Duration::from_secs(10),
            max_arguments_bytes: 16 * 1024,
            max_raw_bytes: 2 * 1024 * 1024,
            knowledge_excerpt_chars: 600,
            record_ttl: Duration::from_secs(24 * 3600),
            run_idle_ttl: Duration::from_secs(30 * 60),
            max_live_runs: 10_000,
            max_stored_raw_bytes: 256 * 1024,
            memory_store_max_bytes: 64 * 1024 * 1024,
            redis_timeout: Duration::from_millis(500),
            redis_pool_size: 16,
            log_scan_max_bytes: 64 * 1024 * 1024,
            log_scan_max_lines: 1_000_000,
            mysql_statement_timeout: Duration::from_secs(5),
            mysql_max_cell_chars: 200,
            mysql_max_join_rows: None,
            mysql_catalog_ttl: Duration::from_secs(10),
            drain_timeout: Duration::from_secs(20),
        }
    }
}

/// Room kept in an observation for the fields around the agent_result (ids, status, budget, next step).
pub const OBSERVATION_ENVELOPE_BYTES: usize = 1024;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    pub listen: SocketAddr,
    /// The ops listener (gRPC health, `/healthz`, `/readyz`, `/metrics`); none when unset.
    pub ops_listen: Option<SocketAddr>,
    /// The MCP front (Streamable HTTP on path `/mcp`); none when unset.
    pub mcp_listen: Option<SocketAddr>,
    /// Browser origins the MCP front accepts (`scheme://host[:port]`); requests carrying any other `Origin`
    /// header are refused. Empty: every request with an `Origin` is refused (agents are not browsers).
    pub mcp_allowed_origins: Vec<String>,
    /// A single Redis node as the canonical store.
    pub redis_url: Option<String>,
    /// The seed nodes of a Redis Cluster as the canonical store (exclusive with `redis_url`).
    pub redis_cluster_nodes: Vec<String>,
    /// The first part of every Redis key.
    pub redis_key_prefix: String,
    pub knowledge_dir: Option<PathBuf>,
    /// A static embedding model (model2vec format) for `lookup_knowledge`'s semantic layer; unset: off.
    pub embedding_model_dir: Option<PathBuf>,
    pub log_paths: Option<String>,
    /// Extra directories that log files may resolve into through symlinks (`TOOLHARNESS_LOG_ROOTS`).
    pub log_roots: Option<String>,
    pub mysql_url: Option<String>,
    /// Further named MySQL datasources (file table `[mysql_datasources]`, name = URL).
    pub mysql_datasources: std::collections::BTreeMap<String, String>,
    /// Refuse to start when a datasource's account can write (default: warn loudly and go on).
    pub mysql_require_read_only: bool,
    /// Column-name words whose values are withheld, besides the built-in ones.
    pub sensitive_columns: Vec<String>,
    /// Callers presenting this token (metadata `x-toolharness-operator-token`) may read raw payloads.
    pub operator_token: Option<String>,
    /// TLS on the API listener (required off loopback).
    pub tls: Option<TlsFiles>,
    /// Bearer tokens of the agent role, one per line (`TOOLHARNESS_AGENT_TOKENS_FILE`).
    pub agent_tokens_file: Option<PathBuf>,
    /// Bearer tokens of the operator role, one per line (`TOOLHARNESS_OPERATOR_TOKENS_FILE`).
    pub operator_tokens_file: Option<PathBuf>,
    pub limits: Limits,
}

/// The API listener's certificate, key and (for mTLS) client CA, as files: they are re-read when they
/// change, so a rotated certificate (cert-manager, a Secret update) is served without a restart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TlsFiles {
    pub cert: PathBuf,
    pub key: PathBuf,
    pub client_ca: Option<PathBuf>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            listen: DEFAULT_LISTEN.parse().expect("the default address parses"),
            ops_listen: None,
            mcp_listen: None,
            mcp_allowed_origins: Vec::new(),
            redis_url: None,
            redis_cluster_nodes: Vec::new(),
            redis_key_prefix: "th".into(),
            knowledge_dir: None,
            embedding_model_dir: None,
            log_paths: None,
            log_roots: None,
            mysql_url: None,
            mysql_datasources: std::collections::BTreeMap::new(),
            mysql_require_read_only: false,
            sensitive_columns: Vec::new(),
            operator_token: None,
            tls: None,
            agent_tokens_file: None,
            operator_tokens_file: None,
            limits: Limits::default(),
        }
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("configuration: {0}")]
pub struct ConfigError(pub String);

/// The file's shape. Unknown keys are errors, so a typo does not silently keep a default.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileConfig {
    listen: Option<String>,
    ops_listen: Option<String>,
    mcp_listen: Option<String>,
    mcp_allowed_origins: Option<Vec<String>>,
    redis_url: Option<String>,
    redis_cluster_nodes: Option<Vec<String>>,
    redis_key_prefix: Option<String>,
    knowledge_dir: Option<PathBuf>,
    embedding_model_dir: Option<PathBuf>,
    log_paths: Option<String>,
    log_roots: Option<String>,
    mysql_url: Option<String>,
    #[serde(default)]
    mysql_datasources: std::collections::BTreeMap<String, String>,
    mysql_require_read_only: Option<bool>,
    #[serde(default)]
    sensitive_columns: Vec<String>,
    operator_token: Option<String>,
    tls_cert_file: Option<PathBuf>,
    tls_key_file: Option<PathBuf>,
    tls_client_ca_file: Option<PathBuf>,
    agent_tokens_file: Option<PathBuf>,
    operator_tokens_file: Option<PathBuf>,
    mysql_url_file: Option<PathBuf>,
    redis_url_file: Option<PathBuf>,
    #[serde(default)]
    limits: FileLimits,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileLimits {
    max_observation_bytes: Option<u64>,
    run_max_calls: Option<u64>,
    run_max_bytes: Option<u64>,
    max_consecutive_no_gain: Option<u64>,
    tool_max_calls_per_run: Option<u64>,
    tool_timeout_ms: Option<u64>,
    max_arguments_bytes: Option<u64>,
    max_raw_bytes: Option<u64>,
    knowledge_excerpt_chars: Option<u64>,
    record_ttl_secs: Option<u64>,
    run_idle_ttl_secs: Option<u64>,
    max_live_runs: Option<u64>,
    max_stored_raw_bytes: Option<u64>,
    memory_store_max_bytes: Option<u64>,
    redis_timeout_ms: Option<u64>,
    redis_pool_size: Option<u64>,
    log_scan_max_bytes: Option<u64>,
    log_scan_max_lines: Option<u64>,
    mysql_statement_timeout_ms: Option<u64>,
    mysql_max_cell_chars: Option<u64>,
    mysql_max_join_rows: Option<u64>,
    mysql_catalog_ttl_ms: Option<u64>,
    drain_timeout_secs: Option<u64>,
}

impl Config {
    /// Defaults, then `file` (if any), then the environment as read by `env`.
    pub fn load(file: Option<&Path>, env: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let from_file = match file {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| ConfigError(format!("cannot read the config file {}: {e}", path.display())))?;
                toml::from_str::<FileConfig>(&text)
                    .map_err(|e| ConfigError(format!("config file {}: {}", path.display(), e.message())))?
            }
            None => FileConfig::default(),
        };
        let mut config = Config::default();
        let env = |name: &str| env(name).filter(|value| !value.trim().is_empty());

        if let Some(listen) = env(ENV_LISTEN).or(from_file.listen) {
            config.listen = parse_listen(&listen)?;
        }
        if let Some(ops) = env(ENV_OPS_LISTEN).or(from_file.ops_listen) {
            let address = parse_listen(&ops).map_err(|e| ConfigError(format!("{ENV_OPS_LISTEN}: {}", e.0)))?;
            config.ops_listen = Some(address);
        }
        if let Some(mcp) = env(ENV_MCP_LISTEN).or(from_file.mcp_listen) {
            let address = parse_listen(&mcp).map_err(|e| ConfigError(format!("{ENV_MCP_LISTEN}: {}", e.0)))?;
            config.mcp_listen = Some(address);
        }
        config.mcp_allowed_origins = match env(ENV_MCP_ALLOWED_ORIGINS) {
            Some(list) => list.split(',').map(str::trim).filter(|o| !o.is_empty()).map(str::to_owned).collect(),
            None => from_file.mcp_allowed_origins.unwrap_or_default(),
        };
        if let Some(origin) = config.mcp_allowed_origins.iter().find(|o| *o != "null" && !o.contains("://")) {
            return Err(ConfigError(format!(
                "{ENV_MCP_ALLOWED_ORIGINS}: {origin:?} is not an origin; expected scheme://host[:port], for \
                 example https://agents.example.com"
            )));
        }
        config.redis_url = secret(
            (ENV_REDIS_URL, env(ENV_REDIS_URL).or(from_file.redis_url)),
            (ENV_REDIS_URL_FILE, env(ENV_REDIS_URL_FILE).map(PathBuf::from).or(from_file.redis_url_file)),
        )?;
        config.redis_cluster_nodes = match env(ENV_REDIS_CLUSTER_NODES) {
            Some(list) => list.split(',').map(str::trim).filter(|n| !n.is_empty()).map(str::to_owned).collect(),
            None => from_file.redis_cluster_nodes.unwrap_or_default(),
        };
        if config.redis_url.is_some() && !config.redis_cluster_nodes.is_empty() {
            return Err(ConfigError(format!(
                "both {ENV_REDIS_URL} and {ENV_REDIS_CLUSTER_NODES} are set; set one: a single node or a cluster"
            )));
        }
        if let Some(prefix) = env(ENV_REDIS_KEY_PREFIX).or(from_file.redis_key_prefix) {
            if prefix.is_empty()
                || prefix.len() > 64
                || !prefix.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | ':' | '-'))
            {
                return Err(ConfigError(format!(
                    "redis key prefix {prefix:?} is not valid; expected 1 to 64 characters of [A-Za-z0-9._:-]"
                )));
            }
            config.redis_key_prefix = prefix;
        }
        config.knowledge_dir = env(ENV_KNOWLEDGE_DIR).map(PathBuf::from).or(from_file.knowledge_dir);
        config.embedding_model_dir = env(ENV_EMBEDDING_MODEL_DIR).map(PathBuf::from).or(from_file.embedding_model_dir);
        config.log_paths = env(ENV_LOG_PATHS).or(from_file.log_paths);
        config.log_roots = env(ENV_LOG_ROOTS).or(from_file.log_roots);
        config.mysql_url = secret(
            (ENV_MYSQL_URL, env(ENV_MYSQL_URL).or(from_file.mysql_url)),
            (ENV_MYSQL_URL_FILE, env(ENV_MYSQL_URL_FILE).map(PathBuf::from).or(from_file.mysql_url_file)),
        )?;
        config.operator_token = env(ENV_OPERATOR_TOKEN).or(from_file.operator_token);
        let path = |name: &str, from_file: Option<PathBuf>| env(name).map(PathBuf::from).or(from_file);
        let cert = path(ENV_TLS_CERT_FILE, from_file.tls_cert_file);
        let key = path(ENV_TLS_KEY_FILE, from_file.tls_key_file);
        let client_ca = path(ENV_TLS_CLIENT_CA_FILE, from_file.tls_client_ca_file);
        config.tls = match (cert, key) {
            (Some(cert), Some(key)) => Some(TlsFiles { cert, key, client_ca }),
            (None, None) if client_ca.is_some() => {
                return Err(ConfigError(format!(
                    "{ENV_TLS_CLIENT_CA_FILE} is set without {ENV_TLS_CERT_FILE} and {ENV_TLS_KEY_FILE}: client \
                     certificates need TLS on the listener"
                )));
            }
            (None, None) => None,
            (Some(_), None) => {
                return Err(ConfigError(format!("{ENV_TLS_CERT_FILE} is set but {ENV_TLS_KEY_FILE} is not; set both")));
            }
            (None, Some(_)) => {
                return Err(ConfigError(format!("{ENV_TLS_KEY_FILE} is set but {ENV_TLS_CERT_FILE} is not; set both")));
            }
        };
        config.agent_tokens_file = path(ENV_AGENT_TOKENS_FILE, from_file.agent_tokens_file);
        config.operator_tokens_file = path(ENV_OPERATOR_TOKENS_FILE, from_file.operator_tokens_file);
        config.mysql_datasources = from_file.mysql_datasources;
        if let Some(url) = &config.mysql_url {
            config.mysql_datasources.insert("default".into(), url.clone());
        }
        for name in config.mysql_datasources.keys() {
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
                return Err(ConfigError(format!("datasource name {name:?} is not valid; expected [A-Za-z0-9_-]")));
            }
        }
        config.mysql_require_read_only = match env(ENV_MYSQL_REQUIRE_READ_ONLY) {
            Some(text) => match text.trim().to_ascii_lowercase().as_str() {
                "1" | "true" | "yes" | "on" => true,
                "0" | "false" | "no" | "off" => false,
                _ => {
                    return Err(ConfigError(format!(
                        "{ENV_MYSQL_REQUIRE_READ_ONLY} is {text:?}; expected true or false"
                    )));
                }
            },
            None => from_file.mysql_require_read_only.unwrap_or(false),
        };
        config.sensitive_columns = match env(ENV_SENSITIVE_COLUMNS) {
            Some(list) => list.split(',').map(str::trim).filter(|c| !c.is_empty()).map(str::to_owned).collect(),
            None => from_file.sensitive_columns,
        };

        let file_limits = from_file.limits;
        let limits = &mut config.limits;
        let number = |name: &str, from_file: Option<u64>, min: u64, max: u64| -> Result<Option<u64>, ConfigError> {
            let env_name = format!("TOOLHARNESS_{}", name.to_ascii_uppercase());
            let value = match env(&env_name) {
                Some(text) => Some(text.trim().parse::<u64>().map_err(|_| {
                    ConfigError(format!("{env_name} is {text:?}; expected a whole number from {min} to {max}"))
                })?),
                None => from_file,
            };
            match value {
                Some(v) if !(min..=max).contains(&v) => Err(ConfigError(format!(
                    "{name} is {v}; expected a whole number from {min} to {max} (file key limits.{name} or {env_name})"
                ))),
                other => Ok(other),
            }
        };
        if let Some(v) = number("max_observation_bytes", file_limits.max_observation_bytes, 2048, 1 << 20)? {
            limits.max_observation_bytes = v as usize;
        }
        if let Some(v) = number("run_max_calls", file_limits.run_max_calls, 1, 10_000)? {
            limits.run_max_calls = v as u32;
        }
        if let Some(v) = number("run_max_bytes", file_limits.run_max_bytes, 1024, 1 << 34)? {
            limits.run_max_bytes = v;
        }
        if let Some(v) = number("max_consecutive_no_gain", file_limits.max_consecutive_no_gain, 1, 1000)? {
            limits.max_consecutive_no_gain = v as u32;
        }
        if let Some(v) = number("tool_max_calls_per_run", file_limits.tool_max_calls_per_run, 1, 10_000)? {
            limits.tool_max_calls_per_run = v as u32;
        }
        if let Some(v) = number("tool_timeout_ms", file_limits.tool_timeout_ms, 10, 600_000)? {
            limits.tool_timeout = Duration::from_millis(v);
        }
        if let Some(v) = number("max_arguments_bytes", file_limits.max_arguments_bytes, 256, 1 << 20)? {
            limits.max_arguments_bytes = v as usize;
        }
        if let Some(v) = number("max_raw_bytes", file_limits.max_raw_bytes, 1024, 1 << 30)? {
            limits.max_raw_bytes = v as usize;
        }
        if let Some(v) = number("knowledge_excerpt_chars", file_limits.knowledge_excerpt_chars, 120, 100_000)? {
            limits.knowledge_excerpt_chars = v as usize;
        }
        if let Some(v) = number("record_ttl_secs", file_limits.record_ttl_secs, 1, 90 * 24 * 3600)? {
            limits.record_ttl = Duration::from_secs(v);
        }
        if let Some(v) = number("run_idle_ttl_secs", file_limits.run_idle_ttl_secs, 1, 7 * 24 * 3600)? {
            limits.run_idle_ttl = Duration::from_secs(v);
        }
        if let Some(v) = number("max_live_runs", file_limits.max_live_runs, 1, 10_000_000)? {
            limits.max_live_runs = v as usize;
        }
        if let Some(v) = number("max_stored_raw_bytes", file_limits.max_stored_raw_bytes, 0, 1 << 30)? {
            limits.max_stored_raw_bytes = v as usize;
        }
        if let Some(v) = number("memory_store_max_bytes", file_limits.memory_store_max_bytes, 1 << 20, 1 << 40)? {
            limits.memory_store_max_bytes = v as usize;
        }
        if let Some(v) = number("redis_timeout_ms", file_limits.redis_timeout_ms, 10, 60_000)? {
            limits.redis_timeout = Duration::from_millis(v);
        }
        if let Some(v) = number("redis_pool_size", file_limits.redis_pool_size, 1, 1024)? {
            limits.redis_pool_size = v as usize;
        }
        if let Some(v) = number("log_scan_max_bytes", file_limits.log_scan_max_bytes, 4096, 1 << 40)? {
            limits.log_scan_max_bytes = v;
        }
        if let Some(v) = number("log_scan_max_lines", file_limits.log_scan_max_lines, 100, 1 << 32)? {
            limits.log_scan_max_lines = v as usize;
        }
        if let Some(v) = number("mysql_statement_timeout_ms", file_limits.mysql_statement_timeout_ms, 100, 600_000)? {
            limits.mysql_statement_timeout = Duration::from_millis(v);
        }
        if let Some(v) = number("mysql_max_cell_chars", file_limits.mysql_max_cell_chars, 16, 100_000)? {
            limits.mysql_max_cell_chars = v as usize;
        }
        if let Some(v) = number("mysql_max_join_rows", file_limits.mysql_max_join_rows, 1000, 1 << 40)? {
            limits.mysql_max_join_rows = Some(v);
        }
        if let Some(v) = number("mysql_catalog_ttl_ms", file_limits.mysql_catalog_ttl_ms, 100, 3_600_000)? {
            limits.mysql_catalog_ttl = Duration::from_millis(v);
        }
        if let Some(v) = number("drain_timeout_secs", file_limits.drain_timeout_secs, 0, 3600)? {
            limits.drain_timeout = Duration::from_secs(v);
        }
        config.check_exposure()?;
        Ok(config)
    }

    /// Refuses an API address off loopback without TLS and a way to authenticate callers: on a pod IP or
    /// `0.0.0.0` the whole cluster network could otherwise call tools and read the audit records.
    pub fn check_exposure(&self) -> Result<(), ConfigError> {
        self.check_listener(ENV_LISTEN, self.listen)?;
        match self.mcp_listen {
            Some(mcp) => self.check_listener(ENV_MCP_LISTEN, mcp),
            None => Ok(()),
        }
    }

    /// A listener off loopback needs TLS and authenticated callers (the API and the MCP front alike).
    fn check_listener(&self, setting: &str, address: SocketAddr) -> Result<(), ConfigError> {
        if address.ip().is_loopback() {
            return Ok(());
        }
        let Some(tls) = &self.tls else {
            return Err(ConfigError(format!(
                "{setting} is {address}, not a loopback address, and TLS is off: set {ENV_TLS_CERT_FILE} and \
                 {ENV_TLS_KEY_FILE} (and {ENV_TLS_CLIENT_CA_FILE} or {ENV_AGENT_TOKENS_FILE}), or listen on \
                 127.0.0.1",
            )));
        };
        if tls.client_ca.is_none() && self.agent_tokens_file.is_none() && self.operator_tokens_file.is_none() {
            return Err(ConfigError(format!(
                "{setting} is {address}, not a loopback address, and callers are not authenticated: set \
                 {ENV_TLS_CLIENT_CA_FILE} (mTLS) or {ENV_AGENT_TOKENS_FILE}/{ENV_OPERATOR_TOKENS_FILE} (bearer \
                 tokens)",
            )));
        }
        Ok(())
    }

    /// The configuration from the process environment.
    pub fn from_env(file: Option<&Path>) -> Result<Config, ConfigError> {
        Config::load(file, |name| std::env::var(name).ok())
    }

    /// The glob patterns of `TOOLHARNESS_LOG_PATHS` (comma-separated), if set.
    pub fn log_globs(&self) -> Option<Vec<String>> {
        self.log_paths
            .as_ref()
            .map(|paths| paths.split(',').map(str::trim).filter(|p| !p.is_empty()).map(str::to_owned).collect())
    }

    /// The directories of `TOOLHARNESS_LOG_ROOTS` (comma-separated): where symlinked log files may lead.
    pub fn log_roots(&self) -> Vec<PathBuf> {
        self.log_roots
            .as_deref()
            .map(|roots| roots.split(',').map(str::trim).filter(|r| !r.is_empty()).map(PathBuf::from).collect())
            .unwrap_or_default()
    }

    /// The largest agent_result a projector may produce: the observation limit less its envelope.
    pub fn max_agent_result_bytes(&self) -> usize {
        self.limits.max_observation_bytes - OBSERVATION_ENVELOPE_BYTES
    }

    /// Every setting in force, as (file key, environment variable, value), secrets masked: what
    /// `toolharness config check` prints. URLs show scheme, host and port only; tokens show whether set.
    pub fn effective(&self) -> Vec<(String, String, String)> {
        let path = |p: &Option<PathBuf>| p.as_ref().map_or_else(|| "unset".to_owned(), |p| p.display().to_string());
        let url = |u: &Option<String>| u.as_deref().map_or_else(|| "unset".to_owned(), mask_url);
        let secs = |d: Duration| d.as_secs().to_string();
        let ms = |d: Duration| d.as_millis().to_string();
        let l = &self.limits;
        let tls = self.tls.as_ref();
        let rows: Vec<(&str, String)> = vec![
            ("listen", self.listen.to_string()),
            ("ops_listen", self.ops_listen.map_or_else(|| "unset".to_owned(), |a| a.to_string())),
            ("mcp_listen", self.mcp_listen.map_or_else(|| "unset".to_owned(), |a| a.to_string())),
            ("mcp_allowed_origins", self.mcp_allowed_origins.join(",")),
            ("tls_cert_file", path(&tls.map(|t| t.cert.clone()))),
            ("tls_key_file", path(&tls.map(|t| t.key.clone()))),
            ("tls_client_ca_file", path(&tls.and_then(|t| t.client_ca.clone()))),
            ("agent_tokens_file", path(&self.agent_tokens_file)),
            ("operator_tokens_file", path(&self.operator_tokens_file)),
            ("operator_token", if self.operator_token.is_some() { "set (masked)" } else { "unset" }.to_owned()),
            ("redis_url", url(&self.redis_url)),
            ("redis_cluster_nodes", self.redis_cluster_nodes.iter().map(|n| mask_url(n)).collect::<Vec<_>>().join(",")),
            ("redis_key_prefix", self.redis_key_prefix.clone()),
            (
                "knowledge_dir",
                self.knowledge_dir.as_ref().map_or_else(|| "bundled".to_owned(), |d| d.display().to_string()),
            ),
            ("embedding_model_dir", path(&self.embedding_model_dir)),
            ("log_paths", self.log_paths.clone().unwrap_or_else(|| "bundled".to_owned())),
            ("log_roots", self.log_roots.clone().unwrap_or_default()),
            ("mysql_url", url(&self.mysql_url)),
            ("mysql_require_read_only", self.mysql_require_read_only.to_string()),
            ("sensitive_columns", self.sensitive_columns.join(",")),
        ];
        let mut file_only = Vec::new();
        for (name, datasource) in &self.mysql_datasources {
            if name != "default" || self.mysql_url.is_none() {
                file_only.push((
                    "mysql_datasources".to_owned(),
                    "(file only)".to_owned(),
                    format!("{name} = {}", mask_url(datasource)),
                ));
            }
        }
        let limits: Vec<(&str, String)> = vec![
            ("max_observation_bytes", l.max_observation_bytes.to_string()),
            ("run_max_calls", l.run_max_calls.to_string()),
            ("run_max_bytes", l.run_max_bytes.to_string()),
            ("max_consecutive_no_gain", l.max_consecutive_no_gain.to_string()),
            ("tool_max_calls_per_run", l.tool_max_calls_per_run.to_string()),
            ("tool_timeout_ms", ms(l.tool_timeout)),
            ("max_arguments_bytes", l.max_arguments_bytes.to_string()),
            ("max_raw_bytes", l.max_raw_bytes.to_string()),
            ("knowledge_excerpt_chars", l.knowledge_excerpt_chars.to_string()),
            ("record_ttl_secs", secs(l.record_ttl)),
            ("run_idle_ttl_secs", secs(l.run_idle_ttl)),
            ("max_live_runs", l.max_live_runs.to_string()),
            ("max_stored_raw_bytes", l.max_stored_raw_bytes.to_string()),
            ("memory_store_max_bytes", l.memory_store_max_bytes.to_string()),
            ("redis_timeout_ms", ms(l.redis_timeout)),
            ("redis_pool_size", l.redis_pool_size.to_string()),
            ("log_scan_max_bytes", l.log_scan_max_bytes.to_string()),
            ("log_scan_max_lines", l.log_scan_max_lines.to_string()),
            ("mysql_statement_timeout_ms", ms(l.mysql_statement_timeout)),
            ("mysql_max_cell_chars", l.mysql_max_cell_chars.to_string()),
            ("mysql_max_join_rows", l.mysql_max_join_rows().to_string()),
            ("mysql_catalog_ttl_ms", ms(l.mysql_catalog_ttl)),
            ("drain_timeout_secs", secs(l.drain_timeout)),
        ];
        let env = |key: &str| format!("TOOLHARNESS_{}", key.to_ascii_uppercase());
        let mut out: Vec<(String, String, String)> =
            rows.into_iter().map(|(key, value)| (key.to_owned(), env(key), value)).collect();
        out.extend(file_only);
        out.extend(limits.into_iter().map(|(key, value)| (format!("limits.{key}"), env(key), value)));
        out
    }

    /// A one-line, credential-free description for the start-up log.
    pub fn summary(&self) -> String {
        let store = match (&self.redis_url, self.redis_cluster_nodes.is_empty()) {
            (Some(url), _) => store::redact_url(url),
            (None, false) => format!("cluster of {} seed nodes", self.redis_cluster_nodes.len()),
            (None, true) => "memory".into(),
        };
        format!(
            "listen={} ops_listen={} mcp_listen={} store={store} knowledge={} log_paths={} mysql={} operator_token={} tls={} \
             bearer_tokens={} drain_timeout_secs={}",
            self.listen,
            self.ops_listen.map(|a| a.to_string()).unwrap_or_else(|| "none".into()),
            self.mcp_listen.map(|a| a.to_string()).unwrap_or_else(|| "none".into()),
            self.knowledge_dir.as_ref().map(|d| d.display().to_string()).unwrap_or_else(|| "bundled".into()),
            if self.log_paths.is_some() { "set" } else { "unset" },
            if self.mysql_datasources.is_empty() {
                "none".to_owned()
            } else {
                self.mysql_datasources.keys().cloned().collect::<Vec<_>>().join(",")
            },
            if self.operator_token.is_some() { "set" } else { "unset" },
            match &self.tls {
                None => "off",
                Some(TlsFiles { client_ca: None, .. }) => "on",
                Some(_) => "mtls",
            },
            if self.agent_tokens_file.is_some() || self.operator_tokens_file.is_some() { "files" } else { "off" },
            self.limits.drain_timeout.as_secs(),
        )
    }
}

/// A URL without its user, password, path and query: `scheme://host:port`, and a note when credentials
/// were there.
fn mask_url(url: &str) -> String {
    let credentials =
        url.split_once("://").is_some_and(|(_, rest)| rest.split(['/', '?']).next().unwrap_or("").contains('@'));
    let shown = store::redact_url(url);
    if credentials { format!("{shown} (credentials masked)") } else { shown }
}

/// A secret given directly or as a file (`..._FILE`, e.g. a mounted Kubernetes Secret); not both. The
/// file's text is trimmed of surrounding whitespace (a trailing newline), and its content never appears
/// in an error.
fn secret(direct: (&str, Option<String>), file: (&str, Option<PathBuf>)) -> Result<Option<String>, ConfigError> {
    match (direct, file) {
        ((_, value), (_, None)) => Ok(value),
        ((name, Some(_)), (file_name, Some(_))) => {
            Err(ConfigError(format!("both {name} and {file_name} are set; set one")))
        }
        ((_, None), (file_name, Some(path))) => {
            let text = std::fs::read_to_string(&path)
                .map_err(|e| ConfigError(format!("{file_name}: cannot read {}: {e}", path.display())))?;
            let text = text.trim();
            if text.is_empty() {
                return Err(ConfigError(format!("{file_name}: {} is empty", path.display())));
            }
            Ok(Some(text.to_owned()))
        }
    }
}

fn parse_listen(text: &str) -> Result<SocketAddr, ConfigError> {
    text.trim().parse().map_err(|_| {
        ConfigError(format!("listen address {text:?} is not an IP:port (for example {DEFAULT_LISTEN} or [::]:50051)"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn load(file: Option<&str>, env: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let env: HashMap<String, String> = env.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("toolharness.toml");
        if let Some(text) = file {
            std::fs::write(&path, text).unwrap();
        }
        Config::load(file.map(|_| path.as_path()), |name| env.get(name).cloned())
    }

    #[test]
    fn defaults_need_nothing() {
        assert_eq!(load(None, &[]).unwrap(), Config::default());
    }

    #[test]
    fn environment_wins_over_the_file() {
        let config = load(
            Some("listen = \"127.0.0.1:6000\"\nknowledge_dir = \"/kb\"\n[limits]\nrun_max_calls = 5\n"),
            &[("TOOLHARNESS_LISTEN", "127.0.0.1:7000"), ("TOOLHARNESS_RUN_MAX_CALLS", "7")],
        )
        .unwrap();
        assert_eq!(config.listen.port(), 7000);
        assert_eq!(config.knowledge_dir, Some(PathBuf::from("/kb")));
        assert_eq!(config.limits.run_max_calls, 7);
    }

    #[test]
    fn the_ops_listener_comes_from_the_file_or_the_environment() {
        assert_eq!(load(None, &[]).unwrap().ops_listen, None);
        let from_file = load(Some("ops_listen = \"0.0.0.0:9464\"\n"), &[]).unwrap();
        assert_eq!(from_file.ops_listen, Some("0.0.0.0:9464".parse().unwrap()));
        let from_env = load(Some("ops_listen = \"0.0.0.0:9464\"\n"), &[("TOOLHARNESS_OPS_LISTEN", "127.0.0.1:9000")]);
        assert_eq!(from_env.unwrap().ops_listen, Some("127.0.0.1:9000".parse().unwrap()));
        let bad = load(None, &[("TOOLHARNESS_OPS_LISTEN", "9464")]).unwrap_err();
        assert!(bad.0.contains("TOOLHARNESS_OPS_LISTEN") && bad.0.contains("\"9464\" is not an IP:port"), "{bad}");
    }

    #[test]
    fn the_mcp_front_is_configured_and_exposed_like_the_api() {
        let config = load(
            Some("mcp_listen = \"127.0.0.1:50052\"\nmcp_allowed_origins = [\"https://agents.example.com\"]\n"),
            &[],
        )
        .unwrap();
        assert_eq!(config.mcp_listen, Some("127.0.0.1:50052".parse().unwrap()));
        assert_eq!(config.mcp_allowed_origins, ["https://agents.example.com"]);
        let origins = load(None, &[("TOOLHARNESS_MCP_ALLOWED_ORIGINS", "http://localhost:*, null")]).unwrap();
        assert_eq!(origins.mcp_allowed_origins, ["http://localhost:*", "null"]);
        let bad = load(None, &[("TOOLHARNESS_MCP_ALLOWED_ORIGINS", "agents.example.com")]).unwrap_err();
        assert!(bad.0.contains("TOOLHARNESS_MCP_ALLOWED_ORIGINS") && bad.0.contains("scheme://host"), "{bad}");
        let refused = load(None, &[("TOOLHARNESS_MCP_LISTEN", "0.0.0.0:50052")]).unwrap_err();
        assert!(refused.0.contains("TOOLHARNESS_MCP_LISTEN is 0.0.0.0:50052") && refused.0.contains("TLS is off"));
    }

    #[test]
    fn bad_values_name_the_setting_and_the_expectation() {
        let error = load(None, &[("TOOLHARNESS_LISTEN", "nowhere")]).unwrap_err();
        assert!(error.0.contains("not an IP:port"), "{error}");
        let error = load(None, &[("TOOLHARNESS_RUN_MAX_CALLS", "many")]).unwrap_err();
        assert!(error.0.contains("TOOLHARNESS_RUN_MAX_CALLS is \"many\""), "{error}");
        let error = load(Some("[limits]\nmax_observation_bytes = 10\n"), &[]).unwrap_err();
        assert!(error.0.contains("from 2048"), "{error}");
        let error = load(Some("listne = \"x\"\n"), &[]).unwrap_err();
        assert!(error.0.contains("unknown field `listne`"), "{error}");
    }

    #[test]
    fn the_summary_never_shows_credentials() {
        let config = load(
            None,
            &[
                ("TOOLHARNESS_MYSQL_URL", "mysql://root:hunter2@db/x"),
                ("TOOLHARNESS_OPERATOR_TOKEN", "s3cret"),
                ("TOOLHARNESS_REDIS_URL", "redis://:redispw@cache:6379/1"),
            ],
        )
        .unwrap();
        let summary = config.summary();
        assert!(!summary.contains("hunter2") && !summary.contains("s3cret") && !summary.contains("db/x"));
        assert!(!summary.contains("redispw") && summary.contains("redis://cache:6379"), "{summary}");
    }

    #[test]
    fn backend_urls_come_from_files_trimmed_and_never_twice() {
        let dir = tempfile::tempdir().unwrap();
        let (redis, mysql, empty) = (dir.path().join("redis"), dir.path().join("mysql"), dir.path().join("empty"));
        std::fs::write(&redis, "rediss://svc:pw-in-file@cache:6380/0\n").unwrap();
        std::fs::write(&mysql, "mysql://ro:pw2@db:3306/app?ssl-mode=verify_identity\n").unwrap();
        std::fs::write(&empty, "\n").unwrap();
        let path = |p: &Path| p.to_str().unwrap().to_owned();
        let config =
            load(None, &[("TOOLHARNESS_REDIS_URL_FILE", &path(&redis)), ("TOOLHARNESS_MYSQL_URL_FILE", &path(&mysql))])
                .unwrap();
        assert_eq!(config.redis_url.as_deref(), Some("rediss://svc:pw-in-file@cache:6380/0"));
        assert_eq!(config.mysql_datasources["default"], "mysql://ro:pw2@db:3306/app?ssl-mode=verify_identity");
        assert!(!config.summary().contains("pw-in-file"), "{}", config.summary());
        let file = load(Some(&format!("redis_url_file = {:?}\n", path(&redis))), &[]).unwrap();
        assert_eq!(file.redis_url, config.redis_url);

        let both = load(None, &[("TOOLHARNESS_REDIS_URL", "redis://x"), ("TOOLHARNESS_REDIS_URL_FILE", &path(&redis))]);
        let both = both.unwrap_err().0;
        assert!(both.contains("TOOLHARNESS_REDIS_URL and TOOLHARNESS_REDIS_URL_FILE"), "{both}");
        let blank = load(None, &[("TOOLHARNESS_MYSQL_URL_FILE", &path(&empty))]).unwrap_err().0;
        assert!(blank.contains("TOOLHARNESS_MYSQL_URL_FILE") && blank.contains("is empty"), "{blank}");
        let gone = load(None, &[("TOOLHARNESS_MYSQL_URL_FILE", "/nonexistent/url")]).unwrap_err().0;
        assert!(gone.starts_with("TOOLHARNESS_MYSQL_URL_FILE: cannot read /nonexistent/url"), "{gone}");
    }

    #[test]
    fn tls_settings_come_in_pairs_and_guard_addresses_off_loopback() {
        let half = load(None, &[("TOOLHARNESS_TLS_CERT_FILE", "/tls/tls.crt")]).unwrap_err().0;
        assert!(half.contains("TOOLHARNESS_TLS_KEY_FILE is not"), "{half}");
        let ca_alone = load(None, &[("TOOLHARNESS_TLS_CLIENT_CA_FILE", "/tls/ca.crt")]).unwrap_err().0;
        assert!(ca_alone.contains("without TOOLHARNESS_TLS_CERT_FILE"), "{ca_alone}");
        let open = load(None, &[("TOOLHARNESS_LISTEN", "0.0.0.0:50051")]).unwrap_err().0;
        assert!(open.contains("TOOLHARNESS_LISTEN is 0.0.0.0:50051, not a loopback address"), "{open}");
        let pod_ip = load(
            None,
            &[
                ("TOOLHARNESS_LISTEN", "10.1.2.3:50051"),
                ("TOOLHARNESS_TLS_CERT_FILE", "/tls/tls.crt"),
                ("TOOLHARNESS_TLS_KEY_FILE", "/tls/tls.key"),
            ],
        );
        assert!(pod_ip.unwrap_err().0.contains("not authenticated"));
        let guarded = load(
            None,
            &[
                ("TOOLHARNESS_LISTEN", "[::]:50051"),
                ("TOOLHARNESS_TLS_CERT_FILE", "/tls/tls.crt"),
                ("TOOLHARNESS_TLS_KEY_FILE", "/tls/tls.key"),
                ("TOOLHARNESS_AGENT_TOKENS_FILE", "/tokens/agent"),
            ],
        )
        .unwrap();
        assert_eq!(guarded.tls.unwrap().client_ca, None);
        assert_eq!(load(None, &[("TOOLHARNESS_LISTEN", "[::1]:50051")]).unwrap().tls, None);
        assert_eq!(load(None, &[("TOOLHARNESS_DRAIN_TIMEOUT_SECS", "7")]).unwrap().limits.drain_timeout.as_secs(), 7);
    }

    /// The README's tables and the settings cannot drift apart: every setting `config check` prints is
    /// documented, and every `TOOLHARNESS_*` name the README documents is a setting.
    #[test]
    fn every_setting_is_in_the_readme_and_the_readme_names_no_other() {
        let readme = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"));
        let documented: std::collections::BTreeSet<&str> = readme
            .match_indices("TOOLHARNESS_")
            .map(|(at, _)| {
                let end =
                    readme[at..].find(|c: char| !(c.is_ascii_uppercase() || c == '_')).map_or(readme.len(), |n| at + n);
                &readme[at..end]
            })
            .collect();
        let settings: Vec<String> =
            Config::default().effective().into_iter().map(|(_, variable, _)| variable).collect();
        for variable in &settings {
            assert!(documented.contains(variable.as_str()), "{variable} is not documented in README.md");
        }
        let sources = [ENV_REDIS_URL_FILE, ENV_MYSQL_URL_FILE, crate::telemetry::ENV_LOG_FORMAT];
        for name in documented {
            assert!(
                settings.iter().any(|s| s == name) || sources.contains(&name),
                "README.md documents {name}, which is no setting"
            );
        }
    }

    #[test]
    fn redis_is_a_single_node_or_a_cluster() {
        let config = load(None, &[("TOOLHARNESS_REDIS_CLUSTER_NODES", "redis://a:1, redis://b:2,")]).unwrap();
        assert_eq!(config.redis_cluster_nodes, ["redis://a:1", "redis://b:2"]);
        let both =
            load(None, &[("TOOLHARNESS_REDIS_CLUSTER_NODES", "redis://a:1"), ("TOOLHARNESS_REDIS_URL", "redis://b")]);
        assert!(both.unwrap_err().0.contains("set one"));
        let prefix = load(None, &[("TOOLHARNESS_REDIS_KEY_PREFIX", "th{x}")]);
        assert!(prefix.unwrap_err().0.contains("key prefix"));
    }
}
