"""Build dev.jsonl / heldout.jsonl / summary.json from captured/ and validate invariants.
Usage: python3 generate.py OUTDIR [--captured DIR]   (python3 generate.py . only validates the jsonl in .)"""
import json, sys, hashlib, re
from pathlib import Path
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

ANSI = re.compile(r"\x1b\[")

def rec_strings(r):
    if r["kind"] == "line": return [r["text"]]
    if r["kind"] == "block": return list(r["lines"])
    return list(r["columns"]) + list(r["row"])

def spans(strs, labels):
    out = []
    for si, s in enumerate(strs):
        for lab in labels:
            i = s.find(lab)
            while i >= 0:
                out.append((si, i, i + len(lab))); i = s.find(lab, i + 1)
    return out

def covered(sp, si, a, b):
    return any(x == si and x0 <= a and b <= x1 for x, x0, x1 in sp)

def validate(recs):
    errs = []
    ids = set()
    for r in recs:
        rid = r.get("id")
        if rid in ids: errs.append(f"{rid}: duplicate id")
        ids.add(rid)
        for k in ("id", "class", "template", "program", "package", "unit", "kind", "secrets", "private", "keep"):
            if k not in r: errs.append(f"{rid}: missing {k}")
        strs = rec_strings(r)
        if r["kind"] == "block" and not (1 <= len(r["lines"]) <= 16): errs.append(f"{rid}: block size")
        if r["kind"] == "line" and "\n" in r["text"]: errs.append(f"{rid}: newline in line")
        if r["kind"] == "row" and len(r["columns"]) != len(r["row"]): errs.append(f"{rid}: row width")
        for s in strs:
            if "\ufffd" in s: errs.append(f"{rid}: U+FFFD")
            if ANSI.search(s) or "\x1b" in s: errs.append(f"{rid}: ANSI")
        labs = r["secrets"] + r["private"]
        if not labs: errs.append(f"{rid}: no span")
        for lab in labs + r["keep"]:
            if not lab or not any(lab in s for s in strs): errs.append(f"{rid}: label not in record: {lab!r}")
        if not (2 <= len(r["keep"]) <= 8): errs.append(f"{rid}: keep count {len(r['keep'])}")
        sp = spans(strs, labs)
        for kp in spans(strs, r["keep"]):
            si, a, b = kp
            if any(x == si and a < x1 and x0 < b for x, x0, x1 in sp): errs.append(f"{rid}: keep overlaps span: {strs[si][a:b]!r}")
        for sec in r.get("_raw_secrets", []):
            for j in range(0, max(0, len(sec) - 5)):
                ch = sec[j:j + 6]
                for si, s in enumerate(strs):
                    i = s.find(ch)
                    while i >= 0:
                        if not covered(sp, si, i, i + 6): errs.append(f"{rid}: chunk {ch!r} of planted secret outside span"); break
                        i = s.find(ch, i + 1)
    return errs

def split_of(template, n):
    order = sorted(range(1, 9), key=lambda k: hashlib.sha256(f"c37|{template}|{k}".encode()).hexdigest())
    return "dev" if n in order[:4] else "heldout"

LINE_T = {"positional-sox", "infra-wakeonlan", "infra-webfsd", "positional-mini_httpd", "positional-hydra", "encoded-rdjpgcom",
          "no_key-jhead", "no_key-hachoir-metadata", "pii_locale-exiftags", "key_unusual-opusinfo", "positional-coap-client-notls", "no_key-tiffinfo"}

def label(r, pl, ex):
    strs = rec_strings(r)
    inrec = lambda x: x and len(x) >= 2 and any(x in s for s in strs)
    sec = [x for x in dict.fromkeys(pl.get("secrets", []) + pl.get("alt_secrets", []) + ex.get("secrets", [])) if inrec(x)]
    prv = [x for x in dict.fromkeys(pl.get("private", []) + pl.get("alt_private", []) + ex.get("private", [])) if inrec(x) and x not in sec]
    sp = spans(strs, sec + prv)
    keep = []
    for k in dict.fromkeys(ex.get("keep", []) + pl.get("keep", [])):
        if not inrec(k) or k in keep: continue
        if any(x == si and a < x1 and x0 < b for (si, a, b) in spans(strs, [k]) for x, x0, x1 in sp): continue
        keep.append(k)
        if len(keep) == 8: break
    r["secrets"], r["private"], r["keep"] = sec, prv, keep

