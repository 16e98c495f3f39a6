import GalleyCore

/// Namespace for the GalleyYAML target.
public enum GalleyYAMLModule {}
