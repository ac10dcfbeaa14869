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
    order_functions();
    Ok(())
}

/// Lays out the sidecar's code in the order of `deploy/toolharness.link-order` (written by
/// `scripts/link-order`): the functions that run at start-up and on calls side by side instead of spread
/// over 29 MB of text, so the pages an idle or serving sidecar keeps resident are the code it runs.
/// Only LLD reads a symbol ordering file, and rustc links with LLD on this target from 1.90 unless told
/// otherwise; any other linker gets nothing. Symbols the file names that a build lacks are skipped.
fn order_functions() {
    const ORDER: &str = "deploy/toolharness.link-order";
    println!("cargo:rerun-if-changed={ORDER}");
    println!("cargo:rerun-if-env-changed=CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER");
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    let rustflags = var("CARGO_ENCODED_RUSTFLAGS");
    let linker_chosen = rustflags.contains("linker")
        || rustflags.contains("link-self-contained")
        || !var("CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER").is_empty();
    if var("TARGET") != "x86_64-unknown-linux-gnu" || linker_chosen || !rustc_links_with_lld(&var("RUSTC")) {
        return;
    }
    let order = std::path::Path::new(&var("CARGO_MANIFEST_DIR")).join(ORDER);
    if !order.is_file() {
        return;
    }
    // -Xlinker pairs rather than -Wl, which would split a path at its commas.
    for arg in ["--no-warn-symbol-ordering", "--symbol-ordering-file", &order.display().to_string()] {
        println!("cargo:rustc-link-arg-bin=toolharness=-Xlinker");
        println!("cargo:rustc-link-arg-bin=toolharness={arg}");
    }
}

/// rustc 1.90 and later link x86_64 Linux programs with their own LLD by default.
fn rustc_links_with_lld(rustc: &str) -> bool {
    let Ok(output) = std::process::Command::new(rustc).arg("--version").output() else { return false };
    let version = String::from_utf8_lossy(&output.stdout);
    let mut numbers = version.split_whitespace().nth(1).unwrap_or("").split('.').map(|n| n.parse::<u32>().unwrap_or(0));
    let (major, minor) = (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0));
    (major, minor) >= (1, 90)
}
