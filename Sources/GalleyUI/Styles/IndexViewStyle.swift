/// Defines the implementation of all `IndexView` instances within a view hierarchy.
///
/// Its requirements are not open to other types, as in SwiftUI, so only the built-in style
/// conforms. Galley records the style in the environment and draws nothing.
@MainActor @preconcurrency public protocol IndexViewStyle {
    /// The style's name, as the environment records it.
    nonisolated var _styleName: String { get }
}

/// The `IndexViewStyle` below an `indexViewStyle(_:)` modifier, by name.
struct IndexViewStyleKey: EnvironmentKey {
    static var defaultValue: StyleName? { nil }
}

extension View {
    /// Sets the style for the index view within the current environment.
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let name = style._styleName
        return modified(".indexViewStyle", detail: name) { context, _ in
            context.environment[IndexViewStyleKey.self] = StyleName(description: name)
        }
    }
}

/// An index view style that places a page index view over its content.
nonisolated public struct PageIndexViewStyle: IndexViewStyle {
    /// The background style for the page index view.
    public struct BackgroundDisplayMode: Sendable, CustomStringConvertible {
        /// The mode's name.
        public let description: String
        /// Background will use the default for the platform.
        public static let automatic = BackgroundDisplayMode(description: "automatic")
        /// Background is only shown while the index view is interacted with.
        public static let interactive = BackgroundDisplayMode(description: "interactive")
        /// Background is always displayed behind the page index view.
        public static let always = BackgroundDisplayMode(description: "always")
        /// Background is never displayed behind the page index view.
        public static let never = BackgroundDisplayMode(description: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates a page index view style.
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
    /// `page`, with its background display mode.
    nonisolated public var _styleName: String { "page(backgroundDisplayMode: \(backgroundDisplayMode))" }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// An index view style that places a page index view over its content.
    nonisolated public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// A page index view style with the given background display mode.
    nonisolated public static func page(
        backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode
    ) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
