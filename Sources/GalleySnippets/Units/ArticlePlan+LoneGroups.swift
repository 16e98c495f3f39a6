import GalleyCore

extension ArticlePlan {
    /// A group with one block is almost always a misspelt name: the block was meant to join
    /// another group, and compiled alone it fails with "cannot find 'X' in scope", which says
    /// nothing about the group. When another group of the article is a near miss, say so at the
    /// block's fence (a warning, an error under `--strict`).
    static func loneGroups(_ snippets: [Snippet]) -> [Diagnostic] {
        var members: [String: [Snippet]] = [:]
        for snippet in snippets {
            if let group = snippet.spec.group { members[group, default: []].append(snippet) }
        }
        let names = members.keys.sorted()
        return names.compactMap { name -> Diagnostic? in
            guard let lone = members[name], lone.count == 1 else { return nil }
            let others = names.filter { $0 != name && members[$0]!.count > 1 }
            guard let suggestion = NearMiss.suggestion(for: name, among: others) else { return nil }
            return .warning(
                "snippet.lone-group",
                at: SourceLocation(file: lone[0].block.file, line: lone[0].block.fenceLine, column: 1),
                "group '\(name)' has only this block, so it compiles alone; did you mean group '\(suggestion)'"
                    + " (\(members[suggestion]!.count) blocks)?")
        }
    }
}
