import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// The lock that keeps two builds from writing one output at once.
@Suite struct BuildLockTests {
    let output = FileManager.default.temporaryDirectory
        .appendingPathComponent("galley-lock-\(UUID().uuidString)").appendingPathComponent("_site")

    @Test func secondLockOnTheSameOutputFailsWithAClearMessage() throws {
        let first = try BuildLock(for: output)
        do {
            _ = try BuildLock(for: output)
            Issue.record("a second lock was granted while the first was held")
        } catch {
            #expect(error.diagnostics.map(\.id) == ["output.locked"])
            #expect(
                error.description.contains("another galley build is writing '_site'; wait for it to finish")
            )
        }
        withExtendedLifetime(first) {}
    }

    @Test func releasedLockCanBeTakenAgain() throws {
        do { _ = try BuildLock(for: output) }
        let again = try BuildLock(for: output)
        #expect(again.path.hasSuffix("/._site.lock"))
    }

    @Test func locksOnDifferentOutputsDoNotConflict() throws {
        let first = try BuildLock(for: output)
        let second = try BuildLock(
            for: output.deletingLastPathComponent().appendingPathComponent("preview"))
        #expect(first.path != second.path)
        // Both are really held: a third lock on either output is refused while they live.
        #expect(throws: DiagnosticError.self) { _ = try BuildLock(for: output) }
        #expect(throws: DiagnosticError.self) {
            _ = try BuildLock(for: output.deletingLastPathComponent().appendingPathComponent("preview"))
        }
        withExtendedLifetime((first, second)) {}
    }
}
