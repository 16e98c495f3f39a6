import GalleyCore
import GalleyTestSupport
import Testing

@testable import GalleyTemplates

/// Random tag soup must parse or fail with located `template.*` diagnostics, and never crash,
/// in both modes.
@Suite struct TemplateGarbageInputTests {
    private static let pieces = [
        "{{", "}}", "{{{", "}}}", "{{#a}}", "{{/a}}", "{{^a}}", "{{> p}}", "{{!", "{{=<% %>=}}", "<%",
        "%>",
        "{{a}}", "{{.}}", "{{&a}}", "\n", "\r\n", "  ", "x", "é", "=", "{{a.b}}", "{{#b}}", "{{/b}}",
    ]

    @Test(arguments: 0..<6)
    func randomTemplatesNeverCrash(seed: UInt64) {
        var generator = SplitMix(state: seed)
        let partial = try? Template(source: "{{#a}}{{> p}}{{/a}}", path: "p")
        let value: TemplateValue = ["a": [["a": false], true], "b": .html("<i>")]
        for _ in 0..<300 {
            let count = Int.random(in: 0..<30, using: &generator)
            let source = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            do {
                let template = try Template(source: source, path: "t")
                for mode in [RenderMode.spec, .strict] {
                    _ = try? template.render(value, partials: ["p": partial!], mode: mode)
                }
            } catch {
                #expect(
                    error.diagnostics.allSatisfy {
                        $0.id.hasPrefix("template.") && ($0.location?.line ?? 0) >= 1
                    })
            }
        }
    }
}
