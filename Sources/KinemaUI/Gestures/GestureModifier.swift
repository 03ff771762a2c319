/// How a gesture attached to a view arbitrates with the gestures of the view's subviews.
enum GesturePriority {
    /// Subviews' gestures have precedence (`.gesture`).
    case normal
    /// This gesture has precedence over the subviews' (`.highPriorityGesture`).
    case high
    /// This gesture and the subviews' are recognized together (`.simultaneousGesture`).
    case simultaneous
}

/// Attaches a gesture to a view (``View/gesture(_:including:)`` and its high-priority and
/// simultaneous variants).
public struct _GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        GestureNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// A gesture modifier seen without its gesture type.
@MainActor
protocol GestureAttaching {
    func attach(to node: GestureNode)
}

extension GestureAttaching {
    /// Attaches `modifier`, a value of this type, without boxing it into `any GestureAttaching`.
    static func attach<M>(_ modifier: M, to node: GestureNode) {
        (modifier as! Self).attach(to: node)
    }
}

extension _GestureModifier: GestureAttaching {
    func attach(to node: GestureNode) {
        let existing = node.recognizer as? _GestureRecognizer<G.Value>
        let recognizer = gesture._makeRecognizer(reusing: existing)
        if let old = node.recognizer, old !== recognizer { RetiredRecognizers.retire(old) }
        node.recognizer = recognizer
        node.priority = priority
        node.mask = mask
    }
}

extension View {
    /// Attaches `gesture` to this view. The gestures of its subviews have precedence: where a
    /// subview's gesture is recognized, this one is not.
    ///
    /// `mask` chooses which gestures stay enabled: ``GestureMask/gesture`` disables the subviews'
    /// gestures, ``GestureMask/subviews`` disables this one.
    ///
    /// The gesture is recognized over the view's content as drawn in the last frame: the parts
    /// that draw something (text, fills, borders), unless ``View/contentShape(_:eoFill:)`` widens
    /// it; a view covered by another view drawn above it is not reached there.
    public func gesture<T: Gesture>(
        _ gesture: T, including mask: GestureMask = .all
    )
        -> ModifiedContent<Self, _GestureModifier<T>>
    {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches `gesture` when `isEnabled` is true; when false, the view's subviews keep their
    /// gestures and this one is not recognized.
    public func gesture<T: Gesture>(
        _ gesture: T, isEnabled: Bool
    ) -> ModifiedContent<Self, _GestureModifier<T>> {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches `gesture` with precedence over the gestures of this view's subviews.
    public func highPriorityGesture<T: Gesture>(
        _ gesture: T, including mask: GestureMask = .all
    )
        -> ModifiedContent<Self, _GestureModifier<T>>
    {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches `gesture` so that it is recognized together with the gestures of this view's
    /// subviews.
    public func simultaneousGesture<T: Gesture>(
        _ gesture: T, including mask: GestureMask = .all
    )
        -> ModifiedContent<Self, _GestureModifier<T>>
    {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }
}
