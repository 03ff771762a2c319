import KinemaAnimation

/// Makes a view able to take keyboard focus (`.focusable(_:)`).
public struct _FocusableModifier: ViewModifier, PrimitiveModifier {
    let isFocusable: Bool

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        FocusableViewNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Binds a view's focus to a ``FocusState`` (`.focused(_:)`, `.focused(_:equals:)`).
public struct _FocusedModifier: ViewModifier, PrimitiveModifier {
    let binding: FocusBinding

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        FocusBindingNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Lets this view take keyboard focus: Tab and Shift-Tab stop on it, a press on it focuses it,
    /// and the keys typed while it has focus go to its `onKeyPress` handlers first.
    ///
    /// While focused, its text draws in inverse video (the terminal's focus ring) unless
    /// ``View/focusEffectDisabled(_:)`` turns that off; views inside can read
    /// `@Environment(\.isFocused)`.
    public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, _FocusableModifier> {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }

    /// Binds the focus of the focusable view in this subtree to `condition`: `true` while it has
    /// focus; setting it to `true` focuses the view, to `false` removes focus from it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _FocusedModifier> {
        modifier(_FocusedModifier(binding: FocusBinding(condition)))
    }

    /// Binds the focus of the focusable view in this subtree to `binding`: it holds `value` while
    /// this view has focus; setting it to `value` focuses the view.
    public func focused<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, equals value: Value
    )
        -> ModifiedContent<Self, _FocusedModifier>
    {
        modifier(_FocusedModifier(binding: FocusBinding(binding, equals: value)))
    }

    /// Turns off (or back on) the inverse-video focus effect of the focusable views below.
    public func focusEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.isFocusEffectEnabled, !disabled)
    }
}

/// A ``FocusState`` binding and the value that means "this view", without their types.
@MainActor
struct FocusBinding {
    let box: AnyObject
    /// Whether the app asked for focus to move since the last time requests were handled.
    let hasRequest: @MainActor () -> Bool
    /// What the app asked for this view: `true` focus it, `false` take focus away if it has it,
    /// `nil` nothing (another view's value).
    let wantsFocus: @MainActor () -> Bool?
    /// Sets the state from where focus is: `containsFocus` says whether it is in this view.
    let follow: @MainActor (_ containsFocus: Bool) -> Void
    let clearRequest: @MainActor () -> Void

    init(_ binding: FocusState<Bool>.Binding) {
        let box = binding.box
        self.box = box
        hasRequest = { box.hasRequest }
        wantsFocus = { box.value }
        follow = { box.follow($0) }
        clearRequest = { box.clearRequest() }
    }

    init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        let box = binding.box
        self.box = box
        hasRequest = { box.hasRequest }
        wantsFocus = {
            if box.value == value { return true }
            return box.value == box.unfocused ? false : nil
        }
        follow = { containsFocus in
            if containsFocus {
                box.follow(value)
            } else if box.value == value {
                box.follow(box.unfocused)
            }
        }
        clearRequest = { box.clearRequest() }
    }
}

/// The node of `.focusable()`: a focusable view whose focus shows in inverse video.
final class FocusableViewNode: ModifierNode, FocusableNode {
    private var focusable = true
    private var derived = DerivedEnvironment()
    private var lastView: (any View)?

    var isFocusable: Bool { focusable && environment.isEnabled }

    /// Enter and Space go to the view's key handlers.
    func activate() {}

    override func update(with view: any View) {
        lastView = view
        super.update(with: view)
    }

    override func update(modifier: any ViewModifier) {
        focusable = (modifier as! _FocusableModifier).isFocusable
    }

    override var environmentForChildren: EnvironmentValues {
        derived.value(from: environment) { [unowned self] environment in
            environment.isFocused = runtime.focusedNode === self
        }
    }

    func focusDidChange() {
        derived.invalidate()
        if let lastView { super.update(with: lastView) }
        invalidateCommit()
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        var context = context
        if isFocusable && context.allowsFocus { recorder.addFocusable(self) }
        if runtime.focusedNode === self && environment.isFocusEffectEnabled {
            context.textAttributes.insert(.inverse)
        }
        content?.drawIfVisible(into: &recorder, context: context)
    }
}

/// The node of `.focused(…)`: keeps its ``FocusState`` in step with where focus is, and moves focus
/// when the app writes the state.
final class FocusBindingNode: ModifierNode {
    private(set) var binding: FocusBinding?

    override func update(modifier: any ViewModifier) {
        let isNew = binding == nil
        binding = (modifier as! _FocusedModifier).binding
        if isNew { runtime.focusBindings.append(self) }
    }

    override func didUninstall() {
        super.didUninstall()
        runtime.focusBindings.removeAll { $0 === self }
        // The view cannot have focus any more: its state says so once the update is over.
        if let binding { runtime.postUpdateActions.enqueue { binding.follow(false) } }
    }

    /// The first view in this subtree that can take focus now, in tree order.
    func firstFocusable() -> (any FocusableNode)? {
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            if let focusable = node as? any FocusableNode, focusable.isFocusable { return focusable }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}
