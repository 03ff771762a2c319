import Foundation
import KinemaGeometry

// Points mode, as layout sees it: which unit layout is in, and the few places where a length means
// "so many cells" or must land on the cell grid. Everything else is unit-free. See `LayoutUnits`.
extension ViewRuntime {
    /// Switches layout to `units` with `cellSize` layout units per cell, keeping the screen's size in
    /// cells; everything is measured again.
    func setUnits(isPoints: Bool, cellSize newCellSize: Size) {
        let screen = screenSize
        guard isPoints != usesPoints || newCellSize != cellSize else { return }
        usesPoints = isPoints
        cellSize = newCellSize
        resize(to: Size(width: screen.width * newCellSize.width, height: screen.height * newCellSize.height))
        invalidateAllSizes()
    }

    /// The screen in cells.
    var screenSize: Size {
        Size(width: size.width / cellSize.width, height: size.height / cellSize.height)
    }

    /// `cells` columns (or rows, along `axis`) in layout units.
    func length(ofCells cells: Double, along axis: Axis) -> CGFloat {
        cells * (axis == .horizontal ? cellSize.width : cellSize.height)
    }

    /// `length` in whole-or-fractional cells along `axis`.
    func cells(in length: CGFloat, along axis: Axis) -> Double {
        length / (axis == .horizontal ? cellSize.width : cellSize.height)
    }

    /// The space between a stack's subviews: `spacing`, or the default (one column in an `HStack`
    /// and none in a `VStack` in cells; 8 points in points); in points snapped to whole cells.
    func stackSpacing(_ spacing: CGFloat?, along axis: Axis) -> CGFloat {
        guard usesPoints else { return spacing ?? (axis == .horizontal ? 1 : 0) }
        return snappedToCells(spacing ?? 8, along: axis)
    }

    /// The default padding: one cell in cells, 16 points in points.
    var defaultPadding: CGFloat { usesPoints ? 16 : 1 }

    /// `insets` snapped to whole cells in points (unchanged in cells).
    func snappedInsets(_ insets: EdgeInsets) -> EdgeInsets {
        guard usesPoints else { return insets }
        return EdgeInsets(
            top: snappedToCells(insets.top, along: .vertical),
            leading: snappedToCells(insets.leading, along: .horizontal),
            bottom: snappedToCells(insets.bottom, along: .vertical),
            trailing: snappedToCells(insets.trailing, along: .horizontal))
    }

    /// `length` rounded to whole cells along `axis`: to the nearest, a half towards zero (less
    /// space: terminal rows are precious). Non-finite lengths pass through.
    func snappedToCells(_ length: CGFloat, along axis: Axis) -> CGFloat {
        let cell = axis == .horizontal ? cellSize.width : cellSize.height
        guard length.isFinite, cell > 0 else { return length }
        let cells = abs(length) / cell
        let whole = (cells - 0.5).rounded(.up)
        return (length < 0 ? -whole : whole) * cell
    }

    /// `frame` with its edges on the cell grid: each edge rounded to the nearest cell boundary (a
    /// half away from the origin), like SwiftUI's rounding of frames to pixels. Stored components
    /// are rounded, so a negative size stays negative; non-finite frames pass through.
    func snappedToCells(_ frame: Rect) -> Rect {
        let (cw, ch) = (cellSize.width, cellSize.height)
        let x0 = frame.origin.x
        let y0 = frame.origin.y
        let x1 = x0 + frame.size.width
        let y1 = y0 + frame.size.height
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, cw > 0, ch > 0 else { return frame }
        let left = (x0 / cw).rounded() * cw
        let top = (y0 / ch).rounded() * ch
        let right = (x1 / cw).rounded() * cw
        let bottom = (y1 / ch).rounded() * ch
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Marks every installed node's sizes stale (the cell size changed, so every text measures anew).
    private func invalidateAllSizes() {
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            node.invalidate()
            stack.append(contentsOf: node.children)
        }
    }
}
