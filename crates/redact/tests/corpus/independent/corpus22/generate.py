#!/usr/bin/env python3
"""corpus22 generate: reads only captured/ and synthlib.py, writes dev.jsonl and heldout.jsonl."""
import base64
import csv
import hashlib
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
RUNDIR = "/tmp/c22run"
PER_CLASS = 40
MAX_PER_TEMPLATE = 8
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
TAG = " [real software run on this machine, see captured/]"


class Fail(Exception):
    pass


def fail(msg):
    raise Fail(msg)


_cache = {}


def read_lines(rel):
    if rel not in _cache:
        with open(os.path.join(CAP, rel), encoding="utf-8", errors="strict") as f:
            _cache[rel] = f.read().split("\n")
    return _cache[rel]


def strip_blank(lines):
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    while lines and not lines[0].strip():
        lines = lines[1:]
    return lines


def locate(loc):
    mode = loc["mode"]
    lines = read_lines(loc["file"])
    if mode == "line":
        for ln in lines:
            if loc["anchor"] in ln + "\n" and loc.get("must", "") in ln:
                return "line", ln
        return None
    if mode == "match":
        rx = re.compile(loc["regex"])
        hits = [ln for ln in lines if rx.search(ln)]
        return ("line", hits[loc["nth"]]) if len(hits) > loc["nth"] else None
    if mode == "record":
        rx = re.compile(loc["start_re"])
        recs, cur = [], []
        for ln in lines:
            if rx.search(ln) and cur:
                recs.append(cur)
                cur = []
            cur.append(ln)
        if cur:
            recs.append(cur)
        for r in recs:
            joined = "\n".join(r) + "\n"
            if loc["anchor"] in joined and loc.get("must", "") in joined:
                r = strip_blank(r)
                return ("block", r) if len(r) > 1 else ("line", r[0])
        return None
    if mode == "span":
        s, e = re.compile(loc["start_re"]), re.compile(loc["end_re"])
        for a, ln in enumerate(lines):
            if s.search(ln):
                for b in range(a + 1, len(lines)):
                    if e.search(lines[b]):
                        return "block", strip_blank(lines[a:b + 1])
        return None
    if mode == "file":
        d = re.compile(loc["drop_re"]) if loc.get("drop_re") else None
        out = [ln.rstrip() for ln in lines if ln.strip() and not (d and d.search(ln))]
        return ("block", out) if len(out) > 1 else (("line", out[0]) if out else None)
    if mode == "fbrow":
        cols = loc["columns"]
        groups, cur = [], []
        for ln in lines:
            if ln.strip() == "":
                if cur:
                    groups.append(cur)
                cur = []
            else:
                cur.append(ln)
        if cur:
            groups.append(cur)
        groups = [g for g in groups if len(g) == len(cols) and g[0].startswith(cols[0] + " ")]
        if len(groups) <= loc["nth"]:
            return None
        g = groups[loc["nth"]]
        row = []
        for c, ln in zip(cols, g):
            if not ln.startswith(c + " "):
                fail("fbrow column mismatch %s %r" % (c, ln))
            v = ln[len(c):].strip()
            row.append(int(v) if c in loc.get("int_columns", []) and re.fullmatch(r"-?\d+", v) else v)
        return "row", (cols, row)
    if mode == "csvrow":
        rows = list(csv.reader(io.StringIO("\n".join(lines))))
        head = rows[0]
        for r in rows[1:]:
            if r and r[0] == loc["anchor"]:
                return "row", (head, r)
        return None
    fail("unknown mode " + mode)


def xml_esc(v, apos=True):
    v = v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    return v.replace("'", "&apos;") if apos else v


def forms_of(v):
    """all candidate encodings in which a planted value may appear."""
    v = str(v)
    f = {"raw": v,
         "pct": urllib.parse.quote(v, safe=""),
         "pct_path": urllib.parse.quote(v),
         "pct_plus": urllib.parse.quote_plus(v),
         "json": json.dumps(v, ensure_ascii=False)[1:-1],
         "json_ascii": json.dumps(v)[1:-1],
         "xml": xml_esc(v),
         "xml_noapos": xml_esc(v, False),
         "b64": base64.b64encode(v.encode()).decode(),
         "hex0x": "0x" + v.encode().hex()}
    j = f["json"]
    f["json2"] = json.dumps(j, ensure_ascii=False)[1:-1]
    f["xml_json"] = xml_esc(j)
    moj = json.dumps(v.encode("utf-8").decode("latin-1"))[1:-1]
    f["kea_mojibake"] = moj
    f["kea_csv"] = moj.replace(",", "&#x2c")
    return f


def find_all(text, s):
    """occurrences of s; purely numeric values must not touch other digits."""
    out = []
    if not s:
        return out
    start = 0
    numeric = s.isdigit()
    while True:
        k = text.find(s, start)
        if k < 0:
            return out
        if not numeric or ((k == 0 or not text[k - 1].isdigit()) and (k + len(s) >= len(text) or not text[k + len(s)].isdigit())):
            out.append((k, k + len(s)))
        start = k + 1


