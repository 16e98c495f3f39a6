internal import CGalleyPlatform

/// Which of its two paths this build of GalleyPlatform takes.
///
/// On Linux, GalleyPlatform calls the kernel's and glibc's own interfaces where they do better
/// than POSIX (inotify, `pipe2`, `posix_spawn_file_actions_addclosefrom_np`, `copy_file_range`,
/// `renameat2`, `/proc/self/exe`). Everywhere else, and on Linux when the package is built with
/// `GALLEY_PORTABLE=1` (which CI does, so the portable path stays built and tested), it takes a
/// portable POSIX path that needs none of them.
package enum PlatformPath: Sendable, Equatable {
    case linux
    case portable

    /// The path this build takes.
    package static let current: PlatformPath = galley_platform_linux_calls() == 1 ? .linux : .portable
}
