import SwiftUI

struct Expense: Identifiable {
    let id: Int
    let title: String
    let amount: Double
}

struct ExpenseTracker: View {
    @State private var expenses = [Expense(id: 1, title: "Coffee", amount: 2.5)]
    @State private var showsAdd = false

    private var total: Double { expenses.reduce(0) { $0 + $1.amount } }

    var body: some View {
        NavigationStack {
            List {
                ForEach(expenses) { expense in
                    HStack {
                        Text(expense.title)
                        Spacer()
                        Text(expense.amount, format: .number.precision(.fractionLength(2)))
                    }
                }
                .onDelete { expenses.remove(atOffsets: $0) }
                Text("Total: \(total, specifier: "%.2f")").bold()
            }
            .navigationTitle("Expenses")
            .toolbar { Button("Add") { showsAdd = true } }
            .sheet(isPresented: $showsAdd) { Text("New expense") }
        }
    }
}
