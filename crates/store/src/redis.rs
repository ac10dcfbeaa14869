//! The Redis canonical store (single node or Redis Cluster), through a deadpool connection pool.
//!
//! # Keys
//! Every key of a run carries the run id as a Cluster hash tag, so a run's keys live on one shard and the
//! Lua scripts below may touch several of them:
//! * `{prefix}:{<run>}:call:<tool_call_id>` — a hash: the record's fields;
//! * `{prefix}:{<run>}:calls` — a list of the run's call ids in begin order;
//! * `{prefix}:{<run>}:release` — a hash: the published release;
//! * `{prefix}:{<run>}:state` — a hash: the run's state (`state`, JSON) and its `version`;
//! * `{prefix}:{<run>}:lease` — the holder of the run's lease, with the lease's expiry as the key's TTL.
//!
//! Every write sets the key's TTL, so nothing outlives `ttl` after its run's last write.
//!
//! # Atomicity
//! `begin` (create if absent + append to the order list), the finishing transitions (only from
//! `PROJECTING`) and `record_release` (only once) are single Lua scripts: one round trip each, and no
//! second writer can interleave, whichever sidecar it is.
//!
//! # Connections
//! redis-rs connections are multiplexed: one socket carries many concurrent requests. The deadpool pool
//! creates connections (bounded by its create/wait timeouts); the store then shares the connection it got
//! across operations instead of checking one out per operation, because every checkout costs a
//! `UNWATCH`+`PING` round trip (deadpool-redis's recycle check), which doubled the round trips of a call
//! (BENCHMARKS.md). Any failed or timed-out operation drops the shared connection, so the next operation
//! gets a fresh one through the pool.
//!
//! # Failing closed
//! Getting a connection and every operation are bounded by `op_timeout`; past it the store answers
//! `Unavailable` (the boundary then runs nothing). A broken connection is replaced on the next operation,
//! so the store recovers by itself when Redis comes back.

use std::collections::HashMap;
use std::future::Future;
use std::time::Duration;

use contract::{
    BeginRecord, CanonicalStore, CitationCheck, ErrorCode, EvidenceStatus, InvocationRecord, InvocationState,
    ReadyRecord, RecordKey, ReleaseRecord, RunId, StoreError, StoredRun,
};
use deadpool_redis::redis::{self, AsyncCommands, Cmd, Pipeline, RedisFuture, Script, Value, aio::ConnectionLike};
use deadpool_redis::{PoolConfig, Runtime, Timeouts};

/// Where Redis is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RedisTarget {
    /// `redis://[user:password@]host:port[/db]`
    Single(String),
    /// The seed nodes of a Redis Cluster.
    Cluster(Vec<String>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RedisSettings {
    pub target: RedisTarget,
    /// The first part of every key (lets several deployments or tests share one Redis).
    pub key_prefix: String,
    /// How long records live after their run's last write.
    pub ttl: Duration,
    /// The longest one store operation (including getting a connection) may take.
    pub op_timeout: Duration,
    pub pool_size: usize,
}

enum Pool {
    Single(deadpool_redis::Pool),
    Cluster(deadpool_redis::cluster::Pool),
}

/// A multiplexed connection of either kind (cheap to clone: clones share the socket).
#[derive(Clone)]
enum Connection {
    Single(redis::aio::MultiplexedConnection),
    Cluster(redis::cluster_async::ClusterConnection),
}

impl ConnectionLike for Connection {
    fn req_packed_command<'a>(&'a mut self, cmd: &'a Cmd) -> RedisFuture<'a, Value> {
        match self {
            Connection::Single(c) => c.req_packed_command(cmd),
            Connection::Cluster(c) => c.req_packed_command(cmd),
        }
    }

    fn req_packed_commands<'a>(
        &'a mut self,
        cmd: &'a Pipeline,
        offset: usize,
        count: usize,
    ) -> RedisFuture<'a, Vec<Value>> {
        match self {
            Connection::Single(c) => c.req_packed_commands(cmd, offset, count),
            Connection::Cluster(c) => c.req_packed_commands(cmd, offset, count),
        }
    }

    fn get_db(&self) -> i64 {
        match self {
            Connection::Single(c) => c.get_db(),
            Connection::Cluster(c) => c.get_db(),
        }
    }
}

