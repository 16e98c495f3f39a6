/// Specifies the contents of a section: its header, content and footer, each a collection
/// of subviews, and the container values set on it.
///
/// A configuration stands either for an explicit `Section` or for a run of sibling views
/// that no section wraps (an implicit section, whose container values are empty).
nonisolated public struct SectionConfiguration: Identifiable {
    /// A type-erased identifier for a section.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let value: String
        /// The section's position, e.g. `.1`, or `implicit.0` for an implicit section.
        public var description: String { value }
    }

    /// A unique identifier representing the section.
    public let id: ID
    /// The container values associated with the section; empty for an implicit section.
    public let containerValues: ContainerValues
    /// The contents of the section header.
    public let header: SubviewsCollection
    /// The contents of the section body.
    public let content: SubviewsCollection
    /// The contents of the section footer.
    public let footer: SubviewsCollection
}

/// An opaque collection representing the sections of a view. Content that no `Section`
/// wraps is grouped with its siblings into implicit sections, so there is at least one.
nonisolated public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    /// The position of the first section.
    public var startIndex: Int { sections.startIndex }
    /// The position one past the last section.
    public var endIndex: Int { sections.endIndex }
    /// The section at `position`.
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// The data of a `ForEach(sections:content:)`: the sections it resolves when evaluated.
nonisolated public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    /// The position of the first section. The collection is empty: `ForEach` resolves the
    /// sections while it is evaluated.
    public var startIndex: Int { 0 }
    /// The position one past the last section.
    public var endIndex: Int { 0 }
    /// The section at `position`.
    public subscript(position: Int) -> SectionConfiguration {
        preconditionFailure("index \(position) out of range")
    }
}

extension ForEach {
    /// Creates an instance that uniquely identifies and creates views across updates based
    /// on the sections of a given view.
    @MainActor public init<V: View>(
        sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content
    )
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        let source = SubviewSource { evaluator, prefix in
            [
                SubviewElement(id: prefix + ".sections") { evaluator, parent, context in
                    let node = evaluator.makeNode("ForEach(sections:)", parent: parent, context: context)
                    let inner = context.insideContainer(node)
                    for section in evaluator.resolveSections(of: view, parent: node, context: inner) {
                        evaluator.evaluate(content(section), parent: node, context: inner.at("[\(section.id)]"))
                    }
                }
            ]
        }
        self.init(data: ForEachSectionCollection(), id: { $0.id }, content: content, subviews: source)
    }
}

extension Group {
    /// Constructs a group from the sections of the given view, transformed by `transform`.
    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.init(content: GroupSectionsOfContent(base: view, transform: transform))
    }
}

/// The content of a `Group(sections:transform:)`.
nonisolated public struct GroupSectionsOfContent<Base: View, Result: View>: View {
    let base: Base
    let transform: (SectionCollection) -> Result
    /// It has no body; the evaluator resolves the sections and applies the transform.
    public var body: Never { primitiveBody(Self.self) }
}

extension GroupSectionsOfContent: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("Group(sections:)", parent: parent, context: context)
        let inner = context.insideContainer(node)
        let sections = evaluator.resolveSections(of: base, parent: node, context: inner)
        evaluator.evaluate(transform(sections), parent: node, context: inner.at(".transform"))
    }
}
