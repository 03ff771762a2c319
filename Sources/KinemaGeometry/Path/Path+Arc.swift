import Foundation

extension Path {
    /// Adds an arc of a circle, with SwiftUI's (and CoreGraphics') meaning of `clockwise`.
    ///
    /// Angles are measured from the positive x axis toward positive y, which on screen (y grows
    /// downward) is clockwise: 90° points straight down. `clockwise: false` sweeps from
    /// `startAngle` toward *increasing* angles — which looks clockwise on screen — and
    /// `clockwise: true` toward decreasing angles, which looks counter-clockwise. (The name
    /// describes a y-up coordinate system; SwiftUI keeps it, and so does Kinema, so pasted code
    /// draws the same arc.)
    ///
    /// A sweep of a full turn or more draws a full circle. When the path has a current point, a
    /// line joins it to the arc's start; otherwise the arc starts a new subpath. A negative or
    /// non-finite radius adds nothing.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        guard delta.isFinite else { return }
        if clockwise {
            if delta < -fullTurn { delta = -fullTurn } else if delta > 0 { delta -= fullTurn * (delta / fullTurn).rounded(.up) }
        } else {
            if delta > fullTurn { delta = fullTurn } else if delta < 0 { delta += fullTurn * (-delta / fullTurn).rounded(.up) }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(delta), transform: transform)
    }

    /// Adds an arc of a circle starting at `startAngle` and sweeping `delta` (positive: toward
    /// increasing angles, clockwise on screen). Sweeps beyond a full turn are clamped to one.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        let sweep = min(max(delta.radians, -2 * Double.pi), 2 * Double.pi)
        let r = Double(radius)
        let start = startAngle.radians
        guard r >= 0, r.isFinite, sweep.isFinite, start.isFinite, center.x.isFinite, center.y.isFinite else { return }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: Double(center.x) + r * cos(angle), y: Double(center.y) + r * sin(angle)).applying(transform)
        }
        let first = point(start)
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        // At most a quarter turn per cubic keeps the radial error below 0.03 % of the radius.
        let pieces = max(Int((abs(sweep) / (Double.pi / 2)).rounded(.up)), 1)
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * r
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            let control1 = CGPoint(x: Double(center.x) + r * c0 - handle * s0, y: Double(center.y) + r * s0 + handle * c0)
            let control2 = CGPoint(x: Double(center.x) + r * c1 + handle * s1, y: Double(center.y) + r * s1 - handle * c1)
            addCurve(to: point(next), control1: control1.applying(transform), control2: control2.applying(transform))
            angle = next
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End`, preceded by a straight line to where it
    /// starts (CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`): the usual way to round
    /// one corner of a polyline.
    ///
    /// Without a current point this adds nothing, as in CoreGraphics. When the three points are
    /// collinear or the radius is zero, negative or not finite, it adds a line to `tangent1End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint else { return }
        // The current point is already transformed; work in the untransformed space when the
        // transform can be undone, so the arc stays circular before `transform` applies.
        let inverse = transform.inverted()
        let p0 = transform.isInvertible ? current.applying(inverse) : current
        let (x0, y0) = (Double(p0.x), Double(p0.y))
        let (x1, y1) = (Double(tangent1End.x), Double(tangent1End.y))
        let (x2, y2) = (Double(tangent2End.x), Double(tangent2End.y))
        let r = Double(radius)
        let (ax, ay) = (x0 - x1, y0 - y1)
        let (bx, by) = (x2 - x1, y2 - y1)
        let lengthA = (ax * ax + ay * ay).squareRoot()
        let lengthB = (bx * bx + by * by).squareRoot()
        let cross = ax * by - ay * bx
        guard r > 0, r.isFinite, lengthA > 0, lengthB > 0, abs(cross) > 1e-12 * lengthA * lengthB else {
            addLine(to: tangent1End.applying(transform))
            return
        }
        // The half-angle between the two tangent lines fixes how far from the corner the circle
        // touches them.
        let cosine = (ax * bx + ay * by) / (lengthA * lengthB)
        let halfAngle = acos(min(max(cosine, -1), 1)) / 2
        let distance = r / tan(halfAngle)
        let (ux, uy) = (ax / lengthA, ay / lengthA)
        let (vx, vy) = (bx / lengthB, by / lengthB)
        let start = CGPoint(x: x1 + ux * distance, y: y1 + uy * distance)
        let end = CGPoint(x: x1 + vx * distance, y: y1 + vy * distance)
        let centerDistance = r / sin(halfAngle)
        let (bisectorX, bisectorY) = (ux + vx, uy + vy)
        let bisectorLength = (bisectorX * bisectorX + bisectorY * bisectorY).squareRoot()
        let center = CGPoint(
            x: x1 + bisectorX / bisectorLength * centerDistance, y: y1 + bisectorY / bisectorLength * centerDistance)
        let startAngle = atan2(Double(start.y - center.y), Double(start.x - center.x))
        let endAngle = atan2(Double(end.y - center.y), Double(end.x - center.x))
        addArc(
            center: center, radius: CGFloat(r), startAngle: .radians(startAngle), endAngle: .radians(endAngle),
            clockwise: cross > 0, transform: transform)
    }
}
