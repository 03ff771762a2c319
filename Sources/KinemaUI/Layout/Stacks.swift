import Foundation

/// Views side by side, left to right.
///
/// ```swift
/// HStack(spacing: 2) { Text("Cats"); Spacer(); Text("12") }
/// ```
public struct HStack<Content: View>: View, LayoutContainerView {
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack; the default spacing is one cell.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A stack whose subviews are `cellSpacing` columns apart whatever the host's units: a
    /// control's own parts, a column apart in points mode as in cells.
    init(alignment: VerticalAlignment = .center, cellSpacing: Int, @ViewBuilder content: () -> Content) {
        var layout = HStackLayout(alignment: alignment, spacing: CGFloat(max(cellSpacing, 0)))
        layout.spacingInCells = true
        self.layout = layout
        self.content = content()
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Views one above the other, top to bottom.
public struct VStack<Content: View>: View, LayoutContainerView {
    let layout: VStackLayout
    let content: Content

    /// Creates a vertical stack; the default spacing is zero cells.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Views on top of each other; later views are drawn above earlier ones.
public struct ZStack<Content: View>: View, LayoutContainerView {
    let layout: ZStackLayout
    let content: Content

    /// Creates an overlay stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Views arranged by a custom ``Layout`` (made with `layout { … }`).
public struct LayoutView<L: Layout, Content: View>: View, LayoutContainerView {
    let layout: L
    let content: Content

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}
