import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// How far a view has come into a scroll view's visible region along one axis: the edge it is
/// nearest and its progress from hidden (0) to the threshold (1, the identity phase).
struct ScrollTransitionPosition: Equatable {
    /// ``ScrollTransitionPhase/topLeading`` or ``ScrollTransitionPhase/bottomTrailing``.
    var edge: ScrollTransitionPhase
    /// 0 entirely outside the region … 1 at or past the threshold.
    var progress: Double

    /// The position of identity (a view outside any scroll view, or with geometry that is not
    /// finite).
    static let identity = ScrollTransitionPosition(edge: .topLeading, progress: 1)

    var phase: ScrollTransitionPhase { progress >= 1 ? .identity : edge }

    /// The position of a view spanning `start …+ length` in a region spanning
    /// `regionStart …+ extent` (one axis, the same coordinates). The nearer edge is the one the
    /// view's centre is on; the progress runs linearly from hidden (the view's far edge on the
    /// region's edge) to the edge's threshold (see ``ScrollTransitionConfiguration/Threshold``).
    static func of(
        start: Double, length: Double, regionStart: Double, extent: Double,
        topLeading: ScrollTransitionConfiguration.Threshold,
        bottomTrailing: ScrollTransitionConfiguration.Threshold
    ) -> ScrollTransitionPosition {
        guard start.isFinite, length.isFinite, regionStart.isFinite, extent.isFinite else { return .identity }
        let length = max(length, 0)
        let extent = max(extent, 0)
        // The view's near edge, measured inward from the region's edge it is nearest.
        let leading = start - regionStart
        let isLeading = leading + length / 2 < extent / 2
        let inward = isLeading ? leading : extent - (leading + length)
        let threshold = (isLeading ? topLeading : bottomTrailing).position(length: length, extent: extent)
        let hidden = -length
        let progress: Double
        if inward >= threshold {
            progress = 1
        } else if threshold <= hidden {
            // A threshold at or beyond hidden is a step: met as soon as the view is past it.
            progress = 0
        } else {
            progress = min(max((inward - hidden) / (threshold - hidden), 0), 1)
        }
        return ScrollTransitionPosition(edge: isLeading ? .topLeading : .bottomTrailing, progress: progress)
    }
}

/// The node of ``View/scrollTransition(_:axis:transition:)``: evaluates the transition for each
/// phase when the modifier changes, and draws its content with the effect for where the view is
/// in the visible region of the scroll view around it.
///
/// An interactive side is blended while drawing, from the scroll view's presented offset: a frame
/// that only scrolls changes nothing here and allocates nothing. An animated side (or an
/// interactive one with an animation) keeps the drawn effect in an animatable slot, set when the
/// view crosses its threshold; the node follows the viewport as a ``ScrollViewportObserver`` to
/// notice that without a layout.
final class ScrollTransitionNode: EffectSlotNode<_VisualEffectChain>, ScrollViewportObserver {
    /// The transition's effect in each phase. When the effects' chains can be made the same shape
    /// (one is the others plus more operations, padded with operations that change nothing) they
    /// are, so they blend and animate into each other.
    struct PhaseEffects {
        var topLeading: _VisualEffectChain
        var identity: _VisualEffectChain
        var bottomTrailing: _VisualEffectChain
        /// Whether each edge's chain has the identity chain's shape (numbers can be blended).
        var topLeadingBlends: Bool
        var bottomTrailingBlends: Bool

        func effect(for phase: ScrollTransitionPhase) -> _VisualEffectChain {
            switch phase {
            case .topLeading: topLeading
            case .identity: identity
            case .bottomTrailing: bottomTrailing
            }
        }
    }

    private var modifier: _ScrollTransitionModifier?
    private(set) var effects: PhaseEffects?
    // The slot (`EffectSlotNode`) holds the drawn effect of a side that animates.
    /// The phase the slot was last set for (animated sides), so a scroll frame that crosses no
    /// threshold sets nothing.
    private var slotPhase: ScrollTransitionPhase?

    private var hasResolvedScrollView = false
    /// The scroll view whose visible region the position is measured against. Weak: the node only
    /// reads it, and a scroll view's observers are dropped when it is uninstalled.
    private weak var scrollView: ScrollViewNode?
    private var isObserving = false
    /// The axis the position is measured along.
    private(set) var axis = Axis.vertical

    // MARK: Configuration

    override func update(modifier: any ViewModifier) {
        let new = modifier as! _ScrollTransitionModifier
        if let old = self.modifier, old.axis != new.axis { hasResolvedScrollView = false }
        self.modifier = new
        effects = nil
        invalidateCommit()
    }

    /// Whether a side keeps its drawn effect in the slot rather than blending it while drawing.
    private static func usesSlot(_ configuration: ScrollTransitionConfiguration) -> Bool {
        switch configuration.mode {
        case .animated: true
        case .interactive: configuration.animationValue != nil
        case .identity: false
        }
    }

    private var anySideUsesSlot: Bool {
        guard let modifier else { return false }
        return Self.usesSlot(modifier.topLeading) || Self.usesSlot(modifier.bottomTrailing)
    }

