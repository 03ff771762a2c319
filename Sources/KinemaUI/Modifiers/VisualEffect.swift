import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// Visual changes to a view that depend on where it is laid out, built in a
/// ``View/visualEffect(_:)`` closure: SwiftUI's `VisualEffect`.
///
/// Start from the closure's `content` (an ``EmptyVisualEffect``) and chain the effects Kinema draws:
/// `offset`, `scaleEffect`, ``rotationEffect(_:anchor:)``,
/// ``rotation3DEffect(_:axis:anchor:anchorZ:perspective:)``, ``transformEffect(_:)``,
/// ``opacity(_:)``, ``blur(radius:opaque:)``, ``brightness(_:)``, ``contrast(_:)``,
/// ``saturation(_:)``, ``grayscale(_:)`` and ``hueRotation(_:)``. They mean what the view modifiers
/// of the same names mean, and like them they change only drawing (and hit testing), never layout.
/// A visual effect is `Animatable`: when the closure answers different amounts under an animation,
/// the drawn effect moves to them.
///
/// Kinema's visual effects are the ones above; the protocol is not for conforming your own types
/// (its one requirement lists Kinema's operations).
public protocol VisualEffect: Sendable, Animatable {
    /// The effect's operations, innermost first (built by the chaining methods).
    var _operations: [_VisualEffectOperation] { get }
}

/// The visual effect that changes nothing: the `content` a ``View/visualEffect(_:)`` closure starts
/// from.
public struct EmptyVisualEffect: VisualEffect {
    /// The empty effect.
    public init() {}

    /// No operations.
    public var _operations: [_VisualEffectOperation] { [] }

    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// One operation of a ``VisualEffect`` (built by its chaining methods).
public struct _VisualEffectOperation: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// `[dx, dy]`.
        case offset
        /// `[sx, sy, anchor x, anchor y]`.
        case scale
        /// ``RotationGeometry``'s eight numbers.
        case rotation
        /// `[a, b, c, d, tx, ty]` of an affine transform in the view's own coordinates.
        case transform
        /// `[opacity]`.
        case opacity
        /// `[radius]`.
        case blur
        /// `[amount]` (radians for a hue rotation).
        case brightness, contrast, saturation, grayscale, hueRotation
    }

    let kind: Kind
    /// The operation's numbers (see ``Kind``), all animated.
    var values: [Double]

    init(_ kind: Kind, _ values: [Double]) {
        self.kind = kind
        // NaN or infinite numbers would poison the drawing: they count as 0 (effects with other
        // neutral values substitute them when they are built).
        self.values = values.map { $0.isFinite ? min(max($0, -1e6), 1e6) : 0 }
    }
}

/// A chain of visual effects (what the chaining methods of ``VisualEffect`` return).
public struct _VisualEffectChain: VisualEffect {
    /// The operations, innermost first.
    public private(set) var _operations: [_VisualEffectOperation]

    init(_ operations: [_VisualEffectOperation]) {
        self._operations = operations
    }

    /// Every operation's numbers, in order.
    public var animatableData: AnimatableArray<Double> {
        get { AnimatableArray(_operations.flatMap(\.values)) }
        set {
            var index = 0
            let elements = newValue.elements
            for position in _operations.indices {
                for slot in _operations[position].values.indices {
                    if index < elements.count { _operations[position].values[slot] = elements[index] }
                    index += 1
                }
            }
        }
    }
}

extension VisualEffect {
    fileprivate func appending(_ kind: _VisualEffectOperation.Kind, _ values: [Double]) -> _VisualEffectChain
    {
        _VisualEffectChain(_operations + [_VisualEffectOperation(kind, values)])
    }

    /// Draws the view moved by `offset`.
    public func offset(_ offset: CGSize) -> _VisualEffectChain {
        appending(.offset, [offset.width, offset.height])
    }

