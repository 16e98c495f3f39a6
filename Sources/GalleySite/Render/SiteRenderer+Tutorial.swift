import Foundation
import GalleyHighlight
import GalleyMarkdown
import GalleySnippets
import GalleyTemplates

extension SiteRenderer {
    /// The template and context of an article page: `tutorial` for a tutorial, with its section
    /// navigation, step count, reading time and previous/next tutorial; `article` otherwise.
    func tutorialPage(
        _ page: RenderedArticle, document: RenderedDocument, context: ArticleContext, siblings: [SourceArticle],
        localizer: Localizer
    ) -> (String, TemplateValue) {
        guard let tutorial = page.tutorial else { return ("article", context.templateValue) }
        var context = context
        let tutorials = siblings.filter(\.metadata.isTutorial)
        let position = tutorials.firstIndex { $0.contentPath == page.article.contentPath }
        func neighbour(_ offset: Int) -> ArticleContext.Link? {
            guard let position, tutorials.indices.contains(position + offset) else { return nil }
            return ArticleContext.Link(
                title: tutorials[position + offset].metadata.title, url: link(tutorials[position + offset].url))
        }
        context.previous = neighbour(-1)
        context.next = neighbour(1)
        let headings = document.headings.filter { $0.level == 2 }
        let sections: [TemplateValue] = tutorial.outline.sections.enumerated().map { offset, section in
            let steps = tutorial.steps.filter { $0.section == offset + 1 }.count
            let id = headings.first { $0.range.lowerBound.line == section.line }?.id ?? ""
            return [
                "id": .string(id), "title": .string(section.title), "number": .number(Double(offset + 1)),
                "steps": .string(localizer.plural("tutorial.steps", steps)),
            ]
        }
        let minutes = Self.readingMinutes(document, tutorial: tutorial)
        let value = context.templateValue.merging([
            "tutorial": [
                "sections": .list(sections),
                "stepCount": .string(localizer.plural("tutorial.steps", tutorial.steps.count)),
                "readingTime": .string(localizer.text("tutorial.readingTime", ["minutes": "\(minutes)"])),
                "script": .string(link("/js/tutorial.js")), "stylesheet": .string(link("/css/tutorial.css")),
            ]
        ])
        return ("tutorial", value)
    }

    /// Minutes to read a tutorial: 200 words of prose a minute, and 20 lines of code a minute,
    /// counting of each step only the lines it adds or changes (a new file counts whole).
    static func readingMinutes(_ document: RenderedDocument, tutorial: Tutorial) -> Int {
        let words = document.sections.map { $0.text.split(whereSeparator: \.isWhitespace).count }.reduce(0, +)
        var codeLines = 0
        for (index, step) in tutorial.steps.enumerated() {
            for file in step.files {
                let previous = tutorial.previousVersion(of: file.spec.file ?? "", before: index)
                let diff = StepDiff.compute(previous: previous?.visibleCode, current: file.visibleCode)
                codeLines += diff.isNewFile ? diff.lines.count : diff.added
            }
        }
        return max(1, Int((Double(words) / 200 + Double(codeLines) / 20).rounded(.up)))
    }
}
