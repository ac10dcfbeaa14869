//! A reader for the safetensors format: an 8-byte little-endian header length, a JSON header naming each
//! tensor's dtype, shape and byte range, then the raw data. Only what a static embedding model holds is
//! decoded (2-D and 1-D float tensors, 1-D integer mappings); every range and size is checked against the
//! file before a byte is read, so a truncated or hostile file is an error, never a panic.

use rustc_hash::FxHashMap;
use serde::Deserialize;

use crate::ModelError;

/// The header may not be larger than this (the format's own readers use the same bound).
const MAX_HEADER_BYTES: u64 = 100 * 1024 * 1024;

#[derive(Debug, Deserialize)]
struct TensorInfo {
    dtype: String,
    shape: Vec<usize>,
    data_offsets: [usize; 2],
}

/// One tensor's place in the file.
#[derive(Debug)]
pub(crate) struct Tensor<'a> {
    pub dtype: String,
    pub shape: Vec<usize>,
    pub data: &'a [u8],
}

/// The tensors of one safetensors file, borrowed from its bytes.
#[derive(Debug)]
pub(crate) struct SafeTensors<'a> {
    tensors: FxHashMap<String, Tensor<'a>>,
}

fn invalid(what: impl Into<String>) -> ModelError {
    ModelError::Invalid { file: "model.safetensors", what: what.into() }
}

fn dtype_size(dtype: &str) -> Option<usize> {
    Some(match dtype {
        "F64" | "I64" | "U64" => 8,
        "F32" | "I32" | "U32" => 4,
        "F16" | "BF16" | "I16" | "U16" => 2,
        "I8" | "U8" | "BOOL" | "F8_E4M3" | "F8_E5M2" => 1,
        _ => return None,
    })
}

impl<'a> SafeTensors<'a> {
    pub fn parse(bytes: &'a [u8]) -> Result<SafeTensors<'a>, ModelError> {
        let Some((length, rest)) = bytes.split_first_chunk::<8>() else {
            return Err(invalid("shorter than its 8-byte header length"));
        };
        let length = u64::from_le_bytes(*length);
        if length > MAX_HEADER_BYTES || length > rest.len() as u64 {
            return Err(invalid(format!("header length {length} exceeds the file ({} bytes after it)", rest.len())));
        }
        let (header, data) = rest.split_at(length as usize);
        let header: FxHashMap<String, serde_json::Value> =
            serde_json::from_slice(header).map_err(|e| invalid(format!("header is not a JSON object: {e}")))?;
        let mut tensors = FxHashMap::default();
        for (name, value) in header {
            if name == "__metadata__" {
                continue;
            }
            let info: TensorInfo =
                serde_json::from_value(value).map_err(|e| invalid(format!("tensor `{name}`: {e}")))?;
            let size = dtype_size(&info.dtype)
                .ok_or_else(|| invalid(format!("tensor `{name}` has unknown dtype `{}`", info.dtype)))?;
            let [begin, end] = info.data_offsets;
            let elements = info.shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d));
            let expected = elements.and_then(|n| n.checked_mul(size));
            if begin > end || end > data.len() || expected != Some(end - begin) {
                return Err(invalid(format!(
                    "tensor `{name}`: bytes {begin}..{end} do not hold shape {:?} of {} in {} bytes of data",
                    info.shape,
                    info.dtype,
                    data.len()
                )));
            }
            tensors.insert(name, Tensor { dtype: info.dtype, shape: info.shape, data: &data[begin..end] });
        }
        Ok(SafeTensors { tensors })
    }

    pub fn get(&self, name: &str) -> Option<&Tensor<'a>> {
        self.tensors.get(name)
    }
}

