import SwiftUI

struct BorderedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .padding(6)
            .border(Color.secondary)
    }
}

struct CompactFormattingGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 2) {
            configuration.content
        }
    }
}

struct TextFormattingBar: View {
    @State private var weight = "Regular"

    var body: some View {
        HStack {
            ControlGroup {
                Button("Bold", systemImage: "bold") { weight = "Bold" }
                Button("Italic", systemImage: "italic") {}
            }
            .controlGroupStyle(CompactFormattingGroupStyle())
            ControlGroup("Alignment", systemImage: "text.alignleft") {
                Button("Left", systemImage: "text.alignleft") {}
                Button("Center", systemImage: "text.aligncenter") {}
            }
            .controlGroupStyle(.menu)
            Menu("Weight: \(weight)") {
                Button("Regular") { weight = "Regular" }
                Button("Heavy") { weight = "Heavy" }
            }
            .menuStyle(BorderedMenuStyle())
            Menu("More") {
                Button("Clear") {}
            }
            .menuStyle(.button)
            .buttonStyle(.bordered)
        }
    }
}
