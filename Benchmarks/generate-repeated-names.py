#!/usr/bin/env python3
"""Writes a project whose type-checked snippets repeat names, as real documentation does.

Usage: generate-repeated-names.py OUT_DIR [--snippets N]

Every block is a `swift` block (type-checked only), split over articles of 10. Each is one of
five shapes that an article about SwiftUI would show again and again, declaring the same names
each time: `ContentView`, `DetailView`, `RowView`, `Model`, `Item`, `Store`, `makeStore`, a
`card()` member of `View`, an `accent` key of `EnvironmentValues` (`@Entry`), and `items`
everywhere. With 150 blocks, every name is declared at least 30 times. The blocks differ in
their literals, so no two share a cache key.
"""
import argparse, os, shutil

SHAPES = [
    """```swift
import SwiftUI

struct ContentView: View {{
    @State private var items = ["{i}a", "{i}b"]
    var body: some View {{
        VStack {{
            Text(items.joined(separator: ", "))
        }}
    }}
}}
```
""",
    """```swift
import SwiftUI

@Observable
final class Model {{
    var items: [Int] = [{i}]
}}

struct ContentView: View {{
    @State private var model = Model()
    var body: some View {{
        Text("\\(model.items.count) of {i}")
    }}
}}
```
""",
    """```swift
import SwiftUI

extension EnvironmentValues {{
    @Entry var accent: Color = .blue
}}

struct DetailView: View {{
    @Environment(\\.accent) private var accent
    var body: some View {{
        Text("detail {i}").foregroundStyle(accent)
    }}
}}
```
""",
    """```swift
import SwiftUI

struct Item: Identifiable {{
    let id: Int
    var title: String
}}

extension View {{
    func card() -> some View {{ padding({k}) }}
}}

struct RowView: View {{
    let item = Item(id: {i}, title: "row {i}")
    var body: some View {{
        Text(item.title).card()
    }}
}}
```
""",
    """```swift
import SwiftUI

struct Item {{
    var name: String
}}

@MainActor
final class Store {{
    var items: [Item] = []
    func add(_ name: String) {{ items.append(Item(name: name)) }}
}}

@MainActor
func makeStore() -> Store {{
    let store = Store()
    store.add("item {i}")
    return store
}}
```
""",
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--snippets", type=int, default=150)
    args = parser.parse_args()
    shutil.rmtree(args.out, ignore_errors=True)
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for name in ("Templates", "Public"):
        shutil.copytree(os.path.join(repo, name), os.path.join(args.out, name))
    content = os.path.join(args.out, "Content", "en")
    os.makedirs(content)
    with open(os.path.join(args.out, "Content", "site.yml"), "w") as f:
        f.write("title: Repeated names\nbaseURL: https://bench.example.org\ndefaultLocale: en\n"
                "locales:\n  - code: en\n    label: English\n")
    for article in range((args.snippets + 9) // 10):
        parts = ["---\ntitle: \"Views %d\"\n---\n\n" % article]
        for k in range(10):
            i = article * 10 + k
            if i >= args.snippets:
                break
            parts.append(SHAPES[i % len(SHAPES)].format(i=i, k=i % 16 + 1) + "\n")
        with open(os.path.join(content, "views-%03d.md" % article), "w") as f:
            f.write("".join(parts))


if __name__ == "__main__":
    main()
