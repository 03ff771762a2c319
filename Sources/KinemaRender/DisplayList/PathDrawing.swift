import Foundation
import KinemaGeometry

/// A path filled or stroked with a ``Paint``: what ``DisplayItem/Kind/path(_:)`` draws.
///
/// ``transform`` maps the path's coordinates to cells (for a shape, its square units to the
/// cells of its frame: ``CellAspect/shapeTransform(for:)``); the item's own
/// ``DisplayItem/transform`` then applies on top (a rotation effect of an enclosing view).
/// Strokes are computed in the path's coordinates — so a stroke's width, dashes and round caps
/// are in square units and stay round — and then transformed.
///
/// ```swift
/// // A dashed blue circle outline in the 20 × 10 cells at (2, 1).
/// let frame = CGRect(x: 2, y: 1, width: 20, height: 10)
/// let ring = PathDrawing(
///     Path(ellipseIn: CellAspect.shapeRect(for: frame).insetBy(dx: 1, dy: 1)),
///     paint: .color(.blue), mode: .stroke(StrokeStyle(lineWidth: 2, dash: [6, 3])),
///     transform: CellAspect.shapeTransform(for: frame))
/// DisplayItem(id: 7, kind: .path(ring), frame: frame)
/// ```
public struct PathDrawing: Hashable, Sendable {
    /// Whether the path's inside is painted or its outline.
    public enum Mode: Hashable, Sendable {
        /// Paint the inside, by the fill style's rule.
        case fill(FillStyle)
        /// Paint the outline as the stroke style describes.
        case stroke(StrokeStyle)
    }

    /// The outline, in its own coordinates.
    public var path: Path
    /// What paints it; gradient geometry is in the path's coordinates.
    public var paint: Paint
    /// Fill or stroke.
    public var mode: Mode
    /// From the path's coordinates to cells.
    public var transform: ProjectionTransform

    /// A drawing of `path`; by default filled (non-zero rule) and already in cells.
    public init(
        _ path: Path, paint: Paint, mode: Mode = .fill(FillStyle()), transform: ProjectionTransform = ProjectionTransform()
    ) {
        self.path = path
        self.paint = paint
        self.mode = mode
        self.transform = transform
    }
}

/// A path that limits what an item draws to its inside (SwiftUI's `.clipShape` and `.mask` with
/// a shape): see ``DisplayItem/clipShapes``.
public struct ClipShape: Hashable, Sendable {
    /// The outline, in its own coordinates.
    public var path: Path
    /// Which points are inside.
    public var style: FillStyle
    /// From the path's coordinates to cells (final screen cells: an item's
    /// ``DisplayItem/transform`` does not move its clip shapes).
    public var transform: ProjectionTransform

    /// A clip shape; by default non-zero and already in cells.
    public init(_ path: Path, style: FillStyle = FillStyle(), transform: ProjectionTransform = ProjectionTransform()) {
        self.path = path
        self.style = style
        self.transform = transform
    }
}
