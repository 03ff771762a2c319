/// The integrator state of a ``FluidSpringAnimation`` for one animated property.
///
/// Invariants:
/// - `integratedTime` only grows, in steps of 1/300 s (or jumps forward after a > 1 s backlog).
struct FluidSpringState<V: VectorArithmetic> {
    /// Covered offset from the animation's start.
    var offset: V = .zero
    /// Velocity, units per second.
    var velocity: V = .zero
    /// The last spring force (acceleration, mass 1).
    var force: V = .zero
    /// How far the integrator has advanced, seconds since the animation's start.
    var integratedTime: Double = 0
    /// When the current target was set (the logical-completion clock).
    var startTime: Double = 0
    /// When a response blend began.
    var blendStart: Double = 0
    /// The response difference being blended away.
    var blendInterval: Double = 0
}

/// `AnimationState` key of a fluid spring running on the generic (context) path.
struct FluidSpringStateKey<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: FluidSpringState<V> { FluidSpringState() }
}
