// The values that configure a presentation's behaviour. Recorded by name: Galley presents
// every sheet the same way.

/// The kinds of interaction available to views behind a presentation.
public struct PresentationBackgroundInteraction: Sendable, CustomStringConvertible {
    /// The interaction, described.
    public let description: String
    /// The default background interaction for the presentation.
    public static var automatic: PresentationBackgroundInteraction { .init(description: "automatic") }
    /// People can interact with the view behind a presentation.
    public static var enabled: PresentationBackgroundInteraction { .init(description: "enabled") }
    /// People can interact with the view behind a presentation up through a specified detent.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        .init(description: "enabled(upThrough: \(detent))")
    }
    /// People can't interact with the view behind a presentation.
    public static var disabled: PresentationBackgroundInteraction { .init(description: "disabled") }
}

/// A behavior that you can use to influence how a presentation responds to swipe gestures.
public struct PresentationContentInteraction: Equatable, Sendable, CustomStringConvertible {
    /// The behavior, described.
    public let description: String
    /// The default swipe behavior for the presentation.
    public static var automatic: PresentationContentInteraction { .init(description: "automatic") }
    /// A behavior that prioritizes resizing a presentation when swiping.
    public static var resizes: PresentationContentInteraction { .init(description: "resizes") }
    /// A behavior that prioritizes scrolling the content of a presentation when swiping.
    public static var scrolls: PresentationContentInteraction { .init(description: "scrolls") }
}

/// Strategies for adapting a presentation to a different size class.
public struct PresentationAdaptation: Sendable, CustomStringConvertible {
    /// The strategy, described.
    public let description: String
    /// Use the default presentation adaptation.
    public static var automatic: PresentationAdaptation { .init(description: "automatic") }
    /// Don't adapt for the size class, if possible.
    public static var none: PresentationAdaptation { .init(description: "none") }
    /// Prefer a popover presentation.
    public static var popover: PresentationAdaptation { .init(description: "popover") }
    /// Prefer a sheet presentation.
    public static var sheet: PresentationAdaptation { .init(description: "sheet") }
    /// Prefer a full-screen-cover presentation.
    public static var fullScreenCover: PresentationAdaptation { .init(description: "fullScreenCover") }
}

/// A type that defines the size of the presentation content and how the presentation size
/// adjusts to its content's size changing.
public protocol PresentationSizing {}

/// A presentation sizing known by name.
public struct NamedPresentationSizing: PresentationSizing, CustomStringConvertible {
    /// The sizing's name.
    public let description: String
}

extension PresentationSizing where Self == NamedPresentationSizing {
    /// The default presentation sizing, chosen by the presentation.
    public static var automatic: NamedPresentationSizing { .init(description: "automatic") }
    /// A size for a presentation that is sized to a page.
    public static var page: NamedPresentationSizing { .init(description: "page") }
    /// A size for a presentation that is sized to a form.
    public static var form: NamedPresentationSizing { .init(description: "form") }
    /// A size for a presentation that fits its content.
    public static var fitted: NamedPresentationSizing { .init(description: "fitted") }
}

/// A proxy to a view provided to the presentation with a defined presentation size: custom
/// `PresentationSizing` types ask it how large the content wants to be.
public struct PresentationSizingRoot {
    /// Asks the presentation's content for its size for a proposal. Galley lays nothing out,
    /// so the content's size is zero whatever the proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
}
