import Foundation
import Testing

/// Every file in `Tests/Corpus` is ordinary SwiftUI code. Each must type-check against
/// GalleyUI through the `SwiftUI` alias, in Swift 5 and in Swift 6 language mode, without
/// warnings (a file whose first line starts `// Swift 6 only` is checked in Swift 6 mode
/// only), unless its first line reads `// expect-error: <text>`, in which case it must
/// fail with an error containing `<text>`.
///
/// Files that compile are type-checked in batches (see `CorpusBatches`); a batch that fails
/// is compiled again file by file, so the report names the failing file.
@Suite struct CorpusTests {
    static let files: [URL] = {
        let folder = SnippetCompiler.packageRoot.appendingPathComponent("Tests/Corpus")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map {
            folder.appendingPathComponent($0)
        }
    }()

    static let failing = files.filter { expectedError(in: $0) != nil }
    static let compiling = files.filter { expectedError(in: $0) == nil }

    @Test func corpusIsLargeEnough() {
        #expect(Self.files.count >= 150)
        #expect(!Self.failing.isEmpty)
        print("GalleyUI corpus: \(Self.compiling.count) files compile, \(Self.failing.count) must fail")
    }

    @Test(arguments: failing)
    func failsAsExpected(_ file: URL) throws {
        let expected = try #require(Self.expectedError(in: file))
        let result = try SnippetCompiler.typecheck([file], swiftVersion: "6")
        #expect(result.status != 0, "\(file.lastPathComponent) compiled but should fail with '\(expected)'")
        #expect(result.stderr.contains("error: ") && result.stderr.contains(expected), "\(result.stderr)")
    }

    @Test(arguments: ["5", "6"])
    func compilesAsSwiftUI(swiftVersion: String) throws {
        let files = Self.compiling.filter { file in
            swiftVersion != "5"
                || !((try? String(contentsOf: file, encoding: .utf8))?.hasPrefix("// Swift 6 only") ?? false)
        }
        let started = ContinuousClock.now
        let plan = CorpusBatches.plan(files)
        var single = plan.standalone
        for batch in plan.batches {
            let result = try SnippetCompiler.typecheck(batch, swiftVersion: swiftVersion)
            if result.status != 0 || result.stderr.contains("warning: ") {
                // Not a failure yet: the files are checked alone below. Say why, since a
                // batch that falls back costs its files a second compilation.
                let first = result.stderr.split(separator: "\n").first {
                    $0.contains(": error: ") || $0.contains(": warning: ")
                }
                print(
                    "GalleyUI corpus, Swift \(swiftVersion): a batch of \(batch.count) files is checked file by file: \(first ?? "")"
                )
                single += batch
            }
        }
        let batched = ContinuousClock.now - started
        defer {
            print(
                "GalleyUI corpus, Swift \(swiftVersion): \(files.count) files, \(plan.batches.count) batches "
                    + "(\(batched)), \(single.count) alone (\(ContinuousClock.now - started - batched))")
        }
        for file in single {
            let result = try SnippetCompiler.typecheck([file], swiftVersion: swiftVersion)
            #expect(
                result.status == 0, "\(file.lastPathComponent) (Swift \(swiftVersion)):\n\(result.stderr)")
            #expect(
                !result.stderr.contains("warning: "),
                "\(file.lastPathComponent) warns (Swift \(swiftVersion)):\n\(result.stderr)")
        }
    }

    @Test func batchesKeepClashingNamesApart() {
        let plan = CorpusBatches.plan(Self.compiling)
        #expect(plan.batches.count <= 8, "too many batches: \(plan.batches.count)")
        #expect(
            CorpusBatches.declaredNames("struct A: View {}\nprivate struct B {}\n@main\nstruct C: App {}")
                == ["A", "C", "@main"])
        // A file declaring `Settings` never shares a batch with one using SwiftUI's `Settings`.
        let folder = SnippetCompiler.packageRoot.appendingPathComponent("Tests/Corpus")
        let shadowing = CorpusBatches.plan([
            folder.appendingPathComponent("EntryEnvironmentInferred.swift"),
            folder.appendingPathComponent("AppWithCommands.swift"),
        ])
        #expect(shadowing.batches.count == 2)
        #expect(CorpusBatches.hasTopLevelStatements("GalleyRuntime.run(ContentView())"))
        #expect(!CorpusBatches.hasTopLevelStatements("let shared = Model()\nstruct V {}"))
    }

    static func expectedError(in file: URL) -> String? {
        guard let text = try? String(contentsOf: file, encoding: .utf8),
            let first = text.split(separator: "\n", maxSplits: 1).first,
            first.hasPrefix("// expect-error: ")
        else { return nil }
        return String(first.dropFirst("// expect-error: ".count))
    }
}
