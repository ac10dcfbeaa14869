#!/usr/bin/env python3
"""Reads captured/ and synthlib.py only; labels, validates, splits; writes dev.jsonl and heldout.jsonl (byte-identical on re-run)."""
import os, sys, json, re, csv, io, hashlib, base64
from urllib.parse import quote, quote_plus
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S

CAP = os.path.join(HERE, "captured")
REAL = " [real software run on this machine, see captured/]"
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
PER_CLASS = 40; CAP_PER_TEMPLATE = 8
STATS = {"skipped_units": {}, "checks": []}

def fail(msg):
    print("VALIDATION FAILED:", msg)
    if os.environ.get("C18_DEBUG"): print(json.dumps(STATS["skipped_units"], ensure_ascii=False, indent=0))
    sys.exit(1)

def rd(fn):
    with open(os.path.join(CAP, fn), encoding="utf-8") as f: return f.read()

# ------------------------------------------------------------------ forms of a planted value
def java_url(v):
    out = []
    for ch in v:
        if ch.isascii() and (ch.isalnum() or ch in ".-*_"): out.append(ch)
        elif ch == " ": out.append("+")
        else: out.extend("%%%02X" % b for b in ch.encode())
    return "".join(out)
def java_prop(v):
    out = []
    for ch in v:
        if ch in "=:#!\\": out.append("\\" + ch)
        elif ord(ch) > 126 or ord(ch) < 32: out.append("\\u%04X" % ord(ch))
        else: out.append(ch)
    return "".join(out)
def rep(v): return v.replace("\\", "\\\\").replace("'", "\\'")
def rep_bytes(v):
    return repr(v.encode())[2:-1]
def forms(v):
    base = {v, quote(v, safe=""), quote(v), quote_plus(v), quote(quote(v, safe=""), safe=""), java_url(v), java_prop(v)}
    js = set()
    for b in base:
        for ea in (False, True):
            j1 = json.dumps(b, ensure_ascii=ea)[1:-1]; js.add(j1)
            for ea2 in (False, True): js.add(json.dumps(j1, ensure_ascii=ea2)[1:-1])
    allf = base | js
    allf |= {rep(x) for x in allf} | {rep_bytes(v)}
    return sorted(f for f in allf if f)

# ------------------------------------------------------------------ occurrences
def occ(seg, f):
    out = []; st = 0
    numeric = f.isdigit()
    while True:
        i = seg.find(f, st)
        if i < 0: break
        j = i + len(f)
        if not numeric or ((i == 0 or not seg[i - 1].isdigit()) and (j == len(seg) or not seg[j].isdigit())):
            out.append((i, j))
        st = i + 1
    return out

def segments(unit):
    if unit["kind"] == "line": return [unit["text"]]
    if unit["kind"] == "block": return list(unit["lines"])
    return [str(c) for c in unit["columns"]] + [("" if c is None else str(c)) for c in unit["row"]]

def label(unit, values):
    """values: list of {v, cat}. Returns secrets, private, spans (per segment list of (i,j))."""
    segs = segments(unit)
    cands = {}
    for pv in values:
        for f in forms(pv["v"]):
            hits = [(si, a, b) for si, s in enumerate(segs) for (a, b) in occ(s, f)]
            if hits:
                prev = cands.get(f)
                cat = "secret" if (pv["cat"] == "secret" or (prev and prev[0] == "secret")) else "private"
                cands[f] = (cat, hits)
    # drop a form whose occurrences all lie inside another listed form's occurrences
    keep = {}
    for f, (cat, hits) in cands.items():
        inside_all = True
        for (si, a, b) in hits:
            if not any(g != f and any(si2 == si and a2 <= a and b <= b2 and (b2 - a2) > (b - a) for (si2, a2, b2) in h2)
                       for g, (_, h2) in cands.items()):
                inside_all = False; break
        if not inside_all: keep[f] = (cat, hits)
    order = sorted(keep.items(), key=lambda kv: (min(h[:2] for h in kv[1][1]), kv[0]))
    secrets = [f for f, (c, _) in order if c == "secret"]
    private = [f for f, (c, _) in order if c == "private"]
    spans = [(si, a, b) for f, (c, h) in keep.items() for (si, a, b) in h]
    return secrets, private, spans

