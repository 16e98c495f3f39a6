import Foundation
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

/// Enabled, as the `galley` executable enables it, a kept value outlives its last reference
/// until the process exits. Enabling cannot be undone, so it runs in a process of its own (an
/// exit test), which fails with a status of its own for each broken promise.
@Test func anEnabledReclaimKeepsValuesUntilTheProcessExits() async {
    await #expect(processExitsWith: .success) {
        final class Probe: Sendable {}
        ExitReclaims.enable()
        let before = ExitReclaims.count
        weak var watched: Probe?
        do {
            let probe = Probe()
            watched = probe
            ExitReclaims.keep(probe)
        }
        if ExitReclaims.count != before + 1 { exit(2) }
        if watched == nil { exit(3) }
        ExitReclaims.keep(Probe())
        if ExitReclaims.count != before + 2 { exit(4) }
    }
}
