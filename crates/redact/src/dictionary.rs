//! English words and proper nouns, for telling names from prose: `user lcolombo` names an account and
//! `user login` does not; `Customer Priya Iyer` names a person and `Customer Service` does not. Two Bloom
//! filters of Debian's `wamerican` list (SCOWL; see `english.rs` for its licence), its lower-case words and
//! its capitalised entries, written by `tools/english_words.py` (layout and hashing are described there).

static WORDS: &[u8] = include_bytes!("english_words.bloom");
static PROPER_NOUNS: &[u8] = include_bytes!("english_names.bloom");
const HASHES: u64 = 10;

fn contains(filter: &[u8], word: &str) -> bool {
    let Some((size, bits)) = filter.split_first_chunk::<8>() else { return false };
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
    (0..HASHES).all(|i| {
        let bit = (h1 + i * h2) % m;
        bits[(bit / 8) as usize] & (1 << (bit % 8)) != 0
    })
}

/// Whether `value` is one English word in any case (`LOGIN`, `Succeeded`, `search`): ASCII letters only.
pub(crate) fn is_english_word(value: &str) -> bool {
    !value.is_empty() && value.bytes().all(|b| b.is_ascii_alphabetic()) && is_word(&value.to_ascii_lowercase())
}

/// Whether `word` (lower-case ASCII letters) is an English word, inflections included (`logged`,
/// `sessions`). About one random string in a thousand is taken for a word.
pub(crate) fn is_word(word: &str) -> bool {
    contains(WORDS, word)
}

/// Whether `word` (lower-cased) is a proper noun of the list: a given name or surname (`tyler`, `smith`),
/// a place or a brand.
pub(crate) fn is_proper_noun(word: &str) -> bool {
    contains(PROPER_NOUNS, word)
}

/// Whether a capitalised word may be part of a person's name: a proper noun, or no English word at all
/// (`Priya`, `Kowalski`, `Fernández`), but not a common noun (`Service`, `Portal`).
pub(crate) fn may_be_name(word: &str) -> bool {
    if !word.is_ascii() {
        return true;
    }
    let lower = word.to_ascii_lowercase();
    is_proper_noun(&lower) || !is_word(&lower)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dictionary_words_and_names() {
        for word in ["login", "authentication", "sessions", "logged", "admin", "realm", "password"] {
            assert!(is_word(word), "{word}");
        }
        for name in ["maberg", "girardh", "lcolombo", "psharma", "hwatanabe", "xqzvbt"] {
            assert!(!is_word(name), "{name}");
        }
        for name in ["Tyler", "Smith", "Priya", "Kowalski", "Fernández"] {
            assert!(may_be_name(name), "{name}");
        }
        for noun in ["Service", "Portal", "Success", "Credentials", "Network"] {
            assert!(!may_be_name(noun), "{noun}");
        }
    }
}
