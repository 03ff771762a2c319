import Foundation
import KinemaGeometry

/// Moves the view by a fixed offset outside ``TransitionPhase/identity``.
public struct OffsetTransition: Transition {
    /// The offset in cells.
    public var offset: CGSize

    /// Moves from and to `offset`; NaN components count as 0.
    public init(_ offset: CGSize) {
        self.offset = CGSize(
            width: offset.width.isNaN ? 0 : offset.width, height: offset.height.isNaN ? 0 : offset.height)
    }

    /// The content, moved unless shown.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Moves the view in from `edge` and out towards it, by its own size (so a view moving in from the
/// leading edge starts just left of where it will stand).
public struct MoveTransition: Transition {
    /// The edge the view comes from and goes to.
    public var edge: Edge

    /// Moves in from and out to `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content, moved off towards the edge unless shown.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_RelativeOffsetEffect(fraction: phase.isIdentity ? .zero : edge.unitOffset))
    }
}

/// Slides the view in from the leading edge and out towards the trailing edge, by its own width.
public struct SlideTransition: Transition {
    /// Creates the slide.
    public init() {}

    /// The content, left of its place before it appears and right of it after it disappears.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_RelativeOffsetEffect(fraction: CGSize(width: phase.value, height: 0)))
    }
}

/// Pushes the view in from `edge` and out towards the opposite edge, fading it, like a navigation
/// push.
public struct PushTransition: Transition {
    /// The edge the view comes in from.
    public var edge: Edge

    /// Pushes in from `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content, moved and transparent unless shown.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(_RelativeOffsetEffect(fraction: fraction(in: phase)))
            .opacity(phase.isIdentity ? 1 : 0)
    }

    private func fraction(in phase: TransitionPhase) -> CGSize {
        let unit = edge.unitOffset
        switch phase {
        case .willAppear: return unit
        case .identity: return .zero
        case .didDisappear: return CGSize(width: -unit.width, height: -unit.height)
        }
    }
}

extension Edge {
    /// The direction towards this edge, in own sizes: leading (−1, 0), trailing (1, 0), top
    /// (0, −1), bottom (0, 1); a set of edges adds its members' directions.
    var unitOffset: CGSize {
        var offset = CGSize.zero
        if contains(.leading) { offset.width -= 1 }
        if contains(.trailing) { offset.width += 1 }
        if contains(.top) { offset.height -= 1 }
        if contains(.bottom) { offset.height += 1 }
        return offset
    }
}

extension Transition where Self == OffsetTransition {
    /// Moves from and to `offset`.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// Moves from and to (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == MoveTransition {
    /// Moves in from and out to `edge`, by the view's own size.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// Slides in from the leading edge and out to the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    /// Pushes in from `edge` and out to the opposite edge, fading.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
