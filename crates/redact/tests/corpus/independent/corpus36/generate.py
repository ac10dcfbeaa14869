#!/usr/bin/env python3
"""Label, choose and split corpus36 records from the captured runs.

For every unit: load plants.json and the raw output, compute every planted value's printed forms
(values.forms), find them in the output, keep the longest non-overlapping matches as spans, choose
the line / <=16-line block / table row with the most spans and >= 2 keep strings, validate, and
write dev.jsonl / heldout.jsonl / summary.json.  Exits non-zero when an invariant breaks.

usage: generate.py [CORPUSDIR]   (default: directory of this file)"""
import csv, hashlib, io, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from values import forms  # noqa: E402

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else HERE)
CAP = os.path.join(ROOT, "captured")
ANSI = re.compile(r"\x1b\[")
ERRORS = []


def err(msg):
    ERRORS.append(msg)


def is_composite(v):
    return "://" in v["value"] or "\0" in v["value"] or any(k in v["note"] for k in ("pair", "DSN", "URL", "SASL"))


def patterns(vals):
    pats = []
    for v in vals:
        if v["label"] == "keep":
            continue
        for f in forms(v["value"], v["forms"]):
            if "\n" in f or len(f) < 3:
                continue
            pats.append((f, v["label"]))
    return pats


def find_spans(s, pats):
    cands = []
    for form, label in pats:
        start = 0
        while True:
            i = s.find(form, start)
            if i < 0:
                break
            j = i + len(form)
            ok = True
            if len(form) < 10:
                if i > 0 and s[i - 1].isalnum() and form[0].isalnum():
                    ok = False
                if j < len(s) and s[j].isalnum() and form[-1].isalnum():
                    ok = False
            if ok:
                cands.append((i, j, label, form))
            start = i + 1
    cands.sort(key=lambda c: (-(c[1] - c[0]), c[0]))
    taken = []
    for c in cands:
        if all(c[1] <= t[0] or c[0] >= t[1] for t in taken):
            taken.append(c)
    return sorted(taken)


def keep_cands(s, spans, keep_vals, keep_re):
    out = []
    def ok(k):
        if not k or len(k) < 2 or k in out:
            return False
        i = s.find(k)
        if i < 0:
            return False
        while i >= 0:
            if any(not (i + len(k) <= a or i >= b) for a, b, _, _ in spans):
                return False
            i = s.find(k, i + 1)
        return True
    for k in keep_vals:
        if ok(k):
            out.append(k)
    for rx in keep_re:
        for m in re.finditer(rx, s, re.M):
            k = m.group(0).strip()
            if ok(k):
                out.append(k)
    return out


def bad_text(s):
    return "\ufffd" in s or ANSI.search(s) or "\x1b" in s


def parse_rows(text, parser):
    lines = [l for l in text.splitlines()]
    if parser == "csv":
        rows = list(csv.reader(io.StringIO(text)))
        rows = [r for r in rows if r]
        return rows[0], rows[1:]
    if parser == "fixed_left":
        ls = [l for l in lines if l.strip()]
        hdr = ls[0]
        starts = [m.start() for m in re.finditer(r"\S+", hdr)]
        cols = [m.group(0) for m in re.finditer(r"\S+", hdr)]
        rows = []
        for l in ls[1:]:
            cells = [l[a:(starts[i + 1] if i + 1 < len(starts) else None)].strip() for i, a in enumerate(starts)]
            rows.append(cells)
        return cols, rows
    if parser == "pgcopy":
        m = re.search(r"CREATE TABLE \S+ \((.*?)\);", text, re.S)
        cols = [c.strip().split()[0] for c in m.group(1).split(",")]
        rows, on = [], False
        for l in lines:
            if l.startswith("COPY ") or l.startswith("\\COPY "):
                on = True
                continue
            if l == "\\.":
                on = False
            elif on:
                rows.append(l.split("\t"))
        return cols, rows
    if parser == "smem":
        ls = [l for l in lines if l.strip()]
        cols = ls[0].split()
        rows = []
        for l in ls[1:]:
            m = re.match(r"^\s*(\d+)\s+(.*?)\s+(\d+)\s+(\d+)\s*$", l)
            if m:
                rows.append(list(m.groups()))
        return cols, rows
    if parser == "gretl":
        ls = [l for l in lines if l.strip()]
        hi = next(i for i, l in enumerate(ls) if l.strip().startswith("Nr "))
        hdr = ls[hi]
        toks = list(re.finditer(r"\S+", hdr))
        cols = ["obs"] + [m.group(0) for m in toks]
        rows = []
        for l in ls[hi + 1:]:
            if not re.match(r"^\d+\s", l):
                break
            cells, prev = [], 0
            for m in toks:
                cells.append(l[prev:m.end()].strip())
                prev = m.end()
            first = cells[0].split()
            rows.append(first + cells[1:] if len(first) == 2 else cells)
        return cols, rows
    if parser == "ws2":
        ls = [l for l in lines if l.strip()]
        hi = next(i for i, l in enumerate(ls) if l.lstrip().startswith("Vno"))
        cols = re.split(r"\s{2,}", ls[hi].strip())
        rows = []
        for l in ls[hi + 1:]:
            cells = re.split(r"\s{2,}", l.strip())
            rows.append(cells + [""] * (len(cols) - len(cells)))
        return cols, rows
    raise KeyError(parser)


