import GalleyCore

/// A usage error: a bad flag, a missing value, an unknown command. Exits with status 64.
package struct UsageError: Error, Sendable, CustomStringConvertible, Equatable {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// Parsed command-line arguments, written by hand in swift-argument-parser's shape:
/// options declare themselves up front, so unknown ones are rejected with a suggestion.
package struct ParsedArguments: Sendable {
    package private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` given the option names that take a value and the boolean flags.
    package init(_ arguments: [String], options: Set<String>, flags knownFlags: Set<String>) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !onlyPositionals && (argument == "-h" || argument == "--help") {
                flags.insert("help")
                continue
            }
            if onlyPositionals || !argument.hasPrefix("--") || argument == "-" {
                if argument.hasPrefix("-") && argument.count > 1 && !onlyPositionals {
                    throw UsageError("unknown option '\(argument)'")
                }
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if options.contains(name) {
                guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                    throw UsageError("option '--\(name)' needs a value")
                }
                if inlineValue == nil { index += 1 }
                values[name, default: []].append(value)
            } else if knownFlags.contains(name) {
                guard inlineValue == nil else { throw UsageError("flag '--\(name)' takes no value") }
                flags.insert(name)
            } else {
                let suggestion = NearMiss.didYouMean(
                    "--\(name)", among: options.union(knownFlags).sorted().map { "--\($0)" })
                throw UsageError("unknown option '--\(name)'\(suggestion)")
            }
        }
    }

    /// The last value given for an option.
    package func value(_ name: String) -> String? { values[name]?.last }
    /// Every value given for a repeatable option.
    package func values(_ name: String) -> [String] { values[name] ?? [] }
    /// Whether a boolean flag was given.
    package func flag(_ name: String) -> Bool { flags.contains(name) }

    /// An integer option, validated.
    package func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                "'--\(name)' must be a whole number in \(range.lowerBound)...\(range.upperBound), not '\(text)'")
        }
        return number
    }
}
