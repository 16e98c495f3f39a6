import Foundation

/// Rows for the rest of a project: templates, interface strings, links, the file system, and
/// Markdown built to hit cmark's known worst cases.
extension BadInputCase {
    static let t = "Templates/article.mustache"

    static let templates: [BadInputCase] = [
        BadInputCase(
            "template with an unclosed section", .fails("template.unclosed-section", at: "\(t):1:1")
        ) {
            try $0.write(t, "{{#open}}\n" + (try $0.read(t)))
        },
        BadInputCase(
            "template closing the wrong section", .fails("template.mismatched-close", at: "\(t):7:1")
        ) {
            try $0.replace("{{/summary}}", with: "{{/summery}}", in: t)
        },
        BadInputCase("template tag never closed", .fails("template.unclosed-tag", at: "\(t):2:4")) {
            try $0.write(t, "<h1>{{title}}</h1>\n<p>{{summary\n")
        },
        BadInputCase(
            "template naming a missing variable",
            .fails("template.missing-variable", at: "\(t):4:5", mentioning: "titel")
        ) { try $0.replace("<h1>{{title}}</h1>", with: "<h1>{{titel}}</h1>", in: t) },
        BadInputCase(
            "template naming a missing partial", .fails("template.missing-partial", at: "\(t):21:1")
        ) {
            try $0.replace("{{> pager}}", with: "{{> pagr}}", in: t)
        },
        // The default theme fills a template the site lacks.
        BadInputCase("template the site lacks", .succeeds(page: "404.html", containing: "Page not found")) {
            try $0.remove("Templates/404.mustache")
        },
        // Found by the templates fuzzer: list sections nested thirty deep multiply without end.
        // Reaching the work limit costs each page about 2 s of CPU in a debug build, so on a
        // shared, loaded machine the row gets 30 s (without the limit it would never end).
        {
            var row = BadInputCase(
                "template nesting list sections thirty deep", .fails("template.work-limit", at: "\(t):29:1")
            ) {
                let opening = String(repeating: "{{#alternates}}\n", count: 30)
                let closing = String(repeating: "{{/alternates}}\n", count: 30)
                try $0.write(t, opening + closing + (try $0.read(t)))
            }
            row.deadline = 30
            return row
        }(),
    ]

    static let h = "Templates/i18n/hr.yml"

    static let uiStrings: [BadInputCase] = [
        BadInputCase(
            "missing UI string key", .fails("i18n.missing-key", at: "\(h):1:1", mentioning: "nav.sponsor")
        ) {
            // A key of the site's own, which no theme file can supply.
            try $0.replace("  home: Home\n", with: "  home: Home\n  sponsor: Our sponsor\n", in: "Templates/i18n/en.yml")
        },
        // A key the site's file lacks and the default theme's has (a theme copied before galley
        // added a string) comes from the theme.
        BadInputCase(
            "UI string key the site's file lacks", .succeeds(page: "hr/alfa/index.html", containing: ">Početna</a>")
        ) {
            try $0.replace("  home: Početna\n", with: "", in: h)
        },
        BadInputCase("malformed UI strings file", .fails("yaml.syntax", at: "\(h):6:1")) {
            try $0.replace("  home: Početna\n", with: "\thome: Početna\n", in: h)
        },
        BadInputCase(
            "UI string with a different placeholder",
            .fails("i18n.placeholder-mismatch", at: "\(h):36:15")
        ) { try $0.replace("{version}", with: "{verzija}", in: h) },
        // A locale neither the site nor the default theme has strings for.
        BadInputCase(
            "missing UI strings file", .fails("i18n.missing-file", at: "Templates/i18n/de.yml:1:1")
        ) {
            try $0.replace(
                "  - code: hr\n", with: "  - code: de\n    label: Deutsch\n  - code: hr\n", in: "Content/site.yml")
        },
        // The default theme's strings fill a locale file the site lacks.
        BadInputCase(
            "UI strings file the site lacks", .succeeds(page: "hr/index.html", containing: "Preskoči na sadržaj")
        ) {
            try $0.remove(h)
        },
    ]

    static let g = "Content/en/gamma.md"

    static let links: [BadInputCase] = [
        gamma(
            "link to a missing page",
            .fails("link.missing-page", at: "\(g):5:5", mentioning: "did you mean 'en/gamma.md'?"),
            body: "See [it](gama.md).\n"),
        gamma(
            "link to a missing anchor",
            .fails("link.missing-anchor", at: "\(g):5:5", mentioning: "did you mean 'details'?"),
            body: "See [it](beta.md#detials).\n"),
        gamma(
            "link to a missing heading on the same page", .fails("link.missing-anchor", at: "\(g):5:1"),
            body: "[Top](#nowhere)\n"),
        gamma(
            "hostile ../../etc/passwd link", .fails("link.outside-content", at: "\(g):5:1"),
            body: "[secrets](../../etc/passwd)\n"),
        gamma(
            "hostile ../../etc/passwd image", .fails("link.outside-content", at: "\(g):6:1"),
            body: "Look:\n![secrets](../../../../etc/passwd)\n"),
        gamma(
            "percent-encoded ../ link", .fails("link.outside-content", at: "\(g):5:1"),
            body: "[secrets](%2E%2E/%2E%2E/etc/passwd)\n"),
        gamma(
            "absolute path outside the site", .fails("link.missing-file", at: "\(g):5:1"),
            body: "[secrets](/etc/passwd)\n"),
        gamma(
            "link to a missing file", .fails("link.missing-file", at: "\(g):5:1"),
            body: "[download](data.zip)\n"),
    ]

