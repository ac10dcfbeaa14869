#!/usr/bin/env python3
"""Builds dev.jsonl / heldout.jsonl / summary.json from captured/ (plus values.py/plants.py metadata).

Reads only captured/<template>/<n>.txt, <n>.meta.json and captured/versions.json.
Exits 1 on any validation failure.
"""
import base64, binascii, datetime, hashlib, html, json, os, quopri, re, shlex, sys
from urllib.parse import quote, quote_plus
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import values as V

CAPT = os.path.join(HERE, "captured")
ERRORS = []
def err(msg): ERRORS.append(msg)

# ------------------------------------------------------------------ forms
def _uu(b, table=None):
    out = []
    for i in range(0, len(b), 45):
        line = binascii.b2a_uu(b[i:i + 45], backtick=True).decode().rstrip("\n")
        if table:
            std = "".join(chr(32 + k) for k in range(64))
            line = line.replace("`", " ")
            line = "".join(table[std.index(ch)] if ch in std else ch for ch in line)
        out.append(line)
    return "".join(out)

XX = "+-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

def cstyle(b, mode):
    out = []
    for x in b:
        if 32 <= x < 127 and x not in (34, 92): out.append(chr(x))
        elif x == 34: out.append('\\"')
        elif x == 92: out.append("\\\\")
        else: out.append("\\%03o" % x if mode == "oct" else "\\x%02x" % x)
    return "".join(out)

def forms(v):
    """Returns list of (form, encoded_flag) for a planted value."""
    b = v.encode()
    F = {}
    def add(f, enc=False):
        if f and f not in F: F[f] = enc
    add(v)
    add(v.lower()); add(v.upper())
    j1 = json.dumps(v, ensure_ascii=False)[1:-1]; j2 = json.dumps(v)[1:-1]
    for j in (j1, j2):
        add(j); add(j.replace("/", "\\/"))
        add(j.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026"))
        add(json.dumps(j, ensure_ascii=False)[1:-1]); add(json.dumps(json.dumps(j, ensure_ascii=False)[1:-1], ensure_ascii=False)[1:-1])
    for q in (quote(v, safe=""), quote(v, safe="@:/"), quote_plus(v), quote(v)):
        add(q); add(re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), q))
    for e in (base64.b64encode(b).decode(), base64.urlsafe_b64encode(b).decode()):
        add(e, True); add(e.rstrip("="), True)
    e = base64.b32encode(b).decode(); add(e, True); add(e.rstrip("="), True)
    add(b.hex(), True); add(b.hex().upper(), True)
    add(" ".join(f"{x:02x}" for x in b), True); add(" ".join(f"{x:02X}" for x in b), True)
    add("".join(f"\\x{x:02x}" for x in b), True)
    add(cstyle(b, "oct")); add(cstyle(b, "hex"))
    qp = quopri.encodestring(b).decode().replace("=\n", "")
    add(qp.rstrip("\n"), True)
    add(quopri.encodestring(b, header=True).decode().rstrip("\n"))
    add(html.escape(v)); add(html.escape(v, quote=False)); add(html.escape(v).replace("&#x27;", "&#39;")); add(html.escape(v).replace("&#x27;", "&apos;"))
    add("".join(f"&#{ord(ch)};" if ch in "&<>\"'" else ch for ch in v))
    add(v.replace("'", "'\\''")); add(v.replace("\\", "\\\\").replace("'", "\\'"))
    add(_uu(b), True); add(_uu(b, XX), True)
    t = V.translit(v)
    add(t); add(t.lower())
    # dates
    m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)", v)
    if m:
        dt = datetime.date(int(m[1]), int(m[2]), int(m[3]))
        for fmt in ("%d.%m.%Y", "%m/%d/%y", "%d/%m/%Y", "%Y%m%d", "%m/%d/%Y", "%d/%m/%y", "%d-%m-%Y", "%d. %m. %Y", "%Y年%m月%d日", "%d.%m.%y"):
            add(dt.strftime(fmt))
    # hex strings (key material printed as bytes)
    if re.fullmatch(r"(?:[0-9a-f]{2}){8,}", v):
        pairs = [v[i:i + 2] for i in range(0, len(v), 2)]
        add(" ".join(pairs), True); add(" ".join(pairs).upper(), True); add(":".join(pairs), True)
    # IPv6 spellings
    if re.fullmatch(r"[0-9a-f:]+", v) and "::" in v:
        import ipaddress
        ex = ipaddress.IPv6Address(v).exploded.split(":")
        add(":".join(ex)); add(":".join(g.lstrip("0") or "0" for g in ex))
        add(":".join(g.zfill(4) if g else "" for g in v.split(":")))
    # MACs
    if re.fullmatch(r"([0-9a-f]{2}:){5}[0-9a-f]{2}", v):
        add(":".join(x.lstrip("0") or "0" for x in v.split(":"))); add(v.replace(":", "-")); add(v.replace(":", ""))
    # compact numbers / IBAN / phones
    if " " in v and re.fullmatch(r"[+\dA-Z /-]+", v):
        add(v.replace(" ", "")); add(v.replace(" ", "").replace("-", ""))
    return [(f, enc) for f, enc in F.items() if len(f) >= 3]

