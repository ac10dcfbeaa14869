//! The in-memory canonical store: the same semantics as the Redis store, in one process.
//!
//! # Invariants
//! * No operation scans all runs: records, run states and leases each sit in a map with an expiry index
//!   ordered by deadline, and each operation sweeps at most [`SWEEP_PER_OPERATION`] expired entries from
//!   its front (so expiry needs no touch and costs are flat in the number of runs held).
//! * Memory is bounded: the bytes of all records and run states are counted; past `max_bytes` the oldest
//!   runs (earliest deadline) are evicted, and a single write larger than the cap is refused with a clear
//!   reason rather than evicting everything.
//! * A run's records expire together, `ttl` after its last write; a run's state lives as long as its last
//!   `save_run` asked.

use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use contract::{
    BeginRecord, CanonicalStore, ErrorCode, InvocationRecord, InvocationState, ReadyRecord, RecordKey, ReleaseRecord,
    RunId, StoreError, StoredRun,
};

/// How many expired entries one operation removes at most.
const SWEEP_PER_OPERATION: usize = 32;

/// A map whose entries expire, with an index ordered by deadline.
struct Expiring<V> {
    entries: HashMap<RunId, (V, Instant, u64)>,
    by_deadline: BTreeSet<(Instant, u64, RunId)>,
    next: u64,
}

impl<V> Default for Expiring<V> {
    fn default() -> Self {
        Expiring { entries: HashMap::new(), by_deadline: BTreeSet::new(), next: 0 }
    }
}

impl<V> Expiring<V> {
    fn get(&self, id: &RunId, now: Instant) -> Option<&V> {
        self.entries.get(id).filter(|(_, deadline, _)| *deadline > now).map(|(value, _, _)| value)
    }

    fn get_mut(&mut self, id: &RunId, now: Instant) -> Option<&mut V> {
        self.entries.get_mut(id).filter(|(_, deadline, _)| *deadline > now).map(|(value, _, _)| value)
    }

    /// Sets the entry's deadline (the entry must exist).
    fn touch(&mut self, id: &RunId, deadline: Instant) {
        let next = self.next;
        if let Some((_, old, seq)) = self.entries.get_mut(id) {
            self.by_deadline.remove(&(*old, *seq, id.clone()));
            *old = deadline;
            *seq = next;
            self.by_deadline.insert((deadline, next, id.clone()));
            self.next += 1;
        }
    }

    fn insert(&mut self, id: RunId, value: V, deadline: Instant) -> Option<V> {
        let previous = self.remove(&id);
        self.by_deadline.insert((deadline, self.next, id.clone()));
        self.entries.insert(id, (value, deadline, self.next));
        self.next += 1;
        previous
    }

    fn remove(&mut self, id: &RunId) -> Option<V> {
        let (value, deadline, seq) = self.entries.remove(id)?;
        self.by_deadline.remove(&(deadline, seq, id.clone()));
        Some(value)
    }

    /// Removes up to `limit` entries whose deadline has passed; what was removed.
    fn sweep(&mut self, now: Instant, limit: usize) -> Vec<(RunId, V)> {
        let mut removed = Vec::new();
        while removed.len() < limit {
            let Some((deadline, _, id)) = self.by_deadline.first().cloned() else { break };
            if deadline > now {
                break;
            }
            if let Some(value) = self.remove(&id) {
                removed.push((id, value));
            }
        }
        removed
    }

    /// The entry that expires first.
    fn oldest(&self) -> Option<RunId> {
        self.by_deadline.first().map(|(_, _, id)| id.clone())
    }
}

struct RunRecords {
    /// In begin order.
    records: Vec<InvocationRecord>,
    release: Option<ReleaseRecord>,
    bytes: usize,
}

impl RunRecords {
    fn find(&mut self, tool_call_id: &str) -> Option<&mut InvocationRecord> {
        self.records.iter_mut().find(|record| record.key.tool_call_id == tool_call_id)
    }
}

struct Lease {
    holder: String,
    until: Instant,
}

