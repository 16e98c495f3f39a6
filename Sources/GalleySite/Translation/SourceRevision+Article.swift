import GalleyMarkdown

extension SourceRevision {
    /// The revision of an article: one part per section's prose and one per fenced code block.
    ///
    /// Sections start at each heading; a section's hash covers its heading and prose but not
    /// its code, so that editing a snippet names the snippet and editing prose names the section.
    package init(of article: SourceArticle) {
        let lines = article.frontMatter.body.split(separator: "\n", omittingEmptySubsequences: false)
        let offset = article.frontMatter.bodyFirstLine
        var headingLines: [Int: String] = [:]
        var codeLines = Set<Int>()
        var snippets: [Part] = []
        let steps = Self.stepNumbers(of: article)
        for node in article.document.nodes {
            switch node.kind {
            case .heading:
                let index = node.startLine - offset
                if lines.indices.contains(index) { headingLines[index] = Self.headingText(lines[index]) }
            case .codeBlock(let attributes):
                let first = node.startLine - offset
                let last = node.endLine - offset
                if first <= last { codeLines.formUnion(first...last) }
                let number = snippets.count + 1
                let line = node.startLine
                // The key stays positional, so recorded revisions keep matching; a step is
                // named as its tutorial numbers it.
                let step = steps[line]
                snippets.append(
                    Part(
                        key: "snippet:\(number)",
                        label: "\(step?.name ?? "snippet \(number)") (line \(line), `\(attributes.info)`)",
                        hash: Self.partHash(attributes.info + "\n" + attributes.literal), step: step))
            default: continue
            }
        }
        var sections: [Part] = []
        var key = "section:introduction"
        var label = "introduction"
        var text = ""
        func close() {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty || key != "section:introduction" {
                sections.append(Part(key: key, label: "section “\(label)”", hash: Self.partHash(trimmed)))
            }
        }
        for (index, line) in lines.enumerated() where !codeLines.contains(index) {
            if let heading = headingLines[index] {
                close()
                var base = "section:" + Slug.make(heading)
                var suffix = 1
                while sections.contains(where: { $0.key == base }) {
                    base = "section:" + Slug.make(heading) + "-\(suffix)"
                    suffix += 1
                }
                key = base
                label = heading
                text = heading + "\n"
            } else {
                text += line + "\n"
            }
        }
        close()
        self.init(parts: sections + snippets)
    }

    /// The step of each step block of a tutorial, by its fence line; empty for other articles.
    package static func stepNumbers(of article: SourceArticle) -> [Int: TutorialStepNumber] {
        guard let tutorial = article.tutorial else { return [:] }
        var numbers: [Int: TutorialStepNumber] = [:]
        for step in tutorial.steps {
            for file in step.files {
                numbers[file.block.fenceLine] = TutorialStepNumber(section: step.section, number: step.number)
            }
        }
        return numbers
    }

    private static func headingText(_ line: Substring) -> String {
        var text = line.trimmingCharacters(in: .whitespaces)
        while text.hasPrefix("#") { text.removeFirst() }
        while text.hasSuffix("#") { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
