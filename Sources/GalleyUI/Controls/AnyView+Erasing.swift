extension AnyView {
    /// Creates an instance that type-erases `view`.
    public init<V: View>(erasing view: V) { self.init(view) }
}
