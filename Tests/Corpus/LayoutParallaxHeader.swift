import SwiftUI

struct ParallaxHeaderScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let offset = proxy.frame(in: .named("scroll")).minY
                    LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .frame(width: proxy.size.width, height: proxy.size.height + max(offset, 0))
                        .offset(y: -max(offset, 0))
                        .overlay(alignment: .bottomLeading) {
                            Text("Trail notes")
                                .font(.largeTitle.bold())
                                .foregroundStyle(.white)
                                .padding()
                                .opacity(1 - Double(max(-offset, 0) / 200))
                        }
                }
                .frame(height: 240)

                LazyVStack(alignment: .leading, spacing: 12) {
                    ForEach(1...20, id: \.self) { day in
                        Text("Day \(day)").padding(.horizontal)
                    }
                }
                .padding(.vertical)
            }
        }
        .coordinateSpace(.named("scroll"))
        .ignoresSafeArea(edges: .top)
    }
}
