//! The in-memory canonical store.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use contract::{
    BeginRecord, CanonicalStore, ErrorCode, InvocationRecord, InvocationState, ReadyRecord, RecordKey, ReleaseRecord,
    RunId, StoreError,
};

/// Records grouped by run; a run's records expire together, `ttl` after its last write.
pub struct MemoryStore {
    ttl: Duration,
    runs: Mutex<HashMap<RunId, RunRecords>>,
}

struct RunRecords {
    last_write: Instant,
    /// In begin order.
    records: Vec<InvocationRecord>,
    release: Option<ReleaseRecord>,
}

impl RunRecords {
    fn find(&mut self, tool_call_id: &str) -> Option<&mut InvocationRecord> {
        self.records.iter_mut().find(|record| record.key.tool_call_id == tool_call_id)
    }
}

impl MemoryStore {
    pub fn new(ttl: Duration) -> MemoryStore {
        MemoryStore { ttl, runs: Mutex::new(HashMap::new()) }
    }

    fn with_runs<T>(&self, f: impl FnOnce(&mut HashMap<RunId, RunRecords>) -> T) -> T {
        // A poisoned lock means a panic while holding it; the map itself is still consistent
        // (every mutation below is a single step), so keep serving.
        let mut runs = self.runs.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let now = Instant::now();
        runs.retain(|_, run| now.duration_since(run.last_write) < self.ttl);
        f(&mut runs)
    }

    fn finish(&self, key: &RecordKey, apply: impl FnOnce(&mut InvocationRecord)) -> Result<(), StoreError> {
        self.with_runs(|runs| {
            let run = runs
                .get_mut(&key.run_id)
                .ok_or_else(|| StoreError::Conflict(format!("no record for call {}", key.tool_call_id)))?;
            run.last_write = Instant::now();
            let record = run
                .find(&key.tool_call_id)
                .ok_or_else(|| StoreError::Conflict(format!("no record for call {}", key.tool_call_id)))?;
            if record.state != InvocationState::Projecting {
                return Err(StoreError::Conflict(format!(
                    "record of call {} is already {}",
                    key.tool_call_id,
                    record.state.as_str()
                )));
            }
            apply(record);
            Ok(())
        })
    }
}

#[async_trait::async_trait]
impl CanonicalStore for MemoryStore {
    async fn begin(&self, begin: &BeginRecord) -> Result<(), StoreError> {
        self.with_runs(|runs| {
            let run = runs.entry(begin.key.run_id.clone()).or_insert_with(|| RunRecords {
                last_write: Instant::now(),
                records: Vec::new(),
                release: None,
            });
            run.last_write = Instant::now();
            if run.find(&begin.key.tool_call_id).is_some() {
                return Err(StoreError::Conflict(format!("call {} already has a record", begin.key.tool_call_id)));
            }
            run.records.push(InvocationRecord {
                key: begin.key.clone(),
                tool_name: begin.tool_name.clone(),
                request_json: begin.request_json.clone(),
                state: InvocationState::Projecting,
                evidence: None,
                error_code: None,
                error_message: None,
                started_at_unix_ms: begin.started_at_unix_ms,
                finished_at_unix_ms: None,
                raw: None,
                raw_bytes: 0,
                raw_sha256: None,
                raw_truncated: false,
                agent_result: None,
                agent_result_bytes: 0,
                agent_result_sha256: None,
            });
            Ok(())
        })
    }

    async fn mark_ready(&self, key: &RecordKey, ready: &ReadyRecord) -> Result<(), StoreError> {
        self.finish(key, |record| {
            record.state = InvocationState::Ready;
            record.evidence = Some(ready.evidence);
            record.finished_at_unix_ms = Some(ready.finished_at_unix_ms);
            record.raw_bytes = ready.raw_bytes;
            record.raw_truncated = ready.raw_truncated;
            record.raw = Some(ready.raw.clone());
            record.raw_sha256 = Some(ready.raw_sha256.clone());
            record.agent_result_bytes = ready.agent_result.len() as u64;
            record.agent_result = Some(ready.agent_result.clone());
            record.agent_result_sha256 = Some(ready.agent_result_sha256.clone());
        })
    }

