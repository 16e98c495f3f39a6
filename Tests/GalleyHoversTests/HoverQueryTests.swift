import Foundation
import GalleyHovers
import GalleyToolchain
import Testing

/// The compiler's answers about a SwiftUI probe, asked of the real toolchain against GalleyUI.
@Suite struct HoverQueryTests {
    static let probe = """
        import SwiftUI

        extension EnvironmentValues {
            /// The accent of the current theme.
            @Entry var accent: Double = 0.5
        }

        struct Badge: View {
            @Environment(\\.accent) private var accent
            var body: some View {
                let scale = accent * 2
                let names = ["a", "b"].map { $0.uppercased() }
                Text(names.joined(separator: ", ")).opacity(scale)
            }
        }

        """

    /// Every hover of the probe, asked once for the whole suite.
    static let hovers: [Hover] = {
        let toolchain = try! Toolchain.locate()
        let cache =
            ProcessInfo.processInfo.environment["GALLEY_RUNTIME_CACHE"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("galley-hovers-test-runtime")
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let runtime = try! RuntimeBuilder(toolchain: toolchain, sourceRoot: sources, cacheDirectory: cache).build()
        let query = HoverQuery(swiftc: toolchain.swiftc)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-hovers-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try! query.hovers(
            source: probe, path: folder.appendingPathComponent("Probe.swift").path,
            arguments: ["-swift-version", "6", "-module-name", "Probe"] + runtime.compileFlags)
    }()

    /// The hover of the `occurrence`th (0-based) identifier spelled `name`.
    static func hover(_ name: String, occurrence: Int = 0) -> Hover? {
        let bytes = Array(probe.utf8)
        return hovers.filter { String(decoding: bytes[$0.offset..<$0.offset + $0.length], as: UTF8.self) == name }
            .dropFirst(occurrence).first
    }

    @Test func inferredDouble() throws {
        let scale = try #require(Self.hover("scale"))
        #expect(scale.type == "Double")
        #expect(scale.declaration == "let scale: Double")
        #expect(scale.kindName == "local variable")
        #expect(scale.module == nil)
    }

    @Test func arrayType() throws {
        let names = try #require(Self.hover("names"))
        #expect(names.type == "[String]")
        #expect(names.declaration == "let names: [String]")
    }

    @Test func environmentPropertyHasItsValueType() throws {
        let use = try #require(Self.hover("accent", occurrence: 2))
        #expect(use.kind == "var.instance")
        #expect(use.type == "Double")
        #expect(use.declaration.contains("@Environment"))
        #expect(use.declaration.hasSuffix("private var accent: Double { get }"))
    }

    @Test func standardLibraryMethodDeclaration() throws {
        let uppercased = try #require(Self.hover("uppercased"))
        #expect(uppercased.declaration == "func uppercased() -> String")
        #expect(uppercased.module == "Swift")
        #expect(uppercased.summary == "Returns an uppercase version of the string.")
        #expect(uppercased.type == nil)
        let map = try #require(Self.hover("map"))
        #expect(map.declaration.hasPrefix("func map<T, E>(_ transform: (String) throws(E) -> T)"))
    }

    @Test func macroShowsItsDeclaration() throws {
        let entry = try #require(Self.hover("Entry"))
        #expect(entry.kind == "macro")
        #expect(entry.declaration.contains("macro Entry()"))
        #expect(entry.summary?.hasPrefix("Creates an environment values") == true)
        #expect(entry.module == "SwiftUI")
    }

    @Test func nameDeclaredInTheFileLinksToItsDeclaration() throws {
        let use = try #require(Self.hover("scale", occurrence: 1))
        let declaration = try #require(Self.hover("scale"))
        #expect(use.declarationOffset == declaration.offset)
    }

    @Test func missingLibraryIsAnError() {
        let query = HoverQuery(library: URL(fileURLWithPath: "/nonexistent/libsourcekitdInProc.so"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-hovers-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: path) }
        #expect(throws: HoverError.self) { try query.hovers(source: "let a = 1", path: path.path, arguments: []) }
    }
}
