#!/usr/bin/env python3
"""corpus21 generate: reads only captured/ and synthlib.py, writes dev.jsonl and heldout.jsonl."""
import base64
import csv
import hashlib
import html
import io
import json
import os
import re
import sys
import urllib.parse as up
from collections import Counter, OrderedDict, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
RUNDIR = "/tmp/c21run"
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
PER_CLASS = 40
MAX_PER_TPL = 8
IPV4 = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
SEP = "\x1f"


def fail(msg):
    raise SystemExit("VALIDATION FAILED: " + msg)


# ------------------------------------------------------------------ forms
def jesc(v, ascii_):
    return json.dumps(v, ensure_ascii=ascii_)[1:-1]


TRANSFORMS = [
    lambda v: jesc(v, False),
    lambda v: jesc(v, True),
    lambda v: v.replace("'", "''"),
    lambda v: up.quote(v, safe=""),
    lambda v: up.quote_plus(v, safe=""),
    lambda v: up.quote(v, safe="/:@!$&'()*+,;=-._~"),
    lambda v: html.escape(v, quote=True),
    lambda v: v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&apos;"),
]


def forms_of(v):
    out = OrderedDict()
    out[v] = 1
    layer = [v]
    for _ in range(3):
        nxt = []
        for x in layer:
            for t in TRANSFORMS:
                y = t(x)
                if y not in out:
                    out[y] = 1
                    nxt.append(y)
        layer = nxt
    if len(v) >= 4:
        b = v.encode("utf-8")
        for e in (base64.b64encode(b).decode(), base64.urlsafe_b64encode(b).decode()):
            out[e] = 1
            out[e.rstrip("=")] = 1
    return [f for f in out if f]


def occurrences(text, s):
    res, i = [], text.find(s)
    while i >= 0:
        res.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return res


def inside(span, spans):
    return any(a <= span[0] and span[1] <= b for a, b in spans)


# ------------------------------------------------------------------ unit text
_cache = {}


def lines_of(rel):
    if rel not in _cache:
        with open(os.path.join(CAP, rel), encoding="utf-8") as f:
            _cache[rel] = [l.rstrip("\r") for l in f.read().split("\n")]
    return _cache[rel]


def parse_shell(rel):
    L = lines_of(rel)
    h = next(i for i, l in enumerate(L) if l.startswith("sql> ") and " | " in l)
    cols = [c.strip() for c in L[h][5:].split(" | ")]
    rows = []
    for l in L[h + 1:]:
        if l.startswith("(") and ("row" in l):
            break
        rows.append([c.strip() for c in l.split(" | ")])
    for r in rows:
        assert len(r) == len(cols), (rel, r)
    return cols, rows


def parse_csv(rel):
    with open(os.path.join(CAP, rel), encoding="utf-8", newline="") as f:
        data = list(csv.reader(f))
    return data[0], data[1:]


def unit_record(T, u):
    loc = u["loc"]
    if T["kind"] == "row":
        cols, rows = parse_shell(loc["file"]) if loc["format"] == "shell" else parse_csv(loc["file"])
        row = next(r for r in rows if r[0] == loc["key"])
        return {"kind": "row", "columns": cols, "row": row}, SEP.join(cols) + SEP + SEP.join(row)
    L = lines_of(loc["file"])[loc["start"]:loc["end"]]
    if T["kind"] == "line":
        assert len(L) == 1
        return {"kind": "line", "text": L[0]}, L[0]
    assert len(L) >= 2, (T, loc)
    return {"kind": "block", "lines": L}, "\n".join(L)


# ------------------------------------------------------------------ labelling
def label(text, items):
    cand = []  # (form, cat)
    for itm in items:
        for f in forms_of(itm["value"]):
            if f in text:
                cand.append((f, itm["cat"]))
    occ = {f: occurrences(text, f) for f, _ in cand}
    keep = []
    for f, c in cand:
        others = [sp for g, _ in cand if g != f and len(g) > len(f) for sp in occ[g]]
        if all(inside(sp, others) for sp in occ[f]):
            continue
        keep.append((f, c))
    secrets, private = [], []
    for f, c in keep:
        lst = secrets if c == "secret" else private
        if f not in lst and f not in secrets and f not in private:
            lst.append(f)
    return secrets, private


def listed_spans(text, values):
    return [sp for v in values for sp in occurrences(text, v)]


def pick_keep(text, patterns, listed, planted):
    spans = listed_spans(text, listed)
    out = []
    for p in patterns:
        for m in re.finditer(p, text):
            tok = m.group(0).strip()
            if not tok or tok in out or "\n" in tok or SEP in tok:
                continue
            if keep_problem(tok, text, spans, listed, planted) is None:
                out.append(tok)
    return out[:8]


def keep_problem(tok, text, spans, listed, planted):
    occ = occurrences(text, tok)
    if not occ:
        return "absent"
    if not any(not any(a < sp[1] and sp[0] < b for a, b in spans) for sp in occ):
        return "only inside listed span"
    for v in list(listed) + list(planted):
        if v and v in tok:
            return "contains listed/planted value %r" % v
    if re.search(r"example\.", tok) or IPV4.search(tok) or "@" in tok or "root" in tok.lower() or RUNDIR in tok:
        return "forbidden content"
    return None


