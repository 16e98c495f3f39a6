#!/usr/bin/env python3
"""SwiftUI's public surface as data: the declarations Apple documents, one row each.

    swiftui-surface.py fetch [--start PATH]... [--limit N] [--delay SECONDS]
    swiftui-surface.py store PAGE.md...
    swiftui-surface.py build [--check]

The list is made in two steps, so that the second never needs the network:

fetch   downloads Apple's reference pages as Markdown
        (https://developer.apple.com/documentation/swiftui/<path>.md), starting from the
        framework's root page (or the --start paths, e.g. `SwiftUI/View`, `Combine`) and
        following every link to a page of the same framework, and writes each symbol page to the
        page store cut down to its facts (`Scripts/swiftui_pages.py` says what is kept). It needs
        access to developer.apple.com; where the network is closed it fails with the address it
        could not reach.
store   writes the given full Markdown pages, saved by other means (a browser's "Save As", a copy
        made on another machine), to the page store the same way.
build   parses every stored page and writes the surface list and its name index (below). With
        --check it writes nothing and fails when either file differs from what it would write.

To refresh the list on a machine with network access:

    python3 Scripts/swiftui-surface.py fetch
    python3 Scripts/swiftui-surface.py fetch --start Combine/Just --start Combine/Published \
        --start DeveloperToolsSupport/PreviewLayout
    python3 Scripts/swiftui-surface.py build
    python3 Scripts/galleyui-inventory.py      # then regenerate the inventory

Outputs (tab-separated, one header row, sorted):

Surface/swiftui-surface.tsv
    symbol       the symbol path as Apple's reference names it, `View/blur(radius:opaque:)`
    kind         the symbol kind, `Instance Method`
    category     see `Scripts/swiftui_categories.py`
    iOS, macOS   the release that introduced it, `13.0`; `13.0-17.0` when deprecated in 17.0;
                 empty when it is not on that platform
    declaration  Apple's declaration, its lines joined by single spaces
    page         the page it comes from, `SwiftUI/View/scaleEffect(_:anchor:)-pmi7` (overloads
                 share a symbol path; their pages differ)

Surface/swiftui-names.tsv
    name, owner, category, iOS: one row per declared name (`blur`, owner `View`; `Path`, no
    owner), with the earliest iOS release among its overloads, for tools that meet a name in a
    compiler message and want to say what it is.

Python 3 standard library only.
"""
import argparse
import json
import os
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import swiftui_categories  # noqa: E402
import swiftui_pages  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(ROOT, "Surface", "pages")
SURFACE = os.path.join(ROOT, "Surface", "swiftui-surface.tsv")
NAMES = os.path.join(ROOT, "Surface", "swiftui-names.tsv")
SITE = "https://developer.apple.com"
SURFACE_COLUMNS = ("symbol", "kind", "category", "iOS", "macOS", "declaration", "page")
NAMES_COLUMNS = ("name", "owner", "category", "iOS")
# A page's disambiguator, as in `scaleEffect(_:anchor:)-pmi7` or `blendMode-swift.property`.
DISAMBIGUATOR = re.compile(r"^(.*[\w)])-(swift\.[\w.]+|[0-9a-z]{4,6})$")


# MARK: - fetch


def page_url(identifier):
    """The Markdown address of the page with `identifier` (`/documentation/SwiftUI/Text`)."""
    return SITE + urllib.parse.quote(identifier.lower(), safe="/()_:-.,~") + ".md"


def links(markdown):
    """The documentation paths that a page's Markdown links to, in order, without repeats.
    A link's target may itself hold parentheses (`View/blur(radius:opaque:)`), so the target
    ends where its parentheses balance, not at the first `)`."""
    found = []
    start = markdown.find("](/documentation/")
    while start != -1:
        depth, index = 1, start + 2
        while index < len(markdown) and depth and not markdown[index].isspace():
            depth += {"(": 1, ")": -1}.get(markdown[index], 0)
            index += 1
        target = markdown[start + 2 : index - 1].split("#")[0]
        if depth == 0 and target not in found:
            found.append(target)
        start = markdown.find("](/documentation/", index)
    return found


def fetch(starts, limit, delay):
    frameworks = {"/documentation/" + start.split("/")[0] for start in starts}
    queue = ["/documentation/" + start for start in starts]
    seen, stored, failed = set(queue), 0, 0
    while queue and (limit is None or len(seen) - len(queue) < limit):
        identifier = queue.pop(0)
        url = page_url(identifier)
        try:
            with urllib.request.urlopen(url, timeout=30) as response:
                markdown = response.read().decode("utf-8")
        except (urllib.error.URLError, OSError) as error:
            print(f"{url}: error: {error}", file=sys.stderr)
            failed += 1
            continue
        try:
            metadata, declaration = swiftui_pages.parse_page(markdown, url)
        except swiftui_pages.PageError as error:
            print(f"error: {error}", file=sys.stderr)
            failed += 1
            continue
        if declaration is not None:
            swiftui_pages.write_page(STORE, metadata, declaration)
            stored += 1
        for target in links(markdown):
            if target.split("/")[:3] != identifier.split("/")[:3] and not any(
                target.startswith(framework + "/") for framework in frameworks
            ):
                continue
            if target not in seen:
                seen.add(target)
                queue.append(target)
        time.sleep(delay)
    print(f"{stored} symbol pages stored, {failed} failed, {len(queue)} left unvisited")
    return 1 if failed else 0


