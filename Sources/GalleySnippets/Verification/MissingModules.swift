import GalleyCore
import GalleyToolchain

extension VerificationReport {
    /// Adds a note to each `no such module 'X'` error that says where `X` could come from: the
    /// runtime, when the site has none and `X` is one of the Apple modules GalleyUI mirrors;
    /// otherwise a package, or nowhere on Linux, with the way to show the block unproven.
    package mutating func noteMissingModules(runtime: SnippetSettings.Runtime) {
        let mirrored = RuntimeArtifacts.moduleAliases.map(\.apple)
        for index in results.indices {
            guard case .failed(let diagnostics) = results[index].status else { continue }
            var changed = false
            let noted = diagnostics.map { diagnostic -> Diagnostic in
                guard diagnostic.id == "snippet.compiler", let module = Self.missingModule(diagnostic.summary) else {
                    return diagnostic
                }
                let message: String
                if mirrored.contains(module) {
                    guard runtime == .none else { return diagnostic }
                    message =
                        "GalleyUI mirrors '\(module)' for Linux: set 'runtime: galleyui' under 'snippets:' in site.yml"
                } else {
                    message =
                        "'\(module)' is neither one of the toolchain's modules nor one GalleyUI mirrors ("
                        + mirrored.joined(separator: ", ") + "); a package's modules come from 'package:' under "
                        + "'snippets:' in site.yml, and code that needs '\(module)' can be shown unproven in a "
                        + "'swift ignore reason=\"needs \(module)\"' block"
                }
                changed = true
                var copy = diagnostic
                copy.notes.append(Diagnostic.Note(location: diagnostic.location, message: message))
                return copy
            }
            if changed { results[index].status = .failed(noted) }
        }
    }

    /// The module of the compiler's `no such module 'X'`.
    package static func missingModule(_ summary: String) -> String? {
        summary.firstMatch(of: /^no such module '([\w.]+)'/).map { String($0.1) }
    }
}
