#!/usr/bin/env python3
"""corpus29 generator: reads only captured/ and synthlib, writes dev.jsonl, heldout.jsonl, summary.json.

Exits non-zero when any validation fails.
"""
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import synthlib as S  # noqa: E402

CAP = os.path.join(HERE, "captured")
HEX40 = r"\b[0-9a-f]{40}\b"
UUIDRE = r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"


def lines_of(t):
    return [ln.rstrip("\r") for ln in t.split("\n") if ln.strip()]


def pick(prefixes):
    def f(st):
        out = []
        for ln in lines_of(st.get("stdout", "")):
            if any(ln.lstrip().startswith(p) for p in prefixes):
                out.append(ln)
        return out
    return f


def all_lines(stream="stdout"):
    return lambda st: lines_of(st.get(stream, ""))


def plist_block(st):
    ls = lines_of(st["stdout"])
    return ls[ls.index("<dict>"):ls.index("</dict>") + 1]


def syslog_block(st):
    return [ln.rstrip("\x00") for ln in lines_of(st["datagrams"])]


def ssh_g(st):
    want = {"host", "user", "hostname", "port", "proxyjump", "hostkeyalias", "localforward", "bindaddress",
            "identityfile", "stricthostkeychecking"}
    return [ln for ln in lines_of(st["stdout"]) if ln.split(" ")[0] in want]


def keytool(st):
    pre = ("Alias name:", "Entry type:", "Owner:", "Issuer:", "Serial number:", "Certificate fingerprints:",
           "SHA1:", "SHA256:", "Signature algorithm name:", "SubjectAlternativeName [", "DNSName:", "IPAddress:")
    return [ln for ln in lines_of(st["stdout"]) if ln.strip().startswith(pre)]


def gdb(st):
    return [ln for ln in lines_of(st["stdout"]) if ln.startswith(("Program received signal", "#0 ", "#1 "))]


def jshell(st):
    out = []
    for ln in lines_of(st["stdout"]):
        ln = ln.split("\x08")[-1]
        if "==>" in ln:
            out.append(ln)
    return out


def zipinfo(st):
    ls = st["stdout"].split("\n")
    out, inside = [], False
    for ln in ls:
        if "zipfile comment begins" in ln:
            inside = True
            continue
        if "zipfile comment ends" in ln:
            inside = False
            continue
        s = ln.strip()
        if inside and s:
            out.append(ln)
        elif s.startswith(("The zipfile comment is", "Central directory entry #", "32-bit CRC value",
                           "compressed size:", "uncompressed size:", "file last modified")) or s.endswith(".jar"):
            out.append(ln)
    return out


def rows_binlog(st):
    cols, row = [], []
    for ln in st["stdout"].split("\n"):
        m = re.match(r"^###   (@\d+)=(.*)$", ln)
        if m:
            cols.append(m.group(1))
            row.append(m.group(2))
    return cols, row


def _split_csv_raw(line):
    cells, cur, q, i = [], "", False, 0
    while i < len(line):
        ch = line[i]
        if ch == "\\":
            cur += line[i:i + 2]
            i += 2
            continue
        if ch == '"':
            q = not q
        elif ch == "," and not q:
            cells.append(cur)
            cur = ""
        else:
            cur += ch
        i += 1
    cells.append(cur)
    return cells


def rows_outfile(st):
    ls = lines_of(st["file"])
    return _split_csv_raw(ls[0]), _split_csv_raw(ls[1])


def rows_pg(st):
    ln = [x for x in lines_of(st["stdout"]) if ": INSERT: " in x][0]
    body = ln.split(": INSERT: ", 1)[1]
    cols, row = [], []
    for m in re.finditer(r"(\w+\[[a-z ]+\]):('(?:[^']|'')*'|\S+)", body):
        cols.append(m.group(1))
        row.append(m.group(2))
    return cols, row


def _json_cells(line, obj_items, ensure_ascii):
    cols, row = [], []
    for k, v in obj_items:
        cols.append(k)
        cell = json.dumps(v, ensure_ascii=ensure_ascii)
        if isinstance(v, str):
            cell = cell[1:-1]
        assert cell in line, (cell, line)
        row.append(cell)
    return cols, row