pub struct RedisStore {
    pool: Pool,
    /// The connection operations share, until one fails.
    shared: std::sync::Mutex<Option<Connection>>,
    prefix: String,
    ttl_ms: u64,
    op_timeout: Duration,
    description: String,
    begin: Script,
    finish: Script,
    release: Script,
    save_run: Script,
    lease: Script,
    end_lease: Script,
    lease_and_load: Script,
    save_and_end_lease: Script,
}

/// Creates the record unless it exists, and appends the id to the run's order list.
const BEGIN: &str = r"
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'tool', ARGV[3], 'request', ARGV[4], 'state', 'PROJECTING', 'started', ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
redis.call('RPUSH', KEYS[2], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[1])
return 1
";

/// Moves a record out of PROJECTING (ARGV[2] = the new state, then field/value pairs); returns the state
/// it found when that was not PROJECTING.
const FINISH: &str = r"
local state = redis.call('HGET', KEYS[1], 'state')
if state ~= 'PROJECTING' then
  if state then return state end
  return 'MISSING'
end
redis.call('HSET', KEYS[1], 'state', ARGV[2], unpack(ARGV, 3))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 'OK'
";

/// Writes the run's state when its version is still ARGV[1] (0: none); returns the new version, or -1.
const SAVE_RUN: &str = r"
local current = tonumber(redis.call('HGET', KEYS[1], 'version') or '0')
if current ~= tonumber(ARGV[1]) then return -1 end
redis.call('HSET', KEYS[1], 'version', current + 1, 'state', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return current + 1
";

/// Takes the lease for ARGV[1], or renews it when ARGV[1] holds it: 1; 0 while another holds it.
const LEASE: &str = r"
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
";

/// Deletes the lease if ARGV[1] still holds it.
const END_LEASE: &str = r"
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
";

/// LEASE, then the state (KEYS[2]) read in the same step: {1, version, state}, or {0, '0', ''} while
/// another holds the lease.
const LEASE_AND_LOAD: &str = r"
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return {0, '0', ''} end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
local fields = redis.call('HMGET', KEYS[2], 'version', 'state')
return {1, fields[1] or '0', fields[2] or ''}
";

/// SAVE_RUN on KEYS[1], then END_LEASE on KEYS[2] whatever the save's outcome.
const SAVE_AND_END_LEASE: &str = r"
local current = tonumber(redis.call('HGET', KEYS[1], 'version') or '0')
local saved = -1
if current == tonumber(ARGV[1]) then
  redis.call('HSET', KEYS[1], 'version', current + 1, 'state', ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  saved = current + 1
end
if redis.call('GET', KEYS[2]) == ARGV[4] then redis.call('DEL', KEYS[2]) end
return saved
";

/// Records a release unless one exists.
const RELEASE: &str = r"
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
";

impl RedisStore {
    /// Builds the pool (no connection is made yet; see [`RedisStore::ping`]).
    pub fn new(settings: &RedisSettings) -> Result<RedisStore, String> {
        let pool_config = PoolConfig {
            max_size: settings.pool_size.max(1),
            timeouts: Timeouts {
                wait: Some(settings.op_timeout),
                create: Some(settings.op_timeout),
                recycle: Some(settings.op_timeout),
            },
            ..PoolConfig::default()
        };
        let (pool, description) = match &settings.target {
            RedisTarget::Single(url) => {
                let mut config = deadpool_redis::Config::from_url(url.clone());
                config.pool = Some(pool_config);
                let pool = config
                    .create_pool(Some(Runtime::Tokio1))
                    .map_err(|e| format!("invalid Redis URL {}: {}", redact_url(url), scrub(&e.to_string(), url)))?;
                (Pool::Single(pool), format!("redis at {}", redact_url(url)))
            }
            RedisTarget::Cluster(urls) => {
                if urls.is_empty() {
                    return Err("a Redis Cluster needs at least one node URL".into());
                }
                let mut config = deadpool_redis::cluster::Config::from_urls(urls.clone());
                config.pool = Some(pool_config);
                let pool = config.create_pool(Some(Runtime::Tokio1)).map_err(|e| {
                    let mut message = e.to_string();
                    for url in urls {
                        message = scrub(&message, url);
                    }
                    format!("invalid Redis Cluster nodes: {message}")
                })?;
                let nodes: Vec<String> = urls.iter().map(|u| redact_url(u)).collect();
                (Pool::Cluster(pool), format!("redis cluster via {}", nodes.join(",")))
            }
        };
        Ok(RedisStore {
            pool,
            shared: std::sync::Mutex::new(None),
            prefix: settings.key_prefix.clone(),
            ttl_ms: settings.ttl.as_millis().max(1) as u64,
            op_timeout: settings.op_timeout,
            description: format!(
                "{description} (key prefix {:?}, records expire {} s after their run's last write)",
                settings.key_prefix,
                settings.ttl.as_secs()
            ),
            begin: Script::new(BEGIN),
            finish: Script::new(FINISH),
            release: Script::new(RELEASE),
            save_run: Script::new(SAVE_RUN),
            lease: Script::new(LEASE),
            end_lease: Script::new(END_LEASE),
            lease_and_load: Script::new(LEASE_AND_LOAD),
            save_and_end_lease: Script::new(SAVE_AND_END_LEASE),
        })
    }

    /// Checks that Redis answers (for the start-up log; calls fail closed on their own).
    pub async fn ping(&self) -> Result<(), StoreError> {
        self.with_connection(|mut connection| async move {
            redis::cmd("PING").query_async::<String>(&mut connection).await.map(|_| ())
        })
        .await
    }

    fn call_key(&self, key: &RecordKey) -> String {
        format!("{}:{{{}}}:call:{}", self.prefix, key.run_id, key.tool_call_id)
    }

    fn order_key(&self, run_id: &RunId) -> String {
        format!("{}:{{{}}}:calls", self.prefix, run_id)
    }

    fn release_key(&self, run_id: &RunId) -> String {
        format!("{}:{{{}}}:release", self.prefix, run_id)
    }

    fn state_key(&self, run_id: &RunId) -> String {
        format!("{}:{{{}}}:state", self.prefix, run_id)
    }

    fn lease_key(&self, run_id: &RunId) -> String {
        format!("{}:{{{}}}:lease", self.prefix, run_id)
    }

    fn shared(&self) -> std::sync::MutexGuard<'_, Option<Connection>> {
        self.shared.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The shared connection, or a new one from the pool.
    async fn connection(&self) -> Result<Connection, String> {
        if let Some(connection) = self.shared().clone() {
            return Ok(connection);
        }
        let connection = match &self.pool {
            Pool::Single(pool) => pool
                .get()
                .await
                .map(|c| Connection::Single(deadpool_redis::Connection::take(c)))
                .map_err(|e| e.to_string())?,
            Pool::Cluster(pool) => pool
                .get()
                .await
                .map(|c| Connection::Cluster(deadpool_redis::cluster::Connection::take(c)))
                .map_err(|e| e.to_string())?,
        };
        *self.shared() = Some(connection.clone());
        Ok(connection)
    }

    /// Runs `operation` on a connection, all within `op_timeout`; every failure is `Unavailable` and drops
    /// the shared connection.
    async fn with_connection<T, F, Fut>(&self, operation: F) -> Result<T, StoreError>
    where
        F: FnOnce(Connection) -> Fut,
        Fut: Future<Output = redis::RedisResult<T>>,
    {
        let work = async { operation(self.connection().await?).await.map_err(|e| e.to_string()) };
        let outcome = match tokio::time::timeout(self.op_timeout, work).await {
            Ok(Ok(value)) => return Ok(value),
            // Redis errors can carry the URL (with credentials) of the node: keep only their kind.
            Ok(Err(error)) => StoreError::Unavailable(first_words(&error)),
            Err(_) => StoreError::Unavailable(format!("no answer within {} ms", self.op_timeout.as_millis())),
        };
        *self.shared() = None;
        Err(outcome)
    }

    async fn finish_record(&self, key: &RecordKey, state: &str, fields: Vec<(&str, String)>) -> Result<(), StoreError> {
        let mut invocation = self.finish.key(self.call_key(key));
        invocation.arg(self.ttl_ms).arg(state);
        for (field, value) in fields {
            invocation.arg(field).arg(value);
        }
        let found: String = self.with_connection(|mut c| async move { invocation.invoke_async(&mut c).await }).await?;
        match found.as_str() {
            "OK" => Ok(()),
            "MISSING" => Err(StoreError::Conflict(format!("no record for call {}", key.tool_call_id))),
            other => Err(StoreError::Conflict(format!("record of call {} is already {other}", key.tool_call_id))),
        }
    }
}

#[async_trait::async_trait]
impl CanonicalStore for RedisStore {
    async fn begin(&self, record: &BeginRecord) -> Result<(), StoreError> {
        let mut invocation = self.begin.key(self.call_key(&record.key));
        invocation
            .key(self.order_key(&record.key.run_id))
            .arg(self.ttl_ms)
            .arg(&record.key.tool_call_id)
            .arg(&record.tool_name)
            .arg(&record.request_json)
            .arg(record.started_at_unix_ms);
        let created: i64 = self.with_connection(|mut c| async move { invocation.invoke_async(&mut c).await }).await?;
        if created == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict(format!("call {} already has a record", record.key.tool_call_id)))
        }
    }

    async fn mark_ready(&self, key: &RecordKey, ready: &ReadyRecord) -> Result<(), StoreError> {
        let fields = vec![
            ("evidence", ready.evidence.as_str().to_owned()),
            ("finished", ready.finished_at_unix_ms.to_string()),
            ("raw", ready.raw.clone()),
            ("raw_bytes", ready.raw_bytes.to_string()),
            ("raw_sha256", ready.raw_sha256.clone()),
            ("raw_truncated", u8::from(ready.raw_truncated).to_string()),
            ("agent_result", ready.agent_result.clone()),
            ("agent_result_sha256", ready.agent_result_sha256.clone()),
        ];
        self.finish_record(key, "READY", fields).await
    }

    async fn mark_error(
        &self,
        key: &RecordKey,
        code: ErrorCode,
        message: &str,
        finished_at_unix_ms: u64,
    ) -> Result<(), StoreError> {
        let fields = vec![
            ("error_code", code.as_str().to_owned()),
            ("error_message", message.to_owned()),
            ("finished", finished_at_unix_ms.to_string()),
        ];
        self.finish_record(key, "ERROR", fields).await
    }

    async fn get(&self, key: &RecordKey) -> Result<Option<InvocationRecord>, StoreError> {
        let redis_key = self.call_key(key);
        let fields: HashMap<String, String> =
            self.with_connection(|mut c| async move { c.hgetall(redis_key).await }).await?;
        Ok(parse_record(key.clone(), fields))
    }

    async fn list(&self, run_id: &RunId) -> Result<Vec<InvocationRecord>, StoreError> {
        let order_key = self.order_key(run_id);
        let ids: Vec<String> = self.with_connection(|mut c| async move { c.lrange(order_key, 0, -1).await }).await?;
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let keys: Vec<RecordKey> =
            ids.into_iter().map(|id| RecordKey { run_id: run_id.clone(), tool_call_id: id }).collect();
        // One pipelined round trip for all records (same hash tag, so one shard on a cluster).
        let mut pipeline = redis::pipe();
        for key in &keys {
            pipeline.hgetall(self.call_key(key));
        }
        let all: Vec<HashMap<String, String>> =
            self.with_connection(|mut c| async move { pipeline.query_async(&mut c).await }).await?;
        Ok(keys.into_iter().zip(all).filter_map(|(key, fields)| parse_record(key, fields)).collect())
    }

    async fn record_release(&self, release: &ReleaseRecord) -> Result<(), StoreError> {
        let citations: Vec<serde_json::Value> = release
            .citations
            .iter()
            .map(|c| {
                serde_json::json!({
                    "tool_call_id": c.tool_call_id, "quote": c.quote, "verified": c.verified, "reason": c.reason
                })
            })
            .collect();
        let mut invocation = self.release.key(self.release_key(&release.run_id));
        invocation
            .arg(self.ttl_ms)
            .arg("draft")
            .arg(&release.draft)
            .arg("draft_sha256")
            .arg(&release.draft_sha256)
            .arg("citations")
            .arg(serde_json::Value::Array(citations).to_string())
            .arg("released")
            .arg(release.released_at_unix_ms);
        let created: i64 = self.with_connection(|mut c| async move { invocation.invoke_async(&mut c).await }).await?;
        if created == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict(format!("run {} was already released", release.run_id)))
        }
    }

    async fn get_release(&self, run_id: &RunId) -> Result<Option<ReleaseRecord>, StoreError> {
        let key = self.release_key(run_id);
        let fields: HashMap<String, String> = self.with_connection(|mut c| async move { c.hgetall(key).await }).await?;
        if fields.is_empty() {
            return Ok(None);
        }
        let citations: Vec<serde_json::Value> =
            fields.get("citations").and_then(|text| serde_json::from_str(text).ok()).unwrap_or_default();
        let text = |value: &serde_json::Value, field: &str| value[field].as_str().unwrap_or_default().to_owned();
        Ok(Some(ReleaseRecord {
            run_id: run_id.clone(),
            draft: fields.get("draft").cloned().unwrap_or_default(),
            draft_sha256: fields.get("draft_sha256").cloned().unwrap_or_default(),
            citations: citations
                .iter()
                .map(|c| CitationCheck {
                    tool_call_id: text(c, "tool_call_id"),
                    quote: text(c, "quote"),
                    verified: c["verified"].as_bool().unwrap_or(false),
                    reason: text(c, "reason"),
                })
                .collect(),
            released_at_unix_ms: number(&fields, "released"),
        }))
    }

    fn describe(&self) -> String {
        self.description.clone()
    }

    async fn load_run(&self, run_id: &RunId) -> Result<Option<StoredRun>, StoreError> {
        let key = self.state_key(run_id);
        let fields: HashMap<String, String> = self.with_connection(|mut c| async move { c.hgetall(key).await }).await?;
        match (fields.get("state"), number(&fields, "version")) {
            (Some(state), version) if version > 0 => Ok(Some(StoredRun { state: state.clone(), version })),
            _ => Ok(None),
        }
    }

    async fn save_run(&self, run_id: &RunId, state: &str, expected: u64, ttl: Duration) -> Result<u64, StoreError> {
        let mut invocation = self.save_run.key(self.state_key(run_id));
        invocation.arg(expected).arg(state).arg(ttl.as_millis().max(1) as u64);
        let version: i64 = self.with_connection(|mut c| async move { invocation.invoke_async(&mut c).await }).await?;
        u64::try_from(version).map_err(|_| StoreError::Conflict(format!("run {run_id} changed meanwhile")))
    }

    async fn lease_run(&self, run_id: &RunId, holder: &str, ttl: Duration) -> Result<bool, StoreError> {
        let mut invocation = self.lease.key(self.lease_key(run_id));
        invocation.arg(holder).arg(ttl.as_millis().max(1) as u64);
        let taken: i64 = self.with_connection(|mut c| async move { invocation.invoke_async(&mut c).await }).await?;
        Ok(taken == 1)
    }

    async fn end_lease(&self, run_id: &RunId, holder: &str) -> Result<(), StoreError> {
        let mut invocation = self.end_lease.key(self.lease_key(run_id));
        invocation.arg(holder);
        let _: i64 = self.with_connection(|mut c| async move { invocation.invoke_async(&mut c).await }).await?;
        Ok(())
    }

    async fn lease_and_load(
        &self,
        run_id: &RunId,
        holder: &str,
        ttl: Duration,
    ) -> Result<Option<Option<StoredRun>>, StoreError> {
        let mut invocation = self.lease_and_load.key(self.lease_key(run_id));
        invocation.key(self.state_key(run_id)).arg(holder).arg(ttl.as_millis().max(1) as u64);
        let (taken, version, state): (i64, String, String) =
            self.with_connection(|mut c| async move { invocation.invoke_async(&mut c).await }).await?;
        if taken != 1 {
            return Ok(None);
        }
        let version: u64 = version.parse().unwrap_or(0);
        Ok(Some((version > 0).then_some(StoredRun { state, version })))
    }

    async fn save_and_end_lease(
        &self,
        run_id: &RunId,
        state: &str,
        expected: u64,
        ttl: Duration,
        holder: &str,
    ) -> Result<u64, StoreError> {
        let mut invocation = self.save_and_end_lease.key(self.state_key(run_id));
        invocation.key(self.lease_key(run_id)).arg(expected).arg(state).arg(ttl.as_millis().max(1) as u64).arg(holder);
        let version: i64 = self.with_connection(|mut c| async move { invocation.invoke_async(&mut c).await }).await?;
        u64::try_from(version).map_err(|_| StoreError::Conflict(format!("run {run_id} changed meanwhile")))
    }
}

