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
            // The locale's own folder is the sidebar itself, untitled; its `_section.yml` names
            // the locale's top-level articles where the index groups them by section.
            let sectionFolder = file == SectionFile.name ? "" : String(file.dropLast(SectionFile.name.count + 1))
            if let section = SectionFile.load(
                path: folder + "/" + file, folder: sectionFolder, displayPath: shown, into: &diagnostics)
            {
                sections[sectionFolder] = section
            }
        }
        return sections
    }
}
