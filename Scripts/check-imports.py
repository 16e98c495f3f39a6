#!/usr/bin/env python3
"""Fails when a target imports a module it does not declare.

Every `import` in a target's Swift files must name one of:
  - a target the manifest lists among its dependencies (a direct dependency, never a transitive one);
  - a library the target links by name in its linker settings (the toolchain's host SwiftSyntax
    libraries, which no package can declare);
  - a module of the toolchain itself (Foundation, Glibc, Testing, …).

Some targets are held to a layer as well: `LAYERS` names everything such a target may declare and
import (besides the toolchain's modules). The command line (`GalleyCLI`) talks to the actions'
targets only, with Core's diagnostics as the shared vocabulary, so it can reach no lower layer.

The manifest is read through `swift package dump-package`, so the check sees exactly what SwiftPM
sees. Findings are printed as `path:line:col: error: message`; the exit status is 1 when any is found.

`check-imports.py --self-test` plants an undeclared import in a throw-away package description and
asserts that the check reports it, so the check is known to be able to fail.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

TOOLCHAIN_MODULES = {
    "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "Glibc", "Musl", "Darwin", "Dispatch", "Synchronization",
    "Observation", "Testing", "XCTest", "RegexBuilder", "Distributed", "_StringProcessing",
}

# Targets held to a layer: everything they may declare or import, besides the toolchain's modules.
LAYERS = {
    "GalleyCLI": {"GalleyCore", "GalleySite", "GalleyServe", "GalleyTranslations"},
}

# The one target that makes calls particular to Linux or glibc, and the runner's parts, which run
# inside bubblewrap and so are Linux's alone. Elsewhere no C library module is imported (Foundation
# brings each platform's own) and none of these calls or spellings appear outside comments: each
# has a portable interface in GalleyPlatform (Sources/README.md, "Porting").
PLATFORM_TARGETS = {"GalleyPlatform", "GalleyForkServer", "GalleyRunner"}
PLATFORM_MODULES = {"Glibc", "Musl", "Darwin"}
PLATFORM_CALLS = re.compile(
    r"canImport\((?:Glibc|Musl|Darwin)\)|\bos\((?:Linux|macOS)\)|/proc/|\binotify_|\bst_[mac]tim\b|\bpidfd|"
    r"\bdlsym\(|\bpipe2\b|SOCK_CLOEXEC|MSG_NOSIGNAL|addclosefrom|copy_file_range|renameat2|gnu_get_libc|\bmallopt\b"
)

IMPORT = re.compile(
    r"^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_]\w*)"
)


def target_folder(target):
    if target.get("path"):
        return target["path"]
    return os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])


def declared_modules(target):
    names = set()
    for dependency in target.get("dependencies", []):
        for value in dependency.values():
            if value and isinstance(value[0], str):
                names.add(value[0])
    for setting in target.get("settings", []):
        kind = setting.get("kind", {})
        flags = kind.get("unsafeFlags", {}).get("_0", []) if isinstance(kind, dict) else []
        for flag in flags:
            if flag.startswith("-l") and len(flag) > 2:
                names.add(flag[2:])
    return names


def imports_in(path):
    """Yields (line, column, module) for each import outside string literals and comments."""
    in_multiline_string = False
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if line.count('"""') % 2 == 1:
                in_multiline_string = not in_multiline_string
                continue
            if in_multiline_string:
                continue
            match = IMPORT.match(line)
            if match:
                yield number, match.start(1) + 1, match.group(1)


def platform_calls_in(path):
    """Yields (line, column, text) for each platform-particular call or spelling outside comments."""
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            code = line.split("//", 1)[0] if not line.lstrip().startswith("//") else ""
            for match in PLATFORM_CALLS.finditer(code):
                yield number, match.start() + 1, match.group(0)


