import Foundation
import KinemaAnimation
import KinemaGeometry

/// The layout of ``HStack``: subviews side by side, left to right.
public struct HStackLayout: Layout, Equatable {
    /// How subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The space between adjacent subviews, or `nil` for the default: one cell in cells, 8 points
    /// (one column) in points. In points, spacing snaps to whole columns (see ``LayoutUnits``).
    public var spacing: CGFloat?
    /// Whether `spacing` counts columns rather than layout units (a control's own spacing).
    var spacingInCells = false

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The layout has no animatable parameters.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// The sum of the subviews' widths plus spacing, by the tallest subview.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let distribution = StackDistribution(
            axis: .horizontal, spacing: subviews.resolvedSpacing(spacing, along: .horizontal, inCells: spacingInCells))
        return distribution.stackSize(for: distribution.sizes(of: subviews, proposal: proposal))
    }

    /// Places the subviews left to right.
    public func placeSubviews(
        in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let spacing = subviews.resolvedSpacing(spacing, along: .horizontal, inCells: spacingInCells)
        let sizes = StackDistribution(axis: .horizontal, spacing: spacing).sizes(
            of: subviews, proposal: proposal)
        var x = bounds.origin.x
        for (subview, size) in zip(subviews, sizes) {
            let y = bounds.origin.y + Alignment.share(of: bounds.size.height - size.height, at: alignment.fraction)
            subview.place(at: Point(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
        }
    }
}

/// The layout of ``VStack``: subviews one above the other, top to bottom.
public struct VStackLayout: Layout, Equatable {
    /// How subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The space between adjacent subviews, or `nil` for the default: none in cells, 8 points in
    /// points (which snaps to no row). In points, spacing snaps to whole rows (see ``LayoutUnits``).
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The layout has no animatable parameters.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// The sum of the subviews' heights plus spacing, by the widest subview.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let distribution = StackDistribution(
            axis: .vertical, spacing: subviews.resolvedSpacing(spacing, along: .vertical))
        return distribution.stackSize(for: distribution.sizes(of: subviews, proposal: proposal))
    }

    /// Places the subviews top to bottom.
    public func placeSubviews(
        in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let spacing = subviews.resolvedSpacing(spacing, along: .vertical)
        let sizes = StackDistribution(axis: .vertical, spacing: spacing).sizes(
            of: subviews, proposal: proposal)
        var y = bounds.origin.y
        for (subview, size) in zip(subviews, sizes) {
            let x = bounds.origin.x + Alignment.share(of: bounds.size.width - size.width, at: alignment.fraction)
            subview.place(at: Point(x: x, y: y), proposal: ProposedViewSize(size))
            y += size.height + spacing
        }
    }
}

/// The layout of ``ZStack``: subviews on top of each other, aligned.
public struct ZStackLayout: Layout, Equatable {
    /// How subviews line up.
    public var alignment: Alignment

    /// Creates an overlay layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The layout has no animatable parameters.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// The largest width and height among the subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// Places every subview aligned inside `bounds`.
    public func placeSubviews(
        in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: alignment.origin(of: size, in: bounds), proposal: proposal)
        }
    }
}
