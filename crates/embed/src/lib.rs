//! Static text embeddings in the model2vec format, for the knowledge ranker's optional semantic layer.
//!
//! A model directory holds `tokenizer.json` (a WordPiece tokenizer), `model.safetensors` (an
//! `embeddings` table, one row per token; optionally per-token `weights` and a token-to-row `mapping`,
//! as model2vec's quantised vocabularies have) and `config.json` (`normalize`). A text's vector is the
//! mean of its known tokens' rows (unknown tokens are skipped, at most [`MAX_TOKENS`] are read), scaled
//! to unit length when the model says so. No network: a model is read from a local directory or not at
//! all.
//!
//! Invariants: loading checks every size and index against the files, so a bad model is an error naming
//! the file and what is wrong; embedding never panics and allocates only the vector it returns.

mod safetensors;
mod wordpiece;

use std::path::Path;

use safetensors::SafeTensors;
use wordpiece::WordPiece;

/// Tokens read from one text (model2vec's default truncation).
pub const MAX_TOKENS: usize = 512;

#[derive(Debug, thiserror::Error)]
pub enum ModelError {
    #[error("cannot read {path}: {error}")]
    Read { path: String, error: std::io::Error },
    #[error("{file} is not a usable static embedding model file: {what}")]
    Invalid { file: &'static str, what: String },
}

/// A static embedding model: a token table and the tokenizer that indexes it.
#[derive(Debug)]
pub struct StaticModel {
    tokenizer: WordPiece,
    /// Row-major, `rows × dimensions`.
    table: Vec<f32>,
    dimensions: usize,
    rows: usize,
    /// Per token id: a scale for its row (model2vec's vocabulary weights).
    weights: Option<Vec<f32>>,
    /// Per token id: its row (model2vec's quantised vocabularies share rows).
    mapping: Option<Vec<u32>>,
    normalize: bool,
}

fn read(dir: &Path, name: &str) -> Result<Vec<u8>, ModelError> {
    let path = dir.join(name);
    std::fs::read(&path).map_err(|error| ModelError::Read { path: path.display().to_string(), error })
}

impl StaticModel {
    /// Loads the model in `dir`.
    pub fn load(dir: &Path) -> Result<StaticModel, ModelError> {
        let tokenizer = WordPiece::from_json(&read(dir, "tokenizer.json")?)?;
        let config: serde_json::Value = serde_json::from_slice(&read(dir, "config.json")?)
            .map_err(|e| ModelError::Invalid { file: "config.json", what: format!("not JSON: {e}") })?;
        let normalize = config.get("normalize").and_then(serde_json::Value::as_bool).unwrap_or(true);
        let bytes = read(dir, "model.safetensors")?;
        let tensors = SafeTensors::parse(&bytes)?;
        let invalid = |what: String| ModelError::Invalid { file: "model.safetensors", what };
        let (name, table) = ["embeddings", "0"]
            .iter()
            .find_map(|name| tensors.get(name).map(|t| (*name, t)))
            .ok_or_else(|| invalid("no `embeddings` tensor".to_owned()))?;
        let &[rows, dimensions] = table.shape.as_slice() else {
            return Err(invalid(format!("`{name}` has shape {:?}; expected [tokens, dimensions]", table.shape)));
        };
        if rows == 0 || dimensions == 0 {
            return Err(invalid(format!("`{name}` is empty ({rows} × {dimensions})")));
        }
        let values = table.floats(name)?;
        if values.iter().any(|v| !v.is_finite()) {
            return Err(invalid(format!("`{name}` holds a value that is not a finite number")));
        }
        let ids = tokenizer.max_id() as usize + 1;
        let mapping = match tensors.get("mapping") {
            Some(tensor) => {
                let mapping = tensor.indices("mapping")?;
                if mapping.len() < ids || mapping.iter().any(|&row| row >= rows as u64) {
                    return Err(invalid(format!(
                        "`mapping` must give each of the {ids} token ids a row below {rows} ({} entries)",
                        mapping.len()
                    )));
                }
                Some(mapping.into_iter().map(|row| row as u32).collect())
            }
            None if rows < ids => {
                return Err(invalid(format!("`{name}` has {rows} rows but the tokenizer has ids up to {}", ids - 1)));
            }
            None => None,
        };
        let weights = match tensors.get("weights") {
            Some(tensor) => {
                let weights = tensor.floats("weights")?;
                if weights.len() < ids || weights.iter().any(|w| !w.is_finite()) {
                    return Err(invalid(format!("`weights` must give each of the {ids} token ids a finite weight")));
                }
                Some(weights)
            }
            None => None,
        };
        Ok(StaticModel { tokenizer, table: values, dimensions, rows, weights, mapping, normalize })
    }

    pub fn dimensions(&self) -> usize {
        self.dimensions
    }