def main():
    print(S.self_test())
    with open(os.path.join(CAP, "planted.json"), encoding="utf-8") as f:
        TPL = json.load(f)
    # all planted values (for the cross-record audit)
    all_planted = set()
    for T in TPL.values():
        for u in T["units"]:
            for itm in u["items"]:
                all_planted.add(itm["value"])
    by_class = defaultdict(list)  # class -> [(tname, [records])]
    meta = {}
    for tname in sorted(TPL):
        T = TPL[tname]
        recs = []
        for u in T["units"][:MAX_PER_TPL]:
            shell, text = unit_record(T, u)
            secrets, private = label(text, u["items"])
            planted = [i["value"] for i in u["items"]]
            listed = secrets + private
            if T["kind"] == "row":
                keep = [c for c in shell["columns"] if keep_problem(c, text, listed_spans(text, listed), listed, planted) is None][:8]
            else:
                keep = pick_keep(text, T["keep"], listed, planted)
            rec = dict(shell)
            rec["secrets"] = secrets
            rec["private"] = private
            rec["keep"] = keep
            rec["class"] = T["class"]
            rec["source"] = "%s %s, template %s [real software run on this machine, see captured/]" % (T["program"], T["version"], tname)
            recs.append(rec)
            meta[id(rec)] = (tname, text, u, T)
        by_class[T["class"]].append((tname, recs))
    # round-robin selection
    selected = {}
    for cls in CLASSES:
        groups = sorted(by_class[cls])
        out, k = [], 0
        while len(out) < PER_CLASS:
            progressed = False
            for tname, recs in groups:
                if k < len(recs) and len(out) < PER_CLASS:
                    out.append(recs[k])
                    progressed = True
            if not progressed:
                fail("class %s has only %d records" % (cls, len(out)))
            k += 1
        selected[cls] = out
    # ------------------------------------------------------------ validations
    counts = Counter()
    seen = set()
    n_real = 0
    for cls in CLASSES:
        for rec in selected[cls]:
            tname, text, u, T = meta[id(rec)]
            counts[(T["program"], tname, cls)] += 1
            listed = rec["secrets"] + rec["private"]
            for v in listed:
                if v not in text:
                    fail("%s: listed value not verbatim: %r" % (tname, v))
                if v.startswith("127.0.0.1") or v == "127.0.0.1":
                    fail("%s: loopback listed" % tname)
            spans = listed_spans(text, listed)
            for itm in u["items"]:
                for f in forms_of(itm["value"]):
                    if len(f) >= 5:
                        for sp in occurrences(text, f):
                            if not inside(sp, spans):
                                fail("%s: LEAK form %r of %r outside listed spans" % (tname, f, itm["value"]))
                    if len(f) >= 12:
                        for part in (f[:10], f[-10:]):
                            for sp in occurrences(text, part):
                                if not inside(sp, spans):
                                    fail("%s: LEAK fragment %r of %r" % (tname, part, itm["value"]))
            for v in all_planted:
                if len(v) >= 8:
                    for sp in occurrences(text, v):
                        if not inside(sp, spans):
                            fail("%s: cross-record LEAK %r" % (tname, v))
            planted = [i["value"] for i in u["items"]]
            if not 2 <= len(rec["keep"]) <= 8:
                fail("%s: %d keep tokens in %r" % (tname, len(rec["keep"]), text[:200]))
            for k in rec["keep"]:
                pr = keep_problem(k, text, spans, listed, planted)
                if pr:
                    fail("%s: keep %r: %s" % (tname, k, pr))
            if cls == "lookalike":
                if listed:
                    fail("%s: lookalike lists values" % tname)
            elif not listed:
                fail("%s: nothing listed in %r" % (tname, text[:200]))
            ident = json.dumps({k: rec[k] for k in ("text", "lines", "columns", "row") if k in rec}, ensure_ascii=False, sort_keys=True)
            if ident in seen:
                fail("duplicate record in %s" % tname)
            seen.add(ident)
            if "[real software run on this machine" in rec["source"]:
                n_real += 1
    for key, n in counts.items():
        if n > MAX_PER_TPL:
            fail("too many records for %r" % (key,))
    total = sum(len(v) for v in selected.values())
    if total != PER_CLASS * len(CLASSES) or any(len(selected[c]) != PER_CLASS for c in CLASSES):
        fail("class counts")
    if n_real / total < 0.6:
        fail("real share")
    # ------------------------------------------------------------ split
    dev, held = [], []
    for cls in CLASSES:
        recs = sorted(selected[cls], key=lambda o: hashlib.sha256(json.dumps(o, sort_keys=True, ensure_ascii=False).encode()).hexdigest())
        for i, r in enumerate(recs):
            (dev if i % 2 == 0 else held).append(r)
    order = ["kind", "text", "lines", "columns", "row", "secrets", "private", "keep", "class", "source"]
    for name, recs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
            for r in recs:
                f.write(json.dumps({k: r[k] for k in order if k in r}, ensure_ascii=False) + "\n")
    # ------------------------------------------------------------ report
    print("VALIDATION OK: %d records (%d dev / %d heldout), 8 classes x 40, real share %.0f%%, max %d per template, leak audit clean"
          % (total, len(dev), len(held), 100.0 * n_real / total, max(counts.values())))
    prog = Counter()
    for (p, t, c), n in counts.items():
        prog[p] += n
    for p, n in sorted(prog.items()):
        print("  program %-32s %d" % (p, n))
    for (p, t, c), n in sorted(counts.items(), key=lambda x: (x[0][2], x[0][1])):
        print("  | %s | %s | %s | %d |" % (p, t, c, n))
    for name in ("dev.jsonl", "heldout.jsonl"):
        print("  sha256 %s %s" % (name, hashlib.sha256(open(os.path.join(HERE, name), "rb").read()).hexdigest()))


if __name__ == "__main__":
    main()
