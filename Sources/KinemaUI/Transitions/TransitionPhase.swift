/// Where a view stands in its insertion or removal transition.
///
/// A ``Transition`` is asked for the view's look in each phase: `willAppear` before an insertion
/// (the look it animates from), `identity` while it is shown, `didDisappear` after a removal (the
/// look it animates to).
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the transition's starting look.
    case willAppear
    /// The view is shown normally.
    case identity
    /// The view has been removed: the look its removal animates to.
    case didDisappear

    /// Whether this is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// −1 for ``willAppear``, 0 for ``identity``, 1 for ``didDisappear``: handy for transitions
    /// that move one way in and the same way out (`offset(x: 10 * phase.value)`).
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a ``Transition`` does, for the system to decide how to honour preferences such as reduced
/// motion.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition moves the view (a move, a scale, a slide). With reduced motion such a
    /// transition is replaced by a cross-fade.
    public var hasMotion: Bool

    /// Properties of a transition that moves the view unless told otherwise.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}
