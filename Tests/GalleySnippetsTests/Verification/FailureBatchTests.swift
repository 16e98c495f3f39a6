import Foundation
import Testing

@testable import GalleySnippets

/// Which files of a compile-fail batch another file may have shaped the messages of: those are
/// checked alone (``BatchChecker/settleFailures(_:)``).
@Suite struct FailureBatchTests {
    @Test func aNoteInAnotherFilesErrorTouchesBothFiles() {
        let log = """
            /b/a.swift:3:5: error: invalid redeclaration of 'Card'
            /b/b.swift:1:8: note: 'Card' previously declared here
            /b/c.swift:2:1: error: cannot find 'x' in scope
            /b/c.swift:1:1: note: a note of c's own
            /b/d.swift:2:1: error: 'Board' must conform to 'ObservableObject'
            /runtime/GalleyUI.swiftinterface:40:2: note: where 'ObjectType' = 'Board'
            """
        let files: Set<String> = ["/b/a.swift", "/b/b.swift", "/b/c.swift", "/b/d.swift"]
        // A note in an imported module's interface is the same alone: it touches nothing.
        #expect(BatchChecker.touchedByOthers(log, files: files) == ["/b/a.swift", "/b/b.swift"])
    }

    @Test func aSuggestedNameTouchesItsFile() {
        let log = """
            /b/a.swift:1:32: error: value of type 'String' has no member 'coutn'; did you mean 'count'?
            /b/d.swift:4:2: warning: variable 'v' was never mutated
            """
        #expect(BatchChecker.touchedByOthers(log, files: ["/b/a.swift", "/b/d.swift"]) == ["/b/a.swift"])
    }

    @Test func errorsOutsideTheBatchesFilesAreNotExplained() {
        let files = [URL(fileURLWithPath: "/b/a.swift"), URL(fileURLWithPath: "/b/b.swift")]
        #expect(BatchChecker.everyErrorIsIn(files, log: "/b/a.swift:1:1: error: x\n/b/b.swift:2:2: warning: y"))
        #expect(!BatchChecker.everyErrorIsIn(files, log: "/b/a.swift:1:1: error: x\n/b/z.swift:2:2: error: y"))
        #expect(!BatchChecker.everyErrorIsIn(files, log: "error: unable to load plugin"))
        #expect(!BatchChecker.everyErrorIsIn(files, log: "<unknown>:0: error: module 'X' not found"))
    }
}