fn number(fields: &HashMap<String, String>, field: &str) -> u64 {
    fields.get(field).and_then(|v| v.parse().ok()).unwrap_or(0)
}

fn parse_record(key: RecordKey, mut fields: HashMap<String, String>) -> Option<InvocationRecord> {
    let state = match fields.get("state")?.as_str() {
        "PROJECTING" => InvocationState::Projecting,
        "READY" => InvocationState::Ready,
        "ERROR" => InvocationState::Error,
        _ => return None,
    };
    let finished = number(&fields, "finished");
    let agent_result = fields.remove("agent_result");
    Some(InvocationRecord {
        tool_name: fields.remove("tool").unwrap_or_default(),
        request_json: fields.remove("request").unwrap_or_default(),
        state,
        evidence: fields.get("evidence").and_then(|e| EvidenceStatus::parse(e)),
        error_code: fields.get("error_code").and_then(|c| ErrorCode::parse(c)),
        error_message: fields.remove("error_message"),
        started_at_unix_ms: number(&fields, "started"),
        finished_at_unix_ms: (finished > 0).then_some(finished),
        raw_bytes: number(&fields, "raw_bytes"),
        raw: fields.remove("raw"),
        raw_sha256: fields.remove("raw_sha256"),
        raw_truncated: fields.get("raw_truncated").is_some_and(|v| v == "1"),
        agent_result_bytes: agent_result.as_ref().map(|a| a.len() as u64).unwrap_or(0),
        agent_result,
        agent_result_sha256: fields.remove("agent_result_sha256"),
        key,
    })
}

