import SwiftUI

struct ReceiptDetail: View {
    let total: Double
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Total \(total, format: .number)")
            Button("Back to orders") { dismiss() }
        }
        .navigationBarBackButtonHidden()
    }
}

struct OrdersScreen: View {
    @State private var showsLatest = true
    @State private var openedTotal: Double?

    var body: some View {
        NavigationStack {
            List {
                Button("Latest receipt") { showsLatest = true }
                Button("Receipt 12.50") { openedTotal = 12.5 }
            }
            .navigationDestination(isPresented: $showsLatest) {
                ReceiptDetail(total: 31.2)
            }
            .navigationDestination(item: $openedTotal) { total in
                ReceiptDetail(total: total)
            }
            .navigationTitle("Orders")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
