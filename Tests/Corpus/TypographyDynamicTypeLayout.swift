import SwiftUI

struct ContactCardAdaptive: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    let name = "Ada Lovelace"
    let role = "Analyst"

    var body: some View {
        Group {
            if typeSize.isAccessibilitySize {
                VStack(alignment: .leading) { details }
            } else {
                HStack { details }
            }
        }
        .dynamicTypeSize(.small ... .accessibility3)
    }

    @ViewBuilder private var details: some View {
        Image(systemName: "person.crop.circle")
            .imageScale(.large)
            .symbolVariant(.fill)
        VStack(alignment: .leading) {
            Text(name).font(.headline)
            Text(role).font(.subheadline).italic()
        }
    }
}

struct ContactCardSizes: View {
    var body: some View {
        VStack {
            ContactCardAdaptive().dynamicTypeSize(.xSmall)
            ContactCardAdaptive().dynamicTypeSize(.accessibility5)
        }
    }
}
