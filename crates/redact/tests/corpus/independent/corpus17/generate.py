#!/usr/bin/env python3
"""Build dev.jsonl / heldout.jsonl from captured/ (real) and synthlib.py (synthetic).

Reads only captured/ and synthlib.py.  Deterministic: re-running gives byte-identical output.
Stops on the first validation failure.
"""
import base64, csv, hashlib, io, json, os, quopri, re, sys, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S

CAP = os.path.join(HERE, "captured")
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
PER_CLASS, REAL_CAP = 40, 34
REAL_TAG = " [real software run on this machine, see captured/]"
SYN_TAG = " [synthetic]"
STATS = {}

def fail(msg):
    print("VALIDATION FAILED:", msg); sys.exit(1)

# ------------------------------------------------------------------ forms
def forms(v):
    v = str(v)
    Q = lambda x: urllib.parse.quote(x, safe="")
    J = lambda x: json.dumps(x, ensure_ascii=False)[1:-1]
    A = lambda x: json.dumps(x, ensure_ascii=True)[1:-1]
    out = [v, Q(v), Q(Q(v)), Q(Q(Q(v))), urllib.parse.quote_plus(v), urllib.parse.quote(v, safe="/:@"), J(v), J(J(v)), A(v), A(A(v)),
           repr(v)[1:-1], repr(v.encode("utf-8"))[2:-1],
           quopri.encodestring(v.encode("utf-8")).decode().rstrip("\n").replace("=\n", ""),
           quopri.encodestring(v.encode("utf-8"), header=True).decode().rstrip("\n").replace("=\n", ""),
           base64.b64encode(v.encode("utf-8")).decode()]
    seen, res = set(), []
    for f in out:
        if f and f not in seen:
            seen.add(f); res.append(f)
    return res

def occ(segs, s):
    res = []
    for i, t in enumerate(segs):
        st = t.find(s)
        while st >= 0:
            res.append((i, st, st + len(s))); st = t.find(s, st + 1)
    return res

def covered(o, spans):
    return any(o[0] == sp[0] and sp[1] <= o[1] and o[2] <= sp[2] for sp in spans)

# ------------------------------------------------------------------ keep patterns
KEEP_PATTERNS = [
    r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?",
    r"\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}",
    r"\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2}\.\d{3}",
    r"\b\d{4}-\d{2}-\d{2}\b",
    r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b",
    r"(?:sha256:|0x)?\b[0-9a-f]{7,128}\b",
    r"\b(?:INFO|DEBUG|WARN|WARNING|ERROR|TRACE|NOTICE)\b",
    r"#(?:info|warn|debug|error)\b",
    r"\b(?:GET|POST|PUT|DELETE|HEAD|PATCH)\b", r"HTTP/1\.1",
    r"(?<=[\" ])[1-5]\d\d(?=[ \"]|$)", r"(?<=^<-- )\d{3}\b", r"\b[245]\.\d\.\d\b",
    r"(?<![\d.])v?\d+\.\d+\.\d+\b(?!\.\d)",
    r"(?<=^\+ )[a-z_]+\b", r"(?<=\.sh:\d: )[a-z_]+\b", r"(?<=\.sh:\d\d: )[a-z_]+\b", r"(?<= )--?[a-z][a-z-]+\b",
    r"\b(?:tornado\.access|auth\.rotation|accounts\.service|sso\.bridge|deploy\.pipeline|build\.cache|tracing\.export|ci\.runner|support\.chat|sync\.agent|crm\.callbacks)\b",
    r"\b[A-Z][A-Za-z]+(?:-[A-Z][A-Za-z0-9]+)+\b",
    r"<\d{1,3}>",
    r"\b(?:NOERROR|QUERY|ANSWER SECTION|QUESTION SECTION|OPT PSEUDOSECTION|PTR|TXT|SRV)\b",
    r"\b(?:AUTH PLAIN|AUTH LOGIN|EHLO|MAIL FROM|RCPT TO|DATA|QUIT|quoted-printable|MIME-Version|Temporary access)\b",
    r"\b(?:kyc check passed|profile update|forwarded request|credential update for|slow|finished for build|cache hit|deployed)\b",
    r"\"(?:name|hostname|pid|level|msg|time|v|req_id|trace|status|log_namespace|log_level|log_format|log_time|request_id|latency_ms)\"",
    r"(?:/[a-z][a-z0-9_.-]*){2,}",
    r"\b(?:Id|Created|Status|Name|Phone|National_Id|Iban|Address|ssl-mode|single-transaction|uptime|PING)\b",
    r"\bC-\d{5}\b", r"\b(?:active|pending_review|closed|enabled|revoked|ok|locked)\b",
    r"\+ [a-z_]+\.sh:\d+:", r"\(\d+\)",
    r"^\d{3}(?= )", r"^(?:[CS]: )?[+]OK\b", r"\b(?:LOGIN|CAPABILITY|AUTHENTICATE|USER|PASS|TYPE I|IMAP4rev1|Logged in|completed|maildrop|AUTH)\b",
    r"^(?:BEGIN:VCARD|VERSION:4\.0|END:VCARD|FN|TEL;TYPE=cell|EMAIL|ADR;TYPE=home|BDAY|NOTE|REV:\d{8}T\d{6}Z)",
    r"\b(?:LEEF:2\.0|CEF:0|PWCHANGE|ExampleCorp)\b", r"\b[a-zA-Z_]{2,}(?==)",
]
KEEP_RE = [re.compile(p, re.M) for p in KEEP_PATTERNS]

