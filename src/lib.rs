//! ToolHarness: a gRPC sidecar that runs an LLM agent's evidence tools inside one gated, audited boundary.
//!
//! # Layout
//! * [`config`] — the configuration: embedded defaults, a TOML file, environment variables (winning).
//! * [`app`] — wiring: builds the store, the tools, the registry, the boundary and the pipeline.
//! * [`pipeline`] — one tool call, phase by phase (Phase A gates → the boundary → Phase C), and `Release`.
//! * [`runs`] — the live runs of this sidecar: progress state, replies of answered calls, life cycle.
//! * [`grpc`] — the `toolharness.v1.ToolHarness` service: conversion to and from protobuf, the `Session`
//!   stream, and the one mapping of faults to gRPC status codes.
//! * [`mcp`] — the MCP front (Streamable HTTP): the same pipeline, the MCP session as the run.
//! * [`knowledge`] — `lookup_knowledge` over a ConfigMap mount, re-indexed when `..data` moves.
//! * [`offline`] — the `redact` and `log-patterns` commands: the tools' code on standard input.
//! * [`process`] — process-wide settings the binaries share (memory pages).
//! * [`telemetry`] — logs, OpenTelemetry traces, metrics and the ops listener.
//! * [`pb`] — generated bindings.
//!
//! Only this crate knows protobuf and gRPC; the crates under `crates/` speak the domain vocabulary of
//! `contract`. See ARCHITECTURE.md for the path of one call.

pub mod app;
pub mod config;
pub mod fault;
pub mod grpc;
pub mod knowledge;
pub mod mcp;
pub mod offline;
pub mod pb;
pub mod pipeline;
pub mod process;
pub mod runs;
pub mod telemetry;

pub use app::App;
pub use config::Config;
pub use grpc::{Listeners, serve, serve_listeners, serve_with_ops};
