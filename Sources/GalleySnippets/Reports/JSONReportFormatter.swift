import Foundation
import GalleyCore

/// The report as JSON (`--format json`), with a stable shape for tools and for the site's badges.
package struct JSONReportFormatter: Sendable {
    /// Creates a formatter.
    package init() {}

    /// Pretty-printed JSON with sorted keys.
    package func format(_ report: VerificationReport) -> String {
        let object: [String: Any] = [
            "toolchain": report.toolchainVersion, "shard": report.shard.description,
            "passed": report.passedCount, "failed": report.failedCount, "skipped": report.skippedCount,
            "errorsOutsideBlocks": report.errorsOutsideBlocks.count,
            "results": report.results.map(result), "diagnostics": report.diagnostics.map(diagnostic),
            "statistics": [
                "units": report.statistics.units, "cacheHits": report.statistics.cacheHits,
                "corruptCacheEntries": report.statistics.corruptCacheEntries,
                "compilerInvocations": report.statistics.compilerInvocations,
                "mergedRuns": report.statistics.mergedRuns, "separateRuns": report.statistics.separateRuns,
                "mergedLinkFallbacks": report.statistics.mergedLinkFallbacks,
                "forkedRuns": report.statistics.forkedRuns,
                "batchCompilations": report.statistics.batchCompilations,
                "batchedUnits": report.statistics.batchedUnits,
                "batchFallbacks": report.statistics.batchFallbacks,
                "seconds": report.statistics.seconds, "stages": report.statistics.stages,
                "soloReasons": report.statistics.soloReasons, "batchSizes": report.statistics.batchSizes,
            ] as [String: Any],
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]))
            ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func result(_ result: VerificationResult) -> [String: Any] {
        var object: [String: Any] = [
            "file": result.file, "line": result.fenceLine, "mode": result.mode.rawValue,
            "status": status(result.status),
            "visibleCode": result.visibleCode, "fromCache": result.fromCache, "duration": result.duration,
            "unit": result.unitID,
        ]
        object["actualOutput"] = result.actualOutput
        object["expectedOutput"] = result.expectedOutput
        object["compilerError"] = result.compilerErrorText
        object["macroExpansion"] = result.macroExpansion
        if case .ignored(let reason) = result.status { object["reason"] = reason }
        if case .skipped(let reason) = result.status { object["reason"] = reason }
        return object
    }

    private func status(_ status: VerificationResult.Status) -> String {
        switch status {
        case .passed: "passed"
        case .failed: "failed"
        case .ignored: "ignored"
        case .skipped: "skipped"
        }
    }

    private func diagnostic(_ diagnostic: Diagnostic) -> [String: Any] {
        var object: [String: Any] = [
            "id": diagnostic.id, "severity": diagnostic.severity.rawValue, "message": diagnostic.summary,
            "notes": diagnostic.notes.map(\.message),
        ]
        if let location = diagnostic.location {
            object["file"] = location.file
            object["line"] = location.line
            object["column"] = location.column
        }
        return object
    }
}
