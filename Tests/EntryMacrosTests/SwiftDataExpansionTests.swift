import EntryMacros
import SwiftSyntaxMacros
import Testing

/// GalleySwiftData's `@Model` and `@Query`, checked against golden expansions, with the property
/// macros `@Model` attaches expanded too.
@Suite struct SwiftDataExpansionTests {
    static let macros: [String: any Macro.Type] = [
        "Model": ModelMacro.self, "_PersistedProperty": PersistedPropertyMacro.self,
        "Attribute": SchemaPropertyMacro.self, "Relationship": SchemaPropertyMacro.self,
        "Transient": SchemaPropertyMacro.self, "Query": QueryMacro.self,
    ]

    @Test func modelTracksStoredVarsAndListsTheirOptions() {
        let source = """
            @Model
            final class Trip {
                @Attribute(.unique) var name: String
                var days = 1
                @Relationship(deleteRule: .cascade, inverse: \\Stop.trip) var stops: [Stop] = []
                @Transient var isExpanded = false
                let createdBy: String
                static var sample = 0
                var summary: String { name }
                var notes: String = "" {
                    didSet { print(notes) }
                }

                init(name: String, createdBy: String) {
                    self.name = name
                    self.createdBy = createdBy
                }
            }
            """
        let output = MacroExpander.expand(source, macros: Self.macros)
        #expect(!output.contains("// diagnostics:"), "unexpected diagnostics:\n\(output)")
        // The in-process expander stops at the first level, as Xcode's "Expand Macro" does: the
        // `@_PersistedProperty` attributes and the schema metadata, not their own expansions.
        for tracked in ["var name: String", "var days = 1", "var stops: [Stop] = []"] {
            #expect(
                output.contains("@SwiftData._PersistedProperty " + tracked) || output.contains(tracked), "\(tracked)")
        }
        #expect(output.components(separatedBy: "@SwiftData._PersistedProperty").count == 4, "three tracked properties")
        #expect(
            output.contains(
                "metadata: SwiftData.Schema.Relationship(deleteRule: .cascade, inverse: \\Stop.trip)"))
        #expect(!output.contains("\\Trip.isExpanded") && !output.contains("\\Trip.notes"))
        assertGolden(output, suite: "SwiftDataExpansionTests", name: "model")
    }

    @Test func persistedPropertiesGetABackingPeerAndTrackingAccessors() {
        let source =
            "final class Trip {\n    @_PersistedProperty var days = 1\n    @_PersistedProperty var name: String\n}"
        let output = MacroExpander.expand(source, macros: Self.macros)
        #expect(!output.contains("// diagnostics:"), "unexpected diagnostics:\n\(output)")
        #expect(output.contains("private var _days = 1"))
        #expect(output.contains("private var _name: String"))
        #expect(output.contains("@storageRestrictions(initializes: _days)"))
        assertGolden(output, suite: "SwiftDataExpansionTests", name: "persistedProperty")
    }

    @Test func modelOnAStructIsAnError() {
        let output = MacroExpander.expand("@Model\nstruct Point {\n    var x = 0\n}", macros: Self.macros)
        #expect(output.contains("error: '@Model' can only be applied to a class"), "\(output)")
    }

    @Test func queryReadsTheModelTypeFromTheAnnotation() {
        let source = """
            struct TripList: View {
                @Query(sort: \\Trip.days, order: .reverse) private var trips: [Trip]
                @Query var all: Array<Trip>
            }
            """
        let output = MacroExpander.expand(source, macros: Self.macros)
        #expect(!output.contains("// diagnostics:"), "unexpected diagnostics:\n\(output)")
        #expect(
            output.contains(
                "private var _trips: SwiftData.Query<Trip, [Trip]> = SwiftData.Query<Trip, [Trip]>(sort: \\Trip.days, order: .reverse)"
            ))
        #expect(output.contains("var _all: SwiftData.Query<Trip, [Trip]> = SwiftData.Query<Trip, [Trip]>()"))
        assertGolden(output, suite: "SwiftDataExpansionTests", name: "query")
    }

    @Test func queryWithoutAnArrayTypeIsAnError() {
        let output = MacroExpander.expand("struct V {\n    @Query var trips\n}", macros: Self.macros)
        #expect(output.contains("error: '@Query' needs a 'var' whose type is an array"), "\(output)")
    }
}
