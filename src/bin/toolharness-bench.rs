//! `toolharness-bench`: load against the sidecar and, in alternating rounds of the same command, against a
//! zero-work server on the same proto, so every figure comes with its baseline.
//!
//! - `baseline --listen ADDR`: the zero-work server (every `Call` answers one fixed observation).
//! - `run`: one scenario (gate refusals, knowledge lookups, log queries, MySQL reads) at a concurrency, over
//!   a number of client connections, after a warm-up and after a number of runs already held; per round:
//!   calls/s, latency percentiles (exact, from every sample), server CPU per call from `/proc`, RSS.
//! - `memory`: the sidecar's RSS idle, with 1,000 and 10,000 live runs, after a burst, and after expiry.
//!
//! Both servers run as child processes, so `/proc/<pid>/stat` charges each one only its own CPU.

use std::path::PathBuf;
use std::process::Stdio;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand, ValueEnum};
use serde_json::{Value, json};
use tonic::transport::{Channel, Endpoint};
use toolharness::pb;
use toolharness::pb::tool_harness_client::ToolHarnessClient;

/// The sidecar's allocator, so the zero-work server differs from it only in the work.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "toolharness-bench", about = "Load the sidecar and a zero-work server on the same proto")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the zero-work baseline: every Call answers one fixed REFUSED observation.
    Baseline {
        #[arg(long)]
        listen: std::net::SocketAddr,
    },
    /// Load one scenario against the sidecar and the baseline, in alternating rounds.
    Run(RunArgs),
    /// The sidecar's RSS idle, with live runs, after a burst and after expiry.
    Memory(MemoryArgs),
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq, Debug)]
enum Scenario {
    /// An unknown tool: refused by the first gate, no run opened.
    Refusal,
    /// `lookup_knowledge` that finds a section, a new run per call.
    Knowledge,
    /// `lookup_knowledge` that finds nothing, a new run per call.
    KnowledgeMiss,
    /// `query_logs` for errors over the configured logs, a new run per call.
    Logs,
    /// `query_mysql` with one small indexed read, a new run per call.
    Mysql,
}

#[derive(clap::Args, Clone)]
struct RunArgs {
    #[arg(long, value_enum)]
    scenario: Scenario,
    /// The sidecar binary.
    #[arg(long, default_value = "target/release/toolharness")]
    sidecar: PathBuf,
    /// Environment for the sidecar, KEY=VALUE (repeatable): knowledge dir, log paths, Redis, MySQL.
    #[arg(long = "env", value_parser = parse_env)]
    envs: Vec<(String, String)>,
    /// Calls in flight.
    #[arg(long, default_value_t = 16)]
    concurrency: usize,
    /// Client connections (HTTP/2) the calls share.
    #[arg(long, default_value_t = 4)]
    connections: usize,
    #[arg(long, default_value_t = 5.0)]
    seconds: f64,
    #[arg(long, default_value_t = 1.0)]
    warmup_seconds: f64,
    /// Rounds per server, alternating baseline and sidecar.
    #[arg(long, default_value_t = 2)]
    rounds: usize,
    /// Runs opened (one found lookup each) before measuring.
    #[arg(long, default_value_t = 0)]
    held_runs: usize,
    /// Skip the baseline server (scenarios it cannot stand in for, such as a curve's later points).
    #[arg(long)]
    no_baseline: bool,
    /// For `mysql`: also time a direct mysql_async client on pooled connections against this URL.
    #[arg(long)]
    direct_mysql_url: Option<String>,
    /// Queries for `knowledge`, separated by `|` (default: four about the bundled runbooks).
    #[arg(long, value_delimiter = '|')]
    queries: Vec<String>,
    /// The text `logs` searches for (a rare one makes each call scan up to its byte and line bounds).
    #[arg(long, default_value = "error")]
    log_query: String,
    /// Statement for `mysql`.
    #[arg(long, default_value = "SELECT id, status FROM orders WHERE id = 1")]
    sql: String,
    /// Write the report as JSON here too.
    #[arg(long)]
    json: Option<PathBuf>,
    /// Send the calls on `Session` streams instead of unary `Call`s: each worker opens one stream and one run
    /// and sends its calls one after another on it (for scenarios whose calls a run accepts without end:
    /// `refusal`, `knowledge-miss`).
    #[arg(long)]
    session: bool,
}