def find_spans(text, flist, minchunk=16):
    hits = []
    for f, enc in flist:
        digit_only = f.isdigit()
        start = 0
        while True:
            i = text.find(f, start)
            if i < 0: break
            j = i + len(f)
            if digit_only and ((i > 0 and text[i - 1].isdigit()) or (j < len(text) and text[j].isdigit())):
                start = i + 1; continue
            hits.append((i, j))
            start = i + 1
        if enc and len(f) >= 40:
            st = text.strip()
            if len(st) >= 4 and st in f and st not in ("end", "begin"):
                a = text.index(st); hits.append((a, a + len(st)))
        if enc and len(f) >= 24:
            # wrapped/partial encodings: maximal windows of the line that are substrings of the encoded form
            i = 0
            while i < len(text):
                if text[i] not in f: i += 1; continue
                j = i + 1
                while j <= len(text) and text[i:j] in f: j += 1
                j -= 1
                a, b = i, j
                while a < b and text[a].isspace(): a += 1
                while b > a and text[b - 1].isspace(): b -= 1
                if b - a >= minchunk: hits.append((a, b)); i = j
                else: i += 1
    return hits

def merge(hits):
    """hits: list of (start, end, role). Returns merged maximal spans with role secret if any contributing secret."""
    hits.sort()
    out = []
    for s, e, r in hits:
        if out and s < out[-1][1]:
            ps, pe, pr = out[-1]
            out[-1] = (ps, max(pe, e), "secret" if "secret" in (pr, r) else "private")
        else:
            out.append((s, e, r))
    return out

# ------------------------------------------------------------------ extraction
def blocks_of(lines):
    bl, cur = [], []
    for k, ln in enumerate(lines):
        if ln.strip(): cur.append(k)
        elif cur: bl.append(cur); cur = []
    if cur: bl.append(cur)
    return bl

