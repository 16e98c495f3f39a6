/// A representation of a type to display in a share preview: a title, and optionally an
/// image and an icon.
nonisolated public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    /// Creates a preview with a localized title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: Text(titleKey), image: image, icon: icon)
    }

    /// Creates a preview with a title string, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: Text(title), image: image, icon: icon)
    }

    /// Creates a preview with a title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.init(title: title, image: image, icon: icon)
    }
}

extension SharePreview where Image == Never {
    /// Creates a preview with a localized title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }

    /// Creates a preview with a title string and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }

    /// Creates a preview with a title and an icon.
    public init(_ title: Text, icon: Icon) { self.init(title: title, image: nil, icon: icon) }
}

extension SharePreview where Icon == Never {
    /// Creates a preview with a localized title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(title: Text(titleKey), image: image, icon: nil)
    }

    /// Creates a preview with a title string and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title), image: image, icon: nil) }

    /// Creates a preview with a title and an image.
    public init(_ title: Text, image: Image) { self.init(title: title, image: image, icon: nil) }
}

extension SharePreview where Image == Never, Icon == Never {
    /// Creates a preview with a localized title.
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }

    /// Creates a preview with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title), image: nil, icon: nil) }

    /// Creates a preview with a title.
    public init(_ title: Text) { self.init(title: title, image: nil, icon: nil) }
}
