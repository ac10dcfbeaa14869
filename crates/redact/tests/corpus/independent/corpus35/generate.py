"""Label captured outputs and write dev.jsonl / heldout.jsonl / summary.json. Fails loudly on any broken invariant.

Labels are never written by hand: every planted value (plants.json of each unit) and its encoded forms
(computed here) are searched in the program output; the longest non-overlapping matches become spans.
"""
import base64, csv, hashlib, html, io, json, quopri, re, shlex, sys, urllib.parse
from pathlib import Path
import plants

OUT = Path(__file__).resolve().parent
CAP = OUT / "captured"
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
MAXLINES = 16


class Fail(Exception):
    pass


def check(cond, msg):
    if not cond:
        raise Fail(msg)


# ------------------------------------------------------------------ encoders
def latex(v):
    m = {"&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_", "{": r"\{", "}": r"\}"}
    return "".join(m.get(c, c) for c in v)


def rtf(v):
    out = []
    for c in v:
        if c in "\\{}":
            out.append("\\" + c)
        elif ord(c) > 127:
            out.append("{\\u%d}" % ord(c))
        else:
            out.append(c)
    return "".join(out)


def pct(v):
    return urllib.parse.quote(v, safe=";/?:@&=+$,-_.!~*'()#")


def forms(v, enc):
    f = {v}
    for e in enc:
        if e == "html":
            for q in (True, False):
                h = html.escape(v, quote=q)
                f |= {h, h.replace("@", "&#64;"), h.replace("&#x27;", "&#39;")}
        elif e == "pct":
            f.add(pct(v))
        elif e == "pct_html":
            f.add(html.escape(pct(v)))
        elif e == "qp":
            f.add(quopri.encodestring(v.encode("utf-8")).decode().rstrip("\n"))
        elif e == "b64":
            f.add(base64.b64encode(v.encode("utf-8")).decode())
        elif e == "latex":
            f.add(latex(v))
        elif e == "rtf":
            f.add(rtf(v))
        elif e == "json":
            f.add(json.dumps(v)[1:-1])
        elif e == "nocolon":
            f.add(v.replace(":", ""))
        elif e == "mimeword":
            f.add(plants.mimeword(v))
        elif e == "shq":
            f.add(shlex.quote(v))
        else:
            raise Fail("unknown encoder " + e)
    return {x for x in f if x}


def isword(c):
    return c.isalnum()


def find_spans(text, planted, enc):
    """planted: list of (value, cat). Returns accepted [(start, end, form, cat)] longest-first, non-overlapping."""
    cands = []
    for v, cat in planted:
        for fm in forms(v, enc):
            if len(fm) < 2 and fm.isascii():
                continue
            i = text.find(fm)
            while i >= 0:
                j = i + len(fm)
                ok = True
                if cat == "private":  # word boundaries for names / hosts / addresses
                    if i > 0 and isword(text[i - 1]) and isword(fm[0]):
                        ok = False
                    if j < len(text) and isword(text[j]) and isword(fm[-1]):
                        ok = False
                    if j < len(text) and text[j] == "." and j + 1 < len(text) and text[j + 1].isdigit() and fm[-1].isdigit():
                        ok = False
                if ok:
                    cands.append((i, j, fm, cat))
                i = text.find(fm, i + 1)
    cands.sort(key=lambda c: (-(c[1] - c[0]), c[0]))
    acc = []
    for c in cands:
        if all(c[1] <= a[0] or c[0] >= a[1] for a in acc):
            acc.append(c)
    return sorted(acc)


def probes(v):
    """6-char alphanumeric chunks of a planted value, to detect partially printed (unlabelled) leftovers."""
    al = re.findall(r"[A-Za-z0-9]{6,}", v)
    return [a[k:k + 6] for a in al for k in range(0, len(a) - 5, 3)]


def keeps_for(text, spans, meta):
    out = []
    cands = [k for k in meta["keep_values"] if k in text]
    for rx in meta["keep_re"] or []:
        for m in re.finditer(rx, text, re.M):
            cands.append(m.group(0))
    labelled = [s[2] for s in spans]
    for k in cands:
        if k in out or not k.strip():
            continue
        if any(k in l or l in k for l in labelled):
            continue
        bad = False
        i = text.find(k)
        while i >= 0:
            if any(not (i + len(k) <= s[0] or i >= s[1]) for s in spans):
                bad = True
            i = text.find(k, i + 1)
        if not bad:
            out.append(k)
    return out[:8]


# ------------------------------------------------------------------ table parsers
def parse_table(kind, text):
    lines = [l for l in text.split("\n") if l.strip()]
    if kind == "csv":
        rows = list(csv.reader(io.StringIO(text)))
        rows = [r for r in rows if any(c.strip("\x0c\r\n ") for c in r)]
        return rows[0], rows[1:]
    if kind == "pipe":
        rows = [l.split("|") for l in lines]
        return rows[0], rows[1:]
    if kind in ("grid", "box"):
        sep = "|" if kind == "grid" else "│"
        rows = [[c.strip() for c in l.strip()[1:-1].split(sep)] for l in lines if l.strip().startswith(sep)]
        return rows[0], rows[1:]
    if kind == "fixed":
        head, dash = lines[0], lines[1]
        starts = [m.start() for m in re.finditer(r"-+", dash)]
        ends = starts[1:] + [None]
        cut = lambda l: [l[a:b].strip() for a, b in zip(starts, ends)]
        return cut(head), [cut(l) for l in lines[2:]]
    raise Fail("parser " + kind)


