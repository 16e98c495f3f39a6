import SwiftUI

extension EnvironmentValues {
    @Entry var showsBadges = true
    @Entry var pageSize = 20
}

struct Settings: View {
    @Environment(\.showsBadges) var showsBadges
    @Environment(\.pageSize) var pageSize
    var body: some View {
        Text("Badges: \(showsBadges ? "on" : "off"), \(pageSize) per page")
    }
}
