#!/usr/bin/env bash
# Line-diff benchmark: GalleyHighlight's hand-written LCS `LineDiff` against the standard
# library's `difference(from:)` (Myers) turned into the same `[DiffLine]` (removals before
# additions in a hunk), both compiled with -O in one program. Inputs: (1) every pair of
# consecutive Swift blocks of the repository's tutorials (what the site diffs), (2) generated
# snippets of 40, 200 and 1000 lines with every tenth line changed. Reports time per diff and
# how many real pairs the two disagree on (a disagreement would change a page's HTML).
# Writes Benchmarks/results-linediff.md.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$PWD/Benchmarks/work/linediff
rm -rf "$work"; mkdir -p "$work"
python3 - "$work/pairs.txt" <<'PY'
import pathlib, re, subprocess, sys
blocks_by_file = []
for path in sorted(pathlib.Path("Content").rglob("*.md")):
    text = path.read_text(encoding="utf-8")
    if "layout: tutorial" not in text.split("\n---", 1)[0]:
        continue
    blocks = re.findall(r"^```swift[^\n]*\n(.*?)^```", text, flags=re.S | re.M)
    blocks_by_file.append(blocks)
with open(sys.argv[1], "w", encoding="utf-8") as out:
    for blocks in blocks_by_file:
        for before, after in zip(blocks, blocks[1:]):
            out.write(before + "\x1e" + after + "\x1d")
PY
cp Sources/GalleyHighlight/Diff/LineDiff.swift Sources/GalleyHighlight/Diff/DiffLine.swift "$work/"
cat > "$work/main.swift" <<'SWIFT'
import Foundation

/// The same `[DiffLine]` from the standard library's `difference(from:)`.
func stdlibDiff(before: [String], after: [String]) -> [DiffLine] {
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in after.difference(from: before) {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    var lines: [DiffLine] = []
    var i = 0
    var j = 0
    while i < before.count || j < after.count {
        if i < before.count, removed.contains(i) {
            lines.append(DiffLine(.removed, before[i], oldLine: i + 1, newLine: nil))
            i += 1
        } else if j < after.count, inserted.contains(j) {
            lines.append(DiffLine(.added, after[j], oldLine: nil, newLine: j + 1))
            j += 1
        } else {
            lines.append(DiffLine(.same, before[i], oldLine: i + 1, newLine: j + 1))
            i += 1
            j += 1
        }
    }
    return lines
}

func lines(_ text: Substring) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

func time(_ repeats: Int, _ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<repeats { body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3 / Double(repeats)
}

let data = try! String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
let pairs = data.split(separator: "\u{1D}").map { pair -> ([String], [String]) in
    let parts = pair.split(separator: "\u{1E}", omittingEmptySubsequences: false)
    return (lines(parts[0]), lines(parts[1]))
}
var disagree = 0
var keptDiffers = 0
var sink = 0
for (before, after) in pairs {
    let lcs = LineDiff.diff(before: before, after: after)
    let myers = stdlibDiff(before: before, after: after)
    if lcs != myers { disagree += 1 }
    if lcs.filter({ $0.kind == .same }).count != myers.filter({ $0.kind == .same }).count { keptDiffers += 1 }
}
let averageLines = pairs.isEmpty ? 0 : pairs.map { $0.0.count + $0.1.count }.reduce(0, +) / (2 * pairs.count)
let repeats = 200
let lcsReal = time(repeats) { for (b, a) in pairs { sink &+= LineDiff.diff(before: b, after: a).count } } / Double(max(1, pairs.count))
let myersReal = time(repeats) { for (b, a) in pairs { sink &+= stdlibDiff(before: b, after: a).count } } / Double(max(1, pairs.count))
print("real\t\(pairs.count)\t\(averageLines)\t\(lcsReal)\t\(myersReal)\t\(disagree)\t\(keptDiffers)")
for size in [40, 200, 1000] {
    let before = (0..<size).map { "    let value\($0) = compute(\($0))" }
    let after = before.enumerated().map { $0.offset % 10 == 3 ? $0.element + " // changed" : $0.element }
    let count = size >= 1000 ? 5 : 100
    let lcs = time(count) { sink &+= LineDiff.diff(before: before, after: after).count }
    let myers = time(count) { sink &+= stdlibDiff(before: before, after: after).count }
    let same = LineDiff.diff(before: before, after: after) == stdlibDiff(before: before, after: after)
    print("generated\t\(size)\t\(lcs)\t\(myers)\t\(same)")
}
if sink == 42 { print("") }
SWIFT
swiftc -O -package-name bench "$work/DiffLine.swift" "$work/LineDiff.swift" "$work/main.swift" -o "$work/bench"
"$work/bench" "$work/pairs.txt" > "$work/out.tsv"
load=$(cut -d' ' -f1 /proc/loadavg)
python3 - "$work/out.tsv" "$load" "$(nproc)" > Benchmarks/results-linediff.md <<'PY'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
out = ["## Line diff: hand-written LCS against `difference(from:)`", "",
       f"`-O`, one program, same inputs; microseconds per diff (mean); load average {sys.argv[2]} on "
       f"{sys.argv[3]} cores while it ran, so compare the columns, not the absolute numbers.", ""]
for row in rows:
    if row[0] == "real":
        _, pairs, avg, lcs, myers, disagree, kept = row
        out += ["| input | LCS (µs) | `difference(from:)` (µs) |", "| --- | --- | --- |",
                f"| the tutorials' {pairs} consecutive step pairs (~{avg} lines each) | {float(lcs):.1f} | {float(myers):.1f} |"]
        real_disagree = int(disagree); real_pairs = int(pairs); kept_differs = int(kept)
    else:
        _, size, lcs, myers, same = row
        out.append(f"| generated, {size} lines, every tenth changed | {float(lcs):.1f} | {float(myers):.1f} |"
                   + ("" if same == "true" else " (outputs differ)"))
out += ["", f"On the tutorials' pairs the two outputs differ on **{real_disagree} of {real_pairs}**; "
        f"the number of kept lines differs on {kept_differs} (both are minimal, so the difference is "
        "which of the repeated lines, such as `}` or blank lines, count as kept). Switching would change "
        "those tutorials' rendered step diffs."]
print("\n".join(out))
PY
cat Benchmarks/results-linediff.md
