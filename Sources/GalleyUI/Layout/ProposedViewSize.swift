import Foundation

/// A proposal for the size of a view: a width and a height, each possibly unspecified.
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed horizontal size, or nil for the view's ideal width.
    public var width: CGFloat?
    /// The proposed vertical size, or nil for the view's ideal height.
    public var height: CGFloat?

    /// Creates a proposal from a width and a height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal from a size.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// A proposal of zero in both dimensions, asking for a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal that leaves both dimensions unspecified, asking for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of infinity in both dimensions, asking for a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, with each unspecified dimension taken from `size`.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
