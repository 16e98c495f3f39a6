/// Creates an environment values, transaction, container values, or focused values entry.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// extension FocusedValues {
///     @Entry var selectedDocument: Binding<Document>?
/// }
/// ```
///
/// It generates a private `__Key_<name>` key type and the getter and setter that use it.
/// The default value is a computed property, evaluated again on every read that finds no
/// value set above; an optional entry without an initializer defaults to `nil`.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "EntryMacros", type: "EntryMacro")

/// Turns the `defaultValue` of a key that `@Entry` generated into a computed property.
@attached(accessor)
public macro __EntryDefaultValue() =
    #externalMacro(module: "EntryMacros", type: "EntryDefaultValueMacro")
