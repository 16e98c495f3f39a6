/// The parts of an explicit `Section`, resolved into subviews by the section itself when
/// its container asks for sections.
struct SectionParts {
    var header: SubviewsCollection
    var content: SubviewsCollection
    var footer: SubviewsCollection
}

extension Evaluator {
    /// Resolves the sections of `base`: each `Section` among its subviews is an explicit
    /// section with the container values set on it; each run of other subviews between them
    /// is an implicit section of content only. There is always at least one section.
    func resolveSections<Base: View>(of base: Base, parent: ViewNode, context: EvaluationContext)
        -> SectionCollection
    {
        var sections: [SectionConfiguration] = []
        var loose: [Subview] = []
        func closeImplicitSection() {
            guard !loose.isEmpty || sections.isEmpty else { return }
            let id = "implicit" + (loose.first.map { $0.id.value } ?? "")
            sections.append(
                SectionConfiguration(
                    id: SectionConfiguration.ID(value: id), containerValues: ContainerValues(),
                    header: SubviewsCollection(subviews: []), content: SubviewsCollection(subviews: loose),
                    footer: SubviewsCollection(subviews: [])))
            loose = []
        }
        for element in resolvingSubviews(of: base, parent: parent, context: context) {
            let (subview, section) = evaluateSubview(element, context: context, capturingSection: true)
            guard let parts = section else {
                loose.append(subview)
                continue
            }
            if !loose.isEmpty { closeImplicitSection() }
            sections.append(
                SectionConfiguration(
                    id: SectionConfiguration.ID(value: element.id), containerValues: subview.containerValues,
                    header: parts.header, content: parts.content, footer: parts.footer))
        }
        if !loose.isEmpty || sections.isEmpty { closeImplicitSection() }
        return SectionCollection(sections: sections)
    }
}
