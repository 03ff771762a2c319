import Foundation
import KinemaAnimation
import KinemaGeometry

/// A drag in progress on a scroll view.
struct DragTracking {
    /// The offset when the drag started following the pointer.
    var startOffset: Point
}

extension ScrollViewNode {
    // MARK: Wheel

    /// Whether a wheel step of `delta` would move this scroll view (so nested scroll views pass a
    /// step their inner one cannot use to the outer one).
    func acceptsWheel(_ delta: Size, modifiers: EventModifiers) -> Bool {
        guard isUserScrollEnabled else { return false }
        let step = wheelStep(delta, modifiers: modifiers)
        let target = targetOffset
        let limit = maximumOffset
        return (step.width < 0 && target.x > 0) || (step.width > 0 && target.x < limit.x)
            || (step.height < 0 && target.y > 0) || (step.height > 0 && target.y < limit.y)
    }

    /// The wheel delta along the axes this view scrolls: a vertical wheel scrolls a view that only
    /// scrolls horizontally (there is no horizontal wheel on most mice), and Shift turns it sideways
    /// in a view that scrolls both ways.
    private func wheelStep(_ delta: Size, modifiers: EventModifiers = []) -> Size {
        var dx = Double(delta.width)
        var dy = Double(delta.height)
        if (!axes.contains(.vertical) || (modifiers.contains(.shift) && axes.contains(.horizontal)))
            && dx == 0
        {
            (dx, dy) = (dy, 0)
        }
        return Size(width: axes.contains(.horizontal) ? dx : 0, height: axes.contains(.vertical) ? dy : 0)
    }

    /// Handles one wheel step: the target moves by the step's lines (lengthened in a fast burst) and
    /// the offset glides there on the wheel's deceleration, merging with the glides still running.
    func scrollWheel(_ delta: Size, modifiers: EventModifiers) {
        guard isUserScrollEnabled, drag == nil else { return }
        runtime.keyScrollView = self
        pendingTarget = nil
        let step = wheelStep(delta, modifiers: modifiers)
        let magnitude = abs(Double(step.width)) + abs(Double(step.height))
        let lines = wheel.distance(forStep: magnitude, at: runtime.time)
        guard magnitude > 0 else { return }
        let scale = lines / magnitude
        let start = targetOffset
        var target = clamped(Point(x: start.x + step.width * scale, y: start.y + step.height * scale))
        userMovedOffset = true
        if hasTargetBehavior {
            // A notch is a step in its direction: the behaviour picks where it rests.
            target = restingTarget(
                for: target, from: start, velocity: Self.stepVelocity(step.width, step.height), isStep: true)
        }
        let distance = hypot(Double(target.x - start.x), Double(target.y - start.y))
        guard distance > 0 else { return }
        let speed = ScrollPhysics.velocity(toTravel: distance, on: ScrollPhysics.wheelDeceleration)
        let transaction = Transaction(
            animation: .decay(ScrollPhysics.wheelDeceleration, initialVelocity: speed))
        setOffset(target, transaction: transaction, phase: .decelerating)
    }

    // MARK: Keys

    func handleScrollKey(_ press: KeyPress) -> Bool {
        guard isUserScrollEnabled, !press.phase.isDisjoint(with: [.down, .repeat]), drag == nil else {
            return false
        }
        // Reached through the list of key handlers on screen rather than from a focused view inside:
        // defer to the scroll view the pointer last scrolled.
        if let preferred = runtime.keyScrollView as? ScrollViewNode, preferred !== self, !preferred.isRemoved,
            !isAncestorOfFocus
        {
            return false
        }
        guard let target = keyTarget(for: press) else { return false }
        var clampedTarget = clamped(target)
        if hasTargetBehavior && press.key != .home && press.key != .end {
            let current = targetOffset
            clampedTarget = restingTarget(
                for: clampedTarget, from: current,
                velocity: Self.stepVelocity(target.x - current.x, target.y - current.y), isStep: true)
        }
        guard clampedTarget != targetOffset else { return false }
        wheel.reset()
        pendingTarget = nil
        userMovedOffset = true
        setOffset(clampedTarget, transaction: Transaction(animation: Self.keyAnimation), phase: .animating)
        return true
    }

