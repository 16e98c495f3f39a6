import Foundation
import Testing

/// The bad-input catalogue: one broken project per row, each built with `galley build`.
///
/// Every row starts from a project that builds, builds it, breaks one thing and builds again.
/// A failing row must print its diagnostic at the exact `path:line:col`, exit with status 1
/// and leave the previous `_site/` byte for byte as it was (a row that builds a package gets
/// 90 seconds, as `swift build` on a loaded machine needs). Rows that are valid, however
/// hostile, must build within the deadline; rows that only warn must still publish.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct BadInputTests {
    @Test(arguments: BadInputCase.all)
    func badInputIsReportedAndLeavesTheSiteUntouched(_ row: BadInputCase) async throws {
        let project = try BadInputProject()
        let first = await project.galley()
        try #require(first.status == 0, "the unbroken project must build:\n\(first.stderr)")
        let before = project.outputSnapshot
        try #require(before["en/alpha/index.html"] != nil)
        let verifies = row.command == "verify" || (row.command == "build" && !row.arguments.contains("--no-verify"))
        if verifies {
            // Builds the snippet runtime into the project's cache first: compiling GalleyUI is a
            // one-time cost that the hang guard below is not meant to time.
            let warm = await project.galley("verify", ["--cache-dir", BadInputProject.sharedCache])
            try #require(warm.status == 0, "the unbroken project must verify:\n\(warm.stderr)")
        }

        // Rows that verify share one cache, so the snippet runtime is compiled once for all.
        let verification = verifies ? ["--cache-dir", BadInputProject.sharedCache] : []
        try row.breakProject(project)
        guard
            let run = await withDeadline(
                seconds: row.deadline, { await project.galley(row.command, row.arguments + verification) })
        else {
            Issue.record("'\(row.name)' did not finish within \(row.deadline) seconds")
            return
        }
        let root = project.root.path + "/"
        switch row.outcome {
        case .fails(let id, let location, let mentioning):
            #expect(run.status == 1, "\(run.stderr)")
            let line = run.stderr.split(separator: "\n").first { $0.hasSuffix("[\(id)]") }
            #expect(line?.hasPrefix("\(root)\(location): error: ") == true, "\(run.stderr)")
            if let mentioning { #expect(line?.contains(mentioning) == true, "\(run.stderr)") }
            #expect(project.outputSnapshot == before, "a failed build changed _site/")
        case .failsWithoutLocation(let id, let mentioning):
            #expect(run.status == 1, "\(run.stderr)")
            let line = run.stderr.split(separator: "\n").first { $0.hasSuffix("[\(id)]") }
            #expect(line?.hasPrefix("galley: error: ") == true, "\(run.stderr)")
            #expect(line?.contains(mentioning) == true, "\(run.stderr)")
            #expect(project.outputSnapshot == before, "a failed build changed _site/")
        case .warns(let id, let location, let mentioning):
            #expect(run.status == 0, "\(run.stderr)")
            let line = run.stderr.split(separator: "\n").first { $0.hasSuffix("[\(id)]") }
            #expect(line?.hasPrefix("\(root)\(location): warning: ") == true, "\(run.stderr)")
            #expect(line?.contains(mentioning) == true, "\(run.stderr)")
        case .withholds(let id, let location, let mentioning, let page):
            #expect(run.status == 0, "\(run.stderr)")
            let line = run.stderr.split(separator: "\n").first { $0.hasSuffix("[\(id)]") }
            #expect(line?.hasPrefix("\(root)\(location): warning: ") == true, "\(run.stderr)")
            #expect(line?.contains(mentioning) == true, "\(run.stderr)")
            #expect(before[page] != nil, "\(page) was not published before")
            #expect(project.outputSnapshot[page] == nil, "\(page) is still published")
        case .succeeds(let page, let containing):
            #expect(run.status == 0, "\(run.stderr)")
            let html = try? String(contentsOf: project.output.appendingPathComponent(page), encoding: .utf8)
            #expect(html?.contains(containing) == true, "\(page) does not contain \(containing)")
        case .shows(let page, let text):
            #expect(run.status == 0, "\(run.stderr)")
            let shown = try? String(
                contentsOf: project.output.appendingPathComponent(page), encoding: .utf8)
            #expect(shown?.contains(text) == true, "\(page) does not show \(text)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.root.path)
            .filter { $0.contains(".staging-") || $0.contains(".old-") }
        #expect(leftovers.isEmpty, "staging folders left behind: \(leftovers)")
    }
}

/// One row of the catalogue: how to break a good project and what `galley` must then do.
struct BadInputCase: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        /// Exit 1 with `id` at `location` (relative to the project), `_site/` untouched.
        case fails(String, at: String, mentioning: String? = nil)
        /// Exit 1 with `id` on a `galley: error:` line (a problem no file holds), `_site/` untouched.
        case failsWithoutLocation(String, mentioning: String)
        /// Exit 0 with a warning `id` at `location` whose text contains `mentioning`.
        case warns(String, at: String, mentioning: String)
        /// As ``warns(_:at:mentioning:)``, and `page` (published before) is not published now.
        case withholds(String, at: String, mentioning: String, page: String)
        /// Exit 0 within the deadline, with `page` published and containing `containing`.
        case succeeds(page: String, containing: String)
        /// Exit 0 within the deadline, with `page` published and containing `text`.
        case shows(page: String, text: String)
    }

    var name: String
    var outcome: Outcome
    var command = "build"
    var arguments = ["--no-verify"]
    /// Seconds the broken run may take; rows that run `swift build` on a package need more.
    var deadline: Double = 10
    var breakProject: @Sendable (BadInputProject) throws -> Void

    var testDescription: String { name }

    /// The row's `--cache-dir` option, if it has one, for warming that cache.
    var cacheArguments: [String] {
        guard let index = arguments.firstIndex(of: "--cache-dir"), index + 1 < arguments.count else {
            return []
        }
        return Array(arguments[index...index + 1])
    }

    init(
        _ name: String, _ outcome: Outcome, command: String = "build",
        arguments: [String] = ["--no-verify"],
        _ breakProject: @escaping @Sendable (BadInputProject) throws -> Void
    ) {
        self.name = name
        self.outcome = outcome
        self.command = command
        self.arguments = arguments
        self.breakProject = breakProject
    }

    /// Replaces `Content/en/alpha.md` with `text`.
    static func alpha(_ name: String, _ outcome: Outcome, _ text: String) -> BadInputCase {
        BadInputCase(name, outcome) { try $0.write("Content/en/alpha.md", text) }
    }

    /// Adds `Content/en/gamma.md` with a good front matter and `body` (which starts on line 5).
    static func gamma(_ name: String, _ outcome: Outcome, body: String) -> BadInputCase {
        BadInputCase(name, outcome) {
            try $0.write("Content/en/gamma.md", "---\ntitle: Gamma\n---\n\n" + body)
        }
    }

    static let all: [BadInputCase] =
        frontMatter + siteConfig + fenceAttributes + templates + uiStrings + links + encodings
        + fileSystem
        + publicLinks + pathologicalMarkdown + snippetSettings + translations + tutorials + previews + navigation
}
