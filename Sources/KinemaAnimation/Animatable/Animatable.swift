/// A type whose value can be animated by interpolating its ``animatableData``.
///
/// The animator works on `animatableData` only: it subtracts the old from the new model value to get
/// the delta an animation covers, and writes interpolated data back into a copy of the model value to
/// produce the presentation value. Types whose data is ``EmptyAnimatableData`` are never animated.
///
/// **Isolation.** The requirement is `nonisolated`: animators read and write the data wherever they
/// run. A witness declared in a main-actor type — a view or a modifier, whose `View` and
/// `ViewModifier` conformances isolate the type to the main actor — is inferred `nonisolated` from
/// the requirement, so SwiftUI's tutorial spelling compiles in Swift 6 without annotations:
///
/// ```swift
/// struct Meter: View, Animatable {
///     var level: Double
///     var animatableData: Double {
///         get { level }
///         set { level = newValue }
///     }
///     var body: some View { Text(String(repeating: "#", count: Int(level))) }
/// }
/// ```
///
/// The accessors may read and write the type's `Sendable` stored properties (as above); one that
/// reaches main-actor state (a main-actor global, a method of the view) is a compile error, which
/// `View, @MainActor Animatable` (an isolated conformance) lifts. See
/// <doc:AnimatableInSwift6>.
public protocol Animatable {
    /// The vector the animation interpolates.
    associatedtype AnimatableData: VectorArithmetic

    /// The value's animatable components; setting it replaces them.
    nonisolated var animatableData: AnimatableData { get set }
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
