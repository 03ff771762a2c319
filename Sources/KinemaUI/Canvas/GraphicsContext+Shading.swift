import Foundation
import KinemaGeometry
import KinemaRender

extension GraphicsContext {
    /// What fills or strokes a path in a canvas (SwiftUI's `GraphicsContext.Shading`): a colour,
    /// any ``ShapeStyle`` (unit points resolved against the path's bounds), or a gradient with
    /// points in the context's coordinates.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case style(AnyShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }

        let kind: Kind

        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .style(AnyShapeStyle(ForegroundStyle()))) }

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }

        /// A colour from red, green and blue components (0…1).
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
            opacity: Double = 1
        ) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// Any shape style; gradients' unit points are resolved against the bounds of the path drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(kind: .style(AnyShapeStyle(style)))
        }

        /// A linear gradient between two points of the context's coordinates. `options` are
        /// accepted for SwiftUI code; colours before and after the ends extend (no repeat or mirror).
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }

        /// A radial gradient around a point of the context's coordinates (see
        /// ``linearGradient(_:startPoint:endPoint:options:)`` for `options`).
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// A full-turn angular gradient around a point, starting at `angle` (see
        /// ``linearGradient(_:startPoint:endPoint:options:)`` for `options`).
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }

        /// The paint in the path's own coordinates (`bounds` is the path's bounding box).
        func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
            switch kind {
            case .style(let style):
                let rect = bounds.isNull ? .zero : bounds
                return style.resolvedPaint(in: environment).paint(in: rect)
            case .linear(let gradient, let start, let end):
                return .linearGradient(gradient, startPoint: start, endPoint: end)
            case .radial(let gradient, let center, let startRadius, let endRadius):
                return .radialGradient(
                    gradient, center: center, startRadius: startRadius, endRadius: endRadius)
            case .conic(let gradient, let center, let angle):
                return .angularGradient(
                    gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
            }
        }
    }

    /// Options for gradient shadings (SwiftUI's `GradientOptions`): accepted, see
    /// ``Shading/linearGradient(_:startPoint:endPoint:options:)``.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat the gradient past its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirror the gradient past its ends.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolate in linear colour.
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
