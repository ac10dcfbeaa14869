#!/usr/bin/env python3
"""corpus27 generate: read captured/ (+ synthlib.py), extract one record per planted unit,
label it, validate, split, and write dev.jsonl / heldout.jsonl / summary.json.

Stops (exit 1) on any validation failure.
"""
import collections
import csv
import hashlib
import io
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import synthlib as S  # noqa: E402

CAP = HERE / "captured"
CLASSES = ["encoded", "infra", "key_unusual", "lookalike", "no_key", "pii_locale", "positional", "rows"]
KIND = {"line": "line", "block": "block", "whole": "block", "row": "row"}


class Fail(Exception):
    pass


def clean_lines(text):
    out = []
    for ln in text.replace("\r\n", "\n").split("\n"):
        ln = ln.rstrip().rstrip("\r").rstrip()
        out.append(ln)
    return out


# ------------------------------------------------------------------ extraction
def extract(unit, text):
    loc = unit["locator"]
    lines = clean_lines(text)
    t = loc["type"]
    if t == "line":
        for ln in lines:
            if loc["contains"] in ln:
                return {"kind": "line", "text": ln}
        raise Fail(f"{unit['id']}: no line contains {loc['contains']!r}")
    if t == "whole":
        return {"kind": "block", "lines": [l for l in lines if l.strip()]}
    if t == "block":
        st = next((i for i, l in enumerate(lines) if re.search(loc["start"], l)), None)
        if st is None:
            raise Fail(f"{unit['id']}: block start not found")
        en = next((i for i in range(st, len(lines)) if re.search(loc["end"], lines[i])), None)
        if en is None:
            raise Fail(f"{unit['id']}: block end not found")
        return {"kind": "block", "lines": [l for l in lines[st:en + 1] if l.strip()]}
    if t == "row":
        cols, row = parse_row(loc["format"], lines, loc["key"], unit["id"])
        return {"kind": "row", "columns": cols, "row": row}
    raise Fail(f"unknown locator {t}")


def parse_row(fmt, lines, key, uid):
    if fmt == "psql_aligned":
        header = [c.strip() for c in lines[0].split("|")]
        for l in lines[2:]:
            cells = [c.strip() for c in l.split("|")]
            if len(cells) == len(header) and cells[0] == key:
                return header, cells
    elif fmt == "asciidoc":
        h = next(l for l in lines if l.startswith("^l|"))
        header = [c.strip() for c in h.split("^l|")[1:]]
        for l in lines:
            if l.startswith("|") and not l.startswith("|===="):
                cells = [c.strip() for c in l[1:].split(" |")]
                if len(cells) == len(header) and cells[0] == key:
                    return header, cells
    elif fmt == "pg_copy":
        i = next(i for i, l in enumerate(lines) if l.startswith("COPY "))
        header = [c.strip() for c in re.search(r"\((.*)\) FROM stdin", lines[i]).group(1).split(",")]
        for l in lines[i + 1:]:
            if l == "\\.":
                break
            cells = l.split("\t")
            if cells[0] == key:
                return header, cells
    elif fmt == "mysqldump_xml":
        cur = None
        for l in lines:
            s = l.strip()
            if s == "<row>":
                cur = []
            elif s == "</row>" and cur is not None:
                if cur and cur[0][1] == key:
                    return [c for c, _ in cur], [v for _, v in cur]
                cur = None
            elif cur is not None:
                m = re.fullmatch(r'<field name="([^"]+)"(?: xsi:nil="true" /)?>(.*)</field>', s)
                if m:
                    cur.append((m.group(1), m.group(2)))
    elif fmt == "csv":
        rows = list(csv.reader(io.StringIO("\n".join(l for l in lines if l))))
        for r in rows[1:]:
            if r and r[0] == key:
                return rows[0], r
    raise Fail(f"{uid}: row {key} not found ({fmt})")


# ------------------------------------------------------------------ labelling
def build_values(units):
    vals = {}
    for u in units:
        for s in u["secrets"]:
            vals[s] = True
        for p in u["private"]:
            vals.setdefault(p, False)
    out = []
    for v, sec in vals.items():
        forms = [f for f in S.derived_forms(v) if len(f) >= 3]
        out.append((v, sec, forms))
    return out


def find_hits(text, values):
    hits = []
    for v, sec, forms in values:
        for f in forms:
            start = 0
            digit_only = f.isdigit()
            while True:
                i = text.find(f, start)
                if i < 0:
                    break
                j = i + len(f)
                ok = True
                if digit_only:
                    if (i > 0 and text[i - 1].isdigit()) or (j < len(text) and text[j].isdigit()):
                        ok = False
                if ok:
                    hits.append((i, j, sec, v))
                start = i + 1
    return hits


def merge(hits):
    hits.sort()
    merged = []
    for i, j, sec, v in hits:
        if merged and i < merged[-1][1]:
            a, b, s, vs = merged[-1]
            merged[-1] = (a, max(b, j), s or sec, vs | {v})
        else:
            merged.append((i, j, sec, {v}))
    return merged


def segments(rec):
    if rec["kind"] == "line":
        return [rec["text"]]
    if rec["kind"] == "block":
        return rec["lines"]
    return rec["columns"] + rec["row"]


