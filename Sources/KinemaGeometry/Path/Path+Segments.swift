import Foundation

extension Path {
    /// One drawable piece of a path, as a cubic (lines and quadratics raised to cubics), with
    /// where it came from; the working form for measuring and trimming.
    struct Segment {
        enum Kind { case line, quadCurve, curve, close }
        var kind: Kind
        var p0, p1, p2, p3: (x: Double, y: Double)
        /// Whether this segment starts a subpath.
        var startsSubpath: Bool

        func point(at t: Double) -> (x: Double, y: Double) {
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return (a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }

        /// The piece between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1), by de Casteljau.
        func slice(_ t0: Double, _ t1: Double) -> Segment {
            var result = self
            if t1 < 1 { result = result.split(at: t1).0 }
            if t0 > 0 { result = result.split(at: t1 > 0 ? t0 / t1 : 0).1 }
            return result
        }

        func split(at t: Double) -> (Segment, Segment) {
            func lerp(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> (x: Double, y: Double) {
                (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
            }
            let a = lerp(p0, p1)
            let b = lerp(p1, p2)
            let c = lerp(p2, p3)
            let d = lerp(a, b)
            let e = lerp(b, c)
            let m = lerp(d, e)
            var left = self
            var right = self
            (left.p1, left.p2, left.p3) = (a, d, m)
            (right.p0, right.p1, right.p2) = (m, e, c)
            right.startsSubpath = false
            return (left, right)
        }

        /// Pieces needed so chords stay within `tolerance` of the curve.
        func pieces(tolerance: Double) -> Int {
            guard kind != .line && kind != .close else { return 1 }
            let second = max(
                hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y), hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
            let wanted = (0.75 * second / tolerance).squareRoot().rounded(.up)
            return wanted.isFinite ? min(max(Int(wanted), 1), 1_024) : 1
        }

        /// The segment's length, measured along chords within `tolerance`.
        func length(tolerance: Double) -> Double {
            let count = pieces(tolerance: tolerance)
            guard count > 1 else { return hypot(p3.x - p0.x, p3.y - p0.y) }
            var total = 0.0
            var previous = p0
            for index in 1...count {
                let next = point(at: Double(index) / Double(count))
                total += hypot(next.x - previous.x, next.y - previous.y)
                previous = next
            }
            return total
        }

        /// The parameter at which the segment has run `distance` of its length.
        func parameter(atLength distance: Double, tolerance: Double) -> Double {
            let count = pieces(tolerance: tolerance)
            guard distance > 0 else { return 0 }
            var travelled = 0.0
            var previous = p0
            for index in 1...count {
                let next = point(at: Double(index) / Double(count))
                let step = hypot(next.x - previous.x, next.y - previous.y)
                if travelled + step >= distance {
                    let within = step > 0 ? (distance - travelled) / step : 1
                    return (Double(index - 1) + within) / Double(count)
                }
                travelled += step
                previous = next
            }
            return 1
        }

        /// Appends this segment to `path` (a move first when `move` is set).
        func append(to path: inout Path, move: Bool) {
            func cg(_ p: (x: Double, y: Double)) -> CGPoint { CGPoint(x: p.x, y: p.y) }
            if move { path.move(to: cg(p0)) }
            switch kind {
            case .line, .close: path.addLine(to: cg(p3))
            case .quadCurve, .curve: path.addCurve(to: cg(p3), control1: cg(p1), control2: cg(p2))
            }
        }
    }

    /// Calls `body` with every segment in order; a close that returns to its start point (a
    /// zero-length closing line) is still reported, so subpath structure is kept.
    func forEachSegment(_ body: (Segment) -> Void) {
        var current = (x: 0.0, y: 0.0)
        var start = current
        var startsSubpath = false
        for element in elements {
            switch element {
            case .move(let point):
                current = (Double(point.x), Double(point.y))
                start = current
                startsSubpath = true
            case .line(let point):
                let end = (x: Double(point.x), y: Double(point.y))
                body(Segment(kind: .line, p0: current, p1: current, p2: end, p3: end, startsSubpath: startsSubpath))
                current = end
                startsSubpath = false
            case .quadCurve(let point, let control):
                let end = (x: Double(point.x), y: Double(point.y))
                let c = (x: Double(control.x), y: Double(control.y))
                let c1 = (x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = (x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y))
                body(Segment(kind: .quadCurve, p0: current, p1: c1, p2: c2, p3: end, startsSubpath: startsSubpath))
                current = end
                startsSubpath = false
            case .curve(let point, let control1, let control2):
                let end = (x: Double(point.x), y: Double(point.y))
                let c1 = (x: Double(control1.x), y: Double(control1.y))
                let c2 = (x: Double(control2.x), y: Double(control2.y))
                body(Segment(kind: .curve, p0: current, p1: c1, p2: c2, p3: end, startsSubpath: startsSubpath))
                current = end
                startsSubpath = false
            case .closeSubpath:
                body(Segment(kind: .close, p0: current, p1: current, p2: start, p3: start, startsSubpath: false))
                current = start
            }
        }
    }
}
