import Foundation

extension Path {
    /// The part of the path between fractions `from` and `to` of its length (SwiftUI's
    /// `trimmedPath(from:to:)`, what `Shape.trim(from:to:)` draws).
    ///
    /// Length runs along the path in drawing order, subpath after subpath, closing lines
    /// included. Curves are cut exactly (de Casteljau), located by arc length measured along
    /// chords within a thousandth of the path's size. Fractions are clamped to 0…1; `from` ≥ 1
    /// or `to` ≤ 0 leave nothing.
    ///
    /// Edge cases:
    /// - `from == to` (for example a trim at 0 to 0) gives an empty path;
    /// - `from > to`, or a NaN bound, gives an empty path (SwiftUI draws nothing either);
    /// - `from ≤ 0` and `to ≥ 1` gives the path unchanged, closed subpaths still closed;
    /// - a closed subpath wholly inside the range stays closed; one cut by it becomes open.
    ///
    /// - Complexity: O(elements × pieces per curve).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard !from.isNaN, !to.isNaN, from < to else { return Path() }
        let start = min(max(Double(from), 0), 1)
        let end = min(max(Double(to), 0), 1)
        if start <= 0 && end >= 1 { return self }
        guard start < end else { return Path() }
        let bounds = boundingRect
        guard !bounds.isNull else { return Path() }
        let tolerance = max(Double(max(bounds.width, bounds.height)) * 1e-3, 1e-9)
        var total = 0.0
        forEachSegment { total += $0.length(tolerance: tolerance) }
        guard total > 0, total.isFinite else { return Path() }
        let (startLength, endLength) = (start * total, end * total)
        var result = Path()
        var travelled = 0.0
        // Whether the output's current subpath follows on from the last segment emitted, and
        // whether it began where its original subpath began (so a close may stay a close).
        var isContinuing = false
        var coversSubpathStart = false
        forEachSegment { segment in
            if segment.startsSubpath {
                isContinuing = false
                coversSubpathStart = false
            }
            let length = segment.length(tolerance: tolerance)
            defer { travelled += length }
            let (segmentStart, segmentEnd) = (travelled, travelled + length)
            if length == 0 {
                // A close back onto the start point: it keeps a wholly included subpath closed.
                if segment.kind == .close && isContinuing && coversSubpathStart && segmentStart < endLength {
                    result.closeSubpath()
                    isContinuing = false
                }
                return
            }
            guard segmentEnd > startLength, segmentStart < endLength else {
                isContinuing = false
                return
            }
            let fromInside = max(startLength - segmentStart, 0)
            let toInside = min(endLength - segmentStart, length)
            if segment.startsSubpath { coversSubpathStart = fromInside == 0 }
            if segment.kind == .close && fromInside == 0 && toInside >= length && isContinuing && coversSubpathStart {
                result.closeSubpath()
                isContinuing = false
                return
            }
            let t0 = segment.parameter(atLength: fromInside, tolerance: tolerance)
            let t1 = toInside >= length ? 1 : segment.parameter(atLength: toInside, tolerance: tolerance)
            segment.slice(t0, t1).append(to: &result, move: !isContinuing)
            isContinuing = toInside >= length
        }
        return result
    }
}
