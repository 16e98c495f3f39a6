/// A minimal line diff from the longest common subsequence of two line lists.
///
/// Snippets are short (tens of lines), so the quadratic LCS table is cheaper to read and trust
/// than Myers' algorithm. Within a changed hunk, removed lines come before added ones, as in
/// `diff -u`.
///
/// Kept rather than the standard library's `difference(from:)` on measurement
/// (`Benchmarks/linediff.sh`, `Benchmarks/results-linediff.md`): on the tutorials' step pairs,
/// what the site diffs, it is about ten times faster, and `difference(from:)` aligns repeated
/// lines (`}`, blank lines) differently on a third of them, which would change published step
/// diffs. `difference(from:)` is faster on near-identical texts (one line in ten changed), by
/// more the longer they are; the test kit's golden diff (`Snapshot.lineDiff`) uses it.
///
/// ```swift
/// LineDiff.diff(before: ["a", "b"], after: ["a", "c"])
/// // [.same "a" (1,1), .removed "b" (2,–), .added "c" (–,2)]
/// ```
package enum LineDiff {
    /// The lines of `before` and `after` in order, each marked same, removed or added.
    package static func diff(before: [String], after: [String]) -> [DiffLine] {
        let n = before.count
        let m = after.count
        // suffix[i][j]: LCS length of before[i...] and after[j...].
        var suffix = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                suffix[i][j] =
                    before[i] == after[j]
                    ? suffix[i + 1][j + 1] + 1 : max(suffix[i + 1][j], suffix[i][j + 1])
            }
        }
        var lines: [DiffLine] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, before[i] == after[j] {
                lines.append(DiffLine(.same, before[i], oldLine: i + 1, newLine: j + 1))
                i += 1
                j += 1
            } else if i < n, j == m || suffix[i + 1][j] >= suffix[i][j + 1] {
                lines.append(DiffLine(.removed, before[i], oldLine: i + 1, newLine: nil))
                i += 1
            } else {
                lines.append(DiffLine(.added, after[j], oldLine: nil, newLine: j + 1))
                j += 1
            }
        }
        return lines
    }
}
