import GalleyCore

/// Namespace for the GalleyI18n target.
public enum GalleyI18nModule {}
