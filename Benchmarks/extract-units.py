#!/usr/bin/env python3
"""Extracts the Swift units of Markdown files for the naive verification baseline.

Usage: extract-units.py OUT_DIR FILE.md...

Writes one .swift file per unit (a block, or a whole group concatenated in order) and a
manifest line per unit: `<file> <mode>` where mode is check, run or compile-fail. Ignored
blocks are skipped, as Galley skips them.
"""
import os, re, shlex, sys

def blocks(text):
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"^( {0,3})(`{3,}|~{3,})(.*)$", lines[i])
        if not m:
            i += 1
            continue
        fence, info = m.group(2), m.group(3).strip()
        body = []
        i += 1
        while i < len(lines) and not re.match(r"^ {0,3}" + re.escape(fence[0]) + "{%d,}\\s*$" % len(fence), lines[i]):
            body.append(lines[i])
            i += 1
        i += 1
        yield info, "\n".join(body) + "\n"

def main():
    out, files = sys.argv[1], sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    manifest = []
    n = 0
    for path in files:
        groups = {}
        for info, code in blocks(open(path, encoding="utf-8").read()):
            try:
                words = shlex.split(info)
            except ValueError:
                continue
            if not words or words[0] != "swift" or "ignore" in words:
                continue
            mode = "run" if "run" in words else "compile-fail" if "compile-fail" in words else "check"
            group = next((w.split("=", 1)[1] for w in words if w.startswith("group=")), None)
            if group:
                key = (path, group)
                if key in groups:
                    unit = groups[key]
                    unit["code"] += code
                    if mode == "run":
                        unit["mode"] = "run"
                    continue
                groups[key] = {"code": code, "mode": mode}
                manifest.append(groups[key])
            else:
                manifest.append({"code": code, "mode": mode})
    with open(os.path.join(out, "manifest"), "w") as f:
        for unit in manifest:
            n += 1
            name = os.path.join(out, "unit%04d.swift" % n)
            with open(name, "w") as s:
                s.write(unit["code"])
            f.write("%s %s\n" % (name, unit["mode"]))
    print(n)

if __name__ == "__main__":
    main()
