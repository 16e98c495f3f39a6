import SwiftUI

struct Diagnostics: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.locale) var locale
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.lineLimit) var lineLimit
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @Environment(\.dynamicTypeSize) var typeSize
    @Environment(\.horizontalSizeClass) var sizeClass
    @Environment(\.timeZone) var timeZone
    @Environment(\.calendar) var calendar
    @Environment(\.font) var font
    @Environment(\.isFocused) var isFocused
    @Environment(\.editMode) var editMode

    var body: some View {
        VStack(alignment: .leading) {
            Text(colorScheme == .dark ? "Dark" : "Light")
            Text(locale.identifier)
            Text("\(isEnabled) \(lineLimit ?? 0) \(reduceMotion)")
            Text("\(typeSize.isAccessibilitySize) \(sizeClass == .compact)")
            Text(timeZone.identifier + "\(calendar.identifier)")
            Text("\(font == nil) \(isFocused) \(editMode?.wrappedValue.isEditing ?? false)")
        }
    }
}