    /// The velocity handed to a scroll target behaviour for a step (a notch, a key) of `dx`, `dy`:
    /// fast in the step's direction, so it counts as a flick.
    static func stepVelocity(_ dx: Double, _ dy: Double) -> Size {
        func speed(_ value: Double) -> Double { value > 0 ? 1_000 : value < 0 ? -1_000 : 0 }
        return Size(width: speed(dx), height: speed(dy))
    }

    /// Key scrolls animate with a short critically damped spring, so repeated keys merge smoothly.
    static let keyAnimation = Animation.spring(duration: 0.2, bounce: 0)

    private var isAncestorOfFocus: Bool {
        var node = runtime.focusedNode
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }

    private func keyTarget(for press: KeyPress) -> Point? {
        let current = targetOffset
        let viewport = viewportSize
        let vertical = axes.contains(.vertical)
        let page = { (extent: Double) in max(1, extent - 1) }
        let limit = maximumOffset
        switch press.key {
        case .upArrow where vertical: return Point(x: current.x, y: current.y - 1)
        case .downArrow where vertical: return Point(x: current.x, y: current.y + 1)
        case .leftArrow where axes.contains(.horizontal): return Point(x: current.x - 1, y: current.y)
        case .rightArrow where axes.contains(.horizontal): return Point(x: current.x + 1, y: current.y)
        case .pageUp, .pageDown, .space:
            let down = press.key == .pageDown || (press.key == .space && !press.modifiers.contains(.shift))
            let sign = down ? 1.0 : -1.0
            if vertical { return Point(x: current.x, y: current.y + sign * page(viewport.height)) }
            return Point(x: current.x + sign * page(viewport.width), y: current.y)
        case .home:
            return vertical ? Point(x: current.x, y: 0) : Point(x: 0, y: current.y)
        case .end:
            return vertical ? Point(x: current.x, y: limit.y) : Point(x: limit.x, y: current.y)
        default:
            return nil
        }
    }

    // MARK: Drag

    var attachedRecognizer: (any ErasedGestureRecognizer)? { isUserScrollEnabled ? recognizer : nil }
    var priority: GesturePriority { .normal }
    var mask: GestureMask { .all }

    /// The pointer went down on the content: a running scroll stops where it is (as a touch stops a
    /// UIScrollView), unless it is springing back from past an edge.
    func pointerPressed() {
        runtime.keyScrollView = self
        wheel.reset()
        pendingTarget = nil
        let presented = offset
        if offsetAnimator.isAnimating && clamped(presented) == presented {
            jump(to: presented)
        }
        setPhase(.tracking)
    }

    /// The drag moved: the content follows the pointer, resisting past the edges.
    func dragChanged(_ value: DragGesture.Value) {
        if drag == nil {
            drag = DragTracking(startOffset: offset)
            jump(to: offset)
        }
        guard let drag else { return }
        let translation = value.translation
        let limit = maximumOffset
        let viewport = viewportSize
        let rawX = Double(drag.startOffset.x) - (axes.contains(.horizontal) ? Double(translation.width) : 0)
        let rawY = Double(drag.startOffset.y) - (axes.contains(.vertical) ? Double(translation.height) : 0)
        let target = Point(
            x: ScrollPhysics.resisted(rawX, limit: limit.x, dimension: viewport.width),
            y: ScrollPhysics.resisted(rawY, limit: limit.y, dimension: viewport.height))
        userMovedOffset = true
        setPhase(.interacting)
        setOffset(target, transaction: Transaction(), phase: .interacting)
    }

