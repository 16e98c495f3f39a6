import SwiftUI

struct ComposeMessageView: View {
    @State private var recipient = ""
    @State private var subject = ""
    @State private var body_ = ""

    var body: some View {
        Form {
            Section("To") {
                TextField("Recipient", text: $recipient)
                    .autocorrectionDisabled()
                    .textInputAutocapitalization(.never)
            }
            Section("Message") {
                TextField("Subject", text: $subject)
                TextEditor(text: $body_)
                    .textEditorStyle(.plain)
            }
            Section {
                SendButtonRow()
                    .keyboardShortcut(.return, modifiers: .command)
            }
        }
        .scrollDismissesKeyboard(.interactively)
    }
}

struct SendButtonRow: View {
    @Environment(\.keyboardShortcut) private var shortcut
    @Environment(\.autocorrectionDisabled) private var autocorrectionDisabled
    @Environment(\.scrollDismissesKeyboardMode) private var dismissMode

    var body: some View {
        Button("Send") {}
            .help(shortcut == nil ? "Send" : "Send (⌘↩)")
    }
}

struct CompactFilterBar: View {
    @State private var sort = 0
    @Environment(\.labelsVisibility) private var labelsVisibility
    @Environment(\.menuIndicatorVisibility) private var menuIndicator

    var body: some View {
        HStack {
            Picker("Sort", selection: $sort) {
                Text("Newest").tag(0)
                Text("Oldest").tag(1)
            }
            .labelsHidden()
            Menu("More") {
                Button("Archive all") {}
            }
            .menuIndicator(.hidden)
            if labelsVisibility == .hidden && menuIndicator == .hidden {
                Text("Compact")
            }
        }
        .labelsVisibility(.visible)
        .hoverEffectDisabled()
    }
}

struct HoverAwareRow: View {
    @Environment(\.isHoverEffectEnabled) private var hoverEnabled
    @Environment(\.sidebarRowSize) private var rowSize

    var body: some View {
        Label("Inbox", systemImage: "tray")
            .font(rowSize == .large ? .title3 : .body)
            .opacity(hoverEnabled ? 1 : 0.8)
            .springLoadingBehavior(.enabled)
    }
}