def pick_keep(segs, listed, spans, extra=()):
    keep = []
    cand = list(extra)
    for rx in KEEP_RE:
        for t in segs:
            for m in rx.finditer(t):
                cand.append(m.group(0))
    for c in cand:
        if len(keep) >= 8: break
        if not c or c in keep: continue
        if any(c in l or l in c for l in listed): continue
        os_ = occ(segs, c)
        if not os_: continue
        if not any(not any(o[0] == sp[0] and o[1] < sp[2] and sp[1] < o[2] for sp in spans) for o in os_): continue
        if any(c in k or k in c for k in keep): continue
        keep.append(c)
    return keep

# ------------------------------------------------------------------ labelling
def label(segs, values):
    """values: list of (value, role, own).  Returns secrets, private lists, spans."""
    found = []   # (form, role)
    for v, role, own in values:
        if v is None: continue
        v = str(v)
        if not own and len(v) < 5: continue
        for f in forms(v):
            if occ(segs, f):
                found.append((f, role))
    # dedupe, secret wins
    roles = {}
    for f, role in found:
        if roles.get(f) != "secrets":
            roles[f] = role
    allforms = list(roles)
    keepf = []
    for f in allforms:
        o = occ(segs, f)
        others = [sp for g in allforms if g != f for sp in occ(segs, g)]
        if o and all(covered(x, others) for x in o):
            continue
        keepf.append(f)
    sec = [f for f in keepf if roles[f] == "secrets"]
    prv = [f for f in keepf if roles[f] == "private"]
    spans = [sp for f in keepf for sp in occ(segs, f)]
    return sec, prv, spans

# ------------------------------------------------------------------ units
def read_lines(path, strip_rs=False):
    with open(os.path.join(CAP, path), encoding="utf-8") as f:
        ls = [l[:-1] if l.endswith("\r") else l for l in f.read().split("\n")]
    if ls and ls[-1] == "": ls.pop()
    if strip_rs: ls = [l.lstrip("\x1e") for l in ls]
    return ls

def parse_table(path):
    ls = read_lines(path)
    rows, header = [], None
    for l in ls:
        if not l or l[0] not in "|┃│": continue
        sep = l[0]
        cells = [c.strip() for c in l.strip()[1:-1].split(sep)]
        if header is None: header = cells
        else: rows.append(cells)
    return header, rows

INT_COLUMNS = {"id", "user_id", "ttl_s"}
def cellval(c, col):
    if col in INT_COLUMNS and re.fullmatch(r"[1-9]\d{0,12}", c): return int(c)
    return c

def unit_for(sc):
    u = sc["unit"]; a = sc["anchor"]
    if u in ("line",) or u.startswith("window"):
        ls = read_lines(sc["file"], sc.get("strip_rs"))
        idx = [i for i, l in enumerate(ls) if a in l]
        if not idx: return None
        i = idx[0]
        if u == "line":
            return {"kind": "line", "text": ls[i]}
        _, lo, hi = u.split(":")
        blk = ls[max(0, i + int(lo)): i + int(hi) + 1]
        return {"kind": "block", "lines": blk}
    if u == "file":
        ls = read_lines(sc["file"])
        while ls and not ls[0].strip(): ls.pop(0)
        while ls and not ls[-1].strip(): ls.pop()
        if not any(a in l for l in ls): return None
        return {"kind": "block", "lines": ls}
    if u == "csv_row":
        rd = list(csv.reader(io.StringIO(open(os.path.join(CAP, sc["file"]), encoding="utf-8").read())))
        for row in rd[1:]:
            if a in row:
                return {"kind": "row", "columns": rd[0], "row": [cellval(c, h) for c, h in zip(row, rd[0])]}
        return None
    if u == "table_row":
        h, rows = parse_table(sc["file"])
        for row in rows:
            if a in row:
                return {"kind": "row", "columns": h, "row": [cellval(c, k) for c, k in zip(row, h)]}
        return None
    fail("unknown unit " + u)

