#!/usr/bin/env python3
"""Build dev.jsonl / heldout.jsonl from captured/ (real program output) and synthlib.py.

Reads only captured/ and synthlib.py.  Extracts units per template, labels them from
captured/planted.json plus format rules (hosts under example.*, private IPv4, PIDs in
infra records), validates (stopping on the first failure), splits and writes.
"""
import base64
import hashlib
import json
import os
import re
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
CAP = os.path.join(HERE, "captured")
sys.path.insert(0, HERE)
import synthlib  # noqa: E402

RUNDIR = "/tmp/c19run"
CLASSES = ["pii_locale", "positional", "infra", "encoded", "no_key", "lookalike", "key_unusual", "rows"]
PER_CLASS = 40
PER_TEMPLATE = 8
REAL = " [real software run on this machine, see captured/]"

HOST_RE = re.compile(r"(?i)(?<![\w.-])(?:[\w-]+\.)+example\.(?:com|org|net)(?![\w-])")
EMAIL_RE = re.compile(r"(?i)(?<![\w.+/-])[\w.+-]+@(?:[\w-]+\.)+example\.(?:com|org|net)(?![\w-])")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
PID_RES = [re.compile(r"postfix(?:/\w+)+\[(\d+)\]"), re.compile(r"krb5kdc\[(\d+)\]"), re.compile(r"\[pid (\d+)\]")]

