// Toggle's initialisers that make its label from a title: a localized key or a string,
// optionally with a system image or an image resource, over one binding or several sources.

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// Creates a toggle over a collection of values that generates its label from a
    /// localized string key.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle over a collection of values that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == GalleyUI.Label<Text, Image> {
    /// Creates a toggle with a label made of a localized title and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { GalleyUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle with a label made of a title string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { GalleyUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle with a label made of a localized title and an image resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { GalleyUI.Label(titleKey, image: image) }
    }

    /// Creates a toggle with a label made of a title string and an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { GalleyUI.Label(title, image: image) }
    }

    /// Creates a toggle over a collection of values, with a localized title and a system image.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { GalleyUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle over a collection of values, with a title string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { GalleyUI.Label(title, systemImage: systemImage) }
    }
}
