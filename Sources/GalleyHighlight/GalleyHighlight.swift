import GalleyCore

/// Namespace for the GalleyHighlight target.
public enum GalleyHighlightModule {}
