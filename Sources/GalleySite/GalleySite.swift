import GalleyCore

/// Namespace for the GalleySite target.
public enum GalleySiteModule {}
