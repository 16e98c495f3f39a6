// Button's convenience initialisers: a title (localized key or string), optionally with a
// system image or an image resource, optionally with a role.

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == GalleyUI.Label<Text, Image> {
    /// Creates a button with a label made of a localized title and a system image.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(action: action) { GalleyUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a label made of a title string and a system image.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(action: action) { GalleyUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a label made of a localized title and an image resource.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void
    ) {
        self.init(action: action) { GalleyUI.Label(titleKey, image: image) }
    }

    /// Creates a button with a label made of a title string and an image resource.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, image: ImageResource, action: @escaping @MainActor () -> Void
    ) {
        self.init(action: action) { GalleyUI.Label(title, image: image) }
    }

    /// Creates a button with a role and a label made of a localized title and a system image.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { GalleyUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role and a label made of a title string and a system image.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { GalleyUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role and a label made of a localized title and an image resource.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { GalleyUI.Label(titleKey, image: image) }
    }

    /// Creates a button with a role and a label made of a title string and an image resource.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { GalleyUI.Label(title, image: image) }
    }
}

/// The label a button shows when it is created with a role and no label: the system draws
/// one for the role (an `xmark` for `.close`, for instance). The tree shows the role.
nonisolated public struct DefaultButtonLabel: View {
    let role: ButtonRole

    /// A default label has no body; the evaluator records it with its role.
    public var body: Never { primitiveBody(Self.self) }
}

extension DefaultButtonLabel: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        _ = evaluator.leaf("DefaultButtonLabel", detail: role.description, parent: parent, context: context)
    }
}

extension Button where Label == DefaultButtonLabel {
    /// Creates a button that displays a default label for its role.
    @preconcurrency public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
