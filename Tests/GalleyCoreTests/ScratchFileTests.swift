import Foundation
import GalleyCore
import Testing

@Suite struct ScratchFileTests {
    @Test func writesReplacesAndFailsClearly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("unit.swift")
        let long = "let greeting = \"Dobar dan, šećeru\"\n" + String(repeating: "// padding\n", count: 2_000)
        try ScratchFile.write(long, to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == long)
        // A shorter text replaces the file whole: nothing of the longer one is left.
        try ScratchFile.write("print(1)\n", to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "print(1)\n")
        try ScratchFile.write([UInt8](), to: file)
        #expect(try Data(contentsOf: file).isEmpty)
        #expect(throws: (any Error).self) {
            try ScratchFile.write("x", to: folder.appendingPathComponent("missing/unit.swift"))
        }
    }
}
