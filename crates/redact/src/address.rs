//! Street addresses written in free text, where no key names them (`…wants the address changed to
//! Drottninggatan 118, 411 17 Göteborg`, `moved to 687 Maple Ave, Springfield, IL 62704`).
//!
//! An address is found by its parts, as postal formats write them in the languages of the lexicon: a
//! thoroughfare word (a type written apart, `ul.`, `Via`, `Avenue`, `rue`, `улица`, `רחוב`, or the ending of
//! a street's name, `Schiller·straße`, `Drottning·gatan`, `Hämeen·katu`), a house number beside it (after
//! the street's name, or before it where the format puts it first), then the rest of the address up to a
//! postal code and the town after it. Without a postal code nothing is taken: a street word and a number
//! are common in text, the three together are an address.

use crate::Span;
use crate::view::View;

const PRIORITY: u8 = 5;
/// How many words an address may run over after its house number.
const MAX_TAIL_WORDS: usize = 16;
/// How many words may stand between a thoroughfare word and its house number.
const MAX_NAME_WORDS: usize = 5;

/// Thoroughfare types written as a word of their own, lower case, with their abbreviations (a trailing
/// `.` is removed before the lookup).
const TYPE_WORDS: &[&str] = &[
    // English
    "street",
    "st",
    "road",
    "rd",
    "avenue",
    "ave",
    "lane",
    "ln",
    "drive",
    "boulevard",
    "blvd",
    "place",
    "court",
    "terrace",
    "highway",
    "crescent",
    "square",
    "parkway",
    "pkwy",
    // French
    "rue",
    "bd",
    "allée",
    "chemin",
    "impasse",
    "quai",
    "cours",
    // Spanish, Catalan, Portuguese, Italian
    "calle",
    "avenida",
    "avda",
    "av",
    "paseo",
    "plaza",
    "carrer",
    "camino",
    "carretera",
    "rua",
    "travessa",
    "praça",
    "estrada",
    "via",
    "viale",
    "piazza",
    "corso",
    "vicolo",
    // German, Dutch, Nordic
    "straße",
    "strasse",
    "weg",
    "gasse",
    "allee",
    "platz",
    "gate",
    "vei",
    "veien",
    "vej",
    "gata",
    "gatan",
    "väg",
    "vägen",
    "katu",
    "tie",
    // Polish, Czech, Slovak, Hungarian, Romanian, Turkish, Greek
    "ul",
    "ulica",
    "al",
    "aleja",
    "ulice",
    "nám",
    "utca",
    "út",
    "str",
    "strada",
    "bulevardul",
    "calea",
    "șoseaua",
    "aleea",
    "cadde",
    "caddesi",
    "sokak",
    "sok",
    "οδός",
    "οδος",
    "λεωφόρος",
    // Cyrillic
    "ул",
    "улица",
    "пр",
    "проспект",
    "пер",
    "переулок",
    "шоссе",
    "вул",
    "вулиця",
    // Vietnamese, Arabic, Hebrew, Hindi
    "đường",
    "phố",
    "شارع",
    "طريق",
    "רחוב",
    "שדרות",
    "मार्ग",
    "रोड",
];

/// Endings of a street's name written as one word with its type (`Schillerstraße`, `Vesterbrogade`).
const TYPE_ENDINGS: &[&str] = &[
    "straße", "strasse", "gasse", "allee", "platz", "weg", "gatan", "gata", "vägen", "gränd", "gaten", "veien", "gade",
    "vej", "katu", "kuja", "straat", "laan", "gracht", "kade", "plein", "utca",
];

/// Words that may stand inside an address although they are not capitalised (`Via dei Mille`, `nr. 138`,
/// `apto 769`, `8º 4.ª`): particles of names and the abbreviations of floors, flats and blocks.
fn is_address_particle(word: &str) -> bool {
    let bare = word.trim_end_matches('.');
    word == "-"
        || (word.len() <= 5 && word.ends_with('.') && bare.chars().all(char::is_alphabetic))
        || matches!(
            bare,
            "de" | "da"
                | "di"
                | "do"
                | "dos"
                | "das"
                | "del"
                | "dei"
                | "della"
                | "la"
                | "le"
                | "du"
                | "van"
                | "von"
                | "der"
                | "nr"
                | "no"
                | "apto"
                | "apt"
                | "ap"
                | "bl"
                | "kv"
                | "д"
                | "кв"
                | "st"
                | "tv"
                | "th"
                | "mc"
        )
}

/// A word that starts with a capital, or is written in a script without capitals (`Göteborg`, `Москва`,
/// `תל`).
fn is_capitalised(word: &str) -> bool {
    word.chars().next().is_some_and(|c| c.is_alphabetic() && !c.is_lowercase())
}

/// A house number: digits with an optional letter, a flat after `/` or `-` (`140/4`, `83`, `12b`, `8º`,
/// `4.ª`).
fn is_house_number(word: &str) -> bool {
    let bytes = word.as_bytes();
    (1..=10).contains(&word.chars().count())
        && bytes.first().is_some_and(u8::is_ascii_digit)
        && bytes.iter().filter(|b| b.is_ascii_digit()).count() <= 6
        && word.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '-' | '.' | 'º' | 'ª'))
        && word.chars().filter(char::is_ascii_alphabetic).count() <= 1
        && bytes.iter().filter(|&&b| b == b'.').count() <= 1
}

