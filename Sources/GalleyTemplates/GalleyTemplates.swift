import GalleyCore

/// Namespace for the GalleyTemplates target.
public enum GalleyTemplatesModule {}
