import KinemaUI

/// Hands a view's state binding to the test, so the test can write the state from outside any
/// event — as a `.task` holding the view, or another actor, would.
@MainActor
final class BindingHolder {
    var binding: Binding<Int>?
}

/// Shows an `Int` state and exposes its binding through `holder` on every body run.
struct BindingExposingView: View {
    let holder: BindingHolder
    @State private var value = 0

    var body: some View {
        holder.binding = $value
        return Text("\(value)")
    }
}
