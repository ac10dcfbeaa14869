#!/usr/bin/env python3
"""Build dev.jsonl / heldout.jsonl from captured/ (and synthlib.py only).

Extracts one unit per planted item, labels every form in which a planted value
appears, validates (stopping at the first failure), splits and writes the files.
Deterministic: re-running gives byte-identical output.
"""
import base64
import hashlib
import json
import re
import sys
from functools import lru_cache
from pathlib import Path
from urllib.parse import quote, quote_plus

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import synthlib  # noqa: E402

CAP = HERE / "captured"
REAL = " [real software run on this machine, see captured/]"
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
PER_CLASS = 40
IPV4 = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")


DEBUG = bool(__import__("os").environ.get("C20_DEBUG"))


class Fail(Exception):
    pass


# ------------------------------------------------------------------ forms
def json_esc(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def json_esc_ascii(s):
    return json.dumps(s)[1:-1]


def json_esc_html(s):
    return json_esc(s).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def py_repr(s):
    return repr(s)[1:-1]


def py_repr_sq(s):
    return s.replace("\\", "\\\\").replace("'", "\\'")


def pg_record(s):
    return s.replace("\\", "\\\\").replace('"', '""')


ESCAPERS = [json_esc, json_esc_ascii, json_esc_html, py_repr, py_repr_sq, pg_record]
PCT = [lambda s: quote(s, safe=""), lambda s: quote(s, safe="$&+,;="), quote_plus, lambda s: quote(s)]


@lru_cache(maxsize=None)
def _forms(value):
    base = {value, value.lower(), value.upper()}
    out = set(base)
    for b in base:
        out.add(base64.b64encode(b.encode()).decode())
    level = set(base)
    for p in PCT:
        level |= {p(b) for b in base}
    out |= level
    for _ in range(4):      # up to four nested layers of escaping
        level = {f(s) for s in level for f in ESCAPERS} - out
        out |= level
    return frozenset(f for f in out if f)


def forms(value, extra=()):
    return set(_forms(value)) | set(extra)


# ------------------------------------------------------------------ units
def read_lines(rel):
    return (CAP / rel).read_text(encoding="utf-8").split("\n")


def extract(tpl, item):
    unit = tpl["unit"]
    kind = unit["kind"]
    if kind == "row":
        data = json.loads((CAP / unit["file"]).read_text(encoding="utf-8"))
        rows = [r for r in data["rows"] if item["locate"] in [str(c) for c in r]]
        if len(rows) != 1:
            raise Fail("row with %r not found once in %s" % (item["locate"], unit["file"]))
        return {"kind": "row", "columns": data["columns"], "row": rows[0]}
    rel = item.get("file", unit.get("file"))
    lines = read_lines(rel)
    idx = [i for i, ln in enumerate(lines) if item["locate"] in ln]
    if not idx:
        raise Fail("locate %r not found in %s" % (item["locate"], rel))
    i = idx[0]
    if kind == "line":
        return {"kind": "line", "text": lines[i]}
    start = i - unit.get("before", 0)
    if "until" in unit:
        end = next(j for j in range(i, len(lines)) if unit["until"] in lines[j])
    else:
        end = i + unit.get("after", 0)
    return {"kind": "block", "lines": lines[start:end + 1]}


def segments(u):
    if u["kind"] == "line":
        return [u["text"]]
    if u["kind"] == "block":
        return list(u["lines"])
    return [str(c) for c in u["columns"]] + [str(c) for c in u["row"]]


def occurrences(seg, s):
    out, i = [], seg.find(s)
    while i >= 0:
        out.append((i, i + len(s)))
        i = seg.find(s, i + 1)
    return out


def spans_of(segs, listed):
    return [[sp for v in listed for sp in occurrences(seg, v)] for seg in segs]


def inside(a, b, spans):
    return any(s <= a and b <= e for s, e in spans)


def overlaps(a, b, spans):
    return any(a < e and s < b for s, e in spans)


# ------------------------------------------------------------------ labelling
def label(u, values):
    segs = segments(u)
    found = []   # (form, kind)
    for v in values:
        for f in sorted(forms(v["value"], v.get("extra_forms", ())), key=lambda x: (-len(x), x)):
            if any(f in seg for seg in segs) and (f, v["kind"]) not in found:
                found.append((f, v["kind"]))
    # drop a form whose every occurrence lies inside another listed form
    keep = []
    for f, k in found:
        others = [g for g, _ in found if g != f and f in g]
        if others:
            sp = spans_of(segs, others)
            if all(inside(a, b, sp[i]) for i, seg in enumerate(segs) for a, b in occurrences(seg, f)):
                continue
        keep.append((f, k))

    def first_pos(f):
        for i, seg in enumerate(segs):
            j = seg.find(f)
            if j >= 0:
                return (i, j, f)
    keep.sort(key=lambda fk: first_pos(fk[0]))
    secrets, private = [], []
    for f, k in keep:
        if k == "secret":
            if f not in secrets:
                secrets.append(f)
        elif f not in private and f not in secrets:
            private.append(f)
    return secrets, private


def pick_keep(u, patterns, listed, planted_all):
    segs = segments(u)
    sp = spans_of(segs, listed)
    out = []
    cands = []
    if u["kind"] == "row":
        cands = [(None, str(c)) for c in u["columns"]]
    else:
        for pat in patterns:
            rx = re.compile(pat, re.M)
            for seg in segs:
                for m in rx.finditer(seg):
                    cands.append((pat, m.group(0).strip()))
    for _, tok in cands:
        if not tok or tok in out or len(out) >= 8:
            continue
        if any(v in tok for v in listed) or any(p in tok for p in planted_all if len(p) >= 4):
            continue
        if "example." in tok or IPV4.search(tok) or "@" in tok or "root" in tok.lower() or "/tmp/c20run" in tok:
            continue
        if not any(not overlaps(a, b, sp[i]) for i, seg in enumerate(segs) for a, b in occurrences(seg, tok)):
            continue
        out.append(tok)
    return out


# ------------------------------------------------------------------ validation
def audit(rec, u, values, global_vals):
    segs = segments(u)
    listed = rec["secrets"] + rec["private"]
    sp = spans_of(segs, listed)
    for v in listed:
        if not any(v in seg for seg in segs):
            raise Fail("listed value %r not inside one line/cell" % v)
    for v in values:
        if len(v["value"]) < 5:
            continue
        for f in forms(v["value"], v.get("extra_forms", ())):
            probes = [f] + ([f[:10], f[-10:]] if len(f) >= 12 else [])
            for pr in probes:
                for i, seg in enumerate(segs):
                    for a, b in occurrences(seg, pr):
                        if not inside(a, b, sp[i]):
                            raise Fail("leak: %r (form of %r) at %d in %r" % (pr, v["value"], a, seg[:200]))
    for g in global_vals:
        for f in (g, g.lower(), g.upper()):
            for pr in (f,):
                for i, seg in enumerate(segs):
                    for a, b in occurrences(seg, pr):
                        if not inside(a, b, sp[i]):
                            raise Fail("global leak: %r in %r" % (pr, seg[:200]))
    keep = rec["keep"]
    if not 2 <= len(keep) <= 8:
        raise Fail("keep count %d" % len(keep))
    if rec["class"] == "lookalike":
        if listed:
            raise Fail("lookalike lists values")
    elif not listed:
        raise Fail("no listed value")


def order(rec):
    keys = ["kind"] + (["text"] if rec["kind"] == "line" else ["lines"] if rec["kind"] == "block" else ["columns", "row"]) + \
        ["secrets", "private", "keep", "class", "source"]
    return {k: rec[k] for k in keys}


def main():
    synthlib.self_test()
    meta = json.loads((CAP / "planted.json").read_text(encoding="utf-8"))
    tpls = meta["templates"]
    all_vals = sorted({v["value"] for t in tpls for it in t["items"] for v in it["values"]})
    per_class = {c: [t for t in tpls if t["class"] == c] for c in CLASSES}
    records, stats = {c: [] for c in CLASSES}, {}
    seen = set()
    for c in CLASSES:
        ts = per_class[c]
        if not ts:
            raise Fail("no template for class %s" % c)
        k = 0
        while len(records[c]) < PER_CLASS:
            rnd, ti = divmod(k, len(ts))
            k += 1
            if rnd >= 8:
                raise Fail("class %s: not enough items" % c)
            t = ts[ti]
            if rnd >= len(t["items"]):
                continue
            item = t["items"][rnd]
            u = extract(t, item)
            vals = item["values"]
            secrets, private = label(u, vals)
            own = {v["value"] for v in vals}
            glob = [g for g in all_vals if len(g) >= 8 and g not in own]
            listed = secrets + private
            keep = pick_keep(u, t["keep_patterns"], listed, sorted(own) + glob)
            rec = dict(u, secrets=secrets, private=private, keep=keep, **{"class": c},
                       source="%s, %s%s" % (t["version"], t["template"], REAL))
            rec = order(rec)
            try:
                audit(rec, u, vals, glob)
            except Fail as e:
                if DEBUG:
                    print("FAIL", t["program"], t["template"], rnd, e)
                    continue
                raise Fail("%s / %s item %d: %s" % (t["program"], t["template"], rnd, e))
            key = json.dumps({kk: rec[kk] for kk in rec if kk in ("text", "lines", "columns", "row")}, ensure_ascii=False, sort_keys=True)
            if key in seen:
                raise Fail("duplicate record in %s" % t["template"])
            seen.add(key)
            records[c].append(rec)
            sk = (t["program"], t["template"])
            stats[sk] = stats.get(sk, 0) + 1
            if stats[sk] > 8:
                raise Fail("more than 8 records for %s" % (sk,))
    dev, held = [], []
    for c in CLASSES:
        rs = sorted(records[c], key=lambda r: hashlib.sha256(json.dumps(r, sort_keys=True, ensure_ascii=False).encode()).hexdigest())
        for i, r in enumerate(rs):
            (dev if i % 2 == 0 else held).append(r)
    total = sum(len(v) for v in records.values())
    real = sum(1 for v in records.values() for r in v if r["source"].endswith(REAL))
    if real / total < 0.6:
        raise Fail("real share too low")
    out = {}
    for name, rs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rs)
        (HERE / name).write_text(data, encoding="utf-8")
        out[name] = {"records": len(rs), "sha256": hashlib.sha256(data.encode()).hexdigest()}
    summary = {"records": total, "real": real, "real_share": round(real / total, 3),
               "per_class": {c: len(records[c]) for c in CLASSES},
               "per_template": [{"program": p, "template": t, "class": next(x["class"] for x in tpls if x["program"] == p and x["template"] == t),
                                 "records": n} for (p, t), n in sorted(stats.items())],
               "secrets_listed": sum(len(r["secrets"]) for v in records.values() for r in v),
               "private_listed": sum(len(r["private"]) for v in records.values() for r in v),
               "files": out, "validation": "passed"}
    print(json.dumps(summary, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    try:
        main()
    except Fail as e:
        print(json.dumps({"validation": "FAILED", "error": str(e)}, ensure_ascii=False))
        sys.exit(1)
