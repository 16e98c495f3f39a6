import Foundation
import GalleyCore
import GalleyTestSupport
import Testing

@testable import GalleyTemplates

/// Runs the official Mustache spec (the non-optional modules) in `.spec` mode.
///
/// The spec files live in the shared folder beside the repository, which a plain clone does not
/// have; the test is skipped with a message then.
@Suite struct MustacheSpecTests {
    static let modules = [
        "interpolation", "sections", "inverted", "partials", "comments", "delimiters",
    ]

    static let specDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/spec-tests/mustache").standardizedFileURL

    static var specIsPresent: Bool {
        FileManager.default.fileExists(
            atPath: specDirectory.appendingPathComponent("sections.json").path)
    }

    struct SpecFile: Decodable {
        var tests: [SpecCase]
    }

    struct SpecCase: Decodable {
        var name: String
        var data: JSON
        var template: String
        var partials: [String: String]?
        var expected: String
    }

    @Test(
        CIRequirement.enabled(
            if: specIsPresent,
            "Mustache spec files not found at ../shared/spec-tests/mustache (only present in the development checkout)"
        ))
    func allSpecTestsPass() throws {
        try CIRequirement.require(Self.specIsPresent, "the Mustache spec is missing at \(Self.specDirectory.path)")
        var passed = 0
        var total = 0
        for module in Self.modules {
            let data = try Data(contentsOf: Self.specDirectory.appendingPathComponent("\(module).json"))
            let file = try JSONDecoder().decode(SpecFile.self, from: data)
            for test in file.tests {
                total += 1
                do {
                    var partials: [String: Template] = [:]
                    for (name, source) in test.partials ?? [:] {
                        partials[name] = try Template(source: source, path: name)
                    }
                    let template = try Template(source: test.template, path: "\(module).json")
                    let output = try template.render(test.data.templateValue, partials: partials, mode: .spec)
                    if output == test.expected {
                        passed += 1
                    } else {
                        Issue.record(
                            "\(module) – \(test.name): expected \(test.expected.debugDescription), got \(output.debugDescription)"
                        )
                    }
                } catch {
                    Issue.record("\(module) – \(test.name): \(error)")
                }
            }
        }
        print("Mustache spec: \(passed)/\(total) passed")
        #expect(total == 136)
        #expect(passed == total)
    }
}

/// JSON as the spec files write it, decoded with Foundation and converted to template values.
enum JSON: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([JSON].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }

    var templateValue: TemplateValue {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let items): .list(items.map(\.templateValue))
        case .object(let members): .object(members.mapValues(\.templateValue))
        }
    }
}