    private func resolveScrollView() {
        guard !hasResolvedScrollView else { return }
        hasResolvedScrollView = true
        if isObserving { scrollView?.removeViewportObserver(self) }
        isObserving = false
        let wanted = modifier?.axis
        var found: ScrollViewNode?
        var node = parent
        while let current = node {
            if let candidate = current as? ScrollViewNode {
                if found == nil { found = candidate }
                // An explicit axis follows the innermost scroll view that scrolls along it (the
                // innermost one when none does).
                guard let wanted else { break }
                if candidate.axes.contains(wanted == .vertical ? .vertical : .horizontal) {
                    found = candidate
                    break
                }
            }
            node = current.parent
        }
        scrollView = found
        if let wanted {
            axis = wanted
        } else {
            axis = found?.axes == .horizontal ? .horizontal : .vertical
        }
    }

    // MARK: Position

    /// Where the view is in the scroll view's visible region now (its presented frame against the
    /// presented offset).
    var position: ScrollTransitionPosition {
        guard let modifier, !modifier.topLeading.isIdentity || !modifier.bottomTrailing.isIdentity,
            let scrollView
        else { return .identity }
        let region = scrollView.visibleContentRect
        let frame = presentedFrame
        let position: ScrollTransitionPosition
        if axis == .vertical {
            position = .of(
                start: frame.origin.y, length: frame.size.height, regionStart: region.origin.y,
                extent: region.size.height, topLeading: modifier.topLeading.thresholdValue,
                bottomTrailing: modifier.bottomTrailing.thresholdValue)
        } else {
            position = .of(
                start: frame.origin.x, length: frame.size.width, regionStart: region.origin.x,
                extent: region.size.width, topLeading: modifier.topLeading.thresholdValue,
                bottomTrailing: modifier.bottomTrailing.thresholdValue)
        }
        return configuration(for: position.edge).isIdentity ? .identity : position
    }

    private func configuration(for edge: ScrollTransitionPhase) -> ScrollTransitionConfiguration {
        guard let modifier else { return .identity }
        return edge == .bottomTrailing ? modifier.bottomTrailing : modifier.topLeading
    }

    /// The phase the view is in now (what an animated side shows).
    var phase: ScrollTransitionPhase { position.phase }

    // MARK: Updating

    override func placeContent(in frame: Rect, transaction: Transaction) {
        super.placeContent(in: frame, transaction: transaction)
        resolveScrollView()
        var evaluated = false
        if effects == nil {
            evaluateEffects()
            evaluated = true
        }
        if anySideUsesSlot && !isObserving, let scrollView {
            scrollView.addViewportObserver(self)
            isObserving = true
        }
        // New effects move under the update's transaction (as `visualEffect` does); a view the
        // layout moved across its threshold moves under its configuration's animation.
        if updateSlot(transaction: evaluated ? transaction : nil) { startOwnAnimations() }
    }

    func scrollViewportDidChange() {
        guard modelFrame != nil, effects != nil else { return }
        if updateSlot(transaction: nil) { startOwnAnimations() }
    }

    private func evaluateEffects() {
        guard let modifier else { return }
        let transition = modifier.transition
        let (top, identity, bottom) = runtime.evaluatingContent {
            (
                transition(EmptyVisualEffect(), .topLeading), transition(EmptyVisualEffect(), .identity),
                transition(EmptyVisualEffect(), .bottomTrailing)
            )
        }
        let aligned = Self.aligned([top, identity, bottom])
        effects = PhaseEffects(
            topLeading: aligned[0], identity: aligned[1], bottomTrailing: aligned[2],
            topLeadingBlends: Self.sameShape(aligned[0], aligned[1]),
            bottomTrailingBlends: Self.sameShape(aligned[2], aligned[1]))
        slotPhase = nil
        invalidateDrawBounds()
    }

    /// Sets the slot for the current position when the view's side uses it; `transaction` is the
    /// update's (new effects), `nil` for the side's own animation. Returns whether it animates.
    private func updateSlot(transaction: Transaction?) -> Bool {
        guard let effects, anySideUsesSlot else { return false }
        let position = self.position
        let configuration = configuration(for: position.edge)
        guard Self.usesSlot(configuration) else {
            slotPhase = nil
            return false
        }
        let target: _VisualEffectChain
        if case .animated = configuration.mode {
            let phase = position.phase
            guard phase != slotPhase || slot.presented == nil else { return false }
            slotPhase = phase
            target = effects.effect(for: phase)
        } else {
            slotPhase = nil
            target = Self.blend(effects, position, configuration)
        }
        if let model = slot.model, model._operations == target._operations { return false }
        var applied = transaction ?? Transaction(animation: configuration.animationValue)
        if slot.presented == nil || runtime.motionPreference == .none { applied = applied.withoutMotion }
        // A different chain of operations cannot be interpolated: it shows at once.
        let restarting = slot.model.map { !Self.sameShape($0, target) } ?? false
        return setEffect(target, transaction: applied, restarting: restarting)
    }

