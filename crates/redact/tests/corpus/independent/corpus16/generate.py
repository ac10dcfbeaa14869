"""Build dev.jsonl / heldout.jsonl from captured/ (real output) and synthlib.py (synthetic templates).

Reads only captured/ and synthlib.py.  Deterministic: re-running gives byte-identical files.
Fails loudly (SystemExit) on the first validation error.
"""
import base64, hashlib, json, os, random, re, sys, urllib.parse
import synthlib as S

HERE = os.path.dirname(os.path.abspath(__file__))
CAP = os.path.join(HERE, "captured")
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
PER_CLASS = 40
REAL_TAG = " [real software run on this machine, see captured/]"
SYN_TAG = " [synthetic]"

PLANTED = json.load(open(os.path.join(CAP, "planted.json"), encoding="utf-8"))
SCEN = PLANTED["scenarios"]
SOURCES = PLANTED["sources"]


def fail(msg):
    raise SystemExit("VALIDATION FAILED: " + msg)


# ------------------------------------------------------------------ value forms
def forms(v):
    out = [v]
    if isinstance(v, str):
        out += [urllib.parse.quote(v, safe=""), urllib.parse.quote(v, safe="@:/"), urllib.parse.quote_plus(v),
                v.replace("@", "%40"), json.dumps(v)[1:-1], json.dumps(v, ensure_ascii=False)[1:-1],
                json.dumps(json.dumps(v)[1:-1])[1:-1], urllib.parse.quote(urllib.parse.quote(v, safe=""), safe=""), json.dumps(json.dumps(v, ensure_ascii=False)[1:-1], ensure_ascii=False)[1:-1],
                repr(v)[1:-1], v.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e"),
                v.replace("/", "\\/")]
    seen, res = set(), []
    for f in out:
        if f and f not in seen:
            seen.add(f); res.append(f)
    return res


def spans(text, val):
    res, i = [], text.find(val)
    while i >= 0:
        res.append((i, i + len(val)))
        i = text.find(val, i + 1)
    return res


def unit_text(u):
    if u["kind"] == "line":
        return u["text"]
    if u["kind"] == "block":
        return "\n".join(u["lines"])
    return "\n".join(list(u["columns"]) + [str(c) for c in u["row"] if c is not None])


def cells(u):
    return list(u["columns"]) + [c if isinstance(c, str) else str(c) for c in u["row"] if c is not None]


def present(u, val):
    if u["kind"] == "row":
        return any(val in c for c in cells(u))
    return val in unit_text(u)


def prune_nested(listed, text):
    """Drop a listed value when all of its occurrences lie inside another listed value."""
    keep = []
    for v in listed:
        occ = spans(text, v)
        others = [s for w in listed if w != v and v in w for s in spans(text, w)]
        if occ and all(any(a <= s0 and e0 <= b for a, b in others) for s0, e0 in occ):
            continue
        keep.append(v)
    return keep


def prune_cells(listed, u):
    res = []
    for v in listed:
        holders = [c for c in cells(u) if v in c]
        if holders and all(any(w != v and v in w and w in c for w in listed) for c in holders):
            continue
        res.append(v)
    return res


ALL_PLANTED = sorted({v for s in SCEN for v, _ in s["values"] if len(v) >= 5})


def leak_check(r):
    """Fail when a planted sensitive value (in any form) occurs in a record but is not covered by a listed value."""
    text = unit_text(r)
    listed = r["secrets"] + r["private"]
    cover = [s for v in listed for s in spans(text, v)]
    for v in ALL_PLANTED:
        for f in forms(v):
            for a, b in spans(text, f):
                if not any(x <= a and b <= y for x, y in cover):
                    fail("planted value %r unlisted in %r" % (f, text[:160]))


