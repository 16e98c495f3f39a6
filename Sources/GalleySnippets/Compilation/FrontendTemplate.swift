import Foundation
import GalleyToolchain

/// The `swift-frontend` command the driver would run for one file, with placeholders to fill in.
///
/// Going through the `swiftc` driver costs about 30 ms per process on top of the frontend's own
/// start-up. The driver is asked once, with `-###`, which frontend command it would run for a
/// placeholder file; each snippet then runs the frontend directly with that command.
struct FrontendTemplate: Sendable {
    static let input = "__galley_input__.swift"
    static let module = "GalleyPlaceholderModule"
    static let output = "__galley_output__.o"

    let arguments: [String]

    /// Asks `swiftc` for its frontend command for `action` (`-emit-sil`, `-c`) and `flags`.
    ///
    /// Returns `nil` when the driver plans more than one job or prints something unexpected;
    /// callers then use the driver itself.
    init?(swiftc: String, action: String, flags: [String]) {
        let arguments =
            ["-###", action, Self.input, "-module-name", Self.module, "-o", Self.output] + flags
        guard let result = try? ProcessResult.runDriver(executable: swiftc, arguments: arguments),
            result.status == 0
        else {
            return nil
        }
        let jobs = result.stdout.split(separator: "\n").filter { !$0.isEmpty }
        guard jobs.count == 1, let words = Self.shellWords(String(jobs[0])), words.count > 2,
            words.contains(Self.input), words.contains("-frontend")
        else { return nil }
        self.arguments = words
    }

    /// The command for one file: executable first, then arguments.
    func command(input: String, module: String, output: String, extra: [String] = []) -> [String] {
        command(inputs: [input], module: module, output: output, extra: extra)
    }

    /// The command for several files, for a template asked with `-wmo`: the whole module is
    /// compiled by one frontend, which lists every file where the template lists the placeholder.
    func command(inputs: [String], module: String, output: String, extra: [String] = []) -> [String] {
        arguments.flatMap { word in
            switch word {
            case Self.input: inputs
            case Self.module: [module]
            case Self.output: [output]
            default: [word]
            }
        } + extra
    }

    /// Splits a command line printed by the driver, honouring single and double quotes and backslashes.
    static func shellWords(_ line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\", quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return quote == nil && !escaped ? words : nil
    }
}
