//! English words, for telling an account or host name from a word of prose (`user lcolombo` names an
//! account, `user login` does not): a Bloom filter of the lower-case words of Debian's `wamerican` list
//! (SCOWL; see `english.rs` for its licence), written by `tools/english_words.py`.

/// The Bloom filter of `wamerican`'s lower-case words, written by `tools/english_words.py` (its layout and
/// hashing are described there).
static WORDS: &[u8] = include_bytes!("english_words.bloom");
const WORD_HASHES: u64 = 10;

/// Whether `word` (lower-case ASCII letters) is an English word: a dictionary word, inflections included
/// (`logged`, `sessions`). About one random string in a thousand is taken for a word.
pub(crate) fn is_word(word: &str) -> bool {
    let Some((size, bits)) = WORDS.split_first_chunk::<8>() else { return false };
    let m = u64::from_le_bytes(*size);
    if word.is_empty() || m == 0 || bits.len() as u64 * 8 < m {
        return false;
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in word.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    let (h1, h2) = (h & 0xffff_ffff, (h >> 32) | 1);
    (0..WORD_HASHES).all(|i| {
        let bit = (h1 + i * h2) % m;
        bits[(bit / 8) as usize] & (1 << (bit % 8)) != 0
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn dictionary_words_and_names() {
        for word in ["login", "authentication", "sessions", "logged", "admin", "realm", "password"] {
            assert!(super::is_word(word), "{word}");
        }
        for name in ["maberg", "girardh", "lcolombo", "psharma", "hwatanabe", "xqzvbt"] {
            assert!(!super::is_word(name), "{name}");
        }
    }
}