    /// How many token rows the table has.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The vector of `text`, or `None` when the text has no known token.
    pub fn embed(&self, text: &str) -> Option<Vec<f32>> {
        let mut ids = Vec::new();
        self.tokenizer.encode(text, MAX_TOKENS, &mut ids);
        let unknown = self.tokenizer.unknown();
        let mut sum = vec![0.0f32; self.dimensions];
        let mut count = 0usize;
        for id in ids.into_iter().filter(|&id| Some(id) != unknown) {
            let row = self.mapping.as_ref().map_or(id as usize, |m| m[id as usize] as usize);
            let scale = self.weights.as_ref().map_or(1.0, |w| w[id as usize]);
            let values = &self.table[row * self.dimensions..(row + 1) * self.dimensions];
            for (total, value) in sum.iter_mut().zip(values) {
                *total += scale * value;
            }
            count += 1;
        }
        if count == 0 {
            return None;
        }
        let mean = 1.0 / count as f32;
        sum.iter_mut().for_each(|v| *v *= mean);
        if self.normalize {
            let norm = sum.iter().map(|v| v * v).sum::<f32>().sqrt();
            if norm > 0.0 {
                sum.iter_mut().for_each(|v| *v /= norm);
            }
        }
        Some(sum)
    }
}

/// The dot product (the cosine, for unit vectors) of the common length. Eight running sums, so the
/// compiler can keep them in one vector register (a single sum must add in order and cannot).
pub fn dot(a: &[f32], b: &[f32]) -> f32 {
    let n = a.len().min(b.len());
    let (a, b) = (&a[..n], &b[..n]);
    let mut lanes = [0.0f32; 8];
    let (a_chunks, b_chunks) = (a.chunks_exact(8), b.chunks_exact(8));
    let tail: f32 = a_chunks.remainder().iter().zip(b_chunks.remainder()).map(|(x, y)| x * y).sum();
    for (x, y) in a_chunks.zip(b_chunks) {
        for i in 0..8 {
            lanes[i] += x[i] * y[i];
        }
    }
    lanes.iter().sum::<f32>() + tail
}

/// Writes a model directory [`StaticModel::load`] reads: a BERT-uncased WordPiece tokenizer over
/// `tokens` (ids in order; include `[UNK]`), `rows` as its F32 `embeddings` table, `normalize` on. For
/// building small models by hand (tests, tools); real models come from model2vec's distillation.
pub fn write_model(dir: &Path, tokens: &[&str], rows: &[Vec<f32>]) -> std::io::Result<()> {
    let dimensions = rows.first().map_or(0, Vec::len);
    if tokens.len() != rows.len() || rows.iter().any(|row| row.len() != dimensions) {
        return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, "one row per token, all of the same length"));
    }
    let vocab: serde_json::Map<String, serde_json::Value> =
        tokens.iter().enumerate().map(|(i, token)| ((*token).to_owned(), serde_json::json!(i))).collect();
    let tokenizer = serde_json::json!({
        "version": "1.0",
        "normalizer": {"type": "BertNormalizer", "clean_text": true, "handle_chinese_chars": true,
                       "strip_accents": null, "lowercase": true},
        "pre_tokenizer": {"type": "BertPreTokenizer"},
        "model": {"type": "WordPiece", "unk_token": "[UNK]", "continuing_subword_prefix": "##",
                  "max_input_chars_per_word": 100, "vocab": vocab}
    });
    std::fs::write(dir.join("tokenizer.json"), tokenizer.to_string())?;
    std::fs::write(dir.join("config.json"), r#"{"model_type": "model2vec", "normalize": true}"#)?;
    let data: Vec<u8> = rows.iter().flatten().flat_map(|v| v.to_le_bytes()).collect();
    let header = serde_json::json!({
        "embeddings": {"dtype": "F32", "shape": [rows.len(), dimensions], "data_offsets": [0, data.len()]}
    })
    .to_string();
    let mut file = (header.len() as u64).to_le_bytes().to_vec();
    file.extend_from_slice(header.as_bytes());
    file.extend_from_slice(&data);
    std::fs::write(dir.join("model.safetensors"), file)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model(tokens: &[&str], rows: &[Vec<f32>]) -> (tempfile::TempDir, StaticModel) {
        let dir = tempfile::tempdir().unwrap();
        write_model(dir.path(), tokens, rows).unwrap();
        let model = StaticModel::load(dir.path()).unwrap();
        (dir, model)
    }

    #[test]
    fn a_text_is_the_mean_of_its_known_tokens_at_unit_length() {
        let tokens = ["[UNK]", "disk", "full", "##s", "memory"];
        let rows = [vec![9.0, 9.0], vec![1.0, 0.0], vec![0.0, 1.0], vec![0.0, 3.0], vec![-1.0, 0.0]];
        let (_dir, model) = model(&tokens, &rows);
        assert_eq!(model.dimensions(), 2);
        let v = model.embed("Disk FULL!").unwrap();
        let h = std::f32::consts::FRAC_1_SQRT_2;
        assert!((v[0] - h).abs() < 1e-6 && (v[1] - h).abs() < 1e-6, "{v:?}");
        // `fulls` is `full` + `##s`; the unknown word is skipped, not averaged in.
        let v = model.embed("fulls zzz").unwrap();
        assert!(v[0].abs() < 1e-6 && (v[1] - 1.0).abs() < 1e-6, "{v:?}");
        assert!(model.embed("zzz qqq").is_none());
        assert!(dot(&model.embed("disk").unwrap(), &model.embed("memory").unwrap()) < -0.99);
        let a: Vec<f32> = (0..19).map(|i| i as f32).collect();
        assert_eq!(dot(&a, &a), (0..19).map(|i| (i * i) as f32).sum::<f32>());
    }

    #[test]
    fn a_table_that_does_not_cover_the_vocabulary_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        write_model(dir.path(), &["[UNK]", "a"], &[vec![0.0], vec![1.0]]).unwrap();
        // Rewrite the tokenizer with one more token than the table has rows.
        let tokenizer = std::fs::read_to_string(dir.path().join("tokenizer.json")).unwrap();
        std::fs::write(dir.path().join("tokenizer.json"), tokenizer.replace(r#""a":1"#, r#""a":1,"b":2"#)).unwrap();
        let error = StaticModel::load(dir.path()).unwrap_err().to_string();
        assert!(error.contains("2 rows") && error.contains("ids up to 2"), "{error}");
        let error = StaticModel::load(&dir.path().join("missing")).unwrap_err().to_string();
        assert!(error.starts_with("cannot read") && error.contains("tokenizer.json"), "{error}");
    }
}
