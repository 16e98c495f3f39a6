extension Tutorial {
    /// One compilation unit per step: the latest version of every file so far, in order of first
    /// appearance, reported by the step's own blocks. Files carried over from earlier steps are
    /// compiled but neither run-checked nor reported again.
    func units() -> [CompilationUnit] {
        steps.indices.map { index in
            let step = steps[index]
            let own = Set(step.files.map(\.block.id))
            let snippets = project(at: index).map { snippet in
                var carried = snippet
                if !own.contains(snippet.block.id) {
                    carried.spec.mode = .check
                    carried.expectedOutput = nil
                }
                return carried
            }
            return CompilationUnit(
                id: "\(outline.file)#step=\(step.section).\(step.number)", kind: step.runs ? .run : .check,
                snippets: snippets, reporting: snippets.indices.filter { own.contains(snippets[$0].block.id) },
                stepName: step.name)
        }
    }
}
