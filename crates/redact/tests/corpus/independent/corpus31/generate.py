#!/usr/bin/env python3
"""corpus31 generator: reads only captured/ and the planted-value library
(values.py, plants.py); writes dev.jsonl, heldout.jsonl, summary.json.
Exits 1 on any validation failure."""
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import plants  # noqa: E402
from values import forms  # noqa: E402

CAP = os.path.join(HERE, "captured")
ERR = []


def err(msg):
    ERR.append(msg)


def lines_of(out):
    return [l for l in out.splitlines() if l.strip()]


# ----------------------------------------------------------------- extraction
def ex_all(out, n):
    return {"kind": "block", "lines": lines_of(out)}


def ex_from(pred, upto=None):
    def f(out, n):
        ls = lines_of(out)
        i = next(i for i, l in enumerate(ls) if pred(l))
        j = len(ls) if upto is None else upto(ls, i)
        return {"kind": "block", "lines": ls[i:j]}
    return f


def ex_line(pred):
    def f(out, n):
        return {"kind": "line", "text": next(l for l in lines_of(out) if pred(l))}
    return f


def ex_aria(out, n):
    ls = lines_of(out)
    i = next(i for i, l in enumerate(ls) if "- Requesting:" in l)
    r = next(k for k, l in enumerate(ls) if "- Response received:" in l)
    j = next((k for k in range(r + 1, len(ls)) if re.match(r"\d{4}-\d\d-\d\d ", ls[k])), len(ls))
    return {"kind": "block", "lines": ls[i:j]}


def ex_kv_space(table, keypat):
    def f(out, n):
        l = next(l for l in lines_of(out) if re.match(keypat % (n + 1), l))
        k, v = l.split(" ", 1)
        return {"kind": "row", "table": table, "columns": ["key", "value"], "row": [k, v]}
    return f


def ex_kv_tab(out, n):
    l = lines_of(out)[0]
    k, v = l.split("\t", 1)
    return {"kind": "row", "table": "acct.kch", "columns": ["key", "value"], "row": [k, v]}


def ex_mdb(out, n):
    ls = out.splitlines()
    i = ls.index("HEADER=END")
    return {"kind": "row", "table": "env (main db)", "columns": ["key", "value"], "row": [ls[i + 1][1:], ls[i + 2][1:]]}


def ex_dbview(out, n):
    cols, cells = [], []
    for l in lines_of(out):
        k, v = l.split(" : ", 1)
        cols.append(k.strip())
        cells.append(v)
    return {"kind": "row", "table": "kunden.dbf", "columns": cols, "row": cells}


def ex_alasql(out, n):
    cols, cells = [], []
    for l in out.splitlines():
        m = re.match(r'^\s+"([a-z_]+)": (.*?),?$', l)
        if m:
            cols.append(m.group(1))
            v = m.group(2)
            cells.append(v[1:-1] if v.startswith('"') else v)
    return {"kind": "row", "table": "users", "columns": cols, "row": cells}


EXTRACT = {
    "c31-infra-tshark": ex_from(lambda l: not l.startswith("Running as user")),
    "c31-positional-time": ex_line(lambda l: "Command being timed" in l),
    "c31-lookalike-aria2c": ex_aria,
    "c31-rows-gdbmtool": ex_kv_space("kunden.gdbm", r"kunde:%04d "),
    "c31-rows-kchashmgr": ex_kv_tab,
    "c31-rows-mdb_dump": ex_mdb,
    "c31-rows-dbview": ex_dbview,
    "c31-rows-alasql": ex_alasql,
}

