//! Generated protobuf and gRPC bindings for `toolharness.v1`. Nothing hand-written lives here.
#![allow(clippy::all, clippy::pedantic, missing_docs)]

tonic::include_proto!("toolharness.v1");

/// The encoded descriptor set of `toolharness.v1`, served by reflection.
pub const FILE_DESCRIPTOR_SET: &[u8] = tonic::include_file_descriptor_set!("toolharness_descriptor");
