/// A type that defines the scroll behavior of a scrollable view.
public protocol ScrollTargetBehavior {}

/// The scroll behavior that aligns scroll targets to container-based geometry.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Creates a paging scroll behavior.
    public init() {}
}

/// The scroll behavior that aligns scroll targets to view-based geometry.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// A type that defines the amount of views that can be scrolled at a time.
    public struct LimitBehavior: Sendable {
        private let name: String
        /// The automatic limit behavior.
        public static let automatic = LimitBehavior(name: "automatic")
        /// The always limit behavior: at most one view at a time.
        public static let always = LimitBehavior(name: "always")
        /// The never limit behavior.
        public static let never = LimitBehavior(name: "never")
        /// Limits to scrolling one view at a time, in compact horizontal size classes.
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// Limits to scrolling one view at a time.
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }

    /// The limit behavior of this scroll target behavior.
    public let limitBehavior: LimitBehavior

    /// Creates a view aligned scroll behavior.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// The scroll behavior that aligns scroll targets to view-based geometry, with a limit.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
