import SwiftUI

enum Mode { case a, b, c }

struct Switcher: View {
    var mode: Mode
    var showFooter: Bool
    var body: some View {
        VStack {
            switch mode {
            case .a: Text("A")
            case .b: Image(systemName: "b.circle")
            case .c: EmptyView()
            }
            if showFooter {
                Divider()
                Text("Footer")
            }
            if #available(macOS 14, iOS 17, *) {
                Text("New")
            }
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
            Text("8")
            Text("9")
            Text("10")
            Text("11")
            Text("12")
        }
    }
}
