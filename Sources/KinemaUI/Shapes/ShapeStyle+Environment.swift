import Foundation
import KinemaRender

private struct ForegroundStylesKey: EnvironmentKey {
    static let defaultValue: [AnyShapeStyle] = []
}

private struct TintStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The levels `.foregroundStyle(_:_:_:)` set (primary first); empty when none was set.
    var foregroundStyles: [AnyShapeStyle] {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }

    /// This environment with no foreground styles (what a style set by `.foregroundStyle` is
    /// itself resolved in, so `.foregroundStyle(.secondary)` means the enclosing secondary).
    var withoutForegroundStyles: EnvironmentValues {
        var plain = self
        plain.foregroundStyles = []
        return plain
    }

    /// The tint `.tint(_:)` set.
    var tintStyle: AnyShapeStyle? {
        get { self[TintStyleKey.self] }
        set { self[TintStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the foreground style of shapes, text and images in this subtree (SwiftUI's
    /// `foregroundStyle(_:)`). Text and images show one colour: a gradient's middle colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        setForegroundStyles([AnyShapeStyle(style)])
    }

    /// Sets the primary and secondary levels of the foreground style (`.primary` and `.secondary`
    /// resolve to them).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
        _ primary: S1, _ secondary: S2
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        setForegroundStyles([AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        setForegroundStyles([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    private func setForegroundStyles(_ styles: [AnyShapeStyle]) -> ModifiedContent<Self, _EnvironmentModifier>
    {
        modifier(
            _EnvironmentModifier(
                transform: { environment in
                    // Resolved where they are set: `.foregroundStyle(.secondary)` is the enclosing
                    // secondary level, not itself.
                    let resolved = styles.map { style in
                        ResolvedStyleBox(paint: style.resolvedPaint(in: environment))
                    }
                    environment.foregroundColor = resolved[0].paint.representativeColor
                    environment.foregroundStyles = resolved.map(AnyShapeStyle.init)
                },
                value: WatchedValue(styles)))
    }

    /// Sets the tint of this subtree to a style (SwiftUI's `tint(_:)`): what the `.tint` shape style
    /// paints; controls draw their active parts in the style's representative colour (a gradient's
    /// middle colour). `nil` restores the defaults.
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _EnvironmentModifier> {
        let style = tint.map(AnyShapeStyle.init)
        return modifier(
            _EnvironmentModifier(
                transform: { environment in
                    let resolved = style.map { ResolvedStyleBox(paint: $0.resolvedPaint(in: environment)) }
                    environment.tintStyle = resolved.map(AnyShapeStyle.init)
                    environment.tint = resolved?.paint.representativeColor
                },
                value: WatchedValue(style)))
    }
}

/// A style already resolved to a paint (what the environment keeps, so a style is resolved once,
/// where it was set).
struct ResolvedStyleBox: ShapeStyle, PrimitiveShapeStyle, Equatable {
    let paint: ResolvedPaint

    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint { paint }
}
