import SwiftUI

struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label
                .font(.caption)
                .foregroundStyle(.secondary)
            configuration.content
        }
    }
}

struct ShipmentDetailsCard: View {
    let weight = 2.4
    let arrival = Date(timeIntervalSince1970: 1_700_000_000)

    var body: some View {
        Form {
            LabeledContent("Carrier", value: "Parcel Post")
            LabeledContent("Weight", value: weight, format: .number.precision(.fractionLength(1)))
            LabeledContent("Arrives") {
                Text(arrival, style: .date)
            }
            LabeledContent {
                Text("Signed")
            } label: {
                Label("Status", systemImage: "checkmark.seal")
            }
        }
        .labeledContentStyle(StackedLabeledContentStyle())
    }
}
