import Foundation
import Testing

@testable import GalleyToolchain

/// The toolchain's version and paths are remembered per installed toolchain, so a warm verify
/// starts no compiler at all.
@Suite struct ToolchainMemoTests {
    @Test func aRememberedAnswerIsReusedAndAReplacedToolchainIsAskedAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-memo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let asked = try Toolchain.locate(memo: folder)
        let memo = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(memo.count == 1 && memo[0].hasPrefix("toolchain-"))
        // A planted answer proves the memo is what the second call reads.
        let planted = "Swift version 0.0-planted\n/planted/host"
        try planted.write(to: folder.appendingPathComponent(memo[0]), atomically: true, encoding: .utf8)
        let remembered = try Toolchain.locate(memo: folder)
        #expect(remembered.versionString == "Swift version 0.0-planted")
        #expect(remembered.swiftc == asked.swiftc)
        // A damaged memo is ignored and the compiler asked again.
        try "garbage".write(to: folder.appendingPathComponent(memo[0]), atomically: true, encoding: .utf8)
        #expect(try Toolchain.locate(memo: folder) == asked)
    }

    @Test func theIdentityFollowsTheRealFiles() throws {
        let asked = try Toolchain.locate()
        let identity = try #require(Toolchain.identity(of: asked.swiftc))
        #expect(identity.count == 16)
        #expect(Toolchain.identity(of: "/nonexistent/swiftc") == nil)
    }

    /// Programs are linked with the `ld.lld` beside the driver when there is one (this
    /// toolchain's), and with the driver's own linker when there is none, and the flag links.
    @Test func theLinkerIsTheToolchainsLLDWhenItShipsOne() throws {
        let toolchain = try Toolchain.locate()
        let bin = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let ships = FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("ld.lld").path)
        #expect(toolchain.linkerFlags == (ships ? ["-use-ld=lld"] : []))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-no-lld-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lone = folder.appendingPathComponent("swiftc")
        try Data("#!/bin/sh\nexit 1\n".utf8).write(to: lone)
        chmod(lone.path, 0o755)
        var without = toolchain
        without.swiftc = lone.path
        #expect(without.linkerFlags.isEmpty)
        guard ships else { return }
        let source = folder.appendingPathComponent("main.swift")
        try Data("print(\"linked\")\n".utf8).write(to: source)
        let program = folder.appendingPathComponent("main")
        let built = try ProcessResult.runDriver(
            executable: toolchain.swiftc, arguments: [source.path, "-o", program.path] + toolchain.linkerFlags)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(try ProcessResult.run(executable: program.path, arguments: []).stdout == "linked\n")
    }
}

/// The toolchain's frontend, asked directly, answers as the driver does.
@Suite struct ToolchainQueryTests {
    @Test func theFrontendAnswersAsTheDriver() throws {
        let swiftc = try Toolchain.locate().swiftc
        let direct = try Toolchain.query(swiftc)
        #expect(direct == (try Toolchain.query(swiftc, direct: false)))
        #expect(direct.versionString.contains("Swift version"))
        #expect(direct.hostLibraries.hasSuffix("/host"))
    }

    /// One process answers both questions: the version the target information names is the
    /// line the driver's own `--version` starts with.
    @Test func theVersionIsTheOneTheDriverPrints() throws {
        let swiftc = try Toolchain.locate().swiftc
        let printed = try ProcessResult.runDriver(executable: swiftc, arguments: ["--version"])
        #expect(printed.status == 0)
        #expect(try Toolchain.query(swiftc).versionString == Toolchain.versionLine(of: printed.stdout))
        #expect(
            Toolchain.versionLine(of: "swift-driver version: 1.2\n  Apple Swift version 6.2 (x)\nTarget: y")
                == "Apple Swift version 6.2 (x)")
        #expect(Toolchain.versionLine(of: "no version here") == nil)
    }

    /// The toolchain is asked in one compiler process, the frontend's `-print-target-info`: a
    /// toolchain whose driver and frontend log every start shows exactly one, and the answer is
    /// the real toolchain's.
    @Test func theToolchainIsAskedInOneProcess() throws {
        let real = try Toolchain.locate().swiftc
        let realFrontend = Toolchain.frontend(of: real).path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-logged-\(UUID())")
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("starts.log").path
        for (name, target) in [("swiftc", real), ("swift-frontend", realFrontend)] {
            let script = bin.appendingPathComponent(name).path
            try "#!/bin/sh\necho \"\(name) $*\" >> '\(log)'\nexec '\(target)' \"$@\"\n"
                .write(toFile: script, atomically: true, encoding: .utf8)
            #expect(chmod(script, 0o755) == 0)
        }
        let logged = try Toolchain.query(bin.appendingPathComponent("swiftc").path)
        let starts = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(starts == ["swift-frontend -frontend -print-target-info"])
        let direct = try Toolchain.query(real)
        #expect(logged.versionString == direct.versionString && logged.hostLibraries == direct.hostLibraries)
    }
}
