import SwiftData
import SwiftUI

@Model
final class NoteFolder {
    @Attribute(.unique) var name: String
    var createdAt: Date
    @Relationship(deleteRule: .cascade, inverse: \FolderNote.folder)
    var notes: [FolderNote] = []

    init(name: String) {
        self.name = name
        self.createdAt = .now
    }
}

@Model
final class FolderNote {
    var body: String
    var isPinned: Bool = false
    var folder: NoteFolder?
    @Transient var isSelected = false

    init(body: String, folder: NoteFolder? = nil) {
        self.body = body
        self.folder = folder
    }
}

struct FoldersView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \NoteFolder.name) private var folders: [NoteFolder]
    @State private var showingNewFolder = false
    @State private var newFolderName = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(folders) { folder in
                    NavigationLink(value: folder) {
                        LabeledContent(folder.name, value: "\(folder.notes.count)")
                    }
                }
                .onDelete { offsets in
                    for index in offsets {
                        // The folder's notes go with it: the relationship cascades.
                        context.delete(folders[index])
                    }
                }
            }
            .navigationTitle("Folders")
            .navigationDestination(for: NoteFolder.self) { folder in
                FolderDetail(folder: folder)
            }
            .toolbar {
                Button("New Folder", systemImage: "folder.badge.plus") { showingNewFolder = true }
            }
            .alert("New Folder", isPresented: $showingNewFolder) {
                TextField("Name", text: $newFolderName)
                Button("Create") {
                    context.insert(NoteFolder(name: newFolderName))
                    newFolderName = ""
                }
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}

struct FolderDetail: View {
    @Environment(\.modelContext) private var context
    let folder: NoteFolder

    var sortedNotes: [FolderNote] {
        folder.notes.sorted { lhs, rhs in
            lhs.isPinned != rhs.isPinned ? lhs.isPinned : lhs.body < rhs.body
        }
    }

    var body: some View {
        List(sortedNotes) { note in
            NoteRow(note: note)
                .swipeActions {
                    Button("Delete", role: .destructive) {
                        folder.notes.removeAll { $0 == note }
                        context.delete(note)
                    }
                }
        }
        .navigationTitle(folder.name)
        .toolbar {
            Button("Add Note") {
                let note = FolderNote(body: "New note", folder: folder)
                folder.notes.append(note)
            }
        }
    }
}

struct NoteRow: View {
    @Bindable var note: FolderNote

    var body: some View {
        HStack {
            TextField("Note", text: $note.body)
            Button {
                note.isPinned.toggle()
            } label: {
                Image(systemName: note.isPinned ? "pin.fill" : "pin")
            }
        }
    }
}

enum FolderMaintenance {
    /// Removes the empty folders and saves, as a settings screen's "Clean up" button would.
    static func removeEmptyFolders(in context: ModelContext) throws -> Int {
        let folders = try context.fetch(FetchDescriptor<NoteFolder>())
        let empty = folders.filter { $0.notes.isEmpty }
        for folder in empty {
            context.delete(folder)
        }
        if context.hasChanges {
            try context.save()
        }
        return empty.count
    }

    static func pinnedCount(in context: ModelContext) throws -> Int {
        try context.fetchCount(FetchDescriptor<FolderNote>(predicate: #Predicate { $0.isPinned }))
    }
}