impl Tensor<'_> {
    /// The elements as `f32`, for float dtypes.
    pub fn floats(&self, name: &str) -> Result<Vec<f32>, ModelError> {
        let data = self.data;
        Ok(match self.dtype.as_str() {
            "F32" => data.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect(),
            "F64" => data
                .chunks_exact(8)
                .map(|b| f64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]) as f32)
                .collect(),
            "F16" => data.chunks_exact(2).map(|b| f16_to_f32(u16::from_le_bytes([b[0], b[1]]))).collect(),
            "BF16" => data
                .chunks_exact(2)
                .map(|b| f32::from_bits(u32::from(u16::from_le_bytes([b[0], b[1]])) << 16))
                .collect(),
            "I8" => data.iter().map(|&b| f32::from(b as i8)).collect(),
            other => return Err(invalid(format!("tensor `{name}` is {other}; expected F32, F16, BF16, F64 or I8"))),
        })
    }

    /// The elements as indices, for integer dtypes.
    pub fn indices(&self, name: &str) -> Result<Vec<u64>, ModelError> {
        let data = self.data;
        let signed = |v: i64| u64::try_from(v).map_err(|_| invalid(format!("tensor `{name}` holds a negative index")));
        match self.dtype.as_str() {
            "I32" => {
                data.chunks_exact(4).map(|b| signed(i64::from(i32::from_le_bytes([b[0], b[1], b[2], b[3]])))).collect()
            }
            "U32" => {
                Ok(data.chunks_exact(4).map(|b| u64::from(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))).collect())
            }
            "I64" => data
                .chunks_exact(8)
                .map(|b| signed(i64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]])))
                .collect(),
            "U64" => Ok(data
                .chunks_exact(8)
                .map(|b| u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
                .collect()),
            other => Err(invalid(format!("tensor `{name}` is {other}; expected an integer dtype"))),
        }
    }
}

/// IEEE 754 half precision to single: exact (every half is a single).
fn f16_to_f32(half: u16) -> f32 {
    let sign = u32::from(half >> 15) << 31;
    let exponent = u32::from((half >> 10) & 0x1f);
    let mantissa = u32::from(half & 0x3ff);
    let bits = match (exponent, mantissa) {
        (0, 0) => sign,
        (0, _) => {
            // Subnormal: normalise the mantissa.
            let shift = mantissa.leading_zeros() - 21;
            sign | ((113 - shift) << 23) | (((mantissa << shift) & 0x3ff) << 13)
        }
        (0x1f, _) => sign | 0x7f80_0000 | (mantissa << 13),
        _ => sign | ((exponent + 112) << 23) | (mantissa << 13),
    };
    f32::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_precision_converts_exactly() {
        assert_eq!(f16_to_f32(0x3c00), 1.0);
        assert_eq!(f16_to_f32(0xc000), -2.0);
        assert_eq!(f16_to_f32(0x3555), 0.333_251_95);
        assert_eq!(f16_to_f32(0x0001), 2f32.powi(-24));
        assert_eq!(f16_to_f32(0x03ff), 1023.0 * 2f32.powi(-24));
        assert_eq!(f16_to_f32(0x7bff), 65504.0);
        assert!(f16_to_f32(0x7c00).is_infinite());
        assert!(f16_to_f32(0x7e00).is_nan());
    }

    #[test]
    fn ranges_outside_the_file_are_refused() {
        let header = br#"{"embeddings":{"dtype":"F32","shape":[2,2],"data_offsets":[0,16]}}"#;
        let mut file = (header.len() as u64).to_le_bytes().to_vec();
        file.extend_from_slice(header);
        file.extend_from_slice(&[0u8; 12]);
        let error = SafeTensors::parse(&file).unwrap_err().to_string();
        assert!(error.contains("do not hold shape [2, 2]"), "{error}");
        file.extend_from_slice(&[0u8; 4]);
        let tensors = SafeTensors::parse(&file).unwrap();
        assert_eq!(tensors.get("embeddings").unwrap().floats("embeddings").unwrap(), vec![0.0; 4]);
        assert!(SafeTensors::parse(&file[..5]).is_err());
        let mut huge = u64::MAX.to_le_bytes().to_vec();
        huge.extend_from_slice(b"{}");
        assert!(SafeTensors::parse(&huge).is_err());
    }
}
