import Foundation
import GalleyPlatform
import GalleyTestSupport
import Testing

@Suite struct RunningExecutableTests {
    @Test func findsTheRunningTestBinary() throws {
        let path = try #require(RunningExecutable.path)
        #expect(path.hasPrefix("/"))
        #expect(access(path, X_OK) == 0)
        let info = try #require(RunningExecutable.status())
        var direct = stat()
        #expect(stat(path, &direct) == 0)
        #expect(info.st_ino == direct.st_ino && info.st_size == direct.st_size)
    }

    /// The portable path: `argv[0]` as a shell resolved it.
    @Test func resolvesANameThroughThePathAndFollowsLinks() throws {
        let project = try TemporaryProject(["bin/real-tool": "#!/bin/sh\n", "empty/.keep": ""])
        defer { project.remove() }
        let real = project.url("bin/real-tool").path
        #expect(chmod(real, 0o755) == 0)
        #expect(symlink(real, project.url("bin/tool").path) == 0)
        let expected = try #require(realpath(real, nil).map { String(cString: $0) })
        let search = project.url("empty").path + ":" + project.url("bin").path
        #expect(RunningExecutable.resolve(argument: "tool", searchPath: search) == expected)
        #expect(RunningExecutable.resolve(argument: project.url("bin/tool").path, searchPath: nil) == expected)
        #expect(RunningExecutable.resolve(argument: "missing-tool", searchPath: search) == nil)
        #expect(RunningExecutable.resolve(argument: "", searchPath: search) == nil)
    }

    @Test func skipsAFileOfThatNameThatCannotBeRun() throws {
        let project = try TemporaryProject(["first/tool": "data", "second/tool": "#!/bin/sh\n"])
        defer { project.remove() }
        #expect(chmod(project.url("second/tool").path, 0o755) == 0)
        let search = project.url("first").path + ":" + project.url("second").path
        let found = try #require(RunningExecutable.resolve(argument: "tool", searchPath: search))
        #expect(found.hasSuffix("/second/tool"))
    }
}
