/// An action that dismisses a presentation.
///
/// Read it with `@Environment(\.dismiss)` and call it as a function. Inside content
/// presented by `sheet(isPresented:)`, it sets the presenting binding to `false`; elsewhere
/// it does nothing, as SwiftUI's does when there is nothing to dismiss.
///
/// Main-actor isolated with `@preconcurrency`, as SwiftUI declares it.
@MainActor @preconcurrency public struct DismissAction: CustomStringConvertible {
    let action: @MainActor () -> Void
    let isPresentation: Bool

    nonisolated init(action: @escaping @MainActor () -> Void, isPresentation: Bool) {
        self.action = action
        self.isPresentation = isPresentation
    }

    /// Dismisses the view if it is currently presented.
    @MainActor @preconcurrency public func callAsFunction() { action() }

    /// `DismissAction(presentation)` inside presented content, `DismissAction()` elsewhere.
    nonisolated public var description: String {
        isPresentation ? "DismissAction(presentation)" : "DismissAction()"
    }
}

/// An action that opens a URL.
///
/// The default action records nothing and reports `.systemAction` handling; set your own
/// with `environment(\.openURL, OpenURLAction { url in … })` to intercept URLs.
///
/// Main-actor isolated with `@preconcurrency`, as SwiftUI declares it.
@MainActor @preconcurrency public struct OpenURLAction: CustomStringConvertible {
    nonisolated(unsafe) let handler: (URL) -> Result

    /// Creates an action that opens a URL.
    @MainActor @preconcurrency public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    nonisolated init(default handler: @escaping (URL) -> Result) { self.handler = handler }

    /// Opens a URL, following the user's preferences.
    @MainActor @preconcurrency public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// Asynchronously opens a URL, calling `completion` with whether it was accepted.
    @MainActor @preconcurrency public func callAsFunction(
        _ url: URL, completion: @escaping (_ accepted: Bool) -> Void
    ) {
        completion(handler(url).accepted)
    }

    /// `OpenURLAction`.
    nonisolated public var description: String { "OpenURLAction" }

    /// The result of a custom open URL action.
    public struct Result: Sendable {
        let accepted: Bool
        /// The handler opened the URL.
        public static let handled = Result(accepted: true)
        /// The handler discarded the URL.
        public static let discarded = Result(accepted: false)
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(accepted: true)
        /// The handler asks the system to open a different URL.
        public static func systemAction(_ url: URL) -> Result { Result(accepted: true) }
    }
}
