/// The kind of autocapitalization behavior applied during text input.
nonisolated public struct TextInputAutocapitalization: Sendable, CustomStringConvertible {
    /// The behavior's name, e.g. `words`.
    public let description: String
    /// Defines an autocapitalizing behavior that will not capitalize anything.
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(description: "never") }
    /// Defines an autocapitalizing behavior that will capitalize the first letter of every word.
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(description: "words") }
    /// Defines an autocapitalizing behavior that will capitalize the first letter in every sentence.
    public static var sentences: TextInputAutocapitalization {
        TextInputAutocapitalization(description: "sentences")
    }
    /// Defines an autocapitalizing behavior that will capitalize every letter.
    public static var characters: TextInputAutocapitalization {
        TextInputAutocapitalization(description: "characters")
    }
}
