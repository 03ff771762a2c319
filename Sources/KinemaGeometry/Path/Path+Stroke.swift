import Foundation

extension Path {
    /// The outline of this path stroked with `style`: a path whose non-zero fill covers what
    /// the stroke paints (SwiftUI's `strokedPath(_:)`).
    ///
    /// The outline is a union of pieces (one per segment, join, cap and dash; see the package's
    /// stroker) rather than one contour, so fill it with the non-zero rule. Curves are flattened
    /// within a thousandth of the path's size, so the outline is made of straight lines. A
    /// stroke with a zero, negative or non-finite width has no area: the result is empty.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let bounds = boundingRect
        guard !bounds.isNull, style.isDrawable, style.lineWidth > 0 else { return Path() }
        let width = Double(style.lineWidth)
        let tolerance = max(max(Double(max(bounds.width, bounds.height)), width) * 1e-3, 1e-9)
        var flattener = PathFlattener(tolerance: tolerance)
        var lines = Polylines()
        flattener.flatten(self, into: &lines)
        if style.isDashed {
            var dashes = Polylines()
            Dasher().dash(lines, style: style, into: &dashes)
            lines = dashes
        }
        var outline = Polylines()
        var stroker = Stroker(style: style, width: width, tolerance: tolerance)
        stroker.stroke(lines, into: &outline)
        var result = Path()
        for polygon in 0..<outline.count {
            let range = outline.range(of: polygon)
            for index in range {
                let point = CGPoint(x: outline.xs[index], y: outline.ys[index])
                if index == range.lowerBound { result.move(to: point) } else { result.addLine(to: point) }
            }
            result.closeSubpath()
        }
        return result
    }
}
