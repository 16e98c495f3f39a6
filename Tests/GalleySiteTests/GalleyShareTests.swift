import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// Where the binary finds its runtime sources and default theme: `GALLEY_SHARE`, a checkout
/// holding the site, `../share/galley` beside the executable's real path, and an error that says
/// what was looked for, where, and how to fix it.
@Suite struct GalleyShareTests {
    final class Folders: Sendable {
        let root: URL
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "galley-share-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: root) }

        func url(_ path: String) -> URL { root.appendingPathComponent(path) }

        /// A folder with the two files that mark Galley's share folder.
        func share(at path: String) throws -> URL {
            let folder = url(path)
            for file in ["Sources/GalleyUI/View.swift", "Templates/layout.mustache"] {
                let target = folder.appendingPathComponent(file)
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data().write(to: target)
            }
            return folder
        }

        func folder(_ path: String) throws -> URL {
            try FileManager.default.createDirectory(at: url(path), withIntermediateDirectories: true)
            return url(path)
        }
    }

    @Test func anInstalledBinaryFindsShareGalleyBesideItsRealPath() throws {
        let folders = try Folders()
        let share = try folders.share(at: "prefix/share/galley")
        let binary = try folders.folder("prefix/bin").appendingPathComponent("galley")
        // Run through a symbolic link elsewhere: the real path decides.
        let link = try folders.folder("elsewhere/bin").appendingPathComponent("galley")
        try Data().write(to: binary)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: binary)
        let site = try folders.folder("site")
        let found = try GalleyShare.locate(
            near: site, environment: [:], executable: link.resolvingSymlinksInPath())
        #expect(found.root.path == share.standardizedFileURL.path)
    }

    @Test func theEnvironmentOverrideWinsAndIsChecked() throws {
        let folders = try Folders()
        let installed = try folders.share(at: "prefix/share/galley")
        let chosen = try folders.share(at: "custom")
        let executable = folders.url("prefix/bin/galley")
        let site = try folders.folder("site")
        let found = try GalleyShare.locate(
            near: site, environment: ["GALLEY_SHARE": chosen.path], executable: executable)
        #expect(found.root.path == chosen.standardizedFileURL.path)
        #expect(found.root.path != installed.standardizedFileURL.path)
        let empty = try folders.folder("empty")
        #expect {
            try GalleyShare.locate(near: site, environment: ["GALLEY_SHARE": empty.path], executable: executable)
        } throws: { error in
            let summary = (error as? DiagnosticError)?.diagnostics.first?.summary ?? ""
            return summary.contains("GALLEY_SHARE='\(empty.path)' does not hold Galley's files")
        }
    }

    @Test func nothingFoundSaysWhereItLookedAndHowToFixIt() throws {
        let folders = try Folders()
        let executable = try folders.folder("alone/bin").appendingPathComponent("galley")
        let site = try folders.folder("site")
        #expect {
            try GalleyShare.locate(near: site, environment: [:], executable: executable)
        } throws: { error in
            guard let diagnostic = (error as? DiagnosticError)?.diagnostics.first else { return false }
            return diagnostic.id == "share.not-found"
                && diagnostic.summary.contains(
                    "looked in \(folders.url("alone/share/galley").standardizedFileURL.path)")
                && diagnostic.summary.contains("make install PREFIX=")
                && diagnostic.summary.contains("GALLEY_SHARE")
        }
    }

    @Test func aSiteInsideACheckoutUsesTheCheckoutsFiles() throws {
        let folders = try Folders()
        _ = try folders.share(at: "prefix/share/galley")
        let checkout = try folders.share(at: "checkout")
        let site = try folders.folder("checkout/Docs")
        let found = try GalleyShare.locate(
            near: site, environment: [:], executable: folders.url("prefix/bin/galley"))
        #expect(found.root.path == checkout.standardizedFileURL.path)
    }
}
