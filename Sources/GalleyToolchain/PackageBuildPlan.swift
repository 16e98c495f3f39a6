import Foundation

/// What SwiftPM's build description (`debug/description.json` in the scratch folder, written by
/// every `swift build`) says about the Swift modules of the whole package graph: each target's
/// module name, sources and objects, and which targets each one depends on, across packages.
///
/// Galley reads it to link the objects of every target a product needs, its package
/// dependencies' targets included, and to fingerprint their sources (a local `path:` dependency
/// lies outside the package's folder).
struct PackageBuildPlan: Sendable {
    struct Module: Sendable, Hashable {
        var name: String
        var sources: [String]
        var objects: [String]
    }

    /// Modules by target name.
    var modules: [String: Module]
    /// Target name → the targets it depends on, in every package of the graph.
    var dependencies: [String: [String]]

    /// Reads `file`; `nil` when it is missing or not in the expected shape.
    init?(contentsOf file: URL) {
        guard let data = try? Data(contentsOf: file),
            let json = try? JSONDecoder().decode(DescriptionJSON.self, from: data)
        else { return nil }
        var modules: [String: Module] = [:]
        for (key, command) in json.swiftCommands {
            guard let name = Self.targetName(key, importPath: command.importPath) else { continue }
            modules[name] = Module(name: command.moduleName, sources: command.sources, objects: command.objects)
        }
        self.modules = modules
        dependencies = json.targetDependencyMap
    }

    /// `C.<target>-<triple>-debug.module` → `<target>`; the triple is the folder above `debug/`.
    static func targetName(_ key: String, importPath: String) -> String? {
        let triple = URL(fileURLWithPath: importPath).deletingLastPathComponent().deletingLastPathComponent()
            .lastPathComponent
        let suffix = "-\(triple)-debug.module"
        guard key.hasPrefix("C."), key.hasSuffix(suffix), key.count > suffix.count + 2 else { return nil }
        return String(key.dropFirst(2).dropLast(suffix.count))
    }

    /// The Swift modules of `targets` and of everything they depend on, transitively, sorted by
    /// name (targets that are not Swift modules, such as C targets, are left out); `nil` when one
    /// of `targets` itself is not in the plan.
    func closure(of targets: [String]) -> [Module]? {
        guard targets.allSatisfy({ modules[$0] != nil }) else { return nil }
        var seen: Set<String> = []
        var pending = targets
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            pending += dependencies[name] ?? []
        }
        return seen.sorted().compactMap { modules[$0] }
    }

    private struct DescriptionJSON: Decodable {
        struct Command: Decodable {
            var moduleName: String
            var importPath: String
            var sources: [String]
            var objects: [String]
        }
        var swiftCommands: [String: Command]
        var targetDependencyMap: [String: [String]]
    }
}
