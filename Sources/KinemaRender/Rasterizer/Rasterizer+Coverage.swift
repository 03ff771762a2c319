import Foundation
import KinemaGeometry

extension Rasterizer {
    /// Fills the coverage raster over `window` from the device polygons, then applies the item's
    /// clip shapes and blur.
    mutating func rasterizeCoverage(
        _ window: DotWindow, evenOdd: Bool, hardEdges: Bool, item: DisplayItem, kx: Int, ky: Int
    ) {
        scratch.coverage.reset(originX: window.x0, originY: window.y0, width: window.width, height: window.height)
        Rasterizer.addEdges(of: scratch.device, to: &scratch.coverage)
        scratch.coverage.resolve(evenOdd: evenOdd)
        if hardEdges { scratch.coverage.threshold() }
        for clip in item.clipShapes {
            clipCoverage(clip, window: window)
            scratch.coverage.multiply(by: scratch.clipCoverage)
        }
        if kx > 0 || ky > 0 {
            Rasterizer.blur(&scratch.coverage, kx: kx, ky: ky, line: &scratch.blurLine)
        }
    }

    /// Rasterises one clip shape's inside over `window` into the clip raster.
    private mutating func clipCoverage(_ clip: ClipShape, window: DotWindow) {
        let toDevice = clip.transform.concatenating(
            ProjectionTransform(CGAffineTransform(scaleX: CGFloat(quality.columns), y: CGFloat(quality.rows))))
        scratch.clipDevice.removeAll()
        scratch.flattener.tolerance = Rasterizer.flatteningTolerance
        scratch.flattener.transform = toDevice
        scratch.flattener.visibleBounds = window.rect.insetBy(dx: -2, dy: -2)
        scratch.flattener.flatten(clip.path, into: &scratch.clipDevice)
        scratch.clipCoverage.reset(originX: window.x0, originY: window.y0, width: window.width, height: window.height)
        Rasterizer.addEdges(of: scratch.clipDevice, to: &scratch.clipCoverage)
        scratch.clipCoverage.resolve(evenOdd: clip.style.isEOFilled)
        if !clip.style.isAntialiased { scratch.clipCoverage.threshold() }
    }

    /// Adds every polygon's edges, each polygon closed.
    static func addEdges(of polygons: Polylines, to raster: inout CoverageRaster) {
        for polygon in 0..<polygons.count {
            let range = polygons.range(of: polygon)
            var previous = range.upperBound - 1
            for index in range {
                raster.addEdge(polygons.xs[previous], polygons.ys[previous], polygons.xs[index], polygons.ys[index])
                previous = index
            }
        }
    }

    /// Which cells of `region` lie inside every clip shape of `item` (a cell counts when the
    /// shapes cover at least half of it): how text and borders, which cannot be partly drawn, are
    /// clipped by shapes. `nil` when the item has no clip shapes.
    mutating func clipMask(for item: DisplayItem, region: CellRegion) -> CellMask? {
        guard !item.clipShapes.isEmpty, !region.isEmpty else { return nil }
        let window = DotWindow(
            x0: region.x.lowerBound, y0: region.y.lowerBound, x1: region.x.upperBound, y1: region.y.upperBound)
        scratch.coverage.reset(originX: window.x0, originY: window.y0, width: window.width, height: window.height)
        var first = true
        for clip in item.clipShapes {
            scratch.clipDevice.removeAll()
            scratch.flattener.tolerance = 0.05
            scratch.flattener.transform = clip.transform
            scratch.flattener.visibleBounds = window.rect.insetBy(dx: -2, dy: -2)
            scratch.flattener.flatten(clip.path, into: &scratch.clipDevice)
            if first {
                Rasterizer.addEdges(of: scratch.clipDevice, to: &scratch.coverage)
                scratch.coverage.resolve(evenOdd: clip.style.isEOFilled)
                first = false
            } else {
                scratch.clipCoverage.reset(originX: window.x0, originY: window.y0, width: window.width, height: window.height)
                Rasterizer.addEdges(of: scratch.clipDevice, to: &scratch.clipCoverage)
                scratch.clipCoverage.resolve(evenOdd: clip.style.isEOFilled)
                scratch.coverage.multiply(by: scratch.clipCoverage)
            }
        }
        return CellMask(window: window, stride: scratch.coverage.stride, values: scratch.coverage.accumulation)
    }

    /// The winding number of the polygons around (`x`, `y`).
    static func winding(of polygons: Polylines, x: Double, y: Double) -> Int {
        var winding = 0
        for polygon in 0..<polygons.count {
            let range = polygons.range(of: polygon)
            var previous = range.upperBound - 1
            for index in range {
                let (ax, ay) = (polygons.xs[previous], polygons.ys[previous])
                let (bx, by) = (polygons.xs[index], polygons.ys[index])
                if (ay <= y) != (by <= y) {
                    let crossing = ax + (y - ay) / (by - ay) * (bx - ax)
                    if crossing > x { winding += by > ay ? 1 : -1 }
                }
                previous = index
            }
        }
        return winding
    }
}

/// Which cells a clip lets through: coverage at whole-cell resolution.
struct CellMask {
    let window: DotWindow
    let stride: Int
    let values: [Float]

    /// Whether cell (`x`, `y`) is at least half inside.
    func contains(x: Int, y: Int) -> Bool {
        guard x >= window.x0, x < window.x1, y >= window.y0, y < window.y1 else { return false }
        return values[(y - window.y0) * stride + x - window.x0] >= 0.5
    }
}
