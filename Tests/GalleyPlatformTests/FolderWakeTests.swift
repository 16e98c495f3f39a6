import Foundation
import GalleyPlatform
import GalleyTestSupport
import Testing

@Suite struct FolderWakeTests {
    @Test func wakesOnLinuxAndIsAbsentOnThePortablePath() throws {
        let project = try TemporaryProject(["Content/en/a.md": "a"])
        defer { project.remove() }
        let wake = FolderWake(directories: [project.url("Content")])
        guard PlatformPath.current == .linux else {
            #expect(wake == nil, "the portable path polls")
            return
        }
        let events = try #require(wake)
        #expect(!events.drain())
        try project.write("Content/en/a.md", "edited")
        #expect(events.drain())
        #expect(!events.drain(), "drained")
        // A folder made after the watch started is watched from the next rearm on.
        try project.write("Content/hr/b.md", "new")
        _ = events.drain()
        events.rearm()
        try project.write("Content/hr/b.md", "edited")
        #expect(events.drain())
    }
}
