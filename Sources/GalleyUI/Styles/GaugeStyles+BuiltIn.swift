// The built-in gauge styles. Each draws nothing in Galley: its body is the gauge's label,
// and a gauge styled with it is evaluated as an unstyled one.

/// The default gauge view style in the current context of the view being styled.
nonisolated public struct DefaultGaugeStyle: GaugeStyle, BuiltInStyle {
    /// Creates a default gauge style.
    public init() {}
    /// The gauge's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "automatic" }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the value rises.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    /// Creates a linear capacity gauge style.
    public init() {}
    /// The gauge's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "linearCapacity" }
}

/// A gauge style that displays bar with a marker that appears at a point along the bar.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInStyle {
    /// Creates an accessory linear gauge style.
    public init() {}
    /// The gauge's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "accessoryLinear" }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the value rises.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    /// Creates an accessory linear capacity gauge style.
    public init() {}
    /// The gauge's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "accessoryLinearCapacity" }
}

/// A gauge style that displays an open ring with a marker that appears at a point along the ring.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInStyle {
    /// Creates an accessory circular gauge style.
    public init() {}
    /// The gauge's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "accessoryCircular" }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the value.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    /// Creates an accessory circular capacity gauge style.
    public init() {}
    /// The gauge's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "accessoryCircularCapacity" }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    nonisolated public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills as the value rises.
    nonisolated public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays a bar with a marker.
    nonisolated public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills as the value rises, for accessories.
    nonisolated public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker.
    nonisolated public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring partially filled in.
    nonisolated public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}
