import Foundation
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// Snippets that misbehave fail with a clear message, and the rest of the run continues.
@Suite struct RunLimitTests {
    static func verify(
        _ body: String, timeout: Int = 2, limits: SandboxLimits = SandboxLimits(), sandbox: SandboxPolicy = .auto
    ) async throws -> VerificationReport {
        let site = try Site([
            "Content/en/a.md":
                "```swift run timeout=\(timeout)\n\(body)\n```\n```swift run\nprint(\"fine\")\n```\n"
        ])
        defer { site.remove() }
        let report = try await site.verify(limits: limits, sandbox: sandbox)
        #expect(report.results.last?.actualOutput == "fine\n")
        #expect(report.failedCount == 1)
        return report
    }

    @Test func infiniteLoopTimesOut() async throws {
        let report = try await Self.verify("var n = 0\nwhile true { n &+= 1 }")
        #expect(
            report.diagnostics.first(where: { $0.severity == .error })?.summary
                == "snippet timed out after 2 s; its process group was killed")
    }

    @Test func endlessOutputIsCapped() async throws {
        // Long lines and a 30 s timeout: the runner's standard output is line-buffered, so the
        // cap, not the timeout, must be what stops the program even on a loaded machine.
        let report = try await Self.verify(
            "let line = String(repeating: \"spam \", count: 2000)\nwhile true { print(line) }", timeout: 30)
        #expect(
            report.diagnostics.first(where: { $0.severity == .error })?.summary
                == "snippet printed more than 1 MiB of output and was stopped")
    }

    @Test func leftoverChildProcessesFail() async throws {
        // Without isolation, leftovers are found by their process group and fail the run; under
        // bubblewrap they die with the run's PID namespace (see HostileSnippetTests). The program
        // exits at once; a 30 s timeout keeps a loaded machine's slow start from being taken for
        // a hang (the leftover `sleep` outlives the run whatever the timeout).
        let report = try await Self.verify(
            "import Glibc\n_ = system(\"/bin/sleep 60 &\")\nprint(\"started\")", timeout: 30, sandbox: .off)
        #expect(
            report.diagnostics.first(where: { $0.severity == .error })?.summary
                == "snippet left child processes running after it exited; they were killed")
    }

    @Test func unboundedAllocationHitsTheMemoryLimit() async throws {
        let report = try await Self.verify(
            "var blocks: [[UInt8]] = []\nwhile true { blocks.append([UInt8](repeating: 1, count: 1 << 24)) }",
            // Generous: on a loaded machine filling 512 MiB can take longer than the 2 s other cases use.
            timeout: 60, limits: SandboxLimits(memoryLimit: 512 << 20))
        #expect(
            report.diagnostics.first(where: { $0.severity == .error })?.summary.hasPrefix(
                "snippet crashed with SIGABRT (aborted)") == true)
        #expect(
            report.diagnostics.first(where: { $0.severity == .error })?.summary.contains(
                "after reaching its memory limit of 512 MiB") == true)
    }
}
