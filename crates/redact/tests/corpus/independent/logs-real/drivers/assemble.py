"""Caps over-represented classes, chooses the dev/heldout split by source software (searching all
partitions for the most balanced size and class mix), adds ~15% clean lines, validates, writes JSONL."""
import collections, itertools, json, random, sys

ROOT = "/tmp/logs-real"
OUT = sys.argv[1] if len(sys.argv) > 1 else f"{ROOT}/out"
d = json.load(open(f"{ROOT}/work/labelled.json"))
# curl -v was run against the nginx instance with the same planted values: keep them together
d["nginx"]["dirty"] += d.pop("curl")["dirty"]
CLASSES = ["encoded", "positional", "key_unusual", "no_key", "pii_locale", "hashes", "infra", "mixed", "clean"]
rnd = random.Random(7)


def spread(recs, n):
    """pick n records round-robin over their sources (keeps every log format represented)"""
    by = collections.defaultdict(list)
    for r in recs:
        by[r["source"]].append(r)
    for v in by.values():
        rnd.shuffle(v)
    out = []
    while len(out) < n and any(by.values()):
        for k in sorted(by):
            if by[k] and len(out) < n:
                out.append(by[k].pop())
    return out


CAP = {"encoded": 22, "mixed": 34}
groups = {}
for g, r in d.items():
    byc = collections.defaultdict(list)
    for x in r["dirty"]:
        byc[x["class"]].append(x)
    non_infra = sum(len(v) for c, v in byc.items() if c != "infra")
    keep = []
    for c, v in byc.items():
        cap = CAP.get(c, 10 ** 6)
        if c == "infra":
            cap = max(14, int(0.4 * non_infra))
        keep += spread(v, min(cap, len(v)))
    groups[g] = {"dirty": keep, "clean": r["clean"]}


def counts(gs):
    c = collections.Counter()
    for g in gs:
        for x in groups[g]["dirty"]:
            c[x["class"]] += 1
    return c


names = sorted(groups)
best = None
for mask in range(1, 2 ** len(names) - 1):
    A = [n for i, n in enumerate(names) if mask >> i & 1]
    B = [n for n in names if n not in A]
    if "redis" not in A:  # symmetry
        continue
    ca, cb = counts(A), counts(B)
    na, nb = sum(ca.values()), sum(cb.values())
    score = abs(na - nb) / (na + nb) * 3
    for c in CLASSES[:-1]:
        score += abs(ca[c] / na - cb[c] / nb)
        if ca[c] < 4 or cb[c] < 4:
            score += 0.5
    cla = sum(len(groups[g]["clean"]) for g in A)
    clb = sum(len(groups[g]["clean"]) for g in B)
    score += 4 * (max(0, 0.15 / 0.85 * na - cla) / na + max(0, 0.15 / 0.85 * nb - clb) / nb)
    if best is None or score < best[0]:
        best = (score, A, B)
score, A, B = best
print("split score", round(score, 3), "dev:", A, "heldout:", B)


def validate(x):
    text = x.get("text") if x["kind"] == "line" else "\n".join(x["lines"])
    for v in x["secrets"] + x["private"]:
        assert v in text, (v, text[:200])
        assert len(v) >= 6, v
    for k in x["keep"]:
        assert k in text, (k, text[:200])
        for v in x["secrets"] + x["private"]:
            assert k not in v and v not in k, (k, v)
    assert not set(x["secrets"]) & set(x["private"])
    assert x["class"] in CLASSES
    if x["class"] == "clean":
        assert not x["secrets"] and not x["private"] and len(x["keep"]) >= 3


stats = {}
for name, gs in (("dev", A), ("heldout", B)):
    dirty = [x for g in gs for x in groups[g]["dirty"]]
    pool = [x for g in gs for x in groups[g]["clean"]]
    n_clean = min(len(pool), round(0.15 / 0.85 * len(dirty)))
    recs = dirty + spread(pool, n_clean)
    recs.sort(key=lambda x: (x["source"], x.get("text") or x["lines"][0]))
    order = ["kind", "text", "lines", "secrets", "private", "keep", "class", "source"]
    with open(f"{OUT}/{name}.jsonl", "w") as f:
        for x in recs:
            validate(x)
            f.write(json.dumps({k: x[k] for k in order if k in x}, ensure_ascii=False) + "\n")
    c = collections.Counter(x["class"] for x in recs)
    src = collections.Counter(x["source"] for x in recs)
    stats[name] = {"groups": gs, "total": len(recs), "classes": {k: c.get(k, 0) for k in CLASSES}, "sources": dict(sorted(src.items()))}
    print(name, len(recs), {k: c.get(k, 0) for k in CLASSES})
json.dump(stats, open(f"{ROOT}/work/stats.json", "w"), indent=1)
