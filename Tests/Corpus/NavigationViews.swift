import SwiftUI

struct Detail: View {
    let value: Int
    var body: some View { Text("Detail \(value)") }
}

struct Navigation: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("First", destination: Detail(value: 1))
                NavigationLink {
                    Detail(value: 2)
                } label: {
                    Text("Second")
                }
                NavigationLink("Third", value: 3)
            }
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { Detail(value: $0) }
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Add") {} }
            }
        }
    }
}
