import GalleyCore
import GalleyToolchain

extension SnippetSpec {
    /// The flags an info string may carry after `swift`.
    package static let flags: [String: SnippetMode] = [
        "run": .run, "compile-fail": .compileFail, "ignore": .ignore,
    ]
    /// The `key=value` attributes an info string may carry.
    package static let attributes = [
        "group", "before", "after", "timeout", "expect", "reason", "lang", "swift-version", "args", "file",
    ]
    /// Flags that qualify a mode instead of choosing one.
    package static let modifiers = ["trap", "no-hovers"]
    /// The flag that makes a block a tutorial step; it combines with `run`.
    package static let stepFlag = "step"

    /// Parses the info string of `block`, which must start with `swift`.
    ///
    /// Returns the specification, or the diagnostics that explain why the info string is
    /// invalid: an unknown word (with a near-miss suggestion), a duplicate, a missing or
    /// misplaced attribute, a bad value. Locations point at the fence line and the word's column.
    ///
    /// A block parses its own info string when it is made (``FencedBlock/attributes``); call
    /// this only on a block built by hand, as tests and the fuzzer do.
    package static func parse(_ block: FencedBlock) -> Result<SnippetSpec, DiagnosticError> {
        parse(file: block.file, fenceLine: block.fenceLine, indentation: block.indentation, info: block.info)
    }

    /// The parser behind ``parse(_:)`` and ``FencedBlock/attributes``; each call is one parse
    /// in ``ParseLog``.
    static func parse(file: String, fenceLine: Int, indentation: Int, info: String)
        -> Result<SnippetSpec, DiagnosticError>
    {
        ParseLog.record(BlockID(file: file, fenceLine: fenceLine))
        var problems: [Diagnostic] = []
        func location(_ offset: Int) -> SourceLocation {
            // The info string follows the indentation and a fence assumed to be three characters.
            SourceLocation(file: file, line: fenceLine, column: indentation + 4 + offset)
        }
        let tokens: [InfoToken]
        do { tokens = try InfoStringTokenizer.tokens(in: info) } catch {
            switch error {
            case .unterminatedQuote(let offset):
                return .failure(
                    DiagnosticError(
                        .error("snippet.invalid-info", at: location(offset), "unterminated quoted value")))
            }
        }
        var spec = SnippetSpec()
        var seen: Set<String> = []
        var modeToken: InfoToken?
        for token in tokens.dropFirst() {
            if token.name == stepFlag, token.value == nil {
                if spec.step {
                    problems.append(
                        .error(
                            "snippet.duplicate-attribute", at: location(token.offset), "'step' is given twice"))
                }
                spec.step = true
                continue
            }
            let known =
                token.value == nil
                ? flags[token.name] != nil || modifiers.contains(token.name) : attributes.contains(token.name)
            guard known else {
                let candidates =
                    token.value == nil
                    ? Array(flags.keys) + modifiers + [stepFlag] + attributes
                    : attributes + Array(flags.keys) + modifiers + [stepFlag]
                let suggestion = NearMiss.didYouMean(token.name, among: candidates.sorted())
                let kind = token.value == nil ? "flag" : "attribute"
                problems.append(
                    .error(
                        "snippet.unknown-attribute", at: location(token.offset),
                        "unknown snippet \(kind) '\(token.name)'\(suggestion)"))
                continue
            }
            guard seen.insert(token.name).inserted else {
                problems.append(
                    .error(
                        "snippet.duplicate-attribute", at: location(token.offset),
                        "'\(token.name)' is given twice"))
                continue
            }
            if token.name == "trap", token.value == nil {
                spec.trap = true
                continue
            }
            if token.name == "no-hovers", token.value == nil {
                spec.hovers = false
                continue
            }
            if let mode = flags[token.name], token.value == nil {
                if let previous = modeToken {
                    problems.append(
                        .error(
                            "snippet.conflicting-modes", at: location(token.offset),
                            "'\(token.name)' conflicts with '\(previous.name)'; a block has one mode"))
                }
                modeToken = token
                spec.mode = mode
                continue
            }
            problems += spec.assign(token, at: location(token.offset))
        }
        problems += spec.validate(at: location, tokens: tokens)
        return problems.isEmpty ? .success(spec) : .failure(DiagnosticError(problems))
    }