def check(manifest, root, layers=LAYERS):
    findings = []
    for target in manifest["targets"]:
        if target["type"] in ("system", "binary", "plugin", "macro"):
            continue
        declared = declared_modules(target)
        layer = layers.get(target["name"])
        below = set()
        if layer is not None:
            below = declared - layer
            allowed_text = "only " + ", ".join(sorted(layer)) if layer else "nothing"
            for name in sorted(below):
                findings.append(
                    f"Package.swift:1:1: error: target '{target['name']}' declares '{name}', below its "
                    f"layer (it may use {allowed_text})"
                )
        allowed = (declared - below) | TOOLCHAIN_MODULES | {target["name"]}
        if target["type"] != "test" and target["name"] not in PLATFORM_TARGETS:
            allowed -= PLATFORM_MODULES
        folder = os.path.join(root, target_folder(target))
        excluded = [os.path.join(folder, item) for item in target.get("exclude", [])]
        for directory, _, files in sorted(os.walk(folder)):
            for name in sorted(files):
                path = os.path.join(directory, name)
                if not name.endswith(".swift") or any(path.startswith(item) for item in excluded):
                    continue
                if target["type"] != "test" and target["name"] not in PLATFORM_TARGETS:
                    for line, column, text in platform_calls_in(path):
                        shown = os.path.relpath(path, root)
                        findings.append(
                            f"{shown}:{line}:{column}: error: target '{target['name']}' uses '{text}', which belongs "
                            f"in GalleyPlatform behind a portable interface"
                        )
                for line, column, module in imports_in(path):
                    if module not in allowed:
                        shown = os.path.relpath(path, root)
                        reason = "below its layer" if module in below else "but does not declare it in Package.swift"
                        findings.append(
                            f"{shown}:{line}:{column}: error: target '{target['name']}' imports '{module}' {reason}"
                        )
    return findings


def self_test():
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "Sources", "Upper"))
        os.makedirs(os.path.join(root, "Sources", "Lower"))
        with open(os.path.join(root, "Sources", "Upper", "Upper.swift"), "w") as handle:
            handle.write('import Foundation\ninternal import Lower\nlet text = """\nimport Ignored\n"""\n')
        manifest = {"targets": [
            {"name": "Lower", "type": "regular", "dependencies": []},
            {"name": "Upper", "type": "regular", "dependencies": []},
        ]}
        findings = check(manifest, root)
        expected = "Sources/Upper/Upper.swift:2:17: error: target 'Upper' imports 'Lower' but does not declare it in Package.swift"
        if findings != [expected]:
            print("check-imports self-test failed: got", findings, file=sys.stderr)
            return 1
        manifest["targets"][1]["dependencies"] = [{"byName": ["Lower", None]}]
        if check(manifest, root):
            print("check-imports self-test failed: a declared import was reported", file=sys.stderr)
            return 1
        # A layered target that declares and imports a lower layer is reported on both counts.
        layers = {"Upper": set()}
        findings = check(manifest, root, layers)
        below = [
            "Package.swift:1:1: error: target 'Upper' declares 'Lower', below its layer (it may use nothing)",
            "Sources/Upper/Upper.swift:2:17: error: target 'Upper' imports 'Lower' below its layer",
        ]
        if findings != below:
            print("check-imports self-test failed: a lower layer was not reported, got", findings, file=sys.stderr)
            return 1
        # A Linux call or a libc module outside GalleyPlatform is reported; a comment naming one is not.
        with open(os.path.join(root, "Sources", "Lower", "Lower.swift"), "w") as handle:
            handle.write('import Glibc\n// inotify_init1 in a comment\nlet fd = inotify_init1(0)\n')
        platform = check({"targets": [{"name": "Lower", "type": "regular", "dependencies": []}]}, root)
        expected_platform = [
            "Sources/Lower/Lower.swift:3:10: error: target 'Lower' uses 'inotify_', which belongs in GalleyPlatform"
            " behind a portable interface",
            "Sources/Lower/Lower.swift:1:8: error: target 'Lower' imports 'Glibc' but does not declare it in Package.swift",
        ]
        if platform != expected_platform:
            print("check-imports self-test failed: a platform call was not reported, got", platform, file=sys.stderr)
            return 1
    print("check-imports self-test: an undeclared import is reported as:\n  " + expected)
    print("and an import below a target's layer as:\n  " + "\n  ".join(below))
    print("and a Linux call outside GalleyPlatform as:\n  " + "\n  ".join(expected_platform))
    return 0


def main():
    if "--self-test" in sys.argv:
        return self_test()
    root = os.getcwd()
    dump = subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True, text=True)
    findings = check(json.loads(dump.stdout), root)
    for finding in findings:
        print(finding, file=sys.stderr)
    if findings:
        return 1
    print("check-imports: every import is declared in Package.swift")
    return 0


if __name__ == "__main__":
    sys.exit(main())
