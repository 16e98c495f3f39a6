// Menu's initialisers that make its label from a title: a localized key or a string,
// optionally with a system image or an image resource, optionally with a primary action.

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu with a primary action that generates its label from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// Creates a menu with a primary action that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == GalleyUI.Label<Text, Image> {
    /// Creates a menu with a label from a localized string key and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { GalleyUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu with a label from a string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { GalleyUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a menu with a label from a localized string key and an image resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { GalleyUI.Label(titleKey, image: image) }
    }

    /// Creates a menu with a label from a string and an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { GalleyUI.Label(title, image: image) }
    }

    /// Creates a menu with a primary action and a label from a localized string key and a
    /// system image.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { GalleyUI.Label(titleKey, systemImage: systemImage) },
            primaryAction: primaryAction)
    }

    /// Creates a menu with a primary action and a label from a string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { GalleyUI.Label(title, systemImage: systemImage) },
            primaryAction: primaryAction)
    }
}
