//! Documents cut into sections by heading.
//!
//! Markdown: every heading of level 1 to 3 outside a code fence starts a section; the section's path is
//! the chain of headings above it ("Title > Diagnose > Replica lag"). Text files: paragraphs grouped
//! into sections of about [`TEXT_SECTION_CHARS`] characters. Reading is bounded (file count, file size),
//! and unreadable or non-UTF-8 files are skipped with a warning rather than failing the start-up.

use std::path::{Path, PathBuf};

/// The most documents read from one directory.
pub const MAX_DOCUMENTS: usize = 10_000;
/// The largest document read, in bytes.
pub const MAX_DOCUMENT_BYTES: u64 = 4 * 1024 * 1024;
/// The target size of a section of a plain-text document.
pub const TEXT_SECTION_CHARS: usize = 1500;

/// One section of one document: the unit the index ranks and the tool cites.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// The document's path relative to the knowledge directory (or the bundled name).
    pub document: String,
    /// The document's title (its first heading, or its file name).
    pub title: String,
    /// The chain of headings down to this section, title first.
    pub path: Vec<String>,
    pub body: String,
}

impl Section {
    /// The headings below the title, joined: what the tool shows as "section".
    pub fn section_name(&self) -> String {
        self.path.join(" > ")
    }

    /// The section's own heading (the last of the path).
    pub fn heading(&self) -> &str {
        self.path.last().map(String::as_str).unwrap_or(&self.title)
    }
}

#[derive(Debug, Clone, Default)]
pub struct Corpus {
    pub sections: Vec<Section>,
    pub documents: usize,
}

/// The sample runbooks bundled into the binary: the embedded default when no directory is configured.
const BUNDLED: &[(&str, &str)] = &[
    ("postgres-replication-lag.md", include_str!("../../sample/knowledge/postgres-replication-lag.md")),
    ("mysql-connection-exhaustion.md", include_str!("../../sample/knowledge/mysql-connection-exhaustion.md")),
    ("kubernetes-crashloopbackoff.md", include_str!("../../sample/knowledge/kubernetes-crashloopbackoff.md")),
    ("disk-space-exhaustion.md", include_str!("../../sample/knowledge/disk-space-exhaustion.md")),
    ("tls-certificate-expiry.md", include_str!("../../sample/knowledge/tls-certificate-expiry.md")),
    ("kafka-consumer-lag.md", include_str!("../../sample/knowledge/kafka-consumer-lag.md")),
    ("redis-memory-pressure.md", include_str!("../../sample/knowledge/redis-memory-pressure.md")),
    ("http-5xx-spike.md", include_str!("../../sample/knowledge/http-5xx-spike.md")),
    ("dns-resolution-failures.md", include_str!("../../sample/knowledge/dns-resolution-failures.md")),
    ("jvm-memory-and-gc.md", include_str!("../../sample/knowledge/jvm-memory-and-gc.md")),
    ("node-not-ready.md", include_str!("../../sample/knowledge/node-not-ready.md")),
    ("deploy-rollback.md", include_str!("../../sample/knowledge/deploy-rollback.md")),
    ("latency-slo-burn.md", include_str!("../../sample/knowledge/latency-slo-burn.md")),
];

impl Corpus {
    /// The bundled sample runbooks.
    pub fn bundled() -> Corpus {
        let mut corpus = Corpus::default();
        for (name, text) in BUNDLED {
            corpus.add_document(name, text);
        }
        corpus
    }

