import KinemaAnimation

/// The behaviour the built-in toggle styles share: a click on the toggle flips it (released over
/// it; elsewhere cancels), Space or Return flip it while it has focus. `content` draws the toggle
/// given whether it is held down.
struct ToggleControl<Content: View>: View {
    let isOn: Binding<Bool>
    let content: (_ isPressed: Bool) -> Content
    @State private var isPressed = false

    init(isOn: Binding<Bool>, @ViewBuilder content: @escaping (_ isPressed: Bool) -> Content) {
        self.isOn = isOn
        self.content = content
    }

    var body: some View {
        content(isPressed)
            .controlInteraction(
                onPointer: { pointer in
                    switch pointer.phase {
                    case .began, .moved:
                        show(pressed: pointer.isInside)
                    case .ended:
                        show(pressed: false)
                        if pointer.isInside { isOn.wrappedValue.toggle() }
                    case .cancelled:
                        show(pressed: false)
                    }
                },
                onActivate: { isOn.wrappedValue.toggle() })
    }

    private func show(pressed: Bool) {
        if isPressed != pressed { isPressed = pressed }
    }
}

/// The parts of a toggle a press or focus can land on.
enum TogglePart: Hashable {
    case label
    case indicator
}

extension View {
    /// Animates the changes below with the transaction's animation, or with `fallback` when the
    /// transaction has none, as a native switch animates its knob even when the app did not ask.
    /// A transaction that disables animations keeps them disabled.
    func animatingByDefault(_ fallback: Animation) -> ModifiedContent<Self, _TransactionModifier> {
        transaction { transaction in
            if transaction.animation == nil && !transaction.disablesAnimations {
                transaction.animation = fallback
            }
        }
    }
}
