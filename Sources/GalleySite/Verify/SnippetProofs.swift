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
    /// The kept proofs of articles whose verdicts were reused (``ProofMemo``), by file: their
    /// verdicts are not in ``results``, and are decoded only when a page asks for one.
    var reused: [String: ArticleProof] = [:]
    /// The digest of each article's verdicts (``ArticleProof/proofKey(of:)``), by file: what
    /// a page's build-graph key holds of its proofs.
    var proofKeys: [String: String] = [:]

    package static let unverified = SnippetProofs(results: [:], toolchainVersion: nil, verified: false, report: nil)

    /// The proof of one block, `nil` when it was not verified.
    package func result(for block: BlockID) -> VerificationResult? {
        results[block] ?? reused[block.file]?.result(for: block)
    }

    /// The digest of the proofs of `file`'s blocks; empty when nothing was verified.
    func proofKey(for file: String) -> String {
        guard verified else { return "" }
        return proofKeys[file] ?? ArticleProof.proofKey(of: [])
    }

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

    /// Verifies every article's snippets (from the cache where unchanged); with a `memo`, an
    /// article whose verdicts it kept under the same inputs is taken as it is.
    package static func verify(
        _ articles: [SourceArticle], of project: SiteBuilder.Project, options: BuildOptions,
        progress: (@Sendable (VerificationProgress) -> Void)? = nil, memo: ProofMemo? = nil
    ) async -> (SnippetProofs, [Diagnostic]) {
        do {
            let blocks = articles.map(\.blocks)
            let configuration = try project.verifierConfiguration(
                options: options, progress: progress, prefetching: blocks)
            let report = try await Verifier(configuration: configuration).verify(articles: blocks, reusing: memo)
            var results: [BlockID: VerificationResult] = [:]
            var byFile: [String: [VerificationResult]] = [:]
            for result in report.results {
                results[result.blockID] = result
                byFile[result.file, default: []].append(result)
            }
            var proofs = SnippetProofs(
                results: results, toolchainVersion: configuration.toolchain.versionString, verified: true,
                report: report)
            proofs.proofKeys = byFile.mapValues(ArticleProof.proofKey(of:))
            for proof in report.reused {
                proofs.reused[proof.file] = proof
                proofs.proofKeys[proof.file] = proof.proofKey
            }
            return (proofs, report.diagnostics)
        } catch {
            return (.unverified, error.diagnostics)
        }
    }
}
