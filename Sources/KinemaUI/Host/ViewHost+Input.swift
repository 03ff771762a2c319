import KinemaGeometry

/// An input event for a ``ViewHost``.
public enum HostEvent: Sendable {
    /// A key press.
    case key(KeyPress)
    /// A mouse event.
    case pointer(PointerEvent)
    /// The screen size changed.
    case resize(Size)
}

extension ViewHost {
    /// Delivers `event` at `time`, then applies the state changes its handlers made.
    ///
    /// Keys: Tab / Shift-Tab move focus between the buttons on screen (views drawn entirely off
    /// screen take no input; a focused button that scrolled away keeps focus until Tab moves it),
    /// Enter or Space activate the focused one; other keys go to `onKeyPress` handlers (the focused
    /// view's first, then those on screen). Pointer: a primary press and
    /// release on the same view (hit-tested on the presented geometry of the last frame) is a tap.
    public func handle(_ event: HostEvent, at time: Double) {
        runtime.hostWork {
            update(at: time)
            // The event starts a frame of its own: an `onChange` fired for a change made while the
            // host was idle must not swallow the one the event causes.
            runtime.beginFrame()
            switch event {
            case .key(let press): handleKey(press)
            case .pointer(let pointer): handlePointer(pointer, at: time.isFinite ? time : runtime.time)
            case .resize(let size): resize(to: size)
            }
            update(at: time)
        }
    }

    private func handleKey(_ press: KeyPress) {
        if press.key == .tab {
            moveFocus(backwards: press.modifiers.contains(.shift))
            return
        }
        let focused = runtime.focusedNode
        if let focused, press.key == .return || press.key == .space, press.modifiers.isEmpty {
            focused.activate()
            return
        }
        var tried = Set<ObjectIdentifier>()
        var node: ViewNode? = focused
        while let current = node {
            tried.insert(ObjectIdentifier(current))
            if current.handleKeyPress(press) { return }
            node = current.parent
        }
        for handler in drawnKeyHandlers where !tried.contains(ObjectIdentifier(handler)) {
            if handler.handleKeyPress(press) { return }
        }
    }

    private func moveFocus(backwards: Bool) {
        let focusables = drawnFocusables
        guard !focusables.isEmpty else { return }
        let current = focusables.firstIndex { $0 === runtime.focusedNode }
        let next: Int
        switch current {
        case nil: next = backwards ? focusables.count - 1 : 0
        case let index?: next = (index + (backwards ? focusables.count - 1 : 1)) % focusables.count
        }
        runtime.focusedNode = focusables[next]
        markNeedsDraw()
    }

    private func handlePointer(_ pointer: PointerEvent, at time: Double) {
        guard pointer.button == .primary else { return }
        switch pointer.kind {
        case .down:
            pressedNode = hitTest(pointer.location)
        case .up:
            let target = hitTest(pointer.location)
            if let pressed = pressedNode, pressed === target, !pressed.isRemoved {
                if pressed.isFocusable {
                    runtime.focusedNode = pressed
                    markNeedsDraw()
                }
                pressed.tapped(at: time)
            }
            pressedNode = nil
        case .move, .scroll:
            break
        }
    }

    /// The topmost interactive view under `point` in the last frame: the one drawn last, i.e. the
    /// highest z-index and, among equal z-indices, the last in tree order (as the rasteriser draws).
    /// Regions are rounded to whole cells the way the rasteriser rounds what it draws, so a click
    /// lands on what is visible.
    func hitTest(_ point: Point) -> InteractiveNode? {
        let column = point.x.rounded(.down)
        let row = point.y.rounded(.down)
        var topmost: HitRegion?
        for region in drawnHitRegions where region.zIndex >= (topmost?.zIndex ?? -.infinity) {
            let frame = region.frame
            if !region.node.isRemoved
                && column >= frame.origin.x.rounded() && column < (frame.origin.x + frame.size.width).rounded()
                && row >= frame.origin.y.rounded() && row < (frame.origin.y + frame.size.height).rounded()
            {
                topmost = region
            }
        }
        return topmost?.node
    }
}
