import Foundation
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// The merged runner built as a session builds it: the runtime's prebuilt dispatcher, units
/// compiled to objects (wrapped entry functions and a whole program), linked with
/// ``RunnerLink``, then started with each unit's name as the verifier starts it.
@Suite struct RunnerDispatcherTests {
    /// Wrapped units, as ``EntryWrapper`` makes them: public `@MainActor () throws` functions.
    static let wrapped = """
        struct Refusal: Error { var code = 3 }
        @MainActor @_silgen_name("galley_prints") public func prints() throws {
            print("prints", CommandLine.arguments.dropFirst().joined(separator: "|"))
        }
        @MainActor @_silgen_name("galley_throws") public func throwing() throws {
            print("before the throw")
            throw Refusal()
        }
        @MainActor @_silgen_name("galley_traps") public func traps() throws {
            let values: [Int] = []
            print(values[3])
        }
        @MainActor @_silgen_name("galley_hidden") public func hidden() throws { print("hidden") }

        """

    /// A unit linked as the program it is: top-level code, its `main` renamed.
    static let program = """
        #if canImport(Glibc)
            import Glibc
        #endif
        print("program", CommandLine.arguments.dropFirst().joined(separator: "|"))
        exit(7)

        """

    /// A runner of the units above, every one exported but `galley_hidden`; `direct` runs the
    /// link's jobs directly, otherwise the driver links.
    static func runner(direct: Bool, in folder: URL) throws -> URL {
        try runner(in: folder) { direct ? $0 : nil }
    }

    /// A runner of the units above, linked through the plan `adapt` makes of the one the driver
    /// gives (none: the driver links).
    static func runner(in folder: URL, adapt: (LinkTemplate) -> LinkTemplate?) throws -> URL {
        let runtime = try RuntimeBuilder(
            toolchain: Site.toolchain, sourceRoot: Site.sources, cacheDirectory: Site.runtimeCache
        ).build()
        let compiler = SnippetCompiler(toolchain: Site.toolchain, runtime: runtime)
        let units = folder.appendingPathComponent("units.swift")
        let main = folder.appendingPathComponent("program.swift")
        try wrapped.write(to: units, atomically: false, encoding: .utf8)
        try program.write(to: main, atomically: false, encoding: .utf8)
        let unitsObject = folder.appendingPathComponent("units.o")
        let programObject = folder.appendingPathComponent("program.o")
        let compiled = compiler.compileObject(
            units, module: "GalleyUnits", output: unitsObject, languageMode: 6, dumpMacros: false)
        try #require(compiled.status == 0, "\(compiled.stderr)")
        let programCompiled = compiler.compileProgram(
            main, module: "GalleyProgram", entry: RunnerLink.programSymbol("program"), output: programObject,
            languageMode: 6, dumpMacros: false, parseAsLibrary: false)
        try #require(programCompiled.status == 0, "\(programCompiled.stderr)")
        var link = RunnerLink.prepare(compiler: compiler, scratch: folder, profile: VerificationProfile())
        #expect(link.dispatcher == runtime.dispatcherObject)
        // This toolchain's driver plans the two jobs the fast path runs.
        let template = try #require(link.template)
        link = RunnerLink(
            compiler: compiler, scratch: folder, dispatcher: link.dispatcher, runnerObjects: link.runnerObjects,
            template: adapt(template))
        let runner = folder.appendingPathComponent("runner")
        let exports = ["galley_prints", "galley_throws", "galley_traps", RunnerLink.programSymbol("program")]
        let linked = link.link(
            [unitsObject.path, programObject.path], exports: exports, to: runner, withPackage: false)
        try #require(linked)
        return runner
    }

    /// Runs `unit` from `runner` with two arguments, as an unsandboxed run would.
    static func run(_ runner: URL, _ unit: String) throws -> ProcessResult {
        try ProcessResult.run(
            executable: runner.path, arguments: ["two words", "x"],
            setting: ["GALLEY_UNIT": unit, "SWIFT_BACKTRACE": "enable=no"])
    }

    @Test(arguments: [true, false]) func eachUnitRunsAsItsOwnProgramWould(direct: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-dispatcher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = try Self.runner(direct: direct, in: folder)

        let prints = try Self.run(runner, "galley_prints")
        #expect(prints.status == 0 && prints.signal == nil)
        #expect(prints.stdout == "prints two words|x\n")

        // A thrown error ends the process as an error thrown by top-level code does.
        let thrown = try Self.run(runner, "galley_throws")
        #expect(thrown.signal == SIGILL)
        #expect(thrown.stdout == "before the throw\n")
        #expect(thrown.stderr.contains("Fatal error: Error raised at top level: GalleyUnits.Refusal(code: 3)"))

        let trapped = try Self.run(runner, "galley_traps")
        #expect(trapped.signal == SIGILL)
        #expect(trapped.stderr.contains("Fatal error: Index out of range"))

        // A program gets the process's arguments, and its result is the exit status.
        let program = try Self.run(runner, "galley_program")
        #expect(program.signal == nil && program.status == 7)
        #expect(program.stdout == "program two words|x\n")

        // An unknown name, and a unit linked but not exported, are not found.
        for unit in ["galley_nothing", "galley_hidden", "prints", ""] {
            let unknown = try Self.run(runner, unit)
            #expect(unknown.signal == SIGILL && unknown.stdout.isEmpty)
            #expect(unknown.stderr.contains("GalleyRunner/main.swift:"))
            #expect(unknown.stderr.contains("Fatal error: no snippet unit named \(unit)\n"), "\(unknown.stderr)")
        }
    }

    /// Through the verifier: a unit that throws, one that traps, one that exits with a status and
    /// one linked as a program read the same from the merged runner as built and run alone.
    @Test func mergedRunsReadAsRunsAlone() async throws {
        let article = """
            ```swift run
            struct Refusal: Error { var code = 3 }
            print("before the throw")
            throw Refusal()
            ```

            ```swift run
            let values: [Int] = []
            print(values[3])
            ```

            ```swift run
            import Foundation
            print("leaving")
            exit(3)
            ```

            ```swift run
            let total = 3
            func show() { print(total) }
            show()
            ```

            """
        let (batched, alone) = try await BatchEquivalenceTests.verifyBothWays(["Content/en/runs.md": article])
        #expect(BatchEquivalenceTests.summary(batched) == BatchEquivalenceTests.summary(alone))
        #expect(batched.statistics.mergedRuns == 4 && batched.statistics.separateRuns == 0)
        #expect(batched.statistics.mergedLinkFallbacks == 0)
        #expect(batched.results.filter { !$0.passed }.count == 3)
        #expect(batched.results.map(\.actualOutput) == ["before the throw\n", "", "leaving\n", "3\n"])
    }

    /// Without a runtime (`runtime: none`) there is no prebuilt dispatcher: the session builds the
    /// runner's parts (once, into the cache) beside the first compilations, and runs still merge.
    @Test func withoutARuntimeTheSessionCompilesTheDispatcher() async throws {
        let article = """
            ```swift run
            print("one")
            ```

            ```swift run
            struct Refusal: Error {}
            print("two")
            throw Refusal()
            ```

            """
        let site = try Site(["Content/en/plain.md": article])
        defer { site.remove() }
        let report = try await site.verify(snippets: SnippetSettings(runtime: .none))
        #expect(report.statistics.stages["dispatcher"] != nil)
        #expect(report.statistics.mergedRuns == 2 && report.statistics.mergedLinkFallbacks == 0)
        #expect(report.results.map(\.actualOutput) == ["one\n", "two\n"])
        #expect(report.results.map(\.passed) == [true, false])
    }
}
