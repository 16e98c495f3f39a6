import SwiftUI

struct SemanticStylesSheet: View {
    var body: some View {
        List {
            Section("Hierarchy") {
                Text("Primary").foregroundStyle(.primary)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Text("Quaternary").foregroundStyle(.quaternary)
                Text("Tinted and faded").foregroundStyle(.tint.secondary)
            }
            Section("Backgrounds") {
                Text("Thin material").padding().background(.thinMaterial)
                Text("Ultra thick").padding().background(.ultraThickMaterial, in: Capsule())
                Text("Separator").padding().overlay(Rectangle().frame(height: 1).foregroundStyle(.separator), alignment: .bottom)
                Text("Default background").padding().background(.background)
                Text("Fill").padding().background(.fill.tertiary, in: RoundedRectangle(cornerRadius: 8))
            }
            Section("Erased") {
                Rectangle()
                    .fill(AnyShapeStyle(.selection))
                    .frame(height: 20)
                Rectangle()
                    .fill(.image(Image("stripes"), scale: 0.5))
                    .frame(height: 20)
                Rectangle()
                    .fill(Color.orange.opacity(0.5).blendMode(.multiply))
                    .frame(height: 20)
                Text("Link style").foregroundStyle(.link)
                Text("Placeholder").foregroundStyle(.placeholder)
            }
        }
        .backgroundStyle(.indigo.gradient)
    }
}
