import SwiftUI

struct TermsConsentText: View {
    var body: some View {
        Text("By continuing you accept the ")
            + Text("Terms of Service").bold().underline()
            + Text(" and the ")
            + Text("Privacy Policy").italic().foregroundColor(.blue)
            + Text(".")
    }
}

struct StyledHeadlineText: View {
    var body: some View {
        VStack(alignment: .leading) {
            TermsConsentText()
                .font(.footnote)
                .multilineTextAlignment(.leading)
            Text("Weekly ") + Text("report").fontWeight(.heavy).fontDesign(.rounded)
            Text("Scaled caption").textScale(.secondary)
            Text("Tight").fontWidth(.condensed).monospaced()
        }
    }
}
