//! A value loaded from files and loaded again when they change: TLS certificates rotated by
//! cert-manager, token files and Secrets updated in place (Kubernetes swaps a `..data` symlink, so the
//! file a path resolves to changes).
//!
//! The files are looked at (one `stat` each) at most once per [`CHECK_EVERY`], on use; a change that does
//! not load (a key that does not match its certificate yet) keeps the previous value, is logged, and is
//! tried again at the next change.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant, SystemTime};

/// How often the files are looked at.
pub const CHECK_EVERY: Duration = Duration::from_secs(1);

type Loader<T> = Box<dyn Fn() -> Result<T, String> + Send + Sync>;
/// What identifies a file's content without reading it: size, modification time, inode (after symlinks).
type Fingerprint = Vec<Option<(u64, SystemTime, u64)>>;

pub struct Watched<T> {
    what: &'static str,
    paths: Vec<PathBuf>,
    load: Loader<T>,
    seen: Mutex<(Fingerprint, Instant)>,
    current: RwLock<Arc<T>>,
}

impl<T> Watched<T> {
    /// Loads once now (an error stops the start) and keeps the loader for changes.
    pub fn new(
        what: &'static str,
        paths: Vec<PathBuf>,
        load: impl Fn() -> Result<T, String> + Send + Sync + 'static,
    ) -> Result<Watched<T>, String> {
        let fingerprint = fingerprint(&paths);
        let value = load()?;
        Ok(Watched {
            what,
            paths,
            load: Box::new(load),
            seen: Mutex::new((fingerprint, Instant::now())),
            current: RwLock::new(Arc::new(value)),
        })
    }

    /// The current value, loaded again first if the files changed since they were last looked at.
    pub fn get(&self) -> Arc<T> {
        if let Ok(mut seen) = self.seen.try_lock()
            && seen.1.elapsed() >= CHECK_EVERY
        {
            seen.1 = Instant::now();
            let now = fingerprint(&self.paths);
            if now != seen.0 {
                // Marked seen either way: files that do not load are tried again when they change again
                // (a certificate and its key written one after the other), not every second with a warning.
                seen.0 = now;
                match (self.load)() {
                    Ok(value) => {
                        *self.current.write().unwrap_or_else(|p| p.into_inner()) = Arc::new(value);
                        tracing::info!(what = self.what, "files changed; loaded again");
                    }
                    Err(error) => {
                        tracing::warn!(what = self.what, %error, "files changed but do not load; keeping the previous ones")
                    }
                }
            }
        }
        self.current.read().unwrap_or_else(|p| p.into_inner()).clone()
    }
}

fn fingerprint(paths: &[PathBuf]) -> Fingerprint {
    use std::os::unix::fs::MetadataExt;
    paths
        .iter()
        .map(|path| {
            std::fs::metadata(path).ok().map(|m| (m.len(), m.modified().unwrap_or(SystemTime::UNIX_EPOCH), m.ino()))
        })
        .collect()
}
