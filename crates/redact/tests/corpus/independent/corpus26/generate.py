#!/usr/bin/env python3
"""corpus26 generate: reads only captured/ and synthlib.py; extracts, labels, validates, splits.

Writes dev.jsonl, heldout.jsonl, summary.json.  Stops (exit 1) on any validation failure.
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
FAIL = []


def fail(msg):
    FAIL.append(msg)


def read_lines(rel):
    with open(os.path.join(HERE, rel), encoding="utf-8") as f:
        return [l.rstrip("\r\n").replace("\r", "").rstrip() for l in f.read().split("\n")]


def split_row(line, sep, box=False):
    s = line.strip()
    if box:
        s = s.strip("|")
    return [c.strip() for c in s.split(sep)]


def extract(u):
    L = read_lines(u["file"])
    loc = u["locate"]
    if u["kind"] == "line":
        return {"text": L[loc["line"]]}
    if u["kind"] == "block":
        if "line_list" in loc:
            return {"lines": [L[i] for i in loc["line_list"]]}
        NE = [l for l in L if l]
        a, b = loc["lines"]
        return {"lines": NE[a:b]}
    cols = split_row(L[loc["header_line"]], loc["sep"], loc.get("box"))
    row = split_row(L[loc["line"]], loc["sep"], loc.get("box"))
    if len(cols) != len(row):
        fail("%s: %d header cells vs %d row cells" % (u["id"], len(cols), len(row)))
    return {"columns": cols, "row": row}


def texts_of(rec):
    if "text" in rec:
        return [rec["text"]]
    if "lines" in rec:
        return ["\n".join(rec["lines"])]
    return list(rec["columns"]) + list(rec["row"])


def merge(iv):
    iv = sorted(iv)
    out = []
    for a, b, c in iv:
        if out and a < out[-1][1]:
            pa, pb, pc = out[-1]
            out[-1] = (pa, max(pb, b), pc | c)
        else:
            out.append((a, b, c))
    return out


DOTTED = re.compile(r"\b\d{1,3}(\.\d{1,3}){3}\b")
TOKEN = re.compile(r"[A-Za-z_][\w.:/-]*[\w]|\d{4}-\d{2}-\d{2}[T ][\d:.]+[+\dZ]*")


def main():
    st = S.selftest()
    if st:
        print("synthlib self-tests failed:", st)
        sys.exit(1)
    planted = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))
    versions = json.load(open(os.path.join(CAP, "versions.json"), encoding="utf-8"))
    units = planted["units"]
    # value -> label ("secrets" wins over "private")
    label = {}
    for u in units:
        for v in u["private"]:
            label.setdefault(v, "private")
        for v in u["secrets"]:
            label[v] = "secrets"
    for v in planted["global_private"]:
        label.setdefault(v, "private")
    forms_of = {v: S.derived_forms(v) for v in label}
    # extract
    recs = []
    for u in units:
        recs.append((u, extract(u)))
    alltext = "\n\x00".join("\x00".join(texts_of(r)) for _, r in recs)
    live = []  # (form, value)
    for v, fs in forms_of.items():
        for f in fs:
            if f in alltext:
                live.append((f, v))
    print("planted values: %d, derived forms live in corpus: %d" % (len(label), len(live)))
    # unit-owned digit-only values for stray check
    owners = collections.defaultdict(set)
    for u in units:
        for v in u["secrets"] + u["private"]:
            owners[v].add(u["id"])
    out = []
    for u, rec in recs:
        spans_by_text = []
        found_vals = set()
        for t in texts_of(rec):
            iv = []
            for f, v in live:
                if f in t:
                    occ = S.find_all(t, f)
                    for a, b in occ:
                        iv.append((a, b, frozenset([v])))
                        found_vals.add(v)
            spans_by_text.append((t, merge(iv)))
        secrets, private = [], []
        for t, sp in spans_by_text:
            for a, b, vs in sp:
                s = t[a:b]
                cls = "secrets" if any(label[v] == "secrets" for v in vs) else "private"
                if any(v.isdigit() and u["id"] not in owners[v] for v in vs) and \
                        all(v.isdigit() and u["id"] not in owners[v] for v in vs):
                    fail("%s: stray digit-only match %r" % (u["id"], s))
                (secrets if cls == "secrets" else private).append(s)
        secrets = list(dict.fromkeys(secrets))
        private = list(dict.fromkeys([p for p in private if p not in secrets]))
        # every planted value of the unit occurs
        for v in u["secrets"] + u["private"]:
            if v not in found_vals:
                fail("%s: planted value not found in unit: %r" % (u["id"], v))
        for v in secrets + private:
            if not any(v in t for t in texts_of(rec)):
                fail("%s: listed value absent: %r" % (u["id"], v))
            if v in ("127.0.0.1", "localhost") or re.fullmatch(r"\d{1,5}", v) and u["class"] != "infra" and \
                    not any(v == x for x in u["private"] + u["secrets"]):
                fail("%s: forbidden listed value %r" % (u["id"], v))
        # keep tokens
        covered = []
        for t, sp in spans_by_text:
            covered.append((t, [(a, b) for a, b, _ in sp]))
        raw_planted = [v for v in label if len(v) >= 3]

        def keep_ok(k):
            if not k or "@" in k or DOTTED.search(k) or "c26run" in k or len(k) < 3:
                return False
            present = False
            for t, cv in covered:
                for a, b in S.find_all(t, k):
                    present = True
                    if any(a < y and x < b for x, y in cv):
                        return False
            if not present:
                return False
            if any(k in s or s in k for s in secrets + private):
                return False
            for v in raw_planted:
                if v in k:
                    return False
            return True
        keep = []
        for k in u["keep_candidates"]:
            if keep_ok(k) and k not in keep:
                keep.append(k)
        if "columns" in rec:
            cands = [c for c in rec["columns"]] + [c for c in rec["row"]]
        else:
            cands = []
            for tok in TOKEN.findall("\n".join(texts_of(rec))):
                if "c26run" in tok:
                    continue
                cands.append(tok)
                if not tok[0].isdigit():
                    cands += [x for x in re.split(r"[.:/=]", tok) if len(x) >= 3]
        for k in cands:
            if len(keep) >= 8:
                break
            if k in keep or re.fullmatch(r"[\d.:/-]+", k):
                continue
            if keep_ok(k):
                keep.append(k)
        keep = keep[:8]
        if len(keep) < 2:
            fail("%s: only %d keep tokens" % (u["id"], len(keep)))
        if u["class"] == "lookalike":
            for k in u["keep_candidates"]:
                if k not in keep:
                    fail("%s: look-alike %r not kept" % (u["id"], k))
        src = "%s %s, template %s [real software run on this machine, see captured/]" % (
            u["program"], versions.get(u["program"], "?"), u["template"])
        r = {"kind": u["kind"]}
        r.update(rec)
        r.update({"secrets": secrets, "private": private, "keep": keep, "class": u["class"], "source": src})
        if not secrets and not private and u["class"] != "lookalike":
            fail("%s: nothing listed" % u["id"])
        out.append((u, r))
    # leak audit (independent re-check): every occurrence of any planted form is covered by a listed span
    for u, r in out:
        for t in texts_of(r):
            cov = []
            for s in r["secrets"] + r["private"]:
                cov += S.find_all(t, s) if not s.isdigit() else S.find_all(t, s)
            for f, v in live:
                for a, b in S.find_all(t, f):
                    if not any(x <= a and b <= y for x, y in cov):
                        fail("LEAK %s: %r (form of %r) uncovered" % (u["id"], t[a:b], v))
        if "row" in r:
            for s in r["secrets"] + r["private"]:
                if not any(s in c for c in r["row"] + r["columns"]):
                    fail("%s: listed value not inside one cell: %r" % (u["id"], s))
        for k in r["keep"]:
            if "@" in k or DOTTED.search(k) or "/tmp/c26run" in k:
                fail("%s: bad keep %r" % (u["id"], k))
    # duplicates, counts
    seen, seen_text = set(), set()
    for u, r in out:
        j = json.dumps(r, ensure_ascii=False, sort_keys=True)
        tx = json.dumps(texts_of(r), ensure_ascii=False)
        if j in seen or tx in seen_text:
            fail("duplicate record/unit text: %s" % u["id"])
        seen.add(j)
        seen_text.add(tx)
    per_tpl = collections.Counter((u["program"], u["template"], u["class"]) for u, _ in out)
    per_class = collections.Counter(u["class"] for u, _ in out)
    if len(out) != 320:
        fail("record count %d" % len(out))
    for k, c in per_tpl.items():
        if c != 8:
            fail("template %s has %d records" % (k, c))
    for c in ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]:
        if per_class[c] != 40:
            fail("class %s has %d records" % (c, per_class[c]))
        if len({(p, t) for (p, t, cl) in per_tpl if cl == c}) < 3:
            fail("class %s from too few templates" % c)
    # split
    def skey(r):
        return (r["source"].split(" [")[0],
                hashlib.sha256(json.dumps(r, ensure_ascii=False, sort_keys=True).encode()).hexdigest())
    records = sorted([r for _, r in out], key=skey)
    dev = records[0::2]
    held = records[1::2]
    tsplit = collections.Counter((r["source"].split(" [")[0], i % 2) for i, r in enumerate(records))
    for k, c in tsplit.items():
        if c != 4:
            fail("split %s: %d" % (k, c))
    if FAIL:
        print("VALIDATION FAILED (%d):" % len(FAIL))
        for f in FAIL[:80]:
            print("  ", f)
        sys.exit(1)
    for name, rs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    summary = {
        "records": len(records), "dev": len(dev), "heldout": len(held),
        "per_class": dict(sorted(per_class.items())),
        "per_program_template_class": {"%s | %s | %s" % k: v for k, v in sorted(per_tpl.items())},
        "per_class_split": {c: {"dev": sum(1 for r in dev if r["class"] == c),
                                "heldout": sum(1 for r in held if r["class"] == c)} for c in sorted(per_class)},
        "per_kind": dict(collections.Counter(r["kind"] for r in records)),
        "listed": {"secrets": sum(len(r["secrets"]) for r in records), "private": sum(len(r["private"]) for r in records),
                   "keep": sum(len(r["keep"]) for r in records)},
        "programs": versions,
        "validations": ["synthlib self-tests", "planted values occur in their unit", "listed values occur",
                        "2-8 keep tokens disjoint from spans, no planted value/@/dotted quad/run dir",
                        "corpus-wide leak audit over all derived forms", "row spans inside one cell",
                        "no duplicate records or unit texts", "320 records, 40 per class, 8 per template, 4/4 split"],
    }
    with open(os.path.join(HERE, "summary.json"), "w", encoding="utf-8") as f:
        json.dump(summary, f, ensure_ascii=False, indent=1)
    print("OK: %d records (%d dev / %d held-out)" % (len(records), len(dev), len(held)))
    print(json.dumps(summary["per_class"]))


if __name__ == "__main__":
    main()
