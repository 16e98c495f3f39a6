import Foundation
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// A batch whose compilation fails without an error in any of its files (a compiler crash, a
/// process killed for memory) says nothing about its units, so it is split in halves until
/// every unit has a verdict of its own: the verdicts are those of every unit checked alone.
@Suite struct UnexplainedBatchFailureTests {
    /// The real compiler behind two scripts: the frontend fails, printing an error that names no
    /// file, whenever one `-emit-sil` process is given three or more files (the driver's `-###`
    /// answers are made to name that frontend). Everything else runs the real tools unchanged.
    static func toolchainFailingLargeBatches(in folder: URL) throws -> Toolchain {
        let real = Site.toolchain.swiftc
        let realFrontend = URL(fileURLWithPath: real).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-frontend").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let frontend = folder.appendingPathComponent("swift-frontend")
        let driver = folder.appendingPathComponent("swiftc")
        try Data(
            """
            #!/bin/sh
            files=0
            sil=no
            for word in "$@"; do
              case "$word" in
                *.swift) files=$((files + 1)) ;;
                -emit-sil) sil=yes ;;
              esac
            done
            if [ "$sil" = yes ] && [ "$files" -ge 3 ]; then
              echo "error: compile command failed due to signal 9 (use -v to see invocation)" >&2
              exit 1
            fi
            exec '\(realFrontend)' "$@"

            """.utf8
        ).write(to: frontend)
        try Data(
            """
            #!/bin/sh
            for word in "$@"; do
              if [ "$word" = "-###" ]; then
                '\(real)' "$@" | sed "s#^'*\(realFrontend)'* #'\(frontend.path)' #"
                exit $?
              fi
            done
            exec '\(real)' "$@"

            """.utf8
        ).write(to: driver)
        for script in [frontend, driver] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }
        return Toolchain(
            swiftc: driver.path, versionString: Site.toolchain.versionString,
            hostLibraries: Site.toolchain.hostLibraries)
    }

    @Test func aBatchFailingForNoUnitsReasonIsSplitUntilEveryUnitHasItsOwnVerdict() async throws {
        var article = "# Split\n\n"
        for index in 0..<8 {
            article += "```swift\nlet value\(index) = \(index) * 2\n_ = value\(index)\n```\n\n"
        }
        article += "```swift\nlet wrong: Int = \"x\"\n```\n\n"
        let articles = ["Content/en/split.md": article]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-faulty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let faulty = try Self.toolchainFailingLargeBatches(in: folder)
        let first = try Site(articles)
        defer { first.remove() }
        let second = try Site(articles)
        defer { second.remove() }
        let batched = try await first.verify(jobs: 1, toolchain: faulty)
        let alone = try await second.verify(mergeRuns: false, batchChecks: false, forkServer: false)
        BatchEquivalenceTests.expectSame(batched, alone)
        #expect(batched.results.filter(\.passed).count == 8)
        #expect(batched.failedCount == 1)
        // One batch of nine, which failed for no unit's reason; its halves (five, four) failed
        // too, and so on until batches of two compiled: more compilations than batches planned.
        #expect(batched.statistics.batchSizes["check"] == [9])
        #expect(batched.statistics.batchCompilations >= 5)
        #expect(batched.statistics.batchedUnits >= 4)
    }
}
