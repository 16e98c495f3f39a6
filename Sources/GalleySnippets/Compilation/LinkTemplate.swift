import Foundation
import GalleyToolchain

/// The two jobs the `swiftc` driver runs to link objects into an executable, with placeholders
/// to fill in: `swift-autolink-extract`, which lists the libraries the objects ask for, and
/// `clang`, which links; where clang plans it, the linker's own command replaces clang's
/// (`LinkTemplate+Linker.swift`).
///
/// The driver costs a process of its own on the way to the link, and the merged runner's link
/// is on a cold session's critical path. The driver is asked once, with `-###`, off that path
/// (and its answer remembered for later sessions, `LinkTemplate+Memo.swift`); the link then runs
/// its jobs directly.
struct LinkTemplate: Sendable {
    static let input = "__galley_link_input__.o"
    static let output = "__galley_link_output__"

    /// `swift-autolink-extract` with its arguments; the placeholder input stands for the objects.
    let extract: [String]
    /// `clang` with its arguments, reading the extracted list from `list`.
    let link: [String]
    /// The path of the extracted list in the driver's plan, replaced by one of ours.
    let list: String
    /// The memo this template was read from, which a link that fails with it removes, so the
    /// next session asks again rather than failing the same way (a system's C files moved).
    var rememberedIn: URL?

    /// Asks `swiftc` for the jobs of a link with `flags`; `nil` when it plans anything but the
    /// two expected jobs, each naming the placeholders once, so callers use the driver itself.
    /// The list's path in the plan is one the link replaces. The `clang` job becomes the linker
    /// job clang plans for it, where clang answers as expected (``linkerJob(of:list:)``).
    init?(swiftc: String, flags: [String]) {
        let arguments = ["-###", Self.input, "-o", Self.output] + flags
        guard let result = try? ProcessResult.runDriver(executable: swiftc, arguments: arguments), result.status == 0
        else { return nil }
        let jobs = result.stdout.split(separator: "\n").filter { !$0.isEmpty }.map {
            FrontendTemplate.shellWords(String($0))
        }
        guard jobs.count == 2, let extract = jobs[0], let clang = jobs[1],
            let planned = LinkTemplate(extract: extract, link: clang)
        else { return nil }
        self.init(extract: extract, link: Self.linkerJob(of: clang, list: planned.list) ?? clang)
    }

    /// The two jobs, when they are the expected ones: `swift-autolink-extract` writing a list
    /// that `clang` reads, each naming the placeholders once, no Swift source compiled.
    init?(extract: [String], link: [String]) {
        guard extract.first?.hasSuffix("/swift-autolink-extract") == true,
            extract.count(of: Self.input) == 1, let flag = extract.firstIndex(of: "-o"), flag + 1 < extract.count,
            link.count(of: Self.input) == 1, link.count(of: Self.output) == 1,
            link.count(of: "@" + extract[flag + 1]) == 1, !link.contains(where: { $0.hasSuffix(".swift") })
        else { return nil }
        self.extract = extract
        self.link = link
        list = extract[flag + 1]
    }

    /// The two commands (executable first) that link `inputs` into `output`, through the list
    /// of libraries at `list`.
    func commands(inputs: [String], output: String, list: String) -> (extract: [String], link: [String]) {
        func filled(_ words: [String]) -> [String] {
            words.flatMap { word -> [String] in
                switch word {
                case Self.input: inputs
                case Self.output: [output]
                case self.list: [list]
                case "@" + self.list: ["@" + list]
                default: [word]
                }
            }
        }
        return (filled(extract), filled(link))
    }
}

extension Array where Element == String {
    func count(of word: String) -> Int { lazy.filter { $0 == word }.count }
}
