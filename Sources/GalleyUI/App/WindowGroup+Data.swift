/// The content of a window group that presents data: the view built from a binding to the
/// presented value.
nonisolated public struct PresentedWindowContent<Data, Content: View>: View {
    @State var value: Data
    let content: (Binding<Data>) -> Content

    /// The content, built from a binding to the window's value.
    public var body: some View { content($value) }
}

extension WindowGroup {
    /// Creates a window group presenting values of a type; its window opens with no value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D?, C> {
        self.init(title: nil, content: PresentedWindowContent(value: nil, content: content))
    }

    /// Creates a window group presenting values of a type, opening with a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(
            title: nil, content: PresentedWindowContent(value: defaultValue(), content: content))
    }

    /// Creates a window group presenting values of a type and an identifier; its window opens with no value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D?, C> {
        self.init(title: nil, content: PresentedWindowContent(value: nil, content: content))
    }

    /// Creates a window group presenting values of a type and an identifier, opening with a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(
            title: nil, content: PresentedWindowContent(value: defaultValue(), content: content))
    }

    /// Creates a window group presenting values of a type with a localized title; its window opens with no value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D?, C> {
        self.init(title: titleKey.resolved, content: PresentedWindowContent(value: nil, content: content))
    }

    /// Creates a window group presenting values of a type with a localized title, opening with a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(
            title: titleKey.resolved, content: PresentedWindowContent(value: defaultValue(), content: content))
    }

    /// Creates a window group presenting values of a type with a localized title and an identifier; its window opens with no value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D?, C> {
        self.init(title: titleKey.resolved, content: PresentedWindowContent(value: nil, content: content))
    }

    /// Creates a window group presenting values of a type with a localized title and an identifier, opening with a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(
            title: titleKey.resolved, content: PresentedWindowContent(value: defaultValue(), content: content))
    }

    /// Creates a window group presenting values of a type with a text view title; its window opens with no value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D?, C> {
        self.init(title: title.string, content: PresentedWindowContent(value: nil, content: content))
    }

    /// Creates a window group presenting values of a type with a text view title, opening with a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(
            title: title.string, content: PresentedWindowContent(value: defaultValue(), content: content))
    }

    /// Creates a window group presenting values of a type with a text view title and an identifier; its window opens with no value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D?, C> {
        self.init(title: title.string, content: PresentedWindowContent(value: nil, content: content))
    }

    /// Creates a window group presenting values of a type with a text view title and an identifier, opening with a default value.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(
            title: title.string, content: PresentedWindowContent(value: defaultValue(), content: content))
    }

    /// Creates a window group presenting values of a type with a title string; its window opens with no value.
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
        _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D?, C> {
        self.init(title: String(title), content: PresentedWindowContent(value: nil, content: content))
    }

    /// Creates a window group presenting values of a type with a title string, opening with a default value.
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
        _ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(
            title: String(title), content: PresentedWindowContent(value: defaultValue(), content: content))
    }

    /// Creates a window group presenting values of a type with a title string and an identifier; its window opens with no value.
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
        _ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D?, C> {
        self.init(title: String(title), content: PresentedWindowContent(value: nil, content: content))
    }

    /// Creates a window group presenting values of a type with a title string and an identifier, opening with a default value.
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
        _ title: S, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(
            title: String(title), content: PresentedWindowContent(value: defaultValue(), content: content))
    }

}
