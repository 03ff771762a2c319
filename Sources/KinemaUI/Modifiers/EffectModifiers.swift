import Foundation
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
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        offset(Size(width: x, height: y))
    }

    /// Draws the view moved by `offset`; layout is unchanged.
    public func offset(_ offset: Size) -> ModifiedContent<Self, _OffsetEffect> {
        // NaN moves nothing; infinite or huge offsets are bounded (see `CellCount`).
        modifier(_OffsetEffect(offset: CellCount.size(offset, nanAs: 0)))
    }

    /// Draws the view scaled by `scale` about `anchor`; layout is unchanged.
    public func scaleEffect(
        _ scale: CGFloat, anchor: UnitPoint = .center
    ) -> ModifiedContent<Self, _ScaleEffect> {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`; layout is unchanged.
    public func scaleEffect(
        x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center
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
    private enum Kind: Equatable {
        case offset
        /// An offset in fractions of the presented size (``_RelativeOffsetEffect``).
        case relativeOffset
        case scale(anchor: UnitPoint)
        case opacity

        /// Kinds whose size model means the same thing, so a change between them animates.
        func usesSameModel(as other: Kind) -> Bool {
            switch (self, other) {
            case (.offset, .offset), (.relativeOffset, .relativeOffset), (.scale, .scale): true
            default: false
            }
        }
    }

    // The slots are stored apart from the kind (not as enum payloads) so a frame advances them in
    // place instead of copying each animator out of the enum and back.
    private var kind: Kind?
    /// The model offset or scale.
    private var sizeModel = Size.zero
    private var sizeSlot = AnimatableSlot<Size>()
    private var opacityModel = 1.0
    private var opacitySlot = AnimatableSlot<Double>()

    override func update(modifier: any ViewModifier) {
        switch modifier {
        case let offset as _OffsetEffect:
            update(kind: .offset, size: offset.offset)
        case let scale as _ScaleEffect:
            update(kind: .scale(anchor: scale.anchor), size: scale.scale)
        case let move as _RelativeOffsetEffect:
            update(kind: .relativeOffset, size: move.fraction)
        case let opacity as _OpacityEffect:
            if kind != .opacity {
                start(.opacity)
            } else if opacity.opacity != opacityModel {
                invalidateCommit()
            }
            opacityModel = opacity.opacity
        default:
            preconditionFailure("EffectNode cannot apply \(type(of: modifier))")
        }
    }

    private func update(kind newKind: Kind, size: Size) {
        if kind.map({ !$0.usesSameModel(as: newKind) }) ?? true {
            start(newKind)
        } else if size != sizeModel || newKind != kind {
            kind = newKind
            invalidateCommit()
        }
        sizeModel = size
    }

    /// Switches to a new kind of effect with fresh slots, ending the old one's animations.
    private func start(_ newKind: Kind) {
        removeOwnAnimations()
        kind = newKind
        sizeSlot = AnimatableSlot()
        opacitySlot = AnimatableSlot()
    }

    override func commit(transaction: Transaction) -> Bool {
        switch kind {
        case .offset, .relativeOffset, .scale:
            invalidateDrawBounds()
            return sizeSlot.set(sizeModel, transaction: transaction, at: runtime.time)
        case .opacity:
            return opacitySlot.set(opacityModel, transaction: transaction, at: runtime.time)
        case nil:
            return false
        }
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        switch kind {
        case .offset, .relativeOffset, .scale:
            invalidateDrawBounds()
            return sizeSlot.advance(to: time)
        case .opacity:
            return opacitySlot.advance(to: time)
        case nil:
            return false
        }
    }

    override func nextOwnAnimationChange(after time: Double) -> Double {
        switch kind {
        case .offset, .relativeOffset, .scale: sizeSlot.nextChange(after: time)
        case .opacity: opacitySlot.nextChange(after: time)
        case nil: .infinity
        }
    }

    override func removeOwnAnimations() {
        sizeSlot.removeAnimation()
        opacitySlot.removeAnimation()
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: effectContext(context))
    }

    override func computeDrawBounds() -> Rect {
        let content = contentDrawBounds
        switch kind {
        case .offset, .relativeOffset:
            let offset = presentedOffset
            return presentedFrame.covering(content.movedBy(dx: offset.width, dy: offset.height))
        case .scale(let anchor):
            let scale = sizeSlot.presented ?? sizeModel
            let scaled = DrawContext().scaled(
                x: scale.width, y: scale.height, about: presentedFrame.point(at: anchor)
            ).apply(content).standardized
            // Text keeps its size and is centred where its scaled frame is: it may reach half its
            // own size past the scaled bound.
            let half = EdgeInsets(
                top: -content.size.height / 2, leading: -content.size.width / 2,
                bottom: -content.size.height / 2, trailing: -content.size.width / 2)
            return presentedFrame.covering(content).covering(scaled.inset(by: half))
        case .opacity, nil:
            return presentedFrame.covering(content)
        }
    }

    /// The presented offset in cells: the offset itself, or the fraction times the presented size.
    private var presentedOffset: Size {
        let value = sizeSlot.presented ?? sizeModel
        guard kind == .relativeOffset else { return value }
        let size = presentedFrame.size
        return Size(width: value.width * size.width, height: value.height * size.height)
    }

    /// `context` with this node's presented effect applied.
    func effectContext(_ context: DrawContext) -> DrawContext {
        switch kind {
        case .offset, .relativeOffset:
            let offset = presentedOffset
            return context.translated(dx: offset.width, dy: offset.height)
        case .scale(let anchor):
            let scale = sizeSlot.presented ?? sizeModel
            return context.scaled(x: scale.width, y: scale.height, about: presentedFrame.point(at: anchor))
        case .opacity:
            return context.fading(by: opacitySlot.presented ?? opacityModel)
        case nil:
            return context
        }
    }
}
