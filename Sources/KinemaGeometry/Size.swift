import Foundation

/// A width and a height, in cells: Foundation's `CGSize`.
///
/// Fractional on purpose (see ``Point``). Negative values are allowed as intermediate results (an
/// offset expressed as a size, a shrinking delta) but layout clamps what it assigns to views at zero.
public typealias Size = CGSize

extension CGSize {
    /// Whether either dimension is zero or negative (a NaN dimension does not count as empty).
    ///
    /// CoreGraphics has no `CGSize.isEmpty`; note that `CGRect.isEmpty` differs: it counts only a
    /// zero dimension (and the null rectangle) as empty, not a negative one. Use `rect.size.isEmpty`
    /// for "covers no area".
    @inlinable
    public var isEmpty: Bool { width <= 0 || height <= 0 }
}
