/// One `galley` subcommand: a name, an abstract, its help text and a `run()`.
package protocol Command: Sendable {
    /// The word that selects the command, e.g. `build`.
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Validates arguments; throws `UsageError` for anything malformed.
    init(arguments: [String]) throws(UsageError)
    /// Does the work and returns the exit status (0 success, 1 failure).
    func run(console: Console) async -> Int32
}
