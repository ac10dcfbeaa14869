//! The canonical store, traced: every operation is a span (`store begin`, `store mark_ready`, …) with
//! `db.system.name`, and its latency and failures are metrics. It wraps whichever store the app built.

use std::sync::Arc;
use std::time::{Duration, Instant};

use contract::{
    BeginRecord, CanonicalStore, ErrorCode, InvocationRecord, ReadyRecord, RecordKey, ReleaseRecord, RunId, StoreError,
    StoredRun,
};
use tracing::Instrument;
use tracing::field::Empty;

use super::metrics::{METRICS, Metric};

pub struct TracedStore {
    inner: Arc<dyn CanonicalStore>,
    /// `redis` or `memory`, for `db.system.name`.
    system: &'static str,
}

impl TracedStore {
    pub fn wrap(inner: Arc<dyn CanonicalStore>, system: &'static str) -> Arc<dyn CanonicalStore> {
        Arc::new(TracedStore { inner, system })
    }

    async fn traced<T>(
        &self,
        operation: &'static str,
        work: impl Future<Output = Result<T, StoreError>>,
    ) -> Result<T, StoreError> {
        let span = tracing::debug_span!(
            "store",
            otel.name = Empty,
            otel.kind = "client",
            db.system.name = self.system,
            db.operation.name = operation,
            error.type = Empty,
            otel.status_code = Empty,
        );
        if super::exporting() {
            span.record("otel.name", format!("store {operation}"));
        }
        let started = Instant::now();
        let result = work.instrument(span.clone()).await;
        let labels = [("operation", operation), ("db_system_name", self.system)];
        METRICS.observe_duration(Metric::StoreOperationDuration, &labels, started.elapsed());
        if let Err(error) = &result {
            let kind = match error {
                StoreError::Unavailable(_) => "unavailable",
                StoreError::Conflict(_) => "conflict",
            };
            span.record("error.type", kind);
            // A conflict is the life cycle working (a retry of a begun call), not a failing store.
            if kind == "unavailable" {
                span.record("otel.status_code", "ERROR");
                let labels = [("operation", operation), ("db_system_name", self.system), ("error_type", kind)];
                METRICS.add(Metric::StoreOperationErrors, &labels, 1.0);
            }
        }
        result
    }
}

#[async_trait::async_trait]
impl CanonicalStore for TracedStore {
    async fn begin(&self, record: &BeginRecord) -> Result<(), StoreError> {
        self.traced("begin", self.inner.begin(record)).await
    }

    async fn mark_ready(&self, key: &RecordKey, ready: &ReadyRecord) -> Result<(), StoreError> {
        self.traced("mark_ready", self.inner.mark_ready(key, ready)).await
    }

    async fn mark_error(
        &self,
        key: &RecordKey,
        code: ErrorCode,
        message: &str,
        finished_at_unix_ms: u64,
    ) -> Result<(), StoreError> {
        self.traced("mark_error", self.inner.mark_error(key, code, message, finished_at_unix_ms)).await
    }

    async fn get(&self, key: &RecordKey) -> Result<Option<InvocationRecord>, StoreError> {
        self.traced("get", self.inner.get(key)).await
    }

    async fn list(&self, run_id: &RunId) -> Result<Vec<InvocationRecord>, StoreError> {
        self.traced("list", self.inner.list(run_id)).await
    }

    async fn record_release(&self, release: &ReleaseRecord) -> Result<(), StoreError> {
        self.traced("record_release", self.inner.record_release(release)).await
    }

    async fn get_release(&self, run_id: &RunId) -> Result<Option<ReleaseRecord>, StoreError> {
        self.traced("get_release", self.inner.get_release(run_id)).await
    }

    fn describe(&self) -> String {
        self.inner.describe()
    }

    async fn load_run(&self, run_id: &RunId) -> Result<Option<StoredRun>, StoreError> {
        self.traced("load_run", self.inner.load_run(run_id)).await
    }

    async fn save_run(&self, run_id: &RunId, state: &str, expected: u64, ttl: Duration) -> Result<u64, StoreError> {
        self.traced("save_run", self.inner.save_run(run_id, state, expected, ttl)).await
    }

    async fn lease_run(&self, run_id: &RunId, holder: &str, ttl: Duration) -> Result<bool, StoreError> {
        self.traced("lease_run", self.inner.lease_run(run_id, holder, ttl)).await
    }

    async fn end_lease(&self, run_id: &RunId, holder: &str) -> Result<(), StoreError> {
        self.traced("end_lease", self.inner.end_lease(run_id, holder)).await
    }

    async fn lease_and_load(
        &self,
        run_id: &RunId,
        holder: &str,
        ttl: Duration,
    ) -> Result<Option<Option<StoredRun>>, StoreError> {
        self.traced("lease_and_load", self.inner.lease_and_load(run_id, holder, ttl)).await
    }

    async fn save_and_end_lease(
        &self,
        run_id: &RunId,
        state: &str,
        expected: u64,
        ttl: Duration,
        holder: &str,
    ) -> Result<u64, StoreError> {
        self.traced("save_and_end_lease", self.inner.save_and_end_lease(run_id, state, expected, ttl, holder)).await
    }
}
