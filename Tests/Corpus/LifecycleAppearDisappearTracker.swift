import SwiftUI

final class ScreenTimeLedger {
    private(set) var entries: [String] = []
    private var started: [String: Date] = [:]

    func begin(_ screen: String) { started[screen] = Date() }

    func end(_ screen: String) {
        guard let start = started.removeValue(forKey: screen) else { return }
        entries.append("\(screen): \(Int(Date().timeIntervalSince(start) * 1000)) ms")
    }
}

struct TrackedScreen<Content: View>: View {
    let name: String
    let ledger: ScreenTimeLedger
    @ViewBuilder var content: Content

    var body: some View {
        content
            .onAppear { ledger.begin(name) }
            .onDisappear { ledger.end(name) }
    }
}

struct ArticleTabs: View {
    @State private var showsComments = false
    private let ledger = ScreenTimeLedger()

    var body: some View {
        VStack {
            TrackedScreen(name: "article", ledger: ledger) {
                Text("Long read")
            }
            if showsComments {
                TrackedScreen(name: "comments", ledger: ledger) {
                    Text("12 comments")
                }
            }
            Button(showsComments ? "Hide comments" : "Show comments") { showsComments.toggle() }
        }
        .onAppear(perform: nil)
    }
}
