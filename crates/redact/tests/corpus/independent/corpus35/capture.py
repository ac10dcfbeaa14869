"""Run every template unit: write inputs, run the program under `unshare -n nice -n 10`, keep everything.

captured/<template>/<n>/input/   inputs (and files the program wrote)
captured/<template>/<n>/run.json argv, env, cwd, return codes (setup steps too)
captured/<template>/<n>/stdout.txt, stderr.txt; setup_<k>_{stdout,stderr}.txt
captured/versions.json            version output of every program
Usage: python3 capture.py [template ...]
"""
import json, os, shutil, subprocess, sys
from pathlib import Path
import plants

OUT = Path(__file__).resolve().parent
CAP = OUT / "captured"
PREFIX = ["unshare", "-n", "nice", "-n", "10"]
UNITS = range(1, 9)


def env_for(cwd):
    return {"PATH": "/tmp/c35run/venv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
            "HOME": str(cwd), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "COLUMNS": "200", "TERM": "xterm",
            "TZ": "UTC", "SOURCE_DATE_EPOCH": "1765100000", "NO_COLOR": ""}


def run(argv, cwd, env):
    p = subprocess.run(PREFIX + argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL, capture_output=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def capture(template, n):
    ud = CAP / template / str(n)
    if ud.exists():
        shutil.rmtree(ud)
    inp = ud / "input"
    inp.mkdir(parents=True)
    spec = plants.build(template, n, inp)
    env = env_for(inp)
    env = {k: v for k, v in env.items() if v != ""}
    rec = {"template": template, "unit": n, "cwd": str(inp), "env": env, "prefix": PREFIX, "setup": []}
    for k, argv in enumerate(spec["setup"]):
        rc, o, e = run(argv, inp, env)
        (ud / ("setup_%d_stdout.txt" % k)).write_bytes(o)
        (ud / ("setup_%d_stderr.txt" % k)).write_bytes(e)
        rec["setup"].append({"argv": argv, "returncode": rc})
        if rc != 0:
            print("SETUP FAIL", template, n, argv, e.decode(errors="replace")[:300])
    rc, o, e = run(spec["argv"], inp, env)
    (ud / "stdout.txt").write_bytes(o)
    (ud / "stderr.txt").write_bytes(e)
    rec.update(argv=spec["argv"], returncode=rc, output_file=spec.get("output"))
    (ud / "run.json").write_text(json.dumps(rec, indent=1, ensure_ascii=False))
    meta = {k: spec.get(k) for k in ("kind", "enc", "keep_re", "output", "header_only", "strip_ansi", "parse", "table", "stream",
                                     "secrets", "private", "keep_values")}
    (ud / "plants.json").write_text(json.dumps(meta, indent=1, ensure_ascii=False))
    return rc


def versions():
    vers = {}
    for t, (cls, prog, reg, pkg, vargv, _) in plants.TEMPLATES.items():
        p = subprocess.run(PREFIX + vargv, capture_output=True, timeout=60, env=env_for(Path("/tmp")))
        txt = (p.stdout + p.stderr).decode(errors="replace").strip()
        dq = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", pkg], capture_output=True) if reg == "Debian" else None
        if reg == "PyPI":
            pv = subprocess.run(["/tmp/c35run/venv/bin/pip", "show", pkg], capture_output=True).stdout.decode()
            pver = [l.split(":", 1)[1].strip() for l in pv.splitlines() if l.startswith("Version:")][0]
        else:
            pver = dq.stdout.decode()
        vers[t] = {"program": prog, "registry": reg, "package": pkg, "package_version": pver,
                   "version_argv": vargv, "version_output": txt[:2000]}
    (CAP / "versions.json").write_text(json.dumps(vers, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    CAP.mkdir(exist_ok=True)
    ts = sys.argv[1:] or list(plants.TEMPLATES)
    for t in ts:
        for n in UNITS:
            rc = capture(t, n)
            if rc != 0:
                print("rc", rc, t, n)
    if not sys.argv[1:]:
        versions()
