import SwiftUI

struct AdaptiveProfileCard: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var followers = 1_204

    private var layout: AnyLayout {
        sizeClass == .regular
            ? AnyLayout(HStackLayout(alignment: .top, spacing: 16))
            : AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
    }

    var body: some View {
        layout {
            Circle()
                .fill(.blue.gradient)
                .frame(width: 64, height: 64)
                .overlay {
                    Text("JA").font(.title2.bold()).foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 4) {
                Text("Jordan Avery").font(.headline)
                Text("\(followers) followers").foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .animation(.smooth, value: sizeClass)
    }
}

struct AdaptiveLayoutChoices {
    static let zStack = AnyLayout(ZStackLayout(alignment: .bottomTrailing))
    static let grid = AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 4))
}