    private mutating func assign(_ token: InfoToken, at location: SourceLocation) -> [Diagnostic] {
        let value = token.value ?? ""
        switch token.name {
        case "group": group = value
        case "before": before = value
        case "after": after = value
        case "expect": expect = value
        case "reason": reason = value
        case "file": file = value
        case "lang":
            let subtags = value.split(separator: "-", omittingEmptySubsequences: false)
            guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy(\.isLetter),
                subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isLetter || $0.isNumber } })
            else {
                return [
                    .error(
                        "snippet.invalid-value", at: location,
                        "lang must be a language tag such as 'en' or 'hr-HR', not '\(value)'")
                ]
            }
            language = value
        case "args": arguments = value.split(separator: " ").map(String.init)
        case "swift-version":
            let modes = SnippetSettings.languageModes.map(String.init)
            guard let mode = Int(value), SnippetSettings.languageModes.contains(mode) else {
                return [
                    .error(
                        "snippet.invalid-value", at: location,
                        "swift-version must be \(modes.joined(separator: " or ")), not '\(value)'"
                            + NearMiss.didYouMean(value, among: modes))
                ]
            }
            swiftVersion = mode
        case "timeout":
            let maximum = SandboxLimits.maximumTimeout
            guard let seconds = Double(value), seconds > 0, seconds <= maximum else {
                let nearest =
                    Double(value).map { $0 > maximum ? "; did you mean 'timeout=\(Int(maximum))'?" : "" } ?? ""
                return [
                    .error(
                        "snippet.invalid-value", at: location,
                        "timeout must be a number of seconds above 0 and at most \(Int(maximum)), not '\(value)'\(nearest)"
                    )
                ]
            }
            timeout = seconds
        default: break
        }
        if token.name != "timeout", value.isEmpty {
            return [
                .error("snippet.invalid-value", at: location, "'\(token.name)' needs a non-empty value")
            ]
        }
        return []
    }

    private func validate(at location: (Int) -> SourceLocation, tokens: [InfoToken]) -> [Diagnostic] {
        func offset(of name: String) -> Int { tokens.first { $0.name == name }?.offset ?? 0 }
        var problems: [Diagnostic] = []
        if expect != nil, !trap, mode != .compileFail {
            // A run block's expectation is about a crash; any other block's, about a compiler error.
            let fix =
                mode == .run
                ? "add 'trap' (swift run trap expect=\"…\") to expect a crash at run time"
                : "add 'compile-fail' to expect a compiler error"
            problems.append(
                .error(
                    "snippet.misplaced-attribute", at: location(offset(of: "expect")),
                    "'expect' needs 'trap' or 'compile-fail': \(fix)"))
        }
        let rules: [(String, Bool, SnippetMode)] = [
            ("reason", reason != nil, .ignore), ("timeout", tokens.contains { $0.name == "timeout" }, .run),
            ("args", tokens.contains { $0.name == "args" }, .run), ("trap", trap, .run),
        ]
        for (name, present, owner) in rules where present && mode != owner {
            problems.append(
                .error(
                    "snippet.misplaced-attribute", at: location(offset(of: name)),
                    "'\(name)' applies only to '\(owner.rawValue)' blocks"))
        }
        if mode == .compileFail, expect == nil {
            problems.append(
                .error(
                    "snippet.missing-expect", at: location(offset(of: "compile-fail")),
                    "a compile-fail block needs expect=\"…\" naming the diagnostic it expects"))
        }
        if mode == .ignore, reason == nil {
            problems.append(
                .error(
                    "snippet.missing-reason", at: location(offset(of: "ignore")),
                    "an ignored block needs reason=\"…\" saying why it is not compiled"))
        }
        problems += validateStep(at: location(offset(of: step ? Self.stepFlag : "file")))
        if before != nil, after != nil {
            problems.append(
                .error(
                    "snippet.conflicting-sides", at: location(offset(of: "after")),
                    "a block is either before or after"))
        }
        return problems
    }

    /// A step block names one Swift file, compiles (or runs) as part of its tutorial's project,
    /// and takes no attribute that would take it out of that project.
    private func validateStep(at location: SourceLocation) -> [Diagnostic] {
        guard step else {
            return file == nil
                ? []
                : [
                    .error(
                        "snippet.misplaced-attribute", at: location,
                        "'file' applies only to tutorial 'step' blocks")
                ]
        }
        guard let file else {
            return [
                .error(
                    "tutorial.step-without-file", at: location,
                    "a tutorial step needs file=NAME.swift naming the file it shows")
            ]
        }
        var problems: [Diagnostic] = []
        if !file.hasSuffix(".swift") || file.count <= 6 || file.contains("/") || file.contains("\\")
            || file.hasPrefix(".")
        {
            problems.append(
                .error(
                    "tutorial.bad-file-name", at: location,
                    "a step's file must be a plain Swift file name such as 'ThemeView.swift', not '\(file)'"))
        }
        if mode == .compileFail || mode == .ignore || group != nil || before != nil || after != nil {
            problems.append(
                .error(
                    "tutorial.step-attribute", at: location,
                    "a tutorial step compiles with the files before it; it takes no compile-fail, ignore, group, before or after"
                ))
        }
        return problems
    }
}
