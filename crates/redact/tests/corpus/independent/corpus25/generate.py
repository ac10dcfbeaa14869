#!/usr/bin/env python3
"""corpus25 generate: reads only captured/ and synthlib.py; extracts units, labels them,
validates (stops on any failure) and splits into dev.jsonl / heldout.jsonl + summary.json."""
import bisect, collections, csv, hashlib, io, json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S

CAP = os.path.join(HERE, "captured")
RUNDIR = "/tmp/c25run"
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
DOTTED_QUAD = re.compile(r"\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}")


class Fail(Exception):
    pass


def check(cond, msg):
    if not cond:
        raise Fail(msg)


def read_lines(rel):
    with open(os.path.join(CAP, rel), encoding="utf-8") as f:
        return [l.rstrip("\r\n").rstrip() for l in f.read().split("\n")]


def split_row(line, sep, header=None):
    if sep == "tab":
        return [c.strip() for c in line.split("\t")]
    if sep == "csv":
        return [c.strip() for c in next(csv.reader(io.StringIO(line)))]
    if sep in ("|", "│"):
        parts = line.split(sep)
        return [c.strip() for c in parts[1:-1]]
    if sep == "who":  # NAME LINE TIME(date + clock) COMMENT; long names push columns right
        parts = line.split()
        if line is header:
            return parts
        return [parts[0], parts[1], " ".join(parts[2:4]), " ".join(parts[4:])]
    if sep == "fixed":
        starts = [m.start() for m in re.finditer(r"\S+", header)]
        if line is header:
            return [m.group(0) for m in re.finditer(r"\S+", header)]
        cells = []
        for i, st in enumerate(starts):
            en = starts[i + 1] if i + 1 < len(starts) else len(line)
            cells.append(line[st:en].strip())
        return cells
    raise Fail("unknown sep %r" % sep)


def extract(u):
    ls = read_lines(u["file"])
    loc = u["locate"]
    if u["kind"] == "line":
        return {"text": ls[loc["line"]]}
    if u["kind"] == "block":
        return {"lines": ls[loc["start"]:loc["end"]]}
    hdr = ls[loc["header"]]
    return {"columns": split_row(hdr, loc["sep"], hdr), "row": split_row(ls[loc["line"]], loc["sep"], hdr)}


def segments(body):
    """Independent text segments of a unit (a row's cells are separate segments)."""
    if "text" in body:
        return [body["text"]]
    if "lines" in body:
        return ["\n".join(body["lines"])]
    return list(body["columns"]) + list(body["row"])


FORMS = {}
KEEPFAIL = []


def forms(v):
    if v not in FORMS:
        FORMS[v] = sorted(S.forms(v), key=len, reverse=True)
    return FORMS[v]


def occurrences(text, f):
    digit = f.isdigit()
    i = text.find(f)
    while i >= 0:
        if not digit or ((i == 0 or not text[i - 1].isdigit()) and (i + len(f) >= len(text) or not text[i + len(f)].isdigit())):
            yield i, i + len(f)
        i = text.find(f, i + 1)


def label(segs, secrets, private):
    """Maximal spans of every derived form of every planted value, per segment."""
    spans = []  # (seg, start, end, cat)
    found = {}
    for cat, vals in (("secrets", secrets), ("private", private)):
        for v in vals:
            for si, t in enumerate(segs):
                for f in forms(v):
                    for a, b in occurrences(t, f):
                        spans.append((si, a, b, cat))
                        found[v] = True
    merged = []
    for si in range(len(segs)):
        iv = sorted((a, b, c) for s, a, b, c in spans if s == si)
        cur = None
        for a, b, c in iv:
            if cur and a < cur[1]:
                cur = [cur[0], max(cur[1], b), "secrets" if "secrets" in (cur[2], c) else "private"]
            else:
                if cur:
                    merged.append((si,) + tuple(cur))
                cur = [a, b, c]
        if cur:
            merged.append((si,) + tuple(cur))
    out = {"secrets": [], "private": []}
    for si, a, b, c in merged:
        s = segs[si][a:b]
        if s not in out["secrets"] and s not in out["private"]:
            out[c].append(s)
        elif c == "secrets" and s in out["private"]:
            out["private"].remove(s)
            out["secrets"].append(s)
    return out, found


