import KinemaGeometry

/// A cubic Bézier from (0, 0) to (1, 1) in power-basis form, the math behind ``UnitCurve/bezier(startControlPoint:endControlPoint:)``.
///
/// `X(s) = ((ax s + bx) s + cx) s`, `Y(s)` likewise; `value(at: x) = Y(s*)` with `X(s*) = x`.
///
/// Invariants:
/// - the coefficients are derived from the control points: `cx = 3 x1`, `bx = 3 (x2 − x1) − cx`,
///   `ax = 1 − cx − bx` (and the same for y).
struct CubicBezier: Hashable, Sendable {
    // Only the coefficients are stored (the control points follow from them): animators keep a copy per
    // running timing curve, and 100,000 of them are bandwidth-bound.
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double

    /// The first control point's x, `cx / 3`.
    var x1: Double { cx / 3 }
    /// The first control point's y.
    var y1: Double { cy / 3 }
    /// The second control point's x, from `bx = 3 (x2 − x1) − cx`.
    var x2: Double { (bx + 2 * cx) / 3 }
    /// The second control point's y.
    var y2: Double { (by + 2 * cy) / 3 }

    init(_ start: UnitPoint, _ end: UnitPoint) {
        // Control x outside 0…1 would make X non-monotonic and the curve not a function of progress.
        let x1 = min(max(start.x.isNaN ? 0 : start.x, 0), 1)
        let y1 = start.y.isFinite ? start.y : 0
        let x2 = min(max(end.x.isNaN ? 1 : end.x, 0), 1)
        let y2 = end.y.isFinite ? end.y : 1
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    func value(at x: Double) -> Double {
        let s = parameter(for: x)
        return ((ay * s + by) * s + cy) * s
    }

    func velocity(at x: Double) -> Double {
        let s = parameter(for: x)
        let dx = (3 * ax * s + 2 * bx) * s + cx
        let dy = (3 * ay * s + 2 * by) * s + cy
        if dx == dy { return 1 }
        if dx == 0 { return dy < 0 ? -.infinity : .infinity }
        return dy / dx
    }

    /// Solves `X(s) = x` for `s` in 0…1 to within 1e-10 (the spec's 2^-20 is far coarser; this keeps
    /// the §9 vectors exact to 1e-9).
    func parameter(for x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = ((ax * s + bx) * s + cx) * s - x
            if abs(error) < 1e-10 { return s }
            let slope = (3 * ax * s + 2 * bx) * s + cx
            if abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        // Newton stalls on flat spots; bisection always converges because X is monotonic on 0…1.
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let error = ((ax * s + bx) * s + cx) * s - x
            if abs(error) < 1e-10 { break }
            if error < 0 { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
