#!/usr/bin/env python3
"""corpus28 generate: reads only captured/ and synthlib.py; extracts records, labels, validates, splits.
Writes dev.jsonl, heldout.jsonl, summary.json.  Exits non-zero on any validation failure."""
import csv
import hashlib
import io
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
FAIL = []


def fail(msg):
    FAIL.append(msg)


def raw(key, i, stream):
    p = os.path.join(CAP, key, f"unit{i}.{stream}.txt")
    with open(p, "rb") as f:
        return f.read().decode("utf-8")


def lines_of(text):
    return [l.rstrip().rstrip("\r") for l in text.split("\n")]


def block(ls):
    ls = [l.rstrip() for l in ls]
    return {"kind": "block", "lines": [l for l in ls if l.strip()]}


def line(t):
    return {"kind": "line", "text": t.rstrip()}


# ----------------------------------------------------------------- extractors (program output -> record)
def x_all(stream):
    return lambda key, i, u: block(lines_of(raw(key, i, stream)))


def x_first_line(stream):
    return lambda key, i, u: line([l for l in lines_of(raw(key, i, stream)) if l.strip()][0])


def x_node_http(key, i, u):
    ls = lines_of(raw(key, i, "stderr"))
    s = next(k for k, l in enumerate(ls) if l.startswith("HTTP ") and "createConnection" in l)
    e = next(k for k in range(s, len(ls)) if ls[k] == "}")
    return block(ls[s:e + 1])


def x_jstack(key, i, u):
    ls = lines_of(raw(key, i, "stdout"))
    out = []
    for k, l in enumerate(ls):
        if re.match(r'^"(pool-|grpc-client-|arp-refresh |replica-sync\[)', l):
            out += [l, ls[k + 1]]
    return block(out)


def x_jcmd(key, i, u):
    ls = lines_of(raw(key, i, "stdout"))
    return block([l for l in ls if re.match(r"^(\d+:|VM Arguments:|jvm_args:|java_command:)", l)])


def x_jinfo(key, i, u):
    ls = lines_of(raw(key, i, "stdout"))
    return block([l for l in ls if re.match(r"^(Java System Properties:|app\.|cloud\.|PIN_|java\.vm\.version=|java\.specification\.version=)", l)])


def x_nntp(key, i, u):
    ls = lines_of(raw(key, i, "stdout"))
    e = next(k for k, l in enumerate(ls) if l.startswith("*resp* b'211"))
    return block(ls[:e + 1])


def x_pglog(key, i, u):
    ls = lines_of(raw(key, i, "stderr"))
    return block([l for l in ls if re.search(r"\] (LOG:  statement:|ERROR:|STATEMENT:)", l)])


def x_cgitb(key, i, u):
    ls = lines_of(raw(key, i, "stdout"))
    s = next(k for k, l in enumerate(ls) if " in upload_artifact(" in l)
    e = next(k for k in range(s, len(ls)) if ls[k].startswith("RuntimeError:"))
    return block(ls[s:e + 1])


def x_javap(key, i, u):
    ls = lines_of(raw(key, i, "stdout"))
    out = ls[:4] + [l for l in ls if "major version" in l or re.search(r"= String |ConstantValue: String", l)]
    return block(out)


def x_readelf(key, i, u):
    ls = lines_of(raw(key, i, "stdout"))
    return block([l for l in ls if re.match(r"^\s+\[\s*[0-9a-f]+\]", l) or "Build ID:" in l or "NT_GNU_BUILD_ID" in l
                  or l.startswith("String dump")])


def x_report(key, i, u):
    ls = lines_of(raw(key, i, "stdout"))
    out, mode = [], None
    for l in ls:
        st = l.strip()
        if st.startswith('"commandLine"') or st.startswith('"environmentVariables"'):
            mode = "in"
        if mode == "in":
            out.append(l)
            if st in ("],", "},", "}", "]"):
                mode = None
            continue
        if re.match(r'^\s*"(nodejsVersion|v8|openssl|node|reportVersion)":', l):
            out.append(l)
    return block(out)


