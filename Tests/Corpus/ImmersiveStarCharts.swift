import SwiftUI
import UniformTypeIdentifiers

// A visionOS star-chart app: charts are documents of the iOS 27 model, edited in windows, and a
// chart can be opened around the viewer in an immersive space whose style the viewer picks.

struct ChartStar: Codable, Hashable, Identifiable {
    var id: String { name }
    var name: String
    var magnitude: Double
}

@Observable
final class StarChartDocument: Document {
    static let readableContentTypes: [UTType] = [.json]

    var stars: [ChartStar] = []
    var title = "Untitled Sky"

    init(stars: [ChartStar] = []) { self.stars = stars }

    func reader(configuration: sending ReadConfiguration) -> sending FileWrapperDocumentReader<[ChartStar]> {
        FileWrapperDocumentReader(configuration) { wrapper in
            guard let data = wrapper.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            return try JSONDecoder().decode([ChartStar].self, from: data)
        }
    }

    func writer(configuration: sending WriteConfiguration) -> sending FileWrapperDocumentWriter<[ChartStar]> {
        FileWrapperDocumentWriter(configuration) { stars, _ in
            FileWrapper(regularFileWithContents: try JSONEncoder().encode(stars))
        }
    }

    @MainActor func apply(snapshot: sending [ChartStar], previous: sending [ChartStar]?) async throws {
        stars = snapshot.sorted { $0.magnitude < $1.magnitude }
    }

    @MainActor func snapshot(contentType: UTType) async throws -> sending [ChartStar] { stars }
}

/// Reads a plain list of star names, one a line, reporting no progress of its own.
struct StarListReader: DocumentReader {
    @concurrent func read(from source: URL, progress: consuming Subprogress) async throws -> sending [String] {
        _ = consume progress
        let text = try String(contentsOf: source, encoding: .utf8)
        return text.split(separator: "\n").map(String.init)
    }
}

@Observable
final class StarListViewer: ReadableDocument {
    static let readableContentTypes: [UTType] = [.plainText]
    var names: [String] = []

    func reader(configuration: sending ReadConfiguration) -> sending StarListReader { StarListReader() }

    @MainActor func apply(snapshot: sending [String], previous: sending [String]?) async throws {
        names = snapshot
    }
}

struct StarChartEditor: View {
    let chart: StarChartDocument
    @Environment(\.openImmersiveSpace) private var openImmersiveSpace
    @Environment(\.dismissImmersiveSpace) private var dismissImmersiveSpace
    @State private var isImmersed = false
    @State private var lastResult = "closed"

    var body: some View {
        VStack(alignment: .leading) {
            Text(chart.title).font(.title)
            List(chart.stars) { star in
                LabeledContent(star.name, value: star.magnitude, format: .number)
            }
            Button(isImmersed ? "Leave the Sky" : "Enter the Sky") {
                Task {
                    if isImmersed {
                        await dismissImmersiveSpace()
                        isImmersed = false
                    } else {
                        switch await openImmersiveSpace(id: "sky", value: chart.stars.first) {
                        case .opened: isImmersed = true
                        case .userCancelled: lastResult = "cancelled"
                        case .error: lastResult = "unavailable"
                        @unknown default: lastResult = "unknown"
                        }
                    }
                }
            }
            Text("Sky: \(lastResult)").font(.caption)
        }
        .padding()
    }
}

struct SkyView: View {
    @Binding var focus: ChartStar?
    var body: some View {
        Text(focus.map { "Looking at \($0.name)" } ?? "The whole sky")
    }
}

struct StarChartScenes: Scene {
    @State private var skyStyle: any ImmersionStyle = .mixed

    var body: some Scene {
        DocumentGroup { chart in
            StarChartEditor(chart: chart)
        } makeDocument: { configuration, context in
            let chart = StarChartDocument(stars: [ChartStar(name: "Vega", magnitude: 0.03)])
            if configuration.fileURL == nil, context.creationSource == nil { chart.title = "New Sky" }
            return chart
        }

        DocumentGroup { (list: StarListViewer) in
            List(list.names, id: \.self) { Text($0) }
        } makeReadableDocument: { _, _ in
            StarListViewer()
        }

        ImmersiveSpace(id: "sky", for: ChartStar.self) { $focus in
            SkyView(focus: $focus)
        }
        .immersionStyle(selection: $skyStyle, in: .mixed, .progressive(0.2...0.8, initialAmount: 0.5), .full)

        ImmersiveSpace(id: "planetarium") {
            Text("Planetarium dome")
        }
        .immersionStyle(selection: .constant(.full), in: .full)
    }
}
