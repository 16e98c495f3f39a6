import Combine
import SwiftUI

final class DraftAutosaver: ObservableObject {
    @Published var text = ""
    @Published private(set) var savedRevisions = 0
    @Published private(set) var status = "Not saved"
    private var saving: AnyCancellable?

    init() {
        saving = $text
            .dropFirst()
            .throttle(for: .seconds(2), scheduler: DispatchQueue.main, latest: true)
            .sink { [weak self] draft in self?.save(draft) }
    }

    private func save(_ draft: String) {
        savedRevisions += 1
        status = "Saved \(draft.count) characters"
    }
}

struct AutosavingDraftEditor: View {
    @StateObject private var autosaver = DraftAutosaver()

    var body: some View {
        VStack(alignment: .leading) {
            TextEditor(text: $autosaver.text)
                .frame(minHeight: 200)
            Text(autosaver.status)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
