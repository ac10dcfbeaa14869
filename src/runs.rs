//! The live runs of this sidecar.
//!
//! A run holds its progress state (protocol, budget) and the observations already given, so that a
//! retried `tool_call_id` is answered from memory instead of running twice. Runs are opened by the first
//! unary `Call` naming them, or by a `Session` stream, which then owns the run until it ends.
//!
//! # Invariants
//! * Calls of one run are serialised by the run's lock: budgets are exact and at most one call is pending
//!   whatever the concurrency of the client.
//! * The number of live runs is bounded; runs idle longer than the idle TTL are dropped.
//! * A run owned by a `Session` stream takes no unary calls, and disappears when the stream ends. (Its
//!   canonical records stay in the store, so it can still be released and audited.)
//! * A closed run (expired, released, or its stream ended) is remembered as closed: its id is not silently
//!   reopened with a fresh budget and an empty protocol state. The memory of closed ids is bounded too.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use contract::{BudgetLimits, RunBudget, RunId, ToolCall};
use observation::Observation;
use progress::RunProgress;

use crate::fault::Fault;

/// The most answered calls a run remembers for retries.
pub const MAX_REMEMBERED_REPLIES: usize = 1024;

/// The limits a new run starts with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// The state of one live run.
pub struct Run {
    pub progress: RunProgress,
    /// tool_call_id → the call as first sent and the observation given for it.
    replies: HashMap<String, (ToolCall, Observation)>,
    pub released: bool,
}

/// What a retried `tool_call_id` gets.
pub enum Replay {
    /// The same call again: the observation given the first time.
    Same(Observation),
    /// The id was used for a different call.
    Reused,
}

impl Run {
    fn new(limits: RunLimits) -> Run {
        Run {
            progress: RunProgress::new(RunBudget::new(limits.budget), limits.max_consecutive_no_gain),
            replies: HashMap::new(),
            released: false,
        }
    }

    /// How an earlier call of this run was answered, if it was (for release reasons).
    pub fn answered(&self, tool_call_id: &str) -> Option<&Observation> {
        self.replies.get(tool_call_id).map(|(_, observation)| observation)
    }

    pub fn replay(&self, call: &ToolCall) -> Option<Replay> {
        let (first, observation) = self.replies.get(&call.tool_call_id)?;
        Some(if first == call { Replay::Same(observation.clone()) } else { Replay::Reused })
    }

    /// Keeps the observation for retries of the same id. Bounded: refused calls spend no budget, so a
    /// model looping on them must not grow the run's memory without end; past the bound, executed calls
    /// are still protected by their canonical record (the store refuses a second `begin`).
    pub fn remember(&mut self, call: ToolCall, observation: &Observation) {
        if self.replies.len() < MAX_REMEMBERED_REPLIES {
            self.replies.insert(call.tool_call_id.clone(), (call, observation.clone()));
        }
    }
}

struct Entry {
    run: Arc<tokio::sync::Mutex<Run>>,
    last_used: Instant,
    /// Set while a Session stream owns the run.
    session: Option<u64>,
}

/// Why a run no longer takes calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closed {
    Expired,
    Released,
    SessionEnded,
}

#[derive(Default)]
struct Table {
    live: HashMap<RunId, Entry>,
    closed: HashMap<RunId, Closed>,
    /// Closed ids, oldest first, to bound `closed`.
    closed_order: VecDeque<RunId>,
}

pub struct Runs {
    table: Mutex<Table>,
    defaults: RunLimits,
    idle_ttl: Duration,
    max_live: usize,
    next_session: std::sync::atomic::AtomicU64,
}

impl Runs {
    pub fn new(defaults: RunLimits, idle_ttl: Duration, max_live: usize) -> Runs {
        Runs {
            table: Mutex::new(Table::default()),
            defaults,
            idle_ttl,
            max_live,
            next_session: std::sync::atomic::AtomicU64::new(1),
        }
    }