def leak_audit(unit, values, spans):
    segs = segments(unit)
    for pv in values:
        v = pv["v"]
        if len(v) < 5: continue
        probes = forms(v)
        if len(v) >= 12: probes = probes + [v[:10], v[-10:]]
        for f in probes:
            if len(f) < 5: continue
            for si, s in enumerate(segs):
                for (a, b) in occ(s, f):
                    if not any(si2 == si and a2 <= a and b <= b2 for (si2, a2, b2) in spans):
                        fail("leak: planted value form %r uncovered in %r" % (f, s[:200]))

# ------------------------------------------------------------------ keep values
KEEP_RE = [r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?: ?[+-]\d{4})?Z?", r"\d{4}/\d{2}/\d{2} \d{2}:\d{2}:\d{2}",
           r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2} \d{2}:\d{2}:\d{2}(?: UTC)? \d{4}",
           r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d{2}:\d{2}:\d{2}", r"\b\d{2}:\d{2}\.\d{2}\b",
           r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", r"\bsha(?:256|1|512):[0-9a-f]{40,128}\b", r"\b(?=[0-9a-f]*[a-f])[0-9a-f]{7,128}\b",
           r"\b(?:DEBUG|INFO|NOTICE|WARNING|ERROR|CRITICAL)\b", r"\b(?:GET|POST|PROPFIND|PUT|DELETE)\b", r"HTTP/1\.1(?: \d{3}(?: [A-Z][\w-]+)?)?",
           r"\b[A-Z]{4}\d+ OK [A-Z]+(?: completed)?", r"\b[A-Z]{4}\d+ (?:LOGIN|SELECT|LOGOUT|CAPABILITY)\b", r"\+OK(?: \d+ \d+| bye)?", r"\*(?:cmd|put|get|resp|stat)\*",
           r"\b(?:ok|changed|unreachable|failed|skipped|rescued|ignored)=\d+", r"\b(?:status|duration_ms|size|build)=\d+", r"\bstatus=\d{3}\b",
           r"\"(?:changed|cmd|rc|delta|start|end|msg|invocation|module_args|ansible_facts|stdout|stderr|vault_entry|version|id|chunker_polynomial|snapshot_id|message_type|files_new|total_duration|Path|Name|Size|MimeType|ModTime|IsDir|Hashes)\"",
           r"TASK \[[^\]]+\]", r"task path: [\w/.:-]+", r"\bexecve\b", r"\bwrite\b", r"= 0$", r"(?<![\d.])v?\d+\.\d+\.\d+(?:-DEV)?(?![.\d])", r"exit status \d+",
           r"subprocess\.CalledProcessError", r"\[[a-z]+(?:\.[a-z]+)+\]", r"\b(?:release\.pipeline|worker\.sync|crm\.onboarding)\b", r"\bcapture:\d+",
           r"#(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat) [A-Z][a-z]{2} \d{2} \d{2}:\d{2}:\d{2} UTC \d{4}", r"\bpool\.size=\d+", r"\bdb\.(?:user|password|display_name)\b",
           r"'(?:created|version|event|status|path|job|attempt|method|location)'", r"\b(?:rotated_at|ttl_days|service|credentials|timeout|host_alias)\b",
           r"\[connection\]", r"(?<![\w/])/(?:api|var|etc|srv|home|v\d)[\w./-]*", r"\bjshell>", r"\$\d+(?= ==>)", r"\b(?:sshd|postfix/smtpd)(?=\[)", r"\bFailed password for(?: invalid user)?\b", r"\bInvalid user\b", r"\bssh2\b", r"==>", r"\b(?:User-Agent|Authorization|Content-Type|Accept-Encoding|Depth|Referer|Host):",
           r"HTTP REQUEST \(req 0x[0-9a-f]+\)", r"\b(?:md5|sha1|sha256) = [0-9a-f]+ OK", r"\bmlfid\b|'content'", r"\b\d{3} \d\.\d\.\d\b", r"\bproto=ESMTP\b",
           r"\bSASL LOGIN authentication failed\b", r"\bRelay access denied\b", r"\b(?:scheduled|readiness probe failed|evicting|endpoint)\b", r"\bi/o timeout\b",
           r"=C[0-9A-F]=[0-9A-F]{2}(?!\w)", r"\bInitial password:", r"\b(?:snapshot|saved|tree|data)\b", r"(?<![:\d.])\b\d+\.\d+\b(?![.\d])", r"\byour account:", r"\bBitte nach dem ersten Login\b", r"\b(?:Sehr geehrte/r|Bonjour|Hej|Dzie=C5=84 dobry|Merhaba|Ol=C3=A1|Hola|Hyv=C3=A4=C3=A4 p=C3=A4iv=C3=A4=C3=A4|Ciao|God dag)", r"\bWebDav Server\b",
           r"\bCreating backend\b", r"\bnew IMAP4 connection\b", r"\bimaplib version [\d.]+", r"\b(?:quopri|Instant|UUID)\b", r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z",
           r"\bGroupBy\([a-z_]+\)|\b(?:count|mean|max)\([a-z_]+\)", r"(?<![\d.:])[1-5]\d\d(?![\d.:])",
           r"\b\d+\) = \d+$", r"^(?:ok|changed): \[", r"(?:(?<=[|│┆ ])|^)(?:name|phone|mobile|national_id|address|created|email|iban|id|status|str|region|password|latency_ms)(?=\s*(?:[|│┆]|$))",
           r"shape: \(\d+, \d+\)", r"\b[\w-]+(?:\.\d+)*\.(?:html|txt|csv|svg|tar\.gz|whl|deb|zip)\b", r"\b\d+(?:\.\d+)? (?:B|KiB|MiB)\b",
           r"\b(?:Added to the repository|processed|Tree Blobs|Data Blobs|Files|Dirs)\b", r"(?<![.\d])\d+ new\b", r"\b[A-Z][a-z]+ [A-Z][a-z]+ \d+\b"]
