import GalleyCore

/// Namespace for the GalleyMarkdown target.
public enum GalleyMarkdownModule {}
