#!/usr/bin/env python3
"""corpus24 generate: captured/ + synthlib.py -> dev.jsonl, heldout.jsonl.

Reads only captured/ (raw outputs, planted.json, versions.json) and synthlib.py.
Extracts one unit per planted.json entry, labels every planted value in every
derived form in which it occurs, validates, splits deterministically.
Any failed validation stops with an error (exit status 1).
"""
import collections
import csv
import hashlib
import html
import io
import json
import os
import re
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
RUNDIR = "/tmp/c24run"
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
REAL = "[real software run on this machine, see captured/]"
ERRORS = []


def fail(msg):
    ERRORS.append(msg)


# ------------------------------------------------------------------ derived forms
def _pct_variants(v):
    out = set()
    for safe in ("", "-_.~", "/", "/:", "@", ":@", "-_.!~*'()"):
        q = urllib.parse.quote(v, safe=safe)
        out |= {q, re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), q)}
        qp = urllib.parse.quote_plus(v, safe=safe)
        out |= {qp, re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), qp)}
        out.add(urllib.parse.quote(q, safe=safe))      # double encoding
        out.add(urllib.parse.quote_plus(qp, safe=safe))
    return out


def _html_variants(v):
    out = {html.escape(v, quote=True), html.escape(v, quote=False),
           html.escape(v, quote=True).replace("&#x27;", "&#39;"),
           html.escape(v, quote=True).replace("&#x27;", "&apos;")}
    out.add("".join(c if c.isalnum() else "&#x%x;" % ord(c) for c in v))
    out.add("".join(c if c.isalnum() else "&#%d;" % ord(c) for c in v))
    out.add("".join(c if c.isalnum() or c in " .-_:" else "&#x%X;" % ord(c) for c in v))
    return out


def _json_variants(v):
    out = set()
    for ea in (False, True):
        j = json.dumps(v, ensure_ascii=ea)[1:-1]
        out.add(j)
        out.add(json.dumps(j, ensure_ascii=ea)[1:-1])
        out.add(json.dumps(json.dumps(j, ensure_ascii=ea)[1:-1], ensure_ascii=ea)[1:-1])
        out.add(j.replace("/", "\\/"))
    return out


def _quote_variants(v):
    return {repr(v)[1:-1], ascii(v)[1:-1], v.replace("\\", "\\\\").replace('"', '\\"'),
            v.replace("\\", "\\\\").replace("'", "\\'"), v.replace("'", "''"), v.replace('"', '""'),
            v.replace("'", "'\\''"), v.replace("\\", "\\\\")}


def _mac_variants(v):
    h = re.sub(r"[^0-9a-fA-F]", "", v)
    if len(h) != 12:
        return set()
    pairs = [h[i:i + 2] for i in range(0, 12, 2)]
    out = set()
    for cs in (str.lower, str.upper):
        for sep in (":", "-"):
            out.add(cs(sep.join(pairs)))
        out.add(cs(".".join(h[i:i + 4] for i in range(0, 12, 4))))
        out.add(cs(h))
    return out


def _ip_variants(v):
    out = set()
    if re.fullmatch(r"\d+\.\d+\.\d+\.\d+", v):
        rev = ".".join(reversed(v.split(".")))
        out |= {rev + ".in-addr.arpa", rev + ".IN-ADDR.ARPA"}
    elif ":" in v and re.fullmatch(r"[0-9a-fA-F:]+", v):
        import ipaddress
        ip = ipaddress.IPv6Address(v)
        out |= {ip.exploded, ip.compressed, ip.reverse_pointer}
    return out


def forms(v):
    """Every derived form of a planted value (the value itself included)."""
    f = {v}
    f |= _json_variants(v) | _pct_variants(v) | _html_variants(v) | _quote_variants(v)
    f |= _mac_variants(v) | _ip_variants(v)
    if re.fullmatch(r"[0-9a-fA-F]{2}([:-][0-9a-fA-F]{2}){5}", v) is None and re.fullmatch(r"[0-9a-fA-F]{32,}", v):
        f.add(v.upper())
    return {x for x in f if x}


def occurrences(text, form, digit_bounded):
    res = []
    start = 0
    while True:
        i = text.find(form, start)
        if i < 0:
            return res
        j = i + len(form)
        if not digit_bounded or ((i == 0 or not text[i - 1].isdigit()) and (j == len(text) or not text[j].isdigit())):
            res.append((i, j))
        start = i + 1


# ------------------------------------------------------------------ unit extraction
_FILES = {}


def file_lines(rel):
    if rel not in _FILES:
        with open(os.path.join(CAP, rel), encoding="utf-8") as f:
            _FILES[rel] = [l.rstrip("\r") for l in f.read().split("\n")]
    return _FILES[rel]


def find_line(lines, loc):
    a = loc["anchor"]
    for i, l in enumerate(lines):
        if loc.get("skip_comment") and l.startswith(";"):
            continue
        if l.startswith("$ "):  # command echo written by capture.py, not program output
            continue
        if (l == a) if loc.get("exact_line") else (a in l):
            return i
    raise KeyError("anchor not found: %r" % a)