# ------------------------------------------------------------------ keep extraction
KEEP_RES = [
    r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?",
    r"\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}",
    r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d{2}:\d{2}:\d{2}(?: \d{4})?",
    r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}",
    r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b",
    r"\b00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]\b",
    r"sha256:[0-9a-f]{64}", r"(?<![\w.])[0-9a-f]{40}(?![\w.-])", r"(?<![\w.])[0-9a-f]{16}(?![\w.-])",
    r"\b(?:INFO|WARNING|WARN|ERROR|DEBUG|CRITICAL|NOTICE)\b", r"(?<=\"level\":\")(?:info|warn|error|debug)(?=\")",
    r"\bHTTP/1\.[01]\b", r"\b(?:GET|POST|PUT|DELETE|HEAD)\b(?= )",
    r"\b[\w-]+/[\w.-]+\.(?:go|py|c):\d+\b", r"\b[\w-]+\.(?:go|py):\d+\b",
    r"(?<=\"status\":)\d{3}\b", r"(?<=\" )\d{3}(?= \d)", r"\b\d+(?:\.\d+)?ms\b",
    r"\b(?:NOERROR|NXDOMAIN|SERVFAIL)\b", r"\b(?:5\d\d|2\d\d|3\d\d) [A-Z][a-z]+(?: [a-z]+){0,3}\b",
    r"\bv\d+\.\d+\.\d+(?:-[\w.]+)?\b", r"(?<![\w.])\d+\.\d+\.\d+(?![\w.])", r"\b(?:A|AAAA|PTR) IN\b",
    r"\bTraceback \(most recent call last\):",
    r"\b[a-z]+\.[a-z_]+\[[0-9a-f-]{36}\]", r"\b(?:succeeded|received|raised unexpected)\b",
    r"\bRuntimeError\b", r"\bSMTP(?:<<|>>)", r"\bLOG: MAIN(?: REJECT)?", r"\b(?:AUTH PLAIN|AUTH LOGIN|MAIL FROM|RCPT TO)\b",
    r"\b[A-Z][A-Z_]{3,}=", r"\b(?:postgresql|mysql|redis|amqp|mongodb)://", r"(?<=\"cluster_id\":)\d+", r"(?<=\"member_id\":)\d+", r"\bReq(?:Header|URL|Method)\b", r"\bRespStatus\b",
]
KEEP_COMPILED = [re.compile(p) for p in KEEP_RES]


def keep_candidates(text, extra):
    found = []
    for e in extra:
        if e and e in text:
            found.append((text.find(e), e))
    for rx in KEEP_COMPILED:
        for m in rx.finditer(text):
            found.append((m.start(), m.group(0)))
    found.sort(key=lambda t: (t[0], -len(t[1])))
    out = []
    for _, v in found:
        if v not in out:
            out.append(v)
    return out


def choose_keep(u, listed, extra, limit=8):
    text = unit_text(u)
    if u["kind"] == "row":
        cands = [c for c in u["columns"]] + [c for c in u["row"] if isinstance(c, str)]
        cands = [c for c in cands if any(rx.fullmatch(c) for rx in KEEP_COMPILED) or c in u["columns"] or c in extra]
    else:
        cands = keep_candidates(text, extra)
    allspans = [s for v in listed for s in spans(text, v)]
    res = []
    for k in cands:
        if len(k) < 3 or any(k in v or v in k for v in listed) or any(k in c for c in res):
            continue
        if u["kind"] == "row":
            if not any(k == c or (k in c and not any(v in c for v in listed)) for c in cells(u)):
                continue
        elif not any(not any(a <= s and e <= b for a, b in allspans) for s, e in spans(text, k)):
            continue
        res.append(k)
        if len(res) >= limit:
            break
    return res


# ------------------------------------------------------------------ policy checks
COMMON_TLD = "com|net|org|io|dev|app|co|info|biz|us|uk|de|fr|ru|cn|jp|in|br|au|ca|eu|nl|es|it|ch|se|no|pl|me|tv|xyz|ai|cloud"
DOMAIN_RX = re.compile(r"(?<![\w.-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:%s))(?![\w-])" % COMMON_TLD)
IP_RX = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d]|\.\d)")


def domain_ok(text):
    t = text.replace("%40", "@")
    for m in DOMAIN_RX.finditer(t):
        d = m.group(1)
        if not re.fullmatch(r"(?:[a-z0-9-]+\.)*example\.(?:com|org|net)", d):
            return d
    return None


def ip_ok(text):
    for m in IP_RX.finditer(text):
        a, b, c, d = (int(x) for x in m.groups())
        if max(a, b, c, d) > 255:
            continue
        ok = (a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168) or a == 127
              or (a, b, c) in ((192, 0, 2), (198, 51, 100), (203, 0, 113)))
        if not ok:
            return m.group(0)
    return None


# ------------------------------------------------------------------ unit extraction from captures
def read(name):
    with open(os.path.join(CAP, name), encoding="utf-8") as f:
        return f.read()