# ----------------------------------------------------------------- keep candidates
HEX_ID = r"\b[0-9a-f]{32,64}\b"
KEEP = {
    "c31-encoded-httpie": ["POST", "HTTP/1.1", "Content-Type", "application/json", "HTTPie/3.2.1", "keep-alive", "grant_type", "client_credentials"],
    "c31-encoded-cmark": ["<h2>", "<ul>", "<li>", "<code>", "<pre>", "href", "Buchhaltung"],
    "c31-encoded-qprint": ["Hallo", "Kennwort", "lautet:", "Viele", "Rechenzentrum"],
    "c31-encoded-hexdump": [r"^0000000[0-9a-f]", r"^000000[1-3]0", "SESSv2", "EXP"],
    "c31-encoded-jsonnet": ["apiVersion", "Secret", "regcred", "kubernetes.io/dockerconfigjson", "namespace", "stringData", "pool"],
    "c31-infra-tshark": ["ARP", "DNS", "Standard query response", "AAAA", r"0x3a1[12]", "Who has"],
    "c31-infra-pstree": ["containerd-shim-runc-v2", "k8s.io", "/run/containerd/containerd.sock", "--kubeconfig=/etc/kubernetes/kubelet.conf", "-namespace"],
    "c31-infra-traceroute": ["traceroute to", "hops max", "byte packets", r"\d+\.\d{3} ms"],
    "c31-infra-fping": ["is alive", "xmt/rcv/%loss", "is unreachable", "min/avg/max", "Network is unreachable"],
    "c31-infra-birdc": ["BIRD 2.0.12", "Neighbor AS", "uplink_a", "uplink_b", "Idle", "st_intern", "blackhole", "65001"],
    "c31-positional-time": ["Command being timed", "mysqldump", "pg_dump", "curl", "sshpass", "redis-cli", "smbclient", "lftp", "mongodump", "--single-transaction", "-Fc", "BatchMode=no", "--no-auth-warning", "finanzen", "mirror", "--gzip", "-fsS", "/api/v2/export", "uptime", "ledger.dump", "authSource=admin"],
    "c31-positional-valgrind": ["Nulgrind", "Valgrind-3.19.0", "Command:", "mysqldump", "pg_dump", "curl", "sshpass", "redis-cli", "smbclient", "lftp", "mongodump", "LibVEX"],
    "c31-positional-tcpflow": [r"\b19972\b", "220", "230 Login successful.", r"\+OK", "LOGIN", "EHLO", "235 2.7.0", "QUIT"],
    "c31-positional-mksh": ["rsync", "/srv/www/", "PRIVATE-TOKEN", "/api/v4/projects", "curl"],
    "c31-positional-ninja": [r"\[1/2\]", r"\[2/2\]", "vendor.tar", "vendor.lock", "db.sql", "Authorization: Bearer"],
    "c31-key_unusual-augtool": [r"/files/etc/default/[a-z]+/[A-Z_]+", "LOG_LEVEL", "#comment", "info"],
    "c31-key_unusual-ncdump": [r":[^\s=]+(?= = )", "global attributes", "degC", "temperature", "dimensions"],
    "c31-key_unusual-metaflac": [r"comment\[\d\]: [A-Z_]+=", "VORBIS_COMMENT", "reference libFLAC 1.4.2 20221022", r"MD5 signature: [0-9a-f]{32}", "sample_rate"],
    "c31-key_unusual-pngcheck": [r"keyword: \S+", "tEXt", "IHDR", "No errors detected", r"0x000[0-9a-f]{2}"],
    "c31-key_unusual-confget": [r"^[^=\s]+(?==)", "timeout=30"],
    "c31-lookalike-brz": [r"revision-id: \S+", r"deploy\.env-\d{14}-[a-z0-9]{16}-1", "revno", "ENVIRONMENT=staging", "committer", "ci@build.example"],
    "c31-lookalike-darcs": [r"patch [0-9a-f]{40}", "addfile", r"hunk \./settings\.ini 1", "initial settings", "mail.example.net"],
    "c31-lookalike-dkimsign": [r"bh=[A-Za-z0-9+/]{43}=", "rsa-sha256", r"Message-ID: <[0-9a-f]{24}\.\d+@mx1\.konto\.example>", "DKIM-Signature", "mx2026", "relaxed/simple"],
    "c31-lookalike-aria2c": [r'ETag: "[0-9a-f]{32}"', r"X-Request-Id: [0-9a-f-]{36}", r"X-Content-SHA256: [0-9a-f]{64}", "Authorization: <snip>", "Set-Cookie: <snip>", "aria2/1.36.0", "CUID#7"],
    "c31-lookalike-xmlsec1": [r"<DigestValue>[A-Za-z0-9+/]{43}=</DigestValue>", r"prov-hmac-\d{4}", "hmac-sha256", "enveloped-signature", "Provisioning"],
    "c31-no_key-cowsay": [r"\^__\^", r"\(oo\)", r"\|\|----w \|"],
    "c31-no_key-aspell": [r"^& \w+ \d+ \d+:", r"International Ispell Version 3\.1\.20", "Aspell 0.60.8", r"(?<=: )[A-Z][a-z]+(?=,)"],
    "c31-no_key-zbarimg": [r"QR-Code:https://status\.example/run/\d+", "scanned 4 barcode symbols", "from 4 images"],
    "c31-no_key-ripgrep": [r"repo/ci/deploy\.yml:\d+:", r"repo/scripts/pay\.sh:\d+:", r"repo/docs/notes\.md:\d+:"],
    "c31-no_key-w3m": [r"Build #\d+", "checkout", "bootstrap", "rev 4f2a9c1", "Status", "minutes"],
    "c31-pii_locale-exiftool": ["XMP Toolkit", "Image::ExifTool 12.57", "Creator Work Email", "Creator Postal Code", "Usage Terms", r"Portrait \d"],
    "c31-pii_locale-notmuch": ["Adressänderung", "Kundenservice", "service@versand.example", r"message\{ id:c31-\d@mail\.example", "inbox unread", "Content-type: text/plain"],
    "c31-pii_locale-remind": [r"2026/03/14", "9:30am", "Geburtstag", "Überweisung", "senden"],
    "c31-pii_locale-ledger": ["Aufwand:Honorare", "Aktiva:Bank", "IBAN:", "Geburtsdatum:", r"\d+\.00 EUR"],
    "c31-pii_locale-formail": ["X-Kunde-Telefon", "X-Kunde-IBAN", "X-Kunde-Geburtsdatum", "X-Kunde-Anschrift", "Subject"],
    "c31-rows-gdbmtool": ["key", "value", r"kunde:\d{4}"],
    "c31-rows-mdb_dump": ["key", "value", r"user/\d", r'"api_key"', r'"email"'],
    "c31-rows-kchashmgr": ["key", "value", r"acct-\d"],
    "c31-rows-dbview": ["Kdnr", "Email", "Apikey", "Pwmd5", r"K\d{5}"],
    "c31-rows-alasql": ["id", "api_key", "pw_hash", "last_ip", "email"],
}


