#!/usr/bin/env python3
"""Generates one sample line per gitleaks rule, the way gitleaks' own rule generator does: a random secret
drawn from the rule's regex, embedded in a `name = "value"`-style line under the rule's keyword (or the bare
token); every line is then confirmed by the gitleaks binary itself, and the secret gitleaks reports is the
planted value. Writes dev.jsonl and heldout.jsonl (split by rule) into the current directory.

    python3 generate.py GITLEAKS_TOML GITLEAKS_BINARY [SEED]

Not run in CI: its inputs are gitleaks' default configuration and binary (see README.md).
"""
import hashlib, json, random, re, string, subprocess, sys, tomllib
import re._parser as sp
import re._constants as sc

R = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 8301)
CONFIG = sys.argv[1]
GITLEAKS = sys.argv[2]

PRINTABLE = [chr(c) for c in range(33, 127)]
WORD = string.ascii_letters + string.digits + "_"

def chars_of(items):
    """The characters an IN node allows (a positive class; negated classes pick from printable)."""
    negate = False
    allowed = set()
    for op, av in items:
        if op == sc.NEGATE:
            negate = True
        elif op == sc.LITERAL:
            allowed.add(chr(av))
        elif op == sc.RANGE:
            lo, hi = av
            allowed.update(chr(c) for c in range(lo, min(hi, 0x7e) + 1))
        elif op == sc.CATEGORY:
            if av == sc.CATEGORY_DIGIT: allowed.update(string.digits)
            elif av == sc.CATEGORY_WORD: allowed.update(WORD)
            elif av == sc.CATEGORY_SPACE: allowed.add(" ")
            elif av == sc.CATEGORY_NOT_SPACE: allowed.update(string.ascii_letters + string.digits)
            elif av == sc.CATEGORY_NOT_DIGIT: allowed.update(string.ascii_letters)
            elif av == sc.CATEGORY_NOT_WORD: allowed.update(" -.")
    if negate:
        return [c for c in string.ascii_letters + string.digits if c not in allowed] or ["x"]
    out = sorted(c for c in allowed if c not in "\n\r\t\x0b\x0c")
    return out or [" "]

def gen(tree, out, groups, depth=0):
    for op, av in tree:
        if op == sc.LITERAL:
            out.append(chr(av))
        elif op == sc.NOT_LITERAL:
            out.append(R.choice([c for c in string.ascii_letters if c != chr(av)]))
        elif op == sc.ANY:
            out.append(R.choice(string.ascii_letters + string.digits))
        elif op == sc.IN:
            out.append(R.choice(chars_of(av)))
        elif op in (sc.MAX_REPEAT, sc.MIN_REPEAT, sc.POSSESSIVE_REPEAT):
            lo, hi, sub = av
            if hi == sc.MAXREPEAT:
                hi = lo + 12
            # Secrets: prefer realistic lengths (upper half); context: short.
            n = R.randint(lo, hi) if depth else R.randint(lo, min(hi, lo + 2))
            for _ in range(n):
                gen(sub, out, groups, depth)
        elif op == sc.SUBPATTERN:
            group, _add, _del, sub = av
            start = len("".join(out))
            gen(sub, out, groups, depth + (1 if group else 0))
            if group:
                groups[group] = (start, len("".join(out)))
        elif op == sc.BRANCH:
            _, branches = av
            gen(R.choice(branches), out, groups, depth)
        elif op in (sc.AT, sc.ASSERT, sc.ASSERT_NOT):
            pass
        elif op == sc.GROUPREF:
            pass
        elif op == sc.CATEGORY:
            out.append(R.choice(chars_of([(op, av)])))
        else:
            raise ValueError(f"unsupported {op}")

def to_python(rx):
    rx = rx.replace("(?i)", "").replace("\\z", "$").replace("(?-i:", "(?:")
    rx = re.sub(r"\[\[:(\w+):\]\]", lambda m: {"alnum": "[A-Za-z0-9]", "alpha": "[A-Za-z]", "digit": "[0-9]"}.get(m.group(1), "[A-Za-z0-9]"), rx)
    return rx

def secret_from(rule):
    rx = to_python(rule["regex"])
    tree = sp.parse(rx)
    out, groups = [], {}
    gen(tree, out, groups, 0)
    text = "".join(out)
    g = rule.get("secretGroup", 1)
    if g in groups:
        s, e = groups[g]
        return text[s:e], text
    return text, text

TEMPLATES = [
    '{ident}_api_token = "{secret}"',
    '{ident}_secret: {secret}',
    'export {IDENT}_TOKEN={secret}',
    '"{ident}_key": "{secret}"',
    '{ident}Token := "{secret}"',
    '{ident}_api_key={secret}',
    "{ident}.token = '{secret}'",
    '<{ident}Token>{secret}</{ident}Token>',
    '{secret}',
]


def gitleaks_batch(lines):
    import tempfile, os
    with tempfile.TemporaryDirectory() as d:
        report = os.path.join(d, "r.json")
        subprocess.run([GITLEAKS, "stdin", "--no-banner", "--no-color", "-f", "json", "-r", report, "-c", CONFIG, "-l", "error"],
                       input=("\n".join(lines) + "\n").encode(), capture_output=True)
        try:
            return json.load(open(report))
        except Exception:
            return []

def main():
    rules = [r for r in tomllib.load(open(CONFIG, "rb"))["rules"] if "regex" in r]
    done = {}
    for round_ in range(40):
        batch = []
        for i, rule in enumerate(rules):
            if rule["id"] in done:
                continue
            ident = (rule.get("keywords") or [rule["id"].split("-")[0]])[0]
            ident = re.sub(r"[^A-Za-z0-9]", "", ident) or "svc"
            try:
                secret, whole = secret_from(rule)
            except Exception as e:
                continue
            if "\n" in secret or "\n" in whole:
                continue
            template = TEMPLATES[(round_ + i) % len(TEMPLATES)] if round_ < 30 else None
            line = template.format(ident=ident, IDENT=ident.upper(), secret=secret) if template else whole
            batch.append((rule["id"], line))
        if not batch:
            break
        findings = gitleaks_batch([l for _, l in batch])
        by_line = {}
        for f in findings:
            by_line.setdefault(f["StartLine"], []).append(f)
        for n, (rid, line) in enumerate(batch, start=1):
            secrets = sorted({f["Secret"] for f in by_line.get(n, []) if f["RuleID"] == rid})
            if secrets and rid not in done:
                done[rid] = {"rule": rid, "text": line, "secrets": secrets}
        print(f"# round {round_}: {len(done)} of {len(rules)}", file=sys.stderr)
    halves = {"dev": [], "heldout": []}
    for rule in rules:
        if rule["id"] not in done:
            print(f"# {rule['id']}: no confirmed sample", file=sys.stderr)
            continue
        sample = done[rule["id"]]
        # The split is by rule, fixed by the rule id's hash: a held-out rule's format is never seen in dev.
        half = "dev" if hashlib.sha256(rule["id"].encode()).digest()[0] % 2 == 0 else "heldout"
        halves[half].append({"kind": "line", "text": sample["text"], "secrets": sample["secrets"], "private": [],
                             "keep": [], "class": "vendor_sample", "source": "gitleaks 8.30.1 rule " + rule["id"]})
    for half, records in halves.items():
        with open(f"{half}.jsonl", "w") as out:
            for record in records:
                out.write(json.dumps(record) + "\n")

main()
