import Foundation
import GalleyCore
import Synchronization

/// How a ``Sandbox`` isolates each run: with bubblewrap, or with limits only.
///
/// Under bubblewrap a run has no network, a fresh PID namespace with its own `/proc`, a
/// read-only view of the system (`/usr` and the few `/etc` files the loader needs), of the
/// toolchain and runtime folders it is given and of the program itself, and its own folder as
/// the only writable place. Run as root, galley gives each run a user id of its own (through
/// `setpriv`), with no capabilities and no way to gain any, so the process limit applies.
package struct SandboxIsolation: Sendable, Hashable {
    /// bubblewrap's path, or `nil` for limits only.
    package var bubblewrap: String?
    /// `setpriv`, used when galley runs as root to drop to the run's own user id.
    var setpriv: String?
    /// `prlimit`, which applies the resource limits under bubblewrap.
    var prlimit: String?

    /// Runs get limits only: a process group, resource limits and a timeout.
    package static let limitsOnly = SandboxIsolation(bubblewrap: nil, setpriv: nil, prlimit: nil)

    /// True when runs are isolated by bubblewrap.
    package var isIsolated: Bool { bubblewrap != nil }

    private static let probed = Mutex<Result<SandboxIsolation, DiagnosticError>?>(nil)
    private static let unavailableWarning = FirstTimeOnly()

    /// The isolation `policy` asks for, probed once per process by running a real program.
    ///
    /// `auto` without a working bubblewrap returns ``limitsOnly``, with a warning on the process's
    /// first call only; `required` without one throws an error that says why it does not work and
    /// how to fix it.
    package static func resolve(_ policy: SandboxPolicy) throws(DiagnosticError) -> (
        SandboxIsolation, warning: Diagnostic?
    ) {
        if policy == .off { return (.limitsOnly, nil) }
        // One probe per process, which callers at the same time wait for: every cache key of a
        // run names its isolation, so a process must not see bubblewrap work and then not. A
        // failed test run is tried again twice, since one spawn can fail for reasons of its own
        // (a busy machine, a descriptor race in the process library) that say nothing of the sandbox.
        let result = probed.withLock { known in
            if let known { return known }
            var attempt = probe()
            for _ in 1..<3 {
                guard case .failure = attempt, (try? tools().get()) != nil else { break }
                attempt = probe()
            }
            known = attempt
            return attempt
        }
        let (isolation, warning) = try decide(policy, probed: result)
        // `galley serve` verifies on every rebuild and must not repeat the warning each time.
        return (isolation, unavailableWarning.pass(warning))
    }

    /// What `policy` makes of a probe's `result`: the isolation, limits only with a warning
    /// (`auto`), or an error (`required`).
    static func decide(
        _ policy: SandboxPolicy, probed result: Result<SandboxIsolation, DiagnosticError>
    ) throws(DiagnosticError) -> (SandboxIsolation, warning: Diagnostic?) {
        if policy == .off { return (.limitsOnly, nil) }
        switch (result, policy) {
        case (.success(let isolation), _): return (isolation, nil)
        case (.failure(let error), .required):
            throw DiagnosticError(
                .error(
                    "sandbox.unavailable", at: nil,
                    "--sandbox required, but bubblewrap cannot isolate snippet runs here: \(error.diagnostics.first?.summary ?? "")"
                ))
        case (.failure(let error), _):
            return (
                .limitsOnly,
                .warning(
                    "sandbox.unavailable", at: nil,
                    "snippets run WITHOUT isolation (limits only): \(error.diagnostics.first?.summary ?? ""); "
                        + "install bubblewrap, or pass --sandbox off to silence this")
            )
        }
    }

    /// The isolation `policy` would most likely resolve to, found without running anything:
    /// the result of an earlier probe in this process, ``limitsOnly`` for `off`, and otherwise,
    /// for `auto`, bubblewrap's isolation when its tools are installed (the probe's answer when
    /// it succeeds), else ``limitsOnly``. `nil` for `required`, whose refusal must not depend
    /// on the cache.
    ///
    /// A session whose every outcome is cached under this presumption runs nothing, so it need
    /// not pay for the probe (a chain of bubblewrap processes); any miss resolves for real. A
    /// wrong presumption can only reuse an outcome of an isolated run where runs would not be
    /// isolated (tools installed, probe failing), never the other way round: without the tools
    /// the probe fails too, so ``limitsOnly`` is exact.
    package static func presumed(_ policy: SandboxPolicy) -> SandboxIsolation? {
        switch policy {
        case .off: return .limitsOnly
        case .required: return nil
        case .auto:
            if let known = probed.withLock({ $0 }) { return (try? known.get()) ?? .limitsOnly }
            return (try? tools().get()) ?? .limitsOnly
        }
    }

    /// bubblewrap, prlimit and (as root) setpriv, looked for in `folders`, never through `PATH`.
    private static func tools(
        searching folders: [String] = ["/usr/bin", "/bin", "/usr/local/bin"]
    ) -> Result<SandboxIsolation, DiagnosticError> {
        func tool(_ name: String) -> String? {
            folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        func failure(_ message: String) -> Result<SandboxIsolation, DiagnosticError> {
            .failure(DiagnosticError(.error("sandbox.unavailable", at: nil, message)))
        }
        guard let bwrap = tool("bwrap") else { return failure("'bwrap' is not installed (Debian: bubblewrap)") }
        guard let prlimit = tool("prlimit") else { return failure("'prlimit' is not installed (Debian: util-linux)") }
        let setpriv = tool("setpriv")
        if geteuid() == 0, setpriv == nil { return failure("'setpriv' is not installed (Debian: util-linux)") }
        return .success(SandboxIsolation(bubblewrap: bwrap, setpriv: setpriv, prlimit: prlimit))
    }

    /// Finds the tools and runs a small program isolated, exactly as a snippet would run.
    ///
    /// The tools are looked for in `folders`, never through `PATH`.
    static func probe(
        searching folders: [String] = ["/usr/bin", "/bin", "/usr/local/bin"]
    ) -> Result<SandboxIsolation, DiagnosticError> {
        func failure(_ message: String) -> Result<SandboxIsolation, DiagnosticError> {
            .failure(DiagnosticError(.error("sandbox.unavailable", at: nil, message)))
        }
        let isolation: SandboxIsolation
        switch tools(searching: folders) {
        case .success(let found): isolation = found
        case .failure(let error): return .failure(error)
        }
        let sandbox = Sandbox(limits: SandboxLimits(timeout: 20), isolation: isolation)
        // The probe runs a program from a folder of its own, as snippets run, so the folders
        // leading to it must be open to the run's user too.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-probe-\(UUID().uuidString)")
        let program = folder.appendingPathComponent("probe")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            FileManager.default.createFile(
                atPath: program.path, contents: Data("#!/bin/sh\necho galley-sandbox-works\n".utf8),
                attributes: [.posixPermissions: 0o755])
        else { return failure("cannot write a probe program into \(folder.path)") }
        do throws(DiagnosticError) {
            let outcome = try sandbox.run(executable: program.path, arguments: [])
            guard outcome.succeeded, outcome.stdout == "galley-sandbox-works\n" else {
                let said = outcome.stderr.split(separator: "\n").first.map(String.init) ?? ""
                return failure("a test run \(outcome.failureReason ?? "printed the wrong thing") \(said)")
            }
        } catch {
            return failure(error.diagnostics.first?.summary ?? "a test run could not start")
        }
        return .success(isolation)
    }

    /// The command that runs `command` isolated, with `work` as its only writable folder.
    ///
    /// With `forkServer`, `command` is a ``ForkServer``: it keeps root's id with only the
    /// capabilities to change user ids and empty its bounding set, and gives each run its own
    /// id, limits and folder itself, so neither `setpriv` nor `prlimit` wraps it.
    func wrap(
        _ command: [String], work: URL, readable: [String], limits: SandboxLimits, user: UInt32?,
        forkServer: Bool = false
    ) -> [String] {
        guard let bubblewrap, let prlimit else { return command }
        var argv = [
            bubblewrap, "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-pid",
            "--unshare-cgroup-try", "--die-with-parent", "--new-session",
        ]
        if forkServer {
            argv += [
                "--cap-drop", "ALL", "--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID", "--cap-add", "CAP_SETPCAP",
            ]
        } else {
            argv += user == nil ? ["--unshare-user"] : ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"]
        }
        argv += ["--ro-bind", "/usr", "/usr"]
        for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: top) {
                argv += ["--symlink", target, top]
            } else if FileManager.default.fileExists(atPath: top) {
                argv += ["--ro-bind", top, top]
            }
        }
        for file in [
            "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime", "/etc/alternatives",
        ] {
            argv += ["--ro-bind-try", file, file]
        }
        let mounted = readable.filter { !$0.hasPrefix("/usr/") && FileManager.default.fileExists(atPath: $0) }
        // Folders bubblewrap would create on the way to a mount are not open to the run's user;
        // create them first, readable by all.
        var folders: [String] = []
        for path in mounted + [work.path] {
            var parent = URL(fileURLWithPath: path).deletingLastPathComponent()
            var chain: [String] = []
            while parent.path != "/" && !parent.path.isEmpty {
                chain.insert(parent.path, at: 0)
                parent = parent.deletingLastPathComponent()
            }
            for folder in chain where !folders.contains(folder) { folders.append(folder) }
        }
        for folder in folders { argv += ["--perms", "0755", "--dir", folder] }
        for path in mounted { argv += ["--ro-bind", path, path] }
        argv += ["--proc", "/proc", "--dev", "/dev", "--bind", work.path, work.path]
        argv += ["--remount-ro", "/", "--chdir", work.path, "--"]
        if forkServer { return argv + command }
        if let user, let setpriv {
            argv += [
                setpriv, "--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--inh-caps=-all",
                "--bounding-set=-all", "--no-new-privs", "--",
            ]
        }
        argv += [
            prlimit, "--core=0", "--as=\(limits.memoryLimit)", "--fsize=\(limits.fileSizeLimit)",
            "--nofile=\(limits.openFileLimit)", "--nproc=\(limits.processLimit)", "--",
        ]
        return argv + command
    }
}
