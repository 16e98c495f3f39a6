import Foundation
import GalleyCore
import GalleySite

/// When a source article stopped matching the revision a translation recorded: the moment its
/// translation became stale, which `allowStaleDays` is measured from.
///
/// The answer comes from what actually changed, never from a date an author types: git history
/// when the file is in a repository (the commit that first left the recorded revision, in the
/// newest run of commits that differ from it), and the file's modification time for an edit not
/// committed yet or outside any repository.
package enum SourceChange {
    /// The date `source` first differed from revision `recorded` (12 hex digits), or `nil` when
    /// nothing can tell.
    package static func date(of source: SourceArticle, at url: URL, differingFrom recorded: String) -> Date? {
        let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        let folder = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        guard let log = git(["log", "--format=%H %ct", "--", name], in: folder) else { return modified }
        let commits = log.split(separator: "\n").compactMap { line -> (String, Date)? in
            let parts = line.split(separator: " ")
            guard parts.count == 2, let seconds = TimeInterval(parts[1]) else { return nil }
            return (String(parts[0]), Date(timeIntervalSince1970: seconds))
        }
        // An edit not committed yet happened when the file was last written.
        let uncommitted = git(["diff", "--quiet", "HEAD", "--", name], in: folder) == nil || commits.isEmpty
        var since: Date? = uncommitted ? modified : nil
        for (commit, time) in commits {
            guard let text = git(["show", "\(commit):./\(name)"], in: folder) else { break }
            var ignored = Diagnostics()
            let old = ArticleLoader.parse(
                text, contentPath: source.contentPath, displayPath: source.displayPath, locale: source.locale,
                into: &ignored)
            if let old, SourceRevision(of: old).hash == recorded { return since ?? modified }
            since = time
        }
        return since ?? modified
    }

    /// Standard output of `git args` run in `folder`; `nil` when git fails or is missing.
    static func git(_ arguments: [String], in folder: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
