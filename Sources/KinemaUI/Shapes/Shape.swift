import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A 2-D outline drawn as a view: SwiftUI's `Shape`.
///
/// A shape answers ``path(in:)`` for the rectangle it is laid out in and is drawn filled with the
/// foreground style unless a modifier says otherwise:
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// Triangle().fill(.orange).frame(width: 20, height: 10)
/// ```
///
/// **Units.** Layout is in cells, and a cell is about twice as tall as wide, so a shape laid out
/// in `w × h` cells is asked for its path in a rectangle of `w × 2h` *square units* (one column
/// wide, half a row tall; `CellAspect` in KinemaRender) and drawn back into its cells: a
/// `Circle()` is round on screen whatever its frame, and line widths, corner radii and offsets
/// given to shapes are in columns. A frame that looks square is `w` columns by `w / 2` rows
/// (`.frame(width: 20, height: 10)`); `.frame(width: 10, height: 10)` is a tall rectangle, and a
/// circle in it is 10 columns across, centred.
///
/// **Animation.** A shape is `Animatable`: when a shape's `animatableData` changes
/// under an animation, its path is asked for again at every frame with interpolated data (a
/// morphing shape, a growing trim).
///
/// The rasteriser draws paths below the cell (braille dots by default), blending edges by
/// coverage; see KinemaUI's Shapes article.
public protocol Shape: Animatable, View, _RemoveGlobalActorIsolation {
    /// The outline of the shape in `rect` (square units, origin at the shape's top-leading corner).
    func path(in rect: CGRect) -> Path

    /// The size the shape takes for `proposal` (cells); by default what it is offered, with
    /// 10 × 10 for an unspecified dimension, as SwiftUI's shapes do.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// Takes what is offered (10 for an unspecified dimension).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A bare shape fills itself with the foreground style.
    @MainActor public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

/// A shape that can be inset, so its outline can be stroked inside its frame
/// (``InsettableShape/strokeBorder(_:lineWidth:antialiased:)``).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// This shape inset by `amount` on every side (square units).
    func inset(by amount: CGFloat) -> InsetShape
}

extension Path: Shape {
    /// A path is its own outline, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }

    /// A path has no animatable data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A protocol that takes away the main-actor isolation a type would infer from conforming to
/// ``View`` (SwiftUI's `_RemoveGlobalActorIsolation`): it is isolated to another global actor, so a
/// type that conforms to both infers neither. ``Shape`` refines it, so a shape's `path(in:)` and
/// `animatableData` are nonisolated — as a pasted SwiftUI shape expects — while its `body` stays on
/// the main actor.
@_RemoveGlobalActorIsolationActor
public protocol _RemoveGlobalActorIsolation {}

/// The global actor that ``_RemoveGlobalActorIsolation`` is isolated to; nothing runs on it.
@globalActor
public actor _RemoveGlobalActorIsolationActor {
    /// The shared instance.
    public static let shared = _RemoveGlobalActorIsolationActor()
}
