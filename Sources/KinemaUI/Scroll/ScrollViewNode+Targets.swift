import Foundation
import KinemaAnimation
import KinemaGeometry

/// A container whose views are scroll targets (``View/scrollTargetLayout(isEnabled:)``).
@MainActor
protocol ScrollTargetContainer: ViewNode {
    /// The container's views near the viewport: their ids (when they have one) and frames in layout
    /// coordinates, in order along `axis`.
    func scrollTargets(along axis: Axis, into targets: inout [ScrollTargetFrame])
    /// The leading edge (layout coordinates along `axis`) of the view nearest `position`
    /// (`direction` 0) or of the first one strictly beyond it (−1, +1), estimated for views that
    /// are not built.
    func alignedEdge(near position: Double, along axis: Axis, direction: Int) -> Double?
}

/// One view of a scroll target container.
struct ScrollTargetFrame {
    var id: AnyHashable?
    var frame: Rect
}

extension LayoutNode: ScrollTargetContainer {
    func scrollTargets(along axis: Axis, into targets: inout [ScrollTargetFrame]) {
        Self.collectTargets(of: self, id: nil, into: &targets)
        targets.sort { $0.frame.minValue(along: axis) < $1.frame.minValue(along: axis) }
    }

    /// The subviews of `node` with the id of the `ForEach` or `.id(_:)` that made them.
    private static func collectTargets(of node: ViewNode, id: AnyHashable?, into targets: inout [ScrollTargetFrame]) {
        let keyed = node as? KeyedNode
        for (index, child) in node.children.enumerated() {
            let childID = keyed.map { index < $0.ids.count ? $0.ids[index] : nil } ?? id
            if let unary = child as? UnaryNode {
                if let frame = unary.modelFrame { targets.append(ScrollTargetFrame(id: childID, frame: frame)) }
            } else {
                collectTargets(of: child, id: childID, into: &targets)
            }
        }
    }

    func alignedEdge(near position: Double, along axis: Axis, direction: Int) -> Double? {
        var targets: [ScrollTargetFrame] = []
        scrollTargets(along: axis, into: &targets)
        return nearestEdge(targets.map { $0.frame.minValue(along: axis) }, position, direction)
    }
}

/// The edge of `edges` (ascending) nearest `position` (`direction` 0) or the first strictly beyond
/// it in `direction`.
func nearestEdge(_ edges: [Double], _ position: Double, _ direction: Int) -> Double? {
    let epsilon = 1e-6
    switch direction {
    case 1: return edges.first { $0 > position + epsilon } ?? edges.last
    case -1: return edges.last { $0 < position - epsilon } ?? edges.first
    default: return edges.min { abs($0 - position) < abs($1 - position) }
    }
}

extension Rect {
    func minValue(along axis: Axis) -> Double { Double(axis == .vertical ? minY : minX) }
    func maxValue(along axis: Axis) -> Double { Double(axis == .vertical ? maxY : maxX) }
}

extension ScrollViewNode {
    // MARK: The target layout

    /// The outermost container marked by ``View/scrollTargetLayout(isEnabled:)`` inside this scroll
    /// view (not inside a nested one).
    var targetContainer: (any ScrollTargetContainer)? {
        func find(_ node: ViewNode) -> (any ScrollTargetContainer)? {
            if let container = node as? any ScrollTargetContainer, node.environment.isScrollTargetLayout {
                return container
            }
            for child in node.children where !(child is ScrollViewNode) {
                if let found = find(child) { return found }
            }
            return nil
        }
        return content.flatMap(find)
    }

    /// The content offset (along `axis`) that puts the target view nearest `offset`'s leading edge
    /// (or the next one in `direction`) at the viewport's leading edge.
    func alignedOffset(along axis: Axis, near offset: Double, direction: Int) -> Double? {
        guard let container = targetContainer, let viewport = modelFrame else { return nil }
        let start = viewport.minValue(along: axis)
        return container.alignedEdge(near: offset + start, along: axis, direction: direction).map { $0 - start }
    }

    // MARK: Scroll target behaviour

