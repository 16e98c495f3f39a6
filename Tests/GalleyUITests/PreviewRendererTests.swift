import Testing

@testable import GalleyUI

// The goldens under __Snapshots__/PreviewRenderer are our own renderer's output, recorded on
// purpose (GALLEY_RECORD=1) and read by eye before committing: they prove only that the HTML
// did not change unnoticed, not that it looks like SwiftUI.

private struct AccentKey: EnvironmentKey {
    static let defaultValue = Color.blue
}

extension EnvironmentValues {
    fileprivate var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct Badge: View {
    @Environment(\.accent) private var accent
    var body: some View {
        Text("New").bold().padding(6).background(accent)
    }
}

private struct Card: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Shortbread").font(.title)
            Text("Butter, sugar, flour").foregroundStyle(.secondary)
            HStack {
                Image(systemName: "star.fill")
                Spacer()
                Button("Bake") {}
            }
            Divider()
        }
        .padding()
    }
}

private struct Settings: View {
    var body: some View {
        NavigationStack {
            Form {
                Section("Oven") {
                    Toggle("Fan", isOn: .constant(true))
                    Slider(value: .constant(0.25))
                    TextField("Notes", text: .constant(""))
                    Picker("Rack", selection: .constant("middle")) { Text("middle").tag("middle") }
                }
                Label("Timer", systemImage: "timer")
            }
            .navigationTitle("Kitchen")
        }
    }
}

private struct Unmodelled: View {
    var body: some View {
        VStack {
            ProgressView()
            Text("Cooling").shadow(radius: 3)
        }
    }
}

@MainActor @Suite struct PreviewRendererTests {
    private func html(_ view: some View) -> [String] {
        GalleyPreview(GalleyRuntime.evaluate(view)).renderings.map { "<!-- \($0.scheme) -->\n\($0.html)\n" }
    }

    @Test func stacksTextSymbolsAndButtons() {
        let rendered = html(Card()).joined()
        assertGolden(rendered, suite: "PreviewRenderer", name: "card", ext: "html")
        #expect(rendered.contains("gp-stack gp-v gp-align-leading\" style=\"gap:12px"))
        #expect(rendered.contains("font-size:28px"))
        #expect(rendered.contains("aria-label=\"symbol star.fill\""))
    }

    @Test func controlsListsAndNavigation() {
        let rendered = html(Settings()).joined()
        assertGolden(rendered, suite: "PreviewRenderer", name: "settings", ext: "html")
        #expect(rendered.contains("<div class=\"gp-nav-title\">Kitchen</div>"))
        #expect(rendered.contains("gp-switch gp-on"))
    }

    @Test func sameViewInTwoEnvironmentsDrawsTwoWays() {
        let plain = html(Badge()).joined()
        let orange = html(Badge().environment(\.accent, .orange)).joined()
        assertGolden(plain, suite: "PreviewRenderer", name: "badge-default", ext: "html")
        assertGolden(orange, suite: "PreviewRenderer", name: "badge-orange", ext: "html")
        #expect(plain.contains("background:var(--gp-blue)"))
        #expect(orange.contains("background:var(--gp-orange)"))
    }

    @Test func colourSchemeSetByTheSnippetGivesOneDrawing() {
        let both = GalleyPreview(GalleyRuntime.evaluate(Badge())).renderings.map(\.scheme)
        let dark = GalleyPreview(GalleyRuntime.evaluate(Badge().environment(\.colorScheme, .dark)))
            .renderings.map(\.scheme)
        #expect(both == ["light", "dark"])
        #expect(dark == ["dark"])
    }

    @Test func viewsAndModifiersItCannotDrawAreLabelledBoxes() {
        let rendered = html(Unmodelled()).joined()
        assertGolden(rendered, suite: "PreviewRenderer", name: "unmodelled", ext: "html")
        #expect(rendered.contains("<span class=\"gp-unknown-kind\">ProgressView</span>"))
        #expect(rendered.contains("<span class=\"gp-unknown-kind\">.shadow(3.0)</span>"))
        #expect(rendered.contains("Cooling"))
    }

    @Test func textIsEscaped() {
        let rendered = html(Text("<b>&</b>")).joined()
        #expect(rendered.contains("&lt;b&gt;&amp;&lt;/b&gt;"))
        #expect(!rendered.contains("<b>"))
    }
}
