//! Implementations of the canonical store port ([`contract::CanonicalStore`]).
//!
//! * [`MemoryStore`]: the embedded default for development and single-pod trials. Records live in the
//!   sidecar's memory and expire with their run after a TTL.
//!
//! # Invariants (shared by every implementation)
//! * A record is begun once; `begin` on an existing key is a `Conflict`, never an overwrite.
//! * `PROJECTING` → `READY` | `ERROR`, exactly once; any other transition is a `Conflict`.
//! * `list` returns a run's records in the order they were begun.

mod memory;

pub use memory::MemoryStore;