def covered_intervals(t, listed):
    iv = []
    for s in listed:
        i = t.find(s)
        while i >= 0:
            iv.append((i, i + len(s)))
            i = t.find(s, i + 1)
    return iv


def main():
    check(S.selftest(), "synthlib self-tests")
    units = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))
    versions = json.load(open(os.path.join(CAP, "versions.json"), encoding="utf-8"))
    records, meta = [], []
    for u in units:
        body = extract(u)
        segs = segments(body)
        joined = "\n".join(segs)
        opt = [v for v in u.get("private_if_printed", []) if any(any(True for _ in occurrences(t, f)) for t in segs for f in forms(v))]
        private = u["private"] + [v for v in opt if v not in u["private"]]
        lab, found = label(segs, u["secrets"], private)
        where = "%s/%s %s" % (u["program"], u["template"], u["file"])
        for v in u["secrets"] + private:
            check(found.get(v), "planted value %r not found in unit %s: %r" % (v, where, joined[:300]))
        listed = lab["secrets"] + lab["private"]
        for s in listed:
            check(any(s in t for t in segs), "listed %r not in one segment of %s" % (s, where))
        # keep tokens
        planted_forms = set()
        for v in u["secrets"] + private:
            planted_forms.update(forms(v))
        keep = []
        stamps = re.findall(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?Z?|\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}", joined)
        for k in u["keep_candidates"] + stamps[:1]:
            if not k or k in keep or "@" in k or DOTTED_QUAD.search(k) or RUNDIR in k:
                continue
            if not any(k in t for t in segs):
                continue
            if any(f in k for f in planted_forms if len(f) >= 3) or any(k == f for f in planted_forms):
                continue
            ok = True
            for t in segs:
                cov = covered_intervals(t, listed)
                for a, b in occurrences(t, k) if not k.isdigit() else ((m.start(), m.end()) for m in re.finditer(re.escape(k), t)):
                    if any(a < y and x < b for x, y in cov):
                        ok = False
            if ok:
                keep.append(k)
            if len(keep) == 8:
                break
        if not 2 <= len(keep) <= 8:
            KEEPFAIL.append("keep tokens %r for %s (candidates %r) text %r" % (keep, where, u["keep_candidates"], joined[:200]))
        ver = versions[u["program"]]["version"]
        rec = {"kind": u["kind"]}
        rec.update(body)
        rec.update({"secrets": lab["secrets"], "private": lab["private"], "keep": keep, "class": u["class"],
                    "source": "%s %s, template %s [real software run on this machine, see captured/]" % (u["program"], ver, u["template"])})
        records.append(rec)
        meta.append({"unit": u, "segs": segs, "planted": u["secrets"] + private})

    for k in KEEPFAIL:
        print(k)
    check(not KEEPFAIL, "keep token failures")
    # ---------------- corpus-wide leak audit
    allvals = sorted({v for m in meta for v in m["planted"]})
    texts, owners, offs = [], [], []
    pos = 0
    for ri, m in enumerate(meta):
        for si, t in enumerate(m["segs"]):
            texts.append(t)
            owners.append((ri, si))
            offs.append(pos)
            pos += len(t) + 1
    big = "\x00".join(texts)
    covcache = {}
    leaks = []
    for v in allvals:
        for f in forms(v):
            for a, b in occurrences(big, f):
                k = bisect.bisect_right(offs, a) - 1
                ri, si = owners[k]
                la, lb = a - offs[k], b - offs[k]
                if lb > len(texts[k]):
                    continue
                key = (ri, si)
                if key not in covcache:
                    covcache[key] = covered_intervals(texts[k], records[ri]["secrets"] + records[ri]["private"])
                if not any(x <= la and lb <= y for x, y in covcache[key]):
                    leaks.append((ri, v, f, texts[k][max(0, la - 30):lb + 30]))
    for ri, v, f, ctx in leaks[:20]:
        print("LEAK rec %d (%s/%s): value %r form %r in %r" % (ri, meta[ri]["unit"]["program"], meta[ri]["unit"]["template"], v, f, ctx))
    check(not leaks, "%d leak(s) in corpus-wide audit" % len(leaks))

    # ---------------- structure checks
    check(len(records) == 320, "record count %d" % len(records))
    keys = set()
    texts_seen = set()
    for r in records:
        k = json.dumps(r, ensure_ascii=False, sort_keys=True)
        check(k not in keys, "duplicate record")
        keys.add(k)
        t = json.dumps({x: r[x] for x in ("text", "lines", "columns", "row") if x in r}, ensure_ascii=False, sort_keys=True)
        check(t not in texts_seen, "duplicate unit text: %s" % t[:200])
        texts_seen.add(t)
        for bad in ("127.0.0.1", "localhost"):
            check(bad not in r["secrets"] + r["private"], "listed %s" % bad)
        if r["kind"] == "row":
            for s in r["secrets"] + r["private"]:
                check(any(s in c for c in r["columns"] + r["row"]), "row value spans cells: %r" % s)
    per_class = collections.Counter(r["class"] for r in records)
    per_tpl = collections.Counter((re.sub(r" \[.*\]$", "", r["source"]), r["class"]) for r in records)
    check(all(per_class[c] == 40 for c in CLASSES) and len(per_class) == 8, "per-class counts %r" % per_class)
    check(all(n == 8 for n in per_tpl.values()), "per-template counts %r" % per_tpl)
    tpl_per_class = collections.Counter(c for (_, c) in per_tpl)
    progs_per_class = collections.defaultdict(set)
    for r in records:
        progs_per_class[r["class"]].add(r["source"].split(" ")[0])
    check(all(len(progs_per_class[c]) >= 3 for c in CLASSES), "programs per class %r" % progs_per_class)

    # ---------------- split
    def sk(r):
        return (re.sub(r" \[.*\]$", "", r["source"]), hashlib.sha256(json.dumps(r, ensure_ascii=False, sort_keys=True).encode()).hexdigest())
    ordered = sorted(records, key=sk)
    dev, held = ordered[0::2], ordered[1::2]
    for part in (dev, held):
        c = collections.Counter(re.sub(r" \[.*\]$", "", r["source"]) for r in part)
        check(all(n == 4 for n in c.values()) and len(c) == 40, "split not 4/4 per template")
    for name, part in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in part:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    summary = {
        "records": len(records), "dev": len(dev), "heldout": len(held),
        "per_class": dict(sorted(per_class.items())),
        "per_program_template_class": {"%s | %s" % k: n for k, n in sorted(per_tpl.items())},
        "programs_per_class": {c: sorted(v) for c, v in sorted(progs_per_class.items())},
        "listed_secrets": sum(len(r["secrets"]) for r in records), "listed_private": sum(len(r["private"]) for r in records),
        "keep_tokens": sum(len(r["keep"]) for r in records),
        "planted_values_audited": len(allvals), "derived_forms_audited": sum(len(forms(v)) for v in allvals),
        "versions": {k: v["version"] for k, v in sorted(versions.items())},
        "validations": ["synthlib self-tests", "every planted value occurs in its unit", "every listed value occurs in one segment",
                        "2-8 keep tokens disjoint from listed spans, no planted value/@/dotted quad/run dir",
                        "corpus-wide leak audit over all derived forms", "row values inside one cell",
                        "no duplicate records or unit texts", "320 records, 40 per class, 8 per template, 4/4 split"],
    }
    with open(os.path.join(HERE, "summary.json"), "w", encoding="utf-8") as f:
        json.dump(summary, f, ensure_ascii=False, indent=1)
    print("OK: %d records (%d dev / %d heldout), %d planted values audited" % (len(records), len(dev), len(held), len(allvals)))


if __name__ == "__main__":
    try:
        main()
    except Fail as e:
        print("VALIDATION FAILED:", e)
        sys.exit(1)
