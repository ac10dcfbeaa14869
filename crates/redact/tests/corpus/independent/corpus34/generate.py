"""Build labelled records from captured/ output, split dev/heldout, validate loudly."""
import base64, csv, datetime, hashlib, html.entities, io, ipaddress, json, os, re, sys, unicodedata
from plants import T

BASE = os.path.dirname(os.path.abspath(__file__))
CAP = os.path.join(BASE, "captured")
VERS = json.load(open(os.path.join(CAP, "versions.json")))
ANSI = re.compile(r"\x1b\[[0-9;]*m")
ASCII_ALNUM = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
NOT_PRINTED = []
LEFT = {}

def html_forms(v):
    out = set()
    for amp in ("named",):
        for na in ("named", "hexU", "hex", "dec", "raw"):
            s = []
            for c in v:
                o = ord(c)
                if c == "&": s.append("&amp;")
                elif c == "<": s.append("&lt;")
                elif c == ">": s.append("&gt;")
                elif o > 127:
                    if na == "named" and o in html.entities.codepoint2name: s.append("&%s;" % html.entities.codepoint2name[o])
                    elif na == "named": s.append("&#%d;" % o)
                    elif na == "hexU": s.append("&#x%04X;" % o)
                    elif na == "hex": s.append("&#x%x;" % o)
                    elif na == "dec": s.append("&#%d;" % o)
                    else: s.append(c)
                else: s.append(c)
            out.add("".join(s))
    return out

def props_form(v):
    lat = v.encode("utf-8").decode("latin-1")
    return {"".join(c if 32 <= ord(c) < 127 else "\\u%04x" % ord(c) for c in lat)}

def json_forms(v):
    a = json.dumps(v, ensure_ascii=False)[1:-1]; b = json.dumps(v)[1:-1]
    return {a, b, json.dumps(a, ensure_ascii=False)[1:-1]}

def excel_serial(v):
    try:
        d = datetime.date.fromisoformat(v)
        return {str((d - datetime.date(1899, 12, 30)).days)}
    except Exception:
        return set()

def forms(v, enc):
    f = {v, v.lower(), v.upper()}
    if "parts" in enc and " " in v:
        for p in v.split(" "):
            if len(p) >= 3: f |= {p} | (html_forms(p) if "html" in enc else set())
    if "html" in enc: f |= html_forms(v)
    if "props" in enc: f |= props_form(v)
    if "json" in enc: f |= json_forms(v)
    if "nfd" in enc: f |= {unicodedata.normalize("NFD", v)}
    if "serial" in enc: f |= excel_serial(v)
    return {x for x in f if len(x) >= 3}

H5 = {}
for _k, _v in html.entities.html5.items():
    if _k.endswith(";") and len(_v) == 1:
        H5.setdefault(_v, []).append("&" + _k)

def html_regex(v):
    parts = []
    for c in v:
        alts = {re.escape(c)} if c not in "&<>" else set()
        alts |= {re.escape(x) for x in H5.get(c, [])}
        o = ord(c)
        alts |= {"&#%d;" % o, "&#[xX]0*%s;" % ("%x" % o), "&#[xX]0*%s;" % ("%X" % o)}
        parts.append("(?:" + "|".join(sorted(alts)) + ")")
    return re.compile("".join(parts))

def find_spans(text, values, enc):
    """values: [(v, label)] -> list of (start, end, label) merged maximal."""
    hits = []
    if "html" in enc:
        for v, lab in values:
            vs = {v, v.lower(), v.upper()}
            if "parts" in enc and " " in v:
                vs |= {p for p in v.split(" ") if len(p) >= 3}
            for x in vs:
                for m in html_regex(x).finditer(text):
                    hits.append((m.start(), m.end(), lab))
    for v, lab in values:
        for fm in forms(v, enc):
            st = 0
            while True:
                i = text.find(fm, st)
                if i < 0: break
                j = i + len(fm)
                okl = i == 0 or text[i - 1] not in ASCII_ALNUM or fm[0] not in ASCII_ALNUM
                okr = j == len(text) or text[j] not in ASCII_ALNUM or fm[-1] not in ASCII_ALNUM
                if okl and okr:
                    hits.append((i, j, lab))
                st = i + 1
    return hits

def merge(hits):
    hits.sort()
    out = []
    for s, e, l in hits:
        if out and s < out[-1][1]:
            ps, pe, pl = out[-1]
            out[-1] = (ps, max(pe, e), "secret" if "secret" in (pl, l) else pl)
        else:
            out.append((s, e, l))
    return out

MIME = re.compile(r"=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=")
PRIV_NETS = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7")]
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")

