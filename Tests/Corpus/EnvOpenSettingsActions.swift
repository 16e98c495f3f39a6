import SwiftUI

struct AccountMenuActions: View {
    @Environment(\.openSettings) private var openSettings
    @Environment(\.openDocument) private var openDocument
    @Environment(\.rename) private var rename
    @Environment(\.resetFocus) private var resetFocus
    @Namespace private var formNamespace

    var body: some View {
        Menu("Account") {
            Button("Preferences…") { openSettings() }
            Button("Open report") {
                Task { try? await openDocument(at: URL(fileURLWithPath: "/tmp/report.txt")) }
            }
            if let rename {
                Button("Rename") { rename() }
            }
            Button("Reset focus") { resetFocus(in: formNamespace) }
        }
    }
}
