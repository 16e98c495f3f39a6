import Foundation
import GalleyToolchain
import Testing

/// One snippet written to escape its run, and what must happen instead.
///
/// Placeholders in `code` are filled in per run: `TOKEN` (unique to the run), `SITE` (the
/// site's folder), `HOMEFILE` (a file in the real home directory), `SECRET` (a value in
/// galley's own environment), `TOOLCHAIN` (the toolchain's library folder), `PORT` (a
/// listening socket of the test). A snippet prints `ESCAPED` when its attack worked.
struct HostileCase: Sendable, CustomTestStringConvertible {
    enum Verdict: Sendable {
        /// The run passes, but the attack failed: the output contains this text.
        case contained(printing: String)
        /// The run fails with a diagnostic containing this text (naming the limit).
        case fails(mentioning: String)
    }

    var name: String
    /// True for the escapes found in review that are harmless to reproduce without isolation:
    /// they are run that way too, to show the catalogue detects them (and what `off` allows).
    var escapesWithoutIsolation = false
    /// How a worked escape shows: the snippet prints `ESCAPED`, or a process of it outlives the run.
    var escapeShowsAsSurvivor = false
    var code: String
    var verdict: Verdict
    var timeout = 10
    var limits = SandboxLimits()

    var testDescription: String { name }
}
