//! Where `query_logs` reads: files matched by globs (plain text, JSON lines, Kubernetes CRI pod logs,
//! rotated siblings), or the bundled sample incident.
//!
//! Scanning is newest first and bounded: files by modification time, each read backwards in blocks from
//! its end, never loaded whole; the scan stops at the byte, line or match budget, or once a file's entries
//! are older than the time window. Continuation lines (stack frames) are joined to their entry, CRI
//! partial lines to the line that completes them. Gzip rotations (`.gz`) are decompressed as a stream
//! (their newest 64 MiB kept); other compressed rotations are skipped (and counted). Timestamps without
//! a year (syslog) take the year of their file's modification time.
//!
//! Invariant: only files whose resolved path lies under a root are opened, and the resolved path is what
//! is opened. The roots are the literal directories of the globs (`/var/log/app` of `/var/log/app/*.log`)
//! and the configured extra roots (Kubernetes' `/var/log/containers/*.log` are symlinks into
//! `/var/log/pods`); a symlink leading anywhere else is skipped and counted.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use crate::framing::{Framing, LogRecord, Parsed, parse_line};
use crate::level::Level;
use crate::time::{parse_timestamp_prefix, year_of};

/// The sample logs of a realistic incident, bundled as the embedded default.
const BUNDLED: &[(&str, Framing, &str)] = &[
    ("checkout-api.jsonl", Framing::Plain, include_str!("../sample/logs/checkout-api.jsonl")),
    ("payments-worker.log", Framing::Plain, include_str!("../sample/logs/payments-worker.log")),
    ("ingress/ingress-nginx-controller/controller", Framing::Cri, include_str!("../sample/logs/ingress-nginx.cri.log")),
];

const BLOCK: usize = 64 * 1024;
const MAX_FILES: usize = 1000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogSources {
    Bundled,
    /// Glob patterns of files, and the resolved directories they may be read from.
    Files {
        globs: Vec<String>,
        roots: Vec<PathBuf>,
    },
}

/// What to look for.
#[derive(Debug, Clone, Default)]
pub struct LogQuery {
    pub text: TextMatch,
    pub min_level: Option<Level>,
    /// Substring of the source name (file, or namespace/pod/container).
    pub source: Option<String>,
    pub since_ms: Option<i64>,
    pub until_ms: Option<i64>,
    /// Matching entries to keep (newest first).
    pub max_entries: usize,
}

#[derive(Debug, Clone, Default)]
pub enum TextMatch {
    #[default]
    All,
    /// Every term must occur, case-insensitively (terms are lower-cased).
    Terms(Vec<String>),
    Regex(regex::Regex),
}

impl TextMatch {
    fn matches(&self, text: &str) -> bool {
        match self {
            TextMatch::All => true,
            TextMatch::Terms(terms) => {
                let lower = text.to_lowercase();
                terms.iter().all(|term| lower.contains(term.as_str()))
            }
            TextMatch::Regex(regex) => regex.is_match(text),
        }
    }
}

/// Scan bounds (from configuration).
#[derive(Debug, Clone, Copy)]
pub struct ScanLimits {
    pub max_bytes: u64,
    pub max_lines: usize,
    /// The most message bytes kept across entries (keeps the raw result under its limit).
    pub max_kept_bytes: usize,
}

#[derive(Debug, Default, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ScanStats {
    pub files: usize,
    pub files_skipped_compressed: usize,
    /// Matched files that resolve (through symlinks) outside the log roots: not read.
    #[serde(default)]
    pub files_skipped_outside_roots: usize,
    pub lines_scanned: usize,
    pub bytes_scanned: u64,
    /// Matching entries seen (kept or not).
    pub entries_matched: usize,
    /// The scan stopped at a budget before reading everything in the window.
    pub scan_truncated: bool,
}

pub struct ScanOutcome {
    /// Newest first.
    pub entries: Vec<LogRecord>,
    pub stats: ScanStats,
}

/// The files a scan may read, newest modification first (resolved paths, with the matched path for naming).
struct FileList {
    /// Resolved path, matched path, and the year of the file's modification time (the year of its
    /// timestamps that have none).
    files: Vec<(PathBuf, PathBuf, i64)>,
    compressed: usize,
    outside_roots: usize,
}

