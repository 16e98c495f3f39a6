import GalleyPlatform
import Testing

@Suite struct GlibcFloorTests {
    @Test(arguments: ["2.34", "2.28", "2.4", "1.99"])
    func refusesAnOlderGlibcSayingBothVersions(running: String) {
        let parts = running.split(separator: ".")
        #expect(
            GlibcFloor.problem(running: running)
                == "galley needs glibc 2.35 or newer; this system has \(parts[0]).\(parts[1])")
    }

    @Test(arguments: ["2.35", "2.36", "2.40", "3.0", "2.35.1"])
    func acceptsTheFloorAndNewer(running: String) {
        #expect(GlibcFloor.problem(running: running) == nil)
    }

    @Test func saysNothingWithoutAVersionItCanRead() {
        #expect(GlibcFloor.problem(running: nil) == nil, "not glibc")
        #expect(GlibcFloor.problem(running: "unknown") == nil)
    }

    @Test func namesTheProgram() {
        #expect(GlibcFloor.problem(program: "galley-syntax", running: "2.31")?.hasPrefix("galley-syntax needs") == true)
    }

    /// This process runs, so its glibc (where it is glibc) meets the floor the tests were built for.
    @Test func theRunningGlibcPasses() {
        #expect(GlibcFloor.problem() == nil, "\(GlibcFloor.running ?? "not glibc")")
        #if os(Linux)
            #expect(GlibcFloor.running != nil)
        #endif
    }
}
