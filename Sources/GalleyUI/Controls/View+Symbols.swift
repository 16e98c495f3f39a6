// Modifiers for symbol images. `imageScale(_:)` and `symbolVariant(_:)` write the
// environment values symbol images below read; the rendering mode is recorded.

extension View {
    /// Scales images within the view according to one of the relative sizes available; it
    /// writes `imageScale` for the subtree.
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
        modified(".imageScale", detail: "\(scale)") { context, _ in
            context.environment.imageScale = scale
        }
    }

    /// Makes symbols within the view show a particular variant; variants accumulate, as in
    /// SwiftUI (`.symbolVariant(.circle)` inside `.symbolVariant(.fill)` gives `.circle.fill`).
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modified(".symbolVariant", detail: variant.description) { context, _ in
            context.environment.symbolVariants = context.environment.symbolVariants.merged(with: variant)
        }
    }

    /// Sets the rendering mode for symbol images within this view; it writes
    /// `symbolRenderingMode` for the subtree.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modified(".symbolRenderingMode", detail: mode.map(\.description) ?? "nil") { context, _ in
            context.environment.symbolRenderingMode = mode
        }
    }
}
