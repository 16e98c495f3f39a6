/// Compares a run's output with an `output` block, the way a reader would.
enum OutputComparison {
    /// The text with trailing whitespace removed from every line and trailing blank lines dropped.
    static func normalize(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            line -> Substring in
            var line = line
            while let last = line.last, last == " " || last == "\t" || last == "\r" {
                line = line.dropLast()
            }
            return line
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// A line diff, `-` for expected lines that are missing and `+` for actual lines that are new.
    static func diff(expected: String, actual: String) -> [String] {
        let old = normalize(expected).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let new = normalize(actual).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        // Longest common subsequence table, fine for snippet-sized outputs.
        var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] =
                    old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append("  " + old[i])
                i += 1
                j += 1
            } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
                // Expected before actual: a changed line reads "- old" then "+ new".
                lines.append("- " + old[i])
                i += 1
            } else {
                lines.append("+ " + new[j])
                j += 1
            }
        }
        return lines
    }
}
