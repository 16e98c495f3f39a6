import SwiftUI

struct AppIconPreview: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.colorSchemeContrast) private var contrast

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(scheme == .dark ? Color.black : Color.white)
            .overlay {
                Image(systemName: "sparkles")
                    .font(.largeTitle)
                    .foregroundStyle(contrast == .increased ? Color.primary : Color.accentColor)
            }
            .frame(width: 80, height: 80)
            .preferredColorScheme(.dark)
    }
}
