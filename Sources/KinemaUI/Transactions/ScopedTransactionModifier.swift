import KinemaAnimation

/// `.transaction(_:body:)` and `.animation(_:body:)`: the transform reaches only the modifiers that
/// `body` applies to the placeholder; the view itself (what the placeholder stands for) keeps the
/// incoming transaction (spec §4.4).
///
/// ```swift
/// avatar.animation(.smooth) { content in
///     content.shadow(color: .black, radius: selected ? 1 : 0)   // the shadow animates smoothly
/// }                                                             // the avatar itself does not
/// ```
public struct _ScopedTransactionView<Content: View, Result: View>: View, PrimitiveView {
    let content: Content
    let transform: (inout Transaction) -> Void
    let body: (PlaceholderContentView<Content>) -> Result

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ScopedTransactionNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Stands for the modified view inside the `body` of `.transaction(_:body:)`/`.animation(_:body:)`,
/// and for the transitioning view inside a ``Transition``'s `body(content:phase:)`.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    let content: any View
    /// The node whose incoming transaction the content sees (`nil`: the one handed down).
    let scope: ObjectIdentifier?
    /// Set by a transition: an unchanged version means the content itself did not change (only the
    /// phase did), so it is not reconciled again. `nil` reconciles it every time.
    let version: Int?

    init(content: any View, scope: ObjectIdentifier?, version: Int? = nil) {
        self.content = content
        self.scope = scope
        self.version = version
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        PlaceholderNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// A view that is the scoped-transaction wrapper or its placeholder (type-erased for the nodes).
@MainActor
protocol ScopedTransactionParts {
    var erasedTransform: (inout Transaction) -> Void { get }
    func erasedBody(scope: ObjectIdentifier) -> any View
}

extension _ScopedTransactionView: ScopedTransactionParts {
    var erasedTransform: (inout Transaction) -> Void { transform }
    func erasedBody(scope: ObjectIdentifier) -> any View {
        body(PlaceholderContentView(content: content, scope: scope))
    }
}

/// A node whose content's placeholder hands the original content the transaction that reached the
/// node, not the one its own modifiers see.
@MainActor
protocol PlaceholderScopeNode: ViewNode {
    /// The transaction that reached this node in the commit in progress.
    var incomingTransaction: Transaction { get }
}

final class ScopedTransactionNode: ModifierNode, PlaceholderScopeNode {
    private var transform: ((inout Transaction) -> Void)?
    /// The `body` closure, whose reads rebuild it alone.
    private var body: TrackedContent!
    /// The transaction that reached this node in the commit in progress; the placeholder hands it to
    /// the original content.
    private(set) var incomingTransaction = Transaction()

    override init(runtime: ViewRuntime, parent: ViewNode?, environment: EnvironmentValues) {
        super.init(runtime: runtime, parent: parent, environment: environment)
        body = TrackedContent(owner: self, label: "transaction(_:body:)")
    }

    override func update(with view: any View) {
        let parts = view as! any ScopedTransactionParts
        transform = parts.erasedTransform
        let scope = ObjectIdentifier(self)
        runtime.reconcileChild(of: self, at: 0, with: body.evaluate { parts.erasedBody(scope: scope) })
        invalidateCommit()
    }

    override func reconcile() {
        guard let changed = body.takeChange(as: (any View).self) else { return }
        runtime.reconcileChild(of: self, at: 0, with: changed)
    }

    override func didUninstall() {
        super.didUninstall()
        body.remove()
    }

    override var mayAddAnimation: Bool { transform != nil }

    override func contentTransaction(_ transaction: Transaction) -> Transaction {
        incomingTransaction = transaction
        var result = transaction
        transform?(&result)
        // Layout moves the modifiers in `body` together with the view, so their frames keep the
        // incoming transaction; only their own parameters see the transformed one (spec §4.4).
        result[GeometryTransactionKey.self] = transaction.geometryTransaction
        return result
    }
}

/// The transaction that the frames layout assigns animate with, when it differs from the one
/// handed down: inside the `body` of `.transaction(_:body:)`/`.animation(_:body:)`, the frames of the
/// modifiers follow the view they modify, so a scoped shadow never detaches from its view.
struct GeometryTransactionKey: TransactionKey {
    static var defaultValue: Transaction? { nil }
}

extension Transaction {
    /// The transaction a node's frame animates with: the one outside any scoped transaction
    /// `body`, otherwise this one.
    var geometryTransaction: Transaction { self[GeometryTransactionKey.self] ?? self }
}

final class PlaceholderNode: ModifierNode {
    private var scope: ObjectIdentifier?
    private var version: Int?

    override func update(with view: any View) {
        let placeholder = view as! any PlaceholderParts
        scope = placeholder.scope
        if let newVersion = placeholder.version, newVersion == version, !children.isEmpty { return }
        version = placeholder.version
        runtime.reconcileChild(of: self, at: 0, with: placeholder.erasedContent)
        invalidateCommit()
    }

    override func contentTransaction(_ transaction: Transaction) -> Transaction {
        guard let scope else { return transaction }
        var ancestor = parent
        while let node = ancestor {
            if let scoped = node as? any PlaceholderScopeNode, ObjectIdentifier(scoped) == scope {
                return scoped.incomingTransaction
            }
            ancestor = node.parent
        }
        return transaction
    }
}

@MainActor
protocol PlaceholderParts {
    var scope: ObjectIdentifier? { get }
    var version: Int? { get }
    var erasedContent: any View { get }
}

extension PlaceholderContentView: PlaceholderParts {
    var erasedContent: any View { content }
}

extension View {
    /// Applies `transform` to the transaction seen by the modifiers `body` applies to this view, and
    /// only to them.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void,
        @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V
    ) -> _ScopedTransactionView<Self, V> {
        _ScopedTransactionView(content: self, transform: transform, body: body)
    }

    /// Animates with `animation` only the modifiers `body` applies to this view (never this view's
    /// own changes). No effect when the transaction disables animations.
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V
    ) -> _ScopedTransactionView<Self, V> {
        transaction(
            { transaction in
                if !transaction.disablesAnimations { transaction.animation = animation }
            }, body: body)
    }
}