def hash_blocks(text):
    out, cur, lab = [], None, None
    for line in text.split("\n"):
        if line.startswith("### "):
            if lab is not None:
                out.append((lab, cur))
            lab, cur = line[4:], []
        elif lab is not None:
            cur.append(line)
    if lab is not None:
        out.append((lab, cur))
    res = []
    for lab, lines in out:
        while lines and lines[-1] == "":
            lines.pop()
        res.append((lab, lines))
    return res


def units_for(src_name, src):
    """Yield (unit, raw_context, forced_class) for one captured source."""
    unit = src["unit"]
    texts = [read(f) for f in src["files"]]
    if unit == "line":
        for t in texts:
            for line in t.split("\n"):
                if line.strip():
                    yield {"kind": "line", "text": line}, line, None
    elif unit == "jsonrow":
        for t in texts:
            for line in t.split("\n"):
                if line.strip():
                    obj = json.loads(line)
                    yield {"kind": "row", "columns": list(obj.keys()), "row": list(obj.values())}, line, None
    elif unit == "vsl_block":
        for blk in texts[0].split("\n\n"):
            lines = [l for l in blk.split("\n") if l != ""]
            if lines:
                yield {"kind": "block", "lines": lines}, blk, None
    elif unit == "hash_block":
        for lab, lines in hash_blocks(texts[0]):
            if src.get("prefix") and not lab.startswith(src["prefix"] + " "):
                continue
            if lines:
                yield {"kind": "block", "lines": lines}, "### %s\n" % lab + "\n".join(lines), None
    elif unit == "exim_session":
        for lab, lines in hash_blocks(texts[0]):
            ctx = "### %s\n" % lab
            for i, l in enumerate(lines):
                if l.startswith("SMTP<< AUTH "):
                    j = i
                    while j < len(lines) and not lines[j].startswith("SMTP>> 535"):
                        j += 1
                    blk = lines[i:j + 1]
                    # a short AUTH exchange: up to the decoded variables
                    blk = [x for x in blk if not x.startswith("  $1") and not x.startswith("  $2") and not x.startswith("  $3")] if "PLAIN" in l else blk[:5]
                    yield {"kind": "block", "lines": blk}, ctx + "\n".join(blk), ("positional" if "PLAIN" in l else "encoded")
                if l == "LOG: MAIN REJECT" and i + 1 < len(lines):
                    yield {"kind": "block", "lines": lines[i:i + 2]}, ctx + "\n".join(lines[i:i + 2]), "infra"
                if l.startswith("SMTP>> 250-") and "Hello" in l:
                    yield {"kind": "line", "text": l}, ctx + l, "infra"
    elif unit == "sudo_entry":
        entry = []
        for line in texts[0].split("\n") + [""]:
            if line.startswith("    "):
                entry.append(line)
                continue
            if entry:
                yield {"kind": "block", "lines": entry}, "\n".join(entry), None
            entry = [line] if line else []
    elif unit == "sudo_json":
        lines = texts[0].split("\n")
        for i, l in enumerate(lines):
            if l.strip().startswith('"submituser"'):
                j = i
                while not lines[j].strip().startswith('"submitcwd"'):
                    j += 1
                yield {"kind": "block", "lines": lines[i:j + 1]}, "\n".join(lines[i:j + 1]), "infra"
            if l.strip().startswith('"runargv"'):
                j = i
                while lines[j].strip() != "],":
                    j += 1
                yield {"kind": "block", "lines": lines[i:j + 1]}, "\n".join(lines[i:j + 1]), None
            if '"SUDO_COMMAND=' in l:
                yield {"kind": "line", "text": l}, l, None
    elif unit == "celery_entry":
        for line in texts[0].split("\n"):
            if line.startswith("[20") and ("Task " in line or "ready." in line):
                yield {"kind": "line", "text": line}, line, None
    elif unit == "celery_banner":
        lines = texts[0].split("\n")
        for i, l in enumerate(lines):
            if l.startswith(" -------------- ") and " v" in l:
                blk = lines[i:i + 11]
                yield {"kind": "block", "lines": blk}, "\n".join(blk), "infra"
    elif unit == "traceback":
        lines = texts[0].split("\n")
        for i, l in enumerate(lines):
            if "Error handling request" in l:
                j = i + 1
                while j < len(lines) and not re.match(r"^[A-Za-z]+Error: ", lines[j]):
                    j += 1
                blk = [l] + lines[i + 1:j + 1]
                yield {"kind": "block", "lines": blk}, "\n".join(blk), "no_key"
    else:
        fail("unknown unit type " + unit)


