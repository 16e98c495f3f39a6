import Foundation
import GalleyToolchain

/// The main file of the merged runner: it calls the entry function of the unit named in the
/// environment, so each unit runs in a process of its own from one linked executable.
struct RunnerDispatcher: Sendable {
    /// The units' names (``UnitJob/name``), one entry function `galley_<name>` each.
    let names: [String]
    /// The units among `names` linked as whole programs: `galley_<name>` is their renamed
    /// `main`, called with the process's arguments, and its result is the exit status.
    var programs: Set<String> = []
    /// Whether the serving mode comes as the runtime's object (linked beside the dispatcher)
    /// rather than as source in the dispatcher itself.
    var serverLinked = false

    /// The dispatcher's source.
    var source: String {
        var text = names.map { name in
            programs.contains(name)
                ? "@_silgen_name(\"galley_\(name)\") func galley_\(name)(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32\n"
                : "@MainActor @_silgen_name(\"galley_\(name)\") func galley_\(name)() throws\n"
        }.joined()
        // The unit to run comes in the environment, which the dispatcher clears before the unit
        // starts, so each unit sees exactly the arguments and environment a program of its own
        // would. Standard output is line-buffered so what a unit printed before a crash is kept.
        text += "#if canImport(Glibc)\nimport Glibc\n#endif\n"
        // In serving mode (a fork server, see ``RunnerForkServer``) the unit comes in each
        // child's request instead, and the child's arguments and environment are set for it.
        text += "let galleyUnit: String\n"
        if serverLinked {
            text += "@_silgen_name(\"galley_fork_server_serve\") func galleyForkServerServe() -> String\n"
        }
        let serve = serverLinked ? "galleyForkServerServe()" : "GalleyForkServer.serve()"
        text += "if getenv(\"GALLEY_FORK_SERVER\") != nil {\n    galleyUnit = \(serve)\n} else {\n"
        text += "    galleyUnit = getenv(\"GALLEY_UNIT\").map { String(cString: $0) } ?? \"\"\n"
        text += "    unsetenv(\"GALLEY_UNIT\")\n}\n"
        // `stdout` is found by name: Swift 6 refuses to touch the C global directly.
        text += "if let out = dlsym(UnsafeMutableRawPointer(bitPattern: 0), \"stdout\") {\n"
        text += "    setvbuf(out.load(as: UnsafeMutablePointer<FILE>.self), nil, _IOLBF, 0)\n}\n"
        // A table of names and entry functions, not a `switch`: with a hundred units it
        // compiles in half the time, on the way to the link.
        text += "let galleyNames: [String] = [\n" + names.map { "    \"galley_\($0)\",\n" }.joined() + "]\n"
        text += "let galleyEntries: [@MainActor () throws -> Void] = [\n"
        for name in names {
            text +=
                programs.contains(name)
                ? "    { exit(galley_\(name)(CommandLine.argc, CommandLine.unsafeArgv)) },\n"
                : "    galley_\(name),\n"
        }
        text += "]\n"
        text += "guard let galleyIndex = galleyNames.firstIndex(of: galleyUnit) else {\n"
        text += "    fatalError(\"no snippet unit named \\(galleyUnit)\")\n}\n"
        text += "try MainActor.assumeIsolated { try galleyEntries[galleyIndex]() }\n"
        return serverLinked ? text : text + ForkServerSource.body
    }

    /// An object compiled from a dispatcher ahead of the link, for the units it names.
    struct Compiled: Sendable {
        var names: Set<String>
        var programs: Set<String> = []
        var object: URL
    }
}
