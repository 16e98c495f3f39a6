import GalleyCore
import Testing

@testable import GalleyMarkdown

@Suite struct HTMLRendererTests {
    func render(_ source: String, _ options: HTMLRenderer.Options = .init()) -> RenderedDocument {
        MarkdownDocument(parsing: source, file: "page.md").render(options: options)
    }

    @Test func headingsGetSlugIDs() {
        #expect(render("## Čvor đurđice\n").html == "<h2 id=\"cvor-durdice\">Čvor đurđice</h2>\n")
        #expect(render("## Čvor\n", .init(headingIDs: false)).html == "<h2>Čvor</h2>\n")
    }

    @Test func repeatedHeadingsGetNumberedIDs() {
        let page = render("# Setup\n## Setup\n## Setup\n## Setup 1\n## `Setup`\n### !!!\n")
        #expect(
            page.headings.map(\.id) == ["setup", "setup-1", "setup-2", "setup-1-1", "setup-3", "section"])
    }

    @Test func headingAnchorLinksToTheHeading() {
        let options = HTMLRenderer.Options(headingAnchor: .init(label: "Link to this section"))
        #expect(
            render("## Use *it*\n", options).html
                == "<h2 id=\"use-it\">Use <em>it</em><a class=\"anchor\" href=\"#use-it\" aria-label=\"Link to this section\">#</a></h2>\n"
        )
    }

    @Test func tableOfContentsHasLevelsTwoAndThree() {
        let page = render("# Page\n## First `step`\n### Detail\n#### Deep\n## Second\n")
        #expect(
            page.tableOfContents == [
                TOCEntry(level: 2, title: "First step", id: "first-step"),
                TOCEntry(level: 3, title: "Detail", id: "detail"),
                TOCEntry(level: 2, title: "Second", id: "second"),
            ])
        #expect(page.headings.map(\.level) == [1, 2, 3, 4, 2])
    }

    @Test func rawHTMLIsEscapedByDefaultWithAWarning() {
        let page = render("<div onclick=\"x()\">hi</div>\n\nText <b>bold</b>.\n")
        #expect(
            page.html
                == "<pre class=\"raw-html\"><code>&lt;div onclick=&quot;x()&quot;&gt;hi&lt;/div&gt;\n</code></pre>\n"
                + "<p>Text &lt;b&gt;bold&lt;/b&gt;.</p>\n")
        #expect(page.diagnostics.map(\.id) == Array(repeating: "markdown.raw-html-escaped", count: 3))
        #expect(page.diagnostics.map { $0.location?.line } == [1, 3, 3])
    }

    @Test func tagFilterEscapesOnlyDisallowedTags() {
        let options = HTMLRenderer.Options(rawHTML: .allowWithTagFilter)
        #expect(
            render("<div><script>x()</script></div>\n\nA <b>b</b> <iframe src=x> <TEXTAREA/>\n", options)
                .html
                == "<div>&lt;script>x()&lt;/script></div>\n<p>A <b>b</b> &lt;iframe src=x> &lt;TEXTAREA/></p>\n"
        )
        #expect(render("<b>ok</b>\n", options).diagnostics.isEmpty)
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "vbscript:x", "file:///etc/passwd",
        "data:text/html,x", "JAVASCRIPT:x", "VbScript:x", "FILE:x", "DATA:text/html,x", "dAtA:image/svg+xml,x",
    ])
    func dangerousLinksLoseTheirDestination(url: String) {
        #expect(render("[x](\(url))\n").html == "<p><a href=\"\">x</a></p>\n")
        #expect(!render("[x](\(url))\n", .init(rawHTML: .allowUnfiltered)).html.contains("href=\"\""))
    }

    @Test func rasterDataImagesAreKept() {
        #expect(
            render("![x](data:image/png;base64,AAAA)\n").html.contains(
                "src=\"data:image/png;base64,AAAA\""))
        #expect(render("![x](DATA:Image/WebP;base64,AAAA)\n").html.contains("src=\"DATA:Image/WebP;base64,AAAA\""))
    }

    @Test(arguments: ["https://example.com", "#javascript:", "./file:x", "jav ascript:x", "datа:x", "j", ""])
    func otherLinksKeepTheirDestination(url: String) {
        #expect(!render("[x](<\(url)>)\n").html.contains("href=\"\"") || url.isEmpty)
    }

    @Test func codeBlockHookReplacesTheDefaultRendering() {
        let options = HTMLRenderer.Options(codeBlock: { context in
            context.language == "swift"
                ? Array("<div class=\"snippet\" data-index=\"\(context.index)\"></div>".utf8) : nil
        })
        let page = render(
            "```swift\nlet a = 1\n```\n\n```sh\nls <dir>\n```\n\n```swift\n```\n", options)
        #expect(
            page.html
                == "<div class=\"snippet\" data-index=\"0\"></div>\n"
                + "<pre><code class=\"language-sh\">ls &lt;dir&gt;\n</code></pre>\n"
                + "<div class=\"snippet\" data-index=\"2\"></div>\n")
    }

    @Test func linkAndImageHooksRewriteDestinations() {
        let options = HTMLRenderer.Options(
            linkDestination: { destination, range in
                destination.replacingOccurrences(of: ".md", with: ".html")
                    + "?line=\(range.lowerBound.line)"
            },
            imageSource: { source, _ in "/assets/" + source })
        #expect(
            render("See [next](next.md#part) and ![a \"cat\"](cat.png \"Cat\").\n", options).html
                == "<p>See <a href=\"next.html#part?line=1\">next</a> and "
                + "<img src=\"/assets/cat.png\" alt=\"a &quot;cat&quot;\" title=\"Cat\" />.</p>\n")
    }

    @Test func sectionsSplitPlainTextAtHeadings() {
        let page = render(
            "Intro *text*\nhere.\n\n## Install `it`\n\n- one\n- two\n\n```\ncode  block\n```\n\n## Empty\n"
        )
        #expect(
            page.sections == [
                Section(headingID: nil, title: "", text: "Intro text here."),
                Section(headingID: "install-it", title: "Install it", text: "one two code block"),
                Section(headingID: "empty", title: "Empty", text: ""),
            ])
    }
}
