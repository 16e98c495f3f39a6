import SwiftUI

struct DocumentEditorToolbar: View {
    @State private var text = "Draft"
    @State private var isBold = false

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("Letter")
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        Text("Letter to Ana").font(.headline)
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Bold") { isBold.toggle() }
                        Spacer()
                        Text("\(text.count) characters")
                    }
                    ToolbarItem(placement: .keyboard) {
                        Button("Hide keyboard") {}
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Close") {}
                    }
                    ToolbarItem(placement: .secondaryAction) {
                        Button("Duplicate") {}
                    }
                    if isBold {
                        ToolbarItem(placement: .status) {
                            Text("Bold on")
                        }
                    }
                }
                .toolbarBackground(.visible, for: .navigationBar, .bottomBar)
                .toolbarBackground(Color.yellow, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
                .toolbarRole(.editor)
                .toolbarTitleDisplayMode(.inlineLarge)
        }
    }
}
