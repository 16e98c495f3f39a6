import Foundation
import GalleyTestSupport
import Testing

/// Faults during a build: the process killed mid-write, an output that cannot be written,
/// and two builds racing for one output. The previous site must always survive whole.
///
/// The kill and race tests run the real `galley` executable that `swift build` leaves in
/// `.build/debug/`; they are skipped, with that reason, when it has not been built.
///
/// Alone, a case takes seconds. The limit is for a hang, not a speed target: within the whole
/// suite on two cores, the builds run in this process wait for the cooperative pool behind the
/// suites that compile snippets, and one case of five builds can take minutes.
@Suite(.serialized, .timeLimit(.minutes(6)))
struct FaultTests {
    static let galley: URL? = {
        let url = BadInputProject.packageRoot.appendingPathComponent(".build/debug/galley")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }()

    /// A project with every guide of the repository, so a build writes for a while.
    static func largeProject() throws -> BadInputProject {
        let project = try BadInputProject()
        try project.remove("Content")
        try FileManager.default.copyItem(
            at: BadInputProject.packageRoot.appendingPathComponent("Content"), to: project.url("Content"))
        return project
    }

    static func spawn(_ project: BadInputProject) throws -> Process {
        let process = Process()
        process.executableURL = galley
        process.arguments = [
            "build", "--no-verify", "--content", project.url("Content").path, "--output",
            project.output.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func leftovers(in project: BadInputProject) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: project.root.path)
            .filter { $0.contains(".staging-") || $0.contains(".old-") }
    }