#[derive(Default)]
struct State {
    runs: Expiring<RunRecords>,
    states: Expiring<StoredRun>,
    leases: HashMap<RunId, Lease>,
    bytes: usize,
}

impl State {
    /// Drops what has expired, a bounded amount per operation.
    fn sweep(&mut self, now: Instant) {
        for (_, run) in self.runs.sweep(now, SWEEP_PER_OPERATION) {
            self.bytes = self.bytes.saturating_sub(run.bytes);
        }
        for (_, state) in self.states.sweep(now, SWEEP_PER_OPERATION) {
            self.bytes = self.bytes.saturating_sub(STATE_OVERHEAD_BYTES + state.state.len());
        }
    }

    /// Evicts the oldest runs until `extra` more bytes fit under `max_bytes`.
    fn make_room(&mut self, extra: usize, max_bytes: usize) -> Result<(), StoreError> {
        if extra > max_bytes {
            return Err(StoreError::Unavailable(format!(
                "a write of {extra} bytes is larger than the in-memory store's cap of {max_bytes} bytes"
            )));
        }
        while self.bytes + extra > max_bytes {
            let victim = match (self.runs.oldest(), self.states.oldest()) {
                (Some(run), _) => run,
                (None, Some(state)) => state,
                (None, None) => break,
            };
            if let Some(run) = self.runs.remove(&victim) {
                self.bytes = self.bytes.saturating_sub(run.bytes);
            }
            if let Some(state) = self.states.remove(&victim) {
                self.bytes = self.bytes.saturating_sub(STATE_OVERHEAD_BYTES + state.state.len());
            }
        }
        Ok(())
    }
}

/// What a stored run state costs beyond its text: its map entries, its expiry index entry, its id.
const STATE_OVERHEAD_BYTES: usize = 256;

fn record_bytes(record: &InvocationRecord) -> usize {
    256 + record.request_json.len()
        + record.raw.as_ref().map_or(0, String::len)
        + record.agent_result.as_ref().map_or(0, String::len)
        + record.error_message.as_ref().map_or(0, String::len)
}

pub struct MemoryStore {
    ttl: Duration,
    max_bytes: usize,
    state: Mutex<State>,
}

impl MemoryStore {
    /// Records live `ttl` after their run's last write; at most `max_bytes` of records and run states.
    pub fn new(ttl: Duration) -> MemoryStore {
        MemoryStore::with_cap(ttl, 64 * 1024 * 1024)
    }

    pub fn with_cap(ttl: Duration, max_bytes: usize) -> MemoryStore {
        MemoryStore { ttl, max_bytes, state: Mutex::new(State::default()) }
    }

    fn with_state<T>(&self, f: impl FnOnce(&mut State, Instant) -> T) -> T {
        // A poisoned lock means a panic while holding it; the maps are still consistent (every mutation
        // below completes before another can start), so keep serving.
        let mut state = self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let now = Instant::now();
        state.sweep(now);
        f(&mut state, now)
    }

    fn finish(&self, key: &RecordKey, apply: impl FnOnce(&mut InvocationRecord)) -> Result<(), StoreError> {
        let max_bytes = self.max_bytes;
        let ttl = self.ttl;
        self.with_state(|state, now| {
            let missing = || StoreError::Conflict(format!("no record for call {}", key.tool_call_id));
            let run = state.runs.get_mut(&key.run_id, now).ok_or_else(missing)?;
            let record = run.find(&key.tool_call_id).ok_or_else(missing)?;
            if record.state != InvocationState::Projecting {
                return Err(StoreError::Conflict(format!(
                    "record of call {} is already {}",
                    key.tool_call_id,
                    record.state.as_str()
                )));
            }
            let before = record_bytes(record);
            let mut finished = record.clone();
            apply(&mut finished);
            let grown = record_bytes(&finished).saturating_sub(before);
            state.make_room(grown, max_bytes)?;
            // Making room may have evicted this very run: then the write has nowhere to go.
            let run = state.runs.get_mut(&key.run_id, now).ok_or_else(missing)?;
            let record = run.find(&key.tool_call_id).ok_or_else(missing)?;
            *record = finished;
            run.bytes += grown;
            state.bytes += grown;
            state.runs.touch(&key.run_id, now + ttl);
            Ok(())
        })
    }
}

