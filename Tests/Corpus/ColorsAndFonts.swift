import SwiftUI

let palette: [Color] = [
    .red, .blue, .accentColor, .primary, .secondary, Color(red: 1, green: 0.5, blue: 0),
]
let fonts: [Font] = [
    .title, .largeTitle, .caption, .system(size: 12, weight: .bold), .headline.bold(),
]

func describePalette() -> String {
    palette.map { "\($0)" }.joined(separator: ", ")
}