def segments(rec):
    if rec["kind"] == "line": return [rec["text"]]
    if rec["kind"] == "block": return list(rec["lines"])
    return [str(c) for c in rec["columns"]] + ["" if c is None else str(c) for c in rec["row"]]

def scenario_values(sc):
    vals = [(v, "secrets") for v in sc["secrets"]] + [(v, "private") for v in sc["private"]]
    vals += [(v, "private") for v in sc.get("also_private", [])]
    pr = sc.get("planted_raw", [])
    if pr:
        vals += [(pr[0], "private"), (pr[1], "secrets")]
    return vals

def finish(rec, sec, prv, keep, cls, source):
    o = {"kind": rec["kind"]}
    if rec["kind"] == "line": o["text"] = rec["text"]
    elif rec["kind"] == "block": o["lines"] = rec["lines"]
    else: o["columns"] = rec["columns"]; o["row"] = rec["row"]
    o["secrets"] = sec; o["private"] = prv; o["keep"] = keep; o["class"] = cls; o["source"] = source
    return o

def validate(o, audit_vals=None):
    keys = list(o)
    exp = ["kind"] + (["text"] if o["kind"] == "line" else ["lines"] if o["kind"] == "block" else ["columns", "row"]) + ["secrets", "private", "keep", "class", "source"]
    if keys != exp: fail("key order %s" % keys)
    if o["kind"] == "line" and ("\n" in o["text"] or "\r" in o["text"]): fail("newline in line text")
    if o["kind"] == "block" and (not o["lines"] or any("\n" in l or "\r" in l for l in o["lines"])): fail("bad block")
    if o["kind"] == "row":
        if len(o["columns"]) != len(o["row"]): fail("row width")
        if not all(isinstance(c, (str, int)) or c is None for c in o["row"]): fail("row cell type")
    segs = segments(o)
    listed = o["secrets"] + o["private"]
    if len(set(listed)) != len(listed): fail("duplicate listed value %r" % listed)
    for v in listed:
        if not occ(segs, v): fail("listed value not verbatim: %r" % v)
    spans = [sp for v in listed for sp in occ(segs, v)]
    for v in listed:
        others = [sp for w in listed if w != v for sp in occ(segs, w)]
        if all(covered(x, others) for x in occ(segs, v)): fail("listed value only inside another: %r" % v)
    if len(o["keep"]) < 2 or len(o["keep"]) > 8: fail("keep count %d" % len(o["keep"]))
    for k in o["keep"]:
        if any(k in l or l in k for l in listed): fail("keep overlaps listed: %r" % k)
        if not any(not any(x[0] == sp[0] and x[1] < sp[2] and sp[1] < x[2] for sp in spans) for x in occ(segs, k)): fail("keep not outside listed: %r" % k)
    if o["class"] == "lookalike":
        if listed: fail("lookalike lists something")
    elif not listed: fail("non-lookalike lists nothing")
    if o["class"] not in CLASSES: fail("class")
    if not (o["source"].endswith(REAL_TAG) or o["source"].endswith(SYN_TAG)): fail("source tag")
    if audit_vals is not None:   # leak audit for real records
        for v in audit_vals:
            if len(str(v)) < 5: continue
            for f in forms(v):
                for x in occ(segs, f):
                    if not covered(x, spans): fail("LEAK %r (form %r) uncovered in %s" % (v, f, o["source"]))

