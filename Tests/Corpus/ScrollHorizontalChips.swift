import SwiftUI

struct GenreChipBar: View {
    let genres = ["Jazz", "Ambient", "Folk", "Techno", "Classical", "Soul", "Hip-hop"]
    @Binding var selected: Set<String>

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(genres, id: \.self) { genre in
                    Text(genre)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 6)
                        .background(Capsule().fill(selected.contains(genre) ? Color.accentColor : Color.gray.opacity(0.2)))
                        .onTapGesture {
                            if selected.contains(genre) {
                                selected.remove(genre)
                            } else {
                                selected.insert(genre)
                            }
                        }
                }
            }
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .scrollClipDisabled()
        .scrollBounceBehavior(.basedOnSize, axes: .horizontal)
    }
}
