import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// The staging folder and the swap that make a build all-or-nothing.
@Suite struct OutputTests {
    let parent: URL

    init() throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    }

    var destination: URL { parent.appendingPathComponent("_site") }

    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
    }

    @Test func commitSwapsTheStagedSiteIn() throws {
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: destination.appendingPathComponent("old.html"))
        let output = try SiteOutput(destination: destination)
        try output.write("new", to: "en/index.html")
        try output.commit()
        #expect(try entries() == ["_site"])
        #expect(
            try String(contentsOf: destination.appendingPathComponent("en/index.html"), encoding: .utf8)
                == "new")
        #expect(
            !FileManager.default.fileExists(atPath: destination.appendingPathComponent("old.html").path))
    }

    @Test func abandonedOutputRemovesItsStagingAndKeepsTheOldSite() throws {
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: destination.appendingPathComponent("old.html"))
        do {
            let output = try SiteOutput(destination: destination)
            try output.write("new", to: "index.html")
            #expect(try entries().count == 2)
        }
        #expect(try entries() == ["_site"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination.path) == ["old.html"])
    }

    @Test func leftoversOfDeadBuildsAreRemovedAndLiveOnesKept() throws {
        let dead = Process()
        dead.executableURL = URL(fileURLWithPath: "/bin/true")
        try dead.run()
        dead.waitUntilExit()
        let manager = FileManager.default
        for name in [
            "._site.staging-\(dead.processIdentifier)", "._site.old-\(dead.processIdentifier)",
            "._site.staging-1",
        ] {
            try manager.createDirectory(
                at: parent.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let output = try SiteOutput(destination: destination)
        // pid 1 is alive (it is init), so its folder might belong to a running build and stays.
        // The dead build's `.old-` folder is the previous site set aside mid-swap: with no
        // `_site` present it is put back, and its staging folder is removed.
        #expect(try entries() == ["._site.staging-1", "_site", output.staging.lastPathComponent].sorted())
    }

    @Test func writeFailureIsADiagnosticNotACrash() throws {
        let output = try SiteOutput(destination: destination)
        try output.write("file", to: "page")
        #expect(throws: DiagnosticError.self) { try output.write("x", to: "page/inside.html") }
        do { try output.write("x", to: "page/inside.html") } catch {
            #expect(error.diagnostics.map(\.id) == ["output.write"])
        }
        // A page where a folder is: the system's reason, in its words, is in the message.
        try output.write("x", to: "folder/inside.html")
        do {
            try output.write("x", to: "folder")
            Issue.record("writing over a folder succeeded")
        } catch {
            #expect(error.diagnostics.map(\.id) == ["output.write"])
            #expect(error.diagnostics.first?.summary.contains(String(cString: strerror(EISDIR))) == true)
        }
    }

    @Test func outputThatIsAFileIsRefused() throws {
        try Data("notes".utf8).write(to: destination)
        #expect(throws: DiagnosticError.self) { try SiteOutput(destination: destination) }
        do { _ = try SiteOutput(destination: destination) } catch {
            #expect(error.diagnostics.map(\.id) == ["output.not-directory"])
        }
        #expect(try String(contentsOf: destination, encoding: .utf8) == "notes")
    }
}

@Suite struct OutputExchangeTests {
    /// The swap is one atomic kernel operation: both folders exist before and after, traded.
    @Test func exchangeTradesTwoFolders() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("galley-exchange-\(UUID())")
        defer { try? FileManager.default.removeItem(at: base) }
        let first = base.appendingPathComponent("first")
        let second = base.appendingPathComponent("second")
        try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        try Data("one".utf8).write(to: first.appendingPathComponent("a.txt"))
        try Data("two".utf8).write(to: second.appendingPathComponent("b.txt"))
        #expect(SiteOutput.exchange(first, second))
        #expect(FileManager.default.fileExists(atPath: first.appendingPathComponent("b.txt").path))
        #expect(FileManager.default.fileExists(atPath: second.appendingPathComponent("a.txt").path))
    }

    /// A build killed between the two renames of the fallback path left the previous site
    /// aside; the next build puts it back before doing anything else.
    @Test func nextBuildRestoresASiteLeftAsideByAKilledSwap() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("galley-restore-\(UUID())")
        defer { try? FileManager.default.removeItem(at: base) }
        let aside = base.appendingPathComponent("._site.old-999999")
        try FileManager.default.createDirectory(at: aside, withIntermediateDirectories: true)
        try Data("previous".utf8).write(to: aside.appendingPathComponent("index.html"))
        let destination = base.appendingPathComponent("_site")
        _ = try SiteOutput(destination: destination)
        #expect(
            try String(contentsOf: destination.appendingPathComponent("index.html"), encoding: .utf8) == "previous")
        #expect(!FileManager.default.fileExists(atPath: aside.path))
    }
}
