import Foundation

/// Turns polylines into the outline of their stroke: closed polygons whose union (non-zero
/// winding; they all turn the same way) is the area a ``StrokeStyle`` paints.
///
/// Each segment becomes a rectangle as wide as the line; each corner of the original path gets
/// the style's join (a miter wedge, or a bevel beyond the miter limit, a bevel, or a round
/// wedge); points inside a flattened curve get a bevel, which fills the sliver between two
/// nearly parallel segments; open ends get the style's caps. A polyline of a single point (a
/// zero-length subpath or dash) draws only its caps: a dot for round caps, a square for square
/// caps, nothing for butt caps.
///
/// Pieces are emitted separately rather than as one offset outline because an offset outline
/// folds over itself at tight turns, which would leave holes under the non-zero rule.
package struct Stroker: Sendable {
    private var halfWidth = 0.0
    private var cap = CGLineCap.butt
    private var join = CGLineJoin.miter
    private var miterLimit = 10.0
    /// The largest distance allowed between a round cap or join and its polygon.
    private var tolerance = 0.25
    private var scratchX: [Double] = []
    private var scratchY: [Double] = []

    /// A stroker for `style` drawn `width` wide (the caller decides how thin lines are widened),
    /// approximating round parts within `tolerance`.
    package init(style: StrokeStyle, width: Double, tolerance: Double) {
        configure(style: style, width: width, tolerance: tolerance)
    }

    /// Re-targets this stroker at another style, keeping its storage.
    package mutating func configure(style: StrokeStyle, width: Double, tolerance: Double) {
        halfWidth = max(width, 0) / 2
        cap = style.lineCap
        join = style.lineJoin
        let limit = Double(style.miterLimit)
        miterLimit = limit.isNaN ? 1 : max(limit, 1)
        self.tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.25
    }

    /// Appends the stroke outline of every polyline in `input` to `output`.
    ///
    /// - Complexity: O(points), plus the points of round parts.
    package mutating func stroke(_ input: Polylines, into output: inout Polylines) {
        guard halfWidth > 0, halfWidth.isFinite else { return }
        for polyline in 0..<input.count {
            stroke(input, input.range(of: polyline), closed: input.closed[polyline], into: &output)
        }
    }

    private mutating func stroke(_ input: Polylines, _ range: Range<Int>, closed: Bool, into output: inout Polylines) {
        let first = range.lowerBound
        var lastPoint = first
        var firstDirection: (Double, Double)?
        var lastDirection = (0.0, 0.0)
        for position in (first + 1)..<range.upperBound where !same(input, lastPoint, position) {
            // Zero-length segments are skipped: they have no direction.
            let direction = unit(input, lastPoint, position)
            segment(input, lastPoint, position, direction, into: &output)
            if firstDirection != nil {
                corner(input, at: lastPoint, from: lastDirection, to: direction, into: &output)
            } else {
                firstDirection = direction
            }
            lastDirection = direction
            lastPoint = position
        }
        guard let startDirection = firstDirection else {
            dot(input.xs[first], input.ys[first], into: &output)
            return
        }
        if closed && !same(input, lastPoint, first) {
            let closing = unit(input, lastPoint, first)
            segment(input, lastPoint, first, closing, into: &output)
            corner(input, at: lastPoint, from: lastDirection, to: closing, into: &output)
            corner(input, at: first, from: closing, to: startDirection, into: &output)
        } else if closed {
            corner(input, at: first, from: lastDirection, to: startDirection, into: &output)
        } else {
            capEnd(input.xs[first], input.ys[first], direction: (-startDirection.0, -startDirection.1), into: &output)
            capEnd(input.xs[lastPoint], input.ys[lastPoint], direction: lastDirection, into: &output)
        }
    }

    private func same(_ input: Polylines, _ a: Int, _ b: Int) -> Bool {
        input.xs[a] == input.xs[b] && input.ys[a] == input.ys[b]
    }

    private func unit(_ input: Polylines, _ a: Int, _ b: Int) -> (Double, Double) {
        let (dx, dy) = (input.xs[b] - input.xs[a], input.ys[b] - input.ys[a])
        let length = hypot(dx, dy)
        return (dx / length, dy / length)
    }

    /// The rectangle covering one segment.
    private mutating func segment(
        _ input: Polylines, _ a: Int, _ b: Int, _ direction: (Double, Double), into output: inout Polylines
    ) {
        let (nx, ny) = (-direction.1 * halfWidth, direction.0 * halfWidth)
        let (ax, ay, bx, by) = (input.xs[a], input.ys[a], input.xs[b], input.ys[b])
        beginPolygon()
        vertex(ax + nx, ay + ny)
        vertex(bx + nx, by + ny)
        vertex(bx - nx, by - ny)
        vertex(ax - nx, ay - ny)
        emitPolygon(into: &output)
    }

    /// The join at point `index` between a segment arriving along `incoming` and one leaving
    /// along `outgoing`.
    private mutating func corner(
        _ input: Polylines, at index: Int, from incoming: (Double, Double), to outgoing: (Double, Double),
        into output: inout Polylines
    ) {
        let cross = incoming.0 * outgoing.1 - incoming.1 * outgoing.0
        let dot = incoming.0 * outgoing.0 + incoming.1 * outgoing.1
        // Nearly straight on: the two rectangles already meet.
        if abs(cross) < 1e-9 && dot > 0 { return }
        let (x, y) = (input.xs[index], input.ys[index])
        // The outer side is opposite the turn.
        let side: Double = cross > 0 ? -1 : 1
        let n0 = (-incoming.1 * halfWidth * side, incoming.0 * halfWidth * side)
        let n1 = (-outgoing.1 * halfWidth * side, outgoing.0 * halfWidth * side)
        let style: CGLineJoin = input.corners[index] ? join : .bevel
        beginPolygon()
        vertex(x, y)
        vertex(x + n0.0, y + n0.1)
        switch style {
        case .miter:
            // The miter's length over the half width is 1 / cos(θ/2) for a turn of θ; the limit
            // compares the full miter with the full width, the same ratio.
            let cosHalf = ((1 + dot) / 2).squareRoot()
            if cosHalf > 0, 1 / cosHalf <= miterLimit {
                let (mx, my) = (n0.0 + n1.0, n0.1 + n1.1)
                let scale = halfWidth / cosHalf / max(hypot(mx, my), 1e-300)
                vertex(x + mx * scale, y + my * scale)
            }
        case .round:
            let start = atan2(n0.1, n0.0)
            var sweep = atan2(n1.1, n1.0) - start
            if sweep > Double.pi { sweep -= 2 * Double.pi }
            if sweep < -Double.pi { sweep += 2 * Double.pi }
            let steps = arcSteps(abs(sweep))
            for step in 1..<max(steps, 1) {
                let angle = start + sweep * Double(step) / Double(steps)
                vertex(x + cos(angle) * halfWidth, y + sin(angle) * halfWidth)
            }
        case .bevel:
            break
        }
        vertex(x + n1.0, y + n1.1)
        emitPolygon(into: &output)
    }

    /// The cap at an open end at (`x`, `y`), the line arriving along `direction`.
    private mutating func capEnd(_ x: Double, _ y: Double, direction: (Double, Double), into output: inout Polylines) {
        let (nx, ny) = (-direction.1 * halfWidth, direction.0 * halfWidth)
        let (dx, dy) = (direction.0 * halfWidth, direction.1 * halfWidth)
        switch cap {
        case .butt:
            return
        case .square:
            beginPolygon()
            vertex(x + nx, y + ny)
            vertex(x + nx + dx, y + ny + dy)
            vertex(x - nx + dx, y - ny + dy)
            vertex(x - nx, y - ny)
            emitPolygon(into: &output)
        case .round:
            beginPolygon()
            let start = atan2(ny, nx)
            let steps = arcSteps(Double.pi)
            for step in 0...steps {
                let angle = start - Double.pi * Double(step) / Double(steps)
                vertex(x + cos(angle) * halfWidth, y + sin(angle) * halfWidth)
            }
            emitPolygon(into: &output)
        }
    }

    /// The caps of a single point: a disc, a square, or nothing.
    private mutating func dot(_ x: Double, _ y: Double, into output: inout Polylines) {
        switch cap {
        case .butt:
            return
        case .square:
            beginPolygon()
            vertex(x - halfWidth, y - halfWidth)
            vertex(x + halfWidth, y - halfWidth)
            vertex(x + halfWidth, y + halfWidth)
            vertex(x - halfWidth, y + halfWidth)
            emitPolygon(into: &output)
        case .round:
            beginPolygon()
            let steps = arcSteps(2 * Double.pi)
            for step in 0..<steps {
                let angle = 2 * Double.pi * Double(step) / Double(steps)
                vertex(x + cos(angle) * halfWidth, y + sin(angle) * halfWidth)
            }
            emitPolygon(into: &output)
        }
    }

    /// Polygon sides for an arc of `angle` radians whose chords stay within the tolerance.
    private func arcSteps(_ angle: Double) -> Int {
        let ratio = min(tolerance / halfWidth, 1)
        let perStep = 2 * acos(1 - ratio)
        guard perStep > 0, perStep.isFinite else { return 64 }
        return min(max(Int((angle / perStep).rounded(.up)), 2), 64)
    }

    private mutating func beginPolygon() {
        scratchX.removeAll(keepingCapacity: true)
        scratchY.removeAll(keepingCapacity: true)
    }

    private mutating func vertex(_ x: Double, _ y: Double) {
        scratchX.append(x)
        scratchY.append(y)
    }

    /// Emits the scratch polygon turning the same way as every other piece (positive shoelace
    /// area), so overlapping pieces add up instead of cancelling.
    private mutating func emitPolygon(into output: inout Polylines) {
        let count = scratchX.count
        guard count >= 3 else { return }
        var area = 0.0
        for index in 0..<count {
            let next = (index + 1) % count
            area += scratchX[index] * scratchY[next] - scratchX[next] * scratchY[index]
        }
        guard area != 0, area.isFinite else { return }
        let forward = area > 0
        for step in 0..<count {
            let index = forward ? step : count - 1 - step
            if step == 0 { output.start(scratchX[index], scratchY[index]) } else {
                output.add(scratchX[index], scratchY[index], corner: true)
            }
        }
        output.close()
    }
}
