/// The modules a Swift file imports, read from its `import` lines (with any attributes, access
/// level and import kind), e.g. `@testable import Tally`, `internal import struct Tally.Share`.
enum ImportScanner {
    static let modifiers: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "@testable", "@_exported",
        "@preconcurrency", "@_implementationOnly",
    ]
    static let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]

    static func modules(in text: String) -> Set<String> {
        var modules: Set<String> = []
        for line in text.split(separator: "\n") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, modifiers.contains(first) { words = words.dropFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            words = words.dropFirst()
            if let first = words.first, kinds.contains(first) { words = words.dropFirst() }
            guard let path = words.first else { continue }
            modules.insert(String(path.split(separator: ".").first ?? path))
        }
        return modules
    }
}
