import SwiftUI

struct PillLabel: ViewModifier {
    var color: Color
    func body(content: Content) -> some View {
        content
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(color.opacity(0.2), in: Capsule())
            .foregroundStyle(color)
    }
}

extension View {
    func pill(_ color: Color = .accentColor) -> some View {
        modifier(PillLabel(color: color))
    }
}

struct StatusPills: View {
    var body: some View {
        HStack {
            Text("Open").pill(.green)
            Text("Blocked").pill(.red)
            Text("Draft").pill()
        }
    }
}
