import Foundation
import GalleyCore
import GalleySite

/// `galley theme eject`: copies the default theme into the site, for full control.
package struct ThemeCommand: Command {
    package static let name = "theme"
    package static let abstract = "Copy the default theme into the site (theme eject)."
    static let spec = CommandSpec(
        abstract: abstract,
        discussion: """
            A site uses the default theme for every file it lacks under Templates/, Templates/i18n/
            and Public/; a file the site has wins (a strings file key by key, so strings a later
            galley adds still come from the theme). 'galley theme eject' copies every theme file the
            site does not have yet beside the content folder. Files the site already has are kept.
            """,
        usage: "galley theme eject [--content DIR]",
        options: [.content])
    package static var help: String { spec.help }

    var options: BuildOptions

    package init(arguments: [String]) throws(UsageError) {
        let parsed = try Self.spec.parse(arguments)
        guard parsed.positionals == ["eject"] else {
            throw UsageError(
                parsed.positionals.isEmpty
                    ? "missing the action; the only one is 'eject'"
                    : "unknown action '\(parsed.positionals.joined(separator: " "))'; the only one is 'eject'")
        }
        options = try BuildOptions.from(parsed)
    }

    package func run(console: Console) async -> Int32 {
        do throws(DiagnosticError) {
            let share = try GalleyShare.locate(near: options.root)
            var copied = 0
            for (from, to) in [(share.templates, options.templates), (share.publicAssets, options.publicAssets)] {
                copied += try copy(from, to)
            }
            console.print("copied \(copied) theme file(s); files the site already had were kept")
            return 0
        } catch {
            console.report(error.diagnostics)
            return 1
        }
    }

    private func copy(_ source: URL, _ destination: URL) throws(DiagnosticError) -> Int {
        let manager = FileManager.default
        guard source.standardizedFileURL.path != destination.standardizedFileURL.path else { return 0 }
        var count = 0
        for path in (manager.enumerator(atPath: source.path)?.allObjects as? [String] ?? []).sorted() {
            let from = source.appendingPathComponent(path)
            let to = destination.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: from.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                !manager.fileExists(atPath: to.path)
            else { continue }
            do {
                try manager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: from, to: to)
                count += 1
            } catch {
                throw DiagnosticError(
                    .error("theme.copy", at: nil, "cannot copy '\(path)': \(error.localizedDescription)"))
            }
        }
        return count
    }
}