impl LogSources {
    /// File sources for `globs`: readable roots are each glob's literal directory plus `extra_roots`,
    /// resolved now (a root that does not exist yet is kept as written and can never match a resolved path
    /// that goes through a symlink, only plain files under it).
    pub fn files(globs: Vec<String>, extra_roots: &[PathBuf]) -> LogSources {
        let mut roots: Vec<PathBuf> = Vec::new();
        for root in globs.iter().map(|g| literal_directory(g)).chain(extra_roots.iter().cloned()) {
            let root = std::fs::canonicalize(&root).unwrap_or(root);
            if !roots.contains(&root) {
                roots.push(root);
            }
        }
        LogSources::Files { globs, roots }
    }

    /// The newest timestamp in the sources: the anchor of relative windows ("15m" = the last 15 minutes
    /// of the logs, which is "now" for live logs and still meaningful for a copied incident).
    pub fn newest_timestamp(&self, year: i64) -> Option<i64> {
        let newest_in = |lines: &mut dyn Iterator<Item = String>, framing| {
            lines.take(200).find_map(|line| match parse_line(&line, framing, "", year) {
                Parsed::Entry(record) => record.timestamp_ms,
                _ => None,
            })
        };
        match self {
            LogSources::Bundled => BUNDLED
                .iter()
                .filter_map(|(_, framing, text)| newest_in(&mut text.lines().rev().map(str::to_owned), *framing))
                .max(),
            LogSources::Files { .. } => self
                .file_list()
                .files
                .iter()
                .filter_map(|(resolved, _, file_year)| {
                    let mut reader = Lines::open(resolved).ok()?;
                    let framing = reader.framing(resolved);
                    let year = *file_year;
                    let newest = |lines: &mut dyn Iterator<Item = String>| {
                        lines.take(200).find_map(|line| match parse_line(&line, framing, "", year) {
                            Parsed::Entry(record) => record.timestamp_ms,
                            _ => None,
                        })
                    };
                    newest(&mut std::iter::from_fn(|| reader.next_line()))
                })
                .max(),
        }
    }

    /// Files matched by the globs that resolve under the roots, newest modification first.
    fn file_list(&self) -> FileList {
        let mut list = FileList { files: Vec::new(), compressed: 0, outside_roots: 0 };
        let LogSources::Files { globs, roots } = self else { return list };
        let mut files: Vec<(std::time::SystemTime, PathBuf, PathBuf)> = Vec::new();
        for pattern in globs {
            let Ok(paths) = glob::glob(pattern) else { continue };
            for path in paths.flatten() {
                let Ok(resolved) = std::fs::canonicalize(&path) else { continue };
                let Ok(meta) = std::fs::metadata(&resolved) else { continue };
                if !meta.is_file() {
                    continue;
                }
                if !roots.iter().any(|root| resolved.starts_with(root)) {
                    list.outside_roots += 1;
                    continue;
                }
                let name = path.to_string_lossy();
                if [".zst", ".bz2", ".xz", ".zip"].iter().any(|ext| name.ends_with(ext)) {
                    list.compressed += 1;
                    continue;
                }
                // Two matched names for one file (a symlink and its target) are read once.
                if files.iter().any(|(_, _, r)| r == &resolved) {
                    continue;
                }
                files.push((meta.modified().unwrap_or(std::time::UNIX_EPOCH), path, resolved));
            }
        }
        files.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        list.files = files
            .into_iter()
            .take(MAX_FILES)
            .map(|(modified, path, resolved)| {
                let ms = modified.duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64);
                (resolved, path, year_of(ms))
            })
            .collect();
        list
    }

    /// Scans newest first for `query`, within `limits`.
    pub fn scan(&self, query: &LogQuery, limits: ScanLimits, year: i64) -> ScanOutcome {
        let mut scan = Scan { query, limits, entries: Vec::new(), kept_bytes: 0, stats: ScanStats::default() };
        match self {
            LogSources::Bundled => {
                for (name, framing, text) in BUNDLED {
                    scan.stats.files += 1;
                    let mut lines = text.lines().rev().map(str::to_owned);
                    if !scan.source(&mut lines, *framing, name, year) {
                        break;
                    }
                }
            }
            LogSources::Files { .. } => {
                let list = self.file_list();
                scan.stats.files_skipped_compressed = list.compressed;
                scan.stats.files_skipped_outside_roots = list.outside_roots;
                for (resolved, path, file_year) in list.files {
                    let Ok(mut reader) = Lines::open(&resolved) else {
                        if resolved.to_string_lossy().ends_with(".gz") {
                            scan.stats.files_skipped_compressed += 1;
                        }
                        continue;
                    };
                    scan.stats.files += 1;
                    let name = source_name(&path);
                    let framing = reader.framing(&resolved);
                    let mut lines = std::iter::from_fn(|| reader.next_line());
                    if !scan.source(&mut lines, framing, &name, file_year) {
                        break;
                    }
                }
            }
        }
        // Several files interleave in time: newest first overall.
        scan.entries.sort_by_key(|entry| std::cmp::Reverse(entry.timestamp_ms));
        ScanOutcome { entries: scan.entries, stats: scan.stats }
    }
}

