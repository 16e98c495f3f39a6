/// An interface for a stored variable that updates an external property of a view.
///
/// `@Environment`, `@State`, `@FocusedValue` and the other property wrappers conform. Your
/// own structs that group such wrappers can conform too; the evaluator installs the wrappers
/// they contain before calling the view's `body`. (Galley does not call `update()`.)
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}

/// A property wrapper the evaluator connects to a view node before `body` runs.
///
/// Wrappers keep a reference-typed box, so the connection made on the evaluator's copy of
/// the view is visible to the copy whose `body` runs.
@MainActor package protocol InstallableProperty {
    func install(_ installation: PropertyInstallation)
}
