import GalleyCore
import Testing

@testable import GalleyTemplates

@Suite struct TemplateParserTests {
    private func parseError(_ source: String) -> Diagnostic? {
        firstDiagnostic { _ = try Template(source: source, path: "Templates/page.mustache") }
    }

    @Test func unclosedSectionPointsAtTheOpeningTag() throws {
        let diagnostic = try #require(parseError("<ul>\n  {{#items}}\n  <li>{{name}}</li>\n</ul>\n"))
        #expect(diagnostic.id == "template.unclosed-section")
        #expect(diagnostic.location?.description == "Templates/page.mustache:2:3")
        #expect(diagnostic.summary.contains("'items'"))
    }

    @Test func mismatchedCloseNamesBothTags() throws {
        let diagnostic = try #require(parseError("{{#a}}\n{{#b}}\n{{/a}}\n{{/b}}"))
        #expect(diagnostic.id == "template.mismatched-close")
        #expect(diagnostic.location?.description == "Templates/page.mustache:3:1")
        #expect(diagnostic.notes.first?.location?.description == "Templates/page.mustache:2:1")
    }

    @Test func closeWithoutOpen() throws {
        #expect(parseError("x {{/a}}")?.id == "template.unexpected-close")
    }

    @Test(arguments: ["{{=<%=}}", "{{=<% %> x=}}", "{{=a=b c=}}", "{{=x=}}", "{{= =}}"])
    func badDelimiters(source: String) throws {
        #expect(parseError(source)?.id == "template.bad-delimiter")
    }

    @Test func unclosedTagIsLocatedAtItsStart() throws {
        let diagnostic = try #require(parseError("é {{title"))
        #expect(diagnostic.id == "template.unclosed-tag")
        // Columns count UTF-8 bytes: "é" is two bytes, then a space.
        #expect(diagnostic.location?.column == 4)
    }

    @Test(arguments: ["{{}}", "{{ }}", "{{#}}{{/}}"])
    func emptyTags(source: String) throws {
        #expect(parseError(source)?.id == "template.empty-tag")
    }

    @Test(arguments: ["{{a..b}}", "{{.a}}", "{{#a.}}{{/a.}}"])
    func badDottedNames(source: String) throws {
        #expect(parseError(source)?.id == "template.bad-name")
    }

    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "{{#a}}", count: 5000) + String(repeating: "{{/a}}", count: 5000)
        #expect(parseError(deep)?.id == "template.too-deep")
    }

    @Test func tagLocationsAfterDelimiterChangeAndMultilineComment() throws {
        let source = "{{! a\ncomment }}{{=<% %>=}}\n  <%missing%>"
        let template = try Template(source: source, path: "t.mustache")
        let diagnostic = try #require(firstDiagnostic { _ = try template.render([:]) })
        #expect(diagnostic.location?.description == "t.mustache:3:3")
    }
}
