/// A type whose value can be animated by interpolating its ``animatableData``.
///
/// The animator works on `animatableData` only: it subtracts the old from the new model value to get
/// the delta an animation covers, and writes interpolated data back into a copy of the model value to
/// produce the presentation value. Types whose data is ``EmptyAnimatableData`` are never animated.
public protocol Animatable {
    /// The vector the animation interpolates.
    associatedtype AnimatableData: VectorArithmetic

    /// The value's animatable components; setting it replaces them.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector is its own animatable data.
    @inlinable
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No animatable components: reads are empty and writes are ignored.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
