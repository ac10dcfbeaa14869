//! Drain-class online template mining: groups log messages into patterns as they stream in.
//!
//! A message (already redacted) is cut into whitespace tokens, and each token gets a *mining form*:
//! redaction placeholders (`<IP#3>`) and tokens that are numbers, hex or ids become the wildcard `<*>`;
//! digit runs inside other tokens become `<N>` (`blk_-<N>`, `uid=<N>`), so the constant part of a token
//! still counts. Then, as in Drain (He et al., ICWS 2017), a fixed-depth prefix tree routes the message
//! by its token count and its first tokens to a small list of candidate patterns; the most similar one
//! (share of positions with the same token) takes it if the similarity reaches the threshold, turning the
//! positions that differ into `<*>`; otherwise the message starts a new pattern.
//!
//! Four rules on token roles make it carry across log formats:
//! * a date written with words (`Fri Jun 17 07:07:00 2005`) is a value, all its tokens `<*>`, and so are a
//!   request line's method and target (`GET /cart -> 200`: one statement logs every request);
//! * a pattern that has seen a few messages has *settled* words: a message with another constant word at
//!   one of them does not join it (one rare line would otherwise take the whole group's pattern with it),
//!   unless the word is the value of the same `key=`;
//! * a message with other constant words at two adjacent positions (another phrase) joins no pattern,
//!   settled or not: a value fills one token;
//! * a post-pass ([`merge_by_roles`]) merges patterns equal but at one position whose words there behave
//!   like a variable's values (quoted, or more than a fixed set would show), which the tree's routing kept
//!   apart.
//!
//! One configuration ([`MinerConfig::default`]) serves every log format; nothing is tuned per data set.
//!
//! # Invariants
//! * Memory is bounded: at most `max_patterns` patterns; past it, messages join their most similar
//!   candidate regardless of the threshold (or the catch-all pattern of their length).
//! * Never panics on any input.

// Fast hashes: interning and tree lookups hash on every token of every message. Tree keys are token ids
// (handed out in sequence, so no input chooses them): FxHash. Words come straight from the logs, which an
// attacker may write, so a word is known by its 64-bit foldhash under a per-process random seed: no
// crafted set of words can target it (FxHash collisions are trivial to construct), and two words sharing
// one by chance (odds about n²/2⁶⁵ for n distinct words) would at worst show one spelling for both.
use std::hash::BuildHasher;

use rustc_hash::FxHashMap as HashMap;

use crate::time::parse_timestamp_prefix;

/// Interned token id; [`WILDCARD`] is `<*>`.
pub type Token = u32;
pub const WILDCARD: Token = u32::MAX;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MinerConfig {
    /// Tree depth as in Drain: the first `depth - 2` tokens (16 at most) route a message.
    pub depth: usize,
    /// The least share of equal positions for a message to join a pattern.
    pub similarity: f64,
    /// Children per tree node before new tokens share the wildcard child.
    pub max_children: usize,
    /// The most patterns kept.
    pub max_patterns: usize,
}

impl Default for MinerConfig {
    fn default() -> MinerConfig {
        MinerConfig { depth: 4, similarity: 0.5, max_children: 100, max_patterns: 10_000 }
    }
}

#[derive(Debug, Clone)]
pub struct Pattern {
    tokens: Vec<Token>,
    pub count: usize,
}

#[derive(Default)]
struct Node {
    children: HashMap<Token, Node>,
    patterns: Vec<usize>,
}

pub struct TemplateMiner {
    config: MinerConfig,
    /// Seeded word hash → token.
    symbols: HashMap<u64, Token>,
    word_hash: foldhash::fast::RandomState,
    names: Vec<String>,
    /// Per token: whether it holds a masked digit run (`blk_<N>`), so it must not route the tree.
    variable: Vec<bool>,
    /// Reused per message: its tokens, and the masked form of one token.
    tokens: Vec<Token>,
    scratch: String,
    by_length: HashMap<usize, Node>,
    patterns: Vec<Pattern>,
    /// Counts the changes that can change where a sequence goes: a pattern started or a position
    /// turned into the wildcard.
    generation: u64,
}

