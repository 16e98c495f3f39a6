import SwiftUI

struct BudgetRing: View {
    let spent: Double
    let limit: Double

    private var ratio: Double { min(spent / limit, 1) }

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.2), lineWidth: 12)
            Circle()
                .stroke(ratio > 0.9 ? Color.red : Color.green, style: StrokeStyle(lineWidth: 12))
            Text("\(Int(ratio * 100))%").font(.title.bold())
        }
        .frame(width: 140, height: 140)
    }
}
