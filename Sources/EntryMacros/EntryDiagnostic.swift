import SwiftDiagnostics

/// Every way `@Entry` can be misused, with the message the compiler shows for it.
///
/// The misplacement message is Apple's exact wording; the others are Galley's own, since
/// Apple's wording for them is not public.
enum EntryDiagnostic: String, DiagnosticMessage, Error {
    case misplaced
    case letDeclaration
    case staticProperty
    case multipleBindings
    case notAnIdentifier
    case hasAccessors
    case missingDefault
    case missingTypeAndDefault
    case focusedValueNotOptional
    case focusedValueWithDefault

    var message: String {
        switch self {
        case .misplaced:
            "'@Entry' macro can only attach to var declarations inside extensions of EnvironmentValues, Transaction, ContainerValues, or FocusedValues"
        case .letDeclaration:
            "'@Entry' cannot attach to a 'let' constant; declare the entry with 'var'"
        case .staticProperty:
            "'@Entry' cannot attach to a static property; entries are instance properties of their container"
        case .multipleBindings:
            "'@Entry' must declare exactly one property; split the declaration into one '@Entry var' per property"
        case .notAnIdentifier:
            "'@Entry' requires a simple property name, not a tuple pattern"
        case .hasAccessors:
            "'@Entry' cannot attach to a property with accessors; it writes the getter and setter itself"
        case .missingDefault:
            "'@Entry' property of non-optional type needs a default value; write '= value' or make the type optional"
        case .missingTypeAndDefault:
            "'@Entry' property needs a default value, or an optional type annotation whose default is nil"
        case .focusedValueNotOptional:
            "'@Entry' in FocusedValues requires an optional type such as 'T?': a focused value is nil whenever nothing in focus publishes it"
        case .focusedValueWithDefault:
            "'@Entry' in FocusedValues cannot have a default value: focused values are always nil when unpublished"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "EntryMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
