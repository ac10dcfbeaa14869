//! Text analysis shared by indexing and questions: words, stems, stop words, code tokens, language.
//!
//! * Words are runs of letters and digits, lower-cased; a mixed-case word (`CrashLoopBackOff`) also gives
//!   its camel-case parts as *extra* terms.
//! * A whitespace-separated chunk with inner punctuation (`pg_hba.conf`, `status=203/EXEC`, `ORA-01555`,
//!   `worker_prefetch_multiplier`) also gives the whole chunk, lower-cased, as a *code* term, so an
//!   identifier or error code pasted by the user matches exactly, not only by its parts.
//! * Stemming and stop words follow the language of the text, detected by counting each language's
//!   function words ([`detect_language`]); English is the default.
//!
//! Invariant: the same text analysed under the same language always gives the same terms, so a question
//! and a section meet on equal terms. A stem never contains a space (phrase keys use one as separator).

use frostem::{Algorithm, Stemmer};

/// Words longer than this are not terms (hashes, base64, minified text).
const MAX_WORD_CHARS: usize = 40;
/// A code chunk longer than this is not a code term.
const MAX_CODE_CHARS: usize = 64;
/// Characters a detection sample stops at: enough words to count function words reliably.
const DETECTION_SAMPLE_CHARS: usize = 4000;

/// The languages whose stemmer and stop words are known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    English,
    German,
    French,
    Spanish,
    Italian,
    Portuguese,
    Dutch,
}

impl Language {
    pub const ALL: [Language; 7] = [
        Language::English,
        Language::German,
        Language::French,
        Language::Spanish,
        Language::Italian,
        Language::Portuguese,
        Language::Dutch,
    ];

    fn algorithm(self) -> Algorithm {
        match self {
            Language::English => Algorithm::English,
            Language::German => Algorithm::German,
            Language::French => Algorithm::French,
            Language::Spanish => Algorithm::Spanish,
            Language::Italian => Algorithm::Italian,
            Language::Portuguese => Algorithm::Portuguese,
            Language::Dutch => Algorithm::Dutch,
        }
    }

    /// The language's function words (and, for English, question filler that names no topic).
    pub fn stop_words(self) -> &'static [&'static str] {
        match self {
            Language::English => ENGLISH_STOP,
            Language::German => GERMAN_STOP,
            Language::French => FRENCH_STOP,
            Language::Spanish => SPANISH_STOP,
            Language::Italian => ITALIAN_STOP,
            Language::Portuguese => PORTUGUESE_STOP,
            Language::Dutch => DUTCH_STOP,
        }
    }

    pub fn is_stop_word(self, word: &str) -> bool {
        self.stop_words().binary_search(&word).is_ok()
    }
}

/// The language whose function words are most frequent in `text`, or `None` when no language stands out
/// (fewer than 3 function words, or two languages close).
pub fn detect_language(text: &str) -> Option<Language> {
    let mut end = text.len().min(DETECTION_SAMPLE_CHARS);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let mut counts = [0usize; Language::ALL.len()];
    for word in text[..end].split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()) {
        let word = word.to_lowercase();
        for (count, language) in counts.iter_mut().zip(Language::ALL) {
            *count += usize::from(language.is_stop_word(&word));
        }
    }
    let mut ranked: Vec<(usize, Language)> = counts.into_iter().zip(Language::ALL).collect();
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let (best, language) = ranked[0];
    let second = ranked[1].0;
    (best >= 3 && best * 2 >= second * 3).then_some(language)
}

/// One word of a text, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    pub stem: String,
    pub stop: bool,
    /// Written like a name: capitals inside it (`MySQL`, `GTID`), letters and digits mixed, part of a code
    /// chunk, or capitalised anywhere but at the start of a sentence.
    pub name: bool,
}

/// A text, analysed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Analysed {
    /// Every word in text order, stop words marked.
    pub words: Vec<Word>,
    /// Terms that are not words in sequence: camel-case parts and whole code chunks.
    pub extras: Vec<String>,
}