    /// Where a user's scroll from `origin` towards `proposed` (moving at `velocity`) comes to rest
    /// under the configured ``ScrollTargetBehavior`` (clamped into range); `proposed` when none.
    func restingTarget(for proposed: Point, from origin: Point, velocity: Size, isStep: Bool) -> Point {
        guard let behavior = configuration.targetBehavior?.behavior else { return proposed }
        let viewport = viewportSize
        var target = ScrollTarget(rect: Rect(origin: proposed, size: viewport))
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: Rect(origin: origin, size: viewport)),
            velocity: CGVector(dx: velocity.width, dy: velocity.height), contentSize: contentSize,
            containerSize: viewport, axes: axes,
            alignedOffset: { [weak self] axis, offset, direction in
                self?.alignedOffset(along: axis, near: offset, direction: direction)
            }, isStep: isStep)
        behavior.updateTarget(&target, context: context)
        var point = target.rect.origin
        if let anchor = target.anchor {
            // The anchor point of the rect lines up with the same point of the viewport.
            point.x += (target.rect.width - viewport.width) * anchor.x
            point.y += (target.rect.height - viewport.height) * anchor.y
        }
        guard point.x.isFinite, point.y.isFinite else { return clamped(proposed) }
        return clamped(point)
    }

    var hasTargetBehavior: Bool { configuration.targetBehavior != nil }

    // MARK: Scroll position

    /// Takes a new value of the position binding: a change the program made scrolls there.
    func takePositionBinding() {
        guard let binding = configuration.position?.binding else {
            lastPosition = nil
            return
        }
        // Read under tracking: a change of the bound value reaches this node (``reconcile()``) even
        // when the body that declared the binding does not run again.
        let position = positionContent.evaluate { binding.get() }
        takePosition(position)
    }

    /// A change of the bound value the tracked read saw.
    func takeChangedPosition() {
        guard configuration.position != nil, let position = positionContent.takeChange(as: ScrollPosition.self)
        else { return }
        takePosition(position)
    }

    private func takePosition(_ position: ScrollPosition) {
        guard let binding = configuration.position?.binding else { return }
        defer { lastPosition = position }
        guard let last = lastPosition else {
            // The first value: where the scroll view starts.
            if position.target != .none {
                pendingPosition = (position, Transaction())
                pendingPositionIsInitial = true
            }
            return
        }
        let changed = binding.idOnly ? position.target != last.target : position != last
        guard changed, !position.isPositionedByUser, position.target != .none else { return }
        var transaction = runtime.updateTransaction
        if case .id(let id, _) = position.target, let override = transaction.scrollTargetAnchor {
            pendingPosition = (ScrollPosition(id: id, anchor: override), transaction)
            transaction.scrollTargetAnchor = nil
        } else {
            pendingPosition = (position, transaction)
        }
        invalidate()
    }

    /// Scrolls to the position the program asked for (during layout, once the content is placed
    /// where lazy rows may need it).
    func resolvePendingPosition() {
        guard let (position, transaction) = pendingPosition else { return }
        pendingPosition = nil
        let isScroll = !pendingPositionIsInitial
        pendingPositionIsInitial = false
        let limit = maximumOffset
        switch position.target {
        case .none:
            return
        case .edge(let edge):
            var target = targetOffset
            if edge.contains(.top) { target.y = 0 }
            if edge.contains(.bottom) { target.y = limit.y }
            if edge.contains(.leading) { target.x = 0 }
            if edge.contains(.trailing) { target.x = limit.x }
            setOffset(clamped(target), transaction: transaction, phase: .animating, isScroll: isScroll)
        case .point(let x, let y):
            let current = targetOffset
            setOffset(
                clamped(Point(x: x ?? current.x, y: y ?? current.y)), transaction: transaction, phase: .animating,
                isScroll: isScroll)
        case .id(let id, let anchor):
            guard let (scrollView, kind) = ScrollTargetFinder.find(id, under: self, in: nil), scrollView === self
            else {
                runtime.diagnose("scrollPosition: no view with id \(id) in the scroll view; nothing scrolled")
                return
            }
            var target = PendingScrollTarget(kind: kind, anchor: anchor ?? .top, transaction: transaction)
            target.isScroll = isScroll
            requestScroll(to: target)
        }
    }

    /// Writes the position binding after the user scrolled: the id of the target view at the anchor
    /// (as the scroll goes), or the offset as a point once the scroll rests.
    func reportUserPosition() {
        guard configuration.position != nil, userMovedOffset else { return }
        guard phase != .animating, pendingTarget == nil, pendingPosition == nil else { return }
        writePosition(byUser: true)
    }

    /// Writes what the scroll view shows into the position binding (after the update), unless it
    /// holds that already.
    func writePosition(byUser: Bool) {
        guard let binding = configuration.position?.binding else { return }
        var reported: ScrollPosition
        if let id = targetID(at: binding.anchor ?? .top) {
            reported = .byUser(.id(id, nil))
        } else if !binding.idOnly && phase == .idle {
            reported = .byUser(.point(x: offset.x, y: offset.y))
        } else {
            return
        }
        if !byUser { reported = ScrollPosition.byProgram(reported.target) }
        if let last = lastPosition, binding.idOnly ? last.target == reported.target : last == reported { return }
        lastPosition = reported
        runtime.postUpdateActions.enqueue {
            withTransaction(Transaction()) { binding.set(reported) }
        }
    }

    /// The id of the target view at `anchor` of the viewport (the first one whose far edge is past
    /// the anchor's point along the scrolled axis).
    func targetID(at anchor: UnitPoint) -> AnyHashable? {
        guard let container = targetContainer, let viewport = modelFrame else { return nil }
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        var targets: [ScrollTargetFrame] = []
        container.scrollTargets(along: axis, into: &targets)
        let visible = visibleContentRect
        let point =
            axis == .vertical
            ? Double(visible.minY) + Double(viewport.height) * Double(anchor.y)
            : Double(visible.minX) + Double(viewport.width) * Double(anchor.x)
        let hit = targets.first { $0.id != nil && $0.frame.maxValue(along: axis) > point }
        return hit?.id ?? targets.last(where: { $0.id != nil })?.id
    }
}