    /// The drag ended: past an edge the content springs back carrying the release velocity;
    /// otherwise it keeps that velocity along UIScrollView's normal deceleration, and momentum that
    /// would carry it past an edge runs into the edge on the spring instead.
    func dragEnded(_ value: DragGesture.Value?) {
        let dragStart = drag?.startOffset ?? offset
        drag = nil
        let velocity = Size(
            width: axes.contains(.horizontal) ? -(value?.velocity.width ?? 0) : 0,
            height: axes.contains(.vertical) ? -(value?.velocity.height ?? 0) : 0)
        let vx = velocity.width.isFinite ? Double(velocity.width) : 0
        let vy = velocity.height.isFinite ? Double(velocity.height) : 0
        noteReleaseVelocity(Size(width: vx, height: vy))
        let start = offset
        let clampedStart = clamped(start)
        if clampedStart != start {
            springTo(clampedStart, velocity: Size(width: vx, height: vy))
            return
        }
        let model = ScrollPhysics.dragDeceleration
        let projected = Point(
            x: start.x + model.projectedDistance(initialVelocity: vx),
            y: start.y + model.projectedDistance(initialVelocity: vy))
        if hasTargetBehavior {
            // The behaviour moves the resting point; a spring from the release velocity (bounded as
            // at an edge) gets there.
            let target = restingTarget(for: projected, from: dragStart, velocity: Size(width: vx, height: vy), isStep: false)
            let limitX = ScrollPhysics.maximumEdgeSpeed(dimension: viewportSize.width)
            let limitY = ScrollPhysics.maximumEdgeSpeed(dimension: viewportSize.height)
            if target == start {
                setOffset(start, transaction: Transaction(), phase: .idle)
            } else {
                springTo(
                    target,
                    velocity: Size(width: min(max(vx, -limitX), limitX), height: min(max(vy, -limitY), limitY)))
            }
            return
        }
        let target = clamped(projected)
        if target != projected {
            // The momentum runs into an edge: a spring from the release velocity (bounded so the
            // overshoot stays within a quarter of the viewport) ends there.
            let limitX = ScrollPhysics.maximumEdgeSpeed(dimension: viewportSize.width)
            let limitY = ScrollPhysics.maximumEdgeSpeed(dimension: viewportSize.height)
            springTo(
                target,
                velocity: Size(width: min(max(vx, -limitX), limitX), height: min(max(vy, -limitY), limitY)))
            return
        }
        let speed = hypot(vx, vy)
        guard speed > model.minimumVelocity, target != start else {
            setOffset(start, transaction: Transaction(), phase: .idle)
            return
        }
        setOffset(
            target, transaction: Transaction(animation: .decay(model, initialVelocity: speed)),
            phase: .decelerating)
    }

    /// Animates to `target` on the spring-back spring, starting at `velocity` (cells per second).
    private func springTo(_ target: Point, velocity: Size) {
        let dx = Double(target.x - offset.x)
        let dy = Double(target.y - offset.y)
        // The spring is one-dimensional along the move: its initial velocity is the velocity's
        // component along it, as a fraction of the distance per second.
        let distance = hypot(dx, dy)
        let along = distance > 0 ? (Double(velocity.width) * dx + Double(velocity.height) * dy) / distance : 0
        let animation = ScrollPhysics.springAnimation(distance: distance, velocity: along)
        setOffset(target, transaction: Transaction(animation: animation), phase: .decelerating)
    }

    /// The press ended without a drag (a click) or the drag was cancelled.
    func dragCancelled(wasDragging: Bool) {
        if wasDragging {
            dragEnded(nil)
        } else {
            drag = nil
            let presented = offset
            if clamped(presented) != presented {
                springTo(clamped(presented), velocity: .zero)
            } else if !offsetAnimator.isAnimating {
                setPhase(.idle)
            }
        }
    }
}

/// The scroll view's own drag: a `DragGesture` in global coordinates whose phases drive the node.
final class ScrollDragRecognizer: WrapperRecognizer<DragGesture.Value, DragGesture.Value> {
    /// Weak: a capture may outlive the scroll view it began on.
    private weak var node: ScrollViewNode?
    private var pressed = false
    private var pressDelivered = false
    private var isDragging = false
    private var finished = false

    init(node: ScrollViewNode) {
        self.node = node
        let drag = DragRecognizer()
        drag.minimumDistance = 1
        drag.coordinateSpace = .global
        super.init(child: drag)
    }

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        if event.kind == .began { pressed = true }
        child.update(event, in: space)
        phase = child.phase
    }

    override func deliver() {
        child.deliver()
        guard let node, !node.isRemoved, !finished else { return }
        if pressed && !pressDelivered {
            pressDelivered = true
            node.pointerPressed()
        }
        switch phase {
        case .active(let value):
            isDragging = true
            node.dragChanged(value)
        case .ended(let value):
            finished = true
            if isDragging { node.dragChanged(value) }
            if isDragging { node.dragEnded(value) } else { node.dragCancelled(wasDragging: false) }
        case .failed:
            finished = true
            node.dragCancelled(wasDragging: isDragging)
        case .possible:
            break
        }
    }

    override func reset() {
        if pressed && !finished, let node, !node.isRemoved { node.dragCancelled(wasDragging: isDragging) }
        pressed = false
        pressDelivered = false
        isDragging = false
        finished = false
        super.reset()
    }
}
