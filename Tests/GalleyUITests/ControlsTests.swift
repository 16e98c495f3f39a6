import Foundation
import Testing

@testable import GalleyUI

private struct Person: Identifiable {
    let id: Int
    let name: String
    var reports: [Person] = []
}

private struct Setting {
    var isOn: Bool
    var level: Int
}

/// What controls show in the evaluated tree, read from their bindings and environment.
@MainActor @Suite struct ControlsTests {
    @Test func disclosureGroupEvaluatesItsContentOnlyWhenExpanded() {
        let collapsed = GalleyRuntime.outline(DisclosureGroup("More") { Text("inside") })
        #expect(collapsed.contains("DisclosureGroup collapsed"))
        #expect(!collapsed.contains("inside"))
        let expanded = GalleyRuntime.outline(
            DisclosureGroup("More", isExpanded: .constant(true)) { Text("inside") })
        #expect(expanded.contains("DisclosureGroup expanded"))
        #expect(expanded.contains("Text \"inside\""))
    }

    @Test func toggleAndPickerOverSourcesShowMixedStates() {
        let settings = [Setting(isOn: true, level: 1), Setting(isOn: false, level: 2)]
        let bindings = settings.map { Binding.constant($0) }
        let toggle = GalleyRuntime.outline(Toggle("All", sources: bindings, isOn: \.isOn))
        #expect(toggle.contains("Toggle mixed"))
        let picker = GalleyRuntime.outline(
            Picker("Level", sources: bindings, selection: \.level) { Text("One").tag(1) })
        #expect(picker.contains("Picker selection: mixed"))
    }

    @Test func editButtonShowsTheTitleForTheEditMode() {
        #expect(GalleyRuntime.outline(EditButton()).contains("Text \"Edit\""))
        let editing = GalleyRuntime.outline(EditButton().environment(\.editMode, .constant(.active)))
        #expect(editing.contains("Text \"Done\""))
    }

    @Test func asyncImageShowsItsPlaceholderAndEmptyPhase() {
        let url = URL(string: "https://example.com/a.png")
        let placeholder = GalleyRuntime.outline(
            AsyncImage(url: url) {
                $0.resizable()
            } placeholder: {
                ProgressView()
            })
        #expect(placeholder.hasConsecutiveLines("AsyncImage https://example.com/a.png", "ProgressView"))
        let phased = GalleyRuntime.outline(
            AsyncImage(url: url) { phase in
                if let image = phase.image { image } else { Text("loading") }
            })
        #expect(phased.contains("Text \"loading\""))
    }

    @Test func valuesAreReadThroughBindingsAndFormats() {
        let outline = GalleyRuntime.outline(
            VStack {
                Stepper("Cups", value: .constant(2.5), step: 0.5, format: .number)
                Slider(value: .constant(0.25)) { Text("Volume") }
                SecureField("Password", text: .constant("hunter2"))
                Gauge(value: 30, in: 0...120) { Text("Speed") }
                ProgressView("Upload", value: 3, total: 4)
            })
        #expect(outline.hasConsecutiveLines("Stepper 2.5", "Text \"Cups\""))
        #expect(outline.hasConsecutiveLines("Slider 0.25", "Text \"Volume\""))
        #expect(outline.hasConsecutiveLines("SecureField \"•••••••\"", "Text \"Password\""))
        #expect(outline.hasConsecutiveLines("Gauge 30.0 in 0.0...120.0", "Text \"Speed\""))
        #expect(outline.hasConsecutiveLines("ProgressView 3.0/4.0", "Text \"Upload\""))
    }

    @Test func buttonRoleIsAStructWithSwiftUIsRoles() {
        let roles: [ButtonRole] = [.destructive, .cancel, .confirm, .close]
        #expect(roles.map(\.description) == ["destructive", "cancel", "confirm", "close"])
        #expect(GalleyRuntime.outline(Button("Delete", role: .destructive) {}).contains("Button role: destructive"))
    }

    @Test func tableEvaluatesEachColumnForEachRow() {
        let people = [Person(id: 1, name: "Ana"), Person(id: 2, name: "Ivo")]
        let outline = GalleyRuntime.outline(
            Table(people, selection: .constant(Set([2]))) {
                TableColumn("Name", value: \.name)
                TableColumn("Case") { person in Text(person.name).textCase(.uppercase) }
            })
        #expect(outline.contains("Table 2 columns, 2 rows"))
        #expect(outline.hasConsecutiveLines("TableColumn \"Name\"", "Text \"Name\""))
        #expect(outline.hasConsecutiveLines("TableRow 1", "Text \"Ana\""))
        #expect(outline.hasConsecutiveLines("TableRow 2", "Text \"Ivo\""))
    }

    @Test func tableRowsComeFromBuildersDisclosureRowsAndMenus() {
        let lead = Person(id: 1, name: "Ana", reports: [Person(id: 3, name: "Eva")])
        var showsExtra = false
        func table() -> String {
            GalleyRuntime.outline(
                Table(of: Person.self) {
                    TableColumn("Name", value: \.name)
                } rows: {
                    DisclosureTableRow(lead) { ForEach(lead.reports) }
                    if showsExtra { TableRow(Person(id: 9, name: "Extra")) }
                    TableRow(Person(id: 2, name: "Ivo")).contextMenu { Button("Remove") {} }
                })
        }
        let plain = table()
        #expect(plain.contains("Table 1 column, 3 rows"))
        #expect(plain.hasConsecutiveLines("TableRow 3", "Text \"Eva\""))
        #expect(plain.contains("Button"))
        #expect(!plain.contains("Extra"))
        showsExtra = true
        #expect(table().contains("Table 1 column, 4 rows"))
    }
}
