import GalleyCore

/// A content hash of an article, part by part: each section's prose and each snippet.
///
/// A translation stores the revision of its source when it was last brought up to date
/// (`translatedFrom` in its front matter). Comparing that with the source's current revision
/// names exactly which sections and snippets changed since, without needing Git history.
package struct SourceRevision: Sendable, Equatable {
    /// One hashed part of an article.
    package struct Part: Sendable, Equatable {
        /// A stable key: `section:<heading-id>` or `snippet:<n>`.
        package var key: String
        /// How to name the part to a translator, e.g. `section "Why defaults matter"`.
        package var label: String
        /// The first 8 hex digits of the part's SHA-256.
        package var hash: String
        /// For a tutorial's step block: its step's section and number, so that staleness
        /// names "step 2 of section 3" rather than a snippet's position.
        package var step: TutorialStepNumber?

        package init(key: String, label: String, hash: String, step: TutorialStepNumber? = nil) {
            self.key = key
            self.label = label
            self.hash = hash
            self.step = step
        }
    }

    package var parts: [Part]

    package init(parts: [Part]) { self.parts = parts }

    /// The whole revision as 12 hex digits.
    package var hash: String {
        String(SHA256.hex(parts.map { "\($0.key)=\($0.hash)" }.joined(separator: "\n")).prefix(12))
    }

    /// Part hashes keyed by part key, as stored in a translation's front matter.
    package var recorded: [String: String] {
        Dictionary(parts.map { ($0.key, $0.hash) }, uniquingKeysWith: { first, _ in first })
    }

    /// What changed between a recorded revision and this one, in this revision's order.
    package func changes(since recorded: [String: String]) -> [Change] {
        var changes: [Change] = []
        for part in parts {
            switch recorded[part.key] {
            case nil: changes.append(Change(kind: .added, key: part.key, label: part.label))
            case part.hash?: continue
            default: changes.append(Change(kind: .changed, key: part.key, label: part.label))
            }
        }
        let current = Set(parts.map(\.key))
        for key in recorded.keys.sorted() where !current.contains(key) {
            changes.append(Change(kind: .removed, key: key, label: key.replacingOccurrences(of: ":", with: " ")))
        }
        return changes
    }

    /// One difference between two revisions.
    package struct Change: Sendable, Equatable, CustomStringConvertible {
        package enum Kind: String, Sendable { case changed, added, removed }
        package var kind: Kind
        package var key: String
        package var label: String
        package var description: String { "\(label) \(kind.rawValue)" }
    }

    /// A tutorial step's position: its 1-based section and its 1-based number in that section.
    package struct TutorialStepNumber: Sendable, Equatable {
        package var section: Int
        package var number: Int
        /// `step 2 of section 3`.
        package var name: String { "step \(number) of section \(section)" }
    }

    /// Hashes text into a part hash.
    package static func partHash(_ text: String) -> String { String(SHA256.hex(text).prefix(8)) }
}
