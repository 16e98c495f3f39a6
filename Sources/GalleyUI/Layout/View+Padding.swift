import Foundation

extension View {
    /// Adds an equal padding amount to specific edges of this view. Recorded; previews draw it.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modified(".padding", detail: length.map { "\($0)" }) { _, node in
            node.attributes["edges"] = String(edges.rawValue)
        }
    }

    /// Adds a specific padding amount to each edge of this view. Recorded; previews draw it.
    nonisolated public func padding(_ length: CGFloat) -> some View { inert(".padding", "\(length)") }

    /// Adds a different padding amount to each edge of this view. Recorded.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        inert(
            ".padding",
            "top: \(insets.top), leading: \(insets.leading), bottom: \(insets.bottom), trailing: \(insets.trailing)")
    }
}
