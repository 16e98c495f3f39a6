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

    /// The iOS 27 model: the creating group's task makes the document and the editor shows it;
    /// the viewer group is not open; a group whose `makeDocument` throws stays empty.
    @Test func documentModelGroupsMakeTheirDocumentWhenTheSnippetRuns() throws {
        let output = try SnippetCompiler.run(
            """
            import SwiftUI
            import UniformTypeIdentifiers

            @Observable final class Notes: Document {
                static let readableContentTypes: [UTType] = [.plainText]
                var text = ""
                init(text: String = "") { self.text = text }
                func reader(configuration: sending ReadConfiguration) -> sending FileWrapperDocumentReader<String> {
                    FileWrapperDocumentReader(configuration) { String(decoding: $0.regularFileContents ?? Data(), as: UTF8.self) }
                }
                func writer(configuration: sending WriteConfiguration) -> sending FileWrapperDocumentWriter<String> {
                    FileWrapperDocumentWriter(configuration) { snapshot, _ in FileWrapper(regularFileWithContents: Data(snapshot.utf8)) }
                }
                func apply(snapshot: sending String, previous: sending String?) async throws { text = snapshot }
                func snapshot(contentType: UTType) async throws -> sending String { text }
            }

            struct NotesApp: App {
                var body: some Scene {
                    DocumentGroup { (notes: Notes) in
                        Text(notes.text).onAppear { print("editing '\\(notes.text)'") }
                    } makeDocument: { configuration, context in
                        print("making", configuration.fileURL == nil, context.creationSource == nil)
                        return Notes(text: "fresh")
                    }
                    DocumentGroup { (notes: Notes) in Text(notes.text) } makeReadableDocument: { _, _ in
                        print("viewer made")
                        return Notes()
                    }
                }
            }

            struct FailingApp: App {
                var body: some Scene {
                    DocumentGroup { (notes: Notes) in
                        Text(notes.text).onAppear { print("never") }
                    } makeDocument: { _, _ -> Notes in
                        print("failing")
                        throw CancellationError()
                    }
                }
            }

            GalleyRuntime.run(app: NotesApp())
            GalleyRuntime.run(app: FailingApp())
            """)
        #expect(output == "making true true\nediting 'fresh'\nfailing\n")
    }
}
