import SwiftUI

enum TransactionFilter: String, CaseIterable, Identifiable {
    case all, income, spending
    var id: Self { self }
}

struct TransactionFeedLoader {
    func load(_ filter: TransactionFilter) async -> [String] {
        try? await Task.sleep(nanoseconds: 10_000_000)
        switch filter {
        case .all: return ["Salary", "Groceries", "Refund"]
        case .income: return ["Salary", "Refund"]
        case .spending: return ["Groceries"]
        }
    }
}

struct TransactionFeed: View {
    @State private var filter = TransactionFilter.all
    @State private var rows: [String] = []
    @State private var isLoading = false
    private let loader = TransactionFeedLoader()

    var body: some View {
        VStack {
            HStack {
                ForEach(TransactionFilter.allCases) { option in
                    Button(option.rawValue.capitalized) { filter = option }
                        .disabled(option == filter)
                }
            }
            List(rows, id: \.self) { Text($0) }
        }
        .overlay { if isLoading { ProgressView() } }
        .task(id: filter, priority: .userInitiated) {
            isLoading = true
            rows = await loader.load(filter)
            isLoading = false
        }
    }
}
