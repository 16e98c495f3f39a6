import SwiftUI

struct GradientHeader: View {
    let title: String

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(
                gradient: Gradient(colors: [.teal, .blue]), startPoint: .top, endPoint: .bottom)
            Text(title)
                .font(.largeTitle.bold())
                .foregroundStyle(.white)
                .padding()
        }
        .frame(height: 180)
        .ignoresSafeArea(edges: .top)
    }
}
