import Foundation
import KinemaAnimation
import KinemaGeometry

/// What a scroll view keeps showing when its viewport or its content changes size, noted in the
/// geometry before the change.
struct KeptScrollTarget {
    enum Kind {
        /// A paging view: the page along each axis (`.infinity`: the last one, which ends at the
        /// content's end).
        case page(x: Double, y: Double)
        /// A view of the target layout along `axis`: its `anchor` point stays `delta` cells from
        /// the viewport's.
        case view(id: AnyHashable, axis: Axis, anchor: UnitPoint, delta: Double)
        /// A plain offset, kept relative to the default scroll anchor.
        case offset
    }

    let kind: Kind
    /// The model (target) offset, the largest offset and the viewport's size before the change.
    let model: Point
    let limit: Point
    let viewport: Size
}

/// Keeping the scrolled-to target across a change of the viewport's or the content's size (SwiftUI
/// calls the scroll target behaviour "when a scrollable view's size changes" for the same reason).
extension ScrollViewNode {
    /// What the scroll is resting on, or heading for when it animates, in the geometry before the
    /// change (`oldViewport`, `oldContentSize`; the content is still placed where it was).
    func keptTarget(oldViewport: Rect, oldContentSize: Size) -> KeptScrollTarget {
        let model = offsetAnimator.model
        let limit = Point(
            x: axes.contains(.horizontal) ? max(0, oldContentSize.width - oldViewport.width) : 0,
            y: axes.contains(.vertical) ? max(0, oldContentSize.height - oldViewport.height) : 0)
        if configuration.targetBehavior?.behavior is PagingScrollTargetBehavior {
            func page(_ offset: Double, _ limit: Double, _ size: Double) -> Double {
                guard size > 0, offset.isFinite else { return 0 }
                if limit > 0 && offset >= limit - 1e-6 { return .infinity }
                return (offset / size).rounded()
            }
            return KeptScrollTarget(
                kind: .page(
                    x: page(model.x, limit.x, oldViewport.width),
                    y: page(model.y, limit.y, oldViewport.height)),
                model: model, limit: limit, viewport: oldViewport.size)
        }
        // A view of the target layout, when something names one: a position binding (the view it
        // reports) or a target behaviour (the view it aligned).
        let binding = configuration.position?.binding
        if binding != nil || hasTargetBehavior, let container = targetContainer {
            let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
            let anchor = hasTargetBehavior ? UnitPoint.topLeading : (binding?.anchor ?? .top)
            let fraction = Double(axis == .vertical ? anchor.y : anchor.x)
            var targets: [ScrollTargetFrame] = []
            container.scrollTargets(along: axis, into: &targets)
            let viewportStart = oldViewport.minValue(along: axis)
            let viewportLength = Double(oldViewport.size.value(along: axis))
            let offset = Double(axis == .vertical ? model.y : model.x)
            let point = viewportStart + offset + viewportLength * fraction
            if let hit = targets.first(where: { $0.id != nil && $0.frame.maxValue(along: axis) > point }),
                let id = hit.id
            {
                let delta =
                    offset
                    - alignedOffset(
                        of: hit.frame, axis: axis, fraction: fraction, viewportStart: viewportStart,
                        viewportLength: viewportLength)
                return KeptScrollTarget(
                    kind: .view(id: id, axis: axis, anchor: anchor, delta: delta), model: model, limit: limit,
                    viewport: oldViewport.size)
            }
        }
        return KeptScrollTarget(kind: .offset, model: model, limit: limit, viewport: oldViewport.size)
    }

    /// The offset along `axis` that lines `frame`'s point at `fraction` up with the viewport's.
    private func alignedOffset(
        of frame: Rect, axis: Axis, fraction: Double, viewportStart: Double, viewportLength: Double
    ) -> Double {
        frame.minValue(along: axis) + Double(frame.size.value(along: axis)) * fraction
            - (viewportStart + viewportLength * fraction)
    }