impl Analysed {
    /// The stems of the content words (not stop words), in order.
    pub fn content_stems(&self) -> impl Iterator<Item = &str> {
        self.words.iter().filter(|w| !w.stop).map(|w| w.stem.as_str())
    }

    /// Adjacent content words (stop words between them skipped) as phrase keys `"a b"`.
    pub fn phrase_keys(&self) -> Vec<String> {
        let stems: Vec<&str> = self.content_stems().collect();
        stems.windows(2).filter(|pair| pair[0] != pair[1]).map(|pair| phrase_key(pair[0], pair[1])).collect()
    }
}

pub fn phrase_key(first: &str, second: &str) -> String {
    format!("{first} {second}")
}

/// Stemming and stop words of one language.
#[derive(Clone, Copy)]
pub struct Analyser {
    pub language: Language,
    stemmer: Stemmer,
}

impl std::fmt::Debug for Analyser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Analyser").field("language", &self.language).finish()
    }
}

impl Analyser {
    pub fn new(language: Language) -> Analyser {
        Analyser { language, stemmer: Stemmer::new(language.algorithm()) }
    }

    /// The stem of one lower-cased word.
    pub fn stem(&self, word: &str) -> String {
        self.stemmer.stem(word).into_owned()
    }

    pub fn analyse(&self, text: &str) -> Analysed {
        let mut out = Analysed::default();
        let mut sentence_start = true;
        for chunk in text.split_whitespace() {
            self.analyse_chunk(chunk, sentence_start, &mut out);
            sentence_start = chunk.ends_with(['.', '?', '!', ':']);
        }
        out
    }

    fn analyse_chunk(&self, chunk: &str, sentence_start: bool, out: &mut Analysed) {
        // Markdown and man-page escapes (`Exec\*=`) are not part of what the user would type.
        let unescaped;
        let chunk = if chunk.contains('\\') {
            unescaped = chunk.replace('\\', "");
            unescaped.as_str()
        } else {
            chunk
        };
        let core = chunk.trim_matches(|c: char| !c.is_alphanumeric());
        if core.is_empty() {
            return;
        }
        // An apostrophe makes a possessive or a contraction ("site's", "can't"), not an identifier.
        let code = core.contains(|c: char| !c.is_alphanumeric() && !matches!(c, '\'' | '’'));
        let mut pieces = 0;
        for piece in core.split(|c: char| !c.is_alphanumeric()).filter(|p| !p.is_empty()) {
            pieces += 1;
            if piece.chars().count() > MAX_WORD_CHARS {
                continue;
            }
            let lower = piece.to_lowercase();
            let stop = self.language.is_stop_word(&lower);
            let name = !stop && (code || looks_like_name(piece, sentence_start && pieces == 1));
            out.words.push(Word { stem: self.stem(&lower), stop, name });
            let parts = camel_parts(piece);
            if parts.len() > 1 {
                out.extras.extend(parts.iter().map(|part| self.stem(&part.to_lowercase())));
            }
        }
        if pieces > 1 && core.chars().count() <= MAX_CODE_CHARS {
            out.extras.push(core.to_lowercase());
        }
    }
}

/// Capitals after the first letter, letters mixed with digits, or a capital first letter where a sentence
/// does not start.
fn looks_like_name(word: &str, sentence_start: bool) -> bool {
    let mut chars = word.chars();
    let Some(first) = chars.next() else { return false };
    let inner_capital = chars.clone().any(char::is_uppercase);
    let has_digit = word.chars().any(|c| c.is_ascii_digit());
    let has_letter = word.chars().any(char::is_alphabetic);
    inner_capital || (has_digit && has_letter) || (first.is_uppercase() && !sentence_start)
}

