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
///
/// A transaction remembers which properties and keys were assigned (by an initialiser argument, a
/// setter or the key subscript — even to their default value), so a nested `withTransaction` can
/// overlay only what it set on the enclosing one (spec §4.3, iOS 17 rule); see
/// `merged(over:)`.
public struct Transaction {
    /// The animation for changes made in this update; `nil` applies them at once.
    public var animation: Animation? {
        didSet { assigned.insert(.animation) }
    }

    /// When true, `.animation(_:value:)`-style modifiers leave ``animation`` alone (the view layer reads
    /// it); the animation already in the transaction still animates.
    public var disablesAnimations = false {
        didSet { assigned.insert(.disablesAnimations) }
    }

    /// True when the change comes from a continuous control (a slider drag, a held stepper).
    public var isContinuous = false {
        didSet { assigned.insert(.isContinuous) }
    }

    /// When true and ``animation`` is `nil`, changes follow the model at once while their velocity is
    /// recorded, so a later spring starts with it (spec §2.7).
    public var tracksVelocity = false {
        didSet { assigned.insert(.tracksVelocity) }
    }

    /// How a new animation joins one already running on a property (EXT, spec §6.1). `nil` uses the
    /// property's own policy (SwiftUI's by default); an animation's own
    /// ``Animation/combiningPolicy(_:)`` wins over this.
    public var combiningPolicy: AnimationCombiningPolicy? {
        didSet { assigned.insert(.combiningPolicy) }
    }

    /// Custom key values; holds exactly the keys that were assigned.
    var values: [ObjectIdentifier: Any] = [:]
    var completionListeners: [AnimationCompletionListener] = []
    /// The built-in properties that were assigned.
    private var assigned: AssignedProperties = []

    /// An empty transaction: no animation.
    public init() {}

    /// A transaction carrying `animation` (assigned, even when `nil`: nested in another
    /// transaction, `Transaction(animation: nil)` turns its animation off).
    public init(animation: Animation?) {
        self.animation = animation
        assigned.insert(.animation)
    }

    /// The value for a custom key, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// This transaction nested in `outer`: `outer` with every property and key assigned here
    /// overriding it, and the completion handlers of both (spec §4.3, iOS 17: an inner
    /// `withTransaction(\.key, value)` inside `withAnimation` keeps the animation; an inner
    /// `withAnimation` replaces only the animation).
    ///
    /// Both transactions' handlers count the changes made under the result, so an outer
    /// `withAnimation(_:completionCriteria:_:completion:)` also waits for animations started in a
    /// nested scope.
    package func merged(over outer: Transaction) -> Transaction {
        var result = outer
        if assigned.contains(.animation) { result.animation = animation }
        if assigned.contains(.disablesAnimations) { result.disablesAnimations = disablesAnimations }
        if assigned.contains(.isContinuous) { result.isContinuous = isContinuous }
        if assigned.contains(.tracksVelocity) { result.tracksVelocity = tracksVelocity }
        if assigned.contains(.combiningPolicy) { result.combiningPolicy = combiningPolicy }
        result.values.merge(values) { _, inner in inner }
        result.completionListeners += completionListeners
        return result
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

    /// Announces one more ``finalizeAnimationCompletions()`` call before the handlers may run: a
    /// view layer applying this transaction in several hosts holds once per host, so the first
    /// host's update does not complete a transaction another host has not applied yet.
    package func holdFinalization() {
        for listener in completionListeners { listener.holdFinalization() }
    }
}

/// The built-in ``Transaction`` properties, as a set of "which were assigned".
private struct AssignedProperties: OptionSet {
    let rawValue: UInt8

    static let animation = Self(rawValue: 1 << 0)
    static let disablesAnimations = Self(rawValue: 1 << 1)
    static let isContinuous = Self(rawValue: 1 << 2)
    static let tracksVelocity = Self(rawValue: 1 << 3)
    static let combiningPolicy = Self(rawValue: 1 << 4)
}
