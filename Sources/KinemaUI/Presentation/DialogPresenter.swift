import Foundation

/// Presents one alert or confirmation dialog over the screen: the claim on the host's presentation
/// level, the layer drawn over everything, and keyboard focus, which moves into the dialog and
/// returns to the view that had it when the dialog goes away.
///
/// The layer is inserted and removed in the same update as the binding, so it appears and leaves
/// with that update's transaction: `withAnimation { showAlert = true }` fades an alert in (a dialog
/// slides up); a plain change shows it at once.
struct DialogPresenter<Base: View>: View {
    let base: Base
    let isPresented: Binding<Bool>
    /// What to show; nil when there is nothing to present (`presenting:` data that is nil).
    let content: DialogContent?
    @State private var model = DialogModel()
    @State private var token = PresentationRegistry.makeToken()
    @Environment(\.presentationLevel) private var level

    var body: some View {
        // Read in the body: actions run after the update, when this view's node may be gone.
        let model = model
        let token = token
        let level = level
        let isPresented = isPresented
        let wanted = isPresented.wrappedValue && content != nil
        let presented = model.update(wanted: wanted, token: token, level: level)
        base
            .inactiveScreen(presented)
            .overlay(alignment: .topLeading) {
                // Always there (a GeometryReader inserted later was laid out at zero size): the
                // presenting view's place on screen, which the layer moves back to the origin.
                GeometryReader { proxy in
                    DialogLayer(
                        content: presented ? content : nil, origin: proxy.frame(in: .global).origin,
                        level: level,
                        token: token,
                        choose: { button in
                            // Dismissed first, as SwiftUI does: the action may present something else.
                            if isPresented.wrappedValue { isPresented.wrappedValue = false }
                            button?.parts.action()
                        })
                }
            }
            .onChange(of: wanted, initial: true) { _, wanted in
                if wanted && !model.isShown {
                    reportToHost(
                        "alert/confirmationDialog: only one presentation per level is shown at a time; one was "
                            + "turned on while another is shown and was not presented (its binding was set back "
                            + "to false)")
                    isPresented.wrappedValue = false
                } else if !wanted {
                    model.restoreFocus(token: token)
                }
            }
            .onDisappear { PresentationRegistry.release(token) }
    }
}

/// The presenter's bookkeeping: whether its dialog is shown and where focus was before.
@MainActor
final class DialogModel {
    private(set) var isShown = false
    /// The view that had focus when the dialog appeared. Weak: the dialog must not keep a removed
    /// view alive.
    private weak var previousFocus: ViewNode?
    private var restoresFocus = false

    /// Claims (or releases) the presentation level for `token`; returns whether the dialog shows.
    /// Idempotent: the body may run several times in one update.
    func update(wanted: Bool, token: Int, level: Int) -> Bool {
        guard wanted else {
            if isShown {
                isShown = false
                restoresFocus = true
                PresentationRegistry.release(token)
            }
            return false
        }
        guard PresentationRegistry.claim(token, level: level) else { return false }
        if !isShown {
            isShown = true
            restoresFocus = false
            previousFocus = currentHostRuntime?.focusedNode
        }
        return true
    }

    /// Gives focus back to the view that had it, unless something outside the dialog took it
    /// meanwhile (an action that focused a field).
    func restoreFocus(token: Int) {
        guard restoresFocus, let runtime = currentHostRuntime else { return }
        restoresFocus = false
        let focused = runtime.focusedNode
        let inDialog = focused.map { $0.isRemoved || $0.environment.dialogToken == token } ?? true
        guard inDialog else { return }
        runtime.setFocus(previousFocus.flatMap { $0.isRemoved ? nil : $0 })
        previousFocus = nil
    }
}

extension EnvironmentValues {
    /// The presenter token of the dialog the views are in (0 outside any): focus found inside a
    /// dialog that went away goes back where it was.
    var dialogToken: Int {
        get { self[DialogTokenKey.self] }
        set { self[DialogTokenKey.self] = newValue }
    }
}

private struct DialogTokenKey: EnvironmentKey {
    static let defaultValue = 0
}
