import KinemaGeometry

/// Where views line up horizontally: `leading`, `center` or `trailing`.
public struct HorizontalAlignment: Hashable, Sendable {
    /// The fraction of the available width before the view (0 = leading, 1 = trailing).
    public var fraction: Double

    /// Creates an alignment at `fraction` of the width.
    public init(fraction: Double) { self.fraction = fraction }

    /// Left edges line up.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// Centres line up.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// Right edges line up.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where views line up vertically: `top`, `center` or `bottom`.
public struct VerticalAlignment: Hashable, Sendable {
    /// The fraction of the available height above the view (0 = top, 1 = bottom).
    public var fraction: Double

    /// Creates an alignment at `fraction` of the height.
    public init(fraction: Double) { self.fraction = fraction }

    /// Top edges line up.
    public static let top = VerticalAlignment(fraction: 0)
    /// Centres line up.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// Bottom edges line up.
    public static let bottom = VerticalAlignment(fraction: 1)
}

/// A horizontal and a vertical alignment, for frames, overlays and `ZStack`.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Combines two alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred in both dimensions.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Top-left.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top-right.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Left, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Right, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom-left.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom-right.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension Alignment {
    /// Where a view of `size` goes inside `frame`. The free space is split at whole cells, so static
    /// layouts sit on the cell grid (only animation produces fractional positions).
    func origin(of size: Size, in frame: Rect) -> Point {
        Point(
            x: frame.origin.x + Self.share(of: frame.size.width - size.width, at: horizontal.fraction),
            y: frame.origin.y + Self.share(of: frame.size.height - size.height, at: vertical.fraction))
    }

    static func share(of free: Double, at fraction: Double) -> Double {
        guard free.isFinite else { return 0 }
        return (free * fraction).rounded(.down)
    }
}
