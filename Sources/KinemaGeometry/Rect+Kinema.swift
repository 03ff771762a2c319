import Foundation

// Kinema's set operations and comparison on rectangles, under names of their own because
// CoreGraphics' same-named members mean something else for disjoint, empty or negative-size
// rectangles (see Geometry.md in this module's catalog).

extension CGRect {
    /// The part of this rectangle inside `other`: always finite for finite operands.
    ///
    /// Edges are read as stored (`origin` and `origin + size`, not standardised). When the two do
    /// not meet, the result is an empty rectangle at the nearer corner of the overlap (its width or
    /// height is zero), never CoreGraphics' `CGRect.null` with its infinite origin, so a clip that
    /// misses still yields drawable, finite geometry.
    ///
    /// ```swift
    /// let a = Rect(x: 0, y: 0, width: 4, height: 4)
    /// a.clipped(to: Rect(x: 2, y: 1, width: 4, height: 1))   // (2, 1, 2, 1)
    /// a.clipped(to: Rect(x: 10, y: 10, width: 1, height: 1)) // (10, 10, 0, 0)
    /// ```
    @inlinable
    public func clipped(to other: CGRect) -> CGRect {
        let x0 = max(origin.x, other.origin.x)
        let y0 = max(origin.y, other.origin.y)
        let x1 = min(origin.x + size.width, other.origin.x + other.size.width)
        let y1 = min(origin.y + size.height, other.origin.y + other.size.height)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest rectangle containing both, where an operand that covers no area
    /// (`size.isEmpty`: a zero or negative width or height) does not contribute.
    ///
    /// CoreGraphics' `union(_:)` skips only `CGRect.null`: a zero-size rectangle at a far-away
    /// origin still stretches its result.
    @inlinable
    public func unionSkippingEmpty(_ other: CGRect) -> CGRect {
        if size.isEmpty { return other }
        if other.size.isEmpty { return self }
        let x0 = min(origin.x, other.origin.x)
        let y0 = min(origin.y, other.origin.y)
        let x1 = max(origin.x + size.width, other.origin.x + other.size.width)
        let y1 = max(origin.y + size.height, other.origin.y + other.size.height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two rectangles have the same stored origin and size.
    ///
    /// CoreGraphics' `==` compares standardised rectangles, so `(0, 0, -1, 1) == (-1, 0, 1, 1)` and
    /// any two null rectangles are equal. Kinema uses this comparison where the stored corner
    /// matters, e.g. an animated frame overshooting to a negative width, or a text item drawn
    /// from its frame's origin.
    @inlinable
    public func isComponentwiseEqual(to other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }
}
