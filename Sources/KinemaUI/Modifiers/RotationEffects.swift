import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// Turns the drawn view about an anchor without changing its layout (`.rotationEffect(_:anchor:)`).
/// The angle animates.
public struct _RotationEffect: ViewModifier, PrimitiveModifier, Equatable {
    let geometry: RotationGeometry

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        RotationEffectNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Turns the drawn view in three dimensions and projects it back onto the screen
/// (`.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`). Every number animates.
public struct _Rotation3DEffect: ViewModifier, PrimitiveModifier, Equatable {
    let geometry: RotationGeometry

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        RotationEffectNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// The animatable numbers of a rotation: the angle, the axis, the anchor (a unit point and a depth)
/// and the perspective. A plain `rotationEffect` turns about the z axis with no perspective.
struct RotationGeometry: Animatable, Equatable {
    var angle: Double
    var axis: SIMD3<Double> = [0, 0, 1]
    var anchor: UnitPoint = .center
    var anchorZ: Double = 0
    var perspective: Double = 0

    var animatableData:
        AnimatablePair<
            AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>>,
            AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
        >
    {
        get {
            AnimatablePair(
                AnimatablePair(angle, AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z))),
                AnimatablePair(AnimatablePair(anchor.x, anchor.y), AnimatablePair(anchorZ, perspective)))
        }
        set {
            angle = newValue.first.first
            axis = [
                newValue.first.second.first, newValue.first.second.second.first,
                newValue.first.second.second.second,
            ]
            anchor = UnitPoint(x: newValue.second.first.first, y: newValue.second.first.second)
            anchorZ = newValue.second.second.first
            perspective = newValue.second.second.second
        }
    }

