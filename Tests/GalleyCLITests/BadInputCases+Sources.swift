import Foundation

/// Rows for what an author types: front matter, `site.yml`, fence info strings, encodings.
extension BadInputCase {
    static let a = "Content/en/alpha.md"

    static let frontMatter: [BadInputCase] = [
        alpha(
            "malformed YAML in front matter",
            .fails("yaml.syntax", at: "\(a):2:8", mentioning: "this quote is never closed"),
            "---\ntitle: \"Alpha\nsummary: x\n---\n"),
        alpha(
            "quote left open, closed by the next line's quote",
            .fails("yaml.syntax", at: "\(a):2:8", mentioning: "this quote is not closed on its line"),
            "---\ntitle: \"Alpha\nsummary: \"One line.\"\n---\n"),
        alpha(
            "unclosed front matter", .fails("front-matter.unclosed", at: "\(a):1:1"),
            "---\ntitle: Alpha\n\n# Alpha\n"),
        alpha("no front matter", .fails("front-matter.missing", at: "\(a):1:1"), "# Alpha\n"),
        alpha(
            "front matter that is a list", .fails("front-matter.not-mapping", at: "\(a):1:1"),
            "---\n- title\n- Alpha\n---\n"),
        alpha(
            "non-string title", .fails("front-matter.type", at: "\(a):2:8", mentioning: "title"),
            "---\ntitle: [1, 2]\n---\n"),
        alpha(
            "missing title", .fails("front-matter.missing-key", at: "\(a):2:1", mentioning: "title"),
            "---\nsummary: No title\n---\n"),
        alpha(
            "duplicate key", .fails("yaml.duplicate-key", at: "\(a):3:1", mentioning: "title"),
            "---\ntitle: One\ntitle: Two\n---\n"),
        alpha(
            "date that is not a date",
            .fails("front-matter.type", at: "\(a):3:7", mentioning: "found 'next tuesday'"),
            "---\ntitle: Alpha\ndate: next tuesday\n---\n"),
        alpha(
            "YAML alias (billion laughs)", .fails("yaml.alias", at: "\(a):3:10"),
            "---\ntitle: &a Alpha\nsummary: *a\n---\n"),
        alpha(
            "YAML nested 10,000 deep", .fails("yaml.too-deep", at: "\(a):2:135"),
            "---\ntitle: " + String(repeating: "[", count: 10_000) + "\n---\n"),
        alpha(
            "unknown front-matter key is a warning with a near miss",
            .warns("front-matter.unknown-key", at: "\(a):3:1", mentioning: "did you mean 'summary'?"),
            "---\ntitle: Alpha\nsumary: The first page.\n---\n"),
    ]

    static let c = "Content/site.yml"

    static let siteConfig: [BadInputCase] = [
        BadInputCase("malformed site.yml", .fails("yaml.syntax", at: "\(c):3:3")) {
            try $0.write(c, "title: Test\nlocales: [\n  - code: en\n")
        },
        BadInputCase(
            "site.yml without a title", .fails("config.missing-key", at: "\(c):1:1", mentioning: "title")
        ) {
            try $0.replace("title: Test Site\n", with: "", in: c)
        },
        BadInputCase("site.yml that is a list", .fails("config.not-mapping", at: "\(c):1:1")) {
            try $0.write(c, "- title\n- locales\n")
        },
        BadInputCase(
            "defaultLocale not among the locales",
            .fails("config.default-locale", at: "\(c):3:16", mentioning: "did you mean 'en'?")
        ) { try $0.replace("defaultLocale: en", with: "defaultLocale: em", in: c) },
        BadInputCase("locale listed twice", .fails("config.duplicate-locale", at: "\(c):7:5")) {
            try $0.replace("code: hr", with: "code: en", in: c)
        },
        BadInputCase("locales that are not a list", .fails("config.type", at: "\(c):2:10")) {
            try $0.write(c, "title: Test\nlocales: en\n")
        },
        BadInputCase(
            "a near miss of a config key is an error: the setting would keep its default",
            .fails("config.unknown-key", at: "\(c):2:1", mentioning: "did you mean 'baseURL'?")
        ) { try $0.replace("baseURL:", with: "baseUrl:", in: c) },
        BadInputCase(
            "a misspelled snippets key is an error, not a silent default runtime",
            .fails("config.unknown-key", at: "\(c):10:3", mentioning: "did you mean 'runtime'?")
        ) { try $0.write(c, BadInputProject.siteConfig + "\nsnippets:\n  runtim: none\n") },
        BadInputCase(
            "an unrelated config key is only a warning",
            .warns("config.unknown-key", at: "\(c):2:1", mentioning: "unknown key 'xyzzyplugh'")
        ) { try $0.replace("baseURL:", with: "xyzzyplugh:", in: c) },
        BadInputCase(
            "unknown snippets.sandbox policy in site.yml",
            .fails("config.sandbox", at: "\(c):10:12", mentioning: "did you mean 'required'?")
        ) { try $0.write(c, BadInputProject.siteConfig + "\nsnippets:\n  sandbox: requird\n") },
        BadInputCase(
            "missing site.yml (run from the wrong folder)",
            .failsWithoutLocation("config.no-site", mentioning: "looked for '")
        ) {
            try $0.remove(c)
        },
    ]