impl Default for TemplateMiner {
    fn default() -> TemplateMiner {
        TemplateMiner::new(MinerConfig::default())
    }
}

impl TemplateMiner {
    pub fn new(config: MinerConfig) -> TemplateMiner {
        TemplateMiner {
            config,
            symbols: HashMap::default(),
            word_hash: foldhash::fast::RandomState::default(),
            names: Vec::new(),
            variable: Vec::new(),
            tokens: Vec::new(),
            scratch: String::new(),
            by_length: HashMap::default(),
            generation: 0,
            patterns: Vec::new(),
        }
    }

    pub fn patterns(&self) -> &[Pattern] {
        &self.patterns
    }

    /// The pattern's text, `<*>` for its variable positions.
    pub fn template(&self, id: usize) -> String {
        self.patterns[id]
            .tokens
            .iter()
            .map(|t| if *t == WILDCARD { "<*>" } else { self.names[*t as usize].as_str() })
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn intern(&mut self, text: &str) -> Token {
        let hash = self.word_hash.hash_one(text);
        if let Some(token) = self.symbols.get(&hash) {
            return *token;
        }
        let token = self.names.len() as Token;
        self.names.push(text.to_owned());
        self.variable.push(text.contains("<N>"));
        self.symbols.insert(hash, token);
        token
    }

    fn is_variable(&self, token: Token) -> bool {
        token == WILDCARD || self.variable[token as usize]
    }

    /// Adds one message; returns the id of the pattern it joined or started.
    pub fn add(&mut self, message: &str) -> usize {
        let mut tokens = std::mem::take(&mut self.tokens);
        tokens.clear();
        self.tokenize_into(message, &mut tokens);
        let id = self.place(&tokens);
        self.tokens = tokens;
        id
    }

    /// Appends the message's tokens (their mining forms, interned) to `out`: what [`TemplateMiner::place`]
    /// takes. The same message always gives the same tokens, so a caller may keep them for a repeat.
    pub fn tokenize_into(&mut self, message: &str, out: &mut Vec<Token>) {
        let mut scratch = std::mem::take(&mut self.scratch);
        // A date written with words (`Fri Jun 17 07:07:00 2005`, `Jun 17 07:07:00`) is a value like the
        // numbers in it: its tokens are all `<*>`, up to this offset.
        let mut date_until = 0;
        let mut after_method = false;
        let mut push = |raw: &str| {
            let start = raw.as_ptr() as usize - message.as_ptr() as usize;
            if start < date_until {
                out.push(WILDCARD);
                return;
            }
            // A request line's method and target are the request's values (`GET /cart`, `"POST /login`).
            if std::mem::replace(&mut after_method, is_http_method(raw)) && is_request_target(raw) {
                if let Some(method) = out.last_mut() {
                    *method = WILDCARD;
                }
                out.push(WILDCARD);
                return;
            }
            if opens_a_date(raw) {
                if let Some((_, used)) = parse_timestamp_prefix(&message[start..], 1970) {
                    date_until = start + used;
                    out.push(WILDCARD);
                    return;
                }
            }
            out.push(match mining_form(raw, &mut scratch) {
                Form::Wildcard => WILDCARD,
                Form::Same => self.intern(raw),
                Form::Masked => self.intern(&scratch),
            })
        };
        // ASCII text (most logs) splits byte-wise; other text at every Unicode space.
        if message.is_ascii() {
            message.split_ascii_whitespace().for_each(&mut push);
        } else {
            message.split_whitespace().for_each(&mut push);
        }
        self.scratch = scratch;
    }

    /// The miner's generation: while it stays the same, placing a sequence placed before (at this
    /// generation) joins the same pattern again and changes nothing but its count (the tree's route is
    /// the same, the candidates and their templates are the same, and the pattern already generalises
    /// the sequence). [`TemplateMiner::place_again`] does just that.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// What [`TemplateMiner::place`] does for a sequence it placed in pattern `id` at the current
    /// generation.
    pub fn place_again(&mut self, id: usize) -> usize {
        self.patterns[id].count += 1;
        id
    }

    /// Routes a tokenised message through the tree to its pattern (joined or new); returns the pattern id.
    pub fn place(&mut self, tokens: &[Token]) -> usize {
        const MAX_DEPTH: usize = 16;
        let mut route = [WILDCARD; MAX_DEPTH];
        let route_length = self.config.depth.saturating_sub(2).min(tokens.len()).min(MAX_DEPTH);
        for (slot, token) in route.iter_mut().zip(&tokens[..route_length]) {
            *slot = if self.is_variable(*token) { WILDCARD } else { *token };
        }
        let max_children = self.config.max_children;
        let mut node = self.by_length.entry(tokens.len()).or_default();
        for &key in &route[..route_length] {
            let key =
                if node.children.contains_key(&key) || node.children.len() < max_children { key } else { WILDCARD };
            node = node.children.entry(key).or_default();
        }
        // The most similar candidate (ties: the one with more wildcards, i.e. the more general).
        let mut best: Option<(usize, f64, usize)> = None;
        for &id in &node.patterns {
            let pattern = &self.patterns[id];
            if pattern.count >= SETTLED && rewrites_a_settled_word(&self.names, &self.variable, &pattern.tokens, tokens)
            {
                continue;
            }
            if rewrites_a_phrase(&self.variable, &pattern.tokens, tokens) {
                continue;
            }
            let (similarity, wildcards) = similarity(&pattern.tokens, tokens);
            if best.is_none_or(|(_, s, w)| similarity > s || (similarity == s && wildcards > w)) {
                best = Some((id, similarity, wildcards));
            }
        }
        let full = self.patterns.len() >= self.config.max_patterns;
        match best {
            Some((id, similarity, _)) if similarity >= self.config.similarity || full => {
                let pattern = &mut self.patterns[id];
                for (slot, token) in pattern.tokens.iter_mut().zip(tokens) {
                    if slot != token && *slot != WILDCARD {
                        *slot = WILDCARD;
                        self.generation += 1;
                    }
                }
                pattern.count += 1;
                id
            }
            _ if full && tokens.is_empty() => {
                // Not a join (no count): such a placement is not one to repeat.
                self.generation += 1;
                0
            }
            _ => {
                self.generation += 1;
                let id = self.patterns.len();
                self.patterns.push(Pattern { tokens: tokens.to_vec(), count: 1 });
                node.patterns.push(id);
                id
            }
        }
    }
}

impl TemplateMiner {
    /// Each pattern's final template after the post-pass over variable positions ([`merge_by_roles`]),
    /// `<*>` for its variable positions. Patterns that end with the same text are one group.
    pub fn final_templates(&self) -> Vec<String> {
        merge_by_roles(&self.patterns, |token| is_quoted(&self.names[token as usize]))
            .iter()
            .map(|tokens| self.text_of(tokens))
            .collect()
    }