/// The directory part of a glob before its first component with a pattern character: the directory
/// every match lies under by construction (`.` for a relative glob that starts with a pattern).
fn literal_directory(glob: &str) -> PathBuf {
    let mut directory = PathBuf::new();
    let components: Vec<&str> = glob.split('/').collect();
    for (index, component) in components.iter().enumerate() {
        if index + 1 == components.len() || component.contains(['*', '?', '[', '{']) {
            break;
        }
        directory.push(if component.is_empty() && index == 0 { "/" } else { component });
    }
    if directory.as_os_str().is_empty() { PathBuf::from(".") } else { directory }
}

/// Whether `entry` is the header of a two-line record and `next` (the line right after it: `adjacent`)
/// its body: java.util.logging's default format writes `Nov 30, 2026 1:05:09 PM
/// com.example.App main` and then `SEVERE: message`. The header has a time and names a class and a
/// method; the body has a level and no time.
fn joins_header(entry: &LogRecord, next: &LogRecord, adjacent: bool) -> bool {
    let names_class_and_method = || {
        let mut words = entry.message.split(' ');
        let (Some(class), Some(method), None) = (words.next(), words.next(), words.next()) else { return false };
        let identifier = |word: &str, extra: &[u8]| {
            !word.is_empty()
                && word.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || extra.contains(&b))
        };
        class.contains('.') && identifier(class, b".") && identifier(method, b"<>")
    };
    adjacent
        && entry.timestamp_ms.is_some()
        && entry.level.is_none()
        && next.timestamp_ms.is_none()
        && next.level.is_some()
        && names_class_and_method()
}

/// One entry of a two-line record: the header's time, the body's level, `class method: message`.
fn join_two_line_record(header: &mut LogRecord, body: LogRecord) {
    header.level = body.level;
    header.message.push_str(": ");
    header.message.push_str(&body.message);
}

/// Lines a scan holds while it reads backwards to the entry they belong to, at most (then they are taken
/// as entries of their own): far more than a stack trace or a printed table has, far less than memory.
const MAX_HELD_LINES: usize = 4_096;
const MAX_HELD_BYTES: usize = 1 << 20;

struct Scan<'a> {
    query: &'a LogQuery,
    limits: ScanLimits,
    entries: Vec<LogRecord>,
    kept_bytes: usize,
    stats: ScanStats,
}

