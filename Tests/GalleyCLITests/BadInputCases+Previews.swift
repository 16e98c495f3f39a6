import Foundation

/// Rows for previews: views GalleyUI evaluates but cannot draw.
extension BadInputCase {
    /// A verification cache kept between runs, so only the first run after the runtime's
    /// sources change compiles GalleyUI (inside the warm-up, not the row's deadline).
    static let sharedCache = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/galley-bad-input-cache").path

    static let previews: [BadInputCase] = [
        BadInputCase(
            "a view and a modifier the preview cannot draw become labelled boxes",
            .shows(page: "en/gamma/index.html", text: "<span class=\"gp-unknown-kind\">ContainerRelativeShape</span>"),
            arguments: ["--cache-dir", sharedCache]
        ) {
            try $0.write(
                "Content/en/gamma.md",
                """
                ---
                title: Gamma
                ---

                ```swift run
                import SwiftUI

                struct Odd: View {
                    var body: some View {
                        ContainerRelativeShape().scaleEffect(2)
                    }
                }
                // snippet.hide
                GalleyRuntime.run(Odd())
                // snippet.show
                ```

                """)
        }
    ]
}
