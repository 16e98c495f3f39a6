// The merged runner's `main`: it calls the entry function of the unit named in the environment
// (or, in serving mode, in the fork server's request), so each unit runs in a process of its
// own from one linked executable.
//
// It names no unit: it finds the unit's function by symbol at run time, in the runner's dynamic
// symbol table, which the link fills with exactly the units it linked. So it is compiled once per
// runtime (`RuntimeBuilder`), beside the fork server, and a session compiles no `main` of its
// own. A unit `galley_<name>` is either a wrapped entry function, `@MainActor () throws` under
// that very symbol, or a whole program whose `main` was renamed `galley_program_<name>`, called
// with the run's arguments, its result the exit status. Unit names hold no underscore, so no
// symbol can be read both ways.
//
// The unit to run comes in the environment, which the dispatcher clears before the unit starts,
// so each unit sees exactly the arguments and environment a program of its own would; in serving
// mode the child's environment is set for it, and its arguments are the server's, the runner's
// path alone, as a run without arguments has them (galley serves no other). Standard output is line-buffered
// before `main` (`galley_line_buffer.c`, linked beside), so what a unit printed before a crash is
// kept.
import GalleyForkServer
import Glibc

typealias GalleyEntry = @convention(thin) () throws -> Void
typealias GalleyProgram = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

let galleyUnit: String
if getenv("GALLEY_FORK_SERVER") != nil {
    galleyUnit = ForkServer.serve()
} else {
    galleyUnit = getenv("GALLEY_UNIT").map { String(cString: $0) } ?? ""
    unsetenv("GALLEY_UNIT")
}
let galleyName = galleyUnit.hasPrefix("galley_") ? String(galleyUnit.dropFirst(7)) : ""
/// Finds `symbol` among the runner's exported ones.
func galleyAddress(of symbol: String) -> UnsafeMutableRawPointer? {
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol)
}
if !galleyName.isEmpty, !galleyName.contains("_"), let program = galleyAddress(of: "galley_program_" + galleyName) {
    // The run's arguments (in serving mode, the server's: the runner's path) as a C vector for
    // the renamed `main`.
    let arguments = CommandLine.arguments
    let vector = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: arguments.count + 1)
    for (index, argument) in arguments.enumerated() { vector[index] = strdup(argument) }
    vector[arguments.count] = nil
    let status = unsafeBitCast(program, to: GalleyProgram.self)(Int32(arguments.count), vector)
    exit(status)
}
guard !galleyName.isEmpty, !galleyName.contains("_"), let galleyEntryAddress = galleyAddress(of: galleyUnit) else {
    fatalError("no snippet unit named \(galleyUnit)")
}
let galleyEntry = unsafeBitCast(galleyEntryAddress, to: GalleyEntry.self)
try MainActor.assumeIsolated { try galleyEntry() }