    /// Every `.md`, `.markdown` and `.txt` file below `dir`, in path order. Fails only when `dir` itself
    /// cannot be read or holds no document at all; the message names what is wrong, not the host.
    pub fn from_dir(dir: &Path) -> Result<Corpus, String> {
        let mut walk = Walk {
            root: std::fs::canonicalize(dir).map_err(|e| format!("cannot read the knowledge directory: {e}"))?,
            visited: Vec::new(),
            files: Vec::new(),
        };
        walk.collect(dir).map_err(|e| format!("cannot read the knowledge directory: {e}"))?;
        let mut files = walk.files;
        // A document reachable under several names (a link beside its target) counts once, under its
        // shortest name (`a.md`, not a ConfigMap's `..data/a.md`).
        files.sort_by(|a, b| (a.0.as_os_str().len(), &a.0).cmp(&(b.0.as_os_str().len(), &b.0)));
        let mut seen = std::collections::HashSet::new();
        files.retain(|(_, resolved)| seen.insert(resolved.clone()));
        files.sort();
        let mut corpus = Corpus::default();
        for (named, file) in files.into_iter().take(MAX_DOCUMENTS) {
            let name = named.strip_prefix(dir).unwrap_or(&named).to_string_lossy().replace('\\', "/");
            match std::fs::metadata(&file) {
                Ok(meta) if meta.len() > MAX_DOCUMENT_BYTES => {
                    tracing::warn!(document = %name, bytes = meta.len(), "knowledge document too large; skipped");
                    continue;
                }
                Err(error) => {
                    tracing::warn!(document = %name, %error, "knowledge document unreadable; skipped");
                    continue;
                }
                Ok(_) => {}
            }
            match std::fs::read_to_string(&file) {
                Ok(text) => corpus.add_document(&name, &text),
                Err(error) => tracing::warn!(document = %name, %error, "knowledge document not UTF-8 text; skipped"),
            }
        }
        if corpus.sections.is_empty() {
            return Err("the knowledge directory holds no .md, .markdown or .txt document with text".to_owned());
        }
        Ok(corpus)
    }

    /// Cuts one document into sections and adds them.
    pub fn add_document(&mut self, name: &str, text: &str) {
        let before = self.sections.len();
        let lower = name.to_ascii_lowercase();
        if lower.ends_with(".txt") {
            self.add_text(name, text);
        } else {
            self.add_markdown(name, text);
        }
        if self.sections.len() > before {
            self.documents += 1;
        }
    }

    fn add_markdown(&mut self, name: &str, text: &str) {
        let fallback_title = file_title(name);
        let mut title: Option<String> = None;
        // (level, heading) of the open headings below the title.
        let mut open: Vec<(usize, String)> = Vec::new();
        let mut body = String::new();
        let mut in_fence = false;
        let flush =
            |title: &Option<String>, open: &[(usize, String)], body: &mut String, sections: &mut Vec<Section>| {
                let text = body.trim();
                if !text.is_empty() {
                    let title = title.clone().unwrap_or_else(|| fallback_title.clone());
                    let mut path = vec![title.clone()];
                    path.extend(open.iter().map(|(_, h)| h.clone()));
                    sections.push(Section { document: name.to_owned(), title, path, body: text.to_owned() });
                }
                body.clear();
            };
        for line in text.lines() {
            let trimmed = line.trim_start();
            if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
                in_fence = !in_fence;
            }
            let heading = if in_fence { None } else { markdown_heading(line) };
            match heading {
                Some((level, heading)) if level <= 3 => {
                    flush(&title, &open, &mut body, &mut self.sections);
                    if level == 1 && title.is_none() {
                        title = Some(heading);
                        open.clear();
                    } else {
                        open.retain(|(l, _)| *l < level);
                        open.push((level, heading));
                    }
                }
                _ => {
                    body.push_str(line);
                    body.push('\n');
                }
            }
        }
        flush(&title, &open, &mut body, &mut self.sections);
    }

    fn add_text(&mut self, name: &str, text: &str) {
        let title = file_title(name);
        let mut body = String::new();
        let mut part = 0;
        let mut push = |body: &mut String, sections: &mut Vec<Section>| {
            let text = body.trim();
            if !text.is_empty() {
                part += 1;
                sections.push(Section {
                    document: name.to_owned(),
                    title: title.clone(),
                    path: vec![title.clone(), format!("part {part}")],
                    body: text.to_owned(),
                });
            }
            body.clear();
        };
        for paragraph in text.split("\n\n") {
            if body.len() + paragraph.len() > TEXT_SECTION_CHARS && !body.is_empty() {
                push(&mut body, &mut self.sections);
            }
            body.push_str(paragraph);
            body.push_str("\n\n");
        }
        push(&mut body, &mut self.sections);
    }
}

/// `## Heading` → (2, "Heading"); not a heading without the space after the hashes.
fn markdown_heading(line: &str) -> Option<(usize, String)> {
    let hashes = line.bytes().take_while(|&b| b == b'#').count();
    if hashes == 0 || hashes > 6 {
        return None;
    }
    let rest = &line[hashes..];
    if !rest.starts_with([' ', '\t']) {
        return None;
    }
    let heading = rest.trim().trim_end_matches('#').trim();
    (!heading.is_empty()).then(|| (hashes, heading.to_owned()))
}

