/// A row whose view value is unchanged skips its body.
///
/// When a list's body runs again (its parent read the selection, an outline expanded, the data
/// changed), every built row takes a new view value. A row equal to the one it had — same place,
/// same look, same selection mark, content equal (`Equatable` content such as `Text`) — does not
/// run its body again: the graph compares the values (`ViewBox.same`) and keeps the old body. A row
/// with content that is not `Equatable`, a custom background or swipe actions (values holding
/// closures or erased views, which cannot be compared) always runs its body, as before.
extension ListRowView: @MainActor Equatable {
    static func == (lhs: ListRowView, rhs: ListRowView) -> Bool {
        guard lhs.controller === rhs.controller, lhs.mark === rhs.mark, lhs.context == rhs.context,
            lhs.traits.isComparable, rhs.traits.isComparable, lhs.traits.separator == rhs.traits.separator,
            lhs.traits.insets == rhs.traits.insets, lhs.traits.tag == rhs.traits.tag,
            lhs.traits.deleteDisabled == rhs.traits.deleteDisabled,
            lhs.traits.moveDisabled == rhs.traits.moveDisabled
        else { return false }
        return dynamicallyEqual(lhs.content, rhs.content) ?? false
    }
}

extension ListRowTraits {
    /// No trait holds an erased view or a closure (a background, swipe actions).
    var isComparable: Bool { !hasBackground && swipeActions.isEmpty }
}
