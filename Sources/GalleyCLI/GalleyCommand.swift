import GalleyCore

/// The `galley` tool: dispatches to subcommands and maps problems to exit statuses.
///
/// Exit statuses: 0 success, 1 a failed build or check, 64 a usage error.
package enum GalleyCommand {
    /// Every subcommand, in the order `--help` lists them.
    package static let commands: [any Command.Type] = [
        BuildCommand.self, VerifyCommand.self, ServeCommand.self, TranslationsCommand.self, NewCommand.self,
        InitCommand.self, ThemeCommand.self,
    ]

    package static let version = "0.1.0"

    static var help: String {
        var text = """
            OVERVIEW: Galley builds documentation sites whose Swift snippets are proven by the compiler.

            USAGE: galley <command> [options]

            COMMANDS:

            """
        for command in commands {
            text += "  " + command.name.padding(toLength: 14, withPad: " ", startingAt: 0) + command.abstract + "\n"
        }
        text += "\n  See 'galley <command> --help' for a command's options.\n"
        return text
    }

    /// ``main(_:console:)`` as the `galley` executable runs it: one command per process, so what
    /// a build made is left for the process's exit to reclaim (``ExitReclaims``).
    package static func process(_ arguments: [String]) async -> Int32 {
        ExitReclaims.enable()
        return await main(arguments)
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit status.
    package static func main(_ arguments: [String], console: Console = .standard) async -> Int32 {
        guard let first = arguments.first else {
            console.writeError(help)
            return 64
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                console.writeOut(command.help)
            } else {
                console.writeOut(help)
            }
            return 0
        case "--version":
            console.print("galley \(version)")
            return 0
        default:
            break
        }
        guard let type = commands.first(where: { $0.name == first }) else {
            let suggestion = NearMiss.didYouMean(first, among: commands.map { $0.name })
            console.error("galley: error: unknown command '\(first)'\(suggestion)")
            console.error("Run 'galley --help' to see the commands.")
            return 64
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.writeOut(type.help)
            return 0
        }
        do {
            let command = try type.init(arguments: rest)
            return await command.run(console: console)
        } catch {
            console.error("galley \(type.name): error: \(error.message)")
            console.error("Run 'galley \(type.name) --help' for usage.")
            return 64
        }
    }
}