impl Scan<'_> {
    /// Reads one source's lines (newest first). Returns false when a budget stops the whole scan.
    fn source(&mut self, lines: &mut dyn Iterator<Item = String>, framing: Framing, name: &str, year: i64) -> bool {
        if let Some(wanted) = &self.query.source {
            if !name.to_lowercase().contains(&wanted.to_lowercase()) {
                return true;
            }
        }
        let mut pending: Option<LogRecord> = None;
        // The lines below the next entry above (newest first), each with whether it is a line without a
        // header (an entry of its own should no entry with a header be above it), and their bytes.
        let mut continuation: Vec<(String, bool)> = Vec::new();
        let mut held_bytes = 0;
        for line in lines {
            if self.stats.lines_scanned >= self.limits.max_lines || self.stats.bytes_scanned >= self.limits.max_bytes {
                self.stats.scan_truncated = true;
                return false;
            }
            self.stats.lines_scanned += 1;
            self.stats.bytes_scanned += line.len() as u64 + 1;
            match parse_line(&line, framing, name, year) {
                Parsed::Partial(text) => {
                    if let Some(entry) = pending.as_mut() {
                        entry.message.insert_str(0, &text);
                    }
                }
                Parsed::Continuation(text) => {
                    if let Some(entry) = pending.take() {
                        if !self.offer(entry) {
                            return false;
                        }
                    }
                    held_bytes += text.len();
                    continuation.push((text, false));
                }
                // A plain line without a time or a level belongs to the entry above it, as multi-line
                // codecs read logs (an event starts at its header): a private key, a table or a record
                // printed below a log line stays with it, whatever a query then selects.
                Parsed::Entry(entry)
                    if entry.timestamp_ms.is_none()
                        && entry.level.is_none()
                        && framing == Framing::Plain
                        && !line.trim_start().starts_with('{') =>
                {
                    if let Some(entry) = pending.take() {
                        if !self.offer(entry) {
                            return false;
                        }
                    }
                    held_bytes += line.len();
                    continuation.push((line.trim_end_matches(['\r', '\n']).to_owned(), true));
                }
                Parsed::Entry(mut entry) => {
                    if let Some(previous) = pending.take() {
                        // Read backwards, the line after a two-line record's header comes first.
                        if joins_header(&entry, &previous, continuation.is_empty()) {
                            join_two_line_record(&mut entry, previous);
                        } else if !self.offer(previous) {
                            return false;
                        }
                    }
                    for (text, _) in continuation.drain(..).rev() {
                        entry.message.push('\n');
                        entry.message.push_str(&text);
                    }
                    held_bytes = 0;
                    // Entries only get older from here: past the window's start, this source is done.
                    if let (Some(since), Some(time)) = (self.query.since_ms, entry.timestamp_ms) {
                        if time < since {
                            return true;
                        }
                    }
                    pending = Some(entry);
                }
            }
            // Memory stays bounded: past this many held lines, no entry above is waited for.
            if continuation.len() > MAX_HELD_LINES || held_bytes > MAX_HELD_BYTES {
                held_bytes = 0;
                if !self.offer_unheaded(&mut continuation, name, year) {
                    return false;
                }
            }
        }
        if let Some(entry) = pending {
            return self.offer(entry);
        }
        // The file's first lines, with no entry with a header above them.
        self.offer_unheaded(&mut continuation, name, year)
    }

    /// Held lines (newest first) with no entry with a header above them, taken as they stand: each line
    /// without a header an entry, the continuation lines below it its own; continuation lines above all
    /// of them one more.
    fn offer_unheaded(&mut self, held: &mut Vec<(String, bool)>, name: &str, year: i64) -> bool {
        let mut entries: Vec<LogRecord> = Vec::new();
        for (text, unheaded) in held.drain(..).rev() {
            let own = || LogRecord { timestamp_ms: None, level: None, message: text.clone(), source: name.to_owned() };
            match (unheaded, entries.last_mut()) {
                (true, _) => entries.push(match parse_line(&text, Framing::Plain, name, year) {
                    Parsed::Entry(entry) => entry,
                    _ => own(),
                }),
                (false, Some(entry)) => {
                    entry.message.push('\n');
                    entry.message.push_str(&text);
                }
                (false, None) => entries.push(own()),
            }
        }
        entries.into_iter().rev().all(|entry| self.offer(entry))
    }

    /// Applies the filters; returns false when the match budget is full.
    fn offer(&mut self, entry: LogRecord) -> bool {
        let query = self.query;
        let in_window = match entry.timestamp_ms {
            Some(time) => query.since_ms.is_none_or(|s| time >= s) && query.until_ms.is_none_or(|u| time <= u),
            None => true,
        };
        let level_ok = match (query.min_level, entry.level) {
            (Some(min), Some(level)) => level >= min,
            (Some(_), None) => false,
            (None, _) => true,
        };
        if !(in_window && level_ok && query.text.matches(&entry.message)) {
            return true;
        }
        self.stats.entries_matched += 1;
        if self.entries.len() >= query.max_entries || self.kept_bytes + entry.message.len() > self.limits.max_kept_bytes
        {
            self.stats.scan_truncated = true;
            return false;
        }
        self.kept_bytes += entry.message.len() + 64;
        self.entries.push(entry);
        true
    }
}

