import Testing

/// A view written as for Xcode, `import StoreKit` and all, compiled with swiftc against the
/// runtime build, linked and run.
@Suite struct StoreKitSnippetTests {
    @Test func aSnippetImportingStoreKitCompilesLinksAndRuns() throws {
        let output = try SnippetCompiler.run(
            """
            import StoreKit
            import SwiftUI

            struct RateView: View {
                @Environment(\\.requestReview) private var requestReview
                var body: some View {
                    Button("Rate") { requestReview() }
                        .onAppear {
                            requestReview()
                            print("asked for a review")
                        }
                }
            }

            GalleyRuntime.run(RateView())
            """)
        #expect(output == "asked for a review\n")
    }
}