def x_jhttp(key, i, u):
    ls = lines_of(raw(key, i, "stderr"))
    out = [l for l in ls if l.startswith("INFO: REQUEST:")]
    s = next(k for k, l in enumerate(ls) if l.startswith("INFO: HEADERS: REQUEST HEADERS:"))
    for l in ls[s:]:
        if not l.strip():
            break
        out.append(l)
    return block(out)


def row_rec(cols, vals):
    assert len(cols) == len(vals), (cols, vals)
    return {"kind": "row", "columns": list(cols), "row": list(vals)}


def x_pg_single(key, i, u):
    cols, vals = [], []
    for l in raw(key, i, "stdout").split("\n"):
        m = re.match(r'^\t\s*\d+: (\w+) = "(.*)"\t\(typeid', l)
        if m:
            cols.append(m.group(1)); vals.append(m.group(2))
    return row_rec(cols, vals)


def x_csv(key, i, u):
    rd = list(csv.reader(io.StringIO(raw(key, i, "stdout"))))
    return row_rec(rd[0], rd[1])


def x_dbi(key, i, u):
    ls = [l for l in lines_of(raw(key, i, "stdout")) if l.strip()]
    return row_rec(re.findall(r"'([^']*)'", ls[0]), re.findall(r"'([^']*)'", ls[1]))


TOK = re.compile(r'<<"((?:[^"\\]|\\.)*)">>|"((?:[^"\\]|\\.)*)"|([a-z][\w@]*)|(-?\d+(?:\.\d+)?)')


def x_mnesia(key, i, u):
    t = raw(key, i, "stdout")
    cols = [c.strip() for c in re.search(r"\{attributes,\[([^\]]*)\]\}", t, re.S).group(1).split(",")]
    body = t[t.index("}]}]}.") + 6:]
    toks = []
    for m in TOK.finditer(body):
        toks.append(next(g for g in m.groups() if g is not None))
    return row_rec(cols, toks[1:1 + len(cols)])


TEMPLATES = [
    # key, class, extractor
    ("py-email", "encoded", x_all("stdout")),
    ("node-url", "encoded", x_first_line("stdout")),
    ("perl-mime", "encoded", x_all("stdout")),
    ("erl-xmerl", "encoded", x_first_line("stdout")),
    ("orjson", "encoded", x_first_line("stdout")),
    ("node-http-debug", "infra", x_node_http),
    ("jstack", "infra", x_jstack),
    ("perl-http-tiny", "infra", x_all("stdout")),
    ("java-inet", "infra", x_all("stdout")),
    ("erl-httpc", "infra", x_all("stdout")),
    ("py-imaplib", "positional", x_all("stderr")),
    ("py-nntplib", "positional", x_nntp),
    ("jcmd", "positional", x_jcmd),
    ("postgres-log", "positional", x_pglog),
    ("pydantic", "positional", x_all("stdout")),
    ("py-configparser", "key_unusual", x_all("stdout")),
    ("pyyaml", "key_unusual", x_all("stdout")),
    ("xmltodict", "key_unusual", x_all("stdout")),
    ("jinfo", "key_unusual", x_jinfo),
    ("node-console-dir", "key_unusual", x_all("stdout")),
    ("py-cgitb", "lookalike", x_cgitb),
    ("unzip", "lookalike", x_all("stdout")),
    ("javap", "lookalike", x_javap),
    ("readelf", "lookalike", x_readelf),
    ("node-report", "lookalike", x_report),
    ("erl-inets-httpd", "no_key", x_all("log")),
    ("java-httpclient", "no_key", x_jhttp),
    ("gnu-diff", "no_key", x_all("stdout")),
    ("py-trace", "no_key", x_all("stdout")),
    ("gnu-tar", "no_key", x_all("stdout")),
    ("column", "pii_locale", x_all("stdout")),
    ("jsonschema", "pii_locale", x_all("stdout")),
    ("jinja2", "pii_locale", x_all("stdout")),
    ("networkx-gml", "pii_locale", x_all("stdout")),
    ("jsondiff", "pii_locale", x_all("stdout")),
    ("postgres-single", "rows", x_pg_single),
    ("postgres-copy", "rows", x_csv),
    ("py-csv", "rows", x_csv),
    ("perl-dbi", "rows", x_dbi),
    ("erl-mnesia", "rows", x_mnesia),
]


