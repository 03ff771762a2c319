/// A view node that can take keyboard focus: Tab and Shift-Tab move focus through the focusable
/// views on screen in drawing order.
@MainActor
protocol FocusableNode: ViewNode {
    /// Whether focus can move here now (a disabled button cannot take focus).
    var isFocusable: Bool { get }
    /// Enter or Space while focused (a button's action).
    func activate()
    /// Focus arrived here or left: views below see it in `@Environment(\.isFocused)`.
    func focusDidChange()
}
