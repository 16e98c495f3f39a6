import GalleyCore
import Testing

@testable import GalleySnippets

@Suite struct FencedBlockScannerTests {
    @Test func scansBacktickAndTildeFencesWithLinesAndSiblings() {
        let markdown =
            "# T\n\n```swift run\nprint(1)\n```\n\n~~~~output\n1\n```\n~~~~\ntext\n  ```swift\n  let a = 1\n```\n````swift\nunclosed\n"
        let blocks = FencedBlockScanner.scan(markdown: markdown, file: "a.md")
        #expect(blocks.map(\.info) == ["swift run", "output", "swift", "swift"])
        #expect(blocks.map(\.fenceLine) == [3, 7, 12, 15])
        #expect(blocks.map(\.closingLine) == [5, 10, 14, nil])
        #expect(blocks.map(\.directlyFollowsPrevious) == [false, true, false, true])
        #expect(blocks[1].code == "1\n```\n")
        #expect(blocks[2].code == "let a = 1\n")
        #expect(blocks[2].indentation == 2)
        #expect(blocks[3].code == "unclosed\n")
    }

    @Test func backtickInfoStringsCannotContainBackticks() {
        // The first line is a paragraph, so the last line opens an unclosed fence.
        let blocks = FencedBlockScanner.scan(markdown: "``` a`b\nx\n```\n", file: "a.md")
        #expect(blocks.map(\.fenceLine) == [3])
        #expect(blocks.first?.closingLine == nil)
    }
}

@Suite struct SnippetSpecTests {
    func parse(_ info: String) -> Result<SnippetSpec, DiagnosticError> {
        SnippetSpec.parse(
            FencedBlock(
                file: "a.md", info: info, code: "", fenceLine: 4, contentStartLine: 5, closingLine: 6,
                directlyFollowsPrevious: false))
    }

