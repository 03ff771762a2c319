import Foundation

extension View {
    /// Presents an alert titled `title` while `isPresented` is true.
    ///
    /// ```swift
    /// .alert("Remove from Saved?", isPresented: $confirming) {
    ///     Button("Remove", role: .destructive) { shelf.unsave(book) }
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    ///
    /// The alert is a rounded box in the middle of the screen over a dimmed backdrop; the views
    /// beneath take no pointer or keys while it is up. `actions` gives its buttons (only `Button`s
    /// are read, as SwiftUI reads them; a `TextField` is not shown): with one or two they sit in a
    /// row, the `.cancel` one leading; with more, in a column, the `.cancel` one last; with none,
    /// an "OK" button. A `.destructive` button is red. Focus moves to the first button that is
    /// neither cancel nor destructive (else the cancel button): ← → ↑ ↓ and Tab move it, Enter or
    /// Space choose, Esc chooses the cancel button (or just dismisses). Choosing a button sets
    /// `isPresented` to false and runs its action. A click outside the box does nothing. When the
    /// alert goes away, focus returns to the view that had it. The alert appears and leaves with
    /// the transaction of the change to `isPresented` (`withAnimation` fades it). One
    /// presentation per level: an alert turned on while another alert, dialog or sheet of the same
    /// level is shown is not presented, its binding goes back to false, and the host's
    /// `diagnostics` say so (SwiftUI logs the same).
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert with a `Text` title while `isPresented` is true (see
    /// `alert(_:isPresented:actions:)`).
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        DialogPresenter(
            base: self, isPresented: isPresented,
            content: DialogContent(kind: .alert, title: title, actions: actions(), message: nil))
    }

    /// Presents an alert with a message (shown under the title, centred and wrapped) while
    /// `isPresented` is true.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a `Text` title and a message while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        DialogPresenter(
            base: self, isPresented: isPresented,
            content: DialogContent(kind: .alert, title: title, actions: actions(), message: message()))
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil; the
    /// actions are built from the data.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        DialogPresenter(
            base: self, isPresented: isPresented,
            content: data.map {
                DialogContent(kind: .alert, title: Text(title), actions: actions($0), message: nil)
            })
    }

    /// Presents an alert about `data` with a message built from it, while `isPresented` is true
    /// and `data` is not nil.
    ///
    /// ```swift
    /// .alert("Remove \(book?.title ?? "")?", isPresented: $confirming, presenting: book) { book in
    ///     Button("Remove", role: .destructive) { shelf.unsave(book) }
    /// } message: { book in
    ///     Text("\(book.author) stays in Books.")
    /// }
    /// ```
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        DialogPresenter(
            base: self, isPresented: isPresented,
            content: data.map {
                DialogContent(kind: .alert, title: Text(title), actions: actions($0), message: message($0))
            })
    }

    /// Presents an alert about `error` while `isPresented` is true and `error` is not nil: its
    /// title is the error's `errorDescription` (SwiftUI's choice), its message the error's
    /// `failureReason` and `recoverySuggestion`, each on its own line, when it has them.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        let actions = actions()
        return DialogPresenter(
            base: self, isPresented: isPresented,
            content: error.map { error in
                let details = [error.failureReason, error.recoverySuggestion].compactMap { $0 }
                return DialogContent(
                    kind: .alert, title: Text(Self.title(of: error)), actions: actions,
                    message: details.isEmpty ? nil : Text(details.joined(separator: "\n")))
            })
    }

    /// Presents an alert about `error` with actions and a message built from it, while
    /// `isPresented` is true and `error` is not nil; its title is the error's `errorDescription`.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        DialogPresenter(
            base: self, isPresented: isPresented,
            content: error.map {
                DialogContent(
                    kind: .alert, title: Text(Self.title(of: $0)), actions: actions($0), message: message($0))
            })
    }

    /// An error's title: its `errorDescription`, or its `localizedDescription` when it has none.
    private static func title(of error: some LocalizedError) -> String {
        error.errorDescription ?? error.localizedDescription
    }
}
