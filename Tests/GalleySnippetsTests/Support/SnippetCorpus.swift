import GalleyTestSupport

/// A generated corpus for the equivalence tests: articles of units drawn by a seeded generator
/// from a dozen shapes and a small pool of names, so batches meet clashing type names, extension
/// members, `@Entry` keys and private helpers, beside units that would only compile by seeing
/// another unit's declarations, errors only SIL diagnostics find, compile-fail units, groups and
/// runs whose output depends on static state or object lifetimes.
enum SnippetCorpus {
    static let types = ["Card", "Shelf", "Lamp", "Note"]
    /// Members no standard type has, so a unit that uses one without declaring it cannot compile.
    static let members = ["shout", "whisper", "tagged"]

    /// `units` units over `articles` articles, each unit one of the shapes below.
    static func articles(seed: UInt64, units: Int, articles count: Int = 3) -> [String: String] {
        var generator = SplitMix(state: seed)
        var articles: [String: String] = [:]
        for index in 0..<units {
            let path = "Content/en/generated-\(index % count).md"
            let name = types.randomElement(using: &generator)!
            let member = members.randomElement(using: &generator)!
            let number = Int.random(in: 1...99, using: &generator)
            let shape = Int.random(in: 0..<shapes, using: &generator)
            articles[path, default: "# Generated\n\n"] +=
                block(shape, index: index, name: name, member: member, number: number) + "\n"
        }
        return articles
    }

    static let shapes = 14

    static func block(_ shape: Int, index i: Int, name: String, member: String, number n: Int) -> String {
        switch shape {
        case 0: fence("struct \(name) { var \(member) = \(n) }\n_ = \(name)().\(member)")
        case 1: fence("extension String { var \(member): String { self + \"\(n)\" } }")
        case 2: fence("let value\(i) = \"a\".\(member)\n_ = value\(i)")
        case 3:
            fence(
                "struct \(name)\(i): Equatable { var v = \(n) }\n"
                    + "extension \(name)\(i): CustomStringConvertible { var description: String { \"\\(v)\" } }")
        case 4: fence("private func helper() -> Int { \(n) }\n_ = helper()")
        case 5: fence("import SwiftUI\nextension EnvironmentValues {\n    @Entry var \(member)Level: Int = \(n)\n}")
        case 6:
            fence(
                "struct \(name) { nonisolated(unsafe) static var count = \(n) }\n\(name).count += 1\n"
                    + "print(\"\(name)\", \(name).count)", mode: " run")
        case 7: fence("let items = [\(n), \(n + 1)]\nprint(items.map { $0 * 2 }, \"\(name)\")", mode: " run")
        case 8: fence("var total = \(n)\nfunc add(_ x: Int) { total += x }\nadd(2)\nprint(total)", mode: " run")
        case 9: fence("let wrong\(i): Int = \"\(n)\"", mode: " compile-fail expect=\"cannot convert\"")
        case 10:
            fence(
                "final class \(name) {\n    deinit { print(\"freed \(name)\") }\n}\n"
                    + "let kept = \(name)()\ndo { _ = \(name)() }\nprint(\"end \(n)\")", mode: " run")
        case 11: fence("let late\(i): Int\nprint(late\(i))")
        case 12: fence("extension Int { var \(member)ed: Int { self * \(n) } }\nprint(3.\(member)ed)", mode: " run")
        default:
            fence("struct \(name) { var v = \(n) }", mode: " group=g\(i)")
                + fence("_ = \(name)().v", mode: " group=g\(i)")
        }
    }

    static func fence(_ code: String, mode: String = "") -> String {
        "```swift\(mode)\n\(code)\n```\n\n"
    }
}
