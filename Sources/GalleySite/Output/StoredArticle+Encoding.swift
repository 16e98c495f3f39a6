import GalleyCore
import GalleySnippets

/// How ``StoredArticle`` is written into and read back from the build state (``StateWriter``,
/// ``StateReader``); every read fails with `nil` on a short or malformed record.
extension StateWriter {
    /// An article as a framed record, followed by where its search fragment starts: the bytes it
    /// was read in while they still encode it (``StoredArticle/record``), else a new encoding.
    mutating func articleRecord(_ article: StoredArticle) {
        if let bytes = article.record.bytes {
            raw(bytes)
        } else {
            framed { $0.article(article) }
        }
        int(article.body?.searchOffset ?? 0)
    }

    mutating func article(_ article: StoredArticle) {
        string(article.digest)
        string(article.displayPath)
        string(article.locale)
        bool(article.stamp != nil)
        if let stamp = article.stamp { fileStamp(stamp) }
        metadata(article.metadata)
        int(article.bodyFirstLine)
        bool(article.mentionsMarker)
        diagnostics(article.problems)
        int(article.blocks.count)
        for block in article.blocks { fencedBlock(block) }
        bool(article.outline != nil)
        if let outline = article.outline {
            string(outline.file)
            int(outline.line)
            int(outline.sections.count)
            for section in outline.sections {
                string(section.title)
                int(section.line)
            }
        }
        bool(article.body != nil)
        if let body = article.body {
            int(body.proofs.count)
            for proof in body.proofs { string(proof) }
            facts(body.facts)
            int(body.searchCount)
            bool(body.linkProblems != nil)
            if let problems = body.linkProblems { diagnostics(problems) }
        }
    }

    mutating func fencedBlock(_ block: FencedBlock) {
        string(block.file)
        string(block.info)
        string(block.code)
        int(block.fenceLine)
        int(block.contentStartLine)
        bool(block.closingLine != nil)
        int(block.closingLine ?? 0)
        bool(block.directlyFollowsPrevious)
        int(block.indentation)
    }

    mutating func facts(_ facts: ConvertedFacts) {
        int(facts.anchors.count)
        for anchor in facts.anchors { string(anchor) }
        int(facts.links.count)
        for link in facts.links {
            string(link.destination)
            location(link.location)
        }
        diagnostics(facts.diagnostics)
    }

    mutating func location(_ location: SourceLocation) {
        string(location.file)
        int(location.line)
        int(location.column)
    }

    mutating func diagnostics(_ list: [Diagnostic]) {
        int(list.count)
        for diagnostic in list {
            string(diagnostic.severity.rawValue)
            string(diagnostic.id)
            bool(diagnostic.location != nil)
            if let location = diagnostic.location { self.location(location) }
            string(diagnostic.summary)
            int(diagnostic.notes.count)
            for note in diagnostic.notes {
                bool(note.location != nil)
                if let location = note.location { self.location(location) }
                string(note.message)
            }
        }
    }
}

extension StateReader {
    /// What ``StateWriter/articleRecord(_:)`` wrote, the record's bytes kept with the article.
    mutating func articleRecord() -> StoredArticle? {
        guard let (bytes, read) = framed({ $0.article() }), let offset = int(), offset >= 0,
            read.body != nil || offset == 0
        else { return nil }
        var article = read
        article.body?.searchOffset = offset
        article.record.bytes = bytes
        return article
    }

    mutating func article() -> StoredArticle? {
        guard let digest = string(), let displayPath = string(), let locale = string(), let stamped = bool()
        else { return nil }
        let stamp = stamped ? fileStamp() : nil
        guard !stamped || stamp != nil, let metadata = metadata(), let bodyFirstLine = int(),
            let mentionsMarker = bool(), let problems = diagnostics(), let blocks = list({ $0.fencedBlock() }),
            let hasOutline = bool()
        else { return nil }
        var outline: TutorialOutline?
        if hasOutline {
            guard let file = string(), let line = int(),
                let sections = list({ reader -> TutorialOutline.Section? in
                    guard let title = reader.string(), let line = reader.int() else { return nil }
                    return TutorialOutline.Section(title: title, line: line)
                })
            else { return nil }
            outline = TutorialOutline(file: file, line: line, sections: sections)
        }
        guard let hasBody = bool() else { return nil }
        var body: StoredArticle.Body?
        if hasBody {
            guard let proofs = list({ $0.string() }), let facts = facts(), let count = int(), count >= 0,
                let checked = bool()
            else { return nil }
            body = StoredArticle.Body(proofs: proofs, facts: facts, searchCount: count)
            if checked {
                guard let problems = diagnostics() else { return nil }
                body?.linkProblems = problems
            }
        }
        return StoredArticle(
            digest: digest, displayPath: displayPath, locale: locale, stamp: stamp, metadata: metadata,
            bodyFirstLine: bodyFirstLine, mentionsMarker: mentionsMarker, problems: problems, blocks: blocks,
            outline: outline, body: body)
    }

    mutating func fencedBlock() -> FencedBlock? {
        guard let file = sharedString(), let info = string(), let code = string(), let fenceLine = int(),
            let contentStartLine = int(), let closed = bool(), let closingLine = int(),
            let follows = bool(), let indentation = int()
        else { return nil }
        return infoStrings.block(
            file: file, info: info, code: code, fenceLine: fenceLine, contentStartLine: contentStartLine,
            closingLine: closed ? closingLine : nil, directlyFollowsPrevious: follows, indentation: indentation)
    }

    mutating func facts() -> ConvertedFacts? {
        guard let anchors = list({ $0.string() }),
            let links = list({ reader -> ConvertedFacts.Link? in
                guard let destination = reader.string(), let location = reader.location() else { return nil }
                return ConvertedFacts.Link(destination: destination, location: location)
            }),
            let diagnostics = diagnostics()
        else { return nil }
        return ConvertedFacts(anchors: anchors, links: links, diagnostics: diagnostics, search: [])
    }

    mutating func location() -> SourceLocation? {
        guard let file = sharedString(), let line = int(), let column = int() else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }

    mutating func diagnostics() -> [Diagnostic]? {
        list { reader -> Diagnostic? in
            guard let severity = reader.string().flatMap(Diagnostic.Severity.init(rawValue:)),
                let id = reader.string(), let hasLocation = reader.bool()
            else { return nil }
            let location = hasLocation ? reader.location() : nil
            guard !hasLocation || location != nil, let summary = reader.string(),
                let notes = reader.list({ reader -> Diagnostic.Note? in
                    guard let hasLocation = reader.bool() else { return nil }
                    let location = hasLocation ? reader.location() : nil
                    guard !hasLocation || location != nil, let message = reader.string() else { return nil }
                    return Diagnostic.Note(location: location, message: message)
                })
            else { return nil }
            return Diagnostic(severity, id: id, at: location, summary, notes: notes)
        }
    }
}
