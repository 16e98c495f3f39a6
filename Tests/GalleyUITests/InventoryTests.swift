import Foundation
import Testing

/// `Public/galleyui-inventory.md` lists SwiftUI's API and what GalleyUI does with each entry.
/// These tests print its counts and hold it to the sources: an entry marked modelled or inert
/// must name a declaration of the runtime, and an entry marked missing must not.
@Suite struct InventoryTests {
    struct Entry: CustomStringConvertible {
        var area: String
        var symbol: String
        var status: String
        var files: String
        var priority: String
        var notes: String
        /// The declared name the symbol stands for: `.clipShape(_:style:)` is `clipShape`.
        var name: String {
            String(symbol.drop { ".@#".contains($0) }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        var description: String { "\(area) \(symbol) (\(status))" }
    }

    static let entries: [Entry] = {
        let url = SnippetCompiler.packageRoot.appendingPathComponent("Public/galleyui-inventory.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 7, cells[2].hasPrefix("`") else { return nil }
            return Entry(
                area: cells[1], symbol: cells[2].trimmingCharacters(in: ["`"]), status: cells[3],
                files: cells[4], priority: cells[5], notes: cells[6])
        }
    }()

    /// Every Swift source of the runtime, concatenated.
    static let runtimeSource: String = {
        ["Sources/GalleyUICore", "Sources/GalleyUI"].flatMap { folder -> [String] in
            let root = SnippetCompiler.packageRoot.appendingPathComponent(folder)
            let files =
                FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        }.joined(separator: "\n")
    }()

    static func declares(_ name: String) -> Bool {
        let pattern =
            "(func|struct|class|enum|protocol|macro|var|typealias|case)\\s+"
            + NSRegularExpression.escapedPattern(for: name)
            + "\\b"
        return runtimeSource.range(of: pattern, options: .regularExpression) != nil
    }

    @Test func printsCoverage() {
        let counts = Dictionary(grouping: Self.entries, by: \.status).mapValues(\.count)
        #expect(Self.entries.count >= 150)
        #expect(Set(counts.keys).isSubset(of: ["modelled", "inert", "missing"]), "\(counts.keys)")
        let areas = Dictionary(grouping: Self.entries, by: \.area)
        var lines = [
            "GalleyUI inventory: \(Self.entries.count) entries, \(counts["modelled"] ?? 0) modelled, "
                + "\(counts["inert"] ?? 0) inert, \(counts["missing"] ?? 0) missing"
        ]
        for (area, entries) in areas.sorted(by: { $0.key < $1.key }) {
            let missing = entries.filter { $0.status == "missing" }.count
            lines.append("  \(area): \(entries.count - missing)/\(entries.count) available")
        }
        print(lines.joined(separator: "\n"))
    }

    @Test func availableEntriesAreDeclared() {
        for entry in Self.entries where entry.status != "missing" {
            #expect(Self.declares(entry.name), "\(entry) is not declared by the runtime")
        }
    }

    @Test func missingEntriesAreNotDeclared() {
        for entry in Self.entries where entry.status == "missing" {
            #expect(!Self.declares(entry.name), "\(entry) is declared; update the inventory")
        }
    }
}
