import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// Draws a view behind (`.background`) or in front of (`.overlay`) the modified view, sized to it.
public struct _DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    let decoration: Decoration
    let alignment: Alignment
    let isOverlay: Bool

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        DecorationNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

@MainActor
protocol DecorationParts {
    var erasedDecoration: any View { get }
    var alignment: Alignment { get }
    var isOverlay: Bool { get }
}

extension _DecorationModifier: DecorationParts {
    var erasedDecoration: any View { decoration }
}

extension View {
    /// Draws `content` behind this view, in this view's frame.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> ModifiedContent<Self, _DecorationModifier<Background>> {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, isOverlay: false))
    }

    /// Fills this view's frame with `color` behind it.
    public func background(_ color: Color) -> ModifiedContent<Self, _DecorationModifier<Color>> {
        modifier(_DecorationModifier(decoration: color, alignment: .center, isOverlay: false))
    }

    /// Draws `content` in front of this view, in this view's frame.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
    ) -> ModifiedContent<Self, _DecorationModifier<Overlay>> {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, isOverlay: true))
    }
}

/// Children: `[content, decoration]`. The decoration is offered the content's size and aligned.
final class DecorationNode: ModifierNode {
    private var alignment = Alignment.center
    private var isOverlay = false

    override func update(with view: any View) {
        let modified = view as! any ModifiedView
        let parts = modified.erasedModifier as! any DecorationParts
        if parts.alignment != alignment || parts.isOverlay != isOverlay {
            alignment = parts.alignment
            isOverlay = parts.isOverlay
            invalidate()
        }
        runtime.reconcileChild(of: self, at: 0, with: modified.erasedContent)
        runtime.reconcileChild(of: self, at: 1, with: parts.erasedDecoration)
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        content?.place(in: frame, transaction: transaction)
        guard children.count > 1 else { return }
        let decoration = children[1]
        let size = decoration.sizeThatFits(ProposedViewSize(frame.size))
        // The decoration's guide meets the decorated view's (explicit guides included).
        let origin = alignment.origin(of: decoration, size: size, in: frame, container: content)
        decoration.place(in: Rect(origin: origin, size: size), transaction: transaction)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        guard children.count > 1 else { return }
        if !isOverlay { children[1].drawIfVisible(into: &recorder, context: context) }
        content?.drawIfVisible(into: &recorder, context: context)
        if isOverlay { children[1].drawIfVisible(into: &recorder, context: context) }
    }
}

/// Surrounds the view with a box-drawing border one cell wide (`.border(_:style:)`): unlike
/// SwiftUI's stroke, a cell border cannot share cells with the content, so it adds one cell on every
/// side. The colour is animatable.
public struct _BorderModifier: ViewModifier, PrimitiveModifier, Equatable {
    let color: Color
    let style: BorderStyle

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        BorderNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Surrounds the view with a border in `color` drawn with `style` glyphs; adds one cell per side.
    public func border(
        _ color: Color = .default, style: BorderStyle = .single
    ) -> ModifiedContent<Self, _BorderModifier> {
        modifier(_BorderModifier(color: color, style: style))
    }
}

final class BorderNode: ModifierNode {
    private var border = _BorderModifier(color: .default, style: .single)
    private var colorSlot = ColorSlot()

    override func update(modifier: any ViewModifier) {
        let border = modifier as! _BorderModifier
        if border != self.border || needsCommit {
            self.border = border
            invalidateCommit()
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        // One cell on every side, in layout units.
        let (dx, dy) = (2 * runtime.cellSize.width, 2 * runtime.cellSize.height)
        let inner = ProposedViewSize(
            width: proposal.width.map { max($0 - dx, 0) }, height: proposal.height.map { max($0 - dy, 0) })
        let size = content?.sizeThatFits(inner) ?? .zero
        return Size(width: size.width + dx, height: size.height + dy)
    }

    override func contentFrame(in frame: Rect) -> Rect {
        let cell = runtime.cellSize
        return frame.inset(by: EdgeInsets(top: cell.height, leading: cell.width, bottom: cell.height, trailing: cell.width))
    }

    override func commit(transaction: Transaction) -> Bool {
        colorSlot.set(border.color, transaction: transaction, at: runtime.time)
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
        let style = Style(foreground: colorSlot.presented ?? border.color)
        recorder.append(.border(border.style, style), frame: presentedFrame, node: self, context: context)
        content?.drawIfVisible(into: &recorder, context: context)
    }
}
