import Foundation
import Testing

@testable import GalleySnippets

/// Units that repeat names, as real documentation does (`ContentView`, `Model`, the same
/// `extension View` member, the same `@Entry` key), share batches once their top-level
/// declarations have file scope (``FileScope``), and still get the verdicts and diagnostics
/// they get alone: ``BatchEquivalenceTests``' judge, `--no-batch`, says so.
@Suite struct BatchEquivalenceRepeatedNamesTests {
    /// Check units: each name declared by several of them, members and keys included, and
    /// units that would only compile by seeing another's declarations.
    static let checks: [String] = {
        var blocks: [String] = []
        for index in 0..<3 {
            blocks.append(
                """
                import SwiftUI

                struct ContentView: View {
                    @State private var items = ["a\(index)", "b"]
                    var body: some View {
                        VStack { Text(items.joined(separator: ", ")) }
                    }
                }
                """)
            blocks.append(
                """
                import SwiftUI

                @Observable
                final class Model {
                    var items: [Int] = [\(index)]
                }

                struct ContentView: View {
                    @State private var model = Model()
                    var body: some View { Text("\\(model.items.count)") }
                }
                """)
            blocks.append(
                """
                import SwiftUI

                extension EnvironmentValues {
                    @Entry var accent: Color = .blue
                    @Entry var spacing: Double = \(index).5
                }

                struct ContentView: View {
                    @Environment(\\.accent) private var accent
                    var body: some View { Text("\(index)").foregroundStyle(accent) }
                }
                """)
            blocks.append(
                """
                import SwiftUI

                extension FocusedValues {
                    @Entry var selection: Binding<String>?
                }

                extension View {
                    func card() -> some View { padding(\(index + 1)) }
                }

                struct Model: Equatable { var count = \(index) }
                extension Model: CustomStringConvertible {
                    var description: String { "\\(count)" }
                }
                func helper() -> Model { Model() }
                """)
        }
        // Declarations that keep their names (`public`, already `private`), an own protocol and
        // class tree, an extension of another module's type through a type alias, and
        // `#Preview`: each twice.
        for index in 0..<2 {
            blocks.append("public struct Card {\n    public var rank = \(index)\n}")
            blocks.append(
                """
                import SwiftUI

                protocol Shape { func area() -> Double }
                struct Square: Shape { func area() -> Double { \(index).0 } }
                class Animal { required init() {} }
                final class Cat: Animal {}
                private struct Hidden { var shade = \(index) }
                typealias Scores = [Int]
                extension Scores { var best: Int { self.max() ?? \(index) } }
                extension Array where Element == Square { var total: Double { reduce(0) { $0 + $1.area() } } }
                #Preview { Text("\(index)") }
                """)
        }
        // A type error in a unit whose names others repeat: reported at the same line and column.
        blocks.append(
            """
            import SwiftUI

            struct ContentView: View { var body: some View { Text("x") } }
            struct Model { var count: Int = "three" }
            """)
        // Names only other units declare, privately: none of them is seen.
        blocks.append("import SwiftUI\n\nlet model = Model()\n_ = helper()")
        blocks.append("import SwiftUI\n\nstruct Other: View {\n    var body: some View { Text(\"y\").card() }\n}")
        blocks.append("import SwiftUI\n\nlet shade = EnvironmentValues().accent")
        blocks.append("import SwiftUI\n\nstruct Circle: Shape { func area() -> Double { 3 } }")
        blocks.append("let card = Card()")
        return blocks
    }()

    /// Compile-fail units that repeat names: one settles by its own errors, one whose
    /// expectation no error meets shows every error with its column.
    static let failures: [String] = [
        "struct Model {\n    var count: Int = \"one\"\n}",
        "struct Model {\n    var count: Int = \"two\"\n}\nstruct ContentView { var model: Model = 3 }",
        "struct Model { var count: Int = \"four\" }",
    ]

    static let articles: [String: String] = {
        var article = "# Repeated names\n\n"
        for block in checks { article += "```swift\n\(block)\n```\n\n" }
        article += "```swift compile-fail expect=\"cannot convert\"\n\(failures[0])\n```\n\n"
        article += "```swift compile-fail expect=\"cannot convert\"\n\(failures[1])\n```\n\n"
        article += "```swift compile-fail expect=\"no such message\"\n\(failures[2])\n```\n\n"
        // The same article again, as a translation repeats every name of its source.
        return ["Content/en/names.md": article, "Content/hr/imena.md": article]
    }()

