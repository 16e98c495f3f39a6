extension EnvironmentValues {
    /// The image scale for this environment, which `imageScale(_:)` sets.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}