    /// Draws the view moved by `x`, `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain {
        appending(.offset, [x, y])
    }

    /// Draws the view scaled by `scale` about `anchor` (text keeps one cell per character).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Draws the view scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain
    {
        let finiteAnchor = anchor.x.isFinite && anchor.y.isFinite ? anchor : .center
        return appending(
            .scale, [x.isNaN ? 1 : x, y.isNaN ? 1 : y, finiteAnchor.x, finiteAnchor.y])
    }

    /// Draws the view turned by `angle` (clockwise on screen) about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
        let finiteAnchor = anchor.x.isFinite && anchor.y.isFinite ? anchor : .center
        return appending(
            .rotation, [angle.radians, 0, 0, 1, finiteAnchor.x, finiteAnchor.y, 0, 0])
    }

    /// Draws the view turned by `angle` about `axis` in three dimensions and projected back with
    /// `perspective` (see ``View/rotation3DEffect(_:axis:anchor:anchorZ:perspective:)``).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> _VisualEffectChain {
        let finiteAnchor = anchor.x.isFinite && anchor.y.isFinite ? anchor : .center
        let finiteAxis: (x: CGFloat, y: CGFloat, z: CGFloat) =
            axis.x.isFinite && axis.y.isFinite && axis.z.isFinite ? axis : (0, 0, 1)
        return appending(
            .rotation,
            [
                angle.radians, finiteAxis.x, finiteAxis.y, finiteAxis.z, finiteAnchor.x, finiteAnchor.y,
                anchorZ, perspective.isFinite ? perspective : 1,
            ])
    }

    /// Draws the view's positions mapped by `transform` (in the view's own coordinates).
    public func transformEffect(_ transform: CGAffineTransform) -> _VisualEffectChain {
        appending(
            .transform, [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    /// Draws the view with `opacity` (0 transparent … 1 opaque).
    public func opacity(_ opacity: Double) -> _VisualEffectChain {
        appending(.opacity, [opacity.isNaN ? 1 : min(max(opacity, 0), 1)])
    }

    /// Blurs the view by `radius` columns; `opaque` is accepted for SwiftUI's signature (a
    /// terminal blur never makes the edges transparent).
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain {
        appending(.blur, [max(radius.isNaN ? 0 : radius, 0)])
    }

    /// Brightens (positive) or darkens (negative) every colour.
    public func brightness(_ amount: Double) -> _VisualEffectChain { appending(.brightness, [amount]) }

    /// Changes the contrast of every colour (1 unchanged).
    public func contrast(_ amount: Double) -> _VisualEffectChain {
        appending(.contrast, [amount.isNaN ? 1 : amount])
    }

    /// Changes the saturation of every colour (1 unchanged, 0 grey).
    public func saturation(_ amount: Double) -> _VisualEffectChain {
        appending(.saturation, [amount.isNaN ? 1 : amount])
    }

    /// Turns every colour grey by `amount` (0 unchanged … 1 fully grey).
    public func grayscale(_ amount: Double) -> _VisualEffectChain { appending(.grayscale, [amount]) }

    /// Turns every colour's hue by `angle`.
    public func hueRotation(_ angle: Angle) -> _VisualEffectChain { appending(.hueRotation, [angle.radians]) }
}

extension View {
    /// Changes how the view is drawn with visual effects that depend on its layout frame:
    ///
    /// ```swift
    /// Text(row.title)
    ///     .visualEffect { content, proxy in
    ///         content.opacity(proxy.frame(in: .global).minY < 3 ? 0.4 : 1)
    ///     }
    /// ```
    ///
    /// `effect` is called with an ``EmptyVisualEffect`` and the view's geometry when the view is
    /// laid out and whenever its frame changes; what it returns is drawn (and animated to, under
    /// the update's animation). Layout never sees the effect. See ``VisualEffect`` for the effects.
    public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> ModifiedContent<Self, _VisualEffectModifier> {
        modifier(_VisualEffectModifier(effect: { _VisualEffectChain(effect($0, $1)._operations) }))
    }
}

/// Applies a ``View/visualEffect(_:)`` closure.
public struct _VisualEffectModifier: ViewModifier, PrimitiveModifier {
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> _VisualEffectChain

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        VisualEffectNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// The node of ``View/visualEffect(_:)``: calls the closure with the layout frame when the frame or
/// the closure changes; the answer is an animatable attribute applied when drawing.
final class VisualEffectNode: EffectSlotNode<_VisualEffectChain> {
    private var effect: (@Sendable (EmptyVisualEffect, GeometryProxy) -> _VisualEffectChain)?
    /// The frame the effect was last evaluated for; `nil` when it must be evaluated again.
    private var evaluatedFrame: Rect?

    override func update(modifier: any ViewModifier) {
        effect = (modifier as! _VisualEffectModifier).effect
        evaluatedFrame = nil
        invalidateCommit()
    }

    override func commit(transaction: Transaction) -> Bool {
        guard let frame = modelFrame else { return false }
        return evaluate(in: frame, transaction: transaction)
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        // A frame that changed without a commit (the parent moved this view) asks the closure again.
        if evaluatedFrame.map({ !$0.isComponentwiseEqual(to: frame) }) ?? true,
            evaluate(in: frame, transaction: transaction)
        {
            startOwnAnimations()
        }
        super.placeContent(in: frame, transaction: transaction)
    }

    /// Calls the closure for `frame` and sets the answer under `transaction`; returns whether it
    /// animates.
    private func evaluate(in frame: Rect, transaction: Transaction) -> Bool {
        guard let effect else { return false }
        evaluatedFrame = frame
        let proxy = GeometryProxy(size: frame.size, globalFrame: frame)
        let value = runtime.evaluatingContent { effect(EmptyVisualEffect(), proxy) }
        // A different chain of operations cannot be interpolated: it shows at once.
        let kinds = value._operations.map(\.kind)
        let restarting = slot.model.map { $0._operations.map(\.kind) != kinds } ?? false
        return setEffect(value, transaction: transaction, restarting: restarting)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: effectContext(context))
    }

    override func computeDrawBounds() -> Rect {
        let content = contentDrawBounds
        let operations = slot.presented?._operations ?? []
        guard !operations.isEmpty else { return presentedFrame.covering(content) }
        let bounds = effectContext(DrawContext()).boundOfEffect(on: content)
        return presentedFrame.covering(content).covering(bounds)
    }

    /// `context` with the presented operations applied, outermost (last) first.
    private func effectContext(_ context: DrawContext) -> DrawContext {
        guard let operations = slot.presented?._operations else { return context }
        return context.applyingVisualEffect(operations, in: presentedFrame)
    }
}

extension DrawContext {
    /// Where `content` (a drawn bound in layout coordinates) may reach when drawn through this
    /// context, built from an empty context by ``applyingVisualEffect(_:blendingToward:amount:in:)``.
    func boundOfEffect(on content: Rect) -> Rect {
        var bounds = DrawContext.bound(of: content, through: transform)
        if !(transform.isAffine && scaleX == 1 && scaleY == 1) {
            // Text keeps its size where its scaled or turned frame is: it may reach half its own
            // size past the mapped bound.
            bounds = bounds.insetBy(dx: -content.size.width / 2, dy: -content.size.height / 2)
        }
        if blurRadius > 0 {
            // A blur spreads coverage by up to about three radii (two box passes) each way.
            let reach = 3 * Double(blurRadius)
            bounds = bounds.insetBy(dx: -reach, dy: -reach / Double(CellAspect.ratio))
        }
        return bounds
    }

    /// This context with a visual effect's `operations` applied about `frame`, outermost (last)
    /// first. With `target` (operations of the same kinds, in the same order), each number is
    /// drawn `amount` of the way from its value toward `target`'s — a blend that allocates nothing,
    /// for effects interpolated while drawing (``View/scrollTransition(_:axis:transition:)``).
    func applyingVisualEffect(
        _ operations: [_VisualEffectOperation], blendingToward target: [_VisualEffectOperation]? = nil,
        amount: Double = 0, in frame: Rect
    ) -> DrawContext {
        let blends = target.map { $0.count == operations.count } ?? false
        var context = self
        var position = operations.count
        while position > 0 {
            position -= 1
            let operation = operations[position]
            let values = operation.values
            let targetValues = blends ? target![position].values : values
            func v(_ slot: Int) -> Double {
                guard blends, slot < targetValues.count else { return values[slot] }
                return values[slot] + (targetValues[slot] - values[slot]) * amount
            }
            switch operation.kind {
            case .offset:
                context = context.translated(dx: v(0), dy: v(1))
            case .scale:
                context = context.scaled(x: v(0), y: v(1), about: frame.point(at: UnitPoint(x: v(2), y: v(3))))
            case .rotation:
                let geometry = RotationGeometry(
                    angle: v(0), axis: [v(1), v(2), v(3)], anchor: UnitPoint(x: v(4), y: v(5)), anchorZ: v(6),
                    perspective: v(7))
                context = context.concatenating(geometry.transform(for: frame))
            case .transform:
                let (x, y) = (frame.origin.x, frame.origin.y)
                let affine = CGAffineTransform(a: v(0), b: v(1), c: v(2), d: v(3), tx: v(4), ty: v(5))
                let mapped = ProjectionTransform(CGAffineTransform(translationX: -x, y: -y))
                    .concatenating(ProjectionTransform(affine))
                    .concatenating(ProjectionTransform(CGAffineTransform(translationX: x, y: y)))
                if mapped.hasFiniteEntries { context = context.concatenating(mapped) }
            case .opacity:
                context = context.fading(by: min(max(v(0), 0), 1))
            case .blur:
                context = context.blurred(by: CGFloat(max(v(0), 0)))
            case .brightness:
                context = context.filtered(by: .brightness(v(0)))
            case .contrast:
                context = context.filtered(by: .contrast(v(0)))
            case .saturation:
                context = context.filtered(by: .saturation(v(0)))
            case .grayscale:
                context = context.filtered(by: .grayscale(v(0)))
            case .hueRotation:
                context = context.filtered(by: .hueRotation(.radians(v(0))))
            }
        }
        return context
    }
}