KEEP_C = [re.compile(p) for p in KEEP_RE]
HOSTISH = re.compile(r"example\.(?:com|org|net)|\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b|@|/tmp/c18run|\broot\b")

def pick_keep(unit, listed, spans, allvals):
    segs = segments(unit)
    if unit["kind"] == "row":
        out = []
        for c in unit["columns"]:
            if c not in out and not any(l in c for l in listed): out.append(c)
        for si, c in enumerate(unit["row"]):
            s = "" if c is None else str(c)
            if s and not any(l in s or s in l for l in listed) and not HOSTISH.search(s) and re.fullmatch(r"\d{3}|\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}|[a-z]{2}-[a-z]+-\d|\d+(?:\.\d+)?", s) and s not in out:
                out.append(c if isinstance(c, int) else s)
        return out[:8]
    found = []
    for si, s in enumerate(segs):
        for rx in KEEP_C:
            for m in rx.finditer(s):
                a, b = m.span(); tok = m.group(0)
                if b - a < 2 or tok in found: continue
                if any(si2 == si and a < b2 and a2 < b for (si2, a2, b2) in spans): continue
                if any(l in tok or (len(tok) >= 5 and tok in l) for l in listed): continue
                if any(pv["v"] in tok or (len(tok) >= 6 and tok in pv["v"]) for pv in allvals): continue
                if HOSTISH.search(tok): continue
                found.append((si, a, b, tok))
    # drop tokens overlapping an earlier chosen token; stable order of appearance
    found.sort(key=lambda x: (x[0], x[1], -(x[2] - x[1])))
    chosen = []
    for si, a, b, tok in found:
        if any(si == s2 and a < b2 and a2 < b for (s2, a2, b2, _) in chosen): continue
        if tok in [c[3] for c in chosen]: continue
        chosen.append((si, a, b, tok))
    return [c[3] for c in chosen][:8]

# ------------------------------------------------------------------ extractors
def lines_of(fn): return rd(fn).rstrip("\n").split("\n")
def sections(fn, marker):
    out = {}; cur = None
    for ln in lines_of(fn):
        m = re.match(marker, ln)
        if m: cur = int(m.group(1)); out[cur] = []; continue
        if cur is not None: out[cur].append(ln)
    for k in out:
        while out[k] and not out[k][-1].strip(): out[k].pop()
    return out
def blk(lines): return {"kind": "block", "lines": [l.rstrip() for l in lines]} if len(lines) > 1 else {"kind": "line", "text": lines[0].rstrip()}
def ln(t): return {"kind": "line", "text": t.rstrip()}
def parse_int(c):
    return int(c) if re.fullmatch(r"-?\d{1,9}", c) and not (len(c) > 1 and c.startswith("0")) else c