/// `scheme://host:port` of a Redis URL: no user, password, database or query.
pub fn redact_url(url: &str) -> String {
    let (scheme, rest) = url.split_once("://").unwrap_or(("redis", url));
    let host = rest.rsplit_once('@').map(|(_, host)| host).unwrap_or(rest);
    let host = host.split(['/', '?']).next().unwrap_or("");
    format!("{scheme}://{host}")
}

/// Removes the URL and its user-info from a message that may quote it.
fn scrub(message: &str, url: &str) -> String {
    let mut message = message.replace(url, &redact_url(url));
    if let Some((_, rest)) = url.split_once("://") {
        if let Some((userinfo, _)) = rest.rsplit_once('@') {
            message = message.replace(userinfo, "***");
            // The password may also be quoted on its own.
            if let Some((_, password)) = userinfo.split_once(':').filter(|(_, p)| !p.is_empty()) {
                message = message.replace(password, "***");
            }
        }
    }
    message
}

/// The kind of a Redis error, without the details that may name hosts or credentials.
fn first_words(error: &str) -> String {
    let kind: String = error.split([':', '(']).next().unwrap_or("error").chars().take(80).collect();
    kind.trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_lose_their_credentials() {
        assert_eq!(redact_url("redis://user:s3cret@cache.internal:6380/2?x=y"), "redis://cache.internal:6380");
        assert_eq!(redact_url("rediss://:pw@h:1"), "rediss://h:1");
        assert_eq!(redact_url("redis://h:1"), "redis://h:1");
        let scrubbed = scrub("failed for redis://u:s3cret@h:1 (s3cret)", "redis://u:s3cret@h:1");
        assert!(!scrubbed.contains("s3cret"), "{scrubbed}");
    }
}
