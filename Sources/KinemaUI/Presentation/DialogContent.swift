/// What a presented alert or confirmation dialog shows: its title, message and buttons, read from
/// the modifier's closures each time the presenting view's body runs.
///
/// Buttons are arranged as SwiftUI arranges them (see <doc:Dialogs>):
/// - an alert with one or two buttons lays them out in a row, its cancel button leading; with more,
///   in a column, the cancel button last; with none, it shows SwiftUI's "OK";
/// - a confirmation dialog lists its buttons in a column and shows its cancel button apart, below;
///   without one it adds SwiftUI's "Cancel".
@MainActor
struct DialogContent {
    enum Kind: Equatable {
        case alert
        case confirmationDialog
    }

    let kind: Kind
    /// The title, or nil when it is hidden (a dialog's `titleVisibility`).
    let title: Text?
    let message: AnyView?
    /// The buttons in the order they are shown, the cancel button (if any) included.
    let buttons: [DialogButton]

    init(kind: Kind, title: Text?, actions: any View, message: (any View)?) {
        self.kind = kind
        self.title = title
        self.message = message.map { AnyView($0) }
        var read: [DialogButton] = []
        BuiltViewLeaves.walk(actions) { view, modifiers in
            guard let button = view as? any ButtonPartsReadable else { return false }
            let environment = BuiltViewLeaves.environment(modifiers)
            read.append(DialogButton(parts: button.buttonParts, isDisabled: !environment.isEnabled))
            return true
        }
        buttons = Self.arranged(read, kind: kind)
    }

    /// `buttons` in the order shown, with the implicit button SwiftUI adds.
    private static func arranged(_ buttons: [DialogButton], kind: Kind) -> [DialogButton] {
        // Only the first cancel button is the cancel button (SwiftUI shows one).
        let cancelIndex = buttons.firstIndex { $0.parts.role == .cancel }
        var others = buttons
        let cancel = cancelIndex.map { others.remove(at: $0) }
        switch kind {
        case .alert:
            if buttons.isEmpty { return [.implicit("OK", role: nil)] }
            guard let cancel else { return others }
            return buttons.count <= 2 ? [cancel] + others : others + [cancel]
        case .confirmationDialog:
            return others + [cancel ?? .implicit("Cancel", role: .cancel)]
        }
    }

    /// Whether the buttons are laid out in a row (an alert with one or two buttons).
    var isRow: Bool { kind == .alert && buttons.count <= 2 }

    /// The cancel button's index: what Esc chooses.
    var cancelIndex: Int? { buttons.firstIndex { $0.parts.role == .cancel } }

    /// The button focused when the dialog appears: the first that is neither cancel nor destructive
    /// (so Enter never destroys by default), else the cancel button, else the first enabled one.
    var initialFocus: Int? {
        let enabled = buttons.indices.filter { !buttons[$0].isDisabled }
        return enabled.first { buttons[$0].parts.role == nil } ?? cancelIndex.flatMap {
            enabled.contains($0) ? $0 : nil
        }
            ?? enabled.first
    }
}

/// One button of a dialog.
@MainActor
struct DialogButton {
    let parts: ButtonParts
    let isDisabled: Bool

    /// A button SwiftUI adds when the app gives none (an alert's "OK", a dialog's "Cancel"): it
    /// only dismisses.
    static func implicit(_ title: String, role: ButtonRole?) -> DialogButton {
        let text = Text(title)
        return DialogButton(
            parts: ButtonParts(label: AnyView(text), title: text, action: {}, role: role), isDisabled: false)
    }
}