fn file_title(name: &str) -> String {
    let stem = name.rsplit('/').next().unwrap_or(name);
    let stem = stem.rsplit_once('.').map(|(s, _)| s).unwrap_or(stem);
    stem.replace(['-', '_'], " ")
}

/// The documents under a knowledge directory. Symlinks are followed only when they resolve under the
/// directory itself (a mounted ConfigMap is a tree of such links); each directory is walked once, so a
/// link cycle ends. Files are kept as (path as named, resolved path), and the resolved path is read.
struct Walk {
    root: PathBuf,
    visited: Vec<PathBuf>,
    files: Vec<(PathBuf, PathBuf)>,
}

impl Walk {
    fn collect(&mut self, dir: &Path) -> std::io::Result<()> {
        let resolved_dir = std::fs::canonicalize(dir)?;
        if self.visited.contains(&resolved_dir) {
            return Ok(());
        }
        self.visited.push(resolved_dir);
        for entry in std::fs::read_dir(dir)? {
            if self.files.len() >= MAX_DOCUMENTS {
                break;
            }
            let path = entry?.path();
            let Ok(resolved) = std::fs::canonicalize(&path) else { continue };
            if !resolved.starts_with(&self.root) {
                tracing::warn!(entry = %path.display(), "knowledge entry links outside the knowledge directory; skipped");
                continue;
            }
            let Ok(meta) = std::fs::metadata(&resolved) else { continue };
            if meta.is_dir() {
                // A subdirectory that cannot be read is skipped, not fatal.
                if let Err(error) = self.collect(&path) {
                    tracing::warn!(%error, "knowledge subdirectory unreadable; skipped");
                }
            } else if meta.is_file() {
                let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase();
                if matches!(ext.as_str(), "md" | "markdown" | "txt") {
                    self.files.push((path, resolved));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Links inside the directory are followed (a ConfigMap mount), once per document; a link leading
    /// out of it is not, and a link cycle ends.
    #[test]
    fn symlinks_are_followed_only_inside_the_knowledge_directory() {
        let base = tempfile::tempdir().unwrap();
        let (kb, outside) = (base.path().join("kb"), base.path().join("outside"));
        std::fs::create_dir_all(kb.join("..2026_12_01/nested")).unwrap();
        std::fs::create_dir(&outside).unwrap();
        std::fs::write(kb.join("..2026_12_01/nested/disk.md"), "# Disk full\nClean the volume.\n").unwrap();
        std::fs::write(outside.join("secret.md"), "# Secret\nroot password hunter2\n").unwrap();
        std::os::unix::fs::symlink(kb.join("..2026_12_01"), kb.join("..data")).unwrap();
        std::os::unix::fs::symlink(kb.join("..data/nested"), kb.join("nested")).unwrap();
        std::os::unix::fs::symlink(outside.join("secret.md"), kb.join("secret.md")).unwrap();
        std::os::unix::fs::symlink(&kb, kb.join("..2026_12_01/loop")).unwrap();
        let corpus = Corpus::from_dir(&kb).unwrap();
        assert_eq!(corpus.documents, 1);
        let names: Vec<&str> = corpus.sections.iter().map(|s| s.document.as_str()).collect();
        assert!(names.iter().all(|n| *n == "nested/disk.md"), "{names:?}");
    }

    #[test]
    fn markdown_is_cut_by_heading_and_fences_are_not_headings() {
        let mut corpus = Corpus::default();
        corpus.add_document(
            "ops/db.md",
            "# Database\nintro\n## Lag\nreplica behind\n```\n# not a heading\n```\n### Check\nrun x\n## Fix\ndo y\n",
        );
        let names: Vec<String> = corpus.sections.iter().map(Section::section_name).collect();
        assert_eq!(names, ["Database", "Database > Lag", "Database > Lag > Check", "Database > Fix"]);
        assert!(corpus.sections[1].body.contains("# not a heading"));
        assert_eq!(corpus.documents, 1);
    }

    #[test]
    fn text_files_become_paragraph_groups() {
        let mut corpus = Corpus::default();
        let text = format!("{}\n\n{}", "a ".repeat(900), "b ".repeat(900));
        corpus.add_document("notes.txt", &text);
        assert_eq!(corpus.sections.len(), 2);
        assert_eq!(corpus.sections[0].title, "notes");
    }

    #[test]
    fn the_bundled_runbooks_are_all_there() {
        let corpus = Corpus::bundled();
        assert_eq!(corpus.documents, BUNDLED.len());
        assert!(corpus.sections.len() > 50);
    }
}
