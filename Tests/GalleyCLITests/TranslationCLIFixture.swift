import Foundation
import GalleyCLI
import GalleyTestSupport

/// A bilingual project in a temp directory for running `galley translations` and `galley new`.
struct TranslationCLIFixture {
    let project: TemporaryProject
    var root: URL { project.root }
    var content: URL { root.appendingPathComponent("Content") }

    init(policy: String = "allowMissing: false") throws {
        let site = """
            title: Test Guides
            baseURL: https://example.org
            defaultLocale: en
            locales:
              - code: en
                label: English
              - code: hr
                label: Hrvatski
            translations:
              \(policy)

            """
        project = try TemporaryProject(
            ["Content/site.yml": site], folders: ["Content/en", "Content/hr"], fromRepository: ["Templates"],
            prefix: "galley-cli-i18n")
    }

    /// Writes `text` to `Content/<path>`.
    func write(_ path: String, _ text: String) throws { try project.write("Content/" + path, text) }

    func read(_ path: String) throws -> String { try project.read("Content/" + path) }

    func exists(_ path: String) -> Bool { project.exists("Content/" + path) }

    func remove() { project.remove() }

    /// Runs a command built by `make` and returns its status, standard output and standard error.
    func run<C: Command>(_ type: C.Type, _ arguments: [String], adjust: (inout C) -> Void = { _ in })
        async throws
        -> (status: Int32, out: String, err: String)
    {
        var command = try C(arguments: arguments + ["--content", content.path])
        adjust(&command)
        let output = Captured()
        let console = Console(
            writeOut: { output.append(out: $0) }, writeError: { output.append(err: $0) },
            isInteractive: false)
        let status = await command.run(console: console)
        return (status, output.out, output.err)
    }

    static let english = """
        ---
        title: "Colours"
        date: 2026-11-02
        translationKey: colours
        ---

        Views read colours from the environment.

        ## Before and after

        The old way needed a key.

        ```swift
        let accent = "red"
        print(accent.count)
        ```

        """

    static let croatian = """
        ---
        title: "Boje"
        date: 2026-11-02
        translationKey: colours
        ---

        Pogledi čitaju boje iz okruženja.

        ## Prije i poslije

        Stari način trebao je ključ.

        ```swift
        let accent = "crvena"
        print(accent.count)
        ```

        """
}

/// Text a console wrote, collected across the command's tasks.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""
    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }
    func append(out text: String) { lock.withLock { outText += text } }
    func append(err text: String) { lock.withLock { errText += text } }
}
