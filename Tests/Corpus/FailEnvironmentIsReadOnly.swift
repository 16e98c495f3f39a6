// expect-error: cannot assign to property
import SwiftUI

struct Writer: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View {
        Button("Flip") { colorScheme = .dark }
    }
}