    async fn mark_error(
        &self,
        key: &RecordKey,
        code: ErrorCode,
        message: &str,
        finished_at_unix_ms: u64,
    ) -> Result<(), StoreError> {
        self.finish(key, |record| {
            record.state = InvocationState::Error;
            record.error_code = Some(code);
            record.error_message = Some(message.to_owned());
            record.finished_at_unix_ms = Some(finished_at_unix_ms);
        })
    }

    async fn get(&self, key: &RecordKey) -> Result<Option<InvocationRecord>, StoreError> {
        Ok(self.with_runs(|runs| runs.get_mut(&key.run_id).and_then(|run| run.find(&key.tool_call_id).cloned())))
    }

    async fn list(&self, run_id: &RunId) -> Result<Vec<InvocationRecord>, StoreError> {
        Ok(self.with_runs(|runs| runs.get(run_id).map(|run| run.records.clone()).unwrap_or_default()))
    }

    async fn record_release(&self, release: &ReleaseRecord) -> Result<(), StoreError> {
        self.with_runs(|runs| {
            let run = runs.entry(release.run_id.clone()).or_insert_with(|| RunRecords {
                last_write: Instant::now(),
                records: Vec::new(),
                release: None,
            });
            if run.release.is_some() {
                return Err(StoreError::Conflict(format!("run {} was already released", release.run_id)));
            }
            run.last_write = Instant::now();
            run.release = Some(release.clone());
            Ok(())
        })
    }

    async fn get_release(&self, run_id: &RunId) -> Result<Option<ReleaseRecord>, StoreError> {
        Ok(self.with_runs(|runs| runs.get(run_id).and_then(|run| run.release.clone())))
    }

    fn describe(&self) -> String {
        format!("in-memory (records expire {}s after their run's last write)", self.ttl.as_secs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use contract::EvidenceStatus;

    fn key(call: &str) -> RecordKey {
        RecordKey { run_id: RunId::parse("r1").unwrap(), tool_call_id: call.to_owned() }
    }

    fn begin(call: &str) -> BeginRecord {
        BeginRecord { key: key(call), tool_name: "t".into(), request_json: "{}".into(), started_at_unix_ms: 1 }
    }

    fn ready() -> ReadyRecord {
        ReadyRecord {
            raw: "raw".into(),
            raw_bytes: 3,
            raw_sha256: "a".into(),
            raw_truncated: false,
            agent_result: "{}".into(),
            agent_result_sha256: "b".into(),
            evidence: EvidenceStatus::Found,
            finished_at_unix_ms: 2,
        }
    }

    #[tokio::test]
    async fn transitions_happen_once_and_in_order() {
        let store = MemoryStore::new(Duration::from_secs(60));
        store.begin(&begin("a")).await.unwrap();
        assert!(matches!(store.begin(&begin("a")).await, Err(StoreError::Conflict(_))));
        store.begin(&begin("b")).await.unwrap();
        store.mark_ready(&key("a"), &ready()).await.unwrap();
        assert!(matches!(store.mark_ready(&key("a"), &ready()).await, Err(StoreError::Conflict(_))));
        assert!(matches!(
            store.mark_error(&key("a"), ErrorCode::BackendTimeout, "x", 3).await,
            Err(StoreError::Conflict(_))
        ));
        store.mark_error(&key("b"), ErrorCode::BackendTimeout, "slow", 3).await.unwrap();
        let records = store.list(&key("a").run_id).await.unwrap();
        let states: Vec<_> = records.iter().map(|r| (r.key.tool_call_id.as_str(), r.state)).collect();
        assert_eq!(states, [("a", InvocationState::Ready), ("b", InvocationState::Error)]);
        assert_eq!(records[0].raw_bytes, 3);
    }

    #[tokio::test]
    async fn runs_expire_after_the_ttl() {
        let store = MemoryStore::new(Duration::from_millis(20));
        store.begin(&begin("a")).await.unwrap();
        tokio::time::sleep(Duration::from_millis(40)).await;
        assert_eq!(store.get(&key("a")).await.unwrap(), None);
    }
}
