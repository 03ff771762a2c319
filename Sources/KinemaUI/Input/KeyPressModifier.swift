import Foundation

/// Handles key presses (`.onKeyPress`). A press goes first to the handlers from the focused view
/// up to the root, innermost first; then to the keyboard shortcuts on screen; then to the other
/// handlers on screen, innermost first (a handler inside another before it) and in tree order.
/// The first handler that returns `.handled` stops it.
public struct _KeyPressModifier: ViewModifier, PrimitiveModifier {
    let phases: KeyPress.Phases
    let matches: @Sendable (KeyPress) -> Bool
    let action: @MainActor (KeyPress) -> KeyPress.Result

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        KeyPressNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Runs `action` for presses (and repeats) of `key`.
    ///
    /// A press with Control, Option or Command held does not match: as in SwiftUI, where such a
    /// press produces another key (Control-Q is U+0011, Option-P is π) or a menu shortcut,
    /// `onKeyPress("q")` is not Control-Q. Shift is part of the character (`"Q"`) and does not
    /// stop a match. Handle modified presses with ``onKeyPress(phases:action:)``, which sees them all.
    public func onKeyPress(
        _ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(
            _KeyPressModifier(
                phases: [.down, .repeat], matches: { $0.key == key && !$0.hasCommandModifiers },
                action: { _ in action() }))
    }

    /// Runs `action` for presses of `key` in `phases`. Terminals report only presses (`.down`),
    /// unless they speak the kitty keyboard protocol, which also reports repeats and releases.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases,
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(
            _KeyPressModifier(
                phases: phases, matches: { $0.key == key && !$0.hasCommandModifiers }, action: action))
    }

    /// Runs `action` for presses of any of `keys` in `phases`.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(
            _KeyPressModifier(
                phases: phases, matches: { keys.contains($0.key) && !$0.hasCommandModifiers }, action: action)
        )
    }

    /// Runs `action` for presses whose characters are in `characters` (a set of grapheme clusters;
    /// an array literal picks SwiftUI's `CharacterSet` form).
    ///
    /// A press with Control, Option or Command held does not match (see
    /// ``onKeyPress(_:action:)``).
    @_disfavoredOverload
    public func onKeyPress(
        characters: Set<Character>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(
            _KeyPressModifier(
                phases: phases,
                matches: { press in
                    press.characters.count == 1 && characters.contains(press.characters.first!)
                        && !press.hasCommandModifiers
                },
                action: action))
    }

    /// Runs `action` for presses whose characters all belong to `characters` (a `CharacterSet`,
    /// as in SwiftUI: `.decimalDigits`, `.letters`).
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(
            _KeyPressModifier(
                phases: phases,
                matches: { press in
                    !press.characters.isEmpty && !press.hasCommandModifiers
                        && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
                },
                action: action))
    }

    /// Runs `action` for every key press in `phases` that reaches the view, with whatever
    /// modifiers: the action decides (check ``KeyPress/modifiers``) and returns `.ignored` for
    /// what it does not handle.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _KeyPressModifier> {
        modifier(_KeyPressModifier(phases: phases, matches: { _ in true }, action: action))
    }
}

final class KeyPressNode: ModifierNode {
    private var handler: _KeyPressModifier?

    override func update(modifier: any ViewModifier) {
        handler = (modifier as! _KeyPressModifier)
    }

    override func handleKeyPress(_ press: KeyPress) -> Bool {
        guard let handler, environment.isEnabled, handler.phases.contains(press.phase), handler.matches(press)
        else { return false }
        return handler.action(press) == .handled
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: context)
        // After the content: handlers inside come first.
        if context.allowsFocus { recorder.addKeyHandler(self) }
    }
}
