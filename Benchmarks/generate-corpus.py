#!/usr/bin/env python3
"""Writes a synthetic Galley project for the build benchmark.

Usage: generate-corpus.py OUT_DIR [--articles N] [--words W] [--snippets-per-page S]

Each locale (en, hr) gets N articles of about W words with headings, lists, tables,
links between articles and code blocks. The same Markdown is written as a Hugo site
under OUT_DIR/hugo so both generators build identical content.

With --snippets-per-page S (for the benchmarks with verification on), each article's code
blocks are S Swift snippets of its own instead of the sections' `@Entry` blocks: type-checked
declarations (views, environment entries, functions, models), `swift run` blocks with their
expected output, and in every tenth article one `compile-fail` block. No two articles share a
snippet's text, so every unit has a cache entry of its own, as on a real site.
"""
import argparse, os, random, shutil, textwrap

WORDS_EN = ("environment value view tree default key subtree override focus command transaction "
            "container macro entry modifier preview state binding model scene window value reader").split()
WORDS_HR = ("okruženje vrijednost prikaz stablo zadano ključ podstablo čvor naredba transakcija "
            "spremnik makro unos modifikator pregled stanje veza model scena prozor đorada čitač").split()

def paragraph(rng, words, n):
    return " ".join(rng.choice(words) for _ in range(n)).capitalize() + "."

SNIPPETS = [
    """```swift
import SwiftUI

struct Badge{n}: View {{
    @Environment(\\.isEnabled) private var isEnabled
    var body: some View {{
        Text(isEnabled ? "on {n}" : "off {n}")
    }}
}}
```
""",
    """```swift
import SwiftUI

extension EnvironmentValues {{
    @Entry var level{n}: Int = {n}
}}
```
""",
    """```swift
func total{n}(_ values: [Int]) -> Int {{
    values.reduce(0, +) * {n}
}}
```
""",
    """```swift run
let words{n} = ["proven", "page", "{n}"]
print(words{n}.joined(separator: " "))
```

```output
proven page {n}
```
""",
    """```swift
struct Shelf{n}: Hashable, CustomStringConvertible {{
    var name: String
    var count = {n}
    var description: String {{ "\\(name): \\(count)" }}
}}
```
""",
    """```swift run
import SwiftUI

extension EnvironmentValues {{
    @Entry var step{n}: Int = {n}
}}
var values{n} = EnvironmentValues()
values{n}.step{n} += 1
print(values{n}.step{n})
```

```output
{m}
```
""",
]
COMPILE_FAIL = """```swift compile-fail expect="cannot convert value of type 'String' to specified type 'Int'"
let count{n}: Int = "three {n}"
```
"""

def snippet(kind, n, fail):
    text = COMPILE_FAIL if fail and kind == 2 else SNIPPETS[kind % len(SNIPPETS)]
    return text.format(n=n, m=n + 1)

def article(rng, locale, index, count, words_target, snippets=0):
    words = WORDS_EN if locale == "en" else WORDS_HR
    # A number of its own per article, so no two articles share a snippet's text.
    number = index + (0 if locale == "en" else 100000)
    fail = snippets > 0 and index % 10 == 9
    out, written, section = [], 0, 0
    while written < words_target:
        section += 1
        out.append(f"## Section {section} {rng.choice(words)}\n")
        for _ in range(2):
            n = rng.randint(40, 90)
            out.append(paragraph(rng, words, n) + "\n")
            written += n
        target = rng.randrange(count)
        out.append(f"See [article {target}](article-{target}.md) for more.\n")
        out.append("- " + "\n- ".join(paragraph(rng, words, 6) for _ in range(4)) + "\n")
        out.append("| key | default | note |\n| --- | --- | --- |\n" +
                   "".join(f"| `{rng.choice(words)}` | {rng.randint(0, 99)} | {paragraph(rng, words, 4)} |\n" for _ in range(3)))
        if snippets:
            if section <= snippets:
                out.append(snippet(section - 1, number, fail))
        else:
            out.append("```swift\nextension EnvironmentValues {\n    @Entry var value%d: Int = %d\n}\n```\n" % (section, section))
        written += 60
    for kind in range(section, snippets):
        out.append(snippet(kind, number, fail))
    return "\n".join(out)

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--articles", type=int, default=200)
    parser.add_argument("--words", type=int, default=1500)
    parser.add_argument("--snippets-per-page", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(42)
    shutil.rmtree(args.out, ignore_errors=True)
    galley = os.path.join(args.out, "galley")
    hugo = os.path.join(args.out, "hugo")
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for name in ("Templates", "Public"):
        shutil.copytree(os.path.join(repo, name), os.path.join(galley, name))
    os.makedirs(os.path.join(galley, "Content"))
    with open(os.path.join(galley, "Content", "site.yml"), "w") as f:
        f.write(textwrap.dedent("""\
            title: Benchmark
            baseURL: https://bench.example.org
            defaultLocale: en
            locales:
              - code: en
                label: English
                title: Benchmark
              - code: hr
                label: Hrvatski
                title: Mjerenje
            output: _site
            translations:
              allowMissing: true
              showUntranslated: false
            """))
    for locale in ("en", "hr"):
        os.makedirs(os.path.join(galley, "Content", locale))
        os.makedirs(os.path.join(hugo, "content", locale))
        for i in range(args.articles):
            body = article(rng, locale, i, args.articles, args.words, args.snippets_per_page)
            front = f"---\ntitle: \"Article {i}\"\nsummary: \"Synthetic article {i}\"\ndate: 2026-01-{i % 28 + 1:02d}\norder: {i}\ntranslationKey: article-{i}\n---\n\n"
            with open(os.path.join(galley, "Content", locale, f"article-{i}.md"), "w") as f:
                f.write(front + body)
            hugo_body = body.replace(".md)", "/)").replace("](article-", "](../article-")
            with open(os.path.join(hugo, "content", locale, f"article-{i}.md"), "w") as f:
                f.write(f"---\ntitle: \"Article {i}\"\ndate: 2026-01-{i % 28 + 1:02d}\nweight: {i}\n---\n\n" + hugo_body)
    os.makedirs(os.path.join(hugo, "layouts", "_default"))
    with open(os.path.join(hugo, "layouts", "_default", "single.html"), "w") as f:
        f.write("<!doctype html><html lang=\"{{ .Lang }}\"><head><title>{{ .Title }}</title></head><body><nav>{{ .TableOfContents }}</nav><main>{{ .Content }}</main></body></html>\n")
    with open(os.path.join(hugo, "layouts", "_default", "list.html"), "w") as f:
        f.write("<!doctype html><html><body><ul>{{ range .Pages }}<li><a href=\"{{ .RelPermalink }}\">{{ .Title }}</a></li>{{ end }}</ul></body></html>\n")
    with open(os.path.join(hugo, "hugo.toml"), "w") as f:
        f.write(textwrap.dedent("""\
            baseURL = "https://bench.example.org/"
            title = "Benchmark"
            defaultContentLanguage = "en"
            defaultContentLanguageInSubdir = true
            disableKinds = ["taxonomy", "term"]
            [languages.en]
            contentDir = "content/en"
            [languages.hr]
            contentDir = "content/hr"
            [markup.highlight]
            codeFences = true
            """))

if __name__ == "__main__":
    main()