#[derive(clap::Args)]
struct MemoryArgs {
    #[arg(long, default_value = "target/release/toolharness")]
    sidecar: PathBuf,
    #[arg(long = "env", value_parser = parse_env)]
    envs: Vec<(String, String)>,
    /// Live runs at each step.
    #[arg(long, value_delimiter = ',', default_value = "1000,10000")]
    runs: Vec<usize>,
    /// Calls of the burst (each opens a run), after the steps.
    #[arg(long, default_value_t = 20_000)]
    burst: usize,
    /// The runs' idle expiry (and the records' TTL) given to the sidecar; after the burst the command waits
    /// this long, makes a few calls (expiry needs no touch of the expired run, only store activity) and
    /// measures again.
    #[arg(long, default_value_t = 20)]
    idle_ttl_secs: u64,
}

fn parse_env(text: &str) -> Result<(String, String), String> {
    let (key, value) = text.split_once('=').ok_or_else(|| format!("expected KEY=VALUE, got {text:?}"))?;
    Ok((key.to_owned(), value.to_owned()))
}

fn main() -> Result<(), String> {
    toolharness::process::keep_pages_small();
    let cli = Cli::parse();
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    runtime.block_on(async {
        match cli.command {
            Command::Baseline { listen } => baseline::serve(listen).await,
            Command::Run(args) => run(args).await,
            Command::Memory(args) => memory(args).await,
        }
    })
}

/// A server under test: a child process and a client channel to it.
struct Server {
    child: tokio::process::Child,
    pid: u32,
    address: String,
}