# ------------------------------------------------------------------ per unit
def load_text(ud, meta):
    if meta.get("output"):
        raw = (ud / "input" / meta["output"]).read_bytes()
        if meta.get("header_only"):
            raw = raw.split(b"\n\n", 1)[0] + b"\n"
    else:
        raw = (ud / ("%s.txt" % (meta.get("stream") or "stdout"))).read_bytes()
    text = raw.decode("utf-8")
    if meta.get("strip_ansi"):
        text = ANSI.sub("", text)
    check("\x1b" not in text, "ANSI left in %s" % ud)
    return text


def all_output(ud, meta):
    parts = [(ud / "stdout.txt").read_bytes(), (ud / "stderr.txt").read_bytes()]
    if meta.get("output") and (ud / "input" / meta["output"]).exists():
        parts.append((ud / "input" / meta["output"]).read_bytes())
    return ANSI.sub("", b"\n".join(parts).decode("utf-8", errors="replace"))


def unit_record(template, n, vers):
    ud = CAP / template / str(n)
    meta = json.loads((ud / "plants.json").read_text())
    planted = [(v, "secret") for v in meta["secrets"]] + [(v, "private") for v in meta["private"]]
    enc = meta["enc"] or []
    text = load_text(ud, meta)
    cls = plants.TEMPLATES[template][0]
    rec = {"class": cls, "source": vers[template]["source"]}
    full = all_output(ud, meta)
    not_printed = [(c, v) for v, c in planted if not any(fm in full for fm in forms(v, enc))]

    def label(s):
        sp = find_spans(s, planted, enc)
        return sp

    def leftovers(s, sp):
        for v, c in planted:
            if c != "secret":
                continue
            for pr in probes(v):
                i = s.find(pr)
                while i >= 0:
                    if not any(a[0] <= i and i + len(pr) <= a[1] for a in sp):
                        raise Fail("%s/%d: unlabelled leftover %r of %r in %r" % (template, n, pr, v, s[max(0, i - 40):i + 40]))
                    i = s.find(pr, i + 1)

    kind = meta["kind"]
    if kind == "row":
        cols, rows = parse_table(meta["parse"], text)
        best = None
        for r in rows:
            check(len(r) == len(cols), "%s/%d row width %d != %d" % (template, n, len(r), len(cols)))
            sps = [label(c) for c in r]
            ks = []
            for c, sp in zip(r, sps):
                ks += keeps_for(c, sp, meta)
            score = sum(len(s) for s in sps)
            if len(ks) >= 2 and (best is None or score > best[0]):
                best = (score, r, sps, ks)
        check(best and best[0] > 0, "%s/%d no labelled row" % (template, n))
        _, r, sps, ks = best
        for c, sp in zip(r, sps):
            leftovers(c, sp)
        flat = [s for sp in sps for s in sp]
        rec.update(kind="row", table=meta["table"], columns=cols, row=r)
        cells = r
    else:
        lines = text.rstrip("\n").split("\n")
        best = None
        if kind == "line":
            wins = [(i, i + 1) for i in range(len(lines))]
        else:
            L = min(MAXLINES, len(lines))
            wins = [(i, i + L) for i in range(0, len(lines) - L + 1)]
        for a, b in wins:
            wl = lines[a:b]
            while wl and not wl[0].strip():
                wl = wl[1:]
            while wl and not wl[-1].strip():
                wl = wl[:-1]
            s = "\n".join(wl)
            sp = label(s)
            ks = keeps_for(s, sp, meta)
            if len(ks) >= 2 and sp and (best is None or len(sp) > best[0]):
                best = (len(sp), wl, sp, ks)
        check(best, "%s/%d: no window with spans and >=2 keeps" % (template, n))
        _, wl, sp, ks = best
        s = "\n".join(wl)
        leftovers(s, sp)
        flat = sp
        if kind == "line":
            rec.update(kind="line", text=wl[0])
        else:
            rec.update(kind="block", lines=wl)
        cells = wl
    secrets = sorted({f for _, _, f, c in flat if c == "secret"}, key=lambda x: (len(x), x))
    private = sorted({f for _, _, f, c in flat if c == "private"}, key=lambda x: (len(x), x))
    rec.update(secrets=secrets, private=private, keep=ks)
    validate(rec, template, n)
    return rec, not_printed


