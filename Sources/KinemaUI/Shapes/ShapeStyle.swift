import Foundation
import KinemaGeometry
import KinemaRender

/// A colour, gradient or other way to paint a shape (SwiftUI's `ShapeStyle`): what `.fill(_:)`,
/// `.stroke(_:lineWidth:)`, `.foregroundStyle(_:)` and `.background(_:)` take.
///
/// The built-in styles are `Color`, ``LinearGradient``, ``RadialGradient``,
/// ``EllipticalGradient``, ``AngularGradient``, ``AnyGradient`` (`Color.red.gradient`),
/// `Gradient` itself (top to bottom), ``HierarchicalShapeStyle`` (`.primary`, `.secondary`,
/// `.tertiary` …: levels of the foreground style), ``ForegroundStyle`` (`.foreground`),
/// ``TintShapeStyle`` (`.tint`) and ``AnyShapeStyle``. A custom style implements
/// ``resolve(in:)`` and returns one of them for the environment it is used in:
///
/// ```swift
/// struct Warning: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///         environment.isEnabled ? Color.orange : Color.gray
///     }
/// }
/// ```
///
/// Gradient geometry (unit points) is resolved against the bounds of the shape being painted, in
/// square units; a gradient's colour is computed per sub-cell dot in 24-bit colour and reduced to
/// the terminal's colour depth when written.
public protocol ShapeStyle: Sendable {
    /// The style this one stands for in a given environment.
    associatedtype Resolved: ShapeStyle = Never

    /// The style to paint with in `environment` (built-in styles are already resolved: their
    /// `Resolved` is `Never`, and Kinema paints them directly without calling this).
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
    /// Built-in styles paint themselves; Kinema never asks them to resolve. A custom style whose
    /// `Resolved` is `Never` paints as the foreground style (and is reported once).
    public func resolve(in environment: EnvironmentValues) -> Never {
        preconditionFailure("\(Self.self) resolves itself; resolve(in:) is never called on it")
    }
}

extension Never: ShapeStyle {
    /// `Never` resolves to itself.
    public typealias Resolved = Never
}

/// A built-in style that Kinema paints directly.
protocol PrimitiveShapeStyle {
    /// The paint for this style in `environment`, in unit terms (see ``ResolvedPaint``).
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint
}

extension ShapeStyle {
    /// This style as a paint in `environment`: built-in styles directly, custom ones through
    /// ``resolve(in:)`` (at most 16 levels deep, then the foreground colour: a style that resolves
    /// to itself would otherwise never end).
    func resolvedPaint(in environment: EnvironmentValues, level: Int = 0, depth: Int = 0) -> ResolvedPaint {
        if let primitive = self as? any PrimitiveShapeStyle {
            return primitive.resolvePaint(in: environment, level: level)
        }
        guard depth < 16, ObjectIdentifier(Resolved.self) != ObjectIdentifier(Never.self) else {
            return ForegroundStyle().resolvePaint(in: environment, level: level)
        }
        return resolve(in: environment).resolvedPaint(in: environment, level: level, depth: depth + 1)
    }

    /// A representative colour of this style (a gradient's middle), for what can only show one
    /// colour: text, borders, images.
    func representativeColor(in environment: EnvironmentValues) -> Color {
        resolvedPaint(in: environment).representativeColor
    }
}

/// A type-erased shape style (SwiftUI's `AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle, Equatable {
    let base: any ShapeStyle
    private let isEqual: @Sendable (any ShapeStyle) -> Bool

    /// Erases `style`.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            self = erased
            return
        }
        base = style
        isEqual = { other in
            guard let other = other as? S else { return false }
            if let lhs = style as? any Equatable { return lhs.isEqual(toErased: other) }
            return false
        }
    }

    /// Equal when both wrap equal values of one `Equatable` style type (styles that are not
    /// `Equatable` never compare equal, so a view using one redraws its paint on every update).
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        lhs.isEqual(rhs.base)
    }
}

extension AnyShapeStyle: PrimitiveShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        base.resolvedPaint(in: environment, level: level)
    }
}

extension Equatable {
    fileprivate func isEqual(toErased other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (0…1; NaN counts as 1).
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(style: self, opacity: opacity.isNaN ? 1 : min(max(opacity, 0), 1))
    }
}

/// A style with a reduced opacity (``ShapeStyle/opacity(_:)``).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PrimitiveShapeStyle {
    let style: Base
    let opacity: Double

    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        style.resolvedPaint(in: environment, level: level).fading(by: opacity)
    }
}

extension _OpacityShapeStyle: Equatable where Base: Equatable {}

/// The foreground style of the environment (SwiftUI's `ForegroundStyle`, written `.foreground`):
/// what ``View/foregroundStyle(_:)`` set, else the foreground colour, else the terminal's default
/// text colour.
public struct ForegroundStyle: ShapeStyle, PrimitiveShapeStyle, Equatable {
    /// The foreground style.
    public init() {}

    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        HierarchicalShapeStyle.level(level).resolvePaint(in: environment, level: 0)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A level of the foreground style (SwiftUI's `HierarchicalShapeStyle`): `.primary` is the
/// foreground style itself, `.secondary`, `.tertiary`, `.quaternary` and `.quinary` the second to
/// fifth levels set by `.foregroundStyle(_:_:_:)`, or, where not set, the primary style at
/// 60 %, 40 %, 25 % and 15 % opacity (over the terminal's default colours, which Kinema cannot
/// blend, a level under 50 % shows as what lies beneath, and `.secondary` as the text colour).
public struct HierarchicalShapeStyle: ShapeStyle, PrimitiveShapeStyle, Equatable {
    let index: Int

    static func level(_ index: Int) -> HierarchicalShapeStyle { HierarchicalShapeStyle(index: index) }

    /// The opacity of a level derived from the primary style.
    static let derivedOpacities: [Double] = [1, 0.6, 0.4, 0.25, 0.15]

    /// The first level.
    public static let primary = HierarchicalShapeStyle(index: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(index: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(index: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(index: 3)
    /// The fifth level.
    public static let quinary = HierarchicalShapeStyle(index: 4)

    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        let index = min(max(self.index + level, 0), 4)
        let styles = environment.foregroundStyles
        if index < styles.count {
            return styles[index].base.resolvedPaint(in: environment.withoutForegroundStyles, level: 0)
        }
        let primary: ResolvedPaint
        if let first = styles.first {
            primary = first.base.resolvedPaint(in: environment.withoutForegroundStyles, level: 0)
        } else {
            primary = .color(environment.foregroundColor ?? .primary)
        }
        let opacity = HierarchicalShapeStyle.derivedOpacities[index]
        return index == 0 ? primary : primary.fading(by: opacity)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(index: 0) }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(index: 1) }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(index: 2) }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(index: 3) }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(index: 4) }
}

/// The environment's tint (SwiftUI's `TintShapeStyle`, written `.tint`): what `.tint(_:)` set,
/// else the accent colour.
public struct TintShapeStyle: ShapeStyle, PrimitiveShapeStyle, Equatable {
    /// The tint style.
    public init() {}

    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        guard let tint = environment.tintStyle else { return .color(.accentColor) }
        var plain = environment
        plain.tintStyle = nil
        return tint.base.resolvedPaint(in: plain, level: 0)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension Color: ShapeStyle, PrimitiveShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        let opacity = HierarchicalShapeStyle.derivedOpacities[min(max(level, 0), 4)]
        return level == 0 ? .color(self) : ResolvedPaint.color(self).fading(by: opacity)
    }
}