def build(captured):
    import plants
    recs, pnp, per = [], {}, {}
    for tn in sorted(plants.TEMPLATES):
        t = plants.TEMPLATES[tn]
        for n in range(1, 9):
            ud = captured / tn / str(n)
            if not (ud / "plants.json").exists(): print("MISSING", tn, n); continue
            pl = json.loads((ud / "plants.json").read_text())
            try:
                ex = t["extract"](ud, pl)
            except Exception as e:
                print("EXTRACT FAIL", tn, n, repr(e)); continue
            if ex is None: print("NO RECORD", tn, n); continue
            r = {"id": f"c37-{tn}-{n}", "class": t["cls"], "template": tn, "program": t["program"], "package": t["package"], "unit": n, "kind": ex["kind"]}
            if ex["kind"] == "line": r["text"] = ex["text"]
            elif ex["kind"] == "block": r["lines"] = ex["lines"]
            else: r["columns"], r["row"] = ex["columns"], ex["row"]
            label(r, pl, ex)
            if r["kind"] == "block" and (len(r["lines"]) == 1 or (tn in LINE_T and n % 2 == 1)):
                labs = r["secrets"] + r["private"]
                best = max(r["lines"], key=lambda l: (sum(1 for x in labs if x in l), -r["lines"].index(l)))
                r2 = {k: v for k, v in r.items() if k != "lines"}; r2["kind"] = "line"; r2["text"] = best
                label(r2, pl, ex)
                if len(r2["keep"]) >= 2 and (r2["secrets"] or r2["private"]): r = r2
            strs = rec_strings(r)
            printed_raw = [s for s in pl.get("raw_secrets", [])]
            r["_raw_secrets"] = [s for s in printed_raw if any(s[j:j+6] in x for x in strs for j in range(max(1, len(s) - 5)))]
            missing = [x for x in pl.get("secrets", []) + pl.get("private", []) if not any(x in s for s in strs)]
            if missing: pnp.setdefault(tn, {})[str(n)] = missing
            r["_split"] = split_of(tn, n)
            recs.append(r)
            per.setdefault(tn, {"dev": 0, "heldout": 0})[r["_split"]] += 1
    return recs, pnp, per

def main():
    out = Path(sys.argv[1])
    cap = None
    if "--captured" in sys.argv: cap = Path(sys.argv[sys.argv.index("--captured") + 1])
    if cap:
        recs, pnp, per = build(cap)
        errs = validate(recs)
        for e in errs: print("INVALID", e)
        dev = [r for r in recs if r["_split"] == "dev"]; held = [r for r in recs if r["_split"] == "heldout"]
        for name, rs in (("dev.jsonl", dev), ("heldout.jsonl", held)):
            with open(out / name, "w") as f:
                for r in rs:
                    r2 = {k: v for k, v in r.items() if not k.startswith("_")}
                    f.write(json.dumps(r2, ensure_ascii=False) + "\n")
        # raw secrets kept beside for validation by `generate.py .`
        with open(out / "captured" / "raw_secrets.json", "w") if (out / "captured").is_dir() else open(out / "raw_secrets.json", "w") as f:
            json.dump({r["id"]: r["_raw_secrets"] for r in recs}, f, ensure_ascii=False, indent=0)
        cls = {}
        for r in recs: cls[r["class"]] = cls.get(r["class"], 0) + 1
        summ = {"records": len(recs), "dev": len(dev), "heldout": len(held), "per_class": cls, "per_template": per, "planted_not_printed": pnp, "validation_errors": len(errs)}
        (out / "summary.json").write_text(json.dumps(summ, indent=1, ensure_ascii=False))
        print(json.dumps({k: summ[k] for k in ("records", "dev", "heldout", "per_class", "validation_errors")}))
        sys.exit(1 if errs else 0)
    # validate-only mode
    recs = []
    raw = {}
    for p in (out / "captured" / "raw_secrets.json", out / "raw_secrets.json"):
        if p.exists(): raw = json.loads(p.read_text()); break
    for name in ("dev.jsonl", "heldout.jsonl"):
        for line in open(out / name):
            r = json.loads(line); r["_raw_secrets"] = raw.get(r["id"], []); r["_file"] = name; recs.append(r)
    errs = validate(recs)
    for r in recs:
        if split_of(r["template"], r["unit"]) + ".jsonl" != r["_file"]: errs.append(f"{r['id']}: wrong split")
    for e in errs: print("INVALID", e)
    print(f"{len(recs)} records, {len(errs)} errors")
    sys.exit(1 if errs else 0)

if __name__ == "__main__":
    main()
