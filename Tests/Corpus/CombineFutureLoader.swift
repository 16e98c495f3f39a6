import Combine
import SwiftUI

struct WeatherReport: Equatable {
    var city: String
    var celsius: Int
}

enum WeatherError: Error {
    case unknownCity
}

struct WeatherService {
    func report(for city: String) -> AnyPublisher<WeatherReport, WeatherError> {
        Future { promise in
            if city.isEmpty {
                promise(.failure(.unknownCity))
            } else {
                promise(.success(WeatherReport(city: city, celsius: city.count + 10)))
            }
        }
        .eraseToAnyPublisher()
    }
}

final class WeatherCardModel: ObservableObject {
    @Published private(set) var report: WeatherReport?
    @Published private(set) var message: String?
    private let service = WeatherService()
    private var request: AnyCancellable?

    func load(_ city: String) {
        request = service.report(for: city)
            .map(Optional.some)
            .catch { error -> Just<WeatherReport?> in
                self.message = "No weather for “\(city)”."
                return Just(nil)
            }
            .sink { [weak self] report in self?.report = report }
    }

    func loadQuietly(_ city: String) {
        request = service.report(for: city)
            .sink(
                receiveCompletion: { completion in
                    if case .failure = completion { print("weather failed") }
                },
                receiveValue: { [weak self] report in self?.report = report })
    }
}

struct WeatherCard: View {
    @StateObject private var model = WeatherCardModel()

    var body: some View {
        VStack {
            if let report = model.report {
                Text("\(report.city): \(report.celsius)°C")
            } else {
                Text(model.message ?? "Loading…")
            }
        }
        .onAppear { model.load("Zagreb") }
    }
}