impl Server {
    async fn start(program: &std::path::Path, args: &[&str], envs: &[(String, String)]) -> Result<Server, String> {
        let port =
            std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).map_err(|e| e.to_string())?.port();
        let listen = format!("127.0.0.1:{port}");
        let mut command = tokio::process::Command::new(program);
        command.args(args).args(["--listen", &listen]).stdout(Stdio::null()).stderr(Stdio::null()).kill_on_drop(true);
        command.env("RUST_LOG", "error");
        for (key, value) in envs {
            command.env(key, value);
        }
        let child = command.spawn().map_err(|e| format!("cannot start {}: {e}", program.display()))?;
        let pid = child.id().ok_or("the server exited at once")?;
        let address = format!("http://{listen}");
        // A large knowledge base is indexed before the server listens: wait up to 10 minutes.
        for _ in 0..12_000 {
            if ToolHarnessClient::connect(address.clone()).await.is_ok() {
                return Ok(Server { child, pid, address });
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Err(format!("{} did not accept connections within 10 minutes", program.display()))
    }

    async fn clients(&self, connections: usize) -> Result<Vec<ToolHarnessClient<Channel>>, String> {
        Ok(self.channels(connections).await?.into_iter().map(ToolHarnessClient::new).collect())
    }

    async fn channels(&self, connections: usize) -> Result<Vec<Channel>, String> {
        let mut channels = Vec::new();
        for _ in 0..connections.max(1) {
            let channel = Endpoint::from_shared(self.address.clone())
                .map_err(|e| e.to_string())?
                .connect()
                .await
                .map_err(|e| format!("connect: {e}"))?;
            channels.push(channel);
        }
        Ok(channels)
    }

    /// User plus system CPU of the process so far.
    fn cpu(&self) -> Duration {
        proc_cpu(self.pid)
    }

    fn rss_kib(&self) -> u64 {
        proc_rss_kib(self.pid)
    }

    async fn stop(mut self) {
        let _ = self.child.kill().await;
    }
}

fn proc_cpu(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // Fields after the command name (which may hold spaces) start after the last ')'.
    let fields: Vec<&str> = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or("").split_whitespace().collect();
    let ticks = |index: usize| fields.get(index).and_then(|f| f.parse::<u64>().ok()).unwrap_or(0);
    // utime and stime are fields 14 and 15 of the stat line, 12 and 13 after the name.
    let clock_ticks = 100; // USER_HZ on Linux
    Duration::from_micros((ticks(11) + ticks(12)) * 1_000_000 / clock_ticks)
}

fn proc_rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

static NEXT_RUN: AtomicU64 = AtomicU64::new(0);
static QUERIES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
static LOG_QUERY: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// The next call of a scenario, each on a run of its own.
fn request(scenario: Scenario, sql: &str) -> pb::CallRequest {
    let n = NEXT_RUN.fetch_add(1, Ordering::Relaxed);
    let queries = QUERIES.get_or_init(|| {
        [
            "kafka consumer lag growing",
            "disk full no space left on device",
            "certificate expired tls handshake",
            "database connection pool exhausted",
        ]
        .map(str::to_owned)
        .to_vec()
    });
    let (tool, input) = match scenario {
        Scenario::Refusal => ("no_such_tool", json!({})),
        Scenario::Knowledge => ("lookup_knowledge", json!({ "query": queries[n as usize % queries.len()] })),
        Scenario::KnowledgeMiss => ("lookup_knowledge", json!({ "query": format!("zqxv{n} wqpl") })),
        Scenario::Logs => ("query_logs", json!({ "query": LOG_QUERY.get().map_or("error", String::as_str) })),
        Scenario::Mysql => ("query_mysql", json!({ "sql": sql })),
    };
    pb::CallRequest {
        run_id: format!("bench-{}-{n}", std::process::id()),
        call: Some(pb::ToolCall {
            tool_call_id: "c1".into(),
            tool_name: tool.into(),
            arguments_json: json!({ "previous_observation": null, "input": input }).to_string(),
        }),
    }
}

/// What one round measured.
#[derive(Debug, Clone, serde::Serialize)]
struct Round {
    server: &'static str,
    calls: u64,
    failed: u64,
    seconds: f64,
    calls_per_second: f64,
    p50_us: u64,
    p90_us: u64,
    p99_us: u64,
    /// Unary calls: from the request sent to the response's headers (the first bytes of the answer), p50 and
    /// p99. The sidecar answers a call with one observation, so its headers leave with it.
    first_byte_p50_us: u64,
    first_byte_p99_us: u64,
    server_cpu_us_per_call: f64,
    rss_kib: u64,
    /// Status of the observations (the first seen), to show what was measured.
    outcome: String,
}

/// What a load measured: the latency of every call, and for unary calls the time to its first bytes.
struct Samples {
    latencies: Vec<u32>,
    first_bytes: Vec<u32>,
    failed: u64,
    outcome: String,
}

fn micros(elapsed: Duration) -> u32 {
    elapsed.as_micros().min(u32::MAX as u128) as u32
}

/// One unary `Call`, timed at its response headers and at its message: the generated client's `call` hides
/// the moment the headers arrive, so the call goes through tonic's client with the same path and codec.
async fn timed_call(
    grpc: &mut tonic::client::Grpc<Channel>,
    request: pb::CallRequest,
) -> (Result<pb::CallResponse, tonic::Status>, u32) {
    let started = Instant::now();
    if let Err(e) = grpc.ready().await {
        return (Err(tonic::Status::unavailable(e.to_string())), micros(started.elapsed()));
    }
    let path = tonic::codegen::http::uri::PathAndQuery::from_static("/toolharness.v1.ToolHarness/Call");
    let codec = tonic_prost::ProstCodec::<pb::CallRequest, pb::CallResponse>::default();
    let answer = grpc.server_streaming(tonic::Request::new(request), path, codec).await;
    let first_byte = micros(started.elapsed());
    let message = match answer {
        Ok(response) => {
            let mut body = response.into_inner();
            let message = body.message().await;
            // The stream is read to its trailers, as a unary call reads it: dropped earlier, the client would
            // reset the stream, which the server counts against the peer.
            let trailers = body.trailers().await;
            match (message, trailers) {
                (Ok(Some(message)), Ok(_)) => Ok(message),
                (Ok(None), _) => Err(tonic::Status::internal("the answer held no message")),
                (Err(status), _) | (_, Err(status)) => Err(status),
            }
        }
        Err(status) => Err(status),
    };
    (message, first_byte)
}

/// Calls at `concurrency` over `channels` for `duration`; latencies of every call.
async fn load(
    channels: &[Channel],
    concurrency: usize,
    duration: Duration,
    scenario: Scenario,
    sql: &str,
    session: bool,
) -> Samples {
    let stop = Arc::new(AtomicBool::new(false));
    let failed = Arc::new(AtomicU64::new(0));
    let outcome = Arc::new(std::sync::Mutex::new(String::new()));
    let mut tasks = Vec::new();
    for worker in 0..concurrency.max(1) {
        let channel = channels[worker % channels.len()].clone();
        let (stop, failed, outcome, sql) = (stop.clone(), failed.clone(), outcome.clone(), sql.to_owned());
        if session {
            let client = ToolHarnessClient::new(channel);
            tasks.push(tokio::spawn(async move {
                (session_worker(client, stop, failed, outcome, scenario, sql).await, Vec::new())
            }));
            continue;
        }
        tasks.push(tokio::spawn(async move {
            let mut grpc = tonic::client::Grpc::new(channel);
            let (mut latencies, mut first_bytes) = (Vec::new(), Vec::new());
            while !stop.load(Ordering::Relaxed) {
                let started = Instant::now();
                let (answer, first_byte) = timed_call(&mut grpc, request(scenario, &sql)).await;
                latencies.push(micros(started.elapsed()));
                first_bytes.push(first_byte);
                match answer {
                    Ok(response) => {
                        let observation = response.observation.unwrap_or_default();
                        let mut first = outcome.lock().unwrap_or_else(|e| e.into_inner());
                        if first.is_empty() {
                            *first = format!("{:?}/{:?}", observation.status(), observation.evidence_status());
                        }
                    }
                    Err(status) => {
                        if failed.fetch_add(1, Ordering::Relaxed) == 0 {
                            eprintln!("first failed call: {:?}: {}", status.code(), status.message());
                        }
                    }
                }
            }
            (latencies, first_bytes)
        }));
    }
    tokio::time::sleep(duration).await;
    stop.store(true, Ordering::Relaxed);
    let (mut latencies, mut first_bytes) = (Vec::new(), Vec::new());
    for task in tasks {
        let (some_latencies, some_first_bytes) = task.await.unwrap_or_default();
        latencies.extend(some_latencies);
        first_bytes.extend(some_first_bytes);
    }
    let outcome = outcome.lock().unwrap_or_else(|e| e.into_inner()).clone();
    Samples { latencies, first_bytes, failed: failed.load(Ordering::Relaxed), outcome }
}

/// One worker of a `--session` load: one stream, one run, the scenario's calls one after another on it until
/// `stop`; the latency of each is from its message sent to its observation received.
async fn session_worker(
    mut client: ToolHarnessClient<Channel>,
    stop: Arc<AtomicBool>,
    failed: Arc<AtomicU64>,
    outcome: Arc<std::sync::Mutex<String>>,
    scenario: Scenario,
    sql: String,
) -> Vec<u32> {
    let mut latencies = Vec::new();
    let (sender, receiver) = tokio::sync::mpsc::channel::<pb::SessionRequest>(1);
    let first = request(scenario, &sql);
    let open = pb::SessionRequest {
        kind: Some(pb::session_request::Kind::Open(pb::OpenRun { run_id: first.run_id.clone(), ..Default::default() })),
    };
    if sender.send(open).await.is_err() {
        return latencies;
    }
    let mut responses = match client.session(tokio_stream::wrappers::ReceiverStream::new(receiver)).await {
        Ok(response) => response.into_inner(),
        Err(_) => {
            failed.fetch_add(1, Ordering::Relaxed);
            return latencies;
        }
    };
    // The run's `RunOpened`.
    if !matches!(responses.message().await, Ok(Some(_))) {
        failed.fetch_add(1, Ordering::Relaxed);
        return latencies;
    }
    let mut n = 0u64;
    while !stop.load(Ordering::Relaxed) {
        n += 1;
        let mut call = request(scenario, &sql).call.unwrap_or_default();
        call.tool_call_id = format!("c{n}");
        let started = Instant::now();
        let message = pb::SessionRequest { kind: Some(pb::session_request::Kind::Call(call)) };
        if sender.send(message).await.is_err() {
            failed.fetch_add(1, Ordering::Relaxed);
            break;
        }
        match responses.message().await {
            Ok(Some(pb::SessionResponse { kind: Some(pb::session_response::Kind::Observation(observation)) })) => {
                latencies.push(micros(started.elapsed()));
                let mut first = outcome.lock().unwrap_or_else(|e| e.into_inner());
                if first.is_empty() {
                    *first = format!("{:?}/{:?}", observation.status(), observation.evidence_status());
                }
            }
            _ => {
                failed.fetch_add(1, Ordering::Relaxed);
                break;
            }
        }
    }
    latencies
}

fn percentile(sorted: &[u32], fraction: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let index = ((sorted.len() as f64 * fraction).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[index] as u64
}

async fn measure(server: &Server, name: &'static str, args: &RunArgs) -> Result<Round, String> {
    let channels = server.channels(args.connections).await?;
    let warmup = Duration::from_secs_f64(args.warmup_seconds);
    load(&channels, args.concurrency, warmup, args.scenario, &args.sql, args.session).await;
    let cpu_before = server.cpu();
    let started = Instant::now();
    let mut samples = load(
        &channels,
        args.concurrency,
        Duration::from_secs_f64(args.seconds),
        args.scenario,
        &args.sql,
        args.session,
    )
    .await;
    let seconds = started.elapsed().as_secs_f64();
    let cpu = server.cpu().saturating_sub(cpu_before);
    let mut round = Round::of(name, &mut samples.latencies, seconds, samples.outcome);
    samples.first_bytes.sort_unstable();
    round.first_byte_p50_us = percentile(&samples.first_bytes, 0.50);
    round.first_byte_p99_us = percentile(&samples.first_bytes, 0.99);
    round.failed = samples.failed;
    round.server_cpu_us_per_call = cpu.as_micros() as f64 / round.calls.max(1) as f64;
    round.rss_kib = server.rss_kib();
    Ok(round)
}

impl Round {
    /// A round's rate and latency percentiles from its samples (sorted here); no server figures yet.
    fn of(server: &'static str, latencies: &mut [u32], seconds: f64, outcome: String) -> Round {
        latencies.sort_unstable();
        let calls = latencies.len() as u64;
        Round {
            server,
            calls,
            failed: 0,
            seconds,
            calls_per_second: calls as f64 / seconds,
            p50_us: percentile(latencies, 0.50),
            p90_us: percentile(latencies, 0.90),
            p99_us: percentile(latencies, 0.99),
            first_byte_p50_us: 0,
            first_byte_p99_us: 0,
            server_cpu_us_per_call: 0.0,
            rss_kib: 0,
            outcome,
        }
    }
}

/// Opens `runs` runs on the sidecar (one found lookup each), 16 at a time.
async fn hold_runs(server: &Server, runs: usize) -> Result<(), String> {
    let clients = server.clients(4).await?;
    let next = Arc::new(AtomicU64::new(0));
    let mut tasks = Vec::new();
    for worker in 0..16 {
        let mut client = clients[worker % clients.len()].clone();
        let next = next.clone();
        tasks.push(tokio::spawn(async move {
            while next.fetch_add(1, Ordering::Relaxed) < runs as u64 {
                let _ = client.call(request(Scenario::Knowledge, "")).await;
            }
        }));
    }
    for task in tasks {
        task.await.map_err(|e| e.to_string())?;
    }
    Ok(())
}

async fn run(args: RunArgs) -> Result<(), String> {
    let _ = LOG_QUERY.set(args.log_query.clone());
    if !args.queries.is_empty() {
        let _ = QUERIES.set(args.queries.clone());
    }
    let me = std::env::current_exe().map_err(|e| e.to_string())?;
    let sidecar = Server::start(&args.sidecar, &["serve"], &args.envs).await?;
    if args.held_runs > 0 {
        let started = Instant::now();
        hold_runs(&sidecar, args.held_runs).await?;
        eprintln!("held {} runs in {:.1} s", args.held_runs, started.elapsed().as_secs_f64());
    }
    let baseline = if args.no_baseline { None } else { Some(Server::start(&me, &["baseline"], &[]).await?) };
    let mut rounds = Vec::new();
    for _ in 0..args.rounds.max(1) {
        if let Some(baseline) = &baseline {
            rounds.push(measure(baseline, "baseline", &args).await?);
        }
        rounds.push(measure(&sidecar, "sidecar", &args).await?);
    }
    let direct = match (&args.direct_mysql_url, args.scenario) {
        (Some(url), Scenario::Mysql) => Some(direct_mysql(url, &args).await?),
        _ => None,
    };
    let report = json!({
        "scenario": format!("{:?}", args.scenario),
        "concurrency": args.concurrency,
        "connections": args.connections,
        "held_runs": args.held_runs,
        "rounds": rounds,
        "direct_mysql": direct,
        "summary": summary(&rounds, direct.as_ref()),
    });
    print_rounds(&rounds, direct.as_ref());
    println!("{}", serde_json::to_string(&report["summary"]).unwrap_or_default());
    if let Some(path) = &args.json {
        std::fs::write(path, serde_json::to_string_pretty(&report).unwrap_or_default()).map_err(|e| e.to_string())?;
    }
    sidecar.stop().await;
    if let Some(baseline) = baseline {
        baseline.stop().await;
    }
    Ok(())
}

/// Medians over rounds of each server, and the sidecar's ratios to the baseline.
fn summary(rounds: &[Round], direct: Option<&Round>) -> Value {
    let median = |server: &str, field: fn(&Round) -> f64| {
        let mut values: Vec<f64> = rounds.iter().filter(|r| r.server == server).map(field).collect();
        values.sort_by(f64::total_cmp);
        match values.len() {
            0 => None,
            n if n % 2 == 1 => Some(values[n / 2]),
            n => Some((values[n / 2 - 1] + values[n / 2]) / 2.0),
        }
    };
    let sidecar_rate = median("sidecar", |r| r.calls_per_second);
    let sidecar_cpu = median("sidecar", |r| r.server_cpu_us_per_call);
    let mut summary = json!({
        "sidecar_calls_per_second": sidecar_rate,
        "sidecar_cpu_us_per_call": sidecar_cpu,
        "sidecar_p50_us": median("sidecar", |r| r.p50_us as f64),
        "sidecar_first_byte_p50_us": median("sidecar", |r| r.first_byte_p50_us as f64),
        "sidecar_rss_kib": median("sidecar", |r| r.rss_kib as f64),
    });
    if let (Some(rate), Some(cpu), Some(base_rate), Some(base_cpu)) = (
        sidecar_rate,
        sidecar_cpu,
        median("baseline", |r| r.calls_per_second),
        median("baseline", |r| r.server_cpu_us_per_call),
    ) {
        summary["baseline_calls_per_second"] = json!(base_rate);
        summary["baseline_cpu_us_per_call"] = json!(base_cpu);
        summary["calls_per_second_ratio"] = json!(rate / base_rate);
        summary["cpu_per_call_ratio"] = json!(cpu / base_cpu.max(0.001));
    }
    if let (Some(direct), Some(rate)) = (direct, sidecar_rate) {
        summary["direct_mysql_calls_per_second"] = json!(direct.calls_per_second);
        summary["direct_mysql_p50_us"] = json!(direct.p50_us);
        summary["calls_per_second_ratio_to_direct_mysql"] = json!(rate / direct.calls_per_second);
    }
    summary
}

fn print_rounds(rounds: &[Round], direct: Option<&Round>) {
    println!(
        "server      calls/s   p50 µs   p90 µs   p99 µs  1st byte p50  1st byte p99  cpu µs/call  rss KiB  failed  outcome"
    );
    for round in rounds.iter().chain(direct) {
        println!(
            "{:<10} {:>8.0} {:>8} {:>8} {:>8} {:>13} {:>13} {:>12.1} {:>8} {:>7}  {}",
            round.server,
            round.calls_per_second,
            round.p50_us,
            round.p90_us,
            round.p99_us,
            round.first_byte_p50_us,
            round.first_byte_p99_us,
            round.server_cpu_us_per_call,
            round.rss_kib,
            round.failed,
            round.outcome
        );
    }
}

/// The same statement from a direct mysql_async client on a pool, at the same concurrency, as a baseline
/// for what `query_mysql` adds (the gate, the session guards, redaction, the audit record).
async fn direct_mysql(url: &str, args: &RunArgs) -> Result<Round, String> {
    use mysql_async::prelude::Queryable;
    let opts = mysql_async::Opts::from_url(url).map_err(|e| e.to_string())?;
    let constraints = mysql_async::PoolConstraints::new(0, 4).ok_or("pool constraints")?;
    let opts: mysql_async::Opts = mysql_async::OptsBuilder::from_opts(opts)
        .pool_opts(mysql_async::PoolOpts::default().with_constraints(constraints))
        .into();
    let pool = mysql_async::Pool::new(opts);
    let stop = Arc::new(AtomicBool::new(false));
    let mut tasks = Vec::new();
    for _ in 0..args.concurrency.max(1) {
        let (pool, stop, sql) = (pool.clone(), stop.clone(), args.sql.clone());
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            while !stop.load(Ordering::Relaxed) {
                let started = Instant::now();
                if let Ok(mut conn) = pool.get_conn().await {
                    let _: Result<Vec<mysql_async::Row>, _> = conn.query(&sql).await;
                }
                latencies.push(micros(started.elapsed()));
            }
            latencies
        }));
    }
    let started = Instant::now();
    tokio::time::sleep(Duration::from_secs_f64(args.seconds)).await;
    stop.store(true, Ordering::Relaxed);
    let mut latencies = Vec::new();
    for task in tasks {
        latencies.extend(task.await.unwrap_or_default());
    }
    let seconds = started.elapsed().as_secs_f64();
    let _ = pool.disconnect().await;
    Ok(Round::of("direct", &mut latencies, seconds, "mysql_async, pooled".into()))
}