def label(rec, values):
    secrets, private, found_vals, spans_by_seg = [], [], set(), []
    for seg in segments(rec):
        m = merge(find_hits(seg, values))
        spans_by_seg.append((seg, m))
        for a, b, sec, vs in m:
            span = seg[a:b]
            found_vals |= vs
            (secrets if sec else private).append(span)
    dedup = lambda xs: list(dict.fromkeys(xs))
    secrets = dedup(secrets)
    private = [p for p in dedup(private) if p not in secrets]
    return secrets, private, found_vals, spans_by_seg


def keep_ok(tok, spans_by_seg):
    present = False
    for seg, m in spans_by_seg:
        start = 0
        while True:
            i = seg.find(tok, start)
            if i < 0:
                break
            present = True
            j = i + len(tok)
            for a, b, _, _ in m:
                if i < b and a < j:
                    return False
            start = i + 1
    return present


# ------------------------------------------------------------------ main
def main():
    try:
        S.selftest()
    except AssertionError as e:
        raise Fail(f"synthlib self-test failed: {e}")
    units = json.loads((CAP / "planted.json").read_text("utf-8"))
    versions = json.loads((CAP / "versions.json").read_text("utf-8"))
    values = build_values(units)
    by_tpl = collections.defaultdict(list)
    dropped = []
    problems = []
    for u in units:
        text = (CAP / u["file"]).read_text("utf-8")
        rec = extract(u, text)
        secrets, private, found, spans = label(rec, values)
        missing = [s for s in u["secrets"] if s not in found]
        keep = [k for k in dict.fromkeys(u["keep"]) if keep_ok(k, spans)][:8]
        clashing = [k for k in u["keep"] if len(k) >= 6 and k not in keep and any(k in seg for seg in segments(rec))]
        if clashing:
            problems.append(f"{u['id']}: keep candidates overlap labelled spans: {clashing!r}")
        if missing:
            problems.append(f"{u['id']}: planted secret not found in record: {missing!r}")
        if len(keep) < 2:
            problems.append(f"{u['id']}: fewer than 2 keep tokens survive: {u['keep']} -> {keep}")
        if missing or len(keep) < 2:
            continue
        out = {"kind": rec["kind"]}
        for k in ("text", "lines", "columns", "row"):
            if k in rec:
                out[k] = rec[k]
        out["secrets"] = secrets
        out["private"] = private
        out["keep"] = keep
        out["class"] = u["class"]
        ver = versions.get(u["program"], "unknown")
        out["source"] = f"{u['program']} {ver}, template {u['template']} [real software run on this machine, see captured/]"
        # validations
        blob = "\n".join(segments(out))
        for s in secrets + private:
            if not any(s in seg for seg in segments(out)):
                raise Fail(f"{u['id']}: span {s!r} not in record")
        by_tpl[(u["class"], u["template"], u["program"])].append(out)
    if problems:
        raise Fail("\n".join(problems))
    dev, held = [], []
    seen = set()
    per_class = collections.Counter()
    table = []
    for (cls, tid, prog), recs in sorted(by_tpl.items()):
        if len(recs) != 8:
            raise Fail(f"template {tid} has {len(recs)} records")
        keyed = sorted(recs, key=lambda r: hashlib.sha256(json.dumps(r, sort_keys=True, ensure_ascii=False).encode()).hexdigest())
        dev += keyed[:4]
        held += keyed[4:]
        per_class[cls] += 8
        table.append({"program": prog, "template": tid, "class": cls, "records": 8, "dev": 4, "heldout": 4})
        for r in recs:
            k = json.dumps(r, sort_keys=True, ensure_ascii=False)
            if k in seen:
                raise Fail(f"duplicate record in {tid}")
            seen.add(k)
    tpl_per_class = collections.Counter(c for c, _, _ in by_tpl)
    progs_per_class = collections.defaultdict(set)
    for c, _, p in by_tpl:
        progs_per_class[c].add(p)
    if len(dev) + len(held) != 320 or len(dev) != 160 or len(held) != 160:
        raise Fail(f"counts: dev={len(dev)} held={len(held)}")
    for c in CLASSES:
        if per_class[c] != 40 or tpl_per_class[c] != 5:
            raise Fail(f"class {c}: {per_class[c]} records, {tpl_per_class[c]} templates")
    for name, recs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
        data.encode("utf-8")  # valid UTF-8 (raises on lone surrogates)
        for line in data.splitlines():
            json.loads(line)
        (HERE / name).write_text(data, encoding="utf-8")
    summary = {
        "records": len(dev) + len(held), "dev": len(dev), "heldout": len(held),
        "per_class": dict(per_class), "templates": len(by_tpl),
        "programs_per_class": {c: sorted(v) for c, v in progs_per_class.items()},
        "per_template": table, "versions": versions, "dropped_units": dropped,
        "spans": {"secrets": sum(len(r["secrets"]) for r in dev + held),
                  "private": sum(len(r["private"]) for r in dev + held),
                  "keep": sum(len(r["keep"]) for r in dev + held)},
        "kinds": dict(collections.Counter(r["kind"] for r in dev + held)),
    }
    (HERE / "summary.json").write_text(json.dumps(summary, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps({k: summary[k] for k in ("records", "dev", "heldout", "per_class", "kinds", "spans")}, ensure_ascii=False))


if __name__ == "__main__":
    try:
        main()
    except Fail as e:
        print("VALIDATION FAILED:", e, file=sys.stderr)
        sys.exit(1)
