

/// Namespace for the EntryMacros target.
public enum EntryMacrosModule {}
