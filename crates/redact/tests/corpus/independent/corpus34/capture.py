"""Run every template unit with its real program: nice -n 10, inside unshare -n (loopback-only netns)."""
import json, os, shutil, subprocess, sys
from plants import T

BASE = os.path.dirname(os.path.abspath(__file__))
CAP = os.path.join(BASE, "captured")

VERSION_CMD = {
    "tidy": ["tidy", "-v"], "nkf": ["nkf", "--version"], "javaproperties": ["javaproperties", "--version"], "mandoc": None,
    "hjson": None, "ipset": ["ipset", "-v"], "netmask": ["netmask", "--version"], "grepcidr": ["grepcidr", "-V"],
    "clush": ["clush", "--version"], "goaccess": ["goaccess", "--version"], "odbcinst": ["odbcinst", "--version"],
    "pyhocon": None, "ini2toml": ["ini2toml", "--version"], "yaml-paths": ["yaml-paths", "--version"], "dynaconf": ["dynaconf", "--version"],
    "minisign": ["minisign", "-v"], "rhash": ["rhash", "--version"], "hashdeep": ["hashdeep", "-V"], "qpdf": ["qpdf", "--version"],
    "ssdeep": ["ssdeep", "-V"], "mutool": ["mutool", "-v"], "fortune": None, "wdiff": ["wdiff", "--version"],
    "hunspell": ["hunspell", "-v"], "enscript": ["enscript", "--version"], "konwert": None, "kakasi": None,
    "opencc": ["opencc", "--version"], "unidecode": None, "convmv": None, "urlscan": ["urlscan", "--version"],
    "xjobs": ["xjobs", "-V"], "scons": ["scons", "--version"], "jam": ["jam", "-v"], "invoke": ["invoke", "--version"],
    "textql": ["textql", "-version"], "ssconvert": ["ssconvert", "--version"], "csv2md": None, "clevercsv": ["clevercsv", "--version"],
    "frictionless": ["frictionless", "--version"],
}
DEB = {"tidy": "tidy", "nkf": "nkf", "mandoc": "mandoc", "ipset": "ipset", "netmask": "netmask", "grepcidr": "grepcidr", "clush": "clustershell",
       "goaccess": "goaccess", "odbcinst": "odbcinst", "minisign": "minisign", "rhash": "rhash", "hashdeep": "hashdeep", "qpdf": "qpdf",
       "ssdeep": "ssdeep", "mutool": "mupdf-tools", "fortune": "fortune-mod", "wdiff": "wdiff", "hunspell": "hunspell", "enscript": "enscript",
       "konwert": "konwert", "kakasi": "kakasi", "opencc": "opencc", "convmv": "convmv", "urlscan": "urlscan", "xjobs": "xjobs", "scons": "scons",
       "jam": "jam", "textql": "textql", "ssconvert": "gnumeric"}
PYPI = {"javaproperties": "javaproperties-cli", "hjson": "hjson", "pyhocon": "pyhocon", "ini2toml": "ini2toml", "yaml-paths": "yamlpath",
        "dynaconf": "dynaconf", "unidecode": "Unidecode", "invoke": "invoke", "csv2md": "csv2md", "clevercsv": "clevercsv", "frictionless": "frictionless"}

def run(argv, cwd=None, env=None, stdin=None):
    full = ["unshare", "-n", "nice", "-n", "10"] + argv
    p = subprocess.run(full, cwd=cwd, env=env, input=stdin, capture_output=True, timeout=120)
    return p

def versions():
    out = {}
    for prog, vc in VERSION_CMD.items():
        line = ""
        if vc:
            try:
                p = run(vc)
                txt = (p.stdout + p.stderr).decode("utf-8", "replace").strip().splitlines()
                line = next((l.strip() for l in txt if l.strip()), "")
            except Exception as e:
                line = ""
        if prog in DEB:
            v = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", DEB[prog]], capture_output=True, text=True).stdout.strip()
            pkg = f"Debian {DEB[prog]} {v}"
        else:
            v = subprocess.run([sys.executable, "-m", "pip", "show", PYPI[prog]], capture_output=True, text=True).stdout
            v = next((l.split(":", 1)[1].strip() for l in v.splitlines() if l.startswith("Version:")), "?")
            pkg = f"PyPI {PYPI[prog]} {v}"
        if not line:
            line = f"{prog} {v}"
        out[prog] = dict(version_line=line[:120], package=pkg)
    return out

def main(only=None):
    os.makedirs(CAP, exist_ok=True)
    for name, t in T.items():
        if only and only not in name:
            continue
        for n in range(8):
            spec = t["fn"](n)
            d = os.path.join(CAP, name, str(n))
            if os.path.exists(d):
                shutil.rmtree(d)
            ind = os.path.join(d, "in")
            os.makedirs(ind)
            for rel, content in spec["files"].items():
                fp = os.path.join(ind, rel)
                os.makedirs(os.path.dirname(fp), exist_ok=True)
                with open(fp, "wb") as f:
                    f.write(content if isinstance(content, bytes) else content.encode("utf-8"))
            env = dict(os.environ)
            env["HOME"] = os.path.join(d, "home"); os.makedirs(env["HOME"])
            env["LC_ALL"] = "C.UTF-8"
            for k, v in spec.get("env", {}).items():
                env[k] = v.replace("@DIR@", ind)
            p = run(spec["cmd"], cwd=ind, env=env, stdin=spec.get("stdin", "").encode() if spec.get("stdin") else None)
            with open(os.path.join(d, "stdout.txt"), "wb") as f:
                f.write(p.stdout)
            with open(os.path.join(d, "stderr.txt"), "wb") as f:
                f.write(p.stderr)
            with open(os.path.join(d, "run.json"), "w") as f:
                json.dump(dict(cmd=["unshare", "-n", "nice", "-n", "10"] + spec["cmd"], cwd="in", env={k: v for k, v in spec.get("env", {}).items()}, rc=p.returncode), f, ensure_ascii=False)
            ok = p.returncode in spec.get("ok_rc", (0,))
            print(f"{name} {n} rc={p.returncode} out={len(p.stdout)}{'' if ok else ' !!'}", flush=True)
    if not only:
        with open(os.path.join(CAP, "versions.json"), "w") as f:
            json.dump(versions(), f, indent=1, ensure_ascii=False)

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else None)