SCEN_GROUPS = {"celery": ["celery", "celery_banner"], "celery_banner": ["celery_banner"], "etcd": ["etcd"],
               "aiohttp": ["aiohttp"], "aiohttp_err": ["aiohttp_err"], "varnishncsa": ["varnish"], "varnishlog": ["varnish"],
               "sudo_sudo": ["sudo_sudo"], "sudo_json": ["sudo_json"], "mlr_jsonl": ["tables"], "mlr_jsonl_acc": ["tables"], "jq_rows": ["tables"], "jq_rows_c": ["tables"],
               "jq_tsv": ["tables"], "mlr_pprint": ["tables"], "csvlook": ["tables"], "column": ["tables"]}
CLASS_MAP = {"varnishlog": {"positional": "encoded"}, "mlr_jsonl": {}, }
TABLE_COLS = ["customer_id", "full_name", "national_id", "status", "account_id", "password_hash", "updated_at",
              "api_key", "last_login_ip", "failed_logins", "created_at", "pending_kyc", "active", "locked"]
EXTRA_KEEP = {"unbound": ["info:", "static"], "caddy": ["handled request", "http.log.access.acc"],"etcdctl": ['"raft_term"', '"mod_revision"', '"create_revision"', '"tel"', '"doc"', "STATUS", "PEER ADDRS", "IS LEARNER"],
              "sudo_json": ['"runargv"', "/bin/echo", '"submithost"', '"runcwd"', '"runuser"', '"command"', "/tmp/c16run/sudo"],
              "jq_tsv": TABLE_COLS, "mlr_pprint": TABLE_COLS, "csvlook": TABLE_COLS, "column": TABLE_COLS,
              "mlr_jsonl": TABLE_COLS, "mlr_jsonl_acc": TABLE_COLS, "jq_rows": TABLE_COLS, "jq_rows_c": TABLE_COLS}
TABLE_SOURCES = {"mlr_jsonl", "mlr_jsonl_acc", "jq_rows", "jq_rows_c", "jq_tsv", "mlr_pprint", "csvlook", "column", "etcdctl_rows"}


def label_real(src_name, src):
    groups = SCEN_GROUPS.get(src_name, [src_name])
    scens = [s for s in SCEN if s["source"] in groups]
    out = []
    for u, ctx, forced in units_for(src_name, src):
        text = unit_text(u)
        by_marker = [s for s in scens if s["marker"] in ctx]
        by_value = [s for s in scens if s not in by_marker and
                    any(len(v) >= 6 and any(present(u, f) for f in forms(v)) for v, _ in s["values"])]
        matched = by_marker + by_value
        klass = None
        if matched:
            klass = matched[0]["class"]
        elif src.get("lookalike_unmarked"):
            klass = "lookalike"
        else:
            continue
        klass = CLASS_MAP.get(src_name, {}).get(klass, klass)
        if forced:
            klass = forced if klass != "lookalike" else klass
        if src_name in TABLE_SOURCES or (src_name == "etcdctl" and "table" in ctx.split("\n")[0]):
            klass = "rows" if matched and matched[0]["class"] != "lookalike" else klass
        sec, priv = [], []
        for s in matched:
            for v, lab in s["values"]:
                for f in forms(v):
                    if present(u, f):
                        (sec if lab == "secret" else priv).append(f)
        if src.get("pid_regex"):
            m = re.search(src["pid_regex"], text)
            if m:
                priv.append(m.group(1))
        sec = list(dict.fromkeys(sec)); priv = [p for p in dict.fromkeys(priv) if p not in sec]
        listed = prune_nested(sec + priv, text) if u["kind"] != "row" else prune_cells(sec + priv, u)
        sec = [v for v in sec if v in listed]; priv = [v for v in priv if v in listed]
        if "127.0.0.1" in sec + priv:
            fail("127.0.0.1 listed")
        if klass == "lookalike" and (sec or priv):
            continue
        if klass == "lookalike" and re.search(r'"root"|user-name|"name":"', text):
            continue
        if klass != "lookalike" and not (sec or priv):
            continue
        extra = [k for s in matched for k in s["keep"]] + src.get("keep", []) + EXTRA_KEEP.get(src_name, [])
        keep = choose_keep(u, sec + priv, extra)
        if len(keep) < 2 or domain_ok(text) or ip_ok(text):
            continue
        rec = dict(u)
        rec.update({"secrets": sec, "private": priv, "keep": keep, "class": klass,
                    "source": src["program"] + REAL_TAG})
        out.append(rec)
    return out


