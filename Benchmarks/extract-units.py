#!/usr/bin/env python3
"""Extracts the Swift units of Markdown files for the naive verification baseline.

Usage: extract-units.py OUT_DIR FILE.md...

Writes one .swift file per unit (a block, or a whole group concatenated in order) and a
manifest line per unit: `<file> <mode>` where mode is check, run or compile-fail. Ignored
blocks are skipped, as Galley skips them.

A tutorial's steps (`layout: tutorial`; `swift step file=NAME.swift` blocks, one step being the
blocks that follow each other with nothing but blank lines and `output` blocks between them)
are units too, as Galley verifies them: each step is the latest version of every file so far,
written as a folder of those files, and its manifest line names the folder.
"""
import os, re, shlex, sys

def blocks(text, spans=False):
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"^( {0,3})(`{3,}|~{3,})(.*)$", lines[i])
        if not m:
            i += 1
            continue
        fence, info = m.group(2), m.group(3).strip()
        start = i
        body = []
        i += 1
        while i < len(lines) and not re.match(r"^ {0,3}" + re.escape(fence[0]) + "{%d,}\\s*$" % len(fence), lines[i]):
            body.append(lines[i])
            i += 1
        i += 1
        if spans:
            yield info, "\n".join(body) + "\n", start, i, lines
        else:
            yield info, "\n".join(body) + "\n"

def mode_of(words):
    return "run" if "run" in words else "compile-fail" if "compile-fail" in words else "check"

def tutorial_steps(text):
    """The tutorial's steps as units: {"files": [(name, code)...], "mode": ...}."""
    files = {}        # name -> latest code, in order of first appearance
    steps = []
    step = None       # the step being read: its modes
    last_end = None   # where the step's last block (or its output block) ended
    for info, code, start, end, lines in blocks(text, spans=True):
        try:
            words = shlex.split(info)
        except ValueError:
            words = []
        between_blank = last_end is not None and all(not l.strip() for l in lines[last_end:start])
        if words and words[0] == "swift" and "step" in words and "ignore" not in words:
            name = next((w.split("=", 1)[1] for w in words if w.startswith("file=")), None)
            if name is None:
                continue
            if step is None or not between_blank:
                if step is not None:
                    steps.append({"files": list(files.items()), "mode": step})
                step = "check"
            files[name] = code
            mode = mode_of(words)
            if mode == "run" or (mode == "compile-fail" and step == "check"):
                step = mode
            last_end = end
        elif words and words[0] == "output" and step is not None and between_blank:
            last_end = end
        else:
            if step is not None:
                steps.append({"files": list(files.items()), "mode": step})
            step, last_end = None, None
    if step is not None:
        steps.append({"files": list(files.items()), "mode": step})
    return steps

def main():
    out, files = sys.argv[1], sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    manifest = []
    n = 0
    for path in files:
        groups = {}
        text = open(path, encoding="utf-8").read()
        if re.search(r"^layout:\s*tutorial\s*$", text.split("\n---", 1)[0], re.M):
            manifest += tutorial_steps(text)
        for info, code in blocks(text):
            try:
                words = shlex.split(info)
            except ValueError:
                continue
            if not words or words[0] != "swift" or "ignore" in words or "step" in words:
                continue
            mode = mode_of(words)
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
            if "files" in unit:
                name = os.path.join(out, "unit%04d" % n)
                os.makedirs(name, exist_ok=True)
                for file, code in unit["files"]:
                    with open(os.path.join(name, file), "w") as s:
                        s.write(code)
            else:
                name = os.path.join(out, "unit%04d.swift" % n)
                with open(name, "w") as s:
                    s.write(unit["code"])
            f.write("%s %s\n" % (name, unit["mode"]))
    print(n)

if __name__ == "__main__":
    main()
