import Testing

@testable import GalleyUI

@MainActor private final class Appearances {
    var names: [String] = []
}

/// Accessibility modifiers are recorded, and the views they take are evaluated.
@MainActor @Suite struct AccessibilityTests {
    @Test func propertiesAreRecordedWithSwiftUIsReturnType() {
        let labelled: ModifiedContent<Text, AccessibilityAttachmentModifier> = Text("5").accessibilityLabel("Five")
        let outline = GalleyRuntime.outline(
            labelled.accessibilityAddTraits([.isHeader, .isSelected]).accessibilityHeading(.h2))
        #expect(
            outline == """
                Window
                  .accessibilityHeading h2
                    .accessibilityAddTraits [isHeader, isSelected]
                      .accessibilityLabel "Five"
                        Text "5"
                """)
    }

    @Test func representationAndActionLabelsAreEvaluated() {
        let appearances = Appearances()
        _ = GalleyRuntime.evaluate(
            Text("Custom slider")
                .accessibilityRepresentation {
                    Slider(value: .constant(0.5)).onAppear { appearances.names.append("representation") }
                }
                .accessibilityAction(action: {}) {
                    Text("Reset").onAppear { appearances.names.append("action label") }
                })
        #expect(appearances.names == ["representation", "action label"])
    }
}
