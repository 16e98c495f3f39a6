import Foundation
import GalleyCore
import GalleyMarkdown
import GalleySnippets

/// The verification results of a site's snippets, looked up by each block's `BlockID`.
package struct SnippetProofs: Sendable {
    package var results: [BlockID: VerificationResult]
    /// The compiler's version string, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    package var toolchainVersion: String?
    /// False for `--no-verify` builds: pages then say their code is unverified.
    package var verified: Bool
    package var report: VerificationReport?

    package static let unverified = SnippetProofs(results: [:], toolchainVersion: nil, verified: false, report: nil)

    /// The proof of one block, `nil` when it was not verified.
    package func result(for block: BlockID) -> VerificationResult? { results[block] }

    /// Problems in the info strings of Swift fences (an unknown attribute, a bad value), found
    /// without compiling anything, so `--no-verify` builds reject them as the verifier does.
    /// The blocks were parsed when their articles loaded; this only collects what parsing found.
    /// Runs on every `--no-verify` build over every block of the site, so it walks the blocks in
    /// place: copying each block's attributes out (a `SnippetSpec` per Swift block) was a few
    /// percent of an incremental build.
    package static func fenceProblems(in articles: [SourceArticle]) -> [Diagnostic] {
        var fences: [Diagnostic] = []
        for article in articles {
            for block in article.blocks.blocks {
                if case .invalid(let problems) = block.attributes.parsed { fences += problems }
            }
        }
        return fences + articles.flatMap(tutorialProblems)
    }

    /// Step blocks outside a tutorial, and a tutorial's problems, found without compiling.
    static func tutorialProblems(in article: SourceArticle) -> [Diagnostic] {
        if article.tutorial != nil { return article.blocks.tutorialProblems.map(\.diagnostic) }
        var problems: [Diagnostic] = []
        for block in article.blocks.blocks {
            guard case .swift(let spec) = block.attributes.parsed, spec.step else { continue }
            problems.append(
                .error(
                    "tutorial.step-outside-tutorial",
                    at: SourceLocation(file: block.file, line: block.fenceLine, column: 1),
                    "a 'step' block belongs in a tutorial; add 'layout: tutorial' to the front matter"))
        }
        return problems
    }

    /// Verifies every article's snippets (from the cache where unchanged).
    package static func verify(
        _ articles: [SourceArticle], of project: SiteBuilder.Project, options: BuildOptions,
        progress: (@Sendable (VerificationProgress) -> Void)? = nil
    ) async -> (SnippetProofs, [Diagnostic]) {
        do {
            let blocks = articles.map(\.blocks)
            let configuration = try project.verifierConfiguration(
                options: options, progress: progress, prefetching: blocks)
            let report = try await Verifier(configuration: configuration).verify(articles: blocks)
            var results: [BlockID: VerificationResult] = [:]
            for result in report.results { results[result.blockID] = result }
            return (
                SnippetProofs(
                    results: results, toolchainVersion: configuration.toolchain.versionString, verified: true,
                    report: report),
                report.diagnostics
            )
        } catch {
            return (.unverified, error.diagnostics)
        }
    }
}
