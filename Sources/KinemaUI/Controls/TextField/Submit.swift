/// Which kinds of submission an ``View/onSubmit(of:_:)`` action answers.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a set of triggers.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Return pressed in a ``TextField`` or ``SecureField``.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return pressed in a search field. Kinema has no `.searchable` field yet, so nothing submits
    /// with this trigger; it exists so code written for SwiftUI compiles and keeps its meaning.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// One `.onSubmit` action in the environment, with the triggers it answers.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: @MainActor () -> Void
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}

extension EnvironmentValues {
    /// The `.onSubmit` actions a text field below runs when Return is pressed, innermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// Runs the submit actions for `trigger`, innermost first.
    @MainActor
    func submit(_ trigger: SubmitTriggers) {
        for action in submitActions where !action.triggers.isDisjoint(with: trigger) { action.action() }
    }
}

extension View {
    /// Runs `action` when the user submits a text field in this view (presses Return in a
    /// ``TextField`` or ``SecureField``).
    ///
    /// Put it on one field or on a whole form: every `onSubmit` above the field runs, innermost
    /// first, unless a ``View/submitScope(_:)`` between them blocks the outer ones.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Username", text: $username)
    ///     SecureField("Password", text: $password)
    /// }
    /// .onSubmit { login() }
    /// ```
    public func onSubmit(
        of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: {
                    $0.submitActions.insert(SubmitAction(triggers: triggers, action: action), at: 0)
                },
                value: nil))
    }

    /// Keeps submissions from fields in this view from reaching the `onSubmit` actions above it
    /// (when `isBlocking`); those inside still run.
    public func submitScope(_ isBlocking: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: { if isBlocking { $0.submitActions = [] } }, value: WatchedValue(isBlocking)))
    }
}
