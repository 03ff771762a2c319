import KinemaAnimation
import KinemaGeometry

/// Moves the drawn view by an offset in cells without changing its layout (`.offset(x:y:)`).
/// Animatable.
public struct _OffsetEffect: ViewModifier, PrimitiveModifier, Equatable {
    let offset: Size

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        EffectNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Scales the drawn view about an anchor without changing its layout (`.scaleEffect(_:anchor:)`):
/// fills, borders and positions scale; text keeps one cell per character. Animatable.
public struct _ScaleEffect: ViewModifier, PrimitiveModifier, Equatable {
    let scale: Size
    let anchor: UnitPoint

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        EffectNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Fades the drawn view (`.opacity(_:)`, 0…1), blending its colours with what lies beneath.
/// Animatable.
public struct _OpacityEffect: ViewModifier, PrimitiveModifier, Equatable {
    let opacity: Double

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        EffectNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Draws the view moved by `x`, `y` cells; layout is unchanged.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedContent<Self, _OffsetEffect> {
        offset(Size(width: x, height: y))
    }

    /// Draws the view moved by `offset`; layout is unchanged.
    public func offset(_ offset: Size) -> ModifiedContent<Self, _OffsetEffect> {
        // NaN moves nothing; infinite or huge offsets are bounded (see `CellCount`).
        modifier(_OffsetEffect(offset: CellCount.size(offset, nanAs: 0)))
    }

    /// Draws the view scaled by `scale` about `anchor`; layout is unchanged.
    public func scaleEffect(
        _ scale: Double, anchor: UnitPoint = .center
    ) -> ModifiedContent<Self, _ScaleEffect> {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`; layout is unchanged.
    public func scaleEffect(
        x: Double = 1, y: Double = 1, anchor: UnitPoint = .center
    ) -> ModifiedContent<Self, _ScaleEffect> {
        // NaN scales nothing; infinite or huge scales are bounded (see `CellCount`).
        let anchor = anchor.x.isFinite && anchor.y.isFinite ? anchor : .center
        return modifier(
            _ScaleEffect(scale: CellCount.size(Size(width: x, height: y), nanAs: 1), anchor: anchor))
    }

    /// Draws the view with `opacity` (0 transparent … 1 opaque).
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(opacity: opacity.isNaN ? 1 : min(max(opacity, 0), 1)))
    }
}

/// The node of the geometry effects: its effect value is an animatable attribute applied when drawing
/// (and hit testing), never in layout.
final class EffectNode: ModifierNode {
    private enum Effect {
        case offset(AnimatableSlot<Size>, model: Size)
        case scale(AnimatableSlot<Size>, model: Size, anchor: UnitPoint)
        case opacity(AnimatableSlot<Double>, model: Double)
    }

    private var effect: Effect?

    override func update(modifier: any ViewModifier) {
        switch (modifier, effect) {
        case (let offset as _OffsetEffect, .offset(let slot, let model)):
            if offset.offset != model { effect = .offset(slot, model: offset.offset); invalidateCommit() }
        case (let offset as _OffsetEffect, _):
            removeOwnAnimations()
            effect = .offset(AnimatableSlot(), model: offset.offset)
        case (let scale as _ScaleEffect, .scale(let slot, let model, let anchor)):
            if scale.scale != model || scale.anchor != anchor {
                effect = .scale(slot, model: scale.scale, anchor: scale.anchor)
                invalidateCommit()
            }
        case (let scale as _ScaleEffect, _):
            removeOwnAnimations()
            effect = .scale(AnimatableSlot(), model: scale.scale, anchor: scale.anchor)
        case (let opacity as _OpacityEffect, .opacity(let slot, let model)):
            if opacity.opacity != model {
                effect = .opacity(slot, model: opacity.opacity); invalidateCommit()
            }
        case (let opacity as _OpacityEffect, _):
            removeOwnAnimations()
            effect = .opacity(AnimatableSlot(), model: opacity.opacity)
        default:
            preconditionFailure("EffectNode cannot apply \(type(of: modifier))")
        }
    }

    /// Whether the effect moves or resizes what is drawn (opacity does not).
    private var movesDrawing: Bool {
        if case .opacity = effect { return false }
        return true
    }

    override func commit(transaction: Transaction) -> Bool {
        if movesDrawing { invalidateDrawBounds() }
        switch effect {
        case .offset(var slot, let model):
            let moves = slot.set(model, transaction: transaction, at: runtime.time)
            effect = .offset(slot, model: model)
            return moves
        case .scale(var slot, let model, let anchor):
            let moves = slot.set(model, transaction: transaction, at: runtime.time)
            effect = .scale(slot, model: model, anchor: anchor)
            return moves
        case .opacity(var slot, let model):
            let moves = slot.set(model, transaction: transaction, at: runtime.time)
            effect = .opacity(slot, model: model)
            return moves
        case nil:
            return false
        }
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        if movesDrawing { invalidateDrawBounds() }
        switch effect {
        case .offset(var slot, let model):
            let moves = slot.advance(to: time)
            effect = .offset(slot, model: model)
            return moves
        case .scale(var slot, let model, let anchor):
            let moves = slot.advance(to: time)
            effect = .scale(slot, model: model, anchor: anchor)
            return moves
        case .opacity(var slot, let model):
            let moves = slot.advance(to: time)
            effect = .opacity(slot, model: model)
            return moves
        case nil:
            return false
        }
    }

    override func removeOwnAnimations() {
        switch effect {
        case .offset(var slot, let model):
            slot.removeAnimation()
            effect = .offset(slot, model: model)
        case .scale(var slot, let model, let anchor):
            slot.removeAnimation()
            effect = .scale(slot, model: model, anchor: anchor)
        case .opacity(var slot, let model):
            slot.removeAnimation()
            effect = .opacity(slot, model: model)
        case nil:
            break
        }
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        content?.drawIfVisible(into: &canvas, context: effectContext(context))
    }

    override func computeDrawBounds() -> Rect {
        let content = contentDrawBounds
        switch effect {
        case .offset(let slot, let model):
            let offset = slot.presented ?? model
            return presentedFrame.covering(content.offsetBy(dx: offset.width, dy: offset.height))
        case .scale(let slot, let model, let anchor):
            let scale = slot.presented ?? model
            let scaled = DrawContext().scaled(
                x: scale.width, y: scale.height, about: presentedFrame.point(at: anchor)
            ).apply(content).standardized
            // Text keeps its size and is centred where its scaled frame is: it may reach half its
            // own size past the scaled bound.
            let half = EdgeInsets(
                top: -content.height / 2, leading: -content.width / 2, bottom: -content.height / 2,
                trailing: -content.width / 2)
            return presentedFrame.covering(content).covering(scaled.inset(by: half))
        case .opacity, nil:
            return presentedFrame.covering(content)
        }
    }

    /// `context` with this node's presented effect applied.
    func effectContext(_ context: DrawContext) -> DrawContext {
        switch effect {
        case .offset(let slot, let model):
            let offset = slot.presented ?? model
            return context.translated(dx: offset.width, dy: offset.height)
        case .scale(let slot, let model, let anchor):
            let scale = slot.presented ?? model
            return context.scaled(x: scale.width, y: scale.height, about: presentedFrame.point(at: anchor))
        case .opacity(let slot, let model):
            return context.fading(by: slot.presented ?? model)
        case nil:
            return context
        }
    }
}