    /// Moves the offset so it shows `kept` in the new geometry (the content is placed): the same
    /// page, the same view at its anchor, or — for a plain offset, or when the view is gone — the
    /// same offset, except that an offset resting at the default scroll anchor stays there
    /// (`.bottom`: a chat log showing its end keeps showing its end; scrolled away from it, what
    /// it shows stays, as in SwiftUI). The target behaviour then aligns the result, and the offset
    /// goes there: a running scroll animation is retargeted (it keeps going and ends there), a
    /// resting offset moves at once (animated when the layout's transaction is).
    func restore(_ kept: KeptScrollTarget, transaction: Transaction) {
        if kept.limit == maximumOffset && kept.viewport == viewportSize, case .offset = kept.kind {
            // Nothing that decides the offset changed (the common case: a layout that moved rows).
            return
        }
        let limit = maximumOffset
        let viewport = modelFrame ?? .zero
        // The model now: a lazy stack that corrected its estimate while placing shifted it.
        let model = offsetAnimator.model
        let anchor = configuration.defaultAnchor ?? .topLeading
        func anchored(_ offset: Double, _ oldLimit: Double, _ newLimit: Double, _ fraction: Double) -> Double
        {
            fraction > 0 && abs(offset - fraction * oldLimit) < 0.5 ? fraction * newLimit : offset
        }
        var target = Point(
            x: anchored(model.x, kept.limit.x, limit.x, anchor.x),
            y: anchored(model.y, kept.limit.y, limit.y, anchor.y))
        var targets: [ScrollTargetFrame] = []
        switch kept.kind {
        case .page(let x, let y):
            target.x = x.isInfinite ? limit.x : x * viewport.width
            target.y = y.isInfinite ? limit.y : y * viewport.height
        case .view(let id, let axis, let viewAnchor, let delta):
            // Gone (removed from the data): the offset stays, as for a plain offset.
            targetContainer?.scrollTargets(along: axis, into: &targets)
            if let frame = targets.first(where: { $0.id == id })?.frame {
                let fraction = Double(axis == .vertical ? viewAnchor.y : viewAnchor.x)
                let value =
                    alignedOffset(
                        of: frame, axis: axis, fraction: fraction,
                        viewportStart: viewport.minValue(along: axis),
                        viewportLength: Double(viewport.size.value(along: axis))) + delta
                if axis == .vertical { target.y = value } else { target.x = value }
            }
        case .offset:
            break
        }
        target = clamped(target)
        if hasTargetBehavior {
            target = restingTarget(for: target, from: target, velocity: .zero, isStep: false)
        }
        realign(to: target, transaction: transaction)
        if case .view = kept.kind, case .id(let id, _)? = lastPosition?.target, pendingTarget == nil,
            !targets.contains(where: { $0.id == id })
        {
            // The view the position names is not among the views around the viewport (where it
            // was, as the position follows the scroll): it was removed. The binding names the view
            // shown at the anchor now.
            writePosition(byUser: false)
        }
    }

    /// Moves the model offset to `target` because the layout changed, not because of a scroll (the
    /// indicators stay as they are): a running animation keeps going and ends there; at rest the
    /// offset moves at once, or animates when `transaction` (the layout's) does.
    func realign(to target: Point, transaction: Transaction) {
        let target = Point(
            x: axes.contains(.horizontal) && target.x.isFinite ? target.x : 0,
            y: axes.contains(.vertical) && target.y.isFinite ? target.y : 0)
        guard target != offsetAnimator.model else { return }
        var transaction = transaction.geometryTransaction
        if runtime.motionPreference == .none { transaction = transaction.withoutMotion }
        let animated = transaction.effectiveAnimation != nil
        if animated || offsetAnimator.isAnimating {
            // Without an animation this moves the running one's end (and its presentation) by the
            // change: it carries on from where it is shown, at its speed, to the new target.
            offsetAnimator.setModel(target, transaction: transaction, at: runtime.time)
        } else {
            offsetAnimator.reset(to: target)
        }
        presentOffset(at: runtime.time, isScroll: false)
        if animated && offsetAnimator.isAnimating && phase == .idle { setPhase(.animating) }
        invalidateCommit()
    }

    /// A programmatic target whose animation is running when the geometry changed: the running
    /// animation is pointed at where the target is now.
    func retargetPendingTarget() {
        guard let target = pendingTarget, target.transaction == nil, offsetAnimator.isAnimating,
            let viewport = modelFrame, let frame = target.frame
        else { return }
        let desired = clamped(offset(showing: frame, anchor: target.anchor, viewport: viewport))
        realign(to: desired, transaction: Transaction())
    }

    // MARK: Flashing the indicators

    /// Shows the automatic indicators as a scroll would, without moving the offset.
    func flashIndicators() {
        guard showsAnyIndicator else { return }
        lastScrollTime = runtime.time
        runtime.startAnimating(self)
        invalidateCommit()
    }

    /// Takes the `scrollIndicatorsFlash(trigger:)` values above: one that changed flashes.
    func takeFlashRequest() {
        let triggers = environment.scrollIndicatorsFlash.triggers.map(\.value)
        defer { lastFlashTriggers = triggers }
        guard hasLaidOut, triggers.count == lastFlashTriggers.count else { return }
        for (old, new) in zip(lastFlashTriggers, triggers) where !old.isEqual(toAny: new) {
            flashIndicators()
            return
        }
    }
}
