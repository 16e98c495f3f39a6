/// The type of keyboard to display for a given text-based view.
///
/// This is UIKit's type, which SwiftUI on iOS re-exports and `keyboardType(_:)` takes.
/// UIKit does not exist on Linux, so GalleyUI declares the enumeration with UIKit's cases
/// and raw values, for that modifier alone; nothing else of UIKit is declared.
///
/// The cases name the keyboards: the default one, ASCII letters, numbers and punctuation,
/// URLs, digits, phone numbers, names with phone numbers, email addresses, decimal numbers,
/// the social-network keyboard, web search, and ASCII digits.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11

    /// The keyboard for the current input method.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
