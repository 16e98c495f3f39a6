import SwiftUI

struct LegacyMenu: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Profile", destination: Text("Profile"))
                NavigationLink(destination: Text("Orders")) {
                    Label("Orders", systemImage: "shippingbox")
                }
            }
            .navigationTitle("Menu")
        }
    }
}
