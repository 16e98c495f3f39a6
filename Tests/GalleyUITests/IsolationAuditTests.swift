import Foundation
import Testing

/// Isolation-sensitive snippets, type-checked in Swift 5 and Swift 6 language modes, with the
/// diagnostics SwiftUI gives for them.
///
/// Each expectation says where it comes from. "Confirmed" means Apple's documentation shows
/// the declaration involved with exactly the annotations GalleyUI uses (the outcome then
/// follows from the compiler, which is the same one); "inferred" means the outcome is
/// reasoned from the declaration but no build against Apple's SDK was available here.
@Suite struct IsolationAuditTests {
    enum Outcome: Sendable, CustomStringConvertible {
        case clean
        case warning(String)
        case error(String)
        var description: String {
            switch self {
            case .clean: "no diagnostic"
            case .warning(let text): "warning '\(text)'"
            case .error(let text): "error '\(text)'"
            }
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var source: String
        var swift5: Outcome
        var swift6: Outcome
        var basis: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "environment writers from a nonisolated View extension",
            source: """
                nonisolated extension View {
                    func compact() -> some View { environment(\\.lineLimit, 1) }
                    func clamp() -> some View { transformEnvironment(\\.lineLimit) { $0 = min($0 ?? 3, 3) } }
                }
                """,
            swift5: .clean, swift6: .clean,
            basis: "confirmed: Apple declares environment(_:_:) and transformEnvironment(_:transform:) nonisolated"),
        Case(
            name: "refreshable(action:) from a nonisolated View extension",
            source: "nonisolated extension View { func reloadable() -> some View { refreshable { } } }",
            swift5: .clean, swift6: .clean,
            basis: "confirmed: Apple declares refreshable(action:) nonisolated"),
        Case(
            name:
                "search, row actions, context menus, dialogs and title display mode from a nonisolated View extension",
            source: """
                nonisolated extension View {
                    func pantryChrome(query: Binding<String>, asking: Binding<Bool>) -> some View {
                        searchable(text: query, prompt: "Find")
                            .swipeActions { Button("Drop") {} }
                            .contextMenu { Button("Pin") {} }
                            .confirmationDialog("Empty the shelf?", isPresented: asking) { Button("Empty") {} }
                            .navigationBarTitleDisplayMode(.inline)
                    }
                }
                """,
            swift5: .clean, swift6: .clean,
            basis:
                "confirmed: Apple declares searchable(text:placement:prompt:), swipeActions(edge:allowsFullSwipe:content:), contextMenu(menuItems:), confirmationDialog(_:isPresented:titleVisibility:actions:) and navigationBarTitleDisplayMode(_:) nonisolated"
        ),
        Case(
            name: "modifier(_:) from a nonisolated function",
            source: """
                struct Frame: ViewModifier { func body(content: Content) -> some View { content } }
                nonisolated func framed<V: View>(_ view: V) -> some View { view.modifier(Frame()) }
                """,
            swift5: .warning("call to main actor-isolated initializer 'init()'"), swift6: .clean,
            basis:
                "confirmed for modifier(_:) (nonisolated in Apple's declaration); the Swift 5 warning is about Frame's own initializer, inferred"
        ),
        Case(
            name: "DismissAction called outside the main actor",
            source: "nonisolated func close(_ dismiss: DismissAction) { dismiss() }",
            swift5: .warning("call to main actor-isolated instance method 'callAsFunction()'"),
            swift6: .warning("call to main actor-isolated instance method 'callAsFunction()'"),
            basis:
                "confirmed declaration (@MainActor @preconcurrency struct and callAsFunction); @preconcurrency keeps it a warning"
        ),
        Case(
            name: "openURL read outside the main actor",
            source:
                "nonisolated func opener(_ values: EnvironmentValues) -> OpenURLAction { values.openURL }",
            swift5: .warning("main actor-isolated property 'openURL'"),
            swift6: .warning("main actor-isolated property 'openURL'"),
            basis: "confirmed declaration (@MainActor @preconcurrency var openURL)"),
        Case(
            name: "OpenWindowAction called outside the main actor",
            source: "nonisolated func open(_ action: OpenWindowAction) { action(id: \"main\") }",
            swift5: .warning("call to main actor-isolated instance method 'callAsFunction(id:)'"),
            swift6: .warning("call to main actor-isolated instance method 'callAsFunction(id:)'"),
            basis: "confirmed declaration (@MainActor @preconcurrency func callAsFunction(id:))"),
        Case(
            name: "a stored non-Sendable closure as a Button action",
            source: """
                struct Row: View {
                    let onTap: () -> Void
                    var body: some View { Button("Tap", action: onTap) }
                }
                """,
            swift5: .clean,
            swift6: .warning("converting non-Sendable function value to '@MainActor @Sendable () -> Void'"),
            basis:
                "confirmed declaration (@preconcurrency init(_:action: @escaping @MainActor () -> Void)); outcome inferred"
        ),
        Case(
            name: "ObservedObject read outside the main actor",
            source: """
                final class Model: ObservableObject { @Published var n = 0 }
                nonisolated func read(_ o: ObservedObject<Model>) -> Model { o.wrappedValue }
                """,
            swift5: .warning("main actor-isolated property 'wrappedValue'"),
            swift6: .warning("main actor-isolated property 'wrappedValue'"),
            basis:
                "inferred: Apple documents ObservedObject.Wrapper, StateObject and EnvironmentObject as @MainActor @preconcurrency"
        ),
        Case(
            name: "a Map made in a nonisolated function",
            source: """
                import MapKit
                nonisolated func regionMap(_ region: MKCoordinateRegion) -> some View {
                    Map(initialPosition: .region(region))
                }
                """,
            swift5: .warning(
                "call to main actor-isolated initializer 'init(initialPosition:bounds:interactionModes:scope:)'"),
            swift6: .warning(
                "call to main actor-isolated initializer 'init(initialPosition:bounds:interactionModes:scope:)'"),
            basis:
                "confirmed declaration (Map is @MainActor @preconcurrency, and so is init(initialPosition:bounds:interactionModes:scope:)); outcome inferred"
        ),
        Case(
            name: "a main-actor class as a location manager's delegate",
            source: """
                import CoreLocation
                @MainActor final class Tracker: NSObject, CLLocationManagerDelegate {
                    var last: CLLocation?
                    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
                        last = locations.last
                    }
                }
                """,
            swift5: .warning(
                "conformance of 'Tracker' to protocol 'CLLocationManagerDelegate' crosses into main actor"),
            swift6: .error("conformance of 'Tracker' to protocol 'CLLocationManagerDelegate' crosses into main actor"),
            basis:
                "inferred: Apple declares CLLocationManagerDelegate without isolation (protocol CLLocationManagerDelegate : NSObjectProtocol), with optional requirements where GalleyCoreLocation has defaults, so Xcode's wording may differ"
        ),
    ]

    @Test(arguments: cases)
    func diagnosticsMatchSwiftUI(_ audit: Case) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-isolation-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Audit.swift")
        try ("import SwiftUI\n\n" + audit.source + "\n").write(to: file, atomically: true, encoding: .utf8)
        for (mode, expected) in [("5", audit.swift5), ("6", audit.swift6)] {
            let result = try SnippetCompiler.typecheck([file], swiftVersion: mode)
            let log = result.stderr
            switch expected {
            case .clean:
                #expect(
                    result.status == 0 && !log.contains("warning:"),
                    "\(audit.name), Swift \(mode): expected \(expected) (\(audit.basis)):\n\(log)")
            case .warning(let text):
                #expect(
                    result.status == 0 && log.contains("warning: \(text)"),
                    "\(audit.name), Swift \(mode): expected \(expected) (\(audit.basis)):\n\(log)")
            case .error(let text):
                #expect(
                    result.status != 0 && log.contains("error: \(text)"),
                    "\(audit.name), Swift \(mode): expected \(expected) (\(audit.basis)):\n\(log)")
            }
        }
    }
}