    /// Starts a build of `project` and kills it (SIGKILL) at `point`; returns the reaped process.
    static func spawnAndKill(_ project: BadInputProject, at point: KillPoint) async throws -> Process {
        let process = try spawn(project)
        switch point {
        case .after(let milliseconds):
            try await Task.sleep(for: .milliseconds(milliseconds))
        case .stagingAppears:
            let deadline = ContinuousClock.now + .seconds(20)
            while try leftovers(in: project).isEmpty, process.isRunning, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(1))
            }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return process
    }

    /// When to kill the build: after a delay in milliseconds, or as soon as its staging folder exists.
    enum KillPoint: Sendable, CustomTestStringConvertible {
        case after(milliseconds: Int)
        case stagingAppears

        var testDescription: String {
            switch self {
            case .after(let milliseconds): "after \(milliseconds) ms"
            case .stagingAppears: "when the staging folder appears"
            }
        }
    }

    @Test(
        CIRequirement.enabled(if: galley != nil, "needs .build/debug/galley; run `swift build` first"),
        arguments: [
            KillPoint.after(milliseconds: 50), .after(milliseconds: 150), .after(milliseconds: 300),
            .after(milliseconds: 600), .stagingAppears,
        ])
    func killedBuildLeavesThePreviousSiteIntact(_ point: KillPoint) async throws {
        try CIRequirement.require(Self.galley != nil, "needs .build/debug/galley")
        let project = try Self.largeProject()
        try #require(await project.galley().status == 0)
        let old = project.outputSnapshot
        try project.replace("# ", with: "# Changed: ", in: "Content/en/entry-macro.md")

        let process = try await Self.spawnAndKill(project, at: point)

        // Either the kill came first and the old site is untouched, or the build had already
        // swapped in the new site; never a mixture.
        let afterKill = project.outputSnapshot
        if afterKill != old {
            #expect(
                process.terminationReason == .exit && process.terminationStatus == 0,
                "a killed build changed _site/")
        }
        let next = await project.galley()
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try Self.leftovers(in: project).isEmpty)
        #expect(
            try String(
                contentsOf: project.output.appendingPathComponent("en/entry-macro/index.html"),
                encoding: .utf8
            )
            .contains("Changed: "))
    }

    @Test(CIRequirement.enabled(if: galley != nil, "needs .build/debug/galley; run `swift build` first"))
    func twoBuildsAtOnceNeverCorruptTheSite() async throws {
        try CIRequirement.require(Self.galley != nil, "needs .build/debug/galley")
        let project = try Self.largeProject()
        try #require(await project.galley().status == 0)
        let expected = project.outputSnapshot
        for _ in 0..<3 {
            let pipes = [Pipe(), Pipe()]
            var processes: [Process] = []
            for pipe in pipes {
                let process = Process()
                process.executableURL = Self.galley
                process.arguments = [
                    "build", "--no-verify", "--content", project.url("Content").path, "--output",
                    project.output.path,
                ]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = pipe
                processes.append(process)
            }
            for process in processes { try process.run() }
            let errors = pipes.map {
                String(decoding: $0.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            }
            for process in processes { process.waitUntilExit() }
            let statuses = processes.map(\.terminationStatus)
            #expect(statuses.contains(0), "\(errors)")
            for (status, error) in zip(statuses, errors) where status != 0 {
                #expect(status == 1)
                #expect(error.contains("[output.locked]"), "\(error)")
                #expect(error.contains("another galley build is writing '_site'"))
            }
            #expect(project.outputSnapshot == expected)
            #expect(try Self.leftovers(in: project).isEmpty)
        }
    }

    @Test func outputUnderARegularFileIsAClearErrorAndLosesNothing() async throws {
        let project = try BadInputProject()
        try project.write("notes.txt", "keep me\n")
        let run = await project.galley(
            "build", ["--no-verify", "--output", project.url("notes.txt/_site").path])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("error: cannot create lock file: Not a directory [output.lock]"),
            "\(run.stderr)")
        #expect(try project.read("notes.txt") == "keep me\n")
    }

    @Test func outputThatIsARegularFileIsRefusedNotReplaced() async throws {
        let project = try BadInputProject()
        try project.write("notes.txt", "keep me\n")
        let run = await project.galley(
            "build", ["--no-verify", "--output", project.url("notes.txt").path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("[output.not-directory]"), "\(run.stderr)")
        #expect(try project.read("notes.txt") == "keep me\n")
        #expect(try Self.leftovers(in: project).isEmpty)
    }

    /// Whether this machine lets the tests mount a small tmpfs (root in a privileged environment).
    static let canMountTmpfs: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-mount-probe-\(getpid())")
        try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: probe) }
        guard mount("tmpfs", probe.path, "tmpfs", 0, "size=64k") == 0 else { return false }
        umount(probe.path)
        return true
    }()

    @Test(CIRequirement.enabled(if: canMountTmpfs, "needs permission to mount a tmpfs"))
    func fullFileSystemIsAClearErrorAndLosesNothing() async throws {
        try CIRequirement.require(Self.canMountTmpfs, "needs permission to mount a tmpfs")
        let project = try BadInputProject()
        let disk = project.url("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        try #require(mount("tmpfs", disk.path, "tmpfs", 0, "size=256k") == 0)
        defer { umount(disk.path) }
        let output = disk.appendingPathComponent("_site")
        let first = await project.galley("build", ["--no-verify", "--output", output.path])
        try #require(first.status == 0, "\(first.stderr)")
        let before = BadInputProject.snapshot(of: output)
        try project.write(
            "Content/en/big.md", "---\ntitle: Big\n---\n" + String(repeating: "word ", count: 400_000))
        let run = await project.galley("build", ["--no-verify", "--output", output.path])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("[output.write]") || run.stderr.contains("[output.copy]"), "\(run.stderr)"
        )
        #expect(BadInputProject.snapshot(of: output) == before)
        let left = try FileManager.default.contentsOfDirectory(atPath: disk.path).filter {
            $0.contains(".staging-")
        }
        #expect(left.isEmpty)
    }

    /// `--bless` on a full disk: the rewrite fails with a clear error, and the article is left
    /// exactly as it was (never truncated), with no temporary file beside it.
    @Test(CIRequirement.enabled(if: canMountTmpfs, "needs permission to mount a tmpfs"))
    func blessOnAFullDiskLeavesTheArticleWhole() async throws {
        try CIRequirement.require(Self.canMountTmpfs, "needs permission to mount a tmpfs")
        let project = try BadInputProject()
        try project.write(
            "Content/site.yml", BadInputProject.siteConfig + "\nsnippets:\n  runtime: none\n")
        let article = "---\ntitle: Run\n---\n\n```swift run\nprint(2)\n```\n\n```output\n1\n```\n"
        try project.write("Content/en/run.md", article)
        // The content moves onto a small tmpfs mounted in its place, which is then filled.
        let content = project.url("Content")
        let aside = project.url("Content-aside")
        try FileManager.default.moveItem(at: content, to: aside)
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try #require(mount("tmpfs", content.path, "tmpfs", 0, "size=256k") == 0)
        defer { umount(content.path) }
        for name in try FileManager.default.contentsOfDirectory(atPath: aside.path) {
            try FileManager.default.copyItem(
                at: aside.appendingPathComponent(name), to: content.appendingPathComponent(name))
        }
        var index = 0
        while FileManager.default.createFile(
            atPath: content.appendingPathComponent("filler-\(index)").path, contents: Data(count: 4096))
        {
            index += 1
        }
        let run = await project.galley("verify", ["--cache-dir", BadInputProject.sharedCache, "--bless"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(
            run.stderr.contains("/Content/en/run.md': ") && run.stderr.contains("space. [snippet.bless]"),
            "\(run.stderr)")
        #expect(try String(contentsOf: content.appendingPathComponent("en/run.md"), encoding: .utf8) == article)
        let left = try FileManager.default.contentsOfDirectory(atPath: content.appendingPathComponent("en").path)
        #expect(!left.contains { $0.contains(".galley-") }, "\(left)")
    }
}
