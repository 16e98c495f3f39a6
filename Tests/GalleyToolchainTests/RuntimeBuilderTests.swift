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

    @Test func buildsRuntimeOnceAndReusesTheCache() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("galley-rt-\(UUID())")
        defer { try? FileManager.default.removeItem(at: cache) }
        let builder = RuntimeBuilder(
            toolchain: try Toolchain.locate(), sourceRoot: Self.sources, cacheDirectory: cache)
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
    }
}
