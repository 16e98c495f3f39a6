import GalleyCore

/// Namespace for the GalleyCLI target.
public enum GalleyCLIModule {}
