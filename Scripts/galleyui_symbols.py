"""What GalleyUI declares, read from the symbol graphs of its built modules.

`swift-symbolgraph-extract` (part of the toolchain) writes one JSON file per module and per
extended module (`GalleyUI@GalleyUICore.symbols.json` holds GalleyUI's extensions of `View`,
which GalleyUICore declares). Each symbol has a path (`View/blur(radius:opaque:)`), the same
shape as the symbol paths of Apple's reference, and a declaration.

A surface entry counts as declared when GalleyUI has a symbol at the same path, or, for a
function or initializer, a symbol with the same owner and base name whose argument labels are

- the entry's labels plus parameters that all have default values (GalleyUI's
  `environment(_:_:fileID:line:)` serves every call written for `environment(_:_:)`), or
- the entry's labels less parameters that have default values in Apple's declaration (GalleyUI's
  `sheet(isPresented:content:)` serves the calls to `sheet(isPresented:onDismiss:content:)`
  that leave `onDismiss` out, which is how it is mostly called).

Overloads that share a path and labels are not told apart.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import tempfile

MODULES = ("GalleyUICore", "GalleyCombine", "GalleyUniformTypeIdentifiers", "GalleyUI", "GalleyStoreKit", "GalleySwiftData",
           "GalleyCoreLocation", "GalleyMapKit")
_FUNCTION = re.compile(r"^(.*?)\((.*)\)$")


class SymbolGraphError(Exception):
    """The symbol graphs could not be made or read."""


def extract(module_dir):
    """Runs swift-symbolgraph-extract on the built modules in `module_dir`; returns the folder
    of JSON files (the caller removes it)."""
    tool = shutil.which("swift-symbolgraph-extract")
    if tool is None:
        raise SymbolGraphError("swift-symbolgraph-extract is not on PATH; it comes with the Swift toolchain")
    triple = json.loads(subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True,
                                       check=True).stdout)["target"]["triple"]
    output = tempfile.mkdtemp(prefix="galleyui-symbols-")
    for module in MODULES:
        result = subprocess.run(
            [tool, "-module-name", module, "-I", module_dir, "-target", triple, "-output-dir", output,
             "-minimum-access-level", "public", "-skip-synthesized-members"],
            capture_output=True, text=True)
        if result.returncode != 0:
            shutil.rmtree(output, ignore_errors=True)
            raise SymbolGraphError(f"swift-symbolgraph-extract failed for {module} in {module_dir}:\n{result.stderr}")
    return output


def defaults_of(declaration, base, count):
    """For each of the `count` parameters of the function `base` in `declaration`, whether it
    has a default value. Unknown (all False) when the parameter list cannot be read."""
    at = re.search(r"\b" + re.escape(base) + r"\b", declaration)
    index = at.end() if at else len(declaration)
    if declaration[index:index + 1] == "<":  # generic parameters
        depth = 0
        while index < len(declaration):
            depth += {"<": 1, ">": -1}.get(declaration[index], 0)
            index += 1
            if depth == 0:
                break
    parameters, depth, current = [], 0, ""
    for character in declaration[index + 1:] if declaration[index:index + 1] == "(" else "":
        if character == ">" and current.endswith("-"):  # the arrow of a function type
            pass
        elif character in "([<{":
            depth += 1
        elif character in ")]>}" and depth == 0:
            parameters.append(current)
            break
        elif character in ")]>}":
            depth -= 1
        if character == "," and depth == 0:
            parameters.append(current)
            current = ""
        else:
            current += character
    defaults = [" = " in parameter for parameter in parameters if parameter.strip()]
    return defaults if len(defaults) == count else [False] * count


class Declarations:
    """GalleyUI's public symbols, looked up by surface symbol path."""

    def __init__(self, graph_dir):
        self.paths = set()
        self.functions = {}  # (owner, base) -> [(labels, defaults)]
        files = glob.glob(os.path.join(graph_dir, "*.symbols.json"))
        if not files:
            raise SymbolGraphError(f"no symbol graphs in {graph_dir}")
        for name in files:
            with open(name, encoding="utf-8") as file:
                for symbol in json.load(file)["symbols"]:
                    self._add(symbol)

    def _add(self, symbol):
        components = symbol["pathComponents"]
        self.paths.add("/".join(components))
        match = _FUNCTION.match(components[-1])
        if not match:
            return
        labels = [label for label in match.group(2).split(":") if label]
        declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
        key = ("/".join(components[:-1]), match.group(1))
        self.functions.setdefault(key, []).append((labels, defaults_of(declaration, match.group(1), len(labels))))

    def declares(self, path, declarations=()):
        """Whether GalleyUI declares the symbol at `path`; `declarations` are Apple's declarations
        of it (overloads share a path), which say which of its parameters have defaults."""
        if path in self.paths:
            return True
        components = path.split("/")
        match = _FUNCTION.match(components[-1])
        if not match:
            return False
        base = match.group(1)
        wanted = [label for label in match.group(2).split(":") if label]
        apple_defaults = [defaults_of(declaration, base, len(wanted)) for declaration in declarations]
        for labels, defaults in self.functions.get(("/".join(components[:-1]), base), []):
            if covers(labels, defaults, wanted):
                return True
            if any(covers(wanted, theirs, labels) for theirs in apple_defaults):
                return True
        return False


def covers(labels, defaults, wanted):
    """Whether a function with `labels` (and `defaults`) accepts every call written for `wanted`:
    `wanted` is `labels` with some defaulted parameters left out."""
    index = 0
    for label, has_default in zip(labels, defaults):
        if index < len(wanted) and wanted[index] == label:
            index += 1
        elif not has_default:
            return False
    return index == len(wanted)