def extract(text, ex, meta):
    lines = [ln.rstrip() for ln in text.split("\n")]
    t = ex["type"]
    if t == "line":
        for ln in lines:
            if re.search(ex["match"], ln): return {"kind": "line", "text": ln}
        raise ValueError("line not found")
    if t == "block":
        start = next((k for k, ln in enumerate(lines) if re.search(ex["start"], ln)), None)
        if start is None: raise ValueError("block start not found: " + ex["start"])
        out = []
        for ln in lines[start:]:
            if not ln.strip() or len(out) >= ex.get("max", 40): break
            out.append(ln)
            if ex.get("end") and re.search(ex["end"], ln): break
        return {"kind": "block", "lines": out}
    if t == "block_with":
        for bl in blocks_of(lines):
            for pos, k in enumerate(bl):
                if re.search(ex["match"], lines[k]):
                    if "max" in ex:
                        a = max(0, pos - ex.get("before", 0))
                        bl = bl[a:a + ex["max"]]
                    return {"kind": "block", "lines": [lines[x] for x in bl]}
        raise ValueError("block_with not found: " + ex["match"])
    vals = [p["value"] for p in meta["plants"] if not p.get("not_printed") and not p.get("covered_by")]
    has = lambda s: any(v in s for v in vals)
    if t == "row_cdb":
        for ln in lines:
            m = re.match(r"^\+(\d+),(\d+):", ln)
            if not m or not has(ln): continue
            b = ln[m.end():].encode()
            kl, dl = int(m[1]), int(m[2])
            return {"kind": "row", "table": ex["table"], "columns": ex["columns"], "row": [b[:kl].decode(), b[kl + 2:kl + 2 + dl].decode()]}
        raise ValueError("cdb row not found")
    if t == "row_tsv":
        for ln in lines:
            if "\t" in ln and has(ln):
                cells = ln.split("\t")
                cols = ex["columns"]
                if len(cells) != len(cols): raise ValueError("tsv width mismatch")
                return {"kind": "row", "table": ex["table"], "columns": cols, "row": cells}
        raise ValueError("tsv row not found")
    if t == "row_dbf":
        hdr = lines[0].encode()
        starts = [m.start() for m in re.finditer(rb"\S+", hdr)]
        cols = hdr.decode().split()
        for ln in lines[1:]:
            if has(ln):
                b = ln.encode()
                cells = [b[s:(starts[i + 1] if i + 1 < len(starts) else len(b))].decode().strip() for i, s in enumerate(starts)]
                return {"kind": "row", "table": ex["table"], "columns": cols, "row": cells}
        raise ValueError("dbf row not found")
    if t == "row_pspp":
        k0 = next(k for k, ln in enumerate(lines) if ln.strip() == ex["table"])
        hdr = next(ln for ln in lines[k0:] if ln.startswith("|"))
        cols = [c.strip() for c in hdr.strip("|").split("|")]
        for ln in lines[k0:]:
            if ln.startswith("|") and has(ln):
                return {"kind": "row", "table": ex["table"], "columns": cols, "row": [c.strip() for c in ln.strip("|").split("|")]}
        raise ValueError("pspp row not found")
    raise ValueError("unknown extract " + t)

# ------------------------------------------------------------------ main
def texts_of(rec):
    if rec["kind"] == "line": return [rec["text"]]
    if rec["kind"] == "block": return rec["lines"]
    return rec["row"]

def label(rec, meta, where):
    texts = texts_of(rec)
    found = set()
    spans_per_text = []
    for ti, t in enumerate(texts):
        hits = []
        for p in meta["plants"]:
            if p.get("not_printed"): continue
            h = find_spans(t, forms(p["value"]))
            if h:
                found.add(p["key"])
                hits += [(s, e, p["role"]) for s, e in h]
        spans_per_text.append(merge(hits))
    # coverage check
    for p in meta["plants"]:
        if p.get("not_printed"): continue
        if p["key"] in found: continue
        if p.get("covered_by") and p["covered_by"] in found: continue
        err(f"{where}: planted {p['key']}={p['value']!r} not found in any form")
    secrets, private = [], []
    for t, sp in zip(texts, spans_per_text):
        for s, e, r in sp:
            (secrets if r == "secret" else private).append(t[s:e])
    dedup = lambda xs: list(dict.fromkeys(xs))
    return dedup(secrets), dedup(private), spans_per_text

def keeps(rec, meta, spans_per_text, secrets, private):
    texts = texts_of(rec)
    pool = texts + (rec.get("columns", []) if rec["kind"] == "row" else [])
    spstr = secrets + private
    out = []
    def scan(kind, c, limit):
        for ti, t in enumerate(pool):
            if len(out) >= limit: return
            sp = spans_per_text[ti] if ti < len(spans_per_text) else []
            for m in re.finditer(c if kind == "re" else re.escape(c), t, re.M):
                s, e, tok = m.start(), m.end(), m.group(0)
                if not tok.strip() or tok in out: continue
                if any(not (e <= a or s >= b) for a, b, _ in sp): continue
                if any(tok in x or x in tok for x in spstr): continue
                out.append(tok)
                if kind == "lit" or len(out) >= limit: return
    for lit in meta["keep"]: scan("lit", lit, 8)
    for rx in meta["keep_re"]: scan("re", rx, 8)
    if len(out) < 2: scan("re", r"\b[A-Za-z][A-Za-z_-]{3,}\b", 3)
    return out[:8]

