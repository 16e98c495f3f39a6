import Foundation
import Testing

@testable import GalleyToolchain

@Suite struct RuntimeBuilderTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func locatesToolchainWithVersionAndHostLibraries() throws {
        let toolchain = try Toolchain.locate()
        #expect(toolchain.versionString.hasPrefix("Swift version"))
        #expect(toolchain.version.first?.isNumber == true)
        #expect(
            FileManager.default.fileExists(atPath: toolchain.hostLibraries + "/SwiftSyntax.swiftmodule"))
    }

    /// A runtime source folder whose modules are one declaration each, beside the real runner's
    /// sources: this suite tests how the builder caches, stamps and adds mirrors, while the real
    /// runtime's build (a minute of compiler time) is the one every other suite's shared cache
    /// makes from a fresh clone, so it is not made a second time here.
    static func miniatureSources(in folder: URL) throws -> URL {
        let root = folder.appendingPathComponent("Sources")
        for module in RuntimeBuilder.modules {
            let moduleFolder = root.appendingPathComponent(module)
            try FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
            try "public struct \(module)Marker { public init() {} }\n".write(
                to: moduleFolder.appendingPathComponent("\(module).swift"), atomically: true, encoding: .utf8)
        }
        try FileManager.default.copyItem(
            at: sources.appendingPathComponent(RuntimeBuilder.runnerFolder),
            to: root.appendingPathComponent(RuntimeBuilder.runnerFolder))
        return root
    }

    /// The scripts that compile against a runtime outside galley (`Scripts/ui-check.sh`, the
    /// benchmarks of real files and tutorial apps) take their flags from `runtime-flags.sh`,
    /// which must give what galley gives snippets.
    @Test func theScriptsFlagsAreGalleys() throws {
        let script = Self.sources.deletingLastPathComponent().appendingPathComponent("Scripts/runtime-flags.sh")
        let process = Process()
        process.executableURL = script
        process.arguments = ["/runtime"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let artifacts = RuntimeArtifacts(directory: URL(fileURLWithPath: "/runtime"), fingerprint: "")
        #expect(text.split(whereSeparator: \.isWhitespace).map(String.init) == artifacts.compileFlags)
    }

    @Test func buildsRuntimeOnceAndReusesTheCache() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-rt-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache")
        let builder = RuntimeBuilder(
            toolchain: try Toolchain.locate(), sourceRoot: try Self.miniatureSources(in: folder), cacheDirectory: cache)
        let first = try builder.build()
        #expect(FileManager.default.fileExists(atPath: first.pluginLibrary.path))
        #expect(
            FileManager.default.fileExists(
                atPath: first.directory.appendingPathComponent("GalleyUI.swiftmodule").path))
        let stampDate =
            try FileManager.default.attributesOfItem(atPath: first.stamp.path)[.modificationDate] as? Date
        let second = try builder.build()
        #expect(second == first)
        let again =
            try FileManager.default.attributesOfItem(atPath: second.stamp.path)[.modificationDate]
            as? Date
        #expect(stampDate == again)
        // A mirror is built when a session imports it, into the same folder, and no other is.
        let module = { (name: String) in first.directory.appendingPathComponent("\(name).swiftmodule").path }
        #expect(!FileManager.default.fileExists(atPath: module("GalleyStoreKit")))
        let mirrored = try builder.build(mirroring: ["StoreKit", "Foundation"])
        #expect(mirrored.directory == first.directory && mirrored.fingerprint == first.fingerprint)
        #expect(mirrored.mirrors.map(\.module) == ["GalleyStoreKit"])
        #expect(FileManager.default.fileExists(atPath: module("GalleyStoreKit")))
        #expect(!FileManager.default.fileExists(atPath: module("GalleySwiftData")))
        #expect(
            FileManager.default.fileExists(
                atPath: first.directory.appendingPathComponent("libGalleyStoreKit.so").path))
        let afterMirror =
            try FileManager.default.attributesOfItem(atPath: first.stamp.path)[.modificationDate] as? Date
        #expect(stampDate == afterMirror)
        // The runner's parts are built with the runtime, from the real sources.
        #expect(first.runnerObjects.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
    }
}
