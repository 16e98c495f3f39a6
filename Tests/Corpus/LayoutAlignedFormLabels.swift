import SwiftUI

extension HorizontalAlignment {
    /// Where the values of a form start, across rows of different label widths.
    private struct FormValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    static let formValueColumn = HorizontalAlignment(FormValueColumn.self)
}

struct ShippingAddressSummary: View {
    let fields = [("Name", "Rosa Diaz"), ("Street", "41 Quay Lane"), ("Postcode", "EH6 6LP")]

    var body: some View {
        VStack(alignment: .formValueColumn, spacing: 6) {
            ForEach(fields, id: \.0) { label, value in
                HStack(alignment: .firstTextBaseline) {
                    Text(label).foregroundStyle(.secondary)
                    Text(value)
                        .alignmentGuide(.formValueColumn) { dimensions in dimensions[.leading] }
                }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct BaselineBadgeRow: View {
    var body: some View {
        HStack(alignment: .center) {
            Text("Inbox").font(.title2)
            Text("12")
                .font(.caption.bold())
                .padding(4)
                .background(.red, in: Circle())
                .alignmentGuide(VerticalAlignment.center) { $0[.top] }
        }
    }
}
