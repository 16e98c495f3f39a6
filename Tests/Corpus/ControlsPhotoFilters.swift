import SwiftUI

struct PhotoFilterPanel: View {
    @State private var brightness = 0.0
    @State private var contrast = 1.0
    @State private var tintColor = Color.orange
    @State private var showAdvanced = false
    @State private var vignette = false

    var body: some View {
        VStack(spacing: 16) {
            GroupBox("Light") {
                Slider(value: $brightness, in: -1...1) {
                    Text("Brightness")
                } onEditingChanged: { editing in
                    if !editing { brightness = (brightness * 10).rounded() / 10 }
                }
                Slider(value: $contrast, in: 0.5...1.5, step: 0.05)
            }
            GroupBox {
                ColorPicker("Tint", selection: $tintColor, supportsOpacity: false)
            } label: {
                Label("Color", systemImage: "paintpalette")
            }
            DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                Toggle("Vignette", isOn: $vignette)
                    .toggleStyle(.switch)
            }
        }
        .padding()
        .controlSize(.small)
    }
}
