import SwiftUI

struct Purchase: Identifiable {
    let id = UUID()
    let price: Double
}

struct TipTable: View {
    var body: some View {
        Table(of: Purchase.self) {
            TableColumn("Base price") { purchase in
                Text(purchase.price, format: .currency(code: "USD"))
            }
            TableColumn("With 15% tip") { purchase in
                Text(purchase.price * 1.15, format: .currency(code: "USD"))
            }
            TableColumn("With 20% tip") { purchase in
                Text(purchase.price * 1.2, format: .currency(code: "USD"))
            }
        } rows: {
            TableRow(Purchase(price: 20))
            TableRow(Purchase(price: 50))
            TableRow(Purchase(price: 75))
        }
    }
}

struct Track: Identifiable {
    let id: Int
    var title: String
    var artist: String
    var plays: Int
    var children: [Track]?
}

struct PlaylistTable: View {
    @State private var tracks = [
        Track(id: 1, title: "Intro", artist: "Lumen", plays: 12, children: nil),
        Track(id: 2, title: "Drift", artist: "Lumen", plays: 40, children: nil),
    ]
    @State private var sortOrder = [KeyPathComparator(\Track.plays, order: .reverse)]
    @State private var columns = TableColumnCustomization<Track>()
    @State private var showsArtist = true

    var body: some View {
        Table(of: Track.self, sortOrder: $sortOrder, columnCustomization: $columns) {
            TableColumn("Title", value: \.title)
                .customizationID("title")
            if showsArtist {
                TableColumn("Artist", value: \.artist)
                    .customizationID("artist")
            }
            TableColumn("Plays", value: \.plays) { track in
                Text("\(track.plays)")
            }
            .customizationID("plays")
            .defaultVisibility(.visible)
        } rows: {
            ForEach(tracks) { track in
                TableRow(track)
                    .contextMenu {
                        Button("Play Next") {}
                        Button("Remove", role: .destructive) {
                            tracks.removeAll { $0.id == track.id }
                        }
                    }
            }
        }
        .onChange(of: sortOrder) { _, order in tracks.sort(using: order) }
        .toolbar {
            Toggle("Artist", isOn: $showsArtist)
            Button("Reset Columns") { columns.resetVisibility() }
        }
    }
}

struct Folder: Identifiable {
    let id: String
    let files: [Folder]
}

struct FolderTable: View {
    let root = Folder(id: "Documents", files: [Folder(id: "Taxes", files: []), Folder(id: "Photos", files: [])])

    var body: some View {
        Table(of: Folder.self) {
            TableColumn("Name") { folder in Label(folder.id, systemImage: "folder") }
        } rows: {
            DisclosureTableRow(root) {
                ForEach(root.files)
            }
        }
    }
}

struct ReusableColumns: View {
    struct Stock: Identifiable {
        let id: String
        let price: Double
        let change: Double
    }
    let stocks = [Stock(id: "AAPL", price: 190, change: 1.2), Stock(id: "MSFT", price: 410, change: -0.4)]
    @State private var order = [KeyPathComparator(\Stock.price)]

    var body: some View {
        Table(stocks, sortOrder: $order) {
            TableColumn("Symbol", value: \.id)
            priceColumns
        }
    }

    @TableColumnBuilder<Stock, KeyPathComparator<Stock>>
    private var priceColumns: some TableColumnContent<Stock, KeyPathComparator<Stock>> {
        TableColumn("Price", value: \.price) { Text($0.price, format: .number) }
        TableColumn("Change", value: \.change) { stock in
            Text(stock.change, format: .percent).foregroundStyle(stock.change < 0 ? .red : .green)
        }
    }
}