# templates whose first candidate pattern may contribute several tokens (keys)
MULTI = {"c31-key_unusual-augtool": 4, "c31-key_unusual-ncdump": 5, "c31-key_unusual-metaflac": 5,
         "c31-key_unusual-pngcheck": 4, "c31-key_unusual-confget": 6}

# ----------------------------------------------------------------- labelling
def find_spans(text, vals):
    hits = []
    for name, (val, role) in vals.items():
        for f in forms(val):
            digit = f.isdigit()
            start = 0
            while True:
                i = text.find(f, start)
                if i < 0:
                    break
                j = i + len(f)
                start = i + 1
                if digit and ((i > 0 and text[i - 1].isdigit()) or (j < len(text) and text[j].isdigit())):
                    continue
                hits.append([i, j, role, name])
    hits.sort()
    merged = []
    for h in hits:
        if merged and h[0] < merged[-1][1]:
            m = merged[-1]
            m[1] = max(m[1], h[1])
            if h[2] == "secret":
                m[2] = "secret"
            m[3].add(h[3])
        else:
            merged.append([h[0], h[1], h[2], {h[3]}])
    return merged


def texts_of(rec):
    if rec["kind"] == "line":
        return [rec["text"]]
    if rec["kind"] == "block":
        return rec["lines"]
    return rec["row"] + rec["columns"]


def source_of(key, ver):
    t = plants.T[key]
    if key == "c31-rows-alasql":
        deb = "npm alasql %s, run by Node.js v20.20.2" % ver["version_line"]
        prog = "alasql %s" % ver["version_line"]
    else:
        deb = "Debian %s %s" % (ver["pkg"], ver["pkg_version"])
        prog = "%s %s" % (t["prog"], ver["version_line"])
    return "%s (%s), template %s [real software run on this machine, see captured/]" % (prog, deb, key)


