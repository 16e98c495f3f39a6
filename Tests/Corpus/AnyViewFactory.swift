import SwiftUI

enum WidgetKind: CaseIterable { case clock, weather, notes }

struct WidgetFactory {
    static func view(for kind: WidgetKind) -> AnyView {
        switch kind {
        case .clock: AnyView(Text(Date(), style: .time))
        case .weather: AnyView(Label("21°", systemImage: "sun.max"))
        case .notes: AnyView(Text("3 notes"))
        }
    }
}

struct WidgetBoard: View {
    var body: some View {
        VStack {
            ForEach(WidgetKind.allCases, id: \.self) { kind in
                WidgetFactory.view(for: kind)
            }
        }
    }
}
