/// The merged runner's `main`: it calls the entry function of the unit named in the environment
/// (or, in serving mode, in the fork server's request), so each unit runs in a process of its
/// own from one linked executable.
///
/// It names no unit: it finds the unit's function by symbol at run time, in the runner's
/// dynamic symbol table, which the link fills with exactly the units it linked. So it is
/// compiled once per runtime (``RuntimeBuilder``), beside the fork server, and a session
/// compiles no `main` of its own. A unit `galley_<name>` is either a wrapped entry function,
/// `@MainActor () throws` under that very symbol, or a whole program whose `main` was renamed
/// `galley_program_<name>`, called with the process's arguments, its result the exit status.
/// Unit names hold no underscore, so no symbol can be read both ways.
package enum DispatcherSource {
    /// The source, for a runner that links the runtime's fork server object.
    package static var text: String {
        main + "@_silgen_name(\"galley_fork_server_serve\") func galleyForkServerServe() -> String\n"
    }

    /// The source with the serving mode in it, for a runner built without a runtime.
    package static var standalone: String {
        main + "func galleyForkServerServe() -> String { GalleyForkServer.serve() }\n" + ForkServerSource.body
    }

    /// The top-level code. The unit to run comes in the environment, which the dispatcher clears
    /// before the unit starts, so each unit sees exactly the arguments and environment a program
    /// of its own would; in serving mode the child's arguments and environment are set for it.
    /// Standard output is line-buffered so what a unit printed before a crash is kept; `stdout`
    /// is found by name, as Swift 6 refuses to touch the C global directly.
    private static let main = #"""
        #if canImport(Glibc)
            import Glibc
        #endif

        typealias GalleyEntry = @convention(thin) () throws -> Void
        typealias GalleyProgram = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
        let galleyUnit: String
        if getenv("GALLEY_FORK_SERVER") != nil {
            galleyUnit = galleyForkServerServe()
        } else {
            galleyUnit = getenv("GALLEY_UNIT").map { String(cString: $0) } ?? ""
            unsetenv("GALLEY_UNIT")
        }
        if let out = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "stdout") {
            setvbuf(out.load(as: UnsafeMutablePointer<FILE>.self), nil, _IOLBF, 0)
        }
        let galleyName = galleyUnit.hasPrefix("galley_") ? String(galleyUnit.dropFirst(7)) : ""
        if !galleyName.isEmpty, !galleyName.contains("_"),
            let program = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "galley_program_" + galleyName)
        {
            let status = unsafeBitCast(program, to: GalleyProgram.self)(CommandLine.argc, CommandLine.unsafeArgv)
            exit(status)
        }
        guard !galleyName.isEmpty, !galleyName.contains("_"),
            let galleyAddress = dlsym(UnsafeMutableRawPointer(bitPattern: 0), galleyUnit)
        else {
            fatalError("no snippet unit named \(galleyUnit)")
        }
        let galleyEntry = unsafeBitCast(galleyAddress, to: GalleyEntry.self)
        try MainActor.assumeIsolated { try galleyEntry() }

        """#
}