def build(key, n, ver):
    out = open(os.path.join(CAP, key, "%d.txt" % n), encoding="utf-8").read()
    meta = json.load(open(os.path.join(CAP, key, "%d.meta.json" % n)))
    rec = EXTRACT.get(key, ex_all)(out, n)
    vals = dict(plants.plant(key, n))
    for i, p in enumerate(meta.get("runtime", {}).get("pids", [])):
        vals["pid%d" % i] = (str(p), "private")
    secrets, private, found = [], [], set()
    spans_by_text = []
    for t in texts_of(rec):
        sp = find_spans(t, vals)
        spans_by_text.append((t, sp))
        for s, e, role, names in sp:
            found |= names
            (secrets if role == "secret" else private).append(t[s:e])
    secrets = list(dict.fromkeys(secrets))
    private = [p for p in dict.fromkeys(private) if p not in secrets]
    for name in vals:
        if name not in found and name not in plants.NOT_PRINTED[key]:
            err("%s/%d: planted value %s=%r not found and not declared as not printed" % (key, n, name, vals[name][0]))
    # keep tokens
    allspans = secrets + private
    keep = []
    for pat in KEEP[key]:
        taken = 0
        rx = re.compile(pat if any(c in pat for c in "\\^[(") else re.escape(pat), re.M)
        for t, sp in spans_by_text:
            for m in rx.finditer(t):
                tok = m.group(0)
                if tok in keep or not tok.strip():
                    continue
                if any(m.start() < e and s < m.end() for s, e, _, _ in sp):
                    continue
                if any(tok in a or a in tok for a in allspans):
                    continue
                keep.append(tok)
                taken += 1
                if taken >= MULTI.get(key, 1):
                    break
            if taken >= MULTI.get(key, 1):
                break
        if len(keep) >= 8:
            break
    keep = keep[:8]
    r = {"class": plants.T[key]["cls"], "source": source_of(key, ver), "kind": rec["kind"]}
    for k in ("text", "lines", "table", "columns", "row"):
        if k in rec:
            r[k] = rec[k]
    r["secrets"] = secrets
    r["private"] = private
    r["keep"] = keep
    # validation
    tx = texts_of(r)
    for s in secrets + private:
        if not any(s in t for t in tx):
            err("%s/%d: span %r not in texts" % (key, n, s))
    if not 2 <= len(keep) <= 8:
        err("%s/%d: %d keep tokens %r" % (key, n, len(keep), keep))
    for k in keep:
        if not any(k in t for t in tx):
            err("%s/%d: keep %r not in text" % (key, n, k))
        for s in secrets + private:
            if k in s or s in k:
                err("%s/%d: keep %r overlaps span %r" % (key, n, k, s))
    if not secrets and not private:
        err("%s/%d: no labelled spans" % (key, n))
    return r


def canon(r):
    return json.dumps(r, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def main():
    versions = json.load(open(os.path.join(CAP, "versions.json")))
    dev, held, summary = [], [], {"per_class": {}, "per_template": {}}
    seen = set()
    for key in sorted(plants.T):
        recs = []
        for n in range(8):
            p = os.path.join(CAP, key, "%d.txt" % n)
            if not os.path.exists(p):
                err("%s/%d: missing capture" % (key, n))
                continue
            try:
                recs.append(build(key, n, versions[key]))
            except Exception as e:  # extraction failure
                err("%s/%d: %r" % (key, n, e))
        if len(recs) != 8:
            err("%s: %d records" % (key, len(recs)))
        for r in recs:
            c = canon(r)
            if c in seen:
                err("%s: duplicate record" % key)
            seen.add(c)
        recs.sort(key=lambda r: hashlib.sha256(canon(r).encode()).hexdigest())
        dev += recs[:4]
        held += recs[4:]
        cls = plants.T[key]["cls"]
        pc = summary["per_class"].setdefault(cls, {"dev": 0, "heldout": 0, "templates": 0})
        pc["dev"] += len(recs[:4])
        pc["heldout"] += len(recs[4:])
        pc["templates"] += 1
        summary["per_template"][key] = {"class": cls, "program": plants.T[key]["prog"], "dev": len(recs[:4]),
                                        "heldout": len(recs[4:]),
                                        "secrets": sum(len(r["secrets"]) for r in recs),
                                        "private": sum(len(r["private"]) for r in recs)}
    summary["total"] = {"dev": len(dev), "heldout": len(held)}
    summary["not_printed"] = plants.NOT_PRINTED
    for name, rs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1, ensure_ascii=False, sort_keys=True)
    if len(dev) != 160 or len(held) != 160:
        err("split sizes %d/%d" % (len(dev), len(held)))
    for e in ERR:
        print("ERROR", e, file=sys.stderr)
    print("dev %d heldout %d errors %d" % (len(dev), len(held), len(ERR)), file=sys.stderr)
    sys.exit(1 if ERR else 0)


if __name__ == "__main__":
    main()