/// How a file's lines are framed, by its path or else by its first line.
fn framing_of(path: &Path, first: &str) -> Framing {
    let name = path.to_string_lossy();
    if name.contains("/var/log/pods/") || name.contains("/var/log/containers/") || name.contains(".cri.log") {
        return Framing::Cri;
    }
    let mut parts = first.splitn(4, ' ');
    let cri = parts.next().and_then(|t| parse_timestamp_prefix(t, 0)).is_some()
        && matches!(parts.next(), Some("stdout" | "stderr"))
        && matches!(parts.next(), Some("P" | "F"));
    if cri { Framing::Cri } else { Framing::Plain }
}

/// `namespace/pod/container` for `/var/log/pods/<ns>_<pod>_<uid>/<container>/N.log`, else the file name.
fn source_name(path: &Path) -> String {
    let text = path.to_string_lossy();
    if let Some(rest) = text.split("/var/log/pods/").nth(1) {
        let mut parts = rest.split('/');
        if let (Some(pod_dir), Some(container)) = (parts.next(), parts.next()) {
            let mut pod = pod_dir.splitn(3, '_');
            if let (Some(ns), Some(name)) = (pod.next(), pod.next()) {
                return format!("{ns}/{name}/{container}");
            }
        }
    }
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| text.into_owned())
}

/// The most decompressed bytes kept of one compressed file: its newest part.
const MAX_DECOMPRESSED: usize = 64 << 20;

/// A file's lines from the last to the first: a plain file read in blocks from its end, a gzip file
/// (a rotated `.gz`) decompressed as a stream, of which the last [`MAX_DECOMPRESSED`] bytes are kept.
enum Lines {
    Plain(ReverseLines),
    /// Oldest first; popped from the end.
    Decompressed(Vec<String>),
}

impl Lines {
    fn open(path: &Path) -> std::io::Result<Lines> {
        if !path.to_string_lossy().ends_with(".gz") {
            return ReverseLines::open(path).map(Lines::Plain);
        }
        let mut decoder = flate2::read::MultiGzDecoder::new(std::io::BufReader::new(File::open(path)?));
        let mut text: Vec<u8> = Vec::new();
        let mut chunk = vec![0u8; BLOCK];
        loop {
            let n = match decoder.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => n,
                // Not gzip at all: the file is skipped like other compressed files.
                Err(error) if text.is_empty() => return Err(error),
                // A truncated or corrupt stream: what came before it still counts.
                Err(_) => break,
            };
            text.extend_from_slice(&chunk[..n]);
            if text.len() > 2 * MAX_DECOMPRESSED {
                // Keep the newest part, from a line start.
                let cut = text.len() - MAX_DECOMPRESSED;
                let start = memchr::memchr(b'\n', &text[cut..]).map_or(cut, |at| cut + at + 1);
                text.drain(..start);
            }
        }
        if text.len() > MAX_DECOMPRESSED {
            let cut = text.len() - MAX_DECOMPRESSED;
            let start = memchr::memchr(b'\n', &text[cut..]).map_or(cut, |at| cut + at + 1);
            text.drain(..start);
        }
        let text = String::from_utf8_lossy(&text);
        let text = text.strip_suffix('\n').unwrap_or(&text);
        let lines = if text.is_empty() { Vec::new() } else { text.split('\n').map(str::to_owned).collect() };
        Ok(Lines::Decompressed(lines))
    }

    fn next_line(&mut self) -> Option<String> {
        match self {
            Lines::Plain(reader) => reader.next_line(),
            Lines::Decompressed(lines) => lines.pop(),
        }
    }

    /// The framing of these lines (`path` is the file's).
    fn framing(&self, path: &Path) -> Framing {
        let first = match self {
            Lines::Plain(_) => {
                let mut buffer = [0u8; 512];
                let n = File::open(path).and_then(|mut file| file.read(&mut buffer)).unwrap_or(0);
                String::from_utf8_lossy(&buffer[..n]).lines().next().unwrap_or("").to_owned()
            }
            Lines::Decompressed(lines) => lines.first().cloned().unwrap_or_default(),
        };
        framing_of(path, &first)
    }
}