def validate(rec, template, n):
    where = "%s/%d" % (template, n)
    if rec["kind"] == "row":
        parts = rec["row"]
        check(len(rec["columns"]) == len(rec["row"]), where + " columns/row")
    elif rec["kind"] == "block":
        parts = rec["lines"]
        check(1 <= len(parts) <= MAXLINES, where + " block length")
    else:
        parts = [rec["text"]]
        check("\n" not in rec["text"], where + " newline in line")
    joined = "\n".join(parts)
    check("\ufffd" not in joined and "\x1b" not in joined, where + " bad chars")
    check(rec["secrets"] or rec["private"], where + " nothing labelled")
    for s in rec["secrets"] + rec["private"]:
        check(any(s in p for p in parts), where + " span not substring: %r" % s)
    check(2 <= len(rec["keep"]) <= 8, where + " keep count %d" % len(rec["keep"]))
    for k in rec["keep"]:
        check(any(k in p for p in parts), where + " keep not in text %r" % k)
        for s in rec["secrets"] + rec["private"]:
            check(k not in s and s not in k, where + " keep %r overlaps span %r" % (k, s))


OVERRIDE = {"lookalike-signify": "signify-openbsd 31", "rows-xls2csv": "xls2csv (catdoc 0.95)",
            "infra-nodeattr": "nodeattr (genders 1.22)", "positional-poe": "poe (poethepoet 0.49.0)",
            "key_unusual-kdlreformat": "kdlreformat (kdl-py 1.2.0)", "rows-pyexcel": "pyexcel view (pyexcel-cli 0.0.3)",
            "encoded-pygmentize": "Pygments version 2.21.0", "infra-hostgrep": "hostgrep Version 2.3.0",
            "rows-jtbl": "jtbl version 1.6.0", "positional-mktorrent": "mktorrent 1.1",
            "pii_locale-bibtool": "BibTool Vers. 2.68", "no_key-txt2tags": "txt2tags version 3.4",
            "lookalike-zsyncmake": "zsync v0.6.2 (zsyncmake)", "pii_locale-bib2xml": "bib2xml, bibutils suite version 7.2"}


def version_string(t, x):
    if t in OVERRIDE:
        return OVERRIDE[t]
    line = (x["version_output"].splitlines() or [""])[0].strip()
    if re.fullmatch(r"[\d.]+", line):
        return "%s %s" % (x["program"], line)
    return line


def main():
    vers = json.loads((CAP / "versions.json").read_text())
    for t, x in vers.items():
        x["source"] = "%s (%s %s %s), template c35-%s [real software run on this machine, see captured/]" % (
            version_string(t, x), x["registry"], x["package"], x["package_version"], t)
    errors = []
    dev, held, summary = [], [], {"per_template": {}, "planted_not_printed": {}, "totals": {}}
    for t, (cls, prog, reg, pkg, _, _) in plants.TEMPLATES.items():
        order = sorted(range(1, 9), key=lambda n: hashlib.sha256(("c35|%s|%d" % (t, n)).encode()).hexdigest())
        dset = set(order[:4])
        cnt = {"dev": 0, "heldout": 0, "program": prog, "package": "%s %s %s" % (reg, pkg, vers[t]["package_version"]),
               "dev_units": sorted(dset), "heldout_units": sorted(order[4:])}
        for n in range(1, 9):
            try:
                rec, np_ = unit_record(t, n, vers)
            except Fail as e:
                errors.append(str(e))
                continue
            if np_:
                summary["planted_not_printed"].setdefault(t, {})[str(n)] = [{"category": c, "value": v} for c, v in np_]
            if n in dset:
                dev.append(rec); cnt["dev"] += 1
            else:
                held.append(rec); cnt["heldout"] += 1
        summary["per_template"][t] = cnt
    for e in errors:
        print("ERROR", e[:400], file=sys.stderr)
    check(not errors, "%d unit errors" % len(errors))
    check(len(dev) == 160 and len(held) == 160, "split sizes %d/%d" % (len(dev), len(held)))
    check(len(plants.TEMPLATES) == 40, "templates")
    classes = {}
    for v in plants.TEMPLATES.values():
        classes[v[0]] = classes.get(v[0], 0) + 1
    check(len(classes) == 8 and all(c == 5 for c in classes.values()), "classes %r" % classes)
    summary["totals"] = {"records": len(dev) + len(held), "dev": len(dev), "heldout": len(held),
                         "by_class": {c: sum(1 for r in dev + held if r["class"] == c) for c in classes},
                         "by_kind": {k: sum(1 for r in dev + held if r["kind"] == k) for k in ("line", "block", "row")},
                         "secret_spans": sum(len(r["secrets"]) for r in dev + held),
                         "private_spans": sum(len(r["private"]) for r in dev + held)}
    for name, recs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
        with open(OUT / name, "w", encoding="utf-8") as f:
            for r in recs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    (OUT / "summary.json").write_text(json.dumps(summary, indent=1, ensure_ascii=False))
    print(json.dumps(summary["totals"], indent=1))


if __name__ == "__main__":
    try:
        main()
    except Fail as e:
        print("INVARIANT FAILED:", e, file=sys.stderr)
        sys.exit(1)
