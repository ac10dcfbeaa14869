//! The WordPiece tokenizer of BERT-family models, read from a Hugging Face `tokenizer.json`: the BERT
//! normaliser (control characters dropped, CJK ideographs set apart, accents stripped, lower case), the
//! BERT pre-tokeniser (split at white space and at every punctuation character), then greedy
//! longest-match-first word pieces with a continuation prefix (`##`). Other tokenizer kinds are refused
//! at load with what was found, not approximated.

use std::sync::LazyLock;

use regex::Regex;
use rustc_hash::FxHashMap;
use serde::Deserialize;
use unicode_normalization::UnicodeNormalization;

use crate::ModelError;

#[derive(Debug, Deserialize)]
struct TokenizerFile {
    normalizer: Option<serde_json::Value>,
    pre_tokenizer: Option<serde_json::Value>,
    model: ModelSection,
}

#[derive(Debug, Deserialize)]
struct ModelSection {
    #[serde(rename = "type")]
    kind: Option<String>,
    #[serde(default)]
    vocab: serde_json::Value,
    unk_token: Option<String>,
    continuing_subword_prefix: Option<String>,
    max_input_chars_per_word: Option<usize>,
}

#[derive(Debug, Deserialize)]
struct BertNormalizer {
    #[serde(default = "yes")]
    clean_text: bool,
    #[serde(default = "yes")]
    handle_chinese_chars: bool,
    strip_accents: Option<bool>,
    #[serde(default = "yes")]
    lowercase: bool,
}

fn yes() -> bool {
    true
}

/// Unicode punctuation and non-spacing marks (general categories P and Mn): what BERT splits at and what
/// accent stripping removes after decomposition.
static PUNCTUATION: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\p{P}$").expect("a valid class"));
static NONSPACING_MARK: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\p{Mn}$").expect("a valid class"));

fn invalid(what: impl Into<String>) -> ModelError {
    ModelError::Invalid { file: "tokenizer.json", what: what.into() }
}

#[derive(Debug)]
pub struct WordPiece {
    vocab: FxHashMap<String, u32>,
    unk: Option<u32>,
    prefix: String,
    max_chars_per_word: usize,
    clean_text: bool,
    chinese_chars: bool,
    strip_accents: bool,
    lowercase: bool,
}

impl WordPiece {
    pub fn from_json(bytes: &[u8]) -> Result<WordPiece, ModelError> {
        let file: TokenizerFile =
            serde_json::from_slice(bytes).map_err(|e| invalid(format!("not a tokenizer file: {e}")))?;
        let kind = file.model.kind.as_deref().unwrap_or("(none)");
        if kind != "WordPiece" {
            return Err(invalid(format!(
                "the model is `{kind}`; only WordPiece (BERT-family) tokenizers are supported"
            )));
        }
        let normalizer = match &file.normalizer {
            Some(value) if value.get("type").and_then(|t| t.as_str()) == Some("BertNormalizer") => {
                serde_json::from_value::<BertNormalizer>(value.clone())
                    .map_err(|e| invalid(format!("normalizer: {e}")))?
            }
            Some(value) => {
                let kind = value.get("type").and_then(|t| t.as_str()).unwrap_or("(untyped)");
                return Err(invalid(format!("the normalizer is `{kind}`; only BertNormalizer is supported")));
            }
            None => return Err(invalid("no normalizer; BertNormalizer is expected")),
        };
        match file.pre_tokenizer.as_ref().and_then(|p| p.get("type")).and_then(|t| t.as_str()) {
            Some("BertPreTokenizer") => {}
            other => {
                return Err(invalid(format!(
                    "the pre-tokenizer is `{}`; only BertPreTokenizer is supported",
                    other.unwrap_or("(none)")
                )));
            }
        }
        let vocab: FxHashMap<String, u32> = serde_json::from_value(file.model.vocab)
            .map_err(|e| invalid(format!("model.vocab is not a map of token to id: {e}")))?;
        if vocab.is_empty() {
            return Err(invalid("model.vocab is empty"));
        }
        let unk = match file.model.unk_token {
            Some(token) => Some(
                *vocab
                    .get(&token)
                    .ok_or_else(|| invalid(format!("the unknown token `{token}` is not in the vocabulary")))?,
            ),
            None => None,
        };
        Ok(WordPiece {
            vocab,
            unk,
            prefix: file.model.continuing_subword_prefix.unwrap_or_else(|| "##".to_owned()),
            max_chars_per_word: file.model.max_input_chars_per_word.unwrap_or(100),
            clean_text: normalizer.clean_text,
            chinese_chars: normalizer.handle_chinese_chars,
            strip_accents: normalizer.strip_accents.unwrap_or(normalizer.lowercase),
            lowercase: normalizer.lowercase,
        })
    }

    /// The largest token id, so the embedding table can be checked to cover the vocabulary.
    pub fn max_id(&self) -> u32 {
        self.vocab.values().copied().max().unwrap_or(0)
    }

    pub fn unknown(&self) -> Option<u32> {
        self.unk
    }

    /// The ids of `text`'s word pieces, at most `limit` of them (unknown words give the unknown id).
    pub fn encode(&self, text: &str, limit: usize, ids: &mut Vec<u32>) {
        let normalised = self.normalise(text);
        for word in pre_tokenise(&normalised) {
            if ids.len() >= limit {
                break;
            }
            self.word_pieces(word, ids);
        }
        ids.truncate(limit);
    }

