#!/usr/bin/env python3
"""Build dev.jsonl / heldout.jsonl from captured/ (and synthlib.py only).

Steps: run synthlib self-tests; extract each case's unit from the captured raw
output; label every occurrence of the case's planted values in every derived
form (raw, percent-, JSON-, XML-, C-octal-, repr-escaped, EUI-64, reversed IP);
add run-time private values (PIDs) found by per-template regexes; pick keep
tokens; validate (listed values present, keep tokens present and disjoint,
corpus-wide leak audit, uniqueness, per-template cap, class counts); split.
"""
import collections
import hashlib
import html
import json
import os
import re
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
PER_CLASS = 40
MAX_PER_TEMPLATE = 8
QUAD = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d])")
RUNDIR = "/tmp/c23run"

# Planted values that may legitimately occur unlabelled (documented in README).
AMBIGUOUS = set()


class Fail(Exception):
    pass


def die(msg):
    raise Fail(msg)


# ------------------------------------------------------------------ derived forms
def c_octal(v):
    return "".join(ch if ord(ch) < 128 else "".join("\\%03o" % b for b in ch.encode("utf-8")) for ch in v)


def xml_charref(v):
    return "".join(ch if ord(ch) < 128 else "&#x%X;" % ord(ch) for ch in v)


def forms(v):
    f = {v}
    f.add(json.dumps(v, ensure_ascii=False)[1:-1])
    f.add(json.dumps(v)[1:-1])
    for safe in ("", "/", "@:/", "-_.~"):
        f.add(urllib.parse.quote(v, safe=safe))
    f.add(urllib.parse.quote_plus(v))
    f.add(urllib.parse.quote(urllib.parse.quote(v, safe=""), safe=""))
    x = html.escape(v, quote=True)
    f.add(x)
    f.add(x.replace("&#x27;", "&#39;"))
    f.add(html.escape(v, quote=False))
    f.add(xml_charref(html.escape(v, quote=False)))
    f.add(xml_charref(html.escape(v, quote=True).replace("&#x27;", "&#39;")))
    f.add(c_octal(v))
    f.add(xml_charref(v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")))
    f.add(json.dumps(json.dumps(v, ensure_ascii=False)[1:-1], ensure_ascii=False)[1:-1])
    f.add(json.dumps(json.dumps(v)[1:-1])[1:-1])
    f.add(v.replace("\\", "\\\\"))
    f.add(v.replace("'", "''"))
    f.add(v.replace("'", "\\'"))
    if re.fullmatch(r"[0-9a-f]{2}(:[0-9a-f]{2}){5}", v):
        f.add(v.upper())
        f.add(S.eui64_linklocal(v))
    if re.fullmatch(r"\d+\.\d+\.\d+\.\d+", v):
        f.add(".".join(reversed(v.split("."))) + ".in-addr.arpa")
    return {x for x in f if x}


# ------------------------------------------------------------------ extraction
_files = {}


def lines_of(rel):
    if rel not in _files:
        with open(os.path.join(CAP, rel), encoding="utf-8", errors="surrogateescape") as f:
            _files[rel] = f.read().split("\n")
    return _files[rel]


def find_line(L, find, nth=0, cid=""):
    idx = [i for i, l in enumerate(L) if find in l]
    if not idx:
        die("%s: locator %r not found" % (cid, find))
    if nth == 0 and len(idx) > 1:
        die("%s: locator %r ambiguous (%d lines)" % (cid, find, len(idx)))
    return idx[nth - 1 if nth else 0]


def split_row(line, fmt, spans=None):
    if fmt == "csv":
        import csv
        return next(csv.reader([line]))
    if fmt == "tabs":
        return line.split("\t")
    if fmt == "pipe":
        return [c.strip() for c in line.split(" | ")]
    if fmt == "ij":
        return [c.rstrip() for c in line.split("|")]
    if fmt == "list":
        return line.split("|")
    if fmt == "tcl":
        return [c[1:-1] for c in re.findall(r'"(?:[^"\\]|\\.)*"', line)]
    if fmt == "spans":
        return [line[a:b].rstrip() for a, b in spans]
    die("fmt " + fmt)


def extract(c):
    loc = c["locate"]
    cid = c["id"]
    L = lines_of(loc["file"])
    mode = loc.get("mode", c["kind"])
    i = find_line(L, loc["find"], loc.get("nth", 0), cid)
    if c["kind"] == "line":
        return {"kind": "line", "text": L[i]}
    if c["kind"] == "block":
        if mode in ("sudo-wrap", "indent"):
            a = i
            while a > 0 and L[a][:1].isspace():
                a -= 1
            b = i
            while b + 1 < len(L) and L[b + 1][:1].isspace() and L[b + 1].strip():
                b += 1
        elif mode == "json-array":
            a = i
            while not L[a].rstrip().endswith("["):
                a -= 1
            b = i
            while not L[b].strip().startswith("]"):
                b += 1
        elif mode == "json-head":
            a = i
            while '"uuid":' not in L[a]:
                a -= 1
            b = a
            while '"submithost":' not in L[b]:
                b += 1
        elif mode == "tsblock":
            ts = re.compile(loc.get("ts", r"^\d\d:\d\d:\d\d\.\d{6} "))
            a = i
            while not ts.match(L[a]):
                a -= 1
            b = i
            while b + 1 < len(L) and not ts.match(L[b + 1]):
                b += 1
            while not L[b].strip():
                b -= 1
        elif mode == "linerec":
            rec = re.compile(r"^\s*id = ")
            a = i
            while not rec.match(L[a]):
                a -= 1
            b = i
            while b + 1 < len(L) and L[b + 1].strip() and not rec.match(L[b + 1]):
                b += 1
        elif mode == "para":
            a = i
            while a > 0 and L[a - 1].strip():
                a -= 1
            b = i
            while b + 1 < len(L) and L[b + 1].strip():
                b += 1
        elif mode == "until":
            a = i - loc.get("before", 0)
            b = i
            while loc["end"] not in L[b]:
                b += 1
        else:
            a, b = i - loc.get("before", 0), i + loc.get("after", 0)
        return {"kind": "block", "lines": L[a:b + 1]}
    if c["kind"] == "row":
        fmt = loc["fmt"]
        if "header_prefix" in loc:
            h = i - 1
            while not L[h].startswith(loc["header_prefix"]):
                h -= 1
        elif loc.get("hmode") == "above-dashes":
            h = i - 1
            while not (h + 1 < len(L) and re.fullmatch(r"[-| ]*-[-| ]*", L[h + 1])):
                h -= 1
        else:
            h = find_line(L, loc["header"], loc.get("hnth", 0), cid) if "header" in loc else i - loc.get("hoff", 1)
        spans = None
        if fmt == "spans":
            dash = L[h + 1]
            if "--" not in dash:
                die("%s: no dash line under header" % cid)
            spans = [(m.start(), m.end() if m.end() < len(dash) else 10**6) for m in re.finditer(r"-+", dash)]
            spans = [(a, (spans[k + 1][0] if k + 1 < len(spans) else 10**6)) for k, (a, _) in enumerate(spans)]
        cols = split_row(L[h], fmt, spans)
        row = split_row(L[i], fmt, spans)
        if fmt == "ij":
            cols = [x.strip() for x in cols]
        if fmt == "spans":
            cols = [x.strip() for x in cols]
        if len(cols) != len(row):
            die("%s: columns/row length mismatch %r %r" % (cid, cols, row))
        return {"kind": "row", "columns": cols, "row": row}
    die("kind")


def unit_text(u):
    if u["kind"] == "line":
        return u["text"]
    if u["kind"] == "block":
        return "\n".join(u["lines"])
    return "\n".join(u["columns"]) + "\n" + "\n".join(u["row"])


def occurrences(text, s):
    out, start = [], 0
    while True:
        k = text.find(s, start)
        if k < 0:
            return out
        out.append((k, k + len(s)))
        start = k + 1


def covered(iv, ivs):
    return any(a <= iv[0] and iv[1] <= b for a, b in ivs)


def overlaps(iv, ivs):
    return any(iv[0] < b and a < iv[1] for a, b in ivs)


# ------------------------------------------------------------------ main
def main():
    if not S.selftest():
        die("synthlib self-test failed")
    planted = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))["cases"]
    versions = json.load(open(os.path.join(CAP, "versions.json"), encoding="utf-8"))

    # corpus-wide planted set for the leak audit
    glob = {}
    for c in planted:
        for v in c["secrets"] + c["private"]:
            glob.setdefault(v, set()).add(c["id"])
    glob_forms = {v: sorted(forms(v), key=len, reverse=True) for v in glob}

    records = []
    per_tpl = collections.Counter()
    for c in planted:
        u = extract(c)
        text = unit_text(u)
        listed = {"secrets": [], "private": []}
        ivs = []

        def label(bucket, v):
            for fv in glob_forms.get(v) or sorted(forms(v), key=len, reverse=True):
                for iv in occurrences(text, fv):
                    if not covered(iv, ivs):
                        ivs.append(iv)
                        if fv not in listed["secrets"] + listed["private"]:
                            listed[bucket].append(fv)
        pairs = [("secrets", v) for v in c["secrets"]] + [("private", v) for v in c["private"]]
        pairs.sort(key=lambda p: -len(p[1]))
        for bucket, v in pairs:
            label(bucket, v)
        keep_cand = list(c["keep"]) + list(c["diag"])
        for rx in c["runtime"]:
            diag = rx.endswith("#diag")
            rxx = rx[:-5] if diag else rx
            for m in re.finditer(rxx, text, re.M):
                for g in m.groups():
                    if g is None:
                        continue
                    if diag:
                        keep_cand.append(g)
                    else:
                        if g not in listed["private"]:
                            listed["private"].append(g)
                        ivs.extend(occurrences(text, g))
        for bucket, v in pairs:
            if not any(occurrences(text, fv) for fv in forms(v)) and c.get("locate", {}).get("require_all", True):
                if v in c.get("optional", []):
                    continue
                die("%s: planted %s value %r does not occur in unit:\n%s" % (c["id"], bucket, v, text))
        # every listed value occurs
        for b in ("secrets", "private"):
            for v in listed[b]:
                if v not in text:
                    die("%s: listed %r missing" % (c["id"], v))
                if v in ("127.0.0.1", "localhost"):
                    die("%s: never list %s" % (c["id"], v))
        # leak audit (corpus wide)
        for v, owners in glob.items():
            if v in AMBIGUOUS:
                continue
            for fv in glob_forms[v]:
                if len(fv) < 3:
                    continue
                for iv in occurrences(text, fv):
                    if not covered(iv, ivs):
                        die("%s: leak audit: planted value %r (form %r, from %s) occurs unlisted in:\n%s"
                            % (c["id"], v, fv, sorted(owners), text))
        # keep tokens
        own = set(c["secrets"] + c["private"])
        keep = []
        for k in keep_cand:
            if not k or k in keep or k not in text:
                continue
            if "@" in k or QUAD.search(k) or RUNDIR in k:
                continue
            if any(overlaps(iv, ivs) for iv in occurrences(text, k)):
                continue
            if any(v in k for v in own) or any(len(v) >= 4 and v in k for v in glob):
                continue
            keep.append(k)
        keep = keep[:8]
        if len(keep) < 2:
            die("%s: fewer than 2 keep tokens (%r) from %r in:\n%s" % (c["id"], keep, keep_cand, text))
        prog = c["program"]
        if c["synthetic"]:
            src = "%s n/a, template %s [synthetic]" % (prog, c["template"])
        else:
            if prog not in versions:
                die("no version for " + prog)
            src = "%s %s, template %s [real software run on this machine, see captured/]" % (
                prog, versions[prog], c["template"])
        rec = {"kind": u["kind"]}
        if u["kind"] == "line":
            rec["text"] = u["text"]
        elif u["kind"] == "block":
            rec["lines"] = u["lines"]
        else:
            rec["columns"] = u["columns"]
            rec["row"] = u["row"]
        rec["secrets"] = listed["secrets"]
        rec["private"] = listed["private"]
        rec["keep"] = keep
        rec["class"] = c["cls"]
        rec["source"] = src
        records.append(rec)
        per_tpl[(prog, c["template"])] += 1

    # global validations
    seen = {}
    for rec in records:
        key = json.dumps({k: rec[k] for k in ("kind", "text", "lines", "columns", "row") if k in rec},
                         ensure_ascii=False, sort_keys=True)
        if key in seen:
            die("duplicate record: " + key[:200])
        seen[key] = 1
    for k, n in per_tpl.items():
        if n > MAX_PER_TEMPLATE:
            die("too many records for %r: %d" % (k, n))
    cc = collections.Counter(r["class"] for r in records)
    strict = "--partial" not in sys.argv
    if strict:
        for cl in CLASSES:
            if cc[cl] != PER_CLASS:
                die("class %s has %d records (want %d)" % (cl, cc[cl], PER_CLASS))
        if set(cc) - set(CLASSES):
            die("unknown classes %r" % (set(cc) - set(CLASSES)))
    # split
    canon = lambda r: json.dumps(r, ensure_ascii=False, sort_keys=True)
    # sort by (program+version, template, sha256 of canonical JSON) and deal alternately:
    # within each template consecutive records alternate, so every template with >= 2
    # records lands in both halves (a pure sha256 order does not guarantee that).
    tkey = lambda r: r["source"].split(" [")[0]
    ordered = sorted(records, key=lambda r: (tkey(r), hashlib.sha256(canon(r).encode("utf-8")).hexdigest()))
    dev = ordered[0::2]
    held = ordered[1::2]
    if strict:
        sides = {}
        for name, part in (("dev", dev), ("heldout", held)):
            for r in part:
                sides.setdefault(tkey(r), set()).add(name)
        for t, sd in sides.items():
            if len(sd) != 2:
                die("template %r lands in only one half" % t)
        if len(dev) != 160 or len(held) != 160:
            die("split sizes %d/%d" % (len(dev), len(held)))
    if strict:
        for name, part in (("dev.jsonl", dev), ("heldout.jsonl", held)):
            with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
                for r in part:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("records", len(records), dict(cc))
    real = sum(1 for r in records if r["source"].endswith("see captured/]"))
    print("real", real, "synthetic", len(records) - real)
    if "--stats" in sys.argv:
        print(json.dumps({"per_template": {"%s | %s" % k: n for k, n in sorted(per_tpl.items())}}, indent=1,
                         ensure_ascii=False))
    if "--show" in sys.argv:
        for r in records:
            print(json.dumps(r, ensure_ascii=False))


if __name__ == "__main__":
    try:
        main()
    except Fail as e:
        print("VALIDATION FAILED:", e, file=sys.stderr)
        sys.exit(1)
