import sys, re
def norm(text, cap=3):
    lines = text.split('\n')
    infence = False; levels = []
    for l in lines:
        if re.match(r'^(```|~~~)', l): infence = not infence; continue
        if not infence:
            m = re.match(r'^(#{1,6}) ', l)
            if m: levels.append(len(m.group(1)))
    shift = (min(levels) - 1) if levels else 0
    out = []; infence = False
    for l in lines:
        if re.match(r'^(```|~~~)', l): infence = not infence; out.append(l); continue
        if not infence:
            m = re.match(r'^(#{1,6}) (.*)$', l)
            if m:
                lv = min(cap, len(m.group(1)) - shift)
                l = '#' * lv + ' ' + m.group(2).strip()
        out.append(l)
    t = '\n'.join(out)
    t = re.sub(r'\n{3,}', '\n\n', t).strip() + '\n'
    return t
if __name__ == '__main__':
    p = sys.argv[1]
    t = open(p).read()
    open(p, 'w').write(norm(t))
