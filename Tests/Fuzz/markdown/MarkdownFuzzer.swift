import GalleyCore
import GalleyMarkdown

/// Parses the input as a guide body and renders it under every raw-HTML policy, with the
/// link and code-block hooks the site installs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let document = MarkdownDocument(parsing: source, file: "fuzz.md", lineOffset: count % 7)
    for policy in [HTMLRenderer.RawHTMLPolicy.escape, .allowWithTagFilter, .allowUnfiltered] {
        let options = HTMLRenderer.Options(
            rawHTML: policy, headingIDs: true, headingAnchor: .init(label: "Link"),
            codeBlock: { context in context.range.lowerBound.line % 2 == 0 ? Array("<figure></figure>".utf8) : nil },
            linkDestination: { destination, _ in destination + "#x" },
            imageSource: { destination, _ in destination })
        let rendered = document.render(options: options)
        _ = rendered.diagnostics.count
    }
    return 0
}
