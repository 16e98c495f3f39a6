/// What verification does with a Swift block, chosen by a flag in its info string.
package enum SnippetMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// `swift`: type-check only.
    case check
    /// `swift run`: compile, link and run; standard output is the block's output.
    case run
    /// `swift compile-fail expect="…"`: must fail to compile with a matching diagnostic.
    case compileFail = "compile-fail"
    /// `swift ignore reason="…"`: not compiled, only counted.
    case ignore
}
