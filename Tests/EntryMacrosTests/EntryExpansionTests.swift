import EntryMacros
import Testing

/// `@Entry` in each container, with and without annotations, and every misuse diagnostic,
/// checked against golden expansions.
@Suite struct EntryExpansionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var testDescription: String { name }
    }

    static let expansions: [Case] = [
        Case(
            name: "environmentAnnotated",
            source: "extension EnvironmentValues {\n    @Entry var accent: Color = .blue\n}"),
        Case(
            name: "environmentInferred",
            source: "extension EnvironmentValues {\n    @Entry var showsBadges = true\n}"),
        Case(
            name: "environmentOptionalNoDefault",
            source: "extension EnvironmentValues {\n    @Entry var session: Session?\n}"),
        Case(
            name: "environmentPublic",
            source: "extension EnvironmentValues {\n    @Entry public var theme: Theme = .standard\n}"),
        Case(
            name: "environmentQualified",
            source: "extension SwiftUI.EnvironmentValues {\n    @Entry var store = Store()\n}"),
        Case(name: "transaction", source: "extension Transaction {\n    @Entry var isUndo = false\n}"),
        Case(
            name: "containerValues",
            source: "extension ContainerValues {\n    @Entry var icon: String = \"circle\"\n}"),
        Case(
            name: "focusedOptional",
            source: "extension FocusedValues {\n    @Entry var document: Binding<Document>?\n}"),
        Case(
            name: "focusedNilDefault",
            source: "extension FocusedValues {\n    @Entry var selection: Optional<Item.ID> = nil\n}"),
        // Defaults over several lines: the plugin writes its expansions already formatted,
        // and these goldens were recorded while `BasicFormat` still formatted them.
        Case(
            name: "environmentMultiline",
            source:
                "extension EnvironmentValues {\n    @Entry var tags: [String] = [\n        \"a\",\n        \"b\",\n    ]\n    @Entry var step: @Sendable (Int) -> Int = { value in\n        let next = value + 1\n        return next\n    }\n}"
        ),
        Case(
            name: "preview",
            source:
                "#Preview(\"Card\") {\n    @Previewable @State var on = true\n    Toggle(\"On\", isOn: $on)\n}"
        ),
        // Returns of two view types, as a preview that can fail to make its model writes them:
        // the body returns `any View`, as the macro's closure does.
        Case(
            name: "previewReturns",
            source:
                "#Preview {\n    do {\n        let shelf = try Shelf.sample()\n        return ShelfView(shelf: shelf)\n    } catch {\n        return Text(\"No shelf\")\n    }\n}"
        ),
    ]

    static let misuses: [Case] = [
        Case(
            name: "wrongContainer",
            source: "extension PreferenceValues {\n    @Entry var size: Double = 0\n}"),
        Case(
            name: "nestedType",
            source:
                "extension EnvironmentValues {\n    struct Inner {\n        @Entry var x = 1\n    }\n}"),
        Case(
            name: "notAVariable",
            source: "extension EnvironmentValues {\n    @Entry func value() -> Int { 1 }\n}"),
        Case(
            name: "letDeclaration", source: "extension EnvironmentValues {\n    @Entry let fixed = 1\n}"),
        Case(
            name: "missingDefault", source: "extension EnvironmentValues {\n    @Entry var count: Int\n}"),
        Case(name: "missingTypeAndDefault", source: "extension Transaction {\n    @Entry var flag\n}"),
        Case(
            name: "multipleBindings",
            source: "extension EnvironmentValues {\n    @Entry var a = 1, b = 2\n}"),
        Case(
            name: "focusedNotOptional",
            source: "extension FocusedValues {\n    @Entry var canUndo: Bool = false\n}"),
        Case(
            name: "focusedWithDefault",
            source: "extension FocusedValues {\n    @Entry var title: String? = \"Untitled\"\n}"),
        Case(
            name: "computedProperty",
            source: "extension EnvironmentValues {\n    @Entry var doubled: Int { 2 }\n}"),
        Case(
            name: "staticProperty",
            source: "extension EnvironmentValues {\n    @Entry static var shared = 1\n}"),
    ]

    @Test(arguments: expansions)
    func expands(_ example: Case) {
        let output = MacroExpander.expand(example.source)
        #expect(!output.contains("// diagnostics:"), "unexpected diagnostics:\n\(output)")
        assertGolden(output, suite: "EntryExpansionTests", name: example.name)
    }

    @Test(arguments: misuses)
    func diagnosesMisuse(_ example: Case) {
        let output = MacroExpander.expand(example.source)
        #expect(output.contains(": error: "), "expected an error:\n\(output)")
        #expect(!output.contains("__Key_"), "a misused entry must not generate a key:\n\(output)")
        assertGolden(output, suite: "EntryExpansionTests", name: example.name)
    }

    @Test func defaultValueBecomesAComputedGetter() {
        let source =
            "struct __Key_x {\n    @__EntryDefaultValue static var defaultValue: Cache = Cache()\n}"
        let output = MacroExpander.expand(
            source, macros: ["__EntryDefaultValue": EntryDefaultValueMacro.self])
        #expect(!output.contains("= Cache()"))
        assertGolden(output, suite: "EntryExpansionTests", name: "defaultValueMacro")
        let multiline =
            "struct __Key_y {\n    @__EntryDefaultValue static var defaultValue: [Int] = [\n        1,\n        2,\n    ]\n}"
        assertGolden(
            MacroExpander.expand(multiline, macros: ["__EntryDefaultValue": EntryDefaultValueMacro.self]),
            suite: "EntryExpansionTests", name: "defaultValueMacroMultiline")
    }

    @Test func wrongContainerUsesApplesWording() {
        let output = MacroExpander.expand(Self.misuses[0].source)
        #expect(
            output.contains(
                "'@Entry' macro can only attach to var declarations inside extensions of EnvironmentValues, Transaction, ContainerValues, or FocusedValues"
            ))
    }
}
