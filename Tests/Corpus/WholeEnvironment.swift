import SwiftUI

struct Dump: View {
    @Environment(\.self) var environment
    var body: some View {
        Text(environment.description)
    }
}
