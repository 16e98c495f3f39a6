/// The resources a sandboxed run may use before it is stopped.
///
/// The defaults suit documentation snippets: ten seconds, one MiB of output per stream and
/// one GiB of address space, which leaves ample room for the Swift runtime to start.
public struct SandboxLimits: Sendable, Hashable, Codable {
    /// Wall-clock seconds before the whole process group is killed.
    public var timeout: Double
    /// Bytes kept from each of standard output and standard error; more stops the run.
    public var outputLimit: Int
    /// The address-space limit (`RLIMIT_AS`) in bytes.
    public var memoryLimit: Int
    /// The largest file the run may write (`RLIMIT_FSIZE`) in bytes.
    public var fileSizeLimit: Int

    /// Creates limits; every value has a default suited to documentation snippets.
    public init(
        timeout: Double = 10, outputLimit: Int = 1 << 20, memoryLimit: Int = 1 << 30,
        fileSizeLimit: Int = 64 << 20
    ) {
        self.timeout = timeout
        self.outputLimit = outputLimit
        self.memoryLimit = memoryLimit
        self.fileSizeLimit = fileSizeLimit
    }
}
