import Foundation
import KinemaAnimation
import KinemaGeometry

/// A modifier that moves, scales or turns what its view draws by a projection transform computed
/// from the view's size: SwiftUI's `GeometryEffect`.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var amount: CGFloat = 2
///     var shakesPerUnit = 3
///     var animatableData: CGFloat
///
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(
///             translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
///     }
/// }
/// Text("Wrong password").modifier(Shake(animatableData: CGFloat(attempts)))
/// ```
///
/// A geometry effect is `Animatable`: when its `animatableData` changes under an
/// animation, ``effectValue(size:)`` is asked again at every frame with interpolated data.
///
/// **What cells can show.** The transform maps *positions* in the view's own coordinates (origin
/// at its top-leading corner, in cells — or points in points mode): translation, scale, rotation,
/// shear and perspective all move where things are drawn. Fills, shapes and borders follow the
/// transform exactly, below the cell; text keeps one upright glyph per cell and each character
/// moves to where the transform takes it (as with `scaleEffect` and `rotationEffect`). Hit testing
/// follows what is drawn. A transform with a NaN or infinite entry draws the view untransformed.
///
/// **Layout.** The effect applies when drawing and hit testing. Layout — sizes, positions of this
/// view and its siblings, and the frames a `GeometryReader` reports — never sees it (see
/// ``ignoredByLayout()``).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform that maps the view's own coordinates to where they are drawn, for a view of
    /// `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// This effect, applied only when drawing: SwiftUI's way to keep a transition's movement out of
    /// geometry queries.
    ///
    /// In Kinema every geometry effect already applies only when drawing and hit testing (layout
    /// and `GeometryReader` frames never include draw-time effects), so the returned effect draws
    /// exactly like this one; it exists so SwiftUI code that calls it compiles and behaves the same
    /// on screen.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(self)
    }
}

/// A geometry effect applied only when drawing (``GeometryEffect/ignoredByLayout()``).
///
/// `nonisolated`: it only forwards to its base, whose data animators read wherever they run.
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The effect.
    public var base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// The base effect's data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    /// The base effect's transform.
    @MainActor public func effectValue(size: CGSize) -> ProjectionTransform {
        base.effectValue(size: size)
    }
}

/// Content modified by a ``GeometryEffect`` (type-erased access for the runtime, which makes a
/// ``GeometryEffectNode`` for it).
@MainActor
protocol GeometryEffectContent {
    func makeGeometryEffectNode(
        runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues
    ) -> ViewNode
}

extension ModifiedContent: GeometryEffectContent where Modifier: GeometryEffect {
    func makeGeometryEffectNode(
        runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues
    ) -> ViewNode {
        GeometryEffectNode<Modifier>(runtime: runtime, parent: parent, environment: environment)
    }
}

/// The node of a ``GeometryEffect``: the effect is an animatable attribute; its transform applies
/// when drawing (and so to hit regions), never in layout.
final class GeometryEffectNode<Effect: GeometryEffect>: EffectSlotNode<Effect> {
    private var model: Effect?

    override func update(modifier: any ViewModifier) {
        // Effects are not `Equatable`: a new value always commits (the slot starts no animation
        // when the data is unchanged).
        model = (modifier as! Effect)
        invalidateCommit()
    }

    override func commit(transaction: Transaction) -> Bool {
        guard let model else { return false }
        return setEffect(model, transaction: transaction)
    }

    /// The presented effect's transform in layout coordinates (the effect's own coordinates start at
    /// the presented frame's origin); the identity when the effect answers a non-finite transform.
    var layoutTransform: ProjectionTransform {
        guard let effect = slot.presented ?? model else { return ProjectionTransform() }
        let frame = presentedFrame
        let local = effect.effectValue(size: frame.size)
        guard local.hasFiniteEntries else { return ProjectionTransform() }
        let (x, y) = (frame.origin.x, frame.origin.y)
        guard x != 0 || y != 0 else { return local }
        return ProjectionTransform(CGAffineTransform(translationX: -x, y: -y))
            .concatenating(local)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: x, y: y)))
    }

    override func computeDrawBounds() -> Rect {
        presentedFrame.covering(DrawContext.bound(of: contentDrawBounds, through: layoutTransform))
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: context.concatenating(layoutTransform))
    }
}

extension ProjectionTransform {
    /// Whether every entry is finite.
    var hasFiniteEntries: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }
}