def row_from(cols, cells): return {"kind": "row", "columns": cols, "row": [parse_int(c) if isinstance(c, str) else c for c in cells]}

_jshell = None
def jshell_results():
    global _jshell
    if _jshell is None:
        # jshell echoes "jshell>  \b" (space, backspace) before each result: rendered as a terminal shows it
        _jshell = [l.replace("jshell>  \b", "jshell> ").rstrip() for l in lines_of("jshell.txt") if l.startswith("jshell>") and "==>" in l]
    return _jshell

def ansible_block(task, host):
    out = []; intask = False; grab = False
    for l in lines_of("ansible_playbook.txt"):
        if l.startswith("TASK ["): intask = l.startswith("TASK [%s]" % task); continue
        if intask and (l.startswith("changed: [%s] =>" % host) or l.startswith("ok: [%s] =>" % host)): grab = True
        if grab:
            out.append(l)
            if l == "}": return out
    return out

def units_for(run):
    t = run["template"]; f = run["files"][0]
    if t in ("imaplib-login", "poplib-userpass", "quopri-body"):
        return [blk([l for l in lines_of(f) if l.strip()])]
    if t == "strace-execve-argv": return [ln(l) for l in lines_of(f) if l.startswith('execve("/bin/true"')]
    if t in ("strace-write", "subprocess-calledprocesserror"): return [ln(lines_of(f)[0])]
    if t == "rclone-dump-auth":
        L = lines_of(f); i = next(k for k, l in enumerate(L) if "HTTP REQUEST" in l); j = L.index("", i)
        return [blk(L[i:j])]
    if t == "rclone-params": return [ln(l) for l in lines_of(f) if "starting with parameters" in l]
    if t == "rclone-hashsum": return [ln(l.strip().rstrip(",")) for l in lines_of(f) if l.strip() not in ("[", "]", "")]
    if t == "rclone-copy-log": return [ln(l) for l in lines_of(f) if re.search(r"(md5|sha1) = |Copied|Transferred:", l) and "/tmp/" not in l]
    if t == "restic-ids":
        L = lines_of(f); us = []
        us += [ln(l) for l in L if re.match(r"snapshot [0-9a-f]{8} saved", l)]
        us += [ln(l) for l in L if re.match(r"(data|tree) [0-9a-f]{64}$", l)][:3]
        us += [ln(l) for l in L if l.startswith('{"message_type":"summary"')]
        i = L.index("$ restic cat config"); us.append(blk(L[i + 1:L.index("}", i) + 1]))
        us += [ln(l) for l in L if l.startswith("Added to the repository") or l.startswith("Tree Blobs") or l.startswith("processed ")]
        return us
    if t == "fail2ban": return [ln(l) for l in lines_of(f) if l.startswith("|      {'mlfid'")][:1]
    if t == "fail2ban-postfix": return [ln(l) for l in lines_of(f) if l.startswith("|      {'content'")][:1]
    if t == "ansible-command-argv": return [blk(ansible_block("run client", run["unit_host"]))]
    if t == "ansible-set-fact": return [blk(ansible_block("remember credentials", run["unit_host"]))]
    if t == "ansible-debug-msg": return [blk(ansible_block("tell", run["unit_host"]))]
    if t == "ansible-recap": return [ln(l) for l in lines_of(f) if l.startswith(run["unit_host"] + " ") and "ok=" in l]
    if t.startswith("jshell"): return [ln(jshell_results()[run["unit_seq"]])]
    if t == "java-properties-store": return [blk(sections(f, r"^=== (\d+)$")[run["unit_seq"]])]
    if t.startswith("logging-"): return [ln(lines_of(f)[run["unit_seq"]])]
    if t in ("pprint-nested-json", "pprint-unusual-keys", "polars-frame", "terminaltables", "tablib-rst"):
        return [blk(sections(f, r"^=== (\d+)$")[run["unit_seq"]])]
    if t == "yaml-dump": return [blk(sections(f, r"^--- # (\d+)$")[run["unit_seq"]])]
    if t == "configparser-write": return [blk(sections(f, r"^# (\d+)$")[run["unit_seq"]])]
    if t == "datamash-digest": return [ln(l) for l in lines_of(f)]
    if t in ("datamash-groupby", "csvtool-namedcol", "tablib-csv"):
        rows = list(csv.reader(io.StringIO(rd(f)), delimiter="\t" if f.endswith(".tsv") else ","))
        return [row_from(rows[0], r_) for r_ in rows[1:] if run["unit_row"] in r_]
    if t == "visidata-json":
        data = json.loads(rd(f))
        return [row_from(list(d.keys()), list(d.values())) for d in data if run["unit_row"] in d.values()]
    if t == "polars-print":
        L = [l for l in lines_of(f) if l.startswith("|")]
        cells = [[c.strip() for c in l.strip().strip("|").split("|")] for l in L]
        cols = cells[0]
        return [row_from(cols, c) for c in cells[2:] if run["unit_row"] in c]
    raise KeyError(t)

