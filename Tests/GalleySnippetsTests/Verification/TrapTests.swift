import Foundation
import GalleyCore
import Testing

@testable import GalleySnippets

/// `swift run trap` as the language traps: any crash passes a block without `expect`, whether the
/// runtime printed a message or not; with `expect`, the message must contain it; a program that
/// ends normally, or with an exit status, fails. The same whether a unit ran from a merged runner
/// or as a program of its own.
@Suite struct TrapTests {
    /// One block per kind of trap, at the fence lines the tests name.
    static let kinds = """
        ```swift run trap
        func add(_ a: Int8, _ b: Int8) -> Int8 { a + b }
        print(add(.max, 1))
        ```

        ```swift run trap expect="Index out of range"
        let numbers = [1, 2, 3]
        print(numbers[3])
        ```

        ```swift run trap expect="the list is empty"
        let list: [Int] = []
        precondition(!list.isEmpty, "the list is empty")
        ```

        ```swift run trap expect="Simultaneous accesses"
        struct Counter { var count = 0 }
        final class Box { var counter = Counter() }
        func bump(_ counter: inout Counter, _ action: () -> Void) {
            action()
            counter.count += 1
        }
        let box = Box()
        bump(&box.counter) { box.counter.count += 1 }
        ```

        ```swift run trap expect="not written yet"
        fatalError("not written yet")
        ```

        ```swift run trap
        print("all is well")
        ```

        ```swift run trap
        import Glibc
        exit(3)
        ```

        ```swift run trap expect="overflow"
        func add(_ a: Int8, _ b: Int8) -> Int8 { a + b }
        print(add(.max, 1))
        ```

        ```swift run trap
        let numbers = [1, 2, 3]
        print(numbers[3])
        ```

        """

    @Test(arguments: [true, false])
    func everyKindOfTrapPassesAndANormalExitFails(merged: Bool) async throws {
        let site = try Site(["Content/en/traps.md": Self.kinds])
        defer { site.remove() }
        let report =
            merged
            ? try await site.verify()
            : try await site.verify(mergeRuns: false, batchChecks: false, forkServer: false)
        // Blocks 40 and 45 repeat the code of blocks 1 and 6: one run each serves both.
        if merged {
            #expect(report.statistics.mergedRuns == 7 && report.statistics.batchCompilations > 0)
        } else {
            #expect(report.statistics.separateRuns == 7 && report.statistics.mergedRuns == 0)
        }
        func result(_ fence: Int) -> VerificationResult? { report.result("Content/en/traps.md", fence: fence) }
        func diagnostic(_ fence: Int) -> Diagnostic? { report.diagnostics.first { $0.location?.line == fence } }
        // An overflow traps with no message: the page names the signal.
        #expect(result(1)?.status == .passed, "\(report.diagnostics)")
        #expect(result(1)?.compilerErrorText == "SIGILL (illegal instruction: a Swift runtime trap)")
        #expect(result(6)?.status == .passed)
        #expect(result(6)?.compilerErrorText?.hasSuffix("Fatal error: Index out of range") == true)
        #expect(result(11)?.status == .passed)
        #expect(result(11)?.compilerErrorText == "line 2: Precondition failed: the list is empty")
        // An exclusivity violation: its two lines, the address not shown, no frame of either stack.
        #expect(result(16)?.status == .passed)
        #expect(
            result(16)?.compilerErrorText
                == "Simultaneous accesses to 0x…, but modification requires exclusive access.\nFatal access conflict detected."
        )
        #expect(result(27)?.status == .passed)
        #expect(result(27)?.compilerErrorText == "line 1: Fatal error: not written yet")
        // A normal exit, and an exit status, are no crash.
        #expect(result(31)?.status != .passed)
        #expect(diagnostic(31)?.id == "snippet.did-not-trap")
        #expect(diagnostic(31)?.summary == "trap block exited normally; it was expected to crash")
        #expect(result(35)?.status != .passed)
        #expect(diagnostic(35)?.summary == "trap block was expected to crash, but the snippet exited with status 3")
        // A message the runtime did not print cannot be expected.
        #expect(result(40)?.status != .passed)
        #expect(diagnostic(40)?.id == "snippet.expectation-mismatch")
        #expect(diagnostic(40)?.summary.contains("reported no message") == true, "\(report.diagnostics)")
        // Without `expect`, a trap with a message passes too, and the page shows the message.
        #expect(result(45)?.status == .passed)
        #expect(result(45)?.compilerErrorText?.hasSuffix("Fatal error: Index out of range") == true)
        #expect(report.failedCount == 3)
    }

    /// An exclusivity violation on a global variable is found at run time only in a program's
    /// top-level code: wrapped in a function, the variable would be a local, which the compiler
    /// checks statically and refuses. Such a unit falls out of its batch and is built as the
    /// program it is, so it traps as it would alone.
    @Test func anExclusivityViolationOnAGlobalTrapsBatchedAndAlone() async throws {
        let article = """
            ```swift run trap expect="Fatal access conflict detected"
            var count = 0
            func bump(_ value: inout Int, _ action: () -> Void) {
                action()
                value += 1
            }
            bump(&count) { count += 1 }
            ```

            ```swift run trap expect="Index out of range"
            print([1][1])
            ```
            """
        let (batched, alone) = try await BatchEquivalenceTests.verifyBothWays(["Content/en/a.md": article])
        BatchEquivalenceTests.expectSame(batched, alone)
        #expect(batched.failedCount == 0, "\(batched.diagnostics)")
        #expect(
            batched.result("Content/en/a.md", fence: 1)?.compilerErrorText?.contains("Simultaneous accesses") == true)
    }
}