async fn memory(args: MemoryArgs) -> Result<(), String> {
    let config = std::env::temp_dir().join(format!("toolharness-bench-{}.toml", std::process::id()));
    let ttl = args.idle_ttl_secs;
    std::fs::write(&config, format!("[limits]\nrun_idle_ttl_secs = {ttl}\nrecord_ttl_secs = {ttl}\n"))
        .map_err(|e| e.to_string())?;
    let config_arg = config.to_string_lossy().into_owned();
    let sidecar = Server::start(&args.sidecar, &["serve", "--config", &config_arg], &args.envs).await?;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let mut report = vec![json!({ "step": "idle", "rss_kib": sidecar.rss_kib() })];
    let mut held = 0;
    for &runs in &args.runs {
        hold_runs(&sidecar, runs.saturating_sub(held)).await?;
        held = runs.max(held);
        report.push(json!({ "step": format!("{runs} live runs"), "rss_kib": sidecar.rss_kib() }));
    }
    if args.burst > 0 {
        hold_runs(&sidecar, args.burst).await?;
        report.push(
            json!({ "step": format!("after a burst of {} more runs", args.burst), "rss_kib": sidecar.rss_kib() }),
        );
    }
    tokio::time::sleep(Duration::from_secs(ttl + 2)).await;
    hold_runs(&sidecar, 1000).await?;
    report.push(json!({ "step": "after expiry (and 1,000 new runs)", "rss_kib": sidecar.rss_kib() }));
    // Freed memory goes back to the system on the sidecar's next trim (every 10 s).
    tokio::time::sleep(Duration::from_secs(11)).await;
    report.push(json!({ "step": "after expiry, 11 s later", "rss_kib": sidecar.rss_kib() }));
    let _ = std::fs::remove_file(&config);
    println!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
    sidecar.stop().await;
    Ok(())
}

