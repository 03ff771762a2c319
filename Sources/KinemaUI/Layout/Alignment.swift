import Foundation
import KinemaGeometry

/// Where views line up horizontally: `leading`, `center`, `trailing`, or a custom guide.
///
/// The built-in alignments are fractions of a view's width (0 = leading, 1 = trailing). A custom
/// alignment, made from an ``AlignmentID``, is positioned by its identifier's default value unless a
/// view declares an explicit value with `alignmentGuide(_:computeValue:)`.
public struct HorizontalAlignment: Hashable, Sendable {
    /// The fraction of the width before the guide (0 = leading, 1 = trailing). For an alignment
    /// made from an ``AlignmentID`` it is 0 (where a container puts leftover space when it is
    /// wider than its aligned subviews); setting it makes the alignment a plain fraction.
    public var fraction: Double {
        didSet { id = nil }
    }
    /// The custom guide's identity; `nil` for a fraction.
    private(set) var id: AlignmentGuideID?

    /// Creates an alignment at `fraction` of the width.
    public init(fraction: Double) {
        self.fraction = fraction
        id = nil
    }

    /// Creates a custom alignment identified by `id`, positioned by `id.defaultValue(in:)` in a
    /// view that declares no explicit value for it.
    public init(_ id: any AlignmentID.Type) {
        fraction = 0
        self.id = AlignmentGuideID(id)
    }

    /// Left edges line up.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// Centres line up.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// Right edges line up.
    public static let trailing = HorizontalAlignment(fraction: 1)
    /// Where a list row's separator starts: the row's leading edge unless a view in the row sets it
    /// with `.alignmentGuide(.listRowSeparatorLeading) { … }`.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    /// Where a list row's separator ends: the row's trailing edge unless a view in the row sets it.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)

    var key: AlignmentKey { AlignmentKey(axis: .horizontal, fraction: fraction, id: id) }
}

/// Where views line up vertically: `top`, `center`, `bottom`, the text baselines, or a custom
/// guide.
///
/// The edges and centre are fractions of a view's height (0 = top, 1 = bottom). In a terminal a
/// text's baseline is the bottom of its text row: ``firstTextBaseline`` is the bottom of a text's
/// first row, ``lastTextBaseline`` the bottom of its last; a view without text has both at its
/// bottom edge, and a stack takes them from its first and last subview that has one.
public struct VerticalAlignment: Hashable, Sendable {
    /// The fraction of the height above the guide (0 = top, 1 = bottom). For an alignment made
    /// from an ``AlignmentID`` it is 0 (where a container puts leftover space when it is taller
    /// than its aligned subviews); setting it makes the alignment a plain fraction.
    public var fraction: Double {
        didSet { id = nil }
    }
    /// The custom guide's identity; `nil` for a fraction.
    private(set) var id: AlignmentGuideID?

    /// Creates an alignment at `fraction` of the height.
    public init(fraction: Double) {
        self.fraction = fraction
        id = nil
    }

    /// Creates a custom alignment identified by `id`, positioned by `id.defaultValue(in:)` in a
    /// view that declares no explicit value for it.
    public init(_ id: any AlignmentID.Type) {
        fraction = 0
        self.id = AlignmentGuideID(id)
    }

    /// Top edges line up.
    public static let top = VerticalAlignment(fraction: 0)
    /// Centres line up.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// Bottom edges line up.
    public static let bottom = VerticalAlignment(fraction: 1)
    /// First text rows line up: the bottom of each view's first row of text (its bottom edge when
    /// it has no text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    /// Last text rows line up: the bottom of each view's last row of text (its bottom edge when it
    /// has no text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)

    var key: AlignmentKey { AlignmentKey(axis: .vertical, fraction: fraction, id: id) }
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
    /// Centred horizontally, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(
        horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// Whether both parts are plain fractions, so no alignment guide can move a view.
    var isFractional: Bool { horizontal.id == nil && vertical.id == nil }
}

extension Alignment {
    /// Where a view of `size` goes inside `frame` by the fractions alone. The free space is split
    /// at whole cells, so static layouts sit on the cell grid (only animation produces fractional
    /// positions).
    func origin(of size: Size, in frame: Rect) -> Point {
        Point(
            x: frame.origin.x + Self.share(of: frame.size.width - size.width, at: horizontal.fraction),
            y: frame.origin.y + Self.share(of: frame.size.height - size.height, at: vertical.fraction))
    }

    /// Where `node`, of `size`, goes inside `frame` so that its guides for this alignment meet the
    /// frame's own: its explicit guides (`alignmentGuide(_:computeValue:)`)
    /// or the guides' default values. The frame's guides are `container`'s (an overlay meets the
    /// view it decorates), or their default values in `frame`. Plain fractions with no guide below
    /// `node` or `container` take the fast path of ``origin(of:in:)``.
    @MainActor
    func origin(of node: ViewNode, size: Size, in frame: Rect, container: ViewNode? = nil) -> Point {
        guard !isFractional || node.explicitGuideSources > 0 || (container?.explicitGuideSources ?? 0) > 0
        else {
            return origin(of: size, in: frame)
        }
        return Point(
            x: frame.origin.x
                + Self.offset(horizontal.key, of: node, size: size, in: frame.size, container: container),
            y: frame.origin.y
                + Self.offset(vertical.key, of: node, size: size, in: frame.size, container: container))
    }

    @MainActor
    private static func offset(
        _ key: AlignmentKey, of node: ViewNode, size: Size, in frame: Size, container: ViewNode?
    ) -> CGFloat {
        let line = container.map { key.value(of: $0, size: frame) } ?? key.defaultValue(of: nil, size: frame)
        return AlignmentKey.whole(line - key.value(of: node, size: size))
    }

    static func share(of free: Double, at fraction: Double) -> Double {
        guard free.isFinite else { return 0 }
        return (free * fraction).rounded(.down)
    }
}
