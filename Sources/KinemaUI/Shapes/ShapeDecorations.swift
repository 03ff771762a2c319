import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

extension View {
    /// Fills this view's frame with `style` behind it (`.background(.red)`,
    /// `.background(.linearGradient(…))`).
    public func background<S: ShapeStyle>(
        _ style: S
    ) -> ModifiedContent<Self, _DecorationModifier<_ShapeView<Rectangle, S>>> {
        modifier(
            _DecorationModifier(decoration: Rectangle().fill(style), alignment: .center, isOverlay: false))
    }

    /// Fills `shape`, laid out in this view's frame, with `style` behind the view
    /// (`.background(.blue, in: Capsule())`).
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> ModifiedContent<Self, _DecorationModifier<_ShapeView<T, S>>> {
        modifier(
            _DecorationModifier(
                decoration: shape.fill(style, style: fillStyle), alignment: .center, isOverlay: false))
    }

    /// Draws `background` behind this view, in this view's frame, aligned by `alignment`
    /// (SwiftUI's older form; the `alignment:content:` form reads better).
    @_disfavoredOverload
    public func background<Background: View>(
        _ background: Background, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _DecorationModifier<Background>> {
        modifier(_DecorationModifier(decoration: background, alignment: alignment, isOverlay: false))
    }

    /// Fills this view's frame with `style` in front of it.
    public func overlay<S: ShapeStyle>(
        _ style: S
    ) -> ModifiedContent<Self, _DecorationModifier<_ShapeView<Rectangle, S>>> {
        modifier(
            _DecorationModifier(decoration: Rectangle().fill(style), alignment: .center, isOverlay: true))
    }

    /// Fills `shape`, laid out in this view's frame, with `style` in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> ModifiedContent<Self, _DecorationModifier<_ShapeView<T, S>>> {
        modifier(
            _DecorationModifier(
                decoration: shape.fill(style, style: fillStyle), alignment: .center, isOverlay: true))
    }

    /// Draws `overlay` in front of this view, in this view's frame, aligned by `alignment`.
    @_disfavoredOverload
    public func overlay<Overlay: View>(
        _ overlay: Overlay, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _DecorationModifier<Overlay>> {
        modifier(_DecorationModifier(decoration: overlay, alignment: alignment, isOverlay: true))
    }

    /// Clips this view's drawing to `shape` laid out in its frame (SwiftUI's `clipShape(_:style:)`).
    /// Shapes and fills are clipped below the cell, blending the shape's edge; text and borders
    /// show a character only where its cell's centre is inside. The shape's data animates.
    public func clipShape<S: Shape>(
        _ shape: S, style: FillStyle = FillStyle()
    ) -> ModifiedContent<Self, _ClipShapeModifier<S>> {
        modifier(_ClipShapeModifier(shape: shape, style: style))
    }

    /// Clips this view to a rounded rectangle of its frame with corners of `radius` (square units:
    /// columns), SwiftUI's `cornerRadius(_:antialiased:)`; `antialiased: false` clips with hard edges.
    public func cornerRadius(
        _ radius: CGFloat, antialiased: Bool = true
    ) -> ModifiedContent<Self, _ClipShapeModifier<RoundedRectangle>> {
        clipShape(
            RoundedRectangle(cornerRadius: radius, style: .circular),
            style: FillStyle(antialiased: antialiased))
    }
}

/// Clips the drawn view to a shape laid out in its frame (``View/clipShape(_:style:)``).
public struct _ClipShapeModifier<Content: Shape>: ViewModifier, PrimitiveModifier {
    let shape: Content
    let style: FillStyle

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ClipShapeNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

@MainActor
protocol ClipShapeParts {
    var erasedShape: any Shape { get }
    var style: FillStyle { get }
}

extension _ClipShapeModifier: ClipShapeParts {
    var erasedShape: any Shape { shape }
}

final class ClipShapeNode: ModifierNode {
    private var animator: (any ShapeAnimating)?
    private var style = FillStyle()

    override func update(modifier: any ViewModifier) {
        let parts = modifier as! any ClipShapeParts
        if let animator, animator.accepts(parts.erasedShape) {
            animator.pending = parts.erasedShape
        } else {
            animator?.removeAnimation()
            animator = makeShapeAnimator(parts.erasedShape)
        }
        style = parts.style
        invalidateCommit()
    }

    override func commit(transaction: Transaction) -> Bool {
        animator?.commit(transaction: transaction, at: runtime.time) ?? false
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        animator?.advance(to: time) ?? false
    }

    override func removeOwnAnimations() {
        animator?.removeAnimation()
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        guard let animator else { return }
        let frame = presentedFrame
        guard frame.size.width > 0, frame.size.height > 0, frame.size.width.isFinite,
            frame.size.height.isFinite
        else { return }
        let path = animator.presented.path(in: CellAspect.shapeRect(for: frame))
        let clipped = context.clipped(
            to: path, style: style, pathTransform: CellAspect.shapeTransform(for: frame))
        content?.drawIfVisible(into: &recorder, context: clipped)
    }
}