/// A file's lines from the last to the first, read in blocks from the end.
struct ReverseLines {
    file: File,
    /// Bytes of the file not yet read (everything before this offset).
    position: u64,
    /// Read bytes not yet returned (the start of a line whose beginning is in an earlier block).
    carry: Vec<u8>,
    lines: Vec<String>,
    /// The next block read is the file's last: its trailing newline ends the last line, it is no line.
    at_end: bool,
}

impl ReverseLines {
    fn open(path: &Path) -> std::io::Result<ReverseLines> {
        let mut file = File::open(path)?;
        let position = file.seek(SeekFrom::End(0))?;
        Ok(ReverseLines { file, position, carry: Vec::new(), lines: Vec::new(), at_end: true })
    }

    fn next_line(&mut self) -> Option<String> {
        loop {
            if let Some(line) = self.lines.pop() {
                return Some(line);
            }
            if self.position == 0 {
                if self.carry.is_empty() {
                    return None;
                }
                let line = String::from_utf8_lossy(&self.carry).into_owned();
                self.carry.clear();
                return Some(line);
            }
            let size = (BLOCK as u64).min(self.position) as usize;
            self.position -= size as u64;
            let mut block = vec![0u8; size];
            if self.file.seek(SeekFrom::Start(self.position)).is_err() || self.file.read_exact(&mut block).is_err() {
                self.position = 0;
                self.carry.clear();
                return None;
            }
            block.extend_from_slice(&self.carry);
            // The first piece may continue into the previous block: keep it for later.
            let mut pieces = block.split(|b| *b == b'\n');
            self.carry = pieces.next().unwrap_or_default().to_vec();
            // Pushed oldest first, popped newest first; a trailing newline leaves an empty last piece.
            let mut lines: Vec<String> = pieces.map(|p| String::from_utf8_lossy(p).into_owned()).collect();
            if std::mem::take(&mut self.at_end) && lines.last().is_some_and(String::is_empty) {
                lines.pop();
            }
            self.lines = lines;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::format_timestamp;
    use std::io::Write;

    #[test]
    fn lines_come_back_newest_first_across_blocks() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.log");
        let mut file = File::create(&path).unwrap();
        let expected: Vec<String> = (0..20_000).map(|i| format!("line {i} {}", "x".repeat(i % 50))).collect();
        for line in &expected {
            writeln!(file, "{line}").unwrap();
        }
        drop(file);
        let mut reader = ReverseLines::open(&path).unwrap();
        let got: Vec<String> = std::iter::from_fn(|| reader.next_line()).collect();
        let mut reversed = expected.clone();
        reversed.reverse();
        assert_eq!(got, reversed);
    }

    /// A directory holding one log file with `text` (kept alive by the returned guard), and its sources.
    fn one_file(name: &str, text: &str) -> (tempfile::TempDir, LogSources) {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(name), text).unwrap();
        let sources = LogSources::files(vec![format!("{}/*.log", dir.path().display())], &[]);
        (dir, sources)
    }

    #[test]
    fn the_literal_directory_of_a_glob_is_where_its_matches_lie() {
        assert_eq!(literal_directory("/var/log/app/*.log"), PathBuf::from("/var/log/app"));
        assert_eq!(literal_directory("/var/log/**/x.log"), PathBuf::from("/var/log"));
        assert_eq!(literal_directory("/var/log/app/current.log"), PathBuf::from("/var/log/app"));
        assert_eq!(literal_directory("*.log"), PathBuf::from("."));
        assert_eq!(literal_directory("logs/a[0-9]/*.log"), PathBuf::from("logs"));
    }

