import Foundation

/// The file of the running program, which `galley` looks beside for its helper and its share
/// folder, and whose identity joins the build's keys.
package enum RunningExecutable {
    /// The executable's real path (symbolic links resolved), or `nil` when it cannot be found.
    ///
    /// Linux names it in `/proc/self/exe`. The portable path resolves `argv[0]` as the shell
    /// did: a name with a slash against the working folder (which galley never changes), any
    /// other name through `PATH`.
    package static let path: String? = {
        if PlatformPath.current == .linux,
            let linked = try? FileManager.default.destinationOfSymbolicLink(
                atPath: "/proc/self/exe")
        {
            return linked
        }
        let path = getenv("PATH").map { String(cString: $0) }
        return resolve(argument: CommandLine.arguments.first ?? "", searchPath: path)
    }()

    /// `stat` of the running executable: on Linux through `/proc/self/exe`, which stays the
    /// running file even once it is replaced on disk; elsewhere the file at ``path``.
    package static func status() -> stat? {
        var info = stat()
        if PlatformPath.current == .linux, stat("/proc/self/exe", &info) == 0 { return info }
        guard let path, stat(path, &info) == 0 else { return nil }
        return info
    }

    /// The real path of the program `argument` (a process's `argv[0]`) names: relative to the
    /// working folder when it has a slash, else the first executable file of that name in
    /// `searchPath` (`PATH`'s colon-separated folders); `nil` when there is none.
    package static func resolve(argument: String, searchPath: String?) -> String? {
        guard !argument.isEmpty else { return nil }
        if argument.contains("/") { return realPath(argument) }
        for folder in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + argument
            var info = stat()
            if access(candidate, X_OK) == 0, stat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                return realPath(candidate)
            }
        }
        return nil
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
