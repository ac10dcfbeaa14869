//! Street addresses written in free text, where no key names them (`…wants the address changed to
//! Drottninggatan 118, 411 17 Göteborg`, `moved to 687 Maple Ave, Springfield, IL 62704`).
//!
//! An address is found by its parts, as postal formats write them in the languages of the lexicon: a
//! thoroughfare word (a type written apart, `ul.`, `Via`, `Avenue`, `rue`, `улица`, `רחוב`, or the ending of
//! a street's name, `Schiller·straße`, `Drottning·gatan`, `Hämeen·katu`), a house number beside it (after
//! the street's name, or before it where the format puts it first), then the rest of the address up to a
//! postal code and the town after it. Without a postal code nothing is taken: a street word and a number
//! are common in text, the three together are an address.
//!
//! Formats that write an address as a list of its divisions, each named by its kind (`г. Москва, ул.
//! Ленина, д. 72, кв. 170`, `Số 51 Đường Lê Lợi, Phường Bến Nghé, Quận 1`, `Jl. Sudirman No. 5, Kec. Tanah
//! Abang`), are read by those words instead: two parts of a comma-separated run that each open with a
//! division's word (street, district, ward, city, building, flat, postal code) and a number among them
//! make an address, with or without a postal code. Korean and Thai addresses, written without commas, are
//! read by their divisions' affixes.

use crate::Span;
use crate::view::View;

const PRIORITY: u8 = 5;
/// How many words an address may run over after its house number.
const MAX_TAIL_WORDS: usize = 16;
/// How many words may stand between a thoroughfare word and its house number.
const MAX_NAME_WORDS: usize = 5;

/// English thoroughfare types: the street's name comes before them. (Not `boulevard`, `place` or `square`,
/// which French writes before the name: `Place Vendôme 12`.)
const ENGLISH_TYPES: &[&str] = &[
    "street", "st", "road", "rd", "avenue", "ave", "lane", "ln", "drive", "court", "terrace", "highway", "crescent",
    "parkway", "pkwy",
];

