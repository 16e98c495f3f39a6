/// Reading outlines in tests without depending on how deep a subtree sits.
extension String {
    /// The outline's lines with their indentation removed.
    var outlineLines: [String] {
        split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    /// Whether the outline has `lines`, consecutively, each ignoring its indentation.
    func hasConsecutiveLines(_ lines: String...) -> Bool {
        let all = outlineLines
        guard lines.count <= all.count else { return false }
        return (0...(all.count - lines.count)).contains { Array(all[$0..<$0 + lines.count]) == lines }
    }
}
