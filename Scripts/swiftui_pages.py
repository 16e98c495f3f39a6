"""The page store: Apple's SwiftUI reference pages, cut down to their facts.

Apple serves each reference page as Markdown at
`https://developer.apple.com/documentation/swiftui/<path>.md`: an HTML comment holding JSON
metadata (availability, identifier, symbol kind, title...), then `# Title`, a summary, and a
fenced block with the declaration, then prose. The store keeps, for each symbol page, only

    <!--
    {
      "availability" : [ "iOS: 13.0.0 -", "macOS: 11.0.0 -" ],
      "identifier" : "/documentation/SwiftUI/EnvironmentValues/imageScale",
      "symbol" : { "kind" : "Instance Property" },
      "title" : "imageScale"
    }
    -->

    # imageScale

    ```
    var imageScale: Image.Scale { get set }
    ```

that is, the metadata fields the surface list uses and the declaration, never the prose.
Availability keeps iOS and macOS (the platforms the list reports), or the first platform listed
when the page names neither. An entry `"iOS: 13.0.0 - 17.0.0"` means deprecated in iOS 17.

A page lives at `<store>/<identifier without /documentation/>.md`, with `%` and `:` written
`%25` and `%3A` so that every name is a valid file name everywhere (`View/blur(radius%3Aopaque%3A).md`).
"""
import json
import os
import re

KEPT_PLATFORMS = ("iOS", "macOS")
_COMMENT = re.compile(r"\A\s*<!--(.*?)-->", re.S)
_FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.S | re.M)


class PageError(Exception):
    """A stored or fetched page that does not have the expected shape."""


def page_file(store, identifier):
    """The file that holds the page with `identifier` (`/documentation/SwiftUI/Text`)."""
    relative = identifier.removeprefix("/documentation/")
    encoded = relative.replace("%", "%25").replace(":", "%3A")
    return os.path.join(store, *encoded.split("/")) + ".md"


def kept_availability(entries):
    """The availability entries the store keeps (see the module's documentation)."""
    kept = [entry for entry in entries if entry.split(":")[0] in KEPT_PLATFORMS]
    return kept or entries[:1]


def render_page(metadata, declaration):
    """The stored text of a page: its metadata (as kept) and its declaration."""
    kept = {
        "availability": kept_availability(metadata.get("availability", [])),
        "identifier": metadata["identifier"],
        "symbol": {"kind": metadata["symbol"]["kind"]},
        "title": metadata["title"],
    }
    comment = json.dumps(kept, indent=2, separators=(",", " : "))
    return f"<!--\n{comment}\n-->\n\n# {kept['title']}\n\n```\n{declaration.strip()}\n```\n"


def write_page(store, metadata, declaration):
    """Writes one page to the store; returns its path."""
    path = page_file(store, metadata["identifier"])
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(render_page(metadata, declaration))
    return path


def parse_page(text, origin):
    """(metadata, declaration) of a page's Markdown, full or stored; declaration is None for a
    page that is not a symbol's (a topic or an article). Raises PageError when malformed."""
    match = _COMMENT.match(text)
    if not match:
        raise PageError(f"{origin}: no metadata comment at the top")
    try:
        metadata = json.loads(match.group(1))
    except json.JSONDecodeError as error:
        raise PageError(f"{origin}: metadata is not JSON ({error})") from None
    if "symbol" not in metadata:
        return metadata, None
    body = text[match.end():]
    title = re.search(r"^# .*$", body, re.M)
    fence = _FENCE.search(body, title.end() if title else 0)
    if not fence:
        raise PageError(f"{origin}: symbol page without a declaration block")
    return metadata, fence.group(1).strip()


def read_store(store):
    """Every stored page as (path, metadata, declaration), sorted by path."""
    pages = []
    for folder, _, files in os.walk(store):
        for name in files:
            if name.endswith(".md") and name != "README.md":
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as file:
                    metadata, declaration = parse_page(file.read(), path)
                if declaration is None:
                    raise PageError(f"{path}: the store holds symbol pages only")
                pages.append((path, metadata, declaration))
    return sorted(pages, key=lambda page: page[0])