# ------------------------------------------------------------------ main
def canon(o): return json.dumps(o, sort_keys=True, ensure_ascii=False)

IPV4 = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
DOMAIN = re.compile(r"\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|co|de|fr|uk|us)\b", re.I)
def ip_ok(m):
    a, b, c, d = (int(x) for x in m.groups())
    return (a, b, c) in ((192, 0, 2), (198, 51, 100), (203, 0, 113)) or a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168) or a == 127

def main():
    assert S.self_test(); STATS["checks"].append("synthlib.self_test() passed (published check-digit examples)")
    planted = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))
    byfile = {}
    for run in planted["runs"]:
        for f in run["files"]: byfile.setdefault(f, []).extend(run["values"])
    per_tpl = {}
    seen = set()
    for run in planted["runs"]:
        try: units = units_for(run)
        except (ValueError, IndexError, StopIteration, KeyError) as e:
            STATS["skipped_units"][run["run"]] = "extract: %r" % e; continue
        allvals = [v for f in run["files"] for v in byfile[f]]
        for u in units:
            secrets, private, spans = label(u, allvals)
            listed = secrets + private
            if run["cls"] == "lookalike":
                if listed: STATS["skipped_units"][run["run"]] = "lookalike unit contains planted value"; continue
            elif not listed:
                STATS["skipped_units"][run["run"]] = "no planted value in unit"; continue
            leak_audit(u, allvals, spans)
            keep = pick_keep(u, listed, spans, allvals)
            if len(keep) < 2: STATS["skipped_units"][run["run"]] = "fewer than 2 keep values"; continue
            rec = {"kind": u["kind"]}
            if u["kind"] == "line": rec["text"] = u["text"]
            elif u["kind"] == "block": rec["lines"] = u["lines"]
            else: rec["columns"] = u["columns"]; rec["row"] = u["row"]
            rec.update(secrets=secrets, private=private, keep=keep, **{"class": run["cls"]}, source=run["program"] + REAL)
            c = canon({k: v for k, v in rec.items() if k in ("kind", "text", "lines", "columns", "row")})
            if c in seen: continue
            seen.add(c)
            per_tpl.setdefault((run["cls"], run["program"], run["template"]), []).append(rec)
    # select: round-robin over templates within a class, at most 8 per (program, template)
    out = {c: [] for c in CLASSES}
    for cls in CLASSES:
        keys = sorted(k for k in per_tpl if k[0] == cls)
        queues = [per_tpl[k][:CAP_PER_TEMPLATE] for k in keys]
        i = 0
        while len(out[cls]) < PER_CLASS and any(queues):
            q = queues[i % len(queues)]
            if q:
                out[cls].append(q.pop(0)); k = keys[i % len(queues)]
                STATS.setdefault("per_template", {}).setdefault(cls, {}).setdefault("%s | %s" % (k[1], k[2]), 0)
                STATS["per_template"][cls]["%s | %s" % (k[1], k[2])] += 1
            i += 1
        if len(out[cls]) != PER_CLASS: fail("class %s has %d records (templates %s)" % (cls, len(out[cls]), [(k[2], len(per_tpl[k])) for k in keys]))
    for cls, t in STATS["per_template"].items():
        for k, n in t.items():
            if n > CAP_PER_TEMPLATE: fail("more than %d records for %s" % (CAP_PER_TEMPLATE, k))
    validate(out)
    dev, held = [], []
    for cls in CLASSES:
        recs = sorted(out[cls], key=lambda r: hashlib.sha256(canon(r).encode()).hexdigest())
        for i, r in enumerate(recs): (dev if i % 2 == 0 else held).append(r)
    for name, recs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in recs: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    summary = {"checks": STATS["checks"], "skipped_units": STATS["skipped_units"],
               "per_class_templates": {cls: {} for cls in CLASSES},
               "per_template": STATS["per_template"],
               "sha256": {n: hashlib.sha256(open(os.path.join(HERE, n), "rb").read()).hexdigest() for n in ("dev.jsonl", "heldout.jsonl")},
               "counts": {"dev": len(dev), "heldout": len(held)}}
    for cls in CLASSES:
        for r in out[cls]:
            k = r["source"].replace(REAL, "")
            summary["per_class_templates"][cls][k] = summary["per_class_templates"][cls].get(k, 0) + 1
    print(json.dumps(summary, ensure_ascii=False, indent=1))

