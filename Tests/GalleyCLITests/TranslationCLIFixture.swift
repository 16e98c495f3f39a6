import Foundation
import GalleyCLI

/// A bilingual project in a temp directory for running `galley translations` and `galley new`.
struct TranslationCLIFixture {
    let root: URL
    var content: URL { root.appendingPathComponent("Content") }

    init(policy: String = "allowMissing: false") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-cli-i18n-\(UUID().uuidString)")
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        for locale in ["en", "hr"] {
            try FileManager.default.createDirectory(
                at: content.appendingPathComponent(locale), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("Templates"),
            to: root.appendingPathComponent("Templates"))
        try write(
            "site.yml",
            """
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

            """)
    }

    func write(_ path: String, _ text: String) throws {
        try text.write(to: content.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: content.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: content.appendingPathComponent(path).path)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

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