def special_hits(line, spec, values):
    hits = []
    enc = spec.get("enc", [])
    if "mime" in enc:
        for m in MIME.finditer(line):
            dec = base64.b64decode(m.group(1)).decode("utf-8", "replace")
            labs = [lab for v, lab in values if v in dec or (len(dec.strip()) >= 2 and dec.strip(" :") in v)]
            if labs:
                hits.append((m.start(), m.end(), "secret" if "secret" in labs else "private"))
    if "ipnet" in enc:
        for m in IPV4.finditer(line):
            try:
                ip = ipaddress.ip_address(m.group(1))
            except ValueError:
                continue
            if any(ip in nw for nw in PRIV_NETS):
                hits.append((m.start(1), m.end(1), "private"))
    if "nodeset" in enc:
        m = re.match(r"^(.*) \(\d+\)$", line)
        if m and not line.startswith("-"):
            pos = 0
            for item in re.split(r",(?![^\[]*\])", m.group(1)):
                i = line.find(item, pos)
                hits.append((i, i + len(item), "private")); pos = i + len(item)
    if "field" in enc:
        for m in re.finditer(r"(?:^|; ?)\s*(name|tel|id|iban|geb|adr)=\s*([^;]*?)\s*(?=;|$)", line):
            if m.group(2):
                hits.append((m.start(2), m.end(2), "private"))
    return hits

def label_text(line, spec, values):
    return merge(find_spans(line, values, spec.get("enc", [])) + special_hits(line, spec, values))

def keep_ok(k, text, spans):
    if not k or k not in text: return False
    st = 0
    while True:
        i = text.find(k, st)
        if i < 0: return True
        j = i + len(k)
        for s, e, _ in spans:
            if i < e and s < j: return False
        st = i + 1

DIG = re.compile(r"(?<![0-9a-zA-Z-])([0-9a-f]{8}|[0-9a-f]{32}|[0-9a-f]{64})(?![0-9a-zA-Z-])")
MASK = re.compile(r"(?<![\d.])(?:255|0)\.\d+\.\d+\.\d+|/\d{1,2}\b|\(\d+\)")

def source(spec_t):
    v = VERS[spec_t["prog"]]
    vl = v["version_line"]
    if "usage" in vl.lower() or vl.endswith(":"):
        vl = v["package"].split()[-1]
    if spec_t["prog"].lower() not in vl.lower():
        vl = spec_t["prog"] + " " + vl
    return (f"{vl} ({v['package']}), template c34-{spec_t['cls']}-{spec_t['prog']} "
            f"[real software run on this machine, see captured/]")

def parse_rows(out, how):
    lines = [l for l in out.splitlines() if l.strip()]
    if how == "csv":
        rows = list(csv.reader(io.StringIO("\n".join(lines))))
    elif how == "semi":
        rows = [l.split(";") for l in lines]
    elif how == "md":
        rows = [[c.strip() for c in l.strip().strip("|").split("|")] for l in lines if not re.match(r"^\|[ \-|:]+\|$", l.strip())]
    else:
        rows = [[c.strip() for c in l.strip().strip("│┃").split("│" if "│" in l else "┃")] for l in lines if ("│" in l or "┃" in l)]
    return rows[0], rows[1:]

