import SwiftUI

struct PhotoShareMenu: View {
    @State private var asksDestination = false
    @State private var photo: String? = "sunset.jpg"

    var body: some View {
        Button("Share") { asksDestination = true }
            .confirmationDialog("Share photo", isPresented: $asksDestination, titleVisibility: .visible) {
                Button("Messages") {}
                Button("Mail") {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Pick where to send it.")
            }
            .confirmationDialog(
                "Delete photo?", isPresented: .constant(true), titleVisibility: .automatic, presenting: photo
            ) { name in
                Button("Delete \(name)", role: .destructive) {}
            }
    }
}
