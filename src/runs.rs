//! The runs: their state lives in the canonical store, so every sidecar replica and every restart sees
//! the same run; this process keeps a bounded cache of per-run locks.
//!
//! A run's state ([`RunState`]: limits, progress with its budget, the pending evaluation, duplicate
//! scopes, NO_GAIN count, stop, closed/released, the Session that owns it, and the replies kept for
//! retried ids) is one JSON document in the store, versioned. Changing it takes three steps:
//! [`Runs::enter`] takes the local lock and the run's lease in the store (one holder at a time, whichever
//! sidecar), then loads the state; the caller changes it; [`RunGuard::commit`] writes it back (the write
//! only lands on the version that was loaded) and gives the lease back.
//!
//! # Invariants
//! * Calls of one run are serialised, across replicas too: budgets are exact and at most one call is
//!   pending whatever the concurrency of the clients.
//! * A call refused before it runs (unknown tool, malformed arguments) creates no state: it cannot lock
//!   anyone out or fill the store.
//! * A closed run (released, idle past the idle TTL, or its Session ended) stays closed as long as its
//!   state lives (the record TTL): its id is never reopened with a fresh budget.
//! * A run owned by a Session stream takes no unary calls.
//! * Memory: the state keeps a hash of each remembered request, not the request; the local cache is
//!   bounded and evicts idle entries (their state is in the store).

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use contract::{BudgetLimits, CanonicalStore, RunBudget, RunId, StoreError, ToolCall};
use observation::Observation;
use progress::RunProgress;
use serde::{Deserialize, Serialize};

use crate::fault::Fault;

/// The most answered calls a run remembers for retries.
pub const MAX_REMEMBERED_REPLIES: usize = 1024;

/// The limits a new run starts with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunLimits {
    pub budget: BudgetLimits,
    pub max_consecutive_no_gain: u32,
}

impl RunLimits {
    /// A client's overrides (0 = keep); they can only tighten.
    pub fn tighten(self, max_calls: u32, max_bytes: u64, max_consecutive_no_gain: u32) -> RunLimits {
        RunLimits {
            budget: self.budget.tighten(max_calls, max_bytes),
            max_consecutive_no_gain: match max_consecutive_no_gain {
                0 => self.max_consecutive_no_gain,
                n => n.min(self.max_consecutive_no_gain),
            },
        }
    }
}

/// Why a run no longer takes calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Closed {
    Expired,
    Released,
    SessionEnded,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Reply {
    /// SHA-256 of the call as first sent (tool name and arguments).
    request_sha256: String,
    observation: Observation,
}

/// The state of one run, as the store keeps it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RunState {
    pub limits: RunLimits,
    pub progress: RunProgress,
    pub closed: Option<Closed>,
    /// The Session stream that owns the run (`<sidecar>/<n>`), if one does.
    pub session: Option<String>,
    pub last_active_unix_ms: u64,
    /// tool_call_id → how it was answered.
    replies: BTreeMap<String, Reply>,
}

/// What a retried `tool_call_id` gets.
pub enum Replay {
    /// The same call again: the observation given the first time.
    Same(Observation),
    /// The id was used for a different call.
    Reused,
}

fn request_sha256(call: &ToolCall) -> String {
    contract::sha256_hex(format!("{}\0{}", call.tool_name, call.arguments_json).as_bytes())
}

impl RunState {
    /// A run that has not started, with these limits.
    pub fn fresh(limits: RunLimits) -> RunState {
        RunState::new(limits)
    }

    fn new(limits: RunLimits) -> RunState {
        RunState {
            limits,
            progress: RunProgress::new(RunBudget::new(limits.budget), limits.max_consecutive_no_gain),
            closed: None,
            session: None,
            last_active_unix_ms: contract::now_unix_ms(),
            replies: BTreeMap::new(),
        }
    }

    pub fn released(&self) -> bool {
        self.closed == Some(Closed::Released)
    }

    /// How an earlier call of this run was answered, if it was (for release reasons).
    pub fn answered(&self, tool_call_id: &str) -> Option<&Observation> {
        self.replies.get(tool_call_id).map(|reply| &reply.observation)
    }

    pub fn replay(&self, call: &ToolCall) -> Option<Replay> {
        let reply = self.replies.get(&call.tool_call_id)?;
        Some(if reply.request_sha256 == request_sha256(call) {
            Replay::Same(reply.observation.clone())
        } else {
            Replay::Reused
        })
    }

    /// Keeps the observation for retries of the same id (a hash of the request, not the request). Bounded:
    /// past the bound, executed calls are still protected by their canonical record (the store refuses a
    /// second `begin`).
    pub fn remember(&mut self, call: &ToolCall, observation: &Observation) {
        if self.replies.len() < MAX_REMEMBERED_REPLIES {
            let reply = Reply { request_sha256: request_sha256(call), observation: observation.clone() };
            self.replies.insert(call.tool_call_id.clone(), reply);
        }
    }
}

