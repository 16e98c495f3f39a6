// The first release's section initializers, deprecated by Apple but common in real code: the
// header and footer are views passed as values, the content a builder.

extension Section {
    /// Creates a section with a header, a footer and the provided content.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and the provided content.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and the provided content.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}