    static let fileSystem: [BadInputCase] = [
        BadInputCase(
            "missing locale directory", .fails("content.missing-locale", at: "Content/site.yml:1:1")
        ) {
            try $0.remove("Content/hr")
        },
        BadInputCase(
            "two articles with the same URL",
            .fails("content.duplicate-url", at: "Content/en/alpha.md:1:1")
        ) {
            try $0.write("Content/en/Alpha.md", "---\ntitle: Alpha again\n---\n")
        },
        BadInputCase(
            "two translations claiming one key",
            .fails("translation.conflict", at: "Content/hr/alfa2.md:1:1")
        ) { try $0.write("Content/hr/alfa2.md", "---\ntitle: Alfa 2\ntranslationKey: alpha\n---\n") },
        BadInputCase("a 20 MB Markdown file", .fails("file.too-large", at: "\(g):1:1")) {
            try $0.write(
                g, "---\ntitle: Big\n---\n" + String(repeating: "All work and no play. ", count: 953_000))
        },
        BadInputCase(
            "a folder named like an article", .fails("file.unreadable", at: "Content/en/folder.md:1:1")
        ) {
            try FileManager.default.createDirectory(
                at: $0.url("Content/en/folder.md"), withIntermediateDirectories: true)
        },
    ]

    /// Found by the security tests: `Public/` used to publish symbolic links as they were.
    static let publicLinks: [BadInputCase] = [
        BadInputCase(
            "Public/ link to a file outside", .fails("file.outside-public", at: "Public/passwd:1:1")
        ) {
            try FileManager.default.createSymbolicLink(
                at: $0.url("Public/passwd"), withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
        }
    ]

    /// cmark's known pathological inputs: each is valid Markdown and must build quickly.
    static let pathologicalMarkdown: [BadInputCase] = [
        gamma(
            "50,000 nested brackets", .succeeds(page: "en/gamma/index.html", containing: "[[[[a]]]]"),
            body: String(repeating: "[", count: 50_000) + "a" + String(repeating: "]", count: 50_000)
                + "\n"),
        gamma(
            "50,000 unclosed link openers", .succeeds(page: "en/gamma/index.html", containing: "[a]([a]("),
            body: String(repeating: "[a](", count: 50_000) + "\n"),
        gamma(
            "10,000 nested blockquotes", .succeeds(page: "en/gamma/index.html", containing: "<blockquote>"),
            body: String(repeating: ">", count: 10_000) + " a\n"),
        gamma(
            "5,000 nested lists", .succeeds(page: "en/gamma/index.html", containing: "<li>"),
            body: String(repeating: "- ", count: 5_000) + "a\n"),
        gamma(
            "deeply nested ordered lists", .succeeds(page: "en/gamma/index.html", containing: "<ol>"),
            body: (0..<300).map { String(repeating: "   ", count: $0) + "1. a\n" }.joined()),
        gamma(
            "long emphasis runs *a**a***…",
            .succeeds(page: "en/gamma/index.html", containing: "<em>a<strong>a</strong></em>"),
            body: (1...500).map { String(repeating: "*", count: $0) + "a" }.joined() + "\n"),
        gamma(
            "50,000 unmatched emphasis openers", .succeeds(page: "en/gamma/index.html", containing: "*a _b *a _b"),
            body: String(repeating: "*a _b ", count: 50_000) + "\n"),
        gamma(
            "50,000 backtick runs", .succeeds(page: "en/gamma/index.html", containing: "`x``x```x"),
            body: (1...300).map { String(repeating: "`", count: $0) + "x" }.joined() + "\n"),
        gamma(
            "table with 5,000 columns", .succeeds(page: "en/gamma/index.html", containing: "<td>b</td>"),
            body: String(repeating: "|a", count: 5_000) + "|\n" + String(repeating: "|-", count: 5_000)
                + "|\n"
                + String(repeating: "|b", count: 5_000) + "|\n"),
        gamma(
            "10,000 headings with the same title",
            .succeeds(page: "en/gamma/index.html", containing: "id=\"same-9999\""),
            body: String(repeating: "## Same\n\n", count: 10_000)),
    ]
}
