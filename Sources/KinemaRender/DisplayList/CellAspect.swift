import Foundation
import KinemaGeometry

/// How terminal cells relate to the square units shapes are drawn in.
///
/// A terminal cell is about twice as tall as it is wide (8 × 16, 9 × 18 and 10 × 20 pixel
/// cells are the common font metrics), and Kinema assumes exactly 2: ``ratio``. This is the one
/// place the assumption is set. Layout works in whole cells (columns and rows); shapes are drawn
/// in *square units*, one column wide and half a row tall, so that `Circle()` in a 20 × 10-cell
/// frame — 20 × 20 square units — is round on screen. The view layer asks a shape for its path
/// in ``shapeRect(for:)`` and draws it with ``shapeTransform(for:)``; a rotation is applied
/// in square units too (``rotation(_:anchor:)``), or a square turns into a rhombus.
///
/// ```swift
/// let frame = CGRect(x: 2, y: 1, width: 20, height: 10)          // cells
/// let path = Path(ellipseIn: CellAspect.shapeRect(for: frame))     // a circle, 20 × 20 units
/// let drawing = PathDrawing(path, paint: .color(.blue), transform: CellAspect.shapeTransform(for: frame))
/// ```
public enum CellAspect {
    /// Cell height over cell width: 2.
    public static let ratio: CGFloat = 2

    /// The rectangle, in square units with its origin at zero, that a shape laid out in `frame`
    /// (cells) is drawn in: `frame`'s width, twice its height.
    public static func shapeRect(for frame: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: frame.width, height: frame.height * ratio)
    }

    /// The transform from a shape's square units (as in ``shapeRect(for:)``) to the cells of
    /// `frame`.
    public static func shapeTransform(for frame: CGRect) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0, d: 1 / ratio, tx: frame.minX, ty: frame.minY))
    }

    /// `transform`, given in square units (with the origin at the cells' origin), as a transform
    /// of cells: how a projection computed the SwiftUI way — a `rotation3DEffect`'s matrix for a
    /// frame `shapeRect(for:)` big, say — is handed to ``DisplayItem/transform``.
    public static func cellTransform(fromSquareUnits transform: ProjectionTransform) -> ProjectionTransform {
        let toSquare = ProjectionTransform(CGAffineTransform(scaleX: 1, y: ratio))
        let back = ProjectionTransform(CGAffineTransform(scaleX: 1, y: 1 / ratio))
        return toSquare.concatenating(transform).concatenating(back)
    }

    /// A transform of cell space that rotates by `angle` (clockwise on screen for positive
    /// angles, as SwiftUI's `rotationEffect`) about `anchor` (in cells), as the eye sees it:
    /// the rotation happens in square units.
    public static func rotation(_ angle: Angle, anchor: CGPoint) -> ProjectionTransform {
        let toSquare = CGAffineTransform(a: 1, b: 0, c: 0, d: ratio, tx: -anchor.x, ty: -anchor.y * ratio)
        let turn = CGAffineTransform(rotationAngle: CGFloat(angle.radians))
        let back = CGAffineTransform(a: 1, b: 0, c: 0, d: 1 / ratio, tx: anchor.x, ty: anchor.y)
        return ProjectionTransform(toSquare.concatenating(turn).concatenating(back))
    }
}