/// Who is entering a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entrant<'a> {
    /// A unary `Call`: opens the run if it is new.
    Unary,
    /// A call on the Session stream holding this token.
    Session(&'a str),
    /// `Release` (or the end of a Session): never opens a run.
    Closing,
}

/// A run held for one change: the local lock, the store's lease, and the state as loaded.
pub struct RunGuard {
    runs: Arc<Runs>,
    pub run_id: RunId,
    pub state: RunState,
    /// The state's version in the store (0: the store has none yet).
    version: u64,
    _local: tokio::sync::OwnedMutexGuard<()>,
    entry: Arc<Local>,
    leased: bool,
}

/// The runs this process has seen, and their order of use.
type LocalCache = (HashMap<RunId, Arc<Local>>, VecDeque<RunId>);

/// What this process keeps of a run between calls.
struct Local {
    lock: Arc<tokio::sync::Mutex<()>>,
    /// The state as this process last saw it, without the kept answers (shown with refusals that change
    /// nothing, and while the store cannot be read; only its budget and progress are used).
    last: Mutex<Option<RunState>>,
}

impl Local {
    fn remember(&self, state: &RunState) {
        let summary = RunState {
            limits: state.limits,
            progress: state.progress.clone(),
            closed: state.closed,
            session: state.session.clone(),
            last_active_unix_ms: state.last_active_unix_ms,
            replies: BTreeMap::new(),
        };
        *self.last.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(summary);
    }
}

impl RunGuard {
    /// Whether the store had no state for this run (nothing has happened in it yet).
    pub fn is_new(&self) -> bool {
        self.version == 0
    }

    /// Writes the state back and gives the lease back. A write that finds another version means the lease
    /// was lost (a pause longer than its TTL): the change is refused rather than overwriting.
    pub async fn commit(mut self) -> Result<(), Fault> {
        self.state.last_active_unix_ms = contract::now_unix_ms();
        let text =
            serde_json::to_string(&self.state).map_err(|_| store_failed("the run's state could not be encoded"))?;
        let (store, holder) = (&self.runs.store, &self.runs.holder);
        let saved = store.save_and_end_lease(&self.run_id, &text, self.version, self.runs.record_ttl, holder).await;
        self.leased = false;
        if saved.is_ok() {
            self.entry.remember(&self.state);
        }
        match saved {
            Ok(_) => Ok(()),
            Err(StoreError::Conflict(_)) => {
                Err(Fault::RunUnavailable(format!("run {} was changed by another call meanwhile; retry", self.run_id)))
            }
            Err(StoreError::Unavailable(reason)) => {
                tracing::warn!(run = %self.run_id, %reason, "the run's state could not be saved");
                Err(store_failed("the run's state could not be saved; retry shortly"))
            }
        }
    }

    /// Gives the lease back without writing (nothing changed).
    pub async fn abandon(mut self) {
        self.end().await;
    }

    async fn end(&mut self) {
        if std::mem::take(&mut self.leased) {
            let _ = self.runs.store.end_lease(&self.run_id, &self.runs.holder).await;
        }
    }
}

impl Drop for RunGuard {
    fn drop(&mut self) {
        // A guard dropped without commit or abandon (a cancelled request): give the lease back in the
        // background, so the run is not blocked until the lease expires.
        if self.leased {
            let store = self.runs.store.clone();
            let (run_id, holder) = (self.run_id.clone(), self.runs.holder.clone());
            if let Ok(handle) = tokio::runtime::Handle::try_current() {
                handle.spawn(async move {
                    let _ = store.end_lease(&run_id, &holder).await;
                });
            }
        }
    }
}

fn store_failed(message: &str) -> Fault {
    Fault::StoreUnavailable(message.to_owned())
}

pub struct Runs {
    store: Arc<dyn CanonicalStore>,
    /// Per-run local entries (the lock queueing this process's calls of a run, and the state it last saw),
    /// with their order of use, bounded.
    locks: Mutex<LocalCache>,
    defaults: RunLimits,
    idle_ttl: Duration,
    record_ttl: Duration,
    max_cached: usize,
    /// How long one holder may keep a run (longer than any call).
    lease_ttl: Duration,
    /// This sidecar, for leases and Session ownership.
    holder: String,
    next_session: std::sync::atomic::AtomicU64,
    /// Set by SIGTERM: runs already open go on, new ones are refused (another replica takes them).
    draining: std::sync::atomic::AtomicBool,
}

