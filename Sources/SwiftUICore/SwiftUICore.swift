

/// Namespace for the SwiftUICore target.
public enum SwiftUICoreModule {}
