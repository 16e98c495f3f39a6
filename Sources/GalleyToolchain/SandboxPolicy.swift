import GalleyCore

/// Whether snippet programs must run isolated by bubblewrap: `--sandbox auto|required|off`, or
/// `snippets: { sandbox: … }` in `site.yml`.
package enum SandboxPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Isolate with bubblewrap when it works here; otherwise warn once and run with limits only.
    case auto
    /// Isolate with bubblewrap, or refuse to run any snippet (for CI).
    case required
    /// Never isolate; run with limits only (a process group, resource limits, a timeout).
    case off

    /// Parses a policy name, or explains which names there are, with the near miss.
    package static func parse(_ text: String) -> Result<SandboxPolicy, DiagnosticError> {
        if let policy = SandboxPolicy(rawValue: text) { return .success(policy) }
        let names = allCases.map(\.rawValue)
        return .failure(
            DiagnosticError(
                .error(
                    "sandbox.policy", at: nil,
                    "sandbox must be one of \(names.joined(separator: ", ")), not '\(text)'"
                        + NearMiss.didYouMean(text, among: names))))
    }
}
