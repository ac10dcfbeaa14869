#!/usr/bin/env python3
"""Writes src/english_words.bloom: a Bloom filter of the lower-case words of Debian's `wamerican` list
(/usr/share/dict/american-english, SCOWL, permissive licence: see src/english.rs), for `english::is_word`.

Layout: 8 bytes little-endian bit count m, then m/8 bytes of bits. Each word sets K bits at
(h1 + i * h2) mod m, i = 0..K, where h = FNV-1a 64 of the word's bytes, h1 = low 32 bits, h2 = high 32
bits | 1. About 14.4 bits per word with K = 10 give a false-positive rate near 0.1%.

    python3 tools/english_words.py
"""
import re
import struct

WORDS = "/usr/share/dict/american-english"
K = 10
words = sorted({w.strip() for w in open(WORDS) if re.fullmatch(r"[a-z]+", w.strip())})
m = (len(words) * 144 // 10 + 63) // 64 * 64
bits = bytearray(m // 8)


def fnv1a(data):
    h = 0xCBF29CE484222325
    for b in data:
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


for word in words:
    h = fnv1a(word.encode())
    h1, h2 = h & 0xFFFFFFFF, (h >> 32) | 1
    for i in range(K):
        bit = (h1 + i * h2) % m
        bits[bit // 8] |= 1 << (bit % 8)
with open("src/english_words.bloom", "wb") as out:
    out.write(struct.pack("<Q", m))
    out.write(bits)
print(f"{len(words)} words, {m} bits")
