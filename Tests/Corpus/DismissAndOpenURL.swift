import SwiftUI

struct Sheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    var body: some View {
        VStack {
            Button("Help") { openURL(URL(string: "https://example.com")!) }
            Button("Close") { dismiss() }
        }
    }
}

struct Presenter: View {
    @State private var showing = false
    var body: some View {
        Button("Show") { showing = true }
            .sheet(isPresented: $showing) { Sheet() }
    }
}