def split_row(line, parser, ncols):
    if parser == "ws":
        return line.split(None, ncols - 1)
    if parser == "ws2":
        return re.split(r"\s{2,}", line.strip())
    if parser == "csv":
        return next(csv.reader(io.StringIO(line)))
    raise ValueError(parser)


def extract(e):
    lines = file_lines(e["file"])
    loc = e["locate"]
    i = find_line(lines, loc)
    if e["kind"] == "line":
        return {"text": lines[i].rstrip()}
    if e["kind"] == "block":
        s = i
        while loc["start"] not in lines[s]:
            s -= 1
            if s < 0 or i - s > 40:
                raise KeyError("block start not found for %r" % loc["anchor"])
        t = i
        while loc["end"] not in lines[t] or t == s and loc["end"] == loc["start"]:
            t += 1
            if t - i > 40:
                raise KeyError("block end not found for %r" % loc["anchor"])
        return {"lines": [l.rstrip() for l in lines[s:t + 1]]}
    if e["kind"] == "row":
        h = i
        while not lines[h].startswith(loc["header"]):
            h -= 1
            if i - h > 200:
                raise KeyError("header not found for %r" % loc["anchor"])
        if loc["parser"] == "csv":
            cols = split_row(lines[h], "csv", 0)
        else:
            cols = loc["columns"]
            hdr = split_row(lines[h], "ws2", 0) if loc["parser"] == "ws2" else None
            if hdr is not None and hdr != cols:
                raise ValueError("header mismatch %r vs %r" % (hdr, cols))
        row = split_row(lines[i], loc["parser"], len(cols))
        row = [c.strip() for c in row]
        if len(row) != len(cols):
            raise ValueError("row has %d cells, header %d: %r" % (len(row), len(cols), lines[i]))
        return {"columns": cols, "row": row}
    raise ValueError(e["kind"])


def unit_text(u):
    if "text" in u:
        return u["text"]
    if "lines" in u:
        return "\n".join(u["lines"])
    return "\n".join(u["columns"] + u["row"])


# ------------------------------------------------------------------ labelling
def short_version(v):
    m = re.search(r"\d+(?:\.\d+)+[^\s,()]*", v)
    return m.group(0) if m else v


TIMESTAMP = re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?Z?|\d\d-[A-Z][a-z]{2}-\d{4} \d\d:\d\d:\d\d\.\d+")
DOTTED_QUAD = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")


