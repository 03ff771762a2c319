/// The keys a focused text field handles (the table in ``TextField``'s documentation).
extension TextFieldNode {
    /// Handles `press` when the field has focus; `false` leaves it to other handlers.
    func handleEditingKey(_ press: KeyPress) -> Bool {
        guard isFocused, isEnabled, press.phase != .up else { return false }
        let old = editor.text
        guard let handled = edit(for: press) else { return false }
        if handled { commitEdit(from: old) }
        return true
    }

    /// Applies the editing command `press` stands for; `nil` when it stands for none (the press
    /// goes on to other handlers), `false` when it was consumed without an edit worth writing.
    private func edit(for press: KeyPress) -> Bool? {
        let modifiers = press.modifiers
        let shift = modifiers.contains(.shift)
        let byWord = !modifiers.isDisjoint(with: [.option, .control])
        switch press.key {
        case .leftArrow:
            byWord ? editor.moveWordLeft(extending: shift) : editor.moveLeft(extending: shift)
        case .rightArrow:
            byWord ? editor.moveWordRight(extending: shift) : editor.moveRight(extending: shift)
        case .home:
            editor.moveToStart(extending: shift)
        case .end:
            editor.moveToEnd(extending: shift)
        case .delete:
            // Ctrl-H arrives as Backspace with Control: one character, as the byte means.
            modifiers.contains(.option) ? editor.deleteWordBackward() : editor.deleteBackward()
        case .deleteForward:
            byWord ? editor.deleteWordForward() : editor.deleteForward()
        case .return:
            guard modifiers.isEmpty else { return nil }
            environment.submit(.text)
        case .escape:
            guard modifiers.isEmpty else { return nil }
            runtime.setFocus(nil)
        default:
            return characterEdit(for: press)
        }
        return true
    }

    /// Typing, and the Control and Alt letter commands of a shell's line editor.
    private func characterEdit(for press: KeyPress) -> Bool? {
        let modifiers = press.modifiers
        if modifiers.contains(.command) { return nil }
        if modifiers.contains(.control) {
            switch press.characters {
            case "a": editor.moveToStart()
            case "e": editor.moveToEnd()
            case "b": editor.moveLeft()
            case "f": editor.moveRight()
            case "d": editor.deleteForward()
            case "h": editor.deleteBackward()
            case "k": editor.deleteToEnd()
            case "u": editor.deleteToStart()
            case "w": editor.deleteWordBackward()
            default: return nil
            }
            return true
        }
        if modifiers.contains(.option) {
            switch press.characters {
            case "b": editor.moveWordLeft()
            case "f": editor.moveWordRight()
            case "d": editor.deleteWordForward()
            default: return nil
            }
            return true
        }
        guard !press.characters.isEmpty else { return nil }
        editor.insert(press.characters)
        return true
    }
}