mod baseline {
    //! The zero-work server: the same service, every method answered at once with a fixed message.

    use std::pin::Pin;

    use tokio_stream::Stream;
    use tonic::{Request, Response, Status, Streaming};
    use toolharness::pb;
    use toolharness::pb::tool_harness_server::{ToolHarness, ToolHarnessServer};

    struct ZeroWork;

    fn observation() -> pb::Observation {
        pb::Observation {
            tool_call_id: "c1".into(),
            status: pb::ObservationStatus::Refused as i32,
            error_code: pb::ErrorCode::UnknownTool as i32,
            model_content: r#"{"error":{"code":"UNKNOWN_TOOL","message":"no such tool"}}"#.into(),
            ..Default::default()
        }
    }

    #[tonic::async_trait]
    impl ToolHarness for ZeroWork {
        type SessionStream = Pin<Box<dyn Stream<Item = Result<pb::SessionResponse, Status>> + Send>>;

        async fn list_tools(
            &self,
            _: Request<pb::ListToolsRequest>,
        ) -> Result<Response<pb::ListToolsResponse>, Status> {
            Ok(Response::new(pb::ListToolsResponse::default()))
        }

        async fn session(
            &self,
            request: Request<Streaming<pb::SessionRequest>>,
        ) -> Result<Response<Self::SessionStream>, Status> {
            // Answers each message at once: `RunOpened` for an open, the refusal for a call.
            let mut incoming = request.into_inner();
            let (sender, receiver) = tokio::sync::mpsc::channel(16);
            tokio::spawn(async move {
                while let Ok(Some(message)) = incoming.message().await {
                    let kind = match message.kind {
                        Some(pb::session_request::Kind::Open(open)) => {
                            pb::session_response::Kind::Opened(pb::RunOpened {
                                run_id: open.run_id,
                                ..Default::default()
                            })
                        }
                        _ => pb::session_response::Kind::Observation(observation()),
                    };
                    if sender.send(Ok(pb::SessionResponse { kind: Some(kind) })).await.is_err() {
                        break;
                    }
                }
            });
            let answers: Self::SessionStream = Box::pin(tokio_stream::wrappers::ReceiverStream::new(receiver));
            Ok(Response::new(answers))
        }

        async fn call(&self, _: Request<pb::CallRequest>) -> Result<Response<pb::CallResponse>, Status> {
            Ok(Response::new(pb::CallResponse { observation: Some(observation()) }))
        }

        async fn release(&self, _: Request<pb::ReleaseRequest>) -> Result<Response<pb::ReleaseResponse>, Status> {
            Ok(Response::new(pb::ReleaseResponse::default()))
        }

        async fn get_invocation(
            &self,
            _: Request<pb::GetInvocationRequest>,
        ) -> Result<Response<pb::GetInvocationResponse>, Status> {
            Err(Status::not_found("the baseline keeps no records"))
        }

        async fn list_invocations(
            &self,
            _: Request<pb::ListInvocationsRequest>,
        ) -> Result<Response<pb::ListInvocationsResponse>, Status> {
            Ok(Response::new(pb::ListInvocationsResponse::default()))
        }
    }

    pub async fn serve(listen: std::net::SocketAddr) -> Result<(), String> {
        tonic::transport::Server::builder()
            .add_service(ToolHarnessServer::new(ZeroWork))
            .serve(listen)
            .await
            .map_err(|e| e.to_string())
    }
}
