import Testing

@testable import GalleySnippets

/// What giving a unit's top-level declarations file scope writes, where, and what it refuses.
@Suite struct FileScopeTests {
    static func parsed(_ markdown: String) throws -> ParsedUnit {
        ParsedUnit(try #require(ParsedUnitTests.units(markdown).first))
    }

    @Test func typesFunctionsAndExtensionsOfOtherModulesTypesBecomePrivate() throws {
        let code = """
            import SwiftUI

            /// The screen.
            @MainActor
            struct ContentView: View {
                @State private var items: [String] = []
                var body: some View { Text("x").card() }
            }
            @Observable final class Model { var count = 0 }
            extension View { func card() -> some View { padding() } }
            extension Model: Equatable {
                static func == (a: Model, b: Model) -> Bool { true }
            }
            extension Model { var doubled: Int { count * 2 } }
            extension EnvironmentValues {
                @Entry var accent: Int = 1
            }
            func helper() -> Int { 1 }
            typealias Items = [Int]
            private struct Hidden {}
            #Preview { ContentView() }
            let model = Model()
            """
        let scope = try #require(FileScope(try Self.parsed("```swift\n\(code)\n```\n")))
        let expected = """
            import SwiftUI

            /// The screen.
            @MainActor
            private struct ContentView: View {
                @State private var items: [String] = []
                var body: some View { Text("x").card() }
            }
            @Observable private final class Model { var count = 0 }
            private extension View { func card() -> some View { padding() } }
            extension Model: Equatable {
                static func == (a: Model, b: Model) -> Bool { true }
            }
            extension Model { var doubled: Int { count * 2 } }
            private extension EnvironmentValues {
                @Entry var accent: Int = 1
            }
            private func helper() -> Int { 1 }
            private typealias Items = [Int]
            private struct Hidden {}
            #Preview { ContentView() }
            let model = Model()

            """
        #expect(scope.plain.text == expected)
        // Columns after the insertion move back by its length; one on it points where it went.
        let model = GeneratedSource.Origin(snippet: 0, line: 9)
        #expect(scope.insertions[model] == 13)
        #expect(scope.column(27, at: model) == 19)
        #expect(scope.column(15, at: model) == 13)
        #expect(scope.column(5, at: model) == 5)
        #expect(scope.column(27, at: GeneratedSource.Origin(snippet: 0, line: 11)) == 27)
        #expect(scope.insertions.count == 6)
    }

    @Test(arguments: [
        ("public struct Card {}", "an access modifier"),
        ("struct Card { fileprivate var title = \"\" }", "fileprivate on a member"),
        ("protocol Shape {}\nextension Int: Shape {}", "a conformance of another module's type"),
        (
            "protocol Shape {}\ntypealias Numbers = [Int]\nextension Numbers: Shape {}",
            "a conformance through a type alias"
        ),
        ("infix operator <>", "an operator"),
        ("struct Card {}\nfunc + (a: Card, b: Card) -> Card { a }", "an operator function"),
        ("@inlinable func total() -> Int { 1 }", "an attribute about linkage"),
        ("struct Card { @usableFromInline var n = 1 }", "such an attribute on a member"),
        ("struct Card {}; struct Deck {}", "two declarations on one line"),
        ("precedencegroup Joining { associativity: left }", "a precedence group"),
    ])
    func whatPrivateCouldChangeIsRefused(code: String, reason: String) throws {
        #expect(FileScope(try Self.parsed("```swift\n\(code)\n```\n")) == nil, "\(reason)")
    }

    @Test func compileFailUnitsRefuseEveryAccessModifierAndRunUnitsTheirOwnPrivateTypes() throws {
        let plain = "struct Card { var count: Int = \"one\" }"
        #expect(FileScope(try Self.parsed("```swift compile-fail expect=\"x\"\n\(plain)\n```\n")) != nil)
        let member = "struct Card { private var count: Int = \"one\" }"
        #expect(FileScope(try Self.parsed("```swift compile-fail expect=\"x\"\n\(member)\n```\n")) == nil)
        #expect(FileScope(try Self.parsed("```swift\n\(member)\n```\n")) != nil)
        // A run unit is rewritten (its output is given back its own names), unless it makes a
        // top-level type `private` itself: the runtime names that type's context as it names the
        // rewrite's. A member's `private` is left as it is.
        #expect(FileScope(try Self.parsed("```swift run\nstruct Card {}\nprint(Card())\n```\n")) != nil)
        let privateRun = "```swift run\nprivate struct Card {}\nprint(String(reflecting: Card.self))\n```\n"
        #expect(FileScope(try Self.parsed(privateRun)) == nil)
        let privateMember = "```swift run\nstruct Card { private(set) var count = 1 }\nprint(Card().count)\n```\n"
        #expect(FileScope(try Self.parsed(privateMember)) != nil)
        #expect(FileScope(try Self.parsed("```swift after=x\nstruct Card {}\n```\n")) == nil)
    }
}
