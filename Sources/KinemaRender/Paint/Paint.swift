import Foundation
import KinemaGeometry

/// What fills or strokes a path: a colour or a gradient, with the gradient's geometry resolved to
/// the path's own coordinates (the view layer resolves SwiftUI's unit points against the shape's
/// bounds, e.g. with ``linearGradient(_:startPoint:endPoint:in:)``).
///
/// The rasteriser evaluates a gradient at the centre of every sub-cell dot, mapped back into the
/// path's coordinates, so gradients stay true under rotation and perspective; a cell shows the
/// average of its dots (two averages where a block glyph splits it).
///
/// Degenerate geometry has a defined look: a linear gradient whose start and end coincide paints
/// its first stop's colour; a radial gradient whose radii are equal switches from the first to
/// the last colour at that radius; an elliptical gradient in a zero-size box paints its last
/// colour; non-finite gradient geometry paints the first stop's colour.
public enum Paint: Hashable, Sendable {
    /// A single colour (its opacity included).
    case color(Color)
    /// Colours along the line from `startPoint` (location 0) to `endPoint` (location 1),
    /// constant across it.
    case linearGradient(Gradient, startPoint: CGPoint, endPoint: CGPoint)
    /// Colours by distance from `center`: location 0 at `startRadius`, 1 at `endRadius`.
    case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Colours by elliptical distance from `center` in a box of `size`: a point at
    /// `(center.x + size.width · f, center.y)` or `(center.x, center.y + size.height · f)` is at
    /// radius fraction `f`; location 0 at `startRadiusFraction`, 1 at `endRadiusFraction`
    /// (SwiftUI's `EllipticalGradient`, whose default end fraction 0.5 reaches the edges of the
    /// box).
    case ellipticalGradient(
        Gradient, center: CGPoint, size: CGSize, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    /// Colours by angle around `center`, measured from the positive x axis and growing
    /// clockwise on screen: location 0 at `startAngle`, 1 at `endAngle`. When the span is less
    /// than a full turn, the rest of the circle shows the last colour up to halfway across the gap
    /// and the first colour after it (SwiftUI's `AngularGradient`); a span of more than a turn
    /// draws its last turn.
    case angularGradient(Gradient, center: CGPoint, startAngle: Angle, endAngle: Angle)

    /// A linear gradient between two unit points of `rect` (SwiftUI's
    /// `LinearGradient(gradient:startPoint:endPoint:)` filling a shape whose bounds are `rect`).
    public static func linearGradient(
        _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint, in rect: CGRect
    ) -> Paint {
        .linearGradient(gradient, startPoint: rect.point(at: startPoint), endPoint: rect.point(at: endPoint))
    }

    /// A radial gradient centred on a unit point of `rect`.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat, in rect: CGRect
    ) -> Paint {
        .radialGradient(gradient, center: rect.point(at: center), startRadius: startRadius, endRadius: endRadius)
    }

    /// An elliptical gradient filling `rect` (SwiftUI's `EllipticalGradient`).
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5, in rect: CGRect
    ) -> Paint {
        .ellipticalGradient(
            gradient, center: rect.point(at: center), size: rect.size, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An angular gradient around a unit point of `rect` (SwiftUI's `AngularGradient`).
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startAngle: Angle = .zero,
        endAngle: Angle = .degrees(360), in rect: CGRect
    ) -> Paint {
        .angularGradient(gradient, center: rect.point(at: center), startAngle: startAngle, endAngle: endAngle)
    }

    /// The gradient, or `nil` for a colour.
    var gradient: Gradient? {
        switch self {
        case .color: return nil
        case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _, _),
            .ellipticalGradient(let gradient, _, _, _, _), .angularGradient(let gradient, _, _, _):
            return gradient
        }
    }

    /// The location of `angle` in an angular gradient from `start` to `end` (radians).
    static func angularLocation(_ angle: Double, start: Double, end: Double) -> Double {
        let turn = 2 * Double.pi
        var span = end - start
        guard span.isFinite, angle.isFinite, start.isFinite else { return 0 }
        var from = start
        if span > turn {
            // Only the last full turn shows.
            from = end - turn
            span = turn
        }
        guard span > 0 else { return 0 }
        var offset = (angle - from).truncatingRemainder(dividingBy: turn)
        if offset < 0 { offset += turn }
        if offset <= span { return offset / span }
        // In the gap: the last colour until halfway across it, then the first.
        return offset - span < (turn - span) / 2 ? 1 : 0
    }
}
