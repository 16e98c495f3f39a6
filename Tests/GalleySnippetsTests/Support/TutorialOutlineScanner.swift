@testable import GalleySnippets

/// The test stand-in for the site's outline: a `layout: tutorial` line in the front matter makes
/// an article a tutorial, and its top-level `## ` lines outside fences are its sections.
enum TutorialOutlineScanner {
    static func scan(markdown: String, file: String) -> TutorialOutline? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---"),
            let layout = lines[1..<end].firstIndex(of: "layout: tutorial")
        else { return nil }
        let fences = FencedBlockScanner.scan(markdown: markdown, file: file).map {
            $0.fenceLine...($0.closingLine ?? lines.count)
        }
        var sections: [TutorialOutline.Section] = []
        for (offset, line) in lines.enumerated() where line.hasPrefix("## ") {
            let number = offset + 1
            if fences.contains(where: { $0.contains(number) }) { continue }
            sections.append(.init(title: String(line.dropFirst(3)), line: number))
        }
        return TutorialOutline(file: file, line: layout + 1, sections: sections)
    }
}
