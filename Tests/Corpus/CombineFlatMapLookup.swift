import Combine
import SwiftUI

enum StationLookupError: Error {
    case offline
}

struct StationDirectory {
    var isOnline = true

    func stations(near postcode: String) -> AnyPublisher<[String], StationLookupError> {
        guard isOnline else { return Fail(error: .offline).eraseToAnyPublisher() }
        guard !postcode.isEmpty else { return Empty().eraseToAnyPublisher() }
        return Just(["\(postcode) Central", "\(postcode) North"])
            .setFailureType(to: StationLookupError.self)
            .eraseToAnyPublisher()
    }
}

final class StationFinderModel: ObservableObject {
    @Published var postcode = ""
    @Published private(set) var stations: [String] = []
    private let directory = StationDirectory()

    init() {
        let directory = directory
        $postcode
            .removeDuplicates()
            .map { code in
                directory.stations(near: code)
                    .replaceError(with: [])
            }
            .switchToLatest()
            .assign(to: &$stations)
    }

    func lookUpAll(_ codes: [String]) -> AnyPublisher<[String], StationLookupError> {
        codes.publisher
            .setFailureType(to: StationLookupError.self)
            .flatMap(maxPublishers: .max(2)) { self.directory.stations(near: $0) }
            .collect()
            .map { $0.flatMap { $0 } }
            .eraseToAnyPublisher()
    }
}

struct StationFinder: View {
    @StateObject private var model = StationFinderModel()

    var body: some View {
        VStack {
            TextField("Postcode", text: $model.postcode)
                .textFieldStyle(.roundedBorder)
            List(model.stations, id: \.self) { Text($0) }
        }
    }
}
