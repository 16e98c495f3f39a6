import Foundation
import GalleyToolchain
import Testing

@testable import GalleyHovers

/// The hovers of a SwiftUI probe, from the index the real toolchain writes when it type-checks
/// the probe against GalleyUI.
@Suite struct HoverBuilderTests {
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

    /// Every hover of the probe, found once for the whole suite.
    static let hovers: [Hover] = {
        let toolchain = try! Toolchain.locate()
        let cache =
            ProcessInfo.processInfo.environment["GALLEY_RUNTIME_CACHE"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("galley-hovers-test-runtime")
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let runtime = try! RuntimeBuilder(toolchain: toolchain, sourceRoot: sources, cacheDirectory: cache).build()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-hovers-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Probe.swift")
        try! Data(probe.utf8).write(to: file)
        let store = folder.appendingPathComponent("index")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: toolchain.swiftc)
        process.arguments =
            [
                "-typecheck", file.path, "-swift-version", "6", "-module-name", "Probe", "-index-store-path",
                store.path,
                "-index-include-locals", "-index-ignore-system-modules",
            ] + runtime.compileFlags
        try! process.run()
        process.waitUntilExit()
        precondition(process.terminationStatus == 0, "the probe does not type-check")
        let occurrences = try! IndexStore.occurrences(
            store: store, library: IndexStore.library(swiftc: toolchain.swiftc))
        // The table of the toolchain's modules and the runtime's core, which the probe imports,
        // kept where a session of the same runtime keeps it.
        let identity = Toolchain.identity(of: toolchain.swiftc)!
        let symbols = try! SymbolTable.load(
            modules: SymbolTable.standardModules + runtime.modules, swiftc: toolchain.swiftc,
            searchPaths: [runtime.directory.path]
        ) { runtime.directory.appendingPathComponent(SymbolTable.fileName(toolchain: identity, module: $0)) }
        let lines = probe.split(separator: "\n", omittingEmptySubsequences: false).map { $0.utf8.count + 1 }
        let starts = lines.reduce(into: [0]) { $0.append($0.last! + $1) }
        return HoverBuilder(symbols: symbols).hovers(
            occurrences: occurrences.filter { $0.file.hasSuffix("Probe.swift") }, text: probe, module: "Probe"
        ) { line, column in line <= lines.count ? starts[line - 1] + column - 1 : nil }
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
        #expect(use.declaration == "@Environment(\\.accent) private var accent: Double")
    }

    @Test func entryKeyHasItsDocComment() throws {
        let key = try #require(Self.hover("accent"))
        #expect(key.declaration == "@Entry var accent: Double")
        #expect(key.summary == "The accent of the current theme.")
    }

    @Test func standardLibraryMethodDeclaration() throws {
        let uppercased = try #require(Self.hover("uppercased"))
        #expect(uppercased.declaration == "func uppercased() -> String")
        #expect(uppercased.module == "Swift")
        #expect(uppercased.summary == "Returns an uppercase version of the string.")
        #expect(uppercased.type == nil)
        let map = try #require(Self.hover("map"))
        #expect(map.declaration.hasPrefix("func map<T, E>(_ transform: (Self.Element) throws(E) -> T)"))
    }

    @Test func macroShowsItsDeclaration() throws {
        let entry = try #require(Self.hover("Entry"))
        #expect(entry.kind == "macro")
        #expect(entry.declaration.contains("macro Entry()"))
        #expect(entry.summary?.hasPrefix("Creates an environment values") == true)
        #expect(entry.module == "GalleyUI")
    }

    @Test func typeIsTheTypeNotItsInitializer() throws {
        let text = try #require(Self.hover("Text"))
        #expect(text.kind == "struct")
        #expect(text.module == "GalleyUICore")
    }

    @Test func nameDeclaredInTheFileLinksToItsDeclaration() throws {
        let use = try #require(Self.hover("scale", occurrence: 1))
        let declaration = try #require(Self.hover("scale"))
        #expect(use.declarationOffset == declaration.offset)
        #expect(use.offset != declaration.offset)
    }

    @Test func demangledTypesReadAsWritten() {
        #expect(HoverBuilder.valueType(usr: "s:4main5ShelfV5namesSaySSGvp", module: "main") == "[String]")
        #expect(HoverBuilder.valueType(usr: "s:4main3fooyyF1xL_Sivp", module: "main") == "Int")
        #expect(HoverBuilder.valueType(usr: "s:4main5BadgeV4bodyQrvp", module: "main") == nil)
        #expect(
            HoverBuilder.cleaned("main.(Model in _6A5F00)", module: "main") == "Model")
        #expect(
            HoverBuilder.cleaned("(extension in main):GalleyUI.EnvironmentValues.accent", module: "main")
                == "EnvironmentValues.accent")
    }

    @Test func standardTypesAreSugared() {
        #expect(HoverBuilder.sugared("Array<Optional<Int>>") == "[Int?]")
        #expect(HoverBuilder.sugared("Dictionary<String, Array<Int>>") == "[String: [Int]]")
        #expect(HoverBuilder.sugared("Optional<(Int) -> ()>") == "((Int) -> ())?")
        #expect(HoverBuilder.sugared("Binding<Optional<String>>") == "Binding<String?>")
        #expect(HoverBuilder.sugared("Model.Array<Int>") == "Model.Array<Int>")
    }

    @Test func missingLibraryIsAnError() {
        #expect(throws: HoverError.self) {
            try IndexStore.occurrences(
                store: URL(fileURLWithPath: "/nonexistent"),
                library: URL(fileURLWithPath: "/nonexistent/libIndexStore.so"))
        }
    }
}