def choose(kind, text, pl):
    vals = pl["values"]
    pats = patterns(vals)
    keep_vals = [v["value"] for v in vals if v["label"] == "keep"]
    excl = [re.compile(r) for r in pl["exclude_regex"]]
    best = None
    if kind == "row":
        cols, rows = parse_rows(text, pl["parser"])
        for r in rows:
            if len(r) != len(cols):
                continue
            spans = [find_spans(c, pats) for c in r]
            joined = "\t".join(r)
            allspans = []
            off = 0
            for c, sp in zip(r, spans):
                allspans += [(a + off, b + off, l, f) for a, b, l, f in sp]
                off += len(c) + 1
            keeps = [c for c in cols if c and not any(f in c for _, _, _, f in allspans)][:4]
            keeps += [k for k in keep_cands(joined, allspans, keep_vals, []) if k not in keeps]
            score = (len(allspans), len({f for *_, f in allspans}))
            if len(keeps) >= 2 and not bad_text(joined + "".join(cols)) and (best is None or score > best[0]):
                best = (score, {"columns": cols, "row": r}, allspans, keeps[:8], joined + "\n" + "\t".join(cols))
        return best
    lines = text.splitlines()
    ok = [not bad_text(l) and not any(x.search(l) for x in excl) for l in lines]
    lspans = [find_spans(l, pats) if ok[i] else [] for i, l in enumerate(lines)]
    maxlen = 1 if kind == "line" else 16
    for i in range(len(lines)):
        if not ok[i] or not lines[i].strip():
            continue
        for j in range(i + 1, min(len(lines), i + maxlen) + 1):
            if not ok[j - 1]:
                break
            if not lines[j - 1].strip():
                continue
            win = lines[i:j]
            s = "\n".join(win)
            spans = []
            off = 0
            for k, l in enumerate(win):
                spans += [(a + off, b + off, lab, f) for a, b, lab, f in lspans[i + k]]
                off += len(l) + 1
            if not spans:
                continue
            keeps = keep_cands(s, spans, keep_vals, pl["keep_regex"])
            score = (len(spans), len({f for *_, f in spans}), -(j - i))
            if len(keeps) >= 2 and (best is None or score > best[0]):
                rec = {"text": win[0]} if kind == "line" else {"lines": win}
                best = (score, rec, spans, keeps[:8], s)
    return best


_TARS = {}


def read_unit(tname, n, fn):
    """Unit files live in captured/<template>/<n>/ or inside captured/<template>.tar.gz."""
    p = os.path.join(CAP, tname, str(n), fn)
    if os.path.exists(p):
        return open(p, "rb").read()
    import tarfile
    if tname not in _TARS:
        _TARS[tname] = tarfile.open(os.path.join(CAP, tname + ".tar.gz"))
    return _TARS[tname].extractfile(f"{tname}/{n}/{fn}").read()


