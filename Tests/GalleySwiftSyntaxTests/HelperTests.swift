import Foundation
import GalleySwiftFacts
import GalleySwiftSyntax
import Testing

/// The `galley-syntax` helper answers exactly what the parser answers in process, and a helper
/// that cannot be started or dies costs only the facts, never the caller.
@Suite struct HelperTests {
    static let samples = [
        "@Entry var accent: Color = .blue\nlet x = \\.accent // note\n",
        "struct A: View {\n    var body: some View { Text(\"hi \\(1)\") }\n}\nextension A { init(x: Int) {} }\n",
        "import SwiftUI\nvar count = 0\nfunc bump() { count += 1 }\nbump()\nprint(await f())\n",
        "#Preview { Text(\"x\") }\n#if DEBUG\nlet y = 1\n#endif\ndefer { }\n",
        "let broken = (\n",
    ]

    static var helper: String {
        let own = CommandLine.arguments[0]
        return URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("galley-syntax").path
    }

    @Test func helperAnswersAsTheParserDoes() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.helper), "no \(Self.helper): swift build")
        let client = SyntaxHelperClient(executable: Self.helper, helpers: 2)
        let local = ParserFacts()
        for code in Self.samples {
            #expect(client.highlight(code) == local.highlight(code))
            #expect(client.declarations(code) == local.declarations(code))
            #expect(client.significantTokens(code) == local.significantTokens(code))
            #expect(client.unit(code) == local.unit(code))
        }
        // Many files at once: split between the helpers, answered in order.
        #expect(client.units(Self.samples) == local.units(Self.samples))
        #expect(!client.units(Self.samples).contains(nil))
        #expect(client.units([]) == [])
    }

    @Test func aFailedShareIsAskedAgainFileByFileWithoutAWarning() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.helper), "no \(Self.helper): swift build")
        // A helper whose first start exits at once and whose later starts answer: one share of
        // the batched request goes unanswered, its files are then asked alone and answered.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-flaky-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("flaky-syntax").path
        let lock = folder.appendingPathComponent("started").path
        try "#!/bin/sh\nmkdir '\(lock)' 2>/dev/null && exit 3\nexec '\(Self.helper)'\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        #expect(chmod(script, 0o755) == 0)
        let client = SyntaxHelperClient(executable: script, helpers: 2)
        let expected = ParserFacts().parsedUnits(Self.samples)

        let shared = client.units(Self.samples)
        #expect(shared.count == Self.samples.count)
        let unanswered = shared.indices.filter { shared[$0] == nil }
        #expect(!unanswered.isEmpty && unanswered.count < Self.samples.count, "one share of two fails")
        for index in shared.indices where shared[index] != nil { #expect(shared[index] == expected[index]) }

        let again = SyntaxHelperClient(executable: script, helpers: 2)
        try FileManager.default.removeItem(atPath: lock)
        var reports: [String] = []
        let answered = SwiftFacts.units(Self.samples, asking: again, report: { reports.append($0) })
        #expect(answered == expected.map(Optional.some))
        #expect(reports.isEmpty, "\(reports)")

        var missing: [String] = []
        let none = SyntaxHelperClient(executable: "/nonexistent/galley-syntax", helpers: 2)
        #expect(SwiftFacts.units(["let x = 1"], asking: none, report: { missing.append($0) }) == [nil])
        #expect(missing.count == 1 && missing[0].contains("/nonexistent/galley-syntax"))
    }

    @Test func unitFactsClassifyTopLevelItems() throws {
        let facts = try #require(ParserFacts().unit(Self.samples[2]))
        #expect(facts.imports == ["SwiftUI"])
        #expect(facts.declared == ["bump"])
        #expect(facts.items.map(\.role) == [.declaration, .statement, .declaration, .statement, .statement])
        #expect(facts.items[1].variables == ["count"])
        #expect(facts.items.map(\.awaits) == [false, false, false, false, true])
        #expect(!facts.declarationsOnly)
        #expect(!facts.hasErrors)
        let odd = try #require(ParserFacts().unit(Self.samples[3]))
        #expect(odd.items.map(\.role) == [.declaration, .unmovable, .unmovable])
        #expect(try #require(ParserFacts().unit(Self.samples[4])).hasErrors)
    }

    @Test func highlightRunsCoverTheClassifiedBytes() throws {
        let code = Self.samples[0]
        let runs = try #require(ParserFacts().highlight(code))
        let bytes = Array(code.utf8)
        let text = { (run: ClassRun) in String(decoding: bytes[run.start..<(run.start + run.count)], as: UTF8.self) }
        #expect(runs.contains { $0.tokenClass == .attribute && text($0) == "@Entry" })
        #expect(runs.contains { $0.tokenClass == .keyPath && text($0) == "\\.accent" })
        #expect(runs.contains { $0.tokenClass == .comment && text($0) == "// note" })
        let classes = ClassRun.byteClasses(runs, byteCount: bytes.count)
        #expect(ClassRun.runs(classes) == runs)
    }

    @Test func aMissingHelperAnswersNilAndSaysWhy() {
        let client = SyntaxHelperClient(executable: "/nonexistent/galley-syntax", helpers: 1)
        #expect(client.highlight("let x = 1") == nil)
        #expect(client.unit("let x = 1") == nil)
        #expect(client.problem?.contains("/nonexistent/galley-syntax") == true)
    }

    @Test func aHelperThatExitsAnswersNilAndSaysHow() throws {
        // `/bin/true` exits at once: each request fails (a new helper is started for the second)
        // and the client says how the helper ended.
        let client = SyntaxHelperClient(executable: "/bin/true", helpers: 1)
        #expect(client.highlight("let x = 1") == nil)
        #expect(client.highlight("let x = 1") == nil)
        #expect(client.problem?.contains("exited with status") == true, "\(client.problem ?? "")")
    }
}

/// The helper's wire refuses what it cannot trust, and the helper stops on a request it cannot read.
@Suite struct HelperWireTests {
    @Test func anOversizedLengthIsRefusedWithoutReading() {
        var pair: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0)
        defer { close(pair[0]) }
        var header = UInt32.max.littleEndian
        #expect(write(pair[1], &header, 4) == 4)
        close(pair[1])
        #expect(HelperWire.receive(from: pair[0]) == nil)
    }

    @Test func aFrameRoundTrips() {
        var pair: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0)
        defer { close(pair[0]) }
        #expect(HelperWire.send(Data("hello".utf8), to: pair[1]))
        #expect(HelperWire.send(Data(), to: pair[1]))
        close(pair[1])
        #expect(HelperWire.receive(from: pair[0]) == Data("hello".utf8))
        #expect(HelperWire.receive(from: pair[0]) == Data())
        #expect(HelperWire.receive(from: pair[0]) == nil)
    }

    @Test func theHelperStopsOnARequestItCannotRead() throws {
        try #require(FileManager.default.isExecutableFile(atPath: HelperTests.helper), "no \(HelperTests.helper)")
        var pair: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0)
        defer { close(pair[0]) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: HelperTests.helper)
        process.standardInput = FileHandle(fileDescriptor: pair[1], closeOnDealloc: false)
        process.standardOutput = FileHandle(fileDescriptor: pair[1], closeOnDealloc: false)
        try process.run()
        close(pair[1])
        #expect(HelperWire.send(Data("not a request".utf8), to: pair[0]))
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(HelperWire.receive(from: pair[0]) == nil)
    }
}