def rows_sqljs(st):
    line = lines_of(st["stdout"])[0]
    res = json.loads(line)[0]
    return _json_cells(line, list(zip(res["columns"], res["values"][0])), False)


def rows_sqlite_utils(st):
    line = lines_of(st["stdout"])[0]
    return _json_cells(line, list(json.loads(line).items()), False)


def rx(pattern, group=0):
    return ("re", pattern, group)


# key: (class, kind, extractor, keep candidates)
T = {
    # encoded
    "py-plistlib": ("encoded", "block", plist_block, ["<key>AuthBlob</key>", "<key>DeviceToken</key>", "<data>",
                                                      "<key>PayloadVersion</key>", "<integer>1</integer>", rx(UUIDRE)]),
    "py-xmlrpc": ("encoded", "block", all_lines(), ["<methodName>session.login</methodName>", "<base64>",
                                                    "<name>proof</name>", "<name>client</name>", rx(r"c29-cli/\d\.\d")]),
    "node-buffer": ("encoded", "block", all_lines(), ["decoded authorization header:", "<Buffer", "psk", "peer:", "key:"]),
    "py-cookies": ("encoded", "block", all_lines(), ["Set-Cookie: remember_me=", "HttpOnly", "Path=/", "Secure",
                                                     "Set-Cookie: prefs=", "Set-Cookie: sess="]),
    "go-json-bytes": ("encoded", "block", all_lines(), ['"client_secret":', '"basic":', '"rotated": true', '"endpoint":',
                                                        "/oauth2/token"]),
    # infra
    "ssh-G": ("infra", "block", ssh_g, ["hostname ", "proxyjump ", "localforward ", "stricthostkeychecking ask",
                                        "bindaddress ", "host db-primary"]),
    "keytool-list": ("infra", "block", keytool, ["Entry type: PrivateKeyEntry", "SHA256withECDSA",
                                                 "Certificate fingerprints:", "SubjectAlternativeName [", "Owner: CN=",
                                                 "O=Example Ops", rx(r"SHA256: ([0-9A-F:]{95})", 1)]),
    "py-syslog": ("infra", "block", syslog_block, ["edge-proxy[", "WARNING upstream", "unreachable from pod", "is-at",
                                                   "via eth0", "INFO accepted"]),
    "go-fmt-infra": ("infra", "block", all_lines(), ["registered endpoint", "Pod:", "MAC:", "resolver cache: map[",
                                                     "PID:", ":5432"]),
    "nft-list": ("infra", "block", all_lines(), ["table inet c29edge", "ether saddr", "tcp dport 5432 accept",
                                                 "policy accept;", "type ipv4_addr", "comment \"quarantine"]),
    # positional
    "gdb-bt": ("positional", "block", gdb, ["SIGSEGV", "in run_step (cmd=", "attempt=2", "job.c:9", "in main (argc=2"]),
    "py-urlsplit": ("positional", "block", all_lines(), ["SplitResult(scheme=", "path='/ledger'",
                                                         "query='sslmode=require'", "fragment=''", "authSource=admin"]),
    "jshell": ("positional", "block", jshell, ["uri ==> ", "==> \"", ":5672/", ":389/", ":22/", ":3306/"]),
    "env-v": ("positional", "block", all_lines("stderr"), ["cleaning environ", "executing:", "arg[0]=", "setenv:",
                                                           "arg[1]="]),
    "py-ftplib": ("positional", "block", all_lines(), ["*cmd* 'USER ", "*cmd* 'ACCT ", "*resp* '230 logged in'",
                                                       "*cmd* 'SITE IDLE 600'", "*resp* '332 need account'"]),
    # key_unusual
    "java-props-xml": ("key_unusual", "block", all_lines(), ['<entry key="Passwort">', '<entry key="DB_PWD">',
                                                             '<entry key="mot_de_passe">', '<entry key="contraseña">',
                                                             '<entry key="aPiKeY">', '<entry key="密码">',
                                                             '<entry key="ключ_доступа">', "properties.dtd"]),
    "tomli-w": ("key_unusual", "block", all_lines(), ["[datenbank]", "Kennwort = ", "ApiKEY = ", '"jelszó" = ',
                                                      "timeout_s = 30", '"clé_secrète" = ']),
    "py-minidom": ("key_unusual", "block", all_lines(), ["<Konfiguration>", "Kennwort=", "clave=", "トークン=",
                                                         "X-Api-KEY=", "pwdHash="]),
    "git-config": ("key_unusual", "block", all_lines(), ["deploy.geheimnis=", "secreto.prod.clave=", "ci.passwd=",
                                                         "registry.tkn=", "core.bare=false", "file:.git/config"]),
    "node-urlsearchparams": ("key_unusual", "block", all_lines(), ["URLSearchParams {", "'Passwort' =>",
                                                                   "grant_type=password", "'AcCeSs_ToKeN' =>",
                                                                   "'sifre' =>", "&sifre="]),
    # lookalike
    "git-blame": ("lookalike", "block", all_lines(), [rx(r"^[0-9a-f]{40}"), rx(r"previous ([0-9a-f]{40})", 1),
                                                      rx(r"sha256:([0-9a-f]{64})", 1), rx(UUIDRE), "author-time",
                                                      "summary hotfix"]),
    "dpkg-deb-info": ("lookalike", "block", all_lines(), [rx(r"X-Build-Id: ([0-9a-f]{40})", 1),
                                                          rx(r"X-Source-Commit: ([0-9a-f]{40})", 1), rx(UUIDRE),
                                                          rx(r"Version: (2\.\d+\.\d+-1)", 1), "Package: c29-agent"]),
    "zipinfo-v": ("lookalike", "block", zipinfo, [rx(r"32-bit CRC value \(hex\):\s+([0-9a-f]{8})", 1),
                                                  rx(r"app-2\.\d\.\d-[0-9a-f]{12}\.jar"), rx(UUIDRE),
                                                  "32-bit CRC value (hex):", "upload token"]),
    "ssh-keygen-L": ("lookalike", "block", all_lines(), [rx(r"ED25519-CERT (SHA256:[A-Za-z0-9+/]{43})", 1),
                                                         rx(r"Signing CA: ED25519 (SHA256:[A-Za-z0-9+/]{43})", 1),
                                                         rx(r"Serial: (\d+)", 1), "force-command", "permit-pty"]),
    "go-version-m": ("lookalike", "block", all_lines(), [rx(r"vcs\.revision=([0-9a-f]{40})", 1),
                                                         rx(r"main\.buildID=([0-9a-f]{40})", 1), "go1.19.8",
                                                         "vcs.modified=false", "-compiler=gc"]),
    # no_key
    "py-dis": ("no_key", "block", all_lines(), ["LOAD_CONST", "RESUME", "PRECALL", "RETURN_VALUE", "(send)"]),
    "perl-concise": ("no_key", "block", all_lines(), ["const[PV", "pushmark", "aassign", "leave[1 ref]", "padav[@k:1,2]"]),
    "py-argparse": ("no_key", "block", all_lines("stderr"), ["usage: deployctl", "error: unrecognized arguments:",
                                                             "argument --profile: invalid choice:",
                                                             "(choose from 'prod', 'staging')", "[--region REGION]"]),
    "py-difflib": ("no_key", "block", all_lines(), ["--- a/allowlist.txt", "+++ b/allowlist.txt", "# rotated weekly",
                                                    "# owner: platform", "@@ -1,4 +1,5 @@"]),
    "go-test-v": ("no_key", "block", all_lines(), ["=== RUN   TestRotate", "--- FAIL: TestRotate",
                                                   "rotate_test.go:5: loaded", "Next() =", "example.net/c29/rotate"]),
    # pii_locale
    "perl-mime-header": ("pii_locale", "block", all_lines(), ["From: ", "To: ", "Subject: ", "=?UTF-8?B?",
                                                              "=?UTF-8?Q?R=C3=BCckruf_"]),
    "msgunfmt": ("pii_locale", "block", all_lines(), ["Last-Translator:", "Report-Msgid-Bugs-To:",
                                                      'msgid "Support contact"', 'msgid "Refund account"',
                                                      "charset=UTF-8"]),
    "py-xmlgen-ascii": ("pii_locale", "block", all_lines(), ["<kunde name=", "<telefon>", "<iban>", "<ausweis>",
                                                             'encoding="us-ascii"']),
    "redis-cli-hgetall": ("pii_locale", "block", all_lines(), ['"name"', '"email"', '"iban"', '"national_id"',
                                                               '"tier"', '"gold"']),
    "icalendar": ("pii_locale", "block", all_lines(), ["BEGIN:VEVENT", "ATTENDEE;CN=", "ORGANIZER;CN=", "CONTACT:",
                                                       "LOCATION:", rx(UUIDRE)]),
    # rows
    "mysqlbinlog": ("rows", "row", rows_binlog, ["@1", "@2", "@3", "@5", "@6"]),
    "mariadb-outfile": ("rows", "row", rows_outfile, ["id", "login", "secret", "last_ip", "host", "owner"]),
    "pg-recvlogical": ("rows", "row", rows_pg, ["id[integer]", "full_name[text]", "email[text]",
                                               "password_hash[text]", "phone[text]", "national_id[text]"]),
    "sqljs": ("rows", "row", rows_sqljs, ["id", "holder", "iban", "card_token", "billing_email"]),
    "sqlite-utils": ("rows", "row", rows_sqlite_utils, ["id", "owner", "contact", "client_secret", "redirect_host",
                                                       "scopes", "read write"]),
}

