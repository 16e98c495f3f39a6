import SwiftUI

struct Emphasis: View {
    var body: some View {
        Text("Title")
            .transformEnvironment(\.font) { font in
                font = (font ?? .body).bold()
            }
            .font(.title)
    }
}
