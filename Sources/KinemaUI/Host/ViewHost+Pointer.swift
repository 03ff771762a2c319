import KinemaGeometry

/// The pointer as the host follows it between events: the capture in progress and the views the
/// pointer hovers.
@MainActor
final class PointerState {
    var capture: CaptureSession?
    /// Hover handlers the pointer is over, innermost first.
    var hovered: [HoverNode] = []
    /// Scratch storage for the next hover set, kept to avoid allocating per motion event.
    var nextHovered: [HoverNode] = []
}

extension ViewHost {
    /// Whether some view in the last frame has a hover handler: a terminal host reports plain
    /// pointer motion (any-motion tracking) only while this is true.
    public var wantsPointerMotion: Bool { drawnHoverHandlerCount > 0 }

    /// The earliest time a gesture in progress wants to be updated without input (a long press's
    /// duration, a double tap's interval); ``tick(to:)`` and ``render(at:)`` update it when the
    /// time has come. `nil` when no gesture waits for time.
    public var nextGestureDeadline: Double? { pointer.capture?.deadline }

    func handlePointer(_ event: PointerEvent, at time: Double) {
        let location = event.location
        guard location.x.isFinite && location.y.isFinite else {
            runtime.diagnose("a pointer event at a non-finite location (\(location)) was ignored")
            return
        }
        endCaptureOfRemovedViews(at: time)
        fireGestureDeadlines(upTo: time)
        switch event.kind {
        case .down:
            if event.button == .primary { pointerDown(at: location, time: time, modifiers: event.modifiers) }
        case .drag:
            if event.button == .primary, let capture = pointer.capture, capture.isPointerDown {
                finishIfOver(capture.send(.moved, at: location, time: time, modifiers: event.modifiers))
            }
        case .move:
            if let capture = pointer.capture, capture.isPointerDown {
                // The terminal says no button is held: the release was lost. Acting on a guess
                // would be worse than cancelling.
                capture.cancel(at: time)
                pointer.capture = nil
            }
        case .up:
            if event.button == .primary, let capture = pointer.capture, capture.isPointerDown {
                finishIfOver(capture.send(.ended, at: location, time: time, modifiers: event.modifiers))
            }
        case .scroll(let dx, let dy):
            scrollWheel(at: location, delta: Size(width: dx, height: dy), modifiers: event.modifiers)
            return
        }
        updateHover(at: location)
    }

    private func pointerDown(at location: Point, time: Double, modifiers: EventModifiers) {
        focusViewPressed(at: location)
        let path = gestureAttachments(at: location)
        if let capture = pointer.capture {
            pointer.capture = nil
            if capture.isPointerDown {
                // A press without the release of the previous one: that one is lost.
                capture.cancel(at: time)
            } else if capture.hasSameAttachments(as: path) {
                // The next press of a gesture that waits for one (a double tap).
                pointer.capture = capture
                finishIfOver(capture.send(.began, at: location, time: time, modifiers: modifiers))
                return
            } else if !capture.send(.expired, time: time) {
                capture.cancel(at: time)
            }
        }
        guard let root = CaptureSession.arbitration(of: path) else { return }
        let capture = CaptureSession(root: root, attachments: path, location: location)
        pointer.capture = capture
        finishIfOver(capture.send(.began, at: location, time: time, modifiers: modifiers))
    }

    private func finishIfOver(_ isOver: Bool) {
        if isOver { pointer.capture = nil }
    }

    /// Updates the capture at the deadlines it asked for, up to `time`.
    func fireGestureDeadlines(upTo time: Double) {
        // Each firing moves or clears the deadline; the bound only guards against a recognizer
        // that keeps asking for the same instant.
        for _ in 0..<64 {
            guard let capture = pointer.capture, let deadline = capture.deadline, deadline <= time else {
                return
            }
            finishIfOver(capture.send(.timer, time: max(deadline, runtime.time)))
        }
    }

    /// Cancels the capture when every view that took part is gone.
    func endCaptureOfRemovedViews(at time: Double) {
        guard let capture = pointer.capture, !capture.hasLiveAttachments else { return }
        capture.cancel(at: time)
        pointer.capture = nil
    }

    func pointerLeftWindow(at time: Double) {
        if let capture = pointer.capture {
            capture.cancel(at: time)
            pointer.capture = nil
        }
        updateHover(at: nil)
    }