# template -> (selector regex or None for all lines, kind)
SEL = {
    # Postfix
    "smtpd_auth_plain_debug": (r"postfix/smtpd\[\d+\]: < localhost\[127\.0\.0\.1\]: AUTH PLAIN \S", "line"),
    "smtpd_auth_login_debug": (r"postfix/smtpd\[\d+\]: < localhost\[127\.0\.0\.1\]: [A-Za-z0-9+/=]{8,}$", "line"),
    "smtpd_sasl_decoded_response": (r"xsasl_cyrus_server_next: decoded response: ", "line"),
    "smtp_sasl_passwd_lookup": (r"smtp_sasl_passwd_lookup: host", "line"),
    "smtpd_xclient_reject": (r"NOQUEUE: reject: RCPT from (?!localhost)", "line"),
    "smtpd_xclient_disconnect": (r"postfix/smtpd\[\d+\]: disconnect from (?!localhost)", "line"),
    "cleanup_header_from": (r"warning: header From: [^<]", "line"),
    "cleanup_header_subject_phone": (r"warning: header Subject: Rückruf", "line"),
    "cleanup_header_address": (r"warning: header X-Shipping-Address: ", "line"),
    "cleanup_header_national_id": (r"warning: header X-Customer-Ref: ", "line"),
    "cleanup_body_prose": (r"warning: body (Hi team|Pasted by|use |forwarding|temporary access)", "line"),
    "cleanup_header_subject_token": (r"warning: header Subject: Fwd: ", "line"),
    "cleanup_body_qp": (r"warning: body refresh_value=", "line"),
    "cleanup_body_json_in_json": (r"warning: body \{\"event\"", "line"),
    "cleanup_header_percent": (r"warning: header X-Callback-Url: ", "line"),
    "cleanup_body_foreign_key": (r"warning: body (?!Hi team|Pasted by|use |forwarding|temporary access|refresh_value|\{|see attachment|Order confirmation)[^:]{2,24}: \S", "line"),
    "cleanup_header_unusual_key": (r"warning: header (X-AuthToken|X-Session-Sig|X-Recovery-Code|x-otp-code|X-Geheimnis|X-Clave-Secreta|X-Mot-De-Passe|X-Signin-Nonce|X-Kluc-Api|X-Sharedsecret): ", "line"),
    "cleanup_message_id": (r"postfix/cleanup\[\d+\]: \w+: message-id=<", "line"),
    "postconf_unused_param": (r"unused parameter: ", "line"),
    "postconf_M_pipe_argv": (r"\bpipe\b.*argv=", "line"),
    "postmap_s_sasl_passwd": (r"\S+\t\S+:\S+", "line"),
    "postqueue_json_rows": (None, "row"),
    # Kerberos
    "kadmin_addprinc_person": (r"(Principal \"[^/\"]*(/staff)?@\S+\" created|No policy specified for [^/ ]*(/staff)?@)", "line"),
    "kdc_as_req_person": (r"krb5kdc\[\d+\]\(info\): AS_REQ ", "line"),
    "kdc_tgs_req_service_host": (r"krb5kdc\[\d+\]\(info\): TGS_REQ ", "line"),
    "klist_keytab_keys": (r"\(0x[0-9a-f]+\)", "line"),
    "kadmin_getprinc_rows": (None, "row"),
    "klist_tickets": (None, "block"),
    # vsftpd
    "anon_retr_digest_names": (r"\[ftp\] FTP command: Client \"127\.0\.0\.1\", \"(RETR|MDTM) ", "line"),
    "password_typed_as_user": (r"FTP command: Client \"127\.0\.0\.1\", \"USER (?!anonymous|c19)", "line"),
    "failed_login_bracket_user": (r"\] \[(?!anonymous\]|ftp\]|c19)[^\]]+\] (FAIL LOGIN|FTP response: Client \"127\.0\.0\.1\", \"530)", "line"),
    "xferlog_rows": (None, "row"),
    "upload_personal_document": (r"(\"STOR |OK UPLOAD: )", "line"),
    # chrony
    "chronyc_status": (r"^(Reference ID|Ref time|System time|Last offset|RMS offset|Frequency|Root delay|Root dispersion|Update interval|\^\*|\^,|[0-9A-F]{8},)", "line"),
    "chronyd_statistics_log": (r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d ", "line"),
    # PowerDNS
    "pdnsutil_list_zone_a": (r"\tIN\tA\t", "line"),
    "pdnsutil_list_zone_txt_prose": (r"^note\d+\.\S+\t\d+\tIN\tTXT\t", "line"),
    "pdnsutil_list_zone_txt_foreign_key": (r"^cfg\d+\.\S+\t\d+\tIN\tTXT\t", "line"),
    "pdnsutil_list_zone_rows": (None, "row"),
    "pdnsutil_list_tsig_keys": (r"\. hmac-", "line"),
    "pdns_query_log": (r"Remote \S+ wants '", "line"),
    # OpenVPN
    "server_peer_info_unusual_key": (r"peer info: UV_(?!BUILD_COMMIT|TRACE_ID|DEVICE_UUID)", "line"),
    "server_pool_returned": (r"MULTI_sva: pool returned", "line"),
    "server_peer_info_build_ids": (r"peer info: UV_(BUILD_COMMIT|TRACE_ID|DEVICE_UUID)=", "line"),
    "status_v2_client_list_rows": (None, "row"),
}
NEEDS = {"positional": "secret", "encoded": "secret", "no_key": "secret", "key_unusual": "secret",
         "pii_locale": "private", "infra": "private", "rows": "any"}


class Fail(Exception):
    pass


def read(rel):
    with open(os.path.join(CAP, rel), encoding="utf-8") as f:
        return f.read()


# ------------------------------------------------------------------ planted values and forms
def load_planted():
    with open(os.path.join(CAP, "planted.json"), encoding="utf-8") as f:
        pj = json.load(f)
    cat = {}
    look = set()
    for sc in pj["scenarios"]:
        for v in sc["values"]:
            if v["category"] == "lookalike":
                look.add(v["value"])
            elif len(v["value"]) >= 2:
                if cat.get(v["value"]) != "secret":
                    cat[v["value"]] = v["category"]
    return pj, cat, look


def forms(v):
    out = {v, urllib.parse.quote(v, safe=""), json.dumps(v, ensure_ascii=False)[1:-1],
           base64.b64encode(v.encode()).decode()}
    return out


def occurrences(text, v):
    res = []
    i = text.find(v)
    while i >= 0:
        ok = True
        if len(v) <= 6:
            if i > 0 and (text[i - 1].isalnum()):
                ok = False
            j = i + len(v)
            if j < len(text) and text[j].isalnum():
                ok = False
        if ok:
            res.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return res


def label_text(text, cat, infra):
    """Return {value: category} of values to list for one line/cell."""
    cand = {}
    for v, c in cat.items():
        if v in text and occurrences(text, v):
            cand[v] = c
    for rx in (EMAIL_RE, HOST_RE):
        for m in rx.finditer(text):
            cand.setdefault(m.group(0), "private")
    for m in IPV4_RE.finditer(text):
        a, b = int(m.group(1)), int(m.group(2))
        if a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168) or m.group(0).rsplit(".", 1)[0] in (
                "192.0.2", "198.51.100", "203.0.113"):
            cand.setdefault(m.group(0), "private")
    if infra:
        for rx in PID_RES:
            for m in rx.finditer(text):
                cand.setdefault(m.group(1), "private")
    # drop values all of whose occurrences lie inside an occurrence of another (longer) listed value
    occ = {v: occurrences(text, v) for v in cand}
    keep = {}
    for v, c in cand.items():
        inside_all = True
        for (s, e) in occ[v]:
            if not any(w != v and len(w) > len(v) and any(s2 <= s and e <= e2 for (s2, e2) in occ[w]) for w in cand):
                inside_all = False
                break
        if not inside_all:
            keep[v] = c
    # a secret form that contains a private value stays secret; a value planted as both is secret
    return keep


