import GalleyCore

/// Namespace for the GalleySnippets target.
public enum GalleySnippetsModule {}
