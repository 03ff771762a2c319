import Foundation
import KinemaGeometry

/// What one unit of layout measures in a host: a terminal cell (Kinema's native unit) or a point
/// (SwiftUI's), so code sized for a phone fits a terminal.
///
/// ```swift
/// try TerminalApp.run(units: .points) { SettingsScreen() }     // .frame(width: 200) is 25 columns
/// let host = HeadlessHost(width: 48, height: 20, units: .points) { SettingsScreen() }
/// ```
///
/// In points, a cell measures ``cellSize`` points (8 × 16 by default; a terminal app uses the cell
/// size the terminal reports in pixels when it looks like one of a 1× or 2× display). Views lay out
/// in points exactly as in SwiftUI — frames, offsets, padding, spacing, `GeometryReader` sizes, gesture
/// locations and translations — and the host maps the result to cells between layout and
/// rasterising; nothing below the host knows which mode is on. What measures in cells measures in
/// whole cells converted to points: a line of text is 16 points high and 8 points per column wide, a
/// border or divider one cell thick.
///
/// Lengths that separate content snap to whole cells so text stays on the cell grid: stack
/// spacing and padding are rounded to whole columns and rows (to the nearest, a half rounding down:
/// SwiftUI's 8-point default spacing is one column between views in an `HStack` and none between
/// the rows of a `VStack`; its 16-point default padding is two columns and one row). Other
/// geometry stays fractional until rasterising, as in cells: text starts at the nearest cell, fills
/// and shapes draw sub-cell edges.
public struct LayoutUnits: Hashable, Sendable {
    /// The size of one cell in layout units; `nil` for points whose cell size comes from the
    /// terminal (8 × 16 until it reports one).
    private let fixedCellSize: CGSize?
    /// Whether layout is in points.
    public let isPoints: Bool

    private init(isPoints: Bool, cellSize: CGSize?) {
        self.isPoints = isPoints
        self.fixedCellSize = cellSize
    }

    /// Layout in terminal cells: one unit is one column wide and one row high (the default).
    public static let cells = LayoutUnits(isPoints: false, cellSize: CGSize(width: 1, height: 1))

    /// Layout in points: 8 × 16 points per cell, or the cell size the terminal reports (see
    /// ``pointsPerCell(fromPixels:)``) when a terminal app runs.
    public static let points = LayoutUnits(isPoints: true, cellSize: nil)

    /// Layout in points with a fixed number of points per cell (each side clamped to 1…1,000;
    /// non-finite sides count as the default 8 × 16).
    public static func points(perCell cellSize: CGSize) -> LayoutUnits {
        func clamped(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat {
            value.isFinite ? min(max(value, 1), 1000) : fallback
        }
        return LayoutUnits(
            isPoints: true,
            cellSize: CGSize(width: clamped(cellSize.width, 8), height: clamped(cellSize.height, 16)))
    }

    /// Points per cell when nothing else is known: a typical terminal font's 1:2 cell at 16-point
    /// lines.
    public static let defaultPointsPerCell = CGSize(width: 8, height: 16)

    /// The size of one cell in layout units: 1 × 1 in cells; in points, the fixed size, or
    /// ``defaultPointsPerCell`` for ``points``.
    public var cellSize: CGSize { fixedCellSize ?? Self.defaultPointsPerCell }

    /// Whether the cell size follows the terminal's report (``points`` without a fixed size).
    public var followsTerminalCellSize: Bool { isPoints && fixedCellSize == nil }

    /// The points per cell to use for a terminal that reports its cells as `pixels` wide and high
    /// (`CSI 16 t`), or `nil` to keep ``defaultPointsPerCell``.
    ///
    /// A pixel is a point on a 1× display; terminals on 2× displays report device pixels, so a cell
    /// of 12…24 × 24…48 pixels is taken as half that in points. Cells of 6…12 × 12…24 pixels are
    /// used as they are. Anything else (a tiny or huge font, a bogus or forged reply) keeps the
    /// default, so a report can never make a layout absurd.
    public static func pointsPerCell(fromPixels pixels: CGSize) -> CGSize? {
        guard pixels.width.isFinite, pixels.height.isFinite else { return nil }
        for scale in [1.0, 2.0] {
            let size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
            if (6...12).contains(size.width) && (12...24).contains(size.height) { return size }
        }
        return nil
    }
}
