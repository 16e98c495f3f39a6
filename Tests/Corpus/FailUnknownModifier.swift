// expect-error: has no member 'glassEffectUnion'
import SwiftUI

struct Glass: View {
    var body: some View {
        Text("Glass").glassEffectUnion()
    }
}