    /// A symlink out of the roots is counted and not read; one into a configured extra root is read
    /// (Kubernetes' container log links), and a link beside its target is read once.
    #[test]
    fn symlinks_are_read_only_when_they_resolve_under_a_root() {
        let base = tempfile::tempdir().unwrap();
        let (logs, pods, secret) = (base.path().join("containers"), base.path().join("pods"), base.path().join("etc"));
        for dir in [&logs, &pods, &secret] {
            std::fs::create_dir(dir).unwrap();
        }
        std::fs::write(secret.join("shadow"), "2024-05-01T12:00:00Z ERROR root:$6$salt$hash\n").unwrap();
        std::fs::write(pods.join("0.log"), "2024-05-01T12:00:00Z ERROR pod failed\n").unwrap();
        std::fs::write(logs.join("app.log"), "2024-05-01T12:00:01Z WARN app slow\n").unwrap();
        std::os::unix::fs::symlink(secret.join("shadow"), logs.join("shadow.log")).unwrap();
        std::os::unix::fs::symlink(pods.join("0.log"), logs.join("pod.log")).unwrap();
        std::os::unix::fs::symlink(logs.join("app.log"), logs.join("again.log")).unwrap();
        let glob = vec![format!("{}/*.log", logs.display())];
        let query = LogQuery { max_entries: 10, ..Default::default() };

        let outcome = LogSources::files(glob.clone(), &[]).scan(&query, LIMITS, 2024);
        let messages: Vec<&str> = outcome.entries.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(messages, ["app slow"]);
        assert_eq!((outcome.stats.files, outcome.stats.files_skipped_outside_roots), (1, 2));

        let outcome = LogSources::files(glob, std::slice::from_ref(&pods)).scan(&query, LIMITS, 2024);
        let messages: Vec<&str> = outcome.entries.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(messages, ["app slow", "pod failed"]);
        assert_eq!((outcome.stats.files, outcome.stats.files_skipped_outside_roots), (2, 1));
    }

    const LIMITS: ScanLimits = ScanLimits { max_bytes: 1 << 20, max_lines: 1000, max_kept_bytes: 1 << 20 };

    #[test]
    fn stack_traces_join_their_entry_and_filters_apply() {
        let (_dir, sources) = one_file(
            "app.log",
            "2024-05-01T12:00:00Z INFO started\n2024-05-01T12:00:05Z ERROR request failed\njava.lang.IllegalStateException: boom\n\tat a.B.c(B.java:1)\n2024-05-01T12:00:09Z WARN slow\n",
        );
        let query = LogQuery { min_level: Some(Level::Warn), max_entries: 10, ..Default::default() };
        let outcome = sources.scan(&query, LIMITS, 2024);
        let messages: Vec<&str> = outcome.entries.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(messages, ["slow", "request failed\njava.lang.IllegalStateException: boom\n\tat a.B.c(B.java:1)"]);
        let since = LogQuery {
            since_ms: Some(outcome.entries[0].timestamp_ms.unwrap() - 1000),
            max_entries: 10,
            ..Default::default()
        };
        assert_eq!(sources.scan(&since, LIMITS, 2024).entries.len(), 1);
    }

