import Foundation
import GalleyPlatform
import GalleyTestSupport
import Testing

@Suite struct FileCopyTests {
    @Test func exchangeSwapsTwoFoldersOnLinuxOnly() throws {
        let project = try TemporaryProject(["one/a": "1", "two/b": "2"])
        defer { project.remove() }
        let swapped = FileCopy.exchange(project.url("one").path, project.url("two").path)
        #expect(swapped == (PlatformPath.current == .linux))
        let inOne = try FileManager.default.contentsOfDirectory(atPath: project.url("one").path)
        #expect(inOne == (swapped ? ["b"] : ["a"]))
    }

    @Test func copyRangeCopiesFromAnOffsetOnLinuxOnly() throws {
        let project = try TemporaryProject(["source": "0123456789"])
        defer { project.remove() }
        let source = open(project.url("source").path, O_RDONLY)
        let target = open(project.url("target").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer {
            close(source)
            close(target)
        }
        var offset: Int64 = 3
        let copied = FileCopy.copyRange(from: source, offset: &offset, to: target, count: 4)
        guard PlatformPath.current == .linux else {
            #expect(copied == nil && errno == ENOSYS)
            return
        }
        #expect(copied == 4)
        #expect(offset == 7)
        #expect(try String(contentsOf: project.url("target"), encoding: .utf8) == "3456")
    }
}
