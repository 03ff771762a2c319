import Foundation
import KinemaGeometry
import KinemaRender

/// Colours along a line between two unit points of the shape's bounds (SwiftUI's
/// `LinearGradient`). As a view it fills its frame. Stops and points animate.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 4)
///     .fill(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
/// ```
public struct LinearGradient: ShapeStyle, Equatable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// A gradient from `startPoint` (location 0) to `endPoint` (location 1).
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Evenly spaced `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// Colours in circles around a unit point of the shape's bounds (SwiftUI's `RadialGradient`):
/// location 0 at `startRadius`, 1 at `endRadius`, in square units (columns). As a view it fills
/// its frame.
public struct RadialGradient: ShapeStyle, Equatable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    /// A radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A radial gradient of evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius
        )
    }

    /// A radial gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// Colours in ellipses that fit the shape's bounds (SwiftUI's `EllipticalGradient`): location 0 at
/// `startRadiusFraction`, 1 at `endRadiusFraction` of the bounds (0.5 reaches the edges). As a
/// view it fills its frame.
public struct EllipticalGradient: ShapeStyle, Equatable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    /// An elliptical gradient.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// An elliptical gradient of evenly spaced `colors`.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through `stops`.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

/// Colours around a unit point of the shape's bounds (SwiftUI's `AngularGradient`, a conic
/// gradient): location 0 at `startAngle`, 1 at `endAngle`, angles clockwise on screen from the
/// positive x axis. As a view it fills its frame.
public struct AngularGradient: ShapeStyle, Equatable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    /// An angular gradient from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI: equal angles (the default) mean a full turn.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    /// An angular gradient of evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of `gradient` starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A full turn of evenly spaced `colors` starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn through `stops` starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

/// A gradient whose geometry the painted shape decides (SwiftUI's `AnyGradient`, what
/// `Color.red.gradient` returns): top to bottom over the shape's bounds.
public struct AnyGradient: ShapeStyle, Equatable {
    let gradient: Gradient

    /// `gradient`, top to bottom.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }
}

extension Color {
    /// A subtle top-to-bottom gradient of this colour (SwiftUI's `Color.gradient`): from the colour
    /// lightened by 15 % toward white at the top to the colour itself at the bottom. The terminal's
    /// default colour, having no known value, gives a plain colour.
    public var gradient: AnyGradient {
        guard let c = components else { return AnyGradient(Gradient(colors: [self])) }
        let light = Color(
            red: c.red + (1 - c.red) * 0.15, green: c.green + (1 - c.green) * 0.15,
            blue: c.blue + (1 - c.blue) * 0.15, opacity: opacity)
        return AnyGradient(Gradient(colors: [light, self]))
    }
}

extension Gradient: ShapeStyle {}

extension Gradient: PrimitiveShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        ResolvedPaint(kind: .linear, stops: stops, geometry: SIMD4(0.5, 0, 0.5, 1))
    }
}

extension LinearGradient: PrimitiveShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        ResolvedPaint(
            kind: .linear, stops: gradient.stops,
            geometry: SIMD4(startPoint.x, startPoint.y, endPoint.x, endPoint.y))
    }
}

extension RadialGradient: PrimitiveShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        ResolvedPaint(
            kind: .radial, stops: gradient.stops, geometry: SIMD4(center.x, center.y, startRadius, endRadius))
    }
}

extension EllipticalGradient: PrimitiveShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        ResolvedPaint(
            kind: .elliptical, stops: gradient.stops,
            geometry: SIMD4(center.x, center.y, startRadiusFraction, endRadiusFraction))
    }
}

extension AngularGradient: PrimitiveShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        ResolvedPaint(
            kind: .angular, stops: gradient.stops,
            geometry: SIMD4(center.x, center.y, startAngle.radians, endAngle.radians))
    }
}

extension AnyGradient: PrimitiveShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        gradient.resolvePaint(in: environment, level: level)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient (SwiftUI's `.linearGradient(_:startPoint:endPoint:)`).
    public static func linearGradient(
        _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of evenly spaced `colors`.
    public static func linearGradient(
        colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `stops`.
    public static func linearGradient(
        stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of evenly spaced `colors`.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of evenly spaced `colors`.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from `startAngle` to `endAngle`.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of evenly spaced `colors`.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of `gradient` from `angle` (SwiftUI's `.conicGradient(_:center:angle:)`).
    public static func conicGradient(
        _ gradient: Gradient, center: UnitPoint, angle: Angle = .zero
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A full turn of evenly spaced `colors` from `angle`.
    public static func conicGradient(
        colors: [Color], center: UnitPoint, angle: Angle = .zero
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension LinearGradient: View {
    /// A gradient fills its frame when used as a view.
    public typealias Body = Never
}

extension RadialGradient: View {
    /// A gradient fills its frame when used as a view.
    public typealias Body = Never
}

extension EllipticalGradient: View {
    /// A gradient fills its frame when used as a view.
    public typealias Body = Never
}

extension AngularGradient: View {
    /// A gradient fills its frame when used as a view.
    public typealias Body = Never
}

extension AnyGradient: View {
    /// A gradient fills its frame when used as a view.
    public typealias Body = Never
}
