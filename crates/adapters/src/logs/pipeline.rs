//! Spreads the half of log aggregation that needs no aggregator over the cores: batches go round-robin
//! to worker threads (parsing, the redaction search), and their results come back to the calling thread
//! in input order for the half that does (placeholder numbering, mining, the summary).
//!
//! # Invariants
//! * Results are consumed in exactly the order the batches were produced, whatever the thread timing.
//! * At most `2 × workers` batches are in flight, so memory stays bounded on endless input.
//! * With one worker (or none) everything runs on the calling thread: same results, no threads.
//! * Each worker has a state of its own (made by `new_state` on its thread, kept for the run): what it
//!   learnt from its earlier batches, never shared, so no lock is taken per batch.

use std::collections::VecDeque;
use std::sync::{Mutex, PoisonError, mpsc};

/// Buffers handed back for reuse between threads: what one side has emptied the other fills again, so
/// that a long run allocates its blocks and batches once, not once per batch (and memory allocated on
/// one thread is not freed on another, which made the allocator return and re-fault pages all along).
/// It holds at most what was ever in flight at once.
pub struct Spares<T>(Mutex<Vec<T>>);

impl<T> Default for Spares<T> {
    fn default() -> Spares<T> {
        Spares(Mutex::new(Vec::new()))
    }
}

impl<T> Spares<T> {
    /// A spare, if one was given back.
    pub fn take(&self) -> Option<T> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).pop()
    }

    pub fn give(&self, spare: T) {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).push(spare);
    }
}

/// The worker threads worth using: twice the cores available, capped (the sequential half bounds the
/// gain). The calling thread consumes batches strictly in order and shares the cores with the workers;
/// with more workers (and so more batches in flight) the next batch it needs is more often ready. On
/// 2 cores, 4 workers beat 2 by about 8% in interleaved runs of `log-patterns`. On one core, threads
/// only add switching: none.
pub fn default_workers() -> usize {
    match std::thread::available_parallelism().map_or(1, |n| n.get()) {
        1 => 1,
        cores => cores.saturating_mul(2).min(8),
    }
}

/// Runs `prepare` on each batch (on `workers` threads, each with its own state from `new_state`) and
/// hands each result to `consume`, in order.
pub fn run<B, S, P, E>(
    batches: impl Iterator<Item = Result<B, E>>,
    workers: usize,
    new_state: impl Fn() -> S + Sync,
    prepare: impl Fn(&mut S, B) -> P + Sync,
    mut consume: impl FnMut(P),
) -> Result<(), E>
where
    B: Send,
    P: Send,
{
    if workers <= 1 {
        let mut state = new_state();
        for batch in batches {
            consume(prepare(&mut state, batch?));
        }
        return Ok(());
    }
    std::thread::scope(|scope| {
        let (new_state, prepare) = (&new_state, &prepare);
        let mut jobs = Vec::with_capacity(workers);
        let mut results = Vec::with_capacity(workers);
        for _ in 0..workers {
            let (job_tx, job_rx) = mpsc::channel::<B>();
            let (result_tx, result_rx) = mpsc::channel::<P>();
            scope.spawn(move || {
                let mut state = new_state();
                for batch in job_rx {
                    if result_tx.send(prepare(&mut state, batch)).is_err() {
                        break;
                    }
                }
            });
            jobs.push(job_tx);
            results.push(result_rx);
        }
        // Which worker holds each batch in flight, oldest first.
        let mut in_flight: VecDeque<usize> = VecDeque::new();
        let mut next_worker = 0;
        let mut take_oldest = |in_flight: &mut VecDeque<usize>| {
            if let Some(worker) = in_flight.pop_front() {
                // A worker only stops early if its thread panicked; the scope re-raises that panic.
                if let Ok(result) = results[worker].recv() {
                    consume(result);
                }
            }
        };
        let outcome = (|| {
            for batch in batches {
                let batch = batch?;
                if in_flight.len() >= 2 * workers {
                    take_oldest(&mut in_flight);
                }
                if jobs[next_worker].send(batch).is_ok() {
                    in_flight.push_back(next_worker);
                }
                next_worker = (next_worker + 1) % workers;
            }
            Ok(())
        })();
        while !in_flight.is_empty() {
            take_oldest(&mut in_flight);
        }
        drop(jobs);
        outcome
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_arrive_in_input_order_with_any_worker_count() {
        for workers in [0, 1, 2, 3, 7] {
            let batches = (0..200u64).map(|i| Ok::<_, ()>(vec![i; (i % 13) as usize + 1]));
            let mut seen = Vec::new();
            run(
                batches,
                workers,
                || (),
                |_: &mut (), batch: Vec<u64>| {
                    // Uneven work, so that workers finish out of order.
                    std::thread::sleep(std::time::Duration::from_micros(batch[0] % 5 * 50));
                    batch[0] * 2
                },
                |result| seen.push(result),
            )
            .unwrap();
            assert_eq!(seen, (0..200u64).map(|i| i * 2).collect::<Vec<_>>(), "workers: {workers}");
        }
    }

    #[test]
    fn an_input_error_stops_the_run_after_what_came_before() {
        let batches = (0..10).map(|i| if i == 6 { Err("read failed") } else { Ok(i) });
        let mut seen = Vec::new();
        let outcome = run(batches, 2, || (), |_: &mut (), i: i32| i, |i| seen.push(i));
        assert_eq!(outcome, Err("read failed"));
        assert_eq!(seen, vec![0, 1, 2, 3, 4, 5]);
    }
}