def build(name, t, n):
    spec = t["fn"](n)
    d = os.path.join(CAP, name, str(n))
    out = open(os.path.join(d, "stdout.txt"), "rb").read().decode("utf-8", "replace")
    if spec.get("strip_ansi"): out = ANSI.sub("", out)
    values = spec["values"]
    rec = dict(**{"class": t["cls"]}, source=source(t), kind=spec["kind"])
    if spec["kind"] == "row":
        enc = ["serial"]
        cols, rows = parse_rows(out, spec["parse"])
        assert cols == spec["columns"], (name, n, cols)
        row = rows[0]
        assert len(row) == len(cols), (name, n, row)
        secrets, private, keep = [], [], []
        allspans = []
        for cell in row:
            sp = merge(find_spans(cell, values, enc))
            allspans.append((cell, sp))
            for s, e, l in sp:
                (secrets if l == "secret" else private).append(cell[s:e])
        for k in spec["keep"]:
            if any(k == cell or (k in cell and keep_ok(k, cell, sp)) for cell, sp in allspans) and k not in keep:
                if all(keep_ok(k, cell, sp) for cell, sp in allspans if k in cell):
                    keep.append(k)
        rec.update(table=spec["table"], columns=cols, row=row)
        text_all = "\n".join(row)
    else:
        lines = out.splitlines()
        while lines and not lines[-1].strip(): lines.pop()
        lab = [label_text(l, spec, values) for l in lines]
        if spec["kind"] == "line":
            cand = [i for i, l in enumerate(lines) if lab[i] and (not spec.get("pick") or spec["pick"] in l)]
            sel = [cand[0]]
        else:
            idx = [i for i, s in enumerate(lab) if s]
            lo, hi = (idx[0], idx[-1]) if idx else (0, len(lines) - 1)
            if len(lines) <= 16:
                lo, hi = 0, len(lines) - 1
                while lo < hi and not lines[lo].strip(): lo += 1
            else:
                lo, hi = max(0, lo - 2), min(len(lines) - 1, hi + 2)
            sel = list(range(lo, hi + 1))
        sl = [lines[i] for i in sel]
        spans = [lab[i] for i in sel]
        secrets, private = [], []
        for l, sp in zip(sl, spans):
            for s, e, lb in sp:
                x = l[s:e]
                lst = secrets if lb == "secret" else private
                if x not in lst: lst.append(x)
        cands = list(spec["keep"])
        if spec.get("keep_digests"):
            for l in sl: cands += DIG.findall(l)
        if "ipnet" in spec.get("enc", []):
            for l in sl: cands += MASK.findall(l)
        keep = []
        for k in cands:
            if k in keep: continue
            if any(k in l for l in sl) and all(keep_ok(k, l, sp) for l, sp in zip(sl, spans) if k in l):
                keep.append(k)
        if spec["kind"] == "line":
            rec["text"] = sl[0]
        else:
            rec["lines"] = sl
        text_all = "\n".join(sl)
    # dedupe labels
    rec["secrets"] = list(dict.fromkeys(secrets))
    rec["private"] = list(dict.fromkeys(private))
    rec["keep"] = keep[:8]
    for v, lb in values:
        if not find_spans(text_all, [(v, lb)], spec.get("enc", []) + (["serial"] if spec["kind"] == "row" else [])) and not (set(spec.get("enc", [])) & {"mime", "field", "nodeset", "ipnet"}):
            NOT_PRINTED.append((name, n, lb, v))
    return rec

def validate(rec, name):
    segs = [rec["text"]] if rec["kind"] == "line" else rec.get("lines") or rec.get("row")
    assert segs, name
    for s in rec["secrets"] + rec["private"]:
        assert any(s in x for x in segs), (name, "span not substring", s)
    assert 2 <= len(rec["keep"]) <= 8, (name, "keep count", rec["keep"])
    for k in rec["keep"]:
        assert any(k in x for x in segs), (name, "keep missing", k)
        for s in rec["secrets"] + rec["private"]:
            assert not (k in s or s in k), (name, "keep overlaps", k, s)
    assert rec["secrets"] or rec["private"], (name, "no labels")
    if rec["kind"] == "row":
        assert len(rec["row"]) == len(rec["columns"])

def main():
    dev, held, summ = [], [], {}
    for name, t in T.items():
        recs = []
        for n in range(8):
            r = build(name, t, n)
            validate(r, f"{name}/{n}")
            recs.append(r)
        assert len(recs) == 8
        recs.sort(key=lambda r: hashlib.sha256(json.dumps(r, ensure_ascii=False, sort_keys=True).encode()).hexdigest())
        dev += recs[:4]; held += recs[4:]
        s = summ.setdefault(t["cls"], dict(records=0, dev=0, heldout=0, secrets=0, private=0, keep=0, programs={}))
        s["records"] += 8; s["dev"] += 4; s["heldout"] += 4
        s["secrets"] += sum(len(r["secrets"]) for r in recs); s["private"] += sum(len(r["private"]) for r in recs)
        s["keep"] += sum(len(r["keep"]) for r in recs)
        s["programs"][t["prog"]] = dict(VERS[t["prog"]], template=name, records=8,
                                        secrets=sum(len(r["secrets"]) for r in recs), private=sum(len(r["private"]) for r in recs))
    assert len(dev) == 160 and len(held) == 160, (len(dev), len(held))
    assert all(v["records"] == 40 and len(v["programs"]) == 5 for v in summ.values()) and len(summ) == 8
    with open(os.path.join(BASE, "dev.jsonl"), "w") as f:
        for r in dev: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(BASE, "heldout.jsonl"), "w") as f:
        for r in held: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    json.dump(dict(total=320, dev=160, heldout=160, classes=summ, not_printed=[dict(template=a, unit=b, label=c, value=d) for a, b, c, d in NOT_PRINTED]),
              open(os.path.join(BASE, "summary.json"), "w"), indent=1, ensure_ascii=False)
    for c, v in summ.items():
        print(c, v["records"], v["secrets"], v["private"], v["keep"])
    print("not printed:", len(NOT_PRINTED))

if __name__ == "__main__":
    main()
