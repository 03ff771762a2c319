import KinemaGeometry

/// An input event for a ``ViewHost``.
public enum HostEvent: Sendable {
    /// A key press.
    case key(KeyPress)
    /// A mouse event.
    case pointer(PointerEvent)
    /// The screen size changed.
    case resize(Size)
    /// The terminal window gained (`true`) or lost (`false`) the system's focus. Losing it cancels
    /// a gesture in progress (its `onEnded` does not run; `@GestureState` goes back) and ends hover.
    /// Losing it makes an active ``ViewHost/scenePhase`` inactive; gaining it makes it active again.
    case windowFocus(Bool)
    /// Text pasted into the terminal (a bracketed paste): it goes to the focused view (a text
    /// field inserts it whole) and is dropped when no view takes it.
    case paste(String)
}

extension ViewHost {
    /// Delivers `event` at `time`, then applies the state changes its handlers made.
    ///
    /// Keys: Tab / Shift-Tab move focus between the focusable views on screen (views drawn entirely
    /// off screen take no input; a focused view that scrolled away keeps focus until Tab moves it),
    /// Enter or Space activate the focused button; other keys go to the `onKeyPress` handlers from
    /// the focused view up, innermost first, then to keyboard shortcuts, then to the handlers on
    /// screen, innermost first.
    ///
    /// Pointer: a primary press captures the gestures attached to the views under it (hit-tested on
    /// the geometry the last frame showed, topmost first); moves and the release go to them wherever
    /// the pointer is, until they are all over. Hover handlers follow every pointer event; a wheel
    /// step goes to the innermost wheel handler under the pointer. See ``PointerEvent``.
    public func handle(_ event: HostEvent, at time: Double) {
        runtime.hostWork {
            update(at: time)
            // The event starts a frame of its own: an `onChange` fired for a change made while the
            // host was idle must not swallow the one the event causes.
            runtime.beginFrame()
            switch event {
            case .key(let press): handleKey(press)
            case .pointer(let pointer): handlePointer(inLayoutUnits(pointer), at: time.isFinite ? time : runtime.time)
            case .resize(let size): resize(to: size)
            case .windowFocus(let isActive):
                if !isActive { pointerLeftWindow(at: time.isFinite ? time : runtime.time) }
                windowFocusChanged(isFocused: isActive)
            case .paste(let text): handlePaste(text)
            }
            update(at: time)
        }
    }

    /// Offers a key press: Tab and Shift-Tab move focus; then the focused view (Enter or Space
    /// activate a button) and the handlers around it, innermost first; then the keyboard shortcuts
    /// on screen; then the other handlers on screen, innermost first. Releases (`.up`, from
    /// terminals with the kitty protocol) only reach handlers that asked for them.
    private func handleKey(_ press: KeyPress) {
        let isPress = press.phase != .up
        if isPress && press.key == .tab && press.modifiers.isSubset(of: .shift) {
            moveFocus(backwards: press.modifiers.contains(.shift))
            return
        }
        // A view focused in a screen that went inactive (a sheet came up over it) keeps its focus
        // for when the screen is active again, but takes no keys meanwhile.
        let focused = runtime.focusedNode.flatMap { $0.isRemoved || $0.isInInactiveScreen ? nil : $0 }
        if isPress, let focused = focused as? any FocusableNode, press.key == .return || press.key == .space,
            press.modifiers.isEmpty, focused is ButtonNode
        {
            // A control that takes Return or Space as keys (a text field types the space) first.
            if focused.handleKeyPress(press) { return }
            focused.activate()
            return
        }
        var tried = Set<ObjectIdentifier>()
        if let focused {
            // Handlers inside the focused view (applied before `.focusable()`) belong to it.
            for handler in drawnKeyHandlers where handler !== focused && handler.isInside(focused) {
                tried.insert(ObjectIdentifier(handler))
                if handler.handleKeyPress(press) { return }
            }
        }
        var node: ViewNode? = focused
        while let current = node {
            tried.insert(ObjectIdentifier(current))
            if current.handleKeyPress(press) { return }
            node = current.parent
        }
        if isPress,
            let shortcut = drawnShortcuts.first(where: { $0.shortcut.matches(press) && !$0.node.isRemoved })
        {
            shortcut.node.activate()
            return
        }
        for handler in drawnKeyHandlers where !tried.contains(ObjectIdentifier(handler)) {
            if handler.handleKeyPress(press) { return }
        }
    }

    /// Offers pasted text to the focused view, then to its ancestors.
    private func handlePaste(_ text: String) {
        var node = runtime.focusedNode.flatMap { $0.isInInactiveScreen ? nil : $0 }
        while let current = node, !current.isRemoved {
            if current.handlePaste(text) { return }
            node = current.parent
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
        runtime.setFocus(focusables[next])
        markNeedsDraw()
    }

    /// `pointer` with its location (in cells, from the screen) in layout units: points in points
    /// mode, so gestures see SwiftUI's coordinates.
    private func inLayoutUnits(_ pointer: PointerEvent) -> PointerEvent {
        guard runtime.usesPoints else { return pointer }
        var converted = pointer
        converted.location = Point(
            x: pointer.location.x * runtime.cellSize.width, y: pointer.location.y * runtime.cellSize.height)
        return converted
    }
}
