import SwiftUI

struct ChangelogReader: View {
    let releases = (1...40).map { "Version 2.\($0)" }
    @State private var position = ScrollPosition(idType: String.self)

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(releases, id: \.self) { release in
                    Text(release).font(.headline).id(release)
                }
            }
            .scrollTargetLayout()
            .padding()
        }
        .scrollPosition($position, anchor: .top)
        .defaultScrollAnchor(.top, for: .initialOffset)
        .toolbar {
            Button("Latest") { position.scrollTo(edge: .bottom) }
            Button("First") { position.scrollTo(id: releases[0]) }
            Button("Middle") { position.scrollTo(y: 600) }
        }
        .overlay(alignment: .bottom) {
            if let visible = position.viewID(type: String.self) {
                Text("Reading \(visible)").font(.caption)
            }
        }
    }
}
