import Testing

@testable import GalleyStoreKit
@testable import GalleyUI

/// Asks on the third launch; `launches` starts at what earlier launches stored.
private struct RatePrompt: View {
    @Environment(\.requestReview) private var requestReview
    @AppStorage private var launches: Int
    init(earlierLaunches: Int) { _launches = AppStorage(wrappedValue: earlierLaunches, "RequestReviewTests.launches") }
    var body: some View {
        Text("launches \(launches)")
            .onAppear {
                launches += 1
                if launches == 3 { requestReview() }
            }
    }
}

private struct RateButton: View {
    @Environment(\.requestReview) private var requestReview
    var body: some View {
        Button("Rate", action: requestReview.callAsFunction)
    }
}

/// `import StoreKit`'s review request: read from the environment, and counted when called.
@MainActor @Suite(.serialized) struct RequestReviewTests {
    private func reads(_ tree: EvaluatedView) -> [EvaluatedView.Read] {
        tree.reads + tree.children.flatMap(reads)
    }

    @Test func viewsReadTheActionFromTheEnvironment() {
        let tree = GalleyRuntime.evaluate(RateButton())
        let read = reads(tree).first { $0.name == "requestReview" }
        #expect(read?.value == "RequestReviewAction")
        #expect(read?.isDefault == true)
    }

    @Test func callingTheActionCountsTheRequestAndNothingElse() {
        let before = RequestReviewAction.requestCount
        _ = GalleyRuntime.evaluate(RateButton())
        #expect(RequestReviewAction.requestCount == before, "a button that is never pressed asks nothing")
        EnvironmentValues().requestReview()
        #expect(RequestReviewAction.requestCount == before + 1)
    }

    @Test func aPromptOnTheThirdLaunchAsksThenAndOnlyThen() {
        let before = RequestReviewAction.requestCount
        #expect(GalleyRuntime.outline(RatePrompt(earlierLaunches: 1)).contains("launches 2"))
        #expect(RequestReviewAction.requestCount == before)
        #expect(GalleyRuntime.outline(RatePrompt(earlierLaunches: 2)).contains("launches 3"))
        #expect(RequestReviewAction.requestCount == before + 1)
    }
}
