import Foundation
import Testing

/// Every file in `Tests/Corpus` is ordinary SwiftUI code. Each must type-check against
/// GalleyUI through the `SwiftUI` alias, unless its first line reads
/// `// expect-error: <text>`, in which case it must fail with an error containing `<text>`.
@Suite struct CorpusTests {
    static let files: [URL] = {
        let folder = SnippetCompiler.packageRoot.appendingPathComponent("Tests/Corpus")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map {
            folder.appendingPathComponent($0)
        }
    }()

    @Test func corpusIsLargeEnough() {
        #expect(Self.files.count >= 40)
        #expect(Self.files.contains { Self.expectedError(in: $0) != nil })
    }

    @Test(arguments: files)
    func compilesAsSwiftUI(_ file: URL) throws {
        let result = try SnippetCompiler.typecheck(file)
        if let expected = Self.expectedError(in: file) {
            #expect(
                result.status != 0, "\(file.lastPathComponent) compiled but should fail with '\(expected)'")
            #expect(
                result.stderr.contains("error: ") && result.stderr.contains(expected), "\(result.stderr)")
        } else {
            #expect(result.status == 0, "\(file.lastPathComponent):\n\(result.stderr)")
            #expect(
                !result.stderr.contains("warning: "), "\(file.lastPathComponent) warns:\n\(result.stderr)")
        }
    }

    static func expectedError(in file: URL) -> String? {
        guard let text = try? String(contentsOf: file, encoding: .utf8),
            let first = text.split(separator: "\n", maxSplits: 1).first,
            first.hasPrefix("// expect-error: ")
        else { return nil }
        return String(first.dropFirst("// expect-error: ".count))
    }
}
