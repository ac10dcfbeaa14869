#!/usr/bin/env python3
"""Run every corpus36 unit: write synthetic inputs, run the setup/capture argv under
`unshare -n nice -n 10`, one at a time, and store raw stdout/stderr, run.json and plants.json.

usage: capture.py [OUTDIR] [template-substring ...]"""
import json, os, shutil, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import plants  # noqa: E402

OUT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "out"))
FILTERS = sys.argv[2:]
PREFIX = ["unshare", "-n", "nice", "-n", "10"]
PATH = "/tmp/c36run/venv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


def env_for(home):
    return {"LANG": "C.UTF-8", "TZ": "UTC", "COLUMNS": "200", "HOME": home, "PATH": PATH}


def run_unit(name, n):
    spec = plants.T[name]
    u = plants.U(name, n)
    spec["fn"](u)
    udir = os.path.join(OUT, "captured", name, str(n))
    shutil.rmtree(udir, ignore_errors=True)
    idir = os.path.join(udir, "input")
    os.makedirs(idir)
    for fn, content in u.files.items():
        p = os.path.join(idir, fn)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as fh:
            fh.write(content if isinstance(content, bytes) else content.encode())
    env = env_for(idir)
    steps = []
    for i, argv in enumerate(u.steps):
        last = i == len(u.steps) - 1
        t0 = time.time()
        try:
            cp = subprocess.run(PREFIX + argv, cwd=idir, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                                timeout=180)
            rc, so, se = cp.returncode, cp.stdout, cp.stderr
        except subprocess.TimeoutExpired as e:
            rc, so, se = "timeout", e.stdout or b"", e.stderr or b""
        rec = {"role": "capture" if last else "setup", "argv": PREFIX + argv, "exit_code": rc,
               "seconds": round(time.time() - t0, 2)}
        if last:
            open(os.path.join(udir, "stdout.txt"), "wb").write(so)
            open(os.path.join(udir, "stderr.txt"), "wb").write(se)
        else:
            for suf, data in (("stdout", so), ("stderr", se)):
                if data:
                    open(os.path.join(udir, f"setup{i + 1}.{suf}.txt"), "wb").write(data[:20000])
        steps.append(rec)
    for c in u.cleanup:
        shutil.rmtree(os.path.join(idir, c), ignore_errors=True)
    json.dump({"template": name, "unit": n, "cwd": "input (also HOME)", "env": env, "steps": steps},
              open(os.path.join(udir, "run.json"), "w"), indent=1, ensure_ascii=False)
    json.dump(u.plants(), open(os.path.join(udir, "plants.json"), "w"), indent=1, ensure_ascii=False)
    return steps[-1]["exit_code"]


def pack(name):
    """Keep the corpus small: each template's unit directories go into captured/<template>.tar.gz."""
    import tarfile
    src = os.path.join(OUT, "captured", name)
    dst = src + ".tar.gz"
    with tarfile.open(dst, "w:gz", compresslevel=9) as tf:
        for root, dirs, files in sorted(os.walk(src)):
            dirs.sort()
            for fn in sorted(files):
                p = os.path.join(root, fn)
                ti = tf.gettarinfo(p, arcname=os.path.relpath(p, os.path.join(OUT, "captured")))
                ti.mtime, ti.uid, ti.gid, ti.uname, ti.gname = 0, 0, 0, "", ""
                with open(p, "rb") as fh:
                    tf.addfile(ti, fh)
    shutil.rmtree(src)


def versions():
    vj = {}
    for name, spec in plants.T.items():
        try:
            cp = subprocess.run(PREFIX + spec["version_cmd"], env=env_for("/tmp/c36run"), capture_output=True, timeout=60,
                                stdin=subprocess.DEVNULL)
            txt = (cp.stdout or cp.stderr).decode("utf-8", "replace").strip()
        except Exception as e:  # noqa
            txt = "error: %s" % e
        lines = [l for l in txt.splitlines() if l.strip()]
        vj[spec["program"]] = lines[0].strip() if lines else ""
    json.dump(vj, open(os.path.join(OUT, "captured", "versions.json"), "w"), indent=1, ensure_ascii=False)
    pk = sorted({s["package"].split()[0] for s in plants.T.values() if "pip" not in s["package"]})
    cp = subprocess.run(["dpkg-query", "-W", "-f", "${Package}\t${Version}\n"] + pk + ["vorbis-tools", "iproute2"],
                        capture_output=True)
    open(os.path.join(OUT, "captured", "dpkg-versions.txt"), "wb").write(cp.stdout)
    cp = subprocess.run(["/tmp/c36run/venv/bin/pip", "freeze"], capture_output=True)
    open(os.path.join(OUT, "captured", "pip-freeze.txt"), "wb").write(cp.stdout)


def main():
    os.makedirs(os.path.join(OUT, "captured"), exist_ok=True)
    names = [t for t in plants.T if not FILTERS or any(f in t for f in FILTERS)]
    for name in names:
        codes = [run_unit(name, n) for n in range(1, 9)]
        print(name, codes, flush=True)
        pack(name)
    if not FILTERS:
        versions()


if __name__ == "__main__":
    main()
