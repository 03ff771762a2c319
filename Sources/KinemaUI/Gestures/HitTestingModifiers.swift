import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// Turns hit testing off (or back on) for a view and its subviews (`.allowsHitTesting(_:)`).
public struct _AllowsHitTestingModifier: ViewModifier, PrimitiveModifier, Equatable {
    let isEnabled: Bool

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        AllowsHitTestingNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Makes a shape laid out in a view's frame a place presses land on (`.contentShape(Rectangle())`).
public struct _ContentShapeModifier: ViewModifier, PrimitiveModifier {
    /// The shape, erased.
    let shape: AnyShape
    /// Whether the shape is a plain rectangle (the whole frame).
    let isRectangle: Bool

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ContentShapeNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Whether presses, hover and wheel steps can land on this view and its subviews. With `false`
    /// the pointer goes through to whatever is drawn below (an overlay that should not block the
    /// buttons under it); the view's gestures are not reached.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _AllowsHitTestingModifier> {
        modifier(_AllowsHitTestingModifier(isEnabled: enabled))
    }

    /// Makes `shape`, laid out in the view's frame, a place where presses land on this view, not
    /// only where it draws something (a row whose gaps between texts should react to a tap).
    /// Subviews' own gestures still win where they draw.
    ///
    /// A press lands in a cell whose centre is inside the shape's bounding rectangle (the whole
    /// frame for a ``Rectangle``); `eoFill` cannot change a bounding rectangle and is accepted for
    /// SwiftUI code.
    public func contentShape<S: Shape>(
        _ shape: S, eoFill: Bool = false
    ) -> ModifiedContent<Self, _ContentShapeModifier> {
        modifier(_ContentShapeModifier(shape: AnyShape(shape), isRectangle: shape is Rectangle))
    }
}

final class AllowsHitTestingNode: ModifierNode {
    private var isEnabled = true

    override func update(modifier: any ViewModifier) {
        isEnabled = (modifier as! _AllowsHitTestingModifier).isEnabled
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        var context = context
        if !isEnabled { context.allowsHitTesting = false }
        content?.drawIfVisible(into: &recorder, context: context)
    }
}

final class ContentShapeNode: ModifierNode {
    private var shape: _ContentShapeModifier?

    override func update(modifier: any ViewModifier) {
        shape = modifier as? _ContentShapeModifier
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        recorder.addHitRegion(region, node: self, context: context)
        content?.drawIfVisible(into: &recorder, context: context)
    }
}

extension ContentShapeNode {
    /// Where presses land: the shape's bounding rectangle in the presented frame.
    private var region: Rect {
        let frame = presentedFrame
        guard let shape, !shape.isRectangle, frame.size.width > 0, frame.size.height > 0 else { return frame }
        let bounds = shape.shape.path(in: CellAspect.shapeRect(for: frame)).boundingRect
        guard !bounds.isNull else { return Rect(origin: frame.origin, size: .zero) }
        return DrawContext.bound(of: bounds, through: CellAspect.shapeTransform(for: frame))
    }
}
