import Foundation
import KinemaAnimation
import KinemaGeometry

/// A shape's outline stroked into a shape of its own (``Shape/stroke(style:)``). Drawn as a view,
/// the rasteriser strokes the base path directly; ``path(in:)`` gives the outline as a fillable
/// path. The line width and dash phase animate (marching ants).
public struct _StrokedShape<Base: Shape>: Shape {
    /// The shape whose outline is stroked.
    public var shape: Base
    /// Width, caps, joins and dashes, in square units.
    public var style: StrokeStyle

    /// `shape` stroked with `style`.
    public init(shape: Base, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The stroke's outline (fill it with the non-zero rule).
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The base shape's data, the line width and the dash phase.
    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(style.lineWidth, style.dashPhase)) }
        set {
            shape.animatableData = newValue.first
            style.lineWidth = newValue.second.first
            style.dashPhase = newValue.second.second
        }
    }
}

/// The part of a shape's outline between two fractions of its length (``Shape/trim(from:to:)``).
/// Both fractions animate: the classic spinner grows and shrinks an arc this way.
public struct _TrimmedShape<Base: Shape>: Shape {
    /// The shape being trimmed.
    public var shape: Base
    /// Where the kept part starts, 0…1 of the outline's length.
    public var startFraction: CGFloat
    /// Where it ends.
    public var endFraction: CGFloat

    /// `shape` trimmed to `startFraction…endFraction`.
    public init(shape: Base, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The trimmed outline; empty when `startFraction > endFraction` or either is NaN (SwiftUI
    /// draws nothing then).
    public func path(in rect: CGRect) -> Path {
        let path = shape.path(in: rect)
        if startFraction <= 0 && endFraction >= 1 { return path }
        return path.trimmedPath(from: startFraction, to: endFraction)
    }

    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The base shape's data and both fractions.
    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            startFraction = newValue.second.first
            endFraction = newValue.second.second
        }
    }
}

/// A shape turned about an anchor of its frame (``Shape/rotation(_:anchor:)``); the angle animates.
/// It turns in square units, so a square stays square.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape being turned.
    public var shape: Content
    /// The angle, clockwise on screen.
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The base path turned; a non-finite angle turns nothing.
    public func path(in rect: CGRect) -> Path {
        let radians = angle.radians.isFinite ? angle.radians : 0
        let pivot = rect.point(at: anchor)
        let transform = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(radians)))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(transform)
    }

    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The base shape's data and the angle.
    public var animatableData: AnimatablePair<Content.AnimatableData, Angle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, angle.animatableData) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second
        }
    }
}

/// A shape scaled about an anchor of its frame (``Shape/scale(x:y:anchor:)``); the scale animates.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape being scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of the frame that stays put.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The base path scaled; a non-finite factor counts as 1.
    public func path(in rect: CGRect) -> Path {
        let sx = scale.width.isFinite ? scale.width : 1
        let sy = scale.height.isFinite ? scale.height : 1
        let pivot = rect.point(at: anchor)
        let transform = CGAffineTransform(
            a: sx, b: 0, c: 0, d: sy, tx: pivot.x - pivot.x * sx, ty: pivot.y - pivot.y * sy)
        return shape.path(in: rect).applying(transform)
    }

    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The base shape's data and the scale.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, scale.animatableData) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second
        }
    }
}

/// A shape moved within its frame (``Shape/offset(_:)``), in square units; the offset animates.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape being moved.
    public var shape: Content
    /// How far, in square units (a row is two).
    public var offset: CGSize

    /// `shape` moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The base path moved; a non-finite component moves nothing.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(
            dx: offset.width.isFinite ? offset.width : 0, dy: offset.height.isFinite ? offset.height : 0)
    }

    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The base shape's data and the offset.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }
}

/// A shape with an affine transform applied to its path (``Shape/transform(_:)``).
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape being transformed.
    public var shape: Content
    /// The transform, in square units.
    public var transform: CGAffineTransform

    /// `shape` transformed by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The base path transformed.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The base shape's data.
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

/// A type-erased shape (SwiftUI's `AnyShape`), for choosing a shape at run time:
/// `AnyShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))`. The erased shape's data does
/// not animate through it.
public struct AnyShape: Shape {
    private let makePath: (CGRect) -> Path
    private let fit: (ProposedViewSize) -> CGSize

    /// Erases `shape`.
    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        fit = { shape.sizeThatFits($0) }
    }

    /// The erased shape's path.
    public func path(in rect: CGRect) -> Path { makePath(rect) }

    /// The erased shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fit(proposal) }
}

extension Shape {
    /// This shape's outline stroked with `style`, as a shape.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// This shape's outline stroked `lineWidth` wide (square units), as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The part of the outline from `startFraction` to `endFraction` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// This shape turned by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// This shape moved by `offset` (square units: a row is two).
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape moved by `x`, `y` (square units: a row is two).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        offset(CGSize(width: x, height: y))
    }

    /// This shape with `transform` applied to its path.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