    /// The blend an interactive side shows at `position` (allocates: only for an interactive side
    /// with an animation, whose slot follows it).
    private static func blend(
        _ effects: PhaseEffects, _ position: ScrollTransitionPosition, _ configuration: ScrollTransitionConfiguration
    ) -> _VisualEffectChain {
        let edge = effects.effect(for: position.edge)
        let amount = Self.amount(position, configuration)
        guard position.edge == .topLeading ? effects.topLeadingBlends : effects.bottomTrailingBlends else {
            return amount >= 0.5 ? effects.identity : edge
        }
        var operations = edge._operations
        for index in operations.indices {
            let target = effects.identity._operations[index].values
            for slot in operations[index].values.indices {
                let from = operations[index].values[slot]
                operations[index].values[slot] = from + (target[slot] - from) * amount
            }
        }
        return _VisualEffectChain(operations)
    }

    /// How far an interactive side's effect has gone from the edge's toward identity's.
    private static func amount(
        _ position: ScrollTransitionPosition, _ configuration: ScrollTransitionConfiguration
    ) -> Double {
        guard case .interactive(let curve) = configuration.mode else { return position.progress >= 1 ? 1 : 0 }
        let value = curve.value(at: position.progress)
        return value.isFinite ? value : position.progress
    }

    // MARK: Lifetime

    override func didUninstall() {
        if isObserving { scrollView?.removeViewportObserver(self) }
        isObserving = false
        scrollView = nil
        super.didUninstall()
    }

    // MARK: Drawing

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: effectContext(context))
    }

    /// `context` with the effect for the view's current position applied.
    private func effectContext(_ context: DrawContext) -> DrawContext {
        guard let effects else { return context }
        let position = self.position
        let configuration = configuration(for: position.edge)
        let frame = presentedFrame
        if Self.usesSlot(configuration), let shown = slot.presented {
            return context.applyingVisualEffect(shown._operations, in: frame)
        }
        guard case .interactive = configuration.mode, position.progress < 1 else {
            return context.applyingVisualEffect(effects.identity._operations, in: frame)
        }
        let edge = effects.effect(for: position.edge)
        let amount = Self.amount(position, configuration)
        guard position.edge == .topLeading ? effects.topLeadingBlends : effects.bottomTrailingBlends else {
            return context.applyingVisualEffect((amount >= 0.5 ? effects.identity : edge)._operations, in: frame)
        }
        return context.applyingVisualEffect(
            edge._operations, blendingToward: effects.identity._operations, amount: amount, in: frame)
    }

    /// Covers what the effect of any phase, and the animated one, may reach: an interactive
    /// blend lies between its edge's and identity's, so the bound need not change as the view
    /// scrolls.
    override func computeDrawBounds() -> Rect {
        let content = contentDrawBounds
        var bounds = presentedFrame.covering(content)
        guard let effects else { return bounds }
        let frame = presentedFrame
        for chain in [effects.topLeading, effects.identity, effects.bottomTrailing] + (slot.presented.map { [$0] } ?? [])
        where !chain._operations.isEmpty {
            bounds = bounds.covering(
                DrawContext().applyingVisualEffect(chain._operations, in: frame).boundOfEffect(on: content))
        }
        return bounds
    }

    // MARK: Chains

    static func sameShape(_ a: _VisualEffectChain, _ b: _VisualEffectChain) -> Bool {
        a._operations.count == b._operations.count
            && zip(a._operations, b._operations).allSatisfy { $0.kind == $1.kind && $0.values.count == $1.values.count }
    }

    /// `chains` made the same shape when each is a prefix (by kinds) of the longest: the missing
    /// operations are added with values that change nothing. Otherwise they are returned as they
    /// are.
    static func aligned(_ chains: [_VisualEffectChain]) -> [_VisualEffectChain] {
        guard let longest = chains.max(by: { $0._operations.count < $1._operations.count })?._operations else {
            return chains
        }
        for chain in chains {
            for (index, operation) in chain._operations.enumerated() where operation.kind != longest[index].kind {
                return chains
            }
        }
        return chains.map { chain in
            let count = chain._operations.count
            guard count < longest.count else { return chain }
            return _VisualEffectChain(chain._operations + longest[count...].map(neutral(like:)))
        }
    }

    /// An operation of `operation`'s kind that changes nothing (keeping its anchor and axis).
    static func neutral(like operation: _VisualEffectOperation) -> _VisualEffectOperation {
        let v = operation.values
        switch operation.kind {
        case .offset: return _VisualEffectOperation(.offset, [0, 0])
        case .scale: return _VisualEffectOperation(.scale, [1, 1, v[2], v[3]])
        case .rotation: return _VisualEffectOperation(.rotation, [0] + v.dropFirst())
        case .transform: return _VisualEffectOperation(.transform, [1, 0, 0, 1, 0, 0])
        case .opacity, .contrast, .saturation: return _VisualEffectOperation(operation.kind, [1])
        case .blur, .brightness, .grayscale, .hueRotation: return _VisualEffectOperation(operation.kind, [0])
        }
    }
}
