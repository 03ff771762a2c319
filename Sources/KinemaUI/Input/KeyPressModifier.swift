/// Handles key presses (`.onKeyPress`): offered first to the handlers around the focused view,
/// innermost first, then to the other handlers in the tree, in drawing order.
public struct _KeyPressModifier: ViewModifier, PrimitiveModifier {
    let matches: @Sendable (KeyPress) -> Bool
    let action: @MainActor (KeyPress) -> KeyPress.Result

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        KeyPressNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Runs `action` for presses of `key`.
    ///
    /// A press with Control, Option or Command held does not match: as in SwiftUI, where such a
    /// press produces another key (Control-Q is U+0011, Option-P is π) or a menu shortcut,
    /// `onKeyPress("q")` is not Control-Q. Shift is part of the character (`"Q"`) and does not
    /// stop a match. Handle modified presses with ``onKeyPress(action:)``, which sees them all.
    public func onKeyPress(
        _ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result
    )
        -> ModifiedContent<Self, _KeyPressModifier>
    {
        modifier(
            _KeyPressModifier(
                matches: { $0.key == key && !$0.hasCommandModifiers }, action: { _ in action() }))
    }

    /// Runs `action` for presses whose characters are in `characters`.
    ///
    /// A press with Control, Option or Command held does not match (see
    /// ``onKeyPress(_:action:)``).
    public func onKeyPress(
        characters: Set<Character>, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    )
        -> ModifiedContent<Self, _KeyPressModifier>
    {
        modifier(
            _KeyPressModifier(
                matches: { press in
                    press.characters.count == 1 && characters.contains(press.characters.first!)
                        && !press.hasCommandModifiers
                },
                action: action))
    }

    /// Runs `action` for every key press that reaches the view, with whatever modifiers: the
    /// action decides (check ``KeyPress/modifiers``) and returns `.ignored` for what it does not
    /// handle.
    public func onKeyPress(
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    )
        -> ModifiedContent<Self, _KeyPressModifier>
    {
        modifier(_KeyPressModifier(matches: { _ in true }, action: action))
    }
}

final class KeyPressNode: ModifierNode {
    private var handler: _KeyPressModifier?

    override func update(modifier: any ViewModifier) {
        handler = (modifier as! _KeyPressModifier)
    }

    override func handleKeyPress(_ press: KeyPress) -> Bool {
        guard let handler, environment.isEnabled, handler.matches(press) else { return false }
        return handler.action(press) == .handled
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        if context.allowsFocus { recorder.addKeyHandler(self) }
        content?.drawIfVisible(into: &recorder, context: context)
    }
}
