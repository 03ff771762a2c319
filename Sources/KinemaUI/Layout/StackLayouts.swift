import Foundation
import KinemaAnimation
import KinemaGeometry

/// The layout of ``HStack``: subviews side by side, left to right.
public struct HStackLayout: Layout, Equatable, BuiltInLayout {
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

    /// A horizontal stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The sum of the subviews' widths plus spacing, by the height of the subviews aligned on
    /// `alignment` (the tallest subview's when no guide moves them).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let distribution = StackDistribution(
            axis: .horizontal,
            spacing: subviews.resolvedSpacing(spacing, along: .horizontal, inCells: spacingInCells))
        let sizes = distribution.sizes(of: subviews, proposal: proposal)
        var size = distribution.stackSize(for: sizes)
        if let aligned = subviews.alignedOffsets(alignment.key, sizes: sizes) { size.height = aligned.extent }
        return size
    }

    /// Places the subviews left to right.
    public func placeSubviews(
        in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let spacing = subviews.resolvedSpacing(spacing, along: .horizontal, inCells: spacingInCells)
        let sizes = StackDistribution(axis: .horizontal, spacing: spacing).sizes(
            of: subviews, proposal: proposal)
        // Guides (explicit, or a custom alignment's defaults) line the subviews up on one row;
        // otherwise the fraction alone places each (the common path: nothing is asked).
        let aligned = subviews.alignedOffsets(alignment.key, sizes: sizes)
        let base =
            aligned.map { Alignment.share(of: bounds.size.height - $0.extent, at: alignment.fraction) } ?? 0
        var x = bounds.origin.x
        for (index, size) in sizes.enumerated() {
            let y =
                bounds.origin.y
                + (aligned.map { base + $0.offsets[index] }
                    ?? Alignment.share(of: bounds.size.height - size.height, at: alignment.fraction))
            subviews[index].place(at: Point(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
        }
    }
}

/// The layout of ``VStack``: subviews one above the other, top to bottom.
public struct VStackLayout: Layout, Equatable, BuiltInLayout {
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

    /// A vertical stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The sum of the subviews' heights plus spacing, by the width of the subviews aligned on
    /// `alignment` (the widest subview's when no guide moves them).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let distribution = StackDistribution(
            axis: .vertical, spacing: subviews.resolvedSpacing(spacing, along: .vertical))
        let sizes = distribution.sizes(of: subviews, proposal: proposal)
        var size = distribution.stackSize(for: sizes)
        if let aligned = subviews.alignedOffsets(alignment.key, sizes: sizes) { size.width = aligned.extent }
        return size
    }

    /// Places the subviews top to bottom.
    public func placeSubviews(
        in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let spacing = subviews.resolvedSpacing(spacing, along: .vertical)
        let sizes = StackDistribution(axis: .vertical, spacing: spacing).sizes(
            of: subviews, proposal: proposal)
        let aligned = subviews.alignedOffsets(alignment.key, sizes: sizes)
        let base =
            aligned.map { Alignment.share(of: bounds.size.width - $0.extent, at: alignment.fraction) } ?? 0
        var y = bounds.origin.y
        for (index, size) in sizes.enumerated() {
            let x =
                bounds.origin.x
                + (aligned.map { base + $0.offsets[index] }
                    ?? Alignment.share(of: bounds.size.width - size.width, at: alignment.fraction))
            subviews[index].place(at: Point(x: x, y: y), proposal: ProposedViewSize(size))
            y += size.height + spacing
        }
    }
}

/// The layout of ``ZStack``: subviews on top of each other, aligned.
public struct ZStackLayout: Layout, Equatable, BuiltInLayout {
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

    /// The size of the subviews aligned on `alignment`: the largest width and height among them
    /// when no guide moves them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        var size = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        if let aligned = subviews.alignedOffsets(alignment.horizontal.key, sizes: sizes) {
            size.width = aligned.extent
        }
        if let aligned = subviews.alignedOffsets(alignment.vertical.key, sizes: sizes) {
            size.height = aligned.extent
        }
        return size
    }

    /// Places every subview aligned inside `bounds`: their guides for `alignment` meet.
    public func placeSubviews(
        in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let horizontal = subviews.alignedOffsets(alignment.horizontal.key, sizes: sizes)
        let vertical = subviews.alignedOffsets(alignment.vertical.key, sizes: sizes)
        guard horizontal != nil || vertical != nil else {
            for (subview, size) in zip(subviews, sizes) {
                subview.place(at: alignment.origin(of: size, in: bounds), proposal: proposal)
            }
            return
        }
        let baseX = horizontal.map {
            Alignment.share(of: bounds.size.width - $0.extent, at: alignment.horizontal.fraction)
        }
        let baseY = vertical.map {
            Alignment.share(of: bounds.size.height - $0.extent, at: alignment.vertical.fraction)
        }
        for (index, size) in sizes.enumerated() {
            let fallback = alignment.origin(of: size, in: bounds)
            let x = horizontal.map { bounds.origin.x + baseX! + $0.offsets[index] } ?? fallback.x
            let y = vertical.map { bounds.origin.y + baseY! + $0.offsets[index] } ?? fallback.y
            subviews[index].place(at: Point(x: x, y: y), proposal: proposal)
        }
    }
}