CLASSES = ["encoded", "infra", "positional", "key_unusual", "lookalike", "no_key", "pii_locale", "rows"]
FAIL = []


def fail(msg):
    FAIL.append(msg)


def label_units(texts, planted):
    """texts: list of strings (lines or cells). Returns (secrets, private) span lists in order."""
    secrets, private, spans_per = [], [], []
    for t in texts:
        sp = S.find_spans(t, planted)
        spans_per.append(sp)
        for i, j, sec in sp:
            s = t[i:j]
            (secrets if sec else private).append(s)
    dedup = lambda xs: list(dict.fromkeys(xs))
    secrets = dedup(secrets)
    private = [p for p in dedup(private) if p not in secrets]
    return secrets, private, spans_per


def keep_tokens(texts, spans_per, cands):
    out = []
    for c in cands:
        toks = []
        if isinstance(c, tuple):
            for t in texts:
                for m in re.finditer(c[1], t, re.M):
                    toks.append(m.group(c[2]))
        else:
            toks = [c]
        for tok in toks:
            if tok in out or not any(tok in t for t in texts):
                continue
            ok = True
            for t, sp in zip(texts, spans_per):
                start = 0
                while True:
                    k = t.find(tok, start)
                    if k < 0:
                        break
                    if any(k < j and i < k + len(tok) for i, j, _ in sp):
                        ok = False
                    start = k + 1
            if ok:
                out.append(tok)
    return out[:8]


