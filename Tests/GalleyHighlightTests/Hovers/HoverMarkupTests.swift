import GalleyHighlight
import Testing

@Suite struct HoverMarkupTests {
    static func mark(_ column: Int, _ length: Int, link: String? = nil) -> HoverMark {
        HoverMark(line: 1, column: column, length: length, id: "p\(column)", popover: "info", link: link)
    }

    @Test func wrapsAnIdentifierInsideItsHighlightSpan() {
        let lines = ["<span class=\"kw\">let</span> total = <span class=\"ty\">Double</span>(1)"]
        let marked = HoverMarkup.apply([Self.mark(4, 5), Self.mark(12, 6)], to: lines)
        #expect(
            marked == [
                "<span class=\"kw\">let</span> <span class=\"hv\" tabindex=\"0\" aria-describedby=\"p4\">total"
                    + "<span class=\"hv-pop\" id=\"p4\" aria-hidden=\"true\" data-nocopy>info</span></span> = "
                    + "<span class=\"ty\"><span class=\"hv\" tabindex=\"0\" aria-describedby=\"p12\">Double"
                    + "<span class=\"hv-pop\" id=\"p12\" aria-hidden=\"true\" data-nocopy>info</span></span></span>(1)"
            ])
    }

    @Test func countsAnEntityAsOneByteOfText() {
        // `a &lt; b`: `b` is the fifth byte of the text.
        let marked = HoverMarkup.apply([Self.mark(4, 1, link: "#d")], to: ["a &lt; b"])
        #expect(
            marked == [
                "a &lt; <a class=\"hv\" href=\"#d\" aria-describedby=\"p4\">b"
                    + "<span class=\"hv-pop\" id=\"p4\" aria-hidden=\"true\" data-nocopy>info</span></a>"
            ])
    }

    @Test func leavesOutAMarkThatWouldCrossATag() {
        let lines = ["<span class=\"at\">@</span><span class=\"ty\">Entry</span>"]
        #expect(HoverMarkup.apply([Self.mark(0, 3)], to: lines) == lines)
    }

    @Test func putsAnAnchorAtTheStartOfADeclaringLine() {
        let marked = HoverMarkup.apply([], anchors: [2: "code-3-L2"], to: ["a", "b"])
        #expect(marked == ["a", "<span class=\"hv-anchor\" id=\"code-3-L2\"></span>b"])
    }
}
