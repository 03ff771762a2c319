import Foundation
import KinemaGeometry

extension Rasterizer {
    /// What a shape draws: a path, or a rectangle given directly (fills and borders under a
    /// transform), so the rectangle needs no path storage.
    enum ShapeGeometry {
        case path(Path)
        case rect(CGRect)
    }

    /// The largest distance between a curve and the chords that replace it, in sub-cell dots.
    static let flatteningTolerance = 0.2

    /// The most dots one coverage band holds (1 MB of coverage); taller shapes are rasterised in
    /// bands of whole cell rows, so memory stays bounded on any screen.
    static let maximumBandDots = 1 << 18

    /// Draws a ``PathDrawing`` item.
    mutating func drawPath(
        _ drawing: PathDrawing, item: DisplayItem, opacity: Double, bounds: CellRegion, into buffer: inout CellBuffer
    ) {
        drawShape(
            .path(drawing.path), paint: drawing.paint, mode: drawing.mode, toCells: drawing.transform, item: item,
            opacity: opacity, bounds: bounds, into: &buffer)
    }

    /// Rasterises `geometry` below the cell and paints the covered cells: the shape pipeline.
    ///
    /// 1. The geometry becomes polygons in device pixels (sub-cell dots): a fill is flattened
    ///    straight through the transform; a stroke is flattened, dashed and outlined in the
    ///    path's own coordinates, and the outline transformed.
    /// 2. Coverage is accumulated over the part of the screen the polygons reach (clipped to the
    ///    buffer and the item's clip first, so a huge shape costs what it shows), multiplied by
    ///    clip shapes, blurred.
    /// 3. Each touched cell picks its glyph and colours from its dots (see
    ///    ``paintCell(x:y:samples:into:)``).
    mutating func drawShape(
        _ geometry: ShapeGeometry, paint: Paint, mode: PathDrawing.Mode, toCells: ProjectionTransform,
        item: DisplayItem, opacity: Double, bounds: CellRegion, into buffer: inout CellBuffer
    ) {
        let (sx, sy) = (quality.columns, quality.rows)
        let toDevice = toCells.concatenating(item.transform).concatenating(
            ProjectionTransform(CGAffineTransform(scaleX: CGFloat(sx), y: CGFloat(sy))))
        let blur = Double(item.effectiveBlurRadius)
        let kx = Rasterizer.boxHalfWidth(sigma: blur * Double(sx))
        let ky = Rasterizer.boxHalfWidth(sigma: blur / Double(CellAspect.ratio) * Double(sy))
        // Dots whose coverage can reach the visible cells: the cells plus the blur's reach.
        let reach = DotWindow(
            x0: bounds.x.lowerBound * sx - 2 * kx, y0: bounds.y.lowerBound * sy - 2 * ky,
            x1: bounds.x.upperBound * sx + 2 * kx, y1: bounds.y.upperBound * sy + 2 * ky)
        scratch.device.removeAll()
        switch mode {
        case .fill:
            outlineFill(geometry, toDevice: toDevice, reach: reach)
        case .stroke(let style):
            outlineStroke(geometry, style: style, toDevice: toDevice, reach: reach)
        }
        guard let extent = Rasterizer.extent(of: scratch.device)?.intersection(reach) else { return }
        // The cells to paint: those the (blurred) polygons touch, within the bounds.
        let cells = CellRegion(
            x: max(Rasterizer.floorDiv(extent.x0 - 2 * kx, sx), bounds.x.lowerBound)..<min(
                Rasterizer.ceilDiv(extent.x1 + 2 * kx, sx), bounds.x.upperBound),
            y: max(Rasterizer.floorDiv(extent.y0 - 2 * ky, sy), bounds.y.lowerBound)..<min(
                Rasterizer.ceilDiv(extent.y1 + 2 * ky, sy), bounds.y.upperBound))
        guard !cells.isEmpty else { return }
        let rowDots = (cells.x.count * sx + 4 * kx) * sy
        let bandRows = max(1, Rasterizer.maximumBandDots / max(rowDots, 1) - 4 * ky / sy)
        let shading = prepareShading(paint, filter: item.colorFilter, toDevice: toDevice, opacity: opacity)
        var bandStart = cells.y.lowerBound
        while bandStart < cells.y.upperBound {
            let band = CellRegion(x: cells.x, y: bandStart..<min(bandStart + bandRows, cells.y.upperBound))
            let window = DotWindow(
                x0: band.x.lowerBound * sx - 2 * kx, y0: band.y.lowerBound * sy - 2 * ky,
                x1: band.x.upperBound * sx + 2 * kx, y1: band.y.upperBound * sy + 2 * ky)
            let evenOdd: Bool
            let hardEdges: Bool
            switch mode {
            case .fill(let style): (evenOdd, hardEdges) = (style.isEOFilled, !style.isAntialiased)
            case .stroke: (evenOdd, hardEdges) = (false, false)
            }
            rasterizeCoverage(window, evenOdd: evenOdd, hardEdges: hardEdges, item: item, kx: kx, ky: ky)
            paintCells(band, window: window, shading: shading, into: &buffer)
            bandStart = band.y.upperBound
        }
    }

    /// A fill's polygons: the geometry flattened through the transform.
    private mutating func outlineFill(_ geometry: ShapeGeometry, toDevice: ProjectionTransform, reach: DotWindow) {
        switch geometry {
        case .path(let path):
            scratch.flattener.tolerance = Rasterizer.flatteningTolerance
            scratch.flattener.transform = toDevice
            scratch.flattener.visibleBounds = reach.rect.insetBy(dx: -2, dy: -2)
            scratch.flattener.flatten(path, into: &scratch.device)
        case .rect(let rect):
            let r = rect.standardized
            for corner in 0..<4 {
                let x = corner == 1 || corner == 2 ? r.maxX : r.minX
                let y = corner >= 2 ? r.maxY : r.minY
                let point = toDevice.map(Double(x), Double(y))
                if corner == 0 { scratch.device.start(point.x, point.y) } else { scratch.device.add(point.x, point.y, corner: true) }
            }
        }
    }

