import Testing

@testable import GalleyUI

private struct Flow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// How layout containers, shapes and layered modifiers appear in the evaluated tree.
@MainActor @Suite struct LayoutEvaluationTests {
    @Test func layoutsCalledWithContentAreContainers() {
        let outline = GalleyRuntime.outline(
            VStack {
                Flow {
                    Text("a")
                    Text("b")
                }
                AnyLayout(HStackLayout(spacing: 4)) { Text("c") }
            })
        #expect(
            outline == """
                Window
                  VStack
                    Flow
                      Text "a"
                      Text "b"
                    HStack
                      Text "c"
                """)
    }

    @Test func viewThatFitsEvaluatesItsFirstChildOnly() {
        let outline = GalleyRuntime.outline(
            ViewThatFits {
                Text("wide")
                Text("narrow")
            })
        #expect(
            outline == """
                Window
                  ViewThatFits first of 2
                    Text "wide"
                """)
    }

    @Test func shapeViewsChainAroundTheirShape() {
        let outline = GalleyRuntime.outline(
            VStack {
                Wedge()
                Circle().fill(.red).stroke(.blue, lineWidth: 2)
                Capsule().trim(from: 0, to: 0.5).stroke(.green, lineWidth: 1)
            })
        #expect(
            outline == """
                Window
                  VStack
                    Wedge
                      Shape
                    .stroke blue, lineWidth: 2.0
                      .fill red
                        Circle
                    .stroke green, lineWidth: 1.0
                      .trim from: 0.0, to: 0.5
                        Capsule
                """)
    }

    @Test func layeredContentIsEvaluatedAfterTheView() {
        let outline = GalleyRuntime.outline(
            Text("body")
                .safeAreaInset(edge: .bottom) { Text("bar") }
                .mask { Circle() })
        #expect(
            outline == """
                Window
                  .mask
                    .safeAreaInset bottom
                      Text "body"
                      Text "bar"
                    Circle
                """)
    }

    @Test func backgroundStyleReachesTheEnvironmentBelow() {
        let evaluated = GalleyRuntime.evaluate(Text("x").backgroundStyle(.red))
        let text = evaluated.children.first?.children.first
        #expect(text?.kind == "Text")
        #expect(text?.setting("backgroundStyle")?.value.contains("red") == true)
    }
}
