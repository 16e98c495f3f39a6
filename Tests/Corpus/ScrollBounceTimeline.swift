import SwiftUI

struct ActivityTimelineView: View {
    @State private var isEditing = false
    @State private var entries = ["Ran 5 km", "Yoga", "Rest day", "Swim"]

    var body: some View {
        VStack {
            Toggle("Reorder", isOn: $isEditing).padding(.horizontal)
            ScrollView(.vertical) {
                VStack(alignment: .leading, spacing: 14) {
                    ForEach(entries, id: \.self) { entry in
                        HStack {
                            Circle().frame(width: 10, height: 10)
                            Text(entry)
                        }
                    }
                }
                .padding()
            }
            .scrollBounceBehavior(.always)
            .scrollDisabled(isEditing)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .contentMargins(.all, EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), for: .scrollContent)
        }
    }
}
