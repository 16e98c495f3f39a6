import SwiftUI

enum ReadingDensity: String, CaseIterable, Identifiable {
    case compact, comfortable, airy, custom
    var id: Self { self }

    func lineHeight(custom points: CGFloat) -> AttributedString.LineHeight? {
        switch self {
        case .compact: .tight
        case .comfortable: .normal
        case .airy: .loose
        case .custom: .exact(points: points)
        }
    }
}

struct LineHeightPreview: View {
    @Environment(\.lineHeight) private var lineHeight
    let text: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(text)
            Text(lineHeight == nil ? "Automatic line height" : "Custom line height")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct LineHeightSettings: View {
    @State private var density: ReadingDensity = .comfortable
    @State private var points: CGFloat = 22

    var body: some View {
        Form {
            Picker("Density", selection: $density) {
                ForEach(ReadingDensity.allCases) { density in
                    Text(density.rawValue.capitalized).tag(density)
                }
            }
            if density == .custom {
                Slider(value: $points, in: 14...40, step: 1) { Text("Line height") }
            }
            LineHeightPreview(text: "The quick brown fox jumps over the lazy dog.")
                .lineHeight(density.lineHeight(custom: points))
            LineHeightPreview(text: "Headings keep their font's own metrics.")
                .font(.title)
                .lineHeight(.variable)
            LineHeightPreview(text: "Captions are spaced by a multiple of their size.")
                .font(.caption)
                .lineHeight(.multiple(factor: 1.4))
            LineHeightPreview(text: "Quotes add a fixed leading.")
                .lineHeight(.leading(increase: 4))
            LineHeightPreview(text: "Back to the default.")
                .lineHeight(nil)
        }
    }
}

struct LineHeightStore: Codable, Hashable {
    var body: AttributedString.LineHeight = .normal
    var captions: AttributedString.LineHeight? = .multiple(factor: 1.2)
}
