/// The default label of a share link: a share symbol with a title.
nonisolated public struct DefaultShareLinkLabel: View {
    let title: Text
    /// The label's body: a label with the title and a share symbol.
    public var body: some View {
        Label(title: { title }, icon: { Image(systemName: "square.and.arrow.up") })
    }
}
