#!/usr/bin/env python3
"""Writes src/english_words.bloom and src/english_names.bloom: Bloom filters of the lower-case words and of
the capitalised entries (proper nouns: given names, surnames, places, brands; stored lower-cased) of
Debian's `wamerican` list (/usr/share/dict/american-english, SCOWL, permissive licence: see
src/english.rs), for `dictionary::is_word` and `dictionary::is_proper_noun`.

Layout: 8 bytes little-endian bit count m, then m/8 bytes of bits. Each word sets K bits at
(h1 + i * h2) mod m, i = 0..K, where h = FNV-1a 64 of the word's bytes, h1 = low 32 bits, h2 = high 32
bits | 1. About 14.4 bits per word with K = 10 give a false-positive rate near 0.1%.

    python3 tools/english_words.py
"""
import re
import struct

WORDS = "/usr/share/dict/american-english"
K = 10


def fnv1a(data):
    h = 0xCBF29CE484222325
    for b in data:
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def write(path, words):
    m = (len(words) * 144 // 10 + 63) // 64 * 64
    bits = bytearray(m // 8)
    for word in words:
        h = fnv1a(word.encode())
        h1, h2 = h & 0xFFFFFFFF, (h >> 32) | 1
        for i in range(K):
            bit = (h1 + i * h2) % m
            bits[bit // 8] |= 1 << (bit % 8)
    with open(path, "wb") as out:
        out.write(struct.pack("<Q", m))
        out.write(bits)
    print(f"{path}: {len(words)} words, {m} bits")


entries = [w.strip() for w in open(WORDS)]
write("src/english_words.bloom", sorted({w for w in entries if re.fullmatch(r"[a-z]+", w)}))
write("src/english_names.bloom", sorted({w.lower() for w in entries if re.fullmatch(r"[A-Z][a-z]+", w)}))
