/// The visibility of a UI element, chosen automatically based on the platform and context.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component
    /// accepting the visibility configuration.
    case automatic
    /// The element may be visible.
    case visible
    /// The element may be hidden.
    case hidden
}
