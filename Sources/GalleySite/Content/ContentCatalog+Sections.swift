import GalleyCore

extension ContentCatalog {
    /// Reads a locale's `_section.yml` files (`files`, relative to the locale folder at
    /// `folder`, shown as `display`), by the folder each one titles.
    static func loadSections(
        _ files: [String], folder: String, display: String, into diagnostics: inout Diagnostics
    ) -> [String: SectionFile] {
        var sections: [String: SectionFile] = [:]
        for file in files {
            let shown = "\(display)/\(file)"
            guard file != SectionFile.name else {
                // The locale's folder is the sidebar itself, which has no title of its own.
                diagnostics.append(
                    .warning(
                        "section.at-root", at: SourceLocation(file: shown, line: 1, column: 1),
                        "'\(SectionFile.name)' titles the folder it is in, and the locale's own folder has no section; move it into a folder of articles, or delete it"
                    ))
                continue
            }
            let sectionFolder = String(file.dropLast(SectionFile.name.count + 1))
            if let section = SectionFile.load(
                path: folder + "/" + file, folder: sectionFolder, displayPath: shown, into: &diagnostics)
            {
                sections[sectionFolder] = section
            }
        }
        return sections
    }
}
