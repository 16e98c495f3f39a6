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
            Writes DIR/Content/site.yml and DIR/Content/<locale>/getting-started.md, an article with
            one verified snippet. Templates, strings and assets come from the default theme; override
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
            for path in written { console.print("created \(path)") }
            console.print("Build it with 'galley build'; 'galley serve' shows it while you write.")
            return 0
        } catch {
            console.report(error.diagnostics)
            return 1
        }
    }
}
