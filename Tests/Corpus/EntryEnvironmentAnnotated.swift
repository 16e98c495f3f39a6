import SwiftUI

extension EnvironmentValues {
    @Entry var accent: Color = .blue
}

struct Badge: View {
    @Environment(\.accent) private var accent
    var body: some View {
        Text("New").foregroundStyle(accent)
    }
}
