import KinemaRender

/// Changes the environment of the view's subtree (`.environment(_:_:)`, `.foregroundColor(_:)`,
/// `.bold()` on any view, `.disabled(_:)`).
public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout EnvironmentValues) -> Void
    /// Compared with the previous modifier's, so an unchanged value keeps the children's environment
    /// (and their bodies) as they are.
    let value: WatchedValue?

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        EnvironmentNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

final class EnvironmentNode: ModifierNode {
    private var modifier: _EnvironmentModifier?
    private var derived = DerivedEnvironment()

    override func update(modifier: any ViewModifier) {
        let modifier = modifier as! _EnvironmentModifier
        let isSame =
            self.modifier.flatMap { old in
                modifier.value.flatMap { new in old.value.map { new.isEqual($0.value) } }
            } ?? false
        if !isSame {
            derived.invalidate()
            invalidate()
        }
        self.modifier = modifier
    }

    override var environmentForChildren: EnvironmentValues {
        derived.value(from: environment) { environment in modifier?.transform(&environment) }
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view's subtree.
    public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    )
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        let watched = (value as? any Equatable).map { WatchedValue(erasing: $0) }
        return modifier(_EnvironmentModifier(transform: { $0[keyPath: keyPath] = value }, value: watched))
    }

    /// Sets the foreground colour of text and shapes in this subtree.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.foregroundColor, color)
    }

    /// Makes text in this subtree bold.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        addingTextAttributes(.bold, isActive)
    }

    /// Makes text in this subtree italic.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        addingTextAttributes(.italic, isActive)
    }

    /// Underlines text in this subtree.
    public func underline(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        addingTextAttributes(.underline, isActive)
    }

    /// Disables buttons and tap handlers in this subtree (they draw dimmed and ignore input).
    public func disabled(_ isDisabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: { if isDisabled { $0.isEnabled = false } }, value: WatchedValue(isDisabled)))
    }

    private func addingTextAttributes(
        _ attributes: TextAttributes, _ isActive: Bool
    )
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        modifier(
            _EnvironmentModifier(
                transform: { if isActive { $0.textAttributes.formUnion(attributes) } },
                value: WatchedValue(isActive)))
    }
}

extension WatchedValue {
    init(erasing value: any Equatable) {
        self = Self.make(value)
    }

    private static func make<V: Equatable>(_ value: V) -> WatchedValue { WatchedValue(value) }
}
