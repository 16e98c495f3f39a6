import Testing

@testable import GalleySite

/// How a catalog page becomes an article of the package's site: its slug, title, summary and
/// documentation links.
@Suite struct PackageSiteContentTests {
    @Test(arguments: [
        ("GettingStarted", "getting-started"), ("Reliably Testing", "reliably-testing"),
        ("WithMainSerialExecutor", "with-main-serial-executor"), ("Larder", "larder"), ("API2Guide", "api2-guide"),
    ])
    func slugs(_ name: String, _ slug: String) {
        #expect(PackageSite.slug(name) == slug)
    }

    @Test func aSymbolTitleReadsAsTheSymbolsName() {
        #expect(PackageSite.displayTitle("``Larder``") == "Larder")
        #expect(PackageSite.displayTitle("``Larder/Pantry/stock(_:count:)-3d0zm``") == "stock(_:count:)")
        #expect(PackageSite.displayTitle("Getting Started") == "Getting Started")
    }

    @Test func theTitleIsTheFirstHeadingOutsideCode() {
        #expect(PackageSite.title(of: "```swift\n# not a title\n```\n# Cooking\n") == "Cooking")
    }

    @Test func theAbstractIsTheFirstParagraph() {
        var lines = ["", "Keep count of what is", "on the shelves.", "", "## Overview"]
        #expect(PackageSite.takeAbstract(&lines) == "Keep count of what is on the shelves.")
        #expect(lines == ["", "", "## Overview"])
        var heading = ["## Overview", "Text."]
        #expect(PackageSite.takeAbstract(&heading) == nil)
    }

    @Test func documentationLinksLeadToTheArticles() {
        let markdown =
            "Start with <doc:GettingStarted>, or [cook](doc:Cooking).\n```swift\n// <doc:Cooking>\n```\n<doc:Nowhere>"
        let resolved = PackageSite.resolvingDocumentationLinks(
            markdown, slugs: ["GettingStarted": "getting-started", "Cooking": "cooking"],
            titles: ["GettingStarted": "Getting Started", "Cooking": "Cooking"])
        #expect(
            resolved
                == "Start with [Getting Started](getting-started.md), or [cook](cooking.md).\n```swift\n// <doc:Cooking>\n```\n<doc:Nowhere>"
        )
    }
}
