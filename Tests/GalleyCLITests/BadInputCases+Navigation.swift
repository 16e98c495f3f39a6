import Foundation

/// Rows for the navigation's own files: a folder's `_section.yml`, read as `site.yml` is, and
/// tags that cannot have a page.
extension BadInputCase {
    static let s = "Content/en/guides/_section.yml"

    static let navigation: [BadInputCase] = [
        BadInputCase(
            "section file with a misspelt key",
            .fails("section.unknown-key", at: "\(s):1:1", mentioning: "did you mean 'title'?")
        ) { try $0.write(s, "titel: Guides\n") },
        BadInputCase(
            "section file whose order is not a number",
            .fails("section.type", at: "\(s):2:8", mentioning: "'order' must be an integer")
        ) { try $0.write(s, "title: Guides\norder: first\n") },
        BadInputCase("section file that is a list", .fails("section.not-mapping", at: "\(s):1:1")) {
            try $0.write(s, "- Guides\n")
        },
        BadInputCase(
            "section file with an unknown key", .warns("section.unknown-key", at: "\(s):2:1", mentioning: "colour")
        ) { try $0.write(s, "title: Guides\ncolour: red\n") },
        BadInputCase(
            "order in the locale's own section file",
            .warns("section.root-order", at: "Content/en/_section.yml:2:8", mentioning: "no effect")
        ) { try $0.write("Content/en/_section.yml", "title: Guides\norder: 2\n") },
        BadInputCase(
            "two spellings of one tag",
            .fails("tags.same-page", at: "Content/en/gamma.md:3:15", mentioning: "/en/tags/swift-ui/")
        ) {
            try $0.write("Content/en/beta-tags.md", "---\ntitle: Tagged\ntags: [Swift UI]\n---\n\nText.\n")
            try $0.write("Content/en/gamma.md", "---\ntitle: Gamma\ntags: [views, swift-ui]\n---\n\nText.\n")
        },
    ]
}
