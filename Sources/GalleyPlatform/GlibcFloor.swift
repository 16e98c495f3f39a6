internal import CGalleyPlatform

/// The oldest glibc `galley` runs on, checked as it starts.
///
/// The floor is the newest symbol version the binary binds, which the glibc it is linked
/// against chooses: built on Debian 12, `hypot` at `GLIBC_2.35`, and `__libc_start_main`,
/// the threads' calls and `posix_spawn_file_actions_addclosefrom_np` at `GLIBC_2.34`
/// (`objdump -T galley` lists them; `Scripts/check-glibc-floor.sh`, which CI runs, fails when
/// the binary asks for a newer one than ``required``). The dynamic loader refuses an older
/// glibc before any of galley runs, naming the missing symbol version; this check says it in
/// galley's words wherever the binary gets that far (a build whose symbols ask for less than
/// the floor), before a build could fail half-way.
package enum GlibcFloor {
    /// The oldest glibc this build needs, as `(major, minor)`.
    package static let required = (major: 2, minor: 35)

    /// The running glibc's version (`gnu_get_libc_version`), `nil` when the C library is not glibc.
    package static var running: String? { galley_platform_glibc_version().map { String(cString: $0) } }

    /// Why `program` cannot run with the glibc whose version is `running`, or `nil` when it can
    /// (or when the C library is not glibc, whose versions mean nothing here, or its version
    /// cannot be read).
    package static func problem(program: String = "galley", running: String? = GlibcFloor.running) -> String? {
        guard let running else { return nil }
        let parts = running.split(separator: ".").map { Int($0.prefix { $0.isNumber }) }
        // A version that does not read as `MAJOR.MINOR` says nothing either way: the loader has
        // already found every symbol version the binary binds.
        guard parts.count >= 2, let major = parts[0], let minor = parts[1], (major, minor) < required else {
            return nil
        }
        return "\(program) needs glibc \(required.major).\(required.minor) or newer; this system has \(major).\(minor)"
    }
}
