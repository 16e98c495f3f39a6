import SwiftUI

struct MapPin: Identifiable {
    let id: String
    let label: String
}

struct MapPinCallout: View {
    let pin: MapPin
    var body: some View {
        Text(pin.label)
            .padding()
            .presentationBackground(.thinMaterial)
    }
}

struct MapPinBoard: View {
    @State private var focusedPin: MapPin? = MapPin(id: "a", label: "Bakery")

    var body: some View {
        Text("Map")
            .popover(item: $focusedPin, attachmentAnchor: .point(.top)) { pin in
                MapPinCallout(pin: pin)
            }
            .popover(isPresented: .constant(false), attachmentAnchor: .rect(.bounds)) {
                Text("Never shown")
            }
    }
}
