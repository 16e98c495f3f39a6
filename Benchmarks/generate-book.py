#!/usr/bin/env python3
"""Writes a project shaped like a programming-language book, for the book-sized verify benchmark.

Usage: generate-book.py OUT_DIR [--chapters N]

Each chapter is one article of plain Swift (no SwiftUI), as a language book's chapters are, with
14 units: five type-checked declarations (a value type with methods, an enum with a computed
property, a protocol with two conformances, a generic container, top-level code using closures),
five `swift run` blocks with their expected output (loops, a mutating method, strings, a sorted
dictionary, errors thrown and caught), a group of three blocks (a declaration, an extension, and
a run that uses both: one unit), two `compile-fail` blocks with the error they expect, and one
`swift run trap` block (integer overflow without a message in even chapters, an index out of
range with its message in odd ones). A book names things the same way chapter after chapter, so
`Point`, `Direction`, `Shape`, `Stack`, `Account`, `numbers` and `describe` are declared in
every chapter; the literals differ, so no two units share a cache key. 38 chapters give 532 units.
"""
import argparse, os, shutil

CHAPTER = '''---
title: "Chapter {c}: values and types"
---

# Chapter {c}

A point on a plane, with a method that measures.

```swift
struct Point {{
    var x: Double
    var y: Double

    func distance(to other: Point) -> Double {{
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot() + {c}.0 * 0
    }}
}}
```

Directions and their opposites.

```swift
enum Direction: CaseIterable {{
    case north, south, east, west

    var opposite: Direction {{
        switch self {{
        case .north: return .south
        case .south: return .north
        case .east: return .west
        case .west: return .east
        }}
    }}
}}
let turns{c} = Direction.allCases.map(\\.opposite)
```

A protocol and two types that conform to it.

```swift
protocol Shape {{
    var area: Double {{ get }}
}}

struct Square: Shape {{
    var side: Double = {c}
    var area: Double {{ side * side }}
}}

struct Circle: Shape {{
    var radius: Double
    var area: Double {{ 3.14159 * radius * radius }}
}}

let shapes: [any Shape] = [Square(), Circle(radius: {c})]
```

A generic stack.

```swift
struct Stack<Element> {{
    private var items: [Element] = []
    var isEmpty: Bool {{ items.isEmpty }}

    mutating func push(_ item: Element) {{ items.append(item) }}
    mutating func pop() -> Element? {{ items.popLast() }}
    func peek() -> Element? {{ items.last }}
}}
```

Closures that filter, transform and combine.

```swift
let numbers = Array(1...{n})
let evens = numbers.filter {{ $0 % 2 == 0 }}
let squares = evens.map {{ $0 * $0 }}
let total = squares.reduce(0, +)
let labels = numbers.prefix(3).map {{ "item \\($0)" }}
```

A loop that prints.

```swift run
for index in 1...3 {{
    print("chapter {c}, step \\(index)")
}}
```

```output
chapter {c}, step 1
chapter {c}, step 2
chapter {c}, step 3
```

A counter with a mutating method.

```swift run
struct Counter {{
    var count = {c}
    mutating func increment(by amount: Int = 1) {{ count += amount }}
}}
var counter = Counter()
counter.increment()
counter.increment(by: 10)
print(counter.count)
```

```output
{counter}
```

Strings are collections of characters.

```swift run
let word = "{word}"
print(word.count, word.uppercased(), String(word.reversed()))
```

```output
{word_count} {word_upper} {word_reversed}
```

A dictionary printed in key order.

```swift run
let stock = ["pears": {c}, "apples": 3, "figs": 7]
for (fruit, count) in stock.sorted(by: {{ $0.key < $1.key }}) {{
    print("\\(fruit): \\(count)")
}}
```

```output
apples: 3
figs: 7
pears: {c}
```

Errors are thrown and caught.

```swift run
enum WithdrawalError: Error {{
    case insufficient(missing: Int)
}}

func withdraw(_ amount: Int, from balance: Int) throws -> Int {{
    guard amount <= balance else {{ throw WithdrawalError.insufficient(missing: amount - balance) }}
    return balance - amount
}}

do {{
    print(try withdraw(5, from: {balance}))
    print(try withdraw({big}, from: {balance}))
}} catch WithdrawalError.insufficient(let missing) {{
    print("missing \\(missing)")
}}
```

```output
{after}
missing {missing}
```

An account, built up over three blocks.

```swift group=account
struct Account {{
    let owner: String
    private(set) var balance = 0

    init(owner: String) {{ self.owner = owner }}
}}
```

```swift group=account
extension Account {{
    mutating func deposit(_ amount: Int) {{ balance += amount }}
    func describe() -> String {{ "\\(owner) has \\(balance)" }}
}}
```

```swift run group=account
var account = Account(owner: "reader {c}")
account.deposit({c})
account.deposit(2)
print(account.describe())
```

```output
reader {c} has {deposited}
```

A constant cannot change.

```swift compile-fail expect="cannot assign to value: 'limit' is a 'let' constant"
let limit = {c}
limit = 0
```

Types do not convert on their own.

```swift compile-fail expect="cannot convert value of type 'String' to specified type 'Int'"
let pages: Int = "{c}"
```

{trap}
'''

OVERFLOW = '''Adding past the largest `Int` stops the program.

```swift run trap
func add(_ a: Int, _ b: Int) -> Int {{ a + b }}
print(add(Int.max, {c}))
```
'''

OUT_OF_RANGE = '''Reading past the end of an array stops the program.

```swift run trap expect="Index out of range"
let chapters = Array(1...{c})
print(chapters[{c} + 1])
```
'''

WORDS = ["swift", "closure", "generic", "protocol", "optional", "tuple", "enum", "struct"]


def chapter(c):
    word = WORDS[c % len(WORDS)] + str(c)
    balance = 20 + c
    big = balance + 4 + c
    return CHAPTER.format(
        c=c, n=10 + c, counter=c + 11, word=word, word_count=len(word), word_upper=word.upper(),
        word_reversed=word[::-1], balance=balance, big=big, after=balance - 5, missing=big - balance,
        deposited=c + 2, trap=(OVERFLOW if c % 2 == 0 else OUT_OF_RANGE).format(c=c))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--chapters", type=int, default=38)
    args = parser.parse_args()
    shutil.rmtree(args.out, ignore_errors=True)
    content = os.path.join(args.out, "Content", "en")
    os.makedirs(content)
    with open(os.path.join(args.out, "Content", "site.yml"), "w") as f:
        f.write("title: A book of Swift\nbaseURL: https://bench.example.org\ndefaultLocale: en\n"
                "locales:\n  - code: en\n    label: English\n")
    for c in range(1, args.chapters + 1):
        with open(os.path.join(content, "chapter-%02d.md" % c), "w") as f:
            f.write(chapter(c))


if __name__ == "__main__":
    main()
