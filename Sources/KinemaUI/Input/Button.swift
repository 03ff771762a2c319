import KinemaAnimation
import KinemaRender

/// A control that runs an action when clicked, or when focused (Tab / Shift-Tab) and Enter or Space
/// is pressed. The focused button draws its label in inverse video; a disabled one draws dimmed.
///
/// ```swift
/// Button("Vote") { votes += 1 }
/// Button { select(pet) } label: { Text(pet.name).bold() }
/// ```
public struct Button<Label: View>: View, PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label

    /// Creates a button with a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ButtonNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension Button where Label == Text {
    /// Creates a button whose label is `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

@MainActor
protocol ButtonParts {
    var erasedAction: @MainActor () -> Void { get }
    var erasedLabel: any View { get }
}

extension Button: ButtonParts {
    var erasedAction: @MainActor () -> Void { action }
    var erasedLabel: any View { label }
}

final class ButtonNode: InteractiveNode {
    override var isFocusable: Bool { isEnabled }

    override func update(with view: any View) {
        let button = view as! any ButtonParts
        action = button.erasedAction
        runtime.reconcileChild(of: self, at: 0, with: button.erasedLabel)
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        var context = context
        if runtime.focusedNode === self { context.textAttributes.insert(.inverse) }
        if !isEnabled { context.textAttributes.insert(.dim) }
        super.draw(into: &canvas, context: context)
    }
}
