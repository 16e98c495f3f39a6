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

    /// The fenced code blocks of an article, in order, as the verifier takes them.
    package static func fencedBlocks(of article: SourceArticle) -> [FencedBlock] {
        var blocks: [FencedBlock] = []
        var previousID: Int?
        var previousParent: Int?
        for node in article.document.nodes {
            guard case .codeBlock(let attributes) = node.kind, attributes.isFenced else { continue }
            let follows = previousID.map { $0 + 1 == node.id } == true && previousParent == node.parentID
            blocks.append(
                FencedBlock(
                    file: article.displayPath, info: attributes.info, code: attributes.literal,
                    fenceLine: node.range.lowerBound.line, contentStartLine: node.range.lowerBound.line + 1,
                    closingLine: node.range.upperBound.line, directlyFollowsPrevious: follows,
                    indentation: max(0, node.range.lowerBound.column - 1)))
            previousID = node.id
            previousParent = node.parentID
        }
        return blocks
    }

    /// Problems in the info strings of Swift fences (an unknown attribute, a bad value), found
    /// without compiling anything, so `--no-verify` builds reject them as the verifier does.
    /// With a `memo`, each article's problems are found once per version of its text.
    package static func fenceProblems(in articles: [SourceArticle], memo: BuildMemo? = nil) -> [Diagnostic] {
        let each = articles.map { article in
            memo?.fenceProblems(of: article) { fenceProblems(of: article) } ?? fenceProblems(of: article)
        }
        return each.flatMap(\.fences) + each.flatMap(\.tutorial)
    }

    /// One article's problems: its fences', then its tutorial's.
    static func fenceProblems(of article: SourceArticle) -> (fences: [Diagnostic], tutorial: [Diagnostic]) {
        let fences = fencedBlocks(of: article).filter { $0.language == "swift" }.flatMap { block -> [Diagnostic] in
            guard case .failure(let error) = SnippetSpec.parse(block) else { return [] }
            return error.diagnostics
        }
        return (fences, tutorialProblems(in: article))
    }

    /// Step blocks outside a tutorial, and a tutorial's problems, found without compiling.
    static func tutorialProblems(in article: SourceArticle) -> [Diagnostic] {
        if let (_, problems) = article.tutorial { return problems.map(\.diagnostic) }
        return fencedBlocks(of: article).filter {
            $0.language == "swift" && (try? SnippetSpec.parse($0).get())?.step == true
        }.map {
            .error(
                "tutorial.step-outside-tutorial", at: SourceLocation(file: $0.file, line: $0.fenceLine, column: 1),
                "a 'step' block belongs in a tutorial; add 'layout: tutorial' to the front matter")
        }
    }

    /// Verifies every article's snippets (from the cache where unchanged).
    package static func verify(
        _ articles: [SourceArticle], of project: SiteBuilder.Project, options: BuildOptions,
        progress: (@Sendable (VerificationProgress) -> Void)? = nil
    ) async -> (SnippetProofs, [Diagnostic]) {
        do {
            let configuration = try project.verifierConfiguration(options: options, progress: progress)
            let report = try await Verifier(configuration: configuration).verify(
                articles: articles.map(fencedBlocks), tutorials: articles.compactMap(\.tutorialOutline))
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
