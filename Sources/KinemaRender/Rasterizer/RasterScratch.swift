import KinemaGeometry

/// Storage the rasteriser reuses from item to item and frame to frame: once it has grown to a
/// frame's needs, drawing paths allocates nothing.
struct RasterScratch: Sendable {
    /// A path flattened in its own coordinates (strokes), or a clip shape's outline in cells.
    var source = Polylines()
    /// Dashes cut from ``source``.
    var dashes = Polylines()
    /// Stroke outlines in the path's coordinates.
    var outline = Polylines()
    /// The polygons to fill, in device pixels (sub-cell dots).
    var device = Polylines()
    /// A clip shape's polygons in device pixels.
    var clipDevice = Polylines()
    var flattener = PathFlattener(tolerance: 0.2)
    var stroker = Stroker(style: StrokeStyle(), width: 1, tolerance: 0.2)
    var coverage = CoverageRaster()
    var clipCoverage = CoverageRaster()
    /// One row or column of a blur pass.
    var blurLine: [Float] = []
    /// A gradient sampled at 256 locations: colour (red, green, blue in 0…255; the fourth lane
    /// is 0 for a known colour, 2 for the terminal's default foreground) and opacity.
    var gradientColors: [SIMD4<Float>] = []
    var gradientOpacity: [Float] = []
    /// For each gradient sample, what a cell covered by that colour becomes (used where the
    /// sample's opacity times the item's is 1).
    var gradientCells: [Cell] = []
}