/// A postal code: four to seven digits (`10827`, `0154`, `9769908`), or the dashed forms of Poland, Brazil
/// and the US (`00-433`, `22020-544`, `62704-1234`).
fn is_postal_code(word: &str) -> bool {
    let digits = word.bytes().filter(u8::is_ascii_digit).count();
    match word.split_once('-') {
        None => (4..=7).contains(&digits) && digits == word.len(),
        Some((a, b)) => {
            let numeric = |s: &str| !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit());
            numeric(a) && numeric(b) && matches!((a.len(), b.len()), (2, 3) | (5, 3) | (5, 4))
        }
    }
}

/// A thoroughfare word: a type (`Via`, `ul.`, `Avenue`) or a street's name ending in its type.
fn is_thoroughfare(word: &str) -> bool {
    let bare = word.trim_end_matches('.');
    // A type word is short; a longer word may only end in one, capitalised (`Drottninggatan`).
    if bare.is_empty() || bare.len() > 40 || (bare.len() > 16 && !is_capitalised(word)) {
        return false;
    }
    if !bare.chars().all(char::is_alphabetic) {
        return false;
    }
    crate::lexicon::with_lowercase(bare, |lower| {
        is_type_word(lower) || (is_capitalised(word) && has_type_ending(lower))
    })
}

fn is_type_word(lower: &str) -> bool {
    static TYPES: std::sync::OnceLock<std::collections::HashSet<&'static str, foldhash::fast::FixedState>> =
        std::sync::OnceLock::new();
    TYPES.get_or_init(|| TYPE_WORDS.iter().copied().collect()).contains(lower)
}

fn has_type_ending(lower: &str) -> bool {
    TYPE_ENDINGS.iter().any(|ending| {
        lower.len() >= ending.len() + 3 && lower.ends_with(ending) && lower.is_char_boundary(lower.len() - ending.len())
    })
}

/// One word of the text: its bytes, without the punctuation that ends it (`Copacabana,` → `Copacabana`).
#[derive(Clone, Copy)]
struct Word {
    start: usize,
    end: usize,
    /// Whether a `,` or `;` follows the word.
    comma: bool,
}

fn words(text: &str) -> Vec<Word> {
    let mut out = Vec::new();
    let mut offset = 0;
    // `=` separates too: a key's value is a word of its own (`address=107 Jan Smuts Avenue`).
    for raw in text.split([' ', '\t', '\n', '\r', '=']) {
        let start = offset + (raw.len() - raw.trim_start_matches(['(', '"', '\'', '«', '„']).len());
        let trimmed = raw.trim_end_matches([',', ';', ')', '"', '\'', '»', '“', ':', '。', '，']);
        let end = offset + trimmed.len();
        let comma = raw[trimmed.len()..].starts_with([',', ';']);
        if start < end {
            out.push(Word { start, end, comma });
        }
        offset += raw.len() + 1;
    }
    out
}

/// The spans of the street addresses of a text.
pub(crate) fn find(view: &View<'_>, digit_chain: u32, out: &mut Vec<Span>) {
    let text = view.text;
    if !text.is_ascii() && text.contains(['号', '〒', '丁', '番']) {
        administrative_addresses(view, out);
    }
    // A postal code needs three digits in a row (`411 17`, `00-433`) at least.
    if digit_chain < 3 || !text.contains(", ") {
        return;
    }
    let words = words(text);
    let word = |i: usize| &text[words[i].start..words[i].end];
    let mut i = 0;
    while i < words.len() {
        if !is_thoroughfare(word(i)) {
            i += 1;
            continue;
        }
        // A number written before the street's name is its house number (`128 boulevard Haussmann, 75009
        // Paris`); else the number after the name is (`Via dei Mille 110`).
        let found = number_before(&words, text, i)
            .map(|n| (n, name_end(&words, text, i)))
            .or_else(|| number_after(&words, text, i).map(|n| (street_start(&words, text, i), n)));
        let Some((start, from)) = found else {
            i += 1;
            continue;
        };
        match tail_end(&words, text, from) {
            Some(end) => {
                // A full stop after the town ends the sentence, not the address.
                let last = word(end);
                let stop = usize::from(last.len() > 3 && last.ends_with('.') && !last.ends_with(".."));
                let (s, e) = view.original(words[start].start, words[end].end - stop);
                out.push(Span { start: s, end: e, priority: PRIORITY, label: "ADDRESS" });
                i = end + 1;
            }
            None => i += 1,
        }
    }
}

/// The house number after the thoroughfare word at `at`, across the street's name (`Via dei Mille 110`,
/// `Str. Mihai Eminescu nr. 138`, `Av. Nossa Senhora de Copacabana, 1303`).
fn number_after(words: &[Word], text: &str, at: usize) -> Option<usize> {
    for j in at + 1..words.len().min(at + 2 + MAX_NAME_WORDS) {
        let w = &text[words[j].start..words[j].end];
        if is_house_number(w) {
            return Some(j);
        }
        if !(is_capitalised(w) || is_address_particle(w)) {
            return None;
        }
    }
    None
}

