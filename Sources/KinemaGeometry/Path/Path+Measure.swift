import Foundation

extension Path {
    /// The smallest rectangle containing every point the path passes through (its curves' own
    /// extremes, not their control points); `CGRect.null` for a path with no finite point.
    ///
    /// - Complexity: O(elements).
    public var boundingRect: CGRect {
        var bounds = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        func include(_ p: (x: Double, y: Double)) {
            guard p.x.isFinite, p.y.isFinite else { return }
            bounds = (min(bounds.minX, p.x), min(bounds.minY, p.y), max(bounds.maxX, p.x), max(bounds.maxY, p.y))
        }
        for element in elements {
            if case .move(let point) = element { include((Double(point.x), Double(point.y))) }
        }
        forEachSegment { segment in
            include(segment.p0)
            include(segment.p3)
            guard segment.kind == .curve || segment.kind == .quadCurve else { return }
            for t in Path.extremes(segment.p0.x, segment.p1.x, segment.p2.x, segment.p3.x) { include(segment.point(at: t)) }
            for t in Path.extremes(segment.p0.y, segment.p1.y, segment.p2.y, segment.p3.y) { include(segment.point(at: t)) }
        }
        guard bounds.minX <= bounds.maxX, bounds.minY <= bounds.maxY else { return .null }
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY)
    }

    /// The parameters in (0, 1) where a cubic coordinate has a turning point: the roots of its
    /// derivative `a·t² + b·t + c`.
    static func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = 3 * (-p0 + 3 * p1 - 3 * p2 + p3)
        let b = 6 * (p0 - 2 * p1 + p2)
        let c = 3 * (p1 - p0)
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-b + root) / (2 * a))
                roots.append((-b - root) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// Whether `point` lies inside the path, by the non-zero winding rule or, with `eoFill`, the
    /// even-odd rule. Every subpath counts as closed. Curves are measured along chords within a
    /// ten-thousandth of the path's size, so a point that close to the outline may go either way.
    ///
    /// - Complexity: O(elements + points of the flattened curves).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        let bounds = boundingRect
        guard !bounds.isNull, point.x.isFinite, point.y.isFinite else { return false }
        let size = max(Double(bounds.width), Double(bounds.height))
        var flattener = PathFlattener(tolerance: max(size * 1e-4, 1e-9))
        var polylines = Polylines()
        flattener.flatten(self, into: &polylines)
        let (px, py) = (Double(point.x), Double(point.y))
        var winding = 0
        for polyline in 0..<polylines.count {
            let range = polylines.range(of: polyline)
            for index in range {
                let next = index + 1 < range.upperBound ? index + 1 : range.lowerBound
                let (ax, ay) = (polylines.xs[index], polylines.ys[index])
                let (bx, by) = (polylines.xs[next], polylines.ys[next])
                // A crossing of the horizontal ray to the right of the point, counted half-open
                // so a vertex on the ray counts once.
                if (ay <= py) != (by <= py) {
                    let x = ax + (py - ay) / (by - ay) * (bx - ax)
                    if x > px { winding += by > ay ? 1 : -1 }
                }
            }
        }
        return eoFill ? !winding.isMultiple(of: 2) : winding != 0
    }
}
