import SwiftUI

struct MonthlySpend: Identifiable {
    let id = UUID()
    let month: String
    let amount: Double
}

struct SpendingBarChart: View {
    let months: [MonthlySpend]

    private var maximum: Double { months.map(\.amount).max() ?? 1 }

    var body: some View {
        GeometryReader { proxy in
            HStack(alignment: .bottom, spacing: 6) {
                ForEach(months) { entry in
                    VStack(spacing: 4) {
                        RoundedRectangle(cornerRadius: 4, style: .circular)
                            .fill(
                                LinearGradient(
                                    colors: [.mint, .teal], startPoint: .bottom, endPoint: .top)
                            )
                            .frame(height: proxy.size.height * 0.8 * entry.amount / maximum)
                        Text(entry.month).font(.caption2)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .frame(height: 180)
        .padding()
    }
}
