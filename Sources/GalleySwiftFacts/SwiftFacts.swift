import Synchronization

/// What Galley asks of the Swift parser: facts about a piece of Swift source, as plain values.
///
/// SwiftParser and SwiftIDEUtils ship only as the toolchain's shared host libraries, which link
/// the Swift runtime as a shared library too. Keeping them out of the `galley` executable lets it
/// link the runtime and Foundation statically, which starts every command several milliseconds
/// sooner and makes each runtime call direct. So the parser runs in a helper process,
/// `galley-syntax` (``SyntaxHelperClient``), and the code that needs its answers (highlighting,
/// comparison summaries, unit planning, translation checks) asks through this protocol. The
/// in-process implementation (`ParserFacts` in `GalleySwiftSyntax`) answers the helper's requests
/// and the tests of the parsing itself.
///
/// Every answer is `nil` when the parser cannot be reached; callers then degrade in a way that
/// never changes a verdict (a unit is compiled alone, code is shown unhighlighted and not
/// cached) and ``SwiftFacts/problem`` says why, for the action to report.
package protocol SwiftFactsProvider: Sendable {
    /// The highlight class of each UTF-8 byte of `code`, as runs.
    func highlight(_ code: String) -> [ClassRun]?
    /// The declarations a comparison counts, in source order.
    func declarations(_ code: String) -> [DeclarationFact]?
    /// The tokens of `code` without trivia or string-literal contents, with their lines.
    func significantTokens(_ code: String) -> [SignificantToken]?
    /// What planning a compilation unit needs from its main file's parse.
    func unit(_ code: String) -> UnitSyntax?
    /// ``unit(_:)`` for many files at once, in order (a helper answers each share in one
    /// exchange); `nil` for each file whose share went unanswered.
    func units(_ codes: [String]) -> [UnitSyntax?]
    /// Why the last request went unanswered, if one did.
    var problem: String? { get }
}

/// The provider every caller uses, and the last reason it could not answer.
package enum SwiftFacts {
    /// The provider: the `galley-syntax` helper beside the executable (or `GALLEY_SYNTAX_HELPER`).
    package static let provider: any SwiftFactsProvider = SyntaxHelperClient.beside()
    private static let recorded = Mutex<String?>(nil)

    /// Why the last unanswered request went unanswered, or `nil` when none has failed.
    package static var problem: String? { recorded.withLock { $0 } }

    /// Records why a request went unanswered (the first reason is kept).
    package static func report(_ problem: String) {
        recorded.withLock { if $0 == nil { $0 = problem } }
    }

    /// Forgets the recorded problem (a long-running server, before each rebuild).
    package static func clearProblem() {
        recorded.withLock { $0 = nil }
    }

    package static func highlight(_ code: String) -> [ClassRun]? { noting { $0.highlight(code) } }
    package static func declarations(_ code: String) -> [DeclarationFact]? { noting { $0.declarations(code) } }
    package static func significantTokens(_ code: String) -> [SignificantToken]? {
        noting { $0.significantTokens(code) }
    }
    package static func unit(_ code: String) -> UnitSyntax? { noting { $0.unit(code) } }
    package static func units(_ codes: [String]) -> [UnitSyntax?] { units(codes, asking: provider, report: report) }

    /// The facts of many files, asked in shares; a file whose share went unanswered is asked
    /// alone, and only a file that gets no answer even then is `nil` and reported, so a failed
    /// share costs time, never a warning for files that were in the end parsed.
    package static func units(
        _ codes: [String], asking provider: any SwiftFactsProvider, report: (String) -> Void
    ) -> [UnitSyntax?] {
        let shared = provider.units(codes)
        return codes.indices.map { index in
            if index < shared.count, let answer = shared[index] { return answer }
            if let alone = provider.unit(codes[index]) { return alone }
            report(provider.problem ?? "the Swift parser gave no answer")
            return nil
        }
    }

    /// The provider's answer; when there is none, the provider's reason is recorded.
    private static func noting<Answer>(_ ask: (any SwiftFactsProvider) -> Answer?) -> Answer? {
        if let answer = ask(provider) { return answer }
        report(provider.problem ?? "the Swift parser gave no answer")
        return nil
    }
}
