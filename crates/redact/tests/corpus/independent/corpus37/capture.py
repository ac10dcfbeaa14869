"""Run every template's setup+capture steps: each step is `unshare -n nice -n 10 <argv>` in the unit input dir."""
import json, os, subprocess, sys, time, shutil
from pathlib import Path
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import plants
from values import V

PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

def run_unit(root, tname, n):
    t = plants.TEMPLATES[tname]
    ud = root / tname / str(n)
    if ud.exists(): shutil.rmtree(ud)
    ind = ud / "input"; ind.mkdir(parents=True)
    v = V(tname, n)
    spec = t["setup"](v, ind)
    runs = []
    env = {"LANG": "C.UTF-8", "TZ": "UTC", "COLUMNS": "200", "HOME": str(ind), "PATH": PATH + ":" + str(HERE.parent / "venv" / "bin")}
    env.update(spec.get("env", {}))
    for i, argv in enumerate(spec["steps"]):
        full = ["unshare", "-n", "nice", "-n", "10"] + argv
        t0 = time.time()
        try:
            p = subprocess.run(full, cwd=ind, env=env, capture_output=True, timeout=spec.get("timeout", 90),
                               input=spec.get("stdin", {}).get(i, b""))
            rc, out, err = p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired as e:
            rc, out, err = "timeout", e.stdout or b"", e.stderr or b""
        (ud / f"step{i}.stdout").write_bytes(out)
        (ud / f"step{i}.stderr").write_bytes(err)
        runs.append({"step": i, "argv": full, "rc": rc, "seconds": round(time.time() - t0, 2)})
    (ud / "run.json").write_text(json.dumps({"template": tname, "unit": n, "seed": v.seed, "env": {k: env[k] for k in ("LANG", "TZ", "COLUMNS", "HOME")}, "steps": runs}, indent=1, ensure_ascii=False))
    (ud / "plants.json").write_text(json.dumps(spec["plants"], indent=1, ensure_ascii=False))
    return runs

if __name__ == "__main__":
    root = Path(sys.argv[1]); root.mkdir(parents=True, exist_ok=True)
    names = sys.argv[2:] or sorted(plants.TEMPLATES)
    for tn in names:
        for n in range(1, 9):
            runs = run_unit(root, tn, n)
            bad = [r for r in runs if r["rc"] not in (0,) and not plants.TEMPLATES[tn].get("rc_ok")]
            print(tn, n, "rc:", [r["rc"] for r in runs], flush=True)
