import GalleyCore
import Testing

/// A process that goes on after a build (this test process runs hundreds) must free what the
/// build made: only the `galley` executable turns ``ExitReclaims`` on.
@Test func valuesAreFreedAsUsualUnlessTheExecutableEnablesTheReclaim() {
    final class Probe: Sendable {}
    let before = ExitReclaims.count
    weak var watched: Probe?
    do {
        let probe = Probe()
        watched = probe
        ExitReclaims.keep(probe)
    }
    #expect(ExitReclaims.count == before)
    #expect(watched == nil, "the value was freed when its last reference went")
}