    /// Fence info strings are checked by `build --no-verify` too, not only by the verifier.
    static let fenceAttributes: [BadInputCase] = [
        gamma(
            "unknown fence attribute",
            .fails(
                "snippet.unknown-attribute", at: "Content/en/gamma.md:5:10",
                mentioning: "did you mean 'run'?"),
            body: "```swift rnu\nprint(1)\n```\n"),
        gamma(
            "fence attribute given twice",
            .fails("snippet.duplicate-attribute", at: "Content/en/gamma.md:5:18"),
            body: "```swift group=a group=b\nprint(1)\n```\n"),
        gamma(
            "two modes on one fence", .fails("snippet.conflicting-modes", at: "Content/en/gamma.md:5:14"),
            body: "```swift run ignore reason=x\nprint(1)\n```\n"),
        gamma(
            "unterminated quoted value", .fails("snippet.invalid-info", at: "Content/en/gamma.md:5:17"),
            body: "```swift ignore reason=\"unfinished\nprint(1)\n```\n"),
        gamma(
            "negative timeout", .fails("snippet.invalid-value", at: "Content/en/gamma.md:5:14"),
            body: "```swift run timeout=-1\nprint(1)\n```\n"),
        gamma(
            "timeout above the 600 s maximum (1e11 must not trap)",
            .fails(
                "snippet.invalid-value", at: "Content/en/gamma.md:5:14",
                mentioning: "at most 600, not '1e11'; did you mean 'timeout=600'?"),
            body: "```swift run timeout=1e11\nprint(1)\n```\n"),
        gamma(
            "expect on a run block without trap",
            .fails(
                "snippet.misplaced-attribute", at: "Content/en/gamma.md:5:14",
                mentioning: "'expect' needs 'trap' or 'compile-fail': add 'trap'"),
            body: "```swift run expect=\"Index out of range\"\nprint([1][2])\n```\n"),
        gamma(
            "trap on a block that is not run",
            .fails(
                "snippet.misplaced-attribute", at: "Content/en/gamma.md:5:10",
                mentioning: "'trap' applies only to 'run'"),
            body: "```swift trap expect=\"x\"\nprint(1)\n```\n"),
        gamma(
            "code fence never closed",
            .warns("markdown.unclosed-fence", at: "Content/en/gamma.md:7:1", mentioning: "never closed"),
            body: "Intro.\n\n```swift\nprint(1)\n\n## Lost heading\n"),
        gamma(
            "code fence never closed, in a file with Windows line endings",
            .warns("markdown.unclosed-fence", at: "Content/en/gamma.md:7:1", mentioning: "never closed"),
            body: "Intro.\r\n\r\n```swift\r\nprint(1)\r\n\r\n## Lost heading\r\n"),
        BadInputCase(
            "snippet that does not compile under galley build: page not published",
            .fails("snippet.compiler", at: "Content/en/gamma.md:6:14", mentioning: "cannot convert value"),
            arguments: []
        ) {
            try $0.write("Content/en/gamma.md", "---\ntitle: Gamma\n---\n\n```swift\nlet x: Int = \"text\"\n```\n")
        },
        BadInputCase(
            "unknown fence attribute under galley verify",
            .fails("snippet.unknown-attribute", at: "Content/en/gamma.md:5:10"), command: "verify",
            arguments: []
        ) {
            try $0.write("Content/en/gamma.md", "---\ntitle: Gamma\n---\n\n```swift rnu\nprint(1)\n```\n")
        },
        BadInputCase(
            "trap block that exits normally under galley build",
            .fails("snippet.did-not-trap", at: "Content/en/gamma.md:5:1", mentioning: "exited normally"),
            arguments: []
        ) {
            try $0.write(
                "Content/en/gamma.md",
                "---\ntitle: Gamma\n---\n\n```swift run trap expect=\"Index out of range\"\nprint([1, 2][1])\n```\n")
        },
        BadInputCase(
            "trap block whose output block differs from what it printed before the crash",
            .fails("snippet.output-mismatch", at: "Content/en/gamma.md:11:1", mentioning: "output differs"),
            arguments: []
        ) {
            try $0.write(
                "Content/en/gamma.md",
                "---\ntitle: Gamma\n---\n\n```swift run trap expect=\"Index out of range\"\nprint(\"a\")\nprint([1][1])\n```\n\n```output\nb\n```\n"
            )
        },
    ]

    static let encodings: [BadInputCase] = [
        BadInputCase("invalid UTF-8 in an article", .fails("file.invalid-utf8", at: "\(a):7:3")) {
            try $0.write(
                a, Data("---\ntitle: Alpha\n---\n\n# Alpha\n\nca".utf8) + Data([0xE9]) + Data(" va\n".utf8))
        },
        BadInputCase("UTF-16 article", .fails("file.invalid-utf8", at: "\(a):1:1")) {
            try $0.write(
                a, Data([0xFF, 0xFE]) + "---\ntitle: Alpha\n---\n".data(using: .utf16LittleEndian)!)
        },
        BadInputCase("NUL byte in an article", .fails("file.nul-byte", at: "\(a):1:1")) {
            try $0.write(a, "---\ntitle: Alpha\n---\n\nbinary\0data\n")
        },
        BadInputCase("invalid UTF-8 in site.yml", .fails("file.invalid-utf8", at: "\(c):1:8")) {
            try $0.write(c, Data("title: ".utf8) + Data([0xC3, 0x28]) + Data("\n".utf8))
        },
        BadInputCase(
            "byte-order mark and CRLF line ends are fine",
            .succeeds(page: "en/alpha/index.html", containing: ">Alpha</h1>")
        ) {
            let text = "\u{FEFF}---\r\ntitle: Alpha\r\ntranslationKey: alpha\r\n---\r\n\r\n# Alpha\r\n"
            try $0.write(a, text)
        },
    ]
}
