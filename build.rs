//! Compiles `proto/` into Rust bindings and a descriptor set (for server reflection), in pure Rust:
//! protox parses the proto files, so no `protoc` is needed on developer or CI machines.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let files = ["proto/toolharness/v1/harness.proto"];
    let descriptors = protox::compile(files, ["proto"])?;
    let out_dir = std::path::PathBuf::from(std::env::var("OUT_DIR")?);
    std::fs::write(out_dir.join("toolharness_descriptor.bin"), prost::Message::encode_to_vec(&descriptors))?;
    tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        // Undecodable requests are the client's fault: INVALID_ARGUMENT, not INTERNAL.
        .codec_path("crate::grpc::codec::StrictCodec")
        .compile_fds(descriptors)?;
    for file in files {
        println!("cargo:rerun-if-changed={file}");
    }
    Ok(())
}
