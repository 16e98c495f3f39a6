import SwiftUI

struct SegmentedTabHeader: View {
    let tabs = ["Today", "Week", "Month"]
    @State private var selected = "Today"
    @Namespace private var indicator

    var body: some View {
        HStack(spacing: 0) {
            ForEach(tabs, id: \.self) { tab in
                Button {
                    withAnimation(.snappy(duration: 0.25, extraBounce: 0.1)) { selected = tab }
                } label: {
                    Text(tab)
                        .padding(.vertical, 8)
                        .frame(maxWidth: .infinity)
                        .background {
                            if selected == tab {
                                Capsule()
                                    .fill(.blue.opacity(0.15))
                                    .matchedGeometryEffect(id: "pill", in: indicator)
                            }
                        }
                }
                .buttonStyle(.plain)
            }
        }
        .padding(4)
        .geometryGroup()
    }
}

struct ExpandingPhotoTile: View {
    @Namespace private var hero
    @State private var expanded = false

    var body: some View {
        ZStack {
            if expanded {
                RoundedRectangle(cornerRadius: 0)
                    .fill(.orange)
                    .matchedGeometryEffect(id: "photo", in: hero, properties: .frame, anchor: .top, isSource: true)
                    .ignoresSafeArea()
            } else {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.orange)
                    .matchedGeometryEffect(id: "photo", in: hero, properties: [.position, .size])
                    .frame(width: 100, height: 100)
            }
        }
        .onTapGesture { withAnimation(.spring) { expanded.toggle() } }
    }
}
