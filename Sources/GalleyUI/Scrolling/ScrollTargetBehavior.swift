import Foundation

/// A type that defines the scroll behavior of a scrollable view.
///
/// Galley scrolls nothing, so no behavior's `updateTarget(_:context:)` is ever called; a
/// custom behavior is type-checked as in SwiftUI.
public protocol ScrollTargetBehavior {
    /// Updates the proposed target that a scrollable view should scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
    /// The context in which a scroll target behavior updates its scroll target.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// The context in which a scroll target behavior can decide its properties.
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
}

/// A type that defines the target of a scrollable view: the rectangle to scroll to and the
/// anchor within it.
public struct ScrollTarget {
    /// The rect that a scrollable view should try and have contained.
    public var rect: CGRect
    /// The anchor to which the rect should be aligned within the visible region of the
    /// scrollable view.
    public var anchor: UnitPoint?
}

/// The context in which a scroll target behavior updates its scroll target.
@dynamicMemberLookup public struct ScrollTargetBehaviorContext {
    /// The original target when the scroll gesture began.
    public var originalTarget: ScrollTarget
    /// The size of the content of the scrollable view.
    public var contentSize: CGSize
    /// The size of the container of the scrollable view.
    public var containerSize: CGSize
    /// The axes in which the scrollable view is scrollable.
    public var axes: Axis.Set { .vertical }
    /// The environment of the scrollable view.
    let environment: EnvironmentValues

    /// Reads a value of the scrollable view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// The context in which a scroll target behavior can decide its properties.
@dynamicMemberLookup public struct ScrollTargetBehaviorPropertiesContext {
    /// The axes in which the scrollable view is scrollable.
    public var axes: Axis.Set { .vertical }
    /// The environment of the scrollable view.
    public var environment: EnvironmentValues

    /// Reads a value of the scrollable view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// The scroll behavior that aligns scroll targets to container-based geometry.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Creates a paging scroll behavior.
    public init() {}
    /// Leaves the target as it is: Galley scrolls nothing.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
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

    /// The anchor views are aligned to, or nil for the behavior's default.
    public var anchor: UnitPoint? = nil

    /// Creates a view aligned scroll behavior.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    /// Creates a view aligned scroll behavior that aligns views to `anchor`.
    public init(limitBehavior: LimitBehavior = .automatic, anchor: UnitPoint?) {
        self.limitBehavior = limitBehavior
        self.anchor = anchor
    }

    /// Leaves the target as it is: Galley scrolls nothing.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
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

    /// The scroll behavior that aligns scroll targets to view-based geometry, at an anchor.
    public static func viewAligned(anchor: UnitPoint?) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(anchor: anchor)
    }
}
