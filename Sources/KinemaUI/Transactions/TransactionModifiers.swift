import KinemaAnimation

/// Rewrites the transaction for the view's subtree (`.transaction(_:)`, `.transaction(value:_:)`,
/// `.animation(_:value:)`, `.animation(_:)`).
///
/// Every commit that passes through the modifier hands its content a transformed copy of the
/// incoming transaction. With a watched value the transform applies only in the update during which
/// the value changed (spec §4.4): the node stamps the update's seed when it sees a new value.
public struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout Transaction) -> Void
    /// The watched value and how to compare it; `nil` applies the transform to every transaction.
    let watched: WatchedValue?

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        TransactionNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// A value a modifier watches for changes, compared with its own `==`.
struct WatchedValue {
    let value: Any
    let isEqual: (Any) -> Bool

    init<V: Equatable>(_ value: V) {
        self.value = value
        isEqual = { ($0 as? V) == value }
    }
}

final class TransactionNode: ModifierNode {
    private var modifier: _TransactionModifier?
    private var changedInUpdate = -1

    override func update(modifier: any ViewModifier) {
        let modifier = modifier as! _TransactionModifier
        if let watched = modifier.watched, let previous = self.modifier?.watched,
            !watched.isEqual(previous.value)
        {
            changedInUpdate = runtime.updateSeed
            invalidateCommit()
        }
        self.modifier = modifier
    }

    override var mayAddAnimation: Bool {
        // A watched value that did not change in this update leaves the transaction alone.
        guard let modifier else { return false }
        return modifier.watched == nil || changedInUpdate == runtime.updateSeed
    }

    override func contentTransaction(_ transaction: Transaction) -> Transaction {
        guard let modifier else { return transaction }
        if modifier.watched != nil && changedInUpdate != runtime.updateSeed { return transaction }
        var result = transaction
        modifier.transform(&result)
        return result
    }
}

extension View {
    /// Applies `transform` to the transaction of every update that reaches this view's subtree.
    ///
    /// ```swift
    /// avatar.transaction { $0.animation = $0[AvatarTappedKey.self] ? .bouncy : .smooth }
    /// ```
    public func transaction(
        _ transform: @escaping (inout Transaction) -> Void
    ) -> ModifiedContent<Self, _TransactionModifier> {
        modifier(_TransactionModifier(transform: transform, watched: nil))
    }

    /// Applies `transform` only to the transaction of an update in which `value` changed.
    public func transaction<V: Equatable>(
        value: V, _ transform: @escaping (inout Transaction) -> Void
    ) -> ModifiedContent<Self, _TransactionModifier> {
        modifier(_TransactionModifier(transform: transform, watched: WatchedValue(value)))
    }

    /// Animates the changes in this subtree with `animation` in updates where `value` changed
    /// (`nil` removes the animation); other updates keep their transaction. No effect when the
    /// transaction disables animations.
    ///
    /// ```swift
    /// avatar.scaleEffect(selected ? 1.5 : 1).animation(.bouncy, value: selected)
    /// ```
    public func animation<V: Equatable>(
        _ animation: Animation?, value: V
    ) -> ModifiedContent<Self, _TransactionModifier> {
        transaction(value: value) { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Animates every change in this subtree with `animation`, even changes made without one.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _TransactionModifier> {
        transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }
}
