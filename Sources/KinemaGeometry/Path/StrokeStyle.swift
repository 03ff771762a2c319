import Foundation

/// How to stroke a path (SwiftUI's `StrokeStyle`): line width, caps, joins, miter limit and dash
/// pattern.
///
/// ```swift
/// let dashed = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])
/// ```
///
/// Values that cannot be drawn as given are interpreted, never trapped on:
/// - ``lineWidth``: zero draws the thinnest line the rasteriser can show (one sub-cell dot, like
///   CoreGraphics' hairline); a negative or non-finite width draws nothing.
/// - ``miterLimit``: below 1 (or NaN) acts as 1, which bevels every corner.
/// - ``dash``: an empty pattern, or one whose lengths sum to zero (a dash array of zeros), or
///   with a negative or non-finite length, is ignored: the line is solid. An odd number of
///   lengths repeats twice, as in CoreGraphics (`[3]` is `[3, 3]`).
/// - ``dashPhase``: how far into the pattern the line starts; any finite value works (it wraps),
///   a non-finite one counts as zero.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// The longest miter, as a multiple of the line width, before a miter join is bevelled.
    public var miterLimit: CGFloat
    /// Alternating lengths of dashes and gaps.
    public var dash: [CGFloat]
    /// The distance into the dash pattern at which the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style; the defaults are SwiftUI's (a 1-wide solid line, butt caps, miter
    /// joins, miter limit 10).
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Whether the stroke draws anything: its width is finite and not negative.
    package var isDrawable: Bool { lineWidth.isFinite && lineWidth >= 0 }

    /// Whether the dash pattern applies (see the type's discussion); checked without allocating.
    package var isDashed: Bool {
        guard !dash.isEmpty else { return false }
        var sum: CGFloat = 0
        for length in dash {
            guard length.isFinite, length >= 0 else { return false }
            sum += length
        }
        return sum > 0 && sum.isFinite
    }
}

/// How to fill a path (SwiftUI's `FillStyle`): which points count as inside.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside (a point is inside when a ray from it
    /// crosses the path an odd number of times) instead of the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased. Kinema's rasteriser always computes coverage; with
    /// `false` it rounds each sub-cell dot's coverage to fully in or out, so edges are hard.
    public var isAntialiased: Bool

    /// Creates a fill style; the defaults are SwiftUI's (non-zero winding, anti-aliased).
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}