    pub fn defaults(&self) -> RunLimits {
        self.defaults
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Table> {
        // Every mutation of the table is one step, so a panic elsewhere cannot leave it half-changed.
        self.table.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn is_expired(&self, entry: &Entry, now: Instant) -> bool {
        now.duration_since(entry.last_used) >= self.idle_ttl
    }

    /// The run for a unary `Call`, opened with the server's limits if new.
    pub fn for_call(&self, run_id: &RunId) -> Result<Arc<tokio::sync::Mutex<Run>>, Fault> {
        let mut table = self.lock();
        let now = Instant::now();
        if let Some(entry) = table.live.get_mut(run_id) {
            if !self.is_expired(entry, now) {
                if entry.session.is_some() {
                    return Err(Fault::RunUnavailable(format!(
                        "run {run_id} is owned by an open Session stream; send its calls on that stream"
                    )));
                }
                entry.last_used = now;
                return Ok(entry.run.clone());
            }
            self.close(&mut table, run_id, Closed::Expired);
        }
        if let Some(closed) = table.closed.get(run_id) {
            return Err(self.closed_fault(run_id, *closed));
        }
        self.insert(&mut table, run_id, self.defaults, None)
    }

    /// Opens a run owned by a Session stream. The guard closes it when dropped.
    pub fn open_session(self: &Arc<Self>, run_id: &RunId, limits: RunLimits) -> Result<SessionRun, Fault> {
        let mut table = self.lock();
        let now = Instant::now();
        if let Some(entry) = table.live.get(run_id) {
            if !self.is_expired(entry, now) {
                return Err(Fault::RunExists(format!("run {run_id} is already open; use a new run_id")));
            }
            self.close(&mut table, run_id, Closed::Expired);
        }
        if table.closed.contains_key(run_id) {
            return Err(Fault::RunExists(format!("run {run_id} was used before and is closed; use a new run_id")));
        }
        let session = self.next_session.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let run = self.insert(&mut table, run_id, limits, Some(session))?;
        Ok(SessionRun { runs: self.clone(), run_id: run_id.clone(), session, run })
    }

    /// The live run, if any.
    pub fn get(&self, run_id: &RunId) -> Option<Arc<tokio::sync::Mutex<Run>>> {
        let table = self.lock();
        let now = Instant::now();
        table.live.get(run_id).filter(|entry| !self.is_expired(entry, now)).map(|entry| entry.run.clone())
    }

    /// Why the run is closed, if it is.
    pub fn closed(&self, run_id: &RunId) -> Option<Closed> {
        self.lock().closed.get(run_id).copied()
    }

    /// The run was published: it takes no more calls, on any path.
    pub fn mark_released(&self, run_id: &RunId) {
        let mut table = self.lock();
        self.close(&mut table, run_id, Closed::Released);
    }

    pub fn live(&self) -> usize {
        self.lock().live.len()
    }

    fn closed_fault(&self, run_id: &RunId, closed: Closed) -> Fault {
        match closed {
            Closed::Expired => Fault::RunNotFound(format!(
                "run {run_id} expired after {} s without calls; start a new run",
                self.idle_ttl.as_secs()
            )),
            Closed::Released => Fault::RunUnavailable(format!("run {run_id} was released; it takes no more calls")),
            Closed::SessionEnded => Fault::RunUnavailable(format!(
                "run {run_id} belonged to a Session stream that has ended; start a new run"
            )),
        }
    }

    /// Moves a run from live to closed (a release is never downgraded to another reason).
    fn close(&self, table: &mut Table, run_id: &RunId, why: Closed) {
        table.live.remove(run_id);
        match table.closed.get(run_id) {
            Some(Closed::Released) => return,
            Some(_) => {}
            None => table.closed_order.push_back(run_id.clone()),
        }
        table.closed.insert(run_id.clone(), why);
        while table.closed_order.len() > self.max_live.max(1024) {
            if let Some(oldest) = table.closed_order.pop_front() {
                table.closed.remove(&oldest);
            }
        }
    }

    fn insert(
        &self,
        table: &mut Table,
        run_id: &RunId,
        limits: RunLimits,
        session: Option<u64>,
    ) -> Result<Arc<tokio::sync::Mutex<Run>>, Fault> {
        let now = Instant::now();
        if table.live.len() >= self.max_live {
            let expired: Vec<RunId> =
                table.live.iter().filter(|(_, entry)| self.is_expired(entry, now)).map(|(id, _)| id.clone()).collect();
            for id in expired {
                self.close(table, &id, Closed::Expired);
            }
            if table.live.len() >= self.max_live {
                return Err(Fault::Capacity(format!(
                    "this sidecar already has {} live runs, its limit; finish or abandon runs and retry",
                    table.live.len()
                )));
            }
        }
        let run = Arc::new(tokio::sync::Mutex::new(Run::new(limits)));
        table.live.insert(run_id.clone(), Entry { run: run.clone(), last_used: now, session });
        Ok(run)
    }

    fn touch(&self, run_id: &RunId) {
        if let Some(entry) = self.lock().live.get_mut(run_id) {
            entry.last_used = Instant::now();
        }
    }

    fn close_session(&self, run_id: &RunId, session: u64) {
        let mut table = self.lock();
        if table.live.get(run_id).is_some_and(|entry| entry.session == Some(session)) {
            self.close(&mut table, run_id, Closed::SessionEnded);
        }
    }
}

/// A run owned by one Session stream; dropping it (the stream ended) closes the run.
pub struct SessionRun {
    runs: Arc<Runs>,
    pub run_id: RunId,
    session: u64,
    pub run: Arc<tokio::sync::Mutex<Run>>,
}

impl SessionRun {
    /// Marks the run as used, so a long but active stream does not expire.
    pub fn touch(&self) {
        self.runs.touch(&self.run_id);
    }
}

impl Drop for SessionRun {
    fn drop(&mut self) {
        self.runs.close_session(&self.run_id, self.session);
    }
}
