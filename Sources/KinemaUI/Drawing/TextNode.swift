import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// The node of ``Text``: measures by wrapping, draws one text item, and animates its colour.
///
/// Offered fewer rows than its wrapped lines (at least one), it takes the rows it is offered and
/// ends the last line it shows with an ellipsis.
final class TextNode: UnaryNode {
    private var text = Text("")
    private var layout = TextLayout("")
    private var colorSlot = ColorSlot()
    /// The wrapped lines for the last width drawn (re-wrapping every frame would dominate drawing).
    private var wrapped: (width: Int, rows: Int, lines: String)?

    override func update(with view: any View) {
        let text = view as! Text
        if text != self.text || needsCommit {
            self.text = text
            layout = TextLayout(text.content)
            wrapped = nil
            invalidateDrawBounds()
            invalidateContent()
        }
    }

    override func computeDrawBounds() -> Rect {
        // Lines are drawn from the frame's origin and are only cut to the frame's width when they
        // can wrap, so they may run past a narrow frame (up to the widest paragraph); at least one
        // line is drawn.
        let frame = presentedFrame.standardized
        let cell = runtime.cellSize
        return Rect(
            origin: frame.origin,
            size: Size(
                width: max(frame.width, Double(layout.idealWidth) * cell.width), height: max(frame.height, cell.height)))
    }

    private var modelColor: Color { text.color ?? environment.foregroundColor ?? .default }

    private var style: Style {
        Style(
            foreground: colorSlot.presented ?? modelColor, background: .default,
            attributes: text.attributes.union(environment.textAttributes))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        // Measured in whole cells, converted to layout units (points in points mode). An infinite
        // proposal asks for the ideal (unwrapped) width.
        let cell = runtime.cellSize
        let width = proposal.width.flatMap { $0.isFinite ? CellCount.of($0 / cell.width, rounding: .down) : nil }
        let lines = layout.lines(width: width.map { min($0, layout.idealWidth) })
        let widest = lines.map { DisplayWidth.of($0) }.max() ?? 0
        var rows = Double(lines.count)
        // A shorter height takes fewer lines (the last one ends in an ellipsis when drawn), down to
        // one: so a wrapping text is flexible, and a stack gives it its lines after the views that
        // cannot grow, as SwiftUI's does.
        if let proposed = proposal.height, proposed.isFinite {
            rows = min(rows, max((proposed / cell.height).rounded(.down), 1))
        }
        return Size(width: Double(widest) * cell.width, height: rows * cell.height)
    }

    override func commit(transaction: Transaction) -> Bool {
        colorSlot.set(modelColor, transaction: transaction, at: runtime.time)
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        colorSlot.advance(to: time)
    }

    override func nextOwnAnimationChange(after time: Double) -> Double {
        colorSlot.nextChange(after: time)
    }

    override func removeOwnAnimations() {
        colorSlot.removeAnimation()
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let frame = presentedFrame
        // Stored size: a frame overshooting to a negative size draws nothing (CGRect's `width` is
        // the absolute value).
        guard frame.size.width > 0, frame.size.height > 0, frame.size.width.isFinite, frame.size.height.isFinite,
            context.isVisible(frame)
        else { return }
        // Saturating: the text's own lines bound what is kept, whatever the frame's size.
        let width = CellCount.of(frame.size.width / runtime.cellSize.width)
        let rows = max(CellCount.of(frame.size.height / runtime.cellSize.height), 1)
        if wrapped?.width != width || wrapped?.rows != rows {
            wrapped = (width, rows, layout.lines(width: width, maxLines: rows).joined(separator: "\n"))
        }
        let shown = wrapped!.lines
        var style = style
        style.attributes.formUnion(context.textAttributes)
        guard context.scaleX != 1 || context.scaleY != 1 else {
            recorder.append(.text(shown, style), frame: frame, node: self, context: context)
            return
        }
        // Characters cannot scale: keep the text's size and centre it where the scaled frame is.
        let scaled = context.apply(frame)
        let centred = Rect(
            x: scaled.origin.x + scaled.size.width / 2 - frame.size.width / 2,
            y: scaled.origin.y + scaled.size.height / 2 - frame.size.height / 2, width: frame.size.width,
            height: frame.size.height)
        recorder.appendUntransformed(.text(shown, style), frame: centred, node: self, context: context)
    }
}
