//! Implementations of the canonical store port ([`contract::CanonicalStore`]).
//!
//! * [`MemoryStore`]: the embedded default for development and single-pod trials. Records live in the
//!   sidecar's memory and expire with their run after a TTL.
//! * [`RedisStore`]: production — shared, durable across sidecar restarts, single node or Redis Cluster.
//!
//! # Invariants (shared by every implementation)
//! * A record is begun once; `begin` on an existing key is a `Conflict`, never an overwrite.
//! * `PROJECTING` → `READY` | `ERROR`, exactly once; any other transition is a `Conflict`.
//! * `list` returns a run's records in the order they were begun.

mod memory;
mod redis;

pub use memory::MemoryStore;
pub use redis::{RedisSettings, RedisStore, RedisTarget, redact_url};
