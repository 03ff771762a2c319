import Foundation

/// An axis-aligned rectangle, in cells: Foundation's `CGRect`, an origin (the top-left corner when
/// the size is positive) and a size.
///
/// CoreGraphics' own members keep CoreGraphics' meaning: `minX`, `maxX`, `width`, `isEmpty`,
/// `standardized`, `offsetBy(dx:dy:)`, `intersection(_:)`, `union(_:)` and `==` treat a negative
/// size as its mirror image, and `intersection(_:)` returns `CGRect.null` (an infinite origin)
/// for rectangles that do not meet. Kinema's geometry needs finite, unstandardised answers in
/// places (an animated frame can overshoot to a negative size), so those live under their own
/// names in this extension and in `Rect+Kinema.swift` (see the Geometry article of KinemaGeometry).
public typealias Rect = CGRect

extension CGRect {
    /// The point at a unit position inside the rectangle (`.center`, `.topLeading`, …):
    /// `origin + unitPoint × size`, without standardising a negative size.
    @inlinable
    public func point(at unitPoint: UnitPoint) -> CGPoint {
        CGPoint(x: origin.x + unitPoint.x * size.width, y: origin.y + unitPoint.y * size.height)
    }

    /// This rectangle shrunk by `insets` on each edge (grown when the insets are negative); the
    /// size never becomes negative.
    @inlinable
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.leading, y: origin.y + insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
    }

    /// This rectangle moved by `dx`, `dy`, keeping its size exactly as it is.
    ///
    /// Unlike CoreGraphics' `offsetBy(dx:dy:)`, a negative size is not standardised first (the
    /// origin stays the corner the size is measured from, which is where text is drawn) and
    /// `CGRect.null` is not special-cased.
    @inlinable
    public func movedBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}
