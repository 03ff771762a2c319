/// Takes a screen out of pointer input, focus and key handling while it is drawn but not the one
/// in use: the screen beneath a slide, a screen sliding out, the content under a sheet.
///
/// Unlike `.allowsHitTesting(false)`, its `onKeyPress` handlers and focusable views drop out too,
/// so Esc pressed during a slide reaches the stack, not a handler on the screen going away.
struct InactiveScreenModifier: ViewModifier, PrimitiveModifier, Equatable {
    let isInactive: Bool

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        InactiveScreenNode(runtime: runtime, parent: parent, environment: environment)
    }

    typealias Body = Never
}

final class InactiveScreenNode: ModifierNode {
    private(set) var isInactive = false

    override func update(modifier: any ViewModifier) {
        isInactive = (modifier as! InactiveScreenModifier).isInactive
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: isInactive ? context.disappearing : context)
    }
}

extension ViewNode {
    /// Whether the view is inside a screen taken out of input (beneath a sheet or a slide, a tab
    /// not shown). Keyboard focus can be left there (a button focused, then a sheet presented over
    /// it): keys must not reach it, or its ancestors' handlers, while the screen is inactive.
    var isInInactiveScreen: Bool {
        var node = parent
        while let current = node {
            if let screen = current as? InactiveScreenNode, screen.isInactive { return true }
            node = current.parent
        }
        return false
    }
}

extension View {
    /// Draws the view without letting it take the pointer, focus or keys when `isInactive`.
    func inactiveScreen(_ isInactive: Bool) -> ModifiedContent<Self, InactiveScreenModifier> {
        modifier(InactiveScreenModifier(isInactive: isInactive))
    }
}
