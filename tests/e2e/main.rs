//! End-to-end tests: the real server on a real socket, driven by a tonic client, the grpcurl binary, a
//! Python grpcio client generated from `proto/` at test time, and the `toolharness` binary itself.
//!
//! Every test starts its own server on an ephemeral port (and its own knowledge directory where it needs
//! one), so the tests run in parallel without sharing state.

mod support;

mod audit;
mod binary;
mod budget;
mod call;
mod configmap;
mod drain;
mod flood;
mod grpcurl;
mod knowledge;
mod lifecycle;
mod logs;
mod mcp;
mod mysql;
mod protocol;
mod python;
mod redis;
mod release;
mod sql_adversarial;
mod telemetry;
mod tls;
