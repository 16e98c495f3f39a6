/// The parsed info string of a Swift block: its mode and attributes.
///
/// `swift run group=intro timeout=5` becomes `SnippetSpec(mode: .run, group: "intro", timeout: 5)`.
package struct SnippetSpec: Sendable, Hashable, Codable {
    /// What to do with the block.
    package var mode: SnippetMode = .check
    /// Blocks of one article with the same group form one compilation unit, in order.
    package var group: String?
    /// The identifier of a comparison this block is the "before" side of.
    package var before: String?
    /// The identifier of a comparison this block is the "after" side of; its macro expansions are captured.
    package var after: String?
    /// Seconds a `run` block may take.
    package var timeout: Double = 10
    /// The substring a `compile-fail` block's diagnostic (or what the runtime reported of a `trap`
    /// block's crash) must contain.
    package var expect: String?
    /// `swift run trap`: the program must compile, then crash (end by a signal: a failed
    /// precondition, an overflow, an exclusivity violation…); with ``expect``, what the runtime
    /// reported of the crash must contain it.
    package var trap = false
    /// `args="…"`: the command-line arguments the program gets, split at spaces.
    package var arguments: [String] = []
    /// Why an `ignore` block is not compiled.
    package var reason: String?
    /// The language of the block's comments and strings (`lang=en`), when it differs from the
    /// page's; the page marks the code with it so screen readers pronounce it correctly.
    package var language: String?
    /// True for a tutorial step's file block (`swift step file=ThemeView.swift`).
    package var step: Bool = false
    /// The file a tutorial step block holds, whole, at that step.
    package var file: String?
    /// The Swift language mode for this block (`swift-version=5`), overriding the site's.
    package var swiftVersion: Int?
    /// `no-hovers` turns this block's compiler hovers off where the site turns them on (`hovers: true`).
    package var hovers = true

    /// Creates a specification; every property has the default of a bare `swift` info string.
    package init(
        mode: SnippetMode = .check, group: String? = nil, before: String? = nil, after: String? = nil,
        timeout: Double = 10, expect: String? = nil, reason: String? = nil
    ) {
        self.mode = mode
        self.group = group
        self.before = before
        self.after = after
        self.timeout = timeout
        self.expect = expect
        self.reason = reason
    }
}
