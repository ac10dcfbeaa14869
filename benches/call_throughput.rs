//! `Call` throughput and latency through the real gRPC server, with the in-memory store, the Redis store
//! (127.0.0.1:6379) and the Redis Cluster store (127.0.0.1:7101-7103), measured in one run so the ratios
//! compare like with like. Client and server share this process (and its 2 cores) for every store alike.
//!
//! Run: `cargo bench --bench call_throughput` (Redis and the cluster must be up: `scripts/test-all` starts them).
//! Optional: `BENCH_CALLS` (default 3000 per workload and store), `BENCH_CONCURRENCY` (default 16).

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::Semaphore;
use toolharness::pb;
use toolharness::pb::tool_harness_client::ToolHarnessClient;
use toolharness::{App, Config};

struct Measured {
    calls_per_second: f64,
    p50: Duration,
    p99: Duration,
}

async fn start(config: Config) -> (String, tokio::sync::oneshot::Sender<()>) {
    let app = App::build(&config).await.expect("app");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = format!("http://{}", listener.local_addr().unwrap());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(toolharness::serve(listener, app, async {
        let _ = stopped.await;
    }));
    (address, stop)
}

async fn measure(address: &str, label: &str, query: &str, calls: usize, concurrency: usize) -> Measured {
    let client = ToolHarnessClient::connect(address.to_owned()).await.unwrap();
    let arguments = serde_json::json!({ "input": { "query": query } }).to_string();
    let run = |i: usize| {
        let mut client = client.clone();
        let arguments = arguments.clone();
        let run_id = format!("bench-{label}-{i}");
        async move {
            let started = Instant::now();
            let request = pb::CallRequest {
                run_id,
                call: Some(pb::ToolCall {
                    tool_call_id: "c1".into(),
                    tool_name: "lookup_knowledge".into(),
                    arguments_json: arguments,
                }),
            };
            let observation = client.call(request).await.unwrap().into_inner().observation.unwrap();
            assert_eq!(observation.status(), pb::ObservationStatus::Ready, "{}", observation.model_content);
            started.elapsed()
        }
    };
    for i in 0..200 {
        run(usize::MAX - i).await; // warm-up, not measured
    }
    let permits = Arc::new(Semaphore::new(concurrency));
    let started = Instant::now();
    let mut tasks = Vec::with_capacity(calls);
    for i in 0..calls {
        let permit = permits.clone().acquire_owned().await.unwrap();
        let call = run(i);
        tasks.push(tokio::spawn(async move {
            let latency = call.await;
            drop(permit);
            latency
        }));
    }
    let mut latencies = Vec::with_capacity(calls);
    for task in tasks {
        latencies.push(task.await.unwrap());
    }
    let elapsed = started.elapsed();
    latencies.sort();
    Measured {
        calls_per_second: calls as f64 / elapsed.as_secs_f64(),
        p50: latencies[calls / 2],
        p99: latencies[calls * 99 / 100],
    }
}

fn main() {
    let calls: usize = std::env::var("BENCH_CALLS").ok().and_then(|v| v.parse().ok()).unwrap_or(3000);
    let concurrency: usize = std::env::var("BENCH_CONCURRENCY").ok().and_then(|v| v.parse().ok()).unwrap_or(16);
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let prefix = format!("thbench-{}", std::process::id());
        let base = || {
            let mut config = Config::default();
            config.limits.max_live_runs = 10_000_000;
            config.limits.record_ttl = Duration::from_secs(120);
            config.redis_key_prefix = prefix.clone();
            config
        };
        let stores: Vec<(&str, Config)> = vec![
            ("memory", base()),
            ("redis", Config { redis_url: Some("redis://127.0.0.1:6379".into()), ..base() }),
            (
                "redis-cluster",
                Config {
                    redis_cluster_nodes: vec![
                        "redis://127.0.0.1:7101".into(),
                        "redis://127.0.0.1:7102".into(),
                        "redis://127.0.0.1:7103".into(),
                    ],
                    ..base()
                },
            ),
        ];
        let workloads = [
            ("FOUND lookup (search + 2 store writes)", "postgres replication lag behind"),
            ("NO_EVIDENCE lookup (store-dominated)", "quokka marmalade origami"),
        ];
        println!("calls per workload and store: {calls}, concurrency: {concurrency}");
        println!("| workload | store | calls/s | p50 ms | p99 ms | throughput vs memory |");
        println!("|---|---|---|---|---|---|");
        for (workload, query) in workloads {
            let mut memory_rate = None;
            for (store, config) in &stores {
                let (address, stop) = start(config.clone()).await;
                let label = format!("{store}-{}", query.len());
                let measured = measure(&address, &label, query, calls, concurrency).await;
                let baseline = *memory_rate.get_or_insert(measured.calls_per_second);
                println!(
                    "| {workload} | {store} | {:.0} | {:.2} | {:.2} | {:.2}× |",
                    measured.calls_per_second,
                    measured.p50.as_secs_f64() * 1000.0,
                    measured.p99.as_secs_f64() * 1000.0,
                    measured.calls_per_second / baseline,
                );
                let _ = stop.send(());
            }
        }
    });
}