def main():
    S.selftest()
    entries = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))
    versions = json.load(open(os.path.join(CAP, "versions.json"), encoding="utf-8"))
    # global planted set: value -> category
    glob = {}
    for e in entries:
        for v in e["secrets"]:
            glob.setdefault(v, set()).add("secrets")
        for v in e["private"]:
            glob.setdefault(v, set()).add("private")
    for v, c in glob.items():
        if len(c) > 1:
            fail("value planted both as secret and private: %r" % v)
    gforms = {v: sorted(forms(v), key=len, reverse=True) for v in glob}
    records, meta = [], []
    cross = collections.Counter()
    for e in entries:
        try:
            u = extract(e)
        except Exception as ex:  # noqa: BLE001
            fail("%s: extraction failed: %s" % (e["id"], ex))
            continue
        text = unit_text(u)
        own = e["secrets"] + e["private"]
        for v in own:
            if not any(occurrences(text, f, v.isdigit()) for f in gforms[v]):
                fail("%s: planted value %r does not occur in unit: %r" % (e["id"], v, text[:300]))
        # spans of all planted values (own + any other case's) in any derived form
        spans = []
        for v, fs in gforms.items():
            for f in fs:
                for (i, j) in occurrences(text, f, v.isdigit()):
                    spans.append((i, j, next(iter(glob[v])), v))
                    if v not in own:
                        cross[(e["id"], v)] += 1
        # maximal spans only; partial overlaps are merged
        spans.sort(key=lambda s: (s[0], -(s[1] - s[0])))
        merged = []
        for s in spans:
            if merged and s[0] < merged[-1][1]:
                last = merged[-1]
                if s[1] > last[1]:
                    merged[-1] = (last[0], s[1], "secrets" if "secrets" in (last[2], s[2]) else "private", last[3])
                continue
            merged.append(s)
        lab = {"secrets": [], "private": []}
        for (i, j, cat, v) in merged:
            t = text[i:j]
            if t not in lab[cat]:
                lab[cat].append(t)
        for cat in ("secrets", "private"):
            for t in lab[cat]:
                if t in ("127.0.0.1", "localhost") or "\n" in t:
                    fail("%s: forbidden listed value %r" % (e["id"], t))
        # keep tokens
        keep = []
        for k in e["keep"]:
            if not k or k in keep or k not in text:
                continue
            if "@" in k or DOTTED_QUAD.search(k) or RUNDIR in k:
                continue
            if any(v in k for v in glob) or any(t in k for c in lab.values() for t in c):
                continue
            bad = False
            for (i, j) in occurrences(text, k, False):
                if any(i < b and a < j for (a, b, _c, _v) in merged):
                    bad = True
            if bad:
                continue
            keep.append(k)
        # timestamps printed by the tool are kept too (added when there is room)
        for m in TIMESTAMP.finditer(text):
            k = m.group(0)
            if len(keep) < 6 and k not in keep and not any(i < b and a < m.end() for (a, b, _c, _v) in merged
                                                           for i in [m.start()]):
                keep.append(k)
        keep = keep[:8]
        if len(keep) < 2:
            fail("%s: only %d keep tokens (%r)" % (e["id"], len(keep), keep))
        if e["kind"] == "row":
            for cat in ("secrets", "private"):
                for t in lab[cat]:
                    if not any(t in c for c in u["columns"] + u["row"]):
                        fail("%s: listed value %r not inside a single cell" % (e["id"], t))
        src = "%s %s, template %s" % (e["program"], short_version(versions[e["program"]]), e["template"])
        rec = {"kind": e["kind"]}
        rec.update(u)
        rec.update({"secrets": lab["secrets"], "private": lab["private"], "keep": keep, "class": e["class"],
                    "source": src + " " + REAL})
        records.append(rec)
        meta.append((e, src, text, merged))
    # corpus-wide leak audit: every occurrence of any planted value in any derived form is covered
    for rec, (e, src, text, merged) in zip(records, meta):
        listed = rec["secrets"] + rec["private"]
        cov = []
        for t in listed:
            cov += occurrences(text, t, False)
        for v, fs in gforms.items():
            for f in fs:
                for (i, j) in occurrences(text, f, v.isdigit()):
                    if not any(a <= i and j <= b for (a, b) in cov):
                        fail("%s: leak: %r (form %r) at %d not covered" % (e["id"], v, f, i))
        for k in rec["keep"]:
            for (i, j) in occurrences(text, k, False):
                if any(i < b and a < j for (a, b) in cov):
                    fail("%s: keep %r overlaps a listed span" % (e["id"], k))
    # duplicates, per-template cap, class counts
    canon = [json.dumps(r, ensure_ascii=False, sort_keys=True) for r in records]
    if len(set(canon)) != len(canon):
        fail("duplicate records")
    texts = collections.Counter(unit_text(r) if "text" not in r else r["text"] for r in records)
    for t, n in texts.items():
        if n > 1:
            fail("duplicate unit text: %r" % t[:120])
    per_t = collections.Counter(r["source"] for r in records)
    for s, n in per_t.items():
        if n > 8:
            fail("more than 8 records for %s" % s)
    per_c = collections.Counter(r["class"] for r in records)
    for c in CLASSES:
        if per_c[c] != 40:
            fail("class %s has %d records" % (c, per_c[c]))
    if set(per_c) - set(CLASSES):
        fail("unknown class")
    if ERRORS:
        for m in ERRORS[:60]:
            print("ERROR:", m, file=sys.stderr)
        print("%d validation errors" % len(ERRORS), file=sys.stderr)
        sys.exit(1)
    # split
    def base(r):
        return r["source"].rsplit(" [", 1)[0]
    order = sorted(range(len(records)), key=lambda k: (base(records[k]),
                                                       hashlib.sha256(canon[k].encode()).hexdigest()))
    dev = [records[k] for n, k in enumerate(order) if n % 2 == 0]
    held = [records[k] for n, k in enumerate(order) if n % 2 == 1]
    if len(dev) != 160 or len(held) != 160:
        fail("split is %d/%d" % (len(dev), len(held)))
    if {base(r) for r in dev} != {base(r) for r in held}:
        fail("a template is missing from one half")
    if ERRORS:
        for m in ERRORS:
            print("ERROR:", m, file=sys.stderr)
        sys.exit(1)
    for name, part in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in part:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # summary for README
    summ = collections.defaultdict(lambda: [0, 0])
    for r in dev:
        summ[(base(r), r["class"])][0] += 1
    for r in held:
        summ[(base(r), r["class"])][1] += 1
    with open(os.path.join(HERE, "summary.json"), "w") as f:
        json.dump({"per_template": [[k[0], k[1], v[0], v[1]] for k, v in sorted(summ.items())],
                   "per_class": {c: [sum(1 for r in dev if r["class"] == c), sum(1 for r in held if r["class"] == c)]
                                 for c in CLASSES},
                   "cross_case_labels": len(cross)}, f, indent=1, ensure_ascii=False)
    if cross:
        print("note: %d values labelled in records of other cases:" % len(cross))
        for (i, v), n in sorted(cross.items())[:20]:
            print("   ", i, repr(v))
    print("ok: %d records, dev %d, heldout %d" % (len(records), len(dev), len(held)))


if __name__ == "__main__":
    main()
