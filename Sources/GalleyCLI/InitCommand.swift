import Foundation
import GalleyCore
import GalleySite

/// `galley init`: writes a new site that builds at once.
package struct InitCommand: Command {
    package static let name = "init"
    package static let abstract = "Start a new site: site.yml and a first article."
    static let spec = CommandSpec(
        abstract: abstract,
        discussion: """
            Writes DIR/Content/site.yml, DIR/Content/<locale>/getting-started.md, an article with
            one verified snippet, and DIR/.gitignore (unless one exists) for what builds leave. Templates, strings and assets come from the default theme; override
            a file by putting your own under Templates/ or Public/, or copy them all with
            'galley theme eject'. An existing file is never overwritten.

            With --package, DIR is a Swift package instead: writes DIR/.galley.yml, the package's
            settings for 'galley verify', every one commented out with its default.
            """,
        usage: "galley init [DIR] [--locales en,hr] | galley init --package [DIR]",
        arguments: [.init(name: "DIR", help: "The site's folder (default: the current folder)")],
        options: [
            .value("locales", "LIST", "Comma-separated locale codes, the default first (default: en)"),
            .flag("package", "Write a commented .galley.yml into the Swift package in DIR"),
        ])
    package static var help: String { spec.help }

    var directory: URL
    var locales: [String]
    var package: Bool

    package init(arguments: [String]) throws(UsageError) {
        let parsed = try Self.spec.parse(arguments)
        guard parsed.positionals.count <= 1 else {
            throw UsageError("unexpected argument '\(parsed.positionals[1])'")
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        directory = URL(fileURLWithPath: parsed.positionals.first ?? ".", relativeTo: cwd).standardizedFileURL
        locales = (parsed.value("locales") ?? "en").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        for code in locales
        where code.isEmpty || code.count > 8 || !code.allSatisfy({ $0.isLetter || $0 == "-" }) {
            throw UsageError("'--locales' must list codes such as en,hr, not '\(parsed.value("locales") ?? "")'")
        }
        guard Set(locales).count == locales.count else {
            throw UsageError("'--locales' lists a locale twice")
        }
        package = parsed.flag("package")
        if package, parsed.value("locales") != nil {
            throw UsageError("'--locales' is for a site; '--package' writes a package's .galley.yml")
        }
    }

    package func run(console: Console) async -> Int32 {
        if package {
            do {
                console.print("created \(try PackageDocsConfig.writeTemplate(to: directory))")
                console.print("Verify the package with 'galley verify'; add '.galley-cache/' to .gitignore.")
                return 0
            } catch {
                console.report(error.diagnostics)
                return 1
            }
        }
        do {
            let written = try SiteSkeleton(locales: locales).write(to: directory)
            // Paths as the user can type them from where they ran the command.
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
            let root = directory.path
            let shown: String? =
                root == cwd ? nil : root.hasPrefix(cwd + "/") ? String(root.dropFirst(cwd.count + 1)) : root
            for path in written { console.print("created \(shown.map { "\($0)/" } ?? "")\(path)") }
            let cd = shown.map { "cd \(Self.shellQuoted($0)) && " } ?? ""
            console.print(
                "Next: '\(cd)galley build' builds the site into _site/; '\(cd)galley serve' shows it while you write.")
            console.print("Set 'baseURL' in Content/site.yml to the address where the site will be published.")
            return 0
        } catch {
            console.report(error.diagnostics)
            return 1
        }
    }

    /// `path` as a shell word: quoted when it holds anything but letters, digits and `/._-`.
    static func shellQuoted(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
