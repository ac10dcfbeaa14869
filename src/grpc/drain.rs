//! Draining on SIGTERM: readiness goes NOT_SERVING at once, no new run opens, in-flight calls and open
//! `Session` streams finish, and at the deadline (`TOOLHARNESS_DRAIN_TIMEOUT_SECS`) the streams still open
//! are closed with `UNAVAILABLE`.

use std::sync::Arc;

use tokio::sync::watch;

#[derive(Clone)]
pub struct Drain {
    expired: Arc<watch::Sender<bool>>,
    sessions: Arc<watch::Sender<usize>>,
}

impl Default for Drain {
    fn default() -> Drain {
        Drain { expired: Arc::new(watch::channel(false).0), sessions: Arc::new(watch::channel(0).0) }
    }
}

impl Drain {
    /// The deadline passed: streams still open close now.
    pub fn expire(&self) {
        self.expired.send_replace(true);
    }

    /// Resolves once the deadline has passed.
    pub async fn expired(&self) {
        let mut expired = self.expired.subscribe();
        let _ = expired.wait_for(|expired| *expired).await;
    }

    /// Counts an open stream until the returned guard drops.
    pub fn session(&self) -> OpenSession {
        self.sessions.send_modify(|open| *open += 1);
        OpenSession(self.sessions.clone())
    }

    /// Resolves when no stream is open.
    pub async fn sessions_ended(&self) {
        let mut open = self.sessions.subscribe();
        let _ = open.wait_for(|open| *open == 0).await;
    }
}

pub struct OpenSession(Arc<watch::Sender<usize>>);

impl Drop for OpenSession {
    fn drop(&mut self) {
        self.0.send_modify(|open| *open = open.saturating_sub(1));
    }
}
