/// A run of bytes of one highlight class (`nil`: plain text), by UTF-8 offsets.
package struct ClassRun: Sendable, Hashable, Codable {
    package var start: Int
    package var count: Int
    package var tokenClass: TokenClass?

    package init(start: Int, count: Int, tokenClass: TokenClass?) {
        self.start = start
        self.count = count
        self.tokenClass = tokenClass
    }

    /// One class per byte of a text of `byteCount` bytes; bytes no run covers are plain.
    package static func byteClasses(_ runs: [ClassRun], byteCount: Int) -> [TokenClass?] {
        var classes = [TokenClass?](repeating: nil, count: byteCount)
        for run in runs {
            let range = (run.start..<(run.start + run.count)).clamped(to: 0..<byteCount)
            for index in range { classes[index] = run.tokenClass }
        }
        return classes
    }

    /// The runs of a per-byte class array (adjacent bytes of one class merged; plain bytes left out).
    package static func runs(_ classes: [TokenClass?]) -> [ClassRun] {
        var runs: [ClassRun] = []
        var index = 0
        while index < classes.count {
            let kind = classes[index]
            var end = index + 1
            while end < classes.count && classes[end] == kind { end += 1 }
            if kind != nil { runs.append(ClassRun(start: index, count: end - index, tokenClass: kind)) }
            index = end
        }
        return runs
    }
}

/// A declaration a comparison counts, with an identity stable across rewrites
/// (`extension EnvironmentValues/property accent/accessor get`) and its parent's identity.
package struct DeclarationFact: Sendable, Hashable, Codable {
    package var kind: DeclarationKind
    package var identity: String
    package var parent: String?

    package init(kind: DeclarationKind, identity: String, parent: String?) {
        self.kind = kind
        self.identity = identity
        self.parent = parent
    }
}

/// A significant token and its 1-based line.
package struct SignificantToken: Sendable, Hashable, Codable {
    package var text: String
    package var line: Int

    package init(text: String, line: Int) {
        self.text = text
        self.line = line
    }
}
