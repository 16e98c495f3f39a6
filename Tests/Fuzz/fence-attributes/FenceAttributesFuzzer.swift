import GalleyCore
import GalleySnippets

/// Parses a fence's info string; the input is the text after the opening backticks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFenceAttributes(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    // cmark ends an info string at the line end, so the parser only ever sees one line.
    let line =
        text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    for info in [line, "swift " + line] {
        let block = FencedBlock(
            file: "fuzz.md", info: info, code: "print(1)\n", fenceLine: 3, contentStartLine: 4,
            closingLine: 5, directlyFollowsPrevious: false, indentation: count % 4)
        switch SnippetSpec.parse(block) {
        case .success(let spec): _ = "\(spec)"
        case .failure(let error): _ = error.description
        }
    }
    return 0
}
