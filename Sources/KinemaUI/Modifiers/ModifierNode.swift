import Foundation
import KinemaAnimation
import KinemaGeometry

/// The node of a built-in modifier: one content child (`children[0]`), plus whatever the modifier
/// adds. By default it measures, places and draws exactly like its content.
class ModifierNode: UnaryNode {
    var content: ViewNode? { children.first }

    override func update(with view: any View) {
        let modified = view as! any ModifiedView
        update(modifier: modified.erasedModifier)
        runtime.reconcileChild(of: self, at: 0, with: modified.erasedContent)
    }

    /// Takes the new modifier value; subclasses store it and call `invalidate()` when it changed.
    func update(modifier: any ViewModifier) {}

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        content?.sizeThatFits(proposal) ?? .zero
    }

    override var layoutPriority: Double { content?.layoutPriority ?? 0 }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        content?.place(in: contentFrame(in: frame), transaction: transaction)
    }

    /// Where the content goes when this view is placed in `frame`; the whole frame by default.
    /// Modifiers that move or resize their content override it, so their explicit alignment guides
    /// (the content's, moved with it) agree with their placement.
    func contentFrame(in frame: Rect) -> Rect { frame }

    /// The content's explicit guide, moved to where the content sits in a frame of `size`.
    override func computeExplicitAlignment(_ key: AlignmentKey, in size: Size) -> CGFloat? {
        guard let content else { return nil }
        let frame = contentFrame(in: Rect(origin: .zero, size: size))
        guard let value = content.explicitAlignment(key, in: frame.size) else { return nil }
        return value + (key.axis == .horizontal ? frame.origin.x : frame.origin.y)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: context)
    }
}
