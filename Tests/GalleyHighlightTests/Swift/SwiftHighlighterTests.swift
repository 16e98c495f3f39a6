import Testing

@testable import GalleyHighlight

@Suite struct SwiftHighlighterTests {
    /// A snippet and the classified runs expected in it, as `"class:text"`, in order.
    struct Case: Sendable, CustomTestStringConvertible {
        let code: String
        let spans: [String]
        var testDescription: String { code }
    }

    static let cases: [Case] = [
        Case(
            code: ##"let s = #"a "quoted" \#(x)"#"##,
            spans: ["kw:let", ##"str:#"a "quoted" \#("##, ##"str:)"#"##]),
        Case(
            code: "/* a /* b */ c */ let x = 1",
            spans: ["com:/* a /* b */ c */", "kw:let", "num:1"]),
        Case(
            code: "/// Doc.\nlet x = 0x1F // trailing",
            spans: ["com:/// Doc.", "kw:let", "num:0x1F", "com:// trailing"]),
        Case(
            code: #"let g = "Hi \(name.uppercased()), \(1 + 2)!""#,
            spans: ["kw:let", #"str:"Hi \("#, "str:), \\(", "num:1", "num:2", #"str:)!""#]),
        Case(
            code: "@Entry var accent: Color = .blue",
            spans: ["at:@Entry", "kw:var", "ty:Color"]),
        Case(
            code: "@Environment(\\.locale) private var locale",
            spans: ["at:@Environment", "kp:\\.locale", "kw:private", "kw:var"]),
        Case(
            code: "@MainActor final class Model {}",
            spans: ["at:@MainActor", "kw:final", "kw:class", "ty:Model"]),
        Case(
            code: "#Preview { Text(\"Hi\") }",
            spans: ["mac:#Preview", "ty:Text", "str:\"Hi\""]),
        Case(
            code: "#externalMacro(module: \"M\", type: \"E\")",
            spans: ["mac:#externalMacro", "str:\"M\"", "str:\"E\""]),
        Case(
            code: "let k = \\EnvironmentValues.locale",
            spans: ["kw:let", "kp:\\", "ty:EnvironmentValues", "kp:.locale"]),
        Case(
            code: "let a = \\.accent.opacity",
            spans: ["kw:let", "kp:\\.accent.opacity"]),
        Case(
            code: "let r = /[a-z]+/",
            spans: ["kw:let", "re:/[a-z]+/"]),
        Case(
            code: "let q = #/a|b/#",
            spans: ["kw:let", "re:#/a|b/#"]),
        Case(
            code: "func first<T: Sendable>(_ xs: [T]) -> T? { xs.first }",
            spans: ["kw:func", "ty:T", "ty:Sendable", "ty:T", "ty:T"]),
        Case(
            code: "public struct Box { private(set) var x = 1.5 }",
            spans: ["kw:public", "kw:struct", "ty:Box", "kw:private", "kw:set", "kw:var", "num:1.5"]),
    ]

    @Test(arguments: cases)
    func classifiesTrickySwift(_ example: Case) {
        let spans = SwiftHighlighter.runs(example.code).compactMap { kind, text in
            kind.map { "\($0.rawValue):\(text)" }
        }
        #expect(spans == example.spans)
    }

    @Test func escapesAndWrapsInSpans() {
        let html = SwiftHighlighter.html(#"if a < b && c > "<&>" {}"#)
        #expect(
            html
                == #"<span class="kw">if</span> a &lt; b &amp;&amp; c &gt; <span class="str">&quot;&lt;&amp;&gt;&quot;</span> {}"#
        )
    }

    @Test func reopensSpansAcrossLines() {
        let lines = SwiftHighlighter.htmlLines(
            "/* one\n   two */\nlet s = \"\"\"\n  hi \\(n)\n  \"\"\"\n")
        #expect(
            lines == [
                #"<span class="com">/* one</span>"#,
                #"<span class="com">   two */</span>"#,
                #"<span class="kw">let</span> s = <span class="str">&quot;&quot;&quot;</span>"#,
                #"  <span class="str">hi \(</span>n<span class="str">)</span>"#,
                #"  <span class="str">&quot;&quot;&quot;</span>"#,
            ])
    }

    @Test func keepsLinesAlignedWithTheSource() {
        let code = "struct A {\r\n\r\n    var b = 1\r\n}"
        let lines = SwiftHighlighter.htmlLines(code)
        #expect(lines.count == 4)
        #expect(lines[1] == "")
        #expect(
            SwiftHighlighter.html(code).split(separator: "\n", omittingEmptySubsequences: false).count
                == 4)
    }

    @Test func survivesInvalidSource() {
        let code = "struct { let = }} \"unterminated"
        let text = SwiftHighlighter.runs(code).map(\.1).joined()
        #expect(text == code)
    }
}
