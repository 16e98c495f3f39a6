import SwiftUI

struct InvoiceID: Codable, Hashable {
    let number: Int
}

struct InvoiceWindowContent: View {
    @Binding var invoice: InvoiceID

    var body: some View {
        VStack {
            Text("Invoice #\(invoice.number)")
            Button("Next") { invoice = InvoiceID(number: invoice.number + 1) }
        }
    }
}

struct InvoiceScenes: Scene {
    var body: some Scene {
        WindowGroup("Invoice", id: "invoice", for: InvoiceID.self) { $invoice in
            InvoiceWindowContent(invoice: $invoice)
        } defaultValue: {
            InvoiceID(number: 1)
        }
        .commandsRemoved()
        .handlesExternalEvents(matching: ["invoice"])
    }
}

struct InvoiceOpener: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open invoice 7") {
            openWindow(id: "invoice", value: InvoiceID(number: 7))
        }
    }
}
