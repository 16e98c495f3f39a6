/// The size classes, like regular or small, that you can apply to controls within a view.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized; the largest of the sizes.
    case extraLarge
}

extension View {
    /// Sets the size for controls within this view; it writes `controlSize` for the subtree.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        modified(".controlSize", detail: "\(controlSize)") { context, _ in
            context.environment.controlSize = controlSize
        }
    }
}
