import Testing

/// `@Entry` snippets compiled with swiftc against the runtime build (which loads the plugin)
/// and run: what they print is what SwiftUI would show.
@Suite struct EntrySnippetTests {
    @Test func overriddenAndDefaultAccentApplyPerSubtree() throws {
        let output = try SnippetCompiler.run(
            """
            import SwiftUI

            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }

            struct Swatch: View {
                let name: String
                @Environment(\\.accent) private var accent
                var body: some View {
                    let _ = print("\\(name): \\(accent)")
                    Text(name)
                }
            }

            struct ContentView: View {
                var body: some View {
                    VStack {
                        Swatch(name: "plain")
                        Swatch(name: "override").environment(\\.accent, .red)
                        Swatch(name: "sibling")
                    }
                }
            }

            GalleyRuntime.run(ContentView())
            """)
        #expect(output == "plain: blue\noverride: red\nsibling: blue\n")
    }

    @Test func classDefaultIsCreatedOnEveryFallbackRead() throws {
        let output = try SnippetCompiler.run(
            """
            import SwiftUI

            final class Service {
                nonisolated(unsafe) static var created = 0
                init() { Service.created += 1 }
            }

            extension EnvironmentValues {
                @Entry var service = Service()
            }

            struct Reader: View {
                @Environment(\\.service) private var first
                @Environment(\\.service) private var second
                var body: some View {
                    let _ = print(first === second, Service.created)
                    EmptyView()
                }
            }

            let shared = Service()
            GalleyRuntime.run(Reader())
            GalleyRuntime.run(Reader().environment(\\.service, shared))
            """)
        // Two fallback reads made two instances (after `shared`); with a value set above, both
        // reads see `shared`. (Writing through the key path may read the getter once more.)
        let lines = output.split(separator: "\n")
        #expect(lines.first == "false 3")
        #expect(lines.last?.hasPrefix("true ") == true)
    }

    @Test func focusedEntryReachesCommandsAndIsNilWhenUnpublished() throws {
        let output = try SnippetCompiler.run(
            """
            import SwiftUI

            extension FocusedValues {
                @Entry var documentTitle: String?
                @Entry var unpublished: Int?
            }

            struct Editor: View {
                @State private var text = ""
                var body: some View {
                    TextEditor(text: $text).focusedValue(\\.documentTitle, "Notes")
                }
            }

            struct TitleCommands: Commands {
                @FocusedValue(\\.documentTitle) var title
                @FocusedValue(\\.unpublished) var unpublished
                var body: some Commands {
                    let _ = print("title:", title ?? "nil", "unpublished:", unpublished.map(String.init) ?? "nil")
                    CommandMenu("File") { Button("Save") {} }
                }
            }

            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup { Editor() }
                        .commands { TitleCommands() }
                }
            }

            GalleyRuntime.run(app: NotesApp())
            """)
        #expect(output == "title: Notes unpublished: nil\n")
    }

    @Test func transactionEntryScopesAStateChange() throws {
        let output = try SnippetCompiler.run(
            """
            import SwiftUI

            extension Transaction {
                @Entry var isUndo = false
            }

            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    Text("\\(count)")
                        .transaction { print("count \\(count), undo: \\($0.isUndo)") }
                        .onAppear { withTransaction(\\.isUndo, true) { count = 1 } }
                }
            }

            GalleyRuntime.run(Counter())
            """)
        #expect(output == "count 0, undo: false\ncount 1, undo: true\n")
    }
}
