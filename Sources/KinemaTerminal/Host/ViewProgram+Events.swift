import KinemaGeometry
import KinemaUI

extension ViewProgram {
    static func keyPress(for event: KeyEvent) -> KeyPress? {
        let key: KeyEquivalent
        switch event.key {
        case .character(let character): key = KeyEquivalent(character)
        case .enter: key = .return
        case .tab: key = .tab
        case .backspace: key = .delete
        case .escape: key = .escape
        case .up: key = .upArrow
        case .down: key = .downArrow
        case .left: key = .leftArrow
        case .right: key = .rightArrow
        case .home: key = .home
        case .end: key = .end
        case .pageUp: key = .pageUp
        case .pageDown: key = .pageDown
        case .delete: key = .deleteForward
        case .insert, .function: return nil
        }
        let phase: KeyPress.Phases
        switch event.phase {
        case .press: phase = .down
        case .repeat: phase = .repeat
        case .release: phase = .up
        }
        return KeyPress(key: key, modifiers: modifiers(for: event.modifiers), phase: phase)
    }

    static func modifiers(for modifiers: KeyModifiers) -> EventModifiers {
        var result: EventModifiers = []
        if modifiers.contains(.shift) { result.insert(.shift) }
        if modifiers.contains(.control) { result.insert(.control) }
        if modifiers.contains(.alt) || modifiers.contains(.meta) { result.insert(.option) }
        if modifiers.contains(.command) { result.insert(.command) }
        return result
    }

    static func pointerEvent(for mouse: MouseEvent) -> PointerEvent? {
        // Sub-cell precise from a terminal reporting pixels (1016), else the centre of the cell.
        let location: Point
        if let x = mouse.preciseColumn, let y = mouse.preciseRow, x.isFinite, y.isFinite {
            location = Point(x: x, y: y)
        } else {
            location = PointerEvent.cellCentre(column: mouse.column, row: mouse.row)
        }
        let modifiers = modifiers(for: mouse.modifiers)
        switch mouse.kind {
        case .press(let button):
            return button.pointerButton.map {
                PointerEvent(kind: .down, location: location, button: $0, modifiers: modifiers)
            }
        case .release(let button):
            return button.pointerButton.map {
                PointerEvent(kind: .up, location: location, button: $0, modifiers: modifiers)
            }
        case .drag(let button):
            return button.pointerButton.map {
                PointerEvent(kind: .drag, location: location, button: $0, modifiers: modifiers)
            }
        case .move:
            return PointerEvent(kind: .move, location: location, modifiers: modifiers)
        case .scroll(let direction):
            let (dx, dy): (Double, Double)
            switch direction {
            case .up: (dx, dy) = (0, -1)
            case .down: (dx, dy) = (0, 1)
            case .left: (dx, dy) = (-1, 0)
            case .right: (dx, dy) = (1, 0)
            }
            return PointerEvent(kind: .scroll(dx: dx, dy: dy), location: location, modifiers: modifiers)
        }
    }
}

extension MouseButton {
    fileprivate var pointerButton: PointerEvent.Button? {
        switch self {
        case .left: .primary
        case .middle: .middle
        case .right: .secondary
        default: nil
        }
    }
}
