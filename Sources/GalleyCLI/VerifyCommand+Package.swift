import Foundation
import GalleyCore
import GalleySite

extension VerifyCommand {
    /// The package to verify in place: `--package DIR`, else the current folder when it holds
    /// `Package.swift` and no site (and `--content` names none). Its cache defaults to its own
    /// `.galley-cache/`, and `paths` become relative to it.
    static func package(
        _ parsed: ParsedArguments, options: inout BuildOptions, paths: inout [String]
    ) throws(UsageError) -> URL? {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let named = parsed.value("package").map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
        if named != nil, parsed.value("content") != nil {
            throw UsageError("'--package' verifies a package in place and '--content' a site; give one of them")
        }
        guard parsed.value("content") == nil, let root = named ?? (PackageDocs.isPackage(cwd) ? cwd : nil) else {
            return nil
        }
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw UsageError("'--package': no Package.swift in '\(parsed.value("package") ?? root.path)'")
        }
        options.root = root
        if parsed.value("cache-dir") == nil { options.cacheDirectory = root.appendingPathComponent(".galley-cache") }
        let prefix = root.standardizedFileURL.path + "/"
        paths = try paths.map { path throws(UsageError) in
            let absolute = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL.path
            if absolute + "/" == prefix { return "" }
            guard absolute.hasPrefix(prefix) else {
                throw UsageError("'\(path)' is not inside the package at '\(root.path)'")
            }
            return String(absolute.dropFirst(prefix.count))
        }.filter { !$0.isEmpty }
        return root
    }

    /// Verifies the package at `root` in place.
    func run(package root: URL, console: Console) async -> Int32 {
        var diagnostics = Diagnostics()
        let loaded = PackageDocs.load(root: root, paths: paths, into: &diagnostics)
        if strict || loaded?.config.strict == true { diagnostics = diagnostics.strictened }
        guard let docs = loaded, !diagnostics.hasErrors else {
            console.report(diagnostics)
            if format == "json" { console.writeOut(VerifyOutcome.stoppedJSON(diagnostics.all, of: action)) }
            return 1
        }
        console.report(diagnostics)
        if docs.isEmpty {
            console.error(
                "galley: error: nothing to verify in \(root.path): no README.md, no DocC catalog (*.docc) and no Snippets/"
                    + (paths.isEmpty ? "" : " among \(paths.joined(separator: ", "))"))
            return 1
        }
        var progress: (@Sendable (String) -> Void)?
        if console.isInteractive { progress = { console.writeError("\u{1B}[2K\r" + $0) } }
        let verification: VerifyOutcome
        do throws(DiagnosticError) {
            verification = try await action.verify(package: docs, progress: progress)
        } catch {
            console.report(error.diagnostics)
            if format == "json" { console.writeOut(VerifyOutcome.stoppedJSON(error.diagnostics, of: action)) }
            return 1
        }
        let status = finish(verification, console: console, root: root)
        if let hint = Self.gitignoreHint(root: root, cache: options.cacheDirectory) { console.error(hint) }
        return status
    }

    /// A note when the cache is inside the package and `.gitignore` does not name it.
    static func gitignoreHint(root: URL, cache: URL) -> String? {
        let prefix = root.standardizedFileURL.path + "/"
        let path = cache.standardizedFileURL.path
        guard path.hasPrefix(prefix) else { return nil }
        let folder = String(path.dropFirst(prefix.count))
        let ignored = (try? String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8)) ?? ""
        let lines = ignored.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !lines.contains(where: { [folder, folder + "/", "/" + folder, "/" + folder + "/"].contains($0) }) else {
            return nil
        }
        return "galley: note: the verification cache is in \(folder)/; add '\(folder)/' to .gitignore"
    }
}
