import SwiftUI

struct Mixed: View {
    var flag: Bool
    var body: some View {
        Group {
            if flag { AnyView(Text("Yes")) } else { AnyView(Image("no")) }
        }
        .opacity(0.5)
    }
}