# ------------------------------------------------------------------ synthetic templates
def syn_records():
    rng = random.Random("corpus16-synthetic")
    recs = []

    def add(kind, body, sec, priv, keep, klass, fmt):
        r = {"kind": kind}
        r.update(body)
        r.update({"secrets": sec, "private": priv, "keep": keep, "class": klass, "source": fmt + SYN_TAG})
        recs.append(r)

    def ts():
        return "2026-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rng.randint(1, 11), rng.randint(1, 28), rng.randint(0, 23),
                                                       rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999))
    # pii_locale: vCard 4.0 (RFC 6350)
    locs = ["ja", "ko", "zh", "el", "ru", "he", "hi", "ar"]
    for i in range(8):
        loc = locs[i]
        _, name = S.person(rng, loc); ph = S.phone(rng, loc, plus=False)
        rev = ts().replace("-", "").replace(":", "")[:15] + "Z"
        idv = [S.kr_rrn, S.cn_resident_id, S.in_aadhaar, S.tr_tckn][i % 4](rng)
        lines = ["BEGIN:VCARD", "VERSION:4.0", "FN:" + name, "TEL;TYPE=cell;VALUE=uri:tel:" + ph.replace(" ", "-"),
                 "NOTE:ID " + idv, "REV:" + rev, "UID:urn:uuid:" + S.uuid4(rng), "END:VCARD"]
        add("block", {"lines": lines}, [], [name, ph.replace(" ", "-"), idv], ["BEGIN:VCARD", "VERSION:4.0", rev, lines[6][8:]],
            "pii_locale", "vCard 4.0 (RFC 6350)")
    # positional: RESP AUTH (Redis protocol spec) and FTP USER/PASS (RFC 959)
    for i in range(8):
        user = rng.choice(["ftpsync", "mirror", "ingest", "scanner"]) + str(rng.randint(1, 90)); pw = S.password(rng)
        if i % 2 == 0:
            lines = ["220 (vsFTPd 3.0.3)", "USER " + user, "331 Please specify the password.", "PASS " + pw,
                     "230 Login successful.", "TYPE I", "200 Switching to Binary mode."]
            add("block", {"lines": lines}, [pw], [user], ["220 (vsFTPd 3.0.3)", "331 Please specify the password.", "230 Login successful."],
                "positional", "FTP control-connection transcript (RFC 959 USER/PASS)")
        else:
            lines = ["*3", "$4", "AUTH", "$%d" % len(user), user, "$%d" % len(pw), pw, "+OK"]
            add("block", {"lines": lines}, [pw], [user], ["AUTH", "+OK"], "positional",
                "RESP request array for AUTH username password (Redis protocol specification)")
    # infra: klog header format (Kubernetes logging docs)
    for i in range(8):
        pod = S.pod_name(rng); node = S.node_name(rng); ip = S.private_ip(rng)
        t = "%02d%02d %02d:%02d:%02d.%06d" % (rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999999))
        f = rng.choice(["kubelet.go:2455", "pod_workers.go:1298", "kuberuntime_manager.go:1046", "prober.go:107"])
        text = 'I%s    %d %s] "Probe failed" probeType="Readiness" pod="payments/%s" podUID="%s" node="%s" podIP="%s" output="HTTP probe failed with statuscode: 503"' % (
            t, rng.randint(800, 3000), f, pod, S.uuid4(rng), node, ip)
        uid = re.search(r'podUID="([^"]+)"', text).group(1)
        add("line", {"text": text}, [], [pod, node, ip], [t, f, uid, "statuscode: 503"], "infra",
            "klog text header format (Kubernetes system-logs documentation)")
    # encoded: quoted-printable (RFC 2045 6.7) and RFC 2047 encoded-word
    for i in range(8):
        pw = S.password(rng) + "=" + str(rng.randint(10, 99))
        qp = pw.replace("=", "=3D")
        mid = "<%s@mx1.example.net>" % S.hexs(rng, 16)
        lines = ["Message-ID: " + mid, "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: quoted-printable",
                 "", "Ihr tempor=C3=A4res Passwort lautet: " + qp, "G=C3=BCltig bis 2026-12-31."]
        add("block", {"lines": lines}, [qp], ["mx1.example.net"], ["Content-Transfer-Encoding: quoted-printable", mid[1:17], "2026-12-31"],
            "encoded", "MIME quoted-printable body (RFC 2045 section 6.7)")
    # no_key: BSD syslog (RFC 3164) with bare secrets in free text
    for i in range(8):
        host = S.hostname(rng).split(".")[0]; pid = str(rng.randint(300, 65000))
        tok = S.token(rng, 40) if i % 2 else S.password(rng)
        prog = rng.choice(["backup-agent", "sync-daemon", "cert-renew"])
        text = "<%d>Dec %2d %02d:%02d:%02d %s %s[%s]: retry 3/5 using %s failed: 403 Forbidden" % (
            rng.choice([27, 28, 30]), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), host, prog, pid, tok)
        add("line", {"text": text}, [tok], [host, pid], [prog, "403 Forbidden", "retry 3/5"], "no_key",
            "BSD syslog message (RFC 3164)")
    # lookalike: OCI image manifest descriptor (OCI image-spec v1.1)
    for i in range(8):
        cfg = "sha256:" + S.hexs(rng, 64); lay = "sha256:" + S.hexs(rng, 64)
        text = json.dumps({"schemaVersion": 2, "mediaType": "application/vnd.oci.image.manifest.v1+json",
                           "config": {"mediaType": "application/vnd.oci.image.config.v1+json", "digest": cfg, "size": rng.randint(500, 9000)},
                           "layers": [{"mediaType": "application/vnd.oci.image.layer.v1.tar+gzip", "digest": lay, "size": rng.randint(10 ** 5, 10 ** 8)}],
                           "annotations": {"org.opencontainers.image.revision": S.hexs(rng, 40),
                                           "org.opencontainers.image.created": ts()}})
        add("line", {"text": text}, [], [], [cfg, lay, "application/vnd.oci.image.manifest.v1+json",
                                              json.loads(text)["annotations"]["org.opencontainers.image.revision"]],
            "lookalike", "OCI image manifest (OCI image-spec v1.1)")
    # key_unusual: logfmt (go-logfmt / brandur.org logfmt description)
    for i in range(8):
        k = ["Zugangsschlüssel", "contraseña_bd", "mot_de_passe_smtp", "wachtwoord_ldap", "hasło_api", "şifre_db", "salasana", "lösenord_ftp"][i]
        v = S.password(rng) if i % 2 else S.token(rng, 36)
        t = ts()
        text = 'time=%s level=warn msg="config reloaded" modul=%s %s=%s dauer=%dms' % (t, rng.choice(["abrechnung", "versand", "konto"]), k, v, rng.randint(2, 900))
        add("line", {"text": text}, [v], [], [t, "config reloaded", "level=warn"], "key_unusual",
            "logfmt key=value line (go-logfmt specification)")
    # rows: RFC 4180 CSV record (German export), parsed into columns + row
    cols = ["kundennummer", "name", "geburtsdatum", "iban", "steuer_id", "angelegt_am"]
    for i in range(8):
        _, name = S.person(rng, rng.choice(["de", "pl", "tr", "it"]))
        dob = "%02d.%02d.%d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(1950, 2004))
        ib = S.iban(rng, "DE"); sid = S.card_number(rng, "", 11) if False else "%011d" % rng.randint(10 ** 10, 10 ** 11 - 1)
        t = ts()
        row = [rng.randint(100000, 999999), name, dob, ib, sid if i % 3 else None, t]
        add("row", {"columns": cols, "row": row}, [], [name, dob, ib] + ([sid] if i % 3 else []), ["kundennummer", "angelegt_am", t],
            "rows", "RFC 4180 CSV record parsed into columns and cells")
    return recs


