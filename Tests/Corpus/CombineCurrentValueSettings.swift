import Combine
import SwiftUI

enum ReaderTheme: String, CaseIterable, Identifiable {
    case paper, sepia, night
    var id: Self { self }
}

final class ReaderSettingsStore {
    private let themeSubject = CurrentValueSubject<ReaderTheme, Never>(.paper)
    private let fontSizeSubject = CurrentValueSubject<Double, Never>(17)

    var theme: AnyPublisher<ReaderTheme, Never> { themeSubject.eraseToAnyPublisher() }
    var fontSize: AnyPublisher<Double, Never> { fontSizeSubject.removeDuplicates().eraseToAnyPublisher() }

    func select(_ theme: ReaderTheme) { themeSubject.send(theme) }
    func adjustFont(by step: Double) { fontSizeSubject.value = min(max(fontSizeSubject.value + step, 12), 28) }
}

final class ReaderSettingsViewModel: ObservableObject {
    @Published var theme: ReaderTheme = .paper
    @Published var fontSize: Double = 17
    let store: ReaderSettingsStore

    init(store: ReaderSettingsStore) {
        self.store = store
        store.theme.assign(to: &$theme)
        store.fontSize.assign(to: &$fontSize)
    }
}

struct ReaderSettingsPanel: View {
    @StateObject var model: ReaderSettingsViewModel

    var body: some View {
        Form {
            Section("Theme") {
                ForEach(ReaderTheme.allCases) { theme in
                    Button(theme.rawValue.capitalized) { model.store.select(theme) }
                        .fontWeight(theme == model.theme ? .bold : .regular)
                }
            }
            Section("Font size \(Int(model.fontSize))") {
                Button("Larger") { model.store.adjustFont(by: 1) }
                Button("Smaller") { model.store.adjustFont(by: -1) }
            }
        }
    }
}
