import SwiftData
import SwiftUI

@Model
final class LedgerExpense {
    var title: String
    var amount: Double
    var date: Date
    var category: String?

    init(title: String, amount: Double, date: Date = .now, category: String? = nil) {
        self.title = title
        self.amount = amount
        self.date = date
        self.category = category
    }
}

// The app as Xcode writes it, less `@main` (a corpus batch has one entry point).
struct ExpensesApp: App {
    var sharedModelContainer: ModelContainer = {
        let schema = Schema([LedgerExpense.self])
        let modelConfiguration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)
        do {
            return try ModelContainer(for: schema, configurations: [modelConfiguration])
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
    }()

    var body: some Scene {
        WindowGroup {
            ExpensesView()
        }
        .modelContainer(sharedModelContainer)
    }
}

struct ExpensesView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \LedgerExpense.category, order: .forward) private var byCategory: [LedgerExpense]
    @Query(sort: [SortDescriptor(\LedgerExpense.date, order: .reverse)], animation: .default)
    private var expenses: [LedgerExpense]
    @State private var sortNewestFirst = true

    private var total: Double { expenses.reduce(0) { $0 + $1.amount } }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    LabeledContent("Total", value: total, format: .currency(code: "EUR"))
                    LabeledContent("Categories", value: "\(Set(byCategory.compactMap(\.category)).count)")
                }
                ForEach(expenses) { expense in
                    VStack(alignment: .leading) {
                        Text(expense.title)
                        Text(expense.amount, format: .currency(code: "EUR"))
                            .font(.caption)
                    }
                }
                .onDelete { indexSet in
                    indexSet.map { expenses[$0] }.forEach(modelContext.delete)
                }
            }
            .toolbar {
                Button("Add", systemImage: "plus") {
                    let expense = LedgerExpense(title: "Coffee", amount: 3.2, category: "Food")
                    modelContext.insert(expense)
                }
                Button("Save") {
                    try? modelContext.save()
                }
                .disabled(!modelContext.hasChanges)
            }
        }
    }
}

actor ExpenseImporter {
    let container: ModelContainer

    init(container: ModelContainer) {
        self.container = container
    }

    func importAmounts(_ amounts: [Double]) throws {
        let context = ModelContext(container)
        for (index, amount) in amounts.enumerated() {
            context.insert(LedgerExpense(title: "Imported \(index + 1)", amount: amount))
        }
        try context.save()
    }
}
