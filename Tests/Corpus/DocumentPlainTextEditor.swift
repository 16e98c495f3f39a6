import SwiftUI
import UniformTypeIdentifiers

struct PlainTextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var text: String

    init(text: String = "") {
        self.text = text
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents,
            let string = String(data: data, encoding: .utf8)
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        text = string
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct PlainTextEditorView: View {
    @Binding var document: PlainTextFile
    @Environment(\.documentConfiguration) private var configuration

    var body: some View {
        VStack(alignment: .leading) {
            TextEditor(text: $document.text)
                .font(.body.monospaced())
            HStack {
                Text("\(document.text.count) characters")
                Spacer()
                Text(configuration?.fileURL?.lastPathComponent ?? "Untitled")
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
            .padding(.horizontal)
        }
    }
}

struct PlainTextEditorApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: PlainTextFile()) { file in
            PlainTextEditorView(document: file.$document)
                .disabled(!file.isEditable)
        }
    }
}

#Preview {
    PlainTextEditorView(document: .constant(PlainTextFile(text: "Hello, world")))
}
