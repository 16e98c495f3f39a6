import Foundation
import GalleyPlatform
import Testing

@Suite struct PlatformPathTests {
    /// The build setting took: the tests of a `GALLEY_PORTABLE=1` build (run with the variable
    /// still set, as `.ci/run` does) exercise the portable path, and those of a Linux build the
    /// Linux calls.
    @Test func thePathIsTheOneTheBuildAskedFor() {
        let portable = ProcessInfo.processInfo.environment["GALLEY_PORTABLE"] == "1"
        #if os(Linux)
            #expect(PlatformPath.current == (portable ? .portable : .linux))
        #else
            #expect(PlatformPath.current == .portable)
        #endif
    }
}
