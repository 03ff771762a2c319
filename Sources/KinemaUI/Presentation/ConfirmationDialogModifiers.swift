import Foundation

extension View {
    /// Presents a confirmation dialog titled `title` while `isPresented` is true.
    ///
    /// ```swift
    /// .confirmationDialog("Sort books", isPresented: $choosing, titleVisibility: .visible) {
    ///     Button("By title") { order = .title }
    ///     Button("By author") { order = .author }
    /// }
    /// ```
    ///
    /// The dialog is anchored to the bottom of the screen over a dimmed backdrop, as an action
    /// sheet is: its buttons in a column in a rounded box, and the `.cancel` button apart in a box
    /// of its own below (SwiftUI adds a "Cancel" button when `actions` has none). The title shows
    /// only with `titleVisibility: .visible` (`.automatic` hides it, as on a phone); a message shows
    /// under it. The dialog takes keys as an alert does (see
    /// `alert(_:isPresented:actions:)`), focus starting on its first action that is
    /// not destructive (else Cancel); a click outside its boxes cancels it. It slides up with the
    /// transaction of the change to `isPresented`; choosing a button sets `isPresented` to false and
    /// runs its action. One presentation per level, as for alerts.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog with a `Text` title while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        DialogPresenter(
            base: self, isPresented: isPresented,
            content: DialogContent(
                kind: .confirmationDialog, title: Self.shown(title, titleVisibility), actions: actions(),
                message: nil))
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: message)
    }

    /// Presents a confirmation dialog with a `Text` title and a message while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        DialogPresenter(
            base: self, isPresented: isPresented,
            content: DialogContent(
                kind: .confirmationDialog, title: Self.shown(title, titleVisibility), actions: actions(),
                message: message()))
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not
    /// nil; the actions are built from the data.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        DialogPresenter(
            base: self, isPresented: isPresented,
            content: data.map {
                DialogContent(
                    kind: .confirmationDialog, title: Self.shown(Text(title), titleVisibility),
                    actions: actions($0),
                    message: nil)
            })
    }

    /// Presents a confirmation dialog about `data` with a message built from it, while
    /// `isPresented` is true and `data` is not nil.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        DialogPresenter(
            base: self, isPresented: isPresented,
            content: data.map {
                DialogContent(
                    kind: .confirmationDialog, title: Self.shown(Text(title), titleVisibility),
                    actions: actions($0),
                    message: message($0))
            })
    }

    /// The title when `visibility` shows it: only `.visible` does (`.automatic` hides a dialog's
    /// title, as SwiftUI does on a phone).
    private static func shown(_ title: Text, _ visibility: Visibility) -> Text? {
        visibility == .visible ? title : nil
    }
}
