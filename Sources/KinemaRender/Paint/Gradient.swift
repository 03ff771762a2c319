import Foundation

/// Colours at locations along a line from 0 to 1 (SwiftUI's `Gradient`): what
/// ``Paint/linearGradient(_:startPoint:endPoint:)`` and the other gradient paints spread over a
/// shape.
///
/// ```swift
/// let sunset = Gradient(colors: [.orange, .pink, .purple])
/// let sharp = Gradient(stops: [.init(color: .red, location: 0.5), .init(color: .blue, location: 0.5)])
/// ```
///
/// Colours interpolate in sRGB with premultiplied opacity (so a stop of ``Color/clear`` fades a
/// colour out instead of darkening it). Before the first stop the first colour holds, after the
/// last the last. Stops need not be sorted: they are ordered by location, ties in list order
/// (which makes a hard edge). A NaN location counts as 0. A gradient without stops paints
/// nothing. Where one side of an interval is ``Color/default`` (the terminal's colour, unknown
/// to Kinema), the colour switches halfway instead of blending.
public struct Gradient: Hashable, Sendable {
    /// One colour at one location of a gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where the colour sits, from 0 (the gradient's start) to 1 (its end).
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors`, evenly spaced from 0 to 1 (one colour paints solid).
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }

    /// The colour at `location`, interpolated as the type describes; ``Color/clear`` for a
    /// gradient without stops.
    ///
    /// - Complexity: O(stops).
    public func color(at location: Double) -> Color {
        guard !stops.isEmpty else { return .clear }
        let t = location.isNaN ? 0 : location
        // The stops around `t`, by location, ties in list order, without sorting a copy.
        var below: Stop?
        var belowIndex = -1
        var above: Stop?
        var aboveIndex = Int.max
        for (index, stop) in stops.enumerated() {
            let at = Gradient.location(stop)
            if at <= t {
                if below.map({ at > Gradient.location($0) || (at == Gradient.location($0) && index > belowIndex) }) ?? true {
                    (below, belowIndex) = (stop, index)
                }
            } else if above.map({ at < Gradient.location($0) || (at == Gradient.location($0) && index < aboveIndex) }) ?? true {
                (above, aboveIndex) = (stop, index)
            }
        }
        guard let low = below else { return above!.color }
        guard let high = above else { return low.color }
        let span = Gradient.location(high) - Gradient.location(low)
        let fraction = span > 0 ? (t - Gradient.location(low)) / span : 1
        return Gradient.interpolate(low.color, high.color, fraction)
    }

    static func location(_ stop: Stop) -> Double {
        stop.location.isNaN ? 0 : Double(stop.location)
    }

    /// `a` moved toward `b` by `fraction`, premultiplied by opacity.
    static func interpolate(_ a: Color, _ b: Color, _ fraction: Double) -> Color {
        guard let from = a.rgb, let to = b.rgb else { return fraction < 0.5 ? a : b }
        let (alphaA, alphaB) = (a.opacity, b.opacity)
        let alpha = alphaA + (alphaB - alphaA) * fraction
        guard alpha > 0 else { return .clear }
        func channel(_ x: UInt8, _ y: UInt8) -> Double {
            (Double(x) * alphaA + (Double(y) * alphaB - Double(x) * alphaA) * fraction) / alpha / 255
        }
        return Color(
            red: channel(from.red, to.red), green: channel(from.green, to.green), blue: channel(from.blue, to.blue),
            opacity: alpha)
    }
}