def covered(spans, a, b):
    return any(x <= a and b <= y for x, y in spans)


def record_text(kind, body):
    if kind == "line":
        return body
    if kind == "block":
        return "\n".join(body)
    cols, row = body
    return "\x1f".join(list(cols) + [str(c) for c in row])


IPV4 = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")


def main():
    print(S.self_test())
    P = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))
    T = P["templates"]
    all_planted = set()
    for t in T.values():
        for u in t["units"]:
            for itm in u["items"]:
                for fv in forms_of(itm["value"]).values():
                    if len(fv) >= 8:
                        all_planted.add(fv)
    cands = {}
    problems = []
    for tid in sorted(T):
        t = T[tid]
        cands[tid] = []
        for ui, u in enumerate(t["units"]):
            loc = dict(t["loc"])
            loc.update(u["loc"])
            got = locate(loc)
            if got is None:
                problems.append("%s#%d: not located" % (tid, ui))
                continue
            kind, body = got
            text = record_text(kind, body)
            listed = {"secret": [], "private": []}
            for itm in u["items"]:
                fs = forms_of(itm["value"])
                found = []
                for name, fv in fs.items():
                    if fv and find_all(text, fv) and fv not in found:
                        found.append(fv)
                if not found:
                    problems.append("%s#%d: value %r not in record" % (tid, ui, itm["value"]))
                for fv in found:
                    if fv not in listed[itm["cat"]]:
                        listed[itm["cat"]].append(fv)
            allv = listed["secret"] + listed["private"]
            # drop a form whose every occurrence lies inside another listed form
            drop = set()
            for v in allv:
                occ = find_all(text, v)
                others = [(a, b) for w in allv if w != v and w not in drop and len(w) > len(v) for a, b in find_all(text, w)]
                if occ and all(covered(others, a, b) for a, b in occ):
                    drop.add(v)
            for c in listed:
                listed[c] = [v for v in listed[c] if v not in drop]
            allv = listed["secret"] + listed["private"]
            spans = [sp for v in allv for sp in find_all(text, v)]
            # keep tokens
            keep = []
            if kind == "row":
                cols, row = body
                for rx in t["keep"]:
                    for c in cols:
                        if re.search(rx, c) and c not in keep:
                            keep.append(c)
            else:
                for rx in t["keep"]:
                    for m in re.finditer(rx, text):
                        tok = m.group(0).strip()
                        if not tok or tok in keep:
                            continue
                        a = text.find(tok, m.start())
                        if covered(spans, a, a + len(tok)) or any(a < y and x < a + len(tok) for x, y in spans):
                            continue
                        keep.append(tok)
                        break
            bad = lambda k: (any(v in k for v in allv) or any(p in k for p in all_planted) or "@" in k or "root" in k.lower()
                             or IPV4.search(k) or RUNDIR in k or re.search(r"\bexample\.", k) or "\n" in k or "\x1f" in k)
            keep = [k for k in keep if not bad(k)][:8]
            rec = {"kind": kind}
            if kind == "line":
                rec["text"] = body
            elif kind == "block":
                rec["lines"] = body
            else:
                rec["columns"], rec["row"] = body[0], body[1]
            rec["secrets"] = listed["secret"]
            rec["private"] = listed["private"]
            rec["keep"] = keep
            rec["class"] = t["cls"]
            rec["source"] = "%s %s, template %s%s" % (t["program"], t["version"], tid, TAG)
            why = []
            if not (2 <= len(keep) <= 8):
                why.append("keep=%r" % keep)
            if t["cls"] == "lookalike" and allv:
                why.append("lookalike lists values")
            if t["cls"] != "lookalike" and not allv:
                why.append("nothing listed")
            if why:
                problems.append("%s#%d: %s" % (tid, ui, "; ".join(why)))
                continue
            cands[tid].append((ui, rec, u["items"]))
    for p in problems:
        print("note (unit skipped):", p)
    # round-robin selection per class
    chosen = []
    for cls in CLASSES:
        tids = sorted(t for t in T if T[t]["cls"] == cls)
        picked, per = [], {t: 0 for t in tids}
        k = 0
        while len(picked) < PER_CLASS:
            progress = False
            for tid in tids:
                if len(picked) >= PER_CLASS:
                    break
                if k < len(cands[tid]) and per[tid] < MAX_PER_TEMPLATE:
                    picked.append((tid,) + cands[tid][k])
                    per[tid] += 1
                    progress = True
            k += 1
            if not progress:
                fail("class %s: only %d records available" % (cls, len(picked)))
        chosen.extend(picked)
    validate(chosen, all_planted)
    # split
    dev, held = [], []
    for cls in CLASSES:
        recs = [r for _, _, r, _ in chosen if r["class"] == cls]
        recs.sort(key=lambda r: hashlib.sha256(json.dumps(r, sort_keys=True, ensure_ascii=False).encode()).hexdigest())
        for i, r in enumerate(recs):
            (dev if i % 2 == 0 else held).append(r)
    for name, recs in [("dev.jsonl", dev), ("heldout.jsonl", held)]:
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
            for r in recs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    stats(chosen, dev, held)


