import Foundation

/// Finds the runtime's sources (`Sources/GalleyUI` and its siblings) that snippets compile against.
public enum RuntimeLocator {
    /// The `Sources` folder of the project at `root`, or of the checkout `galley` itself was built from.
    public static func sources(near root: URL) -> URL {
        var candidates = [root]
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent())
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        for start in candidates {
            var folder = start.standardizedFileURL
            for _ in 0..<6 {
                let sources = folder.appendingPathComponent("Sources")
                if FileManager.default.fileExists(atPath: sources.appendingPathComponent("GalleyUI").path) {
                    return sources
                }
                folder.deleteLastPathComponent()
            }
        }
        return root.appendingPathComponent("Sources")
    }
}
