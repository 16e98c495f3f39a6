/// The presentation state of a view, read with `@Environment(\.presentationMode)` in code that
/// predates `dismiss` and `isPresented`.
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Close") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode: CustomStringConvertible {
    /// Whether the view is currently presented.
    public let isPresented: Bool
    let dismissAction: DismissAction

    /// Dismisses the view if it is currently presented (through the same action as `dismiss`).
    public mutating func dismiss() {
        let action = dismissAction
        MainActor.assumeIsolated { action() }
    }

    /// `PresentationMode(isPresented: …)`.
    public var description: String { "PresentationMode(isPresented: \(isPresented))" }
}