/// Thoroughfare types written as a word of their own, lower case, with their abbreviations (a trailing
/// `.` is removed before the lookup); with `ENGLISH_TYPES`, every type.
const TYPE_WORDS: &[&str] = &[
    // English (besides `ENGLISH_TYPES`)
    "boulevard",
    "blvd",
    "place",
    "square",
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
    // Estonian, Latvian, Lithuanian, Czech, Slovene, Croatian
    "tänav",
    "tn",
    "mnt",
    "maantee",
    "pst",
    "puiestee",
    "iela",
    "gatvė",
    "prospektas",
    "třída",
    "náměstí",
    "cesta",
    "trg",
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

/// Words that name a division of an address other than its street, lower case without a trailing `.`:
/// the kinds of districts, towns, buildings, flats, floors and postal codes as the postal formats of the
/// lexicon's languages abbreviate and write them. A part that opens with one is a part of an address.
const DIVISION_WORDS: &[&str] = &[
    // English
    "apt",
    "apartment",
    "suite",
    "ste",
    "unit",
    "floor",
    "fl",
    "building",
    "bldg",
    "block",
    "blk",
    "district",
    "county",
    "province",
    "city",
    "town",
    "village",
    "postcode",
    "zip",
    "sector",
    "plot",
    "flat",
    "house",
    "tower",
    "estate",
    "colony",
    "nagar",
    "tehsil",
    "dist",
    "pincode",
    "barangay",
    "brgy",
    "purok",
    "subd",
    "phase",
    "po",
    // French, Spanish, Portuguese, Italian, Catalan
    "bâtiment",
    "bât",
    "bat",
    "appt",
    "étage",
    "cedex",
    "bp",
    "résidence",
    "lieu-dit",
    "col",
    "colonia",
    "piso",
    "depto",
    "dpto",
    "departamento",
    "interior",
    "cp",
    "c.p",
    "barrio",
    "urb",
    "urbanización",
    "manzana",
    "mz",
    "lote",
    "edificio",
    "edif",
    "carrera",
    "cra",
    "nº",
    "n°",
    "n.º",
    "bairro",
    "cep",
    "bloco",
    "andar",
    "casa",
    "sala",
    "conjunto",
    "lote",
    "freguesia",
    "município",
    "municipio",
    "scala",
    "piano",
    "interno",
    "località",
    "frazione",
    "comune",
    "provincia",
    "departament",
    // German, Dutch, Nordic
    "postfach",
    "wohnung",
    "etage",
    "postbus",
    "lgh",
    "lägenhet",
    "postboks",
    // Polish, Czech, Slovak, Hungarian, Romanian
    "lok",
    "lokal",
    "os",
    "osiedle",
    "woj",
    "województwo",
    "gm",
    "gmina",
    "byt",
    "č.p",
    "okres",
    "kraj",
    "emelet",
    "ajtó",
    "lakás",
    "jud",
    "județul",
    "sector",
    "bl",
    "sc",
    "ap",
    // Turkish
    "mah",
    "mahalle",
    "mahallesi",
    "mh",
    "cad",
    "cd",
    "kat",
    "daire",
    "apt",
    "blok",
    "ilçe",
    // Greek
    "όροφος",
    "τκ",
    "τ.κ",
    // Russian, Ukrainian, Bulgarian, Serbian
    "г",
    "город",
    "д",
    "дом",
    "кв",
    "квартира",
    "корп",
    "корпус",
    "стр",
    "строение",
    "обл",
    "область",
    "р-н",
    "район",
    "пос",
    "посёлок",
    "поселок",
    "мкр",
    "микрорайон",
    "пр-т",
    "наб",
    "пл",
    "м",
    "місто",
    "буд",
    "будинок",
    "вул",
    "с",
    "село",
    "бул",
    "ет",
    "ап",
    "жк",
    "бр",
    "гр",
    // Vietnamese
    "số",
    "phường",
    "quận",
    "huyện",
    "xã",
    "tp",
    "tỉnh",
    "ấp",
    "tổ",
    "ngõ",
    "ngách",
    "hẻm",
    "thôn",
    "khu",
    "tòa",
    "tầng",
    "căn",
    // Indonesian, Malay, Filipino
    "jl",
    "jln",
    "jalan",
    "gg",
    "gang",
    "no",
    "rt",
    "rw",
    "kel",
    "kelurahan",
    "kec",
    "kecamatan",
    "kab",
    "kabupaten",
    "kota",
    "desa",
    "lorong",
    "taman",
    "kampung",
    "kg",
    "lrg",
    "blok",
    "poskod",
    "sitio",
    // Arabic, Persian, Hebrew
    "حي",
    "مبنى",
    "البريدي",
    "مدينة",
    "عمارة",
    "شقة",
    "الطابق",
    "ص.ب",
    "منطقة",
    "محافظة",
    "خیابان",
    "کوچه",
    "پلاک",
    "واحد",
    "طبقه",
    "کدپستی",
    "محله",
    "שכונת",
    "דירה",
    "קומה",
    "מיקוד",
    "בניין",
    // Hindi
    "मकान",
    "नगर",
    "जिला",
    "पिन",
    "सेक्टर",
    "गली",
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
                | "des"
                | "les"
                | "au"
                | "aux"
                | "el"
                | "los"
                | "las"
                | "delle"
                | "degli"
                | "dello"
                | "het"
                | "ten"
                | "ter"
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

/// A postal code written in two parts of letters and digits: the United Kingdom's (`M2 7TF`, `SW1A 1AA`,
/// outward and inward codes), Canada's (`K1A 0B1`) and Ireland's Eircode (`D02 X285`).
fn two_part_postal_code(first: &str, second: &str) -> bool {
    let shape = |word: &str| -> String {
        word.chars()
            .map(|c| {
                if c.is_ascii_digit() {
                    '9'
                } else if c.is_ascii_uppercase() {
                    'A'
                } else {
                    '?'
                }
            })
            .collect()
    };
    let (a, b) = (shape(first), shape(second));
    let uk = matches!(a.as_str(), "A9" | "A99" | "AA9" | "AA99" | "A9A" | "AA9A") && b == "9AA";
    let canada = a == "A9A" && b == "9A9";
    let eircode =
        (a == "A99" || first == "D6W") && b.len() == 4 && !b.contains('?') && b.contains('9') && b.contains('A');
    uk || canada || eircode
}

/// Whether a text may hold a [`two_part_postal_code`]: a letter or digit, a space, a digit and a capital.
fn may_hold_two_part_code(bytes: &[u8]) -> bool {
    memchr::memchr_iter(b' ', bytes).any(|i| {
        i > 0
            && bytes[i - 1].is_ascii_alphanumeric()
            && bytes.get(i + 1).is_some_and(u8::is_ascii_digit)
            && bytes.get(i + 2).is_some_and(u8::is_ascii_uppercase)
    })
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
    TYPES.get_or_init(|| TYPE_WORDS.iter().chain(ENGLISH_TYPES).copied().collect()).contains(lower)
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

/// What ends a word without being part of it: punctuation after it, closing quotes and brackets.
const WORD_END: [char; 11] = [',', ';', ')', ']', '\'', '»', '“', '。', '，', '،', '\\'];

fn words(text: &str) -> Vec<Word> {
    let mut out = Vec::new();
    let mut offset = 0;
    // `=` and `:` separate too: a key's value is a word of its own (`address=107 Jan Smuts Avenue`,
    // iCalendar's `LOCATION:ul. Floriańska 20`); and a double quote, which ends a JSON string
    // (`…Chennai 600017","total":3`), and markup's angle brackets (`<adr>114 MG Road, …</adr>`).
    let mut raws = text.split([' ', '\t', '\n', '\r', '=', ':', '"', '<', '>']).peekable();
    while let Some(raw) = raws.next() {
        // A dash set apart before a postal code (`Chennai - 600017`, as India writes a town and its PIN)
        // joins them: it is left in the gap between the two words (see `without_dash`).
        if matches!(raw, "-" | "–" | "—")
            && raws.peek().is_some_and(|next| {
                // (The code's own characters: a bracket or a full stop may follow it, `560038.`.)
                let code = next.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).next().unwrap_or("");
                is_postal_code(code)
            })
        {
            // (Every separator is one byte.)
            offset += raw.len() + 1;
            continue;
        }
        let start = offset + (raw.len() - raw.trim_start_matches(['(', '[', '\'', '«', '„']).len());
        // (iCalendar and vCard escape a comma inside a value: `ul. Floriańska 20\, 31-951 Kraków`.)
        let trimmed = raw.trim_end_matches(WORD_END);
        let end = offset + trimmed.len();
        // (A separator after a closing quote counts: a CSV record's or JSON array's next field follows.)
        let comma = text[end..].trim_start_matches(['\\', '"', '\'']).starts_with([',', ';', '，', '،']);
        if start < end {
            out.push(Word { start, end, comma });
        }
        offset += raw.len() + 1;
    }
    out
}

/// A gap between two words without the dash that `words` leaves in it before a postal code.
fn without_dash(gap: &str) -> &str {
    let spaced = gap.trim_start_matches([' ', '\t']);
    match spaced.strip_prefix(['-', '–', '—']) {
        Some(rest) if spaced.len() < gap.len() && rest.starts_with([' ', '\t']) => rest,
        _ => gap,
    }
}

/// The spans of the street addresses of a text.
pub(crate) fn find(view: &View<'_>, digit_chain: u32, out: &mut Vec<Span>) {
    let text = view.text;
    if !text.is_ascii() && text.contains(['号', '號', '〒', '丁', '番']) {
        administrative_addresses(view, out);
    }
    let ascii = text.is_ascii();
    if !ascii {
        affixed_addresses(view, out);
    }
    // (`digit_chain` is measured only on texts with enough digits for the patterns that need it.)
    let separated = memchr::memchr(b',', text.as_bytes()).is_some() || (!ascii && text.contains(['，', '،']));
    if separated && text.bytes().any(|b| b.is_ascii_digit()) {
        division_lists(view, out);
    }
    // A postal code needs three digits in a row (`411 17`, `00-433`) at least, or two parts of letters and
    // digits (`M2 7TF`, `K1A 0B1`).
    if !text.contains(", ") || (digit_chain < 3 && !may_hold_two_part_code(text.as_bytes())) {
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
                // (Only here, where the postal code and town follow the street: where they come first, the words
                // before the street's type may be the town's, `4064 Release, Main Street 7`.)
                let start = if start == i { english_name_start(&words, text, i) } else { start };
                // A full stop after the town ends the sentence, not the address.
                let last = word(end);
                let stop = usize::from(last.len() > 3 && last.ends_with('.') && !last.ends_with(".."));
                let (s, e) = view.original(words[start].start, words[end].end - stop);
                out.push(Span { start: s, end: e, priority: PRIORITY, label: "ADDRESS" });
                i = end + 1;
            }
            // Formats that write the postal code and town first (`4064 Debrecen, Piac utca 188`).
            None => match postal_town_before(&words, text, start) {
                Some(head) => {
                    let last = word(from);
                    let stop = usize::from(last.len() > 1 && last.ends_with('.'));
                    let (s, e) = view.original(words[head].start, words[from].end - stop);
                    out.push(Span { start: s, end: e, priority: PRIORITY, label: "ADDRESS" });
                    i = from + 1;
                }
                // Where addresses carry no postal code (`158 Awolowo Road, Ikoyi, Lagos`): a street with its
                // house number before it, then two or more places, each set off by a comma.
                None => match places_after(&words, text, from).filter(|_| start < i) {
                    Some(end) => {
                        let (s, e) = view.original(words[start].start, words[end].end);
                        out.push(Span { start: s, end: e, priority: PRIORITY, label: "ADDRESS" });
                        i = end + 1;
                    }
                    None => i += 1,
                },
            },
        }
    }
}

