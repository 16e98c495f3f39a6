import SwiftUI

struct QuickCommandPalette: View {
    @State private var typed = ""
    @State private var lastCommand = "none"
    @State private var showsHint = false
    private let commands = ["new", "open", "save", "close"]

    var matches: [String] { commands.filter { typed.isEmpty || $0.hasPrefix(typed) } }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(typed.isEmpty ? "Type a command…" : typed).font(.title3.monospaced())
            ForEach(matches, id: \.self) { Text($0) }
            if showsHint { Text("Hold ⌥ for shortcuts").font(.caption) }
            Text("Last: \(lastCommand)").foregroundStyle(.secondary)
        }
        .padding()
        .focusable()
        .onKeyPress(characters: .letters) { press in
            typed += press.characters
            return .handled
        }
        .onKeyPress(.delete) {
            typed = String(typed.dropLast())
            return .handled
        }
        .onKeyPress(.return) {
            lastCommand = matches.first ?? "unknown"
            typed = ""
            return .handled
        }
        .onKeyPress(phases: .all) { press in
            showsHint = press.modifiers.contains(.option) && press.phase != .up
            return .ignored
        }
        .onKeyPress(.escape, phases: [.down, .repeat]) { press in
            typed = ""
            return press.phase == .down ? .handled : .ignored
        }
    }
}
