import SwiftUI

struct AppScene: Scene {
    var body: some Scene {
        WindowGroup {
            Text("Window")
        }
        .environment(\.locale, Locale(identifier: "hr_HR"))
    }
}
