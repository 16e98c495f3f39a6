import Foundation
import GalleyCore
import GalleySite

/// `galley verify`: proves every Swift block with swiftc and reports for people and for CI.
package struct VerifyCommand: Command {
    package static let name = "verify"
    package static let abstract = "Compile, run and check every Swift snippet."
    static let spec = CommandSpec(
        abstract: abstract,
        discussion: """
            Every fenced Swift block is compiled against GalleyUI (and run, for 'swift run'),
            from a content-addressed cache where nothing changed. Failures point at the Markdown
            line. The command keeps going after a failure and exits 1 if anything failed.

            In a Swift package (a folder with Package.swift and no Content/site.yml), it proves
            README.md, every DocC catalog and every snippet of Snippets/ in place, against the
            package's library products, and checks the catalogs' links and @Snippet paths.
            """,
        usage: "galley verify [PATH ...] [options]",
        arguments: [.init(name: "PATH", help: "Markdown files or folders to verify (default: all content)")],
        options: [
            .content,
            .value(
                "package", "DIR", "Verify the package in DIR in place (default: the current folder, when it is one)"),
            .jobs,
            .value("shard", "I/N", "Verify only shard I of N (deterministic split, for CI matrices)"),
            .cacheDirectory, .swiftc, .sandbox,
            .value("format", "FORMAT", "text or json (default: text)"),
            .value("report", "FILE", "Also write a JUnit XML report to FILE"),
            .flag(
                "strict",
                "Treat every warning as an error (as 'strict: true' in site.yml); 'ignore' blocks, which always carry a reason, are allowed"
            ),
            .flag("bless", "Rewrite expected-output blocks from actual output"),
            .flag("no-batch", "Build, check and run every unit alone, as its own program (same verdicts, slower)"),
        ])
    package static var help: String { spec.help }

    var options: BuildOptions
    var paths: [String]
    var action: VerifyAction
    var format: String
    var report: String?
    var strict: Bool
    var bless: Bool
    var batch: Bool
    /// The package verified in place, when the command is run in (or given) one.
    var package: URL?

    package init(arguments: [String]) throws(UsageError) {
        let parsed = try Self.spec.parse(arguments)
        options = try BuildOptions.from(parsed)
        paths = parsed.positionals
        package = try Self.package(parsed, options: &options, paths: &paths)
        format = parsed.value("format") ?? "text"
        guard ["text", "json"].contains(format) else {
            throw UsageError("'--format' must be text or json, not '\(format)'")
        }
        report = parsed.value("report")
        strict = parsed.flag("strict")
        options.strict = strict
        bless = parsed.flag("bless")
        batch = !parsed.flag("no-batch")
        action = VerifyAction(options: options, paths: paths)
        if let shard = parsed.value("shard"), !action.selectShard(shard) {
            throw UsageError("'--shard' must look like 1/4 (shard 1 of 4), not '\(shard)'")
        }
        action.bless = bless
        action.batch = batch
    }

    package func run(console: Console) async -> Int32 {
        if let package { return await run(package: package, console: console) }
        guard let project = options.loadProject(reportingTo: console) else { return 1 }
        let articles = action.articles(of: project)
        if articles.isEmpty && !paths.isEmpty {
            console.error("galley: error: no article matches \(paths.joined(separator: ", "))")
            return 1
        }
        let verification: VerifyOutcome
        var progress: (@Sendable (String) -> Void)?
        if console.isInteractive { progress = { console.writeError("\u{1B}[2K\r" + $0) } }
        do throws(DiagnosticError) {
            verification = try await action.verify(articles, of: project, progress: progress)
        } catch {
            console.report(error.diagnostics)
            if format == "json" {
                console.writeOut(VerifyOutcome.stoppedJSON(error.diagnostics, of: action))
            }
            return 1
        }
        return finish(
            verification, console: console, root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// Prints what `verification` found (diagnostics, then the summary or the JSON report),
    /// writes the JUnit report and the blessings (paths under `root`); the exit status.
    func finish(_ verification: VerifyOutcome, console: Console, root: URL) -> Int32 {
        if console.isInteractive { console.writeError("\u{1B}[2K\r") }
        console.report(verification.diagnostics)
        // Diagnostics went to standard error above; standard output gets the result.
        if format == "json" {
            console.writeOut(verification.json)
        } else {
            console.print(verification.summaryLine)
        }
        if let report {
            do {
                try verification.junit.write(toFile: report, atomically: true, encoding: .utf8)
            } catch {
                console.error("galley: error: cannot write report '\(report)': \(error.localizedDescription)")
                return 1
            }
        }
        if bless && verification.blessingCount > 0 {
            do {
                for line in try verification.applyBlessings(root: root) { console.error(line) }
                console.error("galley: blessed \(verification.blessingCount) expected-output block(s)")
            } catch {
                console.report(error.diagnostics)
                return 1
            }
        }
        return verification.succeeded ? 0 : 1
    }
}
