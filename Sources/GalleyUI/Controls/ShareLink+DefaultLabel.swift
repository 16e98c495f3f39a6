import Foundation

// ShareLink's initialisers with the default label (a share symbol and a title), for items
// with previews, and for URLs and strings, which need none.

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Creates a share link for a collection of items, with a preview for each, with the default title.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(
            items: items, subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(verbatim: "Share")))
    }

    /// Creates a share link for one item, with a preview, with the default title.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(verbatim: "Share")))
    }

    /// Creates a share link for a collection of items, with a preview for each, with a localized title.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates a share link for one item, with a preview, with a localized title.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates a share link for a collection of items, with a preview for each, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates a share link for one item, with a preview, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates a share link for a collection of items, with a preview for each, with a title.
    public init(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }

    /// Creates a share link for one item, with a preview, with a title.
    public init<I: Transferable>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL, Label == DefaultShareLinkLabel {
    /// Creates a share link for a collection of URLs, with the default title.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(
            items: items, subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(verbatim: "Share")))
    }

    /// Creates a share link for one URL, with the default title.
    public init(item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(verbatim: "Share")))
    }

    /// Creates a share link for a collection of URLs, with a localized title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates a share link for one URL, with a localized title.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates a share link for a collection of URLs, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates a share link for one URL, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates a share link for a collection of URLs, with a title.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }

    /// Creates a share link for one URL, with a title.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Data.Element == String, Label == DefaultShareLinkLabel {
    /// Creates a share link for a collection of strings, with the default title.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(
            items: items, subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(verbatim: "Share")))
    }

    /// Creates a share link for one String, with the default title.
    public init(item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(verbatim: "Share")))
    }

    /// Creates a share link for a collection of strings, with a localized title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates a share link for one String, with a localized title.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates a share link for a collection of strings, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates a share link for one String, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates a share link for a collection of strings, with a title.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }

    /// Creates a share link for one String, with a title.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: title))
    }
}
