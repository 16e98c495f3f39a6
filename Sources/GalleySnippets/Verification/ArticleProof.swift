import Foundation
import GalleyCore
import Synchronization

/// One article's proven verdicts, kept so that a later build whose inputs are the same takes
/// them as they are instead of grouping, keying and looking up its units again (``ProofMemo``).
///
/// Only an article with nothing to say is kept: every block passed, was ignored or skipped, and
/// planning found no problem. An article with a failed block or a warning is verified again
/// each time (through the unit cache), so its diagnostics, strictness and notes are made as
/// they always are.
///
/// The verdicts come either as values (verified by this process) or as the bytes a manifest
/// holds, decoded the first time a page asks for one of them: a build that renders two pages
/// decodes two articles' verdicts, not the site's.
package final class ArticleProof: Sendable {
    /// The Markdown file, as in its blocks' `file`.
    package let file: String
    /// The digest of everything the article's verdicts depend on (``ProofMemo/key(of:session:)``).
    let key: String
    /// The digest of the verdicts themselves, as the pages that show them see them: a page's
    /// build-graph key holds it instead of every verdict.
    package let proofKey: String
    /// Blocks that passed.
    package let passed: Int
    /// Blocks ignored or skipped.
    package let skipped: Int
    /// The verdicts, encoded for the manifest.
    let encoded: [UInt8]
    private let decoded: Mutex<[BlockID: VerificationResult]?>

    init(file: String, key: String, proofKey: String, passed: Int, skipped: Int, encoded: [UInt8]) {
        self.file = file
        self.key = key
        self.proofKey = proofKey
        self.passed = passed
        self.skipped = skipped
        self.encoded = encoded
        decoded = Mutex(nil)
    }

    /// An article's verdicts as a verification computed them, or `nil` when they are not
    /// to be kept: a block failed, or planning found a problem.
    convenience init?(file: String, key: String, results: [VerificationResult], diagnostics: [Diagnostic]) {
        guard diagnostics.isEmpty, let stored = StoredVerdict.verdicts(of: results),
            let encoded = try? JSONEncoder().encode(stored)
        else { return nil }
        self.init(
            file: file, key: key, proofKey: Self.proofKey(of: results), passed: results.filter(\.passed).count,
            skipped: results.count - results.filter(\.passed).count, encoded: Array(encoded))
        decoded.withLock { $0 = Self.table(results) }
    }

    /// The verdict on `block`, `nil` when the article has none for it (or its bytes do not decode,
    /// which the manifest's MAC makes a bug, not an attack).
    package func result(for block: BlockID) -> VerificationResult? {
        decoded.withLock { table in
            if table == nil {
                let stored = (try? JSONDecoder().decode([StoredVerdict].self, from: Data(encoded))) ?? []
                table = Self.table(stored.map { $0.result(file: file) })
            }
            return table?[block]
        }
    }

    private static func table(_ results: [VerificationResult]) -> [BlockID: VerificationResult] {
        var table: [BlockID: VerificationResult] = [:]
        for result in results {
            var reused = result
            reused.fromCache = true
            reused.duration = 0
            table[result.blockID] = reused
        }
        return table
    }

    /// The digest of an article's verdicts as pages show them: how each was reached (from the
    /// cache or not, in how long) is left out, so the same proof keys the same page.
    package static func proofKey(of results: [VerificationResult]) -> String {
        var hasher = SHA256()
        hasher.update("galley-article-proofs-1")
        for result in results.sorted(by: { $0.blockIndex < $1.blockIndex }) {
            var shown = result
            shown.fromCache = false
            shown.duration = 0
            hasher.update("\u{1F}" + String(describing: shown))
        }
        return hasher.finalize()
    }
}

/// A verdict without diagnostics, as a manifest keeps it (``ArticleProof``).
struct StoredVerdict: Codable {
    enum Status: Codable {
        case passed
        case ignored(reason: String)
        case skipped(reason: String)
    }
    var fenceLine: Int
    var blockIndex: Int
    var status: Status
    var mode: SnippetMode
    var visibleCode: String
    var actualOutput: String?
    var expectedOutput: String?
    var compilerErrorText: String?
    var macroExpansion: String?
    var unitID: String
    var previews: [SnippetPreview]
    var hovers: BlockHovers

    /// The verdicts to keep, or `nil` when one of them failed.
    static func verdicts(of results: [VerificationResult]) -> [StoredVerdict]? {
        var stored: [StoredVerdict] = []
        for result in results {
            let status: Status
            switch result.status {
            case .passed: status = .passed
            case .ignored(let reason): status = .ignored(reason: reason)
            case .skipped(let reason): status = .skipped(reason: reason)
            case .failed: return nil
            }
            stored.append(
                StoredVerdict(
                    fenceLine: result.fenceLine, blockIndex: result.blockIndex, status: status, mode: result.mode,
                    visibleCode: result.visibleCode, actualOutput: result.actualOutput,
                    expectedOutput: result.expectedOutput, compilerErrorText: result.compilerErrorText,
                    macroExpansion: result.macroExpansion, unitID: result.unitID, previews: result.previews,
                    hovers: result.hovers))
        }
        return stored
    }

    func result(file: String) -> VerificationResult {
        let verdict: VerificationResult.Status
        switch status {
        case .passed: verdict = .passed
        case .ignored(let reason): verdict = .ignored(reason: reason)
        case .skipped(let reason): verdict = .skipped(reason: reason)
        }
        return VerificationResult(
            file: file, fenceLine: fenceLine, blockIndex: blockIndex, status: verdict, mode: mode,
            visibleCode: visibleCode, actualOutput: actualOutput, expectedOutput: expectedOutput,
            compilerErrorText: compilerErrorText, macroExpansion: macroExpansion, fromCache: true, duration: 0,
            unitID: unitID, previews: previews, hovers: hovers)
    }
}
