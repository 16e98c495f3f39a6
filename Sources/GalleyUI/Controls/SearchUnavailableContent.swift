/// The parts of the interface `ContentUnavailableView.search` shows. The wording is
/// GalleyUI's own.
nonisolated public struct SearchUnavailableContent {
    /// The label: a magnifying glass and a title.
    nonisolated public struct Label: View {
        let text: String?
        /// A label naming the search.
        public var body: some View {
            GalleyUI.Label(
                text.map { "No results for “\($0)”" } ?? "No results", systemImage: "magnifyingglass")
        }
    }

    /// The description: a suggestion to search again.
    nonisolated public struct Description: View {
        let text: String?
        /// A text suggesting another search.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// The actions: none.
    nonisolated public struct Actions: View {
        /// No actions.
        public var body: some View { EmptyView() }
    }
}
