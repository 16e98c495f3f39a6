import SwiftUI

struct EmojiPickerGrid: View {
    private let emojis = Array("😀😎🥳🤖👻🎃🐱🐶🦊🐼🐸🐙")
    private let columns = 4
    @State private var selection = 0
    @FocusState private var gridFocused: Bool

    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<(emojis.count / columns), id: \.self) { row in
                HStack(spacing: 8) {
                    ForEach(0..<columns, id: \.self) { column in
                        let index = row * columns + column
                        Text(String(emojis[index]))
                            .font(.largeTitle)
                            .padding(6)
                            .background(index == selection ? Color.accentColor.opacity(0.3) : Color.clear)
                    }
                }
            }
        }
        .focusable()
        .focused($gridFocused)
        .onKeyPress(.leftArrow) {
            selection = max(selection - 1, 0)
            return .handled
        }
        .onKeyPress(.rightArrow) {
            selection = min(selection + 1, emojis.count - 1)
            return .handled
        }
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            let step = press.key == .upArrow ? -columns : columns
            let next = selection + step
            guard emojis.indices.contains(next) else { return .ignored }
            selection = next
            return .handled
        }
        .onKeyPress(keys: [.home, .end, .pageUp, .pageDown], phases: .down) { press in
            selection = (press.key == .home || press.key == .pageUp) ? 0 : emojis.count - 1
            return .handled
        }
        .onAppear { gridFocused = true }
    }
}
