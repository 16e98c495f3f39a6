import SwiftUI

struct ArchiveError: LocalizedError {
    var errorDescription: String? { "The archive is full" }
}

struct ArchiveControls: View {
    @State private var confirmsDelete = false
    @State private var failure: ArchiveError?
    @State private var showsFailure = false
    @State private var pendingName: String? = "Holiday photos"
    @State private var asksRename = false
    let title = "Archive"

    var body: some View {
        VStack {
            Button("Delete all", role: .destructive) { confirmsDelete = true }
            Button("Rename") { asksRename = true }
        }
        .alert("Delete everything?", isPresented: $confirmsDelete) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        .alert(title, isPresented: $asksRename, presenting: pendingName) { name in
            Button("Rename \(name)") {}
        } message: { name in
            Text("Choose a new name for \(name).")
        }
        .alert(Text("Saved"), isPresented: .constant(false)) {
            Button("OK") {}
        }
        .alert(isPresented: $showsFailure, error: failure) {
            Button("OK") {}
        }
    }
}
