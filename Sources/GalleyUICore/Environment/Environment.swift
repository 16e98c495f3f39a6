import Observation

/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// @Environment(\.colorScheme) var colorScheme: ColorScheme
/// @Environment(Library.self) private var library
/// ```
///
/// The value is read when the view's `body` runs, from the environment the view was placed
/// in. Read outside a view being evaluated (in `init`, say), it gives the default value, as
/// SwiftUI does.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    private let box = EnvironmentBox()

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Creates an environment property to read an observable object from the environment.
    ///
    /// Reading it traps when no ancestor placed an object of that type with `environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment[objectType: objectType] else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
                )
            }
            return object
        }
    }

    /// Creates an environment property to read an observable object from the environment,
    /// returning `nil` if no corresponding object has been set in the current view's environment.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0[objectType: objectType] }
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        guard let environment = box.environment else { return read(EnvironmentValues()) }
        var tracked = environment
        tracked.recorder = box.recorder
        return read(tracked)
    }
}

extension Environment: InstallableProperty {
    package func install(_ installation: PropertyInstallation) {
        box.environment = installation.context.environment
        box.recorder = installation.node.recorder
    }
}

/// Where an `Environment` finds its view's environment once installed.
final class EnvironmentBox {
    var environment: EnvironmentValues?
    var recorder: AccessRecorder?
}
