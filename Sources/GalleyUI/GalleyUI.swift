@_exported import SwiftUICore

/// Namespace for the GalleyUI target.
public enum GalleyUIModule {}