    /// A stroke's polygons: the geometry flattened, dashed and outlined in its own coordinates,
    /// then transformed. Lines thinner than one dot on screen are drawn one dot wide.
    private mutating func outlineStroke(
        _ geometry: ShapeGeometry, style: StrokeStyle, toDevice: ProjectionTransform, reach: DotWindow
    ) {
        guard style.isDrawable else { return }
        scratch.source.removeAll()
        let reference: (x: Double, y: Double)
        switch geometry {
        case .path(let path):
            guard let first = path.elements.first, case .move(let point) = first else { return }
            reference = (Double(point.x), Double(point.y))
        case .rect(let rect):
            reference = (Double(rect.midX), Double(rect.midY))
        }
        let squeeze = toDevice.squeeze(at: reference.x, reference.y)
        let stretch = toDevice.stretch(at: reference.x, reference.y)
        guard stretch > 1e-9, stretch.isFinite else { return }
        let width = max(Double(style.lineWidth), squeeze > 1e-9 ? 1 / squeeze : 0)
        guard width > 0, width.isFinite else { return }
        let tolerance = Rasterizer.flatteningTolerance / stretch
        switch geometry {
        case .path(let path):
            scratch.flattener.tolerance = tolerance
            scratch.flattener.transform = ProjectionTransform()
            scratch.flattener.visibleBounds = Rasterizer.sourceBounds(
                of: reach, toDevice: toDevice, margin: width / 2 * max(Double(style.miterLimit), 1) + width)
            scratch.flattener.flatten(path, into: &scratch.source)
        case .rect(let rect):
            let r = rect.standardized
            scratch.source.start(Double(r.minX), Double(r.minY))
            scratch.source.add(Double(r.maxX), Double(r.minY), corner: true)
            scratch.source.add(Double(r.maxX), Double(r.maxY), corner: true)
            scratch.source.add(Double(r.minX), Double(r.maxY), corner: true)
            scratch.source.close()
        }
        scratch.outline.removeAll()
        scratch.stroker.configure(style: style, width: width, tolerance: tolerance)
        if style.isDashed {
            scratch.dashes.removeAll()
            Dasher().dash(scratch.source, style: style, into: &scratch.dashes)
            scratch.stroker.stroke(scratch.dashes, into: &scratch.outline)
        } else {
            scratch.stroker.stroke(scratch.source, into: &scratch.outline)
        }
        let outline = scratch.outline
        for polygon in 0..<outline.count {
            let range = outline.range(of: polygon)
            for index in range {
                let point = toDevice.map(outline.xs[index], outline.ys[index])
                if index == range.lowerBound {
                    scratch.device.start(point.x, point.y)
                } else {
                    scratch.device.add(point.x, point.y, corner: true)
                }
            }
        }
    }

    /// The part of the path's own plane that can reach the device window `reach` (grown by
    /// `margin` path units), when the transform is affine and invertible; `nil` otherwise.
    static func sourceBounds(of reach: DotWindow, toDevice: ProjectionTransform, margin: Double) -> CGRect? {
        guard toDevice.isAffine else { return nil }
        var inverse = toDevice
        guard inverse.invert() else { return nil }
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for corner in 0..<4 {
            let x = corner & 1 == 0 ? reach.x0 : reach.x1
            let y = corner < 2 ? reach.y0 : reach.y1
            let point = inverse.map(Double(x), Double(y))
            box = (min(box.minX, point.x), min(box.minY, point.y), max(box.maxX, point.x), max(box.maxY, point.y))
        }
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite, margin.isFinite else {
            return nil
        }
        return CGRect(
            x: box.minX - margin, y: box.minY - margin, width: box.maxX - box.minX + 2 * margin,
            height: box.maxY - box.minY + 2 * margin)
    }

    /// The dots the polygons' points span, or `nil` when there are none.
    static func extent(of polygons: Polylines) -> DotWindow? {
        guard polygons.pointCount > 0 else { return nil }
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for index in 0..<polygons.pointCount {
            let (x, y) = (polygons.xs[index], polygons.ys[index])
            box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
        }
        // Clamped before converting, so no coordinate can overflow `Int`.
        func dot(_ value: Double) -> Int { Int(min(max(value, -1e9), 1e9)) }
        return DotWindow(
            x0: dot(box.minX.rounded(.down)), y0: dot(box.minY.rounded(.down)), x1: dot(box.maxX.rounded(.up)) + 1,
            y1: dot(box.maxY.rounded(.up)) + 1)
    }

    static func floorDiv(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    static func ceilDiv(_ value: Int, _ divisor: Int) -> Int {
        -floorDiv(-value, divisor)
    }
}

/// A rectangle of device pixels (sub-cell dots): columns `x0..<x1`, rows `y0..<y1`.
struct DotWindow: Equatable {
    var x0, y0, x1, y1: Int

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }
    var width: Int { max(x1 - x0, 0) }
    var height: Int { max(y1 - y0, 0) }
    var rect: CGRect { CGRect(x: x0, y: y0, width: width, height: height) }

    func intersection(_ other: DotWindow) -> DotWindow? {
        let result = DotWindow(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return result.isEmpty ? nil : result
    }
}