    /// A press on a `.focusable()` view focuses it (the innermost one under the pointer).
    private func focusViewPressed(at location: Point) {
        var node = hitTest(location)
        while let current = node {
            if let focusable = current as? FocusableViewNode {
                if focusable.isFocusable {
                    runtime.setFocus(focusable)
                    markNeedsDraw()
                }
                return
            }
            node = current.parent
        }
    }

    /// The gesture attachments on the path from the view hit at `location` to the root, innermost
    /// first.
    func gestureAttachments(at location: Point) -> [any GestureAttachment] {
        var path: [any GestureAttachment] = []
        var node = hitTest(location)
        while let current = node {
            if let attachment = current as? any GestureAttachment { path.append(attachment) }
            node = current.parent
        }
        return path
    }

    /// Calls the hover handlers the pointer left and the ones it is over (`nil`: the pointer left
    /// the window).
    private func updateHover(at location: Point?) {
        guard drawnHoverHandlerCount > 0 || !pointer.hovered.isEmpty else { return }
        var now = pointer.nextHovered
        now.removeAll(keepingCapacity: true)
        if let location {
            var node = hitTest(location)
            while let current = node {
                if let hover = current as? HoverNode, hover.environment.isEnabled { now.append(hover) }
                node = current.parent
            }
        }
        for old in pointer.hovered where !old.isRemoved && !now.contains(where: { $0 === old }) {
            old.pointerLeft()
        }
        if let location {
            for node in now { node.pointerIsOver(at: location) }
        }
        pointer.nextHovered = pointer.hovered
        pointer.hovered = now
    }

    private func scrollWheel(at location: Point, delta: Size, modifiers: EventModifiers) {
        guard delta.width.isFinite && delta.height.isFinite else { return }
        var node = hitTest(location)
        while let current = node {
            // A scroll view takes the step when it can move that way; at its edge (or disabled) it
            // leaves the step to the scroll view around it (the inner one scrolls first).
            if let scrollView = current as? ScrollViewNode, scrollView.acceptsWheel(delta, modifiers: modifiers) {
                scrollView.scrollWheel(delta, modifiers: modifiers)
                return
            }
            if let wheel = current as? ScrollWheelNode, wheel.environment.isEnabled {
                let local = GestureSpace(anchor: wheel).convert(location, to: .local)
                wheel.action(ScrollWheelEvent(location: local, delta: delta, modifiers: modifiers))
                return
            }
            node = current.parent
        }
    }

    /// The view drawn topmost at `point` in the last frame: the one whose item (or content shape)
    /// was drawn last there — the highest z-index and, among equal z-indices, the last in drawing
    /// order, as the rasteriser draws. Regions are rounded to whole cells the way the rasteriser
    /// rounds what it draws, so a press lands on what is visible.
    ///
    /// - Complexity: O(regions drawn in the last frame): only what is on screen, whatever the size
    ///   of the view tree.
    func hitTest(_ point: Point) -> ViewNode? {
        var topmost: HitRegion?
        for region in drawnHitRegions where region.zIndex >= (topmost?.zIndex ?? -.infinity) {
            if !region.node.isRemoved && Self.cellsOf(region.frame, contain: point, cellSize: runtime.cellSize)
                && region.containsTransformed(point, cellSize: runtime.cellSize)
            {
                topmost = region
            }
        }
        return topmost?.node
    }

    /// Whether the cells `frame` covers when drawn (its edges rounded to cells) include the cell
    /// of `point`; both in layout units, a cell measuring `cellSize` (points mode converts to cells
    /// first, so rounding happens where the rasteriser rounds).
    static func cellsOf(_ frame: Rect, contain point: Point, cellSize: Size) -> Bool {
        let frame = frame.standardized
        let (cw, ch) = (Double(cellSize.width), Double(cellSize.height))
        let column = (Double(point.x) / cw).rounded(.down)
        let row = (Double(point.y) / ch).rounded(.down)
        return column >= (Double(frame.minX) / cw).rounded() && column < (Double(frame.maxX) / cw).rounded()
            && row >= (Double(frame.minY) / ch).rounded() && row < (Double(frame.maxY) / ch).rounded()
    }
}
