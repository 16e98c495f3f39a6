import SwiftUI

struct ChevronDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                }
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content
                    .padding(.leading)
            }
        }
    }
}

struct FAQAccordion: View {
    @State private var openQuestion: Int? = 0

    var body: some View {
        VStack {
            ForEach(0..<3) { index in
                DisclosureGroup(
                    isExpanded: Binding(
                        get: { openQuestion == index },
                        set: { openQuestion = $0 ? index : nil })
                ) {
                    Text("Answer number \(index + 1).")
                } label: {
                    Text("Question \(index + 1)")
                }
            }
        }
        .disclosureGroupStyle(ChevronDisclosureStyle())
    }
}