def validate(chosen, all_planted):
    seen = set()
    per_t = {}
    for tid, ui, rec, items in chosen:
        kind = rec["kind"]
        body = rec.get("text") if kind == "line" else rec.get("lines") if kind == "block" else (rec["columns"], rec["row"])
        text = record_text(kind, body)
        allv = rec["secrets"] + rec["private"]
        for v in allv:
            if kind == "row":
                if not any(v in str(c) for c in rec["row"]):
                    fail("%s#%d listed value not in a cell: %r" % (tid, ui, v))
            elif v not in text:
                fail("%s#%d listed value not verbatim: %r" % (tid, ui, v))
            if v.startswith("127.0.0.1"):
                fail("loopback listed")
        spans = [sp for v in allv for sp in find_all(text, v)]
        # leak audit (own planted values, every form)
        for itm in items:
            for fv in set(forms_of(itm["value"]).values()):
                if len(fv) < 5:
                    continue
                for a, b in find_all(text, fv):
                    if not covered(spans, a, b):
                        fail("LEAK %s#%d: %r at %d" % (tid, ui, fv, a))
                if len(fv) >= 12:
                    for part in (fv[:10], fv[-10:]):
                        for a, b in find_all(text, part):
                            if not covered(spans, a, b):
                                fail("LEAK(part) %s#%d: %r" % (tid, ui, part))
        # leak audit (any planted value of length >= 8, from any record)
        for pv in all_planted:
            if pv in text:
                for a, b in find_all(text, pv):
                    if not covered(spans, a, b):
                        fail("LEAK(global) %s#%d: %r" % (tid, ui, pv))
        keep = rec["keep"]
        if not 2 <= len(keep) <= 8:
            fail("keep count %s#%d" % (tid, ui))
        for k in keep:
            occ = find_all(text, k) if kind != "row" else [(0, 0)] if k in rec["columns"] else []
            if kind != "row" and not any(not any(a < y and x < b for x, y in spans) for a, b in occ):
                fail("keep token not outside spans %s#%d %r" % (tid, ui, k))
            if kind == "row" and not occ:
                fail("row keep not a column %s#%d %r" % (tid, ui, k))
            if any(v in k for v in allv) or "@" in k or "root" in k.lower() or IPV4.search(k) or RUNDIR in k or re.search(r"\bexample\.", k):
                fail("bad keep token %s#%d %r" % (tid, ui, k))
        if rec["class"] == "lookalike" and allv:
            fail("lookalike with values")
        if rec["class"] != "lookalike" and not allv:
            fail("empty record")
        key = json.dumps(body, ensure_ascii=False)
        if key in seen:
            fail("duplicate record %s#%d" % (tid, ui))
        seen.add(key)
        per_t[tid] = per_t.get(tid, 0) + 1
        if per_t[tid] > MAX_PER_TEMPLATE:
            fail("too many per template " + tid)
    for cls in CLASSES:
        n = sum(1 for c in chosen if c[2]["class"] == cls)
        if n != PER_CLASS:
            fail("class %s has %d" % (cls, n))
    real = sum(1 for c in chosen if c[2]["source"].endswith(TAG))
    if real / len(chosen) < 0.6:
        fail("real share")
    print("VALIDATION OK: %d records, 8 classes x 40, real share %.0f%%, leak audit clean, keep tokens 2-8 outside spans, "
          "<=8 per (program, template), no duplicates" % (len(chosen), 100.0 * real / len(chosen)))


def stats(chosen, dev, held):
    by_prog, by_t = {}, {}
    for tid, ui, rec, _ in chosen:
        prog = rec["source"].split(",")[0]
        by_prog[prog] = by_prog.get(prog, 0) + 1
        by_t[(prog, tid, rec["class"])] = by_t.get((prog, tid, rec["class"]), 0) + 1
    print("per program:", json.dumps(by_prog, ensure_ascii=False))
    with open(os.path.join(HERE, "captured", "..", "stats.json"), "w", encoding="utf-8") as f:
        json.dump({"per_program": by_prog, "per_template": [[p, t, c, n] for (p, t, c), n in sorted(by_t.items())]}, f, indent=1, ensure_ascii=False)
        f.write("\n")
    for name in ["dev.jsonl", "heldout.jsonl"]:
        h = hashlib.sha256(open(os.path.join(HERE, name), "rb").read()).hexdigest()
        print(name, sum(1 for _ in open(os.path.join(HERE, name), encoding="utf-8")), h)


if __name__ == "__main__":
    try:
        main()
    except Fail as e:
        print("VALIDATION FAILED:", e)
        sys.exit(1)
