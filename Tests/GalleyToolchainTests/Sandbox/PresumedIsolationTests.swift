import Foundation
import Testing

@testable import GalleyToolchain

/// A warm verify runs nothing, so it takes the isolation a probe would most likely give
/// without running the probe. These tests pin down what it presumes for each policy.
@Suite struct PresumedIsolationTests {
    @Test func offPresumesLimitsOnlyAndRequiredAlwaysProbes() {
        #expect(SandboxIsolation.presumed(.off) == .limitsOnly)
        // `required` must refuse when bubblewrap does not work, cache or not.
        #expect(SandboxIsolation.presumed(.required) == nil)
    }

    @Test func autoPresumesWhatTheProbeGivesWhenItSucceeds() throws {
        let presumed = try #require(SandboxIsolation.presumed(.auto))
        let installed = ["/usr/bin/bwrap", "/bin/bwrap", "/usr/local/bin/bwrap"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        #expect(presumed.isIsolated == (installed && presumed.prlimit != nil))
        // Once the probe has run, its answer is what is presumed.
        let (probed, _) = try SandboxIsolation.resolve(.auto)
        #expect(SandboxIsolation.presumed(.auto) == probed)
        if probed.isIsolated { #expect(presumed == probed) }
    }
}