def build():
    S.self_test()
    recs = []
    for key, (cls, kind, ext, cands) in T.items():
        d = os.path.join(CAP, key)
        version = open(os.path.join(d, "version.txt"), encoding="utf-8").read().strip()
        units = json.load(open(os.path.join(d, "units.json"), encoding="utf-8"))
        if len(units) != 8:
            fail("%s: %d units" % (key, len(units)))
        for u in units:
            st = {}
            for fn in os.listdir(d):
                m = re.match(r"unit(\d+)\.(\w+)\.txt$", fn)
                if m and int(m.group(1)) == u["unit"]:
                    st[m.group(2)] = open(os.path.join(d, fn), "rb").read().decode("utf-8")
            planted = [(v, True) for v in u["secrets"].values()] + [(v, False) for v in u["private"].values()]
            rec = {}
            if kind == "row":
                cols, row = ext(st)
                if not cols or len(cols) != len(row):
                    fail("%s u%d: bad row" % (key, u["unit"]))
                texts = cols + row
                rec.update({"kind": "row", "columns": cols, "row": row})
            else:
                lines = ext(st)
                if not lines:
                    fail("%s u%d: empty extraction" % (key, u["unit"]))
                texts = lines
                if len(lines) == 1:
                    rec.update({"kind": "line", "text": lines[0]})
                else:
                    rec.update({"kind": "block", "lines": lines})
            secrets, private, spans_per = label_units(texts, planted)
            # every planted secret must be found (in some form) in the record
            for name, v in u["secrets"].items():
                if name in u.get("optional", []):
                    continue
                if not S.find_spans("\n".join(texts), [(v, True)]):
                    fail("%s u%d: secret %s not found" % (key, u["unit"], name))
            keep = keep_tokens(texts, spans_per, cands)
            if len(keep) < 2:
                fail("%s u%d: only %d keep tokens" % (key, u["unit"], len(keep)))
            rec.update({"secrets": secrets, "private": private, "keep": keep, "class": cls,
                        "source": "%s %s, template c29-%s-%s [real software run on this machine, see captured/]"
                                  % (key, version, cls, key)})
            rec["_tpl"] = key
            recs.append(rec)
    return recs


