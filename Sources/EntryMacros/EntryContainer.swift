import SwiftSyntax
import SwiftSyntaxMacros

/// The four types whose extensions may hold `@Entry` properties, and the key protocol each uses.
enum EntryContainer: String, CaseIterable {
    case environmentValues = "EnvironmentValues"
    case transaction = "Transaction"
    case containerValues = "ContainerValues"
    case focusedValues = "FocusedValues"

    /// The module-qualified key protocol the generated `__Key_` type conforms to.
    ///
    /// All four live in SwiftUICore, which SwiftUI re-exports, so the qualified name resolves
    /// whether the user's file imports `SwiftUI` or `SwiftUICore`.
    var keyProtocol: String {
        switch self {
        case .environmentValues: "SwiftUICore.EnvironmentKey"
        case .transaction: "SwiftUICore.TransactionKey"
        case .containerValues: "SwiftUICore.ContainerValueKey"
        case .focusedValues: "SwiftUICore.FocusedValueKey"
        }
    }

    /// The container that lexically encloses the macro's declaration, if it is one of the four.
    ///
    /// Only the innermost lexical context counts: a property of a struct nested in an
    /// `extension EnvironmentValues` is not an environment entry.
    init?(lexicalContext: [Syntax]) {
        guard let extensionDecl = lexicalContext.first?.as(ExtensionDeclSyntax.self) else { return nil }
        self.init(extendedType: extensionDecl.extendedType)
    }

    /// Accepts `X` and the qualified forms `SwiftUI.X` and `SwiftUICore.X`.
    init?(extendedType: TypeSyntax) {
        if let identifier = extendedType.as(IdentifierTypeSyntax.self),
            identifier.genericArgumentClause == nil
        {
            self.init(rawValue: identifier.name.text)
        } else if let member = extendedType.as(MemberTypeSyntax.self),
            let base = member.baseType.as(IdentifierTypeSyntax.self),
            ["SwiftUI", "SwiftUICore"].contains(base.name.text)
        {
            self.init(rawValue: member.name.text)
        } else {
            return nil
        }
    }
}
