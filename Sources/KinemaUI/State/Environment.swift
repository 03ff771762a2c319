/// Reads a value from the environment of the view that declares it:
/// `@Environment(\.isFocused) private var isFocused`.
///
/// Reading the value in `body` makes the body depend on the view's environment.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Reads the value out of an environment (a key path's value, or an `@Observable` object).
    let read: @MainActor (EnvironmentValues) -> Value
    let link = DynamicPropertyLink()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    init(reading read: @escaping @MainActor (EnvironmentValues) -> Value) {
        self.read = read
    }

    /// The current value; the default value when the view is not installed in a view graph.
    public var wrappedValue: Value {
        guard let node = link.node else { return read(EnvironmentValues()) }
        return read(node.readEnvironment())
    }
}

extension Environment: InstallableProperty {
    func install(on node: CompositeNode, slot: Int) {
        link.node = node
    }
}

/// A view's connection to the graph node that owns it, filled in when the view is installed.
@MainActor
final class DynamicPropertyLink {
    weak var node: CompositeNode?
}

/// A stored property of a view that the runtime updates before each body evaluation
/// (``State``, ``Environment``, ``Binding``).
@MainActor
@preconcurrency
public protocol DynamicProperty {
    /// Called before the owning view's body is evaluated. The default does nothing.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}

/// A dynamic property the runtime connects to a node's storage, by the property's position among
/// the view's stored properties.
@MainActor
protocol InstallableProperty {
    func install(on node: CompositeNode, slot: Int)
}
