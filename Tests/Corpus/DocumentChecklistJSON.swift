import SwiftUI
import UniformTypeIdentifiers

extension UTType {
    static var checklist: UTType {
        UTType(importedAs: "com.example.checklist", conformingTo: .json)
    }
}

struct ChecklistItem: Codable, Identifiable, Equatable {
    var id = UUID()
    var title: String
    var isDone = false
}

struct ChecklistDocument: FileDocument, Equatable {
    static let readableContentTypes: [UTType] = [.checklist, .json, .commaSeparatedText]
    static let writableContentTypes: [UTType] = [.checklist, .json]

    var items: [ChecklistItem] = [ChecklistItem(title: "Write the first item")]

    init() {}

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else {
            throw CocoaError(.fileReadCorruptFile)
        }
        if configuration.contentType.conforms(to: .commaSeparatedText) {
            items = String(decoding: data, as: UTF8.self)
                .split(separator: "\n")
                .map { ChecklistItem(title: String($0)) }
        } else {
            items = try JSONDecoder().decode([ChecklistItem].self, from: data)
        }
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let wrapper = FileWrapper(regularFileWithContents: try encoder.encode(items))
        wrapper.preferredFilename = "Checklist.\(configuration.contentType.preferredFilenameExtension ?? "json")"
        return wrapper
    }
}

struct ChecklistEditor: View {
    @Binding var document: ChecklistDocument
    @State private var newTitle = ""

    var body: some View {
        List {
            ForEach($document.items) { $item in
                Toggle(item.title, isOn: $item.isDone)
            }
            .onDelete { document.items.remove(atOffsets: $0) }
            HStack {
                TextField("New item", text: $newTitle)
                Button("Add") {
                    document.items.append(ChecklistItem(title: newTitle))
                    newTitle = ""
                }
                .disabled(newTitle.isEmpty)
            }
        }
    }
}

struct NewChecklistButton: View {
    @Environment(\.newDocument) private var newDocument

    var body: some View {
        Button("New Checklist") {
            newDocument(ChecklistDocument())
        }
    }
}

struct ChecklistApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: ChecklistDocument()) { file in
            ChecklistEditor(document: file.$document)
                .toolbar { NewChecklistButton() }
        }
    }
}
