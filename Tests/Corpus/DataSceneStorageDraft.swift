import SwiftUI

enum ComposerPane: String {
    case message, attachments
}

struct MessageComposer: View {
    @SceneStorage("draftText") private var draft = ""
    @SceneStorage("draftIsUrgent") private var isUrgent = false
    @SceneStorage("draftPane") private var pane = ComposerPane.message
    @SceneStorage("draftRecipient") private var recipient: String?
    @SceneStorage("scrollOffset") private var scrollOffset = 0.0

    var body: some View {
        VStack {
            TextField("To", text: Binding($recipient, replacingNilWith: ""))
            TextEditor(text: $draft)
            Toggle("Urgent", isOn: $isUrgent)
            Text(pane.rawValue)
            Text("Scrolled \(scrollOffset)")
        }
    }
}

extension Binding where Value == String {
    init(_ source: Binding<String?>, replacingNilWith fallback: String) {
        self.init(get: { source.wrappedValue ?? fallback }, set: { source.wrappedValue = $0 })
    }
}