# ----------------------------------------------------------------- labelling
def segments(rec):
    if rec["kind"] == "line":
        return [rec["text"]]
    if rec["kind"] == "block":
        return rec["lines"]
    return rec["columns"] + rec["row"]


def find_all(hay, needle):
    out, k = [], hay.find(needle)
    while k >= 0:
        out.append((k, k + len(needle)))
        k = hay.find(needle, k + 1)
    return out


def label(rec, formtab):
    """formtab: list of (form, is_secret, digit_only).  Returns (secrets, private, spans per segment)."""
    secrets, private, segspans = [], [], []
    for seg in segments(rec):
        hits = []
        for form, sec, dig in formtab:
            if form not in seg:
                continue
            for a, b in find_all(seg, form):
                if dig and ((a > 0 and seg[a - 1].isdigit()) or (b < len(seg) and seg[b].isdigit())):
                    continue
                hits.append([a, b, sec])
        hits.sort()
        merged = []
        for a, b, sec in hits:
            if merged and a < merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], b)
                merged[-1][2] = merged[-1][2] or sec
            else:
                merged.append([a, b, sec])
        segspans.append(merged)
        for a, b, sec in merged:
            t = seg[a:b]
            (secrets if sec else private).append(t)
    dedup = lambda xs: list(dict.fromkeys(xs))
    s, p = dedup(secrets), dedup(private)
    p = [x for x in p if x not in s]
    return s, p, segspans