def validate(out):
    allrecs = [r for c in CLASSES for r in out[c]]
    seen = set(); src_tpl = {}
    for r in allrecs:
        ks = list(r.keys())
        exp = ["kind"] + ({"line": ["text"], "block": ["lines"], "row": ["columns", "row"]}[r["kind"]]) + ["secrets", "private", "keep", "class", "source"]
        if ks != exp: fail("key order %s" % ks)
        if r["kind"] == "line" and ("\n" in r["text"] or not isinstance(r["text"], str)): fail("line text")
        if r["kind"] == "block" and not all(isinstance(x, str) and "\n" not in x for x in r["lines"]): fail("block lines")
        if r["kind"] == "row":
            if len(r["columns"]) != len(r["row"]): fail("row width")
            if not all(c is None or isinstance(c, (str, int)) for c in r["row"]): fail("row cell type")
        segs = segments(r)
        for v in r["secrets"] + r["private"]:
            if not any(v in s for s in segs): fail("listed value not in record: %r" % v)
            if v.startswith("127."): fail("listed loopback")
        for v in r["keep"]:
            sv = str(v)
            if not any(sv in s for s in segs): fail("keep value not in record: %r" % v)
            if any(sv in l or l in sv for l in r["secrets"] + r["private"]): fail("keep overlaps listed: %r" % v)
        if len(r["keep"]) < 2 or len(r["keep"]) > 8: fail("keep count")
        if r["class"] == "lookalike" and (r["secrets"] or r["private"]): fail("lookalike lists something")
        if r["class"] != "lookalike" and not (r["secrets"] or r["private"]): fail("non-lookalike lists nothing")
        if not r["source"].endswith(REAL): fail("source suffix")
        c = canon(r)
        if c in seen: fail("duplicate record")
        seen.add(c)
        for s in segs:
            for m in IPV4.finditer(s):
                if not ip_ok(m): fail("ip outside allowed ranges: %s" % m.group(0))
            from urllib.parse import unquote
            for m in DOMAIN.finditer(unquote(unquote(s)).replace('\\u0040', '@')):
                d = m.group(0).lower()
                if not re.search(r"(?:^|\.)example\.(?:com|org|net)$", d) and not re.fullmatch(r"[\w.-]+\.(?:tar\.gz|html)", d):
                    fail("domain outside example.*: %s in %r" % (d, s[:120]))
        k = (r["source"], r["class"])
        src_tpl[k] = src_tpl.get(k, 0) + 1
    STATS["checks"].append("schema/key order, kinds and cell types: ok for %d records" % len(allrecs))
    STATS["checks"].append("every listed value occurs verbatim (line, block line, cell or column name); no listed 127.x")
    STATS["checks"].append("keep: 2..8 per record, each occurs in the record and overlaps no listed value")
    STATS["checks"].append("lookalike records list nothing; all others list at least one value")
    STATS["checks"].append("leak audit: every planted value (len>=5) in every form, plus its first/last 10 chars, is covered by a listed span")
    STATS["checks"].append("no duplicate records; at most 8 records per (program, template)")
    STATS["checks"].append("all IPv4 in 192.0.2/24, 198.51.100/24, 203.0.113/24, RFC 1918 or 127/8; all .com/.org/.net names under example.*")
    STATS["checks"].append("real-software share: %d/%d" % (sum(1 for r in allrecs if r["source"].endswith(REAL)), len(allrecs)))

if __name__ == "__main__":
    main()
