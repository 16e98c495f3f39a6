import Foundation
import GalleyToolchain

/// Type-checks `source` alone against the toolchain's Foundation, for the tests that guard a
/// declaration GalleyUI makes because Linux's Foundation lacks it: each fails on the first
/// toolchain whose Foundation declares the name, so the two never meet in a snippet.
enum FoundationProbe {
    static func typecheck(_ source: String) throws -> ProcessResult {
        let toolchain = try Toolchain.locate()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-foundation-probe-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("probe.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try ProcessResult.run(executable: toolchain.swiftc, arguments: ["-typecheck", file.path])
    }
}
