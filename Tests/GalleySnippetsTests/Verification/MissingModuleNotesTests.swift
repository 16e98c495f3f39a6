import Foundation
import GalleyCore
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// A `no such module` error says where the module could come from: the runtime, when the site
/// has none and the module is one GalleyUI mirrors; otherwise a package, or nowhere here.
@Suite struct MissingModuleNotesTests {
    @Test func aModuleGalleyUIDoesNotMirrorGetsTheWayToShowTheBlockUnproven() {
        var report = Self.report(failing: "no such module 'HealthKit'")
        report.noteMissingModules(runtime: .galleyUI)
        let note = report.diagnostics.first?.notes.last?.message ?? ""
        #expect(note.hasPrefix("'HealthKit' is neither one of the toolchain's modules nor one GalleyUI mirrors ("))
        #expect(note.contains("SwiftUI, SwiftUICore, Combine"))
        #expect(note.hasSuffix("'swift ignore reason=\"needs HealthKit\"' block"))
    }

    @Test(arguments: ["SwiftUI", "Combine", "StoreKit", "MapKit"])
    func aMirroredModuleWithoutTheRuntimeGetsTheSetting(module: String) {
        var report = Self.report(failing: "no such module '\(module)'")
        report.noteMissingModules(runtime: .none)
        #expect(
            report.diagnostics.first?.notes.last?.message
                == "GalleyUI mirrors '\(module)' for Linux: set 'runtime: galleyui' under 'snippets:' in site.yml")
        // With the runtime, such an error is GalleyUI's own problem, not the author's set-up.
        var withRuntime = Self.report(failing: "no such module '\(module)'")
        withRuntime.noteMissingModules(runtime: .galleyUI)
        #expect(withRuntime.diagnostics.first?.notes.isEmpty == true)
    }

    @Test func otherErrorsGetNoNote() {
        var report = Self.report(failing: "cannot find 'HealthKit' in scope")
        report.noteMissingModules(runtime: .galleyUI)
        #expect(report.diagnostics.first?.notes.isEmpty == true)
    }

    /// End to end: the compiler's own error, from a real verification, gets the note once the
    /// site asks for it, as `galley build`, `serve` and `verify` do for a site.
    @Test func aRealVerificationCarriesTheNote() async throws {
        let site = try Site(["Content/en/a.md": "```swift\nimport SwiftUI\nimport HealthKit\n```\n"])
        defer { site.remove() }
        let report = try await site.verify(explainsMissingModules: true)
        #expect(report.failedCount == 1)
        let error = try #require(report.diagnostics.first { $0.summary == "no such module 'HealthKit'" })
        #expect(error.notes.contains { $0.message.hasPrefix("'HealthKit' is neither one of the toolchain's modules") })
    }

    static func report(failing summary: String) -> VerificationReport {
        let block = FencedBlock(
            file: "Content/en/a.md", info: "swift", code: "import HealthKit\n", fenceLine: 1, contentStartLine: 2,
            closingLine: 3, directlyFollowsPrevious: false)
        var failed = ArticlePlan.result(block, index: 0, .passed, mode: .check)
        let location = SourceLocation(file: "Content/en/a.md", line: 2, column: 8)
        failed.status = .failed([.error("snippet.compiler", at: location, summary)])
        return VerificationReport(
            results: [failed], sessionDiagnostics: [], blessings: [], toolchainVersion: "Swift version 6.3.1",
            shard: .all, statistics: VerificationStatistics(), strict: false)
    }
}
