import GalleyCore
import GalleyTemplates

/// A context with every kind of value, so sections, inversions and dotted names all resolve.
let context: TemplateValue = .object([
    "title": .string("<b>\"Title\"</b> & {{x}}"),
    "body": .html("<p>Body</p>"),
    "flag": .bool(true),
    "off": .bool(false),
    "count": .number(3),
    "none": .null,
    "items": .list([.object(["name": .string("a")]), .object(["name": .string("b")]), .string("c")]),
    "page": .object(["title": .string("Nested"), "items": .list([.number(1), .number(2)])]),
])

/// Parses the input as a template and renders it in both modes, with itself as a partial.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplates(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let template = try? Template(source: source, path: "fuzz.mustache") else { return 0 }
    let partials = [
        "self": template, "item": try! Template(source: "<li>{{name}}</li>", path: "item"),
    ]
    for mode in [RenderMode.strict, .spec] {
        _ = try? template.render(context, partials: partials, mode: mode)
    }
    return 0
}
