import SwiftUI

struct StockSparkline: Shape {
    let prices: [Double]

    func path(in rect: CGRect) -> Path {
        Path { path in
            guard let first = prices.first, let low = prices.min(), let high = prices.max() else { return }
            let range = high - low == 0 ? 1 : high - low
            func point(_ index: Int, _ price: Double) -> CGPoint {
                CGPoint(
                    x: rect.minX + rect.width * CGFloat(index) / CGFloat(max(prices.count - 1, 1)),
                    y: rect.maxY - rect.height * CGFloat((price - low) / range))
            }
            path.move(to: point(0, first))
            for (index, price) in prices.enumerated().dropFirst() {
                path.addLine(to: point(index, price))
            }
        }
    }
}

struct WatchlistRow: View {
    let symbol: String
    let prices: [Double]

    private var rising: Bool { (prices.last ?? 0) >= (prices.first ?? 0) }

    var body: some View {
        HStack {
            Text(symbol).font(.headline.monospaced())
            Spacer()
            StockSparkline(prices: prices)
                .stroke(rising ? Color.green : Color.red, lineWidth: 1.5)
                .frame(width: 80, height: 28)
            Text(prices.last ?? 0, format: .number.precision(.fractionLength(2)))
                .monospacedDigit()
        }
    }
}
