import Testing

/// A document app written as for Xcode, `import UniformTypeIdentifiers` and all, compiled with
/// swiftc against the runtime build and run.
@Suite struct DocumentSnippetTests {
    @Test func documentAppCompilesLinksAndRuns() throws {
        let output = try SnippetCompiler.run(
            """
            import SwiftUI
            import UniformTypeIdentifiers

            struct TextFile: FileDocument {
                static var readableContentTypes: [UTType] { [.plainText] }
                var text = ""
                init(initialText: String = "") { text = initialText }
                init(configuration: ReadConfiguration) throws {
                    guard let data = configuration.file.regularFileContents else {
                        throw CocoaError(.fileReadCorruptFile)
                    }
                    text = String(decoding: data, as: UTF8.self)
                }
                func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
                    FileWrapper(regularFileWithContents: Data(text.utf8))
                }
            }

            struct Editor: View {
                @Binding var document: TextFile
                var body: some View {
                    TextEditor(text: $document.text)
                        .onAppear { print("editing '\\(document.text)'") }
                }
            }

            struct TextApp: App {
                var body: some Scene {
                    DocumentGroup(newDocument: TextFile(initialText: "draft")) { file in
                        Editor(document: file.$document)
                    }
                }
            }

            print(UTType.plainText.conforms(to: .data), UTType(filenameExtension: "txt") == .plainText)
            GalleyRuntime.run(app: TextApp())
            """)
        #expect(output == "true true\nediting 'draft'\n")
    }
}
