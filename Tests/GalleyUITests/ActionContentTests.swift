import Foundation
import Testing

@testable import GalleyUI

/// Views that only appear on user input (swipe actions, context menu and menu items, a
/// link's label, an empty-state view's parts) are still evaluated, in the environment of the
/// view they belong to, so their environment reads are recorded.
@MainActor @Suite struct ActionContentTests {
    final class Log {
        var seen: [String] = []
    }

    struct Reader: View {
        let tag: String
        let log: Log
        @Environment(\.lineLimit) private var lineLimit
        var body: some View {
            let _ = log.seen.append("\(tag): \(lineLimit.map(String.init) ?? "nil")")
            Text(tag)
        }
    }

    @Test func actionViewsAreEvaluatedInTheirOwnersEnvironment() {
        let log = Log()
        let tree = GalleyRuntime.evaluate(
            List {
                Text("row")
                    .swipeActions { Reader(tag: "swipe", log: log) }
                    .contextMenu { Reader(tag: "context", log: log) }
                Menu {
                    Reader(tag: "menu item", log: log)
                } label: {
                    Reader(tag: "menu label", log: log)
                }
                Link(destination: URL(string: "https://example.com")!) {
                    Reader(tag: "link", log: log)
                }
                ContentUnavailableView {
                    Reader(tag: "empty label", log: log)
                } description: {
                    Reader(tag: "empty description", log: log)
                }
                LabeledContent {
                    Reader(tag: "value", log: log)
                } label: {
                    Text("Name")
                }
            }
            .environment(\.lineLimit, 2)
            .searchable(text: .constant("oat"), prompt: "Find")
        )
        #expect(
            log.seen == [
                "swipe: 2", "context: 2", "menu label: 2", "menu item: 2", "link: 2",
                "empty label: 2", "empty description: 2", "value: 2",
            ])
        let text = tree.outline
        #expect(text.contains(".searchable \"oat\", placement: automatic"))
        #expect(text.contains("Link https://example.com"))
    }
}
