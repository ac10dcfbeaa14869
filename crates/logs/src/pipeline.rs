//! [`summarise`] and [`summarise_lines`]: log entries redacted, mined and aggregated, the half of the
//! work that needs no aggregator spread over the cores.
//!
//! [`run`] is the mechanism: batches go round-robin
//! to worker threads (parsing, the redaction search), and their results come back to the calling thread
//! in input order for the half that does (placeholder numbering, mining, the summary).
//!
//! # Invariants
//! * Results are consumed in exactly the order the batches were produced, whatever the thread timing.
//! * At most `2 × workers` batches are in flight, so memory stays bounded on endless input.
//! * With one worker (or none) everything runs on the calling thread: same results, no threads.
//! * Each worker has a state of its own (made by `new_state` on its thread, kept for the run). For the log
//!   summaries it is a clone of one record of searched messages (sharded locks, keyed by batch position),
//!   so a message repeated in batches that went to different workers is searched once.

use std::collections::VecDeque;
use std::io::{BufRead, Read};
use std::sync::{Mutex, PoisonError, mpsc};

use redact::Redactor;
use serde_json::Value;

use crate::aggregate::{Aggregator, Entry, PreparedBatch, SeenMessages};
use crate::framing::parse_plain_line;

/// From this many entries on, [`summarise`] works on all cores (threads cost more than they save on a
/// small input).
const PARALLEL_ENTRIES: usize = 4096;

/// Log entries redacted, mined and aggregated: what [`summarise`] and [`summarise_lines`] return.
pub struct Summarised<'r> {
    aggregator: Aggregator<'r>,
    /// Each input entry's pattern id, in input order.
    ids: Vec<usize>,
}

impl Summarised<'_> {
    /// The model's view within `max_bytes` of JSON, `extra`'s fields added; and whether something was left
    /// out or cut.
    pub fn summary(&self, max_bytes: usize, extra: Value) -> (Value, bool) {
        self.aggregator.summary(max_bytes, extra)
    }

    /// How many values of each kind redaction replaced, by kind.
    pub fn redaction_counts(&self) -> Vec<(&'static str, usize)> {
        self.aggregator.redaction_counts()
    }

    /// Writes each input entry's pattern label (`P<n>`, the same for patterns that ended with the same
    /// text), one per line, in input order.
    pub fn write_labels(&self, output: &mut impl std::io::Write) -> std::io::Result<()> {
        // Each pattern's label is made once, not once per input line.
        let labels = self.aggregator.pattern_labels();
        for id in &self.ids {
            output.write_all(labels[*id].as_bytes())?;
            output.write_all(b"\n")?;
        }
        Ok(())
    }
}

/// Redacts, mines and aggregates `entries`, given oldest first (patterns form in the order things
/// happened). A large input is searched for what to redact on all cores; the result is the same.
pub fn summarise<'r>(entries: &[Entry<'_>], redactor: &'r Redactor) -> Summarised<'r> {
    let workers = if entries.len() >= PARALLEL_ENTRIES { default_workers() } else { 1 };
    let mut aggregator = Aggregator::new(redactor);
    let mut ids = Vec::with_capacity(entries.len());
    let seen = aggregator.seen_messages();
    let batches = entries.chunks(PARALLEL_ENTRIES / 4).enumerate().map(Ok::<_, std::convert::Infallible>);
    let Ok(()) = run(
        batches,
        workers,
        || seen.clone(),
        |seen: &mut SeenMessages, (position, batch): (usize, &[Entry<'_>])| {
            seen.at_batch(position as u64);
            Aggregator::prepare_batch(redactor, seen, batch.iter().copied())
        },
        |mut batch| aggregator.add_prepared(&mut batch, &mut ids),
    );
    Summarised { aggregator, ids }
}

/// [`summarise`] over raw log lines (one entry per line, each parsed like a file's line so that a time or
/// level at its start is read as such), streamed on all cores: workers parse blocks and search them for
/// what to redact, the calling thread numbers, mines and aggregates them in order.
pub fn summarise_lines<'r>(mut input: impl BufRead, redactor: &'r Redactor) -> std::io::Result<Summarised<'r>> {
    const BLOCK_BYTES: usize = 256 * 1024;
    let mut aggregator = Aggregator::new(redactor);
    let mut ids = Vec::new();
    // Blocks go back to the reader once parsed (their messages are copied into the batches), batches back
    // to the workers once added: the same few buffers serve the whole input.
    let (spare_blocks, spare_batches) = (Spares::default(), Spares::default());
    let mut position = 0u64;
    let blocks = std::iter::from_fn(|| {
        let mut block = spare_blocks.take().unwrap_or_else(|| Vec::with_capacity(BLOCK_BYTES + 4096));
        block.clear();
        let read = (|| -> std::io::Result<()> {
            // A block's worth straight into the block (large reads bypass the reader's buffer); then
            // the rest of the last line.
            (&mut input).take(BLOCK_BYTES as u64).read_to_end(&mut block)?;
            if !block.is_empty() && !block.ends_with(b"\n") {
                input.read_until(b'\n', &mut block)?;
            }
            Ok(())
        })();
        position += 1;
        match read {
            Err(error) => Some(Err(error)),
            Ok(()) => (!block.is_empty()).then_some(Ok((position, block))),
        }
    });
    let seen = aggregator.seen_messages();
    let prepare = |seen: &mut SeenMessages, (position, block): (u64, Vec<u8>)| -> PreparedBatch {
        seen.at_batch(position);
        let mut batch = spare_batches.take().unwrap_or_default();
        prepare_block(redactor, seen, &block, &mut batch);
        spare_blocks.give(block);
        batch
    };
    run(
        blocks,
        default_workers(),
        || seen.clone(),
        prepare,
        |mut batch| {
            aggregator.add_prepared(&mut batch, &mut ids);
            spare_batches.give(batch);
        },
    )?;
    Ok(Summarised { aggregator, ids })
}

/// One block of whole lines, prepared: each line parsed (CR and LF trimmed), its message borrowed from
/// the block where it can be.
fn prepare_block(redactor: &Redactor, seen: &mut SeenMessages, block: &[u8], batch: &mut PreparedBatch) {
    let block = block.strip_suffix(b"\n").unwrap_or(block);
    match std::str::from_utf8(block) {
        Ok(text) => {
            // Counted first, so that the batch is allocated once at its size.
            let mut lines = Vec::with_capacity(memchr::memchr_iter(b'\n', block).count() + 1);
            let mut start = 0;
            for end in memchr::memchr_iter(b'\n', block).chain([block.len()]) {
                lines.push(&text[start..end]);
                start = end + 1;
            }
            Aggregator::prepare_into(redactor, seen, lines.iter().map(|line| parse_plain_line(line, 1970)), batch)
        }
        // Invalid UTF-8 somewhere: each line on its own, invalid sequences replaced.
        Err(_) => {
            let lines: Vec<String> =
                block.split(|b| *b == b'\n').map(|line| String::from_utf8_lossy(line).into_owned()).collect();
            Aggregator::prepare_into(redactor, seen, lines.iter().map(|line| parse_plain_line(line, 1970)), batch)
        }
    }
}
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
/// with more workers (and so more batches in flight) the next batch it needs is more often ready
/// (measured in BENCHMARKS.md). On one core, threads only add switching: none.
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
