/// One command-line option, declared once: it is parsed from this declaration and documented
/// in `--help` from it, so the two cannot drift apart (swift-argument-parser's shape, written
/// here because no package can be fetched).
package struct OptionSpec: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// Takes a value, shown in help as this placeholder (`--jobs N`).
        case value(placeholder: String)
        /// A boolean switch.
        case flag
    }

    package var name: String
    package var kind: Kind
    package var help: String

    package static func value(_ name: String, _ placeholder: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .value(placeholder: placeholder), help: help)
    }

    package static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .flag, help: help)
    }

    /// How the option is written in help, e.g. `--cache-dir DIR`.
    var label: String {
        switch kind {
        case .value(let placeholder): "--\(name) \(placeholder)"
        case .flag: "--\(name)"
        }
    }
}

/// Options several commands share, declared once.
extension OptionSpec {
    static let content = value("content", "DIR", "Content directory (default: Content)")
    static let output = value("output", "DIR", "Output directory (default: 'output' in site.yml, usually _site)")
    static let jobs = value("jobs", "N", "Parallel compiler jobs for verification (default: cores)")
    static let cacheDirectory = value("cache-dir", "DIR", "Verification cache (default: .galley-cache)")
    static let swiftc = value("swiftc", "PATH", "The swiftc to verify with (default: first on PATH)")
    static let noVerify = flag("no-verify", "Skip snippet verification; pages then say they are unverified")
    static let drafts = flag("drafts", "Include articles marked draft")
    static let sandbox = value(
        "sandbox", "POLICY",
        "auto, required or off: isolate snippet runs with bubblewrap (default: site.yml's snippets.sandbox, else auto)")
}

/// A command's whole command-line interface: what `--help` prints and what parsing accepts.
package struct CommandSpec: Sendable {
    /// A positional argument, documented under ARGUMENTS.
    package struct Argument: Sendable, Hashable {
        package var name: String
        package var help: String
    }

    package var abstract: String
    /// Paragraphs between OVERVIEW and USAGE, already wrapped.
    package var discussion: String
    package var usage: String
    package var arguments: [Argument]
    package var options: [OptionSpec]

    package init(
        abstract: String, discussion: String = "", usage: String, arguments: [Argument] = [],
        options: [OptionSpec]
    ) {
        self.abstract = abstract
        self.discussion = discussion
        self.usage = usage
        self.arguments = arguments
        self.options = options
    }

    /// Parses `arguments` against exactly the declared options (and `-h`/`--help`).
    package func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var values: Set<String> = []
        var flags: Set<String> = []
        for option in options {
            switch option.kind {
            case .value: values.insert(option.name)
            case .flag: flags.insert(option.name)
            }
        }
        return try ParsedArguments(arguments, options: values, flags: flags)
    }

    /// The `--help` text, built from the declarations.
    package var help: String {
        var text = "OVERVIEW: \(abstract)\n\n"
        if !discussion.isEmpty { text += discussion.trimmingTrailingNewlines + "\n\n" }
        text += "USAGE: \(usage)\n\n"
        let labels = arguments.map(\.name) + options.map(\.label) + ["-h, --help"]
        let column = max(19, (labels.map(\.count).max() ?? 0) + 2)
        if !arguments.isEmpty {
            text += "ARGUMENTS:\n"
            for argument in arguments { text += Self.row(argument.name, argument.help, column: column) }
            text += "\n"
        }
        text += "OPTIONS:\n"
        for option in options { text += Self.row(option.label, option.help, column: column) }
        text += Self.row("-h, --help", "Show this help", column: column)
        return text + "\n"
    }

    /// `  label   help`, the help wrapped at 100 columns under its own start.
    static func row(_ label: String, _ help: String, column: Int, width: Int = 100) -> String {
        let indent = String(repeating: " ", count: column + 2)
        var lines: [String] = []
        var line = ""
        for word in help.split(separator: " ") {
            if !line.isEmpty, indent.count + line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        let first = "  " + label + String(repeating: " ", count: max(1, column - label.count)) + lines[0]
        return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