def validate(recs):
    seen = set()
    for r in recs:
        texts = r["columns"] + r["row"] if r["kind"] == "row" else (r["lines"] if r["kind"] == "block" else [r["text"]])
        for s in r["secrets"] + r["private"]:
            if not any(s in t for t in texts):
                fail("span not in record: %r (%s)" % (s, r["source"][:40]))
        for k in r["keep"]:
            for s in r["secrets"] + r["private"]:
                if k in s or s in k:
                    # contained strings only matter when the occurrences overlap; keep_tokens checked positions
                    pass
        if not (2 <= len(r["keep"]) <= 8):
            fail("keep count %d" % len(r["keep"]))
        j = json.dumps({k: v for k, v in r.items() if k != "_tpl"}, sort_keys=True, ensure_ascii=False)
        if j in seen:
            fail("duplicate record")
        seen.add(j)
    per_class = {}
    for r in recs:
        per_class[r["class"]] = per_class.get(r["class"], 0) + 1
    if len(recs) != 320 or any(per_class.get(c) != 40 for c in CLASSES):
        fail("counts: %d %s" % (len(recs), per_class))


def main():
    recs = build()
    validate(recs)
    dev, held = [], []
    by_tpl = {}
    for r in recs:
        by_tpl.setdefault(r.pop("_tpl"), []).append(r)
    summary = {"total": 0, "dev": 0, "heldout": 0, "per_class": {}, "per_template": {}}
    for key, rs in by_tpl.items():
        keyed = sorted(rs, key=lambda r: hashlib.sha256(json.dumps(r, sort_keys=True, ensure_ascii=False)
                                                        .encode()).hexdigest())
        dev += keyed[:4]
        held += keyed[4:]
        cls = T[key][0]
        summary["per_template"][key] = {"class": cls, "records": len(rs), "dev": len(keyed[:4]),
                                        "heldout": len(keyed[4:]),
                                        "secrets": sum(len(r["secrets"]) for r in rs),
                                        "private": sum(len(r["private"]) for r in rs),
                                        "keep": sum(len(r["keep"]) for r in rs)}
        c = summary["per_class"].setdefault(cls, {"records": 0, "templates": 0, "secrets": 0, "private": 0, "keep": 0})
        c["records"] += len(rs)
        c["templates"] += 1
        for f in ("secrets", "private", "keep"):
            c[f] += summary["per_template"][key][f]
    summary.update({"total": len(recs), "dev": len(dev), "heldout": len(held),
                    "secrets": sum(len(r["secrets"]) for r in recs), "private": sum(len(r["private"]) for r in recs),
                    "keep": sum(len(r["keep"]) for r in recs),
                    "kinds": {k: sum(1 for r in recs if r["kind"] == k) for k in ("line", "block", "row")}})
    for name, rs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # read back
    n = 0
    for name in ("dev.jsonl", "heldout.jsonl"):
        with open(os.path.join(HERE, name), "rb") as f:
            for ln in f:
                json.loads(ln.decode("utf-8"))
                n += 1
    if n != 320 or len(dev) != 160:
        fail("read back %d records, dev %d" % (n, len(dev)))
    with open(os.path.join(HERE, "summary.json"), "w", encoding="utf-8") as f:
        json.dump(summary, f, ensure_ascii=False, indent=1)
    if FAIL:
        for m in FAIL[:80]:
            print("FAIL:", m)
        print("%d failures" % len(FAIL))
        sys.exit(1)
    print("ok: %d records (%d dev / %d heldout), %d secrets, %d private, %d keep"
          % (len(recs), len(dev), len(held), summary["secrets"], summary["private"], summary["keep"]))


if __name__ == "__main__":
    main()
