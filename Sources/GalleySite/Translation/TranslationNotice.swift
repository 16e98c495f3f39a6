import GalleyMarkdown

/// The parts of a source that changed, named for readers of the translation: in their language,
/// by the translation's own headings, without Markdown, file lines or snippet modes.
///
/// Croatian readers see "uvod, odjeljak „Prije i poslije“, 2. primjer kôda", not the English
/// report's `section “Before and after”, snippet 2 (line 22, \`swift\`)`.
enum TranslationNotice {
    /// At most five names, then "…".
    static func partNames(
        _ changes: [SourceRevision.Change], source: SourceArticle, translation: SourceArticle, localizer: Localizer
    ) -> String {
        let sourceParts = SourceRevision(of: source).parts
        let sourceSections = sourceParts.filter { $0.key.hasPrefix("section:") }
        let translatedSections = SourceRevision(of: translation).parts.filter { $0.key.hasPrefix("section:") }
        // Sections pair by position when both pages have the same outline.
        let paired = sourceSections.count == translatedSections.count
        var names: [String] = []
        for change in changes {
            let name: String
            if change.key == "order" {
                name = localizer.text("translation.partOrder")
            } else if change.key.hasPrefix("snippet:"),
                let step = sourceParts.first(where: { $0.key == change.key })?.step
            {
                name = localizer.text(
                    "translation.partStep", ["number": String(step.number), "section": String(step.section)])
            } else if change.key.hasPrefix("snippet:") {
                name = localizer.text("translation.partSnippet", ["number": String(change.key.dropFirst(8))])
            } else if change.kind == .removed {
                name = localizer.text("translation.partRemoved")
            } else if change.key == "section:introduction" {
                name = localizer.text("translation.partIntroduction")
            } else if let index = sourceSections.firstIndex(where: { $0.key == change.key }) {
                name =
                    paired
                    ? localizer.text("translation.partSection", ["name": headingText(translatedSections[index].label)])
                    : localizer.text("translation.partSectionNumber", ["number": String(index + 1)])
            } else {
                continue
            }
            if !names.contains(name) { names.append(name) }
        }
        return names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
    }

    /// A section label's heading (`section “Using `x`”` → `Using x`), without Markdown marks.
    static func headingText(_ label: String) -> String {
        var text = label
        if let open = text.firstIndex(of: "“"), let close = text.lastIndex(of: "”"), open < close {
            text = String(text[text.index(after: open)..<close])
        }
        return text.filter { !"`*_".contains($0) }
    }
}