    fn normalise(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        for c in text.chars() {
            if self.clean_text {
                if c == '\0' || c == '\u{fffd}' || (c.is_control() && !matches!(c, '\t' | '\n' | '\r')) {
                    continue;
                }
                if c.is_whitespace() {
                    out.push(' ');
                    continue;
                }
            }
            if self.chinese_chars && is_cjk_ideograph(c) {
                out.push(' ');
                out.push(c);
                out.push(' ');
            } else {
                out.push(c);
            }
        }
        if self.strip_accents {
            out = if out.is_ascii() { out } else { out.nfd().filter(|&c| !is_nonspacing_mark(c)).collect() };
        }
        if self.lowercase {
            out = out.to_lowercase();
        }
        out
    }

    /// Greedy longest-match-first pieces of one word; a word with a part no piece covers is unknown whole.
    fn word_pieces(&self, word: &str, ids: &mut Vec<u32>) {
        if word.chars().count() > self.max_chars_per_word {
            ids.extend(self.unk);
            return;
        }
        let before = ids.len();
        let mut start = 0;
        let mut candidate = String::with_capacity(word.len() + self.prefix.len());
        while start < word.len() {
            let mut end = word.len();
            let mut found = None;
            while end > start {
                candidate.clear();
                if start > 0 {
                    candidate.push_str(&self.prefix);
                }
                candidate.push_str(&word[start..end]);
                if let Some(&id) = self.vocab.get(&candidate) {
                    found = Some(id);
                    break;
                }
                end = word[..end].char_indices().next_back().map_or(start, |(i, _)| i);
            }
            let Some(id) = found else {
                ids.truncate(before);
                ids.extend(self.unk);
                return;
            };
            ids.push(id);
            start = end;
        }
    }
}

/// BERT's pre-tokenisation: white space separates words, and every punctuation character is a word.
fn pre_tokenise(text: &str) -> impl Iterator<Item = &str> {
    text.split(char::is_whitespace).filter(|w| !w.is_empty()).flat_map(|word| {
        let mut pieces = Vec::new();
        let mut start = 0;
        for (i, c) in word.char_indices() {
            if is_punctuation(c) {
                if start < i {
                    pieces.push(&word[start..i]);
                }
                pieces.push(&word[i..i + c.len_utf8()]);
                start = i + c.len_utf8();
            }
        }
        if start < word.len() {
            pieces.push(&word[start..]);
        }
        pieces
    })
}

/// BERT counts every non-alphanumeric ASCII symbol as punctuation (`$`, `+`, `^` too), and Unicode's P
/// category beyond ASCII.
fn is_punctuation(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_punctuation();
    }
    let mut buffer = [0u8; 4];
    PUNCTUATION.is_match(c.encode_utf8(&mut buffer))
}

fn is_nonspacing_mark(c: char) -> bool {
    if c.is_ascii() {
        return false;
    }
    let mut buffer = [0u8; 4];
    NONSPACING_MARK.is_match(c.encode_utf8(&mut buffer))
}

/// The CJK Unified Ideographs blocks, as BERT's tokenizer lists them.
fn is_cjk_ideograph(c: char) -> bool {
    matches!(u32::from(c),
        0x4E00..=0x9FFF | 0x3400..=0x4DBF | 0x20000..=0x2A6DF | 0x2A700..=0x2B73F | 0x2B740..=0x2B81F
        | 0x2B820..=0x2CEAF | 0xF900..=0xFAFF | 0x2F800..=0x2FA1F)
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn tokenizer(tokens: &[&str]) -> WordPiece {
        let vocab: serde_json::Map<String, serde_json::Value> =
            tokens.iter().enumerate().map(|(i, t)| ((*t).to_owned(), serde_json::json!(i))).collect();
        let file = serde_json::json!({
            "normalizer": {"type": "BertNormalizer", "clean_text": true, "handle_chinese_chars": true,
                           "strip_accents": null, "lowercase": true},
            "pre_tokenizer": {"type": "BertPreTokenizer"},
            "model": {"type": "WordPiece", "unk_token": "[UNK]", "continuing_subword_prefix": "##",
                      "max_input_chars_per_word": 100, "vocab": vocab}
        });
        WordPiece::from_json(file.to_string().as_bytes()).unwrap()
    }

    fn pieces(tokenizer: &WordPiece, text: &str) -> Vec<String> {
        let names: FxHashMap<u32, &str> = tokenizer.vocab.iter().map(|(t, &i)| (i, t.as_str())).collect();
        let mut ids = Vec::new();
        tokenizer.encode(text, 512, &mut ids);
        ids.iter().map(|id| names[id].to_owned()).collect()
    }

    #[test]
    fn words_split_into_the_longest_known_pieces() {
        let t = tokenizer(&["[UNK]", "un", "##want", "##ed", "want", ",", "runn", "##ing", "café", "cafe", "!", "中"]);
        assert_eq!(pieces(&t, "UNwanted, running!"), ["un", "##want", "##ed", ",", "runn", "##ing", "!"]);
        // Accents are stripped when lower-casing (BERT uncased), CJK ideographs stand alone.
        assert_eq!(pieces(&t, "Café中want"), ["cafe", "中", "want"]);
        // A word with an uncovered part is unknown whole.
        assert_eq!(pieces(&t, "wantx"), ["[UNK]"]);
    }

    #[test]
    fn other_tokenizer_kinds_are_refused_with_what_was_found() {
        let file = serde_json::json!({"normalizer": null, "pre_tokenizer": null,
                                      "model": {"type": "BPE", "vocab": {"a": 0}}});
        let error = WordPiece::from_json(file.to_string().as_bytes()).unwrap_err().to_string();
        assert!(error.contains("`BPE`") && error.contains("WordPiece"), "{error}");
        let error = WordPiece::from_json(b"not json").unwrap_err().to_string();
        assert!(error.contains("tokenizer.json"), "{error}");
    }
}
