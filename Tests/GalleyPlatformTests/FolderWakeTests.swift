import Foundation
import GalleyPlatform
import GalleyTestSupport
import Testing

@Suite struct FolderWakeTests {
    @Test func wakesOnLinuxAndIsAbsentOnThePortablePath() throws {
        let project = try TemporaryProject(["Content/en/a.md": "a"])
        defer { project.remove() }
        let wake = FolderWake(folders: [project.url("Content").path, project.url("Content/en").path])
        guard PlatformPath.current == .linux else {
            #expect(wake == nil, "the portable path polls")
            return
        }
        let events = try #require(wake)
        #expect(!events.drain())
        try project.write("Content/en/a.md", "edited")
        #expect(events.drain())
        #expect(!events.drain(), "drained")
        // A folder made after the watch started is watched once it is named.
        try project.write("Content/hr/b.md", "new")
        #expect(events.drain(), "a folder created in a watched one")
        #expect(events.watch([project.url("Content/hr").path]))
        try project.write("Content/hr/b.md", "edited")
        #expect(events.drain())
    }
}
