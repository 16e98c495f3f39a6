import SwiftUI

struct SelectableFileTile: View {
    let name: String
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 6) {
            UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12)
                .fill(.gray.opacity(0.15))
                .frame(height: 60)
            Text(name).font(.caption).lineLimit(1)
        }
        .padding(8)
        .overlay {
            if isSelected {
                RoundedRectangle(cornerRadius: 14)
                    .stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [6, 3], dashPhase: 2))
            }
        }
        .background(isSelected ? Color.blue.opacity(0.08) : .clear, in: .rect(cornerRadius: 14))
    }
}

struct WidgetStyleTile: View {
    var body: some View {
        ZStack {
            ContainerRelativeShape().fill(.green.opacity(0.3))
            ContainerRelativeShape().inset(by: 8).strokeBorder(.green, lineWidth: 1)
            Text("Steps").font(.headline)
        }
        .containerShape(.rect(cornerRadius: 22))
        .frame(width: 150, height: 150)
    }
}

struct CornerStyleSamples: View {
    var body: some View {
        HStack {
            RoundedRectangle(cornerSize: CGSize(width: 20, height: 10), style: .circular).fill(.pink)
            Rectangle().fill(.pink).clipShape(.rect(topLeadingRadius: 20, bottomTrailingRadius: 20))
            Capsule(style: .circular).stroke(.pink, lineWidth: 4)
            Circle().strokeBorder(style: StrokeStyle(lineWidth: 3, dash: [2]))
        }
        .frame(height: 60)
    }
}