def main():
    versions = json.load(open(os.path.join(CAP, "versions.json")))
    dpkg = dict(l.split("\t", 1) for l in open(os.path.join(CAP, "dpkg-versions.txt")).read().splitlines() if "\t" in l)
    pipv = dict(l.split("==", 1) for l in open(os.path.join(CAP, "pip-freeze.txt")).read().splitlines() if "==" in l)
    sys.path.insert(0, HERE)
    import plants
    dev, held, summary = [], [], {}
    for tname, spec in plants.T.items():
        order = sorted(range(1, 9), key=lambda n: hashlib.sha256(f"c36|{tname}|{n}".encode()).hexdigest())
        pkg = spec["package"].split()[0]
        pv = pipv.get(pkg, pipv.get("torf-cli", "?")) if "pip" in spec["package"] else dpkg.get(pkg, "?")
        source = (f"{spec['program']} {versions.get(spec['program'], '?')} ({pkg} {pv}), template {tname} "
                  f"[real software run on this machine, see captured/]")
        summ = {"class": spec["class"], "program": spec["program"], "package": f"{pkg} {pv}",
                "version": versions.get(spec["program"], "?"), "dev_units": sorted(order[:4]),
                "heldout_units": sorted(order[4:]), "records": 0, "secrets": 0, "private": 0, "keep": 0,
                "planted_not_printed": {}}
        for n in range(1, 9):
            pl = json.loads(read_unit(tname, n, "plants.json"))
            out = read_unit(tname, n, "stdout.txt").decode("utf-8", "replace")
            if pl.get("merge_stderr"):
                out += "\n" + read_unit(tname, n, "stderr.txt").decode("utf-8", "replace")
            miss = [v["value"] for v in pl["values"]
                    if not any(f in out for f in forms(v["value"], v["forms"]))]
            if miss:
                summ["planted_not_printed"][str(n)] = miss
            best = choose(pl["kind"], out, pl)
            if not best:
                err(f"{tname}#{n}: no record with spans and >=2 keep strings")
                continue
            score, rec, spans, keeps, flat = best
            secrets, private = [], []
            for a, b, lab, f in spans:
                lst = secrets if lab == "secret" else private
                if f not in lst:
                    lst.append(f)
            r = {"id": f"{tname}#{n}", "class": spec["class"], "source": source, "kind": pl["kind"]}
            r.update(rec)
            r.update({"secrets": secrets, "private": private, "keep": keeps})
            # ---- validation
            masked = list(flat)
            for a, b, _, _ in spans:
                for k in range(a, min(b, len(masked))):
                    masked[k] = "\0"
            masked = "".join(masked)
            for v in pl["values"]:
                if v["label"] != "secret" or is_composite(v):
                    continue
                val = v["value"]
                for k in range(0, max(0, len(val) - 5)):
                    ch = val[k:k + 6]
                    if ch in masked:
                        err(f"{tname}#{n}: chunk {ch!r} of secret {val!r} outside spans")
                        break
            for x in secrets + private + keeps:
                if x not in flat:
                    err(f"{tname}#{n}: label {x!r} not in record")
            if not 2 <= len(keeps) <= 8:
                err(f"{tname}#{n}: keep count {len(keeps)}")
            if bad_text(flat):
                err(f"{tname}#{n}: U+FFFD or ANSI in record")
            if pl["kind"] == "block" and len(rec["lines"]) > 16:
                err(f"{tname}#{n}: block too long")
            if pl["kind"] == "row" and len(rec["columns"]) != len(rec["row"]):
                err(f"{tname}#{n}: row width")
            if not secrets and not private:
                err(f"{tname}#{n}: no spans")
            (dev if n in order[:4] else held).append(r)
            summ["records"] += 1
            summ["secrets"] += len(secrets)
            summ["private"] += len(private)
            summ["keep"] += len(keeps)
        summary[tname] = summ
    if len(dev) != 160 or len(held) != 160:
        err(f"record counts dev={len(dev)} heldout={len(held)} (want 160/160)")
    for fn, recs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(ROOT, fn), "w") as fh:
            for r in recs:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    summary["_totals"] = {"dev": len(dev), "heldout": len(held), "errors": ERRORS}
    json.dump(summary, open(os.path.join(ROOT, "summary.json"), "w"), indent=1, ensure_ascii=False)
    for e in ERRORS:
        print("ERROR", e)
    print(f"dev={len(dev)} heldout={len(held)} errors={len(ERRORS)}")
    sys.exit(1 if ERRORS else 0)


if __name__ == "__main__":
    main()
