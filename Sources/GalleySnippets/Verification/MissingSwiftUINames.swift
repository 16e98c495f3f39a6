import Foundation
import GalleyCore

/// SwiftUI's public names (`Surface/swiftui-names.tsv`, beside the runtime's sources), so that a
/// compiler error about a name GalleyUI lacks says so instead of reading like the author's
/// mistake: "GalleyUI does not declare `View.blur` (SwiftUI, iOS 13.0+) yet".
package struct MissingSwiftUINames: Sendable {
    struct Entry: Sendable {
        var owner: String
        var iOS: String
    }
    private let entries: [String: [Entry]]

    /// Reads the names index; `nil` when there is none (a runtime without the surface list).
    package init?(file: URL) {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        var entries: [String: [Entry]] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4 else { continue }
            entries[fields[0], default: []].append(Entry(owner: fields[1], iOS: fields[3]))
        }
        self.entries = entries
    }

    /// The index shipped beside the runtime whose sources are in `runtimeSources`.
    package static func beside(runtimeSources: URL) -> MissingSwiftUINames? {
        MissingSwiftUINames(
            file: runtimeSources.deletingLastPathComponent().appendingPathComponent("Surface/swiftui-names.tsv"))
    }

    /// The note for a compiler message that names something SwiftUI declares, or `nil`.
    package func note(for message: String) -> String? {
        guard let found = Self.missing(in: message) else { return nil }
        let name = found.name
        var owners = found.owners
        // A view's modifier chain is typed `some View`, `ModifiedContent<…>` or a SwiftUI view
        // type: its members are `View`'s. An author's own type gets no such reading.
        if owners.contains("View?") {
            owners.remove("View?")
            if owners.contains(where: { $0 == "View" || $0 == "ModifiedContent" || isSwiftUIType($0) }) {
                owners.insert("View")
            }
        }
        guard let entry = entries[name]?.first(where: { owners.contains($0.owner) }) else { return nil }
        let qualified = entry.owner.isEmpty ? name : "\(entry.owner).\(name)"
        let since = entry.iOS.isEmpty ? "" : ", iOS \(entry.iOS.split(separator: "-").first ?? "")+"
        return "GalleyUI does not declare '\(qualified)' (SwiftUI\(since)) yet; the code may be right for Xcode"
    }

    /// Whether SwiftUI declares a top-level type of this name.
    private func isSwiftUIType(_ name: String) -> Bool {
        entries[name]?.contains { $0.owner.isEmpty } ?? false
    }

    /// The missing name and the owners it may belong to, from the compiler's wording.
    static func missing(in message: String) -> (name: String, owners: Set<String>)? {
        if let match = message.firstMatch(of: /^cannot find (?:type )?'(\w+)' in scope/) {
            return (String(match.1), [""])
        }
        if let match = message.firstMatch(of: /^value of type '(.+)' has no member '(\w+)'/) {
            var type = String(match.1)
            if type.hasPrefix("some ") { type.removeFirst(5) }
            let base = String(type.prefix { $0 != "<" && $0 != "." })
            // "View?": `View` too, when the type is a view (decided where the index is known).
            return (String(match.2), [base, "View?"])
        }
        if let match = message.firstMatch(of: /^type '([\w.]+)' has no member '(\w+)'/) {
            return (String(match.2), [String(match.1)])
        }
        return nil
    }
}

extension VerificationReport {
    /// Adds the missing-name note to each failed block's compiler errors that name a SwiftUI
    /// declaration GalleyUI lacks.
    package mutating func noteMissingSwiftUINames(_ names: MissingSwiftUINames) {
        for index in results.indices {
            guard case .failed(let diagnostics) = results[index].status else { continue }
            var changed = false
            let noted = diagnostics.map { diagnostic -> Diagnostic in
                guard diagnostic.id == "snippet.compiler", let note = names.note(for: diagnostic.summary) else {
                    return diagnostic
                }
                changed = true
                var copy = diagnostic
                copy.notes.append(Diagnostic.Note(location: diagnostic.location, message: note))
                return copy
            }
            if changed { results[index].status = .failed(noted) }
        }
    }
}
