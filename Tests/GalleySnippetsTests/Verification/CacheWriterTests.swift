import Foundation
import Testing

@testable import GalleySnippets

/// Outcomes are stored as they are computed, on the writer's own queue: once each, never an
/// uncacheable one, and all of them on disk when `finish` returns.
@Suite struct CacheWriterTests {
    static func outcome(_ text: String, toolFailure: String? = nil) -> UnitOutcome {
        UnitOutcome(
            strategy: .merged, compiled: true, messages: [], compilerLog: "", outputs: [text], runFailure: nil,
            runError: "", macroExpansions: [], toolFailure: toolFailure, duration: 0.1)
    }

    @Test func everyCacheableOutcomeIsOnDiskWhenFinishReturns() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = VerificationCache(directory: folder)
        let writer = CacheWriter(cache: cache)
        let keys = (0..<40).map { String(format: "%02x", $0 * 6) + "-unit-\($0)" }
        // Reported from several threads at once, as the executor reports them.
        await withTaskGroup(of: Void.self) { group in
            for (index, key) in keys.enumerated() {
                group.addTask { writer.store(Self.outcome("output \(index)"), for: key) }
            }
        }
        // A second report of a key does not replace the first.
        writer.store(Self.outcome("reported twice"), for: keys[0])
        writer.store(Self.outcome("tool failed", toolFailure: "swiftc could not start"), for: "ff-failed")
        await writer.finish(["ee-late": Self.outcome("not reported as it came"), keys[1]: Self.outcome("again")])

        for (index, key) in keys.enumerated() {
            #expect(cache.outcome(for: key)?.outputs == ["output \(index)"], "\(key)")
        }
        #expect(cache.outcome(for: "ee-late")?.outputs == ["not reported as it came"])
        #expect(!cache.hasEntry(for: "ff-failed"), "an uncacheable outcome is never stored")
    }
}
