//! The `toolharness` binary: command line, logging, then the sidecar (see the library for everything else).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use toolharness::{App, Config};

/// mimalloc rather than the C library's allocator: a call allocates in many small pieces all over the
/// stack (JSON, protobuf, HTTP/2, the run's records), and per-thread free lists make each piece cheaper
/// (BENCHMARKS.md, sixteenth session).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "toolharness", version, about = "A gRPC sidecar that runs an LLM agent's evidence tools safely")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    serve: ServeArgs,
}

#[derive(Subcommand)]
enum Command {
    /// Run the sidecar (the default with no subcommand).
    Serve(ServeArgs),
    /// Redact JSON lines from stdin: {"line": "..."} or {"columns": [...], "row": [...]}.
    Redact,
    /// The query_mysql gate: one JSON string (SQL) per stdin line, one verdict per line.
    CheckSql {
        /// Decide with this server's catalog (tables, views, columns, built-ins), exactly as the sidecar
        /// would; without it the gate decides from the text alone.
        #[arg(long, value_name = "URL")]
        mysql_url: Option<String>,
    },
    /// Aggregate raw log messages from stdin (one per line) into the patterns the model would see.
    LogPatterns {
        /// Print one pattern label per input line instead of the summary.
        #[arg(long)]
        labels: bool,
        /// The byte budget of the summary (the model's default).
        #[arg(long, default_value_t = 7168)]
        max_bytes: usize,
    },
    /// One MCP session over stdin/stdout (for desktop agents that start their tools as child processes):
    /// the same tools and gates as the sidecar; logs go to stderr.
    McpStdio {
        /// A TOML configuration file; environment variables override it.
        #[arg(long, value_name = "FILE")]
        config: Option<PathBuf>,
        /// The session's run id (default: `mcp-stdio-` and a time); its records are kept under it.
        #[arg(long, value_name = "ID")]
        run_id: Option<String>,
    },
    /// The configuration: `config check` validates it and prints the settings in force.
    Config {
        #[command(subcommand)]
        command: ConfigCommand,
    },
}

#[derive(Subcommand)]
enum ConfigCommand {
    /// Validate the configuration (file, environment, the files it names) and print the effective
    /// settings with secrets masked; exit 2 on an error naming the setting.
    Check {
        /// A TOML configuration file; environment variables override it.
        #[arg(long, value_name = "FILE")]
        config: Option<PathBuf>,
    },
}

#[derive(Args, Clone, Default)]
struct ServeArgs {
    /// A TOML configuration file; environment variables override it.
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// The gRPC listen address (overrides TOOLHARNESS_LISTEN and the file).
    #[arg(long, value_name = "ADDR")]
    listen: Option<String>,
}

fn main() -> ExitCode {
    toolharness::process::keep_pages_small();
    // One TLS provider for the API listener and the backends' clients (rediss://, MySQL over TLS).
    let _ = rustls::crypto::ring::default_provider().install_default();
    // `--help` lists every setting from the same list `config check` prints (and a test holds the README to).
    let matches = Cli::command().after_long_help(settings_help()).get_matches();
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(error) => error.exit(),
    };
    // The offline commands and the stdio MCP session log to stderr only (stdout is their output).
    if cli.command.as_ref().is_some_and(|command| !matches!(command, Command::Serve(_) | Command::Config { .. })) {
        toolharness::telemetry::init_offline();
    }
    let args = match cli.command {
        Some(Command::Serve(args)) => args,
        None => cli.serve,
        Some(Command::Redact) => return offline(toolharness::offline::redact(stdin(), stdout())),
        Some(Command::CheckSql { mysql_url }) => {
            return offline(toolharness::offline::check_sql(stdin(), stdout(), mysql_url.as_deref()));
        }
        Some(Command::LogPatterns { labels, max_bytes }) => {
            return offline(toolharness::offline::log_patterns(stdin(), stdout(), labels, max_bytes));
        }
        Some(Command::Config { command: ConfigCommand::Check { config } }) => return config_check(config),
        Some(Command::McpStdio { config, run_id }) => {
            return match mcp_stdio(config, run_id) {
                Ok(()) => ExitCode::SUCCESS,
                Err(message) => {
                    eprintln!("toolharness: {message}");
                    ExitCode::from(2)
                }
            };
        }
    };
    match serve(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("toolharness: {message}");
            ExitCode::from(2)
        }
    }
}

/// The settings, their variables and defaults, for `--help`.
fn settings_help() -> String {
    let mut text = String::from("Settings (file key, environment variable, default; variables win over the file):\n");
    for (key, variable, default) in Config::default().effective() {
        text.push_str(&format!("  {key:<36} {variable:<42} {default}\n"));
    }
    text.push_str("A URL can come from a file instead: TOOLHARNESS_REDIS_URL_FILE, TOOLHARNESS_MYSQL_URL_FILE.");
    text
}

