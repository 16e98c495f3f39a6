import GalleyCombine
import Testing

private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    @Published var count = 0

    init() {
        $query.map { $0.isEmpty ? [] : [$0 + " one", $0 + " two"] }.assign(to: &$results)
        $results.map(\.count).assign(to: &$count)
    }
}

private final class Note: ObservableObject {
    @Published var text = ""
}

/// `@Published` announces a change on `objectWillChange`, then publishes the new value, then
/// stores it; `assign(to:)` writes through the same path.
@Suite struct PublishedTests {
    @Test func subscribersSeeTheNewValueBeforeItIsStored() {
        let note = Note()
        var seen: [String] = []
        let willChange = note.objectWillChange.sink { seen.append("will change, text '\(note.text)'") }
        let values = note.$text.sink { value in seen.append("value '\(value)', stored '\(note.text)'") }
        note.text = "tea"
        #expect(seen == ["value '', stored ''", "will change, text ''", "value 'tea', stored ''"])
        #expect(note.text == "tea")
        _ = (willChange, values)
    }

    @Test func assignToPublishedChainsPipelinesAndAnnouncesEachWrite() {
        let model = SearchModel()
        var announcements = 0
        let willChange = model.objectWillChange.sink { announcements += 1 }
        model.query = "tea"
        #expect(model.results == ["tea one", "tea two"])
        #expect(model.count == 2)
        #expect(announcements == 3)
        model.query = ""
        #expect(model.count == 0)
        _ = willChange
    }

    @Test func objectWillChangeIsOnePublisherPerObject() {
        let model = SearchModel()
        #expect(model.objectWillChange === model.objectWillChange)
        #expect(SearchModel().objectWillChange !== model.objectWillChange)
    }
}