def main():
    assert S.selftest()
    units = {}
    versions = {}
    for key, cls, _ in TEMPLATES:
        with open(os.path.join(CAP, key, "units.json")) as f:
            d = json.load(f)
        if d["class"] != cls:
            fail(f"{key}: class mismatch {d['class']} != {cls}")
        units[key] = d["units"]
        with open(os.path.join(CAP, key, "version.txt")) as f:
            versions[key] = [l for l in f.read().splitlines() if l.strip()][0].strip()

    # global form table over every planted value of every unit
    kinds = {}
    for key, us in units.items():
        for u in us:
            for v in u["secrets"]:
                kinds[v] = True
            for v in u["private"]:
                kinds.setdefault(v, False)
    form_kind = {}
    for v, sec in kinds.items():
        for f in S.forms(v):
            form_kind[f] = form_kind.get(f, False) or sec
    # extract records first, prune form table to forms present anywhere
    recs = []
    for key, cls, fx in TEMPLATES:
        for i, u in enumerate(units[key]):
            try:
                rec = fx(key, i, u)
            except Exception as e:  # noqa
                fail(f"{key}/{i}: extraction failed: {e!r}")
                continue
            recs.append((key, cls, i, u, rec))
    big = "\n".join(seg for *_, rec in recs for seg in segments(rec))
    formtab = [(f, sec, f.isdigit()) for f, sec in form_kind.items() if f in big]

    out = []
    for key, cls, i, u, rec in recs:
        secs, privs, segspans = label(rec, formtab)
        text_segs = segments(rec)
        joined = "\n".join(text_segs)
        # every planted secret of the unit must be present (in some printed form)
        for v in u["secrets"]:
            if not any(f in joined for f in S.forms(v)):
                fail(f"{key}/{i}: planted secret not found in record: {v!r}")
        for v in u["private"]:
            if not any(f in joined for f in S.forms(v)):
                print(f"note: {key}/{i}: planted private value not printed in record: {v!r}", file=sys.stderr)
        # keep tokens
        keep = []
        for kc in dict.fromkeys(u["keep"]):
            present, overl = False, False
            for seg, spans in zip(text_segs, segspans):
                for a, b in find_all(seg, kc):
                    present = True
                    if any(a < y and x < b for x, y, _ in spans):
                        overl = True
            if overl and len(kc) >= 6:
                fail(f"{key}/{i}: keep candidate {kc!r} overlaps a labelled span")
            if present and not overl and len(keep) < 8:
                keep.append(kc)
        if len(keep) < 2:
            fail(f"{key}/{i}: fewer than 2 keep tokens ({keep})")
        tid = f"c28-{cls}-{key}"
        rec.update({"secrets": secs, "private": privs, "keep": keep, "class": cls,
                    "source": f"{key} {versions[key]}, template {tid} [real software run on this machine, see captured/]"})
        for sp in secs + privs:
            if not any(sp in seg for seg in text_segs):
                fail(f"{key}/{i}: span not in record: {sp!r}")
        for kp in keep:
            if not any(kp in seg for seg in text_segs):
                fail(f"{key}/{i}: keep not in record {kp!r}")
        if not secs and cls in ("encoded", "key_unusual", "lookalike", "no_key", "positional"):
            fail(f"{key}/{i}: no secret span in a {cls} record")
        if not (secs or privs):
            fail(f"{key}/{i}: record without any span")
        out.append((tid, rec))

    # shape checks
    by_cls = Counter(r["class"] for _, r in out)
    by_tpl = Counter(t for t, _ in out)
    tpl_per_cls = defaultdict(set)
    for t, r in out:
        tpl_per_cls[r["class"]].add(t)
    if len(out) != 320: fail(f"{len(out)} records, want 320")
    if set(by_cls.values()) != {40} or len(by_cls) != 8: fail(f"class counts {dict(by_cls)}")
    if any(len(v) != 5 for v in tpl_per_cls.values()): fail("templates per class != 5")
    if set(by_tpl.values()) != {8}: fail(f"template counts {dict(by_tpl)}")
    ser = [json.dumps(r, ensure_ascii=False, sort_keys=True) for _, r in out]
    if len(set(ser)) != len(ser): fail("duplicate records")

    # split 4/4 per template by sha256 of sorted record JSON
    dev, held = [], []
    groups = defaultdict(list)
    for (t, r), s in zip(out, ser):
        groups[t].append((hashlib.sha256(s.encode()).hexdigest(), r))
    for t in groups:
        g = sorted(groups[t], key=lambda x: x[0])
        dev += [r for _, r in g[:4]]
        held += [r for _, r in g[4:]]
    if len(dev) != 160 or len(held) != 160: fail("split not 160/160")

    order = ["kind", "text", "lines", "columns", "row", "secrets", "private", "keep", "class", "source"]
    def dump(path, rs):
        with open(path, "w", encoding="utf-8") as f:
            for r in rs:
                f.write(json.dumps({k: r[k] for k in order if k in r}, ensure_ascii=False) + "\n")
    dump(os.path.join(HERE, "dev.jsonl"), dev)
    dump(os.path.join(HERE, "heldout.jsonl"), held)
    # re-read: valid UTF-8, valid JSON per line
    for fn in ("dev.jsonl", "heldout.jsonl"):
        with open(os.path.join(HERE, fn), "rb") as f:
            for n, b in enumerate(f):
                try:
                    json.loads(b.decode("utf-8"))
                except Exception as e:
                    fail(f"{fn}:{n + 1}: {e}")
    summary = {
        "records": len(out), "dev": len(dev), "heldout": len(held),
        "classes": dict(sorted(by_cls.items())),
        "templates": {t: {"class": r["class"], "records": by_tpl[t]} for t, r in sorted({t: r for t, r in out}.items())},
        "programs": {k: versions[k] for k, _, _ in TEMPLATES},
        "spans": {"secrets": sum(len(r["secrets"]) for _, r in out), "private": sum(len(r["private"]) for _, r in out),
                  "keep": sum(len(r["keep"]) for _, r in out)},
        "kinds": dict(Counter(r["kind"] for _, r in out)),
        "validations": "passed" if not FAIL else FAIL,
    }
    with open(os.path.join(HERE, "summary.json"), "w", encoding="utf-8") as f:
        json.dump(summary, f, ensure_ascii=False, indent=1)
    if FAIL:
        for m in FAIL:
            print("FAIL:", m, file=sys.stderr)
        sys.exit(1)
    print(f"ok: {len(out)} records ({len(dev)} dev / {len(held)} heldout), classes {dict(by_cls)}")


if __name__ == "__main__":
    main()