    @Test func unitsThatRepeatNamesShareBatchesAndGetTheSameVerdicts() async throws {
        let (batched, alone) = try await BatchEquivalenceTests.verifyBothWays(Self.articles)
        BatchEquivalenceTests.expectSame(batched, alone)
        let file = "Content/en/names.md"
        let results = batched.results.filter { $0.file == file }
        #expect(results.count == Self.checks.count + 3)
        // The sixteen units that repeat names pass; the type error and the five that depend on
        // another's names fail.
        #expect(results.prefix(16).allSatisfy { $0.passed }, "\(batched.diagnostics)")
        #expect(results[16...21].allSatisfy { !$0.passed })
        #expect(results[22].passed && results[23].passed && !results[24].passed)
        // The type error and the unmet expectation are reported where they are alone.
        let typeError = try #require(results[16].diagnostics.first)
        #expect(typeError.location?.line == results[16].fenceLine + 4)
        #expect(typeError.location?.column == 33)
        let unmet = try #require(results[24].diagnostics.first)
        #expect(unmet.notes.contains { $0.message.contains("names.md:\(results[24].fenceLine + 1):33: error:") })
        // The check units share batches (no name keeps them apart), and so do the compile-fail ones.
        let checkBatches = try #require(batched.statistics.batchSizes["check"])
        // (The translation's units are the source's, computed once.)
        // The units without `import SwiftUI` are alone: the two `public` ones keep the name
        // they both declare, which the third mentions.
        #expect(checkBatches.count == 2 && checkBatches.reduce(0, +) == 19, "\(checkBatches)")
        #expect(batched.statistics.batchSizes["compile-fail"] == [3], "\(batched.statistics.batchSizes)")
    }

    /// Run units that repeat names: a program prints its types' qualified names (an array's
    /// description, `String(reflecting:)`, `dump`, a `try!` error) as alone, though in a batch
    /// its declarations have file scope and the runtime names a private type's context.
    static let runs: [String: String] = {
        var article = "# Repeated names in programs\n\n"
        for index in 0..<4 {
            article += """
                ```swift run
                struct Counter { private(set) var count = \(index) }
                enum Failure: Error { case bad(Int) }
                extension Int { var doubled: Int { self * 2 } }
                func describe(_ counter: Counter) -> String { "count \\(counter.count.doubled)" }
                print([Counter()])
                print(String(reflecting: Counter.self))
                dump(Counter())
                print(describe(Counter()))
                print(String(reflecting: Failure.bad(\(index))))
                ```

                ```output
                [Snippet.Counter(count: \(index))]
                Snippet.Counter
                ▿ Snippet.Counter
                  - count: \(index)
                count \(index * 2)
                Snippet.Failure.bad(\(index))
                ```


                """
        }
        article += """
            ```swift run trap expect="Snippet.Failure.bad(7)"
            enum Failure: Error { case bad(Int) }
            func fail() throws { throw Failure.bad(7) }
            try! fail()
            ```

            A program given arguments is merged too, and runs as a process of its own, since a
            forked one would keep the fork server's.

            ```swift run args="north 12"
            print(CommandLine.arguments.dropFirst().joined(separator: ","))
            ```

            ```output
            north,12
            ```

            A unit that makes a type `private` itself keeps its declarations as written.

            ```swift run
            private struct Counter { var count = 9 }
            print(Counter().count)
            ```

            ```output
            9
            ```

            """
        return ["Content/en/programs.md": article]
    }()

    @Test func programsThatRepeatNamesShareBatchesAndPrintAsAlone() async throws {
        let (batched, alone) = try await BatchEquivalenceTests.verifyBothWays(Self.runs)
        BatchEquivalenceTests.expectSame(batched, alone)
        #expect(batched.results.count == 7)
        #expect(batched.results.allSatisfy { $0.passed }, "\(batched.diagnostics)")
        // The six that repeat names or take arguments share batches (one per core); the seventh
        // keeps its `Counter`, which the others name, so it is built alone.
        let runBatches = try #require(batched.statistics.batchSizes["run"])
        #expect(runBatches.reduce(0, +) == 6 && runBatches.count <= 2, "\(runBatches)")
        // Where fork servers run (always in CI), every merged run but the one with arguments is forked.
        if ForkServerRequirement.isAvailable {
            #expect(batched.statistics.forkedRuns == batched.statistics.mergedRuns - 1)
        }
    }
}