/// The last word of the places that follow a street ending at `from` (with a comma): two or three
/// comma-separated runs of one or two capitalised words (`Ikoyi, Lagos`), or `None`.
fn places_after(words: &[Word], text: &str, from: usize) -> Option<usize> {
    let word = |i: usize| &text[words[i].start..words[i].end];
    if !words[from].comma {
        return None;
    }
    let (mut places, mut in_place, mut end) = (0, 0, None);
    for j in from + 1..words.len().min(from + 7) {
        let w = word(j).trim_end_matches('.');
        let gap = &text[words[j - 1].end..words[j].start];
        if gap.contains('\n') || !gap.trim_start_matches([',', ';']).chars().all(|c| c == ' ') {
            break;
        }
        if !is_capitalised(w) || !w.chars().all(|c| c.is_alphabetic() || matches!(c, '-' | '\'')) || in_place == 2 {
            break;
        }
        in_place += 1;
        if words[j].comma || j + 1 == words.len() || !is_capitalised(word(j + 1)) {
            places += 1;
            in_place = 0;
            end = Some(j);
            if places == 3 || !words[j].comma {
                break;
            }
        }
    }
    end.filter(|_| places >= 2)
}

/// Where an address starts whose postal code and town come before its street (`4064 Debrecen, Piac utca
/// 188`, `101000 Москва, ул. …`): one to three capitalised words ending in a comma right before the street,
/// and a postal code right before them.
fn postal_town_before(words: &[Word], text: &str, street: usize) -> Option<usize> {
    let word = |i: usize| &text[words[i].start..words[i].end];
    let spaced = |i: usize| text[words[i].end..words[i + 1].start].trim_start_matches(',').chars().all(|c| c == ' ');
    if street < 2 || !words[street - 1].comma || !spaced(street - 1) {
        return None;
    }
    for town in (street.saturating_sub(3)..street).rev() {
        let w = word(town);
        if !(is_capitalised(w) && w.chars().all(|c| c.is_alphabetic() || matches!(c, '-' | '.' | '\''))) {
            return None;
        }
        if town < street - 1 && (words[town].comma || !spaced(town)) {
            return None;
        }
        if town > 0 && is_postal_code(word(town - 1)) && !words[town - 1].comma && spaced(town - 1) {
            return Some(town - 1);
        }
    }
    None
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
        // Adjacent words only (`Row 12: "Main Street …"` numbers a row).
        if !text[words[j].end..words[j + 1].start].bytes().all(|b| b == b' ') {
            return None;
        }
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

/// Where the name of a street whose English type is the word at `at` starts: the type follows its name,
/// also where the house number comes after it (`Linking Road 92`, `MG Road 54`), so a capitalised word
/// right before it is the name (not a function word: `Sent To Linking Road 92`).
fn english_name_start(words: &[Word], text: &str, at: usize) -> usize {
    let here = &text[words[at].start..words[at].end];
    let english_type =
        crate::lexicon::with_lowercase(here.trim_end_matches('.'), |lower| ENGLISH_TYPES.contains(&lower));
    if !english_type || !is_capitalised(here) || at == 0 || words[at - 1].comma {
        return at;
    }
    let name = &text[words[at - 1].start..words[at - 1].end];
    let spaced = text[words[at - 1].end..words[at].start] == *" ";
    if spaced && is_capitalised(name) && !crate::structure::is_function_word(name) { at - 1 } else { at }
}

/// Where a street's name starts: at its type word, or one word before where the type follows the name
/// (`Kongens gate 34`).
fn street_start(words: &[Word], text: &str, at: usize) -> usize {
    let here = &text[words[at].start..words[at].end];
    if at > 0
        && !is_capitalised(here)
        && !words[at - 1].comma
        && text[words[at - 1].end..words[at].start] == *" "
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
    let mut second_part = false;
    for j in from + 1..words.len().min(from + 1 + MAX_TAIL_WORDS) {
        if std::mem::take(&mut second_part) {
            continue;
        }
        // Adjacent words only: text between them other than spaces (a `|`, a `=`) ends the address.
        let w = word(j);
        let gap = &text[words[j - 1].end..words[j].start];
        if !without_dash(gap.trim_start_matches(['\\', ',', ';'])).chars().all(char::is_whitespace)
            || gap.contains('\n')
        {
            break;
        }
        let swedish = w.len() == 2
            && w.bytes().all(|b| b.is_ascii_digit())
            && word(j - 1).len() == 3
            && word(j - 1).bytes().all(|b| b.is_ascii_digit());
        // A postal code stands beside its town (`10827 Berlin`, `Durban, 4001`, `IL 62704`): a number between
        // other words is a count.
        let beside_town = is_capitalised(word(j - 1)) || (j + 1 < words.len() && is_capitalised(word(j + 1)));
        // A postal code may end the sentence (`…, IL 62704.`): the address ends with it.
        let sentence_end = w.len() > 1 && w.ends_with('.') && !w.ends_with("..");
        if (is_postal_code(w.strip_suffix('.').unwrap_or(w)) || swedish) && beside_town {
            postal = Some(j);
            end = Some(j);
            if sentence_end {
                break;
            }
        } else if j + 1 < words.len()
            && !words[j].comma
            && text[words[j].end..words[j + 1].start] == *" "
            && two_part_postal_code(w, word(j + 1))
        {
            // `Manchester M2 7TF`, `Ottawa ON K1A 0B1`: the code's second part is taken with it.
            postal = Some(j + 1);
            end = Some(j + 1);
            second_part = true;
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

/// What a word is to an address written as a list of its divisions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    /// A division's or a thoroughfare's word (`ул.`, `Phường`, `Kec.`, `شارع`).
    Division,
    /// A house number or a postal code.
    Number,
    /// A name: a capitalised word, a word of a script without capitals, a particle.
    Name,
    /// Anything else ends the run.
    Other,
}

fn part_of(word: &str) -> Part {
    let bare = word.trim_end_matches([':', '.']);
    if bare.is_empty() {
        return Part::Other;
    }
    if is_house_number(bare) || is_postal_code(bare) {
        return Part::Number;
    }
    if bare.chars().count() <= 16 && is_division(bare) || is_thoroughfare(word) {
        return Part::Division;
    }
    let letters = bare.chars().all(|c| c.is_alphabetic() || matches!(c, '-' | '.' | '\'' | '/' | '\u{200c}'))
        || bare.chars().all(|c| c.is_alphabetic() || crate::lexicon::is_word_char(c));
    if letters && (is_capitalised(bare) || is_address_particle(word)) {
        return Part::Name;
    }
    Part::Other
}

fn is_division(bare: &str) -> bool {
    static DIVISIONS: std::sync::OnceLock<std::collections::HashSet<&'static str, foldhash::fast::FixedState>> =
        std::sync::OnceLock::new();
    let divisions =
        DIVISIONS.get_or_init(|| DIVISION_WORDS.iter().chain(TYPE_WORDS).chain(ENGLISH_TYPES).copied().collect());
    crate::lexicon::with_lowercase(bare, |lower| divisions.contains(lower))
}

/// How many words one part of a division list may hold (`Phường Bến Nghé` is three, `TP. Hồ Chí Minh`
/// four); a longer stretch is prose.
const MAX_PART_WORDS: usize = 8;

/// Addresses written as a comma-separated list of their divisions (`г. Москва, ул. Ленина, д. 72, кв.
/// 170, 132359`): a run of parts whose words are all division words, numbers and names, in which two
/// parts open with a division's word and a number stands. The run starts at the first word of its first
/// such part that is a division's word or a number (the prose before it is not taken).
fn division_lists(view: &View<'_>, out: &mut Vec<Span>) {
    let text = view.text;
    if !may_hold_division_list(text) {
        return;
    }
    let words = words(text);
    let parts: Vec<Part> = words.iter().map(|w| part_of(&text[w.start..w.end])).collect();
    let mut i = 0;
    while i < words.len() {
        if parts[i] == Part::Other {
            i += 1;
            continue;
        }
        // The run: adjacent words (spaces and one separator between) that are not `Other`.
        let mut end = i;
        while end + 1 < words.len()
            && parts[end + 1] != Part::Other
            && !ends_sentence(&text[words[end].start..words[end].end])
            && {
                let gap = &text[words[end].end..words[end + 1].start];
                without_dash(gap.trim_start_matches([',', ';', '，', '،', ':'])).chars().all(|c| c == ' ' || c == '\t')
            }
        {
            end += 1;
        }
        if let Some((first, last)) = division_run(&words, &parts, text, i, end) {
            // A full stop that ends the sentence is not the address's.
            let stop = usize::from(ends_sentence(&text[words[last].start..words[last].end]));
            let (s, e) = view.original(words[first].start, words[last].end - stop);
            out.push(Span { start: s, end: e, priority: PRIORITY, label: "ADDRESS" });
        }
        i = end + 1;
    }
}

/// A word that ends a sentence: a full stop after a number or after a word longer than the abbreviations
/// of divisions (`132359.`, `Minh.`; not `ул.`, `Kec.`, `TP.`).
fn ends_sentence(word: &str) -> bool {
    word.strip_suffix('.').is_some_and(|bare| {
        !bare.contains('.') && (bare.bytes().all(|b| b.is_ascii_digit()) || bare.chars().count() > 4)
    })
}

/// A cheap necessary condition of [`division_lists`] finding an address: a part after a separator opens
/// with a division's word in its first two words (every address it takes has two marked parts, so one
/// follows a separator), or with a postal code beside its town (`…Daire 5, 34000 Kadıköy`).
fn may_hold_division_list(text: &str) -> bool {
    let opens_a_part = |after: usize| {
        // The two words after the separator are within a short window (a division's word is at most 48
        // bytes), so a text of many separators and no spaces costs its length, not its length squared.
        let mut window_end = (after + 256).min(text.len());
        while !text.is_char_boundary(window_end) {
            window_end -= 1;
        }
        let mut next = text[after..window_end].split(' ').filter(|w| !w.is_empty()).take(2);
        let first = next.next().unwrap_or("");
        let second = next.next().unwrap_or("");
        // Division words are letters (a digit or punctuation first is none), at most 16 of them.
        let division = |word: &str| {
            let bare = word.trim_end_matches([':', '.', ',']);
            bare.chars().next().is_some_and(char::is_alphabetic) && bare.len() <= 48 && is_division(bare)
        };
        division(first)
            || division(second)
            || (first.as_bytes().first().is_some_and(u8::is_ascii_digit)
                && is_postal_code(first.trim_end_matches(','))
                && is_capitalised(second))
    };
    memchr::memchr_iter(b',', text.as_bytes()).any(|at| opens_a_part(at + 1))
        || (!text.is_ascii()
            && text.match_indices(['，', '،']).any(|(at, separator)| opens_a_part(at + separator.len())))
}

/// The first and last word of the address in the run of words `from..=to`, if it is one: two division
/// words with a name or a number after each, a number, and one part that only addresses carry (a
/// thoroughfare, a postal code beside its town, or a division's word that is no English word: `block 12, unit 3` is a
/// count, `Kec. Tanah Abang` is a district).
fn division_run(words: &[Word], parts: &[Part], text: &str, from: usize, to: usize) -> Option<(usize, usize)> {
    // Split the run into its comma-separated parts.
    let mut groups: Vec<(usize, usize)> = Vec::new();
    let mut start = from;
    for (j, w) in words.iter().enumerate().take(to + 1).skip(from) {
        if w.comma || j == to {
            groups.push((start, j));
            start = j + 1;
        }
    }
    let word = |j: usize| &text[words[j].start..words[j].end];
    // A division word with a name or a number after it inside its part (`ул. Ленина`, `Số 51`; a division
    // word alone is a word of prose).
    let opens = |j: usize, b: usize| parts[j] == Part::Division && j < b && parts[j + 1] != Part::Other;
    // A division word after its name, ending its part, in the languages that write it so (`T. Nagar`,
    // `Anna Nagar`); English ones there are a list's nouns (`Block 7, Storage Unit, Node 12345`).
    let closes = |j: usize, a: usize, b: usize| {
        parts[j] == Part::Division
            && j == b
            && j > a
            && parts[j - 1] == Part::Name
            && is_capitalised(word(j - 1))
            && !crate::dictionary::is_english_word(&word(j).to_ascii_lowercase())
    };
    let mut best: Option<(usize, usize)> = None;
    // (first word, last word, division words, a number, a part only addresses carry)
    let mut current: Option<(usize, usize, usize, bool, bool)> = None;
    let close = |run: Option<(usize, usize, usize, bool, bool)>, best: &mut Option<(usize, usize)>| {
        if let Some((first, last, divisions, number, strong)) = run
            && divisions >= 2
            && number
            && strong
            && best.is_none()
        {
            *best = Some((first, last));
        }
    };
    for &(a, b) in &groups {
        let long = b + 1 - a > MAX_PART_WORDS;
        // A new run may open inside a part that carries prose before its divisions: at the first division
        // word or number that the rest of the part follows.
        let first = match &current {
            Some(_) if !long => a,
            _ => match (a..=b).find(|&j| {
                b + 1 - j <= MAX_PART_WORDS && (opens(j, b) || (parts[j] == Part::Number && j < b && opens(j + 1, b)))
            }) {
                Some(j) => {
                    close(current.take(), &mut best);
                    j
                }
                None => {
                    close(current.take(), &mut best);
                    continue;
                }
            },
        };
        let divisions = (first..=b).filter(|&j| opens(j, b) || closes(j, first, b)).count();
        let number = (first..=b).any(|j| parts[j] == Part::Number);
        let strong = (first..=b).any(|j| {
            let w = word(j);
            let bare = w.trim_end_matches([':', '.']);
            // A postal code stands beside its town (`Jakarta 12930`, `34000 Kadıköy`); beside division words a
            // number of that shape is a count (`sector 2048, block 7`).
            let beside_name = |k: usize| k >= first && k <= b && parts[k] == Part::Name && is_capitalised(word(k));
            (parts[j] == Part::Number && is_postal_code(bare) && (beside_name(j + 1) || (j > 0 && beside_name(j - 1))))
                || (parts[j] == Part::Division && (is_thoroughfare(w) || !crate::dictionary::is_english_word(bare)))
        });
        let run = current.get_or_insert((first, b, 0, false, false));
        run.1 = b;
        run.2 += divisions;
        run.3 |= number;
        run.4 |= strong;
    }
    close(current, &mut best);
    let (first, mut last) = best?;
    // Names after the last number or division word are the town (`TP. Hồ Chí Minh`); more of them are a
    // sentence resuming after the address.
    let anchor = (first..=last).rev().find(|&j| matches!(parts[j], Part::Division | Part::Number)).unwrap_or(last);
    if last - anchor > 4 {
        last = anchor;
    }
    Some((first, last))
}

/// Addresses of scripts that write them without commas, read by their divisions' affixes: Korean (`서울특별시
/// 강남구 테헤란로 123`: a city, its district ending in 구/군/시, a road ending in 로/길 and its number) and Thai
/// (`705/25 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110`: a house number, then two or more
/// divisions opening with their words, a province and a postal code).
fn affixed_addresses(view: &View<'_>, out: &mut Vec<Span>) {
    static KOREAN: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    static THAI: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let text = view.text;
    let hangul = text.contains(|c: char| ('\u{AC00}'..='\u{D7A3}').contains(&c));
    let thai = text.contains(|c: char| ('\u{0E01}'..='\u{0E5B}').contains(&c));
    let mut push = |pattern: &regex::Regex| {
        for m in pattern.find_iter(text) {
            let (start, end) = view.original(m.start(), m.end());
            out.push(Span { start, end, priority: PRIORITY, label: "ADDRESS" });
        }
    };
    if hangul {
        push(KOREAN.get_or_init(|| {
            let h = r"[\u{AC00}-\u{D7A3}]";
            regex::Regex::new(&format!(
                r"(?:{h}{{2,10}}(?:특별시|광역시|특별자치시|특별자치도|도|시) )?{h}{{1,8}}[구군시] (?:{h}{{1,8}}[동읍면] )?(?:{h}|[0-9]){{1,12}}(?:로|길)(?: ?[0-9]{{1,4}}(?:번길|길))? [0-9]{{1,5}}(?:-[0-9]{{1,5}})?(?:,? ?[0-9]{{1,4}}동)?(?: ?[0-9]{{1,5}}호)?"
            ))
            .expect("the Korean address pattern compiles")
        }));
    }
    if thai {
        push(THAI.get_or_init(|| {
            let t = r"[\u{0E01}-\u{0E5B}]";
            let division = r"(?:ถนน|ถ\.|ซอย|ซ\.|แขวง|เขต|ตำบล|ต\.|อำเภอ|อ\.|จังหวัด|จ\.|หมู่บ้าน|หมู่(?: ?[0-9]{1,3})?)";
            regex::Regex::new(&format!(
                r"(?:เลขที่ ?)?[0-9]{{1,5}}(?:/[0-9]{{1,5}})?(?: {division} ?{t}{{0,30}}){{2,6}}(?: {t}{{2,30}})?(?: [0-9]{{5}})?"
            ))
            .expect("the Thai address pattern compiles")
        }));
    }
}

/// A block or flat written as a letter and digits (`A18`, `B2`).
fn is_unit(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(|c| c.is_ascii_uppercase()) && word.len() <= 5 && chars.all(|c| c.is_ascii_digit())
}

/// Addresses written from the largest division down, as Chinese and Japanese write them, without
/// spaces: a postal code, a city or county (`上海市`, with its province before it), its district, a road
/// (with its section, `四段`), lanes and a number, in simplified or traditional characters
/// (`…漕溪北路275弄13号1025室`, `106臺北市大安區忠孝東路四段96號5樓`); or a Japanese postal code (`〒353-6159`) and what follows it up to the
/// next punctuation, space or hiragana (the particle that resumes the sentence).
fn administrative_addresses(view: &View<'_>, out: &mut Vec<Span>) {
    static PATTERN: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let pattern = PATTERN.get_or_init(|| {
        // Han letters by their blocks (the regex crate is built without Unicode script tables).
        let han = r"[\u{4E00}-\u{9FFF}\u{3400}-\u{4DBF}]";
        regex::Regex::new(&format!(
            r"(?:[0-9]{{3,6}})?(?:{han}{{1,6}}(?:省|自治区|自治區))?{han}{{1,2}}[市縣县](?:{han}{{1,6}}[区县市區縣鄉鎮])?{han}{{1,12}}(?:路|街|道|巷)(?:[一二三四五六七八九十0-9]{{1,2}}段)?(?:[0-9]+[弄巷])*[0-9-]+[号號](?:[0-9-]+(?:室|楼|樓|层|層|单元|單元|F))*|〒[0-9]{{3}}-[0-9]{{4}}[ \u{{3000}}]?[^\s、。，,）)」\u{{3041}}-\u{{3096}}]{{0,60}}"
        ))
        .expect("the administrative address pattern compiles")
    });
    for m in pattern.find_iter(view.text) {
        let (start, end) = view.original(m.start(), m.end());
        out.push(Span { start, end, priority: PRIORITY, label: "ADDRESS" });
    }
}
