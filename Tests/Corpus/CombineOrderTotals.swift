import Combine
import Foundation

struct OrderLine {
    let sku: String
    let quantity: Int?
    let unitPrice: Double
}

enum PriceError: Error {
    case negative
}

final class OrderTotals {
    private var cancellables = Set<AnyCancellable>()
    private(set) var total: Double = 0
    private(set) var distinctSKUs: [String] = []
    private(set) var failed = false

    func load(_ lines: [OrderLine]) {
        lines.publisher
            .compactMap { (line: OrderLine) -> Double? in
                guard let quantity = line.quantity else { return nil }
                return Double(quantity) * line.unitPrice
            }
            .map { (amount: Double) -> Double in (amount * 100).rounded() / 100 }
            .reduce(0.0) { (sum: Double, amount: Double) -> Double in sum + amount }
            .sink { [weak self] (total: Double) in self?.total = total }
            .store(in: &cancellables)

        lines.map(\.sku).sorted().publisher
            .removeDuplicates()
            .collect()
            .sink { [weak self] in self?.distinctSKUs = $0 }
            .store(in: &cancellables)

        lines.publisher
            .tryCompactMap { line -> Double? in
                if line.unitPrice < 0 { throw PriceError.negative }
                return line.quantity == nil ? nil : line.unitPrice
            }
            .tryCatch { _ in Just(0.0) }
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure = completion { self?.failed = true }
                }, receiveValue: { _ in }
            )
            .store(in: &cancellables)
    }

    func firstDiscount(_ code: String) -> AnyPublisher<Int, Never> {
        Just(code)
            .compactMap { Int($0.dropFirst(4)) }
            .eraseToAnyPublisher()
    }
}
