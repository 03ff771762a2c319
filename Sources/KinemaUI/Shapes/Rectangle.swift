import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A rectangle filling its frame (SwiftUI's `Rectangle`), in the foreground style unless filled
/// or stroked otherwise.
///
/// Filled with a colour and not rotated, a rectangle draws as a cell fill (eighth-block glyphs
/// where an edge falls inside a cell), exactly as `Color` does; filled with a gradient, stroked,
/// clipped or turned, it is rasterised below the cell like every shape.
public struct Rectangle: InsettableShape, Equatable {
    /// A rectangle.
    public init() {}

    /// The whole of `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
        _InsetShape(base: self, amount: amount)
    }
}
