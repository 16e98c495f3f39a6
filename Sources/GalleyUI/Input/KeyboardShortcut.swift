/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in
/// order to activate a button or toggle.
public struct KeyboardShortcut: Hashable, Sendable {
    /// Options for how a keyboard shortcut localizes.
    public struct Localization: Hashable, Sendable {
        private let name: String

        /// Remap shortcuts to their international counterparts, and mirror them for
        /// right-to-left languages.
        public static let automatic = Localization(name: "automatic")
        /// Don't mirror shortcuts.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// Don't use any shortcut localization.
        public static let custom = Localization(name: "custom")
    }

    /// The key equivalent that the user presses in conjunction with any specified modifier
    /// keys to activate the shortcut.
    public var key: KeyEquivalent
    /// The modifier keys that the user presses in conjunction with a key equivalent to
    /// activate the shortcut.
    public var modifiers: EventModifiers
    /// The localization strategy to apply to this shortcut.
    public var localization: Localization

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// Creates a new keyboard shortcut with the given key equivalent, set of modifier keys
    /// and localization strategy.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// The standard keyboard shortcut for the default button: Return, without modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling the in-progress action or dismissing a
    /// prompt: Escape, without modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// Defines a keyboard shortcut and assigns it to the modified control: it writes the
    /// environment's `keyboardShortcut` for the control. Never pressed in Galley.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        assigning(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Assigns a keyboard shortcut to the modified control.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        assigning(shortcut)
    }

    /// Assigns an optional keyboard shortcut to the modified control; `nil` removes it.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        assigning(shortcut)
    }

    /// Defines a keyboard shortcut with a localization strategy and assigns it to the modified control.
    nonisolated public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View {
        assigning(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    /// Records the shortcut and writes it to the environment's `keyboardShortcut`.
    nonisolated private func assigning(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, ContextModifier> {
        let detail = shortcut.map { shortcutDescription($0.key, $0.modifiers) } ?? "none"
        return modified(".keyboardShortcut", detail: detail) { context, _ in
            context.environment[KeyboardShortcutKey.self] = shortcut
        }
    }
}

/// A shortcut as the evaluated tree shows it: the modifiers' symbols, then the key.
nonisolated func shortcutDescription(_ key: KeyEquivalent, _ modifiers: EventModifiers) -> String {
    let symbols: [(EventModifiers, String)] = [(.control, "⌃"), (.option, "⌥"), (.shift, "⇧"), (.command, "⌘")]
    let prefix = symbols.filter { modifiers.contains($0.0) }.map(\.1).joined()
    return prefix + key.character.debugDescription
}
