import Foundation

/// A location in a two-dimensional coordinate space, in cells: Foundation's `CGPoint`.
///
/// Kinema's geometry vocabulary is SwiftUI's (see the Geometry article of KinemaGeometry): `Point`
/// is another name for `CGPoint`, so `GeometryProxy`, gestures and layout hand SwiftUI code the
/// types it expects.
/// Coordinates are fractional on purpose: layout and animation work in continuous values and only
/// the rasteriser quantises them to cells, so motion stays smooth. `x` grows to the right and `y`
/// downward.
public typealias Point = CGPoint

extension CGPoint {
    /// This point moved by `dx` horizontally and `dy` vertically.
    @inlinable
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint {
        CGPoint(x: x + dx, y: y + dy)
    }

    /// This point moved by a size's width and height.
    @inlinable
    public func offset(by size: CGSize) -> CGPoint {
        CGPoint(x: x + size.width, y: y + size.height)
    }
}
