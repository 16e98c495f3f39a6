import GalleyCore
import GalleySnippets

/// Finds the fenced blocks of a Markdown file and parses the spec of every Swift block.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnippetExtractor(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let markdown = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    for block in FencedBlockScanner.scan(markdown: markdown, file: "fuzz.md")
    where block.language == "swift" {
        _ = SnippetSpec.parse(block)
    }
    return 0
}