# ------------------------------------------------------------------ validation
def validate(r):
    for k in ("secrets", "private", "keep"):
        if not isinstance(r[k], list):
            fail("bad list " + k)
    listed = r["secrets"] + r["private"]
    text = unit_text(r)
    for v in listed + r["keep"]:
        if not present(r, v):
            fail("value not present: %r in %r" % (v, text[:120]))
    for k in r["keep"]:
        for v in listed:
            if k in v or v in k:
                fail("keep %r overlaps listed %r" % (k, v))
        if r["kind"] != "row":
            sp = [s for v in listed for s in spans(text, v)]
            if not any(not any(a <= s and e <= b for a, b in sp) for s, e in spans(text, k)):
                fail("keep %r only inside listed spans" % k)
    if r["source"].endswith(REAL_TAG):
        leak_check(r)
    if len(r["keep"]) < 2:
        fail("fewer than 2 keep values: %r" % text[:100])
    if r["class"] == "lookalike" and listed:
        fail("lookalike lists values")
    if r["class"] != "lookalike" and not listed:
        fail("non-lookalike lists nothing")
    if "127.0.0.1" in listed:
        fail("127.0.0.1 listed")
    d = domain_ok(text)
    if d:
        fail("domain not allowed: " + d)
    ip = ip_ok(text)
    if ip:
        fail("ip not allowed: " + ip)
    if r["class"] not in CLASSES:
        fail("bad class")
    if r["kind"] == "row":
        if not all(c is None or isinstance(c, (str, int)) and not isinstance(c, bool) for c in r["row"]):
            fail("bad row cell type")
    if not (r["source"].endswith(REAL_TAG) or r["source"].endswith(SYN_TAG)):
        fail("bad source tag")


