import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// The node of a shape drawn as a view (a bare ``Shape``, a ``_ShapeView``, a gradient used as a
/// view): asks the shape for its size and path, animates its `animatableData` and its paint, and
/// draws one path item in square units (see ``Shape``).
///
/// The path is cached for the frame it was made for and dropped when the shape, its presented
/// data or the frame changes, so a still shape costs no path work per frame.
final class ShapeNode: UnaryNode {
    private var animator: (any ShapeAnimating)?
    private var style: AnyShapeStyle?
    private var fillStyle = FillStyle()
    private var paintSlot = PaintSlot()
    private var cachedGeometry: (rect: CGRect, path: Path, mode: PathDrawing.Mode)?

    override func update(with view: any View) {
        let parts = (view as? any ShapeViewParts)?.shapeParts ?? ShapeParts(shape: view as! any Shape)
        if let animator, animator.accepts(parts.shape) {
            animator.pending = parts.shape
        } else {
            animator?.removeAnimation()
            animator = makeShapeAnimator(parts.shape)
        }
        style = parts.style
        fillStyle = parts.fillStyle
        cachedGeometry = nil
        invalidateDrawBounds()
        // A shape's size may depend on its properties (a custom `sizeThatFits`).
        invalidateContent()
    }

    private var shape: any Shape { animator!.presented }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let size = (animator?.pending ?? Rectangle()).sizeThatFits(proposal)
        func sanitized(_ value: CGFloat) -> CGFloat {
            value.isFinite ? min(max(value, 0), CellCount.extentLimit) : 0
        }
        return Size(width: sanitized(size.width), height: sanitized(size.height))
    }

    private var modelPaint: ResolvedPaint {
        (style ?? AnyShapeStyle(ForegroundStyle())).resolvedPaint(in: environment)
    }

    override func commit(transaction: Transaction) -> Bool {
        let shapeMoves = animator?.commit(transaction: transaction, at: runtime.time) ?? false
        let paintMoves = paintSlot.set(modelPaint, transaction: transaction, at: runtime.time)
        return shapeMoves || paintMoves
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        var moves = paintSlot.advance(to: time)
        if let animator, animator.isAnimating {
            moves = animator.advance(to: time) || moves
            cachedGeometry = nil
            invalidateDrawBounds()
        }
        return moves
    }

    override func removeOwnAnimations() {
        animator?.removeAnimation()
        paintSlot.removeAnimation()
    }

    /// The path and how to paint it for `rect` (square units), cached.
    private func geometry(in rect: CGRect) -> (path: Path, mode: PathDrawing.Mode) {
        if let cached = cachedGeometry, cached.rect == rect { return (cached.path, cached.mode) }
        let shape = self.shape
        let result: (path: Path, mode: PathDrawing.Mode)
        if let stroked = shape as? any StrokedShapeParts {
            result = (stroked.outlinePath(in: rect), .stroke(stroked.strokeStyle))
        } else {
            result = (shape.path(in: rect), .fill(fillStyle))
        }
        cachedGeometry = (rect, result.path, result.mode)
        return result
    }

    /// Whether the shape is drawn as a plain cell fill: an unturned rectangle in one colour.
    private var isPlainRectangle: Bool {
        animator?.pending is Rectangle && fillStyle == FillStyle()
    }

    override func computeDrawBounds() -> Rect {
        let frame = presentedFrame
        guard frame.size.width > 0, frame.size.height > 0, frame.size.width.isFinite,
            frame.size.height.isFinite,
            !isPlainRectangle
        else { return frame }
        let rect = CellAspect.shapeRect(for: frame)
        let (path, mode) = geometry(in: rect)
        var bounds = path.boundingRect
        guard !bounds.isNull else { return frame }
        let limit: CGFloat = 1e9
        guard abs(bounds.origin.x) < limit, abs(bounds.origin.y) < limit, bounds.size.width < 2 * limit,
            bounds.size.height < 2 * limit
        else {
            // A NaN, infinite or astronomically far point (`!(… < …)` is true for NaN): the
            // rasteriser draws what the screen shows of the path, so the node is never culled.
            return frame.covering(Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
        }
        if case .stroke(let style) = mode, style.lineWidth.isFinite {
            // Miter joins may reach `miterLimit` half-widths out; caps and round joins less.
            let reach = max(style.lineWidth, 0) / 2 * max(style.miterLimit, 1) + 0.5
            bounds = bounds.insetBy(dx: -reach, dy: -reach)
        }
        let cells = DrawContext.bound(of: bounds, through: CellAspect.shapeTransform(for: frame))
        return frame.covering(cells)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let frame = presentedFrame
        // Stored size: a frame overshooting to a negative size draws nothing.
        guard frame.size.width > 0, frame.size.height > 0, frame.size.width.isFinite,
            frame.size.height.isFinite,
            let paint = paintSlot.presented
        else { return }
        if isPlainRectangle, let color = paint.singleColor {
            guard context.isVisible(frame) else { return }
            recorder.append(.fill(color), frame: frame, node: self, context: context)
            return
        }
        let rect = CellAspect.shapeRect(for: frame)
        let (path, mode) = geometry(in: rect)
        let drawing = PathDrawing(
            path, paint: paint.paint(in: rect), mode: mode, transform: CellAspect.shapeTransform(for: frame))
        recorder.append(.path(drawing), frame: frame, node: self, context: context)
    }
}

/// A stroked shape, seen by the node without its type: the rasteriser strokes the base path.
@MainActor
protocol StrokedShapeParts {
    func outlinePath(in rect: CGRect) -> Path
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeParts {
    func outlinePath(in rect: CGRect) -> Path { shape.path(in: rect) }
    var strokeStyle: StrokeStyle { style }
}

extension ShapeParts {
    /// A bare shape: filled with the foreground style.
    init(shape: any Shape) {
        self.init(shape: shape, style: nil)
    }
}

/// The animator of a shape's `animatableData`, for a shape type the node only knows at run time.
@MainActor
protocol ShapeAnimating: AnyObject {
    /// The latest shape from the view.
    var pending: any Shape { get set }
    /// The shape with its presented data.
    var presented: any Shape { get }
    var isAnimating: Bool { get }
    /// Whether `shape` is of this animator's type.
    func accepts(_ shape: any Shape) -> Bool
    func commit(transaction: Transaction, at time: Double) -> Bool
    func advance(to time: Double) -> Bool
    func removeAnimation()
}

@MainActor
func makeShapeAnimator(_ shape: any Shape) -> any ShapeAnimating {
    makeTypedShapeAnimator(shape)
}

@MainActor
private func makeTypedShapeAnimator<S: Shape>(_ shape: S) -> any ShapeAnimating {
    TypedShapeAnimator(shape)
}

@MainActor
private final class TypedShapeAnimator<S: Shape>: ShapeAnimating {
    private var slot = AnimatableSlot<S>()
    private var model: S

    init(_ shape: S) {
        model = shape
    }

    var pending: any Shape {
        get { model }
        set { model = newValue as! S }
    }

    var isAnimating: Bool { slot.isAnimating }

    func accepts(_ shape: any Shape) -> Bool { shape is S }

    var presented: any Shape {
        guard slot.isAnimating, let shown = slot.presented else { return model }
        // Only the animatable data is interpolated; every other property follows the model.
        var result = model
        result.animatableData = shown.animatableData
        return result
    }

    func commit(transaction: Transaction, at time: Double) -> Bool {
        slot.set(model, transaction: transaction, at: time)
    }

    func advance(to time: Double) -> Bool { slot.advance(to: time) }

    func removeAnimation() { slot.removeAnimation() }
}
