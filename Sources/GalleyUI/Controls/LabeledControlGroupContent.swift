/// The content of a control group that has a label.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    /// The content, followed by the label.
    public var body: some View {
        content
        label
    }
}