/// `toolharness config check`: everything a start would check before binding, without binding.
fn config_check(file: Option<PathBuf>) -> ExitCode {
    let checked = Config::from_env(file.as_deref()).map_err(|e| e.to_string()).and_then(|config| {
        if let Some(tls) = &config.tls {
            toolharness::grpc::tls::Tls::load(tls)?;
        }
        toolharness::grpc::auth::Tokens::load(config.agent_tokens_file.clone(), config.operator_tokens_file.clone())?;
        toolharness::telemetry::Settings::from_env()?;
        Ok(config)
    });
    match checked {
        Ok(config) => {
            use std::io::Write;
            let mut out = stdout();
            let _ = writeln!(out, "# the configuration is valid; effective settings (file key = value  # variable)");
            for (key, variable, value) in config.effective() {
                let _ = writeln!(out, "{key} = {value:?}  # {variable}");
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("toolharness: {message}");
            ExitCode::from(2)
        }
    }
}

fn stdin() -> std::io::BufReader<std::io::Stdin> {
    std::io::BufReader::with_capacity(1 << 16, std::io::stdin())
}

fn stdout() -> std::io::BufWriter<std::io::StdoutLock<'static>> {
    std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock())
}

fn offline(result: std::io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // A closed pipe (`| head`) is the reader's choice, not a failure.
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("toolharness: {error}");
            ExitCode::from(1)
        }
    }
}

fn serve(args: ServeArgs) -> Result<(), String> {
    let mut config = Config::from_env(args.config.as_deref()).map_err(|e| e.to_string())?;
    if let Some(listen) = args.listen {
        config.listen = listen
            .parse()
            .map_err(|_| format!("--listen {listen:?} is not an IP:port (for example 127.0.0.1:50051)"))?;
        config.check_exposure().map_err(|e| format!("{e} (--listen)"))?;
    }
    let telemetry_settings = toolharness::telemetry::Settings::from_env()?;
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().map_err(|e| e.to_string())?;
    // The OTLP exporter's channel is driven by the runtime, so it is built inside it.
    let telemetry = {
        let _runtime = runtime.enter();
        toolharness::telemetry::init(&telemetry_settings, config.ops_listen.is_some())?
    };
    let served = runtime.block_on(async move {
        tracing::info!(config = %config.summary(), otlp = telemetry_settings.otlp, "starting");
        let app = App::build(&config).await.map_err(|e| e.to_string())?;
        let listener = tokio::net::TcpListener::bind(config.listen)
            .await
            .map_err(|e| format!("cannot listen on {}: {e}", config.listen))?;
        let ops = match config.ops_listen {
            Some(address) => {
                let ops = tokio::net::TcpListener::bind(address)
                    .await
                    .map_err(|e| format!("cannot listen on {address} (TOOLHARNESS_OPS_LISTEN): {e}"))?;
                tracing::info!(address = %address, "serving health, readiness and metrics");
                Some(ops)
            }
            None => None,
        };
        let mcp = match config.mcp_listen {
            Some(address) => {
                let mcp = tokio::net::TcpListener::bind(address)
                    .await
                    .map_err(|e| format!("cannot listen on {address} (TOOLHARNESS_MCP_LISTEN): {e}"))?;
                tracing::info!(address = %address, path = toolharness::mcp::PATH, "serving MCP (Streamable HTTP)");
                Some(mcp)
            }
            None => None,
        };
        tracing::info!(address = %config.listen, "serving toolharness.v1.ToolHarness");
        let listeners = toolharness::Listeners { api: listener, ops, mcp };
        toolharness::serve_listeners(listeners, app, shutdown_signal()).await.map_err(|e| e.to_string())?;
        tracing::info!("stopped");
        Ok(())
    });
    // Spans still buffered are exported before the process ends (the exporter needs the runtime).
    runtime.block_on(async move {
        let _ = tokio::task::spawn_blocking(move || telemetry.shutdown()).await;
    });
    served
}

/// `toolharness mcp-stdio`: the app as `serve` builds it, one MCP session on stdin/stdout.
fn mcp_stdio(file: Option<PathBuf>, run_id: Option<String>) -> Result<(), String> {
    let config = Config::from_env(file.as_deref()).map_err(|e| e.to_string())?;
    let run_id = run_id.unwrap_or_else(|| {
        let millis = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis());
        format!("mcp-stdio-{millis}-{}", std::process::id())
    });
    let run_id = contract::RunId::parse(&run_id).map_err(|e| format!("--run-id: {e}"))?;
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().map_err(|e| e.to_string())?;
    runtime.block_on(async move {
        let app = App::build(&config).await.map_err(|e| e.to_string())?;
        tracing::info!(run = %run_id, "serving one MCP session on stdio");
        toolharness::mcp::serve_stdio(std::sync::Arc::new(app), &run_id).await.map_err(|e| e.to_string())
    })
}

/// SIGTERM (Kubernetes stopping the pod) or Ctrl-C.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => tracing::info!("Ctrl-C received; shutting down"),
        () = terminate => tracing::info!("SIGTERM received; shutting down"),
    }
}
