/// A scene that shows an alert, not attached to a window, while a binding is true (macOS).
///
/// Like a settings window, it is not open at launch: the app's scenes list it, with its
/// actions and message, evaluated when the scene is created if the alert is presented.
public struct AlertScene<Actions: View, Message: View>: Scene, PrimitiveScene {
    let title: String
    let isPresented: Bool
    let content: TupleView<(Actions, Message)>?

    init(title: String, isPresented: Binding<Bool>, actions: () -> Actions, message: () -> Message) {
        self.title = title
        self.isPresented = isPresented.wrappedValue
        content = isPresented.wrappedValue ? TupleView((actions(), message())) : nil
    }

    /// An alert scene has no body.
    public var body: Never { fatalError("AlertScene has no body") }

    func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        collector.windows.append(
            .init(kind: "AlertScene", title: title, environment: environment, content: content, opensAtLaunch: false))
    }
}

extension AlertScene where Message == EmptyView {
    /// Creates an alert scene with a localized title, presented while `isPresented` is true.
    public init(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions) {
        self.init(title: titleKey.resolved, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Creates an alert scene with a title string, presented while `isPresented` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions) {
        self.init(title: String(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }
}

extension AlertScene {
    /// Creates an alert scene with a localized title and a message.
    public init(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) {
        self.init(title: titleKey.resolved, isPresented: isPresented, actions: actions, message: message)
    }

    /// Creates an alert scene with a title string and a message.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) {
        self.init(title: String(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Creates an alert scene with a localized title, using data to make its actions and
    /// message; presented while `isPresented` is true and `data` holds a value.
    public init<T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
    ) {
        title = titleKey.resolved
        self.isPresented = isPresented.wrappedValue
        if isPresented.wrappedValue, let data {
            content = TupleView((actions(data), message(data)))
        } else {
            content = nil
        }
    }
}

extension AlertScene where Message == EmptyView {
    /// Creates an alert scene with a localized title, using data to make its actions;
    /// presented while `isPresented` is true and `data` holds a value.
    public init<T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions
    ) {
        self.init(titleKey, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Creates an alert scene with a title string, presented while `data` holds a value, with
    /// actions made from it.
    public init<S: StringProtocol, T>(_ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> Actions) {
        self.init(title, item: data, actions: actions, message: { _ in EmptyView() })
    }
}

extension AlertScene {
    /// Creates an alert scene with a title string, presented while `data` holds a value, with
    /// actions and a message made from it.
    public init<S: StringProtocol, T>(
        _ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message
    ) {
        self.title = String(title)
        isPresented = data.wrappedValue != nil
        content = data.wrappedValue.map { TupleView((actions($0), message($0))) }
    }
}