def main():
    if not S.self_test(): fail("synthlib self_test")
    P = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))
    scen = P["scenarios"]
    pool = []   # all planted values across scenarios
    for sc in scen:
        for v, role in scenario_values(sc):
            pool.append((str(v), role))
    pool_set = sorted(set(pool))
    audit_all = sorted(set(v for v, _ in pool))
    real = {c: [] for c in CLASSES}
    skipped = []
    for sc in sorted(scen, key=lambda s: s["id"]):
        rec = unit_for(sc)
        if rec is None: fail("unit not found for %s" % sc["id"])
        segs = segments(rec)
        own = [(str(v), role, True) for v, role in scenario_values(sc)]
        ownv = set(v for v, _, _ in own)
        foreign = [(v, role, False) for v, role in pool_set if v not in ownv]
        sec, prv, spans = label(segs, own + foreign)
        body = "\n".join(segs); unwrapped = body.replace("=\n", "")
        if any(f in unwrapped and f not in body for v, _, _ in own for f in forms(v)):
            skipped.append((sc["id"], "quoted-printable soft line break splits a planted value")); continue
        if sc["file"].endswith(".eml") and sum(len(occ(segs, f)) for f in forms(sc["private"][0])) < 2:
            skipped.append((sc["id"], "RFC 2047 header split the name into several encoded-words")); continue
        if sc["class"] == "lookalike" and (sec or prv):
            skipped.append((sc["id"], "lookalike with planted value")); continue
        keep = pick_keep(segs, sec + prv, spans, extra=[c for c in rec.get("columns", [])])
        if len(keep) < 2:
            skipped.append((sc["id"], "fewer than 2 keep values")); continue
        o = finish(rec, sec, prv, keep, sc["class"], sc["source"] + REAL_TAG)
        validate(o, audit_vals=audit_all)
        real[sc["class"]].append((sc["id"], o))
    out = {c: [] for c in CLASSES}
    seen = set()
    for c in CLASSES:
        # round-robin over source programs for variety, deterministic
        by_src = {}
        for sid, o in real[c]:
            by_src.setdefault(sid.rsplit("-", 1)[0], []).append(o)
        order = []
        srcs = sorted(by_src)
        while any(by_src[s] for s in srcs):
            for s in srcs:
                if by_src[s]: order.append(by_src[s].pop(0))
        for o in order:
            if len(out[c]) >= (REAL_CAP if S.SYNTH[c] else PER_CLASS): break
            cj = json.dumps(o, sort_keys=True, ensure_ascii=False)
            t = json.dumps(segments(o), ensure_ascii=False)
            if cj in seen or t in seen: continue
            seen.add(cj); seen.add(t); out[c].append(o)
        need = PER_CLASS - len(out[c])
        syn = S.synthetic(c, need + 10)
        for d in syn:
            if len(out[c]) >= PER_CLASS: break
            rec = {"kind": d["kind"]}
            if d["kind"] == "line": rec["text"] = d["text"]
            else: rec["lines"] = d["lines"]
            segs = segments(rec)
            sec, prv, spans = label(segs, [(v, "secrets", True) for v in d["secrets"]] + [(v, "private", True) for v in d["private"]])
            keep = pick_keep(segs, sec + prv, spans)
            if len(keep) < 2: continue
            o = finish(rec, sec, prv, keep, c, d["fmt"] + SYN_TAG)
            validate(o)
            cj = json.dumps(o, sort_keys=True, ensure_ascii=False)
            t = json.dumps(segments(o), ensure_ascii=False)
            if cj in seen or t in seen: continue
            seen.add(cj); seen.add(t); out[c].append(o)
        if len(out[c]) != PER_CLASS: fail("class %s has %d records" % (c, len(out[c])))
    dev, held = [], []
    for c in CLASSES:
        recs = sorted(out[c], key=lambda o: hashlib.sha256(json.dumps(o, sort_keys=True, ensure_ascii=False).encode()).hexdigest())
        for i, o in enumerate(recs):
            (dev if i % 2 == 0 else held).append(o)
    for name, recs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
            for o in recs:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    # summary
    allr = dev + held
    if len(dev) != 160 or len(held) != 160: fail("split sizes")
    nreal = sum(1 for o in allr if o["source"].endswith(REAL_TAG))
    if nreal < 0.6 * len(allr): fail("real share %d" % nreal)
    print("records", len(allr), "real", nreal, "synthetic", len(allr) - nreal)
    per = {}
    for o in allr:
        k = (o["class"], "real" if o["source"].endswith(REAL_TAG) else "synthetic")
        per[k] = per.get(k, 0) + 1
    for c in CLASSES:
        print("  %-12s real %2d synthetic %2d" % (c, per.get((c, "real"), 0), per.get((c, "synthetic"), 0)))
    srcs = {}
    for o in allr:
        srcs[(o["class"], o["source"])] = srcs.get((o["class"], o["source"]), 0) + 1
    for (c, s), n in sorted(srcs.items()):
        print("  src\t%s\t%d\t%s" % (c, n, s))
    print("skipped scenarios", len(skipped))
    for s in skipped: print("  skip", *s)
    for name in ("dev.jsonl", "heldout.jsonl"):
        print(name, hashlib.sha256(open(os.path.join(HERE, name), "rb").read()).hexdigest())
    print("validation: all checks passed")

if __name__ == "__main__":
    main()