def spans_of(text, values):
    sp = []
    for v in values:
        sp += occurrences(text, v)
    return sp


def covered(s, e, spans):
    return any(a <= s and e <= b for a, b in spans)


def audit(text, spans, cat):
    """Leak audit: every planted value form (len>=5) and its 10-char ends lie inside listed spans."""
    for v in cat:
        for f in forms(v):
            if len(f) < 5 or f not in text:
                continue
            for s, e in occurrences(text, f) or [(text.find(f), text.find(f) + len(f))]:
                if not covered(s, e, spans):
                    return "planted %r (form %r) not covered" % (v, f)
            if len(f) >= 12:
                for part in (f[:10], f[-10:]):
                    i = text.find(part)
                    while i >= 0:
                        if not covered(i, i + len(part), spans):
                            return "edge %r of %r not covered" % (part, f)
                        i = text.find(part, i + 1)
    return None


# ------------------------------------------------------------------ keep tokens
TS_RES = [re.compile(r"^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \d{4}"),
          re.compile(r"^[A-Z][a-z]{2} \d\d \d\d:\d\d:\d\d"), re.compile(r"^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d")]
TOK_RE = re.compile(r"[^\s\"'<>(){}\[\],;`]+")


def keep_ok(tok, text, spans, cat, ambiguous):
    if len(tok) < 2 or "example." in tok.lower() or IPV4_RE.search(tok) or "@" in tok or "root" in tok.lower() \
            or RUNDIR in tok or "c19run" in tok:
        return False
    if any(a in tok for a in ambiguous):
        return False
    if any(v in tok for v in cat if len(v) >= 2):
        return False
    for s, e in [(m.start(), m.end()) for m in re.finditer(re.escape(tok), text)]:
        if not any(not (e <= a or s >= b) for a, b in spans):
            return True
    return False


