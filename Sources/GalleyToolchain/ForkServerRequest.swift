/// A run asked of a ``ForkServer``, in the line format the merged runner's serving mode reads:
/// `run <variables>`, then one line each for the user id, the five limits (core size, address
/// space, file size, open files, processes), the two pipes, the folder, the entry function, then
/// the environment. In a field, `\n` stands for a line break and `\\` for a backslash. There
/// are no arguments: a child keeps the server's, the runner's path alone.
struct ForkServerRequest {
    var user: UInt32
    var limits: SandboxLimits
    var pipes: [String]
    var folder: String
    var entry: String
    var environment: [String]

    /// The request's text.
    var encoded: String {
        // The same five limits `prlimit` applies to a run sandboxed on its own.
        let numbers = [0, limits.memoryLimit, limits.fileSizeLimit, limits.openFileLimit, limits.processLimit]
        let fields =
            ["\(user)"] + numbers.map { "\($0)" } + pipes + [folder, entry] + environment
        return "run \(environment.count)\n" + fields.map { Self.escape($0) + "\n" }.joined()
    }

    /// `text` on one line.
    static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\\" || $0 == "\r\n" }) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\\": escaped += "\\\\"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
