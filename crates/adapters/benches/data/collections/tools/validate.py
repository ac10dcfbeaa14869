#!/usr/bin/env python3
"""Validate every collection: expected documents exist, expected headings occur as #/##/### heading lines
(outside fenced code blocks) in that document; count questions per kind per split."""
import os, re, json, sys, collections
ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
KINDS = ['error_string', 'symptom', 'command', 'paraphrase', 'multi_part', 'off_topic']
def headings(path):
    hs = set(); inf = False
    for l in open(path, encoding='utf-8'):
        l = l.rstrip('\n')
        if re.match(r'^(```|~~~)', l): inf = not inf; continue
        if inf: continue
        m = re.match(r'^(#{1,3}) (.*?)\s*#*\s*$', l)
        if m: hs.add(m.group(2).strip())
    return hs
errors = 0; table = {}
for c in sorted(os.listdir(ROOT)):
    d = os.path.join(ROOT, c)
    if not os.path.isdir(os.path.join(d, 'docs')): continue
    docs = os.path.join(d, 'docs'); cache = {}
    nfiles = len([f for f in os.listdir(docs) if f.endswith('.md')])
    size = sum(os.path.getsize(os.path.join(docs, f)) for f in os.listdir(docs))
    if not os.path.isfile(os.path.join(d, 'questions.dev.jsonl')): print('NO QUESTIONS', c); errors += 1; continue
    for split in ('dev', 'heldout'):
        p = os.path.join(d, 'questions.%s.jsonl' % split)
        cnt = collections.Counter()
        for i, line in enumerate(open(p, encoding='utf-8'), 1):
            r = json.loads(line)
            assert set(r) == {'question', 'kind', 'expected'}, (p, i)
            k = r['kind']; cnt[k] += 1
            if k not in KINDS: print('BAD KIND', p, i, k); errors += 1
            if (k == 'off_topic') != (r['expected'] == []): print('BAD EXPECTED', p, i); errors += 1
            for e in r['expected']:
                f = os.path.join(docs, e['document'])
                if not os.path.isfile(f): print('MISSING DOC', c, split, i, e['document']); errors += 1; continue
                if f not in cache: cache[f] = headings(f)
                if e['heading'] not in cache[f]: print('MISSING HEADING', c, split, i, e['document'], repr(e['heading'])); errors += 1
        table[(c, split)] = cnt
    print('%-12s files=%d size=%.1fMB' % (c, nfiles, size / 1e6))
print('%-12s %-8s ' % ('collection', 'split') + ' '.join('%12s' % k for k in KINDS) + '  total')
for (c, s), cnt in table.items():
    print('%-12s %-8s ' % (c, s) + ' '.join('%12d' % cnt[k] for k in KINDS) + '  %5d' % sum(cnt.values()))
print('errors:', errors)
sys.exit(1 if errors else 0)