/// The house number before the street's name where the format writes it first (`128 boulevard Haussmann`,
/// `687 Maple Ave`, `107 Jan Smuts Avenue`).
fn number_before(words: &[Word], text: &str, at: usize) -> Option<usize> {
    for j in (at.saturating_sub(4)..at).rev() {
        let w = &text[words[j].start..words[j].end];
        if is_house_number(w) && !words[j].comma {
            return Some(j);
        }
        if !is_capitalised(w) || words[j].comma {
            return None;
        }
    }
    None
}

/// Where a street's name starts: at its type word, or one word before where the type follows the name
/// (`Kongens gate 34`).
fn street_start(words: &[Word], text: &str, at: usize) -> usize {
    let here = &text[words[at].start..words[at].end];
    if at > 0
        && !is_capitalised(here)
        && !words[at - 1].comma
        && is_capitalised(&text[words[at - 1].start..words[at - 1].end])
    {
        at - 1
    } else {
        at
    }
}

/// The last word of a street's name written after its type (`boulevard Haussmann`): capitalised words up
/// to a comma.
fn name_end(words: &[Word], text: &str, at: usize) -> usize {
    let mut end = at;
    while !words[end].comma && end + 1 < words.len() && is_capitalised(&text[words[end + 1].start..words[end + 1].end])
    {
        end += 1;
    }
    end
}

/// The last word of an address whose street part ends at word `from`: the rest runs over capitalised
/// words, numbers and particles up to a postal code and the town after it (or a postal code that ends it,
/// `Durban, 4001`). `None` when no postal code comes.
fn tail_end(words: &[Word], text: &str, from: usize) -> Option<usize> {
    let word = |i: usize| &text[words[i].start..words[i].end];
    let mut postal: Option<usize> = None;
    let mut end = None;
    for j in from + 1..words.len().min(from + 1 + MAX_TAIL_WORDS) {
        // Adjacent words only: text between them other than spaces (a `|`, a `=`) ends the address.
        let w = word(j);
        let gap = &text[words[j - 1].end..words[j].start];
        if !gap.trim_start_matches([',', ';']).chars().all(char::is_whitespace) || gap.contains('\n') {
            break;
        }
        let swedish = w.len() == 2
            && w.bytes().all(|b| b.is_ascii_digit())
            && word(j - 1).len() == 3
            && word(j - 1).bytes().all(|b| b.is_ascii_digit());
        // A postal code stands beside its town (`10827 Berlin`, `Durban, 4001`, `IL 62704`): a number between
        // other words is a count.
        let beside_town = is_capitalised(word(j - 1)) || (j + 1 < words.len() && is_capitalised(word(j + 1)));
        if (is_postal_code(w) || swedish) && beside_town {
            postal = Some(j);
            end = Some(j);
        } else if is_capitalised(w) && w.chars().all(|c| c.is_alphabetic() || matches!(c, '-' | '.' | '\'')) {
            if postal.is_some() {
                end = Some(j);
            }
        } else if !(is_house_number(w) || is_address_particle(w) || is_unit(w)) {
            break;
        }
        // After a postal code and its town, a comma ends the address.
        if postal.is_some() && end == Some(j) && words[j].comma && postal != Some(j) {
            break;
        }
    }
    postal.and(end)
}

/// A block or flat written as a letter and digits (`A18`, `B2`).
fn is_unit(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(|c| c.is_ascii_uppercase()) && word.len() <= 5 && chars.all(|c| c.is_ascii_digit())
}

/// Addresses written from the largest division down, as Chinese and Japanese write them, without
/// spaces: a city (`上海市`, with its province before it), its district, a road and a number
/// (`…漕溪北路275弄13号1025室`); or a Japanese postal code (`〒353-6159`) and what follows it up to the
/// next punctuation, space or hiragana (the particle that resumes the sentence).
fn administrative_addresses(view: &View<'_>, out: &mut Vec<Span>) {
    static PATTERN: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let pattern = PATTERN.get_or_init(|| {
        // Han letters by their blocks (the regex crate is built without Unicode script tables).
        let han = r"[\u{4E00}-\u{9FFF}\u{3400}-\u{4DBF}]";
        regex::Regex::new(&format!(
            r"(?:{han}{{1,6}}(?:省|自治区))?{han}{{1,2}}市(?:{han}{{1,6}}[区县市])?{han}{{1,12}}(?:路|街|道|巷)(?:[0-9]+[弄巷])?[0-9-]+号(?:[0-9-]+(?:室|楼|层|单元))*|〒[0-9]{{3}}-[0-9]{{4}}[ \u{{3000}}]?[^\s、。，,）)」\u{{3041}}-\u{{3096}}]{{0,60}}"
        ))
        .expect("the administrative address pattern compiles")
    });
    for m in pattern.find_iter(view.text) {
        let (start, end) = view.original(m.start(), m.end());
        out.push(Span { start, end, priority: PRIORITY, label: "ADDRESS" });
    }
}