    fn text_of(&self, tokens: &[Token]) -> String {
        tokens
            .iter()
            .map(|t| if *t == WILDCARD { "<*>" } else { self.names[*t as usize].as_str() })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The post-pass: the tree routes by the first tokens, so messages that differ in a variable word there
/// (`user bob logged in`, `user alice logged in`) never meet, and two short messages that differ in one
/// word fall below the similarity. Here patterns of one length that are equal but at one position are
/// compared by that position's *role*: it is a variable when a sibling already has `<*>` there, or when
/// its distinct values are too many for a fixed set of words: `d² > n` for `d` values over `n` messages
/// (a keyword set stays bounded as messages accumulate, `d` staying far below `√n`; a variable's values
/// keep coming, `d` growing with `n`). Then the siblings become one pattern with `<*>` there. Two
/// frequent variants of a constant word (`Accepted password` / `Accepted publickey`) stay apart.
/// Repeated until nothing merges; returns each pattern's final tokens.
pub fn merge_by_roles(patterns: &[Pattern], quoted: impl Fn(Token) -> bool) -> Vec<Vec<Token>> {
    // Union-find over patterns; each root holds its group's tokens and count.
    let mut parent: Vec<usize> = (0..patterns.len()).collect();
    let mut tokens: Vec<Vec<Token>> = patterns.iter().map(|p| p.tokens.clone()).collect();
    let mut counts: Vec<usize> = patterns.iter().map(|p| p.count).collect();
    fn root(parent: &mut [usize], mut id: usize) -> usize {
        while parent[id] != id {
            parent[id] = parent[parent[id]];
            id = parent[id];
        }
        id
    }
    let mut by_length: HashMap<usize, Vec<usize>> = HashMap::default();
    for (id, pattern) in patterns.iter().enumerate() {
        if pattern.count > 0 && !pattern.tokens.is_empty() {
            by_length.entry(pattern.tokens.len()).or_default().push(id);
        }
    }
    let mut lengths: Vec<usize> = by_length.keys().copied().collect();
    lengths.sort_unstable();
    for length in lengths {
        let mut members = by_length.remove(&length).unwrap_or_default();
        loop {
            let mut merged = false;
            for position in 0..length {
                let mut siblings: HashMap<Vec<Token>, Vec<usize>> = HashMap::default();
                for &id in &members {
                    let mut key = tokens[id].clone();
                    key[position] = WILDCARD;
                    siblings.entry(key).or_default().push(id);
                }
                let mut buckets: Vec<Vec<usize>> = siblings.into_values().filter(|ids| ids.len() > 1).collect();
                // Deterministic order (hash maps iterate in a per-process order).
                buckets.iter_mut().for_each(|ids| ids.sort_unstable());
                buckets.sort_unstable();
                for ids in buckets {
                    let total: usize = ids.iter().map(|id| counts[*id]).sum();
                    let mut values: Vec<Token> = ids.iter().map(|id| tokens[*id][position]).collect();
                    values.sort_unstable();
                    values.dedup();
                    let distinct = values.len();
                    let variable = values.contains(&WILDCARD)
                        || values.iter().all(|value| quoted(*value))
                        || (distinct >= 3 && distinct * distinct > total);
                    if !variable {
                        continue;
                    }
                    let keep = ids[0];
                    tokens[keep][position] = WILDCARD;
                    for &other in &ids[1..] {
                        parent[other] = keep;
                        counts[keep] += counts[other];
                    }
                    merged = true;
                }
                if merged {
                    members.retain(|id| parent[*id] == *id);
                }
            }
            if !merged {
                break;
            }
        }
    }
    (0..patterns.len())
        .map(|id| {
            let top = root(&mut parent, id);
            tokens[top].clone()
        })
        .collect()
}

/// A whole quoted word (`"shop"`, `'/tmp'`): a value a statement quoted.
fn is_quoted(word: &str) -> bool {
    let bytes = word.as_bytes();
    bytes.len() >= 2 && matches!(bytes[0], b'"' | b'\'') && bytes[bytes.len() - 1] == bytes[0]
}

/// An HTTP method as a request line writes it (RFC 9110's methods and PATCH), possibly after the quote of
/// an access log's `"%r"`.
fn is_http_method(token: &str) -> bool {
    let word = token.strip_prefix('"').unwrap_or(token);
    matches!(word, "GET" | "HEAD" | "POST" | "PUT" | "DELETE" | "CONNECT" | "OPTIONS" | "TRACE" | "PATCH")
}

/// A request target after a method: an origin path (`/cart?id=3`) or an absolute URL.
fn is_request_target(token: &str) -> bool {
    (token.len() > 1 && token.starts_with('/')) || token.starts_with("http://") || token.starts_with("https://")
}

/// Whether a token may open a date written with words: a capitalised three-letter word (a day or month
/// name), possibly after `[`; the date parser decides.
fn opens_a_date(token: &str) -> bool {
    let word = token.strip_prefix('[').unwrap_or(token).as_bytes();
    word.len() == 3 && word[0].is_ascii_uppercase() && word[1..].iter().all(u8::is_ascii_lowercase)
}

/// From this many messages on, a pattern's constant words are settled: a message with another word at
/// one of them does not join it. By the role rule of [`merge_by_roles`], a position that showed one word
/// over `n` messages would be a variable with a second word only while `2² > n + 1`.
const SETTLED: usize = 3;

/// Whether `tokens` has another constant word where `pattern` has one (`variable`: per token, whether it
/// holds a masked digit run). The value of a `key=value` word is a value by its place: `flags=N` and
/// `flags=S` differ in a value, not in a word; so is a quoted string's first word (`"GET` / `"POST`).
fn rewrites_a_settled_word(names: &[String], variable: &[bool], pattern: &[Token], tokens: &[Token]) -> bool {
    let constant = |token: Token| token != WILDCARD && !variable[token as usize];
    let same_key = |a: Token, b: Token| {
        let (a, b) = (names[a as usize].as_str(), names[b as usize].as_str());
        let quoted = |word: &str| word.starts_with(['"', '\'']);
        match (a.find('='), b.find('=')) {
            (Some(i), Some(j)) => i > 0 && a[..i] == b[..j],
            _ => quoted(a) && quoted(b),
        }
    };
    pattern.iter().zip(tokens).any(|(p, t)| p != t && constant(*p) && constant(*t) && !same_key(*p, *t))
}

/// Whether `tokens` has other constant words than `pattern` at two adjacent positions: a different
/// phrase (`upstream prematurely closed` / `upstream server temporarily`) is a different statement, while
/// a value fills one token (its spaces would make the lengths differ, and the tree routes by length).
fn rewrites_a_phrase(variable: &[bool], pattern: &[Token], tokens: &[Token]) -> bool {
    let constant = |token: Token| token != WILDCARD && !variable[token as usize];
    let differs = |(p, t): (&Token, &Token)| p != t && constant(*p) && constant(*t);
    let mut previous = false;
    for pair in pattern.iter().zip(tokens) {
        let now = differs(pair);
        if now && previous {
            return true;
        }
        previous = now;
    }
    false
}

/// The share of positions where the pattern and the message have the same token, and the pattern's
/// wildcard count. (Equal lengths: the tree routes by length.)
fn similarity(pattern: &[Token], message: &[Token]) -> (f64, usize) {
    if pattern.is_empty() {
        return (1.0, 0);
    }
    let mut same = 0;
    let mut wildcards = 0;
    for (p, m) in pattern.iter().zip(message) {
        if p == m {
            same += 1;
        }
        if *p == WILDCARD {
            wildcards += 1;
        }
    }
    (same as f64 / pattern.len() as f64, wildcards)
}

enum Form {
    /// The token itself.
    Same,
    /// `<*>`.
    Wildcard,
    /// The masked text is in the scratch buffer.
    Masked,
}

/// Per byte: whether it is a digit, `<`, or a letter other than a hex digit or the `x` of `0x`.
const DIGIT: u8 = 1;
const ANGLE: u8 = 2;
const OTHER_LETTER: u8 = 4;
const BYTE_CLASS: [u8; 256] = {
    let mut class = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        class[b] = if byte.is_ascii_digit() {
            DIGIT
        } else if byte == b'<' {
            ANGLE
        } else if byte.is_ascii_alphabetic() && !matches!(byte, b'a'..=b'f' | b'A'..=b'F' | b'x' | b'X') {
            OTHER_LETTER
        } else {
            0
        };
        b += 1;
    }
    class
};

/// The mining form of one token (see the module docs). Byte-wise: everything it looks for is ASCII, and
/// it only cuts the token next to ASCII bytes.
fn mining_form(token: &str, scratch: &mut String) -> Form {
    let bytes = token.as_bytes();
    let class = bytes.iter().fold(0u8, |class, b| class | BYTE_CLASS[*b as usize]);
    let (has_digit, has_angle, other_letters) = (class & DIGIT != 0, class & ANGLE != 0, class & OTHER_LETTER != 0);
    if !has_digit && !has_angle {
        return Form::Same;
    }
    // A whole redaction placeholder, possibly wrapped in punctuation: `<IP#2>`, `[<IP#2>]`, `(<PID#1>)`.
    if has_angle {
        let kept = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'<' | b'>' | b'#');
        let core = match (bytes.iter().position(kept), bytes.iter().rposition(kept)) {
            (Some(start), Some(end)) => &bytes[start..=end],
            _ => &[],
        };
        if core.len() > 2 && core.starts_with(b"<") && core.ends_with(b">") {
            return Form::Wildcard;
        }
    }
    // Numbers, hex, ids, times: no letters other than hex digits and a few unit/marker letters.
    if has_digit && !other_letters {
        return Form::Wildcard;
    }
    // Otherwise mask digit runs and placeholders inside the token; the bytes between are copied as runs.
    scratch.clear();
    let mut changed = false;
    let mut copied = 0;
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at].is_ascii_digit() {
            scratch.push_str(&token[copied..at]);
            while at < bytes.len() && bytes[at].is_ascii_digit() {
                at += 1;
            }
            scratch.push_str("<N>");
            changed = true;
            copied = at;
        } else if bytes[at] == b'<' {
            let placeholder = memchr::memchr(b'>', &bytes[at..]).filter(|&end| {
                let inner = &bytes[at + 1..at + end];
                !inner.is_empty() && inner.iter().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'#' | b':' | b'_'))
            });
            match placeholder {
                Some(end) => {
                    scratch.push_str(&token[copied..at]);
                    scratch.push_str("<*>");
                    changed = true;
                    at += end + 1;
                    copied = at;
                }
                None => at += 1,
            }
        } else {
            at += 1;
        }
    }
    scratch.push_str(&token[copied..]);
    if changed { Form::Masked } else { Form::Same }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_of_one_template_share_a_pattern() {
        let mut miner = TemplateMiner::default();
        let a = miner.add("Received block blk_-1608999687919862906 of size 91178 from /10.250.10.6");
        let b = miner.add("Received block blk_7503483334202473044 of size 233217 from /10.250.14.224");
        let c = miner.add("PacketResponder 1 for block blk_38865049064139660 terminating");
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(miner.template(a), "Received block <*> of size <*> from <*>");
    }

    #[test]
    fn a_request_line_s_method_and_target_are_values() {
        let mut miner = TemplateMiner::default();
        let lines = [
            "GET /cart -> 200 in 0.5ms",
            "POST /login -> 401 in 0.2ms",
            "DELETE /orders/37 -> 405 in 0.1ms",
            "GET https://api.example/v1/items -> 200 in 3.1ms",
        ];
        let ids: Vec<usize> = lines.iter().map(|line| miner.add(line)).collect();
        assert!(ids.iter().all(|&id| id == ids[0]), "{ids:?}");
        assert_eq!(miner.template(ids[0]), "<*> <*> -> <*> in <N>.<N>ms");
        // A method word without a target is a word.
        let a = miner.add("GET request rejected by policy");
        let b = miner.add("PUT request rejected by policy");
        assert_ne!(a, b);
        assert_eq!(miner.template(a), "GET request rejected by policy");
    }

    #[test]
    fn variable_words_are_generalised() {
        let mut miner = TemplateMiner::default();
        let a = miner.add("Invalid user webmaster from <IP#1>");
        let b = miner.add("Invalid user test9 from <IP#2>");
        let c = miner.add("Invalid user admin from <IP#1>");
        assert_eq!((a, a), (b, c));
        assert_eq!(miner.template(a), "Invalid user <*> from <*>");
    }

    /// A word before the tree's depth that keeps changing becomes `<*>` in the post-pass; two frequent
    /// variants of a constant word stay apart, and so do two lines of one variant each.
    #[test]
    fn the_post_pass_merges_variable_words_and_keeps_keywords() {
        let mut miner = TemplateMiner::default();
        let mut users = Vec::new();
        for user in ["bob", "alice", "erin", "frank", "carol", "heidi", "bob", "alice"] {
            users.push(miner.add(&format!("user {user} logged in from <IP#1>")));
        }
        let password: Vec<usize> = (0..6).map(|i| miner.add(&format!("Accepted password for u{i} port {i}"))).collect();
        let key: Vec<usize> = (0..6).map(|i| miner.add(&format!("Accepted publickey for u{i} port {i}"))).collect();
        let pair = [miner.add("cache warmup done"), miner.add("cache cleanup done")];
        // A quoted word is a value, however few its values (the tree keeps them apart by it).
        let quoted: Vec<usize> = ["shop", "nosuchdb", "shop", "nosuchdb"]
            .iter()
            .map(|db| miner.add(&format!("database \"{db}\" does not exist")))
            .collect();
        let finals = miner.final_templates();
        assert!(quoted.iter().all(|id| finals[*id] == "database <*> does not exist"), "{finals:?}");
        assert_ne!(quoted[0], quoted[1], "the tree alone keeps them apart");
        assert!(users.iter().all(|id| finals[*id] == "user <*> logged in from <*>"), "{finals:?}");
        assert!(users.windows(2).any(|w| w[0] != w[1]), "the tree alone keeps the users apart");
        assert!(password.iter().all(|id| finals[*id] == "Accepted password for u<N> port <*>"), "{finals:?}");
        assert!(key.iter().all(|id| finals[*id] == "Accepted publickey for u<N> port <*>"));
        assert_ne!(finals[pair[0]], finals[pair[1]]);
    }

    /// Two lines that differ in a phrase (two adjacent words) are two statements, even before either has
    /// settled and however many values they share; one differing word joins them as before.
    #[test]
    fn a_different_phrase_is_a_different_statement() {
        let mut miner = TemplateMiner::default();
        let closed = miner.add("*4 upstream prematurely closed connection while reading, client: <IP#1>, port: 80");
        let disabled = miner.add("*5 upstream server temporarily disabled while reading, client: <IP#1>, port: 81");
        let again = miner.add("*6 upstream prematurely closed connection while reading, client: <IP#2>, port: 82");
        assert_ne!(closed, disabled);
        assert_eq!(closed, again);
        let renew = miner.add("Client attempting to renew session 0x24ed at /<IP#1>:<PORT#1>");
        let establish = miner.add("Client attempting to establish new session at /<IP#2>:<PORT#2>");
        assert_ne!(renew, establish);
        let version = miner.add("*7 client sent invalid version while reading client request line");
        let request = miner.add("*8 client sent invalid request while reading client request line");
        assert_eq!(version, request);
    }

    /// Once a pattern has seen a few messages, another constant word does not join it (the one rare line
    /// would take all the others' pattern with it); a `key=value` word's value and a date written with
    /// words are values.
    #[test]
    fn settled_words_keep_rare_variants_apart_but_not_values() {
        let mut miner = TemplateMiner::default();
        let bye: Vec<usize> =
            (0..5).map(|i| miner.add(&format!("Received disconnect from <IP#{i}>: 11: Bye Bye [preauth]"))).collect();
        let user = miner.add("Received disconnect from <IP#9>: 11: disconnected by user");
        assert!(bye.iter().all(|id| *id == bye[0]));
        assert_ne!(user, bye[0]);
        assert_eq!(miner.template(bye[0]), "Received disconnect from <*> <*> Bye Bye [preauth]");

        let flags: Vec<usize> = ["N", "N", "N", "S", "P"]
            .iter()
            .map(|flag| miner.add(&format!("Client closed connection id=7 flags={flag} db=0")))
            .collect();
        assert!(flags.iter().all(|id| *id == flags[0]));
        assert_eq!(miner.template(flags[0]), "Client closed connection id=<N> <*> <*>");

        let dates: Vec<usize> = ["Fri Jun 17 07:07:00 2005", "Sun Jul 10 03:55:15 2005", "Sat Jul  9 11:35:59 2005"]
            .iter()
            .chain(&["Mon Jun 20 04:02:54 2005"; 3])
            .map(|date| miner.add(&format!("connection from <IP#1> () at {date}")))
            .collect();
        assert!(dates.iter().all(|id| *id == dates[0]));
        assert_eq!(miner.template(dates[0]), "connection from <*> () at <*> <*> <*> <*> <*>");
    }

    #[test]
    fn odd_input_does_not_panic() {
        let mut miner = TemplateMiner::default();
        for text in ["", "   ", "<", "<>", "<<<#>>>", "\u{1F600} 12 \u{0}", "a<b>c<d", "<IP#"] {
            miner.add(text);
        }
        assert_eq!(miner.final_templates().len(), miner.patterns().len());
    }

    #[test]
    fn mining_forms_match_their_char_by_char_definition() {
        // Tokens over an alphabet of what the form looks at (digits, angles, placeholder characters,
        // hex and other letters, punctuation, a multi-byte letter), from a fixed-seed generator.
        let alphabet: Vec<char> = "0129<>#:_-.aFxXgZ/[]()=\u{e9}\u{4e2d}".chars().collect();
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let mut tokens: Vec<String> =
            ["<IP#3>", "[<IP#12>]:8080", "blk_-123", "0x1F", "<>", "a<b>c<d", "<SECRET:jwt#1>x"]
                .map(String::from)
                .to_vec();
        for _ in 0..50_000 {
            let length = 1 + next(12);
            tokens.push((0..length).map(|_| alphabet[next(alphabet.len())]).collect());
        }
        let (mut scratch, mut reference) = (String::new(), String::new());
        let mut masked = 0;
        for token in &tokens {
            let form = mining_form(token, &mut scratch);
            let expected = reference_form(token, &mut reference);
            let same = match (&form, &expected) {
                (Form::Same, Form::Same) | (Form::Wildcard, Form::Wildcard) => true,
                (Form::Masked, Form::Masked) => {
                    masked += 1;
                    scratch == reference
                }
                _ => false,
            };
            assert!(same, "{token:?}: {scratch:?} / {reference:?}");
        }
        assert!(masked > 5_000, "the generated tokens should exercise the masking, got {masked}");
    }

    /// The char-by-char definition [`mining_form`] must agree with.
    fn reference_form(token: &str, scratch: &mut String) -> Form {
        let bytes = token.as_bytes();
        // One pass: digits, `<`, and letters that are not hex digits (or the `x` of `0x`).
        let (mut has_digit, mut has_angle, mut other_letters) = (false, false, false);
        for &b in bytes {
            has_digit |= b.is_ascii_digit();
            has_angle |= b == b'<';
            other_letters |= b.is_ascii_alphabetic() && !matches!(b, b'a'..=b'f' | b'A'..=b'F' | b'x' | b'X');
        }
        if !has_digit && !has_angle {
            return Form::Same;
        }
        // A whole redaction placeholder, possibly wrapped in punctuation: `<IP#2>`, `[<IP#2>]`, `(<PID#1>)`.
        if has_angle {
            let core = token.trim_matches(|c: char| !c.is_ascii_alphanumeric() && c != '<' && c != '>' && c != '#');
            if core.starts_with('<') && core.ends_with('>') && core.len() > 2 {
                return Form::Wildcard;
            }
        }
        // Numbers, hex, ids, times: no letters other than hex digits and a few unit/marker letters.
        if has_digit && !other_letters {
            return Form::Wildcard;
        }
        // Otherwise mask digit runs and placeholders inside the token.
        scratch.clear();
        let mut chars = token.char_indices().peekable();
        let mut changed = false;
        while let Some((i, c)) = chars.next() {
            if c.is_ascii_digit() {
                while chars.peek().is_some_and(|(_, c)| c.is_ascii_digit()) {
                    chars.next();
                }
                scratch.push_str("<N>");
                changed = true;
            } else if c == '<' {
                if let Some(end) = token[i..].find('>') {
                    let inner = &token[i + 1..i + end];
                    if !inner.is_empty()
                        && inner.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '#' | ':' | '_'))
                    {
                        scratch.push_str("<*>");
                        changed = true;
                        for _ in 0..inner.chars().count() + 1 {
                            chars.next();
                        }
                        continue;
                    }
                }
                scratch.push(c);
            } else {
                scratch.push(c);
            }
        }
        if changed { Form::Masked } else { Form::Same }
    }
}
