import Foundation
import Testing

@testable import GalleyToolchain

/// What galley has open (here a file opened without close-on-exec, as `galley serve`'s
/// listening socket once was) never reaches a program it starts: a run with limits only, or a
/// tool such as the compiler. Each looks for the descriptor by number in its own `/proc`.
@Suite struct InheritedDescriptorTests {
    /// Opens a file for writing without close-on-exec, runs `body` with its descriptor, closes it.
    static func withLeakyDescriptor<T>(_ body: (Int32) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("galley-leak-\(UUID())").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 3)
        defer {
            close(descriptor)
            unlink(path)
        }
        // Opened without close-on-exec. Not asserted: on GalleyPlatform's portable path, a spawn
        // on another thread marks every descriptor of the process close-on-exec.
        return try body(descriptor)
    }

    static func probe(_ descriptor: Int32) -> String {
        "if [ -e /proc/$$/fd/\(descriptor) ]; then echo inherited; else echo closed; fi"
    }

    @Test func aRunWithLimitsOnlyInheritsNothingButItsStandardStreams() throws {
        let base = try SandboxTests.freshBase()
        defer { try? FileManager.default.removeItem(at: base) }
        let outcome = try Self.withLeakyDescriptor { descriptor in
            try Sandbox(temporaryBase: base, limits: SandboxLimits()).run(
                executable: "/bin/sh", arguments: ["-c", Self.probe(descriptor)])
        }
        #expect(outcome.stdout == "closed\n", "\(outcome.stdout)\(outcome.stderr)")
    }

    @Test func aToolInheritsNothingButItsStandardStreams() throws {
        let result = try Self.withLeakyDescriptor { descriptor in
            try ProcessResult.run(executable: "/bin/sh", arguments: ["-c", Self.probe(descriptor)])
        }
        #expect(result.stdout == "closed\n", "\(result.stdout)\(result.stderr)")
    }
}
