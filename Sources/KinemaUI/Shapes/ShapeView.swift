import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A shape drawn with a style (what `.fill(_:style:)` and `.stroke(_:lineWidth:)` return, and the
/// body of a bare shape): SwiftUI's `_ShapeView`.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, _RemoveGlobalActorIsolation {
    /// The shape.
    public var shape: Content
    /// What paints it.
    public var style: Style
    /// The fill rule (and whether edges are blended by coverage).
    public var fillStyle: FillStyle

    /// `shape` painted with `style`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    /// A primitive view: the runtime draws it.
    public typealias Body = Never
}

/// What a shape node draws: a shape, its style (`nil`: the foreground style) and fill rule.
struct ShapeParts {
    var shape: any Shape
    var style: AnyShapeStyle?
    var fillStyle = FillStyle()
}

/// A view the shape node draws.
@MainActor
protocol ShapeViewParts {
    var shapeParts: ShapeParts { get }
}

extension _ShapeView: PrimitiveView, ShapeViewParts {
    var shapeParts: ShapeParts {
        ShapeParts(
            shape: shape, style: Style.self == ForegroundStyle.self ? nil : AnyShapeStyle(style),
            fillStyle: fillStyle)
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ShapeNode(runtime: runtime, parent: parent, environment: environment)
    }
}

extension LinearGradient: PrimitiveView, ShapeViewParts {
    var shapeParts: ShapeParts { ShapeParts(shape: Rectangle(), style: AnyShapeStyle(self)) }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ShapeNode(runtime: runtime, parent: parent, environment: environment)
    }
}

extension RadialGradient: PrimitiveView, ShapeViewParts {
    var shapeParts: ShapeParts { ShapeParts(shape: Rectangle(), style: AnyShapeStyle(self)) }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ShapeNode(runtime: runtime, parent: parent, environment: environment)
    }
}

extension EllipticalGradient: PrimitiveView, ShapeViewParts {
    var shapeParts: ShapeParts { ShapeParts(shape: Rectangle(), style: AnyShapeStyle(self)) }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ShapeNode(runtime: runtime, parent: parent, environment: environment)
    }
}

extension AngularGradient: PrimitiveView, ShapeViewParts {
    var shapeParts: ShapeParts { ShapeParts(shape: Rectangle(), style: AnyShapeStyle(self)) }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ShapeNode(runtime: runtime, parent: parent, environment: environment)
    }
}

extension AnyGradient: PrimitiveView, ShapeViewParts {
    var shapeParts: ShapeParts { ShapeParts(shape: Rectangle(), style: AnyShapeStyle(self)) }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ShapeNode(runtime: runtime, parent: parent, environment: environment)
    }
}

extension Shape {
    /// This shape filled with `content` (the foreground style by default) by the rule of `style`.
    public func fill<S: ShapeStyle>(
        _ content: S = .foreground, style: FillStyle = FillStyle()
    ) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// This shape's outline stroked with `content` as `style` describes (width, caps, joins and
    /// dashes in square units: columns). `antialiased` is accepted for SwiftUI code; strokes are
    /// always blended by coverage.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }

    /// This shape's outline stroked with `content`, `lineWidth` columns wide, centred on the outline.
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension InsettableShape {
    /// This shape's outline stroked entirely inside its frame (inset by half the line width).
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        let half = style.lineWidth.isFinite ? max(style.lineWidth, 0) / 2 : 0
        return inset(by: half).stroke(content, style: style, antialiased: antialiased)
    }

    /// This shape's outline stroked `lineWidth` wide entirely inside its frame.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
