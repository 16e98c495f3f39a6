import SwiftUI

struct CountdownWidgetView: View {
    let daysLeft: Int

    var body: some View {
        VStack {
            Text("\(daysLeft)").font(.system(size: 40, weight: .bold, design: .rounded))
            Text("days to go").font(.caption)
        }
        .padding()
        .background(ContainerRelativeShape().fill(Color.mint.opacity(0.3)))
        .containerShape(.rect(cornerRadius: 22))
    }
}
