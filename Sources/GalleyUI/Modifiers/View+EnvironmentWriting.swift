// Modifiers that write environment values for their subtree, as their SwiftUI namesakes do.

extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        modified(".font", detail: font.map(\.description) ?? "nil") { context, _ in
            context.environment.font = font
        }
    }

    /// Adds a condition that controls whether users can interact with this view; it also
    /// disables every view below it.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modified(".disabled", detail: "\(disabled)") { context, _ in
            context.environment.isEnabled = context.environment.isEnabled && !disabled
        }
    }

    /// Sets to the given number the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> some View {
        modified(".lineLimit", detail: number.map(String.init) ?? "nil") { context, _ in
            context.environment.lineLimit = number
        }
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modified(".multilineTextAlignment", detail: "\(alignment)") { context, _ in
            context.environment.multilineTextAlignment = alignment
        }
    }

    /// Sets the Dynamic Type size within the view to the given value.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modified(".dynamicTypeSize", detail: "\(size)") { context, _ in
            context.environment.dynamicTypeSize = size
        }
    }

    /// Sets the header prominence for this view.
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        modified(".headerProminence", detail: "\(prominence)") { context, _ in
            context.environment.headerProminence = prominence
        }
    }

    /// Sets this view's color scheme, for this view and the views below it.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        modified(".colorScheme", detail: "\(colorScheme)") { context, _ in
            context.environment.colorScheme = colorScheme
        }
    }

    /// Sets the preferred color scheme for this presentation. It is a preference for the
    /// window, not an environment write, so views below keep reading the scheme in effect.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        inert(".preferredColorScheme", colorScheme.map { "\($0)" } ?? "nil")
    }
}
