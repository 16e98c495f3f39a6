import Testing

@testable import GalleyUI

private struct AccentKey: ContainerValueKey {
    static var defaultValue: String { "plain" }
}

extension ContainerValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// `ForEach(sections:)` and `Group(sections:)`: explicit sections carry their header,
/// content, footer and container values; loose siblings form implicit sections.
@MainActor @Suite struct SectionsTests {
    struct Seen: Equatable {
        var accent: String
        var header: Int
        var content: Int
        var footer: Int
    }

    /// Two explicit sections with a loose view between them, and one after.
    @ViewBuilder static var mixed: some View {
        Section {
            Text("a")
            Text("b")
        } header: {
            Text("First")
        }
        .containerValue(\.accent, "blue")
        Text("loose 1")
        Text("loose 2")
        Section {
            Text("c")
        } footer: {
            Text("note")
            Text("more")
        }
        Text("tail")
    }

    @Test func forEachSectionsSplitsExplicitAndImplicitSections() {
        var seen: [Seen] = []
        let tree = GalleyRuntime.evaluate(
            VStack {
                ForEach(sections: Self.mixed) { section in
                    let _ = seen.append(
                        Seen(
                            accent: section.containerValues.accent, header: section.header.count,
                            content: section.content.count, footer: section.footer.count))
                    VStack {
                        section.header
                        section.content
                    }
                }
            })
        #expect(
            seen == [
                Seen(accent: "blue", header: 1, content: 2, footer: 0),
                Seen(accent: "plain", header: 0, content: 2, footer: 0),
                Seen(accent: "plain", header: 0, content: 1, footer: 2),
                Seen(accent: "plain", header: 0, content: 1, footer: 0),
            ])
        // The placed header and content are the evaluated texts, in order.
        #expect(texts(in: tree) == ["First", "a", "b", "loose 1", "loose 2", "c", "tail"])
    }

    @Test func groupSectionsGivesACollectionWithStableIDs() {
        var ids: [String] = []
        var counts: [Int] = []
        _ = GalleyRuntime.evaluate(
            Group(sections: Self.mixed) { sections in
                let _ = counts.append(sections.count)
                ForEach(sections) { section in
                    let _ = ids.append(section.id.description)
                    section.content
                }
            })
        #expect(counts == [4])
        #expect(Set(ids).count == 4)
    }

    @Test func contentWithoutSectionsIsOneImplicitSection() {
        var counts: [Int] = []
        _ = GalleyRuntime.evaluate(
            Group(sections: EmptyView()) { sections in
                let _ = counts.append(sections.count)
                let _ = counts.append(sections[0].content.count)
            })
        #expect(counts == [1, 0])
    }

    @Test func sectionOutsideASectionsContainerIsAnOrdinarySection() {
        let tree = GalleyRuntime.evaluate(List { Self.mixed })
        #expect(kinds(in: tree).filter { $0 == "Section" }.count == 2)
    }

    private func texts(in view: EvaluatedView) -> [String] {
        (view.kind == "Text" ? [view.detail ?? ""].map { $0.trimmingCharacters(in: ["\""]) } : [])
            + view.children.flatMap(texts)
    }

    private func kinds(in view: EvaluatedView) -> [String] {
        [view.kind] + view.children.flatMap(kinds)
    }
}