def pick_keep(text, spans, cat, ambiguous, look, extra_first=()):
    out = []
    for t in extra_first:
        if t not in out and keep_ok(t, text, spans, cat, ambiguous):
            out.append(t)
    for rx in TS_RES:
        m = rx.match(text)
        if m and keep_ok(m.group(0), text, spans, cat, ambiguous):
            out.append(m.group(0))
            break
    for lv in sorted(look):
        if lv in text and keep_ok(lv, text, spans, cat, ambiguous) and lv not in out:
            out.append(lv)
    for m in TOK_RE.finditer(text):
        t = m.group(0).rstrip(":.=")
        if len(out) >= 6:
            break
        if re.fullmatch(r"[\W_]+", t) or re.fullmatch(r"\d", t) or t in out:
            continue
        if any(t in o for o in out):
            continue
        if keep_ok(t, text, spans, cat, ambiguous):
            out.append(t)
    return out[:8]


def ambiguous_of(text):
    amb = set()
    for rx in PID_RES:
        for m in rx.finditer(text):
            amb.add(m.group(1))
    for m in re.finditer(r"127\.\d+\.\d+\.\d+(:\d+)?", text):
        amb.add(m.group(0))
    return amb


# ------------------------------------------------------------------ unit extraction
def units_for(sc):
    tmpl = sc["template"]
    rx, kind = SEL[tmpl]
    units = []
    for rel in sc["files"]:
        text = read(rel)
        if kind == "line":
            r = re.compile(rx)
            for ln in text.splitlines():
                if r.search(ln):
                    units.append(("line", ln))
        elif kind == "block":
            cur = []
            for ln in text.splitlines():
                if ln.startswith("Ticket cache:") and cur:
                    units.append(("block", cur))
                    cur = []
                if ln.strip():
                    cur.append(ln)
            if cur:
                units.append(("block", cur))
        else:
            units += rows_for(tmpl, text)
    return units


def rows_for(tmpl, text):
    out = []
    if tmpl == "postqueue_json_rows":
        cols = ["queue_name", "queue_id", "arrival_time", "message_size", "forced_expire", "sender", "recipient",
                "delay_reason"]
        for ln in text.splitlines():
            if not ln.strip():
                continue
            o = json.loads(ln)
            r0 = o["recipients"][0]
            out.append(("row", cols, [o["queue_name"], o["queue_id"], o["arrival_time"], o["message_size"],
                                      "true" if o["forced_expire"] else "false", o["sender"], r0["address"],
                                      r0.get("delay_reason", "")]))
    elif tmpl == "kadmin_getprinc_rows":
        for blk in text.split("Authenticating as principal"):
            cols, row = [], []
            n = {}
            for ln in blk.splitlines():
                if ": " not in ln or ln.startswith(" root/admin"):
                    continue
                k, v = ln.split(": ", 1)
                n[k] = n.get(k, 0) + 1
                if n[k] > 1:
                    k = "%s %d" % (k, n[k])
                cols.append(k)
                row.append(v)
            if cols and cols[0] == "Principal":
                out.append(("row", cols, row))
    elif tmpl == "xferlog_rows":
        cols = ["current_time", "transfer_time", "remote_host", "file_size", "filename", "transfer_type",
                "special_action_flag", "direction", "access_mode", "username", "service_name",
                "authentication_method", "authenticated_user_id", "completion_status"]
        for ln in text.splitlines():
            p = ln.split()
            if len(p) != 18:
                continue
            cells = [" ".join(p[:5]), int(p[5]), p[6], int(p[7])] + p[8:]
            out.append(("row", cols, cells))
    elif tmpl == "pdnsutil_list_zone_rows":
        cols = ["name", "ttl", "class", "type", "content"]
        for ln in text.splitlines():
            p = ln.split("\t")
            if len(p) == 5:
                out.append(("row", cols, [p[0], int(p[1]), p[2], p[3], p[4]]))
    elif tmpl == "status_v2_client_list_rows":
        cols = None
        for ln in text.splitlines():
            p = ln.split(",")
            if p[:2] == ["HEADER", "CLIENT_LIST"]:
                cols = p[2:]
            elif p[0] == "CLIENT_LIST" and cols:
                cells = [int(c) if re.fullmatch(r"\d+", c) and cols[i] not in ("Common Name", "Username") else c
                         for i, c in enumerate(p[1:])]
                out.append(("row", cols, cells))
    return out


