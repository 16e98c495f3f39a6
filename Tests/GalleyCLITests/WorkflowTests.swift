import Foundation
import GalleyTestSupport
import Testing

/// The example CI workflow is a claim too: its galley command lines, read from the file, pass
/// on this repository (every shard of the matrix), so the example cannot rot.
@Suite(.serialized, .timeLimit(.minutes(20)))
struct WorkflowTests {
    static let root = BadInputProject.packageRoot
    static let workflow = root.appendingPathComponent(".github/workflows/verify.yml")

    /// The `run:` commands of the workflow's steps, folded (`>`) blocks joined into one line.
    static func runCommands() throws -> [String] {
        let lines = try String(contentsOf: workflow, encoding: .utf8).split(separator: "\n").map(String.init)
        var commands: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let range = line.range(of: "run: ") else { continue }
            let value = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
            guard value == ">" || value == "|" else {
                commands.append(value)
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            var parts: [String] = []
            while index < lines.count, lines[index].prefix(while: { $0 == " " }).count > indent {
                parts.append(lines[index].trimmingCharacters(in: .whitespaces))
                index += 1
            }
            commands.append(parts.joined(separator: " "))
        }
        return commands
    }

    /// The matrix's shard values, e.g. `[1, 2, 3, 4]`.
    static func shards() throws -> [String] {
        let text = try String(contentsOf: workflow, encoding: .utf8)
        guard let line = text.split(separator: "\n").first(where: { $0.contains("shard: [") }),
            let open = line.firstIndex(of: "["), let close = line.firstIndex(of: "]")
        else { return [] }
        return line[line.index(after: open)..<close].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    /// The galley executable that `swift build` made beside this test bundle.
    static var galley: URL {
        let beside = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("galley")
        if let beside, FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return root.appendingPathComponent(".build/debug/galley")
    }

    static func run(_ command: String, shard: String, reports: URL) async throws -> (status: Int32, output: String) {
        try await offThread { try runBlocking(command, shard: shard, reports: reports) }
    }

    static func runBlocking(_ command: String, shard: String, reports: URL) throws -> (status: Int32, output: String) {
        var words = command.replacingOccurrences(of: "${{ matrix.shard }}", with: shard)
            .split(separator: " ").map(String.init)
        if let report = words.firstIndex(of: "--report"), report + 1 < words.count {
            words[report + 1] = reports.appendingPathComponent(words[report + 1]).path
        }
        return try runWithCombinedOutput(galley, Array(words.dropFirst()), in: root)
    }

    @Test func workflowRunsTheGuidesCommands() throws {
        let galleyCommands = try Self.runCommands().filter { $0.hasPrefix(".build/release/galley ") }
        let verify = try #require(galleyCommands.first { $0.contains(" verify ") })
        #expect(verify.contains("--strict"), "the guide says CI verifies with --strict")
        #expect(galleyCommands.contains { $0.contains(" translations --check") }, "the guide says CI runs it")
        #expect(galleyCommands.contains { $0.contains(" verify --package ") }, "the README shows a package job")
        #expect(try Self.shards() == ["1", "2", "3", "4"])
        // A cold verify needs the parser's helper beside galley, and the suite runs too.
        let commands = try Self.runCommands()
        #expect(commands.contains { $0.contains("swift build -c release --product galley-syntax") })
        #expect(commands.contains { $0.contains("make test") })
    }

    /// Every galley line of the workflow, for every shard, exits 0 on this repository.
    @Test func workflowCommandsPassOnThisRepository() async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.galley.path), "no galley at \(Self.galley.path)")
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("galley-workflow-\(UUID())")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: reports) }
        let commands = try Self.runCommands().filter { $0.hasPrefix(".build/release/galley ") }
        for command in commands {
            let shards = command.contains("matrix.shard") ? try Self.shards() : ["1"]
            for shard in shards {
                let (status, output) = try await Self.run(command, shard: shard, reports: reports)
                #expect(status == 0, "\(command) (shard \(shard)):\n\(output)")
            }
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: reports.path).sorted()
        #expect(written == ["package-docs.xml", "verify-1.xml", "verify-2.xml", "verify-3.xml", "verify-4.xml"])
    }
}
