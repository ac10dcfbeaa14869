//! Faults: what the model cannot act on, so they are not observations but gRPC status errors.
//!
//! Tool-level refusals are observations ([`contract::Refusal`]); a [`Fault`] is a problem with the
//! request itself (transport-level shape, a run that cannot take calls), authorisation, or the sidecar.
//! `grpc::status` maps each to one status code, in one place.

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Fault {
    /// A field of the request is malformed or missing (not the tool's arguments: those are observations).
    #[error("{0}")]
    InvalidArgument(String),
    /// The run does not exist (or expired).
    #[error("{0}")]
    RunNotFound(String),
    /// The run exists but cannot take this request (owned by a Session stream, already released).
    #[error("{0}")]
    RunUnavailable(String),
    /// A run with this id already exists (opening a Session on it).
    #[error("{0}")]
    RunExists(String),
    /// Too many live runs in this sidecar.
    #[error("{0}")]
    Capacity(String),
    /// The caller may not read this.
    #[error("{0}")]
    PermissionDenied(String),
    /// The canonical store cannot be read (audit reads, release).
    #[error("{0}")]
    StoreUnavailable(String),
    /// A record or invocation was not found.
    #[error("{0}")]
    NotFound(String),
    /// The caller presented no credentials, or unknown ones.
    #[error("{0}")]
    Unauthenticated(String),
    /// The sidecar is draining (SIGTERM): no new runs; a Session still open at the deadline is closed.
    #[error("{0}")]
    ShuttingDown(String),
}
