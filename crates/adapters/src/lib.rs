//! The evidence tools: for each, a typed input contract, an executor (port 1) and a projector (port 2).
//!
//! * [`knowledge`] — `lookup_knowledge`: an embedded full-text index over runbooks and docs.
//!
//! # Invariants
//! * Adapters know nothing of the boundary, the store or the wire: they implement `contract`'s ports.
//! * Executors return raw JSON; only projectors decide what the model may see, within the byte budget
//!   they are given.
//! * Failures are [`contract::ToolFailure`]s whose messages are safe to show a model (no paths of the
//!   host, credentials or backend error texts).

pub mod knowledge;
pub mod logs;
pub mod mysql;

/// Records what a projection redacted on the current span (the boundary's `stage project` declares
/// `toolharness.redactions`), as `kind=count,…`: the root crate turns it into a metric by kind.
pub(crate) fn record_redactions(counts: &[(&'static str, usize)]) {
    if counts.is_empty() {
        return;
    }
    let text: Vec<String> = counts.iter().map(|(kind, count)| format!("{kind}={count}")).collect();
    tracing::Span::current().record("toolharness.redactions", text.join(","));
}
