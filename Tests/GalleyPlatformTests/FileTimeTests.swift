import Foundation
import GalleyPlatform
import GalleyTestSupport
import Testing

@Suite struct FileTimeTests {
    @Test func readsModificationAndStatusChangeTimesToTheNanosecond() throws {
        let project = try TemporaryProject(["a.txt": "a"])
        defer { project.remove() }
        let path = project.url("a.txt").path
        var times = [
            timespec(tv_sec: 1_700_000_000, tv_nsec: 123_456_789),
            timespec(tv_sec: 1_700_000_001, tv_nsec: 987_654_321),
        ]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.modificationTime == FileTime(seconds: 1_700_000_001, nanoseconds: 987_654_321))
        #expect(info.modificationTime.description == "1700000001.987654321")
        // Setting the times changed the status just now, long after 2023.
        #expect(info.statusChangeTime.seconds > 1_700_000_001)
    }
}
