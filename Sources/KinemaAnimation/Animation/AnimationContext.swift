/// What an animation sees besides its delta and time: its persistent state, the logical-completion
/// flag, and the environment of the property it animates.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Storage that persists between calls for this animation.
    public var state: AnimationState<Value>

    /// Set by the animation when it is done "enough" (drives `.logicallyComplete` completions); the
    /// animator latches it.
    public var isLogicallyComplete: Bool

    /// Values from the owner of the animated property (the view layer puts its environment here).
    public var environment: AnimationEnvironment

    /// Creates a context.
    public init(
        state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
        environment: AnimationEnvironment = AnimationEnvironment()
    ) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }

    /// A context over another vector type with the same environment and logical-completion flag, for
    /// driving a nested animation.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}