def make_record(unit, sc, cat, look):
    cls = sc["class"]
    infra = cls == "infra"
    src = sc["program"] + REAL
    kind = unit[0]
    if kind == "row":
        cols, row = unit[1], unit[2]
        pieces = [str(c) for c in cols] + [str(c) for c in row]
    elif kind == "block":
        pieces = unit[1]
    else:
        pieces = [unit[1]]
    secrets, private = [], []
    for p in pieces:
        lab = label_text(p, cat, infra)
        for v in sorted(lab, key=lambda v: (p.find(v), v)):
            c = lab[v]
            tgt = secrets if c == "secret" else private
            if v not in secrets and v not in private:
                tgt.append(v)
    listed = secrets + private
    for p in pieces:
        err = audit(p, spans_of(p, listed), cat)
        if err:
            return None, err
    if kind == "row":
        keep = [c for c in cols if keep_ok(c, c, [], cat, set()) and not any(v in c for v in listed)][:6]
        if len(keep) < 2:
            return None, "row keep"
        rec = {"kind": "row", "columns": cols, "row": row}
    else:
        keep = []
        for p in pieces:
            k = pick_keep(p, spans_of(p, listed), cat, ambiguous_of(p), look)
            for t in k:
                if t not in keep and len(keep) < (6 if kind == "line" else 8):
                    keep.append(t)
        rec = {"kind": kind, ("text" if kind == "line" else "lines"): pieces[0] if kind == "line" else pieces}
    rec["secrets"] = secrets
    rec["private"] = private
    rec["keep"] = keep
    rec["class"] = cls
    rec["source"] = src
    if cls == "lookalike":
        if listed:
            return None, "lookalike lists values"
    else:
        need = NEEDS[cls]
        if (need == "secret" and not secrets) or (need == "private" and not private) or not listed:
            return None, "nothing of the needed kind"
    if not 2 <= len(keep) <= 8:
        return None, "keep count %d" % len(keep)
    return rec, None


# ------------------------------------------------------------------ validation
def validate(recs, cat):
    def fail(msg, r):
        raise Fail("%s: %s" % (msg, json.dumps(r, ensure_ascii=False)[:400]))

    if len(recs) != PER_CLASS * len(CLASSES):
        raise Fail("record count %d" % len(recs))
    seen = set()
    for r, tmpl in recs:
        keys = list(r)
        body = {"line": ["text"], "block": ["lines"], "row": ["columns", "row"]}[r["kind"]]
        if keys != ["kind"] + body + ["secrets", "private", "keep", "class", "source"]:
            fail("key order", r)
        s = json.dumps(r, sort_keys=True, ensure_ascii=False)
        if s in seen:
            fail("duplicate", r)
        seen.add(s)
        if r["kind"] == "line":
            pieces = [r["text"]]
        elif r["kind"] == "block":
            pieces = r["lines"]
        else:
            pieces = [str(c) for c in r["columns"]] + [str(c) for c in r["row"]]
            if not all(isinstance(c, (str, int, float)) for c in r["row"]):
                fail("cell type", r)
        listed = r["secrets"] + r["private"]
        if len(set(listed)) != len(listed):
            fail("listed twice", r)
        for v in listed:
            if not any(v in p for p in pieces):
                fail("listed value not verbatim in one piece: %r" % v, r)
        if r["class"] == "lookalike" and listed:
            fail("lookalike lists", r)
        if r["class"] != "lookalike" and not listed:
            fail("nothing listed", r)
        for p in pieces:
            err = audit(p, spans_of(p, listed), cat)
            if err:
                fail("leak audit: " + err, r)
        if not 2 <= len(r["keep"]) <= 8:
            fail("keep count", r)
        for k in r["keep"]:
            ok = False
            for p in pieces:
                if k in p and keep_ok(k, p, spans_of(p, listed), cat, ambiguous_of(p) if r["kind"] != "row" else set()):
                    ok = True
            if not ok:
                fail("bad keep %r" % k, r)
            if any(v in k for v in listed):
                fail("keep contains listed", r)
        if not r["source"].endswith(REAL):
            fail("source", r)
    counts = {}
    for r, tmpl in recs:
        counts[(r["source"], tmpl)] = counts.get((r["source"], tmpl), 0) + 1
    for k, n in counts.items():
        if n > PER_TEMPLATE:
            raise Fail("too many for %s" % (k,))
    for c in CLASSES:
        n = sum(1 for r, _ in recs if r["class"] == c)
        if n != PER_CLASS:
            raise Fail("class %s has %d" % (c, n))