/// `CrashLoopBackOff` → Crash, Loop, Back, Off; `HTTPServer` → HTTP, Server. Parts of fewer than two
/// letters are left out (`IPv4` stays whole); a word with no inner case change is one part.
fn camel_parts(word: &str) -> Vec<&str> {
    let chars: Vec<(usize, char)> = word.char_indices().collect();
    let mut cuts = vec![0];
    for i in 1..chars.len() {
        let (prev, current) = (chars[i - 1].1, chars[i].1);
        let next_lower = chars.get(i + 1).is_some_and(|(_, c)| c.is_lowercase());
        let lower_to_upper = prev.is_lowercase() && current.is_uppercase();
        let acronym_end = prev.is_uppercase() && current.is_uppercase() && next_lower;
        if lower_to_upper || acronym_end {
            cuts.push(chars[i].0);
        }
    }
    cuts.push(word.len());
    let parts: Vec<&str> = cuts.windows(2).map(|w| &word[w[0]..w[1]]).collect();
    if parts.iter().any(|p| p.chars().count() < 2) { vec![word] } else { parts }
}

// Sorted lists (binary search): each language's most frequent function words — articles, pronouns,
// auxiliaries, conjunctions and the commonest prepositions. Particles that make phrasal verbs ("run out",
// "look up", "roll back") and negations stay words: they carry meaning in operations questions.
const ENGLISH_STOP: &[&str] = &[
    "a",
    "about",
    "am",
    "an",
    "and",
    "are",
    "as",
    "at",
    "be",
    "been",
    "being",
    "but",
    "by",
    "can",
    "could",
    "d",
    "did",
    "do",
    "does",
    "doing",
    "done",
    "for",
    "from",
    "had",
    "has",
    "have",
    "having",
    "he",
    "her",
    "here",
    "hers",
    "him",
    "his",
    "how",
    "i",
    "ie",
    "if",
    "in",
    "into",
    "is",
    "it",
    "its",
    "itself",
    "just",
    "let",
    "ll",
    "m",
    "may",
    "me",
    "might",
    "mine",
    "must",
    "my",
    "of",
    "on",
    "or",
    "our",
    "ours",
    "please",
    "s",
    "shall",
    "she",
    "should",
    "so",
    "some",
    "someone",
    "something",
    "such",
    "t",
    "than",
    "that",
    "the",
    "their",
    "theirs",
    "them",
    "then",
    "there",
    "these",
    "they",
    "this",
    "those",
    "thus",
    "to",
    "us",
    "ve",
    "was",
    "we",
    "were",
    "what",
    "whats",
    "when",
    "where",
    "whether",
    "which",
    "while",
    "who",
    "whom",
    "whose",
    "why",
    "will",
    "with",
    "would",
    "you",
    "your",
    "yours",
];
const GERMAN_STOP: &[&str] = &[
    "aber", "als", "am", "an", "auch", "auf", "aus", "bei", "bin", "bis", "da", "damit", "dann", "das", "dass", "dem",
    "den", "der", "des", "die", "dies", "diese", "dieser", "doch", "du", "durch", "ein", "eine", "einem", "einen",
    "einer", "es", "für", "hat", "ich", "ihr", "im", "in", "ist", "kann", "man", "mit", "nach", "nicht", "noch", "nur",
    "oder", "sich", "sie", "sind", "so", "um", "und", "uns", "von", "vor", "war", "was", "wenn", "werden", "wie",
    "wir", "wird", "wo", "zu", "zum", "zur",
];
const FRENCH_STOP: &[&str] = &[
    "au", "aux", "avec", "ce", "ces", "cette", "comme", "comment", "dans", "de", "des", "du", "elle", "en", "est",
    "et", "il", "ils", "je", "la", "le", "les", "leur", "lui", "mais", "me", "mon", "ne", "nous", "on", "ou", "où",
    "par", "pas", "pour", "qu", "que", "qui", "sa", "se", "ses", "son", "sont", "sur", "un", "une", "vous",
];
const SPANISH_STOP: &[&str] = &[
    "a", "al", "como", "con", "cuando", "de", "del", "el", "en", "es", "esta", "este", "hay", "la", "las", "le", "lo",
    "los", "me", "mi", "no", "o", "para", "pero", "por", "que", "qué", "se", "si", "sin", "son", "su", "sus", "un",
    "una", "y", "ya",
];
const ITALIAN_STOP: &[&str] = &[
    "a", "al", "alla", "che", "ci", "come", "con", "da", "del", "della", "di", "e", "gli", "ha", "il", "in", "io",
    "la", "le", "lo", "ma", "mi", "nel", "non", "per", "più", "quando", "se", "si", "sono", "su", "un", "una", "uno",
];
const PORTUGUESE_STOP: &[&str] = &[
    "a", "ao", "as", "com", "como", "da", "das", "de", "do", "dos", "e", "ela", "ele", "em", "era", "está", "eu",
    "foi", "isso", "mais", "mas", "na", "nas", "no", "nos", "não", "o", "os", "ou", "para", "pela", "pelo", "por",
    "que", "se", "sem", "seu", "sua", "são", "um", "uma", "você",
];
const DUTCH_STOP: &[&str] = &[
    "aan", "als", "bij", "dat", "de", "die", "dit", "een", "en", "er", "het", "hij", "hoe", "ik", "in", "is", "je",
    "kan", "maar", "met", "naar", "niet", "nog", "of", "om", "ook", "op", "te", "tot", "uit", "van", "voor", "wat",
    "wel", "worden", "wordt", "zijn", "zo",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stop_word_lists_are_sorted_for_binary_search() {
        for language in Language::ALL {
            let words = language.stop_words();
            assert!(words.windows(2).all(|w| w[0] < w[1]), "{language:?} is not sorted");
        }
    }

    #[test]
    fn code_chunks_give_their_parts_and_themselves() {
        let analysed = Analyser::new(Language::English).analyse("FATAL: no `pg_hba.conf` entry; status=203/EXEC");
        let stems: Vec<&str> = analysed.words.iter().map(|w| w.stem.as_str()).collect();
        assert_eq!(stems, ["fatal", "no", "pg", "hba", "conf", "entri", "status", "203", "exec"]);
        assert!(analysed.extras.contains(&"pg_hba.conf".to_owned()));
        assert!(analysed.extras.contains(&"status=203/exec".to_owned()));
        // A negation is a word: "no such file" is not "such file".
        assert!(!analysed.words[1].stop);
        assert!(analysed.words[2].name && !analysed.words[1].name);
    }

    #[test]
    fn camel_case_words_give_their_parts_as_extras() {
        let analysed = Analyser::new(Language::English).analyse("CrashLoopBackOff HTTPServer IPv4");
        assert_eq!(analysed.words[0].stem, "crashloopbackoff");
        for part in ["crash", "loop", "back", "off", "http", "server"] {
            assert!(analysed.extras.contains(&part.to_owned()), "{part}: {:?}", analysed.extras);
        }
        assert!(!analysed.extras.iter().any(|e| e == "ip"));
    }

    #[test]
    fn escapes_and_odd_input_never_panic() {
        let analyser = Analyser::new(Language::English);
        assert!(analyser.analyse("").words.is_empty());
        assert!(analyser.analyse("*** \\ -- ``").words.is_empty());
        assert_eq!(analyser.analyse("*ExecStart\\=*").words[0].stem, "execstart");
        analyser.analyse(&"é".repeat(5000));
    }

    #[test]
    fn the_language_is_detected_by_its_function_words() {
        assert_eq!(detect_language("The server is down and the disk is full of logs"), Some(Language::English));
        assert_eq!(
            detect_language("Der Server ist nicht erreichbar, und die Festplatte ist voll mit den Protokollen"),
            Some(Language::German)
        );
        assert_eq!(
            detect_language("Le serveur ne répond pas et le disque est plein de journaux pour les utilisateurs"),
            Some(Language::French)
        );
        assert_eq!(detect_language("pg_hba.conf"), None);
    }
}
