/// An action that dismisses a presentation.
///
/// Read it with `@Environment(\.dismiss)` and call it as a function. Inside content
/// presented by `sheet(isPresented:)`, it sets the presenting binding to `false`; elsewhere
/// it does nothing, as SwiftUI's does when there is nothing to dismiss.
public struct DismissAction: CustomStringConvertible {
    let action: @MainActor () -> Void
    let isPresentation: Bool

    /// Dismisses the view if it is currently presented.
    @MainActor public func callAsFunction() { action() }

    /// `DismissAction(presentation)` inside presented content, `DismissAction()` elsewhere.
    public var description: String {
        isPresentation ? "DismissAction(presentation)" : "DismissAction()"
    }
}

/// An action that opens a URL.
///
/// The default action records nothing and reports `.systemAction` handling; set your own
/// with `environment(\.openURL, OpenURLAction { url in … })` to intercept URLs.
public struct OpenURLAction: CustomStringConvertible {
    let handler: @MainActor (URL) -> Result

    /// Creates an action that opens a URL.
    public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }

    /// Opens a URL, following the user's preferences.
    @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// Asynchronously opens a URL, calling `completion` with whether it was accepted.
    @MainActor public func callAsFunction(
        _ url: URL, completion: @escaping (_ accepted: Bool) -> Void
    ) {
        completion(handler(url).accepted)
    }

    /// `OpenURLAction`.
    public var description: String { "OpenURLAction" }

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
