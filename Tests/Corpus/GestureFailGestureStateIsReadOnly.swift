// expect-error: is a get-only property
import SwiftUI

struct NudgeableBadge: View {
    @GestureState private var nudge = CGSize.zero

    var body: some View {
        Text("Nudge")
            .offset(x: nudge.width, y: nudge.height)
            .onTapGesture { nudge = CGSize(width: 4, height: 0) }
    }
}
