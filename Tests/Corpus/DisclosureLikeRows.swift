import SwiftUI

struct FAQEntry: Identifiable {
    let id: Int
    let question: String
    let answer: String
}

struct FAQList: View {
    let entries: [FAQEntry]
    @State private var openIDs: Set<Int> = []

    var body: some View {
        List(entries) { entry in
            VStack(alignment: .leading) {
                Button(entry.question) {
                    if openIDs.contains(entry.id) { openIDs.remove(entry.id) } else { openIDs.insert(entry.id) }
                }
                if openIDs.contains(entry.id) {
                    Text(entry.answer).font(.callout).foregroundStyle(.secondary)
                }
            }
        }
    }
}
