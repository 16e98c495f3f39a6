#!/usr/bin/env python3
"""Writes a synthetic project with many small Swift snippets for the verification benchmark.

Usage: generate-snippets.py OUT_DIR [--snippets N]

Snippets are split over articles of 10 blocks: mostly type-checked declarations, a third
`run` blocks with expected output, as a guide would have.
"""
import argparse, os, shutil

CHECK = """```swift
import SwiftUI

struct Badge{i}: View {{
    @Environment(\\.isEnabled) private var isEnabled
    var body: some View {{
        Text(isEnabled ? "on {i}" : "off {i}")
    }}
}}
```
"""
RUN = """```swift run
import SwiftUI

extension EnvironmentValues {{
    @Entry var level{i}: Int = {i}
}}
var values = EnvironmentValues()
print(values.level{i})
values.level{i} = {j}
print(values.level{i})
```

```output
{i}
{j}
```
"""

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
        f.write("title: Snippets\nbaseURL: https://bench.example.org\ndefaultLocale: en\nlocales:\n  - code: en\n    label: English\n")
    for article in range((args.snippets + 9) // 10):
        parts = ["---\ntitle: \"Snippets %d\"\n---\n\n" % article]
        for k in range(10):
            i = article * 10 + k
            if i >= args.snippets:
                break
            parts.append((RUN if k % 3 == 0 else CHECK).format(i=i, j=i * 2 + 1) + "\n")
        with open(os.path.join(content, "snippets-%03d.md" % article), "w") as f:
            f.write("".join(parts))

if __name__ == "__main__":
    main()