    /// The transform of cell space that draws a view laid out in `frame` rotated, as the eye sees
    /// it: the rotation and projection happen in square units (a row is two), then map back.
    ///
    /// The projection follows SwiftUI's: about the anchor `(x, y, anchorZ)`, turn by `angle` about
    /// `axis` (right-handed in screen coordinates, so a positive angle about z turns clockwise on
    /// screen), then divide by `w = 1 − z / d` with `d = max(width, height) / perspective`; points
    /// leave the plane only through the rotation, so the result is a 3 × 3 projective map.
    func transform(for frame: Rect) -> ProjectionTransform {
        let ratio = Double(CellAspect.ratio)
        let pivot = frame.point(at: anchor)
        let (ax, ay, az) = (Double(pivot.x), Double(pivot.y) * ratio, anchorZ.isFinite ? anchorZ : 0)
        let radians = angle.isFinite ? angle : 0
        let length = (axis * axis).sum().squareRoot()
        guard radians != 0, length.isFinite, length > 0 else { return ProjectionTransform() }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (c, s) = (cos(radians), sin(radians))
        let t = 1 - c
        // Rodrigues' rotation matrix (column vectors: r = R q).
        let r = [
            [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
            [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
            [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
        ]
        let depth = max(Double(frame.size.width), Double(frame.size.height) * ratio)
        let invD = perspective.isFinite && depth > 0 ? perspective / depth : 0
        // The rotated point's components as linear functions of (x, y) in square units.
        func row(_ i: Int) -> (dx: Double, dy: Double, constant: Double) {
            (r[i][0], r[i][1], -r[i][0] * ax - r[i][1] * ay - r[i][2] * az)
        }
        let (rx, ry, rz) = (row(0), row(1), row(2))
        // W = 1 − rz / d; X = rx + ax·W; Y = ry + ay·W (then X / W, Y / W).
        let w = (dx: -rz.dx * invD, dy: -rz.dy * invD, constant: 1 - rz.constant * invD)
        let square = ProjectionTransform(
            m11: rx.dx + ax * w.dx, m12: ry.dx + ay * w.dx, m13: w.dx,
            m21: rx.dy + ax * w.dy, m22: ry.dy + ay * w.dy, m23: w.dy,
            m31: rx.constant + ax * w.constant, m32: ry.constant + ay * w.constant, m33: w.constant)
        let toSquare = ProjectionTransform(CGAffineTransform(scaleX: 1, y: CGFloat(ratio)))
        let toCells = ProjectionTransform(CGAffineTransform(scaleX: 1, y: CGFloat(1 / ratio)))
        return toSquare.concatenating(square).concatenating(toCells)
    }
}

extension ProjectionTransform {
    /// A transform from its nine entries (row-vector convention, as SwiftUI's).
    init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double,
        m32: Double,
        m33: Double
    ) {
        self.init()
        (self.m11, self.m12, self.m13) = (CGFloat(m11), CGFloat(m12), CGFloat(m13))
        (self.m21, self.m22, self.m23) = (CGFloat(m21), CGFloat(m22), CGFloat(m23))
        (self.m31, self.m32, self.m33) = (CGFloat(m31), CGFloat(m32), CGFloat(m33))
    }
}

extension View {
    /// Draws the view turned by `angle` (clockwise on screen) about `anchor`; layout is unchanged.
    ///
    /// Shapes, fills and borders turn exactly, below the cell; text keeps its glyphs upright and
    /// each character moves to where the turn takes it. The turn happens in square units, so a
    /// square stays square. A NaN or infinite angle turns nothing.
    public func rotationEffect(
        _ angle: Angle, anchor: UnitPoint = .center
    ) -> ModifiedContent<Self, _RotationEffect> {
        modifier(
            _RotationEffect(
                geometry: RotationGeometry(angle: Self.finite(angle.radians), anchor: Self.finite(anchor))))
    }

    /// Draws the view turned by `angle` about `axis` in three dimensions and projected back onto
    /// the screen with `perspective` (1 is SwiftUI's default; 0 is a flat, orthographic projection);
    /// layout is unchanged. A card turned by 180° about the y axis shows its mirror image, as in
    /// SwiftUI. NaN or infinite numbers count as no turn (angle), the z axis (axis), the centre
    /// (anchor), 0 (anchorZ) and 1 (perspective).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> ModifiedContent<Self, _Rotation3DEffect> {
        var vector = SIMD3(Double(axis.x), Double(axis.y), Double(axis.z))
        if !(vector.x.isFinite && vector.y.isFinite && vector.z.isFinite) { vector = [0, 0, 1] }
        let geometry = RotationGeometry(
            angle: Self.finite(angle.radians), axis: vector, anchor: Self.finite(anchor),
            anchorZ: Self.finite(Double(anchorZ)), perspective: perspective.isFinite ? Double(perspective) : 1
        )
        return modifier(_Rotation3DEffect(geometry: geometry))
    }

    fileprivate static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

    fileprivate static func finite(_ anchor: UnitPoint) -> UnitPoint {
        anchor.x.isFinite && anchor.y.isFinite ? anchor : .center
    }
}

/// The node of the rotation effects: the geometry is an animatable attribute applied when drawing
/// (and so to hit regions), never in layout.
final class RotationEffectNode: ModifierNode {
    private var model = RotationGeometry(angle: 0)
    private var slot = AnimatableSlot<RotationGeometry>()

    override func update(modifier: any ViewModifier) {
        let geometry = (modifier as? _RotationEffect)?.geometry ?? (modifier as! _Rotation3DEffect).geometry
        if geometry != model || needsCommit {
            model = geometry
            invalidateCommit()
        }
    }

    override func commit(transaction: Transaction) -> Bool {
        invalidateDrawBounds()
        return slot.set(model, transaction: transaction, at: runtime.time)
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        guard slot.isAnimating else { return false }
        invalidateDrawBounds()
        return slot.advance(to: time)
    }

    override func removeOwnAnimations() {
        slot.removeAnimation()
    }

    private var effect: ProjectionTransform {
        (slot.presented ?? model).transform(for: presentedFrame)
    }

    override func computeDrawBounds() -> Rect {
        let content = contentDrawBounds
        return presentedFrame.covering(DrawContext.bound(of: content, through: effect))
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: context.concatenating(effect))
    }
}