def main():
    if not synthlib.self_test():
        raise Fail("synthlib self-test")
    pj, cat, look = load_planted()
    by_class = {c: [] for c in CLASSES}
    rejected = {}
    for sc in sorted(pj["scenarios"], key=lambda s: (s["class"], s["program"], s["template"])):
        if sc["template"] not in SEL:
            continue
        got, seen_text = [], set()
        for u in units_for(sc):
            key = json.dumps(u, ensure_ascii=False)
            if key in seen_text:
                continue
            seen_text.add(key)
            rec, err = make_record(u, sc, cat, look)
            if rec is None:
                rejected[sc["template"]] = rejected.get(sc["template"], 0) + 1
                continue
            got.append(rec)
            if len(got) == PER_TEMPLATE:
                break
        if got:
            by_class[sc["class"]].append((sc["template"], got))
    records = []
    table = {}
    for c in CLASSES:
        lists = by_class[c]
        chosen = []
        i = 0
        while len(chosen) < PER_CLASS and any(i < len(g) for _, g in lists):
            for tmpl, g in lists:
                if i < len(g) and len(chosen) < PER_CLASS:
                    chosen.append((g[i], tmpl))
            i += 1
        if len(chosen) < PER_CLASS:
            raise Fail("class %s: only %d records available %s" % (c, len(chosen), [(t, len(g)) for t, g in lists]))
        records += chosen
        for r, t in chosen:
            k = (r["source"].replace(REAL, ""), t, c)
            table[k] = table.get(k, 0) + 1
    global_seen = set()
    for r, t in records:
        s = json.dumps(r, sort_keys=True, ensure_ascii=False)
        if s in global_seen:
            raise Fail("duplicate across templates: " + s[:200])
        global_seen.add(s)
    validate(records, cat)
    dev, held = [], []
    for c in CLASSES:
        rs = sorted((r for r, _ in records if r["class"] == c),
                    key=lambda r: hashlib.sha256(json.dumps(r, sort_keys=True, ensure_ascii=False).encode()).hexdigest())
        for i, r in enumerate(rs):
            (dev if i % 2 == 0 else held).append(r)
    out = {}
    for name, rs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rs)
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            f.write(data)
        out[name] = {"records": len(rs), "sha256": hashlib.sha256(data.encode()).hexdigest()}
    summary = {
        "records": len(records),
        "real_share": sum(1 for r, _ in records if r["source"].endswith(REAL)) / len(records),
        "per_class": {c: sum(1 for r, _ in records if r["class"] == c) for c in CLASSES},
        "per_program_template_class": [{"program": k[0], "template": k[1], "class": k[2], "records": n}
                                       for k, n in sorted(table.items())],
        "units_rejected_at_selection": dict(sorted(rejected.items())),
        "files": out,
        "validation": "passed",
    }
    print(json.dumps(summary, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    try:
        main()
    except Fail as e:
        print(json.dumps({"validation": "FAILED", "error": str(e)}, ensure_ascii=False))
        sys.exit(1)