    @Test func parsesModesAndQuotedAttributes() throws {
        let spec = try parse(#"swift run group=intro timeout=2.5 after="x y""#).get()
        #expect(spec == SnippetSpec(mode: .run, group: "intro", after: "x y", timeout: 2.5))
        let trap = try parse(#"swift run trap expect="Index out of range" args="-v  in.txt" timeout=600"#).get()
        #expect(trap.trap && trap.expect == "Index out of range" && trap.timeout == 600)
        #expect(trap.arguments == ["-v", "in.txt"])
        let failing = try parse(#"swift compile-fail expect="cannot \"convert\"""#).get()
        #expect(failing.expect == #"cannot "convert""#)
        // A trap names no message: an integer overflow traps without one.
        let anyCrash = try parse("swift run trap").get()
        #expect(anyCrash.trap && anyCrash.expect == nil)
    }

    /// `expect` belongs to a trap or a compile-fail block; the message says which to add.
    @Test(arguments: [
        ("swift run expect=x", "'expect' needs 'trap' or 'compile-fail': add 'trap' (swift run trap expect=\"…\")"),
        ("swift expect=x", "'expect' needs 'trap' or 'compile-fail': add 'compile-fail'"),
    ])
    func anExpectationWithoutTrapOrCompileFailSaysWhatToAdd(info: String, message: String) throws {
        guard case .failure(let error) = parse(info) else {
            Issue.record("'\(info)' was accepted")
            return
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(diagnostic.id == "snippet.misplaced-attribute")
        #expect(diagnostic.summary.hasPrefix(message), "\(diagnostic.summary)")
        #expect(
            diagnostic.location?.column == 4
                + info.distance(from: info.startIndex, to: info.range(of: "expect")!.lowerBound))
    }

    @Test(arguments: [
        ("swift ignore", "snippet.missing-reason"), ("swift compile-fail", "snippet.missing-expect"),
        ("swift run ignore reason=x", "snippet.conflicting-modes"),
        ("swift expect=x", "snippet.misplaced-attribute"),
        ("swift run timeout=-1", "snippet.invalid-value"),
        ("swift group=a group=b", "snippet.duplicate-attribute"),
        (#"swift group="open"#, "snippet.invalid-info"),
        ("swift before=a after=a", "snippet.conflicting-sides"),
        ("swift run timeout=1e11", "snippet.invalid-value"), ("swift run timeout=601", "snippet.invalid-value"),
        ("swift run timeout=inf", "snippet.invalid-value"), ("swift run expect=x", "snippet.misplaced-attribute"),
        (#"swift trap expect="x""#, "snippet.misplaced-attribute"),
        (#"swift args="-v""#, "snippet.misplaced-attribute"),
    ])
    func rejectsInvalidInfoStrings(info: String, id: String) {
        guard case .failure(let error) = parse(info) else {
            Issue.record("'\(info)' was accepted")
            return
        }
        #expect(error.diagnostics.map(\.id).contains(id))
    }
}

@Suite struct HiddenLinesTests {
    @Test func hidesMarkedLinesAndMarkers() {
        let code =
            "// snippet.hide\nimport Foundation\n  // snippet.show\nlet a = 1\n// snippet.hide\nlet b = 2\n"
        #expect(HiddenLines.visibleCode(of: code) == "let a = 1\n")
        #expect(HiddenLines.visibility(of: code) == [false, false, false, true, false, false])
    }

    /// Lines are split on bytes, but exactly where splitting on characters would split: a
    /// `\r\n` is one character, so no line break, and a combining mark stays on its line.
    @Test(arguments: [
        "", "\n", "\n\n", "a", "a\n", "a\nb", "a\n\nb\n", "a\r\nb\n", "\r\n", "e\u{301}\nx",
        "// snippet.hide\r\nx\n", "č\n🇭🇷\n\n// snippet.show\n",
        " \t// snippet.hide \t\r\nhidden\n\t// snippet.show\r\nshown\n// snippet.hidden\nx\n",
        "// snippet.hide\u{301}\nx\n \u{301}// snippet.hide\ny\n",
    ])
    func splitsLinesAsCharactersWould(code: String) {
        var expected = code.split(separator: "\n", omittingEmptySubsequences: false)
        if expected.last == "" { expected.removeLast() }
        #expect(HiddenLines.lines(of: code) == expected)
        var hidden = false
        let visibility = expected.map { line -> Bool in
            var text = line
            while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
            while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
            if text == "// snippet.hide" || text == "// snippet.show" {
                hidden = text == "// snippet.hide"
                return false
            }
            return !hidden
        }
        #expect(HiddenLines.visibility(of: code) == visibility)
        #expect(
            HiddenLines.visibleCode(of: code)
                == zip(expected, HiddenLines.visibility(of: code)).filter(\.1).map { $0.0 + "\n" }.joined())
    }
}

@Suite struct ShardTests {
    static let ids = (0..<200).map { "Content/en/article\($0 % 17).md#block\($0)" }

    @Test(arguments: [1, 2, 3, 5]) func shardsAreDisjointCompleteAndStable(count: Int) {
        let shards = (0..<count).map { Shard(index: $0, count: count)! }
        for id in Self.ids {
            #expect(shards.filter { $0.contains(unitID: id) }.count == 1)
        }
        let first = Self.ids.filter { shards[0].contains(unitID: $0) }
        #expect(first == Self.ids.filter { Shard(parsing: "1/\(count)")!.contains(unitID: $0) })
        if count > 1 { #expect(first.count < Self.ids.count && !first.isEmpty) }
    }

    @Test func rejectsBadShards() {
        #expect(Shard(parsing: "0/2") == nil)
        #expect(Shard(parsing: "3/2") == nil)
        #expect(Shard(parsing: "x") == nil)
    }
}

@Suite struct ParsingHelpersTests {
    /// swiftc 6.3 writes `(from macro 'Entry ')`, with the attribute's trailing space; readers see `'Entry'`.
    @Test func macroNamesInCompilerMessagesAreTrimmed() {
        let output = "/tmp/u.swift:4:5: error: '@Entry' cannot attach to a 'let' constant (from macro 'Entry ')\n"
        let message = CompilerMessage.parse(output, path: "/tmp/u.swift").first
        #expect(message?.text == "'@Entry' cannot attach to a 'let' constant (from macro 'Entry')")
        let plain = CompilerMessage(line: 1, column: 1, severity: "error", message: "no macro here")
        #expect(plain.text == "no macro here")
    }

    @Test func parsesCompilerMessagesForTheUnitFileOnly() {
        let output = """
            /tmp/u.swift:3:7: error: cannot find 'x' in scope
            1 | let a = 1
              |       `- error: cannot find 'x' in scope
            /tmp/other.swift:1:1: warning: elsewhere
            <unknown>:0: error: link failed
            """
        let messages = CompilerMessage.parse(output, path: "/tmp/u.swift")
        #expect(
            messages == [
                CompilerMessage(line: 3, column: 7, severity: "error", message: "cannot find 'x' in scope"),
                CompilerMessage(line: nil, column: nil, severity: "error", message: "link failed"),
            ])
    }

    @Test func splitsOutputAtMarkers() {
        let stdout = "\u{1E}galley-block-0\na\n\u{1E}galley-block-1\n\u{1E}galley-block-2\nb\nc\n"
        #expect(UnitOutcome.split(stdout, blocks: 3) == ["a\n", "", "b\nc\n"])
    }

    @Test func diffsOutputLines() {
        // Expected before actual, in order: a changed line reads "- old" then "+ new".
        #expect(OutputComparison.diff(expected: "a\nb\n", actual: "a\nc\n") == ["  a", "- b", "+ c"])
        #expect(
            OutputComparison.diff(expected: "1\n2\n3\n", actual: "1\nx\ny\n3\n")
                == ["  1", "- 2", "+ x", "+ y", "  3"])
        #expect(OutputComparison.normalize("x  \n\n\n") == "x")
    }
}
