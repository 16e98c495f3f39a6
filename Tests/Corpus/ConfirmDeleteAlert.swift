import SwiftUI

struct DeleteAccountButton: View {
    @State private var confirming = false
    var onDelete: @MainActor () -> Void = {}

    var body: some View {
        Button("Delete Account", role: .destructive) { confirming = true }
            .alert("Delete account?", isPresented: $confirming) {
                Button("Delete", role: .destructive, action: onDelete)
                Button("Cancel", role: .cancel) {}
            }
    }
}
