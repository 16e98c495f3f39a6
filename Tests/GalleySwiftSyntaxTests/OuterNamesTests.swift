import GalleySwiftFacts
import GalleySwiftSyntax
import Testing

/// A declaration's outer names are the names it may take from outside itself: what it binds
/// before a use is left out, and whatever this reading does not know counts as outer.
@Suite struct OuterNamesTests {
    /// The outer names of the unit's only declaration.
    static func outerNames(_ declaration: String) throws -> Set<String> {
        let facts = try #require(ParserFacts().unit(declaration + "\n"))
        let item = try #require(facts.items.first { $0.role == .declaration })
        return Set(item.outerNames)
    }

    /// Declarations that bind `values` themselves before each use.
    @Test(arguments: [
        "func f() { let values = Values(); print(values.count) }",
        "func f(values: [Int]) -> Int { values.count }",
        "func f(_ values: [Int]) -> Int { values.count }",
        "func g() { let f = { (values: [Int]) in values.count } }",
        "func g() { let f: ([Int]) -> Int = { values in values.count } }",
        "func f() { for values in all { print(values) } }",
        "func f() { if let values = load() { print(values) } }",
        "func f() { guard let values = load() else { return }; print(values) }",
        "struct S { init(values: [Int]) { print(values) } }",
    ])
    func aLocalOrParameterOfTheSameNameIsNotAUse(_ declaration: String) throws {
        #expect(try !Self.outerNames(declaration).contains("values"))
    }

    /// Declarations that take the name from outside, each with the name.
    @Test(arguments: [
        // Before the local is declared, in its own initializer, outside the `if` that binds it,
        // in a `guard`'s else, and in a nested function declared before it.
        ("func f() { print(values); let values = 1 }", "values"),
        ("func f() { let values = values + 1 }", "values"),
        ("func f() { if let values = load() { }; print(values) }", "values"),
        ("func f() { guard let values = load() else { print(values); return } }", "values"),
        ("func f() { if true { let values = 1 }; print(values) }", "values"),
        ("func f() { func g() { print(values) }; let values = 1 }", "values"),
        // A local of a `case` body or an `#if` clause is not in scope after it.
        (
            "func f(x: Int) { switch x { case 1: let values = 1; print(values) default: break }; print(values) }",
            "values"
        ),
        ("func f() {\n#if DEBUG\nlet values = 1\n#endif\nprint(values)\n}", "values"),
        // A parameter's default value is outside the function's scope.
        ("func f(values: Int = values) {}", "values"),
        // Shorthands that read the outer name.
        ("func f() { if let values { print(values) } }", "values"),
        ("func f() { let g = { [values] in values.count } }", "values"),
        ("func f() { let g = { [weak model] in model?.go() } }", "model"),
        ("func f() { print($values) }", "values"),
        // What this reading does not bind stays outer, so the unit is compiled alone: a member
        // of the enclosing type, a `switch` pattern, a `catch` binding and `newValue`.
        ("struct S { var values = 1; func f() -> Int { values } }", "values"),
        ("func f(x: Int?) { switch x { case .some(let values): print(values); default: break } }", "values"),
        ("func f() { do { try g() } catch let values { print(values) } }", "values"),
        ("struct S { var x: Int { get { 0 } set { print(newValue) } } }", "newValue"),
    ])
    func aNameFromOutsideIsOuter(_ declaration: String, _ name: String) throws {
        #expect(try Self.outerNames(declaration).contains(name))
    }

    @Test func membersAndLabelsAreNotNames() throws {
        let names = try Self.outerNames("func f() { model.values = .values; g(values: 1); _ = \\Model.values }")
        #expect(names.contains("model") && names.contains("g"))
        #expect(!names.contains("values"))
    }

    /// A test that declares a local like a top-level `let` of the same unit leaves the unit
    /// wrappable; one that reads the top-level `let` does not.
    @Test func aTestsLocalDoesNotStopTheWrapper() throws {
        let facts = try #require(
            ParserFacts().unit(
                """
                import Testing
                @Test func defaults() {
                    let values = [1]
                    #expect(values.count == 1)
                }
                let values = [1, 2]
                print(values.count)
                @Test func readsTheProgramsValues() { #expect(values.count == 2) }
                """))
        let variables = Set(facts.items.flatMap(\.variables))
        #expect(variables == ["values"])
        #expect(
            facts.items.filter { $0.role == .declaration }.map { !Set($0.outerNames).isDisjoint(with: variables) } == [
                false, false, true,
            ])
    }
}
