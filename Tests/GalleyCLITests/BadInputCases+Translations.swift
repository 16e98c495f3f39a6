import Foundation

/// Rows for translators' files: glossaries, a locale without interface strings, and a page that
/// still has placeholders.
extension BadInputCase {
    static let translations: [BadInputCase] = [
        BadInputCase(
            "glossary term without a target term",
            .fails("glossary.missing-key", at: "Content/hr/glossary.yml:3:1", mentioning: "'container' has no 'term'"),
            command: "translations", arguments: []
        ) {
            try $0.write("Content/hr/glossary.yml", "view:\n  term: pogled\ncontainer:\n  avoid: [kontejner]\n")
        },
        BadInputCase(
            "glossary variant that is not words",
            .fails("glossary.bad-variant", at: "Content/hr/glossary.yml:3:11"),
            command: "translations", arguments: []
        ) {
            try $0.write("Content/hr/glossary.yml", "view:\n  term: pogled\n  avoid: [\"pri*kaz\"]\n")
        },
        BadInputCase(
            "locale without interface strings",
            .fails(
                "i18n.missing-file", at: "Templates/i18n/de.yml:1:1", mentioning: "has no interface strings; create ")
        ) {
            try $0.replace(
                "    label: Hrvatski\n", with: "    label: Hrvatski\n  - code: de\n    label: Deutsch\n",
                in: "Content/site.yml")
            try $0.write("Content/de/alpha.md", "---\ntitle: Alpha\ntranslationKey: alpha\n---\n\nText.\n")
        },
        BadInputCase(
            "published page that still has a placeholder",
            .withholds(
                "translation.unfinished", at: "Content/hr/alfa.md:9:1", mentioning: "is not published",
                page: "hr/alfa/index.html")
        ) {
            try $0.replace("# Alfa", with: "# Alfa\n\nTODO(translate): Read Beta next.", in: "Content/hr/alfa.md")
        },
    ]
}