def ordered(r):
    o = {"kind": r["kind"]}
    if r["kind"] == "line":
        o["text"] = r["text"]
    elif r["kind"] == "block":
        o["lines"] = r["lines"]
    else:
        o["columns"] = r["columns"]; o["row"] = r["row"]
    for k in ("secrets", "private", "keep", "class", "source"):
        o[k] = r[k]
    return o


def canon(r):
    return json.dumps(ordered(r), ensure_ascii=False)


def main():
    S.self_test()
    by_class = {c: {} for c in CLASSES}
    for name in sorted(SOURCES):
        for r in label_real(name, SOURCES[name]):
            by_class[r["class"]].setdefault(r["source"], []).append(r)
    for r in syn_records():
        by_class[r["class"]].setdefault(r["source"], []).append(r)
    chosen = {}
    seen = set()
    for c in CLASSES:
        srcs = sorted(by_class[c])
        queues = {}
        for s in srcs:
            lst = list(by_class[c][s])
            random.Random("order-" + c + "-" + s).shuffle(lst)
            queues[s] = lst
        picked = []
        while len(picked) < PER_CLASS and any(queues.values()):
            for s in srcs:
                while queues[s]:
                    r = queues[s].pop(0)
                    cj = canon(r)
                    if cj in seen:
                        continue
                    seen.add(cj); picked.append(ordered(r))
                    break
                if len(picked) >= PER_CLASS:
                    break
        if len(picked) < PER_CLASS:
            fail("class %s has only %d records (%s)" % (c, len(picked), {s: len(by_class[c][s]) for s in srcs}))
        for r in picked:
            validate(r)
        chosen[c] = picked
    total = sum(len(v) for v in chosen.values())
    real = sum(1 for v in chosen.values() for r in v if r["source"].endswith(REAL_TAG))
    if real < 0.6 * total:
        fail("only %d of %d real" % (real, total))
    dev, held = [], []
    for c in CLASSES:
        recs = sorted(chosen[c], key=lambda r: hashlib.sha256(canon(r).encode("utf-8")).hexdigest())
        for i, r in enumerate(recs):
            (dev if i % 2 == 0 else held).append(r)
    for fn, recs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, fn), "w", encoding="utf-8", newline="\n") as f:
            for r in recs:
                f.write(canon(r) + "\n")
    print("%-12s %5s %5s %5s %5s" % ("class", "real", "synth", "dev", "held"))
    for c in CLASSES:
        rr = sum(1 for r in chosen[c] if r["source"].endswith(REAL_TAG))
        print("%-12s %5d %5d %5d %5d" % (c, rr, len(chosen[c]) - rr, sum(1 for r in dev if r["class"] == c),
                                         sum(1 for r in held if r["class"] == c)))
    print("total %d, real %d (%.1f%%)" % (total, real, 100.0 * real / total))
    per_src = {}
    for v in chosen.values():
        for r in v:
            per_src[r["source"]] = per_src.get(r["source"], 0) + 1
    for s in sorted(per_src):
        print("  %3d  %s" % (per_src[s], s))
    for fn in ("dev.jsonl", "heldout.jsonl"):
        print(fn, hashlib.sha256(open(os.path.join(HERE, fn), "rb").read()).hexdigest())


if __name__ == "__main__":
    main()
