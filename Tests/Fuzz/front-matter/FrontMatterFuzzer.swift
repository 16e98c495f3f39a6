import GalleyCore
import GalleyYAML

/// Reads front matter the way an article's loader does: split, parse, then decode every key.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let frontMatter = try? FrontMatter.split(source, file: "fuzz.md"),
        let yaml = frontMatter.yaml
    else { return 0 }
    guard
        let node = try? YAMLParser.parse(
            yaml, file: "fuzz.md", lineOffset: frontMatter.yamlFirstLine - 1)
    else { return 0 }
    var reader = YAMLMappingReader(
        node, knownKeys: ["title", "summary", "date", "order", "tags", "draft"],
        idPrefix: "front-matter")
    _ = reader.requiredString("title")
    _ = reader.string("summary")
    _ = reader.date("date")?.foundationDate
    _ = reader.int("order")
    _ = reader.stringArray("tags")
    _ = reader.bool("draft")
    _ = reader.mapping("translatedFrom", knownKeys: ["revision", "parts"])
    _ = reader.diagnostics.map(\.description)
    return 0
}
