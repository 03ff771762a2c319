import KinemaGeometry

extension Rasterizer {
    /// How far inside a border's frame a fill edge still belongs to the border, in cells: the
    /// border's own line plus the cell next to it.
    static let borderReach = 2.0

    /// Below this distance from a border's frame, a fill edge shares the border's edge.
    static let sharedEdgeTolerance = 0.5

    /// `fill` quantised with the border it belongs to: the innermost border still open when the fill
    /// lies inside it (a box's content), otherwise a border drawn right after it (a background
    /// under its own border); unchanged when there is neither.
    static func snapped(_ fill: Rect, openBorder: Rect?, next: DisplayItem?) -> Rect {
        if let openBorder, encloses(openBorder, fill) { return snapped(fill, inside: openBorder) }
        if let next, case .border = next.kind { return snapped(fill, inside: next.frame) }
        return fill
    }

    /// Whether `inner` lies within `outer`, up to rounding error.
    static func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
        let (outer, inner) = (outer.standardized, inner.standardized)
        let tolerance = 1e-9
        return inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
            && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
    }

    /// `fill` with each edge that lies on or just inside `border` moved to the border's cells, so the
    /// two quantise alike.
    ///
    /// A border is drawn in whole cells (its edges round like text), a fill in eighths. When a scaled
    /// or moving box puts both at fractional positions, the fill's edges would otherwise show eighth
    /// blocks inside the border line, or paint over it. So for a fill lying within `border`:
    /// - an edge less than ``sharedEdgeTolerance`` from the border's edge shares it: it takes the
    ///   border's rounding;
    /// - an edge less than ``borderReach`` inside meets the border line: it snaps to the line's inner
    ///   side (the first cell inside the border);
    /// - an edge farther in is free, and keeps its eighth block.
    ///
    /// Each edge is decided by its own distance to the border, so a centred fill snaps symmetrically.
    /// A fill not inside `border` (or a border too small to have an inside) is returned unchanged.
    static func snapped(_ fill: Rect, inside border: Rect) -> Rect {
        let fill = fill.standardized
        let border = border.standardized
        guard encloses(border, fill) else { return fill }
        let cells = CellRegion(rounding: border)
        guard cells.x.count >= 2, cells.y.count >= 2 else { return fill }
        let minX = snappedEdge(
            fill.minX, gap: fill.minX - border.minX, outer: cells.x.lowerBound, inner: cells.x.lowerBound + 1)
        let maxX = snappedEdge(
            fill.maxX, gap: border.maxX - fill.maxX, outer: cells.x.upperBound, inner: cells.x.upperBound - 1)
        let minY = snappedEdge(
            fill.minY, gap: fill.minY - border.minY, outer: cells.y.lowerBound, inner: cells.y.lowerBound + 1)
        let maxY = snappedEdge(
            fill.maxY, gap: border.maxY - fill.maxY, outer: cells.y.upperBound, inner: cells.y.upperBound - 1)
        return Rect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }

    /// One edge at distance `gap` inside a border whose line runs between cell boundaries `outer` and
    /// `inner`.
    private static func snappedEdge(_ edge: Double, gap: Double, outer: Int, inner: Int) -> Double {
        if gap < sharedEdgeTolerance { return Double(outer) }
        if gap < borderReach { return Double(inner) }
        return edge
    }
}