def store(files):
    failed = 0
    for name in files:
        try:
            with open(name, encoding="utf-8") as file:
                metadata, declaration = swiftui_pages.parse_page(file.read(), name)
        except (OSError, swiftui_pages.PageError) as error:
            print(f"error: {error}", file=sys.stderr)
            failed += 1
            continue
        if declaration is None:
            print(f"{name}: skipped: not a symbol page")
            continue
        print(swiftui_pages.write_page(STORE, metadata, declaration))
    return 1 if failed else 0


# MARK: - build


def availability(metadata, platform):
    """`13.0`, `13.0-17.0` (deprecated in 17.0) or "" for the page's entry for `platform`."""
    for entry in metadata.get("availability", []):
        name, _, versions = entry.partition(":")
        if name.strip() != platform:
            continue
        low, _, high = (part.strip() for part in versions.partition("-"))
        trim = lambda version: ".".join(version.split(".")[:2])  # noqa: E731
        if not low:
            return ""
        return trim(low) + (f"-{trim(high)}" if high else "")
    return ""


def symbol_path(identifier):
    """(framework, symbol path) of a page: `/documentation/SwiftUI/View/x(_:)-1abcd` gives
    (`SwiftUI`, `View/x(_:)`)."""
    components = identifier.removeprefix("/documentation/").split("/")
    return components[0], "/".join(DISAMBIGUATOR.sub(r"\1", part) for part in components[1:])


def entries():
    """Every stored page as a row of the surface list (a dict keyed by SURFACE_COLUMNS)."""
    rows, problems = [], []
    for path, metadata, declaration in swiftui_pages.read_store(STORE):
        framework, symbol = symbol_path(metadata["identifier"])
        try:
            found = swiftui_categories.category(framework, symbol)
        except swiftui_categories.CategoryError as error:
            problems.append(f"{os.path.relpath(path, ROOT)}:1:1: error: {error}")
            continue
        rows.append({
            "symbol": symbol,
            "kind": metadata["symbol"]["kind"],
            "category": found,
            "iOS": availability(metadata, "iOS"),
            "macOS": availability(metadata, "macOS"),
            "declaration": " ".join(line.strip() for line in declaration.splitlines()),
            "page": metadata["identifier"].removeprefix("/documentation/"),
        })
    if problems:
        raise SystemExit("\n".join(problems))
    return sorted(rows, key=lambda row: (row["symbol"], row["page"]))


def version_key(version):
    return tuple(int(part) for part in version.split("-")[0].split(".")) if version else (999,)


def names(rows):
    """One row per (owner, name): the name index."""
    index = {}
    for row in rows:
        components = row["symbol"].split("/")
        base = re.match(r"[^(]+", components[-1]).group(0)
        key = (base, ".".join(components[:-1]))
        known = index.get(key)
        if known is None or version_key(row["iOS"]) < version_key(known["iOS"]):
            index[key] = {"name": key[0], "owner": key[1], "category": row["category"], "iOS": row["iOS"]}
    return [index[key] for key in sorted(index)]


def tsv(columns, rows):
    lines = ["\t".join(columns)] + ["\t".join(row[column] for column in columns) for row in rows]
    return "\n".join(lines) + "\n"


def build(check):
    rows = entries()
    outputs = {SURFACE: tsv(SURFACE_COLUMNS, rows), NAMES: tsv(NAMES_COLUMNS, names(rows))}
    stale = []
    for path, text in outputs.items():
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current == text:
            continue
        if check:
            stale.append(os.path.relpath(path, ROOT))
        else:
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
    if stale:
        print(f"error: {', '.join(stale)} differ from the page store; run "
              "`python3 Scripts/swiftui-surface.py build`", file=sys.stderr)
        return 1
    counts = {}
    for row in rows:
        counts[row["category"]] = counts.get(row["category"], 0) + 1
    print(f"{len(rows)} entries: " + json.dumps(counts))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0], epilog=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    fetch_command = commands.add_parser("fetch", help="download Apple's pages into the store")
    fetch_command.add_argument("--start", action="append", metavar="PATH",
                               help="a documentation path to start from (default: SwiftUI)")
    fetch_command.add_argument("--limit", type=int, help="visit at most this many pages")
    fetch_command.add_argument("--delay", type=float, default=0.2, help="seconds between pages")
    store_command = commands.add_parser("store", help="store saved full pages")
    store_command.add_argument("pages", nargs="+", metavar="PAGE.md")
    build_command = commands.add_parser("build", help="write the surface list from the store")
    build_command.add_argument("--check", action="store_true", help="fail if the outputs are stale")
    arguments = parser.parse_args()
    try:
        if arguments.command == "fetch":
            return fetch(arguments.start or ["SwiftUI"], arguments.limit, arguments.delay)
        if arguments.command == "store":
            return store(arguments.pages)
        return build(arguments.check)
    except swiftui_pages.PageError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
