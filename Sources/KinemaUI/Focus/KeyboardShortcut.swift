/// A key combination that activates a control (a button) wherever focus is.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")            // ⌘S (or Control-S, see below)
/// Button("OK") { confirm() }.keyboardShortcut(.defaultAction)  // Return
/// Button("Cancel") { dismiss() }.keyboardShortcut(.cancelAction)   // Escape
/// ```
///
/// Terminals report Command (Super) only with the kitty keyboard protocol, so a shortcut whose
/// modifiers include Command also matches the same key with Control in place of Command — the
/// default `.keyboardShortcut("s")` is then Control-S. A shortcut goes to the first control on
/// screen that has it, after the focused view's own key handling (a focused button takes Return
/// first; a text field keeps its letters) and before the other `onKeyPress` handlers.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers` (Command by default, as in SwiftUI).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a view.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether `press` is this shortcut (letters match in either case; Control stands in for
    /// Command).
    func matches(_ press: KeyPress) -> Bool {
        guard press.phase == .down || press.phase == .repeat else { return false }
        let sameKey =
            press.key == key
            || String(press.key.character).lowercased() == String(key.character).lowercased()
        guard sameKey else { return false }
        if press.modifiers == modifiers { return true }
        guard modifiers.contains(.command) else { return false }
        var stand = modifiers
        stand.remove(.command)
        stand.insert(.control)
        return press.modifiers == stand
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
    /// The keyboard shortcut of the controls below (`.keyboardShortcut(_:)`).
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Gives the controls in this view (a button) the shortcut `key` with `modifiers`.
    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command
    )
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Gives the controls in this view (a button) `shortcut`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<Self, _EnvironmentModifier>
    {
        environment(\.keyboardShortcut, shortcut)
    }

    /// Gives the controls in this view `shortcut`, or removes the one they inherit (`nil`).
    @_disfavoredOverload
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, _EnvironmentModifier>
    {
        environment(\.keyboardShortcut, shortcut)
    }
}