impl Runs {
    pub fn new(
        store: Arc<dyn CanonicalStore>,
        defaults: RunLimits,
        idle_ttl: Duration,
        record_ttl: Duration,
        max_cached: usize,
        longest_call: Duration,
    ) -> Runs {
        let holder = format!("{:016x}", rand_u64());
        Runs {
            store,
            locks: Mutex::new((HashMap::new(), VecDeque::new())),
            defaults,
            idle_ttl,
            record_ttl: record_ttl.max(idle_ttl),
            max_cached: max_cached.max(16),
            lease_ttl: longest_call * 2 + Duration::from_secs(5),
            holder,
            next_session: std::sync::atomic::AtomicU64::new(1),
            draining: std::sync::atomic::AtomicBool::new(false),
        }
    }

    /// From now on no run is opened (the sidecar is draining); open runs take their calls.
    pub fn refuse_new_runs(&self) {
        self.draining.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// Whether the sidecar is draining.
    pub fn draining(&self) -> bool {
        self.draining.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Whether the canonical store answers (one read of the state of a run id kept for this probe), for
    /// readiness.
    pub async fn store_answers(&self) -> bool {
        static PROBE: std::sync::OnceLock<RunId> = std::sync::OnceLock::new();
        let probe = PROBE.get_or_init(|| RunId::parse("toolharness-readiness-probe").expect("a valid run id"));
        self.store.load_run(probe).await.is_ok()
    }

    fn refusing_new_runs(&self) -> Option<Fault> {
        self.draining
            .load(std::sync::atomic::Ordering::SeqCst)
            .then(|| Fault::ShuttingDown("this sidecar is shutting down and opens no new run; retry on another".into()))
    }

    pub fn defaults(&self) -> RunLimits {
        self.defaults
    }

    /// The number of runs this process has touched recently (its lock cache).
    pub fn cached(&self) -> usize {
        self.local().0.len()
    }

    fn local(&self) -> std::sync::MutexGuard<'_, LocalCache> {
        self.locks.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The local lock of a run; past the cache bound, locks nobody holds or waits for are dropped, oldest
    /// first, a bounded number per call.
    fn local_entry(&self, run_id: &RunId) -> Arc<Local> {
        let mut guard = self.local();
        let (locks, order) = &mut *guard;
        if let Some(local) = locks.get(run_id) {
            return local.clone();
        }
        let mut examined = 0;
        while locks.len() >= self.max_cached && examined < 64 {
            let Some(oldest) = order.pop_front() else { break };
            examined += 1;
            match locks.get(&oldest) {
                Some(local) if Arc::strong_count(local) > 1 || Arc::strong_count(&local.lock) > 1 => {
                    order.push_back(oldest)
                }
                Some(_) => {
                    locks.remove(&oldest);
                }
                None => {}
            }
        }
        let local = Arc::new(Local { lock: Arc::new(tokio::sync::Mutex::new(())), last: Mutex::new(None) });
        locks.insert(run_id.clone(), local.clone());
        order.push_back(run_id.clone());
        local
    }

    /// Holds the run for one change: local lock, lease, state. A closed run, a run owned by another
    /// Session, or a run that does not exist for `Closing`, is a fault.
    pub async fn enter(self: &Arc<Self>, run_id: &RunId, entrant: Entrant<'_>) -> Result<RunGuard, Fault> {
        let entry = self.local_entry(run_id);
        let local = entry.lock.clone().lock_owned().await;
        let stored = self.take_lease(run_id).await?;
        let mut guard = RunGuard {
            runs: self.clone(),
            run_id: run_id.clone(),
            state: RunState::new(self.defaults),
            version: 0,
            _local: local,
            entry,
            leased: true,
        };
        if let Some(stored) = stored {
            guard.state = match serde_json::from_str(&stored.state) {
                Ok(state) => state,
                Err(_) => {
                    guard.abandon().await;
                    return Err(store_failed("the run's state in the store is unreadable"));
                }
            };
            guard.version = stored.version;
        }
        if guard.is_new()
            && matches!(entrant, Entrant::Unary)
            && let Some(fault) = self.refusing_new_runs()
        {
            guard.abandon().await;
            return Err(fault);
        }
        if let Err(fault) = self.check_entry(&mut guard, entrant) {
            if guard.state.closed == Some(Closed::Expired) && !guard.is_new() {
                // Record the expiry, so the id stays closed.
                let _ = guard.commit().await;
            } else {
                guard.abandon().await;
            }
            return Err(fault);
        }
        Ok(guard)
    }

    fn check_entry(&self, guard: &mut RunGuard, entrant: Entrant<'_>) -> Result<(), Fault> {
        let run_id = &guard.run_id;
        let state = &mut guard.state;
        if guard.version != 0 && state.closed.is_none() {
            let idle = contract::now_unix_ms().saturating_sub(state.last_active_unix_ms);
            if idle >= self.idle_ttl.as_millis() as u64 {
                state.closed = Some(if state.session.is_some() { Closed::SessionEnded } else { Closed::Expired });
            }
        }
        match (state.closed, entrant) {
            (Some(Closed::Released), _) => {
                Err(Fault::RunUnavailable(format!("run {run_id} was released; it takes no more calls")))
            }
            (Some(_), Entrant::Closing) => Ok(()),
            (Some(Closed::Expired), _) => Err(Fault::RunNotFound(format!(
                "run {run_id} expired after {} s without calls; start a new run",
                self.idle_ttl.as_secs()
            ))),
            (Some(Closed::SessionEnded), _) => Err(Fault::RunUnavailable(format!(
                "run {run_id} belonged to a Session stream that has ended; start a new run"
            ))),
            (None, Entrant::Unary) if state.session.is_some() => Err(Fault::RunUnavailable(format!(
                "run {run_id} is owned by an open Session stream; send its calls on that stream"
            ))),
            (None, Entrant::Session(token)) if state.session.as_deref() != Some(token) => {
                Err(Fault::RunUnavailable(format!("run {run_id} is not this stream's run")))
            }
            (None, _) => Ok(()),
        }
    }

    /// The run's lease and its state as the store has it (one round trip on Redis), waiting with back-off
    /// while another holder has the lease, up to the lease's TTL.
    async fn take_lease(&self, run_id: &RunId) -> Result<Option<contract::StoredRun>, Fault> {
        let deadline = tokio::time::Instant::now() + self.lease_ttl;
        let mut pause = Duration::from_millis(2);
        loop {
            match self.store.lease_and_load(run_id, &self.holder, self.lease_ttl).await {
                Ok(Some(stored)) => return Ok(stored),
                Ok(None) if tokio::time::Instant::now() < deadline => {
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(Duration::from_millis(100));
                }
                Ok(None) => {
                    return Err(Fault::RunUnavailable(format!(
                        "run {run_id} is busy with another call (on another sidecar) for too long; retry"
                    )));
                }
                Err(error) => {
                    tracing::warn!(run = %run_id, %error, "the run's lease could not be taken");
                    return Err(store_failed("the canonical store cannot be reached; retry shortly"));
                }
            }
        }
    }

    /// The state of a run as this process last saw it, else as the store has it (no lease: for the budget
    /// shown with a refusal that changed nothing).
    pub async fn peek(&self, run_id: &RunId) -> Option<RunState> {
        let known = self.local().0.get(run_id).and_then(|local| local.last.lock().ok().and_then(|last| last.clone()));
        if known.is_some() {
            return known;
        }
        let stored = self.store.load_run(run_id).await.ok()??;
        serde_json::from_str(&stored.state).ok()
    }

    /// Opens a run owned by a Session stream; the returned token names the stream in later calls.
    pub async fn open_session(self: &Arc<Self>, run_id: &RunId, limits: RunLimits) -> Result<SessionRun, Fault> {
        let mut guard = self.enter(run_id, Entrant::Closing).await?;
        if !guard.is_new() {
            guard.abandon().await;
            return Err(Fault::RunExists(format!("run {run_id} was used before; use a new run_id")));
        }
        if let Some(fault) = self.refusing_new_runs() {
            guard.abandon().await;
            return Err(fault);
        }
        let session = self.next_session.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let token = format!("{}/{session}", self.holder);
        guard.state = RunState::new(limits);
        guard.state.session = Some(token.clone());
        let budget = guard.state.progress.budget().clone();
        guard.commit().await?;
        Ok(SessionRun { runs: self.clone(), run_id: run_id.clone(), token, budget })
    }

    /// Marks a Session's run ended (its records stay for Release and audit).
    async fn end_session(self: &Arc<Self>, run_id: &RunId, token: &str) {
        let Ok(mut guard) = self.enter(run_id, Entrant::Closing).await else { return };
        if guard.state.session.as_deref() == Some(token) && guard.state.closed.is_none() {
            guard.state.closed = Some(Closed::SessionEnded);
            let _ = guard.commit().await;
        } else {
            guard.abandon().await;
        }
    }
}

/// A run owned by one Session stream; dropping it (the stream ended) closes the run.
pub struct SessionRun {
    runs: Arc<Runs>,
    pub run_id: RunId,
    pub token: String,
    /// The budget the run opened with.
    pub budget: RunBudget,
}

impl Drop for SessionRun {
    fn drop(&mut self) {
        let (runs, run_id, token) = (self.runs.clone(), self.run_id.clone(), self.token.clone());
        if let Ok(handle) = tokio::runtime::Handle::try_current() {
            handle.spawn(async move { runs.end_session(&run_id, &token).await });
        }
    }
}

/// A random value (the sidecar's identity for leases), without a dependency: the std hasher's random keys.
fn rand_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos()));
    hasher.write_u32(std::process::id());
    hasher.finish()
}
