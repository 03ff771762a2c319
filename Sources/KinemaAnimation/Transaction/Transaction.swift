/// The context of one state-processing update: the animation for the changes it carries, flags, and
/// custom keys. A value; the view layer passes it down the tree and modifiers rewrite copies.
///
/// ```swift
/// var transaction = Transaction(animation: .snappy)
/// transaction.addAnimationCompletion { print("done") }
/// value.setModel(10, transaction: transaction, at: now)
/// transaction.finalizeAnimationCompletions()      // after the update applied it everywhere
/// ```
///
/// Completion handlers are shared by every copy (they count the properties that animate); see
/// ``addAnimationCompletion(criteria:_:)``. Not `Sendable`: confined to the thread running updates.
public struct Transaction {
    /// The animation for changes made in this update; `nil` applies them at once.
    public var animation: Animation?

    /// When true, `.animation(_:value:)`-style modifiers leave ``animation`` alone (the view layer reads
    /// it); the animation already in the transaction still animates.
    public var disablesAnimations = false

    /// True when the change comes from a continuous control (a slider drag, a held stepper).
    public var isContinuous = false

    /// When true and ``animation`` is `nil`, changes follow the model at once while their velocity is
    /// recorded, so a later spring starts with it (spec §2.7).
    public var tracksVelocity = false

    /// How a new animation joins one already running on a property (EXT, spec §6.1). `nil` uses the
    /// property's own policy (SwiftUI's by default); an animation's own
    /// ``Animation/combiningPolicy(_:)`` wins over this.
    public var combiningPolicy: AnimationCombiningPolicy?

    var values: [ObjectIdentifier: Any] = [:]
    var completionListeners: [AnimationCompletionListener] = []

    /// An empty transaction: no animation.
    public init() {}

    /// A transaction carrying `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value for a custom key, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The animation a property uses for a change in this transaction: ``animation``, or velocity
    /// tracking when ``tracksVelocity`` is set and there is no animation.
    public var effectiveAnimation: Animation? {
        animation ?? (tracksVelocity ? .velocityTracking : nil)
    }

    /// Whether changes in this transaction animate.
    public var isAnimated: Bool { effectiveAnimation != nil }

    /// Adds a handler that runs once every animation this transaction starts meets `criteria`.
    ///
    /// It runs when the last such animation completes, or — if nothing animated — when the view layer
    /// calls ``finalizeAnimationCompletions()`` after the update. It is called synchronously from that
    /// call or from ``AnimatedValue/presentation(at:)``; the view layer defers it to after the update.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        completionListeners.append(AnimationCompletionListener(criteria: criteria, completion: completion))
    }

    /// Whether completion handlers are attached.
    public var hasAnimationCompletions: Bool { !completionListeners.isEmpty }

    /// Declares that the update carrying this transaction has applied it to every property. Handlers
    /// whose animations are all complete — or that no property animated — run now; the others run when
    /// their last animation completes. Call once per update, after it; further calls do nothing.
    public func finalizeAnimationCompletions() {
        for listener in completionListeners { listener.finalize() }
    }
}
