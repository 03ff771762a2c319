import Foundation

/// Cuts polylines into the dashes of a ``StrokeStyle``'s pattern.
///
/// The pattern restarts at each polyline (each subpath), offset by the dash phase, as in
/// CoreGraphics. A closed polyline is dashed around its closing segment too; its first and last
/// dashes are not joined. A dash of zero length stays (a single point), so round or square caps
/// draw it as a dot.
///
/// Work is bounded: a pattern so fine that a polyline would need more than ``maximumDashes``
/// dashes is not applied to it (the polyline stays solid; a dash pattern finer than the
/// rasteriser's dots could not be seen anyway).
package struct Dasher: Sendable {
    /// The most dashes one polyline may be cut into.
    package static let maximumDashes = 100_000

    package init() {}

    /// Appends the dashes of `input` under `style`'s pattern to `output` (open polylines).
    /// `style.isDashed` must hold.
    package func dash(_ input: Polylines, style: StrokeStyle, into output: inout Polylines) {
        let pattern = style.dash
        // An odd pattern repeats twice, so dashes and gaps alternate.
        let count = pattern.count.isMultiple(of: 2) ? pattern.count : pattern.count * 2
        func length(_ index: Int) -> Double { Double(pattern[index % pattern.count]) }
        var period = 0.0
        for index in 0..<count { period += length(index) }
        let phase = style.dashPhase.isFinite ? Double(style.dashPhase) : 0
        let offset = phase - (phase / period).rounded(.down) * period
        for polyline in 0..<input.count {
            let range = input.range(of: polyline)
            let isClosed = input.closed[polyline]
            let total = Dasher.length(input, range, closed: isClosed)
            if total / period * Double(count) > Double(Dasher.maximumDashes) {
                copy(input, range, closed: isClosed, into: &output)
                continue
            }
            // Where in the pattern the polyline starts.
            var index = 0
            var remaining = length(0)
            var skip = offset
            while skip > 0 {
                if skip < remaining {
                    remaining -= skip
                    break
                }
                skip -= remaining
                index = (index + 1) % count
                remaining = length(index)
            }
            var isOn = index.isMultiple(of: 2)
            if isOn { output.start(input.xs[range.lowerBound], input.ys[range.lowerBound]) }
            let last = isClosed ? range.upperBound : range.upperBound - 1
            for position in range.lowerBound..<last {
                let next = position + 1 < range.upperBound ? position + 1 : range.lowerBound
                let (ax, ay) = (input.xs[position], input.ys[position])
                let (bx, by) = (input.xs[next], input.ys[next])
                let segment = hypot(bx - ax, by - ay)
                var travelled = 0.0
                while segment - travelled >= remaining {
                    travelled += remaining
                    let t = segment > 0 ? travelled / segment : 1
                    let (x, y) = (ax + (bx - ax) * t, ay + (by - ay) * t)
                    if isOn { output.add(x, y, corner: false) } else { output.start(x, y) }
                    isOn.toggle()
                    index = (index + 1) % count
                    remaining = length(index)
                    // Guard against a zero-length pattern element looping without progress: the
                    // next element is taken on the same point, and the pattern's positive sum
                    // guarantees progress within one period.
                }
                remaining -= segment - travelled
                if isOn { output.add(bx, by, corner: input.corners[next]) }
            }
        }
    }

    /// The length of a polyline, its closing segment included when closed.
    static func length(_ input: Polylines, _ range: Range<Int>, closed: Bool) -> Double {
        var total = 0.0
        for position in range.dropLast() {
            total += hypot(input.xs[position + 1] - input.xs[position], input.ys[position + 1] - input.ys[position])
        }
        if closed, let first = range.first, let last = range.last {
            total += hypot(input.xs[first] - input.xs[last], input.ys[first] - input.ys[last])
        }
        return total
    }

    /// Copies one polyline unchanged.
    private func copy(_ input: Polylines, _ range: Range<Int>, closed: Bool, into output: inout Polylines) {
        for position in range {
            if position == range.lowerBound {
                output.start(input.xs[position], input.ys[position])
            } else {
                output.add(input.xs[position], input.ys[position], corner: input.corners[position])
            }
        }
        if closed { output.close() }
    }
}
