import Foundation
import GalleySwiftFacts

/// The `galley-syntax` helper's loop: answers ``HelperRequest``s read from `input` on `output`
/// with ``ParserFacts`` until the stream ends.
package enum SyntaxHelperServer {
    /// Serves until the client closes the connection; returns the process's exit status.
    package static func serve(input: Int32 = 0, output: Int32 = 1) -> Int32 {
        let facts = ParserFacts()
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        while let message = HelperWire.receive(from: input) {
            guard let request = try? decoder.decode(HelperRequest.self, from: message) else { return 2 }
            let response: HelperResponse
            switch request.operation {
            case .highlight: response = HelperResponse(runs: facts.highlight(request.code))
            case .declarations: response = HelperResponse(declarations: facts.declarations(request.code))
            case .significantTokens: response = HelperResponse(tokens: facts.significantTokens(request.code))
            case .unit: response = HelperResponse(unit: facts.unit(request.code))
            case .units: response = HelperResponse(units: facts.parsedUnits(request.codes ?? []))
            }
            guard let data = try? encoder.encode(response), HelperWire.send(data, to: output) else { return 1 }
        }
        return 0
    }
}
