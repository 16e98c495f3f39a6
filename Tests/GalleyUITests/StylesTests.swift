import Testing

@testable import GalleyUI

private struct SizedButtonStyle: ButtonStyle {
    @Environment(\.controlSize) var size
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("size \(size)")
            configuration.label
        }
    }
}

/// Presses its button as soon as it appears, through `trigger()`.
private struct EagerButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).onAppear { configuration.trigger() }
    }
}

/// Switches its toggle off as soon as it appears, through the configuration's binding.
private struct SwitchingOffToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).onAppear { configuration.isOn = false }
    }
}

private struct PaddedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<_Label>) -> some View {
        configuration.padding()
    }
}

private struct WifiToggle: View {
    @State var isOn = true
    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn).toggleStyle(SwitchingOffToggleStyle())
    }
}

@MainActor private final class Presses {
    var count = 0
}

/// Style modifiers write their style into the environment, and a control below a custom
/// style evaluates the style's body with the control's configuration.
@MainActor @Suite struct StylesTests {
    @Test func customButtonStyleBodyIsEvaluatedWithTheButtonsLabel() {
        let outline = GalleyRuntime.outline(
            Button("Go") {}.buttonStyle(SizedButtonStyle()).controlSize(.large))
        #expect(
            outline == """
                Window
                  .controlSize large
                    .buttonStyle SizedButtonStyle
                      Button
                        SizedButtonStyle  ← controlSize = large
                          VStack
                            Text "size large"
                            ButtonStyleConfiguration.Label
                              Text "Go"
                """)
    }

    @Test func primitiveStyleTriggerRunsTheButtonsAction() {
        let presses = Presses()
        _ = GalleyRuntime.evaluate(Button("Save") { presses.count += 1 }.buttonStyle(EagerButtonStyle()))
        #expect(presses.count == 1)
    }

    @Test func toggleBuiltFromItsConfigurationIsNotStyledAgainAndWritesTheBinding() {
        #expect(
            GalleyRuntime.outline(WifiToggle()) == """
                Window
                  WifiToggle
                    .toggleStyle SwitchingOffToggleStyle
                      Toggle off
                        SwitchingOffToggleStyle
                          .onAppear
                            Toggle off
                              ToggleStyleConfiguration.Label
                                Text "Wi-Fi"
                """)
    }

    @Test func builtInStyleKeepsTheControlsOwnTreeAndIsRecordedInTheEnvironment() {
        let tree = GalleyRuntime.evaluate(Button("Go") {}.buttonStyle(.bordered))
        #expect(tree.outline.hasConsecutiveLines("Button", "Text \"Go\""))
        let button = tree.children[0].children[0]
        #expect(button.kind == "Button")
        #expect(button.setting("primitiveButtonStyle")?.value == "bordered")
    }

    @Test func innermostButtonStyleWinsOverAPrimitiveOneAbove() {
        let outline = GalleyRuntime.outline(
            Button("Go") {}.buttonStyle(SizedButtonStyle()).buttonStyle(EagerButtonStyle()))
        #expect(outline.outlineLines.contains("SizedButtonStyle  ← controlSize = regular (default)"))
        #expect(!outline.outlineLines.contains("EagerButtonStyle"))
    }

    @Test func iconOnlyLabelStyleEvaluatesTheIconAlone() {
        let outline = GalleyRuntime.outline(Label("Star", systemImage: "star").labelStyle(.iconOnly))
        #expect(outline.hasConsecutiveLines("Label", "Image star"))
        #expect(!outline.contains("Text"))
    }

    @Test func titleOnlyLabelStyleEvaluatesTheTitleAlone() {
        let outline = GalleyRuntime.outline(Label("Star", systemImage: "star").labelStyle(.titleOnly))
        #expect(outline.hasConsecutiveLines("Label", "Text \"Star\""))
        #expect(!outline.contains("Image"))
    }

    @Test func customTextFieldStyleStandsInTheFieldsPlace() {
        let outline = GalleyRuntime.outline(
            TextField("Name", text: .constant("Ada")).textFieldStyle(PaddedFieldStyle()))
        #expect(
            outline == """
                Window
                  .textFieldStyle PaddedFieldStyle
                    PaddedFieldStyle
                      .padding
                        TextField "Ada"
                          _TextFieldStyleLabel
                            Text "Name"
                """)
    }

    @Test func closedStylesAreRecordedByName() {
        let tree = GalleyRuntime.evaluate(
            Text("x").pickerStyle(.segmented).tabViewStyle(.page(indexDisplayMode: .never)))
        let text = tree.children[0].children[0].children[0]
        #expect(text.setting("pickerStyle")?.value == "segmented")
        #expect(text.setting("tabViewStyle")?.value == "page(indexDisplayMode: never)")
    }
}