def main():
    versions = json.load(open(os.path.join(CAPT, "versions.json")))
    dev, held, summary = [], [], {"templates": {}, "classes": {}}
    seen = set()
    for tpl in sorted(versions):
        vinfo = versions[tpl]
        recs = []
        for n in range(8):
            tp = os.path.join(CAPT, tpl, f"{n}.txt")
            if not os.path.exists(tp): err(f"{tpl}: missing unit {n}"); continue
            text = open(tp, encoding="utf-8").read()
            meta = json.load(open(os.path.join(CAPT, tpl, f"{n}.meta.json"), encoding="utf-8"))
            where = f"{tpl}#{n}"
            try:
                body = extract(text, meta["extract"], meta)
            except Exception as e:
                err(f"{where}: extraction failed: {e}"); continue
            secrets, private, sp = label(body, meta, where)
            kp = keeps(body, meta, sp, secrets, private)
            if not (2 <= len(kp) <= 8): err(f"{where}: {len(kp)} keep tokens {kp}")
            if not secrets and not private: err(f"{where}: no labelled span")
            src = (f"{vinfo['program']} {vinfo['version_line']} (Debian {vinfo['pkg']} {vinfo['pkg_version']}), template c32-{tpl} "
                   f"[real software run on this machine, see captured/]")
            rec = {"class": vinfo["class"], "source": src, "kind": body["kind"]}
            if body["kind"] == "line": rec["text"] = body["text"]
            elif body["kind"] == "block": rec["lines"] = body["lines"]
            else: rec.update(table=body["table"], columns=body["columns"], row=body["row"])
            rec.update(secrets=secrets, private=private, keep=kp)
            # validation of spans as printed and keep overlap
            alltext = texts_of(body)
            for s in secrets + private:
                if not any(s in t for t in alltext): err(f"{where}: span {s!r} not in text")
            for k in kp:
                if not any(k in t for t in alltext + body.get("columns", [])): err(f"{where}: keep {k!r} not in text")
                if any(k in s or s in k for s in secrets + private): err(f"{where}: keep {k!r} overlaps a span")
            js = json.dumps(rec, ensure_ascii=False)
            if js in seen: err(f"{where}: duplicate record")
            seen.add(js)
            recs.append((hashlib.sha256(js.encode()).hexdigest(), js, rec))
        if len(recs) != 8: err(f"{tpl}: {len(recs)} records (need 8)"); continue
        recs.sort()
        dev += [r[1] for r in recs[:4]]; held += [r[1] for r in recs[4:]]
        summary["templates"][f"c32-{tpl}"] = {"class": vinfo["class"], "program": vinfo["program"], "pkg": vinfo["pkg"], "pkg_version": vinfo["pkg_version"],
                                               "version_line": vinfo["version_line"], "records": 8, "dev": 4, "heldout": 4,
                                               "secrets": sum(len(r[2]["secrets"]) for r in recs), "private": sum(len(r[2]["private"]) for r in recs)}
        c = summary["classes"].setdefault(vinfo["class"], {"templates": 0, "records": 0})
        c["templates"] += 1; c["records"] += 8
    summary["total"] = {"dev": len(dev), "heldout": len(held), "records": len(dev) + len(held)}
    if len(dev) != 160 or len(held) != 160: err(f"expected 160/160 records, got {len(dev)}/{len(held)}")
    if ERRORS:
        for e in ERRORS: print("ERROR", e, file=sys.stderr)
        sys.exit(1)
    with open(os.path.join(HERE, "dev.jsonl"), "w") as f: f.write("\n".join(dev) + "\n")
    with open(os.path.join(HERE, "heldout.jsonl"), "w") as f: f.write("\n".join(held) + "\n")
    with open(os.path.join(HERE, "summary.json"), "w") as f: json.dump(summary, f, ensure_ascii=False, indent=1)
    print(json.dumps(summary["total"]))

if __name__ == "__main__":
    main()
