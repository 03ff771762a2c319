import Foundation

/// Turns a ``Path`` into ``Polylines``: straight segments within a tolerance of its curves,
/// mapped through a transform, with bounded work.
///
/// Each curve is cut into the fewest equal-parameter pieces whose chords stay within
/// ``tolerance`` of it, measured *after* ``transform`` (the bound uses the curve's second
/// differences: a cubic needs ⌈√(0.75 · M / tolerance)⌉ pieces, M the larger second difference of
/// its control points, and a quadratic ⌈√(M / (4 · tolerance))⌉). Work stays bounded for any
/// input:
/// - a curve whose control points all lie outside ``visibleBounds`` (after the transform) is
///   replaced by its chord: a curve wholly outside the window changes nothing inside it but the
///   winding of what lies to its right, which the chord changes the same way;
/// - a curve needing more than ``piecesPerCurve`` pieces is split in halves, each judged again
///   (so only the parts near the window are refined), at most ``maximumSplitDepth`` times;
/// - points with a non-finite coordinate are skipped, and the output stops at its
///   ``Polylines/maximumPoints``.
package struct PathFlattener: Sendable {
    /// The largest distance between a curve and its chords, in output units.
    package var tolerance: Double
    /// Maps path points to output points (applied after flattening, so projections are exact at
    /// every output point).
    package var transform: ProjectionTransform
    /// The output-space window that matters (`nil`: everything does).
    package var visibleBounds: CGRect?
    /// Pieces a curve may be cut into before it is split and each half judged on its own.
    package var piecesPerCurve = 64
    /// How many times a curve may be halved.
    package var maximumSplitDepth = 20

    private var stack: [Cubic] = []
    /// A move was read and its polyline starts at the next finite point.
    private var startsPolyline = false

    package init(tolerance: Double, transform: ProjectionTransform = ProjectionTransform(), visibleBounds: CGRect? = nil) {
        self.tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.25
        self.transform = transform
        self.visibleBounds = visibleBounds
    }

    /// A cubic (a quadratic is raised to one) in path coordinates, with its split depth.
    struct Cubic {
        var x0, y0, x1, y1, x2, y2, x3, y3: Double
        var depth: Int
    }

    /// Appends `path`'s subpaths to `output`.
    ///
    /// - Complexity: O(elements + output points), the points bounded as described above.
    package mutating func flatten(_ path: Path, into output: inout Polylines) {
        var current = (x: 0.0, y: 0.0)
        var hasCurrent = false
        for element in path.elements {
            switch element {
            case .move(let point):
                current = (Double(point.x), Double(point.y))
                hasCurrent = true
                emitStart(current.x, current.y, into: &output)
            case .line(let point):
                current = (Double(point.x), Double(point.y))
                emitPoint(current.x, current.y, corner: true, into: &output)
            case .quadCurve(let point, let control):
                guard hasCurrent else { break }
                let (cx, cy) = (Double(control.x), Double(control.y))
                let (px, py) = (Double(point.x), Double(point.y))
                // The cubic with the same curve: controls two thirds of the way to the quadratic's.
                let cubic = Cubic(
                    x0: current.x, y0: current.y, x1: current.x + 2 / 3 * (cx - current.x),
                    y1: current.y + 2 / 3 * (cy - current.y), x2: px + 2 / 3 * (cx - px), y2: py + 2 / 3 * (cy - py),
                    x3: px, y3: py, depth: 0)
                flattenCubic(cubic, into: &output)
                current = (px, py)
            case .curve(let point, let control1, let control2):
                guard hasCurrent else { break }
                let cubic = Cubic(
                    x0: current.x, y0: current.y, x1: Double(control1.x), y1: Double(control1.y),
                    x2: Double(control2.x), y2: Double(control2.y), x3: Double(point.x), y3: Double(point.y), depth: 0)
                flattenCubic(cubic, into: &output)
                current = (Double(point.x), Double(point.y))
            case .closeSubpath:
                if !startsPolyline { output.close() }
            }
        }
    }

    private mutating func flattenCubic(_ cubic: Cubic, into output: inout Polylines) {
        stack.removeAll(keepingCapacity: true)
        stack.append(cubic)
        while let piece = stack.popLast() {
            let (a, b, c, d) = (
                map(piece.x0, piece.y0), map(piece.x1, piece.y1), map(piece.x2, piece.y2), map(piece.x3, piece.y3)
            )
            guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, c.x.isFinite, c.y.isFinite,
                d.x.isFinite, d.y.isFinite
            else {
                emitMapped(d.x, d.y, corner: stack.isEmpty, into: &output)
                continue
            }
            if let bounds = visibleBounds, !hullMeets(bounds, a, b, c, d) {
                emitMapped(d.x, d.y, corner: stack.isEmpty, into: &output)
                continue
            }
            let second = max(
                hypot(a.x - 2 * b.x + c.x, a.y - 2 * b.y + c.y), hypot(b.x - 2 * c.x + d.x, b.y - 2 * c.y + d.y))
            let wanted = (0.75 * second / tolerance).squareRoot().rounded(.up)
            if wanted > Double(piecesPerCurve) && piece.depth < maximumSplitDepth {
                let (left, right) = split(piece)
                stack.append(right)
                stack.append(left)
                continue
            }
            let pieces = max(1, Int(min(wanted, Double(piecesPerCurve))))
            for index in 1...pieces {
                let t = Double(index) / Double(pieces)
                let u = 1 - t
                let x = u * u * u * piece.x0 + 3 * u * u * t * piece.x1 + 3 * u * t * t * piece.x2 + t * t * t * piece.x3
                let y = u * u * u * piece.y0 + 3 * u * u * t * piece.y1 + 3 * u * t * t * piece.y2 + t * t * t * piece.y3
                let point = index == pieces ? d : map(x, y)
                // Only the curve's own end point is a corner of the path.
                emitMapped(point.x, point.y, corner: index == pieces && stack.isEmpty, into: &output)
            }
        }
    }

    /// The two halves of `cubic` (de Casteljau at t = ½).
    private func split(_ c: Cubic) -> (Cubic, Cubic) {
        let (ax, ay) = ((c.x0 + c.x1) / 2, (c.y0 + c.y1) / 2)
        let (bx, by) = ((c.x1 + c.x2) / 2, (c.y1 + c.y2) / 2)
        let (cx, cy) = ((c.x2 + c.x3) / 2, (c.y2 + c.y3) / 2)
        let (dx, dy) = ((ax + bx) / 2, (ay + by) / 2)
        let (ex, ey) = ((bx + cx) / 2, (by + cy) / 2)
        let (mx, my) = ((dx + ex) / 2, (dy + ey) / 2)
        let depth = c.depth + 1
        return (
            Cubic(x0: c.x0, y0: c.y0, x1: ax, y1: ay, x2: dx, y2: dy, x3: mx, y3: my, depth: depth),
            Cubic(x0: mx, y0: my, x1: ex, y1: ey, x2: cx, y2: cy, x3: c.x3, y3: c.y3, depth: depth)
        )
    }

    /// Whether the bounding box of four output points meets `bounds`.
    private func hullMeets(
        _ bounds: CGRect, _ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double),
        _ d: (x: Double, y: Double)
    ) -> Bool {
        let minX = min(a.x, b.x, c.x, d.x)
        let maxX = max(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y)
        let maxY = max(a.y, b.y, c.y, d.y)
        return maxX >= Double(bounds.minX) && minX <= Double(bounds.maxX) && maxY >= Double(bounds.minY)
            && minY <= Double(bounds.maxY)
    }

    @inline(__always)
    private func map(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        transform.map(x, y)
    }

    private mutating func emitStart(_ x: Double, _ y: Double, into output: inout Polylines) {
        startsPolyline = true
        let point = map(x, y)
        emitMapped(point.x, point.y, corner: true, into: &output)
    }

    private mutating func emitPoint(_ x: Double, _ y: Double, corner: Bool, into output: inout Polylines) {
        let point = map(x, y)
        emitMapped(point.x, point.y, corner: corner, into: &output)
    }

    private mutating func emitMapped(_ x: Double, _ y: Double, corner: Bool, into output: inout Polylines) {
        guard x.isFinite, y.isFinite else { return }
        if startsPolyline {
            startsPolyline = false
            output.start(x, y)
        } else {
            output.add(x, y, corner: corner)
        }
    }
}
