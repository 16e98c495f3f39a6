/// A dynamic property that scales a numeric value with the environment's Dynamic Type size.
///
/// ```swift
/// @ScaledMetric(relativeTo: .title) var iconSize = 24.0
/// ```
///
/// The value is read at the default size (`.large`) unchanged. At other sizes Galley
/// multiplies it by a factor of its own, which rises with the size (0.82 at `.xSmall` to 3.1
/// at `.accessibility5`) for every text style alike; SwiftUI's own factors differ by text
/// style and are not reproduced. Reading it records a read of `dynamicTypeSize`.
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let box = ScaledMetricBox()

    /// Creates the scaled metric with an unscaled value, scaled relative to the body style.
    public init(wrappedValue: Value) { baseValue = wrappedValue }

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
    }

    /// The value scaled based on the current environment.
    public var wrappedValue: Value {
        var environment = box.environment ?? EnvironmentValues()
        environment.recorder = box.recorder
        return baseValue * Value(Self.factor(for: environment.dynamicTypeSize))
    }

    /// Galley's scale factor for a Dynamic Type size.
    static func factor(for size: DynamicTypeSize) -> Double {
        let factors: [Double] = [0.82, 0.88, 0.94, 1, 1.12, 1.24, 1.35, 1.65, 2, 2.4, 2.8, 3.1]
        return factors[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}

extension ScaledMetric: InstallableProperty {
    package func install(_ installation: PropertyInstallation) {
        box.environment = installation.context.environment
        box.recorder = installation.node.recorder
    }
}

/// Where a `ScaledMetric` finds its view's environment once installed.
final class ScaledMetricBox {
    var environment: EnvironmentValues?
    var recorder: AccessRecorder?
}
