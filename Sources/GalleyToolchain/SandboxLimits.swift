/// The resources a sandboxed run may use before it is stopped.
///
/// The defaults suit documentation snippets: ten seconds, one MiB of output per stream, one GiB
/// of address space (ample room for the Swift runtime to start), 64 MiB per file and 256 MiB in
/// the run's folder, 256 open files, and 256 processes and threads.
package struct SandboxLimits: Sendable, Hashable, Codable {
    /// The longest `timeout` a block may ask for, in seconds.
    package static let maximumTimeout: Double = 600

    /// Wall-clock seconds before the whole process group is killed.
    package var timeout: Double
    /// Bytes kept from each of standard output and standard error; more stops the run.
    package var outputLimit: Int
    /// The address-space limit (`RLIMIT_AS`) in bytes.
    package var memoryLimit: Int
    /// The largest file the run may write (`RLIMIT_FSIZE`) in bytes.
    package var fileSizeLimit: Int
    /// Bytes the run's folder may hold in all; more stops the run.
    package var diskLimit: Int
    /// Open file descriptors (`RLIMIT_NOFILE`).
    package var openFileLimit: Int
    /// Processes and threads (`RLIMIT_NPROC`); applied only under bubblewrap, where the run
    /// has a user id of its own (for root the kernel does not enforce it).
    package var processLimit: Int

    /// Creates limits; every value has a default suited to documentation snippets.
    package init(
        timeout: Double = 10, outputLimit: Int = 1 << 20, memoryLimit: Int = 1 << 30,
        fileSizeLimit: Int = 64 << 20, diskLimit: Int = 256 << 20, openFileLimit: Int = 256,
        processLimit: Int = 256
    ) {
        self.timeout = timeout
        self.outputLimit = outputLimit
        self.memoryLimit = memoryLimit
        self.fileSizeLimit = fileSizeLimit
        self.diskLimit = diskLimit
        self.openFileLimit = openFileLimit
        self.processLimit = processLimit
    }

    /// Nanoseconds of ``timeout``, clamped so no value (even `1e11`) can overflow.
    var timeoutNanoseconds: UInt64 {
        guard timeout.isFinite, timeout > 0 else { return 0 }
        return UInt64(min(timeout, 86_400) * 1e9)
    }

    /// The limits in one line, for diagnostics: `10 s, 1 GiB memory, …`.
    package var summary: String {
        "\(SandboxOutcome.format(timeout)) s, \(SandboxOutcome.bytes(memoryLimit)) of memory, "
            + "\(SandboxOutcome.bytes(fileSizeLimit)) per file, \(SandboxOutcome.bytes(diskLimit)) in its folder, "
            + "\(openFileLimit) open files, \(processLimit) processes"
    }
}