#[async_trait::async_trait]
impl CanonicalStore for MemoryStore {
    async fn begin(&self, begin: &BeginRecord) -> Result<(), StoreError> {
        let (max_bytes, ttl) = (self.max_bytes, self.ttl);
        self.with_state(|state, now| {
            let record = InvocationRecord {
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
            };
            if let Some(run) = state.runs.get_mut(&begin.key.run_id, now)
                && run.find(&begin.key.tool_call_id).is_some()
            {
                return Err(StoreError::Conflict(format!("call {} already has a record", begin.key.tool_call_id)));
            }
            let bytes = record_bytes(&record);
            state.make_room(bytes, max_bytes)?;
            if state.runs.get(&begin.key.run_id, now).is_none() {
                state.runs.insert(
                    begin.key.run_id.clone(),
                    RunRecords { records: Vec::new(), release: None, bytes: 0 },
                    now + ttl,
                );
            }
            let run = state.runs.get_mut(&begin.key.run_id, now).expect("inserted above");
            run.records.push(record);
            run.bytes += bytes;
            state.bytes += bytes;
            state.runs.touch(&begin.key.run_id, now + ttl);
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
        Ok(self.with_state(|state, now| {
            state.runs.get_mut(&key.run_id, now).and_then(|run| run.find(&key.tool_call_id).cloned())
        }))
    }

    async fn list(&self, run_id: &RunId) -> Result<Vec<InvocationRecord>, StoreError> {
        Ok(self.with_state(|state, now| state.runs.get(run_id, now).map(|run| run.records.clone()).unwrap_or_default()))
    }

    async fn record_release(&self, release: &ReleaseRecord) -> Result<(), StoreError> {
        let (max_bytes, ttl) = (self.max_bytes, self.ttl);
        self.with_state(|state, now| {
            if state.runs.get(&release.run_id, now).is_some_and(|run| run.release.is_some()) {
                return Err(StoreError::Conflict(format!("run {} was already released", release.run_id)));
            }
            let bytes = 256 + release.draft.len();
            state.make_room(bytes, max_bytes)?;
            if state.runs.get(&release.run_id, now).is_none() {
                state.runs.insert(
                    release.run_id.clone(),
                    RunRecords { records: Vec::new(), release: None, bytes: 0 },
                    now + ttl,
                );
            }
            let run = state.runs.get_mut(&release.run_id, now).expect("inserted above");
            run.release = Some(release.clone());
            run.bytes += bytes;
            state.bytes += bytes;
            state.runs.touch(&release.run_id, now + ttl);
            Ok(())
        })
    }

    async fn get_release(&self, run_id: &RunId) -> Result<Option<ReleaseRecord>, StoreError> {
        Ok(self.with_state(|state, now| state.runs.get(run_id, now).and_then(|run| run.release.clone())))
    }

    fn describe(&self) -> String {
        format!(
            "in-memory (records expire {}s after their run's last write; at most {} MiB)",
            self.ttl.as_secs(),
            self.max_bytes / (1024 * 1024)
        )
    }

    async fn load_run(&self, run_id: &RunId) -> Result<Option<StoredRun>, StoreError> {
        Ok(self.with_state(|state, now| state.states.get(run_id, now).cloned()))
    }

    async fn save_run(&self, run_id: &RunId, text: &str, expected: u64, ttl: Duration) -> Result<u64, StoreError> {
        let max_bytes = self.max_bytes;
        self.with_state(|state, now| {
            let current = state.states.get(run_id, now).map_or(0, |stored| stored.version);
            if current != expected {
                return Err(StoreError::Conflict(format!(
                    "run {run_id} changed meanwhile (version {current}, expected {expected})"
                )));
            }
            let size = |text: &str| STATE_OVERHEAD_BYTES + text.len();
            let old = state.states.get(run_id, now).map_or(0, |stored| size(&stored.state));
            state.make_room(size(text).saturating_sub(old), max_bytes)?;
            let version = expected + 1;
            let replaced =
                state.states.insert(run_id.clone(), StoredRun { state: text.to_owned(), version }, now + ttl);
            state.bytes = state.bytes.saturating_sub(replaced.map_or(0, |r| size(&r.state))) + size(text);
            Ok(version)
        })
    }

    async fn lease_run(&self, run_id: &RunId, holder: &str, ttl: Duration) -> Result<bool, StoreError> {
        Ok(self.with_state(|state, now| match state.leases.get(run_id) {
            Some(lease) if lease.holder != holder && lease.until > now => false,
            _ => {
                state.leases.insert(run_id.clone(), Lease { holder: holder.to_owned(), until: now + ttl });
                true
            }
        }))
    }

    async fn end_lease(&self, run_id: &RunId, holder: &str) -> Result<(), StoreError> {
        self.with_state(|state, _| {
            if state.leases.get(run_id).is_some_and(|lease| lease.holder == holder) {
                state.leases.remove(run_id);
            }
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use contract::EvidenceStatus;

    fn key(call: &str) -> RecordKey {
        key_in("r1", call)
    }

    fn key_in(run: &str, call: &str) -> RecordKey {
        RecordKey { run_id: RunId::parse(run).unwrap(), tool_call_id: call.to_owned() }
    }

    fn begin(call: &str) -> BeginRecord {
        begin_in("r1", call, "{}")
    }

    fn begin_in(run: &str, call: &str, request: &str) -> BeginRecord {
        BeginRecord {
            key: key_in(run, call),
            tool_name: "t".into(),
            request_json: request.into(),
            started_at_unix_ms: 1,
        }
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

    #[tokio::test]
    async fn the_byte_cap_evicts_the_oldest_runs_and_refuses_what_cannot_fit() {
        let store = MemoryStore::with_cap(Duration::from_secs(60), 10_000);
        let big = "x".repeat(3_000);
        for run in ["r1", "r2", "r3", "r4"] {
            store.begin(&begin_in(run, "a", &big)).await.unwrap();
        }
        // Four of ~3.3 kB do not fit in 10 kB: the first run went.
        assert!(store.list(&RunId::parse("r1").unwrap()).await.unwrap().is_empty());
        assert_eq!(store.list(&RunId::parse("r4").unwrap()).await.unwrap().len(), 1);
        let too_big = "x".repeat(20_000);
        assert!(matches!(store.begin(&begin_in("r5", "a", &too_big)).await, Err(StoreError::Unavailable(_))));
    }

    #[tokio::test]
    async fn run_states_are_versioned_and_leases_exclusive() {
        let store = MemoryStore::new(Duration::from_secs(60));
        let run = RunId::parse("r1").unwrap();
        let ttl = Duration::from_secs(60);
        assert_eq!(store.load_run(&run).await.unwrap(), None);
        assert_eq!(store.save_run(&run, "one", 0, ttl).await.unwrap(), 1);
        assert!(matches!(store.save_run(&run, "stale", 0, ttl).await, Err(StoreError::Conflict(_))));
        assert_eq!(store.save_run(&run, "two", 1, ttl).await.unwrap(), 2);
        assert_eq!(store.load_run(&run).await.unwrap(), Some(StoredRun { state: "two".into(), version: 2 }));
        assert!(store.lease_run(&run, "a", ttl).await.unwrap());
        assert!(!store.lease_run(&run, "b", ttl).await.unwrap());
        assert!(store.lease_run(&run, "a", ttl).await.unwrap());
        store.end_lease(&run, "b").await.unwrap();
        assert!(!store.lease_run(&run, "b", ttl).await.unwrap());
        store.end_lease(&run, "a").await.unwrap();
        assert!(store.lease_run(&run, "b", ttl).await.unwrap());
    }
}
