import GalleyTemplates

extension NavigationTree {
    /// The sidebar template's `entries[]`: every entry with the same keys, so a lookup inside
    /// the recursive `sidebar-entry` partial never falls through to an enclosing entry's.
    /// Sections holding the folder `open` (and the folders above it) are open.
    ///
    /// `link` turns a URL path into the page's link (the site's base path before it);
    /// `fallbackLabel` marks an untranslated article's entry ("In English").
    func templateEntries(open: String?, link: (String) -> String, fallbackLabel: String) -> TemplateValue {
        func isOpen(_ folder: String) -> Bool {
            guard let open else { return false }
            return open == folder || open.hasPrefix(folder + "/")
        }
        func values(_ entries: [Entry]) -> TemplateValue {
            .list(
                entries.map { entry in
                    switch entry {
                    case .page(let page):
                        let isFallback = page.contentLocale != locale
                        return [
                            "isSection": .bool(false), "title": .string(page.title), "url": .string(link(page.url)),
                            "open": .bool(false), "entries": .list([]), "isFallback": .bool(isFallback),
                            "contentLang": .string(page.contentLocale),
                            "fallbackLabel": .string(isFallback ? fallbackLabel : ""),
                        ]
                    case .section(let section):
                        return [
                            "isSection": .bool(true), "title": .string(section.title), "url": .string(""),
                            "open": .bool(isOpen(section.folder)), "entries": values(section.entries),
                            "isFallback": .bool(false), "contentLang": .string(locale), "fallbackLabel": .string(""),
                        ]
                    }
                })
        }
        return values(entries)
    }
}