    /// A plain line without a time or a level belongs to the entry above it, so a query that selects a
    /// line of a private key printed below a log line gets the whole key with its armour (and redaction
    /// knows what it is); the file's first lines, with no such entry above them, are entries as they stand
    /// (none is lost), and JSON lines always are.
    #[test]
    fn lines_without_a_header_stay_with_the_entry_above() {
        let (_dir, sources) = one_file(
            "app.log",
            "    at the top\nbanner v1.2\n  indented under it\n2024-05-01T12:00:00Z INFO loaded key\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7b3k\nZm9vYmFy\n-----END RSA PRIVATE KEY-----\n2024-05-01T12:00:05Z WARN slow\n{\"msg\":\"no time\"}\n",
        );
        let query = |text: TextMatch| LogQuery { text, max_entries: 10, ..Default::default() };
        let outcome = sources.scan(&query(TextMatch::Terms(vec!["zm9vymfy".into()])), LIMITS, 2024);
        let messages: Vec<&str> = outcome.entries.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "loaded key\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7b3k\nZm9vYmFy\n-----END RSA PRIVATE KEY-----"
            ]
        );
        let outcome = sources.scan(&query(TextMatch::All), LIMITS, 2024);
        let messages: Vec<&str> = outcome.entries.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(messages.len(), 5, "{messages:?}");
        assert_eq!(messages[0], "slow");
        assert_eq!(messages[2..], ["no time", "banner v1.2\n  indented under it", "    at the top"]);
    }

    /// A scan holds at most so many lines while it looks for the entry they belong to; past that they are
    /// entries of their own, and none is lost.
    #[test]
    fn held_lines_are_bounded() {
        let mut text = String::from("2024-05-01T12:00:00Z INFO dump follows\n");
        for i in 0..10_000 {
            text.push_str(&format!("row {i} of the dump\n"));
        }
        let (_dir, sources) = one_file("dump.log", &text);
        let query = LogQuery { max_entries: 20_000, ..Default::default() };
        let limits = ScanLimits { max_bytes: 1 << 24, max_lines: 100_000, max_kept_bytes: 1 << 24 };
        let outcome = sources.scan(&query, limits, 2024);
        let lines: usize = outcome.entries.iter().map(|e| e.message.lines().count()).sum();
        assert_eq!(lines, 10_001, "every line in some entry");
        let headed = outcome.entries.iter().find(|e| e.timestamp_ms.is_some()).unwrap();
        assert!(headed.message.lines().count() <= MAX_HELD_LINES + 1, "the held lines were bounded");
        assert_eq!(outcome.entries.len(), 1 + 10_000 - (headed.message.lines().count() - 1));
    }

    /// A gzip rotation is read like its plain sibling, newest first, and a syslog line without a year
    /// takes its file's modification year (not the scan's).
    #[test]
    fn gzip_rotations_are_read_and_yearless_times_take_the_file_year() {
        let dir = tempfile::tempdir().unwrap();
        let gz = dir.path().join("auth.log.2.gz");
        let mut encoder = flate2::write::GzEncoder::new(File::create(&gz).unwrap(), flate2::Compression::fast());
        encoder.write_all(b"Mar  3 10:00:00 host sshd[1]: Accepted password for ann\nMar  3 10:00:05 host sshd[2]: Failed password for bob\n").unwrap();
        encoder.finish().unwrap();
        // Modified in 2021: its year-less lines are from 2021.
        let modified = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_623_000_000);
        File::options().write(true).open(&gz).unwrap().set_modified(modified).unwrap();
        std::fs::write(dir.path().join("broken.log.1.gz"), b"not gzip at all").unwrap();
        std::fs::write(dir.path().join("old.log.3.zst"), b"skipped").unwrap();
        let sources = LogSources::files(vec![format!("{}/*", dir.path().display())], &[]);
        let outcome = sources.scan(&LogQuery { max_entries: 10, ..Default::default() }, LIMITS, 2026);
        let entries: Vec<(String, &str)> = outcome
            .entries
            .iter()
            .map(|e| (e.timestamp_ms.map(format_timestamp).unwrap_or_default(), e.message.as_str()))
            .collect();
        assert_eq!(
            entries,
            [
                ("2021-03-03T10:00:05.000Z".to_owned(), "host sshd[2]: Failed password for bob"),
                ("2021-03-03T10:00:00.000Z".to_owned(), "host sshd[1]: Accepted password for ann"),
            ]
        );
        // The zst file, and the `.gz` that is not gzip.
        assert_eq!(outcome.stats.files_skipped_compressed, 2);
        assert_eq!(outcome.stats.files, 1);
    }

    /// java.util.logging's two-line records are one entry each: the header's time, the body's level,
    /// the stack trace below the body kept; a level line without such a header stays an entry.
    #[test]
    fn two_line_jul_records_are_one_entry() {
        let (_dir, sources) = one_file(
            "catalina.log",
            "Nov 30, 2026 1:05:09 PM org.apache.catalina.startup.Catalina start\nINFO: Server startup in 412 ms\n\
             Nov 30, 2026 1:06:00 PM com.example.OrderService place\nSEVERE: order failed\n\
             java.sql.SQLException: timeout\n\tat com.example.Db.run(Db.java:7)\n\
             WARNING: no header above\n",
        );
        let outcome = sources.scan(&LogQuery { max_entries: 10, ..Default::default() }, LIMITS, 2026);
        let entries: Vec<(Option<String>, Option<Level>, &str)> = outcome
            .entries
            .iter()
            .map(|e| (e.timestamp_ms.map(format_timestamp), e.level, e.message.as_str()))
            .collect();
        assert_eq!(
            entries,
            [
                (
                    Some("2026-11-30T13:06:00.000Z".to_owned()),
                    Some(Level::Error),
                    "com.example.OrderService place: order failed\njava.sql.SQLException: timeout\n\tat com.example.Db.run(Db.java:7)"
                ),
                (
                    Some("2026-11-30T13:05:09.000Z".to_owned()),
                    Some(Level::Info),
                    "org.apache.catalina.startup.Catalina start: Server startup in 412 ms"
                ),
                (None, Some(Level::Warn), "no header above"),
            ]
        );
    }
}
